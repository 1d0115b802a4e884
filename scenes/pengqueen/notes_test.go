package pengqueen

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/client/input"
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/game/table"
	pqart "github.com/pyramid-studio/pyramid/render/pengqueen"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
	"github.com/pyramid-studio/pyramid/storage"
)

// notesGame is a saved game of a person Mummy and a person hunting, at
// the Mummy's turn, on the play screen, her notes on or off.
func notesGame(t *testing.T, notes string) (*Play, storage.Store) {
	t.Helper()
	st := storage.NewMemory()
	su := table.Setup{Values: map[string]string{pq.AssistNotes: notes},
		Seats: []table.SeatSetup{{Kind: table.Human, Person: 1}, {Kind: table.Human, Person: 2}}}
	s, err := session.New(session.Config{Game: pq.GameID, Setup: su, Seed: 5, Store: st})
	if err != nil {
		t.Fatal(err)
	}
	if !advance(t, s, 2000, func(*pq.Observation) bool { return s.Current() == pq.MummySeat }) {
		t.Fatal("the Mummy never came to act")
	}
	p, m := newTestPlay(t, s, instant())
	untilActing(t, p, m)
	return p, st
}

// untilActing runs the screen, lifting the cover, until a person acts.
func untilActing(t *testing.T, p *Play, m *scenes.Manager) {
	t.Helper()
	ctx := testCtx(1280, 720, instant())
	for i := 0; i < 5000; i++ {
		if _, ok := p.acting(); ok {
			return
		}
		ctx.In.Intents = nil
		if p.cover.passFor >= 0 && p.cover.door >= 1 {
			ctx.In.Intents = []input.Intent{{Kind: input.Confirm, Dev: input.Keyboard}}
		}
		if err := m.Update(ctx); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("nobody came to act on the screen")
}

// placeNotes puts notes on squares as she does: notes mode, then a
// click on each square's target.
func placeNotes(t *testing.T, p *Play, squares ...pq.Square) {
	t.Helper()
	p.toggleNotes()
	for _, q := range squares {
		p.prompt.stale()
		p.buildTargets()
		i := p.find(func(tg target) bool { return tg.kind == tNote && tg.sq == q })
		if i < 0 {
			t.Fatalf("no note target on %s", q)
		}
		p.choose(p.prompt.targets[i])
	}
	p.toggleNotes()
}

// continued opens the saved game as Continue does.
func continued(t *testing.T, st storage.Store) *Play {
	t.Helper()
	s, err := session.Load(st, "")
	if err != nil {
		t.Fatal(err)
	}
	p, _ := newTestPlay(t, s, instant())
	return p
}

// TestContinueKeepsTheMummysNotes: the markers she put down are kept
// with the game the moment she puts them (no step needed), and a
// continued game gives them back on her board — behind the cover, and
// never on the hunters' board; with the notes off, none come back.
func TestContinueKeepsTheMummysNotes(t *testing.T) {
	p, st := notesGame(t, table.On.ID)
	a, b := pq.SquareAt(4, 8), pq.SquareAt(16, 6)
	placeNotes(t, p, a, b, a) // a put down and taken off again: note 2 on b
	want := []pqart.Note{{N: 2, Square: b}}
	if !slices.Equal(p.notes.markers, want) {
		t.Fatalf("placed %v, want %v", p.notes.markers, want)
	}
	c := continued(t, st)
	if !slices.Equal(c.notes.markers, want) {
		t.Fatalf("Continue gave back %v, want %v", c.notes.markers, want)
	}
	if c.cover.passFor < 0 {
		t.Fatalf("Continue shows seat %d's view without the cover", c.view)
	}
	c.cover.passFor = -1
	c.show(pq.MummySeat)
	if got := c.board().sceneOptions().Notes; !slices.Equal(got, want) {
		t.Errorf("her board shows %v, want %v", got, want)
	}
	c.show(1)
	if got := c.board().sceneOptions().Notes; len(got) > 0 {
		t.Errorf("the hunters' board shows her notes %v", got)
	}
	if hb := c.boards[sideIndex(int(pq.SideHunters))]; len(hb.notes) > 0 {
		t.Errorf("the hunters' board holds her notes %v", hb.notes)
	}

	off, st2 := notesGame(t, table.Off.ID)
	if err := off.s.SetNotes(pq.MummySeat, noteWords(want)); err != nil {
		t.Fatal(err)
	}
	if c := continued(t, st2); len(c.notes.markers) > 0 {
		t.Errorf("with the notes off, Continue gave back %v", c.notes.markers)
	}
}

// TestBadNotesInASaveAreLeftOut: a save whose notes are missing or
// damaged opens all the same, with the markers that can be read and
// none of the others; nothing panics, and damage the session cannot read
// is said in a short message.
func TestBadNotesInASaveAreLeftOut(t *testing.T) {
	p, st := notesGame(t, table.On.ID)
	good, err := p.s.Encode()
	if err != nil {
		t.Fatal(err)
	}
	k13 := pq.SquareAt(4, 8)
	for _, c := range []struct {
		notes   string // the save's "notes" ("": none)
		want    []pqart.Note
		message bool
	}{
		{"", nil, false},
		{`{"0": "3:` + k13.String() + `"}`, []pqart.Note{{N: 3, Square: k13}}, false},
		{`{"0": "3:` + k13.String() + ` 9:A1 0:A1 x:A1 4:Z99 4 :: 5:` + k13.String() + ` 3:` + pq.Entrance().String() + `"}`, []pqart.Note{{N: 3, Square: k13}}, false},
		{`{"0": "1:A99 2:` + strings.Repeat("Q", 900) + `"}`, nil, false},
		{`{"1": "3:` + k13.String() + `"}`, nil, false}, // a hunter's seat: not hers
		{`{"0": 12}`, nil, true},
		{`"3:` + k13.String() + `"`, nil, true},
		{`{"7": "3:` + k13.String() + `"}`, nil, true},
	} {
		var f map[string]json.RawMessage
		if err := json.Unmarshal(good, &f); err != nil {
			t.Fatal(err)
		}
		delete(f, "notes")
		if c.notes != "" {
			f["notes"] = json.RawMessage(c.notes)
		}
		data, _ := json.Marshal(f)
		if err := st.Write(session.AutosaveKey, data); err != nil {
			t.Fatal(err)
		}
		got := continued(t, st)
		if !slices.Equal(got.notes.markers, c.want) {
			t.Errorf("notes %.50s: Continue gave back %v, want %v", c.notes, got.notes.markers, c.want)
		}
		if said := strings.Contains(got.message, "notes"); said != c.message {
			t.Errorf("notes %.50s: the message is %q", c.notes, got.message)
		}
	}
}
