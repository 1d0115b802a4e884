// Package tabletest is the conformance suite every game of the collection
// passes, in the spirit of OpenSpiel's basic tests: random matches at every
// seat count with the game's invariants checked after every step, every
// legal step applied and refused steps leaving the match unchanged, clones
// and records that reproduce the final position, golden hashes shared by
// the native and the WebAssembly builds, observations that do not change
// when only what they hide changes, and an engine step that allocates
// nothing. A game's own test calls Run; its fuzz tests call FuzzSteps and
// FuzzRecord.
package tabletest

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/game/table"
)

var update = flag.Bool("update-golden", false, "rewrite the golden hashes of the conformance suite")

// Config is one game under test.
type Config struct {
	Game table.Game
	// Setup is the set-up of a test match at n seats; nil: every seat
	// human, every option at its default and per-seat options drawn
	// at random (distinct where they must be) from seed.
	Setup func(n int, seed uint64) table.Setup
	// Matches is the number of random matches played at each seat
	// count (default 60), MaxSteps the most steps one may take
	// (default 5000).
	Matches  int
	MaxSteps int
	// Golden is the file of golden hashes ("seats seed hash" per line),
	// relative to the game's package; "" skips nothing: it defaults to
	// testdata/conformance-golden.txt. Run with -update-golden to write
	// it after a deliberate change of the rules.
	Golden string
	// Step makes one engine step of the game's own typed API (Legal and
	// Apply on a state it keeps), starting a new game when one ends; it
	// must allocate nothing. nil fails the suite: every game has one.
	Step func(seed uint64) func()
}

func (c *Config) defaults() {
	if c.Matches == 0 {
		c.Matches = 60
	}
	if c.MaxSteps == 0 {
		c.MaxSteps = 5000
	}
	if c.Golden == "" {
		c.Golden = "testdata/conformance-golden.txt"
	}
	if c.Setup == nil {
		c.Setup = func(n int, seed uint64) table.Setup { return DefaultSetup(c.Game, n, seed) }
	}
}

// DefaultSetup is n human seats with every option at its default and the
// per-seat options drawn from seed, distinct where the form says so.
func DefaultSetup(g table.Game, n int, seed uint64) table.Setup {
	rng := rand.New(rand.NewPCG(seed, 0x5e7))
	s := table.Setup{Seats: make([]table.SeatSetup, n)}
	for i := range s.Seats {
		s.Seats[i] = table.SeatSetup{Kind: table.Human, Person: i + 1}
	}
	for _, f := range g.Form().Fields {
		if !f.PerSeat {
			continue
		}
		order := rng.Perm(len(f.Choices))
		for i := range s.Seats {
			if s.Seats[i].Values == nil {
				s.Seats[i].Values = map[string]string{}
			}
			k := rng.IntN(len(f.Choices))
			if f.Distinct {
				k = order[i%len(order)]
			}
			s.Seats[i].Values[f.ID] = f.Choices[k].ID
		}
	}
	return s
}

// Run runs the whole suite as subtests.
func Run(t *testing.T, c Config) {
	c.defaults()
	info := c.Game.Info()
	if info.MinSeats < 1 || info.MaxSeats < info.MinSeats {
		t.Fatalf("Info: seat range %d..%d", info.MinSeats, info.MaxSeats)
	}
	t.Run("RandomMatchesKeepInvariants", func(t *testing.T) { randomMatches(t, c) })
	t.Run("EveryLegalStepApplies", func(t *testing.T) { everyLegalStep(t, c) })
	t.Run("RefusedStepChangesNothing", func(t *testing.T) { refusedSteps(t, c) })
	t.Run("CloneReproduces", func(t *testing.T) { cloneReproduces(t, c) })
	t.Run("RecordRoundTrip", func(t *testing.T) { recordRoundTrip(t, c) })
	t.Run("GoldenHashes", func(t *testing.T) { goldenHashes(t, c) })
	t.Run("ObservationHidesOnlyHidden", func(t *testing.T) { observations(t, c) })
	t.Run("EngineStepAllocatesNothing", func(t *testing.T) { noAllocations(t, c) })
}

// seatCounts lists every seat count the game allows.
func seatCounts(c Config) []int {
	in := c.Game.Info()
	var out []int
	for n := in.MinSeats; n <= in.MaxSeats; n++ {
		out = append(out, n)
	}
	return out
}

