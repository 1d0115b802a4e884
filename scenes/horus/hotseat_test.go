package horus

import (
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
