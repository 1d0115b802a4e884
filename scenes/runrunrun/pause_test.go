package runrunrun

import (
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
)

// TestThePauseMenuIsTheShells: Esc, a controller's Start and the cover's
// Menu button open the shell's pause menu over the light cover (Resume,
// Settings, Rules, the whole maze, Save and quit; no card of a hand is
// written while it is open), Esc resumes on the cover; on the board the
// top bar's Menu opens it, Esc with a card chosen takes the card back
// instead, and "Save and quit to title" goes to the title.
func TestThePauseMenuIsTheShells(t *testing.T) {
	st := testSettings(instant)
	p := startTest(t, []seatSpec{{kind: table.Human}, {kind: table.Human}}, nil, 4, st)
	d := newDriver(t, p, 1280, 720)
	for i := 0; i < 10 && p.passFor < 0; i++ {
		d.tick()
	}
	if p.passFor < 0 {
		t.Fatal("a game of two people does not open behind the cover")
	}
	want := "Resume|Settings|Rules|Show the whole maze|Save and quit to title"
	press := func(dev input.Device, in input.Intent) {
		t.Helper()
		in.Dev = dev
		d.dev = dev
		d.tick(in)
	}
	hands := func() []string {
		var out []string
		s := p.state()
		for seat := 0; seat < s.NumSeats(); seat++ {
			for i := 0; i < s.Hands[seat].Len(); i++ {
				out = append(out, s.Hands[seat].Nth(i).String())
			}
		}
		return out
	}
	open := func(how string, dev input.Device, in input.Intent) {
		t.Helper()
		press(dev, in)
		pr := d.m.Probe(d.ctx)
		if pr.Scene != "pause" || d.m.Current() != p {
			t.Fatalf("%s on the cover shows %q (%T), want the pause menu over it", how, pr.Scene, d.m.Current())
		}
		var got []string
		for _, tg := range pr.Targets {
			got = append(got, tg.Label)
		}
		if strings.Join(got, "|") != want {
			t.Fatalf("%s: the pause menu over the cover offers %q, want %q", how, got, want)
		}
		stop := render.RecordText()
		d.m.Draw(d.img, d.ctx)
		var text strings.Builder
		for _, ln := range stop() {
			text.WriteString(ln.Text + "\n")
		}
		for _, c := range hands() {
			if strings.Contains(text.String(), c) {
				t.Fatalf("%s: the pause menu over the cover writes %s, a card in a hand:\n%s", how, c, text.String())
			}
		}
		press(input.Keyboard, input.Intent{Kind: input.Back})
		if pr := d.m.Probe(d.ctx); pr.Scene != "pass" || p.passFor < 0 {
			t.Fatalf("%s, then Esc: %q (cover for %d), want the cover again", how, pr.Scene, p.passFor)
		}
	}
	open("Esc", input.Keyboard, input.Intent{Kind: input.Back})
	open("Start", input.Gamepad, input.Intent{Kind: input.Start})
	x, y := p.passMenuButton(d.ctx).Center()
	open("the cover's Menu button", input.Mouse, input.Intent{Kind: input.Click, X: x, Y: y})

	// lift the cover; choose a card, then Esc takes it back, not pausing
	press(input.Keyboard, input.Intent{Kind: input.Confirm})
	for i := 0; i < 30 && !p.humanActing(p.s.Current()); i++ {
		d.tick()
	}
	cur := p.s.Current()
	if !p.humanActing(cur) {
		t.Fatal("nobody decides once the cover is lifted")
	}
	p.build(cur)
	if hand := p.handOf(p.view); len(hand) > 0 {
		p.ch.card = hand[0]
		press(input.Keyboard, input.Intent{Kind: input.Back})
		if d.m.Probe(d.ctx).Scene == "pause" || p.ch.any() {
			t.Fatalf("Esc with a card chosen: scene %q, still chosen %v", d.m.Probe(d.ctx).Scene, p.ch.any())
		}
	} else {
		t.Fatal("the person deciding holds no card")
	}
	// the top bar's Menu, then Save and quit
	x, y = p.tools(d.ctx)[toolMenu].r.Center()
	press(input.Mouse, input.Intent{Kind: input.Click, X: x, Y: y})
	pr := d.m.Probe(d.ctx)
	if pr.Scene != "pause" {
		t.Fatalf("the top bar's Menu shows %q, want the pause menu", pr.Scene)
	}
	for _, tg := range pr.Targets {
		if tg.Label == "Save and quit to title" {
			x, y := tg.Rect.Center()
			press(input.Mouse, input.Intent{Kind: input.Click, X: x, Y: y})
		}
	}
	if _, ok := d.m.Current().(*scenes.Title); !ok {
		t.Fatalf("Save and quit to title leads to %T, want the title", d.m.Current())
	}
}
