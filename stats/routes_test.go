package stats

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/storage"
)

// A route is the rooms in the order they were first reached, from the
// squares actually stepped on, ending with the Entrance exactly when the
// adventurer escaped.
func TestRoutesFollowTheRooms(t *testing.T) {
	deep := false
	for seed := uint64(1); seed <= 30; seed++ {
		g, err := FromRecord(finished(t, seed))
		if err != nil {
			t.Fatal(err)
		}
		for p, sr := range g.Seats {
			var want []string
			for _, name := range sr.Squares {
				q, err := horus.ParseSquare(name)
				if err != nil {
					t.Fatal(err)
				}
				if r := q.Region().String(); q.Region() != horus.RegionEntrance && !slices.Contains(want, r) {
					want = append(want, r)
				}
			}
			escaped := sr.Fate == horus.Escaped.String()
			if escaped {
				want = append(want, horus.RegionEntrance.String())
			}
			if got := strings.Join(want, routeSep); sr.Route != got {
				t.Fatalf("seed %d seat %d (%s): route %q, want %q", seed, p, sr.Fate, sr.Route, got)
			}
			rooms := RouteRooms(sr.Route)
			if !slices.Equal(rooms, want) {
				t.Fatalf("RouteRooms(%q) = %q", sr.Route, rooms)
			}
			deep = deep || slices.Contains(want, horus.RegionPond.String()) || slices.Contains(want, horus.RegionCorridor.String())
		}
	}
	if !deep {
		t.Fatal("no adventurer went past the sand in 30 games; the test checks too little")
	}
}

func TestRoutesAreCountedPerSeatKindAndAdventurer(t *testing.T) {
	s := New()
	want := map[string]int{}
	for seed := uint64(1); seed <= 10; seed++ {
		g, err := FromRecord(finished(t, seed))
		if err != nil {
			t.Fatal(err)
		}
		s.Add(g)
		for _, sr := range g.Seats {
			if sr.Route != "" {
				want[sr.Kind+"|"+sr.Route]++
			}
		}
	}
	got := map[string]int{}
	for k, tl := range s.Kinds {
		for r, n := range tl.Routes {
			got[k+"|"+r] += n
		}
	}
	if !maps.Equal(got, want) {
		t.Fatalf("routes per kind %v, want %v", got, want)
	}
	total := 0
	for _, a := range s.Adventurers {
		top := a.TopRoutes(3)
		for i := 1; i < len(top); i++ {
			if top[i].N > top[i-1].N {
				t.Fatalf("TopRoutes not in order: %v", top)
			}
		}
		for _, n := range a.Routes {
			total += n
		}
	}
	sum := 0
	for _, n := range want {
		sum += n
	}
	if total != sum {
		t.Fatalf("adventurers' routes add up to %d, seats' to %d", total, sum)
	}
}

// A statistics file written before routes were kept (version 1) still
// loads as it was, counts the next game with its routes, and is written
// back as the current version.
func TestVersion1StatisticsStillLoad(t *testing.T) {
	old := `{
  "format": "pyramid-stats",
  "version": 1,
  "games": 12,
  "kinds": {
    "human": {"played": 12, "won": 5, "points": 310, "fates": {"escaped": 9, "crushed": 1, "mummified": 2}}
  },
  "adventurers": {
    "gore": {"played": 4, "won": 2, "points": 120, "fates": {"escaped": 4},
             "squares": {"D13": 4, "D12": 3}, "exit_rounds": {"9": 2, "11": 2}}
  },
  "counted": ["6-1f0c9e2a7b3d4c5e"]
}`
	st := storage.NewMemory()
	if err := st.Write(Key, []byte(old)); err != nil {
		t.Fatal(err)
	}
	s, err := Load(st)
	if err != nil {
		t.Fatal(err)
	}
	gore := s.Adventurers["gore"]
	if s.Games != 12 || s.Kinds["human"].Won != 5 || gore == nil || gore.Squares["D13"] != 4 || len(gore.TopRoutes(3)) != 0 {
		t.Fatalf("version 1 file read as %+v", s)
	}
	g, err := FromRecord(finished(t, 3))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Record(st, g); err != nil {
		t.Fatal(err)
	}
	back, err := Load(st)
	if err != nil {
		t.Fatal(err)
	}
	routes := 0
	for _, k := range back.Kinds {
		routes += len(k.Routes)
	}
	if back.Version != Version || back.Games != 13 || back.Adventurers["gore"].Squares["D13"] < 4 || routes == 0 {
		t.Fatalf("after one more game: version %d, %d games, routes %d", back.Version, back.Games, routes)
	}
	data, _ := st.Read(Key)
	if !strings.Contains(string(data), `"version": 2`) {
		t.Fatalf("written back as %s", data[:60])
	}
}
