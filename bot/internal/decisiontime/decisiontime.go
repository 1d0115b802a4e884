// Package decisiontime is the computer players' decision-time figures,
// one home for the three games' benchmarks (`make bench`): the mean, the
// 95th percentile and the longest of a set of decisions' thread CPU times
// (internal/cpuclock), and the limits of issue 19 on the 95th percentile
// on one core.
package decisiontime

import (
	"slices"
	"testing"
	"time"
)

// Limit is a level's limit on its decisions' 95th percentile on one core:
// 150 ms for medium, 600 ms for hard; none (0) for the others.
func Limit(level string) time.Duration {
	switch level {
	case "medium":
		return 150 * time.Millisecond
	case "hard":
		return 600 * time.Millisecond
	}
	return 0
}

// Report reports the mean, p95 and max of times (milliseconds) as the
// benchmark's metrics, and an error when the 95th percentile is over the
// level's Limit.
func Report(b *testing.B, level string, times []time.Duration) {
	b.Helper()
	if len(times) == 0 {
		b.Fatal("no decisions were timed")
	}
	ts := slices.Clone(times)
	slices.Sort(ts)
	var sum time.Duration
	for _, t := range ts {
		sum += t
	}
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	p95 := ts[min(len(ts)-1, len(ts)*95/100)]
	b.ReportMetric(ms(sum)/float64(len(ts)), "mean-ms")
	b.ReportMetric(ms(p95), "p95-ms")
	b.ReportMetric(ms(ts[len(ts)-1]), "max-ms")
	if limit := Limit(level); limit > 0 && p95 > limit {
		b.Errorf("%s decides in %v at the 95th percentile on one core, over its limit of %v", level, p95, limit)
	}
}
