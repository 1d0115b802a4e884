//go:build unix

package main

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestPipesAndDevicesAreRefused: replay of a named pipe or of /dev/zero
// ends at once with a message, where it used to wait for a writer, or
// read until the machine ran out of memory.
func TestPipesAndDevicesAreRefused(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "pipe.json")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{fifo, "/dev/zero"} {
		done := make(chan string, 1)
		go func() {
			code, _, stderr := runTool("replay", p)
			if code != exitFail {
				stderr = "exit 0: " + stderr
			}
			done <- stderr
		}()
		select {
		case stderr := <-done:
			if !strings.Contains(stderr, "not a file") {
				t.Errorf("replay %s: %q", p, stderr)
			}
		case <-time.After(time.Minute):
			t.Fatalf("replay %s: still reading after a minute", p)
		}
	}
}
