package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/internal/cpuclock"
)

// playConfig is the play command's flags, checked.
type playConfig struct {
	game      table.Game
	seed      uint64
	seats     []string          // computer level of each seat
	values    map[string]string // the game's options given on the command line
	games     int
	recordDir string
	timing    bool // clock the computers' decisions and report them on stderr
}

func playCmd(args []string, stdout, stderr io.Writer) int {
	g, err := gameFlag(args)
	if err != nil {
		fmt.Fprintf(stderr, "pyramid-sim play: %v\n", err)
		return exitUsage
	}
	comp := table.ComputerOf(g.Info().ID)
	if comp == nil {
		fmt.Fprintf(stderr, "pyramid-sim play: %s has no computer players to play it\n", g.Info().Title)
		return exitUsage
	}
	fs := newFlags("play", "[--game ID] --seed N --seats LEVEL,LEVEL[,...] [--games K] [the game's options] [--record-dir DIR] [--timing=false]", stderr)
	c := playConfig{game: g}
	var seats string
	addGameFlag(fs, g)
	fs.Uint64Var(&c.seed, "seed", 1, "seed of the first game; game k uses seed+k")
	in := g.Info()
	fs.StringVar(&seats, "seats", "", fmt.Sprintf("computer level of each seat, comma-separated, %d to %d seats (levels: %s)", in.MinSeats, in.MaxSeats, strings.Join(comp.Levels(), ", ")))
	fs.IntVar(&c.games, "games", 1, "number of games to play")
	options := optionFlags(fs, g.Form())
	fs.StringVar(&c.recordDir, "record-dir", "", "write each game's record to DIR/game-SEED.json")
	fs.BoolVar(&c.timing, "timing", true, "with more than one game, print each level's decision times (mean and 95th percentile) as a JSON line on stderr; false does not clock the computers")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if fs.NArg() > 0 {
		return usageError(fs, stderr, "unexpected argument %q", fs.Arg(0))
	}
	if seats == "" {
		return usageError(fs, stderr, "--seats is required, e.g. --seats random,random,random,random")
	}
	c.seats = strings.Split(seats, ",")
	if n := len(c.seats); n < in.MinSeats || n > in.MaxSeats {
		return usageError(fs, stderr, "--seats lists %d seats; a game has %d to %d", n, in.MinSeats, in.MaxSeats)
	}
	for i, level := range c.seats {
		c.seats[i] = strings.ToLower(strings.TrimSpace(level))
		if !contains(comp.Levels(), c.seats[i]) {
			return usageError(fs, stderr, "--seats: seat %d: unknown computer level %q (one of %s)", i+1, c.seats[i], strings.Join(comp.Levels(), ", "))
		}
	}
	if c.games < 1 {
		return usageError(fs, stderr, "--games must be at least 1, not %d", c.games)
	}
	c.values = options()
	if c.recordDir != "" {
		if err := checkRecordDir(c.recordDir); err != nil {
			return fail(stderr, "play", exitFail, "--record-dir %s: %v", c.recordDir, err)
		}
	}
	out := json.NewEncoder(stdout)
	var sum summary
	if c.timing && c.games > 1 {
		// The games run on this goroutine; one locked thread makes the
		// thread's CPU time the decisions' own.
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		sum.times = &decisionTimes{}
	}
	for k := 0; k < c.games; k++ {
		res, m, err := playGame(c, comp, c.seed+uint64(k), sum.times)
		if err != nil {
			return fail(stderr, "play", exitFail, "%v", err)
		}
		if err := out.Encode(res); err != nil {
			return fail(stderr, "play", exitFail, "writing the result: %v", err)
		}
		sum.add(c, m)
	}
	if c.games > 1 {
		if err := out.Encode(sum.report()); err != nil {
			return fail(stderr, "play", exitFail, "writing the summary: %v", err)
		}
		// Times vary from run to run: they go to stderr, so stdout stays
		// byte-for-byte the same for the same arguments.
		if sum.times != nil {
			if err := json.NewEncoder(stderr).Encode(timesLine{DecisionTimes: sum.times.report()}); err != nil {
				return fail(stderr, "play", exitFail, "writing the decision times: %v", err)
			}
		}
	}
	return exitOK
}

