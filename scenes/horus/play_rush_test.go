package horus

import (
	"testing"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/scenes"
)

// probeTarget finds a target of the screen by its label.
func probeTarget(pr scenes.Probe, label string) (scenes.ProbeTarget, bool) {
	for _, tg := range pr.Targets {
		if tg.Label == label {
			return tg, true
		}
	}
	return scenes.ProbeTarget{}, false
}

// Once no one at the table is still inside the pyramid, the rest of the
// game is the computers': the screen offers to skip to the results, and
// taking the offer plays the rest at once and shows the end screen.
func TestSkipToTheResultsOnceNoHumanIsInside(t *testing.T) {
	for _, dev := range []input.Device{input.Mouse, input.Keyboard} {
		p := humanTurn(t, 3)
		p.settings.BotSpeed = 2 // the computers at normal speed, to be watched
		m := scenes.NewManager(p)
		run := func(in ...input.Intent) scenes.Probe {
			t.Helper()
			ctx := sceneCtx(nil, p.settings, in...)
			ctx.In.Last, ctx.Fonts = dev, p.fonts
			for _, i := range in {
				if i.Kind == input.Click {
					ctx.In.X, ctx.In.Y = i.X, i.Y
				}
			}
			if err := m.Update(ctx); err != nil {
				t.Fatal(err)
			}
			return m.Probe(sceneCtx(nil, p.settings))
		}
		skip := i18n.T("Skip to the results")
		if _, ok := probeTarget(run(), skip); ok {
			t.Fatal("the human is still inside, yet the screen offers to skip to the results")
		}
		// the human ends round 1 on the Entrance and so leaves the game
		run(key(input.EndTurn))
		run(key(input.EndTurn))
		if p.m.State.Current() == 0 {
			t.Fatal("the human's turn did not end")
		}
		var offer scenes.ProbeTarget
		for i := 0; ; i++ {
			pr := run()
			if tg, ok := probeTarget(pr, skip); ok {
				offer = tg
				break
			}
			if i > 20000 || pr.Scene != "play" {
				t.Fatalf("%v: no offer to skip to the results after the human left (scene %s, round %d, human inside: %v)", dev, pr.Scene, pr.Round, p.m.State.Players[0].Inside())
			}
		}
		if p.m.State.Players[0].Inside() {
			t.Fatal("the offer came while the human was inside")
		}
		round := p.m.State.Round
		t.Logf("offer at round %d phase %v", round, p.m.State.Phase)
		if dev == input.Mouse {
			x, y := offer.Rect.Center()
			run(input.Intent{Kind: input.Click, X: x, Y: y})
		} else {
			run(key(input.Next)) // the first press puts the focus on the offer
			if pr := run(); !pr.Targets[0].Focused {
				t.Errorf("Tab did not put the focus on the offer: %+v", pr.Targets)
			}
			run(key(input.Confirm))
		}
		if !p.rush {
			t.Fatalf("%v: taking the offer did not skip", dev)
		}
		if f := p.factorFor(1); f != 0 {
			t.Errorf("%v: skipping still animates the computers (factor %v)", dev, f)
		}
		for i := 0; ; i++ {
			if _, ok := m.Current().(*scenes.End); ok {
				t.Logf("%v: results after %d ticks, round %d", dev, i, p.m.State.Round)
				break
			}
			if i > 5000 {
				t.Fatalf("%v: skipping from round %d had not reached the results after %d ticks (round %d)", dev, round, i, p.m.State.Round)
			}
			run()
		}
		if !p.m.State.IsOver() {
			t.Errorf("%v: the end screen came before the game was over", dev)
		}
	}
}

// A human still inside is never offered the skip; nor is anyone in a
// game whose humans are all inside.
func TestNoSkipWhileAHumanIsInside(t *testing.T) {
	p := tablePlay(t, 21, false, human(0), human(1), SeatConfig{Level: "random", Adventurer: 2})
	for p.m.State.Current() < 0 {
		_ = p.chance()
	}
	if p.rushOffered() {
		t.Error("the skip is offered at the start of a game")
	}
	p.m.State.Players[0].Fate = horus.Escaped
	if p.rushOffered() {
		t.Error("the skip is offered while one of two humans is inside")
	}
	p.m.State.Players[1].Fate = horus.Crushed
	if !p.rushOffered() {
		t.Error("no human is inside, yet the skip is not offered")
	}
}
