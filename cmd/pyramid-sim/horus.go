package main

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"time"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/horus/scenario"
	"github.com/pyramid-studio/pyramid/game/table"
)

// The Pyramid of Horus's part of the tool: the seed draws the adventurers
// (distinct) and the first Dice Keeper rotates with it (seed mod seats); a
// seat's line tells its adventurer, fate and score's parts; replay prints
// the whole state; the scenarios of game/horus/scenario; the engine's
// benchmark.
func init() {
	parts[horus.GameID] = part{
		setup: func(n int, seed uint64) table.Setup {
			return horus.SetupOf(horus.Options{Players: uint8(n), Adventurers: horus.DrawAdventurers(n, seed), FirstKeeper: uint8(seed % uint64(n))}, nil)
		},
		seats: func(m table.Match) []any {
			var out []any
			for _, r := range horus.MatchOf(m).State.Results() {
				out = append(out, r)
			}
			return out
		},
		fate: func(m table.Match, seat int) string {
			st := &horus.MatchOf(m).State
			return st.Players[seat].Fate.String()
		},
		fates:    []string{horus.Escaped.String(), horus.Crushed.String(), horus.Trapped.String(), horus.Mummified.String()},
		rounds:   func(m table.Match) int { return int(horus.MatchOf(m).State.Round) },
		view:     func(m table.Match) any { st := horus.MatchOf(m).State; return st.View() },
		scenario: horusScenario,
		bench:    horusBench,
	}
}

// scenarioResult is what scenario prints: the position after the steps,
// the events they caused, and whether the file's expectations hold.
type scenarioResult struct {
	File         string            `json:"file"`
	Steps        int               `json:"steps"`
	Expectations string            `json:"expectations"` // "all hold", or the failures
	State        horus.View        `json:"state"`
	Events       []horus.EventView `json:"events"`
}

// horusScenario plays a scenario file (docs/scenarios.md).
func horusScenario(path string, data []byte) (any, error, error) {
	sc, err := scenario.Parse(path, data)
	if err != nil {
		return nil, nil, err
	}
	s, evs, err := sc.Run()
	if err != nil {
		return nil, nil, err
	}
	res := scenarioResult{File: path, Steps: sc.Steps(), Expectations: "all hold", State: s.View(), Events: []horus.EventView{}}
	for _, e := range evs {
		res.Events = append(res.Events, e.View())
	}
	expect := sc.Check(s, evs)
	if expect != nil {
		res.Expectations = expect.Error()
	}
	return res, expect, nil
}

// horusBench plays full random 4-player games for about d on one core,
// straight on the engine (horus.Playout): a uniform choice among the legal
// actions for seats and chance alike, no bots, no records, no events.
func horusBench(d time.Duration) (games, steps int, took time.Duration, err error) {
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
