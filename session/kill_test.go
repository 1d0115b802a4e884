package session

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pyramid-studio/pyramid/storage"
)

// killChildEnv names the folder a child process of TestKilledGameIsAtMostOneStepBehind
// autosaves to; killSeedEnv the game it plays.
const (
	killChildEnv = "PYRAMID_KILL_CHILD"
	killSeedEnv  = "PYRAMID_KILL_SEED"
	// killsEnv sets how many times TestKilledGameIsAtMostOneStepBehind
	// kills a game (a few hundred for the figure in docs/saves.md).
	killsEnv = "PYRAMID_KILLS"
)

func TestMain(m *testing.M) {
	if dir := os.Getenv(killChildEnv); dir != "" {
		os.Exit(killChild(dir))
	}
	os.Exit(m.Run())
}

// killConfig is the game a killed child plays: computers only (easy: a game lasts hundreds of steps), so steps
// come as fast as the session can play them — faster than any screen.
func killConfig(seed uint64) Config {
	cfg := testConfig(seed)
	for i := range cfg.Setup.Seats {
		cfg.Setup.Seats[i].Kind = "easy"
	}
	return cfg
}

// killChild plays a game autosaved as the desktop client saves it (a
// background writer over a folder) and prints the number of steps played
// each time the client would show the position: after every step, but
// after the last die of a roll (and of the deal at setup) rather than
// after each (see Session.Rolling). At the end it prints "over" and waits
// to be killed.
func killChild(dir string) int {
	d, err := storage.OpenDir(dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	seed, _ := strconv.ParseUint(os.Getenv(killSeedEnv), 10, 64)
	cfg := killConfig(seed)
	bg := storage.NewBackground(d)
	// The test is of the backpressure, whatever the machine's disk: a
	// write slower than the second it waits in the game would be let go
	// behind the one before.
	bg.Patience = 30 * time.Second
	cfg.Store = bg
	s, err := New(cfg)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	fmt.Printf("%d\n", s.Steps())
	for !s.Over() {
		rolling := s.Rolling()
		if err := step(s); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		if !rolling || !s.Rolling() { // the dice of a roll are shown together
			fmt.Printf("%d\n", s.Steps())
		}
	}
	fmt.Println("over")
	select {}
}

// A game killed (kill -9) at any moment leaves a save on disk that loads
// and is at most one step behind what was shown: the last position shown,
// or the one before it. (A roll's dice are shown together and saved
// together, so a save one roll behind may be up to five engine steps
// behind.) Each kill comes at a random step of a computers' game, a random
// few microseconds after a position was shown. The figure with a few
// hundred kills is in docs/saves.md:
//
//	PYRAMID_KILLS=300 go test -count=1 -run KilledGame -v ./session/
func TestKilledGameIsAtMostOneStepBehind(t *testing.T) {
	kills := 12
	if n, err := strconv.Atoi(os.Getenv(killsEnv)); err == nil && n > 0 {
		kills = n
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 3))
	behind := map[int]int{} // positions shown and not on disk → kills
	engine := map[int]int{} // engine steps played and not on disk → kills
	midGame := 0
	for k := 0; k < kills; k++ {
		seed := uint64(k + 1)
		dir := filepath.Join(t.TempDir(), "saves")
		shown, over := killAt(t, self, dir, seed, 1+r.IntN(350), time.Duration(r.IntN(2000))*time.Microsecond)
		if len(shown) == 0 {
			t.Fatalf("kill %d: the game never started", k)
		}
		if !over {
			midGame++
		}
		d, err := storage.OpenDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		saved := -1 // no autosave yet: the game's first save was not on disk
		s, err := Load(d, AutosaveKey)
		switch {
		case err == nil:
			saved = s.Steps()
			whole := newSession(t, killConfig(seed))
			for whole.Steps() < saved {
				advance(t, whole)
			}
			if !slices.Equal(whole.Export().Steps, s.Export().Steps) {
				t.Fatalf("kill %d: the autosave holds another game", k)
			}
		case err != ErrNoSave:
			t.Fatalf("kill %d after step %d: the autosave does not load: %v", k, shown[len(shown)-1], err)
		}
		gap := 0
		for _, n := range shown {
			if n > saved {
				gap++
			}
		}
		behind[gap]++
		engine[max(0, shown[len(shown)-1]-saved)]++
		if gap > 1 {
			t.Errorf("kill %d: positions after steps %v shown, the autosave holds %d steps: %d positions behind", k, shown[max(0, len(shown)-3):], saved, gap)
		}
	}
	if midGame == 0 {
		t.Fatal("no game was killed before its end: the test proves nothing")
	}
	t.Logf("%d kills (%d mid-game); positions shown and not saved: %s; engine steps not saved: %s", kills, midGame, tally(behind), tally(engine))
}

