package scenes

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/render"
)

// fakePlay is a play screen as the pause menu sees one: it counts its
// updates and whether it was left, and says when Back is its own.
type fakePlay struct {
	updates int
	left    bool
	ownBack bool // a question is put: Back is the screen's
	names   bool // its own entry in the menu
}

func (f *fakePlay) Update(*Context) error        { f.updates++; return nil }
func (f *fakePlay) Draw(*ebiten.Image, *Context) {}
func (f *fakePlay) Probe(*Context) Probe         { return Probe{Scene: "play"} }
func (f *fakePlay) Leave()                       { f.left = true }
func (f *fakePlay) BackPauses() bool             { return !f.ownBack }
func (f *fakePlay) GameID() string               { return "" }
func (f *fakePlay) PauseItems() []PauseItem {
	return []PauseItem{{Label: "Names", On: func(*Context) { f.names = !f.names }}}
}

// tickManager runs a tick of m with intents from dev.
func tickManager(t *testing.T, m *Manager, st *settings.Settings, dev input.Device, in ...input.Intent) *Context {
	t.Helper()
	for i := range in {
		in[i].Dev = dev
	}
	ctx := sceneCtx(nil, st, in...)
	ctx.In.Last = dev
	if err := m.Update(ctx); err != nil {
		t.Fatal(err)
	}
	return ctx
}

// clickLabel clicks the pause menu's (or the screen's) target labelled label.
func clickLabel(t *testing.T, m *Manager, st *settings.Settings, label string) {
	t.Helper()
	ctx := sceneCtx(nil, st)
	var labels []string
	for _, tg := range m.Probe(ctx).Targets {
		labels = append(labels, tg.Label)
		if tg.Label == label {
			x, y := tg.Rect.Center()
			tickManager(t, m, st, input.Mouse, input.Intent{Kind: input.Click, X: x, Y: y})
			return
		}
	}
	t.Fatalf("no %q on the %s screen (%v)", label, m.Probe(ctx).Scene, labels)
}

// TestThePauseMenuStopsTheGame: Esc (or B) over a play screen with
// nothing of its own to close, and a controller's Start always, open the
// shell's pause menu; the game is not updated while it is open; Back or
// Start again resumes. When the screen has a use for Back (a question
// put), Back is the screen's.
func TestThePauseMenuStopsTheGame(t *testing.T) {
	st := settings.Defaults()
	for _, open := range []struct {
		dev  input.Device
		kind input.Kind
	}{{input.Keyboard, input.Back}, {input.Gamepad, input.Back}, {input.Gamepad, input.Start}} {
		f := &fakePlay{}
		m := NewManager(f)
		tickManager(t, m, &st, input.Mouse)
		ctx := tickManager(t, m, &st, open.dev, input.Intent{Kind: open.kind})
		if pr := m.Probe(ctx); pr.Scene != "pause" || f.updates != 1 {
			t.Fatalf("%v %v: the screen shows %q after %d updates of the game, want the pause menu after 1", open.dev, open.kind, pr.Scene, f.updates)
		}
		for _, label := range []string{"Resume", "Settings", "Rules", "Names", "Save and quit to title"} {
			if !hasTarget(m.Probe(ctx), label) {
				t.Errorf("the pause menu lacks %q", label)
			}
		}
		tickManager(t, m, &st, open.dev)
		tickManager(t, m, &st, open.dev)
		if f.updates != 1 {
			t.Errorf("%v: the game was updated %d times while paused", open.dev, f.updates-1)
		}
		tickManager(t, m, &st, open.dev, input.Intent{Kind: open.kind})
		if pr := m.Probe(ctx); pr.Scene != "play" {
			t.Errorf("%v %v again: the screen shows %q, want the game", open.dev, open.kind, pr.Scene)
		}
		tickManager(t, m, &st, open.dev)
		if f.updates != 2 {
			t.Errorf("%v: the game did not go on after resuming (%d updates)", open.dev, f.updates)
		}
	}
	f := &fakePlay{ownBack: true}
	m := NewManager(f)
	ctx := tickManager(t, m, &st, input.Keyboard, input.Intent{Kind: input.Back})
	if m.Probe(ctx).Scene != "play" || f.updates != 1 {
		t.Errorf("Back while the screen uses it opened the menu")
	}
}

// TestThePauseMenuVisitsAndComesBack: the menu's Settings and Rules
// leave the game untouched (not left: its computers keep thinking) and
// their Back returns to it with the menu open; the game's own entry does
// its thing; "Save and quit to title" leaves the game for the title,
// saying it is saved.
func TestThePauseMenuVisitsAndComesBack(t *testing.T) {
	st := settings.Defaults()
	f := &fakePlay{}
	m := NewManager(f)
	tickManager(t, m, &st, input.Gamepad, input.Intent{Kind: input.Start})
	clickLabel(t, m, &st, "Names")
	if !f.names {
		t.Error("the game's own entry did nothing")
	}
	clickLabel(t, m, &st, "Settings")
	if _, ok := m.Current().(*SettingsScene); !ok || f.left {
		t.Fatalf("Settings: the screen is %T, the game left: %v", m.Current(), f.left)
	}
	tickManager(t, m, &st, input.Keyboard, input.Intent{Kind: input.Back})
	if m.Current() != f || f.left || m.Probe(sceneCtx(nil, &st)).Scene != "pause" {
		t.Fatalf("Back from the settings: the screen is %T (left: %v, shows %q), want the game under its pause menu", m.Current(), f.left, m.Probe(sceneCtx(nil, &st)).Scene)
	}
	clickLabel(t, m, &st, "Save and quit to title")
	title, ok := m.Current().(*Title)
	if !ok || !f.left {
		t.Fatalf("Save and quit: the screen is %T, the game left: %v", m.Current(), f.left)
	}
	if !strings.Contains(title.message, "saved") {
		t.Errorf("the title says %q, not that the game is saved", title.message)
	}
}

// TestMuteShowsItself: M says on the screen that the sound is off, and
// again that it is on.
func TestMuteShowsItself(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	st := settings.Defaults()
	m := NewManager(&fakePlay{})
	img := ebiten.NewImage(1280, 720)
	defer img.Deallocate()
	drawn := func() string {
		ctx := sceneCtx(nil, &st)
		ctx.Fonts = render.NewFonts(ctx.Frame.U)
		stop := render.RecordText()
		m.Draw(img, ctx)
		var all []string
		for _, d := range stop() {
			all = append(all, d.Text)
		}
		return strings.Join(all, "|")
	}
	tickManager(t, m, &st, input.Keyboard, input.Intent{Kind: input.Mute})
	if !st.Sound.Muted || !strings.Contains(drawn(), "Sound off") {
		t.Errorf("M: muted %v, the screen says %q", st.Sound.Muted, drawn())
	}
	tickManager(t, m, &st, input.Keyboard, input.Intent{Kind: input.Mute})
	if st.Sound.Muted || !strings.Contains(drawn(), "Sound on") {
		t.Errorf("M again: muted %v, the screen says %q", st.Sound.Muted, drawn())
	}
	for i := 0; i < toastTicks+1; i++ {
		tickManager(t, m, &st, input.Keyboard)
	}
	if s := drawn(); strings.Contains(s, "Sound") {
		t.Errorf("the word stays up: %q", s)
	}
}
