package runrunrun

import "math/bits"

// Apply plays one legal action or chance outcome. An illegal one returns
// an error that says why in a player's words and changes nothing.
func (s *State) Apply(a Action) error {
	if err := s.check(a); err != nil {
		return err
	}
	t := step{s: s}
	t.play(a)
	return nil
}

// ApplyEvents is Apply that also appends the events of the step to evs.
func (s *State) ApplyEvents(a Action, evs []Event) ([]Event, error) {
	if err := s.check(a); err != nil {
		return evs, err
	}
	t := step{s: s, ev: &evs, rec: true}
	t.play(a)
	return evs, nil
}

// Start runs the automatic work of a hand-built state up to its first
// decision or chance step (a fresh NewState is already there; tests that
// build positions by hand call it).
func (s *State) Start(evs []Event) []Event {
	t := step{s: s, ev: &evs, rec: true}
	t.advance()
	return evs
}

// play applies an action known to be legal and runs on to the next node.
func (t *step) play(a Action) {
	if a.Kind == ActChance {
		t.chance(a)
	} else {
		t.decide(a)
	}
	t.advance()
}

// check accepts exactly the actions Legal lists.
func (s *State) check(a Action) error {
	if s.Over {
		return errGameOver()
	}
	out := sink{mode: sinkFind, want: a}
	s.legal(&out)
	if out.hit {
		return nil
	}
	return s.whyIllegal(a)
}

// chance applies the outcome of the chance step on top.
func (t *step) chance(a Action) {
	s := t.s
	top := s.top()
	switch top.Kind {
	case tDealHand, tDraw:
		c := Card(a.X)
		s.Deck = s.Deck.Without(c)
		s.Hands[top.Seat] = s.Hands[top.Seat].With(c)
		e := ev(EvCardDrawn, int(top.Seat))
		e.Card, e.Secret, e.Reveal = c, s.secret(), true
		t.emit(e)
		t.countDown()
	case tRollMummy:
		f := mummyDie[a.X]
		s.MummyDice[s.Power()-int(top.A)] = f
		if f == FaceMummy {
			s.Faces++
		}
		t.emitDie(f)
		t.countDown()
	case tRollCombat:
		f := combatDie[a.X]
		fs := &s.Fight
		s.CombatDice[fs.dice()-top.A] = f
		switch f {
		case FaceHit:
			fs.Hits++
		case FaceQuestion:
			fs.Question++
		case FaceHex:
			fs.Hex++
		case FacePaw:
			fs.Paw++
		}
		t.emitDie(f)
		t.countDown()
	case tAwaken:
		e := ev(EvMummyAwoke, int(s.Turn))
		e.Figure, e.Reveal = int8(a.X), true
		t.emit(e)
		s.replace(Task{Kind: tPlace, A: a.X})
	case tLose:
		c := Card(a.X)
		s.Hands[top.Seat] = s.Hands[top.Seat].Without(c)
		s.Discard = s.Discard.With(c)
		e := ev(EvCardLost, int(top.Seat))
		e.Card, e.Reveal = c, true
		t.emit(e)
		t.countDown()
	case tSarc:
		t.drawToken(int(top.Seat), Token(a.X))
	case tLord:
		t.revealLord(a.X + 1)
	case tPull:
		c := Card(a.X)
		s.Discard = s.Discard.Without(c)
		s.Pool = s.Pool.With(c)
		e := ev(EvCardPulled, int(s.Turn))
		e.Card, e.Reveal = c, true
		t.emit(e)
		t.countDown()
	}
}

// countDown counts one outcome of a repeated chance task off; the last
// one ends it.
func (t *step) countDown() {
	top := t.s.top()
	top.A--
	if top.A == 0 {
		t.s.pop()
	}
}

func (t *step) emitDie(f Face) {
	e := ev(EvDieRolled, int(t.s.Turn))
	e.Value, e.Reveal = uint8(f), true
	t.emit(e)
}

// dice is the number of combat dice the fight's cards give (at most 6).
func (f *FightState) dice() uint8 { return min(f.Corr, maxCombatDice) }

