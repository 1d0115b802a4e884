package session

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/storage"
)

// allHuman sets up a game where people play every seat.
func allHuman(seed uint64, players int) Config {
	opt := horus.Options{Players: uint8(players), Adventurers: horus.DrawAdventurers(players, seed)}
	return horusConfig(opt, seed, nil)
}

// toFirstDecision plays chance until a seat must decide.
func toFirstDecision(t *testing.T, s *Session) {
	t.Helper()
	for st := state(s); st.IsChance(); st = state(s) {
		if _, err := s.StepChance(); err != nil {
			t.Fatal(err)
		}
	}
}

func TestUndoAfterDiceIsRefusedWithReason(t *testing.T) {
	s := newSession(t, allHuman(3, 3))
	toFirstDecision(t, s)
	if state(s).Phase != horus.PhaseActions {
		t.Fatalf("first decision in phase %v, the test expects the actions phase", state(s).Phase)
	}
	err := s.CanUndo()
	if err == nil || !strings.Contains(err.Error(), "dice have been rolled") {
		t.Fatalf("CanUndo right after the roll = %v, want the dice as the reason", err)
	}
	before := state(s)
	var move string
	for _, a := range before.Legal(nil) {
		if a.Kind == horus.ActMove {
			move = a.String()
			break
		}
	}
	if _, err := s.Apply(move); err != nil {
		t.Fatal(err)
	}
	if err := s.CanUndo(); err != nil {
		t.Fatalf("cannot undo a plain move: %v", err)
	}
	logLen := len(s.Log(0))
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if state(s) != before {
		t.Fatal("undo did not restore the position before the move")
	}
	if len(s.Log(0)) >= logLen {
		t.Fatal("the undone move is still in the log")
	}
	if err := s.Undo(); err == nil || !strings.Contains(err.Error(), "dice") {
		t.Fatalf("a second undo crossed the roll: %v", err)
	}
}

func TestUndoNotYourTurn(t *testing.T) {
	cfg := allHuman(4, 2)
	cfg.Setup.Seats[0].Kind, cfg.Setup.Seats[1].Kind = "random", "random"
	s := newSession(t, cfg)
	toFirstDecision(t, s)
	if err := s.CanUndo(); err == nil || !strings.Contains(err.Error(), "not your turn") {
		t.Fatalf("CanUndo with a computer to act = %v", err)
	}
	if err := s.Undo(); err == nil {
		t.Fatal("undo worked for a computer seat")
	}
}

// In many games, at every point a person may undo: undoing as far as
// allowed never takes back a chance step, a reveal or another seat's step;
// redoing everything gives back the same position (==), steps and log; and
// a new step after an undo clears the redo list.
func TestUndoNeverCrossesACommitPoint(t *testing.T) {
	checked, deep := 0, 0
	for seed := uint64(1); seed <= 40; seed++ {
		s := newSession(t, testConfig(seed))
		for !s.Over() {
			if s.CanUndo() == nil {
				checkUndoWindow(t, s)
				checked++
				if len(s.undo.snaps) > 1 {
					deep++
				}
			}
			advance(t, s)
		}
	}
	if checked < 100 || deep < 10 {
		t.Fatalf("only %d undo points (%d with several steps) were checked", checked, deep)
	}
}