// optionFlags defines a flag for every option of the whole table the game's
// form has: a yes/no option as a switch (alternate_mummies:
// --alternate-mummies), any other as a value. The function it returns
// gives the options set on the command line.
func optionFlags(fs *flag.FlagSet, f table.Form) func() map[string]string {
	set := map[string]func() (string, bool){}
	for _, fl := range f.Fields {
		if fl.PerSeat {
			continue
		}
		name, help := strings.ReplaceAll(fl.ID, "_", "-"), strings.ToLower(fl.Label)
		if fl.Help != "" {
			help += ": " + fl.Help
		}
		if len(fl.Choices) == 2 && fl.Choices[0] == table.Off && fl.Choices[1] == table.On {
			on := fs.Bool(name, fl.Default == table.On.ID, "optional rule, "+help)
			set[fl.ID] = func() (string, bool) { return map[bool]string{false: table.Off.ID, true: table.On.ID}[*on], true }
			continue
		}
		var ids []string
		for _, ch := range fl.Choices {
			ids = append(ids, ch.ID)
		}
		v := fs.String(name, "", help+" ("+strings.Join(ids, ", ")+"; default: the game's deal)")
		set[fl.ID] = func() (string, bool) { return *v, *v != "" }
	}
	return func() map[string]string {
		out := map[string]string{}
		for id, get := range set {
			if v, ok := get(); ok {
				out[id] = v
			}
		}
		return out
	}
}

// gameResult is the JSON line printed for one game: the game's own fields
// of every seat after the computer level that played it, and the game's
// own fields of the match at the end (part.match).
type gameResult struct {
	Game   string            `json:"game"`
	Seed   uint64            `json:"seed"`
	Rounds int               `json:"rounds"`
	Steps  int               `json:"steps"`
	Seats  []json.RawMessage `json:"seats"`
	Hash   string            `json:"hash"`
	Record string            `json:"record,omitempty"` // file the record was written to
	match  any
}

// MarshalJSON writes the line with the game's own fields of the match
// after the others.
func (g gameResult) MarshalJSON() ([]byte, error) {
	type plain gameResult // without this method
	head, err := json.Marshal(plain(g))
	if err != nil {
		return nil, err
	}
	return joinObject(head, g.match)
}

// maxSteps stops a game that does not end (a bug, not a long game: games
// take a few hundred steps).
const maxSteps = 100_000

