//go:build unix

package storage

import "syscall"

// openNoWait opens a named pipe without waiting for a writer, so ReadFile
// can look at it and refuse it; a plain file opens as it would anyway.
const openNoWait = syscall.O_NONBLOCK
