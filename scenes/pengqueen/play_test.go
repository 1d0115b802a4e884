package pengqueen

import (
	"runtime"
	"testing"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/scenes"
)

// TestComputersPlayToTheEnd: a game of computers only, at instant speed,
// played through the play screen's Update, reaches the end screen.
func TestComputersPlayToTheEnd(t *testing.T) {
	for _, kinds := range [][]string{{"easy", "easy"}, {"medium", "easy", "easy", "medium", "easy"}} {
		s := newSession(t, 3, kinds...)
		_, m := newTestPlay(t, s, instant())
		ctx := testCtx(1280, 720, instant())
		for i := 0; i < 200000; i++ {
			if err := m.Update(ctx); err != nil {
				t.Fatal(err)
			}
			if _, ok := m.Current().(*scenes.End); ok {
				break
			}
			runtime.Gosched()
		}
		if _, ok := m.Current().(*scenes.End); !ok {
			t.Fatalf("%v: the game did not end (step %d)", kinds, s.Steps())
		}
		if !s.Over() {
			t.Fatalf("%v: the end screen of a game not over", kinds)
		}
	}
}

// clickAt is one tick's click at the middle of r.
func clickAt(r layout.Rect) input.Intent {
	x, y := r.Center()
	return input.Intent{Kind: input.Click, X: x, Y: y, Dev: input.Mouse}
}

// person plays the person to act the way a computer of level would, by
// clicking what the play screen offers, as a player does: the cover's
// button, the dice, the squares (chosen, then confirmed), the hand's
// cards, the buttons. It returns the intent of this tick (none while the
// screen plays).
type person struct {
	plan string // the step the person means to play
	at   int    // the step of the game it was planned at
}

func (pp *person) intents(t *testing.T, p *Play, ctx *scenes.Context, level string, seed uint64) []input.Intent {
	t.Helper()
	pr := p.Probe(ctx)
	find := func(match func(scenes.ProbeTarget) bool) (layout.Rect, bool) {
		for _, tg := range pr.Targets {
			if match(tg) {
				return tg.Rect, true
			}
		}
		return layout.Rect{}, false
	}
	if pr.Scene == "pass" {
		if len(pr.Targets) > 0 { // the door is down: its first button lifts it
			return []input.Intent{clickAt(pr.Targets[0].Rect)}
		}
		return nil
	}
	if !pr.Human {
		return nil
	}
	want := pp.plan
	if want == "" || pp.at != p.s.Steps() {
		want = botStep(t, p.s, level, seed)
		pp.plan, pp.at = want, p.s.Steps()
	}
	if r, ok := find(func(tg scenes.ProbeTarget) bool { return tg.Action == want }); ok {
		return []input.Intent{clickAt(r)}
	}
	var st pq.State
	a, _ := st.ParseStep(want)
	var r layout.Rect
	ok := false
	switch a.Kind {
	case pq.ActMove:
		if p.prompt.face != pq.Face(a.A) {
			r, ok = find(func(tg scenes.ProbeTarget) bool { return tg.Label == faceName(pq.Face(a.A)) })
		}
	case pq.ActShow:
		r, ok = find(func(tg scenes.ProbeTarget) bool { return tg.Label == pq.CardName(pq.Card(a.A)) })
		if !ok {
			r, ok = find(func(tg scenes.ProbeTarget) bool { return tg.Label == i18n.T("Show my cards") })
		}
	}
	if !ok {
		r, ok = find(func(tg scenes.ProbeTarget) bool { return tg.Label == i18n.T("More…") })
	}
	if !ok {
		t.Fatalf("step %d: %q is not offered: %+v", p.s.Steps(), want, pr.Targets)
	}
	return []input.Intent{clickAt(r)}
}