// drawToken: seat draws token k from the sarcophagus stack. A Trap springs
// at once (R19): the top mummy wakes with its 5 hearts, or with no mummy
// card left every mummy not engaged moves one room (R9).
func (t *step) drawToken(seat int, k Token) {
	s := t.s
	s.Stack = s.Stack.Without(k)
	e := ev(EvTokenDrawn, seat)
	e.Token, e.Reveal = k, true
	t.emit(e)
	if k.Info().Kind != TokenTrap {
		s.Tokens[seat] = s.Tokens[seat].With(k)
		s.pop()
		return
	}
	if !s.ExitOpen() && s.MummyDeck() != 0 {
		s.TopHearts = 0 // the top card's hearts rise with it
		s.replace(Task{Kind: tAwaken})
		return
	}
	s.replace(Task{Kind: tMove, B: passAll})
}

// revealLord turns the Lord card (1..3) and stands it on the Exit; the
// mummy deck and its hearts leave the game: no new mummy appears (§12).
func (t *step) revealLord(lord uint8) {
	s := t.s
	s.pop()
	s.Lord = lord
	info := lordTable[lord-1]
	s.Figures[LordIndex] = Figure{Place: InMaze, Cell: s.ExitCell, Hearts: info.Hearts}
	for m := 0; m < NumMummies; m++ {
		if s.Figures[m].Place == InDeck {
			s.Figures[m].Place = Gone
		}
	}
	s.TopHearts = 0
	e := ev(EvLordRevealed, int(s.Turn))
	e.Figure, e.Value, e.At, e.Reveal = LordIndex, lord, s.Cells[s.ExitCell].At, true
	t.emit(e)
}

// decide applies a seat's decision at the node on top.
func (t *step) decide(a Action) {
	s := t.s
	top := s.top()
	switch a.Kind {
	case ActExplore:
		t.explore(a)
	case ActFight:
		t.fight(s.cellAt(a.At))
	case ActRegroup:
		t.regroup()
	case ActWalk:
		top.A = 1
		t.moveCat(int(s.Turn), s.cellAt(a.At))
	case ActUse:
		t.useToken(Token(a.X))
	case ActTeleport:
		t.spendToken(Token(a.X), a.At)
		t.moveCat(int(s.Turn), s.cellAt(a.At))
	case ActPassage:
		c := s.cellAt(a.At)
		t.spendToken(Token(a.X), a.At)
		s.openPassage(c, Side(a.Y))
		e := ev(EvPassage, int(s.Turn))
		e.From, e.To = a.At, a.At.Step(Side(a.Y))
		t.emit(e)
		// R16: the passage counts as a joined edge made this turn: one card.
		s.push(Task{Kind: tDraw, Seat: s.Turn, A: 1})
	case ActMark:
		s.Marker[s.Turn] = a.At
		s.Marked = true
		e := ev(EvMarked, int(s.Turn))
		e.At = a.At
		t.emit(e)
	case ActEnd:
		s.pop()
	case ActBoost:
		s.pop()
		t.discard(int(s.Turn), Card(a.X))
		t.moveCat(int(s.Turn), top.B)
	case ActDouble:
		s.Fight.Double = true
		t.spendToken(Token(a.X), NoCoord)
	case ActDice:
		s.Fight.Corr += uint8(Card(a.X).Corridors())
		s.Fight.Next = a.X + 1
		t.discard(int(s.Turn), Card(a.X))
	case ActStrike:
		n := s.Fight.dice()
		s.CombatDice = [maxCombatDice]Face{}
		s.replace(Task{Kind: tFightDamage})
		s.push(Task{Kind: tRollCombat, A: n})
	case ActAllot:
		t.damage(int(a.X), int(a.Y))
		top.A |= 1 << a.X
		top.B -= a.Y
	case ActStep:
		s.pop()
		t.moveCat(int(s.Turn), s.cellAt(a.At))
	case ActStay, ActDecline, ActDone:
		s.pop()
	case ActMech:
		t.mechanism(top.A, Side(a.Y), a.X == 1)
	case ActExit:
		t.layExit(a.At, Side(a.Y))
	case ActJoin:
		s.pop()
		seat := int(top.Seat)
		s.Party |= 1 << seat
		e := ev(EvJoined, seat)
		e.From, e.To = s.Cells[s.CatCell[seat]].At, s.Cells[s.CatCell[s.Turn]].At
		t.emit(e)
		s.CatCell[seat] = s.CatCell[s.Turn]
	case ActLay:
		t.lay(int(top.Seat), Card(a.X), Card(a.Y))
	case ActSpend:
		n := min(regroupBaseDraw+regroupPerTorch*int(a.Y), s.Discard.Len())
		if a.Y > 0 {
			s.Torches -= a.Y
			e := ev(EvTorchSpent, int(s.Turn))
			e.Value = a.Y
			t.emit(e)
		}
		s.replace(Task{Kind: tPull, A: uint8(n)})
	case ActGive:
		s.Pool = s.Pool.Without(Card(a.X))
		s.Hands[a.Y] = s.Hands[a.Y].With(Card(a.X))
		top.A, top.B = a.X+1, a.Y
		e := ev(EvCardGiven, int(a.Y))
		e.Card = Card(a.X)
		t.emit(e)
	case ActPass:
		from := s.holder(Token(a.X))
		s.Tokens[from] = s.Tokens[from].Without(Token(a.X))
		s.Tokens[a.Y] = s.Tokens[a.Y].With(Token(a.X))
		s.Passed = s.Passed.With(Token(a.X))
		e := ev(EvTokenPassed, from)
		e.Token, e.Value = Token(a.X), a.Y
		t.emit(e)
	case ActRoute:
		top.A &^= 1 << a.X
		t.moveFigure(int(a.X), s.cellAt(a.At))
	case ActPlace:
		t.placeFigure(int(a.X), s.cellAt(a.At))
	case ActHurt:
		s.Shares[a.X] = a.Y
		top.B -= a.Y
		rest := s.catsIn(s.Figures[top.A].Cell) &^ (1<<(a.X+1) - 1)
		top.Seat = uint8(bits.TrailingZeros8(rest))
	case ActAmulet:
		s.pop()
		s.Tokens[top.Seat] = s.Tokens[top.Seat].Without(Token(a.X))
		e := ev(EvAmuletUsed, int(top.Seat))
		e.Token, e.Figure = Token(a.X), int8(top.B)
		t.emit(e)
	case ActTake:
		s.replace(Task{Kind: tLose, Seat: top.Seat, A: top.A})
	}
}

