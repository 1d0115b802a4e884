package horus

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The determinism test plays a fixed set of seeded games with a simple
// deterministic policy and compares each game's final state and step
// record with a golden list. The same list must come out natively and
// compiled to WebAssembly (make test-wasm runs this package under Node), so
// a game played in the browser is the game played on the desktop: the same
// seed, the same choices, the same dice, the same end. When the rules change
// on purpose, regenerate the list:
//
//	go test ./game/ -run TestDeterminism -update

var updateGolden = flag.Bool("update", false, "rewrite testdata/golden-hashes.txt from this run")

const goldenPath = "testdata/golden-hashes.txt"

// determinismCase is one seeded game.
type determinismCase struct {
	players          uint8
	seed             uint64
	alternateMummies bool
	totalSecrecy     bool
}

func (c determinismCase) name() string {
	name := fmt.Sprintf("p%d-seed%d", c.players, c.seed)
	if c.alternateMummies {
		name += "-alt"
	}
	if c.totalSecrecy {
		name += "-secret"
	}
	return name
}

// determinismCases covers every player count and both optional rules.
func determinismCases() []determinismCase {
	var cases []determinismCase
	for p := uint8(MinPlayers); p <= MaxPlayers; p++ {
		for _, seed := range []uint64{1, 2, 3, 77, 1234, 20261122} {
			cases = append(cases, determinismCase{players: p, seed: seed})
		}
		cases = append(cases, determinismCase{players: p, seed: 9001, alternateMummies: true, totalSecrecy: p%2 == 0})
	}
	return cases
}

// policy is the deterministic player: a xorshift generator of its own
// (independent of math/rand, so only the engine is under test) that picks
// a legal action, ending the turn only one time in four when something
// else is possible, so adventurers wander, search and leave.
type policy struct{ x uint64 }

func (p *policy) next() uint64 {
	p.x ^= p.x << 13
	p.x ^= p.x >> 7
	p.x ^= p.x << 17
	return p.x
}

func (p *policy) choose(legal []Action) Action {
	r := p.next()
	if r%4 != 0 {
		var others []Action
		for _, a := range legal {
			if a.Kind != ActEnd {
				others = append(others, a)
			}
		}
		if len(others) > 0 {
			return others[(r>>8)%uint64(len(others))]
		}
	}
	return legal[(r>>8)%uint64(len(legal))]
}

// playDeterministic plays one case to its end and returns its golden line:
// name, steps, the hash of the step record, and the final state's hash.
func playDeterministic(c determinismCase) (string, error) {
	opt := Options{
		Players:          c.players,
		Adventurers:      DrawAdventurers(int(c.players), c.seed),
		FirstKeeper:      uint8(c.seed % uint64(c.players)),
		AlternateMummies: c.alternateMummies,
		TotalSecrecy:     c.totalSecrecy,
	}
	m, err := NewMatch(opt, c.seed)
	if err != nil {
		return "", err
	}
	pol := policy{x: c.seed*0x9e3779b97f4a7c15 | 1}
	var buf [maxLegal]Action
	var evs []Event
	for step := 0; ; step++ {
		if step > 20000 {
			return "", fmt.Errorf("%s: no end after %d steps (round %d)", c.name(), step, m.State.Round)
		}
		evs = m.RollChance(evs[:0])
		if m.State.IsOver() {
			break
		}
		legal := m.State.Legal(buf[:0])
		if len(legal) == 0 {
			return "", fmt.Errorf("%s: no legal action in round %d, phase %s", c.name(), m.State.Round, m.State.Phase)
		}
		a := pol.choose(legal)
		if evs, err = m.Apply(a, evs[:0]); err != nil {
			return "", fmt.Errorf("%s: step %d %q: %v", c.name(), step, m.State.Notation(a), err)
		}
	}
	h := fnv.New64a()
	for _, s := range m.Record.Steps {
		h.Write([]byte(s))
		h.Write([]byte{'\n'})
	}
	return fmt.Sprintf("%s steps=%d record=%016x state=%s", c.name(), len(m.Record.Steps), h.Sum64(), m.State.HashString()), nil
}

func TestDeterminism(t *testing.T) {
	var got []string
	for _, c := range determinismCases() {
		line, err := playDeterministic(c)
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, line)
	}
	if *updateGolden {
		var b bytes.Buffer
		b.WriteString("# Seeded games played by TestDeterminism (game/determinism_test.go):\n")
		b.WriteString("# name, steps, FNV-64a of the step record, final State.HashString().\n")
		b.WriteString("# Regenerate after an intended rules change: go test ./game/ -run TestDeterminism -update\n")
		for _, l := range got {
			b.WriteString(l + "\n")
		}
		if err := os.MkdirAll(filepath.Dir(goldenPath), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(goldenPath, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %d games to %s", len(got), goldenPath)
		return
	}
	want, err := readGolden(goldenPath)
	if err != nil {
		t.Fatalf("%v (run go test ./game/ -run TestDeterminism -update to create it)", err)
	}
	wantByName := map[string]string{}
	for _, l := range want {
		wantByName[strings.Fields(l)[0]] = l
	}
	for _, l := range got {
		name := strings.Fields(l)[0]
		w, ok := wantByName[name]
		switch {
		case !ok:
			t.Errorf("%s is not in %s; regenerate it with -update", name, goldenPath)
		case w != l:
			t.Errorf("game %s played differently:\n got  %s\n want %s", name, l, w)
		}
		delete(wantByName, name)
	}
	for name := range wantByName {
		t.Errorf("%s lists %s, which the test no longer plays; regenerate it with -update", goldenPath, name)
	}
}

// TestDeterminismRepeats plays one case twice in the same process: a
// difference here is state leaking between games (a shared slice or map),
// not a platform difference.
func TestDeterminismRepeats(t *testing.T) {
	c := determinismCase{players: 4, seed: 77}
	a, err := playDeterministic(c)
	if err != nil {
		t.Fatal(err)
	}
	b, err := playDeterministic(c)
	if err != nil {
		t.Fatal(err)
	}
	if a != b {
		t.Errorf("the same game played twice differs:\n%s\n%s", a, b)
	}
}

// readGolden returns the non-comment lines of the golden file.
func readGolden(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		l := strings.TrimSpace(sc.Text())
		if l != "" && !strings.HasPrefix(l, "#") {
			lines = append(lines, l)
		}
	}
	return lines, sc.Err()
}
