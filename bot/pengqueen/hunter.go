package pengqueen

import (
	"math"
	"sort"
	"strconv"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/game/table"
)

// The computer hunters (spec §9.8). A hunter sees every piece, the Mummy
// and the dice, so it reads the Mummy's belief about itself exactly (the
// Sight it would leave by announcing each face) and runs her walk planner
// on it for every roll of her die: a square is dangerous when her best
// walks reach it before any other hunter. Everything is weighed in steps
// of route: the shortest walk through the symbols still to show (tours.go),
// against the chance of a catch times what a catch costs (the way back
// from the sarcophagus and a life token, dearer as the Mummy nears her
// goal: then hunters play safe and stop feeding her dice, which helps them
// all).

const unusable = -1e9

// hctx is the facts of one hunter decision, gathered once.
type hctx struct {
	o     *pq.Observation
	lv    *level
	me    int // the piece to move
	seat  int
	other int // the seat's other piece in the 2-player game, else -1
	pos   [pq.MaxPieces]pq.Square
	all   int // the cards still to show, as a subset of the tours
	need  int // tokens the Mummy still needs
	aside int
	dice  []uint8 // the black die's faces
}

func (b *brain) hunterCtx(o *pq.Observation) hctx {
	h := hctx{o: o, lv: b.lv, me: int(o.Piece), seat: int(o.Seat), other: -1, aside: int(o.Aside), dice: pq.MummyDieFaces()}
	for p := 0; p < numPieces(o); p++ {
		h.pos[p] = pq.NoSquare
		if !o.Pieces[p].Out {
			h.pos[p] = o.Pieces[p].Square
		}
		if p != h.me && pieceSeat(o, p) == h.seat && !o.Pieces[p].Out {
			h.other = p
		}
	}
	b.tr.reset(o.Hands[h.seat-1].Cards)
	h.all = b.tr.all()
	h.need = pq.MummyWinsAt(int(o.Opt.Players)) - int(o.Tokens)
	return h
}

// cost is the seat's route cost with its acting piece on q, through s.
func (b *brain) cost(h *hctx, q pq.Square, s int) float64 {
	if h.other >= 0 {
		pos := [2]pq.Square{q, h.pos[h.other]}
		return b.tr.teamCost(pos[:], s, h.lv.hunt.perCard)
	}
	pos := [1]pq.Square{q}
	return b.tr.teamCost(pos[:], s, h.lv.hunt.perCard)
}

// tokenCost is what giving up a life token costs piece p: dear when the
// Mummy is near her goal, dearer still for a piece's last token.
func (h *hctx) tokenCost(p int) float64 {
	hp := &h.lv.hunt
	c := hp.tokenBase + hp.tokenLate/float64(max(h.need, 1))
	if h.need <= 1 {
		c += 2 * hp.tokenLate // the game is lost for every hunter
	}
	if h.o.Pieces[p].Tokens <= 1 && h.o.Opt.Players > 2 {
		c += hp.lastToken
	}
	return c
}

// lifeCost is what a catch of the acting piece on q costs: the way back
// from the sarcophagus and the token.
func (b *brain) lifeCost(h *hctx, q pq.Square, s int) float64 {
	return max(0, b.cost(h, pq.Sarcophagus(), s)-b.cost(h, q, s)) + h.tokenCost(h.me)
}

// threat is the Mummy's best walks for her next normal turn with the dice
// now set aside, given the Sight she would have: for every face of her die
// and a few variations of her judgement (perturb).
type threat struct {
	walks [24]walkPlan
	n     int
	// A beginner (hunterParams.rough) reads no walk: only how far she
	// walks (aside and her die) and how many squares she must search
	// (the Sight she would have of the piece: hidden among sightLen).
	rough           bool
	aside, sightLen int
	dice            []uint8
}

