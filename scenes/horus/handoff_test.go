package horus

import (
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/render"
)

// tablePlay makes a 1280×720 play scene of the given seats at instant
// speed, laid out without drawing.
func tablePlay(t *testing.T, seed uint64, secrecy bool, seats ...SeatConfig) *Play {
	t.Helper()
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	p, err := NewPlay(GameConfig{Seed: seed, TotalSecrecy: secrecy, Seats: seats}, &settings.Settings{Speed: 3})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(p.Leave)
	p.place(1280, 720, render.NewFonts(layout.NewFrame(1280, 720).U))
	return p
}

func human(a horus.Adventurer) SeatConfig { return SeatConfig{Human: true, Adventurer: a} }

// toHandoff plays a two-person game until seat 0 is to act in phase 3
// and ending its turn hands the device straight to seat 1, who has
// actions to spend (and under Total Secrecy a secret, so the screen is
// covered in between).
func toHandoff(t *testing.T, p *Play) {
	t.Helper()
	r := rand.New(rand.NewPCG(5, 8))
	for steps := 0; steps < 3000; steps++ {
		s := &p.m.State
		cur := s.Current()
		switch {
		case cur == horus.TerminalSeat:
			t.Fatal("the game ended before seat 0 handed the device to seat 1")
		case cur == horus.ChanceSeat:
			_ = p.chance()
			continue
		case cur == 0 && s.Phase == horus.PhaseActions && s.Must == horus.MustNothing && s.Round > 1:
			after := p.m.State
			mine, public := after.Observe(1), after.Observe(-1)
			mine.Seat = -1
			secret := mine != public
			if err := after.Apply(horus.Action{Kind: horus.ActEnd}); err == nil && after.Current() == 1 && after.Players[1].Actions > 0 && secret == s.Opt.TotalSecrecy {
				return
			}
		}
		_ = p.apply(adventurous(s.Legal(nil), r))
	}
	t.Fatal("no turn of seat 0 handed the device straight to seat 1")
}

// endByClicks ends seat 0's turn with the mouse, answering the question
// if one is put, and returns where the last click was.
func endByClicks(t *testing.T, p *Play) layout.Rect {
	t.Helper()
	tick(t, p, nil, input.Mouse) // seat 0 sits down
	if p.passFor == 0 {
		tick(t, p, nil, input.Mouse, clickIn(p.passButton(), 0))
	}
	end := targetOf(t, p, horus.ActEnd).r
	tick(t, p, nil, input.Mouse, clickIn(end, 0))
	if p.ask != nil {
		end = p.askTargets()[askEnd].Rect
		tick(t, p, nil, input.Mouse, clickIn(end, 0))
	}
	if cur := p.m.State.Current(); cur != 1 {
		t.Fatalf("the clicks did not end seat 0's turn (seat %d to act)", cur)
	}
	return end
}

// targetNamed finds the offer of kind k on the play screen.
func targetOf(t *testing.T, p *Play, k horus.ActionKind) target {
	t.Helper()
	p.buildTargets(p.m.State.Current())
	for _, tg := range p.targets {
		if tg.kind != tDie && tg.page == 0 && tg.act.Kind == k {
			return tg
		}
	}
	t.Fatalf("no %v offer among %d targets", k, len(p.targets))
	return target{}
}

func clickIn(r layout.Rect, age int) input.Intent {
	x, y := r.Center()
	return input.Intent{Kind: input.Click, X: x, Y: y, Age: age}
}

