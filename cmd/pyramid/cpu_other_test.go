//go:build !linux

package main

import "time"

var start = time.Now()

// threadCPU falls back to wall time where no per-thread CPU clock is used.
func threadCPU() time.Duration { return time.Since(start) }

const cpuClock = "wall time"
