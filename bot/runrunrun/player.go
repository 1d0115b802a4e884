package runrunrun

import (
	"math/bits"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
)

// The player step (§10.2): tokens, then one action: a fight where a mummy
// threatens the Crypt or the Exit is open, a Regroup when hands run short
// or a teammate must escape a mummy, else the best room to lay; Walk when
// no room can be laid; the reservation marker after the action.

// Thresholds of the player step.
const (
	urgentChance = 0.04 // a mummy this likely to reach the Crypt in the next mummy step must be met now
	roundChance  = 0.20 // this likely within a round: the responder goes for it
	fightDice    = 4    // fight with at least this many dice unless it must (§16.4)
)

func (p *policy) player(v *view, legal []rrr.Action) (rrr.Action, why) {
	s := v.s
	if a, ok := p.useToken(v, legal); ok {
		return a, why{code: rrr.ReasonToken}
	}
	if s.Top().A == 1 { // after the action
		if !p.rollout {
			if a, ok := p.mark(v, legal); ok {
				return a, why{code: rrr.ReasonUsual}
			}
		}
		return endAction(legal), why{code: rrr.ReasonUsual}
	}
	if a, w, ok := p.emergency(v, legal); ok {
		return a, w
	}
	fight, fw, fightScore := p.bestFight(v, legal)
	regroup, rw, regroupScore := p.regroupScore(v, legal)
	explore, ew, exploreScore := p.bestExplore(v, legal)
	exploreScore -= pinCost(v)
	if exploreScore <= -1e8 {
		return p.stuck(v, legal, fight, fw, fightScore, regroup, rw, regroupScore)
	}
	switch {
	case fightScore >= regroupScore && fightScore >= exploreScore && fightScore > -1e8:
		return fight, fw
	case regroupScore >= exploreScore && regroupScore > -1e8:
		return regroup, rw
	}
	return explore, ew
}

// stuck is the player step when no room can be laid: a fight or a
// Regroup if one is worth anything, else a Walk (R14) to the room from
// which most rooms could be laid next turn, else whatever is left.
func (p *policy) stuck(v *view, legal []rrr.Action, fight rrr.Action, fw why, fightScore float64,
	regroup rrr.Action, rw why, regroupScore float64) (rrr.Action, why) {
	s := v.s
	seat := v.seat
	if fightScore <= -1e8 && v.hand(seat) >= 3 {
		// Any fight clears a way: a mummy in the way is the usual cause.
		for _, a := range legal {
			if a.Kind == rrr.ActFight {
				fight, fw, fightScore = a, why{code: rrr.ReasonFight, fig: firstFigure(s, s.CellAt(a.At))}, 1
				break
			}
		}
	}
	if regroupScore <= -1e8 && v.hand(seat) <= 4 {
		for _, a := range legal {
			if a.Kind == rrr.ActRegroup && s.Discard.Len() >= 2 {
				regroup, rw, regroupScore = a, why{code: rrr.ReasonRegroup}, 0.5
			}
		}
	}
	best, bestScore := rrr.Action{}, -1e9
	if pinCost(v) < 5 {
		var buf [rrr.MaxLegal]rrr.Action
		for _, a := range legal {
			if a.Kind != rrr.ActWalk {
				continue
			}
			t := *s
			c := s.CellAt(a.At)
			t.CatCell[seat] = c
			n := 0
			for _, b := range t.Legal(buf[:0]) {
				if b.Kind == rrr.ActExplore {
					n++
				}
			}
			sc := float64(n) + 0.01*float64(v.crypt[c])
			if n == 0 {
				sc = -1 + 0.01*float64(bits.OnesCount8(s.Cells[c].Corr&^s.Cells[c].Join))
			}
			if sc > bestScore {
				best, bestScore = a, sc
			}
		}
	}
	switch {
	case fightScore > -1e8 && fightScore >= regroupScore && (fightScore >= 1 || bestScore <= 0):
		return fight, fw
	case regroupScore > -1e8 && bestScore <= 0:
		return regroup, rw
	case bestScore > -1e9:
		return best, why{code: rrr.ReasonWalk}
	}
	for _, a := range legal {
		if a.Kind == rrr.ActFight || a.Kind == rrr.ActRegroup {
			return a, why{code: rrr.ReasonUsual}
		}
	}
	return endAction(legal), why{code: rrr.ReasonOnly}
}

