package horus

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/stats"
)

// horusStats is Horus's page of the statistics: games, wins, mean score
// and fates per seat kind and per adventurer, their favourite squares,
// the routes they take through the pyramid, and after a game that game's
// own line beside the totals it now counts in.
type horusStats struct {
	g    *stats.GameStats
	this *table.Summary
}

// The page's views.
const (
	horusThisGame = iota
	horusTotals
	horusRoutes
)

// views are the page's views in order: this game's first, when there is one.
func (h *horusStats) views() []int {
	if h.this != nil {
		return []int{horusThisGame, horusTotals, horusRoutes}
	}
	return []int{horusTotals, horusRoutes}
}

// Views name the page's views.
func (h *horusStats) Views() []string {
	names := map[int]string{horusThisGame: i18n.T("This game"), horusTotals: i18n.T("Totals"), horusRoutes: i18n.T("Routes")}
	var out []string
	for _, v := range h.views() {
		out = append(out, names[v])
	}
	return out
}

// statsRow is one line of a table.
type statsRow struct {
	key    string // the kind or adventurer as the statistics file names it
	name   string
	t      stats.Tally
	route  string // favourite squares and the usual round out
	routes []stats.Count
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

// Rows lists the seat kinds and the adventurers, as shown.
func (h *horusStats) Rows() (kinds, advs []statsRow) {
	for k, t := range h.g.Kinds {
		kinds = append(kinds, statsRow{key: k, name: scenes.KindName(k), t: *t, routes: t.Top(horus.FactRoute, 2)})
	}
	for k, a := range h.g.By[horus.FactAdventurer] {
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

// Draw shows view v's tables in r.
func (h *horusStats) Draw(dst *ebiten.Image, ctx *scenes.Context, v int, r layout.Rect) {
	if v < 0 || v >= len(h.views()) {
		return
	}
	g := scenes.StatsGrid{Dst: dst, Ctx: ctx, Area: r}
	kinds, advs := h.Rows()
	totals := func(title string, rs []statsRow, squares bool, maxRows int) {
		cols := []scenes.StatsCol{{Title: title, X: 80}, {Title: i18n.T("played"), X: 330}, {Title: i18n.T("won"), X: 410}, {Title: i18n.T("mean score"), X: 480}, {Title: i18n.T("fates"), X: 590}}
		if squares {
			cols = append(cols, scenes.StatsCol{Title: i18n.T("favourite squares"), X: 900})
		}
		var rows [][]string
		for _, r := range rs {
			vals := []string{r.name, fmt.Sprint(r.t.Played), fmt.Sprint(r.t.Won), fmt.Sprintf("%.1f", r.t.MeanScore()), fatesWords(r.t.Facts[horus.FactFate])}
			if squares {
				vals = append(vals, r.route)
			}
			rows = append(rows, vals)
		}
		g.Table(cols, rows, nil, maxRows)
	}
	routes := func(title string, rs []statsRow, maxRows int) {
		cols := []scenes.StatsCol{{Title: title, X: 80}, {Title: i18n.T("route taken most"), X: 330}, {Title: i18n.T("next most taken"), X: 770}}
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
		g.Table(cols, rows, nil, maxRows)
	}
	switch h.views()[v] {
	case horusTotals:
		totals(i18n.T("Seat"), kinds, false, 8)
		totals(i18n.T("Adventurer"), advs, true, 14)
	case horusRoutes:
		routes(i18n.T("Seat"), kinds, 8)
		routes(i18n.T("Adventurer"), advs, 14)
	case horusThisGame:
		cols := []scenes.StatsCol{{Title: i18n.T("This game"), X: 80}, {Title: i18n.T("Fate"), X: 330}, {Title: i18n.T("Total"), X: 480}, {Title: i18n.T("route"), X: 590}}
		var rows [][]string
		var mark []bool
		for _, sr := range h.this.Seats {
			rows = append(rows, []string{seatName(sr), i18n.T(sr.Facts[horus.FactFate]), fmt.Sprint(sr.Score), routeWords(sr.Facts[horus.FactRoute])})
			mark = append(mark, sr.Won)
		}
		g.Table(cols, rows, mark, horus.MaxPlayers)
		totals(i18n.T("Seat"), h.inThisGame(kinds, func(sr table.SeatSummary) string { return sr.Kind }), false, horus.MaxPlayers)
		totals(i18n.T("Adventurer"), h.inThisGame(advs, func(sr table.SeatSummary) string { return sr.Facts[horus.FactAdventurer] }), true, horus.MaxPlayers)
	}
}

// seatName names a seat of the game just played as the table knew it:
// the name typed with the adventurer ("Anna (David Gore)"), or the
// adventurer with who played it ("Rasputin (computer: hard)").
func seatName(sr table.SeatSummary) string {
	adv := advName(sr.Facts[horus.FactAdventurer])
	if sr.Name != "" && sr.Name != adv {
		return i18n.F("%s (%s)", sr.Name, adv)
	}
	return i18n.F("%s (%s)", adv, scenes.KindName(sr.Kind))
}

// inThisGame keeps the rows of the kinds or adventurers that played the
// game just shown: the totals it now counts in.
func (h *horusStats) inThisGame(rs []statsRow, key func(table.SeatSummary) string) []statsRow {
	var out []statsRow
	for _, r := range rs {
		for _, sr := range h.this.Seats {
			if key(sr) == r.key {
				out = append(out, r)
				break
			}
		}
	}
	return out
}
