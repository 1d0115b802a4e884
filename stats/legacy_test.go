package stats

import (
	"os"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/storage"
)

// The names of the statistics written before the collection are Horus's
// summary's: the games counted then go on counting with the games played
// since.
func TestLegacyNamesAreHorusFacts(t *testing.T) {
	if legacyGame != horus.GameID || legacyAdventurer != horus.FactAdventurer || legacyFate != horus.FactFate ||
		legacyRoute != horus.FactRoute || legacySquares != horus.FactSquares || legacyExitRound != horus.FactExitRound {
		t.Fatal("the names of the statistics before the collection are not Horus's facts")
	}
}

// TestStatisticsBeforeTheCollectionOpen: the statistics files the game
// wrote before it had a second game (version 2, with routes, and version
// 1, without; testdata/before-collection, written by that build after
// three games) open as The Pyramid of Horus's, with every count where the
// statistics screen looks for it; a game they counted is not counted
// again; the next game is added and the file written back as this
// version.
func TestStatisticsBeforeTheCollectionOpen(t *testing.T) {
	for _, name := range []string{"stats-v1.json", "stats-v2.json"} {
		data, err := os.ReadFile("testdata/before-collection/" + name)
		if err != nil {
			t.Fatal(err)
		}
		st := storage.NewMemory()
		if err := st.Write(Key, data); err != nil {
			t.Fatal(err)
		}
		s, err := Load(st)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		g := s.Game(horus.GameID)
		easy := g.Kinds["easy"]
		ardila := g.By[horus.FactAdventurer]["ardila"]
		if g.Played != 3 || easy == nil || easy.Played != 6 || easy.Won != 3 || easy.Points != 125 || easy.Facts[horus.FactFate]["escaped"] != 6 {
			t.Fatalf("%s: read as %+v, easy %+v", name, g, easy)
		}
		if ardila == nil || ardila.Played != 3 || ardila.Facts[horus.FactSquares]["B11"] != 3 || ardila.Facts[horus.FactFate]["trapped"] != 1 {
			t.Fatalf("%s: ardila read as %+v", name, ardila)
		}
		routes := len(easy.Top(horus.FactRoute, 5))
		if v2 := name == "stats-v2.json"; v2 != (routes == 2) || !v2 && routes != 0 {
			t.Fatalf("%s: easy's routes %v", name, easy.Top(horus.FactRoute, 5))
		}
		if len(s.Counted) != 3 || !strings.HasPrefix(s.Counted[0], horus.GameID+":") {
			t.Fatalf("%s: the games counted are %v", name, s.Counted)
		}
		sum := summary(t, 3)
		if _, err := Record(st, sum); err != nil {
			t.Fatal(err)
		}
		back, err := Load(st)
		if err != nil {
			t.Fatal(err)
		}
		if back.Game(horus.GameID).Played != 4 || back.Game(horus.GameID).By[horus.FactAdventurer]["ardila"].Facts[horus.FactSquares]["B11"] < 3 {
			t.Fatalf("%s: after one more game: %d games", name, back.Game(horus.GameID).Played)
		}
		written, _ := st.Read(Key)
		if !strings.Contains(string(written), `"version": 3`) {
			t.Fatalf("%s: written back as %.60s", name, written)
		}
	}
}

// A match counted before the collection (its ID in the old file's
// counted list) is not counted again when its game is filed once more:
// the crash between counting and removing the autosave, across the
// update. The finished game of testdata/before-collection was the last of
// the three the statistics there counted.
func TestAGameCountedBeforeTheCollectionIsNotCountedAgain(t *testing.T) {
	data, err := os.ReadFile("testdata/before-collection/stats-v2.json")
	if err != nil {
		t.Fatal(err)
	}
	s, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := os.ReadFile("../session/testdata/before-collection/finished-record.json")
	if err != nil {
		t.Fatal(err)
	}
	m, err := openRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	sum, err := horus.Game.Summarize(m)
	if err != nil {
		t.Fatal(err)
	}
	if s.Add(sum) {
		t.Fatalf("the game %s, counted before the collection, was counted again", sum.ID)
	}
}
