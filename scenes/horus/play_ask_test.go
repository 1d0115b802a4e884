package horus

import (
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/i18n"
)

// Round 1, phase 3: the lone human stands on the Entrance with all five
// actions. Ending the turn now gives them up and, as the round ends with
// the adventurer still outside, takes it out of the game: the screen says
// so and asks once, by keyboard, mouse or controller.
func TestEndTurnOnTheEntranceAsksFirst(t *testing.T) {
	p := humanTurn(t, 3)
	if o := p.m.State; o.Round != 1 || o.Phase != horus.PhaseActions || o.Players[0].Square.Region() != horus.RegionEntrance {
		t.Fatalf("not the position of the test: round %d phase %v on %s", o.Round, o.Phase, o.Players[0].Square)
	}
	steps := p.steps()
	tick(t, p, nil, input.Keyboard, key(input.EndTurn))
	if p.steps() != steps || p.ask == nil {
		t.Fatalf("E ended the turn on the Entrance without asking (steps %d → %d)", steps, p.steps())
	}
	q := p.ask
	if !strings.Contains(q.body, "Entrance") || !strings.Contains(q.body, "for good") || !strings.Contains(q.body, "5 actions") {
		t.Errorf("the question does not say what will happen: %q / %q", q.title, q.body)
	}
	if pr := p.Probe(sceneCtx(nil, p.settings)); !pr.Asking || len(pr.Targets) != 2 || pr.Targets[1].Action != "end" {
		t.Errorf("the probe does not show the question: %+v", pr)
	}
	// Enter at once answers "Keep playing", where the focus starts
	tick(t, p, nil, input.Keyboard, key(input.Confirm))
	if p.ask != nil || p.steps() != steps {
		t.Fatalf("Enter did not keep playing (asking %v, steps %d → %d)", p.ask != nil, steps, p.steps())
	}
	// the mouse: End turn asks, Keep playing keeps, End turn again and the
	// question's own End turn ends it
	end := targetOf(t, p, horus.ActEnd).r
	tick(t, p, nil, input.Mouse, clickIn(end, 0))
	if p.ask == nil {
		t.Fatal("clicking End turn did not ask")
	}
	tick(t, p, nil, input.Mouse, clickIn(p.askTargets()[askKeep].Rect, 0))
	if p.ask != nil || p.steps() != steps {
		t.Fatal("Keep playing did not keep playing")
	}
	// a controller: A on End turn asks, B keeps playing, A asks again,
	// right and A ends the turn
	pad := func(k input.Kind) input.Intent { return input.Intent{Kind: k, Dev: input.Gamepad, Pad: 3} }
	p.ctl.focus.At = -1
	tick(t, p, nil, input.Gamepad, pad(input.Next))
	for i := 0; p.targets[p.ctl.focus.At].act.Kind != horus.ActEnd; i++ {
		if i > len(p.targets) {
			t.Fatal("the focus never reached End turn")
		}
		tick(t, p, nil, input.Gamepad, pad(input.Next))
	}
	tick(t, p, nil, input.Gamepad, pad(input.Confirm))
	if p.ask == nil {
		t.Fatal("A on End turn did not ask")
	}
	tick(t, p, nil, input.Gamepad, pad(input.Back))
	if p.ask != nil || p.steps() != steps {
		t.Fatal("B did not keep playing")
	}
	tick(t, p, nil, input.Gamepad, pad(input.Confirm))
	tick(t, p, nil, input.Gamepad, pad(input.Right))
	tick(t, p, nil, input.Gamepad, pad(input.Confirm))
	if p.ask != nil || p.steps() != steps+1 {
		t.Fatalf("right and A on the question did not end the turn (steps %d → %d)", steps, p.steps())
	}
}

func TestEndTurnQuestionSaysWhatItCosts(t *testing.T) {
	p := humanTurn(t, 3)
	end := horus.Action{Kind: horus.ActEnd}
	p.obs.Players[0].Square = horus.EntranceSquares()[0]
	p.obs.Players[0].Actions = 0
	if q := p.endQuestion(0, end); q == nil || strings.Contains(q.body, "action") || !strings.Contains(q.body, "round 1") {
		t.Errorf("no actions left, still on the Entrance in round 1: %+v", q)
	}
	p.obs.Players[0].Square = horus.Square(horus.EntranceSquares()[0] - 1)
	p.obs.Players[0].Actions = 2
	if p.obs.Players[0].Square.Region() == horus.RegionEntrance {
		t.Fatal("the test's square inside is on the Entrance")
	}
	q := p.endQuestion(0, end)
	if q == nil || q.title != "End your turn?" || !strings.Contains(q.body, "2 actions") || strings.Contains(q.body, "Entrance") {
		t.Errorf("inside with 2 actions left: %+v", q)
	}
	p.obs.Players[0].Actions = 0
	if q := p.endQuestion(0, end); q != nil {
		t.Errorf("inside with nothing left, ending costs nothing, yet it asks %q", q.title)
	}
	p.obs.Round, p.obs.Players[0].Square = 2, horus.EntranceSquares()[0]
	if q := p.endQuestion(0, end); q != nil {
		t.Errorf("on the Entrance after round 1 (no rule takes anyone out), yet it asks %q", q.title)
	}
	p.obs.Phase, p.obs.Players[0].Actions = horus.PhaseAdjust, 3
	if q := p.endQuestion(0, end); q != nil {
		t.Errorf("phase 1's Done asks %q", q.title)
	}
	defer i18n.Set(i18n.English)
	i18n.Set(i18n.Polish)
	p.obs.Phase, p.obs.Round = horus.PhaseActions, 1
	if q := p.endQuestion(0, end); q == nil || q.title == "Leave the game?" || q.yes == "End turn and leave" {
		t.Errorf("the question is not in Polish: %+v", q)
	}
}
