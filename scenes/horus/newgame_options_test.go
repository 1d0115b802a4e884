package horus

import (
	"testing"

	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/scenes"
)

// TestNewGameOffersOnlyASeatAsFirstDiceKeeper: the shell's set-up offers
// Horus's table-wide options from its Form; the first Dice Keeper cycles
// through the seats at the table only, and goes back to seat 1 when the
// seat holding the Ankh leaves the table.
func TestNewGameOffersOnlyASeatAsFirstDiceKeeper(t *testing.T) {
	st := settings.Defaults()
	s := newHorusGame()
	m := scenes.NewManager(s)
	clickOn(t, m, nil, &st, "-") // three seats
	for _, want := range []string{"2", "3", "1", "2", "3"} {
		clickOn(t, m, nil, &st, "First Dice Keeper: "+s.Setup().Values["first_keeper"]+keeperDefault(s))
		if got := s.Setup().Values["first_keeper"]; got != want {
			t.Fatalf("the first Dice Keeper went to %q, want %q", got, want)
		}
	}
	clickOn(t, m, nil, &st, "-") // two seats: seat 3 has left
	if !hasTarget(s.Probe(sceneCtx(nil, &st)), "First Dice Keeper: 1") {
		t.Errorf("with seat 3 gone the screen shows %v", s.Probe(sceneCtx(nil, &st)).Targets)
	}
	p := startFrom(t, s, &st)
	defer p.Leave()
	if p.m.State.Opt.FirstKeeper != 0 {
		t.Errorf("the game gives the Ankh to seat %d", p.m.State.Opt.FirstKeeper+1)
	}
}

// keeperDefault is "1" while the set-up leaves the first Dice Keeper at
// its default (no value), "" once one is chosen.
func keeperDefault(s *scenes.NewGame) string {
	if _, ok := s.Setup().Values["first_keeper"]; ok {
		return ""
	}
	return "1"
}
