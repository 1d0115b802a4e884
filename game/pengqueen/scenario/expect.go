package scenario

import (
	"fmt"
	"strings"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/internal/excerpt"
	"github.com/pyramid-studio/pyramid/internal/scenariotext"
)

// expectFn is one parsed expectation: it reports how the state or the
// events differ from what the scenario says.
type expectFn = func(s *pq.State, evs []pq.Event) error

// parseExpect reads "expect KEY ARGS..." into a check. Seats, pieces,
// squares, cards and numbers are read here, so a mistyped expectation is
// an error with its line, not a failing test.
func (b *builder) parseExpect(key string, args []string) (expectFn, error) {
	num := func(usage string, lo, hi int, get func(s *pq.State) int) (expectFn, error) {
		return scenariotext.NumberIs[pq.State, pq.Event](key, usage, args, lo, hi, get)
	}
	switch key {
	case "piece":
		if err := scenariotext.Need(args, 2, 2, "expect piece COLOUR SQUARE|out"); err != nil {
			return nil, err
		}
		p, err := b.piece(args[0])
		if err != nil {
			return nil, err
		}
		out, q := strings.ToLower(args[1]) == "out", pq.NoSquare
		if !out {
			if q, err = square(args[1]); err != nil {
				return nil, err
			}
		}
		return func(s *pq.State, _ []pq.Event) error {
			pc := s.Pieces[p]
			if pc.Out != out || !out && pc.Square != q {
				return fmt.Errorf("the %v piece is %s", s.Opt.Colours[p], piecePlace(pc))
			}
			return nil
		}, nil
	case "mummy":
		if err := scenariotext.Need(args, 1, 1, "expect mummy SQUARE"); err != nil {
			return nil, err
		}
		q, err := square(args[0])
		if err != nil {
			return nil, err
		}
		return func(s *pq.State, _ []pq.Event) error {
			if s.Mummy != q {
				return fmt.Errorf("the Mummy is on %v", s.Mummy)
			}
			return nil
		}, nil
	case "tokens":
		if err := scenariotext.Need(args, 2, 2, "expect tokens COLOUR|mummy N"); err != nil {
			return nil, err
		}
		n, err := scenariotext.Number(args[1], 0, pq.MaxPieces*pq.TokensPerColour(), "number of life tokens")
		if err != nil {
			return nil, err
		}
		p := -1
		if strings.ToLower(args[0]) != "mummy" {
			if p, err = b.piece(args[0]); err != nil {
				return nil, err
			}
		}
		return func(s *pq.State, _ []pq.Event) error {
			got, who := int(s.Tokens), "the Mummy has"
			if p >= 0 {
				got, who = int(s.Pieces[p].Tokens), fmt.Sprintf("the %v piece has", s.Opt.Colours[p])
			}
			if got != n {
				return fmt.Errorf("%s %d life tokens", who, got)
			}
			return nil
		}, nil
	case "aside":
		return num("expect aside N", 0, pq.NumDice, func(s *pq.State) int { return int(s.Aside) })
	case "round":
		return num("expect round N", 0, 9999, func(s *pq.State) int { return int(s.Round) })
	case "rolls":
		return num("expect rolls N", 0, 9999, func(s *pq.State) int { return int(s.Rolls) })
	case "rolling":
		return num("expect rolling N", 0, pq.NumDice, func(s *pq.State) int {
			if s.Phase != pq.PhaseRoll {
				return 0
			}
			return int(s.RollSize - s.Rolled)
		})
	case "steps":
		return num("expect steps N", 0, pq.MaxMummySteps, func(s *pq.State) int { return int(s.Steps) - int(s.PathLen) })
	case "hand", "shown":
		if err := scenariotext.Need(args, 2, -1, "expect "+key+" SEAT CARD...|none"); err != nil {
			return nil, err
		}
		seat, err := b.hunterSeat(args[0])
		if err != nil {
			return nil, err
		}
		var want pq.CardSet
		if !(len(args) == 2 && strings.ToLower(args[1]) == "none") {
			for _, w := range args[1:] {
				c, ok := pq.ParseCard(strings.ToLower(w))
				if !ok {
					return nil, fmt.Errorf("%s is not a treasure card", excerpt.Quote(w))
				}
				want = want.With(c)
			}
		}
		return func(s *pq.State, _ []pq.Event) error {
			got := s.Hands[seat-1]
			if key == "shown" {
				got = s.Shown[seat-1]
			}
			if got != want {
				return fmt.Errorf("%s %s %s", seatName(s, seat), map[bool]string{true: "has shown", false: "holds"}[key == "shown"], cardList(got))
			}
			return nil
		}, nil
	case "cards":
		if err := scenariotext.Need(args, 2, 2, "expect cards SEAT N"); err != nil {
			return nil, err
		}
		seat, err := b.hunterSeat(args[0])
		if err != nil {
			return nil, err
		}
		n, err := scenariotext.Number(args[1], 0, pq.NumCards, "number of cards")
		if err != nil {
			return nil, err
		}
		return func(s *pq.State, _ []pq.Event) error {
			if got := s.Hands[seat-1].Len(); got != n {
				return fmt.Errorf("%s holds %d cards: %s", seatName(s, seat), got, cardList(s.Hands[seat-1]))
			}
			return nil
		}, nil
	case "turn":
		if err := scenariotext.Need(args, 1, 1, "expect turn COLOUR|mummy"); err != nil {
			return nil, err
		}
		p := -1
		if strings.ToLower(args[0]) != "mummy" {
			var err error
			if p, err = b.piece(args[0]); err != nil {
				return nil, err
			}
		}
		return func(s *pq.State, _ []pq.Event) error {
			mummy := s.Phase == pq.PhaseMummy || s.Phase == pq.PhaseMummyRoll
			if s.Over || mummy != (p < 0) || p >= 0 && int(s.Piece) != p {
				return fmt.Errorf("it is %s", whoActs(s))
			}
			return nil
		}, nil
	case "current":
		if err := scenariotext.Need(args, 1, 1, "expect current SEAT|chance|over"); err != nil {
			return nil, err
		}
		want := pq.ChanceSeat
		switch w := strings.ToLower(args[0]); w {
		case "chance":
		case "over":
			want = pq.TerminalSeat
		default:
			var err error
			if want, err = b.seat(w); err != nil {
				return nil, err
			}
		}
		return func(s *pq.State, _ []pq.Event) error {
			if s.Current() != want {
				return fmt.Errorf("it is %s", whoActs(s))
			}
			return nil
		}, nil
	case "phase":
		if err := scenariotext.Need(args, 1, 1, "expect phase NAME"); err != nil {
			return nil, err
		}
		ph, ok := phase(strings.ToLower(args[0]))
		if !ok {
			return nil, fmt.Errorf("%s is not a phase (deal, turn, roll, choose, show, mummy-roll, mummy, over)", excerpt.Quote(args[0]))
		}
		return func(s *pq.State, _ []pq.Event) error {
			if s.Phase != ph {
				return fmt.Errorf("the phase is %v", s.Phase)
			}
			return nil
		}, nil
	case "winner":
		if err := scenariotext.Need(args, 1, 1, "expect winner SEAT|none"); err != nil {
			return nil, err
		}
		want := -1
		if strings.ToLower(args[0]) != "none" {
			var err error
			if want, err = b.seat(args[0]); err != nil {
				return nil, err
			}
		}
		return func(s *pq.State, _ []pq.Event) error {
			if int(s.Winner) != want {
				if s.Winner < 0 {
					return fmt.Errorf("nobody has won")
				}
				return fmt.Errorf("%s has won", seatName(s, int(s.Winner)))
			}
			return nil
		}, nil
	case "sees", "hides":
		return b.parseSees(key == "sees", args)
	case "sight", "sight-has", "sight-lacks":
		if err := scenariotext.Need(args, 2, -1, "expect "+key+" COLOUR SQUARE..."); err != nil {
			return nil, err
		}
		p, err := b.piece(args[0])
		if err != nil {
			return nil, err
		}
		var want pq.Squares
		for _, w := range args[1:] {
			q, err := square(w)
			if err != nil {
				return nil, err
			}
			want = want.With(q)
		}
		return func(s *pq.State, _ []pq.Event) error {
			o := s.Observe(pq.MummySeat)
			got := o.HunterSquares(p)
			ok := got == want
			switch key {
			case "sight-has":
				ok = got.And(want) == want
			case "sight-lacks":
				ok = got.And(want).Empty()
			}
			if !ok {
				return fmt.Errorf("the Mummy's observation puts the %v piece on %v", s.Opt.Colours[p], got)
			}
			return nil
		}, nil
	case "sight-size":
		if err := scenariotext.Need(args, 2, 2, "expect sight-size COLOUR N"); err != nil {
			return nil, err
		}
		p, err := b.piece(args[0])
		if err != nil {
			return nil, err
		}
		n, err := scenariotext.Number(args[1], 0, pq.NumSquares, "number of squares")
		if err != nil {
			return nil, err
		}
		return func(s *pq.State, _ []pq.Event) error {
			o := s.Observe(pq.MummySeat)
			if got := o.HunterSquares(p); got.Len() != n {
				return fmt.Errorf("the Mummy's observation puts the %v piece on %d squares: %v", s.Opt.Colours[p], got.Len(), got)
			}
			return nil
		}, nil
	case "event", "no-event":
		return b.parseEvent(key == "event", args)
	case "legal", "illegal":
		return scenariotext.Legality[pq.State, pq.Action, pq.Event](key == "legal", args, (*pq.State).ParseStep, (*pq.State).Apply)
	}
	return nil, fmt.Errorf("unknown expectation (see docs/pengqueen-scenarios.md)")
}

