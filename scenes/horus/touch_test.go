package horus

import (
	"testing"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
)

// phoneCtx is a phone held sideways, 844×390 CSS pixels at ratio 2,
// that a finger has touched, with the intents given.
func phoneCtx(st *settings.Settings, in ...input.Intent) *scenes.Context {
	f := layout.NewFrame(844*2, 390*2)
	return &scenes.Context{W: f.W, H: f.H, Scale: 2, Frame: f, Fonts: render.NewFonts(f.U * 1.5), Settings: st,
		In: input.Frame{Touchscreen: true, Last: input.Touch, X: input.Away, Y: input.Away, Intents: in, Reach: 40}}
}

// TestTheNewGameIsFingerSizedOnAPhone: on a phone every target of the
// new-game screen is a finger's height (44 CSS pixels), on the screen
// and apart from the others, with four seats and with six (when Back and
// Start game move to the top right).
func TestTheNewGameIsFingerSizedOnAPhone(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	st := settings.Defaults()
	ng := scenes.NewNewGame(horus.GameID)
	ctx := phoneCtx(&st)
	for _, seats := range []int{4, 6} {
		for range 3 { // tap + or - until the table has its seats
			pr := ng.Probe(ctx)
			n := 0
			for _, tg := range pr.Targets {
				if tg.Label == "Human" || tg.Label == "Computer" {
					n++
				}
			}
			if n == seats {
				break
			}
			label := "+"
			if n > seats {
				label = "-"
			}
			for _, tg := range pr.Targets {
				if tg.Label == label {
					x, y := tg.Rect.Center()
					if err := ng.Update(phoneCtx(&st, input.Intent{Kind: input.Click, X: x, Y: y, Dev: input.Touch})); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
		pr := ng.Probe(ctx)
		n := 0
		for _, tg := range pr.Targets {
			if tg.Label == "Human" || tg.Label == "Computer" {
				n++
			}
		}
		if n != seats {
			t.Fatalf("tapping + and - gave %d seats, want %d", n, seats)
		}
		for i, tg := range pr.Targets {
			r := tg.Rect
			if h := r.H / ctx.Scale; h < 44-0.01 {
				t.Errorf("%d seats: %q is %.1f CSS px tall on a phone, want 44", seats, tg.Label, h)
			}
			if r.X < 0 || r.Y < 0 || r.Right() > ctx.W+0.01 || r.Bottom() > ctx.H+0.01 {
				t.Errorf("%d seats: %q at %+v is off the screen", seats, tg.Label, r)
			}
			for _, o := range pr.Targets[:i] {
				if r.Overlaps(o.Rect) {
					t.Errorf("%d seats: %q overlaps %q", seats, tg.Label, o.Label)
				}
			}
		}
	}
}
