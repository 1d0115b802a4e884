package runrunrun

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"sort"
	"sync"
	"time"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/internal/cpuclock"
)

// The arena plays whole games with a team of computer teammates (or
// random players), chance from a seeded match, every decision taken from
// the deciding seat's observation only, as the shell would ask it.

// game is one finished game.
type game struct {
	s     rrr.State
	times []time.Duration // decision times of the seats played by level timed
}

// teamOptions is the set-up of arena game g of a cell: cats dealt from
// the seed, the first player rotating.
func teamOptions(d rrr.Difficulty, players int, seed uint64) rrr.Options {
	return rrr.Options{Players: uint8(players), Difficulty: d, Cats: rrr.DrawCats(players, seed), First: uint8(seed % uint64(players))}
}

// playTeam plays one seeded game with level at every seat ("random": a
// uniformly random legal step). Decision times are the thread's CPU time.
func playTeam(opt rrr.Options, seed uint64, level string, timed bool) (game, error) {
	m, err := rrr.NewMatch(opt, seed)
	if err != nil {
		return game{}, err
	}
	var g game
	var bots [rrr.MaxSeats]*bot
	for p := range bots {
		if level != "random" {
			if bots[p], err = newBot(level, seed*31+uint64(p)); err != nil {
				return g, err
			}
		}
	}
	rnd := newRandom(seed)
	var buf [rrr.MaxLegal]rrr.Action
	if timed {
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
	}
	for steps := 0; !m.State.Over; steps++ {
		if steps > 200_000 {
			return g, fmt.Errorf("seed %d: no end after %d steps", seed, steps)
		}
		var a rrr.Action
		if m.State.IsChance() {
			a = m.ChanceOutcome()
		} else {
			seat := m.State.Current()
			obs := m.State.Observe(seat)
			legal := m.State.Legal(buf[:0])
			switch {
			case len(legal) == 1:
				a = legal[0]
			case level == "random":
				a = legal[rnd.IntN(len(legal))]
			default:
				start := cpuclock.Thread()
				a, _ = bots[seat].choose(context.Background(), obs)
				if timed {
					g.times = append(g.times, cpuclock.Thread()-start)
				}
			}
		}
		if _, err := m.Apply(a, nil); err != nil {
			return g, fmt.Errorf("seed %d: %v", seed, err)
		}
	}
	g.s = m.State
	return g, nil
}

// cell is the results of one difficulty and team size.
type cell struct {
	games, wins, exits, hand, crypt int
	lateHand, lateCrypt             int // losses after the Exit opened
	rounds                          int
	times                           []time.Duration
}

// playCell plays n games of a cell on workers goroutines.
func playCell(d rrr.Difficulty, players, n int, level string, timed bool, base uint64) (cell, error) {
	var mu sync.Mutex
	var c cell
	var firstErr error
	jobs := make(chan int)
	var wg sync.WaitGroup
	for range max(1, runtime.GOMAXPROCS(0)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				seed := base + uint64(1_000_000*int(d)+10_000*players+i)
				g, err := playTeam(teamOptions(d, players, seed), seed, level, timed)
				mu.Lock()
				if err != nil && firstErr == nil {
					firstErr = err
				}
				c.add(g)
				mu.Unlock()
			}
		}()
	}
	for i := range n {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	return c, firstErr
}

func (c *cell) add(g game) {
	c.games++
	switch g.s.End {
	case rrr.EndExit:
		c.wins++
	case rrr.EndHand:
		c.hand++
		if g.s.ExitOpen() {
			c.lateHand++
		}
	case rrr.EndCrypt:
		c.crypt++
		if g.s.ExitOpen() {
			c.lateCrypt++
		}
	}
	if g.s.ExitOpen() {
		c.exits++
	}
	c.rounds += int(g.s.Round)
	c.times = append(c.times, g.times...)
}

// wilson is the 95% Wilson score interval of k wins in n games.
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

func (c cell) String() string {
	lo, hi := wilson(c.wins, c.games)
	pct := func(k int) float64 { return 100 * float64(k) / float64(max(c.games, 1)) }
	s := fmt.Sprintf("%5.1f%% [%4.1f–%4.1f] n=%d  exit %3.0f%%  lost: hand %3.0f%% (after the Exit %3.0f%%) crypt %3.0f%% (%3.0f%%)  rounds %.1f",
		pct(c.wins), 100*lo, 100*hi, c.games, pct(c.exits), pct(c.hand), pct(c.lateHand), pct(c.crypt), pct(c.lateCrypt),
		float64(c.rounds)/float64(max(c.games, 1)))
	if len(c.times) > 0 {
		s += fmt.Sprintf("  decision p50 %v p95 %v max %v", quantile(c.times, 0.5), quantile(c.times, 0.95), quantile(c.times, 1))
	}
	return s
}

func quantile(ts []time.Duration, q float64) time.Duration {
	s := append([]time.Duration(nil), ts...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	i := int(q * float64(len(s)-1))
	return s[i].Round(10 * time.Microsecond)
}

func newRandom(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 5)) }
