package pengqueen

import "fmt"

// Check reports the first of the game's invariants s breaks, or nil: the
// cards are all somewhere and only once, tokens are conserved, pieces
// stand where pieces may stand, the dice add up, the phase agrees with
// the rest, and every piece's Sight holds its real square (the public
// deduction never rules out the truth). The random-simulation and fuzz
// tests call it after every step. Its messages are for developers.
func (s *State) Check() error {
	n := s.NumSeats()
	if n < MinSeats || n > MaxSeats {
		return fmt.Errorf("%d seats", n)
	}
	np := s.NumPieces()
	if s.Phase > PhaseOver {
		return fmt.Errorf("phase %d", s.Phase)
	}
	if s.Over != (s.Phase == PhaseOver) || s.Over != (s.Winner >= 0) {
		return fmt.Errorf("over %v, phase %s, winner %d", s.Over, s.Phase, s.Winner)
	}
	if s.Winner >= int8(n) {
		return fmt.Errorf("winner %d of %d seats", s.Winner, n)
	}
	if (s.Phase == PhaseDeal) != (int(s.Deal) < s.dealTotal()) || int(s.Deal) > s.dealTotal() {
		return fmt.Errorf("phase %s with %d of %d cards dealt", s.Phase, s.Deal, s.dealTotal())
	}
	if (s.Round == 0) != (s.Phase == PhaseDeal) {
		return fmt.Errorf("round %d in phase %s", s.Round, s.Phase)
	}
	if err := s.checkCards(); err != nil {
		return err
	}
	if err := s.checkPieces(); err != nil {
		return err
	}
	if err := s.checkDice(); err != nil {
		return err
	}
	if int(s.Piece) >= np {
		return fmt.Errorf("piece %d acts of %d", s.Piece, np)
	}
	if !s.Over && s.Phase != PhaseDeal && s.Phase != PhaseMummyRoll && s.Pieces[s.Piece].Out && s.Phase != PhaseMummy {
		return fmt.Errorf("piece %d is out but acts in phase %s", s.Piece, s.Phase)
	}
	if !s.Mummy.Valid() || s.Mummy == board.entrance {
		return fmt.Errorf("the Mummy on %s", s.Mummy)
	}
	if s.Interrupt && s.Phase != PhaseMummy {
		return fmt.Errorf("an interrupting turn in phase %s", s.Phase)
	}
	if s.Phase == PhaseMummy {
		if s.PathLen >= s.Steps || s.Steps > MaxMummySteps {
			return fmt.Errorf("the Mummy has taken %d of %d steps and still walks", s.PathLen, s.Steps)
		}
		want := s.Aside
		if !s.Interrupt {
			want += s.MummyDie
		}
		if s.Steps != want {
			return fmt.Errorf("the Mummy may walk %d steps, expected %d", s.Steps, want)
		}
	}
	for i := 0; i < int(s.PathLen); i++ {
		if !sets.floor.Has(s.Path[i]) {
			return fmt.Errorf("the Mummy's path enters %s", s.Path[i])
		}
	}
	if c := *s; c != *s {
		return fmt.Errorf("a copy of the state differs from it")
	}
	var buf [MaxLegal]Action
	legal := s.Legal(buf[:0])
	if s.Over != (len(legal) == 0) {
		return fmt.Errorf("over %v with %d legal actions", s.Over, len(legal))
	}
	if len(legal) > MaxLegal {
		return fmt.Errorf("%d legal actions, more than MaxLegal", len(legal))
	}
	return nil
}

func (s *State) checkCards() error {
	n := s.NumSeats()
	seen := s.Unseen
	if seen&^AllCards != 0 {
		return fmt.Errorf("unseen cards %x beyond the deck", seen)
	}
	for h := 0; h < MaxHunters; h++ {
		for _, set := range []CardSet{s.Hands[h], s.Shown[h]} {
			if h+1 >= n && set != 0 {
				return fmt.Errorf("hunter seat %d of %d holds %s", h+1, n, set)
			}
			if seen&set != 0 || set&^AllCards != 0 {
				return fmt.Errorf("cards %s are in two places", seen&set)
			}
			seen |= set
		}
	}
	if seen != AllCards {
		return fmt.Errorf("cards %s are nowhere", AllCards&^seen)
	}
	dealt := 0
	for h := 0; h+1 < n; h++ {
		dealt += (s.Hands[h] | s.Shown[h]).Len()
	}
	lost := 0
	for h := 0; h+1 < n; h++ {
		if s.seatOut(h+1) && s.Hands[h] == 0 {
			lost += int(NumColours)*CardsDealt(n) - s.Shown[h].Len()
		}
	}
	if dealt+lost != int(s.Deal) {
		return fmt.Errorf("%d cards dealt, %d in hands and shown, %d lost with hunters out", s.Deal, dealt, lost)
	}
	if s.Phase != PhaseDeal {
		for h := 0; h+1 < n; h++ {
			if s.seatOut(h + 1) {
				continue
			}
			for c, k := range (s.Hands[h] | s.Shown[h]).Counts() {
				if int(k) != CardsDealt(n) {
					return fmt.Errorf("seat %d has %d %s cards", h+1, k, Colour(c))
				}
			}
		}
	}
	return nil
}