// parseSees reads "sees VIEWER THING" and "hides VIEWER THING": whether
// the viewer's observation (State.Observe) shows a piece's square (THING
// a colour), a card's face in a hand (a card) or the faces of the roll
// (dice). VIEWER is a seat or onlooker.
func (b *builder) parseSees(want bool, args []string) (expectFn, error) {
	if err := scenariotext.Need(args, 2, 2, "expect sees|hides VIEWER COLOUR|CARD|dice"); err != nil {
		return nil, err
	}
	viewer := -1
	if strings.ToLower(args[0]) != "onlooker" {
		var err error
		if viewer, err = b.seat(args[0]); err != nil {
			return nil, err
		}
	}
	w := strings.ToLower(args[1])
	var sees func(o *pq.Observation) bool
	if w == "dice" {
		sees = func(o *pq.Observation) bool { return o.Faces != [pq.NumDice]pq.Face{} }
	} else if c, ok := pq.ParseCard(w); ok {
		sees = func(o *pq.Observation) bool {
			for _, h := range o.Hands {
				if h.Cards.Has(c) || h.Shown.Has(c) {
					return true
				}
			}
			return false
		}
	} else {
		p, err := b.piece(w)
		if err != nil {
			return nil, fmt.Errorf("%s is not a piece's colour, a card or dice", excerpt.Quote(args[1]))
		}
		sees = func(o *pq.Observation) bool { return o.Pieces[p].Square != pq.NoSquare }
	}
	return func(s *pq.State, _ []pq.Event) error {
		o := s.Observe(viewer)
		if got := sees(&o); got != want {
			verb := "hides"
			if got {
				verb = "shows"
			}
			return fmt.Errorf("the observation of %s %s %s", viewerName(s, viewer), verb, w)
		}
		return nil
	}, nil
}

