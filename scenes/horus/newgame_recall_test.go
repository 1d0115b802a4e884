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
	s := NewNewGame()
	s.Probe(sceneCtx(nil, &st))
	want := GameConfig{TotalSecrecy: true, Seats: []SeatConfig{{Human: true, Level: defaultLevel(s.levels), Adventurer: 3, Name: "Ann"}, {Level: "random", Adventurer: 5}}}
	if !reflect.DeepEqual(s.cfg, want) {
		t.Fatalf("the new game starts from %+v, want %+v", s.cfg, want)
	}
	// another set-up, started, is the one remembered
	s.cfg.Seats[1].Human, s.cfg.AlternateMummies = true, true
	sv := testSaves(t)
	m := scenes.NewManager(s)
	clickOn(t, m, sv, &st, "Start game")
	if p, ok := m.Current().(*Play); ok {
		p.Leave()
	} else {
		t.Fatalf("Start went to %T (%s)", m.Current(), s.err)
	}
	again := settings.Load(st.Store).Setups[horus.GameID]
	o, err := horus.OptionsOf(again)
	if err != nil || !o.AlternateMummies || !again.Seats[1].IsHuman() || again.Seats[0].Name != "Ann" {
		t.Fatalf("remembered %+v (%v)", again, err)
	}
}