// seatOut reports whether every piece of the seat is out.
func (s *State) seatOut(seat int) bool {
	for p := 0; p < s.NumPieces(); p++ {
		if s.PieceSeat(p) == seat && !s.Pieces[p].Out {
			return false
		}
	}
	return true
}

func (s *State) checkPieces() error {
	np := s.NumPieces()
	total := int(s.Tokens)
	var floor Squares
	for p := 0; p < MaxPieces; p++ {
		pc := s.Pieces[p]
		if p >= np {
			if pc != (Piece{Square: NoSquare, Seen: NoSquare, Caught: NoSquare}) || !s.Sight[p].Empty() || s.Opt.Colours[p] != NoPieceColour {
				return fmt.Errorf("piece slot %d of %d is used", p, np)
			}
			continue
		}
		total += int(pc.Tokens)
		if pc.Out {
			if pc.Tokens != 0 || pc.Square != NoSquare || !s.Sight[p].Empty() {
				return fmt.Errorf("piece %d is out with %d tokens on %s, sight %s", p, pc.Tokens, pc.Square, s.Sight[p])
			}
			continue
		}
		if pc.Tokens == 0 && !s.Over {
			return fmt.Errorf("piece %d has no token but plays on", p)
		}
		if !pc.Square.Valid() {
			return fmt.Errorf("piece %d on no square", p)
		}
		if pc.Square == s.Mummy {
			return fmt.Errorf("piece %d shares %s with the Mummy", p, pc.Square)
		}
		if sets.floor.Has(pc.Square) {
			if floor.Has(pc.Square) {
				return fmt.Errorf("two pieces on %s", pc.Square)
			}
			floor = floor.With(pc.Square)
		}
		if !s.Sight[p].Has(pc.Square) {
			return fmt.Errorf("piece %d is on %s, but its sight says %s", p, pc.Square, s.Sight[p])
		}
		if !pc.Seen.Valid() {
			return fmt.Errorf("piece %d was never seen", p)
		}
	}
	if total != np*TokensPerColour() {
		return fmt.Errorf("%d tokens in play, expected %d", total, np*TokensPerColour())
	}
	if int(s.Tokens) > s.MummyGoal() || int(s.Tokens) == s.MummyGoal() != (s.Over && s.Winner == MummySeat) {
		return fmt.Errorf("the Mummy has %d of %d tokens, winner %d", s.Tokens, s.MummyGoal(), s.Winner)
	}
	return nil
}

func (s *State) checkDice() error {
	if s.Aside > NumDice || s.RollSize > NumDice || s.Rolled > s.RollSize {
		return fmt.Errorf("aside %d, roll of %d with %d rolled", s.Aside, s.RollSize, s.Rolled)
	}
	mummies := 0
	for i, f := range s.Faces {
		if (i < int(s.Rolled)) != (f != FaceNone) || f >= numFaces {
			return fmt.Errorf("die %d shows %s with %d rolled", i, f, s.Rolled)
		}
		if f == FaceMummy {
			mummies++
		}
	}
	switch s.Phase {
	case PhaseRoll:
		if int(s.RollSize) != NumDice-int(s.Aside) || s.Rolled == s.RollSize {
			return fmt.Errorf("rolling %d of %d dice with %d aside", s.Rolled, s.RollSize, s.Aside)
		}
	case PhaseChoose, PhaseShow:
		if s.Rolled != s.RollSize || int(s.RollSize)-mummies != NumDice-int(s.Aside) || s.Rolls == 0 {
			return fmt.Errorf("a roll of %d with %d mummies, %d aside", s.RollSize, mummies, s.Aside)
		}
		if (s.Phase == PhaseShow) != s.Move.Movable() || s.Phase == PhaseShow && s.rolledFaces()&(1<<s.Move) == 0 {
			return fmt.Errorf("phase %s with %s announced from %v", s.Phase, s.Move, s.Faces)
		}
	default:
		if s.RollSize != 0 || s.Move != FaceNone {
			return fmt.Errorf("dice %v and %s announced in phase %s", s.Faces, s.Move, s.Phase)
		}
	}
	if s.Phase == PhaseTurn && s.Reset && s.Aside != 0 {
		return fmt.Errorf("reset, yet %d dice aside", s.Aside)
	}
	return nil
}