// TestPeopleAndComputersPlayToTheEnd: games of people and computers are
// played to the end through the real play screen, every person's step a
// click on what it offers (the cover lifted by its button), at every
// player count.
func TestPeopleAndComputersPlayToTheEnd(t *testing.T) {
	for _, kinds := range [][]string{
		{table.Human, table.Human},
		{table.Human, table.Human, "easy"},
		{"easy", table.Human, table.Human, "easy"},
		{table.Human, "easy", table.Human, "medium", table.Human},
	} {
		s := newSession(t, 21, kinds...)
		p, m := newTestPlay(t, s, instant())
		ctx := testCtx(1280, 720, instant())
		covers := 0
		var pp person
		for i := 0; i < 400000 && !s.Over(); i++ {
			if p.cover.passFor >= 0 && p.cover.door == 0 {
				covers++
			}
			ctx.In.Intents = pp.intents(t, p, ctx, "easy", uint64(i))
			if err := m.Update(ctx); err != nil {
				t.Fatal(err)
			}
			runtime.Gosched()
		}
		for i := 0; i < 10 && s.Over(); i++ {
			ctx.In.Intents = nil
			_ = m.Update(ctx)
			if _, ok := m.Current().(*scenes.End); ok {
				break
			}
		}
		if _, ok := m.Current().(*scenes.End); !ok {
			t.Fatalf("%v: the game did not reach the end screen (step %d)", kinds, s.Steps())
		}
		t.Logf("%v: %d steps, %d covers", kinds, s.Steps(), covers)
	}
}

// TestAFingerReachesASquareAndAHoldTellsWhatItDoes: on a touch screen a
// long press on a target shows what hovering shows (its help in the
// prompt), and a tap just beside a small square reaches it
// (input.Frame.Hit).
func TestAFingerReachesASquareAndAHoldTellsWhatItDoes(t *testing.T) {
	s := newSession(t, 8, "easy", table.Human, table.Human)
	advance(t, s, 800, func(o *pq.Observation) bool {
		return o.Round >= 2 && o.Current >= 1 && o.Phase == pq.PhaseChoose && len(movesByFace(s.Match().Legal())) > 0
	})
	p, m := newTestPlay(t, s, instant())
	ctx := testCtx(1280, 720, instant())
	for i := 0; i < 20; i++ {
		_ = m.Update(ctx)
	}
	cur, ok := p.acting()
	if !ok {
		t.Fatal("nobody is deciding")
	}
	for f := range movesByFace(p.legal()) {
		p.prompt.face = f
		break
	}
	p.prompt.stale()
	p.buildTargets()
	i := p.find(func(tg target) bool { return tg.kind == tSquare })
	if i < 0 {
		t.Fatal("no square to move to")
	}
	sq := p.prompt.targets[i]
	x, y := sq.r.Center()
	ctx.In = input.Frame{Last: input.Touch, Reach: 20, X: x, Y: y, Intents: []input.Intent{{Kind: input.Hold, X: x, Y: y, Dev: input.Touch, Age: 5}}}
	_ = m.Update(ctx)
	if p.prompt.hover != i {
		t.Fatalf("a long press on %s does not show what it does (hover %d)", sq.sq, p.prompt.hover)
	}
	// a tap a little outside the square, on a side where no other
	// target is
	tx, ty := -1.0, -1.0
	for _, d := range [][2]float64{{-0.2, 0.5}, {1.2, 0.5}, {0.5, -0.2}, {0.5, 1.2}} {
		ax, ay := sq.r.X+sq.r.W*d[0], sq.r.Y+sq.r.H*d[1]
		if input.Hit(p.inputTargets(), ax, ay) < 0 && p.hit(&input.Frame{Reach: 20}, ax, ay) == i {
			tx, ty = ax, ay
			break
		}
	}
	if tx < 0 {
		t.Fatalf("every side of %s touches another target", sq.sq)
	}
	steps := s.Steps()
	ctx.In = input.Frame{Last: input.Touch, Reach: 20, Intents: []input.Intent{{Kind: input.Click, X: tx, Y: ty, Dev: input.Touch}}}
	_ = m.Update(ctx)
	if p.prompt.dest != sq.sq {
		t.Fatalf("a tap beside %s did not choose it (chose %v)", sq.sq, p.prompt.dest)
	}
	if s.Steps() != steps || s.Current() != cur {
		t.Fatal("the first tap on a square played the move: it should only choose it")
	}
}