// seatSeed gives each seat's computer its own stream, derived from the
// game seed and the seat (splitmix64 finalizer).
func seatSeed(seed uint64, seat int) uint64 {
	z := seed + uint64(seat+1)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// playGame plays one game between the configured computers, each deciding
// from its seat's observation only, and returns its line and the match
// at its end; times, if not nil, clocks their decisions. A computer that
// can keep one player for a seat over the game (table.Seated) does;
// another thinks afresh for every decision.
func playGame(c playConfig, comp table.Computer, seed uint64, times *decisionTimes) (gameResult, table.Match, error) {
	setup := dealSetup(c.game, len(c.seats), seed)
	if setup.Values == nil {
		setup.Values = map[string]string{}
	}
	for id, v := range c.values {
		setup.Values[id] = v
	}
	for i := range setup.Seats {
		setup.Seats[i].Kind, setup.Seats[i].Person = c.seats[i], 0
	}
	m, err := c.game.New(setup, seed)
	if err != nil {
		return gameResult{}, nil, fmt.Errorf("seed %d: %v", seed, err)
	}
	players := make([]table.Player, len(c.seats))
	if s, ok := comp.(table.Seated); ok {
		for i, level := range c.seats {
			if players[i], err = s.Seat(level, seatSeed(seed, i)); err != nil {
				return gameResult{}, nil, err
			}
		}
	}
	ctx := context.Background()
	steps := 0
	for m.Actor() != table.Over {
		if steps++; steps > maxSteps {
			return gameResult{}, nil, fmt.Errorf("seed %d: the game did not end after %d steps", seed, maxSteps)
		}
		step, who := m.ChanceStep(), "chance"
		if m.Actor() != table.Chance {
			seat := m.Actor()
			level := c.seats[seat]
			who = fmt.Sprintf("seat %d (%s)", seat, level)
			var think func(context.Context) string
			if players[seat] != nil {
				think, err = players[seat].Think(m)
			} else {
				think, err = comp.Think(m, level, seatSeed(seed, seat)^uint64(steps)*0x9e3779b97f4a7c15)
			}
			if err != nil {
				return gameResult{}, nil, fmt.Errorf("seed %d, step %d, %s: %v", seed, steps, who, err)
			}
			if times != nil && len(m.Legal()) > 1 { // a single legal step is no decision
				start, cpu := time.Now(), cpuclock.Thread()
				step = think(ctx)
				times.addBoth(level, cpuclock.Thread()-cpu, time.Since(start))
			} else {
				step = think(ctx)
			}
		}
		if _, err := m.Apply(step); err != nil {
			return gameResult{}, nil, fmt.Errorf("seed %d, step %d, %s: %v", seed, steps, who, err)
		}
	}
	res := gameResult{Game: c.game.Info().ID, Seed: seed, Rounds: rounds(m), Steps: steps, Hash: m.Hash()}
	if p := parts[res.Game]; p.match != nil {
		res.match = p.match(m)
	}
	fields := make([]any, len(c.seats))
	if p := parts[res.Game]; p.seats != nil {
		copy(fields, p.seats(m))
	} else {
		o := m.Outcome()
		for i := range fields {
			f := struct {
				Seat  int  `json:"seat"`
				Score int  `json:"score,omitempty"`
				Won   bool `json:"won"`
			}{Seat: i, Won: o.WonBy(i)}
			if i < len(o.Scores) {
				f.Score = o.Scores[i]
			}
			fields[i] = f
		}
	}
	for i, f := range fields {
		seat, err := withBot(c.seats[i], f)
		if err != nil {
			return gameResult{}, nil, err
		}
		res.Seats = append(res.Seats, seat)
	}
	if c.recordDir != "" {
		path := filepath.Join(c.recordDir, fmt.Sprintf("game-%d.json", seed))
		if err := writeRecord(path, m.Record()); err != nil {
			return gameResult{}, nil, err
		}
		res.Record = path
	}
	return res, m, nil
}

// rounds counts a finished match's rounds: the game's part says, or its
// summary.
func rounds(m table.Match) int {
	if p := parts[m.Game().Info().ID]; p.rounds != nil {
		return p.rounds(m)
	}
	sum, err := m.Game().Summarize(m.Record())
	if err != nil {
		return 0
	}
	return sum.Rounds
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// checkRecordDir makes the records' folder if need be and makes sure a
// record can be written there, before any game is played: a folder that
// exists but cannot be written to (read-only, another user's) was found
// only when the first game's record was written.
func checkRecordDir(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("cannot make the folder: %v", osWords(err))
	}
	probe, err := os.CreateTemp(dir, ".record-*.tmp")
	if err != nil {
		return fmt.Errorf("records cannot be written there: %v", osWords(err))
	}
	probe.Close()
	return os.Remove(probe.Name())
}

// writeRecord writes a record atomically: a temporary file in the same
// directory, renamed over path once complete, so a reader never sees half a
// record.
func writeRecord(path string, r table.Record) error {
	data, err := r.Encode()
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".record-*.tmp")
	if err != nil {
		return fmt.Errorf("writing %s: %v", path, osWords(err))
	}
	_, werr := tmp.Write(append(data, '\n'))
	cerr := tmp.Close()
	if werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Rename(tmp.Name(), path)
	}
	if werr != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("writing %s: %v", path, osWords(werr))
	}
	return nil
}
