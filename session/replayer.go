package session

import (
	"encoding/json"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
)

// Replayer steps through a whole game, forward and back, for the replay
// viewer. It holds the match after every step, so moving anywhere is
// instant.
type Replayer struct {
	rec     table.Record    // what was replayed: its game, seed, setup, seats and names
	matches []table.Match   // matches[i]: the position after i steps
	events  [][]table.Event // events[i]: what step i+1 did
	names   []string
	pos     int
	notice  string
}

// NewReplayer replays rec; names (one per seat, "" or missing for the
// name the record or the game gives the seat) are used by the log.
func NewReplayer(rec table.Record, names []string) (*Replayer, error) {
	g, err := lookup(rec.GameID())
	if err != nil {
		return nil, err
	}
	start := rec
	start.Steps, start.FinalHash = []string{}, ""
	m, err := g.Open(start)
	if err != nil {
		return nil, err
	}
	r := &Replayer{rec: rec, matches: []table.Match{m.Clone()}}
	for i, text := range rec.Steps {
		evs, err := m.Apply(text)
		if err != nil {
			return nil, &table.StepError{Step: i + 1, Text: text, Err: err}
		}
		r.matches = append(r.matches, m.Clone())
		r.events = append(r.events, evs)
	}
	if rec.FinalHash != "" && rec.FinalHash != m.Hash() {
		r.notice = replayedRecordNotice
	}
	r.names = make([]string, m.Seats())
	for i := range r.names {
		switch {
		case i < len(names) && names[i] != "":
			r.names[i] = names[i]
		case i < len(rec.Names) && rec.Names[i] != "":
			r.names[i] = rec.Names[i]
		default:
			r.names[i] = defaultName(m, i)
		}
	}
	return r, nil
}

// OpenReplay reads a save or a game record, of any game, for the replay
// viewer.
func OpenReplay(data []byte) (*Replayer, error) {
	var head struct {
		Format string `json:"format"`
	}
	if err := json.Unmarshal(data, &head); err == nil && head.Format == SaveFormat {
		s, err := Decode(data)
		if err != nil {
			return nil, err
		}
		return s.Replayer()
	}
	rec, err := table.DecodeRecord(data)
	if err != nil {
		return nil, err
	}
	return NewReplayer(rec, nil)
}

// Replayer replays this session's game so far.
func (s *Session) Replayer() (*Replayer, error) {
	names := make([]string, len(s.seats))
	for i, st := range s.seats {
		names[i] = st.Name
	}
	return NewReplayer(s.Export(), names)
}

// replayedRecordNotice is Notice's text (a catalog key) for a record
// whose final position the current rules do not reach.
const replayedRecordNotice = "This game was recorded by another version of Pyramid and is replayed with the current rules; it may differ slightly from the game as played."

// Notice is a message for the viewer about the replay, or "", in the
// language current when called.
func (r *Replayer) Notice() string {
	if r.notice == "" {
		return ""
	}
	return i18n.T(r.notice)
}

// Game is the game replayed.
func (r *Replayer) Game() table.Game { return r.matches[0].Game() }

// Seats are who played each seat: the players' names (the game's names
// for the seats where none was given) and, as the record says, a person or
// a computer level (a person where the record does not say).
func (r *Replayer) Seats() []Seat {
	seats := make([]Seat, len(r.names))
	for k := range seats {
		seats[k] = Seat{Name: r.names[k], Kind: Human}
		if k < len(r.rec.Seats) && r.rec.Seats[k] != "" {
			seats[k].Kind = r.rec.Seats[k]
		}
		if k < len(r.rec.People) && seats[k].IsHuman() {
			seats[k].Person = r.rec.People[k]
		}
	}
	return seats
}

// Len is the number of steps in the game.
func (r *Replayer) Len() int { return len(r.rec.Steps) }

// Pos is the number of steps played at the shown position.
func (r *Replayer) Pos() int { return r.pos }

// Match is the position after Pos steps, for the game's screens to draw:
// read it, never play on it (PlayOn opens a game that goes on).
func (r *Replayer) Match() table.Match { return r.matches[r.pos] }

// MatchAt is the position after i steps (clamped to 0..Len), read only.
func (r *Replayer) MatchAt(i int) table.Match { return r.matches[r.clamp(i)] }

// Seek moves to the position after i steps (clamped to 0..Len).
func (r *Replayer) Seek(i int) { r.pos = r.clamp(i) }

// Forward moves one step on and reports whether it could.
func (r *Replayer) Forward() bool {
	if r.pos >= r.Len() {
		return false
	}
	r.pos++
	return true
}

// Back moves one step back and reports whether it could.
func (r *Replayer) Back() bool {
	if r.pos == 0 {
		return false
	}
	r.pos--
	return true
}

// Step is the notation of step i (1-based), "" outside the game.
func (r *Replayer) Step(i int) string {
	if i < 1 || i > r.Len() {
		return ""
	}
	return r.rec.Steps[i-1]
}

// EventsOf are the events of step i (1-based); none outside the game.
func (r *Replayer) EventsOf(i int) []table.Event {
	if i < 1 || i > r.Len() {
		return nil
	}
	return r.events[i-1]
}

// Events are the events of the step that led to the shown position, for
// the viewer to animate.
func (r *Replayer) Events() []table.Event { return r.EventsOf(r.pos) }

// Log is the game up to the shown position in sentences, as viewer may
// read it (a seat, or table.Onlooker).
func (r *Replayer) Log(viewer int) []string {
	g := r.Game()
	names := func(seat int) string {
		if seat < 0 || seat >= len(r.names) {
			return ""
		}
		return r.names[seat]
	}
	var out []string
	for _, evs := range r.events[:r.pos] {
		for _, e := range evs {
			if line := g.Narrate(e, viewer, names); line != "" {
				out = append(out, line)
			}
		}
	}
	return out
}

func (r *Replayer) clamp(i int) int { return max(0, min(i, r.Len())) }
