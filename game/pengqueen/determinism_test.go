package pengqueen

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"hash/fnv"
	"os"
	"strings"
	"testing"
)

// The determinism test plays a fixed set of seeded games with a simple
// deterministic policy and compares each game's step record and final
// state with a golden list, so the same list can be checked where the
// engine is compiled to WebAssembly: the same seed, the same choices, the
// same dice, the same end. After an intended rules change:
//
//	go test ./game/pengqueen/ -run TestDeterminism -update

var updateGolden = flag.Bool("update", false, "rewrite testdata/golden-hashes.txt from this run")

const goldenPath = "testdata/golden-hashes.txt"

// policy is the deterministic player: its own xorshift generator
// (independent of math/rand, so only the engine is under test). Hunters
// show a card whenever they can and roll again one time in eight; the
// Mummy walks on three times in four: games end in a reasonable number of
// steps.
type policy struct{ x uint64 }

func (p *policy) next() uint64 {
	p.x ^= p.x << 13
	p.x ^= p.x >> 7
	p.x ^= p.x << 17
	return p.x
}

func (p *policy) choose(legal []Action) Action {
	r := p.next()
	pick := func(keep func(Action) bool) (Action, bool) {
		var buf [MaxLegal]Action
		some := buf[:0]
		for _, a := range legal {
			if keep(a) {
				some = append(some, a)
			}
		}
		if len(some) == 0 {
			return Action{}, false
		}
		return some[(r>>8)%uint64(len(some))], true
	}
	if a, ok := pick(func(a Action) bool { return a.Kind == ActShow }); ok {
		return a
	}
	if r%8 != 0 {
		if a, ok := pick(func(a Action) bool { return a.Kind == ActMove }); ok {
			return a
		}
	}
	if r%4 != 0 {
		if a, ok := pick(func(a Action) bool { return a.Kind == ActStep }); ok {
			return a
		}
	}
	return legal[(r>>8)%uint64(len(legal))]
}

type determinismCase struct {
	players int
	seed    uint64
}

func (c determinismCase) name() string { return fmt.Sprintf("p%d-seed%d", c.players, c.seed) }

func determinismCases() []determinismCase {
	var out []determinismCase
	for p := MinSeats; p <= MaxSeats; p++ {
		for _, seed := range []uint64{1, 2, 3, 77, 1234, 20261122} {
			out = append(out, determinismCase{p, seed})
		}
	}
	return out
}

// playDeterministic plays one case and returns its golden line: name,
// steps, the hash of the step record, the final state's hash.
func playDeterministic(c determinismCase) (string, error) {
	m, err := NewMatch(Options{Players: uint8(c.players)}, c.seed)
	if err != nil {
		return "", err
	}
	pol := policy{x: c.seed*0x9e3779b97f4a7c15 | 1}
	var buf [MaxLegal]Action
	for step := 0; ; step++ {
		if step > 200_000 {
			return "", fmt.Errorf("%s: no end after %d steps", c.name(), step)
		}
		m.RollChance(nil)
		if m.State.Over {
			break
		}
		a := pol.choose(m.State.Legal(buf[:0]))
		if _, err := m.Apply(a, nil); err != nil {
			return "", fmt.Errorf("%s: step %d %q: %v", c.name(), step, m.State.Notation(a), err)
		}
	}
	h := fnv.New64a()
	for _, st := range m.Record.Steps {
		h.Write([]byte(st))
		h.Write([]byte{'\n'})
	}
	return fmt.Sprintf("%s steps=%d record=%016x state=%s", c.name(), len(m.Record.Steps), h.Sum64(), m.State.HashString()), nil
}

// TestDeterminism: the seeded games end exactly as the golden list says.
func TestDeterminism(t *testing.T) {
	var lines []string
	for _, c := range determinismCases() {
		line, err := playDeterministic(c)
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, line)
	}
	if *updateGolden {
		var b bytes.Buffer
		b.WriteString("# Seeded games played by TestDeterminism (game/pengqueen/determinism_test.go):\n")
		b.WriteString("# name, steps, FNV-64a of the step record, final State.HashString().\n")
		b.WriteString("# Regenerate after an intended rules change: go test ./game/pengqueen/ -run TestDeterminism -update\n")
		for _, l := range lines {
			b.WriteString(l + "\n")
		}
		if err := os.WriteFile(goldenPath, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	f, err := os.Open(goldenPath)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	defer f.Close()
	var want []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if l := strings.TrimSpace(sc.Text()); l != "" && !strings.HasPrefix(l, "#") {
			want = append(want, l)
		}
	}
	if len(want) != len(lines) {
		t.Fatalf("%d golden lines, %d games", len(want), len(lines))
	}
	for i := range lines {
		if lines[i] != want[i] {
			t.Errorf("got  %s\nwant %s", lines[i], want[i])
		}
	}
}
