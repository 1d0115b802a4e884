package runrunrun

// The player step's choices (spec §10.2): Explore, Fight, Regroup, or
// Walk when no Explore is legal; sarcophagus tokens and the reservation
// marker before or after the action; and the end of the turn.

func (s *State) playerActions(after bool, out *sink) {
	var sp [maxSpots]spot
	n := s.spots(&sp)
	spots := sp[:n]
	start := out.n
	if !after {
		dist := s.walkDist(s.CatCell[s.Turn])
		s.exploreActions(spots, &dist, out)
		explored := out.n > start
		s.fightActionsFrom(&dist, out)
		if s.Regroups > 0 {
			out.add(Action{Kind: ActRegroup})
		}
		if !explored {
			s.walkActions(&dist, out)
		}
	}
	acted := after || out.n > start
	s.tokenActions(out)
	if !s.Marked {
		for i := range spots {
			if spots[i].At != s.Marker[s.Turn] {
				out.add(Action{Kind: ActMark, At: spots[i].At})
			}
		}
	}
	if acted && !after {
		return
	}
	out.add(Action{Kind: ActEnd})
}

// exploreActions lists every card of the hand (twins once) on every empty
// cell in every rotation that fits (R2, rotations giving the same
// corridors once), within reach of the cat: 3 steps, or more with one
// card discarded (R10), never through a mummy's room. With a Secret
// passage token the card may also break the matching on one edge (R16).
// The last card of a hand is laid only if it will draw a card (R13).
func (s *State) exploreActions(spots []spot, dist *[MaxCells]uint8, out *sink) {
	seat := s.Turn
	hand := s.Hands[seat]
	if hand == 0 || hand.Len() == 1 && s.Deck == 0 {
		return
	}
	cat := s.CatCell[seat]
	mummies := s.mummyRooms()
	var reach [maxSpots]uint8
	for i := range spots {
		reach[i] = s.reach(&spots[i], spots[i].Corr, dist, cat, &mummies)
	}
	best, second, bestCard := topCorridors(hand)
	passage := s.Tokens[seat].OfKind(TokenPassage) != 0
	for r := hand.Canonical(); r != 0; r &= r - 1 {
		c := r.First()
		limit := uint8(baseMove)
		if hand.Len() >= 3 { // the card laid, the one discarded, and one kept
			if c == bestCard {
				limit += second
			} else {
				limit += best
			}
		}
		var turns [NumSides]uint8
		var masks [NumSides]uint8
		nt := 0
		var seen uint64
		for k := uint8(0); k < NumSides; k++ {
			m := c.Turned(k)
			if seen&(1<<m) == 0 {
				seen |= 1 << m
				turns[nt], masks[nt] = k, m
				nt++
			}
		}
		for i := range spots {
			sp := &spots[i]
			for j := 0; j < nt; j++ {
				if reach[i] <= limit && s.fits(sp, masks[j], NumSides) {
					out.add(Action{Kind: ActExplore, X: uint8(c), At: sp.At, Y: turns[j]})
				}
				if !passage {
					continue
				}
				for o := sp.Occ; o != 0; o &= o - 1 {
					p := trailing(o)
					if s.fits(sp, masks[j], p) && s.reach(sp, joinedSides(sp, p), dist, cat, &mummies) <= limit {
						out.add(Action{Kind: ActExplore, X: uint8(c), At: sp.At, Y: turns[j], Z: uint8(p) + 1})
					}
				}
			}
		}
	}
}

// topCorridors gives the most corridors on a card of the hand, the most on
// another card, and the card with the most.
func topCorridors(hand CardSet) (best, second uint8, bestCard Card) {
	bestCard = NoCard
	for r := hand; r != 0; r &= r - 1 {
		c := r.First()
		k := uint8(c.Corridors())
		if k > best {
			second, best, bestCard = best, k, c
		} else if k > second {
			second = k
		}
	}
	return best, second, bestCard
}

// fightActionsFrom lists the rooms with a mummy the cat may walk to and fight
// in (R15): its own if it holds one, else the first such room on a walk of
// 3 steps, or more with one card discarded. A fight needs a card to
// discard for dice and one to keep.
func (s *State) fightActionsFrom(dist *[MaxCells]uint8, out *sink) {
	hand := s.Hands[s.Turn]
	if hand.Len() < 2 {
		return
	}
	cat := s.CatCell[s.Turn]
	if s.figuresIn(cat) != 0 {
		out.add(Action{Kind: ActFight, At: s.Cells[cat].At})
		return
	}
	limit := uint8(baseMove)
	if hand.Len() >= 3 {
		best, _, _ := topCorridors(hand)
		limit += best
	}
	for c := uint8(0); c < s.NCells; c++ {
		if s.figuresIn(c) != 0 && dist[c] <= limit {
			out.add(Action{Kind: ActFight, At: s.Cells[c].At})
		}
	}
}

// walkActions: up to 3 steps into rooms without a mummy (R14).
func (s *State) walkActions(dist *[MaxCells]uint8, out *sink) {
	for c := uint8(0); c < s.NCells; c++ {
		if d := dist[c]; d >= 1 && d <= baseMove && s.figuresIn(c) == 0 {
			out.add(Action{Kind: ActWalk, At: s.Cells[c].At})
		}
	}
}

// tokenActions: a Torches or Room cards token for its effect, a Secret
// passage between two rooms already laid, or any token (a Trap is never
// held) to teleport the cat to any other cell of the maze (R17).
func (s *State) tokenActions(out *sink) {
	cat := s.CatCell[s.Turn]
	for r := s.Tokens[s.Turn].Canonical(); r != 0; r &= r - 1 {
		k := r.Nth(0)
		switch k.Info().Kind {
		case TokenTorches, TokenCards:
			out.add(Action{Kind: ActUse, X: uint8(k)})
		case TokenPassage:
			s.passageActions(k, out)
		}
		for c := uint8(0); c < s.NCells; c++ {
			if c != cat {
				out.add(Action{Kind: ActTeleport, X: uint8(k), At: s.Cells[c].At})
			}
		}
	}
}

// passageActions: every edge between two laid cells, neither the Crypt,
// not joined yet (so with a wall on at least one side), once each.
func (s *State) passageActions(k Token, out *sink) {
	for a := uint8(1); a < s.NCells; a++ {
		cell := &s.Cells[a]
		for d := N; d < NumSides; d++ {
			b := cell.Nb[d]
			if b != NoCell && b > a && cell.Join&(1<<d) == 0 {
				out.add(Action{Kind: ActPassage, X: uint8(k), At: cell.At, Y: uint8(d)})
			}
		}
	}
}
