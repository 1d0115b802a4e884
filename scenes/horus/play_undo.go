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
	w, h := 62*u, 22*u
	redo = undoButton{r: layout.Rect{X: r.Right() - 8*u - w, Y: r.Y + 5*u, W: w, H: h}, label: i18n.T("Redo"), help: i18n.T("Play the undone step again (Ctrl+Y).")}
	undo = undoButton{r: layout.Rect{X: redo.r.X - 6*u - w, Y: r.Y + 5*u, W: w, H: h}, label: i18n.T("Undo"), help: i18n.T("Take back your last step (Ctrl+Z).")}
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
		if !hot {
			continue
		}
		tip := b.help
		if b.why != "" {
			tip = b.why
		}
		w := min(render.Width(tip, f.Small)+16*u, 360*u)
		lines := render.Wrap(tip, f.Small, w-16*u)
		box := layout.Rect{X: max(0, b.r.Right()-w), Y: b.r.Bottom() + 4*u, W: w, H: float64(len(lines))*16*u + 8*u}
		render.Panel(dst, box, render.PanelFill, render.Highlight, u)
		for i, ln := range lines {
			render.Text(dst, ln, f.Small, box.X+8*u, box.Y+4*u+float64(i)*16*u, render.Ink, render.Left)
		}
	}
}
