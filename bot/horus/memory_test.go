package horus

import (
	"context"
	"reflect"
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
)

// TestRevisitWithinATurn: a step back onto a square the seat stood on
// earlier in its turn is a revisit until the seat gains something; a new
// turn starts a new walk.
func TestRevisitWithinATurn(t *testing.T) {
	found := false
	decisionPoints(t, 40, 400, func(s *horus.State, seed uint64) {
		if found || s.Phase != horus.PhaseActions || s.Must != horus.MustNothing || s.Players[s.Current()].Actions < 3 {
			return
		}
		me := s.Current()
		from := s.Players[me].Square
		var buf [96]horus.Action
		var step horus.Action
		for _, a := range s.Legal(buf[:0]) {
			if a.Kind == horus.ActMove && horus.Square(a.A).Region() != horus.RegionEntrance {
				step = a
				break
			}
		}
		if step.Kind != horus.ActMove {
			return
		}
		found = true
		m := NewMemory(me)
		t0 := *s
		m.See(t0.Observe(me))
		if err := t0.Apply(step); err != nil {
			t.Fatal(err)
		}
		o := t0.Observe(me)
		m.See(o)
		if !m.Revisit(&o, from) {
			t.Fatalf("seed %d: stepping back to %v after %v is not seen as a revisit", seed, from, step)
		}
		if m.Revisit(&o, horus.Square(step.A)) {
			t.Fatal("the square the seat stands on counts as a revisit")
		}
		// A gain (here: the seat's cards change) starts a new walk.
		g := o
		g.Players[me].Count++
		m.See(g)
		if m.Revisit(&g, from) {
			t.Fatal("a revisit after a gain")
		}
		// So does another round.
		n := o
		n.Round++
		m.See(n)
		if m.Revisit(&n, from) {
			t.Fatal("a revisit in the next round")
		}
	})
	if !found {
		t.Fatal("no decision point to try")
	}
}

// TestRecallMatchesWatching: the memory recalled from a record equals the
// memory of a bot shown every step as it happened (and so the client,
// which recalls, and the tournaments, which show, play alike).
func TestRecallMatchesWatching(t *testing.T) {
	for g := uint64(0); g < 4; g++ {
		players := 2 + int(g)
		m, err := horus.NewMatch(options(g, players), g)
		if err != nil {
			t.Fatal(err)
		}
		bots := make([]Bot, players)
		for p := range bots {
			bots[p] = NewEasy(g + uint64(p))
		}
		seat := int(g) % players
		watched := NewMemory(seat)
		checks := 0
		p := newPolicy(nil)
		for steps := 0; !m.State.IsOver(); steps++ {
			if m.State.IsChance() {
				m.Apply(m.ChanceOutcome(), nil)
				continue
			}
			watched.See(m.State.Observe(seat))
			if m.State.Current() == seat && steps%5 == 0 {
				recalled, err := Recall(m.Record, seat)
				if err != nil {
					t.Fatal(err)
				}
				watched.model.learn(p)
				recalled.model.learn(p)
				if !reflect.DeepEqual(recalled, watched) {
					t.Fatalf("game %d step %d: the recalled memory differs from the watched one", g, steps)
				}
				checks++
			}
			cur := m.State.Current()
			var buf []horus.Action
			buf = m.State.Legal(buf)
			if _, err := m.Apply(bots[cur].Choose(context.Background(), m.State.Observe(cur), buf), nil); err != nil {
				t.Fatal(err)
			}
		}
		turns := 0
		for q := range watched.model.seats {
			turns += watched.model.seats[q].turns
		}
		if checks < 5 || turns < 5 {
			t.Fatalf("game %d: only %d checks, %d turns of the other seats weighed", g, checks, turns)
		}
	}
	if _, err := Recall(horus.Record{}, 0); err == nil {
		t.Fatal("an empty record was recalled")
	}
}
