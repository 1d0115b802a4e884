package horus

import (
	"math/rand/v2"
	"testing"
)

// TestFinalScoresAreEvents: the step that ends a game reports every seat's
// final score, one score event per seat in seat order, right before the
// game-over event, with the total and the parts State.Scores counts; they
// are public, and no other step reports a score.
func TestFinalScoresAreEvents(t *testing.T) {
	for n := MinPlayers; n <= MaxPlayers; n++ {
		for g := 0; g < 20; g++ {
			seed := uint64(n*1000 + g)
			opt := Options{Players: uint8(n), Adventurers: DrawAdventurers(n, seed), FirstKeeper: uint8(seed % uint64(n)), TotalSecrecy: g%2 == 1}
			m, err := NewMatch(opt, seed)
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(seed, 5))
			var buf [maxLegal]Action
			var last []Event
			for steps := 0; !m.State.IsOver(); steps++ {
				if steps > 20000 {
					t.Fatalf("seed %d: no end", seed)
				}
				a := m.ChanceOutcome()
				if !m.State.IsChance() {
					legal := m.State.Legal(buf[:0])
					a = legal[r.IntN(len(legal))]
				}
				evs, err := m.Apply(a, nil)
				if err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				if !m.State.IsOver() {
					for _, e := range evs {
						if e.Kind == EvScore || e.Kind == EvGameOver {
							t.Fatalf("seed %d: %v before the end", seed, e)
						}
					}
				}
				last = evs
			}
			if len(last) < n+1 || last[len(last)-1].Kind != EvGameOver {
				t.Fatalf("seed %d: the last step's events %v do not end with game-over", seed, last)
			}
			scores := m.State.Scores()
			tail := last[len(last)-1-n : len(last)-1]
			for p, e := range tail {
				x := scores[p]
				want := EventScore{Fate: x.Fate, Treasures: uint8(x.Treasures), Idols: uint8(x.Idols), Chests: uint8(x.Chests), Variety: uint8(x.Variety), Won: x.Won}
				if e.Kind != EvScore || int(e.Seat) != p || int(e.Value) != x.Total || e.Score != want {
					t.Fatalf("seed %d: event %d before game-over is %v (%+v), want seat %d's score %+v", seed, p, e, e.Score, p, x)
				}
				if int(e.Score.Treasures)+int(e.Score.Idols)+int(e.Score.Chests)+int(e.Score.Variety) != int(e.Value) {
					t.Fatalf("seed %d: seat %d's parts do not add up to %d: %+v", seed, p, e.Value, e.Score)
				}
				for v := -1; v < n; v++ {
					if e.SeenBy(v) != e {
						t.Fatalf("seed %d: seat %d's score is hidden from seat %d", seed, p, v)
					}
				}
			}
			scoreEvents := 0
			for _, e := range last {
				if e.Kind == EvScore {
					scoreEvents++
				}
			}
			if scoreEvents != n {
				t.Fatalf("seed %d: %d score events for %d seats", seed, scoreEvents, n)
			}
		}
	}
}
