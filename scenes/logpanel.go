package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
)

// LogPanel is the game log of the play screen and the replay viewer: the
// game's narrated lines of the events shown, newest at the foot, wrapped
// to the panel, scrolled back with the wheel over it or a page at a time
// with PgUp and PgDn. The game words the lines (BoardView.Lines); the
// panel knows no game.
type LogPanel struct {
	key    int       // what lines were built from (Draw's key)
	built  bool      // lines hold key's lines at width
	width  float64   // the width they were wrapped to
	lines  []LogLine // wrapped
	scroll int       // lines scrolled back from the newest
	swiped float64   // a drag's pixels not yet a whole line
}

// Invalidate makes the next Draw build its lines again (the view, the
// language or the layout changed).
func (l *LogPanel) Invalidate() { l.built = false }

// Scrolled is how many lines the panel is scrolled back from the newest.
func (l *LogPanel) Scrolled() int { return l.scroll }

// Update scrolls the panel in r (u: the layout's unit) on this tick's
// input.
func (l *LogPanel) Update(ctx *Context, r layout.Rect, u float64) {
	page := max(1, int((r.H-30*u)/(15.5*u))-1)
	for _, in := range ctx.In.Intents {
		switch {
		case in.Kind == input.Scroll && r.Contains(in.X, in.Y):
			l.scroll = max(0, l.scroll+int(math.Round(in.DY*3)))
		case in.Kind == input.Pan && in.Dev != input.Gamepad && r.Contains(in.X, in.Y):
			// dragging down brings the earlier lines into view
			l.swiped += in.DY / (15.5 * u)
			n := int(l.swiped)
			l.swiped -= float64(n)
			l.scroll = max(0, l.scroll+n)
		case in.Kind == input.PageUp:
			l.scroll += page
		case in.Kind == input.PageDown:
			l.scroll = max(0, l.scroll-page)
		}
	}
	if n := len(l.lines); n > 0 {
		l.scroll = min(l.scroll, n) // never scroll past the first line
	}
}

// Draw draws the panel into r (u: the layout's unit), leaving room at its
// foot for the keys' legend. key says what the lines tell (how many
// events, which view): when it changed, lines() gives them anew.
func (l *LogPanel) Draw(dst *ebiten.Image, ctx *Context, r layout.Rect, u float64, room float64, key int, lines func() []LogLine) {
	f := ctx.Fonts
	render.Panel(dst, r, render.PanelFill, render.PanelLine, u)
	headBox := layout.Rect{X: r.X + 10*u, Y: r.Y + 4*u, W: r.W/2 - 10*u, H: 20 * u}
	render.TextMid(dst, i18n.T("Game log"), f.Bold, headBox, render.Ink, render.Left)
	noteBox := layout.Rect{X: r.X + r.W/2, Y: r.Y + 4*u, W: r.W/2 - 10*u, H: 20 * u}
	if w := r.W - 20*u; !l.built || l.key != key || l.width != w {
		l.key, l.built, l.width = key, true, w
		l.lines = l.lines[:0]
		for _, ln := range lines() {
			for _, t := range render.Wrap(ln.Text, f.Small, w) {
				l.lines = append(l.lines, LogLine{t, ln.Ink})
			}
		}
	}
	lh := max(15.5*u, render.LineHeight(f.Small))
	n := int((r.H - 30*u - room) / lh)
	back := min(l.scroll, max(0, len(l.lines)-n))
	end := len(l.lines) - back
	start := max(0, end-n)
	for i, ln := range l.lines[start:end] {
		render.Text(dst, ln.Text, f.Small, r.X+10*u, r.Y+26*u+float64(i)*lh, ln.Ink, render.Left)
	}
	if back > 0 {
		render.TextMid(dst, i18n.N(back, "%d newer line below (scroll down)", "%d newer lines below (scroll down)", back), f.Small, noteBox, render.Gold, render.Right)
	} else if start > 0 {
		render.TextMid(dst, i18n.T("scroll up for earlier events"), f.Small, noteBox, render.InkFaint, render.Right)
	}
}
