package pengqueen

import (
	"context"
	"sync"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/settings"
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
)

// newSession starts a game of Pyramid of Pengqueen played by kinds
// (seat 0 the Mummy; table.Human or a computer level), each person a
// person of their own, unsaved.
func newSession(t testing.TB, seed uint64, kinds ...string) *session.Session {
	t.Helper()
	su := table.Setup{}
	for i, k := range kinds {
		ss := table.SeatSetup{Kind: k}
		if k == table.Human {
			ss.Person = i + 1
		}
		su.Seats = append(su.Seats, ss)
	}
	s, err := session.New(session.Config{Game: pq.GameID, Setup: su, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// fontsOnce loads the fonts for the first context.
var fontsOnce sync.Once

// testCtx is a w×h context with fonts, settings st and the intents given.
func testCtx(w, h float64, st *settings.Settings, in ...input.Intent) *scenes.Context {
	fontsOnce.Do(func() {
		if err := render.LoadFonts(); err != nil {
			panic(err)
		}
	})
	f := layout.NewFrame(w, h)
	return &scenes.Context{W: w, H: h, Frame: f, Fonts: render.NewFonts(f.U), Settings: st, In: input.Frame{Intents: in, X: -100, Y: -100}}
}

// instant is the settings of a test that wants no animation.
func instant() *settings.Settings {
	st := settings.Defaults()
	st.Speed, st.BotSpeed = 3, 4
	return &st
}

// newTestPlay opens the play screen of s at 1280×720.
func newTestPlay(t testing.TB, s *session.Session, st *settings.Settings) (*Play, *scenes.Manager) {
	t.Helper()
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	p := newPlay(s, st, nil)
	t.Cleanup(p.Leave)
	return p, scenes.NewManager(p)
}

// draw draws the manager's scene once on a w×h image.
func draw(m *scenes.Manager, ctx *scenes.Context) *ebiten.Image {
	img := ebiten.NewImage(int(ctx.W), int(ctx.H))
	m.Draw(img, ctx)
	return img
}

// botStep is what a computer of level would play for the seat to act in
// s (any seat, people's too: tests use it to bring a game on).
func botStep(t testing.TB, s *session.Session, level string, seed uint64) string {
	t.Helper()
	think, err := table.ComputerOf(pq.GameID).Think(s.Match(), level, seed)
	if err != nil {
		t.Fatal(err)
	}
	return think(context.Background())
}

// advance plays s on (chance, and every seat as an easy computer) until
// stop says so; false when the game ends first or maxSteps pass.
func advance(t testing.TB, s *session.Session, maxSteps int, stop func(o *pq.Observation) bool) bool {
	t.Helper()
	for i := 0; i < maxSteps; i++ {
		o := observe(s.Match(), table.Onlooker)
		if s.Over() {
			return false
		}
		if s.Current() >= 0 && stop(&o) {
			return true
		}
		var err error
		if s.Current() == table.Chance {
			_, err = s.StepChance()
		} else {
			_, err = s.Apply(botStep(t, s, "easy", uint64(i)))
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	return false
}
