package main

import (
	"encoding/json"
	"io"

	"github.com/pyramid-studio/pyramid/game/table"
)

// replayResult is what replay prints: the game, its final position's hash,
// and the position in the game's words where the game's part gives them.
type replayResult struct {
	File      string `json:"file"`
	Game      string `json:"game"`
	Steps     int    `json:"steps"`
	Hash      string `json:"hash"`
	HashCheck string `json:"hash_check"` // "matches the record", or "none in the record"
	State     any    `json:"state,omitempty"`
}

func replayCmd(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("replay", "[--game ID] FILE", stderr)
	game := fs.String("game", "", "the game the record must be of (default: the one it names, horus for a record older than the collection)")
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
	rec, err := table.DecodeRecord(data)
	if err != nil {
		return fail(stderr, "replay", exitFail, "%s: %v", path, err)
	}
	if *game != "" && *game != rec.GameID() {
		return fail(stderr, "replay", exitFail, "%s: a record of %q, not of %q", path, rec.GameID(), *game)
	}
	g, _ := table.Lookup(rec.GameID())
	m, err := g.Open(rec)
	if err != nil {
		return fail(stderr, "replay", exitFail, "%s: %v", path, err)
	}
	res := replayResult{File: path, Game: rec.GameID(), Steps: len(rec.Steps), Hash: m.Hash(), HashCheck: "none in the record"}
	if p := parts[res.Game]; p.view != nil {
		res.State = p.view(m)
	}
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
