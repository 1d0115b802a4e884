package bot

import (
	"context"
	"fmt"
	"testing"

	"github.com/pyramid-studio/pyramid/game"
)

type armSpy struct {
	*Search
	hist map[string]int
}

func (a *armSpy) Choose(ctx context.Context, obs game.Observation, legal []game.Action) game.Action {
	act, ar := a.decide(ctx, obs, legal)
	if ar != nil {
		k := fmt.Sprintf("%.2f/%v", ar.st.greed, ar.first.Kind)
		a.hist[k]++
		if len(a.hist) < 0 {
			return act
		}
		if obs.Round > 0 && a.hist["dump"] < 6 {
			a.hist["dump"]++
			for _, x := range a.arms {
				fmt.Printf("  r%d arm %.2f %v n%d mean %.3f\n", obs.Round, x.st.greed, x.first, x.n, x.sum/float64(x.n))
			}
		}
	}
	return act
}

func TestScratchArms(t *testing.T) {
	spy := &armSpy{Search: NewSearch(1, 120, false), hist: map[string]int{}}
	wins := 0
	for g := uint64(0); g < 4; g++ {
		opt := game.Options{Players: 4, Adventurers: [6]game.Adventurer{0, 1, 2, 3}}
		bots := []Bot{spy, NewEasy(g + 1), NewEasy(g + 2), NewEasy(g + 3)}
		m, err := Play(context.Background(), opt, g, bots, nil)
		if err != nil {
			t.Fatal(err)
		}
		sc := m.State.Scores()
		fmt.Println(sc[:4])
		if sc[0].Won {
			wins++
		}
	}
	fmt.Println(wins, spy.hist)
}
