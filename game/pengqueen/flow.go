package pengqueen

import "github.com/pyramid-studio/pyramid/i18n"

// NewState sets up a game (spec §6): every hunter piece on the entrance
// with its tokens, the Mummy on the sarcophagus, all five dice available.
// The state starts with the deal, one chance step per card: each hunter
// seat gets one card of each colour (two in the 2-player game), drawn
// from that colour's pile when it is dealt (a pile is a set; its order is
// decided at the draw, which is the same as shuffling it).
func NewState(opt Options) (State, error) {
	if opt.Players < MinSeats || opt.Players > MaxSeats {
		return State{}, i18n.Errorf("Pyramid of Pengqueen is played by %d to %d players, not %d.", MinSeats, MaxSeats, opt.Players)
	}
	n := piecesFor(int(opt.Players))
	unset := 0
	for p := 0; p < n; p++ {
		if opt.Colours[p] == NoPieceColour {
			unset++
		}
	}
	if unset == n {
		for p := 0; p < n; p++ {
			opt.Colours[p] = PieceRed + PieceColour(p)
		}
	}
	for p := 0; p < n; p++ {
		c := opt.Colours[p]
		if c == NoPieceColour || c > NumPieceColours {
			return State{}, i18n.Errorf("Hunter piece %d has no colour: choose red, green, blue or yellow.", p+1)
		}
		for o := 0; o < p; o++ {
			if opt.Colours[o] == c {
				return State{}, i18n.Errorf("Two hunter pieces are %v: each colour plays once.", c)
			}
		}
	}
	for p := n; p < MaxPieces; p++ {
		opt.Colours[p] = NoPieceColour
	}
	s := State{Opt: opt, Phase: PhaseDeal, Mummy: board.sarcophagus, Unseen: AllCards, Winner: -1}
	for p := range s.Pieces {
		s.Pieces[p] = Piece{Square: NoSquare, Seen: NoSquare, Caught: NoSquare}
	}
	for p := 0; p < n; p++ {
		s.Pieces[p] = Piece{Square: board.entrance, Tokens: rules.tokens, Seen: board.entrance, SeenRound: 1, SeenWhy: SeenStart, Caught: NoSquare}
		s.Sight.At(p, board.entrance)
	}
	for i := range s.Path {
		s.Path[i] = NoSquare
	}
	return s, nil
}

// dealTotal is the number of cards dealt at the start.
func (s *State) dealTotal() int {
	return (s.NumSeats() - 1) * int(NumColours) * CardsDealt(s.NumSeats())
}

// dealSlot is the seat and colour of the next card dealt: seat by seat,
// colour by colour.
func (s *State) dealSlot() (seat int, c Colour) {
	per := CardsDealt(s.NumSeats())
	i := int(s.Deal)
	return 1 + i/(per*int(NumColours)), Colour(i % (per * int(NumColours)) / per)
}

// hunterCanMove reports whether piece p has a move with any face (ruling
// R9): otherwise it cannot move and its turn ends at once. On the floor a
// piece with a free neighbour always can (a 2 goes there and back, R5);
// from the entrance or the sarcophagus every face is tried.
func (s *State) hunterCanMove(p int) bool {
	from := s.Pieces[p].Square
	free := s.hunterFree()
	if sets.floor.Has(from) {
		return !sets.nbr[from].And(free).Empty()
	}
	others := s.otherPieces(p)
	cur := Squares{}.With(from)
	for k := 1; k <= 4; k++ {
		cur = cur.spread().And(free)
		if !cur.AndNot(others).Empty() {
			return true
		}
	}
	for d := Dir(0); d < NumDirs; d++ {
		if s.slideEnd(from, d, free, others) != NoSquare {
			return true
		}
	}
	return false
}

// hunterFree are the squares a hunter may enter: not the entrance, the
// sarcophagus or the Mummy's square.
func (s *State) hunterFree() Squares { return sets.floor.Without(s.Mummy) }

// otherPieces are the squares of the pieces on the board other than p.
func (s *State) otherPieces(p int) Squares {
	var o Squares
	for i := 0; i < s.NumPieces(); i++ {
		if i != p && !s.Pieces[i].Out {
			o = o.With(s.Pieces[i].Square)
		}
	}
	return o
}

// slideEnd is where an arrow slide from from in direction d stops, or
// NoSquare if it cannot start.
func (s *State) slideEnd(from Square, d Dir, free, others Squares) Square {
	if !from.Valid() {
		return NoSquare
	}
	x := from
	for {
		n := board.nbr[x][d]
		if n == NoSquare || !free.Has(n) || others.Has(n) {
			break
		}
		x = n
	}
	if x == from {
		return NoSquare
	}
	return x
}

// startTurn begins piece p's hunter turn. A piece with no move at all
// announces it and its turn ends (R9): no reset, no roll.
func (t *step) startTurn(p int) {
	s := t.s
	s.Piece = uint8(p)
	s.Phase = PhaseTurn
	s.Rolls, s.Reset, s.Move = 0, false, FaceNone
	s.clearDice()
	e := t.pieceEv(EvTurn, p)
	e.From = s.Pieces[p].Square
	e.Value = s.Round
	t.emit(e)
	if !s.hunterCanMove(p) {
		e := t.pieceEv(EvCannotMove, p)
		e.From = s.Pieces[p].Square
		t.emit(e)
		s.Sight.Stuck(p, s.Mummy)
		t.endTurn()
	}
}

func (s *State) clearDice() {
	s.Faces = [NumDice]Face{}
	s.RollSize, s.Rolled = 0, 0
}

