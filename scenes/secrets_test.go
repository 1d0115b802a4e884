package scenes

import (
	"math/rand/v2"
	"testing"

	"github.com/pyramid-studio/pyramid/game"
	"github.com/pyramid-studio/pyramid/session"
	"github.com/pyramid-studio/pyramid/storage"
)

// TestContinueAtAChanceStepOpensOnTheSeatToAct: a hot-seat game (a
// computer in seat 0, two people, Total Secrecy) saved at every chance
// step (dice, draws, blocks) and continued there opens on the cover for
// the person who acts next, or on that person's view when they know
// nothing private, and on the onlooker's view when a computer acts next;
// never on a seat that is not at the screen.
func TestContinueAtAChanceStepOpensOnTheSeatToAct(t *testing.T) {
	seats := []session.Seat{{Name: "Bot", Kind: "random"}, {Name: "Ann", Kind: session.Human}, {Name: "Ben", Kind: session.Human}}
	store := storage.NewMemory()
	s, err := session.New(session.Config{
		Options: game.Options{Players: 3, Adventurers: [game.MaxPlayers]game.Adventurer{0, 1, 6}, TotalSecrecy: true},
		Seed:    5, Seats: seats, Store: store,
	})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(5, 1))
	checked, covered := 0, 0
	for steps := 0; !s.Over() && steps < 4000; steps++ {
		st := s.State()
		if !st.IsChance() {
			if _, err := s.Apply(adventurous(st.Legal(nil), r)); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if s.Steps() > 0 && steps%3 == 0 { // a third of the chance steps: the game's length in Resumes is enough
			resumed, err := session.Resume(store)
			if err != nil {
				t.Fatal(err)
			}
			p, err := ResumePlay(resumed, &Settings{Speed: 3}, nil)
			if err != nil {
				t.Fatal(err)
			}
			p.Leave()
			for s.Current() == game.ChanceSeat { // the original game goes on to whoever acts next
				if _, err := s.StepChance(); err != nil {
					t.Fatal(err)
				}
			}
			next := s.Current()
			checked++
			switch {
			case next >= 0 && seats[next].IsHuman():
				if p.passFor != next && (p.passFor >= 0 || p.view != next) {
					t.Fatalf("step %d: Continue opens on view %d (cover for %d); %s acts next", s.Steps(), p.view, p.passFor, seats[next].Name)
				}
				if p.passFor == next {
					covered++
				}
			case p.view != -1 || p.passFor != -1:
				t.Fatalf("step %d: Continue opens on view %d (cover for %d) while the computer or nobody acts next (%d)", s.Steps(), p.view, p.passFor, next)
			}
			continue
		}
		if _, err := s.StepChance(); err != nil {
			t.Fatal(err)
		}
	}
	if checked < 20 || covered == 0 {
		t.Errorf("only %d chance steps checked, %d of them behind the cover: the test proves little", checked, covered)
	}
}
