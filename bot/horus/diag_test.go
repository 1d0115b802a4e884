package horus

import (
	"context"
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
)

// TestLossDiagnosis says, game by game, how a hero fared against three
// easy players and who won with what: when each seat got out (or was shut
// in) with how many points, what it would have scored had it got out, the
// hero's mummy wounds, whether a lost game was lost inside with a hand
// that would have won, or outscored, and how greedy the seat after the
// hero believes each other seat plays (the model a search player keeps,
// model.go: how long the re-planning hero really stays, beside the easy
// players' 1.5). The games are the tournament's
// (game i of seed, the hero's seat rotating). It runs by hand, on one
// core:
//
//	PYRAMID_DIAG=40 PYRAMID_DIAG_SEED=700000 go test ./bot/horus/ -run 'TestLossDiagnosis$' -v -timeout 0
//
// PYRAMID_DIAG_HERO picks the hero's level (hard); PYRAMID_DIAG_TRACE=i
// plays only game i and prints every decision of a search hero with its
// plan and figures.
func TestLossDiagnosis(t *testing.T) {
	games, _ := strconv.Atoi(os.Getenv("PYRAMID_DIAG"))
	if games <= 0 {
		t.Log("set PYRAMID_DIAG=<games> to diagnose the hard level's losses")
		return
	}
	seed, _ := strconv.ParseUint(os.Getenv("PYRAMID_DIAG_SEED"), 10, 64)
	tb := lineup{hero: os.Getenv("PYRAMID_DIAG_HERO"), foe: "easy", players: 4}
	if tb.hero == "" {
		tb.hero = "hard"
	}
	first, trace := 0, false
	if i, err := strconv.Atoi(os.Getenv("PYRAMID_DIAG_TRACE")); err == nil {
		first, games, trace = i, i+1, true
	}
	kinds := map[string]int{}
	for i := first; i < games; i++ {
		line, kind := diagnose(t, tb, seed, i, trace)
		t.Logf("game %d %s: %s", i, kind, line)
		kinds[kind]++
	}
	t.Logf("%v: %v", tb, kinds)
}

func diagnose(t *testing.T, tb lineup, seed uint64, i int, trace bool) (line, kind string) {
	gs, opt, hero, bots, err := tableGame(tb, seed, i)
	if err != nil {
		t.Fatal(err)
	}
	m, err := horus.NewMatch(opt, gs)
	if err != nil {
		t.Fatal(err)
	}
	n := tb.players
	out := make([]int, n) // the round each seat got out or ended inside
	// A seat beside the hero models the table as a search player does
	// (model.go), from its own observations: how greedy the hero really
	// plays, beside the easy players' 1.5.
	spySeat := (hero + 1) % n
	spy := NewMemory(spySeat)
	var buf []horus.Action
	for !m.State.IsOver() {
		if m.State.IsChance() {
			if _, err := m.Apply(m.ChanceOutcome(), nil); err != nil {
				t.Fatal(err)
			}
		} else {
			seat := m.State.Current()
			buf = m.State.Legal(buf[:0])
			a := bots[seat].Choose(context.Background(), m.State.Observe(seat), append([]horus.Action(nil), buf...))
			if sb, ok := bots[seat].(*Search); ok && trace && len(buf) > 1 {
				// The baseline is leaving now (plan 3), or the first
				// candidate when leaving would walk back for nothing.
				d, pl := sb.last, &m.State.Players[seat]
				t.Logf("round %d %v at %v, %d actions, %d cards worth %.0f: %v (plan %x, mean %.3f, gain over the baseline %.3f ± %.3f, baseline %.3f, %d play-outs)",
					m.State.Round, m.State.Phase, pl.Square, pl.Actions, pl.Count(), handValue(&m.State, seat),
					a, d.option.Plan, d.stat.Mean, d.stat.Gain, d.stat.SE, d.base.Mean, d.stat.N)
			}
			if _, err := m.Apply(a, nil); err != nil {
				t.Fatal(err)
			}
		}
		if !m.State.IsChance() {
			watch(m, bots)
			spy.See(m.State.Observe(spySeat))
		}
		for p := range out {
			if out[p] == 0 && !m.State.Players[p].Inside() {
				out[p] = int(m.State.Round)
			}
		}
	}
	sc := m.State.Scores()
	best, mw := 0, 0
	for p := 0; p < n; p++ {
		if sc[p].Fate == horus.Escaped {
			best = max(best, sc[p].Total)
		}
	}
	var parts []string
	for p := 0; p < n; p++ {
		c := m.State // what p would have scored had it got out
		c.Players[p].Fate = horus.Escaped
		would := c.Scores()[p].Total
		part := fmt.Sprintf("%v@%d=%d(%d)", sc[p].Fate, out[p], sc[p].Total, would)
		if sc[p].Won {
			part += "W"
		}
		if p == hero {
			part = "*" + part
			if sc[p].Fate != horus.Escaped && would >= best {
				kind = "lost inside with a winning hand"
			}
		}
		parts = append(parts, part)
	}
	spy.model.learn(newPolicy(nil))
	var greeds []string
	for p := 0; p < n; p++ {
		if p != spySeat {
			greeds = append(greeds, fmt.Sprintf("%d:%.2f", p, spy.model.greed(p)))
		}
	}
	hand := m.State.Players[hero].Hand
	for c, ok := hand.Next(0); ok; c, ok = hand.Next(int(c) + 1) {
		if c.Info().Kind == horus.KindMummyWound {
			mw++
		}
	}
	switch {
	case sc[hero].Won:
		kind = "won"
	case sc[hero].Fate == horus.Escaped:
		kind = "outscored"
	case kind == "":
		kind = "lost inside"
	}
	return fmt.Sprintf("ended round %d, hero's mummy wounds %d: %s; greed as seat %d models it %s", m.State.Round, mw, strings.Join(parts, " "), spySeat, strings.Join(greeds, " ")), kind
}