func checkUndoWindow(t *testing.T, s *Session) {
	t.Helper()
	seat := s.Current()
	end := state(s)
	if s.undo.floor+len(s.undo.snaps) != s.Steps() {
		t.Fatalf("undo window %d+%d does not end at step %d", s.undo.floor, len(s.undo.snaps), s.Steps())
	}
	steps := s.Export().Steps
	log := s.Log(0)
	var undone []string
	for s.CanUndo() == nil {
		if err := s.Undo(); err != nil {
			t.Fatal(err)
		}
		st := state(s)
		if st.Current() != seat {
			t.Fatalf("undo went back into %d's decision, the undoing seat is %d", st.Current(), seat)
		}
		undone = append(undone, steps[s.Steps()])
	}
	for _, u := range undone {
		word, _, _ := strings.Cut(u, " ")
		if slices.Contains([]string{"deal", "place", "roll", "block", "draw", "open"}, word) {
			t.Fatalf("undo took back %q, a step that revealed something", u)
		}
	}
	// The step before the window was chance's, another seat's, or one
	// that showed something new.
	if n := s.Steps(); n > 0 {
		prev := s.Export()
		prev.Steps, prev.FinalHash = prev.Steps[:n-1], ""
		m, err := horus.Game.Open(prev)
		if err != nil {
			t.Fatal(err)
		}
		st := horus.MatchOf(m).State
		actor := st.Current()
		a, err := st.ParseStep(steps[n-1])
		if err != nil {
			t.Fatal(err)
		}
		evs, _ := st.ApplyEvents(a, nil)
		shown := false
		for _, e := range evs {
			switch e.Kind {
			case horus.EvCardRevealed, horus.EvPeekSarcophagus, horus.EvPeekBlock, horus.EvCardDrawn, horus.EvDieRolled, horus.EvBlockFell:
				shown = true
			}
		}
		if actor == seat && !shown {
			t.Fatalf("undo stopped before %q, a plain step of the same seat", steps[n-1])
		}
	}
	if len(s.RedoSteps()) != len(undone) {
		t.Fatalf("%d steps undone, %d on the redo list", len(undone), len(s.RedoSteps()))
	}
	for s.CanRedo() == nil {
		if _, err := s.Redo(); err != nil {
			t.Fatal(err)
		}
	}
	if state(s) != end || !slices.Equal(s.Export().Steps, steps) || !slices.Equal(s.Log(0), log) {
		t.Fatal("redo did not give back the position, steps and log from before the undo")
	}
	if len(undone) > 0 {
		if err := s.Undo(); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Apply(humanChoice(state(s))); err != nil {
			t.Fatal(err)
		}
		if err := s.CanRedo(); err == nil || len(s.RedoSteps()) != 0 {
			t.Fatal("a new step after an undo left the redo list")
		}
	}
}

func TestHotSeatCannotUndoTheOthersSteps(t *testing.T) {
	for seed := uint64(1); seed <= 50; seed++ {
		s := newSession(t, allHuman(seed, 2))
		toFirstDecision(t, s)
		first := s.Current()
		if _, err := s.Apply("end"); err != nil {
			t.Fatal(err)
		}
		if s.Current() == first || s.Current() < 0 {
			continue // the turn did not pass to the other person: try another game
		}
		err := s.CanUndo()
		if err == nil || !strings.Contains(err.Error(), s.Name(first)) {
			t.Fatalf("the second person may undo the first's step: %v", err)
		}
		return
	}
	t.Fatal("in no game did ending the first turn hand over to the other person")
}

// failingStore refuses every write, like a full disk.
type failingStore struct{}

func (failingStore) Read(string) ([]byte, error)   { return nil, storage.ErrNotFound }
func (failingStore) Write(string, []byte) error    { return errors.New("disk full") }
func (failingStore) List(string) ([]string, error) { return nil, nil }
func (failingStore) Remove(string) error           { return nil }

func TestAutosaveFailureKeepsTheStep(t *testing.T) {
	cfg := allHuman(5, 2)
	cfg.Store = failingStore{}
	s, err := New(cfg)
	var ae *AutosaveError
	if !errors.As(err, &ae) || s == nil {
		t.Fatalf("New with a broken store = %v, want an *AutosaveError and a game", err)
	}
	// the deal at setup is saved once, at its end (Rolling)
	for err = nil; err == nil && s.Rolling(); {
		_, err = s.StepChance()
	}
	if !errors.As(err, &ae) || s.Steps() == 0 {
		t.Fatalf("step with a broken store: err %v, %d steps; want an *AutosaveError and the step kept", err, s.Steps())
	}
}

