package bot

import (
	"fmt"
	"testing"

	"github.com/pyramid-studio/pyramid/game"
)

func TestScratchTrace(t *testing.T) {
	opt := game.Options{Players: 4, Adventurers: [6]game.Adventurer{0, 1, 2, 3}}
	bots := []*Easy{NewEasy(1), NewEasy(2), NewEasy(3), NewEasy(4)}
	m, _ := game.NewMatch(opt, 7)
	var buf []game.Action
	for !m.State.IsOver() {
		if m.State.IsChance() {
			m.Apply(m.ChanceOutcome(), nil)
			continue
		}
		seat := m.State.Current()
		buf = m.State.Legal(buf[:0])
		a, w := bots[seat].decide(m.State.Observe(seat), buf)
		if seat == 0 && len(buf) > 1 {
			pl := m.State.Players[seat]
			fmt.Printf("r%d f%d %v %s act%d cnt%d val%.0f -> %v | %s\n", m.State.Round, popcount64(m.State.Fallen), m.State.Phase, pl.Square, pl.Actions, pl.Count(), handValue(&m.State, seat), a, explain(&m.State, a, w))
		}
		m.Apply(a, nil)
	}
	fmt.Println(m.State.Scores())
}
