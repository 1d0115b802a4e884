package session

import (
	"slices"
	"strings"

	horusbot "github.com/pyramid-studio/pyramid/bot/horus"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/internal/excerpt"
)

// Human is the Kind of a seat played by a person at this computer.
const Human = "human"

// Seat says who plays one adventurer: a person or a computer level, and the
// name the log and the screens use for them.
type Seat struct {
	Name string `json:"name"`
	Kind string `json:"kind"` // Human, or a computer level of horusbot.Levels()
}

// IsHuman reports whether a person plays the seat (only people may undo).
func (s Seat) IsHuman() bool { return s.Kind == Human }

// checkSeats validates seats for a game set up with opt and fills in
// missing names with the adventurers' names. A nil list means every seat is
// human.
func checkSeats(seats []Seat, opt horus.Options) ([]Seat, error) {
	n := int(opt.Players)
	if seats == nil {
		seats = make([]Seat, n)
		for i := range seats {
			seats[i].Kind = Human
		}
	}
	if len(seats) != n {
		return nil, i18n.Errorf("%d seats given for %d adventurers", len(seats), n)
	}
	out := make([]Seat, n)
	for i, s := range seats {
		s.Kind = strings.ToLower(strings.TrimSpace(s.Kind))
		if s.Kind == "" {
			s.Kind = Human
		}
		if s.Kind != Human && !slices.Contains(horusbot.Levels(), s.Kind) {
			return nil, i18n.Errorf("seat %d: %s is neither %s nor a computer level (%s)", i+1, excerpt.Quote(s.Kind), Human, strings.Join(horusbot.Levels(), ", "))
		}
		s.Name = strings.TrimSpace(s.Name)
		if s.Name == "" {
			s.Name = opt.Adventurers[i].Name()
		}
		if len(s.Name) > 40 {
			return nil, i18n.Errorf("seat %d: the name %s is longer than 40 characters", i+1, excerpt.Quote(s.Name))
		}
		out[i] = s
	}
	return out, nil
}

// kinds lists the seats' kinds, as game records keep them.
func kinds(seats []Seat) []string {
	out := make([]string, len(seats))
	for i, s := range seats {
		out[i] = s.Kind
	}
	return out
}
