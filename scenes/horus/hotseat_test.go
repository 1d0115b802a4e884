package horus

import (
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/game/horus"
)

// hotSeat makes a play scene with two humans and a computer.
func hotSeat(t *testing.T, secrecy bool) *Play {
	t.Helper()
	cfg := GameConfig{Seed: 11, TotalSecrecy: secrecy, Seats: []SeatConfig{
		{Human: true, Adventurer: 0}, {Human: true, Adventurer: 1}, {Level: "random", Adventurer: 2},
	}}
	p, err := NewPlay(cfg, &settings.Settings{Speed: 3})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(p.Leave)
	return p
}

// searchFor plays (chance at random, seats by the rule given) until seat
// has searched once; false if the game ended first.
func searchFor(p *Play, seat int) bool {
	for steps := 0; steps < 5000; steps++ {
		cur := p.m.State.Current()
		switch {
		case cur == horus.TerminalSeat:
			return false
		case cur == horus.ChanceSeat:
			_ = p.chance()
			continue
		}
		legal := p.m.State.Legal(nil)
		pick := legal[len(legal)-1] // "end" or "done" by default
		for _, a := range legal {
			if a.Kind == horus.ActSearch && cur == seat {
				_ = p.apply(a)
				return true
			}
			if a.Kind == horus.ActMove && horus.Square(a.A).Region() == horus.RegionNest && p.m.State.Players[cur].Square.Region() == horus.RegionEntrance {
				pick = a
			}
		}
		_ = p.apply(pick)
	}
	return false
}

func TestPassTheDeviceOnlyForPrivateKnowledge(t *testing.T) {
	open := hotSeat(t, false)
	if !searchFor(open, 0) {
		t.Fatal("seat 0 never searched")
	}
	for open.m.State.IsChance() {
		_ = open.chance()
	}
	if open.private(0) || open.private(1) {
		t.Error("without Total Secrecy a searched card is public: no cover is needed")
	}

	secret := hotSeat(t, true)
	if !searchFor(secret, 0) {
		t.Fatal("seat 0 never searched")
	}
	for secret.m.State.IsChance() {
		_ = secret.chance()
	}
	if !secret.private(0) {
		t.Error("under Total Secrecy seat 0 knows its card: its turn must be covered first")
	}
	if secret.private(1) {
		t.Error("seat 1 knows nothing private")
	}
}

func TestViewFollowsTheActingHuman(t *testing.T) {
	p := hotSeat(t, true)
	p.view = 1
	if got := p.viewFor(horus.ChanceSeat); got != 1 {
		t.Errorf("a chance step moved the view to %d", got)
	}
	if got := p.viewFor(0); got != 0 {
		t.Errorf("human seat 0 to act: view %d", got)
	}
	if got := p.viewFor(2); got != -1 {
		t.Errorf("the computer acts: view %d, want the onlooker's", got)
	}
	solo := newTestPlay(t, 1, 1280, 720, true)
	if got := solo.viewFor(2); got != 0 {
		t.Errorf("a lone human always sees their own view, got %d", got)
	}
}

func TestLeavingCancelsComputers(t *testing.T) {
	p := hotSeat(t, false)
	for p.m.State.Current() != 2 {
		cur := p.m.State.Current()
		if cur == horus.TerminalSeat {
			t.Fatal("the game ended before the computer acted")
		}
		if cur == horus.ChanceSeat {
			_ = p.chance()
			continue
		}
		legal := p.m.State.Legal(nil)
		_ = p.apply(legal[0])
	}
	p.updateBot(2) // starts the computer's goroutine
	if !p.turns.Thinking() {
		t.Fatal("no computer decision was started")
	}
	p.Leave()
	if p.turns.Context().Err() == nil {
		t.Error("leaving the scene did not cancel the computers' context")
	}
	for !p.turns.Ready() {
		runtime.Gosched()
	}
	if a, ok, _ := p.turns.Think(); !ok || a == "" {
		t.Error("the computer returned no action")
	}
}

// TestNobodyIsAskedWhenThereIsNothingToDecide: in hot-seat games of
// three people under Total Secrecy, a person whose only step is to end
// (phase 1 with nothing to discard and no ability to use, or phase 3
// with no action and nothing free to do) and whose view hides nothing
// from the table is neither asked nor covered for: the screen plays the
// end for them at once. One whose view is private (a card face down)
// still gets the cover, since being passed over would tell the table
// that card is a wound.
func TestNobodyIsAskedWhenThereIsNothingToDecide(t *testing.T) {
	passed, covered := 0, 0
	for seed := uint64(1); seed <= 12 && (passed == 0 || covered == 0); seed++ {
		cfg := GameConfig{Seed: seed, TotalSecrecy: true, Seats: []SeatConfig{
			{Human: true, Adventurer: 0}, {Human: true, Adventurer: 1}, {Human: true, Adventurer: 4}}}
		p, err := NewPlay(cfg, &settings.Settings{Speed: 3})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 9))
		for steps := 0; steps < 4000 && !p.m.State.IsOver(); steps++ {
			cur := p.m.State.Current()
			if cur == horus.ChanceSeat {
				_ = p.chance()
				continue
			}
			legal := p.m.State.Legal(nil)
			if len(legal) == 1 && legal[0].Kind == horus.ActEnd {
				before := p.steps()
				p.view, p.passFor = -1, -1
				p.resetWorld()
				if err := p.Update(sceneCtx(nil, p.settings)); err != nil {
					t.Fatal(err)
				}
				switch {
				case p.private(cur) && (p.passFor != cur || p.steps() != before):
					t.Fatalf("seed %d step %d: %s, with a card face down, was passed over (cover for %d)", seed, before, p.who(cur), p.passFor)
				case p.private(cur):
					covered++
					_ = p.apply(legal[0])
				case p.passFor >= 0 || p.steps() == before:
					t.Fatalf("seed %d step %d: %s has nothing to decide and nothing hidden, but was asked (cover for %d, %d steps)", seed, before, p.who(cur), p.passFor, p.steps()-before)
				default:
					passed++
				}
				continue
			}
			_ = p.apply(adventurous(legal, r))
		}
		p.Leave()
	}
	t.Logf("%d people passed over, %d covered", passed, covered)
	if passed == 0 || covered == 0 {
		t.Errorf("the games met %d people passed over and %d covered: the test does not cover both", passed, covered)
	}
}
