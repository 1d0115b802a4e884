package session

import (
	"slices"
	"strings"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/internal/excerpt"
)

// Human is the Kind of a seat played by a person at this computer.
const Human = table.Human

// Seat says who plays one seat: a person or a computer level, and the name
// the log and the screens use for them.
type Seat struct {
	Name string `json:"name"`
	Kind string `json:"kind"` // Human, or a computer level of the game's table.Computer
	// Person tells the people at the screen apart (table.SeatSetup.Person):
	// seats with the same Person are played by one person, who needs no
	// cover between them (Run Run Run!: one person running several cats).
	// 0 for a computer; a person's seat given none (a save or record from
	// before people were kept) is a person of its own.
	Person int `json:"person,omitempty"`
}

// IsHuman reports whether a person plays the seat (only people may undo).
func (s Seat) IsHuman() bool { return s.Kind == Human }

// maxName bounds the name of a seat, in bytes.
const maxName = 40

// levels are the computer levels of game g; none when it has no computer
// players.
func levels(g table.Game) []string {
	if c := table.ComputerOf(g.Info().ID); c != nil {
		return c.Levels()
	}
	return nil
}

// checkKinds refuses a seat played by neither a person nor a computer
// level of g.
func checkKinds(g table.Game, seats []table.SeatSetup) error {
	for i, s := range seats {
		if s.Kind != Human && !slices.Contains(levels(g), s.Kind) {
			return i18n.Errorf("seat %d: %s is neither %s nor a computer level (%s)", i+1, excerpt.Quote(s.Kind), Human, strings.Join(levels(g), ", "))
		}
	}
	return nil
}

// checkSeats validates seats for match m and fills in missing names with
// the game's names for the seats (Horus: the adventurers'). A nil list
// means every seat is human.
func checkSeats(seats []Seat, m table.Match) ([]Seat, error) {
	n := m.Seats()
	if seats == nil {
		seats = make([]Seat, n)
		for i := range seats {
			seats[i].Kind = Human
		}
	}
	if len(seats) != n {
		return nil, i18n.Errorf("%d seats given for a game of %d", len(seats), n)
	}
	out := make([]Seat, n)
	fresh := 0 // above every Person given: for the people's seats given none
	for _, s := range seats {
		fresh = max(fresh, s.Person)
	}
	for i, s := range seats {
		s.Kind = strings.ToLower(strings.TrimSpace(s.Kind))
		if s.Kind == "" {
			s.Kind = Human
		}
		if s.Kind != Human && !slices.Contains(levels(m.Game()), s.Kind) {
			return nil, i18n.Errorf("seat %d: %s is neither %s nor a computer level (%s)", i+1, excerpt.Quote(s.Kind), Human, strings.Join(levels(m.Game()), ", "))
		}
		s.Name = strings.TrimSpace(s.Name)
		if s.Name == "" {
			s.Name = defaultName(m, i)
		}
		if len(s.Name) > maxName {
			return nil, i18n.Errorf("seat %d: the name %s is longer than %d characters", i+1, excerpt.Quote(s.Name), maxName)
		}
		switch {
		case s.Kind != Human:
			s.Person = 0
		case s.Person <= 0:
			fresh++
			s.Person = fresh
		}
		out[i] = s
	}
	return out, nil
}

// defaultName is the game's name for a seat whose player typed none
// (table.SeatNamer), or else the seat's number.
func defaultName(m table.Match, seat int) string {
	if sn, ok := m.(table.SeatNamer); ok {
		if n := sn.SeatName(seat); n != "" {
			return n
		}
	}
	return i18n.F("Player %d", seat+1)
}

// kinds lists the seats' kinds, as game records keep them.
func kinds(seats []Seat) []string {
	out := make([]string, len(seats))
	for i, s := range seats {
		out[i] = s.Kind
	}
	return out
}

// typedNames lists the names typed for the seats, as game records keep
// them: "" where a seat goes by the game's name for it; nil when no name
// was typed.
func typedNames(seats []Seat, m table.Match) []string {
	out := make([]string, len(seats))
	typed := false
	for i, s := range seats {
		if s.Name != defaultName(m, i) {
			out[i], typed = s.Name, true
		}
	}
	if !typed {
		return nil
	}
	return out
}

// people lists the seats' people, as game records keep them when one
// person plays several seats; nil when each person plays one seat (the
// default a record without it is read as).
func people(seats []Seat) []int {
	seen := map[int]bool{}
	shared := false
	out := make([]int, len(seats))
	for i, s := range seats {
		out[i] = s.Person
		if s.Person > 0 {
			shared = shared || seen[s.Person]
			seen[s.Person] = true
		}
	}
	if !shared {
		return nil
	}
	return out
}
