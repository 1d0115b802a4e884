package main

import (
	"io"
)

func scenarioCmd(args []string, stdout, stderr io.Writer) int {
	g, err := gameFlag(args)
	if err != nil {
		return fail(stderr, "scenario", exitUsage, "%v", err)
	}
	fs := newFlags("scenario", "[--game ID] FILE", stderr)
	addGameFlag(fs, g)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if fs.NArg() != 1 {
		return usageError(fs, stderr, "give one scenario file")
	}
	play := parts[g.Info().ID].scenario
	if play == nil {
		return usageError(fs, stderr, "%s has no scenario format", g.Info().Title)
	}
	path := fs.Arg(0)
	data, err := readInput(path)
	if err != nil {
		return fail(stderr, "scenario", exitFail, "%v", err)
	}
	res, expect, err := play(path, data)
	if err != nil {
		return fail(stderr, "scenario", exitFail, "%v", err)
	}
	code := exitOK
	if expect != nil {
		fail(stderr, "scenario", exitFail, "expectations fail:\n%v", expect)
		code = exitFail
	}
	if c := writeJSON(stdout, stderr, "scenario", res); c != exitOK {
		return c
	}
	return code
}
