//go:build js && wasm

package main

import (
	"encoding/json"
	"os"
	"syscall/js"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/scenes"
)

// In the browser each game is a module of its own (games.go). The page
// (web/pyramid.js) tells the module every module's game in PYRAMID_GAMES
// (JSON: each game's table.Info, from make web), and, when the player
// chose something of this game in another module, what to open in
// PYRAMID_INTENT (scenes.Intent). Choosing something of another game
// here calls the page's pyramidPage.switchTo(game, intent), which loads
// that game's module in this tab (docs/web.md, "One module per game").

func init() {
	var games []table.Info
	if err := json.Unmarshal([]byte(os.Getenv("PYRAMID_GAMES")), &games); err != nil {
		return // a page without modules (or none listed): this game alone
	}
	scenes.SetCollection(games, switchModule)
}

// switchModule asks the page to load the module of in's game, which
// opens in.
func switchModule(in scenes.Intent) error {
	page := js.Global().Get("pyramidPage")
	if page.Type() != js.TypeObject || page.Get("switchTo").Type() != js.TypeFunction {
		return i18n.Errorf("this page cannot load another game")
	}
	if ok := page.Call("switchTo", in.Game, in.String()); !ok.Truthy() {
		return i18n.Errorf("this page has no module for %s", in.Game)
	}
	return nil
}

// firstScene is the title, or what another module chose (the title
// opens it at once).
func firstScene() scenes.Scene {
	if in, ok := scenes.ParseIntent(os.Getenv("PYRAMID_INTENT")); ok {
		return scenes.NewTitleIntent(in)
	}
	return scenes.NewTitle()
}