// killAt starts a child playing game seed, saving in dir, and kills it
// (SIGKILL) wait after it has shown the position after step at (or at
// the end of the game). It returns the step counts of the positions shown
// before the kill, and whether the game was over.
func killAt(t *testing.T, self, dir string, seed uint64, at int, wait time.Duration) (shown []int, over bool) {
	t.Helper()
	cmd := exec.Command(self, "-test.run=^$")
	cmd.Env = append(os.Environ(), killChildEnv+"="+dir, killSeedEnv+"="+strconv.FormatUint(seed, 10))
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := bufio.NewScanner(out)
	read := func() {
		if lines.Text() == "over" {
			over = true
		} else if n, err := strconv.Atoi(lines.Text()); err == nil {
			shown = append(shown, n)
		} else {
			t.Fatalf("the child said %q", lines.Text())
		}
	}
	for !over && (len(shown) == 0 || shown[len(shown)-1] < at) && lines.Scan() {
		read()
	}
	time.Sleep(wait)
	_ = cmd.Process.Kill()
	for lines.Scan() { // what was shown before the kill
		read()
	}
	_ = cmd.Wait()
	return shown, over
}

// tally words a count of kills by how far behind they were.
func tally(m map[int]int) string {
	var keys []int
	for g := range m {
		keys = append(keys, g)
	}
	slices.Sort(keys)
	var words []string
	for _, g := range keys {
		words = append(words, fmt.Sprintf("%d: %d", g, m[g]))
	}
	return strings.Join(words, ", ")
}

// countingStore counts the writes of each key.
type countingStore struct {
	*storage.Memory
	writes map[string]int
}

func (c *countingStore) Write(key string, data []byte) error {
	c.writes[key]++
	return c.Memory.Write(key, data)
}

// The dice of a roll are shown together, so they are saved together:
// one write at the last die, holding every die, rather than one a die
// that would each wait for the one before.
func TestARollIsSavedOnceAtItsLastDie(t *testing.T) {
	st := &countingStore{Memory: storage.NewMemory(), writes: map[string]int{}}
	cfg := killConfig(4)
	cfg.Store = st
	s := newSession(t, cfg)
	rolls := 0
	for !s.Over() && rolls < 20 {
		if !s.Rolling() {
			advance(t, s)
			continue
		}
		before, dice := st.writes[AutosaveKey], 0
		for first := true; first || s.Rolling(); first = false {
			advance(t, s)
			dice++
		}
		if got := st.writes[AutosaveKey] - before; got != 1 {
			t.Fatalf("a run of %d chance steps was saved %d times, want once", dice, got)
		}
		saved, err := Load(st, AutosaveKey)
		if err != nil {
			t.Fatal(err)
		}
		if saved.Steps() != s.Steps() {
			t.Fatalf("after the run the save holds %d steps, the game %d", saved.Steps(), s.Steps())
		}
		if dice > 1 {
			rolls++
		}
	}
	if rolls < 5 {
		t.Fatalf("only %d runs of several dice were seen", rolls)
	}
}
