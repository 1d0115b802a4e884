package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
)

// RuleSection is one section of a game's rules screen: its title and
// text, in English (the screen translates them through i18n).
type RuleSection struct{ Title, Text string }

// Rules shows the summary, one section at a time. A section that does
// not fit its box scrolls: the wheel, PgUp/PgDn (a controller's LT/RT),
// Home/End, or a click on the scroll bar.
type Rules struct {
	back     Scene
	sections []RuleSection
	sel      int
	scroll   int     // lines of the section scrolled past
	swiped   float64 // a drag's lines not yet whole
	listOff  float64 // the phone's list of sections scrolled past, in design units
	swipe    bool    // layout takes this tick's swipes (in Update only)
	bs       Buttons
	page     rulesPage
}

// NewRules opens a game's rules in sections (our own summary of its
// rulebook, in the rulebook's order); Back returns to back.
func NewRules(sections []RuleSection, back Scene) *Rules {
	return &Rules{back: back, sections: sections}
}

// Select shows section i from its top.
func (r *Rules) Select(i int) { r.sel, r.scroll = max(0, min(i, len(r.sections)-1)), 0 }

// Selected is the section on show, and Scrolled how many of its lines
// are scrolled past.
func (r *Rules) Selected() int { return r.sel }
func (r *Rules) Scrolled() int { return r.scroll }

// rulesGeom is where the rules screen puts things, in screen pixels.
type rulesGeom struct {
	heading layout.Rect
	list    []layout.Rect // one button per section
	back    layout.Rect
	box     layout.Rect // the panel of the chosen section
	title   layout.Rect // the section's title
	short   layout.Rect // the title beside the scroll hint
	hint    layout.Rect // "more below", while more lies below
	body    layout.Rect // the text
	bar     layout.Rect // the scroll bar beside the text (also its click area)
	foot    layout.Rect // the note under the text
}

// rulesLayout lays the rules screen out in the design frame: the list of
// sections on the left, the chosen section's panel on the right.
func rulesLayout(f layout.Frame, sections int) rulesGeom {
	u := f.U
	g := rulesGeom{heading: f.R(48, 20, 1184, 44), back: f.R(48, 646, 180, 44), box: f.R(384, 80, 848, 610)}
	const top, h, gap = 80, 28, 5 // the gap keeps the focus ring off the next button
	for i := range sections {
		g.list = append(g.list, f.R(48, top+float64(i)*(h+gap), 322, h))
	}
	in := g.box.X + 24*u
	g.title = layout.Rect{X: in, Y: g.box.Y + 14*u, W: g.box.W - 48*u, H: 36 * u}
	g.short = g.title
	// "More below" gets a line of its own under the title, wide enough
	// for its keys in Polish at the largest text size
	g.hint = layout.Rect{X: in, Y: g.title.Bottom() + 2*u, W: g.title.W, H: 30 * u}
	g.body = layout.Rect{X: in, Y: g.hint.Bottom() + 6*u, W: g.box.W - 48*u - 18*u, H: g.box.Bottom() - 44*u - g.hint.Bottom() - 6*u}
	g.bar = layout.Rect{X: g.body.Right() + 4*u, Y: g.body.Y, W: 18 * u, H: g.body.H}
	g.foot = layout.Rect{X: in, Y: g.box.Bottom() - 36*u, W: g.box.W - 48*u, H: 30 * u}
	return g
}

// rulesPage is one section's text wrapped to the width of the body.
type rulesPage struct {
	key   rulesKey
	lines []string
	lh    float64 // line height
	rows  int     // lines the body shows at once
}

// rulesKey is what a wrapped page depends on.
type rulesKey struct {
	sel        int
	lang       i18n.Lang
	size, w, h float64
}

// wrapRules wraps s into body at face: the page the rules screen shows.
func wrapRules(s string, face render.Face, body layout.Rect) rulesPage {
	lh := render.LineHeight(face)
	return rulesPage{lines: render.Wrap(s, face, body.W), lh: lh, rows: max(1, int(body.H/lh))}
}

// maxScroll is the furthest the page scrolls: its last line at the
// bottom of the body.
func (p *rulesPage) maxScroll() int { return max(0, len(p.lines)-p.rows) }

// pageFor is the chosen section wrapped for the current fonts, language
// and screen; nil when there are no fonts yet.
func (r *Rules) pageFor(ctx *Context) *rulesPage {
	face := ctx.Fonts.Body
	if face == nil {
		return nil
	}
	body := rulesLayout(ctx.Frame, len(r.sections)).body
	size, _ := render.SizeOf(face)
	k := rulesKey{r.sel, i18n.Current(), size, body.W, body.H}
	if r.page.lines == nil || r.page.key != k {
		r.page = wrapRules(i18n.T(r.sections[r.sel].Text), face, body)
		r.page.key = k
	}
	return &r.page
}

