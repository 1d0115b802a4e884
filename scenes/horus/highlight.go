package horus

import (
	"strconv"
	"strings"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/scenes"
)

// The play screen as a tutorial's guide reads it (scenes.Guided): where
// the things its cards speak of are, whether the screen has caught up with
// the game, and the focus put on the step a card asks for.

var _ scenes.Guided = (*Play)(nil)

// The names of Highlight (the first word, before the seat, square, deck
// or mummy it is about), and of the end screen's score table.
const (
	lookTop         = "top"
	lookDice        = "dice"
	lookBlocks      = "blocks"
	lookBoard       = "board"
	lookPrompt      = "prompt"
	lookLog         = "log"
	lookDeck        = "deck"
	lookSeat        = "seat"
	lookFigure      = "figure"
	lookSquare      = "square"
	lookSarcophagus = "sarcophagus"
	lookMummy       = "mummy"
	lookScores      = "scores"
)

// Highlight is where the element called name is on the play screen:
//
//	top                the top bar: round, phase, who is to act
//	dice, blocks       the five dice; the grid of stone blocks still to fall
//	deck rubble|sand|water   a search deck
//	board, prompt, log, skip  the pyramid; the prompt panel; the game log; the Skip button (while there is something to skip)
//	seat N             seat N's panel
//	figure N           the square seat N's adventurer stands on
//	square A6          a square of the pyramid
//	sarcophagus A6     the sarcophagus beside a corridor square
//	mummy initkaes     the square a mummy of the box stands on
func (p *Play) Highlight(ctx *scenes.Context, name string) (layout.Rect, bool) {
	p.ensureLayout(ctx)
	l := &p.lay
	word, arg, _ := strings.Cut(name, " ")
	switch word {
	case lookTop:
		return l.TopBar, true
	case lookDice:
		return union(l.Dice[:]), true
	case lookBlocks:
		return l.Blocks, true
	case lookBoard:
		return l.Board, true
	case lookPrompt:
		return l.Prompt, true
	case lookLog:
		return l.Log, true
	case scenes.LookSkip:
		return p.skipButton(), p.skippable()
	case lookDeck:
		for d := horus.Deck(0); d < horus.NumDecks; d++ {
			if strings.EqualFold(d.String(), arg) {
				return l.Decks[d], true
			}
		}
	case lookSeat, lookFigure:
		seat, err := strconv.Atoi(arg)
		if err != nil || seat < 0 || seat >= int(p.obs.Opt.Players) {
			return layout.Rect{}, false
		}
		if word == lookSeat {
			return l.Players[seat], true
		}
		pl := p.obs.Players[seat]
		return l.Square(pl.Square), pl.Fate == horus.InPlay && pl.Square.Valid()
	case lookSquare, lookSarcophagus:
		q, err := horus.ParseSquare(arg)
		if err != nil {
			return layout.Rect{}, false
		}
		if word == lookSquare {
			return l.Square(q), true
		}
		if i := q.Sarcophagus(); i >= 0 {
			return l.Sarcophagus(i), true
		}
	case lookMummy:
		for m := 0; m < int(p.obs.NMummy) && m < horus.BoxMummies; m++ {
			if n, _ := horus.MummyStart(m); strings.EqualFold(n, arg) {
				return l.Square(p.obs.Mummies[m].Square), true
			}
		}
	}
	return layout.Rect{}, false
}

// union is the smallest rectangle holding rs.
func union(rs []layout.Rect) layout.Rect {
	if len(rs) == 0 {
		return layout.Rect{}
	}
	x0, y0, x1, y1 := rs[0].X, rs[0].Y, rs[0].Right(), rs[0].Bottom()
	for _, r := range rs[1:] {
		x0, y0, x1, y1 = min(x0, r.X), min(y0, r.Y), max(x1, r.Right()), max(y1, r.Bottom())
	}
	return layout.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}

// Settled reports whether the screen shows the game as it stands: no
// animation or pause left, nothing asked or covered.
func (p *Play) Settled() bool {
	return !p.world.Busy() && p.world.Pending() == 0 && p.wait == 0 && p.passFor < 0 && p.ask == nil
}

// Point puts the keyboard and controller focus on the offer of step (on
// the prompt's page that holds it), as a hint does, so that Enter or A
// plays it.
func (p *Play) Point(step string) {
	cur := p.m.State.Current()
	if cur < 0 || p.computer(cur) || cur != p.view {
		return
	}
	p.buildTargets(cur)
	if i := p.offer(cur, func(t target) bool { return t.act.String() == step }); i >= 0 {
		p.ctl.focus.At = i
		p.ctl.focus.Remember(offerKeys(p.targets))
	}
}
