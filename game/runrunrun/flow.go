package runrunrun

import "math/bits"

// advance runs the tasks on the stack until the top one waits for a
// decision or chance, or the game is over.
func (t *step) advance() {
	for !t.s.Over && t.s.NTasks > 0 && t.run() {
	}
}

// run does the top task's work, or settles it when it offers no real
// choice (a chance step with one outcome, a tie with one route). It
// returns false when the top task waits for a seat or for chance.
func (t *step) run() bool {
	s := t.s
	top := *s.top()
	switch top.Kind {
	case tDealHand, tDraw:
		if top.A == 0 || s.Deck == 0 {
			if top.A > 0 && top.Kind == tDraw {
				t.emit(ev(EvDeckEmpty, int(top.Seat)))
			}
			s.pop()
			return true
		}
		return t.chanceIfOne(s.Deck.Len(), uint8(s.Deck.First()))
	case tTurn:
		t.beginTurn()
	case tEndTurn:
		t.endTurn()
	case tMummyStep:
		s.MummyDice = [maxMummyDice]Face{}
		s.Faces = 0
		s.replace(Task{Kind: tFaces})
		s.push(Task{Kind: tRollMummy, A: uint8(s.Power())})
	case tRollMummy, tRollCombat:
		if top.A == 0 {
			s.pop()
			return true
		}
		return false
	case tFaces:
		s.pop()
		if s.Faces > 0 {
			s.push(Task{Kind: tAttacks})
			s.push(Task{Kind: tMove, B: passFast})
			for i := uint8(0); i < s.Faces; i++ {
				s.push(Task{Kind: tHeart})
				s.push(Task{Kind: tMove, B: passAll})
			}
		}
	case tMove:
		return t.movePass()
	case tHeart:
		t.heart(top.A == 1)
	case tAwaken:
		deck := s.MummyDeck()
		if deck == 0 {
			s.pop()
			return true
		}
		return t.chanceIfOne(bits.OnesCount8(deck), uint8(bits.TrailingZeros8(deck)))
	case tPlace:
		if s.rooms() != 1 {
			return false
		}
		c := uint8(1)
		for !s.Cells[c].IsRoom() {
			c++
		}
		t.decide(Action{Kind: ActPlace, X: top.A, At: s.Cells[c].At})
	case tAttacks:
		s.pop()
		for f := NumFigures - 1; f >= 0; f-- {
			s.push(Task{Kind: tAttack, A: uint8(f)})
		}
	case tAttack:
		t.attack(int(top.A))
	case tSplit:
		return t.split()
	case tHit:
		if top.A == 0 {
			s.pop()
			return true
		}
		if s.Tokens[top.Seat].OfKind(TokenAmulet) != 0 {
			return false
		}
		s.replace(Task{Kind: tLose, Seat: top.Seat, A: top.A})
	case tLose:
		if top.A == 0 {
			s.pop()
			return true
		}
		if int(top.A) >= s.HandSize(int(top.Seat)) {
			// The cat must discard its last card: the team loses (rulebook).
			t.lose(EndHand)
			return true
		}
		return false
	case tPlayer:
		return false
	case tBoost:
		return t.boostIfOne()
	case tLight:
		s.pop()
		t.light(top.A)
	case tSarc:
		if s.Stack == 0 {
			s.pop()
			return true
		}
		return t.chanceIfOne(s.Stack.Len(), uint8(s.Stack.Nth(0)))
	case tMech:
		return t.mechanisms()
	case tExitPlace:
		return t.exitIfOne()
	case tLord:
		if s.Opt.Lord != 0 {
			t.chance(Action{Kind: ActChance, X: s.Opt.Lord - 1})
			return true
		}
		return false
	case tFight:
		if !s.fightHasChoice() {
			t.decide(Action{Kind: ActStrike})
			return true
		}
		return false
	case tFightDamage:
		t.fightDamage()
	case tAllot:
		return t.allot()
	case tFightAfter:
		t.fightAfter()
	case tPaw:
		if s.pawSteps() == 0 {
			s.pop()
			return true
		}
		return false
	case tJoin:
		if !s.canJoin(int(top.Seat)) {
			s.pop()
			return true
		}
		return false
	case tLays:
		s.pop()
		if bits.OnesCount8(s.Party) > 1 {
			for p := s.NumSeats() - 1; p >= 0; p-- {
				seat := (int(s.Turn) + p) % s.NumSeats()
				if s.Party&(1<<seat) != 0 {
					s.push(Task{Kind: tLay, Seat: uint8(seat)})
				}
			}
		}
	case tLay:
		return false
	case tSpend:
		if s.maxSpend() == 0 {
			t.decide(Action{Kind: ActSpend})
			return true
		}
		return false
	case tPull:
		if top.A == 0 || s.Discard == 0 {
			s.pop()
			return true
		}
		return t.chanceIfOne(s.Discard.Len(), uint8(s.Discard.First()))
	case tReveal:
		t.reveal()
	case tShare:
		return t.shareIfForced()
	case tPassTokens:
		if !s.canPassTokens() {
			s.pop()
			return true
		}
		return false
	default:
		s.pop()
	}
	return true
}