// newMatch sets up a test match or fails the test.
func newMatch(t testing.TB, c Config, n int, seed uint64) table.Match {
	t.Helper()
	m, err := c.Game.New(c.Setup(n, seed), seed)
	if err != nil {
		t.Fatalf("%d seats, seed %d: New: %v", n, seed, err)
	}
	return m
}

// next picks the next step of a random match: the match's own chance
// outcome at chance's turn, a uniformly random legal step otherwise.
func next(t testing.TB, m table.Match, rng *rand.Rand) string {
	t.Helper()
	if m.Actor() == table.Chance {
		s := m.ChanceStep()
		if s == "" {
			t.Fatalf("chance's turn but ChanceStep is empty (hash %s)", m.Hash())
		}
		return s
	}
	legal := m.Legal()
	if len(legal) == 0 {
		t.Fatalf("seat %d to act with no legal step (hash %s)", m.Actor(), m.Hash())
	}
	return legal[rng.IntN(len(legal))]
}

// play plays m to its end with random steps from rng, calling each after
// every step, and returns the steps taken.
func play(t testing.TB, c Config, m table.Match, rng *rand.Rand, each func(step string)) int {
	t.Helper()
	steps := 0
	for m.Actor() != table.Over {
		if steps >= c.MaxSteps {
			t.Fatalf("no end after %d steps (hash %s)", steps, m.Hash())
		}
		step := next(t, m, rng)
		if _, err := m.Apply(step); err != nil {
			t.Fatalf("step %d %q from Legal/ChanceStep refused: %v", steps+1, step, err)
		}
		steps++
		if each != nil {
			each(step)
		}
	}
	return steps
}

func randomMatches(t *testing.T, c Config) {
	for _, n := range seatCounts(c) {
		for i := range c.Matches {
			seed := uint64(n*100_000 + i)
			m := newMatch(t, c, n, seed)
			rng := rand.New(rand.NewPCG(seed, 1))
			check := func(step string) {
				if err := m.Check(); err != nil {
					t.Fatalf("%d seats, seed %d, after %q: %v", n, seed, step, err)
				}
				a := m.Actor()
				if a != table.Chance && a != table.Over && (a < 0 || a >= n) {
					t.Fatalf("%d seats, seed %d: actor %d", n, seed, a)
				}
				if o := m.Outcome(); o.Over != (a == table.Over) {
					t.Fatalf("%d seats, seed %d: Outcome.Over %v with actor %d", n, seed, o.Over, a)
				}
				if a == table.Over && len(m.Legal()) != 0 {
					t.Fatalf("%d seats, seed %d: legal steps after the end", n, seed)
				}
			}
			check("the set-up")
			play(t, c, m, rng, check)
			o := m.Outcome()
			if !o.Team && len(o.Scores) != n {
				t.Fatalf("%d seats, seed %d: %d scores", n, seed, len(o.Scores))
			}
			if o.Team != c.Game.Info().Team {
				t.Fatalf("%d seats, seed %d: Outcome.Team %v, Info.Team %v", n, seed, o.Team, c.Game.Info().Team)
			}
		}
	}
}

func everyLegalStep(t *testing.T, c Config) {
	for _, n := range seatCounts(c) {
		seed := uint64(n*100_000 + 77)
		m := newMatch(t, c, n, seed)
		rng := rand.New(rand.NewPCG(seed, 2))
		try := func() {
			for _, step := range m.Legal() {
				k := m.Clone()
				if _, err := k.Apply(step); err != nil {
					t.Fatalf("%d seats: legal step %q refused: %v", n, step, err)
				}
				if err := k.Check(); err != nil {
					t.Fatalf("%d seats: after legal step %q: %v", n, step, err)
				}
			}
		}
		try()
		play(t, c, m, rng, func(string) { try() })
	}
}

// junk are steps no game reads.
var junk = []string{"", " ", "\x00", "move to nowhere", strings.Repeat("x", 100_000), "roll 99", "draw", "999999999999999999999"}

