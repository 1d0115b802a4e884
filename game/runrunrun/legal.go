package runrunrun

import "math/bits"

// Legal appends the legal actions of the node to buf, in a stable order,
// and returns it. At a chance node these are the outcomes, all equally
// likely (a die lists its six faces, twins included). Cards and tokens
// identical in every rule are offered once, as the lowest of them. It
// allocates nothing when buf has room.
func (s *State) Legal(buf []Action) []Action {
	if s.Over || s.NTasks == 0 {
		return buf
	}
	top := s.Tasks[s.NTasks-1]
	switch top.Kind {
	case tDealHand, tDraw:
		return appendCards(buf, s.Deck)
	case tRollMummy, tRollCombat:
		for f := uint8(0); f < 6; f++ {
			buf = append(buf, Action{Kind: ActChance, X: f})
		}
		return buf
	case tAwaken:
		for d := s.MummyDeck(); d != 0; d &= d - 1 {
			buf = append(buf, Action{Kind: ActChance, X: uint8(bits.TrailingZeros8(d))})
		}
		return buf
	case tLose:
		return appendCards(buf, s.Hands[top.Seat])
	case tSarc:
		for r := s.Stack; r != 0; r &= r - 1 {
			buf = append(buf, Action{Kind: ActChance, X: uint8(bits.TrailingZeros32(uint32(r)))})
		}
		return buf
	case tLord:
		for l := uint8(0); l < NumLords; l++ {
			buf = append(buf, Action{Kind: ActChance, X: l})
		}
		return buf
	case tPull:
		return appendCards(buf, s.Discard)
	case tMove:
		return s.routeActions(buf)
	case tPlace:
		return s.placeActions(int(top.A), buf)
	case tSplit:
		for x := uint8(0); x <= top.B; x++ {
			buf = append(buf, Action{Kind: ActHurt, X: top.Seat, Y: x})
		}
		return buf
	case tHit:
		if k := s.Tokens[top.Seat].OfKind(TokenAmulet); k != 0 {
			buf = append(buf, Action{Kind: ActAmulet, X: uint8(k.Nth(0))})
		}
		return append(buf, Action{Kind: ActTake})
	case tPlayer:
		return s.playerActions(top.A == 1, buf)
	case tBoost:
		for c := s.boostCards(top.A, int(top.Seat)); c != 0; c &= c - 1 {
			buf = append(buf, Action{Kind: ActBoost, X: uint8(c.First())})
		}
		return buf
	case tMech:
		exit := top.B == 1
		if n, _ := s.mechanismChoices(top.A, exit); n > 0 {
			x := uint8(0)
			if exit {
				x = 1
			}
			for d := N; d < NumSides; d++ {
				if s.mechanismAt(top.A, d, exit) {
					buf = append(buf, Action{Kind: ActMech, X: x, Y: uint8(d)})
				}
			}
		}
		return buf
	case tExitPlace:
		return s.exitPlaces(buf)
	case tFight:
		return s.fightActions(buf)
	case tAllot:
		rest, f := s.allotFigures()
		lo, hi := s.allotRange(f, rest, top.B)
		for x := lo; x <= hi; x++ {
			buf = append(buf, Action{Kind: ActAllot, X: uint8(f), Y: uint8(x)})
		}
		return buf
	case tPaw:
		cell := &s.Cells[s.CatCell[s.Turn]]
		for j := cell.Join; j != 0; j &= j - 1 {
			if nb := cell.Nb[trailing(j)]; s.figuresIn(nb) == 0 {
				buf = append(buf, Action{Kind: ActStep, At: s.Cells[nb].At})
			}
		}
		return append(buf, Action{Kind: ActStay})
	case tJoin:
		return append(buf, Action{Kind: ActJoin}, Action{Kind: ActDecline})
	case tLay:
		return s.layActions(int(top.Seat), buf)
	case tSpend:
		for x := 0; x <= s.maxSpend(); x++ {
			buf = append(buf, Action{Kind: ActSpend, Y: uint8(x)})
		}
		return buf
	case tShare:
		c := s.Pool.First()
		for who := s.shareTo(); who != 0; who &= who - 1 {
			buf = append(buf, Action{Kind: ActGive, X: uint8(c), Y: uint8(bits.TrailingZeros8(who))})
		}
		return buf
	case tPassTokens:
		return s.passActions(buf)
	}
	return buf
}

