package horus

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/game/table/tabletest"
)

// decisions plays seeded random matches of the contract, Total Secrecy on
// (hidden hands), and calls f at every seat's decision.
func decisions(t *testing.T, games int, f func(m table.Match, seed uint64)) {
	t.Helper()
	for seed := uint64(1); seed <= uint64(games); seed++ {
		setup := tabletest.DefaultSetup(horus.Game, 2+int(seed%5), seed)
		setup.Values = map[string]string{"total_secrecy": "on"}
		m, err := horus.Game.New(setup, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 3))
		for m.Actor() != table.Over {
			step := m.ChanceStep()
			if m.Actor() != table.Chance {
				f(m, seed)
				legal := m.Legal()
				step = legal[r.IntN(len(legal))]
			}
			if _, err := m.Apply(step); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func TestComputerIsRegisteredWeakestFirst(t *testing.T) {
	c := table.ComputerOf(horus.GameID)
	if c == nil {
		t.Fatal("no computer players registered for horus")
	}
	if got := c.Levels(); !slices.Equal(got, []string{"random", "easy", "medium", "hard"}) {
		t.Fatalf("Levels() = %v", got)
	}
}

// TestComputerDoesNotPeek: a computer's choice is the same in every match
// its seat cannot tell from the real one (the hidden cards and the next
// block drawn anew by Resample), and it is one of the legal steps.
//
// One thing a seat knows is not in its observation: which of its own
// treasures lie in its Bag (the observation counts them). A resampled
// match may then put others there and offer other steps; those decisions
// are skipped, as the computer is handed the real legal steps in play.
// Telling the observation more would change what the computers choose,
// and so every recorded game: that waits for the computers' next change.
func TestComputerDoesNotPeek(t *testing.T) {
	c := table.ComputerOf(horus.GameID)
	checked, skipped := 0, 0
	decisions(t, 10, func(m table.Match, seed uint64) {
		seat := m.Actor()
		think, err := c.Think(m, "easy", seed)
		if err != nil {
			t.Fatal(err)
		}
		step := think(context.Background())
		if !slices.Contains(m.Legal(), step) {
			t.Fatalf("easy chose %q, not a legal step %v", step, m.Legal())
		}
		other := m.Resample(seat, rand.New(rand.NewPCG(seed, uint64(checked+skipped))))
		if !slices.Equal(other.Legal(), m.Legal()) {
			skipped++
			return
		}
		think2, err := c.Think(other, "easy", seed)
		if err != nil {
			t.Fatal(err)
		}
		if again := think2(context.Background()); again != step {
			t.Fatalf("seat %d chose %q, and %q where only hidden things differ", seat, step, again)
		}
		checked++
	})
	if checked < 100 || skipped > checked/10 {
		t.Fatalf("%d decisions checked, %d skipped", checked, skipped)
	}
}

// TestComputerHint: a hint is a legal step with a reason the game words.
func TestComputerHint(t *testing.T) {
	c := table.ComputerOf(horus.GameID)
	decisions(t, 4, func(m table.Match, seed uint64) {
		step, why, err := c.Hint(context.Background(), m)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Contains(m.Legal(), step) {
			t.Fatalf("hinted %q, not a legal step", step)
		}
		if m.Game().Explain(why, nil) == "" {
			t.Fatalf("the hint's reason %+v has no words", why)
		}
	})
}

// A computer cannot be asked to play where no seat acts.
func TestComputerRefusesChance(t *testing.T) {
	m, err := horus.Game.New(tabletest.DefaultSetup(horus.Game, 3, 1), 1)
	if err != nil {
		t.Fatal(err)
	}
	if m.Actor() != table.Chance {
		t.Fatal("a new match does not start with the deal")
	}
	if _, err := table.ComputerOf(horus.GameID).Think(m, "easy", 1); err == nil {
		t.Fatal("a computer was asked to deal the cards")
	}
}
