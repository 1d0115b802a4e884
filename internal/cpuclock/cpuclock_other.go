//go:build !linux

package cpuclock

import "time"

// Name says which clock Thread reads, for reports.
const Name = "wall time"

var start = time.Now()

// Thread falls back to wall time where no per-thread CPU clock is used.
func Thread() time.Duration { return time.Since(start) }
