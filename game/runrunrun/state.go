package runrunrun

import (
	"math/bits"

	"github.com/pyramid-studio/pyramid/i18n"
)

// Who acts: a seat 0..3, or one of these.
const (
	ChanceSeat   = -1
	TerminalSeat = -2
)

// Options are fixed at set-up (spec §9, §16).
type Options struct {
	Players    uint8 // cats on the team, 1..4
	Difficulty Difficulty
	Cats       [MaxSeats]Cat // each seat's Catventurer, all different
	First      uint8         // the seat that plays first
	Lord       uint8         // 0: drawn at random and hidden until the Exit opens; 1..3: the table chose L1..L3
	OpenHands  bool          // family option (§16.2): every hand face up to everyone
}

// Cell contents besides room cards.
const (
	cardCrypt uint8 = NumCards
	cardExit  uint8 = NumCards + 1
)

// NoCell is no cell of the maze; CryptCell is where the Crypt lies.
const (
	NoCell    uint8 = 255
	CryptCell uint8 = 0
)

// Flags of Cell.Used: the mechanisms a card has served in.
const (
	usedTorch uint8 = 1 << iota
	usedExit
)

// Cell is one placed piece of the maze: the Crypt, a room card or the Exit.
// Cells are numbered in the order they were laid (the Crypt is 0); the
// maze never holds more than MaxCells, so a fixed array bounds it.
type Cell struct {
	At   Coord
	Card uint8 // a Card, or cardCrypt, cardExit
	Turn uint8 // the rotation the card was laid with (0..5)
	Corr uint8 // corridor sides after the rotation
	Pass uint8 // sides joined through a wall: a secret passage, or the Exit with no open corridor (R20)
	Join uint8 // sides joined to a neighbour: cats and mummies cross only these
	Used uint8 // usedTorch, usedExit
	Nb   [NumSides]uint8
}

// IsRoom reports whether the cell holds a room card (not the Crypt or the
// Exit).
func (c *Cell) IsRoom() bool { return c.Card < NumCards }

// Content is the symbol or sarcophagus of a room card (Plain for the Crypt
// and the Exit, which have no symbol, R21).
func (c *Cell) Content() Content {
	if !c.IsRoom() {
		return Plain
	}
	return cardTable[c.Card].Content
}

// Place is where a mummy or the Lord is.
type Place uint8

const (
	InDeck Place = iota // a face-down mummy card; the Lord before the Exit opens
	InMaze              // its figure stands in the maze
	Gone                // destroyed after the Exit opened, or left the game with the mummy deck
)

// Figure is a mummy (M1..M4) or the Mummy Lord.
type Figure struct {
	Place  Place
	Cell   uint8
	Hearts uint8
}

// Public is everything every seat may see (spec §16.1): the maze, the
// figures, hearts, torches, tokens, the discard pile, the dice and where
// the turn is. Observations copy it whole.
type Public struct {
	Opt Options

	Cells    [MaxCells]Cell
	NCells   uint8
	ExitCell uint8 // NoCell until the Exit is laid

	CatCell [MaxSeats]uint8
	Tokens  [MaxSeats]TokenSet // sarcophagus tokens held, face up
	Marker  [MaxSeats]Coord    // reservation markers (§16.3), NoCoord when none

	Discard CardSet  // the discard pile, face up (R27)
	Pool    CardSet  // a Regroup's revealed cards, being shared out
	Stack   TokenSet // sarcophagus tokens not drawn yet (their order is decided when drawn)

	Figures   [NumFigures]Figure
	TopHearts uint8 // hearts on the top card of the mummy deck
	Lord      uint8 // 0 until the Lord is revealed, then 1..3

	Torches    uint8
	TorchMechs uint8
	ExitMechs  uint8
	Regroups   uint8 // Regroup tiles left
	Destroyed  uint8 // mummies and Lord destroyed

	Turn  uint8  // the active seat
	Round uint16 // 1 in the first round
	Turns uint16 // turns begun

	MummyDice  [maxMummyDice]Face  // the last mummy roll
	CombatDice [maxCombatDice]Face // the last fight's roll
	Faces      uint8               // mummy faces in this mummy step
	Shares     [MaxSeats]uint8     // a damage split being decided
	Party      uint8               // seats in the Regroup under way
	Passed     TokenSet            // tokens already passed in this Regroup
	Marked     bool                // the active seat placed its marker this turn
	Fight      FightState          // the fight under way

	Tasks  [maxTasks]Task // what remains to be done, the top last
	NTasks uint8

	Over bool
	Won  bool
	End  End
}

