//go:build !unix

package storage

import "os"

// lockTemp does nothing here: Windows itself refuses to remove a file
// that another program has open (Go opens files without sharing their
// deletion), which keeps a file being written from cleanTemps.
func lockTemp(*os.File) {}

// removeUnused removes a temporary file; one still open in a writer is
// refused by the system.
func removeUnused(path string) { _ = os.Remove(path) }