func appendCards(buf []Action, set CardSet) []Action {
	for r := set; r != 0; r &= r - 1 {
		buf = append(buf, Action{Kind: ActChance, X: uint8(r.First())})
	}
	return buf
}

// routeActions lists the tie of shortest routes of the first figure of the
// move pass on top.
func (s *State) routeActions(buf []Action) []Action {
	top := s.Tasks[s.NTasks-1]
	if top.A == 0 {
		return buf
	}
	f := bits.TrailingZeros8(top.A)
	var opts [NumSides]uint8
	n := s.routes(f, &opts)
	for i := 0; i < n; i++ {
		buf = append(buf, Action{Kind: ActRoute, X: uint8(f), At: s.Cells[opts[i]].At})
	}
	return buf
}

// placeActions lists the rooms where the woken mummy f may appear: any room
// card (R7), the farthest from the Crypt first, as the spec's engine offers.
func (s *State) placeActions(f int, buf []Action) []Action {
	dist := s.cryptDist()
	maxd := uint8(0)
	for c := uint8(1); c < s.NCells; c++ {
		if s.Cells[c].IsRoom() && dist[c] != unreachable {
			maxd = max(maxd, dist[c])
		}
	}
	for d := int(maxd); d >= 0; d-- {
		for c := uint8(1); c < s.NCells; c++ {
			if s.Cells[c].IsRoom() && int(dist[c]) == d {
				buf = append(buf, Action{Kind: ActPlace, X: uint8(f), At: s.Cells[c].At})
			}
		}
	}
	return buf
}

// boostCards are the cards the active seat may discard to walk need more
// steps (R10: one card, never the last: keep cards stay in hand after it).
func (s *State) boostCards(need uint8, keep int) CardSet {
	hand := s.Hands[s.Turn]
	if hand.Len() < keep+1 {
		return 0
	}
	var out CardSet
	for r := hand.Canonical(); r != 0; r &= r - 1 {
		if c := r.First(); c.Corridors() >= int(need) {
			out = out.With(c)
		}
	}
	return out
}

// fightActions: a Double strike, a card for dice (in ascending order, never
// the last card, up to 6 dice) or the roll once there is a die.
func (s *State) fightActions(buf []Action) []Action {
	f := &s.Fight
	if !f.Double {
		if k := s.Tokens[s.Turn].OfKind(TokenDouble); k != 0 {
			buf = append(buf, Action{Kind: ActDouble, X: uint8(k.Nth(0))})
		}
	}
	hand := s.Hands[s.Turn]
	if f.Corr < maxCombatDice && hand.Len() >= 2 {
		for r := hand.Canonical() &^ (1<<f.Next - 1); r != 0; r &= r - 1 {
			buf = append(buf, Action{Kind: ActDice, X: uint8(r.First())})
		}
	}
	if f.Corr > 0 {
		buf = append(buf, Action{Kind: ActStrike})
	}
	return buf
}

// fightHasChoice reports whether the fight offers anything but the roll:
// a Double strike, or a card for dice.
func (s *State) fightHasChoice() bool {
	f := &s.Fight
	if !f.Double && s.Tokens[s.Turn].OfKind(TokenDouble) != 0 {
		return true
	}
	hand := s.Hands[s.Turn]
	return f.Corr < maxCombatDice && hand.Len() >= 2 && hand&^(1<<f.Next-1) != 0
}

// pawSteps counts the rooms the paw print may lead to.
func (s *Public) pawSteps() int {
	n := 0
	cell := &s.Cells[s.CatCell[s.Turn]]
	for j := cell.Join; j != 0; j &= j - 1 {
		if s.figuresIn(cell.Nb[trailing(j)]) == 0 {
			n++
		}
	}
	return n
}

