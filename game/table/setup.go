package table

import (
	"encoding/json"
	"math/rand/v2"
	"slices"

	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/internal/excerpt"
)

// Form is a game's set-up options, as the new-game screen draws them:
// a list of fields, each a choice among named values. It holds no rules:
// New checks a set-up and refuses an impossible one.
type Form struct {
	Fields []Field
	// Heading names the table-wide options on the new-game screen, in
	// English ("Helps": options that change no rule); "" is "Optional
	// rules".
	Heading string
}

// Field is one set-up option.
type Field struct {
	// ID names the option in Setup.Values and in records
	// ("total_secrecy").
	ID string
	// Label and Help are English, translated by the screens through the
	// game's catalogue of words.
	Label string
	Help  string
	// Choices are the values on offer, in the order shown; a yes/no
	// option offers Off and On.
	Choices []Choice
	// Default is the ID of the choice a new set-up starts from.
	Default string
	// PerSeat marks an option each seat chooses for itself (Horus's
	// adventurer); Setup.Seats[i].Values holds it. Distinct says no two
	// seats may choose the same value.
	PerSeat  bool
	Distinct bool
	// Random says the screen should start a per-seat option at a random
	// choice (distinct ones at distinct random choices) rather than at
	// Default, as the box is dealt at the table.
	Random bool
}

// Choice is one value of a Field.
type Choice struct {
	ID    string // "on", "gore", "normal"
	Label string // English, translated by the screens
}

// The choices of a yes/no Field.
var (
	Off = Choice{ID: "off", Label: "Off"}
	On  = Choice{ID: "on", Label: "On"}
)

// Setup is a chosen set-up: who sits where and the options' values.
type Setup struct {
	Seats  []SeatSetup       `json:"seats"`
	Values map[string]string `json:"values,omitempty"` // Field.ID -> Choice.ID; missing: the default
	// Carry is what the previous match of a campaign left for this one
	// (Info.Campaign), in the game's own words; nil for a single game.
	Carry json.RawMessage `json:"carry,omitempty"`
}

// SeatSetup is one seat of a set-up.
type SeatSetup struct {
	// Kind is Human or a computer level of the game's Computer.
	Kind string `json:"kind"`
	// Name is the name typed for a person; "" lets the game name the
	// seat (Horus: the adventurer).
	Name string `json:"name,omitempty"`
	// Person tells the people at the screen apart: seats with the same
	// Person are played by one person (Run Run Run!: one person running
	// several cats), who needs no cover between them. Computers: 0.
	Person int `json:"person,omitempty"`
	// Values are the seat's own options (Field.PerSeat).
	Values map[string]string `json:"values,omitempty"`
}

// Human is the Kind of a seat a person plays.
const Human = "human"

// IsHuman reports whether a person plays the seat.
func (s SeatSetup) IsHuman() bool { return s.Kind == Human }

// Value is the value of a table-wide option, or its default.
func (f Form) Value(s Setup, id string) string {
	if v, ok := s.Values[id]; ok {
		return v
	}
	for _, fl := range f.Fields {
		if fl.ID == id {
			return fl.Default
		}
	}
	return ""
}

// Check verifies a set-up against the form: a known value for every
// option given, per-seat options on seats only, distinct ones distinct.
// The seat count is checked against info. The errors are in a player's
// words; the game's New checks its rules beyond this.
func (f Form) Check(in Info, s Setup) error {
	n := len(s.Seats)
	if n < in.MinSeats || n > in.MaxSeats {
		return i18n.Errorf("%s is played by %d to %d players, not %d", in.Title, in.MinSeats, in.MaxSeats, n)
	}
	field := func(id string) (Field, bool) {
		i := slices.IndexFunc(f.Fields, func(fl Field) bool { return fl.ID == id })
		if i < 0 {
			return Field{}, false
		}
		return f.Fields[i], true
	}
	known := func(fl Field, v string) bool {
		return slices.ContainsFunc(fl.Choices, func(c Choice) bool { return c.ID == v })
	}
	for id, v := range s.Values {
		fl, ok := field(id)
		if !ok || fl.PerSeat {
			return i18n.Errorf("%s is not an option of this game", excerpt.Quote(id))
		}
		if !known(fl, v) {
			return i18n.Errorf("%s is not a choice of %s", excerpt.Quote(v), fl.Label)
		}
	}
	for i, seat := range s.Seats {
		if seat.Kind == "" {
			return i18n.Errorf("seat %d: say who plays it (a person or a computer level)", i+1)
		}
		for id, v := range seat.Values {
			fl, ok := field(id)
			if !ok || !fl.PerSeat {
				return i18n.Errorf("seat %d: %s is not an option of a seat", i+1, excerpt.Quote(id))
			}
			if !known(fl, v) {
				return i18n.Errorf("seat %d: %s is not a choice of %s", i+1, excerpt.Quote(v), fl.Label)
			}
			if fl.Distinct {
				for j := range i {
					if s.Seats[j].Values[id] == v {
						return i18n.Errorf("seats %d and %d both chose %s", j+1, i+1, v)
					}
				}
			}
		}
	}
	return nil
}

// NewSetup is a set-up of n seats played by people: every option at its
// default, and the per-seat options each seat gets a value of — at random
// from rng for an option that starts so (Field.Random), else the default —
// distinct where they must be (then in the order of the choices where not
// at random). It is the table as a new game first deals it, for the
// new-game screen and the headless tool.
func (f Form) NewSetup(n int, rng *rand.Rand) Setup {
	s := Setup{Seats: make([]SeatSetup, n)}
	for i := range s.Seats {
		s.Seats[i] = SeatSetup{Kind: Human, Person: i + 1, Values: map[string]string{}}
	}
	for _, fl := range f.Fields {
		if !fl.PerSeat || len(fl.Choices) == 0 {
			continue
		}
		order := make([]int, len(fl.Choices))
		for k := range order {
			order[k] = k
		}
		if fl.Random {
			order = rng.Perm(len(fl.Choices))
		}
		def := slices.IndexFunc(fl.Choices, func(c Choice) bool { return c.ID == fl.Default })
		for i := range s.Seats {
			k := order[i%len(order)]
			switch {
			case fl.Random && !fl.Distinct:
				k = rng.IntN(len(fl.Choices))
			case !fl.Random && !fl.Distinct && def >= 0:
				k = def
			}
			s.Seats[i].Values[fl.ID] = fl.Choices[k].ID
		}
	}
	return s
}
