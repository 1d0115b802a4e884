package saves

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/session"
)

// Every finished game is filed in records/; the newest keepFiled stay,
// the player's own records are never pruned, and a game found again after
// a crash is not filed twice.
func TestFinishedGamesAreFiledAndPruned(t *testing.T) {
	sv := testSaves(t)
	rec, err := table.DecodeRecord(simRecord(t))
	if err != nil {
		t.Fatal(err)
	}
	start := time.Date(2030, 1, 1, 0, 0, 0, 0, time.UTC)
	if _, err := sv.ExportRecord(rec, start); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if err := sv.FileFinished(rec, start); err != nil {
			t.Fatal(err)
		}
	}
	if filed, _ := sv.Records.List(filedPrefix); len(filed) != 1 {
		t.Fatalf("the same game was filed twice: %v", filed)
	}
	for i := 0; i < keepFiled+5; i++ {
		rec.Seed = uint64(1000 + i) // another game each time
		if err := sv.FileFinished(rec, start.Add(time.Duration(i+1)*time.Minute)); err != nil {
			t.Fatal(err)
		}
	}
	filed, _ := sv.Records.List(filedPrefix)
	if len(filed) != keepFiled || !strings.Contains(filed[0], "seed1005") || !strings.Contains(filed[len(filed)-1], fmt.Sprintf("seed%d", 1000+keepFiled+4)) {
		t.Fatalf("%d filed records kept, oldest %s, newest %s", len(filed), filed[0], filed[len(filed)-1])
	}
	if all, _ := sv.Records.List("game-"); len(all) != 1 {
		t.Fatalf("the exported record was pruned: %v", all)
	}
}

// The lists know which game each file belongs to, the game in progress
// is marked live, and a saved game is listed under its key.
func TestSourcesKnowTheirGame(t *testing.T) {
	sv := testSaves(t)
	data := simRecord(t)
	if _, err := sv.ImportRecord("mine.json", data); err != nil {
		t.Fatal(err)
	}
	if err := sv.Records.Write("junk.json", []byte("{")); err != nil {
		t.Fatal(err)
	}
	rec, _ := table.DecodeRecord(data)
	rec.Steps, rec.FinalHash = rec.Steps[:len(rec.Steps)/2], "" // a game not over
	g, err := session.NewReplayer(rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	live, err := g.PlayOn(g.Len())
	if err != nil {
		t.Fatal(err)
	}
	if err := live.AttachStore(sv.Store, ""); err != nil {
		t.Fatal(err)
	}
	if _, err := session.FileAway(sv.Store, session.AutosaveKey, time.Now()); err != nil {
		t.Fatal(err)
	}
	if err := live.AttachStore(sv.Store, ""); err != nil {
		t.Fatal(err)
	}
	if err := sv.Flush(); err != nil {
		t.Fatal(err)
	}
	games := map[string]string{}
	lives := 0
	for _, src := range sv.Sources() {
		games[src.Label] = src.Game
		if src.Live {
			lives++
		}
	}
	if games[RecordsFolder+"/mine.json"] != "horus" || games[RecordsFolder+"/junk.json"] != "" || lives != 1 {
		t.Errorf("sources: games %v, %d live", games, lives)
	}
	saved := sv.SavedGames()
	if len(saved) != 1 || saved[0].Game != "horus" || !strings.HasPrefix(saved[0].Key, session.FiledPrefix) {
		t.Fatalf("saved games: %+v", saved)
	}
	if g, err := sv.Peek(saved[0].Key); err != nil || g.Steps() != live.Steps() {
		t.Errorf("peeking at the saved game: %v", err)
	}
}
