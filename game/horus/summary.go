package horus

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
)

// The statistics' summary of a finished game (Game.Summarize): every
// seat's score and win, and Horus's own facts: the adventurer, its fate,
// the round it got out, the route it took through the rooms and every
// square it stepped onto.

// The facts of a seat's summary, as the statistics file keys them.
const (
	FactAdventurer = "adventurer" // short name, "gore"
	FactFate       = "fate"       // "escaped", "crushed", "trapped", "mummified"
	FactExitRound  = "exit_round" // the round it left the pyramid; absent if it never did
	FactRoute      = "route"      // the rooms first reached, in order (Route)
	FactSquares    = "squares"    // Many: every square stepped onto, in order
)

func (g horusGame) Summarize(rec table.Record) (table.Summary, error) {
	rec.FinalHash = "" // the position is checked by the steps, a newer build's hash aside
	m, err := g.Open(table.Record{Format: rec.Format, Version: rec.Version, Game: rec.Game, Seed: rec.Seed, Setup: rec.Setup, Seats: rec.Seats, Names: rec.Names, Steps: []string{}})
	if err != nil {
		return table.Summary{}, err
	}
	t := m.(*tableMatch)
	n := t.Seats()
	sum := table.Summary{Game: GameID, Seats: make([]table.SeatSummary, n), GroupBy: []string{FactAdventurer}}
	rooms := make([][]Region, n)
	squares := make([][]string, n)
	exits := make([]int, n)
	var evs []Event
	for i, text := range rec.Steps {
		evs, err = t.apply(text, evs[:0])
		if err != nil {
			return table.Summary{}, &table.StepError{Step: i + 1, Text: text, Err: err}
		}
		for _, e := range evs {
			if e.Seat < 0 || int(e.Seat) >= n {
				continue
			}
			switch e.Kind {
			case EvMoved, EvJumped:
				squares[e.Seat] = append(squares[e.Seat], e.To.String())
				rooms[e.Seat] = enter(rooms[e.Seat], e.To.Region())
			case EvLeft:
				exits[e.Seat] = int(t.m.State.Round)
				rooms[e.Seat] = append(rooms[e.Seat], RegionEntrance)
			}
		}
	}
	st := &t.m.State
	if !st.Over {
		return table.Summary{}, i18n.Errorf("the game is not finished (%d steps played)", len(rec.Steps))
	}
	scores := st.Scores()
	for p := range sum.Seats {
		ss := &sum.Seats[p]
		ss.Kind = table.Human
		if p < len(rec.Seats) && rec.Seats[p] != "" {
			ss.Kind = rec.Seats[p]
		}
		if p < len(rec.Names) {
			ss.Name = rec.Names[p]
		}
		ss.Score, ss.Won = scores[p].Total, scores[p].Won
		ss.Facts = map[string]string{FactAdventurer: st.Players[p].Adventurer.String(), FactFate: scores[p].Fate.String()}
		if exits[p] > 0 {
			ss.Facts[FactExitRound] = strconv.Itoa(exits[p])
		}
		if r := route(rooms[p]); r != "" {
			ss.Facts[FactRoute] = r
		}
		if len(squares[p]) > 0 {
			ss.Many = map[string][]string{FactSquares: squares[p]}
		}
	}
	sum.Rounds = int(st.Round)
	sum.ID = fmt.Sprintf("%d-%s", rec.Seed, st.HashString())
	return sum, nil
}

// KnownFact is table.FactChecker: whether value is one a summary of Horus
// gives fact.
func (horusGame) KnownFact(fact, value string) bool {
	switch fact {
	case FactAdventurer:
		a, err := ParseAdventurer(value)
		return err == nil && a.String() == value
	case FactFate:
		for f := Escaped; f <= Mummified; f++ {
			if f.String() == value {
				return true
			}
		}
	case FactExitRound:
		n, err := strconv.Atoi(value)
		return err == nil && n >= 1 && n <= 255 && strconv.Itoa(n) == value
	case FactRoute:
		rooms, ok := RouteRooms(value)
		return ok && len(rooms) > 0
	case FactSquares:
		q, err := ParseSquare(value)
		return err == nil && q.String() == value
	}
	return false
}

// enter notes a room stepped into on the way: each room once, where it
// was first reached. The way out of this pyramid always retraces the way
// in (pond or corridor, sand, nest, door), so the order of first visits
// is the route; the Entrance is where every route starts and is noted
// only by leaving (EvLeft).
func enter(rooms []Region, r Region) []Region {
	if r == RegionEntrance || slices.Contains(rooms, r) {
		return rooms
	}
	return append(rooms, r)
}

// routeSep joins the rooms of a route.
const routeSep = " > "

// route is the rooms in words, as the statistics file keeps them: "Cobra
// Nest > Scorpion Pit > Crocodile Pond > Entrance", ending with the
// Entrance for an adventurer who got out.
func route(rooms []Region) string {
	words := make([]string, len(rooms))
	for i, r := range rooms {
		words[i] = r.String()
	}
	return strings.Join(words, routeSep)
}

// RouteRooms reads a route back into its rooms, in the order first
// reached; the Entrance comes last, and only if the adventurer got out
// (every route starts at the Entrance, unnamed). ok is false for text
// that is not a route.
func RouteRooms(route string) (rooms []Region, ok bool) {
	if route == "" {
		return nil, true
	}
	for _, name := range strings.Split(route, routeSep) {
		r := RegionCorridor
		for ; r <= RegionEntrance && r.String() != name; r++ {
		}
		if r > RegionEntrance {
			return nil, false
		}
		rooms = append(rooms, r)
	}
	return rooms, true
}