// moveCat walks seat's cat to cell to.
func (t *step) moveCat(seat int, to uint8) {
	s := t.s
	e := ev(EvCatMoved, seat)
	e.From, e.To = s.Cells[s.CatCell[seat]].At, s.Cells[to].At
	t.emit(e)
	s.CatCell[seat] = to
}

// discard puts a card of seat's hand on the discard pile (face up).
func (t *step) discard(seat int, c Card) {
	s := t.s
	s.Hands[seat] = s.Hands[seat].Without(c)
	s.Discard = s.Discard.With(c)
	e := ev(EvCardDiscarded, seat)
	e.Card = c
	t.emit(e)
}

// spendToken removes a token of the active seat from the game.
func (t *step) spendToken(k Token, to Coord) {
	s := t.s
	s.Tokens[s.Turn] = s.Tokens[s.Turn].Without(k)
	e := ev(EvTokenUsed, int(s.Turn))
	e.Token, e.To = k, to
	t.emit(e)
}

// useToken resolves a Torches or Room cards token.
func (t *step) useToken(k Token) {
	s := t.s
	t.spendToken(k, NoCoord)
	info := k.Info()
	if info.Kind == TokenTorches {
		t.gainTorches(int(info.Value))
		return
	}
	s.push(Task{Kind: tDraw, Seat: s.Turn, A: info.Value})
}

// holder is the seat holding token k.
func (s *Public) holder(k Token) int {
	for p := 0; p < s.NumSeats(); p++ {
		if s.Tokens[p].Has(k) {
			return p
		}
	}
	return 0
}

// explore lays a card and walks the cat onto it (§10.2 Explore): then light,
// draw a card per joined edge, a sarcophagus token, the mechanisms.
func (t *step) explore(a Action) {
	s := t.s
	seat := int(s.Turn)
	c := Card(a.X)
	s.Hands[seat] = s.Hands[seat].Without(c)
	var pass uint8
	if a.Z > 0 {
		pass = 1 << (a.Z - 1)
		t.spendToken(s.Tokens[seat].OfKind(TokenPassage).Nth(0), a.At)
	}
	idx := s.addCell(a.At, uint8(c), a.Y, c.Turned(a.Y), pass)
	for p := range s.Marker {
		if s.Marker[p] == a.At {
			s.Marker[p] = NoCoord
		}
	}
	e := ev(EvCardPlaced, seat)
	e.Card, e.At, e.Value = c, a.At, a.Y
	t.emit(e)
	s.top().A = 1
	s.push(Task{Kind: tMech, A: idx})
	if c.Info().Content == Sarcophagus {
		s.push(Task{Kind: tSarc, Seat: uint8(seat)})
	}
	s.push(Task{Kind: tDraw, Seat: uint8(seat), A: uint8(bits.OnesCount8(s.Cells[idx].Join))})
	s.push(Task{Kind: tLight, A: idx})
	t.walkTo(idx, 1)
}

