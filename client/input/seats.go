package input

import "maps"

// Seats binds controllers to the seats of a game for couch play, so that
// only the acting player's own controller acts. The mouse and keyboard
// belong to the table and always act. A seat with no controller of its
// own (nobody joined yet, its controller was unplugged, or there are
// fewer controllers than players) takes any controller, another seat's
// too, so a table with fewer controllers than players passes one over
// and nobody is locked out; only a free controller becomes the seat's
// own (Claim). In Shared mode ("pass the controller") any controller
// acts for every seat. A nil *Seats is shared.
type Seats struct {
	Shared bool
	pads   map[int]int // seat → controller
}

// Bind gives seat the controller pad, taking it from any other seat.
func (s *Seats) Bind(seat, pad int) {
	if s.pads == nil {
		s.pads = map[int]int{}
	}
	if other, ok := s.SeatOf(pad); ok {
		delete(s.pads, other)
	}
	s.pads[seat] = pad
}

// Unbind leaves seat without a controller of its own.
func (s *Seats) Unbind(seat int) {
	if s != nil {
		delete(s.pads, seat)
	}
}

// Reset forgets every binding (a new game's seats are new players).
func (s *Seats) Reset() {
	if s != nil {
		clear(s.pads)
	}
}

// PadOf is the controller bound to seat.
func (s *Seats) PadOf(seat int) (int, bool) {
	if s == nil {
		return 0, false
	}
	p, ok := s.pads[seat]
	return p, ok
}

// SeatOf is the seat controller pad is bound to.
func (s *Seats) SeatOf(pad int) (int, bool) {
	if s == nil {
		return 0, false
	}
	for seat, p := range s.pads {
		if p == pad {
			return seat, true
		}
	}
	return 0, false
}

// Allows reports whether in may act for seat: the keyboard and mouse
// always; a controller when controllers are shared, when it is seat's
// own, or when seat has none of its own.
func (s *Seats) Allows(seat int, in Intent) bool {
	if s == nil || s.Shared || in.Dev != Gamepad {
		return true
	}
	p, ok := s.pads[seat]
	return !ok || p == in.Pad
}

// Claim binds the first free controller (no seat's) pressed in fr to
// seat, if seat has none of its own and controllers are not shared; it
// returns that controller. A seat is joined by its player's first press
// at its turn. Another seat's controller acts for seat without being
// taken from its own seat.
func (s *Seats) Claim(seat int, fr *Frame) (int, bool) {
	if s == nil || s.Shared {
		return 0, false
	}
	if _, ok := s.pads[seat]; ok {
		return 0, false
	}
	for _, in := range fr.Intents {
		if _, taken := s.SeatOf(in.Pad); in.Dev == Gamepad && !taken {
			s.Bind(seat, in.Pad)
			return in.Pad, true
		}
	}
	return 0, false
}

// Filter keeps the intents of fr that may act for seat. It copies only
// when it drops something, and never writes to the reader's buffer.
func (s *Seats) Filter(seat int, fr *Frame) {
	if s == nil || s.Shared {
		return
	}
	var kept []Intent
	for i, in := range fr.Intents {
		switch {
		case !s.Allows(seat, in) && kept == nil:
			kept = append(make([]Intent, 0, len(fr.Intents)), fr.Intents[:i]...)
		case s.Allows(seat, in) && kept != nil:
			kept = append(kept, in)
		}
	}
	if kept != nil {
		fr.Intents = kept
	}
}

// Drop forgets an unplugged controller and returns the seat it was bound
// to, which falls back to any controller or the mouse.
func (s *Seats) Drop(pad int) (int, bool) {
	seat, ok := s.SeatOf(pad)
	if ok {
		delete(s.pads, seat)
	}
	return seat, ok
}

// Bound lists the bindings, seat → controller (for the test probe).
func (s *Seats) Bound() map[int]int {
	if s == nil || len(s.pads) == 0 {
		return nil
	}
	return maps.Clone(s.pads)
}
