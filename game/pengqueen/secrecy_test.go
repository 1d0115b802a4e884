package pengqueen

import (
	"math/rand/v2"
	"testing"

	"github.com/pyramid-studio/pyramid/game/table"
)

// TestTheMummyNeverLearnsWhereTheHuntersAre: spec §9.1, the Mummy's view
// shows "no hunter piece, ever, except where the rules put one in plain
// sight"; §9.2, "the engine emits every event with its projection per
// seat; the client renders only the viewing seat's projection, so nothing
// secret ever reaches the drawing code". In seeded random games at every
// number of players, through the contract, at every step: the Mummy's
// observation is the same with the hunters moved elsewhere (and the dice
// faces and hands changed), and every event as she sees it (VisibleTo) and
// as her log tells it (Narrate) is the same whatever the event hides:
// where a hunter walked from and to, a die's face, a card dealt. Her hint,
// which the computer players give, is checked the same way in
// bot/pengqueen (TestHints, TestNoPeeking).
func TestTheMummyNeverLearnsWhereTheHuntersAre(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 15))
	hidden, events := 0, 0
	for n := MinSeats; n <= MaxSeats; n++ {
		m, err := Game.New(tableSetup(n), uint64(150+n))
		if err != nil {
			t.Fatal(err)
		}
		for steps := 0; m.Actor() != table.Over && steps < 4000; steps++ {
			s := MatchOf(m).State
			if h := hideMummy(s, rng); h != s {
				hidden++
				if h.Observe(MummySeat) != s.Observe(MummySeat) {
					t.Fatalf("%d players, step %d: the Mummy's observation changes with what she cannot see", n, steps)
				}
			}
			step := m.ChanceStep()
			if step == "" {
				l := m.Legal()
				step = l[rng.IntN(len(l))]
			}
			evs, err := m.Apply(step)
			if err != nil {
				t.Fatal(err)
			}
			for _, ev := range evs {
				e := ev.(TableEvent)
				other := e
				other.Event = scramble(e.Event, rng)
				if other == e {
					continue
				}
				events++
				a, okA := e.VisibleTo(MummySeat)
				b, okB := other.VisibleTo(MummySeat)
				if okA != okB || a != b {
					t.Fatalf("%d players: the Mummy sees %v as %v, or as %v when what it hides differs", n, e.Event, a, b)
				}
				if Game.Narrate(e, MummySeat, nil) != Game.Narrate(other, MummySeat, nil) {
					t.Fatalf("%d players: the Mummy's log of %v depends on what it hides", n, e.Event)
				}
			}
		}
	}
	if hidden < 1000 || events < 1000 {
		t.Fatalf("only %d positions and %d events had something hidden to change", hidden, events)
	}
}
