package horus

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
)

// TestDrawRightAfterAClickKeepsNoStaleHover: at instant speed the frame
// drawn right after a click shows the next decision at once, with a new
// list of offers; the pointer's offer in the old list (the one clicked)
// must not be looked up in the new one (it crashed the game when the new
// list was shorter).
func TestDrawRightAfterAClickKeepsNoStaleHover(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	st := &settings.Settings{Speed: len(settings.Speeds) - 1, BotSpeed: len(settings.Speeds)}
	cfg := GameConfig{Seed: 2, Seats: []SeatConfig{{Human: true, Adventurer: 0}, {Level: "random", Adventurer: 1}}}
	p, err := NewPlay(cfg, st)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Leave()
	f := layout.NewFrame(1280, 720)
	img := ebiten.NewImage(1280, 720)
	defer img.Deallocate()
	m := scenes.NewManager(p)
	clicks := 0
	for tick := 0; tick < 20000 && clicks < 300 && !p.m.State.IsOver(); tick++ {
		in := input.Frame{X: -100, Y: -100}
		if cur := p.m.State.Current(); p.humanActing(cur) {
			p.buildTargets(cur)
			last := p.targets[len(p.targets)-1] // the last offer: the list after it is often shorter
			for i := len(p.targets) - 1; i >= 0; i-- {
				if a := p.targets[i].act; p.targets[i].kind != tDie && a.Kind != horus.ActEnd && !(a.Kind == horus.ActMove && horus.Square(a.A).Region() == horus.RegionEntrance) {
					last = p.targets[i] // ending or leaving would end the human's game too soon
					break
				}
			}
			in.X, in.Y = last.r.Center()
			in.Intents = []input.Intent{{Kind: input.Click, X: in.X, Y: in.Y}}
			clicks++
		}
		ctx := &scenes.Context{W: 1280, H: 720, Frame: f, Fonts: render.NewFonts(f.U), In: in, Settings: st}
		if err := m.Update(ctx); err != nil {
			t.Fatal(err)
		}
		if _, ok := m.Current().(*Play); !ok {
			break
		}
		m.Draw(img, ctx)
	}
	if clicks < 20 {
		t.Fatalf("only %d clicks", clicks)
	}
}
