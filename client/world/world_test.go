package world

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
)

// playAndCompare plays a random game and, after every step, checks that
// the world grown from the step's events equals the world rebuilt from the
// seat's observation.
func playAndCompare(t *testing.T, seed uint64, opt horus.Options, seat int) (steps int) {
	t.Helper()
	m, err := horus.NewMatch(opt, seed)
	if err != nil {
		t.Fatal(err)
	}
	w := Rebuild(m.State.Observe(seat))
	r := rand.New(rand.NewPCG(seed, 7))
	var buf []horus.Action
	var evs []horus.Event
	for !m.State.IsOver() {
		var a horus.Action
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
		opt := horus.Options{Players: n, TotalSecrecy: seed%2 == 0, AlternateMummies: seed%3 == 0}
		perm := rand.New(rand.NewPCG(seed, 3)).Perm(horus.NumAdventurers)
		for i := 0; i < int(n); i++ {
			opt.Adventurers[i] = horus.Adventurer(perm[i])
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
		opt := horus.Options{Players: 3, Adventurers: [6]horus.Adventurer{0, 1, 2}, TotalSecrecy: true}
		m, _ := horus.NewMatch(opt, seed)
		w := Rebuild(m.State.Observe(0))
		r := rand.New(rand.NewPCG(seed, 1))
		var buf []horus.Action
		var evs []horus.Event
		for !m.State.IsOver() {
			var a horus.Action
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
	m := w.spawnMummy(0, sqr("A4"), horus.North, false)
	w.Apply(horus.Event{Kind: horus.EvMummyStep, Seat: -1, Mummy: 0, From: sqr("A4"), To: sqr("A3"), Card: horus.NoCard})
	w.Apply(horus.Event{Kind: horus.EvMummyStep, Seat: -1, Mummy: 0, From: sqr("A3"), To: sqr("A2"), Card: horus.NoCard})
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
	w.Apply(horus.Event{Kind: horus.EvBlockFell, Seat: -1, Mummy: -1, Value: 17, To: horus.BlockSquare(17), Card: horus.NoCard})
	if w.Busy() || len(w.Anims) != 0 {
		t.Fatal("speed 0 should not animate")
	}
	if e, _ := w.Lookup(Key{Kind: Block, A: 17}); !w.Down[e] {
		t.Fatal("block 17 should be down")
	}
}

func sqr(s string) horus.Square {
	q, err := horus.ParseSquare(s)
	if err != nil {
		panic(err)
	}
	return q
}

// TestTurnIsShownAtTheWall: a mummy that walks to a wall, turns and walks
// back is shown at the wall while it turns, although its square is already
// the one its last step reaches.
func TestTurnIsShownAtTheWall(t *testing.T) {
	w := New(-1)
	x := sqr("H6")
	y := x.Neighbor(horus.South)
	m := w.spawnMummy(0, x, horus.South, false)
	w.ApplyAll([]horus.Event{
		{Kind: horus.EvMummyStep, Seat: -1, Mummy: 0, From: x, To: y, Card: horus.NoCard},
		{Kind: horus.EvMummyTurn, Seat: -1, Mummy: 0, Facing: horus.North, To: y, Card: horus.NoCard},
		{Kind: horus.EvMummyStep, Seat: -1, Mummy: 0, From: y, To: x, Card: horus.NoCard},
	})
	if w.Square[m] != x || w.Facing[m] != horus.North {
		t.Fatalf("the mummy's components should be final at once: %s facing %v", w.Square[m], w.Facing[m])
	}
	check := func(when string, kind AnimKind, at horus.Square) {
		t.Helper()
		a, ok := w.Current(m)
		if !ok || a.Kind != kind {
			t.Fatalf("%s: animation %v %v, want %v", when, a.Kind, ok, kind)
		}
		if got := w.At(m); got != at {
			t.Errorf("%s: shown on %s, want %s", when, got, at)
		}
	}
	check("first step", Slide, x)
	ticks(w, SlideTicks)
	check("turning", Turn, y)
	if a, _ := w.Current(m); a.Prev != horus.South || a.Facing != horus.North {
		t.Errorf("the turn should swing from south to north, got %v -> %v", a.Prev, a.Facing)
	}
	ticks(w, TurnTicks)
	check("walking back", Slide, y)
	ticks(w, SlideTicks)
	if _, ok := w.Current(m); ok || w.At(m) != x {
		t.Errorf("after the batch the mummy should rest on %s, shown on %s", x, w.At(m))
	}
}

// TestSealWaitsForTheBlock: the region a falling block seals off is shown
// only once the block has landed, and the seal overlay and its groan start
// after the fall without holding play.
func TestSealWaitsForTheBlock(t *testing.T) {
	w := New(-1)
	w.Spawn(Key{Kind: Figure, A: 0})
	const n = 26
	w.ApplyAll([]horus.Event{
		{Kind: horus.EvBlockFell, Seat: -1, Mummy: -1, Value: n, To: horus.BlockSquare(n), Card: horus.NoCard},
		{Kind: horus.EvTrapped, Seat: 0, Mummy: -1, Card: horus.NoCard},
	})
	if w.Landed()&(1<<n) != 0 {
		t.Fatal("the block counts as landed while it is still in the air")
	}
	var seal Anim
	for _, a := range w.Anims {
		if a.Kind == Seal {
			seal = a
		}
	}
	if seal.T.Delay != FallTicks {
		t.Errorf("the seal starts at tick %d, want %d (when the fall ends)", seal.T.Delay, FallTicks)
	}
	air := int(FallTicks * (1 - LandFraction))
	ticks(w, air)
	if w.Landed()&(1<<n) != 0 {
		t.Fatalf("landed after %d ticks, before the landing", air)
	}
	ticks(w, 2)
	if w.Landed()&(1<<n) == 0 {
		t.Fatal("the block is not shown landed during its landing")
	}
	if s := w.TakeSounds(nil); len(s) != 1 || s[0] != SoundStoneImpact {
		t.Errorf("sounds at the landing %v, want the impact alone", s)
	}
	ticks(w, FallTicks-air-2)
	if w.Busy() {
		t.Error("the seal overlay holds play")
	}
	if s := w.TakeSounds(nil); len(s) != 1 || s[0] != SoundMummyGroan {
		t.Errorf("sounds when the seal starts %v, want the groan", s)
	}
	w.Skip()
	if w.Landed() != 1<<n {
		t.Errorf("after a skip Landed is %b, want block %d", w.Landed(), n)
	}
}

// TestLastMoveStaysMarked: the trail of the last move outlives its
// animation and a skip, survives batches that move nothing, and is
// replaced by the next move.
func TestLastMoveStaysMarked(t *testing.T) {
	w := New(-1)
	a, b := sqr("D13"), sqr("D12")
	w.Spawn(Key{Kind: Figure, A: 0})
	w.ApplyAll([]horus.Event{{Kind: horus.EvMoved, Seat: 0, Mummy: -1, From: a, To: b, Card: horus.NoCard}})
	want := []Step{{From: a, To: b}}
	ticks(w, SlideTicks)
	if w.Animating() || !equalSteps(w.Trail, want) {
		t.Fatalf("after the move's animation the trail is %v, want %v", w.Trail, want)
	}
	w.Skip()
	w.ApplyAll([]horus.Event{{Kind: horus.EvActions, Seat: 0, Mummy: -1, Value: 2, Card: horus.NoCard}})
	if !equalSteps(w.Trail, want) {
		t.Fatalf("a skip or a batch that moves nothing changed the trail to %v", w.Trail)
	}
	w.spawnMummy(0, sqr("A4"), horus.North, false)
	w.ApplyAll([]horus.Event{
		{Kind: horus.EvMummyStep, Seat: -1, Mummy: 0, From: sqr("A4"), To: sqr("A3"), Card: horus.NoCard},
		{Kind: horus.EvBlockFell, Seat: -1, Mummy: -1, Value: 5, To: horus.BlockSquare(5), Card: horus.NoCard},
	})
	want = []Step{{From: sqr("A4"), To: sqr("A3"), Mummy: true}, {From: horus.NoSquare, To: horus.BlockSquare(5), Block: true}}
	if !equalSteps(w.Trail, want) {
		t.Errorf("the next move's trail is %v, want %v", w.Trail, want)
	}
}

func equalSteps(a, b []Step) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func ticks(w *World, n int) {
	for i := 0; i < n; i++ {
		w.Tick()
	}
}

// TestPendingWaitsForTheAnimations: the events of a batch are pending (the
// log and the header hold them back) until the animations queued up to
// them have played: a roll's dice once they have landed, and an event
// with no animation of its own once those before it are done. At instant
// speed nothing waits, and a skip reaches everything.
func TestPendingWaitsForTheAnimations(t *testing.T) {
	roll := []horus.Event{
		{Kind: horus.EvDieRolled, Seat: -1, Die: 0, Value: 3},
		{Kind: horus.EvDieRolled, Seat: -1, Die: 1, Value: 5},
		{Kind: horus.EvPhase, Seat: -1, Value: uint8(horus.PhaseActions)},
	}
	w := New(-1)
	w.ApplyAll(roll)
	if w.Pending() != len(roll) {
		t.Fatalf("%d of %d events pending as the dice start to roll", w.Pending(), len(roll))
	}
	for i := 0; i < RollTicks-1; i++ {
		w.Tick()
	}
	if w.Pending() != len(roll) || !w.Busy() {
		t.Fatalf("one tick before the dice land: %d pending, busy %v", w.Pending(), w.Busy())
	}
	w.Tick()
	if w.Pending() != 0 || w.Busy() {
		t.Fatalf("the dice have landed: %d pending, busy %v", w.Pending(), w.Busy())
	}
	w.ApplyAll(roll)
	w.Skip()
	if w.Pending() != 0 {
		t.Fatalf("after a skip %d events are pending", w.Pending())
	}
	w.Speed = 0
	w.ApplyAll(roll)
	if w.Pending() != 0 {
		t.Fatalf("at instant speed %d events are pending", w.Pending())
	}
}
