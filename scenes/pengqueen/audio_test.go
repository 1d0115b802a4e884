package pengqueen

import (
	"fmt"
	"slices"
	"testing"

	"github.com/pyramid-studio/pyramid/assets/sound"
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/game/table"
)

// recorder is a settings.Mixer that notes what it plays, tick by tick.
type recorder struct {
	tick  int
	heard []string
}

func (r *recorder) Play(e sound.Effect)          { r.heard = append(r.heard, fmt.Sprintf("%d:%d", r.tick, e)) }
func (r *recorder) StartAmbient()                {}
func (r *recorder) StopAmbient()                 {}
func (r *recorder) ApplySettings(sound.Settings) {}

// TestTheScreenSoundsTellTheMummyNothing: spec §9.3, the Mummy looking
// away "can still hear the game, so sound during hunter turns must carry
// nothing secret". The hunters' board, the Mummy's and the public one
// are fed the same games, step by step, and ticked together at normal
// speed: every sound each plays, and the tick it plays at, is the same
// on the three, so what the hunters' side plays while she looks away
// tells her no more than her own side would; and the screen plays every
// sound the events make (render/pengqueen Cues), footsteps one a square
// of the announced walk, the arrow's one slide.
func TestTheScreenSoundsTellTheMummyNothing(t *testing.T) {
	steps, walks, slides := 0, 0, 0
	for seed := uint64(1); seed <= 4; seed++ {
		kinds := []string{table.Human, table.Human, table.Human, table.Human, table.Human}[:2+int(seed%4)]
		s := newSession(t, seed, kinds...)
		views := []int{1, pq.MummySeat, table.Onlooker}
		boards := make([]*Board, len(views))
		mixers := make([]*recorder, len(views))
		for i, v := range views {
			boards[i] = newBoard(s.Match(), nil, v)
			mixers[i] = &recorder{}
		}
		var wantCues []string
		for i := 0; i < 3000 && !s.Over(); i++ {
			var err error
			var evs []table.Event
			if s.Current() == table.Chance {
				evs, err = s.StepChance()
			} else {
				evs, err = s.Apply(botStep(t, s, "easy", uint64(i)))
			}
			if err != nil {
				t.Fatal(err)
			}
			steps++
			for _, e := range evs {
				te := e.(pq.TableEvent)
				for _, c := range cuesOf(te.Event) {
					wantCues = append(wantCues, fmt.Sprint(c.e))
				}
				if te.Kind == pq.EvMoved && te.Face == pq.FaceArrow {
					slides++
				} else if te.Kind == pq.EvMoved {
					walks++
				}
			}
			for _, b := range boards {
				b.Play(evs, s.Match())
			}
			for tick := 0; tick < 10000; tick++ {
				busy := false
				for k, b := range boards {
					mixers[k].tick++
					b.Tick(1, mixers[k])
					busy = busy || b.Busy()
				}
				if !busy {
					break
				}
			}
			for k := range boards {
				if mixers[k].tick != mixers[0].tick {
					t.Fatalf("seed %d step %d: the view of seat %d took %d ticks, the hunters' %d", seed, s.Steps(), views[k], mixers[k].tick, mixers[0].tick)
				}
			}
		}
		for k := 1; k < len(views); k++ {
			if !slices.Equal(mixers[k].heard, mixers[0].heard) {
				n := 0
				for n < len(mixers[0].heard) && n < len(mixers[k].heard) && mixers[0].heard[n] == mixers[k].heard[n] {
					n++
				}
				t.Fatalf("seed %d: the view of seat %d plays other sounds than the hunters': from sound %d on, %v against %v", seed, views[k], n, mixers[k].heard[n:min(n+4, len(mixers[k].heard))], mixers[0].heard[n:min(n+4, len(mixers[0].heard))])
			}
		}
		var got []string
		for _, h := range mixers[1].heard {
			var tick, e int
			fmt.Sscanf(h, "%d:%d", &tick, &e)
			got = append(got, fmt.Sprint(sound.Effect(e)))
		}
		if !slices.Equal(got, wantCues) {
			t.Fatalf("seed %d: the screen played %d sounds, the events make %d", seed, len(got), len(wantCues))
		}
	}
	if walks == 0 || slides == 0 {
		t.Fatalf("%d walks and %d slides in %d steps: the test proves nothing", walks, slides, steps)
	}
	t.Logf("%d steps, %d walks, %d arrow slides", steps, walks, slides)
}
