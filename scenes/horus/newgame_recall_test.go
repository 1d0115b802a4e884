package horus

import (
	"reflect"
	"testing"

	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
	"github.com/pyramid-studio/pyramid/storage"
)

// TestNewGameStartsFromTheLastSetUp: a new game of Horus starts from the
// set-up last played here (seats, people and computers, adventurers,
// names, optional rules), and starting a game remembers its set-up in the
// settings for the next time.
func TestNewGameStartsFromTheLastSetUp(t *testing.T) {
	st := settings.Load(storage.NewMemory())
	last := horus.SetupOf(horus.Options{Players: 2, TotalSecrecy: true, Adventurers: [horus.MaxPlayers]horus.Adventurer{3, 5}}, []string{session.Human, "random"})
	last.Seats[0].Name = "Ann"
	st.Setups = map[string]table.Setup{horus.GameID: last}
	s := scenes.NewNewGame(horus.GameID)
	s.Probe(sceneCtx(nil, &st))
	if got := s.Setup(); !reflect.DeepEqual(got, last) {
		t.Fatalf("the new game starts from %+v, want %+v", got, last)
	}
	if !hasTarget(s.Probe(sceneCtx(nil, &st)), "Name: Ann") || !hasTarget(s.Probe(sceneCtx(nil, &st)), "[x] Total secrecy") || !hasTarget(s.Probe(sceneCtx(nil, &st)), "Level: random") {
		t.Fatalf("the screen does not show the set-up recalled: %v", s.Probe(sceneCtx(nil, &st)).Targets)
	}
	// another set-up, started, is the one remembered
	sv := testSaves(t)
	m := scenes.NewManager(s)
	clickOn(t, m, sv, &st, "Computer")
	clickOn(t, m, sv, &st, "[ ] Alternate mummy starts")
	clickOn(t, m, sv, &st, "Start game")
	if p, ok := m.Current().(*Play); ok {
		p.Leave()
	} else {
		t.Fatalf("Start went to %T (%s)", m.Current(), s.Err())
	}
	again := settings.Load(st.Store).Setups[horus.GameID]
	o, err := horus.OptionsOf(again)
	if err != nil || !o.AlternateMummies || !again.Seats[1].IsHuman() || again.Seats[0].Name != "Ann" {
		t.Fatalf("remembered %+v (%v)", again, err)
	}
}
