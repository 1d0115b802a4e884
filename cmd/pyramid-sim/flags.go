package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"

	"github.com/pyramid-studio/pyramid/storage"
)

// newFlags makes a command's flag set that reports errors instead of
// exiting, with its usage on stderr.
func newFlags(cmd, synopsis string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(cmd, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: pyramid-sim %s %s\n", cmd, synopsis)
		fs.PrintDefaults()
	}
	return fs
}

// parseFlags parses args; ok is false with the exit code when the command
// should stop (bad flags, or -h).
func parseFlags(fs *flag.FlagSet, args []string) (code int, ok bool) {
	err := fs.Parse(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		return exitOK, false
	case err != nil:
		return exitUsage, false // the flag package has printed the error and usage
	}
	return exitOK, true
}

// usageError prints a message and the command's usage.
func usageError(fs *flag.FlagSet, stderr io.Writer, format string, args ...any) int {
	fmt.Fprintf(stderr, "pyramid-sim %s: %s\n", fs.Name(), fmt.Sprintf(format, args...))
	fs.Usage()
	return exitUsage
}

// readInput reads a record or scenario file given on the command line,
// capped at storage.MaxFileSize; a folder, a device or a pipe is refused
// rather than read or waited on.
func readInput(path string) ([]byte, error) {
	data, err := storage.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("cannot read %s: %v", path, osWords(err))
	}
	return data, nil
}

// osWords is the system's reason for a failed file operation without the
// operation and path it repeats ("open /x/y: no such file or directory"
// becomes "no such file or directory"): the message names the path once.
func osWords(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
