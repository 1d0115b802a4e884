package stats

import (
	"math/rand/v2"
	"testing"

	_ "github.com/pyramid-studio/pyramid/bot/horus" // Horus's computer levels, which the statistics check kinds against
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/game/table/tabletest"
)

// finished plays a whole game of Horus with random choices and returns its
// record; the seats are human and random in turn.
func finished(t *testing.T, seed uint64) table.Record {
	t.Helper()
	n := 2 + int(seed%5)
	setup := tabletest.DefaultSetup(horus.Game, n, seed)
	for i := range setup.Seats {
		setup.Seats[i].Kind = []string{table.Human, "random"}[i%2]
	}
	m, err := horus.Game.New(setup, seed)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 3))
	for m.Actor() != table.Over {
		step := m.ChanceStep()
		if step == "" {
			legal := m.Legal()
			step = legal[r.IntN(len(legal))]
		}
		if _, err := m.Apply(step); err != nil {
			t.Fatal(err)
		}
	}
	return m.Record()
}

// summary is the game's summary of finished(seed).
func summary(t *testing.T, seed uint64) table.Summary {
	t.Helper()
	sum, err := horus.Game.Summarize(finished(t, seed))
	if err != nil {
		t.Fatal(err)
	}
	return sum
}

// openRecord reads a record file.
func openRecord(data []byte) (table.Record, error) { return table.DecodeRecord(data) }
