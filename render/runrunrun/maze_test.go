package runrunrun

import (
	"math/rand/v2"
	"reflect"
	"sort"
	"testing"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
)

// playUntil plays a four-cat game of seed, choosing the seat's steps with
// a greedy preference (lay rooms that join most edges, fight when a fight
// is offered) and chance from the match, until stop says so or the game
// ends. It returns the events of every step.
func playUntil(t testing.TB, seed uint64, stop func(s *rrr.State) bool) (*rrr.Match, []rrr.Event) {
	t.Helper()
	m, err := rrr.NewMatch(rrr.Options{Players: 4, Difficulty: rrr.Easy, Cats: [rrr.MaxSeats]rrr.Cat{0, 1, 2, 3}}, seed)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	var all []rrr.Event
	var buf [rrr.MaxLegal]rrr.Action
	for steps := 0; steps < 20000 && !m.State.IsOver() && !stop(&m.State); steps++ {
		var a rrr.Action
		if m.State.IsChance() {
			a = m.ChanceOutcome()
		} else {
			legal := m.State.Legal(buf[:0])
			a = legal[rng.IntN(len(legal))]
			for _, b := range legal {
				if b.Kind == rrr.ActExplore && rng.IntN(3) > 0 {
					a = b
					break
				}
			}
		}
		evs, err := m.Apply(a, nil)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		all = append(all, evs...)
	}
	return m, all
}

// grownMaze is an observation of a maze of a dozen rooms or more.
func grownMaze(t *testing.T) rrr.Observation { return grownMazeB(t) }

func grownMazeB(t testing.TB) rrr.Observation {
	t.Helper()
	for seed := uint64(1); seed < 200; seed++ {
		m, _ := playUntil(t, seed, func(s *rrr.State) bool { return s.Rooms() >= 12 && !s.IsChance() })
		obs := m.State.Observe(0)
		if obs.Rooms() >= 12 && !obs.IsOver() && len(OpenEnds(&obs)) > 0 {
			return obs
		}
	}
	t.Fatal("no game grew a maze of 12 rooms")
	return rrr.Observation{}
}

// The mechanisms worked out from an observation are the triangles the
// engine's EvMechanism events named, in games that worked some.
func TestMechanismsAreTheOnesThatWorked(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= 400 && checked < 6; seed++ {
		m, evs := playUntil(t, seed, func(*rrr.State) bool { return false })
		obs := m.State.Observe(0)
		var want []Mechanism
		for _, e := range evs {
			if e.Kind != rrr.EvMechanism {
				continue
			}
			mech := Mechanism{Exit: e.Value == 1}
			for i, c := range []rrr.Coord{e.At, e.From, e.To} {
				mech.Cells[i] = obs.CellAt(c)
			}
			sort.Slice(mech.Cells[:], func(i, j int) bool { return mech.Cells[i] < mech.Cells[j] })
			want = append(want, mech)
		}
		if len(want) == 0 {
			continue
		}
		checked++
		got := Mechanisms(&obs)
		key := func(ms []Mechanism) map[Mechanism]bool {
			out := map[Mechanism]bool{}
			for _, m := range ms {
				out[m] = true
			}
			return out
		}
		if !reflect.DeepEqual(key(got), key(want)) {
			t.Errorf("seed %d: worked out %v, the events named %v", seed, got, want)
		}
	}
	if checked == 0 {
		t.Fatal("no game worked a mechanism")
	}
	t.Logf("%d games with mechanisms checked", checked)
}

// What DrawMaze reads of an observation is public: its helpers give the
// same answers whatever the hands, laid cards and unknown cards are.
func TestMazeHelpersReadNoHiddenCards(t *testing.T) {
	obs := grownMaze(t)
	other := obs
	for p := range other.Hands {
		other.Hands[p] ^= 0x5555_5555_5555_5555
		other.Laid[p] ^= 0xff
	}
	other.Unknown ^= 0x0f0f_0f0f_0f0f_0f0f
	for i := uint8(0); i < obs.NCells; i++ {
		if !reflect.DeepEqual(Occupants(&obs, i), Occupants(&other, i)) {
			t.Errorf("cell %d: occupants differ", i)
		}
	}
	if !reflect.DeepEqual(Mechanisms(&obs), Mechanisms(&other)) || !reflect.DeepEqual(OpenEnds(&obs), OpenEnds(&other)) {
		t.Error("mechanisms or open ends depend on hidden cards")
	}
	a, b := [4]float64{}, [4]float64{}
	a[0], a[1], a[2], a[3] = Bounds(&obs)
	b[0], b[1], b[2], b[3] = Bounds(&other)
	if a != b {
		t.Error("the maze's bounds depend on hidden cards")
	}
}

// OpenEnds are exactly the empty cells a laid corridor leads into.
func TestOpenEndsAreWhereCorridorsLead(t *testing.T) {
	obs := grownMaze(t)
	ends := OpenEnds(&obs)
	if len(ends) == 0 {
		t.Fatal("a grown maze with no open corridor")
	}
	for _, c := range ends {
		if obs.CellAt(c) != rrr.NoCell {
			t.Errorf("%v is laid already", c)
		}
		led := false
		for d := rrr.Side(0); d < rrr.NumSides; d++ {
			n := obs.CellAt(c.Step(d))
			if n != rrr.NoCell && obs.Cells[n].Corr&(1<<d.Opposite()) != 0 {
				led = true
			}
		}
		if !led {
			t.Errorf("no corridor leads into %v", c)
		}
	}
}

func TestOccupantsAndSlots(t *testing.T) {
	obs := grownMaze(t)
	total := 0
	for i := uint8(0); i < obs.NCells; i++ {
		occ := Occupants(&obs, i)
		total += len(occ)
		for k, o := range occ {
			if k > 0 && !occ[k-1].Cat && o.Cat == false && occ[k-1].Index > o.Index {
				t.Errorf("cell %d: figures out of order", i)
			}
		}
	}
	want := obs.NumSeats()
	for f := 0; f < rrr.NumFigures; f++ {
		if obs.Figures[f].Place == rrr.InMaze {
			want++
		}
	}
	if total != want {
		t.Errorf("%d occupants in the maze, want %d cats and figures", total, want)
	}
	// the places of a crowded room are all different and inside the room
	cam := Camera{Zoom: 100}
	for n := 1; n <= len(slots); n++ {
		seen := map[[2]float64]bool{}
		for i := 0; i < n; i++ {
			x, y := SlotPoint(cam, rrr.Coord{}, i, n)
			if seen[[2]float64{x, y}] {
				t.Errorf("%d occupants: place %d taken twice", n, i)
			}
			seen[[2]float64{x, y}] = true
			if CoordAt(x/100, y/100) != (rrr.Coord{}) {
				t.Errorf("%d occupants: place %d lies outside the room", n, i)
			}
		}
	}
}
