package main

import (
	"context"
	"sort"
	"time"

	"github.com/pyramid-studio/pyramid/bot"
	"github.com/pyramid-studio/pyramid/game"
)

// decisionTimes gathers how long each computer level takes to decide, over
// a run, for the summary: the mean and the 95th percentile per level. Only
// decisions with a real choice count (a bot answers a single legal action
// at once). Times are wall-clock and vary from run to run, so a summary
// shows them only when asked (the play command's --timing), keeping the
// default output reproducible.
type decisionTimes struct {
	byLevel map[string][]time.Duration
}

// timedBot is a bot whose decisions are clocked into a decisionTimes.
type timedBot struct {
	bot.Bot
	level string
	into  *decisionTimes
}

func (b timedBot) Choose(ctx context.Context, obs game.Observation, legal []game.Action) game.Action {
	start := time.Now()
	a := b.Bot.Choose(ctx, obs, legal)
	if len(legal) > 1 {
		b.into.add(b.level, time.Since(start))
	}
	return a
}

// wrap returns b with its decisions clocked under level.
func (d *decisionTimes) wrap(level string, b bot.Bot) bot.Bot {
	return timedBot{Bot: b, level: level, into: d}
}

func (d *decisionTimes) add(level string, t time.Duration) {
	if d.byLevel == nil {
		d.byLevel = map[string][]time.Duration{}
	}
	d.byLevel[level] = append(d.byLevel[level], t)
}

// levelTimes is one level's line in the summary's "decision_times".
type levelTimes struct {
	Level     string  `json:"level"`
	Decisions int     `json:"decisions"`
	MeanMS    float64 `json:"mean_ms"`
	P95MS     float64 `json:"p95_ms"`
}

// report lists the levels in name order.
func (d *decisionTimes) report() []levelTimes {
	var out []levelTimes
	for level, ts := range d.byLevel {
		if len(ts) == 0 {
			continue
		}
		sorted := append([]time.Duration(nil), ts...)
		sort.Slice(sorted, func(i, j int) bool { return sorted[i] < sorted[j] })
		var sum time.Duration
		for _, t := range sorted {
			sum += t
		}
		out = append(out, levelTimes{
			Level: level, Decisions: len(sorted),
			MeanMS: round4(ms(sum) / float64(len(sorted))),
			P95MS:  round4(ms(percentile(sorted, 0.95))),
		})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Level < out[j].Level })
	return out
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
