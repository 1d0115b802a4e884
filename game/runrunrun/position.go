package runrunrun

import (
	"fmt"
	"strings"
)

// Hand-built positions, for the scenario files (game/runrunrun/scenario)
// and the headless tool: a position is set up piece by piece through these
// setters and the exported fields. Each setter changes only what it names
// and refuses what can never be (a card laid twice, a cell taken, a
// triangle that is no triangle); Check verifies the whole position once it
// is built (every card in one place, the maze's corridors meeting as R2
// says and leading to the Crypt, figures on laid rooms). Their messages are
// for the authors of positions, as Check's are.

// Node is the point of a turn at which a hand-built position starts.
type Node uint8

const (
	// AtPlayerStep is the active seat's player step before its action:
	// the mummy step of its turn is over.
	AtPlayerStep Node = iota
	// AtTurnStart is the start of the active seat's turn: its mummy step
	// rolls first.
	AtTurnStart
)

// NewPosition is a game set up by opt (the supplies of its difficulty) at
// the player step of the first player's first turn, with the Crypt alone
// in the maze, every cat on it, empty hands and the full deck: nothing is
// dealt. The author gives the hands, lays the rooms and places the pieces.
func NewPosition(opt Options) (State, error) {
	s, err := NewState(opt)
	if err != nil {
		return State{}, err
	}
	if err := s.SetNode(int(opt.First), AtPlayerStep, 1); err != nil {
		return State{}, err
	}
	return s, nil
}

// maxRound bounds the round a position may claim (a game lasts far fewer).
const maxRound = 999

// SetNode puts the game at node n of seat's turn in round round (1 or
// more), with every earlier turn of the game counted as played. Whatever
// the game was waiting for before is forgotten.
func (s *State) SetNode(seat int, n Node, round int) error {
	players := s.NumSeats()
	if seat < 0 || seat >= players {
		return fmt.Errorf("seat %d is not in the game (0..%d)", seat, players-1)
	}
	if round < 1 || round > maxRound {
		return fmt.Errorf("round %d is not between 1 and %d", round, maxRound)
	}
	if n != AtPlayerStep && n != AtTurnStart {
		return fmt.Errorf("node %d is not a point of a turn", n)
	}
	s.NTasks = 0
	s.Turn = uint8(seat)
	s.Round = uint16(round)
	s.Turns = uint16((round-1)*players + (seat-int(s.Opt.First)+players)%players)
	s.Marked = false
	if n == AtTurnStart {
		if seat == int(s.Opt.First) {
			s.Round-- // beginning the first player's turn starts the round
		}
		s.push(Task{Kind: tTurn})
		return nil
	}
	s.Turns++
	s.push(Task{Kind: tEndTurn})
	s.push(Task{Kind: tPlayer})
	return nil
}

// Take removes room card c from wherever it lies off the maze (the deck,
// the discard pile, a hand, a Regroup's cards), so that the author can put
// it elsewhere. It reports false when c is no card or is laid in the maze.
func (s *State) Take(c Card) bool {
	if c >= NumCards {
		return false
	}
	for i := uint8(0); i < s.NCells; i++ {
		if s.Cells[i].Card == uint8(c) {
			return false
		}
	}
	s.Deck, s.Discard, s.Pool = s.Deck.Without(c), s.Discard.Without(c), s.Pool.Without(c)
	for p := range s.Hands {
		s.Hands[p], s.Laid[p] = s.Hands[p].Without(c), s.Laid[p].Without(c)
	}
	return true
}

// LayRoom lays room card c on the free cell at, turned by rot, with a
// secret passage on its side pass (NumSides for none), as if it had been
// explored earlier: the card leaves wherever it was, and the room joins
// its neighbours where corridors meet. Nothing else happens (no walk,
// light, draw or mechanism). Whether it fits (R2) is Check's to say.
func (s *State) LayRoom(at Coord, c Card, rot uint8, pass Side) (uint8, error) {
	switch {
	case c >= NumCards:
		return NoCell, fmt.Errorf("there is no room card %d", c)
	case rot >= NumSides:
		return NoCell, fmt.Errorf("rot%d is not a rotation (rot0 to rot5)", rot)
	case pass > NumSides:
		return NoCell, fmt.Errorf("side %d is not a side", pass)
	case s.cellAt(at) != NoCell:
		return NoCell, fmt.Errorf("cell %v is already taken", at)
	case s.NCells >= MaxCells:
		return NoCell, fmt.Errorf("the maze is full")
	}
	if !s.Take(c) {
		return NoCell, fmt.Errorf("%v is already laid in the maze", c)
	}
	var p uint8
	if pass < NumSides {
		if s.cellAt(at.Step(pass)) == NoCell {
			return NoCell, fmt.Errorf("the secret passage on side %v of %v leads to no room", pass, at)
		}
		p = 1 << pass
	}
	return s.addCell(at, uint8(c), rot, c.Turned(rot), p), nil
}

