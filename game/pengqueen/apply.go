package pengqueen

import "github.com/pyramid-studio/pyramid/i18n"

// Apply plays one legal action or chance outcome. An illegal one returns
// an error that says why in a player's words and changes nothing.
func (s *State) Apply(a Action) error {
	if err := s.check(a); err != nil {
		return err
	}
	t := step{s: s}
	t.apply(a)
	return nil
}

// ApplyEvents is Apply that also appends the step's events to evs.
func (s *State) ApplyEvents(a Action, evs []Event) ([]Event, error) {
	if err := s.check(a); err != nil {
		return evs, err
	}
	t := step{s: s, ev: &evs}
	t.apply(a)
	return evs, nil
}

// check accepts exactly the actions Legal lists.
func (s *State) check(a Action) error {
	var buf [MaxLegal]Action
	for _, l := range s.Legal(buf[:0]) {
		if l == a {
			return nil
		}
	}
	return s.whyIllegal(a)
}

// apply plays a legal action.
func (t *step) apply(a Action) {
	s := t.s
	p := int(s.Piece)
	switch a.Kind {
	case ActChance:
		t.chance(a.A)
	case ActReset:
		// Step 1: the Mummy at once takes an interrupting turn of as
		// many steps as dice are set aside (spec §7.2, §7.3).
		s.Reset = true
		t.emit(t.pieceEv(EvReset, p))
		t.startMummy(s.Aside, true)
	case ActRoll:
		s.Phase = PhaseRoll
		s.clearDice()
		s.RollSize = NumDice - s.Aside
	case ActMove:
		pc := &s.Pieces[p]
		f, to := Face(a.A), Square(a.B)
		e := t.pieceEv(EvMoved, p)
		e.Face, e.From, e.To = f, pc.Square, to
		e.Value = s.Rolls            // the public log tells the rolls with the move (spec §9.2)
		s.Sight.Moved(p, f, s.Mummy) // before the move: the piece is not its own obstacle
		pc.Square = to
		s.Move = f
		s.Phase = PhaseShow
		t.emit(e)
	case ActShow:
		c := Card(a.A)
		h := s.PieceSeat(p) - 1
		s.Hands[h] = s.Hands[h].Without(c)
		s.Shown[h] = s.Shown[h].With(c)
		pc := &s.Pieces[p]
		pc.Seen, pc.SeenRound, pc.SeenWhy = pc.Square, s.Round, SeenShown
		s.Sight.At(p, pc.Square)
		e := t.pieceEv(EvShown, p)
		e.Card, e.Colour, e.To = c, c.Colour(), pc.Square
		t.emit(e)
		if s.Hands[h].Empty() {
			t.gameOver(h + 1)
			return
		}
		t.endTurn()
	case ActEnd:
		t.endTurn()
	case ActStep:
		t.mummyStep(board.nbr[s.Mummy][a.A])
	case ActStop:
		t.endMummy()
	}
}

// chance settles a chance outcome: a card dealt, a white die, the black
// die.
func (t *step) chance(v uint8) {
	s := t.s
	switch s.Phase {
	case PhaseDeal:
		seat, _ := s.dealSlot()
		c := Card(v)
		s.Unseen = s.Unseen.Without(c)
		s.Hands[seat-1] = s.Hands[seat-1].With(c)
		s.Deal++
		e := ev(EvDealt)
		e.Seat, e.Card, e.Colour = int8(seat), c, c.Colour()
		t.emit(e)
		if int(s.Deal) == s.dealTotal() {
			t.startRound()
		}
	case PhaseRoll:
		f := Face(v)
		s.Faces[s.Rolled] = f
		e := t.pieceEv(EvDie, int(s.Piece))
		e.Dice, e.Face = s.Rolled, f
		t.emit(e)
		s.Rolled++
		if s.Rolled == s.RollSize {
			t.finishRoll()
		}
	case PhaseMummyRoll:
		s.MummyDie = v
		e := ev(EvMummyDie)
		e.Value, e.Aside = uint16(v), s.Aside
		t.emit(e)
		t.startMummy(v+s.Aside, false)
	}
}

