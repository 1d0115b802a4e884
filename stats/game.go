package stats

import (
	"fmt"
	"slices"
	"strings"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/i18n"
)

// Game is what the statistics keep of one finished game.
type Game struct {
	ID     string // the seed and the final position: the same game never counts twice
	Rounds int
	Seats  []SeatResult
}

// SeatResult is one seat's part in a game.
type SeatResult struct {
	Kind       string // "human" or a computer level
	Adventurer string // short name, as records write it ("gore")
	Fate       string // escaped, crushed, trapped, mummified
	Score      int    // 0 unless the adventurer escaped
	Won        bool
	ExitRound  int      // the round the adventurer left the pyramid, 0 if never
	Squares    []string // every square the adventurer stepped onto, in order
	Route      string   // the rooms gone through (see route), "" if the adventurer never moved
}

// FromRecord replays a finished game's record and sums it up. Seats the
// record does not name are counted as "human".
func FromRecord(rec horus.Record) (Game, error) {
	opt, err := rec.Setup.Options()
	if err != nil {
		return Game{}, err
	}
	st, err := horus.NewState(opt)
	if err != nil {
		return Game{}, err
	}
	n := int(opt.Players)
	g := Game{Seats: make([]SeatResult, n)}
	rooms := make([][]horus.Region, n)
	var evs []horus.Event
	for i, text := range rec.Steps {
		a, err := st.ParseStep(text)
		if err == nil {
			evs, err = st.ApplyEvents(a, evs[:0])
		}
		if err != nil {
			return Game{}, &horus.StepError{Step: i + 1, Text: text, Err: err}
		}
		for _, e := range evs {
			if e.Seat < 0 || int(e.Seat) >= n {
				continue
			}
			sr := &g.Seats[e.Seat]
			switch e.Kind {
			case horus.EvMoved, horus.EvJumped:
				sr.Squares = append(sr.Squares, e.To.String())
				rooms[e.Seat] = enter(rooms[e.Seat], e.To.Region())
			case horus.EvLeft:
				sr.ExitRound = int(st.Round)
				rooms[e.Seat] = append(rooms[e.Seat], horus.RegionEntrance)
			}
		}
	}
	if !st.IsOver() {
		return Game{}, i18n.Errorf("the game is not finished (%d steps played)", len(rec.Steps))
	}
	scores := st.Scores()
	for p := range g.Seats {
		sr := &g.Seats[p]
		sr.Kind = "human"
		if p < len(rec.Seats) && rec.Seats[p] != "" {
			sr.Kind = rec.Seats[p]
		}
		sr.Adventurer = opt.Adventurers[p].String()
		sr.Fate = scores[p].Fate.String()
		sr.Score = scores[p].Total
		sr.Won = scores[p].Won
		sr.Route = route(rooms[p])
	}
	g.Rounds = int(st.Round)
	g.ID = fmt.Sprintf("%d-%s", rec.Seed, st.HashString())
	return g, nil
}

// enter notes a room stepped into on the way: each room once, where it
// was first reached. The way out of this pyramid always retraces the way
// in (pond or corridor, sand, nest, door), so the order of first visits
// is the route; the Entrance is where every route starts and is noted
// only by leaving (EvLeft).
func enter(rooms []horus.Region, r horus.Region) []horus.Region {
	if r == horus.RegionEntrance || slices.Contains(rooms, r) {
		return rooms
	}
	return append(rooms, r)
}

// routeSep joins the rooms of a route.
const routeSep = " > "

// route is the rooms in words, as the statistics file keeps them: "Cobra
// Nest > Scorpion Pit > Crocodile Pond > Entrance", ending with the
// Entrance for an adventurer who got out.
func route(rooms []horus.Region) string {
	words := make([]string, len(rooms))
	for i, r := range rooms {
		words[i] = r.String()
	}
	return strings.Join(words, routeSep)
}

// RouteRooms splits a route into its rooms' English names (catalog keys),
// in the order first reached; the Entrance comes last, and only if the
// adventurer got out. Every route starts at the Entrance, unnamed.
func RouteRooms(route string) []string {
	if route == "" {
		return nil
	}
	return strings.Split(route, routeSep)
}
