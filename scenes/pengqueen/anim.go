package pengqueen

import (
	"github.com/pyramid-studio/pyramid/assets/sound"
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	pqart "github.com/pyramid-studio/pyramid/render/pengqueen"
)

// The pyramid comes alive (spec §9.9): every event a view may see
// becomes one animation of a fixed length, played in order, each with
// the sounds the event makes (render/pengqueen Cues) at fixed moments of
// it. A length never depends on what the Mummy may not know: a walk of
// k squares takes k steps' time whatever squares it crosses (k was
// announced), an arrow's slide one fixed time however far it goes, a
// roll one tumble whatever it shows. So the sound, which the Mummy hears
// while she looks away, tells her only what was announced.

// anim is one event being shown.
type anim struct {
	ev   pq.Event
	dur  float64 // its length in ticks at normal speed
	t    float64 // how far it has got, 0 to 1
	path []pq.Square
	// cues are the event's sounds and when each is heard (0 to 1);
	// played counts those heard already.
	cues   []cue
	played int
	// silent: the event was heard already, on the other side's view (a
	// catch-up, a replay of her walk), and plays without sound.
	silent bool
}

// cue is a sound at a moment of an animation.
type cue struct {
	at float64
	e  sound.Effect
}

// Lengths, in ticks at normal speed (60 a second).
const (
	stepTicks      = 14 // a penguin's step
	slideTicks     = 40 // an arrow's slide, however long
	rollTicks      = 44 // a roll of the white dice
	mummyStepTicks = 16 // one of her steps
	turnTicks      = 2  // each sixteenth of a turn she makes before a step
	catchTicks     = 70 // the pounce, and the penguin dragged to the tomb
	tokenTicks     = 36 // a torch flying to her pile
	showTicks      = 60 // a card turning, its symbol lighting
	shiverTicks    = 40 // cannot move, a lost turn
	bannerTicks    = 36 // a reset, her turn beginning
	mummyDieTicks  = 40 // her black die
	diceBackTicks  = 30 // the shelf's dice flying back
	endTicks       = 90 // the game's end
	bubbleTicks    = 40 // an announcement in the Mummy's view, when it is no walk
)

// newAnim is the animation of e in view (a seat; its projection of the
// event), on the moment o before it.
func newAnim(e pq.Event, o *pq.Observation, silent bool) *anim {
	a := &anim{ev: e, silent: silent}
	switch e.Kind {
	case pq.EvCannotMove, pq.EvLostTurn:
		a.dur = shiverTicks
	case pq.EvReset:
		a.dur = bannerTicks
	case pq.EvRolled:
		a.dur = rollTicks
	case pq.EvMoved:
		switch {
		case e.Face == pq.FaceArrow:
			a.dur = slideTicks
			if e.From.Valid() && e.To.Valid() {
				a.path = slidePath(e.From, e.To)
			}
		default:
			a.dur = float64(stepTicks * max(1, e.Face.Steps()))
			if e.From.Valid() && e.To.Valid() {
				a.path = walkPath(e.From, e.To, e.Face.Steps(), o.Mummy)
			}
		}
	case pq.EvShown:
		a.dur = showTicks
	case pq.EvMummyDie:
		a.dur = mummyDieTicks
	case pq.EvMummyTurn:
		a.dur = bannerTicks
	case pq.EvMummyStep:
		a.dur = mummyStepTicks + turnTicks*float64(len(pqart.Turn(mummyFacing(o), facingOf(e.From, e.To)))-1)
	case pq.EvCaught:
		a.dur = catchTicks
		a.path = tombPath(e.From)
	case pq.EvToken:
		a.dur = tokenTicks
	case pq.EvOut:
		a.dur = shiverTicks
	case pq.EvDiceBack:
		a.dur = diceBackTicks
	case pq.EvGameOver:
		a.dur = endTicks
	case pq.EvTurn:
		a.dur = 8
	}
	a.cues = cuesOf(e)
	return a
}

// cuesOf places the sounds of e over its animation: a walk's
// footsteps one a step, a roll's set-aside clacks as the dice land, the
// rest as it begins.
func cuesOf(e pq.Event) []cue {
	fx := pqart.Cues(e, nil)
	out := make([]cue, 0, len(fx))
	steps := 0
	for _, f := range fx {
		if f == sound.PenguinStep {
			steps++
		}
	}
	step, aside := 0, 0
	for _, f := range fx {
		at := 0.0
		switch f {
		case sound.PenguinStep:
			at = float64(step) / float64(steps)
			step++
		case sound.DiceAside:
			if e.Kind == pq.EvRolled {
				at = 0.7 + 0.06*float64(aside)
				aside++
			}
		case sound.MagnetClack:
			at = 0.12
		}
		out = append(out, cue{at: at, e: f})
	}
	return out
}

