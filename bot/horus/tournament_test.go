package horus

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/internal/cpuclock"
)

// Tournaments: one hero level against a table of one foe level, the hero's
// seat rotating, adventurers drawn at random, every game seeded. The quick
// one runs with every `go test`; the full set runs by hand:
//
//	GOMAXPROCS=1 PYRAMID_TOURNAMENT=100 go test ./bot/horus/ -run 'TestTournamentFull$' -v -timeout 0
//
// (the number is games per table, four times that against random players;
// PYRAMID_TOURNAMENT_ONLY="hard vs 3×easy" picks tables by name,
// PYRAMID_TOURNAMENT_SEED plays other games; the games run on GOMAXPROCS
// threads). Decision times are the hero's thread CPU time, so a busy
// machine does not inflate them. The "hint" level is a player who always
// follows the hint (hintFollower).

type lineup struct {
	hero, foe string
	players   int
	games     int
	heroIters int // search play-outs; 0 for the level's own budget
	foeIters  int
}

func (tb lineup) String() string {
	return fmt.Sprintf("%s vs %d×%s (%d players)", tb.hero, tb.players-1, tb.foe, tb.players)
}

type result struct {
	games, wins int
	foeWins     int // games a foe won (shared wins count for both sides)
	score       float64
	fates       [5]int
	times       []time.Duration
	// Moves back onto a square the mover stood on earlier in the same
	// turn without gaining anything since (backAndForth): the hero's,
	// and the foes'.
	back, foeBack int
	// The hero's wound cards at the end: mummies' touches, bites.
	mummyWounds, bites int
}

// wilson is the 95% confidence interval of the win rate.
func (r result) wilson() (lo, hi float64) {
	n := float64(r.games)
	if n == 0 {
		return 0, 1
	}
	p, z := float64(r.wins)/n, 1.96
	c := (p + z*z/(2*n)) / (1 + z*z/n)
	h := z * math.Sqrt(p*(1-p)/n+z*z/(4*n*n)) / (1 + z*z/n)
	return c - h, c + h
}

func (r result) quantile(q float64) time.Duration {
	if len(r.times) == 0 {
		return 0
	}
	t := append([]time.Duration(nil), r.times...)
	sort.Slice(t, func(i, j int) bool { return t[i] < t[j] })
	return t[min(len(t)-1, int(q*float64(len(t))))]
}

func (r result) String() string {
	lo, hi := r.wilson()
	var mean time.Duration
	for _, d := range r.times {
		mean += d
	}
	if len(r.times) > 0 {
		mean /= time.Duration(len(r.times))
	}
	return fmt.Sprintf("wins %d/%d = %.1f%% (95%% CI %.1f–%.1f%%), a foe won %d, mean score %.1f, fates escaped %d trapped %d crushed %d mummified %d; back-and-forth moves: hero %d, foes %d; hero's wounds a game: mummies %.2f, bites %.2f; hero decisions %d, %s mean %v p95 %v max %v",
		r.wins, r.games, 100*float64(r.wins)/float64(r.games), 100*lo, 100*hi, r.foeWins, r.score/float64(r.games),
		r.fates[horus.Escaped], r.fates[horus.Trapped], r.fates[horus.Crushed], r.fates[horus.Mummified],
		r.back, r.foeBack, float64(r.mummyWounds)/float64(r.games), float64(r.bites)/float64(r.games),
		len(r.times), cpuclock.Name, mean.Round(time.Microsecond), r.quantile(0.95).Round(time.Microsecond), r.quantile(1).Round(time.Microsecond))
}

func makeBot(level string, seed uint64, iters int) (Bot, error) {
	switch {
	case level == "hint":
		return &hintFollower{seed: seed}, nil
	case iters > 0 && level == "medium":
		return NewSearch(seed, iters, false), nil
	case iters > 0 && level == "hard":
		return NewSearch(seed, iters, true), nil
	}
	return New(level, seed)
}

