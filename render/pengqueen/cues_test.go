package pengqueen

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/pyramid-studio/pyramid/assets/sound"
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
)

// TestPengqueenSoundsTellTheMummyNothing plays random games and checks
// every event's sounds against the same event as the Mummy (and an
// onlooker) sees it: the same sounds, or none for an event she does not
// see. Spec §9.3: "sound during hunter turns must carry nothing secret: a
// walk plays exactly as many footstep sounds as the announced number; an
// arrow slide plays one fixed-length sound whatever the distance; no sound
// depends on the square reached".
func TestPengqueenSoundsTellTheMummyNothing(t *testing.T) {
	kinds := map[pq.EventKind]bool{}
	walks, slides := 0, 0
	for seed := uint64(1); seed <= 40; seed++ {
		players := 2 + int(seed%4)
		m, err := pq.NewMatch(pq.Options{Players: uint8(players)}, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 3))
		var buf [pq.MaxLegal]pq.Action
		var evs []pq.Event
		for step := 0; step < 4000 && !m.State.Over; step++ {
			legal := m.State.Legal(buf[:0])
			a := legal[r.IntN(len(legal))]
			if m.State.IsChance() {
				a = m.ChanceOutcome()
			}
			evs, err = m.Apply(a, evs[:0])
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range evs {
				kinds[e.Kind] = true
				full := Cues(e, nil)
				for _, seat := range []int{pq.MummySeat, -1} {
					seen, ok := e.VisibleTo(seat)
					if !ok {
						if len(full) > 0 {
							t.Fatalf("%v is hidden from seat %d but sounds %v", e, seat, full)
						}
						continue
					}
					if got := Cues(seen, nil); !slices.Equal(got, full) {
						t.Fatalf("%v sounds %v, but as seat %d sees it %v", e, full, seat, got)
					}
				}
				if e.Kind == pq.EvMoved {
					if e.Face == pq.FaceArrow {
						slides++
						if !slices.Equal(full, []sound.Effect{sound.PenguinSlide}) {
							t.Fatalf("an arrow sounds %v, want one slide", full)
						}
					} else {
						walks++
						if n := count(full, sound.PenguinStep); n != e.Face.Steps() || len(full) != n {
							t.Fatalf("a walk of %d sounds %v", e.Face.Steps(), full)
						}
					}
				}
			}
		}
	}
	if walks < 100 || slides < 20 {
		t.Fatalf("only %d walks and %d slides were heard: are the games played?", walks, slides)
	}
	for _, k := range []pq.EventKind{pq.EvMoved, pq.EvRolled, pq.EvDie, pq.EvMummyStep, pq.EvCaught, pq.EvShown, pq.EvGameOver} {
		if !kinds[k] {
			t.Errorf("no %v event was checked", k)
		}
	}
}

func count(xs []sound.Effect, e sound.Effect) int {
	n := 0
	for _, x := range xs {
		if x == e {
			n++
		}
	}
	return n
}
