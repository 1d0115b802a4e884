package runrunrun

import (
	"flag"
	"fmt"
	"math"
	"strings"
	"testing"
)

// The balance check: the test heuristic team (heuristic_test.go) plays
// every difficulty at every team size, and the win rates are set beside
// spec §15's simulated figures. The heuristic is simpler than the spec's
// simulator team (no threat model beyond the nearest mummy, no rescue
// Regroups), so it is expected to win less; the figures in
// docs/runrunrun-rules-coverage.md were measured with
//
//	go test ./game/runrunrun/ -run TestBalance -balance 1000 -v
//
// By default a few games per cell run, as a check that the heuristic still
// wins games at every level (the games are seeded, so the check is exact).

var balanceGames = flag.Int("balance", 12, "games per cell for TestBalance")

// specWinRates is spec §15's table: Easy, Normal, Hard, Heroic by 1–4 cats.
var specWinRates = [NumDifficulties][MaxSeats]int{
	{67, 66, 65, 59},
	{53, 49, 45, 42},
	{37, 37, 34, 33},
	{29, 26, 20, 19},
}

func TestBalance(t *testing.T) {
	n := *balanceGames
	var b strings.Builder
	fmt.Fprintf(&b, "%d games per cell: heuristic win %% [95%% interval] (spec §15), Exit opened %%, losses hand/crypt\n", n)
	total := 0
	for d := Easy; d < NumDifficulties; d++ {
		for players := 1; players <= MaxSeats; players++ {
			wins, exits, hand, crypt := 0, 0, 0, 0
			for g := 0; g < n; g++ {
				seed := uint64(1_000_000*int(d) + 10_000*players + g)
				opt := Options{Players: uint8(players), Difficulty: d, Cats: DrawCats(players, seed), First: uint8(g % players)}
				m, err := playHeuristic(opt, seed, 0, nil)
				if err != nil {
					t.Fatal(err)
				}
				switch m.State.End {
				case EndExit:
					wins++
				case EndHand:
					hand++
				case EndCrypt:
					crypt++
				}
				if m.State.ExitOpen() {
					exits++
				}
			}
			lo, hi := wilson(wins, n)
			fmt.Fprintf(&b, "%-7v %d cats: %5.1f%% [%4.1f–%4.1f] (%d%%)  exit %5.1f%%  lost %d/%d\n", d, players,
				100*float64(wins)/float64(n), 100*lo, 100*hi, specWinRates[d][players-1],
				100*float64(exits)/float64(n), hand, crypt)
			if d <= Normal {
				total += wins
			}
		}
	}
	t.Log("\n" + b.String())
	if total == 0 {
		t.Error("the heuristic team never wins at Easy or Normal")
	}
}

// wilson is the 95% Wilson score interval of k successes in n trials.
func wilson(k, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.96
	p := float64(k) / float64(n)
	den := 1 + z*z/float64(n)
	mid := (p + z*z/(2*float64(n))) / den
	half := z * math.Sqrt(p*(1-p)/float64(n)+z*z/(4*float64(n)*float64(n))) / den
	return mid - half, mid + half
}
