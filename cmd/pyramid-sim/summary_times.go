package main

import (
	"sort"
	"time"

	"github.com/pyramid-studio/pyramid/internal/cpuclock"
)

// decisionTimes gathers how long each computer level takes to decide, over
// a run: the mean and the 95th percentile per level. Only decisions with a
// real choice count (a single legal step is played at once; playGame
// clocks the others). Each decision is clocked twice: the CPU time of the deciding
// thread (its cost on one core, which a busy machine does not inflate; the
// play command runs the games on one locked thread) and the wall clock.
// Times vary from run to run, so the play command prints them apart from
// its reproducible output: one JSON line on stderr ({"decision_times":
// [...]}); --timing=false does not clock at all.
type decisionTimes struct {
	byLevel map[string][]time.Duration // CPU time
	wall    map[string][]time.Duration
}

func (d *decisionTimes) addBoth(level string, cpu, wall time.Duration) {
	if d.byLevel == nil {
		d.byLevel, d.wall = map[string][]time.Duration{}, map[string][]time.Duration{}
	}
	d.byLevel[level] = append(d.byLevel[level], cpu)
	d.wall[level] = append(d.wall[level], wall)
}

// levelTimes is one level's line in the summary's "decision_times".
type levelTimes struct {
	Level      string  `json:"level"`
	Decisions  int     `json:"decisions"`
	Clock      string  `json:"clock"`   // what mean_ms and p95_ms measure
	MeanMS     float64 `json:"mean_ms"` // per decision with a choice
	P95MS      float64 `json:"p95_ms"`
	WallMeanMS float64 `json:"wall_mean_ms"`
	WallP95MS  float64 `json:"wall_p95_ms"`
}

// report lists the levels in name order.
func (d *decisionTimes) report() []levelTimes {
	var out []levelTimes
	for level, ts := range d.byLevel {
		if len(ts) == 0 {
			continue
		}
		mean, p95 := meanP95(ts)
		wmean, wp95 := meanP95(d.wall[level])
		out = append(out, levelTimes{
			Level: level, Decisions: len(ts), Clock: cpuclock.Name,
			MeanMS: mean, P95MS: p95, WallMeanMS: wmean, WallP95MS: wp95,
		})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Level < out[j].Level })
	return out
}

// meanP95 is the mean and the 95th percentile of ts, in milliseconds.
func meanP95(ts []time.Duration) (mean, p95 float64) {
	if len(ts) == 0 {
		return 0, 0
	}
	sorted := append([]time.Duration(nil), ts...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i] < sorted[j] })
	var sum time.Duration
	for _, t := range sorted {
		sum += t
	}
	return round4(ms(sum) / float64(len(sorted))), round4(ms(percentile(sorted, 0.95)))
}

// percentile of sorted times by the nearest-rank method.
func percentile(sorted []time.Duration, q float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	rank := int(q*float64(len(sorted)) + 0.999999)
	return sorted[min(max(rank, 1), len(sorted))-1]
}

func ms(t time.Duration) float64 { return float64(t) / float64(time.Millisecond) }