// walkTo walks the active cat to cell c: at once within the base move,
// else after the player picks the card to discard for the extra steps;
// keep is the cards the hand must keep after that discard.
func (t *step) walkTo(c uint8, keep uint8) {
	s := t.s
	dist := s.walkDist(s.CatCell[s.Turn])
	if dist[c] <= baseMove {
		if dist[c] > 0 {
			t.moveCat(int(s.Turn), c)
		}
		return
	}
	s.push(Task{Kind: tBoost, Seat: keep, A: dist[c] - baseMove, B: c})
}

// fight walks to the mummy room c and starts the fight (§10.2 Fight).
func (t *step) fight(c uint8) {
	s := t.s
	s.top().A = 1
	s.Fight = FightState{}
	s.push(Task{Kind: tFight})
	t.walkTo(c, 2)
}

// regroup spends a Regroup tile and schedules its steps (§10.2 Regroup).
func (t *step) regroup() {
	s := t.s
	s.top().A = 1
	s.Regroups--
	s.Party = 1 << s.Turn
	s.Passed = 0
	t.emit(ev(EvRegroup, int(s.Turn)))
	s.push(Task{Kind: tPassTokens})
	s.push(Task{Kind: tShare})
	s.push(Task{Kind: tReveal})
	s.push(Task{Kind: tSpend})
	s.push(Task{Kind: tLays})
	for i := s.NumSeats() - 1; i >= 1; i-- {
		s.push(Task{Kind: tJoin, Seat: uint8((int(s.Turn) + i) % s.NumSeats())})
	}
}

// lay puts up to two of seat's cards face down for the Regroup.
func (t *step) lay(seat int, a, b Card) {
	s := t.s
	s.pop()
	n := uint8(0)
	for _, c := range [2]Card{a, b} {
		if c != NoCard {
			s.Hands[seat] = s.Hands[seat].Without(c)
			s.Laid[seat] = s.Laid[seat].With(c)
			n++
		}
	}
	e := ev(EvCardsLaid, seat)
	e.Card, e.Card2, e.Value, e.Secret = a, b, n, s.secret()
	t.emit(e)
}

// layExit puts the Exit on at with its corridor on side d (R20).
func (t *step) layExit(at Coord, d Side) {
	s := t.s
	s.pop()
	nb := s.cellAt(at.Step(d))
	var pass uint8
	if s.Cells[nb].Corr&(1<<d.Opposite()) == 0 {
		pass = 1 << d // no open corridor anywhere: joined through the wall
	}
	s.ExitCell = s.addCell(at, cardExit, uint8(d), 1<<d, pass)
	for p := range s.Marker {
		if s.Marker[p] == at {
			s.Marker[p] = NoCoord
		}
	}
	e := ev(EvExitOpened, int(s.Turn))
	e.At, e.Value = at, uint8(d)
	t.emit(e)
}

// placeFigure stands the woken mummy f on cell c with its hearts; the
// Snuffing Mummy puts out torches as it appears.
func (t *step) placeFigure(f int, c uint8) {
	s := t.s
	s.pop()
	info := s.FigureInfo(f)
	s.Figures[f] = Figure{Place: InMaze, Cell: c, Hearts: info.Hearts}
	e := ev(EvMummyPlaced, int(s.Turn))
	e.Figure, e.At = int8(f), s.Cells[c].At
	t.emit(e)
	if info.Snuff {
		n := min(snuffTorches, int(s.Torches))
		s.Torches -= uint8(n)
		e := ev(EvTorchesSnuffed, int(s.Turn))
		e.Figure, e.Value = int8(f), uint8(n)
		t.emit(e)
	}
}
