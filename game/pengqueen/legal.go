package pengqueen

// MaxLegal bounds the legal actions of any node: a buffer of this size
// never grows. The largest node is a roll showing 1, 2, 3, 4 and the arrow
// in the entrance hall: 35 (TestMaxLegalBound measures it).
const MaxLegal = 48

// Legal appends the legal actions of the node to buf, in a stable order,
// and returns it. At a chance node these are the outcomes, all equally
// likely (a die's faces, a pile's cards). It allocates nothing when buf
// has room.
func (s *State) Legal(buf []Action) []Action {
	switch s.Phase {
	case PhaseDeal:
		_, c := s.dealSlot()
		for x := s.Unseen & ColourCards(c); x != 0; x &= x - 1 {
			buf = append(buf, Action{Kind: ActChance, A: uint8(x.First())})
		}
	case PhaseRoll:
		for _, f := range rules.hunterDie {
			buf = append(buf, Action{Kind: ActChance, A: uint8(f)})
		}
	case PhaseMummyRoll:
		for _, v := range MummyDieFaces() {
			buf = append(buf, Action{Kind: ActChance, A: v})
		}
	case PhaseTurn:
		if s.Aside > 0 && !s.Reset {
			buf = append(buf, Action{Kind: ActReset})
		}
		if s.Aside < NumDice {
			buf = append(buf, Action{Kind: ActRoll})
		}
	case PhaseChoose:
		buf = s.moves(buf)
		buf = append(buf, Action{Kind: ActRoll})
	case PhaseShow:
		if c := s.showable(); c != NoCard {
			buf = append(buf, Action{Kind: ActShow, A: uint8(c)})
		}
		buf = append(buf, Action{Kind: ActEnd})
	case PhaseMummy:
		for d := Dir(0); d < NumDirs; d++ {
			if sets.floor.Has(board.nbr[s.Mummy][d]) {
				buf = append(buf, Action{Kind: ActStep, A: uint8(d)})
			}
		}
		buf = append(buf, Action{Kind: ActStop})
	}
	return buf
}

// rolledFaces is the set (bit per face) of the movable faces of the last
// roll.
func (s *State) rolledFaces() uint8 {
	var m uint8
	for _, f := range s.Faces[:s.RollSize] {
		if f.Movable() {
			m |= 1 << f
		}
	}
	return m
}

// moves lists the moves of the last roll (spec §7.1): for each face rolled,
// 1 to 4 then the arrow, every square it can end on, in square order. An
// unusable face lists nothing (R10); two dice with one face list it once.
func (s *State) moves(buf []Action) []Action {
	p := int(s.Piece)
	from := s.Pieces[p].Square
	free := s.hunterFree()
	others := s.otherPieces(p)
	faces := s.rolledFaces()
	cur := Squares{}.With(from)
	for k := Face1; k <= Face4; k++ {
		cur = cur.spread().And(free)
		if faces&(1<<k) == 0 {
			continue
		}
		buf = cur.AndNot(others).appendMoves(buf, k)
	}
	if faces&(1<<FaceArrow) != 0 {
		var ends Squares
		for d := Dir(0); d < NumDirs; d++ {
			ends = ends.With(s.slideEnd(from, d, free, others))
		}
		buf = ends.appendMoves(buf, FaceArrow)
	}
	return buf
}

// showable is the card the acting hunter may show now: one it holds whose
// symbol is where its piece ended the move (spec §7.2 step 4), or NoCard.
func (s *State) showable() Card {
	c := CardOn(s.Pieces[s.Piece].Square)
	if s.Hands[s.PieceSeat(int(s.Piece))-1].Has(c) {
		return c
	}
	return NoCard
}
