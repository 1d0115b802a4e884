package scenes

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/game"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/stats"
)

// StatsScene shows the statistics of every finished game: games played
// and won, mean score and fates per seat kind and per adventurer, and the
// adventurers' favourite routes.
type StatsScene struct {
	st      *stats.Stats
	message string // why the statistics file could not be read, if so
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
	name  string
	t     stats.Tally
	route string
}

// Rows lists the seat kinds and the adventurers, as shown.
func (s *StatsScene) Rows() (kinds, advs []statsRow) {
	for k, t := range s.st.Kinds {
		name := i18n.T("human")
		if k != "human" {
			name = i18n.T("computer: ") + i18n.T(k)
		}
		kinds = append(kinds, statsRow{name: name, t: *t})
	}
	for k, a := range s.st.Adventurers {
		name := k
		for i := game.Adventurer(0); i < game.NumAdventurers; i++ {
			if strings.EqualFold(i.String(), k) {
				name = i.Name()
			}
		}
		var sq []string
		for _, c := range a.FavouriteSquares(3) {
			sq = append(sq, c.Name)
		}
		route := strings.Join(sq, ", ")
		if r, n := a.CommonExitRound(); n > 0 {
			if route != "" {
				route += "; "
			}
			route += i18n.F("escapes most in round %d", r)
		}
		advs = append(advs, statsRow{name: name, t: a.Tally, route: route})
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
func (s *StatsScene) Games() int { return s.st.Games }

func (s *StatsScene) layout(ctx *Context) {
	s.bs = buttons{{r: ctx.Frame.R(80, 650, 180, 44), label: i18n.T("Back"), on: func(ctx *Context) { ctx.Go(NewTitle()) }}}
}

// Update handles Back.
func (s *StatsScene) Update(ctx *Context) error {
	s.layout(ctx)
	if !s.bs.update(ctx) && (ctx.In.Has(input.Back) || ctx.In.Has(input.Confirm)) {
		ctx.Go(NewTitle())
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

// Draw shows the two tables.
func (s *StatsScene) Draw(dst *ebiten.Image, ctx *Context) {
	s.layout(ctx)
	f, fr := ctx.Fonts, ctx.Frame
	u := fr.U
	render.TextMid(dst, i18n.T("Statistics"), f.Head, fr.R(80, 18, 210, 36), render.Gold, render.Left)
	render.TextMid(dst, i18n.N(s.st.Games, "%d game finished", "%d games finished", s.st.Games), f.Body, fr.R(300, 18, 600, 36), render.Ink, render.Left)
	kinds, advs := s.Rows()
	y := 80.0
	// rows at the font's own line height (larger text), as many as fit
	// above the Back button; cells shrink to their column
	lh := max(19, render.LineHeight(f.Small)/u)
	table := func(title string, rows []statsRow, routes bool, maxRows int) {
		cols := []struct {
			t string
			x float64
		}{{title, 80}, {i18n.T("played"), 330}, {i18n.T("won"), 410}, {i18n.T("mean score"), 480}, {i18n.T("fates"), 590}}
		if routes {
			cols = append(cols, struct {
				t string
				x float64
			}{i18n.T("favourite squares"), 900})
		}
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
		for i, r := range rows {
			if i >= maxRows || y+lh > 640 {
				break
			}
			vals := []string{r.name, fmt.Sprint(r.t.Played), fmt.Sprint(r.t.Won), fmt.Sprintf("%.1f", r.t.MeanScore()), fatesWords(r.t.Fates)}
			if routes {
				vals = append(vals, r.route)
			}
			for k, v := range vals {
				render.TextMid(dst, v, f.Small, fr.R(cols[k].x, y, colW(k), lh), render.Ink, render.Left)
			}
			y += lh
		}
		if len(rows) == 0 {
			render.TextMid(dst, i18n.T("no games yet"), f.Small, fr.R(80, y, 1100, lh), render.InkFaint, render.Left)
			y += lh
		}
		y += 14
	}
	table(i18n.T("Seat"), kinds, false, 8)
	table(i18n.T("Adventurer"), advs, true, 14)
	if s.message != "" {
		drawParagraph(dst, s.message, f.Small, fr.R(300, 644, 900, 60), render.Danger)
	}

	s.bs.draw(dst, ctx, f.Bold)
}

// Probe lists Back.
func (s *StatsScene) Probe(ctx *Context) Probe {
	s.layout(ctx)
	return Probe{Scene: "stats", Seat: -2, View: -1, Targets: s.bs.probe(ctx)}
}
