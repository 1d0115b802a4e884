package stats

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/storage"
)

// finished plays a whole game with random choices and returns its record.
func finished(t *testing.T, seed uint64) horus.Record {
	t.Helper()
	n := 2 + int(seed%5)
	opt := horus.Options{Players: uint8(n), Adventurers: horus.DrawAdventurers(n, seed)}
	m, err := horus.NewMatch(opt, seed)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 3))
	for !m.State.IsOver() {
		var a horus.Action
		if m.State.IsChance() {
			a = m.ChanceOutcome()
		} else {
			legal := m.State.Legal(nil)
			a = legal[r.IntN(len(legal))]
		}
		if _, err := m.Apply(a, nil); err != nil {
			t.Fatal(err)
		}
	}
	m.Record.Seats = make([]string, n)
	for i := range m.Record.Seats {
		m.Record.Seats[i] = []string{"human", "random"}[i%2]
	}
	return m.Record
}

func TestFromRecord(t *testing.T) {
	escapes := 0
	for seed := uint64(1); seed <= 30; seed++ {
		rec := finished(t, seed)
		g, err := FromRecord(rec)
		if err != nil {
			t.Fatal(err)
		}
		st, _ := horus.Replay(rec)
		scores := st.Scores()
		for p, sr := range g.Seats {
			if sr.Score != scores[p].Total || sr.Won != scores[p].Won || sr.Fate != scores[p].Fate.String() {
				t.Fatalf("seed %d seat %d: %+v, the engine says %+v", seed, p, sr, scores[p])
			}
			if sr.Kind != rec.Seats[p] || sr.Adventurer != rec.Setup.Adventurers[p] {
				t.Fatalf("seed %d seat %d: kind %q adventurer %q", seed, p, sr.Kind, sr.Adventurer)
			}
			escaped := sr.Fate == horus.Escaped.String()
			if escaped != (sr.ExitRound > 0) || sr.ExitRound > g.Rounds {
				t.Fatalf("seed %d seat %d: fate %s, exit round %d of %d", seed, p, sr.Fate, sr.ExitRound, g.Rounds)
			}
			if escaped && len(sr.Squares) > 0 && !strings.HasSuffix(sr.Squares[len(sr.Squares)-1], "14") {
				t.Fatalf("seed %d seat %d escaped, but the last square is %s, not the Entrance", seed, p, sr.Squares[len(sr.Squares)-1])
			}
			if escaped {
				escapes++
			}
		}
	}
	if escapes == 0 {
		t.Fatal("nobody escaped in 30 games; the test checks too little")
	}
	rec := finished(t, 1)
	rec.Steps = rec.Steps[:len(rec.Steps)-1]
	if _, err := FromRecord(rec); err == nil || !strings.Contains(err.Error(), "not finished") {
		t.Fatalf("an unfinished game gives %v", err)
	}
}

func TestAddCountsOnceAndSums(t *testing.T) {
	s := New()
	seats := 0
	for seed := uint64(1); seed <= 20; seed++ {
		g, err := FromRecord(finished(t, seed))
		if err != nil {
			t.Fatal(err)
		}
		if !s.Add(g) {
			t.Fatalf("seed %d was not counted", seed)
		}
		if s.Add(g) {
			t.Fatalf("seed %d was counted twice", seed)
		}
		seats += len(g.Seats)
	}
	played, adv := 0, 0
	for _, k := range s.Kinds {
		played += k.Played
		fates := 0
		for _, n := range k.Fates {
			fates += n
		}
		if fates != k.Played || k.Won > k.Played {
			t.Fatalf("tally %+v does not add up", k)
		}
	}
	for _, a := range s.Adventurers {
		adv += a.Played
	}
	if s.Games != 20 || played != seats || adv != seats {
		t.Fatalf("games %d, kind tallies %d, adventurer tallies %d; want 20, %d, %d", s.Games, played, adv, seats, seats)
	}
}

func TestRoutes(t *testing.T) {
	a := AdventurerTally{Squares: map[string]int{"D12": 3, "A1": 5, "B2": 3}, ExitRounds: map[string]int{"4": 2, "7": 5}}
	got := a.FavouriteSquares(2)
	if !reflect.DeepEqual(got, []Count{{"A1", 5}, {"B2", 3}}) {
		t.Fatalf("FavouriteSquares = %v", got)
	}
	if r, n := a.CommonExitRound(); r != 7 || n != 5 {
		t.Fatalf("CommonExitRound = %d, %d", r, n)
	}
	if mean := (Tally{Played: 4, Points: 10}).MeanScore(); mean != 2.5 {
		t.Fatalf("MeanScore = %v", mean)
	}
}

func TestSaveLoadRoundTrip(t *testing.T) {
	st := storage.NewMemory()
	for seed := uint64(1); seed <= 5; seed++ {
		g, _ := FromRecord(finished(t, seed))
		if _, err := Record(st, g); err != nil {
			t.Fatal(err)
		}
	}
	s, err := Load(st)
	if err != nil {
		t.Fatal(err)
	}
	if s.Games != 5 {
		t.Fatalf("%d games after recording 5", s.Games)
	}
	again := New()
	for seed := uint64(1); seed <= 5; seed++ {
		g, _ := FromRecord(finished(t, seed))
		again.Add(g)
	}
	if !reflect.DeepEqual(s, again) {
		t.Fatal("statistics read back differ from the ones counted")
	}
}

func TestBadStatsFileIsKeptAside(t *testing.T) {
	for name, data := range map[string][]byte{
		"damaged":  []byte(`{"format":"pyramid-stats","version":1,"games":`),
		"foreign":  []byte(`{"hello":"world"}`),
		"future":   []byte(`{"format":"pyramid-stats","version":9}`),
		"negative": []byte(`{"format":"pyramid-stats","version":1,"games":3,"kinds":{"human":{"played":1,"won":2}}}`),
	} {
		st := storage.NewMemory()
		st.Write(Key, data)
		g, _ := FromRecord(finished(t, 2))
		s, err := Record(st, g)
		var le *LoadError
		if !errors.As(err, &le) || le.KeptAs == "" || !strings.Contains(err.Error(), le.KeptAs) {
			t.Fatalf("%s: Record = %v, want a *LoadError naming where the file went", name, err)
		}
		if kept, _ := st.Read(le.KeptAs); !bytes.Equal(kept, data) {
			t.Fatalf("%s: the old file was not kept intact", name)
		}
		if s.Games != 1 {
			t.Fatalf("%s: fresh statistics hold %d games, want the 1 just played", name, s.Games)
		}
		back, err := Load(st)
		if err != nil || back.Games != 1 {
			t.Fatalf("%s: the fresh statistics were not saved: %v", name, err)
		}
	}
}

func TestFromRecordRefusesAStepWhenNoSeatActs(t *testing.T) {
	rec := finished(t, 4)
	n := 0
	for n < len(rec.Steps) && strings.HasPrefix(rec.Steps[n], "deal ") {
		n++
	}
	rec.Steps = append(append([]string(nil), rec.Steps[:n]...), "discard 0")
	if _, err := FromRecord(rec); err == nil || !strings.Contains(err.Error(), "not a player") {
		t.Fatalf("FromRecord = %v", err)
	}
}
