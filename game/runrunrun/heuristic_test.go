package runrunrun

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
)

// heuristic is a simple teammate for tests: it plays every seat from that
// seat's own hand and the public table (never another hand), well enough
// to open the Exit and fight the Lord, so the simulation reaches the end
// game and the balance check can be compared with spec §15. It is a test
// helper, not a bot: the computer teammates are written elsewhere on top
// of the engine's API.
type heuristic struct {
	rng   *rand.Rand
	noise float64 // chance of a uniformly random step, to vary the games
	plan  CardSet // the cards chosen for the fight under way
}

// pick chooses one of legal (at a decision node of s).
func (h *heuristic) pick(s *State, legal []Action) Action {
	if h.noise > 0 && h.rng.Float64() < h.noise {
		return legal[h.rng.IntN(len(legal))]
	}
	switch s.Top().Kind {
	case tPlayer:
		return h.player(s, legal)
	case tBoost:
		return h.cheapest(legal)
	case tFight:
		return h.fight(s, legal)
	case tAllot:
		return legal[len(legal)-1] // as much as possible on the first mummy
	case tSplit:
		if a, ok := s.Default(); ok {
			return a
		}
	case tJoin:
		p := int(s.Top().Seat)
		if s.HandSize(p) <= 3 || s.figuresIn(s.CatCell[p]) != 0 && s.HandSize(p) <= 5 {
			return Action{Kind: ActJoin}
		}
		return Action{Kind: ActDecline}
	case tSpend:
		best := legal[0]
		for _, a := range legal {
			if int(s.Torches)-int(a.Y) >= 2 {
				best = a
			}
		}
		return best
	case tShare:
		best := legal[0]
		for _, a := range legal {
			if s.HandSize(int(a.Y)) < s.HandSize(int(best.Y)) {
				best = a
			}
		}
		return best
	case tExitPlace:
		return h.exitPlace(s, legal)
	}
	if a, ok := s.Default(); ok {
		return a
	}
	return legal[0]
}

// cheapest is the legal card with the fewest corridors.
func (h *heuristic) cheapest(legal []Action) Action {
	best := legal[0]
	for _, a := range legal {
		if Card(a.X).Corridors() < Card(best.X).Corridors() {
			best = a
		}
	}
	return best
}

// threat is how soon a mummy may reach the Crypt: its distance, less for
// the fast ones; engaged mummies are no threat while the cat holds.
func threat(s *State, f int, dist *[MaxCells]uint8) int {
	fig := s.Figures[f]
	if fig.Place != InMaze || s.engaged(f) {
		return 99
	}
	d := int(dist[fig.Cell])
	if s.FigureInfo(f).Fast {
		d--
	}
	return d
}

func handCorridors(h CardSet) (sum int, max int) {
	for r := h; r != 0; r &= r - 1 {
		k := r.First().Corridors()
		sum += k
		if k > max {
			max = k
		}
	}
	return
}