// exitIfOne lays the Exit when it has a single place.
func (t *step) exitIfOne() bool {
	out := sink{mode: sinkNth}
	t.s.exitPlaces(&out)
	if out.n == 1 {
		t.decide(out.found)
		return true
	}
	return false
}

// chanceIfOne applies a chance step that has a single outcome, the first
// of its n (nothing is left to chance, nothing to record), and reports
// whether it did so.
func (t *step) chanceIfOne(n int, first uint8) bool {
	if n != 1 {
		return false
	}
	t.chance(Action{Kind: ActChance, X: first})
	return true
}

// beginTurn starts the active seat's turn: its reservation marker goes
// (§16.3), then the mummy step, the player step and the end of the turn.
func (t *step) beginTurn() {
	s := t.s
	if s.Turn == s.Opt.First {
		s.Round++
	}
	s.Turns++
	s.Marker[s.Turn] = NoCoord
	s.Marked = false
	e := ev(EvTurn, int(s.Turn))
	e.Value = uint8(min(int(s.Round), 255))
	t.emit(e)
	s.replace(Task{Kind: tEndTurn})
	s.push(Task{Kind: tPlayer})
	s.push(Task{Kind: tMummyStep})
}

// endTurn: a cat left with no card loses the game (§10.3); otherwise the next
// seat clockwise plays.
func (t *step) endTurn() {
	s := t.s
	s.pop()
	for p := 0; p < s.NumSeats(); p++ {
		if s.Hands[p] == 0 {
			t.lose(EndHand)
			return
		}
	}
	s.Turn = uint8((int(s.Turn) + 1) % s.NumSeats())
	s.push(Task{Kind: tTurn})
}

// lose ends the game in defeat.
func (t *step) lose(end End) {
	s := t.s
	s.Over, s.Won, s.End = true, false, end
	s.NTasks = 0
	e := ev(EvGameLost, -1)
	e.Value = uint8(end)
	t.emit(e)
}

// checkWin ends the game in victory when the Exit is in the maze and no
// mummy and no Lord is left (§13).
func (t *step) checkWin() bool {
	s := t.s
	if !s.ExitOpen() || s.Figures[LordIndex].Place != Gone {
		return false
	}
	for m := 0; m < NumMummies; m++ {
		if s.Figures[m].Place == InMaze {
			return false
		}
	}
	s.Over, s.Won, s.End = true, true, EndExit
	s.NTasks = 0
	t.emit(ev(EvGameWon, -1))
	return true
}

// movePass moves every figure of the pass one room towards the Crypt, in
// figure order (they ignore each other, so order does not matter), and
// stops at the first tie of shortest routes for the active player.
func (t *step) movePass() bool {
	s := t.s
	top := s.top()
	if top.B&passStarted == 0 {
		var mask uint8
		for f := 0; f < NumFigures; f++ {
			if s.Figures[f].Place == InMaze && (top.B == passAll || s.FigureInfo(f).Fast) {
				mask |= 1 << f
			}
		}
		top.A, top.B = mask, top.B|passStarted
	}
	for top.A != 0 {
		f := bits.TrailingZeros8(top.A)
		if s.Figures[f].Place != InMaze || s.engaged(f) {
			top.A &^= 1 << f
			continue
		}
		var opts [NumSides]uint8
		n := s.routes(f, &opts)
		if n > 1 {
			return false
		}
		top.A &^= 1 << f
		if n == 1 {
			t.moveFigure(f, opts[0])
			if s.Over {
				return true
			}
		}
	}
	s.pop()
	return true
}

