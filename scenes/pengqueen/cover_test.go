package pengqueen

import (
	"runtime"
	"testing"

	"github.com/pyramid-studio/pyramid/client/input"
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/scenes"
)

// TestTheCoverComesExactlyWhenTheSideChanges: spec §9.3, "Show a cover
// each time the next human decision belongs to the other side than the
// view now on screen: before every Mummy turn — the normal one at the
// end of the round, and the interrupting one right after a hunter
// chooses Reset; after every Mummy turn, before the hunters' view
// returns; at the start of the game (hunters first). Computer turns never
// need a cover: with a computer Mummy the screen stays on the hunters'
// view for the whole game; with only computer hunters it stays on the
// Mummy's view." Games at every mix of people and computers are played
// through the screen; each decision of a person is noted with the covers
// before it, and each cover must stand exactly where the side of the
// person deciding differs from the side of the last person who decided
// (the first decision of a game of both sides too); and nowhere when only
// one side has people.
func TestTheCoverComesExactlyWhenTheSideChanges(t *testing.T) {
	for _, c := range []struct {
		kinds  []string
		covers bool // people on both sides
		view   int  // with people on one side only: the side whose view stays on screen
	}{
		{kinds: []string{table.Human, table.Human}, covers: true},
		{kinds: []string{table.Human, table.Human, "easy"}, covers: true},
		{kinds: []string{table.Human, "easy", table.Human, table.Human}, covers: true},
		{kinds: []string{"easy", table.Human, table.Human}, view: int(pq.SideHunters)},
		{kinds: []string{"medium", "easy", table.Human, "easy", table.Human}, view: int(pq.SideHunters)},
		{kinds: []string{table.Human, "easy", "easy"}, view: int(pq.SideMummy)},
	} {
		for seed := uint64(1); seed <= 2; seed++ {
			s := newSession(t, seed, c.kinds...)
			p, m := newTestPlay(t, s, instant())
			ctx := testCtx(1280, 720, instant())
			var pp person
			lastSide, coversSince, covers, decisions, interrupts := -1, 0, 0, 0, 0
			wasCovered := false
			for i := 0; i < 300000 && !s.Over(); i++ {
				covered := p.cover.passFor >= 0
				if covered && !wasCovered {
					covers++
					coversSince++
					if o := observe(s.Match(), table.Onlooker); p.cover.passFor == pq.MummySeat && o.Interrupt && o.Phase == pq.PhaseMummy {
						interrupts++
					}
				}
				wasCovered = covered
				if !covered && c.view != 0 && p.sideOf(p.view) != c.view {
					t.Fatalf("%v: the view left side %d for seat %d's", c.kinds, c.view, p.view)
				}
				if cur, ok := p.acting(); ok {
					side := p.sideOf(cur)
					want := 0
					if c.covers && side != lastSide {
						want = 1
					}
					if coversSince != want {
						t.Fatalf("%v seed %d step %d: %d covers before seat %d's decision (side %d, the last person's side %d), want %d", c.kinds, seed, s.Steps(), coversSince, cur, side, lastSide, want)
					}
					lastSide, coversSince = side, 0
					decisions++
				}
				ctx.In.Intents = pp.intents(t, p, ctx, "easy", uint64(i))
				if err := m.Update(ctx); err != nil {
					t.Fatal(err)
				}
				runtime.Gosched()
			}
			if !s.Over() {
				t.Fatalf("%v: the game did not end", c.kinds)
			}
			if c.covers && covers < 4 || !c.covers && covers > 0 {
				t.Errorf("%v seed %d: %d covers in %d decisions", c.kinds, seed, covers, decisions)
			}
			t.Logf("%v seed %d: %d decisions, %d covers (%d before an interrupting turn)", c.kinds, seed, decisions, covers, interrupts)
		}
	}
}

// TestAPressBeforeTheDoorLiftsIsNobodys: spec §9.3 and the studio's
// rule, "a hand-off ignores input that began before it". A click begun
// before the cover was lifted (a double click on its button, a finger
// still down) plays nothing on the view it opens; a fresh one does.
func TestAPressBeforeTheDoorLiftsIsNobodys(t *testing.T) {
	s := newSession(t, 4, table.Human, table.Human, table.Human)
	p, m := newTestPlay(t, s, instant())
	ctx := testCtx(1280, 720, instant())
	tick := func(in ...input.Intent) {
		ctx.In.Intents = in
		if err := m.Update(ctx); err != nil {
			t.Fatal(err)
		}
	}
	for i := 0; i < 200 && (p.cover.passFor < 0 || p.cover.door < 1); i++ {
		tick()
	}
	if p.cover.passFor != 1 {
		t.Fatalf("the game does not start behind the cover (it waits for %d)", p.cover.passFor)
	}
	tick(clickAt(p.coverButton()))
	if p.cover.passFor >= 0 || p.view != 1 {
		t.Fatal("the cover's button did not lift it")
	}
	for i := 0; i < 50; i++ {
		if _, ok := p.acting(); ok {
			break
		}
		tick()
	}
	pr := p.Probe(ctx)
	var roll scenes.ProbeTarget
	for _, tg := range pr.Targets {
		if tg.Action == stepRoll {
			roll = tg
		}
	}
	if roll.Label == "" {
		t.Fatalf("no Roll button on the hunter's screen: %+v", pr.Targets)
	}
	steps := s.Steps()
	old := clickAt(roll.Rect)
	old.Age = 60 // its press began before the door went up
	tick(old)
	if s.Steps() != steps {
		t.Fatal("a click begun before the cover was lifted rolled the dice")
	}
	tick(clickAt(roll.Rect))
	if s.Steps() == steps {
		t.Fatal("a fresh click on Roll did nothing")
	}
}
