package stats

import (
	"slices"
	"strconv"
	"strings"

	horusbot "github.com/pyramid-studio/pyramid/bot/horus"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/internal/excerpt"
)

// check refuses what no game can have counted, so the screens never show
// it and the next game can always be added: a count below 0 or above
// MaxCount, more games won than played, and a seat kind, adventurer, fate,
// square, room or round that does not exist. The message names the field
// in the file's own terms ("adventurers.gore.squares") and quotes at most
// an excerpt of what is there.
func (s *Stats) check() error {
	if s.Kinds == nil {
		s.Kinds = map[string]*Tally{}
	}
	if s.Adventurers == nil {
		s.Adventurers = map[string]*AdventurerTally{}
	}
	if s.Counted == nil {
		s.Counted = []string{}
	}
	if err := checkCount("games", s.Games); err != nil {
		return err
	}
	for name, t := range s.Kinds {
		path := "kinds." + excerpt.Cut(name)
		if name != seatHuman && !slices.Contains(horusbot.Levels(), name) {
			return i18n.Errorf("kinds: %s is neither a person (%s) nor a computer level", excerpt.Quote(name), seatHuman)
		}
		if err := t.check(path); err != nil {
			return err
		}
	}
	for name, a := range s.Adventurers {
		path := "adventurers." + excerpt.Cut(name)
		if adv, err := horus.ParseAdventurer(name); err != nil || adv.String() != name {
			return i18n.Errorf("adventurers: %s is not an adventurer's short name", excerpt.Quote(name))
		}
		if a == nil {
			return i18n.Errorf("%s: no counts", path)
		}
		if err := a.Tally.check(path); err != nil {
			return err
		}
		if err := checkCounts(path+".squares", a.Squares, isSquare, func(p, k string) error {
			return i18n.Errorf("%s: %s is not a square of the pyramid", p, k)
		}); err != nil {
			return err
		}
		if err := checkCounts(path+".exit_rounds", a.ExitRounds, isRound, func(p, k string) error {
			return i18n.Errorf("%s: %s is not a round's number", p, k)
		}); err != nil {
			return err
		}
	}
	return nil
}

// seatHuman is the seat kind of a person (session.Human, which stats does
// not import).
const seatHuman = "human"

// check refuses a tally that no games can have made.
func (t *Tally) check(path string) error {
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
	if err := checkCounts(path+".fates", t.Fates, isFate, func(p, k string) error {
		return i18n.Errorf("%s: %s is not a fate (escaped, crushed, trapped, mummified)", p, k)
	}); err != nil {
		return err
	}
	return checkCounts(path+".routes", t.Routes, isRoute, func(p, k string) error {
		return i18n.Errorf("%s: %s is not a way through the pyramid's rooms", p, k)
	})
}

// checkCount refuses a count below 0 or above MaxCount.
func checkCount(path string, n int) error {
	if n < 0 || n > MaxCount {
		return i18n.Errorf("%s: %d cannot be counted (a count is 0 to %d)", path, n, MaxCount)
	}
	return nil
}

// checkCounts checks a table of counts: every key must pass known (else
// unknown says so, given the path and the quoted key), every count must
// pass checkCount.
func checkCounts(path string, m map[string]int, known func(string) bool, unknown func(path, key string) error) error {
	for k, n := range m {
		if !known(k) {
			return unknown(path, excerpt.Quote(k))
		}
		if err := checkCount(path+"."+excerpt.Cut(k), n); err != nil {
			return err
		}
	}
	return nil
}

// isSquare reports whether k names a square of the pyramid as the file
// writes it ("D13").
func isSquare(k string) bool {
	q, err := horus.ParseSquare(k)
	return err == nil && q.String() == k
}

// isRound reports whether k is a round's number as the file writes it: a
// round is a uint8 of the engine, from 1.
func isRound(k string) bool {
	n, err := strconv.Atoi(k)
	return err == nil && n >= 1 && n <= 255 && strconv.Itoa(n) == k
}

// isFate reports whether k is how a game can end for an adventurer.
func isFate(k string) bool {
	for f := horus.Escaped; f <= horus.Mummified; f++ {
		if f.String() == k {
			return true
		}
	}
	return false
}

// isRoute reports whether k is a route as the file writes it: rooms of the
// pyramid joined by routeSep (see route).
func isRoute(k string) bool {
	for _, room := range strings.Split(k, routeSep) {
		known := false
		for r := horus.RegionCorridor; r <= horus.RegionEntrance; r++ {
			known = known || r.String() == room
		}
		if !known {
			return false
		}
	}
	return true
}
