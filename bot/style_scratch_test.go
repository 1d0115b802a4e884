package bot

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/pyramid-studio/pyramid/game"
)

func TestScratchStyles(t *testing.T) {
	for _, st := range []style{styleEasy, styleDefault, styleCautious, styleGreedy, {greed: 0.7, idols: true}, {greed: 1, idols: false}} {
		wins, games, score, trapped := 0, 300, 0, 0
		for i := 0; i < games; i++ {
			gs := uint64(i)
			opt := game.Options{Players: 4}
			perm := rand.New(rand.NewPCG(gs, 11)).Perm(8)
			for p := 0; p < 4; p++ {
				opt.Adventurers[p] = game.Adventurer(perm[p])
			}
			hs := i % 4
			bots := make([]Bot, 4)
			for p := range bots {
				e := NewEasy(gs*10 + uint64(p))
				if p == hs {
					e.st = st
				}
				bots[p] = e
			}
			m, err := Play(context.Background(), opt, gs, bots, nil)
			if err != nil {
				t.Fatal(err)
			}
			sc := m.State.Scores()[hs]
			if sc.Won {
				wins++
			}
			if sc.Fate == game.Trapped {
				trapped++
			}
			score += sc.Total
		}
		fmt.Printf("%+v: wins %.1f%% score %.1f trapped %d\n", st, 100*float64(wins)/float64(games), float64(score)/float64(games), trapped)
	}
}
