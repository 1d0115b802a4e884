package horus

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
)

// undoButton is Undo or Redo at the top right of the prompt panel. why is
// empty when it can be pressed, else the reason it cannot, in words.
type undoButton struct {
	r     layout.Rect
	label string
	why   string
	help  string
}

// undoButtons are the Undo and Redo buttons as they stand now.
func (p *Play) undoButtons() (undo, redo undoButton) {
	r, u := p.lay.Prompt, p.lay.U
	// each as wide as its word (Polish words are longer) at the text size
	width := func(s string) float64 {
		if p.fonts.Small == nil {
			return 62 * u
		}
		return max(62*u, render.Width(s, p.fonts.Small)+24*u)
	}
	h := 26 * u
	if p.fonts.Small != nil {
		h = scenes.ButtonHeight(p.fonts.Small, u) - 4*u
	}
	redo = undoButton{label: i18n.T("Redo"), help: i18n.T("Play the undone step again (Ctrl+Y).")}
	undo = undoButton{label: i18n.T("Undo"), help: i18n.T("Take back your last step (Ctrl+Z).")}
	rw, uw := width(redo.label), width(undo.label)
	redo.r = layout.Rect{X: r.Right() - 8*u - rw, Y: r.Y + 6*u, W: rw, H: h}
	undo.r = layout.Rect{X: redo.r.X - 6*u - uw, Y: r.Y + 6*u, W: uw, H: h}
	if p.s == nil {
		undo.why, redo.why = i18n.T("there is no game to undo"), i18n.T("there is no game to redo")
		return
	}
	if err := p.s.CanUndo(); err != nil {
		undo.why = i18n.F("Cannot undo: %v.", err)
	}
	if err := p.s.CanRedo(); err != nil {
		redo.why = i18n.F("Cannot redo: %v.", err)
	}
	if cur := p.m.State.Current(); cur >= 0 && cur != p.view {
		undo.why, redo.why = i18n.T("Cannot undo: this is not your screen."), i18n.T("Cannot redo: this is not your screen.")

	}
	return
}

// undoShown reports whether the buttons are on screen: in a game with a
// person at the table.
func (p *Play) undoShown() bool { return p.s != nil && len(p.humans()) > 0 }

// updateUndo handles the Undo and Redo buttons and Ctrl+Z / Ctrl+Y. It
// reports whether it used the tick.
func (p *Play) updateUndo(ctx *scenes.Context) bool {
	if !p.undoShown() {
		return false
	}
	undo, redo := p.undoButtons()
	wantUndo, wantRedo := ctx.In.Has(input.Undo), ctx.In.Has(input.Redo)
	if x, y, ok := ctx.In.Clicked(); ok {
		wantUndo = wantUndo || undo.r.Contains(x, y)
		wantRedo = wantRedo || redo.r.Contains(x, y)
	}
	switch {
	case wantUndo:
		if undo.why != "" {
			p.message = undo.why
			return true
		}
		if p.world.Busy() || p.wait > 0 {
			return true // the last step is still being shown
		}
		err := p.s.Undo()
		if err := p.took(nil, err); err != nil {
			p.message = err.Error()
			return true
		}
		if err == nil {
			p.message = ""
		}
		p.events = sessionEvents(p.s)
		p.selDice = 0
		p.resetWorld()
		return true
	case wantRedo:
		if redo.why != "" {
			p.message = redo.why
			return true
		}
		if p.world.Busy() || p.wait > 0 {
			return true
		}
		evs, err := p.s.Redo()
		if err := p.took(evs, err); err != nil {
			p.message = err.Error()
			return true
		}
		if err == nil {
			p.message = ""
		}
		p.absorb()
		p.wait = p.pause(4)
		return true
	}
	return false
}

// drawUndo draws Undo and Redo, and under the pointer what they would do
// or why they cannot.
func (p *Play) drawUndo(dst *ebiten.Image, ctx *scenes.Context) {
	if !p.undoShown() {
		return
	}
	f, u := ctx.Fonts, p.lay.U
	undo, redo := p.undoButtons()
	for _, b := range []undoButton{undo, redo} {
		st := render.Normal
		hot := b.r.Contains(ctx.In.X, ctx.In.Y)
		switch {
		case b.why != "":
			st = render.Disabled
		case hot:
			st = render.Hot
		}
		render.Button(dst, b.r, b.label, f.Small, st, u)
		if hot {
			tip := b.help
			if b.why != "" {
				tip = b.why
			}
			p.explain.words(b.r, tip)
		}
	}
}
