package stats

import (
	"encoding/json"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/storage"
)

// realFile is the statistics of a few real games, as JSON.
func realFile(t *testing.T) []byte {
	t.Helper()
	s := New()
	for seed := uint64(1); seed <= 6; seed++ {
		s.Add(summary(t, seed))
	}
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// change edits one value of a statistics file.
func change(t *testing.T, data []byte, edit func(m map[string]any)) []byte {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	edit(m)
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestImpossibleStatisticsAreRefused: the loader refuses what no game can
// have counted — a negative number, a square that is not on the board, a
// fate, room, round, adventurer or seat kind that does not exist (the
// game says which values its facts take: table.FactChecker), a value that
// is not a whole number, a count so large the next game would overflow it
// — with a message naming the field in words, and keeps the file aside.
// The statistics of real games load.
func TestImpossibleStatisticsAreRefused(t *testing.T) {
	defer i18n.Set(i18n.Current())
	i18n.Set(i18n.English)
	good := realFile(t)
	if _, err := Decode(good); err != nil {
		t.Fatalf("real statistics are refused: %v", err)
	}
	horus := func(m map[string]any) map[string]any { return m["games"].(map[string]any)["horus"].(map[string]any) }
	kind := func(m map[string]any) map[string]any {
		return horus(m)["kinds"].(map[string]any)["human"].(map[string]any)
	}
	advs := func(m map[string]any) map[string]any {
		return horus(m)["by"].(map[string]any)["adventurer"].(map[string]any)
	}
	adv := func(m map[string]any) map[string]any {
		for _, a := range advs(m) {
			return a.(map[string]any)
		}
		return nil
	}
	facts := func(t map[string]any, fact string, counts map[string]any) { t["facts"].(map[string]any)[fact] = counts }
	cases := map[string]struct {
		edit func(m map[string]any)
		says string
	}{
		"negative points":      {func(m map[string]any) { kind(m)["points"] = -5 }, "points"},
		"negative fate":        {func(m map[string]any) { facts(kind(m), "fate", map[string]any{"escaped": -1}) }, "escaped"},
		"unknown fate":         {func(m map[string]any) { facts(kind(m), "fate", map[string]any{"eaten": 1}) }, `"eaten"`},
		"unknown square":       {func(m map[string]any) { facts(adv(m), "squares", map[string]any{"Z99": 3}) }, `"Z99"`},
		"square off the board": {func(m map[string]any) { facts(adv(m), "squares", map[string]any{"A8": 3}) }, `"A8"`},
		"negative square":      {func(m map[string]any) { facts(adv(m), "squares", map[string]any{"D13": -3}) }, "D13"},
		"round not a number":   {func(m map[string]any) { facts(adv(m), "exit_round", map[string]any{"soon": 1}) }, `"soon"`},
		"round zero":           {func(m map[string]any) { facts(adv(m), "exit_round", map[string]any{"0": 1}) }, `"0"`},
		"unknown room":         {func(m map[string]any) { facts(kind(m), "route", map[string]any{"Cobra Nest > Kitchen": 1}) }, `Kitchen"`},
		"unknown fact":         {func(m map[string]any) { facts(kind(m), "hats", map[string]any{"fez": 1}) }, `"fez"`},
		"unknown adventurer":   {func(m map[string]any) { advs(m)["indiana"] = map[string]any{"played": 1} }, `"indiana"`},
		"unknown seat kind": {func(m map[string]any) {
			horus(m)["kinds"].(map[string]any)["grandmaster"] = map[string]any{"played": 1}
		}, `"grandmaster"`},
		"empty name":           {func(m map[string]any) { horus(m)["sizes"].(map[string]any)[""] = map[string]any{"played": 1} }, `""`},
		"no counts":            {func(m map[string]any) { horus(m)["sizes"].(map[string]any)["3"] = nil }, "no counts"},
		"points not a number":  {func(m map[string]any) { kind(m)["points"] = "lots" }, `"games.kinds.points": expected a whole number, not a text`},
		"played not whole":     {func(m map[string]any) { horus(m)["played"] = 2.5 }, `"games.played": expected a whole number, not the number 2.5`},
		"won more than played": {func(m map[string]any) { kind(m)["won"] = 1000 }, "won of"},
		"played to overflow":   {func(m map[string]any) { kind(m)["played"] = math.MaxInt64 }, "played"},
		"points to overflow":   {func(m map[string]any) { kind(m)["points"] = math.MaxInt64 - 3 }, "points"},
		"games to overflow":    {func(m map[string]any) { horus(m)["played"] = math.MaxInt64 }, "played"},
		"square to overflow":   {func(m map[string]any) { facts(adv(m), "squares", map[string]any{"D13": math.MaxInt64}) }, "D13"},
	}
	for name, c := range cases {
		data := change(t, good, c.edit)
		_, err := Decode(data)
		if err == nil {
			t.Errorf("%s: decoded", name)
			continue
		}
		if !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: %q does not say %s", name, err, c.says)
		}
		for _, insides := range []string{"Go struct", "Go value", "stats.", "unmarshal", "map["} {
			if strings.Contains(err.Error(), insides) {
				t.Errorf("%s: the message shows the program's insides (%s): %v", name, insides, err)
			}
		}
	}
}

// TestCountsStopAtTheirCeilingInsteadOfOverflowing: a file at the largest
// count it may hold still takes the next game, and still loads after it
// (the count stops at MaxCount), where an overflow used to make the next
// load refuse the whole file as damaged.
func TestCountsStopAtTheirCeilingInsteadOfOverflowing(t *testing.T) {
	top := strconv.Itoa(MaxCount)
	data := []byte(`{"format":"pyramid-stats","version":3,"games":{"horus":{"played":` + top + `,"kinds":{"human":{"played":` + top + `,"won":` + top + `,"points":` + top + `,"facts":{"fate":{"escaped":` + top + `}}}}}},"counted":[]}`)
	st := storage.NewMemory()
	if err := st.Write(Key, data); err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 3; seed++ {
		sum := summary(t, seed)
		for i := range sum.Seats {
			sum.Seats[i].Kind = "human"
		}
		if _, err := Record(st, sum); err != nil {
			t.Fatalf("game %d at the ceiling: %v", seed, err)
		}
	}
	s, err := Load(st)
	if err != nil {
		t.Fatalf("the statistics no longer load after games at the ceiling: %v", err)
	}
	g := s.Game("horus")
	h := g.Kinds["human"]
	if g.Played != MaxCount || h.Played != MaxCount || h.Points != MaxCount || h.Won > h.Played || h.Facts["fate"]["escaped"] != MaxCount {
		t.Errorf("games %d, played %d, won %d, points %d; want them held at %d", g.Played, h.Played, h.Won, h.Points, MaxCount)
	}
}
