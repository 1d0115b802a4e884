package pengqueen

import (
	"fmt"
	"math"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/internal/cpuclock"
)

// Tournaments: a Mummy of one level against hunters all of one level, at a
// number of players, every game seeded. A quick one of the easy and medium
// levels runs with every `go test` and checks that they are ordered; the
// full one runs only when PYRAMID_TOURNAMENT is set and gives the figures
// of docs/pengqueen-ai.md:
//
//	PYRAMID_TOURNAMENT=100 go test ./bot/pengqueen/ -run TestTournamentFull -v -timeout 0
//
// (the number is games of the strong table, hard against hard; tables
// without the hard level play twice as many (four times between easy
// sides), the hard level against a weaker side half; PYRAMID_TOURNAMENT_ONLY picks tables by name, e.g.
// "(4 players)"; PYRAMID_TOURNAMENT_SEED plays other games). Decision times are
// the players' thread CPU time, so a busy machine does not inflate them.

type tableSpec struct {
	mummy, hunters string
	players        int
	games          int
}

func (ts tableSpec) String() string {
	return fmt.Sprintf("%s Mummy vs %s hunters (%d players)", ts.mummy, ts.hunters, ts.players)
}

type result struct {
	games, mummyWins int
	rounds           []int
	tokens           int
	mummyTimes       []time.Duration
	hunterTimes      []time.Duration
}

// wilson is the 95% confidence interval of a rate of k in n.
func wilson(k, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	p, z, nf := float64(k)/float64(n), 1.96, float64(n)
	c := (p + z*z/(2*nf)) / (1 + z*z/nf)
	h := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / (1 + z*z/nf)
	return max(0, c-h), min(1, c+h)
}

func quantile(ts []time.Duration, q float64) time.Duration {
	if len(ts) == 0 {
		return 0
	}
	t := slices.Clone(ts)
	slices.Sort(t)
	return t[min(len(t)-1, int(q*float64(len(t))))]
}

func (r result) String() string {
	lo, hi := wilson(r.mummyWins, r.games)
	sum := 0
	for _, x := range r.rounds {
		sum += x
	}
	rs := slices.Clone(r.rounds)
	slices.Sort(rs)
	med := 0
	if len(rs) > 0 {
		med = rs[len(rs)/2]
	}
	return fmt.Sprintf("Mummy won %d/%d = %.1f%% (95%% CI %.1f–%.1f%%); rounds mean %.1f median %d; tokens taken mean %.2f; decisions (%s) Mummy p95 %v, hunters p95 %v",
		r.mummyWins, r.games, 100*float64(r.mummyWins)/float64(r.games), 100*lo, 100*hi,
		float64(sum)/float64(max(len(r.rounds), 1)), med, float64(r.tokens)/float64(max(r.games, 1)), cpuclock.Name,
		quantile(r.mummyTimes, 0.95).Round(10*time.Microsecond), quantile(r.hunterTimes, 0.95).Round(10*time.Microsecond))
}

// runTable plays a table on GOMAXPROCS threads (GOMAXPROCS=1: on one
// core, as the measured runs play).
func runTable(t testing.TB, ts tableSpec, seed uint64, timed bool) result {
	var mu sync.Mutex
	var res result
	jobs := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				seats := []string{ts.mummy}
				for len(seats) < ts.players {
					seats = append(seats, ts.hunters)
				}
				g := playGame(t, seats, seed*1_000_003+uint64(i), timed)
				mu.Lock()
				res.games++
				if g.state.Winner == pq.MummySeat {
					res.mummyWins++
				}
				res.rounds = append(res.rounds, int(g.state.Round))
				res.tokens += int(g.state.Tokens)
				res.mummyTimes = append(res.mummyTimes, g.times[0]...)
				for s := 1; s < ts.players; s++ {
					res.hunterTimes = append(res.hunterTimes, g.times[s]...)
				}
				mu.Unlock()
			}
		}()
	}
	for i := 0; i < ts.games; i++ {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	return res
}

// TestTournamentFull is the measured run of docs/pengqueen-ai.md; it runs
// only when PYRAMID_TOURNAMENT gives the number of games per table.
func TestTournamentFull(t *testing.T) {
	games, _ := strconv.Atoi(os.Getenv("PYRAMID_TOURNAMENT"))
	if games <= 0 {
		t.Log("set PYRAMID_TOURNAMENT=<games per table> to run the full tournament")
		return
	}
	only := os.Getenv("PYRAMID_TOURNAMENT_ONLY")
	base, _ := strconv.ParseUint(os.Getenv("PYRAMID_TOURNAMENT_SEED"), 10, 64)
	// Tables without the hard level are cheaper: twice the games (four
	// times between easy sides); the hard level against a weaker side,
	// half.
	pairs := []struct {
		mummy, hunters string
		weight         float64
	}{
		{"hard", "hard", 1}, {"medium", "medium", 2}, {"easy", "easy", 4},
		{"hard", "medium", 0.5}, {"medium", "hard", 0.5},
		{"hard", "easy", 0.5}, {"easy", "hard", 0.5},
		{"medium", "easy", 2}, {"easy", "medium", 2},
	}
	for players := pq.MinSeats; players <= pq.MaxSeats; players++ {
		for i, p := range pairs {
			ts := tableSpec{mummy: p.mummy, hunters: p.hunters, players: players, games: max(1, int(float64(games)*p.weight))}
			if only != "" && !strings.Contains(ts.String(), only) {
				continue
			}
			start := time.Now()
			r := runTable(t, ts, base+uint64(100*players+i), true)
			t.Logf("%v: %v [%v]", ts, r, time.Since(start).Round(time.Second))
		}
	}
}

// TestLevelsAreOrdered is the quick check of every `go test` that the
// levels are ordered, at 3 players: the policy the medium and hard levels
// search over beats the easy level on both sides (its Mummy beats easy
// hunters more often than the easy Mummy does, and its hunters lose less
// often to its Mummy than easy hunters do). The gaps measured are wide
// (docs/pengqueen-ai.md: some 20% against 70% and more); the margins
// asked here leave room for the few games played. The search levels, whose
// games cost a hundred times more, are measured by the full tournament.
func TestLevelsAreOrdered(t *testing.T) {
	rate := func(mummy, hunters string, games int) float64 {
		r := runTable(t, tableSpec{mummy: mummy, hunters: hunters, players: 3, games: games}, 3, false)
		t.Logf("%s Mummy vs %s hunters: %v", mummy, hunters, r)
		return float64(r.mummyWins) / float64(r.games)
	}
	easy := rate("easy", "easy", 60)
	easyHunters := rate("policy", "easy", 60)
	if easyHunters < easy+0.3 {
		t.Errorf("the policy's Mummy won %.0f%% against easy hunters, the easy Mummy %.0f%%", 100*easyHunters, 100*easy)
	}
	if m := rate("policy", "policy", 60); m > easyHunters-0.3 {
		t.Errorf("the policy's hunters lost %.0f%% to its Mummy, easy hunters %.0f%%", 100*m, 100*easyHunters)
	}
}