// routes lists the rooms figure f may step into: joined neighbours one step
// closer to the Crypt (§11.1).
func (s *Public) routes(f int, out *[NumSides]uint8) int {
	dist := s.cryptDist()
	c := s.Figures[f].Cell
	if dist[c] == unreachable || dist[c] == 0 {
		return 0
	}
	n := 0
	cell := &s.Cells[c]
	for j := cell.Join; j != 0; j &= j - 1 {
		nb := cell.Nb[trailing(j)]
		if dist[nb] == dist[c]-1 {
			out[n] = nb
			n++
		}
	}
	return n
}

// moveFigure steps figure f into cell to: into the Crypt it ends the game
// (R23); into a cat's room it stops there, engaged (R3).
func (t *step) moveFigure(f int, to uint8) {
	s := t.s
	e := ev(EvMummyMoved, -1)
	e.Figure = int8(f)
	e.From, e.To = s.Cells[s.Figures[f].Cell].At, s.Cells[to].At
	t.emit(e)
	s.Figures[f].Cell = to
	if to == CryptCell {
		t.lose(EndCrypt)
	}
}

// heart puts one heart on the top mummy card; the fifth wakes it (§10.1).
// With no mummy card left (or the Exit open) a mummy-step heart is
// ignored (R8); one standing for a missing torch moves every mummy not
// engaged one room instead (R9). While the maze holds no room card yet a
// woken mummy would have nowhere to appear (R7), so the heart that would
// wake it is not placed.
func (t *step) heart(torch bool) {
	s := t.s
	if s.ExitOpen() || s.MummyDeck() == 0 {
		s.pop()
		if torch {
			s.push(Task{Kind: tMove, B: passAll})
		}
		return
	}
	if s.TopHearts+1 >= heartsToWake && s.rooms() == 0 {
		s.pop()
		return
	}
	s.TopHearts++
	e := ev(EvHeartAdded, -1)
	e.Value = s.TopHearts
	t.emit(e)
	if s.TopHearts >= heartsToWake {
		s.TopHearts -= heartsToWake
		s.replace(Task{Kind: tAwaken})
		return
	}
	s.pop()
}

// rooms counts the room cards in the maze: where a mummy may appear (R7).
func (s *Public) rooms() int {
	n := int(s.NCells) - 1
	if s.ExitOpen() {
		n--
	}
	return n
}

// attack: figure f attacks every cat in its room (§11.3). One cat takes
// the whole damage; with several the active player splits it.
func (t *step) attack(f int) {
	s := t.s
	s.pop()
	fig := s.Figures[f]
	if fig.Place != InMaze {
		return
	}
	cats := s.catsIn(fig.Cell)
	if cats == 0 {
		return
	}
	dmg := s.FigureInfo(f).Damage
	e := ev(EvMummyAttacked, -1)
	e.Figure, e.At, e.Value = int8(f), s.Cells[fig.Cell].At, dmg
	t.emit(e)
	if bits.OnesCount8(cats) == 1 {
		s.push(Task{Kind: tHit, Seat: uint8(bits.TrailingZeros8(cats)), A: dmg, B: uint8(f)})
		return
	}
	s.Shares = [MaxSeats]uint8{}
	s.push(Task{Kind: tSplit, Seat: uint8(bits.TrailingZeros8(cats)), A: uint8(f), B: dmg})
}

// split settles the damage split when no choice is left: the last cat of
// the room takes what remains; then each cat's hit is scheduled in seat
// order.
func (t *step) split() bool {
	s := t.s
	top := s.top()
	f := int(top.A)
	rest := s.catsIn(s.Figures[f].Cell) &^ (1<<(top.Seat+1) - 1)
	if rest != 0 && top.B > 0 {
		return false
	}
	s.Shares[top.Seat] += top.B
	s.pop()
	for p := s.NumSeats() - 1; p >= 0; p-- {
		if s.Shares[p] > 0 {
			s.push(Task{Kind: tHit, Seat: uint8(p), A: s.Shares[p], B: uint8(f)})
		}
	}
	s.Shares = [MaxSeats]uint8{}
	return true
}