// parseEvent reads "event KIND [filters] [count N]": filters are a piece's
// colour, face F, from SQUARE, to SQUARE, card CARD, value N, aside N, and
// as SEAT (the event as that seat sees it: Event.VisibleTo).
func (b *builder) parseEvent(want bool, args []string) (expectFn, error) {
	usage := "expect event KIND [COLOUR] [face F] [from SQUARE] [to SQUARE] [card CARD] [value N] [aside N] [as SEAT] [count N]"
	if err := scenariotext.Need(args, 1, -1, usage); err != nil {
		return nil, err
	}
	kind, ok := eventKind(strings.ToLower(args[0]))
	if !ok {
		return nil, fmt.Errorf("%s is not an event (see docs/pengqueen-scenarios.md)", excerpt.Quote(args[0]))
	}
	var tests []func(e pq.Event) bool
	count, as := -1, -2
	rest := args[1:]
	for len(rest) > 0 {
		w := strings.ToLower(rest[0])
		if p, err := b.piece(w); err == nil {
			tests = append(tests, func(e pq.Event) bool { return int(e.Piece) == p })
			rest = rest[1:]
			continue
		}
		if len(rest) < 2 {
			return nil, fmt.Errorf("%s is not a filter; write %s", excerpt.Quote(rest[0]), usage)
		}
		arg := rest[1]
		switch w {
		case "value", "aside", "count":
			n, err := scenariotext.Number(arg, 0, 9999, "number")
			if err != nil {
				return nil, err
			}
			switch w {
			case "count":
				if !want {
					return nil, fmt.Errorf("no-event takes no count")
				}
				count = n
			case "value":
				tests = append(tests, func(e pq.Event) bool { return int(e.Value) == n })
			default:
				tests = append(tests, func(e pq.Event) bool { return int(e.Aside) == n })
			}
		case "face":
			f, ok := face(strings.ToLower(arg))
			if !ok {
				return nil, fmt.Errorf("%s is not a face (1, 2, 3, 4, arrow, mummy)", excerpt.Quote(arg))
			}
			tests = append(tests, func(e pq.Event) bool { return e.Face == f })
		case "from", "to":
			q, err := square(arg)
			if err != nil {
				return nil, err
			}
			if w == "from" {
				tests = append(tests, func(e pq.Event) bool { return e.From == q })
			} else {
				tests = append(tests, func(e pq.Event) bool { return e.To == q })
			}
		case "card":
			c, ok := pq.ParseCard(strings.ToLower(arg))
			if !ok {
				return nil, fmt.Errorf("%s is not a treasure card", excerpt.Quote(arg))
			}
			tests = append(tests, func(e pq.Event) bool { return e.Card == c })
		case "as":
			seat := -1
			if strings.ToLower(arg) != "onlooker" {
				var err error
				if seat, err = b.seat(arg); err != nil {
					return nil, err
				}
			}
			as = seat
		default:
			return nil, fmt.Errorf("%s is not a filter; write %s", excerpt.Quote(rest[0]), usage)
		}
		rest = rest[2:]
	}
	return func(_ *pq.State, evs []pq.Event) error {
		n := 0
	next:
		for _, e := range evs {
			if as != -2 {
				v, ok := e.VisibleTo(as)
				if !ok {
					continue
				}
				e = v
			}
			if e.Kind != kind {
				continue
			}
			for _, t := range tests {
				if !t(e) {
					continue next
				}
			}
			n++
		}
		return scenariotext.EventCount(want, count, n, func() string { return eventsSeen(evs, kind) })
	}, nil
}

