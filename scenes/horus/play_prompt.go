package horus

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
)

// The prompt panel: who is to act and what they are asked, in full at
// the text size chosen (the panel's parts are measured from the text, so
// a larger size makes them taller, never the type smaller), the offers
// as buttons page by page, a line saying what the offer under the
// pointer or the focus would do (or a notice), and the keys' legend at
// the ticker under it for a keyboard or controller player.

// promptParts are the prompt panel's parts, top to bottom.
type promptParts struct {
	title, body, buttons, status layout.Rect
}

// promptStatusLines is how many lines the status line may wrap to.
const promptStatusLines = 2

// parts lays the prompt panel out for the words it shows now (body).
func (p *Play) parts(body string) promptParts {
	r, u, f := p.lay.Prompt, p.lay.U, p.fonts
	var pp promptParts
	undo, _ := p.undoButtons()
	titleW := r.W - 20*u
	if p.undoShown() {
		titleW = undo.r.X - 8*u - r.X - 30*u
	}
	th := max(26*u, render.LineHeight(f.Bold))
	pp.title = layout.Rect{X: r.X + 30*u, Y: r.Y + 8*u, W: titleW, H: th}
	bh := float64(len(render.Wrap(body, f.Body, r.W-24*u))) * render.LineHeight(f.Body)
	pp.body = layout.Rect{X: r.X + 12*u, Y: pp.title.Bottom() + 4*u, W: r.W - 24*u, H: bh}
	sh := promptStatusLines * render.LineHeight(f.Small)
	pp.status = layout.Rect{X: r.X + 12*u, Y: r.Bottom() - 8*u - sh, W: r.W - 24*u, H: sh}
	top := pp.body.Bottom() + 10*u
	pp.buttons = layout.Rect{X: r.X + 12*u, Y: top, W: r.W - 24*u, H: max(0, pp.status.Y-6*u-top)}
	return pp
}

// promptWords are the prompt's title, its words and the colour of its
// mark, for seat cur at the moment shown.
func (p *Play) promptWords(cur int, dev input.Device) (title, body string, col color.RGBA) {
	col = render.Ink
	switch {
	case cur == horus.TerminalSeat:
		return i18n.T("The game is over"), i18n.T("Counting the treasure..."), col
	case p.rush:
		title, body = p.rushWords()
		return title, body, col
	case cur == horus.ChanceSeat:
		return i18n.T("Chance"), i18n.T("Dice, cards and blocks are drawn."), col
	case p.computer(cur):
		return i18n.F("%s (computer)", p.who(cur)), i18n.T("is deciding. Watch the board and the log."), render.SeatColors[cur]
	case cur != p.view:
		return p.who(cur), i18n.T("is deciding."), render.SeatColors[cur]
	}
	return i18n.F("Your move, %s", p.who(cur)), p.prompt(cur, dev), render.SeatColors[cur]
}

func (p *Play) drawPrompt(dst *ebiten.Image, ctx *scenes.Context, cur int) {
	f, u := ctx.Fonts, p.lay.U
	r := p.lay.Prompt
	render.Panel(dst, r, render.PanelFill, render.PanelLine, u)
	title, body, col := p.promptWords(cur, ctx.In.Last)
	pp := p.parts(body)
	render.Fill(dst, layout.Rect{X: r.X + 12*u, Y: pp.title.Y + pp.title.H/2 - 6*u, W: 12 * u, H: 12 * u}, col)
	render.TextMid(dst, title, f.Bold, pp.title, render.Ink, render.Left)
	scenes.DrawParagraph(dst, body, f.Body, pp.body, render.InkDim)
	status := p.message
	statusInk := render.Danger
	if s := p.controlStatus(ctx, cur); status == "" && s != "" {
		status, statusInk = s, render.Gold
	}
	if s := p.drawRush(dst, ctx); status == "" && s != "" {
		status, statusInk = s, render.Gold
	}
	if p.humanActing(cur) && p.drawer.kind == drawerNone {
		p.buildTargets(cur)
		for i, t := range p.targets {
			if t.kind != tButton {
				continue
			}
			st := render.Normal
			if i == p.hover {
				st = render.Hot
			} else if p.primary(t, cur) {
				st = render.Chosen
			}
			render.Button(dst, t.r, t.label, f.Small, st, u)
		}
		if p.hover >= 0 {
			t := p.targets[p.hover]
			status, statusInk = t.help, render.Highlight
			if t.kind == tButton {
				p.cardTipFor(t.r, t.act)
			}
		}
	}
	if status == "" {
		if q, ok := p.lay.SquareAt(ctx.In.X, ctx.In.Y); ok {
			status, statusInk = squareWords(q), render.InkDim
		}
	}
	if status != "" {
		// the status takes the room the buttons leave above it
		sr := pp.status
		if p.humanActing(cur) && p.drawer.kind == drawerNone {
			free := pp.buttons.Y
			for _, t := range p.targets {
				if t.kind == tButton {
					free = max(free, t.r.Bottom()+8*u)
				}
			}
			sr.H = sr.Bottom() - free
			sr.Y = free
		} else {
			free := pp.body.Bottom() + 8*u
			if p.rushOffered() {
				free = p.rushButton().Bottom() + 8*u
			}
			sr.H = sr.Bottom() - free
			sr.Y = free
		}
		if p.skippable() {
			sb := p.skipButton()
			sr.H = max(0, sb.Y-6*u-sr.Y)
		}
		lines := render.Wrap(status, f.Small, sr.W)
		lh := render.LineHeight(f.Small)
		h := min(sr.H, float64(len(lines))*lh)
		scenes.DrawParagraph(dst, status, f.Small, layout.Rect{X: sr.X, Y: sr.Bottom() - h, W: sr.W, H: h}, statusInk)
	}
}
