package runrunrun

import "math/bits"

// Default is the choice the spec pre-selects (§16.2, §11) at a decision
// that falls outside the player's own action: the route a tie of mummy
// paths takes (§11.1), the farthest room for a woken mummy (§11.4), the
// damage on the cats with the most cards, the Amulet used, no joining, no
// cards laid, no torch spent, pool cards to the cat with the fewest, no
// token passed, no paw step, the first triangle, the Exit far from the
// Crypt, the cheapest card for a walk, damage on the first mummy. A screen
// shows it pre-selected; a computer teammate may start from it. It is
// false at the player's own action and at chance nodes.
func (s *State) Default() (Action, bool) {
	if s.Over || s.NTasks == 0 {
		return Action{}, false
	}
	var buf [MaxLegal]Action
	legal := s.Legal(buf[:0])
	if len(legal) == 0 {
		return Action{}, false
	}
	top := s.Top()
	switch top.Kind {
	case tMove:
		return s.defaultRoute(legal), true
	case tPlace, tMech:
		return legal[0], true
	case tSplit:
		return Action{Kind: ActHurt, X: top.Seat, Y: s.greedyShare()}, true
	case tHit, tLay, tSpend:
		return legal[0], true // the Amulet; no card laid; no torch spent
	case tJoin, tPassTokens, tPaw, tAllot:
		return legal[len(legal)-1], true // decline; done; stay; all it can on the first mummy
	case tShare:
		best := legal[0]
		for _, a := range legal {
			if s.Hands[a.Y].Len() < s.Hands[best.Y].Len() {
				best = a
			}
		}
		return best, true
	case tExitPlace:
		dist := s.cryptDist()
		best, bd := legal[0], -1
		for _, a := range legal {
			if d := int(dist[s.cellAt(a.At.Step(Side(a.Y)))]); d > bd {
				best, bd = a, d
			}
		}
		return best, true
	case tBoost:
		best := legal[0]
		for _, a := range legal {
			if Card(a.X).Corridors() < Card(best.X).Corridors() {
				best = a
			}
		}
		return best, true
	}
	return Action{}, false
}

// defaultRoute is §11.1's engine default for a tie: within 4 steps of the
// Crypt a room with a cat (it stops the mummy), otherwise one without.
func (s *State) defaultRoute(legal []Action) Action {
	dist := s.cryptDist()
	f := int(legal[0].X)
	near := dist[s.Figures[f].Cell] <= tieCatPreference
	for _, a := range legal {
		if (s.catsIn(s.cellAt(a.At)) != 0) == near {
			return a
		}
	}
	return legal[0]
}

// greedyShare is the damage the cat deciding now takes when each card of
// the attack goes, one by one, to the cat of the room holding the most
// cards after the ones already given.
func (s *State) greedyShare() uint8 {
	top := s.Top()
	cats := s.catsIn(s.Figures[top.A].Cell) &^ (1<<top.Seat - 1)
	var left [MaxSeats]int
	for p := 0; p < s.NumSeats(); p++ {
		left[p] = s.Hands[p].Len()
	}
	var share [MaxSeats]uint8
	for i := uint8(0); i < top.B; i++ {
		best := -1
		for r := cats; r != 0; r &= r - 1 {
			p := bits.TrailingZeros8(r)
			if best < 0 || left[p] > left[best] {
				best = p
			}
		}
		left[best]--
		share[best]++
	}
	return share[top.Seat]
}
