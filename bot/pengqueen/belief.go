package pengqueen

import (
	"math"
	"math/rand/v2"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
)

// beliefs is what the Mummy believes of where each hunter piece is: for
// each piece in play, a weight on every square it may be on, summing to
// one (spec §9.7). It is built from public facts only, so a hunter builds
// exactly the Mummy's belief about itself.
type beliefs struct {
	pieces int
	live   [pq.MaxPieces]bool
	supp   [pq.MaxPieces]pq.Squares
	w      [pq.MaxPieces][nsq]float32
	// guard rates each square as a place to wait: near the symbols the
	// hunters still need, the more so for a hunter with few cards left
	// (spec §9.7: "A hunter with one card left has at most five possible
	// targets: guard them"), in [0, 1].
	guard [nsq]float32
}

// intent weighs where hunters go (spec §9.7's intent model): towards the
// symbols of the colours they still need, whose cards nobody has shown. A
// square k steps nearer such a symbol is exp(beta·k) times likelier; beta
// 0 weighs every square of the Sight alike. Squares next to the Mummy are
// a little less likely (hunters see her and step away): flee.
type intent struct {
	beta float64
	flee float32
	// fleeNear: squares within this many steps of her, beyond the dice
	// set aside, are the ones hunters step away from.
	fleeNear int
}

// publicBeliefs builds the beliefs from the public part of o (the Sight
// given, the card backs, the shown cards, the Mummy's square): nothing a
// hunter sees and the Mummy does not.
func publicBeliefs(o *pq.Observation, sight *pq.Sight, in intent, out *beliefs) {
	out.pieces = numPieces(o)
	out.guard = [nsq]float32{}
	var decay [far + 1]float32
	for d := range decay {
		decay[d] = float32(math.Exp(-in.beta * float64(d)))
	}
	var shown pq.CardSet
	for h := range o.Hands {
		shown |= o.Hands[h].Shown
	}
	var targetDist [pq.MaxHunters][nsq]uint8
	var done [pq.MaxHunters]bool
	for p := 0; p < out.pieces; p++ {
		out.live[p] = !o.Pieces[p].Out && !sight[p].Empty()
		out.supp[p] = sight[p]
		out.w[p] = [nsq]float32{}
		if !out.live[p] {
			continue
		}
		h := pieceSeat(o, p) - 1
		if !done[h] {
			done[h] = true
			nearestTargets(&o.Hands[h], shown, &targetDist[h])
		}
		urgency := 1 / float32(max(o.Hands[h].Count(), 1))
		for q := range out.guard {
			if d := int(targetDist[h][q]); d < guardFar {
				out.guard[q] += urgency * float32(guardFar-d) / guardFar
			}
		}
		var sum float32
		for q := sight[p].First(); q != pq.NoSquare; q = sight[p].After(q) {
			x := decay[targetDist[h][q]]
			if in.flee < 1 && maze.d(o.Mummy, q) <= in.fleeNear+int(o.Aside) {
				x *= in.flee
			}
			out.w[p][q] = x
			sum += x
		}
		if sum > 0 {
			for q := sight[p].First(); q != pq.NoSquare; q = sight[p].After(q) {
				out.w[p][q] /= sum
			}
		}
	}
	var top float32
	for _, g := range out.guard {
		top = max(top, g)
	}
	if top > 0 {
		for q := range out.guard {
			out.guard[q] /= top
		}
	}
}

// guardFar is how near a symbol a square must be to guard it.
const guardFar = 6

// nearestTargets is, for every square, the distance to the nearest symbol
// of a colour the hand still needs (its card backs) whose card nobody has
// shown; 0 everywhere when it needs nothing.
func nearestTargets(hand *pq.HandView, shown pq.CardSet, out *[nsq]uint8) {
	var targets [pq.NumCards]pq.Square
	n := 0
	for c := pq.Colour(0); c < pq.NumColours; c++ {
		if hand.Backs[c] == 0 {
			continue
		}
		for x := pq.ColourCards(c) &^ shown; x != 0; x &= x - 1 {
			targets[n] = maze.cardSq[x.First()]
			n++
		}
	}
	for q := range out {
		best := uint8(far)
		if n == 0 {
			best = 0
		}
		for _, t := range targets[:n] {
			best = min(best, maze.dist[q][t])
		}
		out[q] = best
	}
}

// roughBeliefs is the easy Mummy's tracking, as most people track (spec
// §9.7, §11): each piece is somewhere within so many steps of where it was
// last seen, perRound for every round since, anywhere alike; she remembers
// only the squares she has walked through this turn.
func roughBeliefs(o *pq.Observation, perRound int, out *beliefs) {
	out.pieces = numPieces(o)
	out.guard = [nsq]float32{}
	var walked pq.Squares
	for _, q := range o.Path[:min(int(o.PathLen), len(o.Path))] {
		walked = walked.With(q)
	}
	for p := 0; p < out.pieces; p++ {
		pc := &o.Pieces[p]
		out.live[p] = !pc.Out && pc.Seen.Valid()
		out.supp[p] = pq.Squares{}
		out.w[p] = [nsq]float32{}
		if !out.live[p] {
			continue
		}
		rounds := int(o.Round) - int(pc.SeenRound)
		if o.Phase == pq.PhaseMummy && !o.Interrupt || p < int(o.Piece) {
			rounds++ // it has moved this round since
		}
		r := min(perRound*rounds, 40)
		var s pq.Squares
		if r == 0 {
			s = s.With(pc.Seen)
		}
		for q := pq.Square(0); q < nsq && r > 0; q++ {
			if maze.floor.Has(q) && maze.d(pc.Seen, q) <= r {
				s = s.With(q)
			}
		}
		s = s.AndNot(walked).Without(o.Mummy)
		if s.Empty() {
			s = s.With(pc.Seen)
		}
		out.supp[p] = s
		share := 1 / float32(s.Len())
		for q := s.First(); q != pq.NoSquare; q = s.After(q) {
			out.w[p][q] = share
		}
	}
}

// numPieces is the number of hunter pieces of the observed game.
func numPieces(o *pq.Observation) int {
	if o.Opt.Players == 2 {
		return 2
	}
	return int(o.Opt.Players) - 1
}

// pieceSeat is the seat that plays piece p.
func pieceSeat(o *pq.Observation, p int) int {
	if o.Opt.Players == 2 {
		return 1
	}
	return p + 1
}

// perturb multiplies every weight by a random factor (log-normal, of
// spread sigma) and weighs each piece's squares to one again: a Mummy who
// always walked the one best walk would be read by hunters, who know her
// belief (spec §9.8), and avoided; one whose judgement varies, as a
// person's does, cannot be. Hunters expect it of her too.
func perturb(bl *beliefs, sigma float64, rng *rand.Rand) {
	if sigma <= 0 {
		return
	}
	for p := 0; p < bl.pieces; p++ {
		if !bl.live[p] {
			continue
		}
		var sum float32
		for q := bl.supp[p].First(); q != pq.NoSquare; q = bl.supp[p].After(q) {
			bl.w[p][q] *= float32(math.Exp(sigma * rng.NormFloat64()))
			sum += bl.w[p][q]
		}
		if sum > 0 {
			for q := bl.supp[p].First(); q != pq.NoSquare; q = bl.supp[p].After(q) {
				bl.w[p][q] /= sum
			}
		}
	}
}
