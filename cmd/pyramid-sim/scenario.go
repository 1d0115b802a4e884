package main

import (
	"io"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/horus/scenario"
)

// scenarioResult is what scenario prints: the position after the steps,
// the events they caused, and whether the file's expectations hold.
type scenarioResult struct {
	File         string            `json:"file"`
	Steps        int               `json:"steps"`
	Expectations string            `json:"expectations"` // "all hold", or the failures
	State        horus.View        `json:"state"`
	Events       []horus.EventView `json:"events"`
}

func scenarioCmd(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("scenario", "FILE", stderr)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if fs.NArg() != 1 {
		return usageError(fs, stderr, "give one scenario file")
	}
	path := fs.Arg(0)
	data, err := readInput(path)
	if err != nil {
		return fail(stderr, "scenario", exitFail, "%v", err)
	}
	sc, err := scenario.Parse(path, data)
	if err != nil {
		return fail(stderr, "scenario", exitFail, "%v", err)
	}
	s, evs, err := sc.Run()
	if err != nil {
		return fail(stderr, "scenario", exitFail, "%v", err)
	}
	res := scenarioResult{File: path, Steps: sc.Steps(), Expectations: "all hold", State: s.View(), Events: []horus.EventView{}}
	for _, e := range evs {
		res.Events = append(res.Events, e.View())
	}
	code := exitOK
	if err := sc.Check(s, evs); err != nil {
		res.Expectations = err.Error()
		fail(stderr, "scenario", exitFail, "expectations fail:\n%v", err)
		code = exitFail
	}
	if c := writeJSON(stdout, stderr, "scenario", res); c != exitOK {
		return c
	}
	return code
}
