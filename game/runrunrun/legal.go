package runrunrun

import "math/bits"

// Legal appends the legal actions of the node to buf, in a stable order,
// and returns it. At a chance node these are the outcomes, all equally
// likely (a die lists its six faces, twins included). Cards and tokens
// identical in every rule are offered once, as the lowest of them. It
// allocates nothing when buf has room.
func (s *State) Legal(buf []Action) []Action {
	out := sink{buf: buf}
	s.legal(&out)
	return out.buf
}

// sink receives the legal steps as the generators find them: collected
// into a list (Legal), collected while the list has room and counted
// beyond (Playout), or only looked for (Apply's check and its reasons,
// the n-th step of a long list), so that nothing is allocated.
type sink struct {
	mode  sinkMode
	buf   []Action
	n     int    // steps seen
	want  Action // the step looked for (sinkFind), or its kind (sinkKind)
	nth   int    // the index looked for (sinkNth)
	hit   bool   // found
	found Action // the n-th step (sinkNth)
}

type sinkMode uint8

const (
	sinkAll     sinkMode = iota // append every step
	sinkBounded                 // append while buf has room, count the rest
	sinkFind                    // look for want
	sinkKind                    // look for a step of want's kind
	sinkNth                     // look for the nth step
)

func (k *sink) add(a Action) {
	switch k.mode {
	case sinkAll:
		if len(k.buf) == cap(k.buf) {
			k.grow()
		}
		k.buf = k.buf[:len(k.buf)+1]
		k.buf[len(k.buf)-1] = a
	case sinkBounded:
		if len(k.buf) < cap(k.buf) {
			k.buf = k.buf[:len(k.buf)+1]
			k.buf[len(k.buf)-1] = a
		}
	case sinkFind:
		k.hit = k.hit || a == k.want
	case sinkKind:
		k.hit = k.hit || a.Kind == k.want.Kind
	case sinkNth:
		if k.n == k.nth {
			k.found, k.hit = a, true
		}
	}
	k.n++
}

// grow moves a full list to a larger array. It copies rather than appends
// so that the caller's buffer never escapes to the heap: the sink only
// ever reslices it in place.
func (k *sink) grow() {
	nb := make([]Action, len(k.buf), 2*cap(k.buf)+16)
	copy(nb, k.buf)
	k.buf = nb
}

// legal sends the node's legal steps to out.
func (s *State) legal(out *sink) {
	if s.Over || s.NTasks == 0 {
		return
	}
	top := s.Tasks[s.NTasks-1]
	switch top.Kind {
	case tDealHand, tDraw:
		appendCards(out, s.Deck)
	case tRollMummy, tRollCombat:
		for f := uint8(0); f < 6; f++ {
			out.add(Action{Kind: ActChance, X: f})
		}
	case tAwaken:
		for d := s.MummyDeck(); d != 0; d &= d - 1 {
			out.add(Action{Kind: ActChance, X: uint8(bits.TrailingZeros8(d))})
		}
	case tLose:
		appendCards(out, s.Hands[top.Seat])
	case tSarc:
		for r := s.Stack; r != 0; r &= r - 1 {
			out.add(Action{Kind: ActChance, X: uint8(bits.TrailingZeros32(uint32(r)))})
		}
	case tLord:
		for l := uint8(0); l < NumLords; l++ {
			out.add(Action{Kind: ActChance, X: l})
		}
	case tPull:
		appendCards(out, s.Discard)
	case tMove:
		s.routeActions(out)
	case tPlace:
		s.placeActions(int(top.A), out)
	case tSplit:
		for x := uint8(0); x <= top.B; x++ {
			out.add(Action{Kind: ActHurt, X: top.Seat, Y: x})
		}
	case tHit:
		if k := s.Tokens[top.Seat].OfKind(TokenAmulet); k != 0 {
			out.add(Action{Kind: ActAmulet, X: uint8(k.Nth(0))})
		}
		out.add(Action{Kind: ActTake})
	case tPlayer:
		s.playerActions(top.A == 1, out)
	case tBoost:
		for c := s.boostCards(top.A, int(top.Seat)); c != 0; c &= c - 1 {
			out.add(Action{Kind: ActBoost, X: uint8(c.First())})
		}
	case tMech:
		exit := top.B == 1
		if n, _ := s.mechanismChoices(top.A, exit); n > 0 {
			x := uint8(0)
			if exit {
				x = 1
			}
			for d := N; d < NumSides; d++ {
				if s.mechanismAt(top.A, d, exit) {
					out.add(Action{Kind: ActMech, X: x, Y: uint8(d)})
				}
			}
		}
	case tExitPlace:
		s.exitPlaces(out)
	case tFight:
		s.fightActions(out)
	case tAllot:
		rest, f := s.allotFigures()
		lo, hi := s.allotRange(f, rest, top.B)
		for x := lo; x <= hi; x++ {
			out.add(Action{Kind: ActAllot, X: uint8(f), Y: uint8(x)})
		}
	case tPaw:
		cell := &s.Cells[s.CatCell[s.Turn]]
		for j := cell.Join; j != 0; j &= j - 1 {
			if nb := cell.Nb[trailing(j)]; s.figuresIn(nb) == 0 {
				out.add(Action{Kind: ActStep, At: s.Cells[nb].At})
			}
		}
		out.add(Action{Kind: ActStay})
	case tJoin:
		out.add(Action{Kind: ActJoin})
		out.add(Action{Kind: ActDecline})
	case tLay:
		s.layActions(int(top.Seat), out)
	case tSpend:
		for x := 0; x <= s.maxSpend(); x++ {
			out.add(Action{Kind: ActSpend, Y: uint8(x)})
		}
	case tShare:
		c := s.Pool.First()
		for who := s.shareTo(); who != 0; who &= who - 1 {
			out.add(Action{Kind: ActGive, X: uint8(c), Y: uint8(bits.TrailingZeros8(who))})
		}
	case tPassTokens:
		s.passActions(out)
	}
}

