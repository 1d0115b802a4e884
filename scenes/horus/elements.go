package horus

import (
	"strconv"
	"strings"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/game/horus"
)

// Element is where a named part of the play screen is now, for whatever
// points at it (a guided game highlighting what to look at and what to
// press, a test): "topbar", "menu", "board" (the board's view), "names"
// (the squares' names' toggle), "dice", "die:N" (0 red … 4 black),
// "decks", "deck:N" (0 rubble, 1 sand, 2 water), "blocks" (the stone
// blocks still to fall), "table" (the table drawer's button), "prompt",
// "log" (the log's last lines), "log-button", "drawer", "seat:N",
// "square:D12" (as the camera shows it), "sarcophagus:N", "alcove:GOD"
// ("alcove:anubis"), and "action:STEP", the offer of a step in the
// game's notation ("action:end", "action:move D12") on the board or in the
// prompt, where it is on the page on show. It reports false for a name
// it does not know or a part not on the screen now.
func (p *Play) Element(name string) (layout.Rect, bool) {
	l := &p.lay
	kind, arg, _ := strings.Cut(name, ":")
	index := func(n int) (int, bool) {
		i, err := strconv.Atoi(arg)
		return i, err == nil && i >= 0 && i < n
	}
	switch kind {
	case "topbar":
		return l.TopBar, true
	case "menu":
		return l.Menu, true
	case "board":
		return l.View, true
	case "names":
		return l.Names, true
	case "dice":
		return l.DiceTray, true
	case "die":
		if i, ok := index(int(horus.NumDice)); ok {
			return l.Dice[i], true
		}
	case "decks":
		return layout.Rect{X: l.Decks[0].X, Y: l.Status.Y, W: l.Pile.X - l.Decks[0].X, H: l.Status.H}, true
	case "deck":
		if i, ok := index(horus.NumDecks); ok {
			return l.Decks[i], true
		}
	case "blocks":
		return l.Pile, true
	case "table":
		return l.TableBtn, true
	case "prompt":
		return l.Prompt, true
	case "log":
		return l.Ticker, true
	case "log-button":
		return l.LogBtn, true
	case "drawer":
		return l.Drawer, p.drawer.kind != drawerNone
	case "seat":
		if i, ok := index(len(p.cfg.Seats)); ok {
			return l.Players[i], true
		}
	case "square":
		if q, err := horus.ParseSquare(arg); err == nil && q.Valid() {
			return l.Square(q), true
		}
	case "sarcophagus":
		if i, ok := index(horus.NumSarcophagi); ok {
			return l.Sarcophagus(i), true
		}
	case "alcove":
		for g := horus.God(0); g < horus.NumGods; g++ {
			if strings.EqualFold(g.String(), arg) {
				return l.Alcove(g), true
			}
		}
	case "action":
		if cur := p.m.State.Current(); p.humanActing(cur) {
			p.buildTargets(cur)
			for _, t := range p.targets {
				if t.kind != tDie && t.page == 0 && t.act.String() == arg {
					return t.r, true
				}
			}
		}
	}
	return layout.Rect{}, false
}
