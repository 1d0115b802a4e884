package pengqueen

import (
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/game/table"
)

// TestAssistsTravelWithTheMatch: spec §9.6, the assists are options "that
// never change a rule". Chosen on the new-game screen (the Form), they are
// kept in the record's set-up, so a game opened from its record (Continue,
// a replay) has them again, while the position and its hash are the same
// whatever they are; a record from before they were kept gets the
// defaults, and a bad one is refused in words.
func TestAssistsTravelWithTheMatch(t *testing.T) {
	su := tableSetup(3)
	su.Values = map[string]string{AssistSight: "on", AssistNotes: "off"}
	m, err := Game.New(su, 7)
	if err != nil {
		t.Fatal(err)
	}
	want := Assists{Notes: false, Sight: true, Danger: true}
	if got := AssistsOf(m); got != want {
		t.Fatalf("new match: assists %+v, want %+v", got, want)
	}
	plain, _ := Game.New(tableSetup(3), 7)
	if AssistsOf(plain) != DefaultAssists || plain.Hash() != m.Hash() {
		t.Errorf("default assists %+v; hashes %s and %s: the assists changed the position", AssistsOf(plain), plain.Hash(), m.Hash())
	}
	for m.Actor() != table.Over && len(m.Record().Steps) < 40 {
		step := m.ChanceStep()
		if step == "" {
			step = m.Legal()[0]
		}
		if _, err := m.Apply(step); err != nil {
			t.Fatal(err)
		}
	}
	rec := m.Record()
	if !strings.Contains(string(rec.Setup), `"sight":"on"`) {
		t.Errorf("the record's set-up does not keep the assists: %s", rec.Setup)
	}
	back, err := Game.Open(rec)
	if err != nil {
		t.Fatal(err)
	}
	if got := AssistsOf(back); got != want {
		t.Errorf("opened from its record: assists %+v, want %+v", got, want)
	}
	old := rec
	old.Setup = []byte(`{"players":3,"pieces":["red","green"]}`)
	if back, err := Game.Open(old); err != nil || AssistsOf(back) != DefaultAssists {
		t.Errorf("a record without assists: %v, %+v", err, AssistsOf(back))
	}
	for _, text := range []string{`{"players":3,"pieces":["red","green"],"assists":{"sight":"maybe"}}`, `{"players":3,"pieces":["red","green"],"assists":{"x-ray":"on"}}`} {
		bad := rec
		bad.Setup = []byte(text)
		if _, err := Game.Open(bad); err == nil {
			t.Errorf("the record with set-up %s opened", bad.Setup)
		}
	}
	if _, err := Game.New(table.Setup{Seats: su.Seats, Values: map[string]string{AssistSight: "maybe"}}, 1); err == nil {
		t.Error("a set-up with sight \"maybe\" was accepted")
	}
}
