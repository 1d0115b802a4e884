package main

import (
	"encoding/json"
	"io"

	"github.com/pyramid-studio/pyramid/game/horus"
)

// replayResult is what replay prints: the final state and its hash.
type replayResult struct {
	File      string     `json:"file"`
	Steps     int        `json:"steps"`
	Hash      string     `json:"hash"`
	HashCheck string     `json:"hash_check"` // "matches the record", or "none in the record"
	State     horus.View `json:"state"`
}

func replayCmd(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("replay", "FILE", stderr)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if fs.NArg() != 1 {
		return usageError(fs, stderr, "give one record file")
	}
	path := fs.Arg(0)
	data, err := readInput(path)
	if err != nil {
		return fail(stderr, "replay", exitFail, "%v", err)
	}
	rec, err := horus.DecodeRecord(data)
	if err != nil {
		return fail(stderr, "replay", exitFail, "%s: %v", path, err)
	}
	s, err := horus.Replay(rec)
	if err != nil {
		return fail(stderr, "replay", exitFail, "%s: %v", path, err)
	}
	res := replayResult{File: path, Steps: len(rec.Steps), Hash: s.HashString(), HashCheck: "none in the record", State: s.View()}
	if rec.FinalHash != "" {
		res.HashCheck = "matches the record"
	}
	return writeJSON(stdout, stderr, "replay", res)
}

// writeJSON prints one indented JSON document.
func writeJSON(stdout, stderr io.Writer, cmd string, v any) int {
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return fail(stderr, cmd, exitFail, "writing the result: %v", err)
	}
	return exitOK
}