// hintFollower is a player who always does what the hint says (HintFor,
// with what its seat has seen of the game).
type hintFollower struct {
	seed, n uint64
	mem     *Memory
}

func (h *hintFollower) Choose(ctx context.Context, obs horus.Observation, legal []horus.Action) horus.Action {
	if h.mem == nil {
		h.mem = NewMemory(int(obs.Seat))
	}
	h.n++
	a, _ := HintFor(ctx, obs, legal, h.mem, h.seed*7919+h.n)
	return a
}

func (h *hintFollower) Watch(obs horus.Observation) {
	if h.mem == nil {
		h.mem = NewMemory(int(obs.Seat))
	}
	h.mem.See(obs)
}

// timedBot records the CPU time of each of its decisions that had a
// choice.
type timedBot struct {
	Bot
	times []time.Duration
}

func (b *timedBot) Choose(ctx context.Context, obs horus.Observation, legal []horus.Action) horus.Action {
	start := cpuclock.Thread()
	a := b.Bot.Choose(ctx, obs, legal)
	if len(legal) > 1 {
		d := cpuclock.Thread() - start
		b.times = append(b.times, d)
		if d > 2*time.Second {
			fmt.Printf("slow decision %v: round %d phase %v legal %v\n", d, obs.Round, obs.Phase, legal)
		}
	}
	return a
}

// Watch passes the steps the hero does not decide on to a bot that
// remembers them.
func (b *timedBot) Watch(obs horus.Observation) {
	if w, ok := b.Bot.(Watcher); ok {
		w.Watch(obs)
	}
}

// play runs a table on GOMAXPROCS threads (GOMAXPROCS=1: on one core).
func play(t *testing.T, tb lineup, seed uint64) result {
	t.Helper()
	var mu sync.Mutex
	var res result
	var failed error
	jobs := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			for i := range jobs {
				gs, opt, heroSeat, bots, err := tableGame(tb, seed, i)
				var hero *timedBot
				var m *horus.Match
				if err == nil {
					hero = &timedBot{Bot: bots[heroSeat]}
					bots[heroSeat] = hero
					m, err = Play(context.Background(), opt, gs, bots, nil)
				}
				mu.Lock()
				if err != nil {
					failed = err
				} else {
					all := m.State.Scores()
					sc := all[heroSeat]
					for p := 0; p < tb.players; p++ {
						if p != heroSeat && all[p].Won {
							res.foeWins++
							break
						}
					}
					res.games++
					if sc.Won {
						res.wins++
					}
					res.score += float64(sc.Total)
					res.fates[sc.Fate]++
					hand := m.State.Players[heroSeat].Hand
					for c, ok := hand.Next(0); ok; c, ok = hand.Next(int(c) + 1) {
						switch k := c.Info().Kind; {
						case k == horus.KindMummyWound:
							res.mummyWounds++
						case k.IsWound() && k != horus.KindBlockWound:
							res.bites++
						}
					}
					for p, n := range backAndForth(t, m.Record) {
						if p == heroSeat {
							res.back += n
						} else {
							res.foeBack += n
						}
					}
					res.times = append(res.times, hero.times...)
					if res.games%25 == 0 && tb.games >= 100 {
						t.Logf("… %v: %d of %d games, hero won %d", tb, res.games, tb.games, res.wins)
					}
				}
				mu.Unlock()
			}
		}()
	}
	for i := 0; i < tb.games; i++ {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	if failed != nil {
		t.Fatalf("%v: %v", tb, failed)
	}
	return res
}

