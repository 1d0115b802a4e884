package horus

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
)

// TestModelReadsGreed: watching whole games, the model of the table reads
// a seat that heads out early as less greedy than one that stays in for
// more.
func TestModelReadsGreed(t *testing.T) {
	const cautious, greedy = 1, 2
	var low, high float64
	games := 0
	for g := uint64(0); g < 12; g++ {
		spy := &spying{Bot: NewEasy(g), mem: NewMemory(0)}
		bots := []Bot{spy, withGreed(g+1, 0.45), withGreed(g+2, 3)}
		if _, err := Play(context.Background(), options(g, 3), g, bots, nil); err != nil {
			t.Fatal(err)
		}
		mem := spy.mem
		mem.model.learn(newPolicy(nil))
		c, h := mem.model.greed(cautious), mem.model.greed(greedy)
		t.Logf("game %d: the cautious seat read as %.2f, the greedy one as %.2f", g, c, h)
		low += c
		high += h
		games++
	}
	low, high = low/float64(games), high/float64(games)
	prior := 0.0
	for i, g := range greedGrid {
		prior += greedPrior[i] * g
	}
	// A seat shows its greed only at the few turns where greeds part (one
	// more round against the seal), and a cautious seat is soon out, so
	// both stay near the prior; but they must part from it each their way.
	if low >= prior || high <= prior || high-low < 0.3 {
		t.Fatalf("the cautious seats read as %.2f on average, the greedy ones as %.2f, the prior %.2f: want the cautious below the prior, the greedy above, 0.3 apart", low, high, prior)
	}
}

// spying is a bot whose seat's observations, its own decisions' and the
// ones Play shows it, feed a memory, as a search player's do: its model
// of the table reads the other seats.
type spying struct {
	Bot
	mem *Memory
}

func (s *spying) Choose(ctx context.Context, obs horus.Observation, legal []horus.Action) horus.Action {
	s.mem.See(obs)
	return s.Bot.Choose(ctx, obs, legal)
}

func (s *spying) Watch(obs horus.Observation) {
	s.mem.See(obs)
	if w, ok := s.Bot.(Watcher); ok {
		w.Watch(obs)
	}
}

// withGreed is the heuristic player without slips at a fixed greed.
func withGreed(seed uint64, greed float64) *Easy {
	rng := rand.New(rand.NewPCG(seed, 0xea57))
	return &Easy{rng: rng, pol: newPolicy(rng), st: style{greed: greed, idols: true}}
}
