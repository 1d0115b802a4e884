package session

import (
	"slices"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
)

// simGame plays a whole game the way pyramid-sim does: a match of the
// contract whose generator decides chance, and choices from humanChoice.
func simGame(t *testing.T, seed uint64) table.Record {
	t.Helper()
	cfg := testConfig(seed)
	m, err := horus.Game.New(cfg.Setup, seed)
	if err != nil {
		t.Fatal(err)
	}
	for m.Actor() != table.Over {
		step := m.ChanceStep()
		if step == "" {
			step = humanChoice(horus.MatchOf(m).State)
		}
		if _, err := m.Apply(step); err != nil {
			t.Fatal(err)
		}
	}
	return m.Record()
}

// A record cut anywhere and imported goes on with the same random stream:
// played on with the same choices, it ends as the whole game did.
func TestImportedRecordContinuesTheSameStream(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		whole := simGame(t, seed)
		cut := whole
		cut.Steps = whole.Steps[:len(whole.Steps)*(1+int(seed%3))/4]
		cut.FinalHash = ""
		data, err := cut.Encode()
		if err != nil {
			t.Fatal(err)
		}
		s, err := Import(data, nil)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if s.Steps() != len(cut.Steps) {
			t.Fatalf("seed %d: imported %d steps of %d", seed, s.Steps(), len(cut.Steps))
		}
		for !s.Over() {
			var err error
			if st := state(s); st.IsChance() {
				_, err = s.StepChance()
			} else {
				_, err = s.Apply(humanChoice(st))
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		got := s.Export()
		if !slices.Equal(got.Steps, whole.Steps) || got.FinalHash != whole.FinalHash {
			t.Fatalf("seed %d: the imported game went another way after step %d", seed, len(cut.Steps))
		}
	}
}

// A session's export is a record the game opens, ending where the session
// is.
func TestExportReplays(t *testing.T) {
	s := newSession(t, testConfig(8))
	for i := 0; i < 120 && !s.Over(); i++ {
		advance(t, s)
	}
	rec := s.Export()
	data, err := rec.Encode()
	if err != nil {
		t.Fatal(err)
	}
	back, err := table.DecodeRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	m, err := horus.Game.Open(back)
	if err != nil {
		t.Fatal(err)
	}
	if horus.MatchOf(m).State != state(s) {
		t.Fatal("the exported record replays to another position")
	}
	if strings.Join(back.Seats, ",") != strings.Join(kinds(s.seats), ",") {
		t.Fatalf("the record's seats %v lost the seat kinds", back.Seats)
	}
}

func TestImportRejectsBadRecords(t *testing.T) {
	rec := simGame(t, 3)
	rec.Steps = append([]string(nil), rec.Steps[:30]...)
	rec.FinalHash = ""
	rec.Steps[29] = "move H14"
	data, _ := rec.Encode()
	for _, bad := range [][]byte{data, []byte("{"), []byte(`{"format":"pyramid-save","version":1}`)} {
		if s, err := Import(bad, nil); err == nil || s != nil || !strings.HasPrefix(err.Error(), "cannot open the game record") {
			t.Fatalf("Import(%.40q) = %v, %v", bad, s, err)
		}
	}
}

// A player's step where chance is to act is refused everywhere a file is
// read (the engine's parser would index a seat that does not exist).
func TestStepWhenNoSeatActsIsRefused(t *testing.T) {
	rec := simGame(t, 4)
	n := 0
	for n < len(rec.Steps) && strings.HasPrefix(rec.Steps[n], "deal ") {
		n++
	}
	rec.Steps = append(append([]string(nil), rec.Steps[:n]...), "discard 0")
	rec.FinalHash = ""
	data, _ := rec.Encode()
	if _, err := Import(data, nil); err == nil || !strings.Contains(err.Error(), "chance's turn") {
		t.Fatalf("Import = %v", err)
	}
	if _, err := OpenReplay(data); err == nil {
		t.Fatal("the replay viewer opened it")
	}
}
