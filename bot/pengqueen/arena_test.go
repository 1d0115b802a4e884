package pengqueen

import (
	"context"
	"runtime"
	"testing"
	"time"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/internal/cpuclock"
)

// game is one finished game between computer players.
type game struct {
	state pq.State
	// times are the CPU times of the decisions of each seat that had a
	// choice.
	times [pq.MaxSeats][]time.Duration
}

// playGame plays a game of len(seats) players, seat i by a computer of
// level seats[i] ("policy": the policy the medium and hard levels search
// over), chance from the match's generator seeded by seed. Each
// computer sees only its seat's observation.
func playGame(t testing.TB, seats []string, seed uint64, timed bool) game {
	m, err := pq.NewMatch(pq.Options{Players: uint8(len(seats))}, seed)
	if err != nil {
		t.Fatal(err)
	}
	brains := make([]*brain, len(seats))
	for i, l := range seats {
		lv, ok := levels[l]
		if l == policyLevel.name {
			lv, ok = policyLevel, true // the policy the search levels search over
		}
		if !ok {
			t.Fatalf("no level %q", l)
		}
		brains[i] = newBrain(lv, seed*131+uint64(i))
	}
	if timed {
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
	}
	var g game
	var buf [pq.MaxLegal]pq.Action
	for steps := 0; !m.State.Over; steps++ {
		if steps > 200_000 {
			t.Fatalf("seed %d: no end after %d steps", seed, steps)
		}
		if m.State.IsChance() {
			m.Apply(m.ChanceOutcome(), nil)
			continue
		}
		seat := m.State.Current()
		legal := m.State.Legal(buf[:0])
		o := m.State.Observe(seat)
		start := cpuclock.Thread()
		a, _ := brains[seat].choose(context.Background(), &o, legal)
		if timed && len(legal) > 1 {
			g.times[seat] = append(g.times[seat], cpuclock.Thread()-start)
		}
		if _, err := m.Apply(a, nil); err != nil {
			t.Fatalf("seed %d: seat %d (%s) chose %v: %v", seed, seat, seats[seat], a, err)
		}
	}
	g.state = m.State
	return g
}