// eventsSeen lists the events of kind that did happen, for messages.
func eventsSeen(evs []pq.Event, kind pq.EventKind) string {
	var out []string
	for _, e := range evs {
		if e.Kind == kind {
			out = append(out, e.String())
		}
	}
	if len(out) == 0 {
		return ""
	}
	if len(out) > 4 {
		out = append(out[:4], "...")
	}
	return " (there were: " + strings.Join(out, "; ") + ")"
}

// eventKind reads an event kind by its name (EventKind.String).
func eventKind(w string) (pq.EventKind, bool) {
	for k := pq.EventKind(0); k.String() != "?"; k++ {
		if k.String() == w {
			return k, true
		}
	}
	return 0, false
}

// phase reads a phase by its name (Phase.String).
func phase(w string) (pq.Phase, bool) {
	for p := pq.Phase(0); p.String() != "?"; p++ {
		if p.String() == w {
			return p, true
		}
	}
	return 0, false
}

// face reads a white die face by its name (Face.String).
func face(w string) (pq.Face, bool) {
	for f := pq.Face1; f.String() != "?"; f++ {
		if f.String() == w {
			return f, true
		}
	}
	return pq.FaceNone, false
}

// cardList prints a set of cards, "none" when empty.
func cardList(cs pq.CardSet) string {
	if cs == 0 {
		return "none"
	}
	var out []string
	for c := pq.Card(0); c < pq.NumCards; c++ {
		if cs.Has(c) {
			out = append(out, c.String())
		}
	}
	return strings.Join(out, " ")
}

// piecePlace says where a piece is, for messages.
func piecePlace(pc pq.Piece) string {
	if pc.Out {
		return "out of the game"
	}
	return "on " + pc.Square.String()
}

// viewerName names an observer, for messages.
func viewerName(s *pq.State, seat int) string {
	if seat < 0 {
		return "an onlooker"
	}
	return seatName(s, seat)
}
