package scenes

import (
	"context"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/session"
)

// Turns is the turn controller a game's play screen is built on: who is
// to act in a match played through a session, the computer players
// thinking off the UI thread, whose view the one shared screen shows and
// when it must be covered before the device changes hands, and the input
// gate that holds back whatever began before the hand-off. It knows no
// game's rules: the session and its Match (Actor, Cover) tell it what it
// needs.
type Turns struct {
	s        *session.Session
	humans   []int  // the seats people play, in order
	computer []bool // computer[seat]: a computer plays it
	person   []int  // person[seat]: who plays it (table.SeatSetup.Person); 0 for computers
	ctx      context.Context
	cancel   context.CancelFunc
	run      *thinking
	gate     input.Gate
	handoffs int
	turnOf   int // the seat that was to act after the last step
	seen     int // the person a private view was last shown to (Show); 0: nobody yet
}

// thinking is one computer decision in flight: the step it chose, in
// notation, arrives on ch; it was asked at step.
type thinking struct {
	ch   chan string
	step int
}

// NewTurns starts the turn controller of s, whose seats say which person
// plays each (Seat.Person, from the set-up's table.SeatSetup.Person). The
// click that opened the game is held back: it is no move in it.
func NewTurns(s *session.Session) *Turns {
	t := newTurns(s.Seats())
	t.s, t.turnOf = s, s.Current()
	return t
}

// NewSeatTurns is the turn controller of a board with no session, played
// by seats: a board view, or a position a test set up. It knows who plays
// which seat; nothing is to act, hidden or handed off.
func NewSeatTurns(seats []session.Seat) *Turns { return newTurns(seats) }

func newTurns(seats []session.Seat) *Turns {
	t := &Turns{turnOf: table.Over}
	t.ctx, t.cancel = context.WithCancel(context.Background())
	for i, seat := range seats {
		human := seat.IsHuman()
		t.computer = append(t.computer, !human)
		t.person = append(t.person, 0)
		if human {
			t.humans = append(t.humans, i)
			t.person[i] = seat.Person
			if seat.Person <= 0 {
				t.person[i] = -(i + 1) // a person of their own, apart from any numbered one
			}
		}
	}
	t.CloseGate()
	return t
}

// Leave stops any computer still thinking.
func (t *Turns) Leave() { t.cancel() }

// Context ends when the screen is left: for a hint being worked out.
func (t *Turns) Context() context.Context { return t.ctx }

// Humans are the seats people play, in order.
func (t *Turns) Humans() []int { return t.humans }

// Computer reports whether a computer plays seat (false for chance and
// the end).
func (t *Turns) Computer(seat int) bool {
	return seat >= 0 && seat < len(t.computer) && t.computer[seat]
}

// ViewFor is whose view the screen shows when seat cur is to act, the
// screen showing shown's: a lone person always sees their own (the seat
// to act when it is theirs, else the one on show: one person running
// several cats keeps the last of them while the computers act); with
// several people, the person to act's, an onlooker's while computers act
// (in a game of sides, table.Sided, the view on show: the other side
// looks away), and chance keeps the view it finds (dice and draws do not
// pass the device).
func (t *Turns) ViewFor(cur, shown int) int {
	switch {
	case len(t.humans) == 1:
		return t.humans[0]
	case len(t.humans) > 1 && t.people() == 1:
		if cur >= 0 && !t.computer[cur] {
			return cur
		}
		if shown >= 0 {
			return shown
		}
		return t.humans[0]
	case cur == table.Chance:
		return shown
	case cur >= 0 && !t.computer[cur]:
		return cur
	case cur >= 0 && t.sided() && shown == table.Onlooker && len(t.humans) > 0 && !t.hiddenFromOthers(t.humans[0]):
		return t.humans[0] // people of one side only: theirs, from the start
	case cur >= 0 && t.sided():
		return shown
	}
	return table.Onlooker
}

// sided reports whether the game's seats sit on sides that look away
// from each other (table.Sided).
func (t *Turns) sided() bool {
	if t.s == nil {
		return false
	}
	_, ok := t.s.Match().(table.Sided)
	return ok
}

// Private reports whether seat's view must be covered before it is shown
// on the shared screen, which shows the public view while the device
// changes hands (Match.Cover).
func (t *Turns) Private(seat int) bool {
	return t.s != nil && t.s.Match().Cover(table.Onlooker, seat)
}

// Cover reports whether the screen, showing from's view (Onlooker: the
// public view, or nothing yet), must be covered before to's is shown:
// to is a person's seat, another person at the screen may not see its
// view (Match.Cover between their seats), and from's view is not to's
// player's own. A person playing several seats needs no cover between
// them, and nor do people who may all see each other's views
// (Pengqueen's hunters). When the game's cover is light
// (table.LightCover) it comes only if to's player is not the person a
// private view was last shown to (Show): the public view shown while
// computers act does not count.
func (t *Turns) Cover(from, to int) bool {
	if to < 0 || to >= len(t.computer) || t.computer[to] || t.s == nil || !t.hiddenFromOthers(to) {
		return false
	}
	if t.light() {
		return t.seen == 0 || t.seen != t.person[to]
	}
	return from < 0 || t.person[from] != t.person[to] && t.s.Match().Cover(from, to)
}

