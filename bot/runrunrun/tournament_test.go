package runrunrun

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
)

// Win rates. The quick test runs with every `go test`; the full table is
// measured by hand:
//
//	PYRAMID_TOURNAMENT=200 go test ./bot/runrunrun/ -run TestTournament -v -timeout 0
//
// (the number is games per cell: every level, difficulty and team size;
// PYRAMID_TOURNAMENT_ONLY=hard, PYRAMID_TOURNAMENT_DIFF=normal and
// PYRAMID_TOURNAMENT_SEATS=2 narrow it, PYRAMID_TOURNAMENT_SEED plays other
// games). Decision times are the deciding thread's CPU time.

// specWinRates is spec §15's heuristic team: Easy, Normal, Hard, Heroic by
// 1–4 cats.
var specWinRates = [rrr.NumDifficulties][rrr.MaxSeats]int{
	{67, 66, 65, 59},
	{53, 49, 45, 42},
	{37, 37, 34, 33},
	{29, 26, 20, 19},
}

// TestQuickMediumTeamBeatsRandomPlay: the medium team wins games at
// Normal where random play (spec §15: "never opened the Exit (0 wins in
// 200 games)") wins none, and it opens the Exit in most of them.
func TestQuickMediumTeamBeatsRandomPlay(t *testing.T) {
	const n = 24
	for _, players := range []int{1, 3} {
		med, err := playCell(rrr.Normal, players, n, "medium", false, 0)
		if err != nil {
			t.Fatal(err)
		}
		rnd, err := playCell(rrr.Normal, players, n, "random", false, 0)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%d cats: medium %v; random %v", players, med, rnd)
		if med.wins < 4 || med.wins <= rnd.wins || rnd.exits >= med.exits {
			t.Errorf("%d cats: medium won %d of %d (Exit %d), random %d (Exit %d)", players, med.wins, n, med.exits, rnd.wins, rnd.exits)
		}
	}
}

func TestTournament(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("PYRAMID_TOURNAMENT"))
	if n <= 0 {
		t.Skip("set PYRAMID_TOURNAMENT=N to measure N games per cell")
	}
	base, _ := strconv.ParseUint(os.Getenv("PYRAMID_TOURNAMENT_SEED"), 10, 64)
	only := os.Getenv("PYRAMID_TOURNAMENT_ONLY")
	diff := os.Getenv("PYRAMID_TOURNAMENT_DIFF")
	seats := os.Getenv("PYRAMID_TOURNAMENT_SEATS")
	var out strings.Builder
	for _, level := range Levels {
		if only != "" && level != only {
			continue
		}
		fmt.Fprintf(&out, "\n%s team, %d games per cell (spec §15 heuristic in parentheses):\n", level, n)
		for d := rrr.Easy; d < rrr.NumDifficulties; d++ {
			if diff != "" && d.String() != diff {
				continue
			}
			for players := 1; players <= rrr.MaxSeats; players++ {
				if seats != "" && seats != strconv.Itoa(players) {
					continue
				}
				c, err := playCell(d, players, n, level, true, base)
				if err != nil {
					t.Fatal(err)
				}
				line := fmt.Sprintf("%-7v %d cats: %v (%d%%)", d, players, c, specWinRates[d][players-1])
				t.Log(line)
				out.WriteString(line + "\n")
			}
		}
	}
	t.Log(out.String())
}
