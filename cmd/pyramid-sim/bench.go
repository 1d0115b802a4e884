package main

import (
	"fmt"
	"io"
	"math/rand/v2"
	"runtime"
	"time"

	"github.com/pyramid-studio/pyramid/game/table"
)

func benchCmd(args []string, stdout, stderr io.Writer) int {
	g, err := gameFlag(args)
	if err != nil {
		return fail(stderr, "bench", exitUsage, "%v", err)
	}
	fs := newFlags("bench", "[--game ID] [--seconds S]", stderr)
	addGameFlag(fs, g)
	seconds := fs.Float64("seconds", 3, "how long to measure")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if fs.NArg() > 0 {
		return usageError(fs, stderr, "unexpected argument %q", fs.Arg(0))
	}
	if !(*seconds > 0 && *seconds <= 3600) { // so written that NaN fails it too
		return usageError(fs, stderr, "--seconds must be more than 0 and at most 3600, not %g", *seconds)
	}
	d := time.Duration(*seconds * float64(time.Second))
	n := min(max(4, g.Info().MinSeats), g.Info().MaxSeats)
	how := "on one core"
	bench := parts[g.Info().ID].bench
	if bench == nil {
		bench = func(d time.Duration) (int, int, time.Duration, error) { return benchContract(g, n, d) }
		how = "on one core, through the game contract"
	}
	games, steps, took, err := bench(d)
	if err != nil {
		return fail(stderr, "bench", exitFail, "%v", err)
	}
	fmt.Fprintf(stdout, "%d random %d-player games in %.2f s %s: %.0f games/s, %.0f steps a game, %.2f M steps/s\n",
		games, n, took.Seconds(), how, float64(games)/took.Seconds(), float64(steps)/float64(games), float64(steps)/took.Seconds()/1e6)
	return exitOK
}

// benchContract plays random games of n seats for about d on one core
// through the contract (steps in notation), for a game whose part has no
// benchmark of its engine.
func benchContract(g table.Game, n int, d time.Duration) (games, steps int, took time.Duration, err error) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	rng := rand.New(rand.NewPCG(1, 2))
	start := time.Now()
	for seed := uint64(0); ; seed++ {
		m, err := g.New(dealSetup(g, n, seed), seed)
		if err != nil {
			return 0, 0, 0, err
		}
		for k := 0; m.Actor() != table.Over; k++ {
			if k > maxSteps {
				return 0, 0, 0, fmt.Errorf("game %d has not ended after %d steps", seed, maxSteps)
			}
			step := m.ChanceStep()
			if step == "" {
				legal := m.Legal()
				step = legal[rng.IntN(len(legal))]
			}
			if _, err := m.Apply(step); err != nil {
				return 0, 0, 0, fmt.Errorf("game %d: %v", seed, err)
			}
			steps++
		}
		games++
		if took = time.Since(start); took >= d {
			return games, steps, took, nil
		}
	}
}
