package horus

import (
	"math/rand/v2"
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
)

// TestWalkerMatchesSearch: the cached distances, and the steps to the way
// out, equal a plain search over the board for random sets of fallen
// blocks.
func TestWalkerMatchesSearch(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	s := emptyBoard(t)
	var w walker
	var want distances
	for it := 0; it < 60; it++ {
		s.Fallen = someBlocks(r, it%30)
		w.update(&s)
		var exits distances
		w.exits(&exits)
		exitDistances(&s, &want)
		if exits != want {
			t.Fatalf("blocks %b: steps out %v, search %v", s.Fallen, exits, want)
		}
		for a := horus.Square(0); a < horus.NumSquares; a++ {
			if !a.Valid() || s.BlockFallen(a) {
				continue
			}
			bfs(&s, &want, a)
			for b := horus.Square(0); b < horus.NumSquares; b++ {
				if !b.Valid() || s.BlockFallen(b) {
					continue
				}
				got := min(w.dist(a, b), unreachable)
				if got != int(want[b]) && !(a.Region() == horus.RegionEntrance && b.Region() == horus.RegionEntrance) {
					t.Fatalf("blocks %b: %v to %v: walker %d, search %d", s.Fallen, a, b, got, want[b])
				}
			}
		}
	}
}

// TestLowSideMatchesSearch: whether a square still has a way out, found
// on the low side alone, agrees with a search over the whole board for
// random sets of fallen blocks and every square.
func TestLowSideMatchesSearch(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	s := emptyBoard(t)
	var d distances
	cut := 0
	for it := 0; it < 400; it++ {
		s.Fallen = someBlocks(r, it%36)
		exitDistances(&s, &d)
		for q := horus.Square(0); q < horus.NumSquares; q++ {
			if !q.Valid() {
				continue
			}
			want := d[q] != unreachable
			if got := lowSideGraph().gets(s.Fallen, q); got != want {
				t.Fatalf("blocks %b: %v gets out %v, the search says %v", s.Fallen, q, got, want)
			}
			if !want {
				cut++
			}
		}
	}
	if cut == 0 {
		t.Fatal("no square was ever cut off: the test tried nothing")
	}
}

// TestNearestByApproach: the room square of the Nest's deck found once for
// a way of coming down onto the low side answers for every square off it
// that comes down the same way, for random sets of fallen blocks.
func TestNearestByApproach(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	s := emptyBoard(t)
	for q := horus.Square(0); q < horus.NumSquares; q++ {
		if q.Valid() && !lowSide(q) && approachesOf().of[q] < 0 {
			t.Errorf("%v has no approach (%d on the board, room for %d)", q, approachesOf().n, maxApproaches)
		}
	}
	p := newPolicy(r)
	shared := 0
	for it := 0; it < 200; it++ {
		s.Fallen = someBlocks(r, it%30)
		p.sync(&s)
		for _, i := range r.Perm(int(horus.NumSquares)) {
			from := horus.Square(i)
			if !from.Valid() || lowSide(from) {
				continue
			}
			for d := range horus.Deck(horus.NumDecks) {
				if !lowRoom[d] {
					continue
				}
				k := approachesOf().of[from]
				if p.t.near[k][d] != unknownSquare {
					shared++
				}
				got, want := p.nearestByApproach(k, from, d), p.findNearest(from, d)
				if got != want {
					t.Fatalf("blocks %b, from %v: %v by its approach, %v by a search", s.Fallen, from, got, want)
				}
			}
		}
	}
	if shared == 0 {
		t.Fatal("no answer was ever shared: the test tried nothing")
	}
	t.Logf("%d answers shared", shared)
}

// emptyBoard is a two-player game's first position, for its board.
func emptyBoard(t *testing.T) horus.State {
	t.Helper()
	s, err := horus.NewState(horus.Options{Players: 2, Adventurers: [horus.MaxPlayers]horus.Adventurer{0, 1}})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// someBlocks is a random set of fallen blocks, each fallen with a chance
// of n in 36.
func someBlocks(r *rand.Rand, n int) uint64 {
	var fallen uint64
	for b := 1; b <= horus.NumBlocks; b++ {
		if r.IntN(36) < n {
			fallen |= 1 << uint(b)
		}
	}
	return fallen
}
