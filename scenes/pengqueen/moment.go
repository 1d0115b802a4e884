package pengqueen

import (
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
)

// The moment shown: the board view draws the observation as it stood
// when its animations last reached an event, not the match's latest,
// so the board, the top bar, the seats' panel and the log tell the same
// moment (while the dice tumble nobody reads them; a penguin's new
// square is its square once it has walked there). The moment starts from
// the view's observation and takes each event the animations reach, as
// the view's seat may see it; when they have reached every event it is
// the observation again, exactly.

// reach moves the moment o on past event e, which seat view may see (e
// is already its projection: a square the seat may not know is
// NoSquare). Nothing here reads more than e and o: the moment of the
// Mummy's view never holds a hunter's square.
func reach(o *pq.Observation, e pq.Event) {
	p := int(e.Piece)
	piece := func() *pq.PieceView {
		if p >= 0 && p < pq.MaxPieces {
			return &o.Pieces[p]
		}
		return &pq.PieceView{}
	}
	hand := func() *pq.HandView {
		if h := int(e.Seat) - 1; h >= 0 && h < pq.MaxHunters {
			return &o.Hands[h]
		}
		return &pq.HandView{}
	}
	switch e.Kind {
	case pq.EvDealt:
		h := hand()
		if e.Colour < pq.NumColours {
			h.Backs[e.Colour]++
		}
		if e.Card != pq.NoCard {
			h.Cards = h.Cards.With(e.Card)
		}
	case pq.EvRound:
		o.Round = e.Value
	case pq.EvTurn:
		o.Phase, o.Current, o.Piece = pq.PhaseTurn, e.Seat, uint8(max(0, p))
		o.Rolls, o.Reset, o.Move, o.Mummies = 0, false, pq.FaceNone, 0
		o.Faces, o.RollSize, o.Rolled = [pq.NumDice]pq.Face{}, 0, 0
	case pq.EvCannotMove:
		o.Sight.Stuck(p, o.Mummy)
	case pq.EvReset:
		o.Reset = true
	case pq.EvDie:
		if int(e.Dice) < pq.NumDice {
			o.Phase = pq.PhaseRoll
			o.Faces[e.Dice] = e.Face
			o.Rolled = e.Dice + 1
		}
	case pq.EvRolled:
		o.Phase = pq.PhaseChoose
		o.Rolls, o.RollSize, o.Rolled, o.Aside, o.Mummies = uint16(e.Value), e.Dice, e.Dice, e.Aside, e.Count
	case pq.EvMoved:
		o.Sight.Moved(p, e.Face, o.Mummy)
		o.Phase, o.Move = pq.PhaseShow, e.Face
		if e.To.Valid() {
			piece().Square = e.To
		}
	case pq.EvShown:
		h := hand()
		h.Shown, h.Cards = h.Shown.With(e.Card), h.Cards.Without(e.Card)
		if e.Colour < pq.NumColours && h.Backs[e.Colour] > 0 {
			h.Backs[e.Colour]--
		}
		pv := piece()
		pv.Seen, pv.SeenRound, pv.SeenWhy = e.To, o.Round, pq.SeenShown
		o.Sight.At(p, e.To)
	case pq.EvTurnEnd:
		o.Faces, o.RollSize, o.Rolled, o.Move = [pq.NumDice]pq.Face{}, 0, 0, pq.FaceNone
	case pq.EvMummyDie:
		o.Current, o.MummyDie = pq.MummySeat, uint8(e.Value)
	case pq.EvMummyTurn:
		o.Phase, o.Current = pq.PhaseMummy, pq.MummySeat
		o.Interrupt, o.Steps, o.PathLen = e.Count == 1, uint8(e.Value), 0
		for i := range o.Path {
			o.Path[i] = pq.NoSquare
		}
	case pq.EvMummyStep:
		o.Mummy = e.To
		if int(o.PathLen) < len(o.Path) {
			o.Path[o.PathLen] = e.To
			o.PathLen++
		}
		o.Sight.Entered(e.To)
	case pq.EvCaught:
		pv := piece()
		pv.Caught, pv.CaughtRound = e.From, o.Round
		pv.Seen, pv.SeenRound, pv.SeenWhy = e.To, o.Round, pq.SeenCaught
		if pv.Square.Valid() { // a view that saw the piece sees it placed
			pv.Square = e.To
		}
		o.Sight.At(p, e.To)
	case pq.EvToken:
		piece().Tokens = e.Count
		o.Tokens = uint8(e.Value)
	case pq.EvOut:
		pv := piece()
		pv.Out, pv.Square = true, pq.NoSquare
		o.Sight.Out(p)
		if seatOut(o, int(e.Seat)) {
			h := hand()
			h.Cards, h.Backs = 0, [pq.NumColours]uint8{}
		}
	case pq.EvDiceBack:
		o.Aside, o.Interrupt = 0, false
	case pq.EvGameOver:
		o.Over, o.Winner, o.Phase = true, e.Seat, pq.PhaseOver
	}
}

// seatOut reports whether every piece hunter seat plays is out.
func seatOut(o *pq.Observation, seat int) bool {
	for p := 0; p < pieces(o); p++ {
		if pieceSeat(o, p) == seat && !o.Pieces[p].Out {
			return false
		}
	}
	return true
}

// pieces is the number of hunter pieces in o's game: one per hunter
// seat, two for the 2-player hunter.
func pieces(o *pq.Observation) int {
	if o.Opt.Players == 2 {
		return 2
	}
	return max(0, min(pq.MaxPieces, int(o.Opt.Players)-1))
}

// pieceSeat is the seat that plays piece p.
func pieceSeat(o *pq.Observation, p int) int {
	if o.Opt.Players == 2 {
		return 1
	}
	return p + 1
}

// seatPieces lists the pieces seat plays.
func seatPieces(o *pq.Observation, seat int) []int {
	var out []int
	for p := 0; p < pieces(o); p++ {
		if pieceSeat(o, p) == seat {
			out = append(out, p)
		}
	}
	return out
}
