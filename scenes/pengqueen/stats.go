package pengqueen

import (
	"fmt"
	"sort"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/stats"
)

// pqStats is the game's page of the statistics: the wins of each side,
// overall and by the number of players (the Mummy's seat is counted by
// the table's size: pq.FactTable), the seats by who played them, and
// after a game that game's own lines.
type pqStats struct {
	g    *stats.GameStats
	this *table.Summary
}

// The page's views.
const (
	viewThisGame = iota
	viewSides
	viewSeats
)

func (s *pqStats) views() []int {
	if s.this != nil {
		return []int{viewThisGame, viewSides, viewSeats}
	}
	return []int{viewSides, viewSeats}
}

// Views name the page's views.
func (s *pqStats) Views() []string {
	names := map[int]string{viewThisGame: i18n.T("This game"), viewSides: i18n.T("Sides"), viewSeats: i18n.T("Seats")}
	var out []string
	for _, v := range s.views() {
		out = append(out, names[v])
	}
	return out
}

// percent is n of d in words ("3 (60%)").
func percent(n, d int) string {
	if d == 0 {
		return "0"
	}
	return fmt.Sprintf("%d (%d%%)", n, (100*n+d/2)/d)
}

// sideRows are the sides' wins: all games, then each player count.
func (s *pqStats) sideRows() [][]string {
	var rows [][]string
	mummy := s.g.Facts[pq.FactWinnerSide][pq.SideMummy.String()]
	hunters := s.g.Facts[pq.FactWinnerSide][pq.SideHunters.String()]
	all := mummy + hunters
	rows = append(rows, []string{i18n.T("All games"), strconv.Itoa(all), percent(mummy, all), percent(hunters, all)})
	by := s.g.By[pq.FactTable]
	var sizes []int
	for k := range by {
		if n, err := strconv.Atoi(k); err == nil {
			sizes = append(sizes, n)
		}
	}
	sort.Ints(sizes)
	for _, n := range sizes {
		t := by[strconv.Itoa(n)]
		rows = append(rows, []string{i18n.N(n, "%d player", "%d players", n), strconv.Itoa(t.Played), percent(t.Won, t.Played), percent(t.Played-t.Won, t.Played)})
	}
	return rows
}

// seatRows are the seats by role and by who played them.
func (s *pqStats) seatRows() [][]string {
	var rows [][]string
	for _, role := range []string{roleMummy, roleHunter} {
		if t, ok := s.g.Roles[role]; ok {
			rows = append(rows, []string{roleName(role), strconv.Itoa(t.Played), percent(t.Won, t.Played), fmt.Sprintf("%.1f", t.MeanScore())})
		}
	}
	var kinds []string
	for k := range s.g.Kinds {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		t := s.g.Kinds[k]
		rows = append(rows, []string{scenes.KindName(k), strconv.Itoa(t.Played), percent(t.Won, t.Played), fmt.Sprintf("%.1f", t.MeanScore())})
	}
	return rows
}

// The roles' ids, as the statistics key them.
var (
	roleMummy  = pq.Game.Info().Roles[0].ID
	roleHunter = pq.Game.Info().Roles[1].ID
)

// roleName is a role in the player's language.
func roleName(id string) string {
	if id == roleMummy {
		return i18n.T("Mummy")
	}
	return i18n.T("Hunter")
}

// Draw shows view v in r.
func (s *pqStats) Draw(dst *ebiten.Image, ctx *scenes.Context, v int, r layout.Rect) {
	vs := s.views()
	if v < 0 || v >= len(vs) {
		return
	}
	g := scenes.StatsGrid{Dst: dst, Ctx: ctx, Area: r}
	sides := func() {
		cols := []scenes.StatsCol{{Title: i18n.T("Games"), X: 80}, {Title: i18n.T("played"), X: 360}, {Title: i18n.T("the Mummy won"), X: 480}, {Title: i18n.T("the hunters won"), X: 720}}
		g.Table(cols, s.sideRows(), nil, 6)
	}
	seats := func() {
		cols := []scenes.StatsCol{{Title: i18n.T("Seat"), X: 80}, {Title: i18n.T("played"), X: 360}, {Title: i18n.T("won"), X: 480}, {Title: i18n.T("mean score"), X: 720}}
		g.Table(cols, s.seatRows(), nil, 8)
	}
	switch vs[v] {
	case viewSides:
		sides()
		seats()
	case viewSeats:
		seats()
	case viewThisGame:
		cols := []scenes.StatsCol{{Title: i18n.T("This game"), X: 80}, {Title: i18n.T("role"), X: 400}, {Title: i18n.T("score"), X: 560}, {Title: i18n.T("result"), X: 720}}
		var rows [][]string
		var mark []bool
		for _, sr := range s.this.Seats {
			name := sr.Name
			if name == "" {
				name = scenes.KindName(sr.Kind)
			}
			res := i18n.F("showed %s treasures", sr.Facts[pq.FactTreasures])
			if sr.Role == roleMummy {
				res = i18n.F("took %s torches", sr.Facts[pq.FactTokens])
			}
			rows = append(rows, []string{name, roleName(sr.Role), strconv.Itoa(sr.Score), res})
			mark = append(mark, sr.Won)
		}
		g.Table(cols, rows, mark, pq.MaxSeats)
		sides()
	}
}