// WorkedMechanism records that the triangle of the laid rooms a, b and c
// worked a torch mechanism (exit false: three identical symbols) or an
// exit mechanism (three different ones) earlier in the game: its rooms
// are used for that kind (R21) and the mechanism is counted. The third
// exit mechanism is not recorded: it opens the Exit, which is played.
func (s *State) WorkedMechanism(a, b, c Coord, exit bool) error {
	var cells [3]uint8
	for i, at := range [3]Coord{a, b, c} {
		cells[i] = s.cellAt(at)
		if cells[i] == NoCell || !s.Cells[cells[i]].IsRoom() {
			return fmt.Errorf("no room card lies on %v", at)
		}
		if !s.Cells[cells[i]].Content().IsSymbol() {
			return fmt.Errorf("the room on %v has no symbol", at)
		}
	}
	if sideTo(a, b) == NumSides || sideTo(b, c) == NumSides || sideTo(a, c) == NumSides {
		return fmt.Errorf("%v, %v and %v are not a triangle of neighbours", a, b, c)
	}
	ca, cb, cc := s.Cells[cells[0]].Content(), s.Cells[cells[1]].Content(), s.Cells[cells[2]].Content()
	flag := usedTorch
	switch {
	case exit && (ca == cb || cb == cc || ca == cc):
		return fmt.Errorf("an exit mechanism needs three different symbols, not %v, %v, %v", ca, cb, cc)
	case !exit && (ca != cb || cb != cc):
		return fmt.Errorf("a torch mechanism needs three identical symbols, not %v, %v, %v", ca, cb, cc)
	case exit && s.ExitMechs+1 >= exitMechsToOpen:
		return fmt.Errorf("the third exit mechanism opens the Exit: play it")
	case !exit && s.TorchMechs >= maxTorchMechs:
		return fmt.Errorf("at most %d torch mechanisms work in a game", maxTorchMechs)
	case exit:
		flag = usedExit
	}
	for _, cell := range cells {
		if s.Cells[cell].Used&flag != 0 {
			return fmt.Errorf("the room on %v has already served in such a mechanism", s.Cells[cell].At)
		}
	}
	for _, cell := range cells {
		s.Cells[cell].Used |= flag
	}
	if exit {
		s.ExitMechs++
	} else {
		s.TorchMechs++
	}
	return nil
}

// The notation's names, read one at a time for the authors of positions
// (case-insensitive); the errors are those of ParseStep.

// ParseCard reads a room card, R01..R64.
func ParseCard(w string) (Card, error) { return parseCard(strings.ToLower(w), w) }

// ParseToken reads a sarcophagus token, S01..S17.
func ParseToken(w string) (Token, error) { return parseToken(strings.ToLower(w), w) }

// ParseCoord reads a cell, q,r.
func ParseCoord(w string) (Coord, error) { return parseCoord(w, w) }

// ParseSide reads a side of a card, n..nw.
func ParseSide(w string) (Side, error) { return parseSide(strings.ToLower(w), w) }

// ParseFigure reads a figure, m1..m4 or lord (LordIndex).
func ParseFigure(w string) (int, error) { return parseFigure(strings.ToLower(w), w) }

// FigureCode is figure f's notation: m1..m4, or lord.
func FigureCode(f int) string { return figureCode(f) }

// ParseLord reads a Mummy Lord's code (fangs, silence, stone) as 1..3,
// the Options.Lord of a table that chose it.
func ParseLord(code string) (uint8, bool) {
	for i, l := range lordTable {
		if l.Code == code {
			return uint8(i + 1), true
		}
	}
	return 0, false
}
