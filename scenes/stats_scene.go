package scenes

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/stats"
)

// The statistics screen's views: the totals, the routes taken, and —
// opened from the end screen — the game just played beside the totals it
// now counts in.
const (
	statsTotals = iota
	statsRoutes
	statsThisGame
)

// StatsScene shows the statistics of every finished game: games played
// and won, mean score and fates per seat kind and per adventurer, the
// routes they take through the pyramid, and after a game that game's own
// line.
type StatsScene struct {
	st      *stats.Stats
	message string         // why the statistics file could not be read, if so
	game    *table.Summary // the game just played (from the end screen), or nil
	back    Scene          // where Back goes; nil: the title
	view    int
	bs      buttons
}

// NewStatsScene loads the statistics kept beside the saves. A damaged
// file is put aside and fresh statistics are shown, with a message.
func NewStatsScene(saves *Saves) *StatsScene {
	s := &StatsScene{}
	if saves == nil {
		s.st, s.message = stats.New(), i18n.T("Games are not being saved on this computer, so no statistics are kept.")
		return s
	}
	st, err := stats.Load(saves.Store)
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
	return s
}

// statsRow is one line of a table.
type statsRow struct {
	key    string // the kind or adventurer as the statistics file names it
	name   string
	t      stats.Tally
	route  string // favourite squares and the usual round out
	routes []stats.Count
}

// kindName is a seat kind in words.
func kindName(k string) string {
	if k == "human" {
		return i18n.T("human")
	}
	return i18n.T("computer: ") + i18n.T(k)
}

// advName is an adventurer's name from the short one the statistics keep.
func advName(k string) string {
	for i := horus.Adventurer(0); i < horus.NumAdventurers; i++ {
		if strings.EqualFold(i.String(), k) {
			return i.Name()
		}
	}
	return k
}

// routeWords says a route in the current language: the rooms in the
// order first reached, "out" for the way out (every route starts at the
// Entrance, so it goes unsaid).
func routeWords(route string) string {
	rooms, ok := horus.RouteRooms(route)
	if !ok {
		return route
	}
	words := make([]string, len(rooms))
	for i, r := range rooms {
		words[i] = i18n.T(r.String())
		if i == len(rooms)-1 && r == horus.RegionEntrance {
			words[i] = i18n.T("out")
		}
	}
	return strings.Join(words, " → ")
}

// horusStats are the statistics of The Pyramid of Horus.
func (s *StatsScene) horusStats() *stats.GameStats { return s.st.Game(horus.GameID) }

// Rows lists the seat kinds and the adventurers, as shown.
func (s *StatsScene) Rows() (kinds, advs []statsRow) {
	g := s.horusStats()
	for k, t := range g.Kinds {
		kinds = append(kinds, statsRow{key: k, name: kindName(k), t: *t, routes: t.Top(horus.FactRoute, 2)})
	}
	for k, a := range g.By[horus.FactAdventurer] {
		var sq []string
		for _, c := range a.Top(horus.FactSquares, 3) {
			sq = append(sq, c.Name)
		}
		route := strings.Join(sq, ", ")
		if out := a.Top(horus.FactExitRound, 1); len(out) > 0 {
			if route != "" {
				route += "; "
			}
			r, _ := strconv.Atoi(out[0].Name)
			route += i18n.F("escapes most in round %d", r)
		}
		advs = append(advs, statsRow{key: k, name: advName(k), t: *a, route: route, routes: a.Top(horus.FactRoute, 2)})
	}
	by := func(rs []statsRow) {
		sort.Slice(rs, func(i, j int) bool {
			if rs[i].t.Played != rs[j].t.Played {
				return rs[i].t.Played > rs[j].t.Played
			}
			return rs[i].name < rs[j].name
		})
	}
	by(kinds)
	by(advs)
	return kinds, advs
}

// Games is the number of games counted.
func (s *StatsScene) Games() int { return s.horusStats().Played }

