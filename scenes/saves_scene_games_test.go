package scenes

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/session"
)

// recordOf is a new match's record of the game with id, encoded.
func recordOf(t *testing.T, id string) []byte {
	t.Helper()
	g, _ := table.Lookup(id)
	m, err := g.New(g.Form().NewSetup(g.Info().MinSeats, rand.New(rand.NewPCG(1, 2))), 1)
	if err != nil {
		t.Fatal(err)
	}
	data, err := m.Record().Encode()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestListsNameEachFilesGame: the Replays list names the game of every
// record beside it (a Horus record and a Pengqueen one in one folder, in
// the player's language), a file that is not a record names none, and
// Saved games names the game of each game filed away.
func TestListsNameEachFilesGame(t *testing.T) {
	sv := testSaves(t)
	for name, data := range map[string][]byte{
		"2026-11-25-horus.json": recordOf(t, horus.GameID),
		"2026-11-24-peng.json":  recordOf(t, pengqueen.GameID),
		"2026-11-23-junk.json":  []byte("not a record"),
	} {
		if err := sv.Records.Write(name, data); err != nil {
			t.Fatal(err)
		}
	}
	horusTitle, pengTitle := horus.Game.Info().Title, pengqueen.Game.Info().Title
	want := []string{horusTitle, pengTitle, ""}
	if got := NewSavesScene(sv).Games(); !slices.Equal(got, want) {
		t.Errorf("the replays are named %q, want %q", got, want)
	}
	defer i18n.Set(i18n.English)
	i18n.Set(i18n.Polish)
	if got := NewSavesScene(sv).Games(); got[0] != i18n.T(horusTitle) || got[0] == horusTitle {
		t.Errorf("in Polish the Horus record is named %q", got[0])
	}
	i18n.Set(i18n.English)

	key, err := session.NewFiledKey(sv.Store, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := session.New(session.Config{Game: horus.GameID, Setup: horus.Game.Form().NewSetup(2, rand.New(rand.NewPCG(3, 4))), Seed: 3, Store: sv.Store, Key: key}); err != nil {
		t.Fatal(err)
	}
	if got := NewSavedGamesScene(sv).Games(); !slices.Equal(got, []string{horusTitle}) {
		t.Errorf("the saved games are named %q, want %q", got, horusTitle)
	}
}