// FightState is the fight under way (spec §10.2 Fight).
type FightState struct {
	Corr     uint8 // corridors on the cards discarded for dice
	Next     uint8 // dice cards are chosen in ascending order: the next is at least this
	Double   bool  // a Double strike was used
	Hits     uint8
	Question uint8
	Hex      uint8
	Paw      uint8
}

// State is a whole game position. It is a value of fixed arrays and small
// integers: copying it clones it, == compares two positions, and Hash
// hashes it byte for byte. The random generator lives outside (Match);
// chance is a node of the game like a player's decision. Decks are sets:
// which card comes is decided by chance when it is drawn, and the Lord is
// decided when it is revealed, so the state holds no order nobody knows.
type State struct {
	Public
	Hands [MaxSeats]CardSet // private to their seat (sizes are public)
	Laid  [MaxSeats]CardSet // Regroup cards face down, private until revealed together
	Deck  CardSet           // room cards not drawn yet
}

// maxTasks bounds the work waiting on the stack. The deepest stack is a
// mummy step: end of turn, player step, attacks, the fast step and a move
// and a heart for each of at most 4 mummy faces, then an awakening and its
// placement, or an attack's split, hits and losses: under 24. Check
// verifies the bound holds in every simulated game.
const maxTasks = 32

// NewState sets up a game (spec §9): the Crypt with every cat on it, the
// torch supply, the mummy deck with its start hearts, the Regroup tiles,
// and the hands still to be dealt: the state begins at the chance steps
// that deal them.
func NewState(opt Options) (State, error) {
	if opt.Players < MinSeats || opt.Players > MaxSeats {
		return State{}, i18n.Errorf("a game needs %d to %d cats, not %d", MinSeats, MaxSeats, opt.Players)
	}
	if opt.Difficulty >= NumDifficulties {
		return State{}, i18n.Errorf("there is no difficulty number %d", opt.Difficulty)
	}
	if opt.First >= opt.Players {
		return State{}, i18n.Errorf("the first player must be one of the %d seats", opt.Players)
	}
	if opt.Lord > NumLords {
		return State{}, i18n.Errorf("there is no Mummy Lord number %d", opt.Lord)
	}
	var seen [NumCats]bool
	for i := 0; i < int(opt.Players); i++ {
		c := opt.Cats[i]
		if c >= NumCats {
			return State{}, i18n.Errorf("seat %d: there is no such Catventurer", i+1)
		}
		if seen[c] {
			return State{}, i18n.Errorf("%v is chosen by two seats; each Catventurer plays once", i18n.T(c.Info().Name.English))
		}
		seen[c] = true
	}
	for i := int(opt.Players); i < MaxSeats; i++ {
		opt.Cats[i] = 0
	}
	d := difficultyTable[opt.Difficulty]
	var s State
	s.Opt = opt
	s.ExitCell = NoCell
	s.addCell(Coord{0, 0}, cardCrypt, 0, cryptCorridors, 0)
	for i := range s.CatCell {
		s.CatCell[i] = NoCell
		s.Marker[i] = NoCoord
	}
	for i := 0; i < int(opt.Players); i++ {
		s.CatCell[i] = CryptCell
	}
	s.Stack = allTokens
	for m := range s.Figures {
		s.Figures[m] = Figure{Place: InDeck, Cell: NoCell}
	}
	s.TopHearts = d.StartHearts
	s.Torches = d.Torches
	s.Regroups = d.Regroups
	s.Deck = allCards
	s.Turn = opt.First
	s.push(Task{Kind: tTurn})
	for i := int(opt.Players) - 1; i >= 0; i-- {
		seat := (int(opt.First) + i) % int(opt.Players)
		s.push(Task{Kind: tDealHand, Seat: uint8(seat), A: d.Hand})
	}
	return s, nil
}

