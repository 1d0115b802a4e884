// Package pengqueen is the rules engine of Pyramid of Pengqueen: a blind
// Mummy (seat 0) hunts one to four penguin treasure hunters (seats 1..n)
// through a maze, deducing where they are from what they announce. The
// rulebook (../shared/rules/pyramid-of-pengqueen.txt) and our spec
// (../shared/design/pengqueen-spec.md) are the authorities; the board, the
// cards and every number are the files of data/ (data.go).
//
// The engine has the shape of the Horus engine (and of OpenSpiel's API): a
// State value, Legal and Apply, explicit chance steps, events that know who
// may see them, an Observation per seat, Determinize, records and a Match.
// It never imports the screen.
package pengqueen

// Seats: 0 is the Mummy, 1..Players-1 the hunters in seat order. In the
// 2-player game seat 1 plays two pieces and holds ten cards.
const (
	MummySeat = 0
	MinSeats  = 2
	MaxSeats  = 5

	// MaxHunters is the number of hunter seats at most.
	MaxHunters = MaxSeats - 1
	// MaxPieces is the number of hunter pieces at most (there are four
	// colours).
	MaxPieces = 4
	// NumDice is the number of white hunter dice.
	NumDice = 5
	// MaxMummySteps bounds the steps of one Mummy turn: her die's highest
	// face plus every die set aside (rules.txt is checked against it).
	MaxMummySteps = 16
)

// Who acts: a seat, or one of these.
const (
	ChanceSeat   = -1
	TerminalSeat = -2
)

// Options are fixed at setup.
type Options struct {
	// Players is the number of seats, 2 to 5: the Mummy and 1 to 4
	// hunter seats (2: one hunter seat with two pieces).
	Players uint8
	// Colours are the colours of the pieces in turn order (pieces 0, 1,
	// ...; in the 2-player game both are seat 1's). All unset: red,
	// green, blue, yellow in that order.
	Colours [MaxPieces]PieceColour
}

// PieceColour is a hunter piece's colour (and its life tokens').
type PieceColour uint8

const (
	NoPieceColour PieceColour = iota
	PieceRed
	PieceGreen
	PieceBlue
	PieceYellow
	NumPieceColours = PieceYellow
)

var pieceColourNames = [...]string{"none", "red", "green", "blue", "yellow"}

func (c PieceColour) String() string {
	if int(c) < len(pieceColourNames) {
		return pieceColourNames[c]
	}
	return "?"
}

// ParsePieceColour reads a piece colour's name.
func ParsePieceColour(w string) (PieceColour, bool) {
	for c := PieceRed; c <= NumPieceColours; c++ {
		if pieceColourNames[c] == w {
			return c, true
		}
	}
	return NoPieceColour, false
}

// Face is a die face: a white die shows 1–4, the arrow or the mummy.
type Face uint8

const (
	FaceNone Face = iota
	Face1
	Face2
	Face3
	Face4
	FaceArrow
	FaceMummy
	numFaces
)

var faceNames = [numFaces]string{"none", "1", "2", "3", "4", "arrow", "mummy"}

func (f Face) String() string {
	if f < numFaces {
		return faceNames[f]
	}
	return "?"
}

// Steps is the number of steps a number face moves (0 for the others).
func (f Face) Steps() int {
	if f >= Face1 && f <= Face4 {
		return int(f)
	}
	return 0
}

// Movable reports whether the face can be chosen to move: a number or the
// arrow.
func (f Face) Movable() bool { return f >= Face1 && f <= FaceArrow }

func parseFace(w string) (Face, bool) {
	for f := Face1; f < numFaces; f++ {
		if faceNames[f] == w {
			return f, true
		}
	}
	return FaceNone, false
}

// Phase says what the game waits for.
type Phase uint8

const (
	PhaseDeal      Phase = iota // chance: the treasure cards are dealt
	PhaseTurn                   // a hunter piece's turn begins: reset or roll
	PhaseRoll                   // chance: the white dice of a roll, one at a time
	PhaseChoose                 // after a roll: choose a die and a square, or roll again
	PhaseShow                   // after the move: show a treasure card or end the turn
	PhaseMummyRoll              // chance: the black die of the Mummy's normal turn
	PhaseMummy                  // the Mummy walks, step by step
	PhaseOver
)

var phaseNames = [...]string{"deal", "turn", "roll", "choose", "show", "mummy-roll", "mummy", "over"}

func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return "?"
}

// SeenWhy says why the Mummy's side saw a hunter piece (spec §9.1).
type SeenWhy uint8

