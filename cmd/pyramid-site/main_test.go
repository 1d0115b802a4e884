package main

import (
	"testing"

	"github.com/pyramid-studio/pyramid/game/table"
)

// TestGameFlagNamesEachModulesGame: -game id=file gives the module its
// game's description (what the page and the other modules' titles show);
// an id that is no game of the collection, or no file, is refused.
func TestGameFlagNamesEachModulesGame(t *testing.T) {
	var g games
	for _, v := range []string{"horus=out/a.wasm", "pengqueen=out/b.wasm", "runrunrun=out/c.wasm"} {
		if err := g.Set(v); err != nil {
			t.Fatalf("-game %s: %v", v, err)
		}
	}
	for i, id := range []string{"horus", "pengqueen", "runrunrun"} {
		want, _ := table.Lookup(id)
		if g[i].Info.ID != id || g[i].Info.Title != want.Info().Title || g[i].Wasm == "" {
			t.Errorf("module %d is %+v, want %s's", i, g[i], id)
		}
	}
	for _, bad := range []string{"chess=out/x.wasm", "horus", "horus="} {
		if err := g.Set(bad); err == nil {
			t.Errorf("-game %s is taken", bad)
		}
	}
}
