//go:build linux

package cpuclock

import (
	"time"

	"golang.org/x/sys/unix"
)

// Name says which clock Thread reads, for reports.
const Name = "thread CPU time"

// Thread is the CPU time the calling thread has used
// (CLOCK_THREAD_CPUTIME_ID), or 0 if the clock cannot be read.
func Thread() time.Duration {
	var ts unix.Timespec
	if unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts) != nil {
		return 0
	}
	return time.Duration(ts.Nano())
}