// endTurn ends the current piece's turn and starts the next piece's, or
// the Mummy's normal turn after the last piece of the round (ruling R4).
func (t *step) endTurn() {
	s := t.s
	t.emit(t.pieceEv(EvTurnEnd, int(s.Piece)))
	s.clearDice()
	s.Move = FaceNone
	for p := int(s.Piece) + 1; p < s.NumPieces(); p++ {
		if !s.Pieces[p].Out {
			t.startTurn(p)
			return
		}
	}
	s.Phase = PhaseMummyRoll
}

// startRound begins a round with the first piece still in the game.
func (t *step) startRound() {
	s := t.s
	s.Round++
	e := ev(EvRound)
	e.Value = s.Round
	t.emit(e)
	for p := 0; p < s.NumPieces(); p++ {
		if !s.Pieces[p].Out {
			t.startTurn(p)
			return
		}
	}
	// Unreachable while the Mummy's goal is below the tokens of all the
	// pieces (checked when rules.txt is read); end rather than loop.
	t.gameOver(MummySeat)
}

// finishRoll sets the mummies of a finished roll aside (spec §7.2 step 2):
// with no die left the turn is lost, else the hunter chooses.
func (t *step) finishRoll() {
	s := t.s
	m := 0
	for _, f := range s.Faces[:s.RollSize] {
		if f == FaceMummy {
			m++
		}
	}
	s.Aside += uint8(m)
	s.Rolls++
	e := t.pieceEv(EvRolled, int(s.Piece))
	e.Value, e.Dice, e.Count = s.Rolls, s.RollSize, uint8(m)
	t.emit(e)
	if s.Aside >= NumDice {
		t.emit(t.pieceEv(EvLostTurn, int(s.Piece)))
		t.endTurn()
		return
	}
	s.Phase = PhaseChoose
}

// startMummy begins a Mummy turn of up to steps steps.
func (t *step) startMummy(steps uint8, interrupt bool) {
	s := t.s
	s.Phase = PhaseMummy
	s.Interrupt = interrupt
	s.Steps = steps
	s.PathLen = 0
	for i := range s.Path {
		s.Path[i] = NoSquare
	}
	e := ev(EvMummyTurn)
	e.Value, e.Aside = uint16(steps), s.Aside
	if interrupt {
		e.Count = 1
	}
	t.emit(e)
}

// mummyStep moves the Mummy onto to (spec §7.3); a hunter there is caught
// and her turn ends at once.
func (t *step) mummyStep(to Square) {
	s := t.s
	e := ev(EvMummyStep)
	e.From, e.To = s.Mummy, to
	t.emit(e)
	s.Mummy = to
	s.Path[s.PathLen] = to
	s.PathLen++
	s.Sight.Entered(to)
	for p := 0; p < s.NumPieces(); p++ {
		if !s.Pieces[p].Out && s.Pieces[p].Square == to {
			t.catch(p)
			t.endMummy()
			return
		}
	}
	if s.PathLen >= s.Steps {
		t.endMummy()
	}
}

// catch: the caught piece goes to the sarcophagus and gives the Mummy a
// token; she may have won, and the piece may be out (spec §7.3, §7.4).
func (t *step) catch(p int) {
	s := t.s
	pc := &s.Pieces[p]
	e := t.pieceEv(EvCaught, p)
	e.From, e.To = pc.Square, board.sarcophagus
	t.emit(e)
	pc.Caught, pc.CaughtRound = pc.Square, s.Round
	pc.Square = board.sarcophagus
	pc.Seen, pc.SeenRound, pc.SeenWhy = board.sarcophagus, s.Round, SeenCaught
	s.Sight.At(p, board.sarcophagus)
	pc.Tokens--
	s.Tokens++
	e = t.pieceEv(EvToken, p)
	e.Count, e.Value = pc.Tokens, uint16(s.Tokens)
	t.emit(e)
	if int(s.Tokens) >= s.MummyGoal() {
		return // she has won: endMummy ends the game
	}
	if pc.Tokens == 0 {
		pc.Out, pc.Square = true, NoSquare
		s.Sight.Out(p)
		t.emit(t.pieceEv(EvOut, p))
		seat := s.PieceSeat(p)
		for o := 0; o < s.NumPieces(); o++ {
			if s.PieceSeat(o) == seat && !s.Pieces[o].Out {
				return
			}
		}
		// The seat is out: its unshown cards leave the game unseen.
		s.Unseen |= s.Hands[seat-1]
		s.Hands[seat-1] = 0
	}
}

// endMummy ends a Mummy turn: the Mummy wins if she has her tokens (spec
// §7.5, also in an interrupting turn); after an interrupting turn the
// resetting hunter goes on with all five dice (even from the sarcophagus,
// R11; not if it is out); after a normal one a new round begins.
func (t *step) endMummy() {
	s := t.s
	e := ev(EvMummyStop)
	e.To, e.Value = s.Mummy, uint16(s.PathLen)
	t.emit(e)
	if int(s.Tokens) >= s.MummyGoal() {
		t.gameOver(MummySeat)
		return
	}
	if !s.Interrupt {
		t.startRound()
		return
	}
	s.Interrupt = false
	s.Aside = 0
	t.emit(ev(EvDiceBack))
	if s.Pieces[s.Piece].Out {
		t.endTurn()
		return
	}
	s.Phase = PhaseTurn
}

// gameOver ends the game: seat wins.
func (t *step) gameOver(seat int) {
	s := t.s
	s.Over, s.Phase, s.Winner = true, PhaseOver, int8(seat)
	s.Interrupt = false
	s.clearDice()
	s.Move = FaceNone
	e := ev(EvGameOver)
	e.Seat = int8(seat)
	t.emit(e)
}
