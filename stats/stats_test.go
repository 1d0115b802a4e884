package stats

import (
	"bytes"
	"errors"
	"maps"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/storage"
)

// Every match is counted once, in its game: every seat in its kind's
// tally, its table size's and its adventurer's; every tally counts each
// seat's fate once.
func TestAddCountsOnceAndSums(t *testing.T) {
	s := New()
	seats := 0
	sizes := map[string]int{}
	for seed := uint64(1); seed <= 20; seed++ {
		sum := summary(t, seed)
		if !s.Add(sum) {
			t.Fatalf("seed %d was not counted", seed)
		}
		if s.Add(sum) {
			t.Fatalf("seed %d was counted twice", seed)
		}
		seats += len(sum.Seats)
		sizes[strconv.Itoa(len(sum.Seats))] += len(sum.Seats)
	}
	g := s.Game(horus.GameID)
	sumOf := func(m map[string]*Tally) int {
		n := 0
		for _, t := range m {
			n += t.Played
		}
		return n
	}
	for _, group := range []map[string]*Tally{g.Kinds, g.Sizes, g.By[horus.FactAdventurer]} {
		for k, tl := range group {
			fates := 0
			for _, n := range tl.Facts[horus.FactFate] {
				fates += n
			}
			if fates != tl.Played || tl.Won > tl.Played {
				t.Fatalf("tally %s %+v does not add up", k, tl)
			}
		}
	}
	for size, n := range sizes {
		if g.Sizes[size].Played != n {
			t.Fatalf("%d seats at tables of %s, counted %d", n, size, g.Sizes[size].Played)
		}
	}
	if g.Played != 20 || sumOf(g.Kinds) != seats || sumOf(g.By[horus.FactAdventurer]) != seats {
		t.Fatalf("games %d, kind tallies %d, adventurer tallies %d; want 20, %d, %d", g.Played, sumOf(g.Kinds), sumOf(g.By[horus.FactAdventurer]), seats, seats)
	}
	if other := s.Game("pengqueen"); other.Played != 0 || other.Kinds != nil {
		t.Fatalf("another game holds %+v", other)
	}
}

// Each game keeps its own totals: a match of another game counts there,
// with its roles and its table's facts.
func TestGamesAreKeptApart(t *testing.T) {
	s := New()
	s.Add(summary(t, 1))
	team := table.Summary{Game: "other", ID: "1-x", Team: true, Won: true, End: "exit", Facts: map[string]string{"lord": "stone"},
		Seats: []table.SeatSummary{{Kind: table.Human, Role: "cat", Won: true}, {Kind: "easy", Role: "cat", Won: true}}}
	if !s.Add(team) || s.Add(team) {
		t.Fatal("a match of another game was not counted once")
	}
	o := s.Game("other")
	if o.Played != 1 || o.Won != 1 || o.Facts["end"]["exit"] != 1 || o.Facts["lord"]["stone"] != 1 || o.Roles["cat"].Played != 2 || o.Kinds["easy"].Won != 1 {
		t.Fatalf("the other game's totals: %+v", o)
	}
	if s.Game(horus.GameID).Played != 1 {
		t.Fatal("a match of another game counted in Horus's totals")
	}
}

// Routes are counted per seat kind and per adventurer, each seat's once.
func TestRoutesAreCountedPerSeatKindAndAdventurer(t *testing.T) {
	s := New()
	want := map[string]int{}
	for seed := uint64(1); seed <= 10; seed++ {
		sum := summary(t, seed)
		s.Add(sum)
		for _, sr := range sum.Seats {
			if r := sr.Facts[horus.FactRoute]; r != "" {
				want[sr.Kind+"|"+r]++
			}
		}
	}
	g := s.Game(horus.GameID)
	got := map[string]int{}
	for k, tl := range g.Kinds {
		for r, n := range tl.Facts[horus.FactRoute] {
			got[k+"|"+r] += n
		}
	}
	if !maps.Equal(got, want) || len(want) == 0 {
		t.Fatalf("routes per kind %v, want %v", got, want)
	}
	total := 0
	for _, a := range g.By[horus.FactAdventurer] {
		top := a.Top(horus.FactRoute, 3)
		for i := 1; i < len(top); i++ {
			if top[i].N > top[i-1].N {
				t.Fatalf("Top not in order: %v", top)
			}
		}
		for _, n := range a.Facts[horus.FactRoute] {
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

func TestTopAndMeanScore(t *testing.T) {
	a := Tally{Facts: map[string]map[string]int{"squares": {"D12": 3, "A1": 5, "B2": 3}}}
	if got := a.Top("squares", 2); !reflect.DeepEqual(got, []Count{{"A1", 5}, {"B2", 3}}) {
		t.Fatalf("Top = %v", got)
	}
	if got := a.Top("rounds", 2); len(got) != 0 {
		t.Fatalf("Top of a fact never counted = %v", got)
	}
	if mean := (Tally{Played: 4, Points: 10}).MeanScore(); mean != 2.5 {
		t.Fatalf("MeanScore = %v", mean)
	}
}

func TestSaveLoadRoundTrip(t *testing.T) {
	st := storage.NewMemory()
	for seed := uint64(1); seed <= 5; seed++ {
		if _, err := Record(st, summary(t, seed)); err != nil {
			t.Fatal(err)
		}
	}
	s, err := Load(st)
	if err != nil {
		t.Fatal(err)
	}
	if s.Game(horus.GameID).Played != 5 {
		t.Fatalf("%d games after recording 5", s.Game(horus.GameID).Played)
	}
	again := New()
	for seed := uint64(1); seed <= 5; seed++ {
		again.Add(summary(t, seed))
	}
	if !reflect.DeepEqual(s, again) {
		t.Fatal("statistics read back differ from the ones counted")
	}
}

func TestBadStatsFileIsKeptAside(t *testing.T) {
	for name, data := range map[string][]byte{
		"damaged":  []byte(`{"format":"pyramid-stats","version":3,"games":`),
		"foreign":  []byte(`{"hello":"world"}`),
		"future":   []byte(`{"format":"pyramid-stats","version":9}`),
		"negative": []byte(`{"format":"pyramid-stats","version":1,"games":3,"kinds":{"human":{"played":1,"won":2}}}`),
	} {
		st := storage.NewMemory()
		st.Write(Key, data)
		s, err := Record(st, summary(t, 2))
		var le *LoadError
		if !errors.As(err, &le) || le.KeptAs == "" || !strings.Contains(err.Error(), le.KeptAs) {
			t.Fatalf("%s: Record = %v, want a *LoadError naming where the file went", name, err)
		}
		if kept, _ := st.Read(le.KeptAs); !bytes.Equal(kept, data) {
			t.Fatalf("%s: the old file was not kept intact", name)
		}
		if s.Game(horus.GameID).Played != 1 {
			t.Fatalf("%s: fresh statistics hold %d games, want the 1 just played", name, s.Game(horus.GameID).Played)
		}
		back, err := Load(st)
		if err != nil || back.Game(horus.GameID).Played != 1 {
			t.Fatalf("%s: the fresh statistics were not saved: %v", name, err)
		}
	}
}
