package runrunrun_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/session"
)

// TestTheSessionPlaysRunRunRun: the shell's session plays the game through
// the contract alone. A seat with no name typed goes by its cat (in
// Polish, the rulebook's name) in the log, and the record keeps it as
// untyped; an undo after a step that made something known is refused in
// the game's words for what it was.
func TestTheSessionPlaysRunRunRun(t *testing.T) {
	defer i18n.Set(i18n.Current())
	i18n.Set(i18n.Polish)
	setup := table.Setup{Seats: []table.SeatSetup{
		{Kind: table.Human, Person: 1, Values: map[string]string{runrunrun.FieldCat: "spark"}},
		{Kind: table.Human, Person: 2, Name: "Ala", Values: map[string]string{runrunrun.FieldCat: "cleo"}},
	}}
	s, err := session.New(session.Config{Game: runrunrun.GameID, Setup: setup, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	if s.Name(0) != "Iskra" || s.Name(1) != "Ala" {
		t.Fatalf("the seats are called %q and %q", s.Name(0), s.Name(1))
	}
	revealed := map[string]bool{}
	rng := rand.New(rand.NewPCG(3, 1))
	refusals := map[string]bool{}
	for steps := 0; s.Current() != table.Over && steps < 400; steps++ {
		if s.Current() == table.Chance {
			if _, err := s.StepChance(); err != nil {
				t.Fatal(err)
			}
			continue
		}
		legal := s.Match().Legal()
		evs, err := s.Apply(legal[rng.IntN(len(legal))])
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range evs {
			if why := e.(table.Revealer).Revealed(); why != "" {
				revealed[i18n.T(why)] = true
			}
		}
		if err := s.CanUndo(); err != nil {
			refusals[err.Error()] = true
		}
	}
	said := false
	for why := range revealed {
		said = said || refusals[why]
	}
	if !said {
		t.Errorf("no undo was refused for what was revealed (%v); refusals: %v", revealed, refusals)
	}
	log := strings.Join(s.Log(table.Onlooker), "\n")
	if !strings.Contains(log, "Iskra") || !strings.Contains(log, "Ala") || strings.Contains(log, "Spark") {
		t.Errorf("the log does not name the seats as the session does:\n%.600s", log)
	}
	if names := s.Export().Names; !slices.Equal(names, []string{"", "Ala"}) {
		t.Errorf("the record keeps the names %q", names)
	}
}