// light: a dark room costs a torch; with none left a heart goes on the
// mummy deck instead (or R9).
func (t *step) light(cell uint8) {
	s := t.s
	if cardTable[s.Cells[cell].Card].Lit {
		return
	}
	if s.Torches > 0 {
		s.Torches--
		e := ev(EvTorchSpent, int(s.Turn))
		e.Value, e.At = 1, s.Cells[cell].At
		t.emit(e)
		return
	}
	t.emit(ev(EvNoTorch, int(s.Turn)))
	s.push(Task{Kind: tHeart, A: 1})
}

// gainTorches adds n torches to the supply (it may pass 5).
func (t *step) gainTorches(n int) {
	s := t.s
	s.Torches = uint8(min(int(s.Torches)+n, 255))
	e := ev(EvTorchGained, int(s.Turn))
	e.Value = uint8(n)
	t.emit(e)
}

// mechanisms works the torch mechanism, then the exit mechanism, of the new
// cell (§12); with several triangles qualifying the player picks.
func (t *step) mechanisms() bool {
	s := t.s
	top := s.top()
	exit := top.B == 1
	n, first := s.mechanismChoices(top.A, exit)
	switch {
	case n > 1:
		return false
	case n == 1:
		t.mechanism(top.A, first, exit)
	case exit:
		s.pop()
	default:
		top.B = 1
	}
	return true
}

// mechanismChoices counts the triangles of cell p that would work a
// mechanism now, and gives the first one's side.
func (s *Public) mechanismChoices(p uint8, exit bool) (n int, first Side) {
	if exit && s.ExitMechs >= exitMechsToOpen ||
		!exit && (s.Torches >= torchRefill || s.TorchMechs >= maxTorchMechs) {
		return 0, 0 // R12: a full supply does not work the torch mechanism
	}
	for d := N; d < NumSides; d++ {
		if s.mechanismAt(p, d, exit) {
			if n == 0 {
				first = d
			}
			n++
		}
	}
	return n, first
}

// mechanism works the triangle of cell p across sides d and d+1.
func (t *step) mechanism(p uint8, d Side, exit bool) {
	s := t.s
	a, b, _ := s.triangle(p, d)
	flag := usedTorch
	if exit {
		flag = usedExit
	}
	s.Cells[p].Used |= flag
	s.Cells[a].Used |= flag
	s.Cells[b].Used |= flag
	e := ev(EvMechanism, int(s.Turn))
	e.At, e.From, e.To = s.Cells[p].At, s.Cells[a].At, s.Cells[b].At
	if !exit {
		s.TorchMechs++
		gain := torchRefill - int(s.Torches)
		t.emit(e)
		t.gainTorches(gain)
		s.top().B = 1
		return
	}
	e.Value = 1
	s.ExitMechs++
	t.emit(e)
	s.pop()
	if s.ExitMechs == exitMechsToOpen {
		s.push(Task{Kind: tLord})
		s.push(Task{Kind: tExitPlace})
	}
}

// fightDamage counts the fight's damage (§10.2 Fight (d)) and spreads it:
// all of it when it destroys every figure in the room or there is one,
// else as the player chooses.
func (t *step) fightDamage() {
	s := t.s
	s.pop()
	f := &s.Fight
	dmg := int(f.Hits)
	if s.Opt.Cats[s.Turn].Info().Ability == AbilityDamage && !s.silenced() {
		dmg += int(f.Question)
	}
	if f.Double {
		dmg *= 2
	}
	s.push(Task{Kind: tFightAfter})
	figs := s.figuresIn(s.CatCell[s.Turn])
	total := 0
	for r := figs; r != 0; r &= r - 1 {
		total += int(s.Figures[bits.TrailingZeros8(r)].Hearts)
	}
	if dmg == 0 {
		return
	}
	if dmg >= total || bits.OnesCount8(figs) == 1 {
		for r := figs; r != 0; r &= r - 1 {
			m := bits.TrailingZeros8(r)
			t.damage(m, min(dmg, int(s.Figures[m].Hearts)))
		}
		return
	}
	s.push(Task{Kind: tAllot, B: uint8(dmg)})
}

// damage takes n hearts off figure f.
func (t *step) damage(f, n int) {
	s := t.s
	s.Figures[f].Hearts -= uint8(n)
	e := ev(EvDamageDealt, int(s.Turn))
	e.Figure, e.Value = int8(f), uint8(n)
	t.emit(e)
}