// A double-click on End turn ends the turn with its first click; the
// second lands on the next player's screen and must not act there (on
// End turn in round 1 it knocked them out of the game from the Entrance).
// Nor may any other press that began before the hand-off: a key tapped
// twice, a click on the board.
func TestDoubleClickOnEndTurnLeavesTheNextPlayersTurnAlone(t *testing.T) {
	for _, secrecy := range []bool{false, true} {
		p := tablePlay(t, 21, secrecy, human(0), human(1))
		toHandoff(t, p)
		settle(p)
		last := endByClicks(t, p)
		age := 0 // ticks since that click: the age of any press of its run
		for ; age < 5; age++ {
			tick(t, p, nil, input.Mouse)
			settle(p)
		}
		before, actions := p.steps(), p.m.State.Players[1].Actions
		var move layout.Rect
		if p.passFor < 0 {
			move = targetOf(t, p, horus.ActMove).r
		}
		stale := []input.Intent{
			clickIn(last, 0), // the second half of the double-click
			clickIn(p.lay.Prompt, 0),
			clickIn(move, 0),
			{Kind: input.EndTurn, Dev: input.Keyboard},
			{Kind: input.Confirm, Dev: input.Keyboard},
		}
		if p.passFor < 0 {
			stale = append(stale, clickIn(targetOf(t, p, horus.ActEnd).r, 0))
		}
		for _, in := range stale {
			age++
			in.Age = age
			tick(t, p, nil, in.Dev, in)
			if p.steps() != before || p.m.State.Current() != 1 || p.m.State.Players[1].Actions != actions {
				t.Fatalf("secrecy %v: %v begun before the hand-off played for seat 1 (steps %d → %d, seat %d to act)", secrecy, in, before, p.steps(), p.m.State.Current())
			}
			if p.ask != nil {
				t.Fatalf("secrecy %v: %v begun before the hand-off put a question to seat 1: %q", secrecy, in, p.ask.title)
			}
			if p.passFor < 0 && p.view != 1 {
				t.Fatalf("secrecy %v: %v begun before the hand-off lifted the cover", secrecy, in)
			}
		}
		if secrecy != (p.passFor == 1) {
			t.Fatalf("secrecy %v: cover for %d", secrecy, p.passFor)
		}
		// fresh presses are seat 1's own
		if p.passFor >= 0 {
			tick(t, p, nil, input.Mouse, clickIn(p.passButton(), 0))
			if p.view != 1 {
				t.Fatalf("secrecy %v: a fresh click on the cover did not show seat 1's view", secrecy)
			}
			tick(t, p, nil, input.Mouse, clickIn(targetOf(t, p, horus.ActEnd).r, 4)) // the cover's own double-click
			if p.steps() != before || p.ask != nil {
				t.Errorf("secrecy %v: the second click on the cover played on seat 1's board", secrecy)
			}
		}
		tick(t, p, nil, input.Keyboard, key(input.EndTurn))
		if p.ask == nil && p.steps() == before {
			t.Errorf("secrecy %v: a fresh E did nothing for seat 1", secrecy)
		}
	}
}

// A key held down from before the hand-off (its repeats) does not move
// the next player's focus.
func TestHeldKeyDoesNotCarryOverTheHandoff(t *testing.T) {
	p := tablePlay(t, 21, false, human(0), human(1))
	toHandoff(t, p)
	settle(p)
	endByClicks(t, p)
	settle(p)
	tick(t, p, nil, input.Keyboard, input.Intent{Kind: input.Down, Dev: input.Keyboard, Age: 40})
	if p.ctl.focus.Valid(p.inputTargets()) {
		t.Error("an arrow held since seat 0's turn moved seat 1's focus")
	}
	tick(t, p, nil, input.Keyboard, key(input.Down))
	if !p.ctl.focus.Valid(p.inputTargets()) {
		t.Error("a fresh arrow did not show seat 1's focus")
	}
}

// botAnswered waits for the computer decision in flight, if any, to be
// ready, so that a test counts frames rather than the scheduler's moods: a
// loop of Updates that never yields can run a thousand frames before the
// decision's goroutine is run.
func botAnswered(p *Play) {
	for p.turns.Thinking() && !p.turns.Ready() {
		runtime.Gosched()
	}
}

// Space tapped again and again skips the computers' moves one after
// another: a computer's turn is no hand-off, so the taps of one run are
// not held back there (only when a person is to act again).
func TestSpaceTappedThroughTheComputersKeepsSkipping(t *testing.T) {
	p := humanTurn(t, 3)
	p.settings.BotSpeed = 2 // the computers at normal speed, animated
	tick(t, p, nil, input.Keyboard, key(input.EndTurn))
	tick(t, p, nil, input.Keyboard, key(input.EndTurn))
	if p.m.State.Current() == 0 {
		t.Fatal("the human's turn did not end")
	}
	age, skipped, seats := 0, 0, map[int]bool{}
	for i := 0; i < 3000 && p.m.State.Current() != 0 && !p.m.State.IsOver(); i++ {
		botAnswered(p)
		age++
		if cur := p.m.State.Current(); cur > 0 && p.skippable() && i%8 == 0 {
			seats[cur] = true
			tick(t, p, nil, input.Keyboard, input.Intent{Kind: input.Confirm, Dev: input.Keyboard, Age: age})
			if p.skippable() && p.m.State.Current() == cur {
				t.Fatalf("a tap of Space (its run begun %d ticks ago) did not skip seat %d's move", age, cur)
			}
			skipped++
			continue
		}
		tick(t, p, nil, input.Keyboard)
	}
	if skipped < 3 || len(seats) < 2 {
		t.Errorf("only %d taps skipped animations of %d computers: the test proves little", skipped, len(seats))
	}
}
