package scenes

import (
	"errors"
	"fmt"
	"sort"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/saves"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/stats"
)

// StatsScene shows the statistics of every finished game, one game at a
// time: the game's own page (its Screens.Stats: Horus's adventurers and
// routes), and the shared overview of every game — wins by seat kind,
// table size and role. Opened from the end screen it starts at that
// game's own line.
type StatsScene struct {
	st      *stats.Stats
	message string         // why the statistics file could not be read, if so
	game    *table.Summary // the game just played (from the end screen), or nil
	id      string         // the game whose statistics are on show
	page    StatsPage      // its page (nil: a game without screens)
	back    Scene          // where Back goes; nil: the title
	view    int            // an index into views
	bs      Buttons
}

// NewStatsScene loads the statistics kept beside the saves. A damaged
// file is put aside and fresh statistics are shown, with a message.
func NewStatsScene(sv *saves.Saves) *StatsScene {
	s := &StatsScene{}
	if sv == nil {
		s.st, s.message = stats.New(), i18n.T("Games are not being saved on this computer, so no statistics are kept.")
	} else {
		st, err := stats.Load(sv.Store)
		var le *stats.LoadError
		switch {
		case errors.As(err, &le):
			s.message = le.Error()
		case err != nil:
			s.message = i18n.T("The statistics could not be read: ") + err.Error()
		}
		if st == nil {
			st = stats.New()
		}
		s.st = st
	}
	if gs := s.games(); len(gs) > 0 {
		s.show(gs[0].ID, nil)
	}
	return s
}

// thisGame starts at the line of the game just played, sum.
func (s *StatsScene) thisGame(sum table.Summary) {
	s.show(sum.Game, &sum)
}

// show puts game id's statistics on show, with the game just played (nil:
// none), at the first view.
func (s *StatsScene) show(id string, this *table.Summary) {
	s.id, s.game, s.view, s.page = id, this, 0, nil
	if sc, ok := ScreensOf(id); ok {
		s.page = sc.Stats(s.st.Game(id), this)
	}
}

// games are the games on offer: those played here first, then those
// played in another module (whose page opens there, see Away).
func (s *StatsScene) games() []table.Info {
	var here, away []table.Info
	for _, in := range Offered() {
		if hasScreens(in.ID) {
			here = append(here, in)
		} else {
			away = append(away, in)
		}
	}
	return append(here, away...)
}

// Games is the number of games counted of the game on show.
func (s *StatsScene) Games() int { return s.st.Game(s.id).Played }

// Views name the Views: the game's own, then the shared overview.
func (s *StatsScene) Views() []string {
	var out []string
	if s.page != nil {
		out = s.page.Views()
	}
	return append(out, i18n.T("Overview"))
}

func (s *StatsScene) layout(ctx *Context) {
	f := ctx.Frame
	s.bs = Buttons{{Rect: f.R(80, 650, 180, 44), Label: i18n.T("Back"), On: s.leave}}
	views := s.Views()
	x := 1200 - float64(len(views))*156
	for i, label := range views {
		s.bs = append(s.bs, Button{Rect: f.R(x+6, 14, 150, 36), Label: label, Chosen: s.view == i, On: func(*Context) { s.view = i }})
		x += 156
	}
	if gs := s.games(); len(gs) > 1 {
		for i, g := range gs {
			id := g.ID
			s.bs = append(s.bs, Button{Rect: f.R(300+float64(i)*230, 650, 220, 44), Label: i18n.T(g.Title), Chosen: id == s.id,
				On: func(*Context) { s.choose(id) }})
		}
	}
}

// choose puts game id's statistics on show, or has its module loaded
// to show them there.
func (s *StatsScene) choose(id string) {
	if !isAway(id) {
		s.show(id, nil)
		return
	}
	if err := goAway(Intent{Game: id, What: OpenStats}); err != nil {
		s.message = err.Error()
	}
}

func (s *StatsScene) leave(ctx *Context) {
	if s.back != nil {
		ctx.Go(s.back)
		return
	}
	ctx.Go(NewTitle())
}

// Update handles Back and the views.
func (s *StatsScene) Update(ctx *Context) error {
	s.layout(ctx)
	if !s.bs.Update(ctx) && (ctx.In.Has(input.Back) || ctx.In.Has(input.Confirm)) {
		s.leave(ctx)
	}
	return nil
}

// StatsCol is a column of a table: its title and where it starts, in
// design units from the screen's left.
type StatsCol struct {
	Title string
	X     float64
}

// StatsGrid draws tables one under the other down an area of the
// statistics screen, at the font's own line height (larger text), as
// many rows as fit; cells shrink to their column.
type StatsGrid struct {
	Dst  *ebiten.Image
	Ctx  *Context
	Area layout.Rect
	y    float64 // design units down the area
}