// due appends the sounds of a now due to buf.
func (a *anim) due(buf []sound.Effect) []sound.Effect {
	for a.played < len(a.cues) && a.cues[a.played].at <= a.t {
		if !a.silent {
			buf = append(buf, a.cues[a.played].e)
		}
		a.played++
	}
	return buf
}

// dirOf is the direction of the step from a to its neighbour b.
func dirOf(a, b pq.Square) (pq.Dir, bool) {
	for d := pq.Dir(0); d < pq.NumDirs; d++ {
		if a.Neighbour(d) == b {
			return d, true
		}
	}
	return 0, false
}

// facingOf is where a figure looks stepping from a to b (south when they
// are no neighbours).
func facingOf(a, b pq.Square) pqart.Facing {
	if d, ok := dirOf(a, b); ok {
		return pqart.FacingOf(d)
	}
	return pqart.FaceSouth
}

// mummyFacing is where the Mummy looks on the moment o: the way of her
// last step this turn, south before it.
func mummyFacing(o *pq.Observation) pqart.Facing {
	if n := int(o.PathLen); n >= 2 {
		return facingOf(o.Path[n-2], o.Path[n-1])
	}
	return pqart.FaceSouth
}

// walkPath is a walk of exactly k steps from a to b that a hunter may
// make with the Mummy on mummy (spec §7.1: between neighbours, through
// other hunters, never onto an obstacle), for the penguin to waddle
// along; it avoids turning straight back where it can. The engine's
// move names only its end (spec §10): any such walk shows it.
func walkPath(a, b pq.Square, k int, mummy pq.Square) []pq.Square {
	free := pq.Floor().Without(mummy)
	layers := make([]pq.Squares, k+1)
	layers[0] = pq.SquaresOf(a)
	for i := 1; i <= k; i++ {
		for q := layers[i-1].First(); q != pq.NoSquare; q = layers[i-1].After(q) {
			layers[i] = layers[i].Or(q.Neighbours().And(free))
		}
	}
	if k < 1 || !layers[k].Has(b) {
		return []pq.Square{a, b}
	}
	path := make([]pq.Square, k+1)
	path[k] = b
	for i := k - 1; i >= 0; i-- {
		c := path[i+1].Neighbours().And(layers[i])
		pick := c.First()
		if i+2 <= k {
			// not straight back to where the walk goes next, if it can
			if alt := c.Without(path[i+2]); !alt.Empty() {
				pick = alt.First()
			}
		}
		if i == 0 {
			pick = a
		}
		path[i] = pick
	}
	return path
}

// slidePath is the straight run of an arrow from a to b.
func slidePath(a, b pq.Square) []pq.Square {
	for d := pq.Dir(0); d < pq.NumDirs; d++ {
		path := []pq.Square{a}
		for q := a.Neighbour(d); q.Valid() && len(path) <= pq.Cols; q = q.Neighbour(d) {
			path = append(path, q)
			if q == b {
				return path
			}
		}
	}
	return []pq.Square{a, b}
}

// tombPath is the shortest way from where a hunter was caught to the
// sarcophagus, along which the caught penguin is dragged.
func tombPath(from pq.Square) []pq.Square {
	tomb := pq.Sarcophagus()
	if !from.Valid() {
		return []pq.Square{tomb}
	}
	walk := pq.Floor().With(tomb)
	prev := map[pq.Square]pq.Square{from: from}
	frontier := []pq.Square{from}
	for len(frontier) > 0 && from != tomb {
		if _, found := prev[tomb]; found {
			break
		}
		var next []pq.Square
		for _, q := range frontier {
			n := q.Neighbours().And(walk)
			for r := n.First(); r != pq.NoSquare; r = n.After(r) {
				if _, seen := prev[r]; !seen {
					prev[r] = q
					next = append(next, r)
				}
			}
		}
		frontier = next
	}
	if _, ok := prev[tomb]; !ok || from == tomb {
		return []pq.Square{from, tomb}
	}
	var rev []pq.Square
	for q := tomb; q != from; q = prev[q] {
		rev = append(rev, q)
	}
	rev = append(rev, from)
	for i, j := 0, len(rev)-1; i < j; i, j = i+1, j-1 {
		rev[i], rev[j] = rev[j], rev[i]
	}
	return rev
}
