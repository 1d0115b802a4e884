package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	horusbot "github.com/pyramid-studio/pyramid/bot/horus"
	"github.com/pyramid-studio/pyramid/game/horus"
)

// playConfig is the play command's flags, checked.
type playConfig struct {
	seed      uint64
	seats     []string // bot level of each seat
	games     int
	altMummy  bool
	secrecy   bool
	recordDir string
	timing    bool // clock the bots' decisions and report them on stderr
}

func playCmd(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("play", "--seed N --seats LEVEL,LEVEL[,...] [--games K] [--alternate-mummies] [--total-secrecy] [--record-dir DIR] [--timing=false]", stderr)
	var c playConfig
	var seats string
	fs.Uint64Var(&c.seed, "seed", 1, "seed of the first game; game k uses seed+k")
	fs.StringVar(&seats, "seats", "", "computer level of each seat, comma-separated, 2 to 6 seats (levels: "+strings.Join(horusbot.Levels(), ", ")+")")
	fs.IntVar(&c.games, "games", 1, "number of games to play")
	fs.BoolVar(&c.altMummy, "alternate-mummies", false, "optional rule: mummies start on random squares")
	fs.BoolVar(&c.secrecy, "total-secrecy", false, "optional rule: searched cards stay hidden")
	fs.StringVar(&c.recordDir, "record-dir", "", "write each game's record to DIR/game-SEED.json")
	fs.BoolVar(&c.timing, "timing", true, "with more than one game, print each level's decision times (mean and 95th percentile) as a JSON line on stderr; false does not clock the bots")
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
	if n := len(c.seats); n < horus.MinPlayers || n > horus.MaxPlayers {
		return usageError(fs, stderr, "--seats lists %d seats; a game has %d to %d", n, horus.MinPlayers, horus.MaxPlayers)
	}
	for i, level := range c.seats {
		c.seats[i] = strings.ToLower(strings.TrimSpace(level))
		if _, err := horusbot.New(c.seats[i], 0); err != nil {
			return usageError(fs, stderr, "--seats: seat %d: %v", i+1, err)
		}
	}
	if c.games < 1 {
		return usageError(fs, stderr, "--games must be at least 1, not %d", c.games)
	}
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
		res, err := playGame(c, c.seed+uint64(k), sum.times)
		if err != nil {
			return fail(stderr, "play", exitFail, "%v", err)
		}
		if err := out.Encode(res); err != nil {
			return fail(stderr, "play", exitFail, "writing the result: %v", err)
		}
		sum.add(res)
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

// gameResult is the JSON line printed for one game.
type gameResult struct {
	Seed   uint64       `json:"seed"`
	Rounds int          `json:"rounds"`
	Steps  int          `json:"steps"`
	Seats  []seatResult `json:"seats"`
	Hash   string       `json:"hash"`
	Record string       `json:"record,omitempty"` // file the record was written to
}

// seatResult is one seat of a gameResult: who played it and how it ended.
type seatResult struct {
	Bot string `json:"bot"`
	horus.SeatResult
}

// maxSteps stops a game that does not end (a bug, not a long game: games
// take a few hundred steps).
const maxSteps = 100_000

// gameOptions sets up the game of seed: the adventurers are drawn from the
// seed, and the first Dice Keeper rotates with it.
func gameOptions(c playConfig, seed uint64) horus.Options {
	n := len(c.seats)
	return horus.Options{
		Players:          uint8(n),
		Adventurers:      horus.DrawAdventurers(n, seed),
		FirstKeeper:      uint8(seed % uint64(n)),
		AlternateMummies: c.altMummy,
		TotalSecrecy:     c.secrecy,
	}
}

// seatSeed gives each seat's bot its own stream, derived from the game seed
// and the seat (splitmix64 finalizer).
func seatSeed(seed uint64, seat int) uint64 {
	z := seed + uint64(seat+1)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// playGame plays one game between the configured bots, each deciding from
// its seat's Observation only; times, if not nil, clocks their decisions.
func playGame(c playConfig, seed uint64, times *decisionTimes) (gameResult, error) {
	opt := gameOptions(c, seed)
	m, err := horus.NewMatch(opt, seed)
	if err != nil {
		return gameResult{}, fmt.Errorf("seed %d: %v", seed, err)
	}
	m.Record.Seats = append([]string(nil), c.seats...)
	bots := make([]horusbot.Bot, len(c.seats))
	for i, level := range c.seats {
		if bots[i], err = horusbot.New(level, seatSeed(seed, i)); err != nil {
			return gameResult{}, err
		}
		if times != nil {
			bots[i] = times.wrap(level, bots[i])
		}
	}
	ctx := context.Background()
	var buf []horus.Action
	steps := 0
	for !m.State.IsOver() {
		if steps++; steps > maxSteps {
			return gameResult{}, fmt.Errorf("seed %d: the game did not end after %d steps", seed, maxSteps)
		}
		var a horus.Action
		who := "chance"
		if m.State.IsChance() {
			a = m.ChanceOutcome()
		} else {
			seat := m.State.Current()
			who = fmt.Sprintf("seat %d (%s)", seat, c.seats[seat])
			buf = m.State.Legal(buf[:0])
			a = bots[seat].Choose(ctx, m.State.Observe(seat), buf)
		}
		if _, err := m.Apply(a, nil); err != nil {
			return gameResult{}, fmt.Errorf("seed %d, step %d, %s: %v", seed, steps, who, err)
		}
	}
	res := gameResult{Seed: seed, Rounds: int(m.State.Round), Steps: steps, Hash: m.State.HashString()}
	for i, r := range m.State.Results() {
		res.Seats = append(res.Seats, seatResult{Bot: c.seats[i], SeatResult: r})
	}
	if c.recordDir != "" {
		m.Record.FinalHash = res.Hash
		path := filepath.Join(c.recordDir, fmt.Sprintf("game-%d.json", seed))
		if err := writeRecord(path, m.Record); err != nil {
			return gameResult{}, err
		}
		res.Record = path
	}
	return res, nil
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
func writeRecord(path string, r horus.Record) error {
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
