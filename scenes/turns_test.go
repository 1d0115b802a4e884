package scenes_test

import (
	"errors"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"testing"

	_ "github.com/pyramid-studio/pyramid/bot/horus"     // Horus's computer players
	_ "github.com/pyramid-studio/pyramid/bot/pengqueen" // Pyramid of Pengqueen's
	_ "github.com/pyramid-studio/pyramid/bot/runrunrun" // Run Run Run!'s computer teammates
	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
)

// turnsOf starts two people and a computer at a game of Horus, under
// Total Secrecy (every seat's view is private).
func turnsOf(t *testing.T) (*session.Session, *scenes.Turns) {
	t.Helper()
	opt := horus.Options{Players: 3, TotalSecrecy: true, Adventurers: [horus.MaxPlayers]horus.Adventurer{0, 1, 2}}
	s, err := session.New(session.Config{Game: horus.GameID, Setup: horus.SetupOf(opt, []string{session.Human, session.Human, "random"}), Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	tc := scenes.NewTurns(s)
	t.Cleanup(tc.Leave)
	return s, tc
}

// TestTurnsSayWhoPlaysAndWhoseViewIsShown: the turn controller knows
// people from computers, shows the person to act their own view, an
// onlooker's while the computer acts, and keeps the view through chance.
func TestTurnsSayWhoPlaysAndWhoseViewIsShown(t *testing.T) {
	_, tc := turnsOf(t)
	if !slices.Equal(tc.Humans(), []int{0, 1}) || tc.Computer(0) || !tc.Computer(2) || tc.Computer(table.Chance) {
		t.Fatalf("humans %v, computers %v %v %v", tc.Humans(), tc.Computer(0), tc.Computer(2), tc.Computer(table.Chance))
	}
	for _, c := range []struct{ cur, shown, want int }{
		{0, table.Onlooker, 0}, {1, 0, 1}, {2, 1, table.Onlooker}, {table.Chance, 1, 1}, {table.Over, 1, table.Onlooker},
	} {
		if got := tc.ViewFor(c.cur, c.shown); got != c.want {
			t.Errorf("seat %d to act, seat %d's view shown: the screen shows %d, want %d", c.cur, c.shown, got, c.want)
		}
	}
}

// TestTurnsHandOffGatesWhatBeganBefore: when another person is to act, a
// press begun before the hand-off is held back until pressed afresh; the
// cover comes between two people's views when the game says the view
// is private (Match.Cover), never before an onlooker's or the same seat's.
func TestTurnsHandOffGatesWhatBeganBefore(t *testing.T) {
	s, tc := turnsOf(t)
	for s.Current() == table.Chance {
		if _, err := s.StepChance(); err != nil {
			t.Fatal(err)
		}
	}
	tc.HandOff()
	first := s.Current()
	if first < 0 || tc.Computer(first) {
		t.Fatalf("seat %d acts first, not a person", first)
	}
	held := input.Intent{Kind: input.Confirm, Age: 30} // a press begun 30 ticks ago
	// play until the other person is to act
	before := tc.Handoffs()
	for s.Current() == first || s.Current() == table.Chance || tc.Computer(s.Current()) {
		if s.Current() == table.Chance {
			if _, err := s.StepChance(); err != nil {
				t.Fatal(err)
			}
		} else if s.Current() == first {
			if _, err := s.Apply(s.Match().Legal()[len(s.Match().Legal())-1]); err != nil {
				t.Fatal(err)
			}
		} else {
			for !tc.Ready() {
				if _, _, err := tc.Think(); err != nil {
					t.Fatal(err)
				}
				runtime.Gosched()
			}
			step, ok, err := tc.Think()
			if err != nil || !ok {
				t.Fatalf("the computer's answer: %q %v %v", step, ok, err)
			}
			if _, err := s.Apply(step); err != nil {
				t.Fatalf("the computer chose %q: %v", step, err)
			}
		}
		tc.HandOff()
		if s.Current() == table.Over {
			t.Fatal("the game ended before the device changed hands")
		}
	}
	if tc.Handoffs() == before {
		t.Fatal("the device changed hands and the gate was not closed")
	}
	in := input.Frame{Intents: []input.Intent{held}}
	tc.Filter(&in)
	if in.Has(input.Confirm) {
		t.Error("a press begun before the hand-off was taken as the next person's")
	}
	in = input.Frame{Intents: []input.Intent{{Kind: input.Confirm}}}
	tc.Filter(&in)
	if !in.Has(input.Confirm) {
		t.Error("a fresh press after the hand-off was held back")
	}
	next := s.Current()
	if tc.Cover(first, next) != s.Match().Cover(table.Onlooker, next) || tc.Private(next) != s.Match().Cover(table.Onlooker, next) {
		t.Error("the cover between two people does not follow the game's Match.Cover")
	}
	if tc.Cover(next, next) || tc.Cover(first, table.Onlooker) {
		t.Error("a cover before the same seat's view, or before an onlooker's")
	}
}

// TestTurnsCoverOnlyBetweenDifferentPeople: the hand-off cover and the
// input gate come between seats of different people (SeatSetup.Person, as
// the session keeps it), never between two seats one person plays (Run
// Run Run! solo with several cats), even when the seat's view is private.
func TestTurnsCoverOnlyBetweenDifferentPeople(t *testing.T) {
	opt := horus.Options{Players: 3, TotalSecrecy: true, Adventurers: [horus.MaxPlayers]horus.Adventurer{0, 1, 2}}
	for _, people := range [][]int{{1, 2, 3}, {1, 1, 2}, {4, 4, 4}} {
		su := horus.SetupOf(opt, nil)
		for i, p := range people {
			su.Seats[i].Person = p
		}
		private, handoffs := 0, 0
		// random games, until one gives a seat a secret (a card found
		// face down, seen only by its finder)
		for seed := uint64(1); seed < 300 && private == 0; seed++ {
			s, err := session.New(session.Config{Game: horus.GameID, Setup: su, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			tc := scenes.NewTurns(s)
			r := rand.New(rand.NewPCG(seed, 1))
			for s.Current() != table.Over {
				if s.Current() == table.Chance {
					if _, err := s.StepChance(); err != nil {
						t.Fatal(err)
					}
					continue
				}
				for a := range people {
					for b := range people {
						if a == b || !tc.Private(b) {
							continue
						}
						private++
						if want := people[a] != people[b]; tc.Cover(a, b) != want {
							t.Fatalf("people %v: cover from seat %d's view to seat %d's is %v, want %v", people, a+1, b+1, !want, want)
						}
					}
				}
				from, before := s.Current(), tc.Handoffs()
				legal := s.Match().Legal()
				if _, err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
				for s.Current() == table.Chance {
					if _, err := s.StepChance(); err != nil {
						t.Fatal(err)
					}
				}
				if to := s.Current(); tc.HandOff() && to != from {
					handoffs++
					if people[from] == people[to] {
						t.Fatalf("people %v: seat %d to seat %d, one person, closed the gate", people, from+1, to+1)
					}
				} else if to >= 0 && to != from && people[from] != people[to] && tc.Handoffs() == before {
					t.Fatalf("people %v: seat %d to seat %d, two people, left the gate open", people, from+1, to+1)
				}
			}
			tc.Leave()
		}
		if private == 0 {
			t.Errorf("people %v: no seat's view was ever private; the test proves nothing", people)
		}
		if people[0] != people[1] && handoffs == 0 {
			t.Errorf("people %v: the device never changed hands", people)
		}
	}
}

// TestTurnsKeepTheSideOnShowWhileAComputerActs: in a game of sides
// (table.Sided: Pyramid of Pengqueen's Mummy and hunters, who look away
// from each other's side of the board), a computer's turn keeps the view
// on show, with no cover; the cover stands only between people of the
// two sides, and with people on one side only their side's view is shown
// from the start.
func TestTurnsKeepTheSideOnShowWhileAComputerActs(t *testing.T) {
	turns := func(kinds ...string) *scenes.Turns {
		su := table.Setup{}
		for i, k := range kinds {
			ss := table.SeatSetup{Kind: k}
			if k == session.Human {
				ss.Person = i + 1
			}
			su.Seats = append(su.Seats, ss)
		}
		s, err := session.New(session.Config{Game: pengqueen.GameID, Setup: su, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		tc := scenes.NewTurns(s)
		t.Cleanup(tc.Leave)
		return tc
	}
	both := turns(session.Human, session.Human, "easy")
	for _, c := range []struct{ cur, shown, want int }{
		{2, 1, 1}, {2, 0, 0}, {0, 1, 0}, {1, 0, 1}, {2, table.Onlooker, table.Onlooker}, {table.Chance, 0, 0},
	} {
		if got := both.ViewFor(c.cur, c.shown); got != c.want {
			t.Errorf("Mummy and a hunter people: seat %d to act, %d shown: view %d, want %d", c.cur, c.shown, got, c.want)
		}
	}
	if !both.Cover(1, 0) || !both.Cover(0, 1) || !both.Cover(table.Onlooker, 1) || both.Cover(1, 1) {
		t.Error("the cover does not stand between the Mummy's and a hunter's people")
	}
	hunters := turns("easy", session.Human, session.Human)
	if v := hunters.ViewFor(0, table.Onlooker); v != 1 {
		t.Errorf("people hunting a computer Mummy: her turn shows view %d at the start, want the hunters' (1)", v)
	}
	if v := hunters.ViewFor(0, 2); v != 2 {
		t.Errorf("people hunting a computer Mummy: her turn shows view %d, want the hunters' on show (2)", v)
	}
	if hunters.Cover(table.Onlooker, 1) || hunters.Cover(1, 2) || hunters.Cover(2, 1) {
		t.Error("a cover between two hunters, or before the first")
	}
	mummy := turns(session.Human, "easy", "easy")
	if v := mummy.ViewFor(1, table.Onlooker); v != 0 || mummy.Cover(table.Onlooker, 0) {
		t.Errorf("a person Mummy against computers: view %d, cover %v", v, mummy.Cover(table.Onlooker, 0))
	}
}

// TestTurnsKeepOnePersonsViewWhileComputersAct: one person playing
// several seats keeps the view of the seat they played last while a
// computer acts (there is nobody else to hide it from), and sees each of
// their seats in turn; with two people an onlooker's view is shown.
func TestTurnsKeepOnePersonsViewWhileComputersAct(t *testing.T) {
	setup := rrrSetup([]table.SeatSetup{{Kind: table.Human, Person: 1}, {Kind: "easy"}, {Kind: table.Human, Person: 1}})
	s, err := session.New(session.Config{Game: runrunrun.GameID, Setup: setup, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	tc := scenes.NewTurns(s)
	t.Cleanup(tc.Leave)
	for _, c := range []struct{ cur, shown, want int }{
		{0, table.Onlooker, 0}, {1, 0, 0}, {2, 0, 2}, {1, 2, 2}, {1, table.Onlooker, 0}, {table.Chance, 2, 2},
	} {
		if got := tc.ViewFor(c.cur, c.shown); got != c.want {
			t.Errorf("one person on seats 0 and 2: seat %d to act, %d shown: the screen shows %d, want %d", c.cur, c.shown, got, c.want)
		}
	}
}

// TestTurnsLightCoverRemembersWhoSawTheLastHand: with a light cover
// (table.LightCover) the cover comes before a hand is shown to another
// person than the one who saw the last one, whatever the public view shown
// between (Horus, without it, covers whenever a private view follows the
// public one: TestTurnsHandOffGatesWhatBeganBefore). A computer's view is
// never covered.
func TestTurnsLightCoverRemembersWhoSawTheLastHand(t *testing.T) {
	setup := rrrSetup([]table.SeatSetup{{Kind: table.Human, Person: 1}, {Kind: "easy"}, {Kind: table.Human, Person: 2}})
	s, err := session.New(session.Config{Game: runrunrun.GameID, Setup: setup, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	tc := scenes.NewTurns(s)
	t.Cleanup(tc.Leave)
	if !tc.Cover(table.Onlooker, 0) {
		t.Errorf("the first hand shown needs no cover")
	}
	tc.Show(0)
	if tc.Cover(table.Onlooker, 0) {
		t.Errorf("the same person's hand again after the computer's turn is covered")
	}
	if !tc.Cover(table.Onlooker, 2) || !tc.Cover(0, 2) {
		t.Errorf("another person's hand is not covered")
	}
	tc.Show(2)
	if !tc.Cover(table.Onlooker, 0) {
		t.Errorf("the first person's hand after the second saw theirs is not covered")
	}
	if tc.Cover(2, table.Onlooker) || tc.Cover(2, 1) {
		t.Errorf("the public view or a computer's is covered")
	}
}

// rrrSetup is a Run Run Run! set-up of seats at the form's defaults.
func rrrSetup(seats []table.SeatSetup) table.Setup {
	return table.Setup{Seats: seats}
}

// TestPlayBotPlaysTheFirstLegalStepWhenItsChoiceIsRefused: the play
// screens' computer turn (Turns.PlayBot) plays what the computer thought;
// when the screen refuses it, it says so, naming the seat, and plays the
// first legal step instead. Rest lets watchers follow before a
// computer's step, at the speed given.
func TestPlayBotPlaysTheFirstLegalStepWhenItsChoiceIsRefused(t *testing.T) {
	s, err := session.New(session.Config{Game: runrunrun.GameID, Setup: rrrSetup([]table.SeatSetup{{Kind: "easy"}, {Kind: "easy"}}), Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	tc := scenes.NewTurns(s)
	t.Cleanup(tc.Leave)
	for s.Current() == table.Chance {
		if _, err := s.StepChance(); err != nil {
			t.Fatal(err)
		}
	}
	if !tc.Computer(s.Current()) {
		t.Fatalf("seat %d to act is no computer", s.Current())
	}
	if got := tc.Rest(20, 0.5); got != 10 {
		t.Errorf("before a computer's step the rest is %d ticks, want 10", got)
	}
	first, steps := s.Match().Legal()[0], s.Steps()
	var tried []string
	apply := func(step string) error {
		tried = append(tried, step)
		if len(tried) == 1 {
			return errors.New("refused")
		}
		_, err := s.Apply(step)
		return err
	}
	played, msg := false, ""
	for i := 0; i < 100000 && !played; i++ {
		played, msg = tc.PlayBot("Cleo", apply)
		runtime.Gosched()
	}
	if !played {
		t.Fatal("the computer never played")
	}
	if len(tried) != 2 || tried[1] != first || s.Steps() != steps+1 {
		t.Fatalf("tried %q (then the first legal step %q wanted), %d steps played", tried, first, s.Steps()-steps)
	}
	if !strings.Contains(msg, "Cleo") || !strings.Contains(msg, tried[0]) || !strings.Contains(msg, "refused") {
		t.Errorf("the message %q does not say who chose what and why it was refused", msg)
	}
}
