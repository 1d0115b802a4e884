package pengqueen

import (
	"math/rand/v2"
	"testing"
)

// The Mummy's sight (spec §9.2, §9.7): the squares each hunter can be on,
// from the announcements alone. Hand-checked examples, and a comparison
// with the exact answer found by brute force: every way the hidden moves
// could have gone, joint over all pieces.

// sightOf is the Mummy's sight now, read from her observation only.
func sightOf(s *State, p int) Squares {
	o := s.Observe(MummySeat)
	return o.HunterSquares(p)
}

func squares(t *testing.T, names ...string) Squares {
	t.Helper()
	var out Squares
	for _, n := range names {
		out = out.With(sq(t, n))
	}
	return out
}

// TestSightHandChecked: the sets the announcements allow, worked out by
// hand on the map, are exactly the Mummy's sight.
func TestSightHandChecked(t *testing.T) {
	s := newGame(t, Options{Players: 3})
	putMummy(t, s, "M9")
	if got := sightOf(s, 0); got != squares(t, "K13") {
		t.Fatalf("at the start: %s", got)
	}
	// "moved 2" from the entrance: K12, then one of its three free sides.
	rollFaces(t, s, "2", "2", "2", "2", "2")
	do(t, s, "move 2 J12", "end")
	if got := sightOf(s, 0); got != squares(t, "J12", "K11", "L12") {
		t.Errorf("after moved 2: %s, want {K11 J12 L12}", got)
	}
	// The second hunter's arrow from the entrance: north up K12 to K11
	// (K10 is rock) unless the first hunter stands on K11, when it stops
	// on K12; the first hunter's squares are not known, so both.
	rollFaces(t, s, "arrow", "arrow", "arrow", "arrow", "arrow")
	do(t, s, "move arrow K11", "end")
	if got := sightOf(s, 1); got != squares(t, "K11", "K12") {
		t.Errorf("after arrow: %s, want {K11 K12}", got)
	}
	// The Mummy walks M10 M11 L11 L12 and catches no one: L12 goes.
	do(t, s, "black 4", "step south", "step south", "step west", "step south")
	if got := sightOf(s, 0); got != squares(t, "J12", "K11") {
		t.Errorf("after she entered L12: %s, want {K11 J12}", got)
	}
	// The first hunter: "moved 1", the Mummy on L12: from J12 to I12,
	// J11 or K12; from K11 to J11, L11 or K12 (K10 is rock). The second
	// hunter may stand on K12 or K11, so neither is ruled out.
	rollFaces(t, s, "1", "1", "1", "1", "1")
	do(t, s, "move 1 I12", "end")
	if got := sightOf(s, 0); got != squares(t, "I12", "J11", "K12", "L11") {
		t.Errorf("after moved 1: %s, want {J11 L11 I12 K12}", got)
	}
	if got := sightOf(s, 1); got != squares(t, "K11", "K12") {
		t.Errorf("the second hunter: %s, want {K11 K12}", got)
	}
	// Cannot move: only a square whose every side is an obstacle.
	var v Sight
	v[0] = squares(t, "M3", "M5", "K13")
	v.Stuck(0, sq(t, "M4"))
	if v[0] != squares(t, "M3") {
		t.Errorf("cannot move with the Mummy on M4: %s, want {M3}", v[0])
	}
	// A card shown: one square.
	v[0] = squares(t, "I12", "J11")
	v.At(0, sq(t, "K9"))
	if v[0] != squares(t, "K9") {
		t.Errorf("shown on K9: %s", v[0])
	}
}

// TestSightIsGenerousBetweenHunters documents where the sets are larger
// than the exact answer: a hunter certainly somewhere on the Grand Gallery
// (M7 or N7) stops a slide from I7 at L7 or M7, but the sight also keeps
// Q7, the end of the gallery, because the other hunter's square is not
// known. The true square is never left out.
func TestSightIsGenerousBetweenHunters(t *testing.T) {
	var v Sight
	v[0] = squares(t, "I7")
	v[1] = squares(t, "M7", "N7")
	v.Moved(0, FaceArrow, sq(t, "W9"))
	if v[0] != squares(t, "L7", "M7", "Q7", "I9") {
		t.Errorf("the slide from I7: %s", v[0])
	}
	exact := squares(t, "L7", "M7", "I9")
	if v[0].And(exact) != exact {
		t.Error("the sight misses a square the exact answer has")
	}
}

// config is where every piece is (NoSquare: out).
type config [MaxPieces]Square