func refusedSteps(t *testing.T, c Config) {
	for _, n := range seatCounts(c) {
		seed := uint64(n*100_000 + 91)
		m := newMatch(t, c, n, seed)
		rng := rand.New(rand.NewPCG(seed, 3))
		var seen []string // steps legal somewhere earlier in the match
		refuse := func() {
			legal := m.Legal()
			cands := append([]string(nil), junk...)
			for range 8 {
				if len(seen) > 0 {
					cands = append(cands, seen[rng.IntN(len(seen))])
				}
			}
			for _, step := range cands {
				if contains(legal, step) {
					continue
				}
				before, steps := m.Hash(), len(m.Record().Steps)
				_, err := m.Apply(step)
				if err == nil {
					// Legal does not list every spelling of a step
					// (case, spaces): then it must have been played.
					if len(m.Record().Steps) != steps+1 {
						t.Fatalf("%d seats: %q accepted but not recorded", n, clip(step))
					}
					return
				}
				if m.Hash() != before || len(m.Record().Steps) != steps {
					t.Fatalf("%d seats: refused step %q changed the match (%v)", n, clip(step), err)
				}
				if len(err.Error()) > 400 {
					t.Fatalf("%d seats: the refusal of %q is %d bytes long: quote an excerpt", n, clip(step), len(err.Error()))
				}
			}
		}
		for m.Actor() != table.Over {
			refuse()
			step := next(t, m, rng)
			seen = append(seen, step)
			if _, err := m.Apply(step); err != nil {
				t.Fatalf("%d seats: %q refused: %v", n, step, err)
			}
		}
		refuse() // nothing is played after the end
		if _, err := m.Apply(seen[len(seen)-1]); err == nil {
			t.Fatalf("%d seats: a step was accepted after the end", n)
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func clip(s string) string {
	if len(s) > 60 {
		return s[:60] + "…"
	}
	return s
}

func cloneReproduces(t *testing.T, c Config) {
	for _, n := range seatCounts(c) {
		seed := uint64(n*100_000 + 5)
		m := newMatch(t, c, n, seed)
		rng := rand.New(rand.NewPCG(seed, 4))
		for range 20 {
			if m.Actor() == table.Over {
				break
			}
			if _, err := m.Apply(next(t, m, rng)); err != nil {
				t.Fatal(err)
			}
		}
		k := m.Clone()
		if k.Hash() != m.Hash() {
			t.Fatalf("%d seats: the clone's hash %s, the original's %s", n, k.Hash(), m.Hash())
		}
		// Both go on with the same choices and their own generators,
		// which the clone copied: they must end in the same position.
		r1 := rand.New(rand.NewPCG(seed, 5))
		r2 := rand.New(rand.NewPCG(seed, 5))
		play(t, c, m, r1, nil)
		play(t, c, k, r2, nil)
		if k.Hash() != m.Hash() {
			t.Fatalf("%d seats: clone ended at %s, original at %s", n, k.Hash(), m.Hash())
		}
		// The generator's state saved and restored gives the same too.
		m2 := newMatch(t, c, n, seed)
		state, err := m2.RandState()
		if err != nil {
			t.Fatal(err)
		}
		m3 := newMatch(t, c, n, seed+1)
		if err := m3.SetRandState(state); err != nil {
			t.Fatal(err)
		}
		if m2.Actor() == table.Chance && m2.ChanceStep() != m3.ChanceStep() {
			t.Fatalf("%d seats: a restored generator draws differently", n)
		}
	}
}

func recordRoundTrip(t *testing.T, c Config) {
	for _, n := range seatCounts(c) {
		seed := uint64(n*100_000 + 9)
		m := newMatch(t, c, n, seed)
		rng := rand.New(rand.NewPCG(seed, 6))
		half := play(t, c, m.Clone(), rand.New(rand.NewPCG(seed, 6)), nil) / 2
		chance := false // a record opened at chance's turn was checked
		for i := 0; m.Actor() != table.Over; i++ {
			if i == half || i > half && !chance && m.Actor() == table.Chance {
				roundTrip(t, c, m, n) // a game in progress
				chance = chance || m.Actor() == table.Chance
			}
			if _, err := m.Apply(next(t, m, rng)); err != nil {
				t.Fatal(err)
			}
		}
		roundTrip(t, c, m, n)
	}
}

func roundTrip(t *testing.T, c Config, m table.Match, n int) {
	t.Helper()
	rec := m.Record()
	if rec.GameID() != c.Game.Info().ID || rec.Format != table.RecordFormat {
		t.Fatalf("%d seats: record of game %q, format %q", n, rec.GameID(), rec.Format)
	}
	data, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	var back table.Record
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	o, err := c.Game.Open(back)
	if err != nil {
		t.Fatalf("%d seats: the record does not open: %v", n, err)
	}
	if o.Hash() != m.Hash() || o.Actor() != m.Actor() {
		t.Fatalf("%d seats: the record opens at %s (actor %d), the match is at %s (actor %d)", n, o.Hash(), o.Actor(), m.Hash(), m.Actor())
	}
	if back.FinalHash != "" && back.FinalHash != m.Hash() {
		t.Fatalf("%d seats: final_hash %s, position %s", n, back.FinalHash, m.Hash())
	}
	// Asking for the chance step does not move the generator, and the
	// opened match goes on with the random stream of the one that wrote
	// the record (Match.ChanceStep).
	if m.Actor() == table.Chance {
		if a, b := m.ChanceStep(), m.ChanceStep(); a != b {
			t.Fatalf("%d seats: ChanceStep gave %q, then %q", n, a, b)
		}
		if a, b := m.ChanceStep(), o.ChanceStep(); a != b {
			t.Fatalf("%d seats: the match draws %q, the match opened from its record %q", n, a, b)
		}
	}
	if len(back.Steps) > 0 {
		bad := back
		bad.FinalHash = flipHash(m.Hash())
		if _, err := c.Game.Open(bad); err == nil {
			t.Fatalf("%d seats: a record with a wrong final hash opened", n)
		}
	}
}

func flipHash(h string) string {
	if h == "" {
		return "0000000000000000"
	}
	b := []byte(h)
	if b[0] == '0' {
		b[0] = '1'
	} else {
		b[0] = '0'
	}
	return string(b)
}

// goldenSeeds are the matches whose final hashes are kept.
var goldenSeeds = []uint64{1, 2, 3}

func goldenHashes(t *testing.T, c Config) {
	var lines []string
	for _, n := range seatCounts(c) {
		for _, seed := range goldenSeeds {
			m := newMatch(t, c, n, seed)
			play(t, c, m, rand.New(rand.NewPCG(seed, 7)), nil)
			lines = append(lines, fmt.Sprintf("%d %d %s", n, seed, m.Hash()))
		}
	}
	if *update {
		text := "# seats seed final-hash: random matches of the conformance suite (tabletest), the same natively and in WebAssembly\n" + strings.Join(lines, "\n") + "\n"
		if err := os.WriteFile(c.Golden, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := readGolden(c.Golden)
	if err != nil {
		t.Fatalf("%v (write it with go test -run Conformance -update-golden)", err)
	}
	for _, l := range lines {
		f := strings.Fields(l)
		key := f[0] + " " + f[1]
		if want[key] != f[2] {
			t.Errorf("%s seats, seed %s: final hash %s, golden %s", f[0], f[1], f[2], want[key])
		}
	}
}

func readGolden(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		l := strings.TrimSpace(sc.Text())
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		p := strings.Fields(l)
		if len(p) != 3 {
			return nil, fmt.Errorf("%s: bad line %q", path, l)
		}
		if _, err := strconv.Atoi(p[0]); err != nil {
			return nil, fmt.Errorf("%s: bad line %q", path, l)
		}
		out[p[0]+" "+p[1]] = p[2]
	}
	return out, sc.Err()
}

func observations(t *testing.T, c Config) {
	differed := false
	for _, n := range seatCounts(c) {
		seed := uint64(n*100_000 + 13)
		m := newMatch(t, c, n, seed)
		rng := rand.New(rand.NewPCG(seed, 8))
		look := func() {
			for seat := table.Onlooker; seat < n; seat++ {
				obs := m.Observe(seat)
				if obs.Viewer() != seat {
					t.Fatalf("%d seats: Observe(%d).Viewer() = %d", n, seat, obs.Viewer())
				}
				r := m.Resample(seat, rng)
				if r.Observe(seat) != obs {
					t.Fatalf("%d seats, seat %d: a resampled match looks different to the seat\n was %+v\n now %+v", n, seat, obs, r.Observe(seat))
				}
				if err := r.Check(); err != nil {
					t.Fatalf("%d seats, seat %d: a resampled match is not a position: %v", n, seat, err)
				}
				differed = differed || r.Hash() != m.Hash()
			}
		}
		look()
		play(t, c, m, rng, func(string) { look() })
	}
	if !differed {
		t.Errorf("no resampled match ever differed from the real one: Resample draws nothing anew")
	}
}

func noAllocations(t *testing.T, c Config) {
	if c.Step == nil {
		t.Fatal("Config.Step is nil: the game's engine step must be checked for allocations")
	}
	step := c.Step(1)
	for range 1000 { // warm up past any first-use set-up
		step()
	}
	if a := testing.AllocsPerRun(2000, step); a != 0 {
		t.Fatalf("%.2f allocations per engine step, want 0", a)
	}
}
