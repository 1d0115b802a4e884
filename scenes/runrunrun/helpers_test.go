package runrunrun

import (
	"context"
	"testing"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/settings"
	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
)

// seatSpec is one seat of a test game: who plays it (table.Human or a
// computer level), the name typed and the person (0: a person of their
// own).
type seatSpec struct {
	kind, name string
	person     int
}

// setupOf is a set-up of the seats given, the cats Cleo, Howard, Sekhmet
// and Spark in seat order, with the table-wide values given.
func setupOf(seats []seatSpec, values map[string]string) table.Setup {
	s := table.Setup{Values: values}
	cats := []string{"cleo", "howard", "sekhmet", "spark"}
	for i, sp := range seats {
		ss := table.SeatSetup{Kind: sp.kind, Name: sp.name, Person: sp.person, Values: map[string]string{rrr.FieldCat: cats[i]}}
		if sp.kind == table.Human && sp.person == 0 {
			ss.Person = i + 1
		}
		s.Seats = append(s.Seats, ss)
	}
	return s
}

// testSettings are the default settings with every animation instant
// unless speed says otherwise.
func testSettings(speed int) *settings.Settings {
	st := settings.Defaults()
	st.Speed, st.BotSpeed = speed, speed+1
	return &st
}

// instant is the index of the instant speed.
var instant = len(settings.Speeds) - 1

// startTest starts a game of seats, not saved anywhere.
func startTest(t testing.TB, seats []seatSpec, values map[string]string, seed uint64, st *settings.Settings) *Play {
	t.Helper()
	p, err := NewPlay(setupOf(seats, values), seed, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(p.Leave)
	return p
}

// newCtx is a context of a w×h screen (the fonts must be loaded).
func newCtx(w, h float64, st *settings.Settings) *scenes.Context {
	f := layout.NewFrame(w, h)
	return &scenes.Context{W: w, H: h, Frame: f, Fonts: render.NewFonts(f.U * st.TextScale()), Settings: st}
}

// testCtx is newCtx with the fonts loaded.
func testCtx(t testing.TB, w, h float64, st *settings.Settings) *scenes.Context {
	t.Helper()
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	return newCtx(w, h, st)
}

// stepAny plays the next step of p's game as a computer of level would,
// whoever is to act, and shows it (a test moving the game on).
func stepAny(p *Play, level string) error {
	if p.s.Current() == table.Chance {
		p.rollChance()
		return nil
	}
	think, err := table.ComputerOf(rrr.GameID).Think(p.s.Match(), level, uint64(p.s.Steps())+1)
	if err != nil {
		return err
	}
	return p.apply(think(context.Background()))
}

// playUntil moves p's game on with stepAny until done says so (true) or
// the game ends or limit steps pass (false).
func playUntil(p *Play, level string, limit int, done func(st *rrr.State) bool) (bool, error) {
	for i := 0; i < limit; i++ {
		if done(p.state()) {
			p.Skip()
			return true, nil
		}
		if p.s.Over() {
			return false, nil
		}
		if err := stepAny(p, level); err != nil {
			return false, err
		}
	}
	return false, nil
}

// session is a bare session of the seats given (no screen).
func testSession(t testing.TB, seats []seatSpec, values map[string]string, seed uint64) *session.Session {
	t.Helper()
	s, err := session.New(session.Config{Game: rrr.GameID, Setup: setupOf(seats, values), Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return s
}