// exactSight follows the Mummy's events over every joint configuration of
// the pieces the hidden moves allow, and returns each piece's squares; ok
// is false when there were too many to follow.
func exactSight(s0 State, evs []Event) (out Sight, ok bool) {
	var c0 config
	for p := range c0 {
		c0[p] = s0.Pieces[p].Square
		if p >= s0.NumPieces() || s0.Pieces[p].Out {
			c0[p] = NoSquare
		}
	}
	all := map[config]bool{c0: true}
	mummy := s0.Mummy
	var vis []Event
	for _, e := range evs {
		if v, ok := e.VisibleTo(MummySeat); ok {
			vis = append(vis, v)
		}
	}
	for i, e := range vis {
		next := map[config]bool{}
		switch e.Kind {
		case EvMoved:
			for c := range all {
				for _, q := range concreteMoves(c, int(e.Piece), e.Face, mummy) {
					d := c
					d[e.Piece] = q
					next[d] = true
				}
			}
		case EvMummyStep:
			mummy = e.To
			caught := -1
			if i+1 < len(vis) && vis[i+1].Kind == EvCaught {
				caught = int(vis[i+1].Piece)
			}
			for c := range all {
				keep := true
				for p, q := range c {
					if (q == e.To) != (p == caught) {
						keep = false
					}
				}
				if keep {
					next[c] = true
				}
			}
		case EvCaught:
			for c := range all {
				c[e.Piece] = Sarcophagus()
				next[c] = true
			}
		case EvShown:
			for c := range all {
				if c[e.Piece] == e.To {
					next[c] = true
				}
			}
		case EvCannotMove:
			for c := range all {
				stuck := true
				for f := Face1; f <= FaceArrow; f++ {
					if len(concreteMoves(c, int(e.Piece), f, mummy)) > 0 {
						stuck = false
					}
				}
				if stuck {
					next[c] = true
				}
			}
		case EvOut:
			for c := range all {
				c[e.Piece] = NoSquare
				next[c] = true
			}
		default:
			continue
		}
		all = next
		if len(all) > 300_000 {
			return out, false
		}
	}
	for c := range all {
		for p, q := range c {
			out[p] = out[p].With(q)
		}
	}
	return out, true
}

// concreteMoves lists the ends of every legal move of piece p with face f,
// walking square by square (not with the engine's sets).
func concreteMoves(c config, p int, f Face, mummy Square) []Square {
	from := c[p]
	if !from.Valid() {
		return nil
	}
	free := func(q Square) bool { return q.Valid() && q != Entrance() && q != Sarcophagus() && q != mummy }
	other := func(q Square) bool {
		for o, x := range c {
			if o != p && x == q {
				return true
			}
		}
		return false
	}
	seen := map[Square]bool{}
	var out []Square
	if f == FaceArrow {
		for d := Dir(0); d < NumDirs; d++ {
			x := from
			for {
				n := board.nbr[x][d]
				if !free(n) || other(n) {
					break
				}
				x = n
			}
			if x != from && !seen[x] {
				seen[x] = true
				out = append(out, x)
			}
		}
		return out
	}
	var walk func(x Square, left int)
	walk = func(x Square, left int) {
		if left == 0 {
			if !other(x) && !seen[x] {
				seen[x] = true
				out = append(out, x)
			}
			return
		}
		for _, n := range board.nbr[x] {
			if free(n) {
				walk(n, left-1)
			}
		}
	}
	walk(from, f.Steps())
	return out
}

// TestSightAgainstBruteForce: over the opening of many random games of two
// pieces, the Mummy's sight always holds the exact answer, and equals it
// whenever the pieces never stood in each other's way (the exact answer of
// each piece alone).
func TestSightAgainstBruteForce(t *testing.T) {
	var buf [MaxLegal]Action
	compared, equal := 0, 0
	for seed := uint64(1); seed <= 60; seed++ {
		rng := rand.New(rand.NewPCG(seed, 99))
		s := newGame(t, Options{Players: uint8(2 + seed%2)})
		start := *s
		var evs []Event
		for moves := 0; moves < 10 && !s.Over; {
			legal := s.Legal(buf[:0])
			a := legal[rng.IntN(len(legal))]
			if s.Phase == PhaseShow && len(legal) == 2 {
				a = legal[0] // show when possible: fixes the square
			}
			var err error
			if evs, err = s.ApplyEvents(a, evs); err != nil {
				t.Fatal(err)
			}
			if a.Kind == ActMove {
				moves++
			}
		}
		exact, ok := exactSight(start, evs)
		if !ok {
			continue
		}
		v := s.Observe(MummySeat).Sight
		for p := 0; p < s.NumPieces(); p++ {
			compared++
			if v[p].And(exact[p]) != exact[p] {
				t.Fatalf("seed %d piece %d: the sight %s misses squares of the exact %s", seed, p, v[p], exact[p])
			}
			if v[p] == exact[p] {
				equal++
			}
			if !v[p].Has(s.Pieces[p].Square) && !s.Pieces[p].Out {
				t.Fatalf("seed %d piece %d: the true square %s is not in the sight", seed, p, s.Pieces[p].Square)
			}
		}
	}
	if compared < 80 {
		t.Fatalf("only %d sets compared", compared)
	}
	t.Logf("%d of %d sets exactly the brute-force answer", equal, compared)
	if equal*10 < compared*8 {
		t.Errorf("only %d of %d sets are exact", equal, compared)
	}
}
