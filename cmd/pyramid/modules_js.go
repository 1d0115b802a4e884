//go:build js && wasm

package main

import (
	"encoding/json"
	"image"
	"os"
	"sync"
	"sync/atomic"
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
// The title shows the other games' cards as pictures the page decodes.

func init() {
	var games []table.Info
	if err := json.Unmarshal([]byte(os.Getenv("PYRAMID_GAMES")), &games); err != nil {
		return // a page without modules (or none listed): this game alone
	}
	scenes.SetCollection(games, switchModule, cardPicture)
}

// cards are the other games' cards, by game: each asked of the page once
// (pyramidPage.card decodes the picture make web wrote), nil until it
// has answered, and for good if it cannot.
var cards sync.Map // id -> *atomic.Pointer[image.RGBA]

// cardPicture is the card of the game with id, or nil while the page
// decodes it (the title draws a plain panel meanwhile).
func cardPicture(id string) image.Image {
	v, asked := cards.LoadOrStore(id, new(atomic.Pointer[image.RGBA]))
	pic := v.(*atomic.Pointer[image.RGBA])
	if !asked {
		askCard(id, pic)
	}
	if p := pic.Load(); p != nil {
		return p
	}
	return nil
}

// askCard has the page decode the card of game id into pic.
func askCard(id string, pic *atomic.Pointer[image.RGBA]) {
	page := js.Global().Get("pyramidPage")
	if page.Type() != js.TypeObject || page.Get("card").Type() != js.TypeFunction {
		return
	}
	var then, fail js.Func
	done := func() { then.Release(); fail.Release() }
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		defer done()
		d := args[0]
		w, h := d.Get("width").Int(), d.Get("height").Int()
		rgba := image.NewRGBA(image.Rect(0, 0, w, h))
		if js.CopyBytesToGo(rgba.Pix, d.Get("data")) == len(rgba.Pix) {
			pic.Store(rgba)
		}
		return nil
	})
	fail = js.FuncOf(func(js.Value, []js.Value) any { done(); return nil }) // the panel stays
	page.Call("card", id).Call("then", then, fail)
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

// firstScene is the title with note for the player ("" for none), which
// opens at once what another module chose, if it did.
func firstScene(note string) scenes.Scene {
	if in, ok := scenes.ParseIntent(os.Getenv("PYRAMID_INTENT")); ok {
		return scenes.NewTitleIntent(in, note)
	}
	return scenes.NewTitleNote(note)
}
