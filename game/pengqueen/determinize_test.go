package pengqueen

import (
	"math/rand/v2"
	"testing"
)

// TestDeterminizeMatchesTheObservation: for every seat of many random
// positions, a determinized state shows that seat exactly its observation,
// keeps every invariant (pieces on squares their Sight allows, no two on
// one square, cards all somewhere once) and plays on to an end.
func TestDeterminizeMatchesTheObservation(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	n := 0
	for _, s := range randomPositions(t, 3) {
		for seat := -1; seat < s.NumSeats(); seat++ {
			obs := s.Observe(seat)
			d := Determinize(obs, rng)
			if got := d.Observe(seat); got != obs {
				t.Fatalf("seat %d, phase %s: the sample's observation differs\n got %+v\nwant %+v", seat, s.Phase, got, obs)
			}
			if err := d.Check(); err != nil {
				t.Fatalf("seat %d, phase %s: the sample breaks an invariant: %v", seat, s.Phase, err)
			}
			if n%25 == 0 {
				if _, err := Playout(&d, rng.IntN, 1_000_000); err != nil {
					t.Fatal(err)
				}
			}
			n++
		}
	}
	if n < 2000 {
		t.Fatalf("only %d samples", n)
	}
}

// TestDeterminizeSamplesTheHidden: the Mummy's samples spread the pieces
// over their Sight and the hands over the cards she has not seen; a
// hunter's samples keep every piece where it is and its own hand.
func TestDeterminizeSamplesTheHidden(t *testing.T) {
	s := newGame(t, Options{Players: 3})
	rollFaces(t, s, "2", "2", "2", "2", "2")
	do(t, s, "move 2 K11", "end")
	rollFaces(t, s, "4", "4", "4", "4", "4")
	do(t, s, "move 4 J10", "end")
	mummyView := s.Observe(MummySeat)
	if mummyView.Sight[0].Len() != 3 || mummyView.Sight[1].Len() < 5 {
		t.Fatalf("sight %s and %s", mummyView.Sight[0], mummyView.Sight[1])
	}
	rng := rand.New(rand.NewPCG(1, 2))
	where := map[Square]int{}
	hands := map[CardSet]int{}
	for i := 0; i < 300; i++ {
		d := Determinize(mummyView, rng)
		where[d.Pieces[0].Square]++
		hands[d.Hands[0]]++
		if d.Pieces[0].Square == d.Pieces[1].Square {
			t.Fatal("two pieces on one square")
		}
		h := Determinize(s.Observe(1), rng)
		if h.Pieces != s.Pieces || h.Hands[0] != s.Hands[0] || h.Faces != s.Faces {
			t.Fatal("a hunter's sample moved what it sees")
		}
	}
	if len(where) != 3 {
		t.Errorf("piece 0 sampled on %d squares of its 3", len(where))
	}
	if len(hands) < 50 {
		t.Errorf("only %d different hands sampled for the Mummy", len(hands))
	}
}

// TestDeterminizeNeverPanics: nonsense observations give a state that
// plays without panicking.
func TestDeterminizeNeverPanics(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 2000; i++ {
		var o Observation
		o.Seat = int8(rng.IntN(8) - 2)
		o.Opt.Players = uint8(rng.IntN(8))
		o.Phase = Phase(rng.IntN(10))
		o.RollSize, o.Rolled, o.Mummies = uint8(rng.IntN(9)), uint8(rng.IntN(9)), uint8(rng.IntN(9))
		o.PathLen = uint8(rng.IntN(40))
		o.Move = Face(rng.IntN(9))
		o.Mummy = Square(rng.IntN(256))
		for p := range o.Pieces {
			o.Pieces[p].Square = Square(rng.IntN(256))
			o.Pieces[p].Seen = Square(rng.IntN(256))
			o.Sight[p] = Squares{rng.Uint64(), rng.Uint64()}
		}
		for h := range o.Hands {
			o.Hands[h].Cards = CardSet(rng.Uint32())
			o.Hands[h].Shown = CardSet(rng.Uint32())
			o.Hands[h].Backs = [NumColours]uint8{uint8(rng.IntN(9)), uint8(rng.IntN(9))}
		}
		d := Determinize(o, rng)
		d.Observe(int(o.Seat))
		_, _ = Playout(&d, rng.IntN, 300) // may end or not; must not panic
	}
}