// thumb is the part of the scroll bar that stands for the lines shown.
func (p *rulesPage) thumb(bar layout.Rect, scroll int) layout.Rect {
	n := len(p.lines)
	if n == 0 || p.maxScroll() == 0 {
		return bar
	}
	h := max(bar.W, bar.H*float64(p.rows)/float64(n))
	y := bar.Y + (bar.H-h)*float64(scroll)/float64(p.maxScroll())
	return layout.Rect{X: bar.X, Y: y, W: bar.W, H: h}
}

func (r *Rules) layout(ctx *Context) {
	g := r.fingerList(ctx, rulesLayout(ctx.Frame, len(r.sections)))
	r.bs = r.bs[:0]
	for i, s := range r.sections {
		if g.list[i].H == 0 { // scrolled out of the phone's list
			continue
		}
		r.bs = append(r.bs, Button{Rect: g.list[i], Label: i18n.T(s.Title), Chosen: i == r.sel, On: func(*Context) {
			if r.sel != i {
				r.sel, r.scroll = i, 0
			}
		}})
	}
	r.bs = append(r.bs, Button{Rect: g.back, Label: i18n.T("Back"), On: func(ctx *Context) { ctx.Go(r.back) }})
}

// fingerList makes the list of sections a finger's rows where a finger
// plays and the designed ones are smaller (a phone): they do not all fit
// then, so the list scrolls with a swipe over it (r.listOff, in design
// units), and a section scrolled out of sight has an empty rectangle.
func (r *Rules) fingerList(ctx *Context, g rulesGeom) rulesGeom {
	fr := ctx.FingerRow()
	if fr <= 28 {
		return g
	}
	f := ctx.Frame
	const top = 80
	pitch, bottom := fr+5, 712-fr-8
	g.back = f.R(48, 712-fr, 180, fr)
	if r.swipe {
		area := f.R(48, top, 296, bottom-top)
		swiped := false
		for _, in := range ctx.In.Intents {
			if in.Kind == input.Pan && in.Dev != input.Gamepad && area.Contains(in.X, in.Y) {
				r.listOff -= in.DY / f.U
				swiped = true
			}
		}
		if !swiped { // at rest, whole rows show from the top
			r.listOff = math.Round(r.listOff/pitch) * pitch
		}
	}
	r.listOff = max(0, min(r.listOff, float64(len(r.sections))*pitch-5-(bottom-top)))
	for i := range g.list {
		y := top + float64(i)*pitch - r.listOff
		g.list[i] = layout.Rect{}
		if y >= top-0.5 && y+fr <= bottom+0.5 {
			g.list[i] = f.R(48, y, 296, fr)
		}
	}
	return g
}

// Update picks a section and scrolls it.
func (r *Rules) Update(ctx *Context) error {
	r.swipe = true // this tick's swipes move the phone's list, once
	r.layout(ctx)
	r.swipe = false
	if ctx.In.Has(input.Back) {
		ctx.Go(r.back)
		return nil
	}
	r.bs.Update(ctx)
	r.scrollBy(ctx)
	return nil
}

// scrollBy applies this tick's scrolling: three lines a wheel notch, a
// page less one line for PgUp/PgDn (LT/RT), Home/End, and a page for a
// click on the scroll bar above or below its thumb.
func (r *Rules) scrollBy(ctx *Context) {
	p := r.pageFor(ctx)
	if p == nil {
		r.scroll = 0
		return
	}
	bar := rulesLayout(ctx.Frame, len(r.sections)).bar
	page := max(1, p.rows-1)
	for _, in := range ctx.In.Intents {
		switch in.Kind {
		case input.Scroll:
			r.scroll -= int(math.Round(in.DY * 3))
		case input.Pan: // a finger or the mouse dragging the text: the lines follow it
			if in.Dev != input.Gamepad && rulesLayout(ctx.Frame, len(r.sections)).box.Contains(in.X, in.Y) {
				r.swiped -= in.DY / p.lh
				n := int(r.swiped)
				r.swiped -= float64(n)
				r.scroll += n
			}
		case input.PageUp:
			r.scroll -= page
		case input.PageDown:
			r.scroll += page
		case input.Home:
			r.scroll = 0
		case input.End:
			r.scroll = p.maxScroll()
		case input.Click:
			if p.maxScroll() > 0 && bar.Contains(in.X, in.Y) {
				if th := p.thumb(bar, r.scroll); in.Y < th.Y {
					r.scroll -= page
				} else if in.Y >= th.Bottom() {
					r.scroll += page
				}
			}
		}
	}
	r.scroll = max(0, min(r.scroll, p.maxScroll()))
}

