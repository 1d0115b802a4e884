package horus

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
)

// TestTheLogAndTopBarWaitForTheDice: while a roll's dice still tumble,
// the log does not give their values and the top bar still says the Dice
// Keeper rolls; once the dice have landed, the log tells the roll and the
// top bar whose turn it is. The board, the top bar and the log tell the
// same moment.
func TestTheLogAndTopBarWaitForTheDice(t *testing.T) {
	p := newTestPlay(t, 11, 1280, 720, false)
	r := rand.New(rand.NewPCG(11, 11))
	f := layout.NewFrame(1280, 720)
	ctx := &scenes.Context{W: 1280, H: 720, Frame: f, Fonts: render.NewFonts(f.U), Settings: p.settings}
	rolling := "The Dice Keeper rolls..."
	for tries := 0; ; tries++ {
		if tries > 400 {
			t.Fatal("no roll of the dice with a human to act after it")
		}
		cur := p.m.State.Current()
		if cur == horus.TerminalSeat {
			t.Fatal("the game ended before a roll")
		}
		if cur != horus.ChanceSeat {
			p.settings.Speed = 3 // instant until the roll
			p.skipAnimations()
			_ = p.apply(adventurous(p.m.State.Legal(nil), r))
			continue
		}
		p.settings.Speed = 1 // normal: the dice tumble
		p.world.Speed = p.stepFactor()
		if err := p.chance(); err != nil {
			t.Fatal(err)
		}
		if p.m.State.Current() < 0 || !slices.ContainsFunc(p.evbuf, func(e horus.Event) bool { return e.Kind == horus.EvDieRolled }) {
			continue
		}
		break
	}
	// the roll's line: a roll of several dice is one line, so the line
	// that tells this die is the one the batch adds or changes
	before := logLines(p.events[:len(p.events)-len(p.evbuf)], &p.obs, p.people(), p.view)
	var said string
	for _, ln := range logLines(p.events, &p.obs, p.people(), p.view) {
		if !slices.Contains(before, ln) {
			said = ln.Text
			break
		}
	}
	if said == "" {
		t.Fatal("the roll has no line in the log")
	}
	p.drawer.toggle(drawerLog) // the whole log, in its drawer
	p.drawer.open = 1
	drawn := func() string { return strings.Join(drawnText(p, ctx), "\n") }
	if !p.world.Busy() {
		t.Fatal("the dice do not tumble at normal speed")
	}
	now := drawn()
	if strings.Contains(now, said) {
		t.Errorf("the log tells the roll while the dice tumble: %q", said)
	}
	if !strings.Contains(now, rolling) {
		t.Errorf("the top bar does not say the Dice Keeper rolls while the dice tumble:\n%s", now)
	}
	for i := 0; i < 10000 && p.world.Busy(); i++ {
		p.world.Tick()
	}
	after := drawn()
	if !strings.Contains(after, said) {
		t.Errorf("the dice have landed and the log does not tell the roll %q:\n%s", said, after)
	}
	if strings.Contains(after, rolling) {
		t.Errorf("the dice have landed and the top bar still says the Dice Keeper rolls")
	}
}
