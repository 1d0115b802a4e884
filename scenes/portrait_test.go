package scenes

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/render"
)

// counting is a screen that counts its ticks and draws one line.
type counting struct{ ticks int }

func (c *counting) Update(*Context) error { c.ticks++; return nil }
func (c *counting) Draw(dst *ebiten.Image, ctx *Context) {
	render.Text(dst, "the screen", ctx.Fonts.Body, 10, 10, render.Ink, render.Left)
}
func (c *counting) Probe(*Context) Probe { return Probe{} }

// TestPortraitAsksToTurnTheDeviceAndHoldsTheScreen: held upright, a
// phone gets a page asking to turn it, in words for fingers, and the
// screen under it neither runs nor takes the taps; a window taller than
// wide is asked to be wider; turned back, the screen goes on.
func TestPortraitAsksToTurnTheDeviceAndHoldsTheScreen(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	sc := &counting{}
	m := NewManager(sc)
	dst := ebiten.NewImage(1170, 2532)
	defer dst.Deallocate()
	ctxAt := func(w, h float64, last input.Device) *Context {
		f := layout.NewFrame(w, h)
		return &Context{W: w, H: h, Frame: f, Fonts: render.NewFonts(f.U), In: input.Frame{Last: last, Intents: []input.Intent{{Kind: input.Click, X: 100, Y: 100}}}}
	}
	drawn := func(ctx *Context) []string {
		stop := render.RecordText()
		m.Draw(dst, ctx)
		var out []string
		for _, ln := range stop() {
			out = append(out, ln.Text)
		}
		return out
	}
	up := ctxAt(1170, 2532, input.Touch)
	for range 5 {
		if err := m.Update(up); err != nil {
			t.Fatal(err)
		}
	}
	if sc.ticks != 0 {
		t.Errorf("held upright, the screen ran %d ticks under the page", sc.ticks)
	}
	got := drawn(up)
	if !slices.Contains(got, "Turn your device sideways") || slices.Contains(got, "the screen") {
		t.Errorf("held upright the phone shows %v, want the page asking to turn it, alone", got)
	}
	if got := drawn(ctxAt(700, 900, input.Mouse)); !slices.Contains(got, "Make the window wider") {
		t.Errorf("a window taller than wide shows %v, want it asked to be wider", got)
	}
	side := ctxAt(2532, 1170, input.Touch)
	if err := m.Update(side); err != nil {
		t.Fatal(err)
	}
	if got := drawn(side); sc.ticks != 1 || !slices.Contains(got, "the screen") {
		t.Errorf("turned sideways: %d ticks, drawn %v; want the screen back", sc.ticks, got)
	}
}
