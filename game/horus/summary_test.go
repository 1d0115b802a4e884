package horus

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/game/table/tabletest"
)

// playedRecord plays a whole game of the contract at random and returns
// its record, the seats human and random in turn.
func playedRecord(t *testing.T, seed uint64) table.Record {
	t.Helper()
	setup := tabletest.DefaultSetup(Game, 2+int(seed%5), seed)
	for i := range setup.Seats {
		setup.Seats[i].Kind = []string{table.Human, "random"}[i%2]
	}
	m, err := Game.New(setup, seed)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 3))
	for m.Actor() != table.Over {
		step := m.ChanceStep()
		if step == "" {
			legal := m.Legal()
			step = legal[r.IntN(len(legal))]
		}
		if _, err := m.Apply(step); err != nil {
			t.Fatal(err)
		}
	}
	return m.Record()
}

// The summary of a finished game is its result as the engine counts it:
// every seat's score, win and fate, its kind, its adventurer, the round it
// got out in exactly when it escaped, its squares ending at the door when
// it escaped.
func TestSummarize(t *testing.T) {
	escapes := 0
	for seed := uint64(1); seed <= 30; seed++ {
		rec := playedRecord(t, seed)
		sum, err := Game.Summarize(rec)
		if err != nil {
			t.Fatal(err)
		}
		m, err := Game.Open(rec)
		if err != nil {
			t.Fatal(err)
		}
		st := MatchOf(m).State
		scores := st.Scores()
		if sum.Game != GameID || sum.Rounds != int(st.Round) || sum.ID != strconv.FormatUint(rec.Seed, 10)+"-"+st.HashString() || !slices.Equal(sum.GroupBy, []string{FactAdventurer}) {
			t.Fatalf("seed %d: summary %+v", seed, sum)
		}
		for p, sr := range sum.Seats {
			if sr.Score != scores[p].Total || sr.Won != scores[p].Won || sr.Facts[FactFate] != scores[p].Fate.String() {
				t.Fatalf("seed %d seat %d: %+v, the engine says %+v", seed, p, sr, scores[p])
			}
			if sr.Kind != rec.Seats[p] || sr.Facts[FactAdventurer] != st.Players[p].Adventurer.String() {
				t.Fatalf("seed %d seat %d: kind %q adventurer %q", seed, p, sr.Kind, sr.Facts[FactAdventurer])
			}
			escaped := scores[p].Fate == Escaped
			round, _ := strconv.Atoi(sr.Facts[FactExitRound])
			if escaped != (round > 0) || round > sum.Rounds {
				t.Fatalf("seed %d seat %d: fate %s, exit round %d of %d", seed, p, sr.Facts[FactFate], round, sum.Rounds)
			}
			sq := sr.Many[FactSquares]
			if escaped && len(sq) > 0 && !strings.HasSuffix(sq[len(sq)-1], "14") {
				t.Fatalf("seed %d seat %d escaped, but the last square is %s, not the Entrance", seed, p, sq[len(sq)-1])
			}
			for k, v := range sr.Facts {
				if !Game.(table.FactChecker).KnownFact(k, v) {
					t.Fatalf("seed %d seat %d: the fact %s %q is not one the game knows", seed, p, k, v)
				}
			}
			if escaped {
				escapes++
			}
		}
	}
	if escapes == 0 {
		t.Fatal("nobody escaped in 30 games; the test checks too little")
	}
	rec := playedRecord(t, 1)
	rec.Steps = rec.Steps[:len(rec.Steps)-1]
	if _, err := Game.Summarize(rec); err == nil || !strings.Contains(err.Error(), "not finished") {
		t.Fatalf("an unfinished game gives %v", err)
	}
}

// A route is the rooms in the order they were first reached, from the
// squares actually stepped on, ending with the Entrance exactly when the
// adventurer escaped; RouteRooms reads it back.
func TestRoutesFollowTheRooms(t *testing.T) {
	deep := false
	for seed := uint64(1); seed <= 30; seed++ {
		sum, err := Game.Summarize(playedRecord(t, seed))
		if err != nil {
			t.Fatal(err)
		}
		for p, sr := range sum.Seats {
			var want []Region
			for _, name := range sr.Many[FactSquares] {
				q, err := ParseSquare(name)
				if err != nil {
					t.Fatal(err)
				}
				if r := q.Region(); r != RegionEntrance && !slices.Contains(want, r) {
					want = append(want, r)
				}
			}
			if sr.Facts[FactFate] == Escaped.String() {
				want = append(want, RegionEntrance)
			}
			rooms, ok := RouteRooms(sr.Facts[FactRoute])
			if !ok || !slices.Equal(rooms, want) {
				t.Fatalf("seed %d seat %d (%s): route %q, want %v", seed, p, sr.Facts[FactFate], sr.Facts[FactRoute], want)
			}
			deep = deep || slices.Contains(want, RegionPond) || slices.Contains(want, RegionCorridor)
		}
	}
	if !deep {
		t.Fatal("no adventurer went past the sand in 30 games; the test checks too little")
	}
	if _, ok := RouteRooms("Cobra Nest > Kitchen"); ok {
		t.Fatal("a route through a kitchen reads")
	}
}
