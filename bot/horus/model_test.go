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
		m, err := horus.NewMatch(options(g, 3), g)
		if err != nil {
			t.Fatal(err)
		}
		bots := []Bot{NewEasy(g), withGreed(g+1, 0.45), withGreed(g+2, 3)}
		mem := NewMemory(0)
		var buf []horus.Action
		for !m.State.IsOver() {
			if m.State.IsChance() {
				m.Apply(m.ChanceOutcome(), nil)
				continue
			}
			mem.See(m.State.Observe(0))
			cur := m.State.Current()
			buf = m.State.Legal(buf[:0])
			if _, err := m.Apply(bots[cur].Choose(context.Background(), m.State.Observe(cur), buf), nil); err != nil {
				t.Fatal(err)
			}
		}
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

// withGreed is the heuristic player without slips at a fixed greed.
func withGreed(seed uint64, greed float64) *Easy {
	rng := rand.New(rand.NewPCG(seed, 0xea57))
	return &Easy{rng: rng, pol: newPolicy(rng), st: style{greed: greed, idols: true}}
}
