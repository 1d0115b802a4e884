package pengqueen

// Observation is what one seat may know (spec §9.2): the public table plus
// its own secrets. Computer players decide from it alone and the screens
// draw a seat's view from it, so nothing here depends on information the
// seat may not have (tested by changing that information and comparing
// observations). It is a comparable value like the state.
//
//	information                                   Mummy (0), onlooker (-1)   hunter seats
//	map, symbols, card list                        (package data)             (package data)
//	the Mummy's square, her path this turn, die    yes                        yes
//	hunter pieces' squares                         no: Seen markers only      yes, all
//	acting piece, announcements, rolls, aside      yes                        yes
//	the faces of the rolls                         no                         yes
//	shown cards, colours and counts of hands       yes                        yes
//	unshown card faces                             no                         own hand only
//	life tokens, captures (who, where, when)       yes                        yes
//	the undealt cards                              no                         no
//	Sight: where each piece may be, from the       yes                        yes
//	announcements
//
// Once the game is over every seat sees everything. The Mummy's notes and
// markers (§9.6) are the screen's, not the engine's.
type Observation struct {
	Seat    int8 // the observer; -1 for an onlooker
	Opt     Options
	Phase   Phase
	Round   uint16
	Current int8 // seat to act, ChanceSeat or TerminalSeat
	Piece   uint8
	Deal    uint8
	Over    bool
	Winner  int8

	Aside    uint8
	RollSize uint8 // dice of the current roll
	Rolled   uint8 // ...rolled so far
	// Faces of the current turn's last roll: hunters only (FaceNone for
	// the Mummy and onlookers until the game is over).
	Faces [NumDice]Face
	// Mummies is the number of mummy faces the last finished roll set
	// aside: public, they go onto the shelf.
	Mummies uint8
	Rolls   uint16
	Reset   bool
	Move    Face // the face announced this turn

	Mummy     Square
	Interrupt bool
	MummyDie  uint8
	Steps     uint8
	Path      [MaxMummySteps]Square
	PathLen   uint8
	Tokens    uint8

	Pieces [MaxPieces]PieceView
	Hands  [MaxHunters]HandView
	// Unseen are the cards out of the game, once the game is over (before,
	// nobody sees them: empty).
	Unseen CardSet
	Sight  Sight
}

// Viewer is the seat observing, or -1 for an onlooker (the table
// contract's Observation).
func (o Observation) Viewer() int { return int(o.Seat) }

// PieceView is a hunter piece as the observer sees it.
type PieceView struct {
	Colour      PieceColour
	Square      Square // NoSquare when the observer cannot see it (or it is out)
	Tokens      uint8
	Out         bool
	Seen        Square // the "last seen" marker, public
	SeenRound   uint16
	SeenWhy     SeenWhy
	Caught      Square // where it was last caught, public (NoSquare: never)
	CaughtRound uint16
}

// HandView is a hunter seat's cards as the observer sees them.
type HandView struct {
	Cards CardSet // unshown cards whose faces the observer knows
	// Backs counts the seat's unshown cards by colour: the card backs,
	// public (the rulebook's Mummy tip, ruling R19).
	Backs [NumColours]uint8
	Shown CardSet
}

// Count is the number of unshown cards.
func (h HandView) Count() int {
	n := 0
	for _, b := range h.Backs {
		n += int(b)
	}
	return n
}

// HunterSquares is every square hunter piece p can be on, as far as the
// announcements tell: the Mummy's deduction (her "sight" assist, her hint,
// the computer Mummy's belief start from it), computed from what every
// seat observes and nothing else (sight.go). Its sets always hold the true
// square. Empty for a piece out of the game.
func (o *Observation) HunterSquares(p int) Squares {
	if p < 0 || p >= MaxPieces {
		return Squares{}
	}
	return o.Sight[p]
}

// IsHunter reports whether seat is a hunter seat of a game of players
// seats.
func IsHunter(seat, players int) bool { return seat > MummySeat && seat < players }

// Observe returns what seat may know (seat -1: an onlooker, who sees what
// the Mummy sees: she has no secret of her own in the engine).
func (s *State) Observe(seat int) Observation {
	n := s.NumSeats()
	hunter := IsHunter(seat, n)
	all := s.Over
	o := Observation{
		Seat: int8(seat), Opt: s.Opt, Phase: s.Phase, Round: s.Round, Current: int8(s.Current()),
		Piece: s.Piece, Deal: s.Deal, Over: s.Over, Winner: s.Winner,
		Aside: s.Aside, RollSize: s.RollSize, Rolled: s.Rolled, Rolls: s.Rolls, Reset: s.Reset, Move: s.Move,
		Mummy: s.Mummy, Interrupt: s.Interrupt, MummyDie: s.MummyDie, Steps: s.Steps, Path: s.Path,
		PathLen: s.PathLen, Tokens: s.Tokens, Sight: s.Sight,
	}
	if s.Phase != PhaseRoll {
		for _, f := range s.Faces[:s.RollSize] {
			if f == FaceMummy {
				o.Mummies++
			}
		}
	}
	if hunter || all {
		o.Faces = s.Faces
	}
	for p := 0; p < MaxPieces; p++ {
		pc := s.Pieces[p]
		v := PieceView{Colour: s.Opt.Colours[p], Square: NoSquare, Tokens: pc.Tokens, Out: pc.Out, Seen: pc.Seen, SeenRound: pc.SeenRound, SeenWhy: pc.SeenWhy, Caught: pc.Caught, CaughtRound: pc.CaughtRound}
		if hunter || all {
			v.Square = pc.Square
		}
		o.Pieces[p] = v
	}
	for h := 0; h < MaxHunters; h++ {
		v := HandView{Backs: s.Hands[h].Counts(), Shown: s.Shown[h]}
		if all || seat == h+1 {
			v.Cards = s.Hands[h]
		}
		o.Hands[h] = v
	}
	if all {
		o.Unseen = s.Unseen
	}
	return o
}
