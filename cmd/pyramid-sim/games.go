package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"time"

	_ "github.com/pyramid-studio/pyramid/bot/horus" // every game's computer players
	_ "github.com/pyramid-studio/pyramid/bot/pengqueen"
	_ "github.com/pyramid-studio/pyramid/bot/runrunrun"
	"github.com/pyramid-studio/pyramid/game/table"
)

// The commands work on any game of the collection through its contract
// (game/table): a game is chosen with --game ID (default horus, so the
// commands of before the collection keep working). What the contract cannot
// say — how a seed deals a game's set-up, the game's own fields in a
// game's JSON line, the final state in words, a scenario format, a fast
// benchmark of the engine — is the game's part of the tool (part), which a
// new game adds beside horus.go (runrunrun.go).

// part is what one game adds to the tool; every field may be nil, and the
// commands do with the contract alone.
type part struct {
	// setup deals the set-up of the game of seed at n seats (the
	// per-seat options, who starts); nil: Form.NewSetup from the seed.
	setup func(n int, seed uint64) table.Setup
	// match is the game's own fields of a finished match, a JSON
	// object, for the end of the game's line (Run Run Run!: the team's
	// result); seats are the game's own fields of every seat at the end
	// of a match, each a JSON object, for the game's line after "bot".
	match func(m table.Match) any
	seats func(m table.Match) []any
	// fate names how a seat's match ended, for the summary's count of
	// fates, and fates lists every one (the summary shows zeros too).
	fate  func(m table.Match, seat int) string
	fates []string
	// rounds counts a finished match's rounds; nil: the summary's.
	rounds func(m table.Match) int
	// view is the match's position in words, for replay.
	view func(m table.Match) any
	// scenario plays a scenario file of the game's format.
	scenario func(path string, data []byte) (res any, expect error, err error)
	// bench plays random games straight on the engine for about d.
	bench func(d time.Duration) (games, steps int, took time.Duration, err error)
}

// parts are the games' parts, by id.
var parts = map[string]part{}

// gameFlag picks the game of a command: --game ID among args (the flag
// set then takes it too, to print it in its usage), horus when not given.
// It is read before the flags, whose options depend on the game.
func gameFlag(args []string) (table.Game, error) {
	id := table.DefaultGame
	for i, a := range args {
		name, value, eq := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !strings.HasPrefix(a, "-") || name != "game" {
			continue
		}
		switch {
		case eq:
			id = value
		case i+1 < len(args):
			id = args[i+1]
		}
		break
	}
	g, ok := table.Lookup(id)
	if !ok {
		return nil, fmt.Errorf("--game: no game %q (pyramid-sim games lists them)", id)
	}
	return g, nil
}

// addGameFlag defines --game on a command's flags (gameFlag read it).
func addGameFlag(fs *flag.FlagSet, g table.Game) {
	fs.String("game", g.Info().ID, "the game (pyramid-sim games lists them)")
}

// gamesCmd prints one line per game: its id, its seat range and its title.
func gamesCmd(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("games", "", stderr)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if fs.NArg() > 0 {
		return usageError(fs, stderr, "unexpected argument %q", fs.Arg(0))
	}
	for _, g := range table.Games() {
		in := g.Info()
		fmt.Fprintf(stdout, "%s\t%d-%d seats\t%s\n", in.ID, in.MinSeats, in.MaxSeats, in.Title)
	}
	return exitOK
}

// dealSetup is the set-up of the game of seed at n seats: the game's part
// deals it, or the form with its per-seat options drawn from the seed.
func dealSetup(g table.Game, n int, seed uint64) table.Setup {
	if p := parts[g.Info().ID]; p.setup != nil {
		return p.setup(n, seed)
	}
	return g.Form().NewSetup(n, rand.New(rand.NewPCG(seed, 0x5e7)))
}

// withBot writes a seat's JSON object with "bot" first, then the game's
// own fields.
func withBot(bot string, fields any) (json.RawMessage, error) {
	head, err := json.Marshal(struct {
		Bot string `json:"bot"`
	}{bot})
	if err != nil {
		return nil, err
	}
	return joinObject(head, fields)
}

// joinObject writes the fields of the JSON object fields (nil: none) after
// those of the object head.
func joinObject(head []byte, fields any) ([]byte, error) {
	if fields == nil {
		return head, nil
	}
	body, err := json.Marshal(fields)
	if err != nil {
		return nil, err
	}
	if len(body) <= 2 || body[0] != '{' {
		return head, nil
	}
	return append(append(head[:len(head)-1:len(head)-1], ','), body[1:]...), nil
}