// firstFigure is the first figure standing in cell c.
func firstFigure(s *rrr.State, c uint8) int {
	return bits.TrailingZeros8(s.FiguresIn(c))
}

func endAction(legal []rrr.Action) rrr.Action {
	for _, a := range legal {
		if a.Kind == rrr.ActEnd {
			return a
		}
	}
	return legal[0]
}

// useToken plays a Torches token when the supply is nearly out and a
// Room cards token when the hand runs short.
func (p *policy) useToken(v *view, legal []rrr.Action) (rrr.Action, bool) {
	s := v.s
	for _, a := range legal {
		if a.Kind != rrr.ActUse {
			continue
		}
		info := rrr.Token(a.X).Info()
		if info.Kind == rrr.TokenTorches && s.Torches <= 1 ||
			info.Kind == rrr.TokenCards && v.hand(v.seat) <= 3 && s.Deck != 0 {
			return a, true
		}
	}
	return rrr.Action{}, false
}

// emergency meets a mummy that may reach the Crypt in the very next mummy
// step (§16.4: "anything that can reach the Crypt next step and is not
// engaged must be pinned or killed now, by teleport if needed"): a fight
// in its room, or a teleport there when no fight reaches it.
func (p *policy) emergency(v *view, legal []rrr.Action) (rrr.Action, why, bool) {
	s := v.s
	worst, wc := -1, 0.0
	for i, t := range v.thr {
		if c := t.reach(v.power, 1); c >= urgentChance && c > wc && t.stop == 0 {
			worst, wc = i, c
		}
	}
	if worst < 0 {
		return rrr.Action{}, why{}, false
	}
	t := v.thr[worst]
	at := s.Cells[t.cell].At
	for _, a := range legal {
		if a.Kind == rrr.ActFight && s.CellAt(a.At) == t.cell {
			return a, why{code: rrr.ReasonIntercept, fig: t.fig, n: 1}, true
		}
	}
	for _, a := range legal {
		if a.Kind == rrr.ActTeleport && a.At == at && v.hand(v.seat) >= 2 {
			return a, why{code: rrr.ReasonTeleport, at: at, fig: t.fig}, true
		}
	}
	return rrr.Action{}, why{}, false
}

// bestFight scores the fights on offer (−∞ when none is worth it).
func (p *policy) bestFight(v *view, legal []rrr.Action) (rrr.Action, why, float64) {
	s := v.s
	seat := v.seat
	hand := v.hand(seat)
	best, bw, bestScore := rrr.Action{}, why{}, -1e9
	for _, a := range legal {
		if a.Kind != rrr.ActFight {
			continue
		}
		c := s.CellAt(a.At)
		dice := min(rrr.MaxCombatDice, handCorridors(s.Hands[seat], fightReserveAgainst(hand, roomDamage(s, c))))
		for _, t := range v.thr {
			if t.cell != c {
				continue
			}
			sc, w := p.fightValue(v, t, dice)
			if sc > bestScore {
				best, bw, bestScore = a, w, sc
			}
		}
	}
	return best, bw, bestScore
}

