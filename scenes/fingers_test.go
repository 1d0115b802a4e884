package scenes

import (
	"testing"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/render"
)

// phone is a phone held sideways, 844×390 CSS pixels at ratio 2, that a
// finger has touched.
func phone(st *settings.Settings) *Context {
	f := layout.NewFrame(844*2, 390*2)
	return &Context{W: f.W, H: f.H, Scale: 2, Frame: f, Fonts: render.NewFonts(f.U * 1.5), Settings: st,
		In: input.Frame{Touchscreen: true, Last: input.Touch, X: input.Away, Y: input.Away}}
}

// fingerSized checks every target of a screen on a phone: at least 44
// CSS pixels tall, on the screen, and apart from the others.
func fingerSized(t *testing.T, name string, ctx *Context, pr Probe) {
	t.Helper()
	if len(pr.Targets) == 0 {
		t.Fatalf("%s: no targets", name)
	}
	for i, tg := range pr.Targets {
		r := tg.Rect
		if h := r.H / ctx.Scale; h < fingerPixels-0.01 {
			t.Errorf("%s: %q is %.1f CSS px tall on a phone, want %d", name, tg.Label, h, fingerPixels)
		}
		if r.X < 0 || r.Y < 0 || r.Right() > ctx.W+0.01 || r.Bottom() > ctx.H+0.01 {
			t.Errorf("%s: %q at %+v is off the %vx%v screen", name, tg.Label, r, ctx.W, ctx.H)
		}
		for _, o := range pr.Targets[:i] {
			if r.Overlaps(o.Rect) {
				t.Errorf("%s: %q overlaps %q", name, tg.Label, o.Label)
			}
		}
	}
}

// TestTheTitleMenuIsFingerSizedOnAPhone: on a phone the title's buttons
// are a finger's height, in two columns; with a mouse they are as
// designed.
func TestTheTitleMenuIsFingerSizedOnAPhone(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	st := settings.Defaults()
	ctx := phone(&st)
	ti := NewTitle()
	ti.filed = true // Saved games too: the longest menu
	ti.checked = true
	ti.layout(ctx)
	fingerSized(t, "title", ctx, ti.Probe(ctx))
	if ti.cols != 2 {
		t.Errorf("the phone's title menu is in %d columns, want 2", ti.cols)
	}
	desk := sceneCtx(nil, &st)
	ti.layout(desk)
	if h := ti.bs[0].Rect.H; h != 44 || ti.cols != 1 {
		t.Errorf("with a mouse at 1280×720 the buttons are %v tall in %d columns, want 44 in one", h, ti.cols)
	}
}

func TestTheSettingsAreFingerSizedOnAPhone(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	st := settings.Defaults()
	ctx := phone(&st)
	s := NewSettingsScene(NewTitle())
	s.layout(ctx)
	fingerSized(t, "settings", ctx, s.Probe(ctx))
}
