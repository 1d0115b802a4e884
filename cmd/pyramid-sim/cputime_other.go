//go:build !linux

package main

import "time"

var clockStart = time.Now()

// threadClock falls back to wall time where a thread's CPU time is not
// available.
func threadClock() time.Duration { return time.Since(clockStart) }

const threadClockName = "wall time"