// fightValue is how much fighting figure t now is worth, in the player
// step's common scale (an explore scores a few cards).
func (p *policy) fightValue(v *view, t threat, dice int) (float64, why) {
	s := v.s
	seat := v.seat
	hand := v.hand(seat)
	code := why{code: rrr.ReasonFight, fig: t.fig}
	exp := float64(dice) * hitsPerDie(s, seat)
	kill := exp >= float64(t.hearts)
	here := s.CatCell[seat] == t.cell
	danger := v.danger(t)
	if t.engaged && !here {
		danger /= 4 // another cat holds it
	}
	intercept := why{code: rrr.ReasonIntercept, fig: t.fig, n: stepsToCrypt(v, t)}
	if s.ExitOpen() {
		if danger < 0.3 && !kill && (dice < fightDice || hand < fightDice) {
			return -1e9, code
		}
		if t.fig == rrr.LordIndex {
			code.code = rrr.ReasonFightLord
		}
		if danger >= 0.3 {
			code = intercept
		}
		return 5 + exp + float64(priority(t.fig)) + 10*danger, code
	}
	if (danger >= 0.15 || t.dist <= 3) && (here || p.responder(v, t) == seat) && (dice >= 3 || danger > 0.5) {
		return 10 + 20*danger, intercept
	}
	if dice < fightDice {
		return -1e9, code
	}
	sc := -1e9
	if hand >= 7 && dice >= 5 && t.dist < 99 {
		sc = 2 + float64(priority(t.fig)) // a long hand clears the maze
	}
	if t.fig == 0 && dice >= 5 {
		sc = max(sc, 4) // the Wailing Mummy's two dice wake the others faster
	}
	if kill {
		sc = max(sc, 2+float64(priority(t.fig)))
	}
	return sc, code
}

// stepsToCrypt is the mummy steps a figure would most likely need.
func stepsToCrypt(v *view, t threat) int {
	for k := 1; k <= maxHorizon; k++ {
		if t.reach(v.power, k) >= 0.5 {
			return k
		}
	}
	return maxHorizon
}

// responder is the seat that goes for figure t: the cat with four cards or
// more nearest to it (§16.4), or with two and more when none has four;
// the deciding seat when nobody can.
func (p *policy) responder(v *view, t threat) int {
	s := v.s
	for _, least := range []int{fightDice, 2} {
		best, bd := -1, 1<<30
		for q := 0; q < s.NumSeats(); q++ {
			if v.hand(q) < least {
				continue
			}
			d := s.WalkDist(s.CatCell[q])
			dist := int(d[t.cell])
			if dist == int(rrr.Unreachable) {
				continue
			}
			// Seats after the deciding one act later: count that as
			// a little more distance.
			dist = dist*s.NumSeats() + (q-v.seat+s.NumSeats())%s.NumSeats()
			if dist < bd {
				best, bd = q, dist
			}
		}
		if best >= 0 {
			return best
		}
	}
	return v.seat
}

// pinCost is what leaving its room would cost the deciding cat: a mummy
// it holds there alone goes free, as dangerous as its distance to the
// Crypt makes it.
func pinCost(v *view) float64 {
	s := v.s
	c := s.CatCell[v.seat]
	if s.FiguresIn(c) == 0 || bits.OnesCount8(s.CatsIn(c)) > 1 {
		return 0
	}
	cost := 0.0
	for _, t := range v.thr {
		if t.cell != c {
			continue
		}
		d := v.danger(t)
		sc := 20 * d
		if t.dist <= 2 || t.fast && t.dist <= 4 {
			sc += 20
		}
		cost = max(cost, sc)
	}
	return cost
}

// regroupScore: a Regroup when the hand is short (two cards or fewer), to
// rescue a teammate pinned by a mummy that its hand cannot pay, or, with
// the Exit open, to refill the team for the Lord.
func (p *policy) regroupScore(v *view, legal []rrr.Action) (rrr.Action, why, float64) {
	s := v.s
	var regroup rrr.Action
	ok := false
	for _, a := range legal {
		if a.Kind == rrr.ActRegroup {
			regroup, ok = a, true
		}
	}
	if !ok || s.Discard.Len() < 2 {
		return rrr.Action{}, why{}, -1e9
	}
	pull := min(s.Discard.Len(), 2+2*max(0, int(s.Torches)-1))
	seat := v.seat
	sc := -1e9
	w := why{code: rrr.ReasonRegroup}
	if v.hand(seat) <= 2 {
		sc = 2 + 0.6*float64(pull)
	}
	for q := 0; q < s.NumSeats(); q++ {
		if q == seat || !s.CanJoin(q) {
			continue
		}
		if in, dmg := pinned(s, q); in && v.hand(q) <= dmg+1 {
			sc = max(sc, 6+float64(pull)*0.3)
			w = why{code: rrr.ReasonRescue}
		}
		if v.hand(q) <= 1 {
			sc = max(sc, 4+float64(pull)*0.3)
		}
	}
	team := 0
	for q := 0; q < s.NumSeats(); q++ {
		team += v.hand(q)
	}
	if float64(team) <= 3*float64(s.NumSeats()) && s.Discard.Len() >= 6 {
		sc = max(sc, 1.5+0.4*float64(pull))
	}
	if s.ExitOpen() {
		total := 0
		for q := 0; q < s.NumSeats(); q++ {
			total += v.hand(q)
		}
		if float64(total) < 3.5*float64(s.NumSeats()) {
			sc = max(sc, 1+0.5*float64(pull))
		}
	}
	return regroup, w, sc
}