func (h *heuristic) player(s *State, legal []Action) Action {
	seat := int(s.Turn)
	hand := s.Hands[seat]
	dist := s.cryptDist()
	after := s.Top().A == 1
	// Tokens that help now.
	for _, a := range legal {
		if a.Kind != ActUse {
			continue
		}
		info := Token(a.X).Info()
		if info.Kind == TokenTorches && s.Torches <= 1 || info.Kind == TokenCards && hand.Len() <= 3 {
			return a
		}
	}
	if after {
		return Action{Kind: ActEnd}
	}
	// The most urgent mummy.
	urgent, worst := -1, 99
	for f := 0; f < NumFigures; f++ {
		if d := threat(s, f, &dist); d < worst {
			urgent, worst = f, d
		}
	}
	sum, maxk := handCorridors(hand)
	strength := sum - maxk // keep the best card... the fight keeps one
	if hand.Len() >= 2 {
		strength = sum - minCorridors(hand)
	}
	// Fight: a dangerous mummy, or anything once the Exit is open, with
	// enough cards to roll a fair number of dice.
	var fight Action
	fightScore := -1
	for _, a := range legal {
		if a.Kind != ActFight {
			continue
		}
		c := s.cellAt(a.At)
		sc := 0
		for r := s.figuresIn(c); r != 0; r &= r - 1 {
			f := bits.TrailingZeros8(r)
			d := threat(s, f, &dist)
			if s.engaged(f) && s.CatCell[seat] == c {
				d = 3
			}
			sc = max(sc, 20-d)
			if f == LordIndex || f < 2 {
				sc += 4
			}
		}
		if sc > fightScore {
			fight, fightScore = a, sc
		}
	}
	engagedHere := s.figuresIn(s.CatCell[seat]) != 0
	wantFight := fightScore >= 0 && strength >= 4 &&
		(worst <= 5 || s.ExitOpen() || engagedHere || fightScore >= 20)
	if wantFight {
		return fight
	}
	// Regroup when a hand runs low (a teammate's too: joining is a free
	// escape from a mummy's room).
	low := hand.Len() <= 2
	for p := 0; p < s.NumSeats(); p++ {
		if p != seat && s.HandSize(p) <= 2 && s.canJoin(p) {
			low = true
		}
	}
	if low && s.Regroups > 0 && s.Discard.Len() >= 3 {
		for _, a := range legal {
			if a.Kind == ActRegroup {
				return a
			}
		}
	}
	// Explore: the best-scored placement.
	var best Action
	bestScore := -1e9
	for _, a := range legal {
		if a.Kind != ActExplore {
			continue
		}
		if sc := h.exploreScore(s, a, &dist, urgent); sc > bestScore {
			best, bestScore = a, sc
		}
	}
	if bestScore > -1e9 {
		return best
	}
	if fightScore >= 0 && strength >= 3 {
		return fight
	}
	for _, a := range legal {
		if a.Kind == ActRegroup && hand.Len() <= 3 {
			return a
		}
	}
	for _, a := range legal {
		if a.Kind == ActWalk || a.Kind == ActFight {
			return a
		}
	}
	for _, a := range legal {
		if a.Kind == ActEnd {
			return a
		}
	}
	return legal[h.rng.IntN(len(legal))]
}

// handDice is the dice a whole hand but its smallest card would roll.
func handDice(h CardSet) int {
	sum, _ := handCorridors(h)
	return min(maxCombatDice, sum-minCorridors(h))
}

func minCorridors(h CardSet) int {
	m := 7
	for r := h; r != 0; r &= r - 1 {
		m = min(m, r.First().Corridors())
	}
	return m
}

// exploreScore values a placement: cards drawn, mechanisms now and later,
// light, a sarcophagus, distance from the Crypt, cheap cards first.
func (h *heuristic) exploreScore(s *State, a Action, dist *[MaxCells]uint8, urgent int) float64 {
	t := s.Public
	c := Card(a.X)
	var pass uint8
	if a.Z > 0 {
		pass = 1 << (a.Z - 1)
	}
	idx := t.addCell(a.At, uint8(c), a.Y, c.Turned(a.Y), pass)
	info := c.Info()
	joins := bits.OnesCount8(t.Cells[idx].Join)
	sc := 1.5*float64(joins) + 1.0*float64(max(0, joins-1))
	if s.Deck == 0 {
		sc = 0
	}
	if info.Content.IsSymbol() {
		for d := N; d < NumSides; d++ {
			if t.mechanismAt(idx, d, true) {
				sc += 12
			}
			if s.Torches < 3 && t.mechanismAt(idx, d, false) {
				sc += 6
			}
			if nb := t.Cells[idx].Nb[d]; nb != NoCell && t.Cells[nb].Content().IsSymbol() && t.Cells[nb].Used&usedExit == 0 {
				if t.Cells[nb].Content() != info.Content {
					sc += 1.5
				}
			}
		}
		sc += 1
	}
	if info.Content == Sarcophagus {
		sc += 1.5
	}
	if !info.Lit {
		sc -= 0.7
		if s.Torches == 0 {
			sc -= 3
		}
	}
	open := 0
	for d := N; d < NumSides; d++ {
		if t.Cells[idx].Corr&(1<<d) != 0 && t.Cells[idx].Nb[d] == NoCell {
			open++
		}
	}
	if open == 0 {
		sc -= 2
	}
	sc -= 0.4 * float64(c.Corridors())
	cd := t.cryptDist()
	sc += 0.1 * float64(min(int(cd[idx]), 10))
	// Needing to discard a card to get there costs a card.
	if wd := t.walkDist(s.CatCell[s.Turn]); wd[idx] > baseMove {
		sc -= 2
	}
	if urgent >= 0 && s.Figures[urgent].Place == InMaze {
		// Prefer rooms close to the urgent mummy's path: it will stop on a cat.
		m := s.Figures[urgent].Cell
		if cd[idx] < cd[m] {
			sc += 0.5
		}
	}
	return sc + h.rng.Float64()*0.3
}

