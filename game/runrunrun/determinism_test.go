package runrunrun

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

// The determinism test plays a fixed set of seeded games with a
// deterministic integer-only policy (chance from each match's generator)
// and compares each game's final state and record with a golden list. The
// same list must come out natively and compiled to WebAssembly, so a game
// played in the browser is the game played on the desktop. When the rules
// change on purpose, regenerate it:
//
//	go test ./game/runrunrun/ -run TestDeterminism -update

var updateGolden = flag.Bool("update", false, "rewrite testdata/golden-hashes.txt from this run")

const goldenPath = "testdata/golden-hashes.txt"

// policy is a xorshift generator of its own (independent of math/rand, so
// only the engine is under test) that picks a legal step, preferring an
// action over the marker and the end of the turn.
type policy struct{ x uint64 }

func (p *policy) next() uint64 {
	p.x ^= p.x << 13
	p.x ^= p.x >> 7
	p.x ^= p.x << 17
	return p.x
}

func (p *policy) choose(legal []Action) Action {
	var acts []Action
	for _, a := range legal {
		if a.Kind != ActMark && a.Kind != ActEnd && a.Kind != ActTeleport {
			acts = append(acts, a)
		}
	}
	if len(acts) == 0 || p.next()%8 == 0 {
		acts = legal
	}
	return acts[p.next()%uint64(len(acts))]
}

func goldenLine(players int, d Difficulty, seed uint64) (string, error) {
	opt := Options{Players: uint8(players), Difficulty: d, Cats: DrawCats(players, seed), First: uint8(seed % uint64(players))}
	m, err := NewMatch(opt, seed)
	if err != nil {
		return "", err
	}
	pol := policy{x: seed*2654435761 + 1}
	var buf [MaxLegal]Action
	for steps := 0; !m.State.Over; steps++ {
		if steps > maxSteps {
			return "", fmt.Errorf("no end")
		}
		a := m.ChanceOutcome()
		if !m.State.IsChance() {
			a = pol.choose(m.State.Legal(buf[:0]))
		}
		if _, err := m.Apply(a, nil); err != nil {
			return "", err
		}
	}
	h := fnv.New64a()
	h.Write([]byte(strings.Join(m.Record.Steps, "\n")))
	o := m.State.Outcome()
	return fmt.Sprintf("p%d-%s-seed%d %s steps=%d record=%016x end=%s turns=%d", players, d, seed,
		m.State.HashString(), len(m.Record.Steps), h.Sum64(), o.End, o.Turns), nil
}

func TestDeterminismGoldenHashes(t *testing.T) {
	var lines []string
	for players := 1; players <= MaxSeats; players++ {
		for d := Easy; d < NumDifficulties; d++ {
			for _, seed := range []uint64{1, 77, 20260101} {
				line, err := goldenLine(players, d, seed)
				if err != nil {
					t.Fatal(err)
				}
				lines = append(lines, line)
			}
		}
	}
	got := strings.Join(lines, "\n") + "\n"
	if *updateGolden {
		if err := os.MkdirAll(filepath.Dir(goldenPath), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(goldenPath, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(goldenPath)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	sc := bufio.NewScanner(bytes.NewReader(want))
	i := 0
	for sc.Scan() {
		if i >= len(lines) || sc.Text() != lines[i] {
			g := "(none)"
			if i < len(lines) {
				g = lines[i]
			}
			t.Fatalf("game %d differs:\n got %s\nwant %s", i+1, g, sc.Text())
		}
		i++
	}
	if i != len(lines) {
		t.Fatalf("%d golden games, %d played", i, len(lines))
	}
}
