package scenes

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/game"
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
		s.st, s.message = stats.New(), "Games are not being saved on this computer, so no statistics are kept."
		return s
	}
	st, err := stats.Load(saves.Store)
	var le *stats.LoadError
	switch {
	case errors.As(err, &le):
		s.message = le.Error()
	case err != nil:
		s.message = "The statistics could not be read: " + err.Error()
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
		name := k
		if k != "human" {
			name = "computer: " + k
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
			route += fmt.Sprintf("escapes most in round %d", r)
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
	s.bs = buttons{{r: ctx.Frame.R(80, 650, 180, 44), label: "Back", on: func(ctx *Context) { ctx.Go(NewTitle()) }}}
}

// Update handles Back.
func (s *StatsScene) Update(ctx *Context) error {
	s.layout(ctx)
	if ctx.In.Has(input.Back) || ctx.In.Has(input.Confirm) {
		ctx.Go(NewTitle())
		return nil
	}
	s.bs.update(ctx)
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
		out = append(out, fmt.Sprintf("%s %d", k, f[k]))
	}
	return strings.Join(out, ", ")
}

// Draw shows the two tables.
func (s *StatsScene) Draw(dst *ebiten.Image, ctx *Context) {
	s.layout(ctx)
	f, fr := ctx.Fonts, ctx.Frame
	u := fr.U
	render.Text(dst, "Statistics", f.Head, fr.X0+80*u, fr.Y0+30*u, render.Gold, render.Left)
	render.Text(dst, fmt.Sprintf("%d games finished", s.st.Games), f.Body, fr.X0+300*u, fr.Y0+38*u, render.Ink, render.Left)
	kinds, advs := s.Rows()
	y := 80.0
	table := func(title string, rows []statsRow, routes bool, maxRows int) {
		cols := []struct {
			t string
			x float64
		}{{title, 80}, {"played", 330}, {"won", 410}, {"mean score", 480}, {"fates", 590}}
		if routes {
			cols = append(cols, struct {
				t string
				x float64
			}{"favourite squares", 900})
		}
		for _, c := range cols {
			render.Text(dst, c.t, f.Bold, fr.X0+c.x*u, fr.Y0+y*u, render.InkDim, render.Left)
		}
		y += 24
		for i, r := range rows {
			if i >= maxRows {
				break
			}
			vals := []string{r.name, fmt.Sprint(r.t.Played), fmt.Sprint(r.t.Won), fmt.Sprintf("%.1f", r.t.MeanScore()), fatesWords(r.t.Fates)}
			if routes {
				vals = append(vals, r.route)
			}
			for k, v := range vals {
				render.Text(dst, v, f.Small, fr.X0+cols[k].x*u, fr.Y0+y*u, render.Ink, render.Left)
			}
			y += 19
		}
		if len(rows) == 0 {
			render.Text(dst, "no games yet", f.Small, fr.X0+80*u, fr.Y0+y*u, render.InkFaint, render.Left)
			y += 19
		}
		y += 14
	}
	table("Seat", kinds, false, 8)
	table("Adventurer", advs, true, 14)
	if s.message != "" {
		for i, ln := range render.Wrap(s.message, f.Small, 900*u) {
			if i < 3 {
				render.Text(dst, ln, f.Small, fr.X0+300*u, fr.Y0+(648+float64(i)*16)*u, render.Danger, render.Left)
			}
		}
	}
	s.bs.draw(dst, ctx, f.Bold)
}

// Probe lists Back.
func (s *StatsScene) Probe(ctx *Context) Probe {
	s.layout(ctx)
	return Probe{Scene: "stats", Seat: -2, View: -1, Targets: s.bs.probe()}
}