// Show tells the controller that the screen now shows view (after its
// cover, if one came), so that a light cover knows whose hand was seen
// last.
func (t *Turns) Show(view int) {
	if view >= 0 && view < len(t.person) && !t.computer[view] && t.Private(view) {
		t.seen = t.person[view]
	}
}

// light reports whether the game's cover is light (table.LightCover).
func (t *Turns) light() bool {
	if t.s == nil {
		return false
	}
	l, ok := t.s.Match().(table.LightCover)
	return ok && l.LightCover()
}

// people counts the people at the screen.
func (t *Turns) people() int {
	seen := map[int]bool{}
	for _, h := range t.humans {
		seen[t.person[h]] = true
	}
	return len(seen)
}

// hiddenFromOthers reports whether a person at the screen other than
// seat's player may not see seat's view.
func (t *Turns) hiddenFromOthers(seat int) bool {
	m := t.s.Match()
	for _, h := range t.humans {
		if t.person[h] != t.person[seat] && m.Cover(h, seat) {
			return true
		}
	}
	return false
}

// Filter drops from in whatever began before the device last changed
// hands (input.Gate).
func (t *Turns) Filter(in *input.Frame) { t.gate.Filter(in) }

// CloseGate holds back every press begun until now: the device changes
// hands, the cover is lifted, or a question is put.
func (t *Turns) CloseGate() {
	t.gate.Close()
	t.handoffs++
}

// Handoffs counts the times the gate was closed (for the test probe).
func (t *Turns) Handoffs() int { return t.handoffs }

// HandOff is called after every step: when a person other than the one
// who played last is now to act, it closes the gate, so a button still
// held or a click still in flight is not taken as theirs until pressed
// afresh, and reports true (the screen's focus starts afresh). Chance
// steps within a turn are no hand-off, and neither is a computer's turn
// nor the next seat of a person playing several.
func (t *Turns) HandOff() bool {
	if t.s == nil {
		return false
	}
	cur := t.s.Current()
	if cur < 0 || cur == t.turnOf {
		return false
	}
	prev := t.turnOf
	t.turnOf = cur
	if t.computer[cur] || prev >= 0 && !t.computer[prev] && t.person[prev] == t.person[cur] {
		return false
	}
	t.CloseGate()
	return true
}

// Held reports whether the game waits where a tutorial's guide holds it
// (Session.Hold): a play screen plays no chance step then, and Think
// starts no computer's decision.
func (t *Turns) Held() bool { return t.s != nil && t.s.Held() }

// Thinking reports whether a computer's decision is in flight, and Ready
// whether its answer has come (the next Think takes it).
func (t *Turns) Thinking() bool { return t.run != nil }
func (t *Turns) Ready() bool    { return t.run != nil && len(t.run.ch) > 0 }

// Think starts or polls the decision of the computer to act, never
// blocking: ok is false while it thinks. The session seeds the computer
// from the game's seed, the seat and the step, so a resumed game plays on
// exactly as it would have; a computer that breaks down plays the first
// legal step rather than take the game down.
func (t *Turns) Think() (step string, ok bool, err error) {
	if t.s == nil {
		return "", false, i18n.Errorf("no computer player is to act")
	}
	if t.Held() {
		return "", false, nil // a tutorial's card is being read
	}
	at := t.s.Steps()
	if t.run == nil || t.run.step != at {
		think, err := t.s.BotMove()
		if err != nil {
			return "", false, err
		}
		legal := t.s.Match().Legal()
		ch := make(chan string, 1)
		t.run = &thinking{ch: ch, step: at}
		ctx := t.ctx
		go func() {
			defer func() {
				if r := recover(); r != nil {
					ch <- legal[0]
				}
			}()
			ch <- think(ctx)
		}()
		return "", false, nil
	}
	select {
	case step := <-t.run.ch:
		t.run = nil
		return step, true, nil
	default:
		return "", false, nil
	}
}

// PlayBot starts or polls the decision of the computer to act (Think),
// and once it has come plays it with apply (the play screen's own way of
// applying a step and showing its events). A step the game refuses is
// told in msg (naming who, the computer's seat) and the first legal step
// is played instead, so a computer that errs never stalls the game; a
// decision that could not start is told in msg too. played reports
// whether a step was played this tick.
func (t *Turns) PlayBot(who string, apply func(step string) error) (played bool, msg string) {
	step, ok, err := t.Think()
	if err != nil {
		return false, err.Error()
	}
	if !ok {
		return false, ""
	}
	if err := apply(step); err != nil {
		msg = i18n.F("the computer playing %s chose %s: %v", who, step, err)
		if legal := t.s.Match().Legal(); len(legal) > 0 {
			_ = apply(legal[0])
		}
	}
	return true, msg
}

// Rest is how many ticks play rests after a step before a computer's
// next one (n at normal speed, times factor: the speed of whoever just
// acted), so that someone watching can follow; none before a person's
// decision.
func (t *Turns) Rest(n int, factor float64) int {
	if t.s == nil {
		return 0
	}
	if cur := t.s.Current(); cur < 0 || !t.Computer(cur) {
		return 0
	}
	return int(float64(n) * factor)
}