// bestExplore is the best-scored placement.
func (p *policy) bestExplore(v *view, legal []rrr.Action) (rrr.Action, why, float64) {
	var x *explorer
	best, bestPl, bestScore := rrr.Action{}, placement{}, -1e9
	for _, a := range legal {
		if a.Kind != rrr.ActExplore {
			continue
		}
		if x == nil {
			x = newExplorer(v)
		}
		pl := x.score(a)
		sc := pl.score
		if p.noise > 0 {
			sc += p.rng.Float64() * 3 * p.noise
		}
		if sc > bestScore {
			best, bestPl, bestScore = a, pl, sc
		}
	}
	w := why{code: rrr.ReasonExplore, at: best.At}
	switch {
	case bestPl.exitMech:
		w.code = rrr.ReasonExitMech
	case bestPl.torch:
		w.code = rrr.ReasonTorchMech
	case bestPl.joins >= 2:
		w.code, w.n = rrr.ReasonCards, bestPl.joins
	}
	// A lay is worth a little on top of its cards: the maze must grow.
	return best, w, bestScore + 1
}

// mark puts the reservation marker (§16.3) on the cell where a card of
// the hand would work an exit mechanism next turn, so teammates keep it
// free.
func (p *policy) mark(v *view, legal []rrr.Action) (rrr.Action, bool) {
	s := v.s
	hand := s.Hands[v.seat]
	var kinds [5]bool
	for r := hand; r != 0; r &= r - 1 {
		kinds[r.First().Info().Content] = true
	}
	for _, a := range legal {
		if a.Kind != rrr.ActMark {
			continue
		}
		taken := false
		for q := 0; q < s.NumSeats(); q++ {
			taken = taken || q != v.seat && s.Marker[q] == a.At
		}
		if taken {
			continue
		}
		for d := rrr.Side(0); d < rrr.NumSides; d++ {
			na, nb := s.CellAt(a.At.Step(d)), s.CellAt(a.At.Step((d+1)%rrr.NumSides))
			if na == rrr.NoCell || nb == rrr.NoCell {
				continue
			}
			ca, cb := &s.Cells[na], &s.Cells[nb]
			ka, kb := ca.Content(), cb.Content()
			if !ka.IsSymbol() || !kb.IsSymbol() || ka == kb || ca.UsedFor(true) || cb.UsedFor(true) {
				continue
			}
			for k := rrr.Ankh; k <= rrr.Scarab; k++ {
				if k != ka && k != kb && kinds[k] {
					return a, true
				}
			}
		}
	}
	return rrr.Action{}, false
}

// explain is the heuristic's reason for a step it did not choose itself
// (the search's choice), worked out as the player step would.
func (p *policy) explain(s *rrr.State, legal []rrr.Action, a rrr.Action) (rrr.Action, why) {
	v := newView(s, s.Current())
	switch a.Kind {
	case rrr.ActFight:
		_, w, _ := p.bestFight(v, []rrr.Action{a})
		return a, w
	case rrr.ActRegroup:
		_, w, _ := p.regroupScore(v, []rrr.Action{a})
		return a, w
	case rrr.ActExplore:
		_, w, _ := p.bestExplore(v, []rrr.Action{a})
		return a, w
	case rrr.ActWalk:
		return a, why{code: rrr.ReasonWalk}
	}
	return a, why{code: rrr.ReasonUsual}
}
