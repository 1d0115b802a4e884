//go:build unix

package storage

import (
	"os"
	"syscall"
)

// lockTemp marks a temporary file as in use by its writer: an advisory
// lock the system drops when the file is closed or the writer dies, so a
// file left by a crash is unlocked and one being written is not.
func lockTemp(f *os.File) {
	_ = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
}

// removeUnused removes a temporary file unless a writer holds its lock.
// The lock is taken before the removal, so no writer can pick the file
// up meanwhile.
func removeUnused(path string) {
	f, err := os.Open(path)
	if err != nil {
		return
	}
	defer f.Close()
	if syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB) != nil {
		return // in use
	}
	_ = os.Remove(path)
}
