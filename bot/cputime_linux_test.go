//go:build linux

package bot

import (
	"syscall"
	"time"
	"unsafe"
)

// threadClock measures the CPU time of the calling goroutine's thread
// (CLOCK_THREAD_CPUTIME_ID), so decision times stay honest on a busy
// machine ("on one core"). The caller must hold runtime.LockOSThread while
// it measures.
func threadClock() time.Duration {
	var ts syscall.Timespec
	const clockThreadCPUTime = 3
	if _, _, e := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0); e != 0 {
		return 0
	}
	return time.Duration(ts.Nano())
}

const threadClockName = "thread CPU time"