func (s *StatsScene) layout(ctx *Context) {
	f := ctx.Frame
	s.bs = buttons{{r: f.R(80, 650, 180, 44), label: i18n.T("Back"), on: s.leave}}
	views := []struct {
		label string
		view  int
	}{{i18n.T("Totals"), statsTotals}, {i18n.T("Routes"), statsRoutes}}
	if s.game != nil {
		views = append([]struct {
			label string
			view  int
		}{{i18n.T("This game"), statsThisGame}}, views...)
	}
	x := 1200 - float64(len(views))*156
	for _, v := range views {
		v := v
		s.bs = append(s.bs, button{r: f.R(x+6, 14, 150, 36), label: v.label, chosen: s.view == v.view, on: func(*Context) { s.view = v.view }})
		x += 156
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
	if !s.bs.update(ctx) && (ctx.In.Has(input.Back) || ctx.In.Has(input.Confirm)) {
		s.leave(ctx)
	}
	return nil
}

func fatesWords(f map[string]int) string {
	var ks []string
	for k := range f {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	var out []string
	for _, k := range ks {
		out = append(out, fmt.Sprintf("%s %d", i18n.T(k), f[k]))
	}
	return strings.Join(out, ", ")
}

// countedRoute is a route in words with how often it was taken.
func countedRoute(c stats.Count) string { return i18n.F("%s (%d×)", routeWords(c.Name), c.N) }

// statsCol is a column of a table: its title and where it starts.
type statsCol struct {
	t string
	x float64
}

// Draw shows the view's tables.
func (s *StatsScene) Draw(dst *ebiten.Image, ctx *Context) {
	s.layout(ctx)
	f, fr := ctx.Fonts, ctx.Frame
	u := fr.U
	render.TextMid(dst, i18n.T("Statistics"), f.Head, fr.R(80, 18, 210, 36), render.Gold, render.Left)
	views := 1200 - float64(len(s.bs)-1)*156 // where the view buttons start
	render.TextMid(dst, i18n.N(s.Games(), "%d game finished", "%d games finished", s.Games()), f.Body, fr.R(300, 18, views-300, 36), render.Ink, render.Left)
	y := 80.0
	// rows at the font's own line height (larger text), as many as fit
	// above the Back button; cells shrink to their column
	lh := max(19, render.LineHeight(f.Small)/u)
	grid := func(cols []statsCol, rows [][]string, mark []bool, maxRows int) {
		colW := func(k int) float64 {
			if k+1 < len(cols) {
				return cols[k+1].x - cols[k].x - 8
			}
			return 1200 - cols[k].x
		}
		for k, c := range cols {
			render.TextMid(dst, c.t, f.Bold, fr.R(c.x, y, colW(k), 22), render.InkDim, render.Left)
		}
		y += max(24, render.LineHeight(f.Bold)/u)
		for i, vals := range rows {
			if i >= maxRows || y+lh > 640 {
				break
			}
			ink := render.Ink
			if i < len(mark) && mark[i] {
				ink = render.Gold
			}
			for k, v := range vals {
				render.TextMid(dst, v, f.Small, fr.R(cols[k].x, y, colW(k), lh), ink, render.Left)
			}
			y += lh
		}
		if len(rows) == 0 {
			render.TextMid(dst, i18n.T("no games yet"), f.Small, fr.R(80, y, 1100, lh), render.InkFaint, render.Left)
			y += lh
		}
		y += 14
	}
	kinds, advs := s.Rows()
	totals := func(title string, rs []statsRow, squares bool, maxRows int) {
		cols := []statsCol{{title, 80}, {i18n.T("played"), 330}, {i18n.T("won"), 410}, {i18n.T("mean score"), 480}, {i18n.T("fates"), 590}}
		if squares {
			cols = append(cols, statsCol{i18n.T("favourite squares"), 900})
		}
		var rows [][]string
		for _, r := range rs {
			vals := []string{r.name, fmt.Sprint(r.t.Played), fmt.Sprint(r.t.Won), fmt.Sprintf("%.1f", r.t.MeanScore()), fatesWords(r.t.Facts[horus.FactFate])}
			if squares {
				vals = append(vals, r.route)
			}
			rows = append(rows, vals)
		}
		grid(cols, rows, nil, maxRows)
	}
	routes := func(title string, rs []statsRow, maxRows int) {
		cols := []statsCol{{title, 80}, {i18n.T("route taken most"), 330}, {i18n.T("next most taken"), 770}}
		var rows [][]string
		for _, r := range rs {
			vals := []string{r.name, "", ""}
			for k, c := range r.routes {
				vals[k+1] = countedRoute(c)
			}
			if len(r.routes) == 0 {
				vals[1] = i18n.T("not recorded yet")
			}
			rows = append(rows, vals)
		}
		grid(cols, rows, nil, maxRows)
	}
	switch s.view {
	case statsTotals:
		totals(i18n.T("Seat"), kinds, false, 8)
		totals(i18n.T("Adventurer"), advs, true, 14)
	case statsRoutes:
		routes(i18n.T("Seat"), kinds, 8)
		routes(i18n.T("Adventurer"), advs, 14)
	case statsThisGame:
		cols := []statsCol{{i18n.T("This game"), 80}, {i18n.T("Fate"), 330}, {i18n.T("Total"), 480}, {i18n.T("route"), 590}}
		var rows [][]string
		var mark []bool
		for _, sr := range s.game.Seats {
			rows = append(rows, []string{advName(sr.Facts[horus.FactAdventurer]) + " (" + kindName(sr.Kind) + ")", i18n.T(sr.Facts[horus.FactFate]), fmt.Sprint(sr.Score), routeWords(sr.Facts[horus.FactRoute])})
			mark = append(mark, sr.Won)
		}
		grid(cols, rows, mark, horus.MaxPlayers)
		totals(i18n.T("Seat"), s.inThisGame(kinds, func(sr table.SeatSummary) string { return sr.Kind }), false, horus.MaxPlayers)
		totals(i18n.T("Adventurer"), s.inThisGame(advs, func(sr table.SeatSummary) string { return sr.Facts[horus.FactAdventurer] }), true, horus.MaxPlayers)
	}
	if s.message != "" {
		drawParagraph(dst, s.message, f.Small, fr.R(300, 644, 900, 60), render.Danger)
	}

	s.bs.draw(dst, ctx, f.Bold)
}

// inThisGame keeps the rows of the kinds or adventurers that played the
// game just shown: the totals it now counts in.
func (s *StatsScene) inThisGame(rs []statsRow, key func(table.SeatSummary) string) []statsRow {
	var out []statsRow
	for _, r := range rs {
		for _, sr := range s.game.Seats {
			if key(sr) == r.key {
				out = append(out, r)
				break
			}
		}
	}
	return out
}

// Probe lists Back and the views.
func (s *StatsScene) Probe(ctx *Context) Probe {
	s.layout(ctx)
	return Probe{Scene: "stats", Seat: -2, View: -1, Targets: s.bs.probe(ctx)}
}
