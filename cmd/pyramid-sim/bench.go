package main

import (
	"fmt"
	"io"
	"math/rand/v2"
	"runtime"
	"time"

	"github.com/pyramid-studio/pyramid/game/horus"
)

func benchCmd(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("bench", "[--seconds S]", stderr)
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
	games, steps, took, err := benchGames(time.Duration(*seconds * float64(time.Second)))
	if err != nil {
		return fail(stderr, "bench", exitFail, "%v", err)
	}
	fmt.Fprintf(stdout, "%d random 4-player games in %.2f s on one core: %.0f games/s, %.0f steps a game, %.2f M steps/s\n",
		games, took.Seconds(), float64(games)/took.Seconds(), float64(steps)/float64(games), float64(steps)/took.Seconds()/1e6)
	return exitOK
}

// benchGames plays full random 4-player games for about d on one core,
// straight on the engine (horus.Playout): a uniform choice among the legal
// actions for seats and chance alike, no bots, no records, no events.
func benchGames(d time.Duration) (games, steps int, took time.Duration, err error) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	rng := rand.New(rand.NewPCG(1, 2))
	start := time.Now()
	for seed := uint64(0); ; seed++ {
		s, err := horus.NewState(horus.Options{Players: 4, Adventurers: horus.DrawAdventurers(4, seed)})
		if err != nil {
			return 0, 0, 0, err
		}
		n, err := horus.Playout(&s, rng.IntN, maxSteps)
		if err != nil {
			return 0, 0, 0, fmt.Errorf("game %d: %v", seed, err)
		}
		steps += n
		games++
		if games%64 == 0 {
			if took = time.Since(start); took >= d {
				return games, steps, took, nil
			}
		}
	}
}
