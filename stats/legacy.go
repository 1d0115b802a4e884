package stats

import (
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
)

// Statistics files of versions 1 and 2 were written before the collection
// had a second game: they are The Pyramid of Horus's, counted by seat kind
// and by adventurer. upgrade reads them into this version under Horus's id
// and the names of Horus's summary (game/horus summary.go: the facts
// "fate", "route", "squares", "exit_round", grouped by "adventurer"), so
// the games counted before go on counting with the games played since.
const (
	legacyGame       = table.DefaultGame
	legacyAdventurer = "adventurer"
	legacyFate       = "fate"
	legacyRoute      = "route"
	legacySquares    = "squares"
	legacyExitRound  = "exit_round"
)

// horusStats is a statistics file of version 1 or 2.
type horusStats struct {
	Format      string                   `json:"format"`
	Version     int                      `json:"version"`
	Games       int                      `json:"games"`
	Kinds       map[string]*legacyTally  `json:"kinds"`
	Adventurers map[string]*legacyHeroes `json:"adventurers"`
	Counted     []string                 `json:"counted"`
}

type legacyTally struct {
	Played int            `json:"played"`
	Won    int            `json:"won"`
	Points int            `json:"points"`
	Fates  map[string]int `json:"fates"`
	Routes map[string]int `json:"routes,omitempty"` // version 2
}

type legacyHeroes struct {
	legacyTally
	Squares    map[string]int `json:"squares"`
	ExitRounds map[string]int `json:"exit_rounds"`
}

// upgrade is the file in this version's words.
func (o horusStats) upgrade() (*Stats, error) {
	s := New()
	for _, id := range o.Counted {
		s.Counted = append(s.Counted, legacyGame+":"+id)
	}
	if o.Games == 0 && len(o.Kinds) == 0 && len(o.Adventurers) == 0 {
		return s, nil
	}
	g := &GameStats{Played: o.Games, Kinds: map[string]*Tally{}}
	for k, t := range o.Kinds {
		if t == nil {
			return nil, i18n.Errorf("%s: no counts", "kinds."+k)
		}
		g.Kinds[k] = t.upgrade()
	}
	for a, t := range o.Adventurers {
		if t == nil {
			return nil, i18n.Errorf("%s: no counts", "adventurers."+a)
		}
		n := t.legacyTally.upgrade()
		addFacts(n, legacySquares, t.Squares)
		addFacts(n, legacyExitRound, t.ExitRounds)
		if g.By == nil {
			g.By = map[string]map[string]*Tally{legacyAdventurer: {}}
		}
		g.By[legacyAdventurer][a] = n
	}
	s.Games[legacyGame] = g
	return s, nil
}

func (t legacyTally) upgrade() *Tally {
	n := &Tally{Played: t.Played, Won: t.Won, Points: t.Points}
	addFacts(n, legacyFate, t.Fates)
	addFacts(n, legacyRoute, t.Routes)
	return n
}

// addFacts keeps the counts of a fact's values, if there are any.
func addFacts(t *Tally, fact string, counts map[string]int) {
	if len(counts) == 0 {
		return
	}
	if t.Facts == nil {
		t.Facts = map[string]map[string]int{}
	}
	t.Facts[fact] = counts
}
