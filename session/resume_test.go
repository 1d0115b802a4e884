package session

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/pyramid-studio/pyramid/storage"
)

// A game saved at random points and resumed from the file ends exactly as
// the same game played without a break: same steps, same final position.
func TestResumeEndsAsUninterrupted(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 10
	}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		whole := newSession(t, testConfig(seed))
		playOut(t, whole)

		// two games save to real files, one of them through a background
		// writer; the others in memory (fsync is slow)
		var st storage.Store = storage.NewMemory()
		switch seed {
		case 30:
			st = tempStore(t)
		case 60:
			bg := storage.NewBackground(tempStore(t))
			defer bg.Close()
			st = bg
		}
		cfg := testConfig(seed)
		cfg.Store = st
		s := newSession(t, cfg)
		r := rand.New(rand.NewPCG(seed, 99))
		resumes := 0
		for !s.Over() {
			advance(t, s)
			// a position on screen: within a roll the dice are saved
			// together, at the last (Rolling)
			if !s.Rolling() && (r.IntN(20) == 0 || s.Steps() >= 16 && resumes == 0) {
				loaded, err := Resume(st)
				if err != nil {
					t.Fatalf("seed %d: resume after step %d: %v", seed, s.Steps(), err)
				}
				if state(loaded) != state(s) {
					t.Fatalf("seed %d: the resumed position differs from the saved one", seed)
				}
				s = loaded
				resumes++
			}
		}
		if resumes == 0 {
			t.Fatalf("seed %d: the game was never resumed; the test proves nothing", seed)
		}
		a, b := whole.Export(), s.Export()
		if !slices.Equal(a.Steps, b.Steps) || state(whole) != state(s) {
			t.Fatalf("seed %d: resumed %d times, the game went another way (%d vs %d steps)", seed, resumes, len(b.Steps), len(a.Steps))
		}
		if !slices.Equal(whole.Log(0), s.Log(0)) {
			t.Fatalf("seed %d: the resumed log differs", seed)
		}
	}
}