const (
	SeenStart  SeenWhy = iota // on the entrance before its first move
	SeenShown                 // on a symbol, showing its card
	SeenCaught                // caught, then placed on the sarcophagus
)

var seenNames = [...]string{"start", "shown", "caught"}

func (w SeenWhy) String() string {
	if int(w) < len(seenNames) {
		return seenNames[w]
	}
	return "?"
}

// Piece is one hunter piece.
type Piece struct {
	Square Square // NoSquare once out of the game
	Tokens uint8  // life tokens left
	Out    bool   // lost its last token: off the board, its turns skipped
	// Where and when the Mummy's side last saw the piece in plain sight
	// (the "last seen" marker of spec §9.1). After a catch this is the
	// sarcophagus, where the piece was placed.
	Seen      Square
	SeenRound uint16
	SeenWhy   SeenWhy
	// Caught is the square of its last capture (NoSquare before any), in
	// round CaughtRound: where the Mummy struck, public.
	Caught      Square
	CaughtRound uint16
}

// State is a whole game position. It is a value made of fixed arrays and
// small integers: `t := s` is an independent copy, `==` compares two
// positions, and Hash hashes it byte for byte. The random generator lives
// outside (Match): chance is a node of the game like a player's turn.
type State struct {
	Opt   Options
	Phase Phase
	Round uint16 // 1 in the first round (0 while dealing)
	Piece uint8  // the piece whose hunter turn it is (or was last)
	Deal  uint8  // cards dealt so far

	// The white dice. Faces holds the current turn's last roll, die by
	// die (RollSize dice, Rolled of them rolled so far); mummy faces of a
	// finished roll are counted in Aside. Cleared between turns.
	Aside    uint8
	Faces    [NumDice]Face
	RollSize uint8
	Rolled   uint8
	Rolls    uint16 // rolls this turn
	Reset    bool   // the hunter reset the dice this turn
	Move     Face   // the face announced this turn, FaceNone before

	// The Mummy.
	Mummy     Square
	Interrupt bool  // her turn now is an interrupting one (a hunter reset)
	MummyDie  uint8 // the black die of her last normal turn, 0 before the first
	Steps     uint8 // the steps she may take this turn
	Path      [MaxMummySteps]Square
	PathLen   uint8 // squares she has entered this turn, in Path
	Tokens    uint8 // life tokens she has taken

	Pieces [MaxPieces]Piece
	// Hands are the unshown cards of each hunter seat (index seat-1);
	// Shown the cards it has shown. Unseen are the cards nobody holds or
	// has shown: the piles while dealing, out of the game after (the
	// undealt cards and the hands of hunters who are out).
	Hands  [MaxHunters]CardSet
	Shown  [MaxHunters]CardSet
	Unseen CardSet

	// Sight is public knowledge, kept up to date as things are
	// announced: for each piece, every square it may be on as far as
	// anyone who sees only the announcements can tell (sight.go). The
	// Mummy's view, her hint and the computer Mummy start from it.
	Sight Sight

	Winner int8 // the winning seat once Over, else -1
	Over   bool
}

// NumSeats is the number of seats.
func (s *State) NumSeats() int { return int(s.Opt.Players) }

// NumPieces is the number of hunter pieces.
func (s *State) NumPieces() int { return piecesFor(int(s.Opt.Players)) }

// PieceSeat is the seat that plays piece p.
func (s *State) PieceSeat(p int) int { return pieceSeat(int(s.Opt.Players), p) }

// piecesFor is the number of pieces in a game of players seats: one per
// hunter seat, two in the 2-player game.
func piecesFor(players int) int {
	if players == 2 {
		return 2
	}
	return players - 1
}

func pieceSeat(players, p int) int {
	if players == 2 {
		return 1
	}
	return p + 1
}

// IsChance reports whether the next step is chance's.
func (s *State) IsChance() bool {
	switch s.Phase {
	case PhaseDeal, PhaseRoll, PhaseMummyRoll:
		return true
	}
	return false
}

// IsOver reports whether the game has ended.
func (s *State) IsOver() bool { return s.Over }

// Current is the seat to act, ChanceSeat, or TerminalSeat.
func (s *State) Current() int {
	switch {
	case s.Over:
		return TerminalSeat
	case s.IsChance():
		return ChanceSeat
	case s.Phase == PhaseMummy:
		return MummySeat
	}
	return s.PieceSeat(int(s.Piece))
}

// MummyGoal is the number of tokens the Mummy needs to win this game.
func (s *State) MummyGoal() int { return MummyWinsAt(int(s.Opt.Players)) }
