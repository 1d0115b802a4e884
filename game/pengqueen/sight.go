package pengqueen

// Sight is what can be known of where the hunter pieces are from the
// announcements alone (spec §9.2, §9.7): for each piece, every square it
// may be on. It is public knowledge, in the state and in every seat's
// observation, so the Mummy's view, the "Mummy's sight" assist, her hint
// and the computer Mummy all start from the same sets, and a hunter can
// see exactly what the Mummy can deduce about it (§9.8).
//
// It is kept up to date one announcement at a time: a piece starts on the
// entrance; "moved k" replaces its set by the ends of every k-step walk
// from it; "arrow" by the ends of every slide; showing a card or being
// caught puts it on one square; "cannot move" keeps the squares from which
// no move exists; every square the Mummy enters without a catch is
// removed from every set. No weights: the computer players weigh the
// squares themselves.
//
// The sets are exact for each piece on its own. Between pieces they are
// generous where the rules tie pieces together: a walk may not end on
// another hunter, and a slide stops in front of one, but another hunter's
// square is used only when its set is a single square; otherwise a slide
// may stop before any square another hunter might hold. So a set never
// misses the piece's real square (checked after every step of every
// simulated game) and is as small as the announcements allow whenever the
// other hunters' squares are known (sight_test.go).
type Sight [MaxPieces]Squares

// Moved applies piece p's announcement of face f (a number or the arrow),
// with the Mummy on mummy.
func (v *Sight) Moved(p int, f Face, mummy Square) {
	taken, maybe := v.others(p)
	if f == FaceArrow {
		v[p] = SlideEnds(v[p], mummy, taken, maybe)
		return
	}
	v[p] = WalkEnds(v[p], f.Steps(), mummy).AndNot(taken)
}

// Entered removes q, a square the Mummy entered without catching anyone,
// from every piece's set.
func (v *Sight) Entered(q Square) {
	for p := range v {
		v[p] = v[p].Without(q)
	}
}

// At puts piece p on q in plain sight (a shown card, the sarcophagus
// after a catch).
func (v *Sight) At(p int, q Square) {
	v[p] = Squares{}.With(q)
}

// Stuck applies "cannot move" (ruling R9), with the Mummy on mummy: the
// piece is on a square all of whose neighbours are obstacles. A square
// with a free neighbour always has a move: a 2 walks there and back (R5),
// and from the entrance or the sarcophagus the hall and the tomb road
// have more room than three other hunters can fill.
func (v *Sight) Stuck(p int, mummy Square) {
	free := sets.floor.Without(mummy)
	var keep Squares
	for q := v[p].First(); q != NoSquare; q = v[p].After(q) {
		if sets.nbr[q].And(free).Empty() {
			keep = keep.With(q)
		}
	}
	v[p] = keep
}

// Out empties the set of a piece that left the game.
func (v *Sight) Out(p int) { v[p] = Squares{} }

// Union is every square any piece may be on.
func (v *Sight) Union() Squares {
	var u Squares
	for _, s := range v {
		u = u.Or(s)
	}
	return u
}

// others are the squares of the maze's floor other pieces than p surely
// hold (their set is one square) and may hold. The entrance and the
// sarcophagus are left out: they are obstacles anyway.
func (v *Sight) others(p int) (taken, maybe Squares) {
	for o := range v {
		if o == p || v[o].Empty() {
			continue
		}
		maybe = maybe.Or(v[o])
		if v[o].Len() == 1 {
			taken = taken.Or(v[o])
		}
	}
	return taken.And(sets.floor), maybe.And(sets.floor)
}

// WalkEnds is where a walk of exactly k steps may end from any square of
// from, with the Mummy on mummy (spec §7.1): steps go between neighbours,
// may turn, backtrack and pass other hunters, and never enter an obstacle
// (the entrance, the sarcophagus, the Mummy's square). It does not remove
// the squares of other hunters, where a walk may not end.
func WalkEnds(from Squares, k int, mummy Square) Squares {
	free := sets.floor.Without(mummy)
	cur := from
	for i := 0; i < k; i++ {
		cur = cur.spread().And(free)
	}
	return cur
}

// SlideEnds is where an arrow slide may stop from any square of from, with
// the Mummy on mummy, other hunters surely on taken and perhaps on maybe
// (spec §7.1): straight on until the next square is an obstacle or holds a
// hunter, at least one square.
func SlideEnds(from Squares, mummy Square, taken, maybe Squares) Squares {
	free := sets.floor.Without(mummy).AndNot(taken)
	maybe = maybe.And(free)
	var ends Squares
	for d := Dir(0); d < NumDirs; d++ {
		back := (d + 2) % NumDirs
		stopBefore := maybe.shift(back) // squares whose next square may hold a hunter
		cur := from                     // every slide one square further each time round
		for moved := false; ; moved = true {
			next := cur.shift(d).And(free)
			if moved {
				ends = ends.Or(cur.AndNot(next.shift(back))).Or(cur.And(stopBefore))
			}
			if next.Empty() {
				break
			}
			cur = next
		}
	}
	return ends
}

// MummyReach is every square the Mummy may stand on after walking at most
// n steps from from (she never enters the entrance or the sarcophagus):
// the hunters' danger hint with n = DangerReach(aside).
func MummyReach(from Square, n int) Squares {
	reach := Squares{}.With(from)
	cur := reach
	for i := 0; i < n; i++ {
		cur = cur.spread().And(sets.floor).AndNot(reach)
		if cur.Empty() {
			break
		}
		reach = reach.Or(cur)
	}
	return reach
}