// TestGreedOfLevel reads how greedy a level plays, as the model of the
// table (model.go) reads it from whole games of four players of that
// level, pooled over the games (within one game the model sees only a
// few telling turns of a seat): the relative likelihood of each greed of
// the model's grid. It runs by hand:
//
//	PYRAMID_GREED_LEVEL=medium PYRAMID_GREED_GAMES=40 go test ./bot/horus/ -run 'TestGreedOfLevel$' -v -timeout 0
func TestGreedOfLevel(t *testing.T) {
	level := os.Getenv("PYRAMID_GREED_LEVEL")
	games, _ := strconv.Atoi(os.Getenv("PYRAMID_GREED_GAMES"))
	if level == "" || games <= 0 {
		t.Log("set PYRAMID_GREED_LEVEL=<level> and PYRAMID_GREED_GAMES=<games> to read a level's greed")
		return
	}
	var pooled [len(greedGrid)]float64
	turns := 0
	for g := uint64(0); g < uint64(games); g++ {
		gs := 900000 + g
		bots := make([]Bot, 4)
		for p := range bots {
			var err error
			if bots[p], err = New(level, gs*7+uint64(p)); err != nil {
				t.Fatal(err)
			}
		}
		spy := &spying{Bot: bots[0], mem: NewMemory(0)} // seat 0 models seats 1 to 3
		bots[0] = spy
		if _, err := Play(context.Background(), options(gs, 4), gs, bots, nil); err != nil {
			t.Fatal(err)
		}
		model := &spy.mem.model
		model.learn(newPolicy(nil))
		for q := 1; q < 4; q++ {
			for i := range pooled {
				pooled[i] += model.seats[q].logLike[i]
			}
			turns += model.seats[q].turns
		}
	}
	top := math.Inf(-1)
	for _, l := range pooled {
		top = max(top, l)
	}
	var rel []string
	for i, l := range pooled {
		rel = append(rel, fmt.Sprintf("%.2f: %.3f", greedGrid[i], math.Exp(l-top)))
	}
	t.Logf("%s over %d games (%d turns of seats 1–3): relative likelihood by greed %s", level, games, turns, strings.Join(rel, ", "))
}
