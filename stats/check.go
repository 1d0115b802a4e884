package stats

import (
	"slices"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/internal/excerpt"
)

// check refuses what no game can have counted, so the screens never show
// it and the next game can always be added: a count below 0 or above
// MaxCount, more games won than played, an empty or overlong name, and,
// for a game this build has, a seat kind that is neither a person nor one
// of its computer levels, or a fact's value the game says no match gives
// (table.FactChecker: a square off the board, an adventurer that does not
// exist). The message names the field in the file's own terms
// ("games.horus.by.adventurer.gore.facts.squares") and quotes at most an
// excerpt of what is there.
func (s *Stats) check() error {
	if s.Games == nil {
		s.Games = map[string]*GameStats{}
	}
	if s.Counted == nil {
		s.Counted = []string{}
	}
	for id, g := range s.Games {
		path := "games." + excerpt.Cut(id)
		if err := checkName("games", id); err != nil {
			return err
		}
		if g == nil {
			return i18n.Errorf("%s: no counts", path)
		}
		if err := g.check(id, path); err != nil {
			return err
		}
	}
	return nil
}

// maxName bounds a name the statistics count by (a kind, a fact's value).
const maxName = 100

// checkName refuses an empty or overlong name.
func checkName(path, name string) error {
	if name == "" || len(name) > maxName {
		return i18n.Errorf("%s: %s is not a name", path, excerpt.Quote(name))
	}
	return nil
}

func (g *GameStats) check(id, path string) error {
	if err := checkCount(path+".played", g.Played); err != nil {
		return err
	}
	if err := checkCount(path+".won", g.Won); err != nil {
		return err
	}
	if g.Won > g.Played {
		return i18n.Errorf("%s: %d games won of %d played", path, g.Won, g.Played)
	}
	var levels []string
	var facts table.FactChecker
	game, known := table.Lookup(id)
	if known {
		if c := table.ComputerOf(game.Info().ID); c != nil {
			levels = c.Levels()
		}
		facts, _ = game.(table.FactChecker)
	}
	if err := checkFacts(path+".facts", g.Facts, facts); err != nil {
		return err
	}
	for kind := range g.Kinds {
		if known && kind != table.Human && !slices.Contains(levels, kind) {
			return i18n.Errorf("%s: %s is neither a person (%s) nor a computer level", path+".kinds", excerpt.Quote(kind), table.Human)
		}
	}
	groups := map[string]map[string]*Tally{"kinds": g.Kinds, "roles": g.Roles, "sizes": g.Sizes}
	for fact, group := range g.By {
		if err := checkName(path+".by", fact); err != nil {
			return err
		}
		for k := range group {
			if facts != nil && !facts.KnownFact(fact, k) {
				return i18n.Errorf("%s: %s is not a value of %s", path+".by."+excerpt.Cut(fact), excerpt.Quote(k), excerpt.Quote(fact))
			}
		}
		groups["by."+fact] = group
	}
	for name, group := range groups {
		for k, t := range group {
			p := path + "." + name + "." + excerpt.Cut(k)
			if err := checkName(path+"."+name, k); err != nil {
				return err
			}
			if err := t.check(p, facts); err != nil {
				return err
			}
		}
	}
	return nil
}

// check refuses a tally that no games can have made; facts, when not nil,
// knows the values of the game's facts.
func (t *Tally) check(path string, facts table.FactChecker) error {
	if t == nil {
		return i18n.Errorf("%s: no counts", path)
	}
	for _, c := range []struct {
		field string
		n     int
	}{{"played", t.Played}, {"won", t.Won}, {"points", t.Points}} {
		if err := checkCount(path+"."+c.field, c.n); err != nil {
			return err
		}
	}
	if t.Won > t.Played {
		return i18n.Errorf("%s: %d games won of %d played", path, t.Won, t.Played)
	}
	return checkFacts(path+".facts", t.Facts, facts)
}

// checkFacts checks the counts of facts' values; known, when not nil,
// knows which values the game's facts can take.
func checkFacts(path string, facts map[string]map[string]int, known table.FactChecker) error {
	for fact, counts := range facts {
		p := path + "." + excerpt.Cut(fact)
		if err := checkName(path, fact); err != nil {
			return err
		}
		for v, n := range counts {
			if err := checkName(p, v); err != nil {
				return err
			}
			if known != nil && !known.KnownFact(fact, v) {
				return i18n.Errorf("%s: %s is not a value of %s", p, excerpt.Quote(v), excerpt.Quote(fact))
			}
			if err := checkCount(p+"."+excerpt.Cut(v), n); err != nil {
				return err
			}
		}
	}
	return nil
}

// checkCount refuses a count below 0 or above MaxCount.
func checkCount(path string, n int) error {
	if n < 0 || n > MaxCount {
		return i18n.Errorf("%s: %d cannot be counted (a count is 0 to %d)", path, n, MaxCount)
	}
	return nil
}
