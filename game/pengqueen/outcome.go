package pengqueen

import (
	"encoding/json"

	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/internal/excerpt"
)

// Side is one of the two sides of the table.
type Side uint8

const (
	SideNone    Side = iota // the game is not over
	SideMummy               // the Mummy took her tokens
	SideHunters             // a hunter showed their last card
)

var sideNames = [...]string{"none", "mummy", "hunters"}

func (d Side) String() string {
	if int(d) < len(sideNames) {
		return sideNames[d]
	}
	return "?"
}

// MarshalText writes the side's id ("mummy", "hunters").
func (d Side) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalText reads a side's id back, for the tools that read the
// headless tool's lines.
func (d *Side) UnmarshalText(b []byte) error {
	for i, n := range sideNames {
		if string(b) == n {
			*d = Side(i)
			return nil
		}
	}
	return i18n.Errorf("%q is not a side (mummy or hunters)", excerpt.Cut(string(b)))
}

// Winner is the winning side and seat (0 for the Mummy, the hunter's seat
// otherwise; -1 before the end).
type Winner struct {
	Side Side `json:"side"`
	Seat int  `json:"seat"`
}

// Outcome is how a game ended, as the headless tool prints it: who won
// and why, after how many rounds, how many life tokens the Mummy took and
// how many treasures each hunter seat showed (seat 1 first).
type Outcome struct {
	Winner Winner `json:"winner"`
	Reason string `json:"reason,omitempty"` // "last-card" or "tokens"
	Rounds int    `json:"rounds"`
	Tokens int    `json:"tokens"`
	Shown  []int  `json:"treasures_shown"`
}

// Outcome reports the game's end (Winner.Side is SideNone while it is
// played).
func (s *State) Outcome() Outcome {
	o := Outcome{Winner: Winner{Seat: -1}, Rounds: int(s.Round), Tokens: int(s.Tokens), Shown: make([]int, s.NumSeats()-1)}
	for h := range o.Shown {
		o.Shown[h] = s.Shown[h].Len()
	}
	if s.Over {
		o.Winner.Seat = int(s.Winner)
		if s.Winner == MummySeat {
			o.Winner.Side, o.Reason = SideMummy, "tokens"
		} else {
			o.Winner.Side, o.Reason = SideHunters, "last-card"
		}
	}
	return o
}

// JSON is the outcome as one line of JSON.
func (o Outcome) JSON() string {
	b, _ := json.Marshal(o)
	return string(b)
}
