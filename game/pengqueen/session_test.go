package pengqueen_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/session"
)

// TestTheSessionPlaysPengqueen: the shell's session plays the game through
// the contract alone. A seat with no name typed goes by the game's name
// for it (the Mummy, a penguin's colour; in Polish, Mumia and Czerwony) in
// the log without being doubled ("Czerwony (Czerwony)"), and the record
// keeps it as untyped; a typed name goes with the colour. An undo after a
// step that made something final is refused in the game's words for what
// it was (spec §9.5: "No undo crosses a roll, a reveal or a Mummy step").
func TestTheSessionPlaysPengqueen(t *testing.T) {
	defer i18n.Set(i18n.Current())
	i18n.Set(i18n.Polish)
	setup := table.Setup{Seats: []table.SeatSetup{
		{Kind: table.Human, Person: 1},
		{Kind: table.Human, Person: 2},
		{Kind: table.Human, Person: 3, Name: "Ala"},
	}}
	s, err := session.New(session.Config{Game: pengqueen.GameID, Setup: setup, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	if s.Name(0) != "Mumia" || s.Name(1) != "Czerwony" || s.Name(2) != "Ala" {
		t.Fatalf("the seats are called %q, %q and %q", s.Name(0), s.Name(1), s.Name(2))
	}
	revealed := map[string]bool{}
	refusals := map[string]bool{}
	rng := rand.New(rand.NewPCG(5, 1))
	for steps := 0; s.Current() != table.Over && steps < 600; steps++ {
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
	said := 0
	for why := range revealed {
		if refusals[why] {
			said++
		}
	}
	if said < 2 {
		t.Errorf("undo was refused for %d of the things revealed (%v); refusals: %v", said, revealed, refusals)
	}
	log := strings.Join(s.Log(pengqueen.MummySeat), "\n")
	if !strings.Contains(log, "Czerwony:") || !strings.Contains(log, "Ala (Zielony)") || strings.Contains(log, "Czerwony (Czerwony)") {
		t.Errorf("the log does not name the seats as the session does:\n%.800s", log)
	}
	if names := s.Export().Names; !slices.Equal(names, []string{"", "", "Ala"}) {
		t.Errorf("the record keeps the names %q", names)
	}
}