// NumSeats is the number of cats.
func (s *Public) NumSeats() int { return int(s.Opt.Players) }

// Current is the seat to act, ChanceSeat, or TerminalSeat.
func (s *Public) Current() int {
	if s.Over || s.NTasks == 0 {
		return TerminalSeat
	}
	t := s.Tasks[s.NTasks-1]
	if t.Kind.isChance() {
		return ChanceSeat
	}
	if t.Kind.asksSeat() {
		return int(t.Seat)
	}
	return int(s.Turn)
}

// IsChance reports whether the next step is chance's.
func (s *Public) IsChance() bool { return s.Current() == ChanceSeat }

// IsOver reports whether the game has ended.
func (s *Public) IsOver() bool { return s.Over }

// Top is the node the game waits at (tNone when over).
func (s *Public) Top() Task {
	if s.NTasks == 0 {
		return Task{}
	}
	return s.Tasks[s.NTasks-1]
}

// Power is the Mummy Power: the mummy dice rolled now (§7).
func (s *Public) Power() int {
	p := basePower
	for m := 0; m < NumMummies; m++ {
		if s.Figures[m].Place == InMaze {
			p += int(mummyTable[m].Dice)
		}
	}
	return min(p, maxMummyDice)
}

// FigureInfo is the table row of figure m (the Lord's once revealed).
func (s *Public) FigureInfo(m int) FigureInfo {
	if m == LordIndex {
		if s.Lord == 0 {
			return FigureInfo{Code: "lord"}
		}
		return lordTable[s.Lord-1]
	}
	return mummyTable[m]
}

// MummyDeck is the mummy cards still face down in the deck (bit m for M m+1).
func (s *Public) MummyDeck() uint8 {
	var d uint8
	for m := 0; m < NumMummies; m++ {
		if s.Figures[m].Place == InDeck {
			d |= 1 << m
		}
	}
	return d
}

// ExitOpen reports whether the Exit is in the maze.
func (s *Public) ExitOpen() bool { return s.ExitCell != NoCell }

// silenced reports whether the Lord of Silence stands in the maze.
func (s *Public) silenced() bool {
	return s.Figures[LordIndex].Place == InMaze && s.FigureInfo(LordIndex).Silent
}

// catsIn is the set of seats whose cats stand in cell c.
func (s *Public) catsIn(c uint8) uint8 {
	var m uint8
	for p := 0; p < s.NumSeats(); p++ {
		if s.CatCell[p] == c {
			m |= 1 << p
		}
	}
	return m
}

// figuresIn is the set of figures standing in cell c.
func (s *Public) figuresIn(c uint8) uint8 {
	var m uint8
	for f := 0; f < NumFigures; f++ {
		if s.Figures[f].Place == InMaze && s.Figures[f].Cell == c {
			m |= 1 << f
		}
	}
	return m
}

// mummyRooms marks the cells holding a mummy or the Lord.
func (s *Public) mummyRooms() (r cellMask) {
	for f := 0; f < NumFigures; f++ {
		if s.Figures[f].Place == InMaze {
			r.set(s.Figures[f].Cell)
		}
	}
	return r
}

// engaged reports whether figure f shares its room with a cat (R3).
func (s *Public) engaged(f int) bool {
	return s.Figures[f].Place == InMaze && s.catsIn(s.Figures[f].Cell) != 0
}

// HandSize is the number of cards seat p holds (public).
func (s *State) HandSize(p int) int { return s.Hands[p].Len() }

// cellMask is a set of cells.
type cellMask [2]uint64

func (m *cellMask) set(c uint8)      { m[c>>6] |= 1 << (c & 63) }
func (m *cellMask) has(c uint8) bool { return c != NoCell && m[c>>6]&(1<<(c&63)) != 0 }

func bitCount8(x uint8) int { return bits.OnesCount8(x) }
