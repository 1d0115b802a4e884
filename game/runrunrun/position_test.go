package runrunrun

import (
	"strings"
	"testing"
)

// TestPositionSetters: a position built through the exported set-up
// (for the scenario files) passes Check and plays; the setters refuse
// what can never be, and Check refuses a room that does not fit (R2).
func TestPositionSetters(t *testing.T) {
	s, err := NewPosition(Options{Players: 2, Difficulty: Normal, Cats: [MaxSeats]Cat{0, 1}, First: 1})
	if err != nil {
		t.Fatal(err)
	}
	if s.Current() != 1 || s.Top().Kind != tPlayer || s.Round != 1 || s.Turns != 1 {
		t.Fatalf("a new position waits at %v of seat %d, round %d, turn %d", s.Top().Kind, s.Current(), s.Round, s.Turns)
	}
	for i, at := range []Coord{{0, -1}, {0, -2}} {
		if _, err := s.LayRoom(at, []Card{25, 28}[i], 0, NumSides); err != nil { // R26, R29: straight north
			t.Fatal(err)
		}
	}
	if _, err := s.LayRoom(Coord{0, -1}, 40, 0, NumSides); err == nil || !strings.Contains(err.Error(), "already taken") {
		t.Errorf("a second card on a cell: %v", err)
	}
	if _, err := s.LayRoom(Coord{0, -3}, 25, 0, NumSides); err == nil || !strings.Contains(err.Error(), "already laid") {
		t.Errorf("a card laid twice: %v", err)
	}
	if s.Take(25) {
		t.Error("a laid card was taken")
	}
	s.Take(0)
	s.Hands[0] = s.Hands[0].With(0)
	s.Take(1)
	s.Hands[1] = s.Hands[1].With(1)
	if err := s.WorkedMechanism(Coord{0, -1}, Coord{0, -2}, Coord{1, -2}, false); err == nil {
		t.Error("a mechanism of rooms not laid")
	}
	if err := s.SetNode(0, AtTurnStart, 3); err != nil {
		t.Fatal(err)
	}
	s.Start(nil)
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	if s.Round != 3 || s.Turn != 0 || s.Top().Kind != tRollMummy {
		t.Errorf("the turn began in round %d for seat %d at %v", s.Round, s.Turn, s.Top().Kind)
	}
	if _, err := s.LayRoom(Coord{1, -1}, 40, 0, NumSides); err != nil { // R41 facing the Crypt's wall with a corridor
		t.Fatal(err)
	}
	if err := s.Check(); err == nil {
		t.Error("Check accepts a corridor meeting a wall")
	}
}