func (b *brain) threatFrom(h *hctx, sight *pq.Sight, out *threat) {
	if h.lv.hunt.rough {
		*out = threat{rough: true, aside: h.aside, sightLen: sight[h.me].Len(), dice: h.dice}
		return
	}
	publicBeliefs(h.o, sight, h.lv.intent, &b.alt)
	base := b.alt
	top := 0
	for _, d := range h.dice {
		top = max(top, int(d))
	}
	out.n = 0
	for k := 0; k < max(h.lv.threatSamples, 1); k++ {
		b.alt = base
		if k > 0 || h.lv.threatSamples > 1 {
			perturb(&b.alt, h.lv.whim, b.rng)
		}
		b.wk.search(&b.alt, h.o.Mummy, top+h.aside, h.lv.walk)
		for _, d := range h.dice {
			if out.n < len(out.walks) {
				out.walks[out.n] = b.wk.best(int(d)+h.aside, h.lv.walk)
				out.n++
			}
		}
	}
}

// danger is the chance the Mummy's walk catches the acting piece on q: her
// walk enters q before any other hunter's square.
func (h *hctx) danger(t *threat, q pq.Square) float64 {
	if !maze.floor.Has(q) {
		return 0
	}
	if t.rough {
		reach := 0
		for _, d := range t.dice {
			if int(d)+t.aside >= maze.d(h.o.Mummy, q) {
				reach++
			}
		}
		return float64(reach) / float64(len(t.dice)) * min(1, 3/float64(max(t.sightLen, 1)))
	}
	if t.n == 0 {
		return 0
	}
	hits := 0
	for i := 0; i < t.n; i++ {
		w := &t.walks[i]
		k, ok := w.covers(q)
		if !ok {
			continue
		}
		first := true
		for p, sq := range h.pos {
			if p != h.me && sq.Valid() {
				if j, ok := w.covers(sq); ok && j < k {
					first = false
				}
			}
		}
		if first {
			hits++
		}
	}
	return float64(hits) / float64(t.n)
}

// faceEnds is every square face f takes the acting piece to (the legal
// moves of a roll that shows f).
func (h *hctx) faceEnds(f pq.Face) pq.Squares {
	from := h.pos[h.me]
	var others pq.Squares
	for p, sq := range h.pos {
		if p != h.me && sq.Valid() {
			others = others.With(sq)
		}
	}
	if f == pq.FaceArrow {
		return pq.SlideEnds(pq.SquaresOf(from), h.o.Mummy, others.And(pq.Floor()), pq.Squares{})
	}
	return pq.WalkEnds(pq.SquaresOf(from), f.Steps(), h.o.Mummy).AndNot(others)
}

// moveValue rates ending the move on q after announcing a face whose
// threat is t: the route left, less the danger times what a catch costs;
// on a symbol it holds, the better of showing the card and keeping it.
// show says which.
func (b *brain) moveValue(h *hctx, t *threat, q pq.Square) (v float64, show bool) {
	s := h.all
	life := b.lifeCost(h, q, s)
	stay := -b.cost(h, q, s) - h.danger(t, q)*life
	rest := b.tr.without(s, q)
	if rest == s {
		return stay, false
	}
	if rest == 0 {
		return 1e6, true // the last card: the game is won
	}
	hold := stay - h.lv.hunt.holdCost
	var seen threat
	sight := h.o.Sight
	sight.At(h.me, q)
	b.threatFrom(h, &sight, &seen)
	shown := -b.cost(h, q, rest) - h.danger(&seen, q)*b.lifeCost(h, q, rest)
	if shown >= hold {
		return shown, true
	}
	return hold, false
}

