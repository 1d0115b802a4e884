//go:build linux

package main

import (
	"syscall"
	"time"
	"unsafe"
)

// threadClock is the CPU time of the calling thread
// (CLOCK_THREAD_CPUTIME_ID): a decision's cost on one core, which a busy
// machine does not inflate. The caller holds runtime.LockOSThread.
func threadClock() time.Duration {
	var ts syscall.Timespec
	const clockThreadCPUTime = 3
	if _, _, e := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0); e != 0 {
		return 0
	}
	return time.Duration(ts.Nano())
}

const threadClockName = "thread CPU time"