// fight discards cards for enough dice (about two per heart), keeping the
// best card, and rolls.
func (h *heuristic) fight(s *State, legal []Action) Action {
	seat := int(s.Turn)
	for _, a := range legal {
		if a.Kind == ActDouble {
			hearts, lord := 0, false
			for r := s.figuresIn(s.CatCell[seat]); r != 0; r &= r - 1 {
				f := bits.TrailingZeros8(r)
				hearts += int(s.Figures[f].Hearts)
				lord = lord || f == LordIndex
			}
			// Kept for the Lord, or for a mummy it can then destroy.
			if lord || hearts >= 3 && handDice(s.Hands[seat]) >= hearts && s.Fight.Corr == 0 {
				return a
			}
		}
	}
	if s.Fight.Corr == 0 {
		// Plan: the fewest cards reaching 6 dice, from the largest, keeping one.
		hand := s.Hands[seat]
		h.plan = 0
		total := 0
		for hand.Len() > 1 && total < maxCombatDice {
			var big Card = NoCard
			for r := hand; r != 0; r &= r - 1 {
				if c := r.First(); big == NoCard || c.Corridors() > big.Corridors() {
					big = c
				}
			}
			if total > 0 && hand.Len() <= 3 && total >= 4 {
				break
			}
			h.plan = h.plan.With(big)
			hand = hand.Without(big)
			total += big.Corridors()
		}
	}
	for _, a := range legal {
		if a.Kind != ActDice {
			continue
		}
		for r := h.plan; r != 0; r &= r - 1 {
			if p := r.First(); twin(p, Card(a.X)) {
				h.plan = h.plan.Without(p)
				return a
			}
		}
	}
	for _, a := range legal {
		if a.Kind == ActStrike {
			return a
		}
	}
	return legal[0]
}

// exitPlace puts the Exit as far from the Crypt as it can.
func (h *heuristic) exitPlace(s *State, legal []Action) Action {
	dist := s.cryptDist()
	best, bd := legal[0], -1
	for _, a := range legal {
		nb := s.cellAt(a.At.Step(Side(a.Y)))
		if d := int(dist[nb]); d > bd {
			best, bd = a, d
		}
	}
	return best
}

// playHeuristic plays a seeded game with the heuristic team (chance from a
// match), calling each after every step when it is not nil.
func playHeuristic(opt Options, seed uint64, noise float64, each func(s *State) error) (*Match, error) {
	m, err := NewMatch(opt, seed)
	if err != nil {
		return nil, err
	}
	h := &heuristic{rng: rand.New(rand.NewPCG(seed, 7)), noise: noise}
	var buf [MaxLegal]Action
	for steps := 0; !m.State.Over; steps++ {
		if steps > maxSteps {
			return m, fmt.Errorf("seed %d: no end after %d steps", seed, steps)
		}
		if each != nil {
			if err := each(&m.State); err != nil {
				return m, err
			}
		}
		var a Action
		if m.State.IsChance() {
			a = m.ChanceOutcome()
		} else {
			a = h.pick(&m.State, m.State.Legal(buf[:0]))
		}
		if _, err := m.Apply(a, nil); err != nil {
			return m, err
		}
	}
	return m, nil
}