// hunter decides a hunter's step.
func (b *brain) hunter(o *pq.Observation, legal []pq.Action) (pq.Action, table.Reason) {
	h := b.hunterCtx(o)
	colour := colourArg(o, h.me)
	switch o.Phase {
	case pq.PhaseTurn:
		return b.resetOrRoll(&h, legal)
	case pq.PhaseShow:
		if legal[0].Kind == pq.ActShow {
			var cur threat
			b.threatFrom(&h, &o.Sight, &cur)
			card := pq.Card(legal[0].A)
			if _, show := b.moveValue(&h, &cur, h.pos[h.me]); show {
				return legal[0], table.Reason{Code: pq.ReasonShowCard, Args: []string{colour, card.String()}}
			}
			return pq.Action{Kind: pq.ActEnd}, table.Reason{Code: pq.ReasonHoldCard, Args: []string{colour, card.String()}}
		}
		return legal[0], table.Reason{}
	case pq.PhaseChoose:
		return b.chooseMove(&h, legal)
	}
	return legal[0], table.Reason{}
}

// rated is a step and its value, in steps of route.
type rated struct {
	a pq.Action
	v float64
}

// rateChoices rates the moves of a roll, best first, and rolling again
// (unusable when it is not legal).
func (b *brain) rateChoices(h *hctx, legal []pq.Action) (moves []rated, reroll float64) {
	var threats [pq.FaceArrow + 1]threat
	var done [pq.FaceArrow + 1]bool
	threatOf := func(f pq.Face) *threat {
		if !done[f] {
			sight := h.o.Sight
			sight.Moved(h.me, f, h.o.Mummy)
			b.threatFrom(h, &sight, &threats[f])
			done[f] = true
		}
		return &threats[f]
	}
	var faceBest [pq.FaceArrow + 1]float64
	for f := range faceBest {
		faceBest[f] = unusable
	}
	canRoll := false
	for _, a := range legal {
		switch a.Kind {
		case pq.ActRoll:
			canRoll = true
		case pq.ActMove:
			f, q := pq.Face(a.A), pq.Square(a.B)
			v, _ := b.moveValue(h, threatOf(f), q)
			if h.lv.noise > 0 {
				v += b.rng.NormFloat64() * h.lv.noise
			}
			faceBest[f] = max(faceBest[f], v)
			moves = append(moves, rated{a, v})
		}
	}
	sort.SliceStable(moves, func(i, j int) bool { return moves[i].v > moves[j].v })
	reroll = unusable
	if canRoll {
		reroll = b.rerollValue(h, threatOf, faceBest)
	}
	return moves, reroll
}

// chooseMove picks a die and a square, or rolls again (spec §9.8).
func (b *brain) chooseMove(h *hctx, legal []pq.Action) (pq.Action, table.Reason) {
	colour := colourArg(h.o, h.me)
	moves, reroll := b.rateChoices(h, legal)
	if len(moves) == 0 || reroll > moves[0].v+h.lv.hunt.rerollEdge {
		return pq.Action{Kind: pq.ActRoll}, table.Reason{Code: pq.ReasonReroll, Args: []string{colour, strconv.Itoa(pq.NumDice - int(h.o.Aside))}}
	}
	best := moves[0].a
	q := pq.Square(best.B)
	progress, progressV := best, unusable
	for _, m := range moves {
		if p := -b.cost(h, pq.Square(m.a.B), h.all); p > progressV {
			progress, progressV = m.a, p
		}
	}
	if best != progress {
		return best, table.Reason{Code: pq.ReasonHideFromMummy, Args: []string{colour, q.String()}}
	}
	return best, table.Reason{Code: pq.ReasonTowardColour, Args: []string{colour, b.nextCard(h, q).String(), q.String()}}
}

// nextCard is the card the best route from q goes for first (on q itself:
// the card there).
func (b *brain) nextCard(h *hctx, q pq.Square) pq.Card {
	t := &b.tr
	best, card := math.MaxInt, pq.NoCard
	for i := 0; i < t.k; i++ {
		if h.all&(1<<i) != 0 {
			if c := int(maze.dist[q][t.sq[i]]) + int(t.from[h.all][i]); c < best {
				best, card = c, t.card[i]
			}
		}
	}
	return card
}

