package sound

import (
	"math/rand/v2"
	"slices"
	"testing"

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
				full := PengqueenCues(e, nil)
				for _, seat := range []int{pq.MummySeat, -1} {
					seen, ok := e.VisibleTo(seat)
					if !ok {
						if len(full) > 0 {
							t.Fatalf("%v is hidden from seat %d but sounds %v", e, seat, full)
						}
						continue
					}
					if got := PengqueenCues(seen, nil); !slices.Equal(got, full) {
						t.Fatalf("%v sounds %v, but as seat %d sees it %v", e, full, seat, got)
					}
				}
				if e.Kind == pq.EvMoved {
					if e.Face == pq.FaceArrow {
						slides++
						if !slices.Equal(full, []Effect{PenguinSlide}) {
							t.Fatalf("an arrow sounds %v, want one slide", full)
						}
					} else {
						walks++
						if n := count(full, PenguinStep); n != e.Face.Steps() || len(full) != n {
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

func count(xs []Effect, e Effect) int {
	n := 0
	for _, x := range xs {
		if x == e {
			n++
		}
	}
	return n
}

// TestPenguinSlideHasOneLength: every take of the slide lasts exactly the
// same, so the Mummy cannot hear how far a hunter slid.
func TestPenguinSlideHasOneLength(t *testing.T) {
	want := len(SynthesizeVariant(PenguinSlide, 0))
	for v := 1; v < PenguinSlide.Variants(); v++ {
		if got := len(SynthesizeVariant(PenguinSlide, v)); got != want {
			t.Errorf("slide variant %d is %d bytes, variant 0 %d", v, got, want)
		}
	}
	if secs := float64(want/BytesPerFrame) / SampleRate; secs != slideSeconds {
		t.Errorf("the slide lasts %.3f s, want %.3f", secs, slideSeconds)
	}
}