// canJoin reports whether seat's cat may join the Regroup: a walk of any
// length to the active cat's room that passes through no room holding a
// mummy (it may start in one).
func (s *Public) canJoin(seat int) bool {
	dist := s.walkDist(s.CatCell[seat])
	return dist[s.CatCell[s.Turn]] != unreachable
}

// layActions: nothing, one card, or two (each pair once).
func (s *State) layActions(seat int, buf []Action) []Action {
	hand := s.Hands[seat]
	buf = append(buf, Action{Kind: ActLay, X: uint8(NoCard), Y: uint8(NoCard)})
	for r := hand.Canonical(); r != 0; r &= r - 1 {
		a := r.First()
		buf = append(buf, Action{Kind: ActLay, X: uint8(a), Y: uint8(NoCard)})
		for q := hand.Without(a).Canonical() &^ (1<<(a+1) - 1); q != 0; q &= q - 1 {
			buf = append(buf, Action{Kind: ActLay, X: uint8(a), Y: uint8(q.First())})
		}
	}
	return buf
}

// maxSpend is the most torches a Regroup may spend: each must buy at least
// one more card from the discard pile.
func (s *Public) maxSpend() int {
	n := 0
	for n < int(s.Torches) && regroupBaseDraw+regroupPerTorch*n < s.Discard.Len() {
		n++
	}
	return n
}

// shareTo is the participants who may receive the lowest pool card: each
// must end with at least one card (when the cards left are just enough,
// they go to the cats with none), and otherwise of two identical cards the
// second goes to the same seat or a later one (so a split is offered once).
func (s *State) shareTo() uint8 {
	top := s.Tasks[s.NTasks-1]
	c := s.Pool.First()
	var empty uint8
	for p := 0; p < s.NumSeats(); p++ {
		if s.Party&(1<<p) != 0 && s.Hands[p] == 0 {
			empty |= 1 << p
		}
	}
	if bits.OnesCount8(empty) >= s.Pool.Len() {
		return empty
	}
	who := s.Party
	if top.A > 0 && twin(Card(top.A-1), c) {
		who &^= 1<<top.B - 1
	}
	return who
}

// passActions: a participant's token to another participant, each token
// once per Regroup, or done.
func (s *State) passActions(buf []Action) []Action {
	for p := 0; p < s.NumSeats(); p++ {
		if s.Party&(1<<p) == 0 {
			continue
		}
		for r := s.Tokens[p].Canonical() &^ s.Passed; r != 0; r &= r - 1 {
			k := r.Nth(0)
			for q := 0; q < s.NumSeats(); q++ {
				if q != p && s.Party&(1<<q) != 0 {
					buf = append(buf, Action{Kind: ActPass, X: uint8(k), Y: uint8(q)})
				}
			}
		}
	}
	return append(buf, Action{Kind: ActDone})
}

// canPassTokens reports whether a Regroup's participants may pass a token.
func (s *Public) canPassTokens() bool {
	if bits.OnesCount8(s.Party) < 2 {
		return false
	}
	for p := 0; p < s.NumSeats(); p++ {
		if s.Party&(1<<p) != 0 && s.Tokens[p]&^s.Passed != 0 {
			return true
		}
	}
	return false
}

// exitPlaces lists where the Exit may go (R20): an empty cell facing an
// open corridor end, its corridor joined to it; with no open corridor in
// the maze, next to any room but the Crypt, joined through the wall.
func (s *Public) exitPlaces(buf []Action) []Action {
	var sp [maxSpots]spot
	n := s.spots(&sp)
	start := len(buf)
	for i := 0; i < n; i++ {
		for j := sp[i].Corr; j != 0; j &= j - 1 {
			buf = append(buf, Action{Kind: ActExit, At: sp[i].At, Y: uint8(trailing(j))})
		}
	}
	if len(buf) > start {
		return buf
	}
	for i := 0; i < n; i++ {
		for j := sp[i].Occ; j != 0; j &= j - 1 {
			d := trailing(j)
			if s.Cells[sp[i].Nb[d]].IsRoom() {
				buf = append(buf, Action{Kind: ActExit, At: sp[i].At, Y: uint8(d)})
			}
		}
	}
	return buf
}
