package pengqueen

import (
	"math"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
)

// evaluate rates a full position (a sample the searching seat drew, never
// the real game's) for every seat, into out (index: seat), as its chance
// of a good end: for the Mummy, of her win; for a hunter, of the hunters'
// side winning, most of it for its own win and some for another hunter's
// (a hunter's win ends the game for all, and the rulebook's hunters help
// each other late on). A finished game is rated by who won.
//
// It is a race: the hunter seat nearest to showing its last card (its
// route through its symbols, at a few steps a turn) against the catches
// the Mummy makes meanwhile, a steady rate per piece in play; she wins if
// they reach her goal first (a Poisson count).
func (b *brain) evaluate(s *pq.State, out []float64) {
	n := min(s.NumSeats(), len(out))
	if s.Over {
		for seat := 0; seat < n; seat++ {
			switch {
			case int(s.Winner) == seat:
				out[seat] = 1
			case seat == pq.MummySeat || s.Winner == pq.MummySeat:
				out[seat] = 0
			default:
				out[seat] = teamShare
			}
		}
		return
	}
	need := s.MummyGoal() - int(s.Tokens)
	var rounds [pq.MaxHunters]float64
	best := math.Inf(1)
	pieces := 0
	for h := 0; h < s.NumSeats()-1; h++ {
		var pos [2]pq.Square
		k := 0
		for p := 0; p < s.NumPieces(); p++ {
			if s.PieceSeat(p) == h+1 && !s.Pieces[p].Out {
				pos[k] = s.Pieces[p].Square
				k++
			}
		}
		pieces += k
		rounds[h] = math.Inf(1)
		if k == 0 {
			continue
		}
		b.tr.reset(s.Hands[h])
		steps := b.tr.teamCost(pos[:k], b.tr.all(), b.lv.hunt.perCard)
		rounds[h] = steps / stepsPerTurn
		best = min(best, rounds[h])
	}
	mu := catchRate * float64(pieces) * best
	mummy := 1 - poissonBelow(mu, need)
	out[pq.MummySeat] = mummy
	// Each hunter: the chance it is the first to finish.
	var sum float64
	for h := 0; h < s.NumSeats()-1; h++ {
		if !math.IsInf(rounds[h], 1) {
			sum += math.Exp(-(rounds[h] - best) / raceSpread)
		}
	}
	for h := 0; h < s.NumSeats()-1 && h+1 < n; h++ {
		first := 0.0
		if sum > 0 && !math.IsInf(rounds[h], 1) {
			first = math.Exp(-(rounds[h]-best)/raceSpread) / sum
		}
		out[h+1] = (1 - mummy) * (first + teamShare*(1-first))
	}
}

// The race's figures: a hunter's route shrinks by about stepsPerTurn steps
// a turn (spec §11: 3.1 steps of progress a turn with random dice); the
// Mummy catches about catchRate pieces per piece in play per round (spec
// §11: some 6 tokens in 15 rounds against 3 hunters); a hunter's lead of
// raceSpread rounds makes it about e times likelier to finish first; a
// hunter values another hunter's win at teamShare of its own.
const (
	stepsPerTurn = 3.0
	catchRate    = 0.12
	raceSpread   = 2.0
	teamShare    = 0.3
)

// poissonBelow is the chance a Poisson count of mean mu is below k.
func poissonBelow(mu float64, k int) float64 {
	if k <= 0 {
		return 0
	}
	term, sum := math.Exp(-mu), 0.0
	for i := 0; i < k; i++ {
		sum += term
		term *= mu / float64(i+1)
	}
	return min(sum, 1)
}