// Opening a sarcophagus shows its card to all: it cannot be taken back.
func TestOpeningASarcophagusIsACommitPoint(t *testing.T) {
	for seed := uint64(1); seed <= 300; seed++ {
		s := newSession(t, allHuman(seed, 3))
		for steps := 0; !s.Over() && steps < 3000; steps++ {
			st := state(s)
			if s.HumanToAct() {
				for _, a := range st.Legal(nil) {
					if a.Kind != horus.ActOpen {
						continue
					}
					if _, err := s.Apply(a.String()); err != nil {
						t.Fatal(err)
					}
					err := s.CanUndo()
					if err == nil || !strings.Contains(err.Error(), "sarcophagus has been opened") {
						t.Fatalf("after opening a sarcophagus CanUndo = %v", err)
					}
					return
				}
			}
			advance(t, s)
		}
	}
	t.Fatal("no game reached a sarcophagus to open")
}

// TestUndoTakesBackASearchWaitingForRoom: at the 12-card limit the discard
// comes before the card ("If, at any time, an action would cause a player
// to exceed a WLL of 12, that player must immediately discard a single
// Treasure, Idol, or Equipment card or the action cannot be performed."),
// so a search at 12 cards shows nothing until the discard is made: the
// person may still take the search back.
func TestUndoTakesBackASearchWaitingForRoom(t *testing.T) {
	rec, ok := searchAtTwelve(t)
	if !ok {
		t.Fatal("no random game reached a search at 12 cards")
	}
	data, err := rec.Encode()
	if err != nil {
		t.Fatal(err)
	}
	s, err := Import(data, []Seat{{Kind: "human"}, {Kind: "human"}})
	if err != nil {
		t.Fatal(err)
	}
	before := state(s)
	if _, err := s.Apply("search"); err != nil {
		t.Fatal(err)
	}
	st := state(s)
	if st.Must != horus.MustDiscard || st.Current() != before.Current() {
		t.Fatalf("after the search: must %v, %d to act; want a discard first, by seat %d", st.Must, st.Current(), before.Current())
	}
	if n := st.Players[st.Current()].Count(); n != horus.MaxCards {
		t.Fatalf("after the search the seat holds %d cards, want %d until the discard", n, horus.MaxCards)
	}
	if err := s.CanUndo(); err != nil {
		t.Fatalf("the search cannot be undone before the discard: %v", err)
	}
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if state(s) != before {
		t.Fatal("undo does not return to the position before the search")
	}
}

// searchAtTwelve plays seeded two-player games in which every seat
// searches whenever it can and throws nothing away in phase 1, up to the
// first search offered to a seat holding 12 cards; it returns that game's
// record so far.
func searchAtTwelve(t *testing.T) (table.Record, bool) {
	t.Helper()
	for seed := uint64(1); seed < 200; seed++ {
		opt := horus.Options{Players: 2, Adventurers: horus.DrawAdventurers(2, seed)}
		m, err := horus.Game.New(horus.SetupOf(opt, nil), seed)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 1))
		var buf []horus.Action
		for m.Actor() != table.Over {
			if m.Actor() == table.Chance {
				if _, err := m.Apply(m.ChanceStep()); err != nil {
					t.Fatal(err)
				}
				continue
			}
			st := &horus.MatchOf(m).State
			buf = st.Legal(buf[:0])
			a := buf[r.IntN(len(buf))]
			for _, l := range buf {
				if l.Kind == horus.ActSearch || l.Kind == horus.ActEnd && st.Phase == horus.PhaseAdjust {
					a = l
				}
			}
			if a.Kind == horus.ActSearch && st.Players[st.Current()].Count() == horus.MaxCards {
				return m.Record(), true
			}
			if _, err := m.Apply(a.String()); err != nil {
				t.Fatal(err)
			}
		}
	}
	return table.Record{}, false
}
