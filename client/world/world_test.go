package world

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/pyramid-studio/pyramid/game"
)

// playAndCompare plays a random game and, after every step, checks that
// the world grown from the step's events equals the world rebuilt from the
// seat's observation.
func playAndCompare(t *testing.T, seed uint64, opt game.Options, seat int) (steps int) {
	t.Helper()
	m, err := game.NewMatch(opt, seed)
	if err != nil {
		t.Fatal(err)
	}
	w := Rebuild(m.State.Observe(seat))
	r := rand.New(rand.NewPCG(seed, 7))
	var buf []game.Action
	var evs []game.Event
	for !m.State.IsOver() {
		var a game.Action
		if m.State.IsChance() {
			a = m.ChanceOutcome()
		} else {
			buf = m.State.Legal(buf[:0])
			a = buf[r.IntN(len(buf))]
		}
		note := m.State.Notation(a)
		evs, err = m.Apply(a, evs[:0])
		if err != nil {
			t.Fatalf("seed %d step %d %s: %v", seed, steps, note, err)
		}
		w.ApplyAll(evs)
		steps++
		want := Rebuild(m.State.Observe(seat)).Snapshot()
		got := w.Snapshot()
		if d := diff(got, want); d != "" {
			t.Fatalf("seed %d seat %d step %d %q: world from events differs from rebuilt world:\n%s\nevents: %v", seed, seat, steps, note, d, evs)
		}
		aside := Aside{On: m.State.Observe(seat).SetAside, Block: m.State.Observe(seat).SetAsideBlock}
		if w.Phase != m.State.Phase || w.Aside != aside {
			t.Fatalf("seed %d step %d %q: phase %v/%v aside %+v, events %v", seed, steps, note, w.Phase, m.State.Phase, w.Aside, evs)
		}
	}
	return steps
}

func diff(got, want map[Key]State) string {
	out := ""
	for k, g := range got {
		if wv, ok := want[k]; !ok {
			out += fmt.Sprintf("  extra %v %+v\n", k, g)
		} else if wv != g {
			out += fmt.Sprintf("  %v: got %+v want %+v\n", k, g, wv)
		}
	}
	for k, wv := range want {
		if _, ok := got[k]; !ok {
			out += fmt.Sprintf("  missing %v %+v\n", k, wv)
		}
	}
	return out
}

func TestEventsKeepWorldEqualToRebuild(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 8
	}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		n := uint8(2 + seed%5)
		opt := game.Options{Players: n, TotalSecrecy: seed%2 == 0, AlternateMummies: seed%3 == 0}
		perm := rand.New(rand.NewPCG(seed, 3)).Perm(game.NumAdventurers)
		for i := 0; i < int(n); i++ {
			opt.Adventurers[i] = game.Adventurer(perm[i])
		}
		for _, seat := range []int{-1, 0, int(n) - 1} {
			playAndCompare(t, seed, opt, seat)
		}
	}
}

func TestSecretsStayHidden(t *testing.T) {
	// Under Total Secrecy another seat's searched cards must not become
	// known cards in this seat's world.
	hiddenSeen := false
	for seed := uint64(1); seed <= 10; seed++ {
		opt := game.Options{Players: 3, Adventurers: [6]game.Adventurer{0, 1, 2}, TotalSecrecy: true}
		m, _ := game.NewMatch(opt, seed)
		w := Rebuild(m.State.Observe(0))
		r := rand.New(rand.NewPCG(seed, 1))
		var buf []game.Action
		var evs []game.Event
		for !m.State.IsOver() {
			var a game.Action
			if m.State.IsChance() {
				a = m.ChanceOutcome()
			} else {
				buf = m.State.Legal(buf[:0])
				a = buf[r.IntN(len(buf))]
			}
			evs, _ = m.Apply(a, evs[:0])
			w.ApplyAll(evs)
			for _, e := range w.All(Card, nil) {
				p := w.Place[e]
				if p.Where == InHand && p.Seat != 0 && !m.State.Public.Has(w.Face[e]) {
					t.Fatalf("seed %d: seat 0 knows %s in front of seat %d", seed, w.Face[e], p.Seat)
				}
			}
			hiddenSeen = hiddenSeen || len(w.All(HiddenCard, nil)) > 0
		}
	}
	if !hiddenSeen {
		t.Error("no game gave another seat a hidden card: the test proves nothing")
	}
}

func TestAnimationsPlayInSequence(t *testing.T) {
	w := New(-1)
	m := w.spawnMummy(0, sqr("A4"), game.North, false)
	w.Apply(game.Event{Kind: game.EvMummyStep, Seat: -1, Mummy: 0, From: sqr("A4"), To: sqr("A3"), Card: game.NoCard})
	w.Apply(game.Event{Kind: game.EvMummyStep, Seat: -1, Mummy: 0, From: sqr("A3"), To: sqr("A2"), Card: game.NoCard})
	if w.Square[m] != sqr("A2") {
		t.Fatalf("the mummy's square should be final at once, got %s", w.Square[m])
	}
	a, ok := w.Current(m)
	if !ok || a.From != sqr("A4") || a.To != sqr("A3") {
		t.Fatalf("the first step should play first, got %+v", a)
	}
	for i := 0; i < SlideTicks; i++ {
		w.Tick()
	}
	a, ok = w.Current(m)
	if !ok || a.From != sqr("A3") {
		t.Fatalf("after the first step the second should play, got %+v %v", a, ok)
	}
	if !w.Busy() {
		t.Fatal("the world should be busy while a slide plays")
	}
	for i := 0; i < SlideTicks; i++ {
		w.Tick()
	}
	if w.Busy() {
		t.Fatal("the world should be idle after both slides")
	}
}

func TestInstantSpeedQueuesNothing(t *testing.T) {
	w := New(-1)
	w.Speed = 0
	w.Apply(game.Event{Kind: game.EvBlockFell, Seat: -1, Mummy: -1, Value: 17, To: game.BlockSquare(17), Card: game.NoCard})
	if w.Busy() || len(w.Anims) != 0 {
		t.Fatal("speed 0 should not animate")
	}
	if e, _ := w.Lookup(Key{Kind: Block, A: 17}); !w.Down[e] {
		t.Fatal("block 17 should be down")
	}
}

func sqr(s string) game.Square {
	q, err := game.ParseSquare(s)
	if err != nil {
		panic(err)
	}
	return q
}