// Draw shows the chosen section, from the line scrolled to.
func (r *Rules) Draw(dst *ebiten.Image, ctx *Context) {
	r.layout(ctx)
	f, u := ctx.Fonts, ctx.Frame.U
	g := rulesLayout(ctx.Frame, len(r.sections))
	render.TextMid(dst, i18n.T("How to play"), f.Head, g.heading, render.Gold, render.Left)
	render.Panel(dst, g.box, render.PanelFill, render.PanelLine, u)
	title, sc := g.title, 0
	p := r.pageFor(ctx)
	if p != nil && p.maxScroll() > 0 {
		sc = max(0, min(r.scroll, p.maxScroll())) // the language or text size may have changed since Update
		if sc < p.maxScroll() {
			render.TextMid(dst, i18n.F("More below (%s)", r.moreKeys(ctx)), f.Small, g.hint, render.Gold, render.Left)
		}
		title = g.short
	}
	render.TextMid(dst, i18n.T(r.sections[r.sel].Title), f.Head, title, render.Gold, render.Left)
	if p != nil {
		for i := 0; i < p.rows && sc+i < len(p.lines); i++ {
			ln := layout.Rect{X: g.body.X, Y: g.body.Y + float64(i)*p.lh, W: g.body.W, H: p.lh}
			render.TextMid(dst, p.lines[sc+i], f.Body, ln, render.Ink, render.Left)
		}
		if p.maxScroll() > 0 {
			track := layout.Rect{X: g.bar.X + g.bar.W/2 - 3*u, Y: g.bar.Y, W: 6 * u, H: g.bar.H}
			render.RoundBox(dst, track, render.ButtonFill, render.PanelLine, 3*u, max(1, u))
			th := p.thumb(track, sc)
			render.RoundBox(dst, th, render.Gold, render.Gold, 3*u, max(1, u))
		}
	}
	render.TextMid(dst, i18n.T("A summary in our own words; the printed rulebook is the authority."), f.Small, g.foot, render.InkFaint, render.Left)

	r.bs.Draw(dst, ctx, f.Bold)
}

// moreKeys names the keys that scroll down on the device used last.
func (r *Rules) moreKeys(ctx *Context) string {
	switch ctx.In.Last {
	case input.Gamepad:
		return i18n.T("RT")
	case input.Touch:
		return i18n.T("swipe up")
	}
	return i18n.T("wheel or PgDn")
}

// legend adds the scrolling keys to the usual ones while the section
// scrolls.
func (r *Rules) Legend(ctx *Context) (layout.Rect, []LegendKey) {
	where, keys := LegendBar(ctx), BaseLegend(ctx)
	if p := r.pageFor(ctx); p != nil && p.maxScroll() > 0 {
		if ctx.In.Last == input.Gamepad {
			keys = append(keys, LegendKey{Key: i18n.T("LT RT"), Does: i18n.T("scroll")})
		} else {
			keys = append(keys, LegendKey{Key: i18n.T("PgUp PgDn"), Does: i18n.T("scroll")})
		}
	}
	return where, keys
}

// Probe lists the sections.
func (r *Rules) Probe(ctx *Context) Probe {
	r.layout(ctx)
	return Probe{Scene: "rules", Seat: -2, View: -1, Targets: r.bs.Probe(ctx)}
}

// RulesPlaces are where the rules screen puts its parts for a screen
// of ctx's size, for a game's tests to check that its sections fit: the
// sections' buttons, the chosen section's title beside the scroll hint,
// and its text.
type RulesPlaces struct {
	List        []layout.Rect
	Back        layout.Rect
	Title, Body layout.Rect
	Bar         layout.Rect // the scroll bar beside the text
}

// Places is the rules screen's RulesPlaces for ctx.
func (r *Rules) Places(ctx *Context) RulesPlaces {
	g := rulesLayout(ctx.Frame, len(r.sections))
	return RulesPlaces{List: g.list, Back: g.back, Title: g.short, Body: g.body, Bar: g.bar}
}

// MaxScroll is how far the section on show scrolls for ctx (its last
// line at the foot of the text): 0 when it fits.
func (r *Rules) MaxScroll(ctx *Context) int {
	if p := r.pageFor(ctx); p != nil {
		return p.maxScroll()
	}
	return 0
}