// rerollValue estimates rolling every available die again: the expected
// best face of the new roll (each face's best square, whether this roll
// showed it or not), a lost turn if no die is usable, and the dice it sets
// aside, which every hunter pays for.
func (b *brain) rerollValue(h *hctx, threatOf func(pq.Face) *threat, rolled [pq.FaceArrow + 1]float64) float64 {
	n := pq.NumDice - h.aside // the dice a re-roll rolls
	if n <= 0 {
		return unusable
	}
	var vals []float64
	for f := pq.Face1; f <= pq.FaceArrow; f++ {
		v := rolled[f]
		if v == unusable {
			ends := h.faceEnds(f)
			t := threatOf(f)
			for q := ends.First(); q != pq.NoSquare; q = ends.After(q) {
				x, _ := b.moveValue(h, t, q)
				v = max(v, x)
			}
		}
		if v > unusable {
			vals = append(vals, v)
		}
	}
	sort.Sort(sort.Reverse(sort.Float64Slice(vals)))
	var here threat
	b.threatFrom(h, &h.o.Sight, &here)
	me := h.pos[h.me]
	lost := -b.cost(h, me, h.all) - h.danger(&here, me)*b.lifeCost(h, me, h.all) - 3
	faces := float64(len(pq.HunterDieFaces()))
	e, above := 0.0, 1.0 // above: the chance no die beat the faces so far
	for j, v := range vals {
		rest := math.Pow((faces-float64(j+1))/faces, float64(n))
		e += (above - rest) * v
		above = rest
	}
	e += above * lost
	hp := &h.lv.hunt
	asideCost := hp.asideCost * (1 + 2/float64(max(h.need, 1)))
	return e - asideCost*float64(n)/faces
}

// resetOrRoll decides step 1 of a turn: reset the dice (the Mummy walks as
// many steps as are set aside, now) or roll what is left (spec §9.8: reset
// when few dice remain and no hunter is within her reach).
func (b *brain) resetOrRoll(h *hctx, legal []pq.Action) (pq.Action, table.Reason) {
	colour := colourArg(h.o, h.me)
	aside := strconv.Itoa(h.aside)
	reset, roll := hasAction(legal, pq.Action{Kind: pq.ActReset}), hasAction(legal, pq.Action{Kind: pq.ActRoll})
	if !roll {
		return pq.Action{Kind: pq.ActReset}, table.Reason{Code: pq.ReasonReset, Args: []string{colour, aside}}
	}
	if !reset {
		return pq.Action{Kind: pq.ActRoll}, table.Reason{Code: pq.ReasonRoll, Args: []string{colour, aside}}
	}
	// Her interrupting walk, as she would plan it now (a beginner does
	// not read it: she goes nowhere in particular).
	var walk walkPlan
	if !h.lv.hunt.rough {
		publicBeliefs(h.o, &h.o.Sight, h.lv.intent, &b.alt)
		walk = b.wk.plan(&b.alt, h.o.Mummy, h.aside, h.lv.walk)
	}
	risk, cost := 0.0, 0.0
	caught, at := -1, pq.MaxMummySteps+1
	for p, sq := range h.pos {
		if !sq.Valid() {
			continue
		}
		if k, ok := walk.covers(sq); ok && k < at {
			caught, at = p, k
		}
		if maze.d(h.o.Mummy, sq) <= h.aside { // another Mummy may walk otherwise
			r := 0.2
			c := h.tokenCost(p)
			risk, cost = risk+r, cost+r*c
		}
	}
	if caught >= 0 {
		risk, cost = risk+1, cost+h.tokenCost(caught)
	}
	hp := &h.lv.hunt
	gain := hp.resetGain * float64(h.aside)
	if pq.NumDice-h.aside <= 1 {
		gain += 4
	}
	if risk <= hp.maxRisk && gain > cost {
		return pq.Action{Kind: pq.ActReset}, table.Reason{Code: pq.ReasonReset, Args: []string{colour, aside}}
	}
	return pq.Action{Kind: pq.ActRoll}, table.Reason{Code: pq.ReasonRoll, Args: []string{colour, aside}}
}
