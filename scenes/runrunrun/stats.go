package runrunrun

import (
	"fmt"
	"sort"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/stats"
)

// statsPage is Run Run Run!'s page of the statistics: the team's wins
// and losses by difficulty and by team size, how the games were lost
// (a mummy in the Crypt, a cat out of cards), how far they got (the
// Exit opened, the Lords met), the cats and the seats' kinds; after a
// game, that game's own line first.
type statsPage struct {
	g    *stats.GameStats
	this *table.Summary
}

// The page's views.
const (
	viewThisGame = iota
	viewResults
	viewTeam
)

func (p *statsPage) views() []int {
	if p.this != nil {
		return []int{viewThisGame, viewResults, viewTeam}
	}
	return []int{viewResults, viewTeam}
}

// Views name the page's views.
func (p *statsPage) Views() []string {
	names := map[int]string{viewThisGame: i18n.T("This game"), viewResults: i18n.T("Results"), viewTeam: i18n.T("Cats")}
	var out []string
	for _, v := range p.views() {
		out = append(out, names[v])
	}
	return out
}

// percent is wins of played in words ("–" for none played).
func percent(won, played int) string {
	if played <= 0 {
		return "–"
	}
	return fmt.Sprintf("%.0f%%", 100*float64(won)/float64(played))
}

// ResultRows are the results by difficulty (in the game's order) and by
// team size: games, won, lost, win rate. A team's game counts once,
// whatever its size.
func (p *statsPage) ResultRows() (byDifficulty, bySize [][]string) {
	for d := rrr.Difficulty(0); d < rrr.NumDifficulties; d++ {
		played, won := p.g.Facts[rrr.FactDifficulty][d.String()], p.g.Facts[rrr.FactWonAt][d.String()]
		if played == 0 {
			continue
		}
		byDifficulty = append(byDifficulty, []string{difficultyWords(d), strconv.Itoa(played), strconv.Itoa(won), strconv.Itoa(played - won), percent(won, played)})
	}
	var sizes []int
	for k := range p.g.Sizes {
		if n, err := strconv.Atoi(k); err == nil && n > 0 {
			sizes = append(sizes, n)
		}
	}
	sort.Ints(sizes)
	for _, n := range sizes {
		t := p.g.Sizes[strconv.Itoa(n)]
		played, won := t.Played/n, t.Won/n // every seat of a game counts it
		bySize = append(bySize, []string{i18n.N(n, "%d cat", "%d cats", n), strconv.Itoa(played), strconv.Itoa(won), strconv.Itoa(played - won), percent(won, played)})
	}
	return byDifficulty, bySize
}

// endWords names how games ended, for the statistics.
func endWords(code string) string {
	for e := rrr.EndExit; e <= rrr.EndHand; e++ {
		if e.String() == code {
			return i18n.T(rrr.EndNames[e].English)
		}
	}
	return code
}

// Draw shows view v's tables in r.
func (p *statsPage) Draw(dst *ebiten.Image, ctx *scenes.Context, v int, r layout.Rect) {
	vs := p.views()
	if v < 0 || v >= len(vs) {
		return
	}
	g := scenes.StatsGrid{Dst: dst, Ctx: ctx, Area: r}
	results := []scenes.StatsCol{{Title: "", X: 80}, {Title: i18n.T("games"), X: 330}, {Title: i18n.T("won"), X: 440}, {Title: i18n.T("lost"), X: 540}, {Title: i18n.T("won %"), X: 640}}
	switch vs[v] {
	case viewResults:
		byD, byS := p.ResultRows()
		results[0].Title = i18n.T("Difficulty")
		g.Table(results, byD, nil, int(rrr.NumDifficulties))
		results[0].Title = i18n.T("Team")
		g.Table(results, byS, nil, rrr.MaxSeats)
		var rows [][]string
		for e := rrr.EndExit; e <= rrr.EndHand; e++ {
			if n := p.g.Facts[rrr.FactEnd][e.String()]; n > 0 {
				rows = append(rows, []string{endWords(e.String()), strconv.Itoa(n)})
			}
		}
		if n := p.g.Facts[rrr.FactExit][rrr.ExitOpened]; n > 0 {
			rows = append(rows, []string{i18n.T("The Exit was opened"), strconv.Itoa(n)})
		}
		g.Table([]scenes.StatsCol{{Title: i18n.T("How the games went"), X: 80}, {Title: i18n.T("games"), X: 640}}, rows, nil, 6)
	case viewTeam:
		p.tallies(&g, i18n.T("Catventurer"), p.g.By[rrr.FactCat], func(k string) string {
			if c, ok := rrr.ParseCat(k); ok {
				return i18n.T(c.Info().Name.English)
			}
			return k
		})
		p.tallies(&g, i18n.T("Seat"), p.g.Kinds, scenes.KindName)
	case viewThisGame:
		s := p.this
		res := i18n.T("The team escaped!")
		if !s.Won {
			res = i18n.T("The team is lost") + ": " + endWords(s.End)
		}
		d, _ := rrr.ParseDifficulty(s.Facts[rrr.FactDifficulty])
		g.Table([]scenes.StatsCol{{Title: i18n.T("This game"), X: 80}, {Title: i18n.T("Difficulty"), X: 560}, {Title: i18n.T("rounds"), X: 760}, {Title: i18n.T("rooms"), X: 880}, {Title: i18n.T("destroyed"), X: 990}},
			[][]string{{res, difficultyWords(d), strconv.Itoa(s.Rounds), s.Facts[rrr.FactRooms], s.Facts[rrr.FactDestroyed]}}, []bool{s.Won}, 1)
		var rows [][]string
		for _, sr := range s.Seats {
			cat := sr.Facts[rrr.FactCat]
			if c, ok := rrr.ParseCat(cat); ok {
				cat = i18n.T(c.Info().Name.English)
			}
			name := sr.Name
			if name == "" {
				name = scenes.KindName(sr.Kind)
			}
			rows = append(rows, []string{name, cat, scenes.KindName(sr.Kind), sr.Facts[rrr.FactCards]})
		}
		g.Table([]scenes.StatsCol{{Title: i18n.T("Player"), X: 80}, {Title: i18n.T("Catventurer"), X: 400}, {Title: i18n.T("Seat"), X: 700}, {Title: i18n.T("cards left"), X: 990}}, rows, nil, rrr.MaxSeats)
		byD, byS := p.ResultRows()
		results[0].Title = i18n.T("Difficulty")
		g.Table(results, byD, nil, int(rrr.NumDifficulties))
		results[0].Title = i18n.T("Team")
		g.Table(results, byS, nil, rrr.MaxSeats)
	}
}

// tallies draws a table of seats counted by kind or cat: seats played,
// games won, win rate.
func (p *statsPage) tallies(g *scenes.StatsGrid, title string, m map[string]*stats.Tally, name func(string) string) {
	type row struct {
		name string
		t    stats.Tally
	}
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
		rows = append(rows, []string{r.name, strconv.Itoa(r.t.Played), strconv.Itoa(r.t.Won), percent(r.t.Won, r.t.Played)})
	}
	g.Table([]scenes.StatsCol{{Title: title, X: 80}, {Title: i18n.T("games"), X: 430}, {Title: i18n.T("won"), X: 540}, {Title: i18n.T("won %"), X: 640}}, rows, nil, 8)
}