// appendCards offers every card of a set as a chance outcome.
func appendCards(out *sink, set CardSet) {
	for r := set; r != 0; r &= r - 1 {
		out.add(Action{Kind: ActChance, X: uint8(r.First())})
	}
}

// routeActions lists the tie of shortest routes of the first figure of the
// move pass on top.
func (s *State) routeActions(out *sink) {
	top := s.Tasks[s.NTasks-1]
	if top.A == 0 {
		return
	}
	f := bits.TrailingZeros8(top.A)
	var opts [NumSides]uint8
	n := s.routes(f, &opts)
	for i := 0; i < n; i++ {
		out.add(Action{Kind: ActRoute, X: uint8(f), At: s.Cells[opts[i]].At})
	}
}

// placeActions lists the rooms where the woken mummy f may appear: any room
// card (R7), the farthest from the Crypt first, as the spec's engine offers.
func (s *State) placeActions(f int, out *sink) {
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
				out.add(Action{Kind: ActPlace, X: uint8(f), At: s.Cells[c].At})
			}
		}
	}
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
func (s *State) fightActions(out *sink) {
	f := &s.Fight
	if !f.Double {
		if k := s.Tokens[s.Turn].OfKind(TokenDouble); k != 0 {
			out.add(Action{Kind: ActDouble, X: uint8(k.Nth(0))})
		}
	}
	hand := s.Hands[s.Turn]
	if f.Corr < maxCombatDice && hand.Len() >= 2 {
		for r := hand.Canonical() &^ (1<<f.Next - 1); r != 0; r &= r - 1 {
			out.add(Action{Kind: ActDice, X: uint8(r.First())})
		}
	}
	if f.Corr > 0 {
		out.add(Action{Kind: ActStrike})
	}
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
func (s *State) layActions(seat int, out *sink) {
	hand := s.Hands[seat]
	out.add(Action{Kind: ActLay, X: uint8(NoCard), Y: uint8(NoCard)})
	for r := hand.Canonical(); r != 0; r &= r - 1 {
		a := r.First()
		out.add(Action{Kind: ActLay, X: uint8(a), Y: uint8(NoCard)})
		for q := hand.Without(a).Canonical() &^ (1<<(a+1) - 1); q != 0; q &= q - 1 {
			out.add(Action{Kind: ActLay, X: uint8(a), Y: uint8(q.First())})
		}
	}
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
func (s *State) passActions(out *sink) {
	for p := 0; p < s.NumSeats(); p++ {
		if s.Party&(1<<p) == 0 {
			continue
		}
		for r := s.Tokens[p].Canonical() &^ s.Passed; r != 0; r &= r - 1 {
			k := r.Nth(0)
			for q := 0; q < s.NumSeats(); q++ {
				if q != p && s.Party&(1<<q) != 0 {
					out.add(Action{Kind: ActPass, X: uint8(k), Y: uint8(q)})
				}
			}
		}
	}
	out.add(Action{Kind: ActDone})
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
func (s *Public) exitPlaces(out *sink) {
	var sp [maxSpots]spot
	n := s.spots(&sp)
	start := out.n
	for i := 0; i < n; i++ {
		for j := sp[i].Corr; j != 0; j &= j - 1 {
			out.add(Action{Kind: ActExit, At: sp[i].At, Y: uint8(trailing(j))})
		}
	}
	if out.n > start {
		return
	}
	for i := 0; i < n; i++ {
		for j := sp[i].Occ; j != 0; j &= j - 1 {
			d := trailing(j)
			if s.Cells[sp[i].Nb[d]].IsRoom() {
				out.add(Action{Kind: ActExit, At: sp[i].At, Y: uint8(d)})
			}
		}
	}
}
