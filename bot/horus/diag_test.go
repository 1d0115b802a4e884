package horus

import (
	"context"
	"math/rand/v2"
	"os"
	"runtime"
	"strconv"
	"sync"
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
)

// TestLossDiagnosis plays hard against three easy players and says, game
// by game, how the hard player fared and who won with what (run by hand:
// PYRAMID_DIAG=<games> PYRAMID_DIAG_SEED=<seed>).
func TestLossDiagnosis(t *testing.T) {
	games, _ := strconv.Atoi(os.Getenv("PYRAMID_DIAG"))
	if games <= 0 {
		t.Skip("set PYRAMID_DIAG")
	}
	seed, _ := strconv.ParseUint(os.Getenv("PYRAMID_DIAG_SEED"), 10, 64)
	hero := os.Getenv("PYRAMID_DIAG_HERO")
	if hero == "" {
		hero = "hard"
	}
	const players = 4
	tr, err := strconv.Atoi(os.Getenv("PYRAMID_DIAG_TRACE"))
	first := 0
	if err == nil {
		first, games = tr, tr+1
	}
	type line struct {
		s    string
		won  bool
		kind string
	}
	out := make([]line, games)
	jobs := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				trace := err == nil
				gs := seed*1_000_003 + uint64(i)
				opt := horus.Options{Players: players}
				perm := rand.New(rand.NewPCG(gs, 11)).Perm(horus.NumAdventurers)
				for p := 0; p < players; p++ {
					opt.Adventurers[p] = horus.Adventurer(perm[p])
				}
				hs := i % players
				bots := make([]Bot, players)
				for p := range bots {
					lv := "easy"
					if p == hs {
						lv = hero
					}
					bots[p], _ = New(lv, gs+uint64(p)*7919)
				}
				m, err := horus.NewMatch(opt, gs)
				if err != nil {
					t.Error(err)
					continue
				}
				var exit [players]int
				var buf []horus.Action
				for !m.State.IsOver() {
					if m.State.IsChance() {
						m.Apply(m.ChanceOutcome(), nil)
						if !m.State.IsChance() {
							watch(m, bots)
						}
					} else {
						seat := m.State.Current()
						buf = m.State.Legal(buf[:0])
						a := bots[seat].Choose(context.Background(), m.State.Observe(seat), append([]horus.Action(nil), buf...))
						if sb, ok := bots[seat].(*Search); ok && trace && len(buf) > 1 {
							d := sb.last
							pl := &m.State.Players[seat]
							t.Logf("r%d ph%v sq%v act%d cards%d val%.0f exit%d -> %v plan %x mean %.3f gain %.3f se %.3f base %.3f n %d",
								m.State.Round, m.State.Phase, pl.Square, pl.Actions, pl.Count(), handValue(&m.State, seat), 0,
								a, d.option.Plan, d.stat.Mean, d.stat.Gain, d.stat.SE, d.base.Mean, d.stat.N)
						}
						if _, err := m.Apply(a, nil); err != nil {
							t.Error(err)
							break
						}
						watch(m, bots)
					}
					for p := 0; p < players; p++ {
						if exit[p] == 0 && !m.State.Players[p].Inside() {
							exit[p] = int(m.State.Round)
						}
					}
				}
				sc := m.State.Scores()
				// What each would have scored had it got out.
				var would [players]int
				for p := 0; p < players; p++ {
					c := m.State
					c.Players[p].Fate = horus.Escaped
					would[p] = c.Scores()[p].Total
				}
				mw := 0
				hand := m.State.Players[hs].Hand
				for c, ok := hand.Next(0); ok; c, ok = hand.Next(int(c) + 1) {
					if c.Info().Kind == horus.KindMummyWound {
						mw++
					}
				}
				kind := "won"
				if !sc[hs].Won {
					switch {
					case sc[hs].Fate != horus.Escaped && would[hs] >= bestOf(sc[:players]):
						kind = "lost-sealed-with-winning-hand"
					case sc[hs].Fate != horus.Escaped:
						kind = "lost-sealed"
					default:
						kind = "lost-outscored"
					}
				}
				s := "game " + strconv.Itoa(i) + " end round " + strconv.Itoa(int(m.State.Round)) + " " + kind + " mw " + strconv.Itoa(mw) + ":"
				for p := 0; p < players; p++ {
					tag := " "
					if p == hs {
						tag = " *"
					}
					s += tag + sc[p].Fate.String() + "@" + strconv.Itoa(exit[p]) + "=" + strconv.Itoa(sc[p].Total) + "(" + strconv.Itoa(would[p]) + ")"
					if sc[p].Won {
						s += "W"
					}
				}
				out[i] = line{s: s, won: sc[hs].Won, kind: kind}
			}
		}()
	}
	for i := first; i < games; i++ {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	count := map[string]int{}
	for _, l := range out {
		t.Log(l.s)
		count[l.kind]++
	}
	t.Logf("%s: %v", hero, count)
}

func bestOf(sc []horus.Score) int {
	b := 0
	for _, s := range sc {
		if s.Fate == horus.Escaped {
			b = max(b, s.Total)
		}
	}
	return b
}
