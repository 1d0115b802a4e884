package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
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
