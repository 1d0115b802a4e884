package horus

import (
	"slices"
	"testing"

	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
)

// TestTitleOffersTheRegisteredGame: the title offers the games that have
// screens (table.Games with Screens), each by its title, how many play
// and its pitch, all from the game's Info; with Horus alone there is no
// other game to choose, and New game and Rules open Horus's screens.
func TestTitleOffersTheRegisteredGame(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	if gs := scenes.Playable(); len(gs) != 1 || gs[0].Info().ID != horus.GameID {
		t.Fatalf("playable games: %v", gs)
	}
	st := settings.Defaults()
	ctx := sceneCtx(nil, &st)
	ctx.Fonts = render.NewFonts(ctx.Frame.U)
	title := scenes.NewTitle()
	lines := drawnText(title, ctx)
	in := horus.Game.Info()
	for _, want := range []string{in.Title, "2–6 players", in.Pitch} {
		if !slices.Contains(lines, want) {
			t.Errorf("the title does not say %q: %q", want, lines)
		}
	}
	if hasTarget(title.Probe(ctx), "Another game") {
		t.Error("the title offers another game with one game built")
	}
	m := scenes.NewManager(title)
	clickOn(t, m, nil, &st, "New game")
	if _, ok := m.Current().(*scenes.NewGame); !ok {
		t.Fatalf("New game opened %T", m.Current())
	}
	m = scenes.NewManager(scenes.NewTitle())
	clickOn(t, m, nil, &st, "Rules")
	if _, ok := m.Current().(*Rules); !ok {
		t.Fatalf("Rules opened %T", m.Current())
	}
}