// whyIllegal words why a refused action cannot be played now.
func (s *State) whyIllegal(a Action) error {
	if s.Over {
		return i18n.Errorf("The game is over.")
	}
	switch s.Phase {
	case PhaseDeal:
		return i18n.Errorf("The cards are being dealt: the next step is a card of the pile being dealt.")
	case PhaseRoll:
		return i18n.Errorf("The white dice are rolling: the next step is a face of a white die.")
	case PhaseMummyRoll:
		return i18n.Errorf("The Mummy's black die is rolling: the next step is one of its faces.")
	}
	if a.Kind == ActChance {
		return i18n.Errorf("Nothing is drawn or rolled now: it is a player's decision.")
	}
	mummyTurn := s.Phase == PhaseMummy
	switch a.Kind {
	case ActStep, ActStop:
		if !mummyTurn {
			return i18n.Errorf("It is a hunter's turn, not the Mummy's.")
		}
		if a.Kind == ActStep {
			if Dir(a.A) >= NumDirs {
				return i18n.Errorf("That is not a direction.")
			}
			to := board.nbr[s.Mummy][a.A]
			switch {
			case to == board.entrance:
				return i18n.Errorf("The Mummy may never enter the entrance.")
			case to == board.sarcophagus:
				return i18n.Errorf("The Mummy never goes back into her sarcophagus.")
			case to == NoSquare:
				return i18n.Errorf("There is a wall %v of %v.", Dir(a.A), s.Mummy)
			}
		}
	}
	if mummyTurn {
		return i18n.Errorf("It is the Mummy's turn: she steps or stops.")
	}
	switch a.Kind {
	case ActReset:
		switch {
		case s.Phase != PhaseTurn:
			return i18n.Errorf("The dice can be reset only before the first roll of a turn.")
		case s.Reset:
			return i18n.Errorf("The dice were already reset this turn.")
		case s.Aside == 0:
			return i18n.Errorf("No die is set aside: there is nothing to reset.")
		}
	case ActRoll:
		if s.Phase == PhaseTurn && s.Aside >= NumDice {
			return i18n.Errorf("Every die is set aside: reset the dice first.")
		}
		if s.Phase == PhaseShow {
			return i18n.Errorf("The move is made: show a treasure or end the turn.")
		}
	case ActMove:
		return s.whyNoMove(Face(a.A), Square(a.B))
	case ActShow:
		if s.Phase != PhaseShow {
			return i18n.Errorf("A treasure is shown only at the end of one's own move.")
		}
		c := Card(a.A)
		if c >= NumCards {
			return i18n.Errorf("That is not a treasure card.")
		}
		if !s.Hands[s.PieceSeat(int(s.Piece))-1].Has(c) {
			return i18n.Errorf("You do not hold the %v card.", c)
		}
		return i18n.Errorf("The %v symbol is on %v; the piece is on %v.", c, c.Info().Square, s.Pieces[s.Piece].Square)
	case ActEnd:
		if s.Phase != PhaseShow {
			return i18n.Errorf("The turn ends after the move: roll and move first.")
		}
	}
	return i18n.Errorf("That is not possible now.")
}

// whyNoMove words why face f cannot take the acting piece to q.
func (s *State) whyNoMove(f Face, q Square) error {
	if s.Phase != PhaseChoose {
		return i18n.Errorf("Roll the dice before moving.")
	}
	if !f.Movable() {
		return i18n.Errorf("A mummy face cannot be chosen.")
	}
	if s.rolledFaces()&(1<<f) == 0 {
		return i18n.Errorf("No die of this roll shows %v.", f)
	}
	if !q.Valid() {
		return i18n.Errorf("That is not a square of the maze.")
	}
	if f == FaceArrow {
		return i18n.Errorf("An arrow slides straight on until something blocks it: it cannot stop on %v.", q)
	}
	return i18n.Errorf("A walk of exactly %v steps cannot end on %v.", f.Steps(), q)
}
