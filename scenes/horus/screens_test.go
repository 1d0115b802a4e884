package horus

import (
	"slices"
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
)

// TestGamesAreFoundByTheirScreens: Horus's screens are registered under
// its id and it is on offer; an id without screens is not found, and a
// second registration of an id is refused at start.
func TestGamesAreFoundByTheirScreens(t *testing.T) {
	if _, ok := scenes.ScreensOf(horus.GameID); !ok {
		t.Fatal("Horus has no screens")
	}
	if !slices.ContainsFunc(scenes.Playable(), func(g table.Game) bool { return g.Info().ID == horus.GameID }) {
		t.Fatal("Horus is not on offer")
	}
	if _, ok := scenes.ScreensOf("nosuchgame"); ok {
		t.Fatal("a game without screens was found")
	}
	defer func() {
		if recover() == nil {
			t.Error("Horus's screens were registered twice")
		}
	}()
	scenes.Register(horus.GameID, horusScreens{})
}

// TestBoardViewHoldsTheLogUntilTheBoardGetsThere: the replay's board view
// of a recorded game plays each step's events, and keeps those its
// animations have not reached pending (the log waits for them), none
// once they have played; each step's words are those of its view.
func TestBoardViewHoldsTheLogUntilTheBoardGetsThere(t *testing.T) {
	rec := finishedRecord(t, 5)
	r, err := session.NewReplayer(rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	sc, _ := scenes.ScreensOf(horus.GameID)
	b := sc.Board(r.Seats())
	b.Show(r.MatchAt(0), table.Onlooker)
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	ctx := sceneCtx(nil, nil)
	ctx.Fonts = render.NewFonts(ctx.Frame.U)
	if p := b.Panels(ctx); p.Prompt.W <= 0 || p.Log.W <= 0 || p.Prompt.Overlaps(p.Log) {
		t.Fatalf("panels %+v", p)
	}
	held, lines := 0, 0
	for i := 1; i <= r.Len(); i++ {
		evs := r.EventsOf(i)
		lines += len(b.Lines(evs))
		b.Play(evs, r.MatchAt(i))
		if b.Busy() && b.Pending() > 0 {
			held++
		}
		for n := 0; b.Busy(); n++ {
			if n > 10_000 {
				t.Fatalf("step %d: the animations never end", i)
			}
			b.Tick(1, nil)
		}
		if b.Pending() != 0 {
			t.Fatalf("step %d: %d events still pending once the board is idle", i, b.Pending())
		}
	}
	if held == 0 {
		t.Fatal("no step's events waited for its animations")
	}
	if b.Header() == "" || lines < r.Len()/4 {
		t.Errorf("header %q, %d log lines for %d steps", b.Header(), lines, r.Len())
	}
}
