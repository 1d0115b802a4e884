package session

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/i18n"
)

// Replayer steps through a whole game, forward and back, for the replay
// viewer. It holds the position after every step (a State is a small
// value), so moving anywhere is instant.
type Replayer struct {
	rec    horus.Record // what was replayed: its seed, setup and seats
	steps  []string
	states []horus.State   // states[i]: the position after i steps
	events [][]horus.Event // events[i]: what step i+1 did
	names  []string
	pos    int
	notice string
}

// NewReplayer replays rec; names (one per seat, or nil for the
// adventurers' names) are used by the log.
func NewReplayer(rec horus.Record, names []string) (*Replayer, error) {
	opt, err := rec.Setup.Options()
	if err != nil {
		return nil, err
	}
	st, err := horus.NewState(opt)
	if err != nil {
		return nil, err
	}
	r := &Replayer{rec: rec, steps: append([]string(nil), rec.Steps...), states: []horus.State{st}}
	for i, text := range rec.Steps {
		a, err := st.ParseStep(text)
		var evs []horus.Event
		if err == nil {
			evs, err = st.ApplyEvents(a, nil)
		}
		if err != nil {
			return nil, &horus.StepError{Step: i + 1, Text: text, Err: err}
		}
		r.states = append(r.states, st)
		r.events = append(r.events, evs)
	}
	if rec.FinalHash != "" && rec.FinalHash != st.HashString() {
		r.notice = replayedRecordNotice
	}
	r.names = make([]string, opt.Players)
	for i := range r.names {
		if i < len(names) && names[i] != "" {
			r.names[i] = names[i]
		} else {
			r.names[i] = opt.Adventurers[i].Name()
		}
	}
	return r, nil
}

// OpenReplay reads a save or a game record for the replay viewer.
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
	rec, err := horus.DecodeRecord(data)
	if err != nil {
		return nil, err
	}
	return NewReplayer(rec, nil)
}

// Replayer replays this session's game so far.
func (s *Session) Replayer() (*Replayer, error) {
	return NewReplayer(s.Export(), s.narrator().Names)
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

// Seats are who played each seat: the players' names (the adventurers'
// where none was given) and, as the record says, a person or a computer
// level (a person where the record does not say).
func (r *Replayer) Seats() []Seat {
	seats := make([]Seat, len(r.names))
	for k := range seats {
		seats[k] = Seat{Name: r.names[k], Kind: Human}
		if k < len(r.rec.Seats) && r.rec.Seats[k] != "" {
			seats[k].Kind = r.rec.Seats[k]
		}
	}
	return seats
}

// Len is the number of steps in the game.
func (r *Replayer) Len() int { return len(r.steps) }

// Pos is the number of steps played at the shown position.
func (r *Replayer) Pos() int { return r.pos }

// State is the position after Pos steps.
func (r *Replayer) State() horus.State { return r.states[r.pos] }

// StateAt is the position after i steps (clamped to 0..Len).
func (r *Replayer) StateAt(i int) horus.State { return r.states[r.clamp(i)] }

// Seek moves to the position after i steps (clamped to 0..Len).
func (r *Replayer) Seek(i int) { r.pos = r.clamp(i) }

// Forward moves one step on and reports whether it could.
func (r *Replayer) Forward() bool {
	if r.pos >= len(r.steps) {
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
	if i < 1 || i > len(r.steps) {
		return ""
	}
	return r.steps[i-1]
}

// StepSeenBy is the notation of step i (1-based) as viewer may see it (a
// seat, -1 for an onlooker, or SeeAll): the cards and block numbers that
// the step's events keep secret from viewer are written "?" — "deal ?",
// "draw ?", "block ?", "use ? ?" for a hidden Bag under Total Secrecy.
// "" outside the game.
func (r *Replayer) StepSeenBy(i, viewer int) string {
	text := r.Step(i)
	if text == "" || viewer == SeeAll {
		return text
	}
	hidden := map[string]bool{}
	for _, e := range r.events[i-1] {
		v := e.SeenBy(viewer)
		if v.Card != e.Card && e.Card < horus.NumCards {
			hidden[e.Card.String()] = true
		}
		if v.Value != e.Value { // a block's number
			hidden[strconv.Itoa(int(e.Value))] = true
		}
	}
	if len(hidden) == 0 {
		return text
	}
	words := strings.Fields(text)
	for k, w := range words {
		if hidden[strings.ToLower(w)] {
			words[k] = "?"
		}
	}
	return strings.Join(words, " ")
}

// Events are the events of the step that led to the shown position, for
// the viewer to animate.
func (r *Replayer) Events() []horus.Event {
	if r.pos == 0 {
		return nil
	}
	return r.events[r.pos-1]
}

// Log is the game up to the shown position in sentences, as viewer may see
// it (a seat, -1 for an onlooker, or SeeAll).
func (r *Replayer) Log(viewer int) []string {
	n := Narrator{Names: r.names, State: &r.states[len(r.states)-1]}
	var out []string
	for _, evs := range r.events[:r.pos] {
		for _, e := range evs {
			out = append(out, n.Sentence(e, viewer))
		}
	}
	return out
}

func (r *Replayer) clamp(i int) int { return max(0, min(i, len(r.steps))) }