// allotRange is the damage figure f may take when the player spreads
// `left` over the figures of the room not yet given any (rest): at most its
// hearts, and at least what the others cannot absorb.
func (s *Public) allotRange(f int, rest uint8, left uint8) (lo, hi int) {
	others := 0
	for r := rest &^ (1 << f); r != 0; r &= r - 1 {
		others += int(s.Figures[bits.TrailingZeros8(r)].Hearts)
	}
	hi = min(int(s.Figures[f].Hearts), int(left))
	lo = max(0, int(left)-others)
	return lo, hi
}

// allotFigures is the figures of the fight still to be given damage, and
// the first of them.
func (s *Public) allotFigures() (rest uint8, first int) {
	rest = s.figuresIn(s.CatCell[s.Turn]) &^ s.top().A
	return rest, bits.TrailingZeros8(rest)
}

func (t *step) allot() bool {
	s := t.s
	top := s.top()
	rest, f := s.allotFigures()
	if rest == 0 || top.B == 0 {
		s.pop()
		return true
	}
	lo, hi := s.allotRange(f, rest, top.B)
	if lo != hi {
		return false
	}
	t.decide(Action{Kind: ActAllot, X: uint8(f), Y: uint8(lo)})
	return true
}

// fightAfter: figures with no heart left are destroyed (§11.5), the game may
// be won; then the question marks, hexes and the paw print.
func (t *step) fightAfter() {
	s := t.s
	s.pop()
	for f := 0; f < NumFigures; f++ {
		fig := &s.Figures[f]
		if fig.Place != InMaze || fig.Hearts > 0 {
			continue
		}
		e := ev(EvMummyDestroyed, int(s.Turn))
		e.Figure, e.At = int8(f), s.Cells[fig.Cell].At
		t.emit(e)
		s.Destroyed++
		fig.Cell = NoCell
		if f == LordIndex || s.ExitOpen() {
			fig.Place = Gone
		} else {
			fig.Place = InDeck // shuffled back into the mummy deck; its hearts stay on the top card
		}
	}
	if t.checkWin() {
		return
	}
	fs := s.Fight
	if fs.Paw > 0 {
		s.push(Task{Kind: tPaw})
	}
	if fs.Hex > 0 {
		s.push(Task{Kind: tDraw, Seat: s.Turn, A: fs.Hex})
	}
	if fs.Question == 0 || s.silenced() {
		return
	}
	switch s.Opt.Cats[s.Turn].Info().Ability {
	case AbilityDraw:
		s.push(Task{Kind: tDraw, Seat: s.Turn, A: fs.Question})
	case AbilityToken:
		for i := uint8(0); i < fs.Question; i++ {
			s.push(Task{Kind: tSarc, Seat: s.Turn})
		}
	case AbilityTorch:
		t.gainTorches(int(fs.Question))
	}
}

// reveal turns up every card laid face down in the Regroup, together, and
// puts them in the pool.
func (t *step) reveal() {
	s := t.s
	s.pop()
	for p := 0; p < s.NumSeats(); p++ {
		l := s.Laid[p]
		if l == 0 {
			continue
		}
		e := ev(EvCardsRevealed, p)
		e.Card = l.First()
		if l.Len() > 1 {
			e.Card2 = l.Nth(1)
		}
		e.Reveal = true
		t.emit(e)
		s.Pool |= l
		s.Laid[p] = 0
	}
}

// shareIfForced gives the lowest pool card when only one participant may
// take it (a solo Regroup, or a cat that must not end with no card).
func (t *step) shareIfForced() bool {
	s := t.s
	if s.Pool == 0 {
		s.pop()
		return true
	}
	who := s.shareTo()
	if bits.OnesCount8(who) != 1 {
		return false
	}
	t.decide(Action{Kind: ActGive, X: uint8(s.Pool.First()), Y: uint8(bits.TrailingZeros8(who))})
	return true
}

// boostIfOne discards the only card that can pay for the walk.
func (t *step) boostIfOne() bool {
	s := t.s
	top := s.top()
	opts := s.boostCards(top.A, int(top.Seat))
	if opts.Len() != 1 {
		return false
	}
	t.decide(Action{Kind: ActBoost, X: uint8(opts.First())})
	return true
}