// Table draws a Table with its column titles, at most maxRows rows,
// marking the rows mark says in gold.
func (g *StatsGrid) Table(cols []StatsCol, rows [][]string, mark []bool, maxRows int) {
	f, u := g.Ctx.Fonts, g.Ctx.Frame.U
	at := func(x, w, h float64) layout.Rect {
		return layout.Rect{X: g.Area.X + (x-80)*u, Y: g.Area.Y + g.y*u, W: w * u, H: h * u}
	}
	lh := max(19, render.LineHeight(f.Small)/u)
	colW := func(k int) float64 {
		if k+1 < len(cols) {
			return cols[k+1].X - cols[k].X - 8
		}
		return 1200 - cols[k].X
	}
	for k, c := range cols {
		render.TextMid(g.Dst, c.Title, f.Bold, at(c.X, colW(k), 22), render.InkDim, render.Left)
	}
	g.y += max(24, render.LineHeight(f.Bold)/u)
	for i, vals := range rows {
		if i >= maxRows || g.Area.Y+(g.y+lh)*u > g.Area.Bottom() {
			break
		}
		ink := render.Ink
		if i < len(mark) && mark[i] {
			ink = render.Gold
		}
		for k, v := range vals {
			render.TextMid(g.Dst, v, f.Small, at(cols[k].X, colW(k), lh), ink, render.Left)
		}
		g.y += lh
	}
	if len(rows) == 0 {
		render.TextMid(g.Dst, i18n.T("no games yet"), f.Small, at(80, 1100, lh), render.InkFaint, render.Left)
		g.y += lh
	}
	g.y += 14
}

// drawOverview draws the shared totals of the game on show: wins and mean
// scores by seat kind, by table size and by role.
func (s *StatsScene) drawOverview(dst *ebiten.Image, ctx *Context, r layout.Rect) {
	g := StatsGrid{Dst: dst, Ctx: ctx, Area: r}
	gs := s.st.Game(s.id)
	type row struct {
		name string
		t    stats.Tally
	}
	tally := func(title string, m map[string]*stats.Tally, name func(string) string) {
		var rs []row
		for k, t := range m {
			rs = append(rs, row{name(k), *t})
		}
		sort.Slice(rs, func(i, j int) bool {
			if rs[i].t.Played != rs[j].t.Played {
				return rs[i].t.Played > rs[j].t.Played
			}
			return rs[i].name < rs[j].name
		})
		var rows [][]string
		for _, r := range rs {
			rows = append(rows, []string{r.name, fmt.Sprint(r.t.Played), fmt.Sprint(r.t.Won), fmt.Sprintf("%.1f", r.t.MeanScore())})
		}
		g.Table([]StatsCol{{title, 80}, {i18n.T("played"), 330}, {i18n.T("won"), 410}, {i18n.T("mean score"), 480}}, rows, nil, 8)
	}
	tally(i18n.T("Seat"), gs.Kinds, KindName)
	tally(i18n.T("Players"), gs.Sizes, func(k string) string {
		var n int
		fmt.Sscan(k, &n)
		return i18n.N(n, "%d player", "%d players", n)
	})
	if len(gs.Roles) > 0 {
		roles := map[string]string{}
		if game, ok := table.Lookup(s.id); ok {
			for _, r := range game.Info().Roles {
				roles[r.ID] = i18n.T(r.Name)
			}
		}
		tally(i18n.T("Role"), gs.Roles, func(k string) string {
			if n, ok := roles[k]; ok {
				return n
			}
			return k
		})
	}
}

// Draw shows the view's tables.
func (s *StatsScene) Draw(dst *ebiten.Image, ctx *Context) {
	s.layout(ctx)
	f, fr := ctx.Fonts, ctx.Frame
	render.TextMid(dst, i18n.T("Statistics"), f.Head, fr.R(80, 18, 210, 36), render.Gold, render.Left)
	views := 1200 - float64(len(s.Views()))*156 // where the view buttons start
	render.TextMid(dst, i18n.N(s.Games(), "%d game finished", "%d games finished", s.Games()), f.Body, fr.R(300, 18, views-300, 36), render.Ink, render.Left)
	area := fr.R(80, 80, 1120, 560)
	if s.page != nil && s.view < len(s.Views())-1 {
		s.page.Draw(dst, ctx, s.view, area)
	} else {
		s.drawOverview(dst, ctx, area)
	}
	if s.message != "" {
		r := fr.R(300, 644, 900, 60)
		if len(s.games()) > 1 { // the games' buttons take the foot: above them
			r = fr.R(300, 600, 900, 40)
		}
		DrawParagraph(dst, s.message, FitParagraph(s.message, f.Small, r), r, render.Danger)
	}
	s.bs.Draw(dst, ctx, f.Bold)
}

// Probe lists Back and the views.
func (s *StatsScene) Probe(ctx *Context) Probe {
	s.layout(ctx)
	return Probe{Scene: "stats", Seat: -2, View: -1, Targets: s.bs.Probe(ctx), Message: s.message, Bad: s.message != ""}
}

// KindName is a seat kind in words: a person, or a computer's level.
func KindName(k string) string {
	if k == table.Human {
		return i18n.T("human")
	}
	return i18n.T("computer: ") + i18n.T(k)
}