// tableGame sets up game i of a table: its seed, options (adventurers
// drawn at random), the hero's seat (rotating) and the bots.
func tableGame(tb lineup, seed uint64, i int) (gs uint64, opt horus.Options, heroSeat int, bots []Bot, err error) {
	gs = seed*1_000_003 + uint64(i)
	opt = horus.Options{Players: uint8(tb.players)}
	perm := rand.New(rand.NewPCG(gs, 11)).Perm(horus.NumAdventurers)
	for p := 0; p < tb.players; p++ {
		opt.Adventurers[p] = horus.Adventurer(perm[p])
	}
	heroSeat = i % tb.players
	bots = make([]Bot, tb.players)
	for p := range bots {
		level, iters := tb.foe, tb.foeIters
		if p == heroSeat {
			level, iters = tb.hero, tb.heroIters
		}
		if bots[p], err = makeBot(level, gs+uint64(p)*7919, iters); err != nil {
			return
		}
	}
	return
}

// TestTournamentQuick: the easy level beats a table of random players, and
// a search level with a small budget plays whole games against easy ones.
func TestTournamentQuick(t *testing.T) {
	r := play(t, lineup{hero: "easy", foe: "random", players: 4, games: 120}, 1)
	t.Logf("easy vs 3×random: %v", r)
	if r.wins*100 < 60*r.games {
		t.Errorf("easy won %d of %d games against random players; want at least 60%%", r.wins, r.games)
	}
	r = play(t, lineup{hero: "hard", foe: "easy", players: 4, games: 8, heroIters: 24}, 2)
	t.Logf("hard(24 play-outs) vs 3×easy: %v", r)
	if r.games != 8 {
		t.Errorf("played %d games, want 8", r.games)
	}
}

// TestTournamentFull is the measured run reported in docs/ai.md; it only
// runs when PYRAMID_TOURNAMENT gives the number of games per table.
func TestTournamentFull(t *testing.T) {
	games, _ := strconv.Atoi(os.Getenv("PYRAMID_TOURNAMENT"))
	if games <= 0 {
		t.Log("set PYRAMID_TOURNAMENT=<games per table> to run the full tournament")
		return
	}
	only := os.Getenv("PYRAMID_TOURNAMENT_ONLY")
	base, _ := strconv.ParseUint(os.Getenv("PYRAMID_TOURNAMENT_SEED"), 10, 64) // other games, same tables
	tables := []lineup{
		{hero: "easy", foe: "random", players: 4, games: 4},
		{hero: "hard", foe: "easy", players: 4, games: 1},
		{hero: "medium", foe: "easy", players: 4, games: 1},
		{hero: "hard", foe: "medium", players: 2, games: 1},
		{hero: "hard", foe: "medium", players: 4, games: 1},
		{hero: "hint", foe: "easy", players: 4, games: 1},
	}
	for i, tb := range tables {
		if only != "" && !strings.Contains(tb.String(), only) {
			continue
		}
		tb.games *= games // the random table is cheap: more games
		start := time.Now()
		r := play(t, tb, base+uint64(100+i))
		t.Logf("%v: %v [%v]", tb, r, time.Since(start).Round(time.Second))
	}
}

// backAndForth is BackAndForth, failing the test on a record it cannot
// read.
func backAndForth(t *testing.T, rec horus.Record) []int {
	t.Helper()
	out, err := BackAndForth(rec)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestDecisionTimes times the search levels in whole games of every table
// size (the hero against easy players, its seat rotating); it only runs
// when PYRAMID_TIMES gives the number of games per size and level.
//
//	PYRAMID_TIMES=10 go test ./bot/horus/ -run TestDecisionTimes -v -timeout 0
func TestDecisionTimes(t *testing.T) {
	games, _ := strconv.Atoi(os.Getenv("PYRAMID_TIMES"))
	if games <= 0 {
		t.Log("set PYRAMID_TIMES=<games per table size> to time the search levels")
		return
	}
	for _, level := range []string{"medium", "hard"} {
		for players := horus.MinPlayers; players <= horus.MaxPlayers; players++ {
			tb := lineup{hero: level, foe: "easy", players: players, games: games}
			start := time.Now()
			r := play(t, tb, uint64(500+10*players))
			t.Logf("%v: %v [%v]", tb, r, time.Since(start).Round(time.Second))
		}
	}
}
