package scenario

import (
	"fmt"
	"strings"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/internal/excerpt"
	"github.com/pyramid-studio/pyramid/internal/scenariotext"
)

// expectFn is one parsed expectation: it reports how the state or the
// events differ from what the scenario says.
type expectFn = func(s *rrr.State, evs []rrr.Event) error

// parseExpect reads "expect KEY ARGS..." into a check. Cats, cells,
// numbers and names are read here, so a mistyped expectation is an error
// with its line, not a failing test.
func (b *builder) parseExpect(key string, args []string) (expectFn, error) {
	num := func(usage string, lo, hi int, get func(s *rrr.State) int) (expectFn, error) {
		return scenariotext.NumberIs[rrr.State, rrr.Event](key, usage, args, lo, hi, get)
	}
	catCards := func(usage string, min int) (int, []rrr.Card, error) { // "KEY CAT CARD..."
		if err := scenariotext.Need(args, min, -1, usage); err != nil {
			return 0, nil, err
		}
		p, err := b.seat(args[0])
		if err != nil {
			return 0, nil, err
		}
		var cs []rrr.Card
		for _, w := range args[1:] {
			if strings.ToLower(w) == "none" && len(args) == 2 {
				break
			}
			c, err := rrr.ParseCard(w)
			if err != nil {
				return 0, nil, err
			}
			cs = append(cs, c)
		}
		return p, cs, nil
	}
	switch key {
	case "cat":
		if err := scenariotext.Need(args, 2, 2, "expect cat CAT Q,R"); err != nil {
			return nil, err
		}
		p, err := b.seat(args[0])
		if err != nil {
			return nil, err
		}
		at, err := rrr.ParseCoord(args[1])
		if err != nil {
			return nil, err
		}
		return func(s *rrr.State, _ []rrr.Event) error {
			if got := s.Cells[s.CatCell[p]].At; got != at {
				return fmt.Errorf("%v is on %v", s.Opt.Cats[p], got)
			}
			return nil
		}, nil
	case "hand":
		p, cs, err := catCards("expect hand CAT CARD...|none", 2)
		if err != nil {
			return nil, err
		}
		var want rrr.CardSet
		for _, c := range cs {
			want = want.With(c)
		}
		return func(s *rrr.State, _ []rrr.Event) error {
			if s.Hands[p] != want {
				return fmt.Errorf("%v holds %s", s.Opt.Cats[p], cardList(s.Hands[p]))
			}
			return nil
		}, nil
	case "holds", "lacks":
		p, cs, err := catCards("expect "+key+" CAT CARD...", 2)
		if err != nil {
			return nil, err
		}
		return func(s *rrr.State, _ []rrr.Event) error {
			for _, c := range cs {
				if s.Hands[p].Has(c) != (key == "holds") {
					return fmt.Errorf("%v holds %s", s.Opt.Cats[p], cardList(s.Hands[p]))
				}
			}
			return nil
		}, nil
	case "cards":
		if err := scenariotext.Need(args, 2, 2, "expect cards CAT N"); err != nil {
			return nil, err
		}
		p, err := b.seat(args[0])
		if err != nil {
			return nil, err
		}
		n, err := scenariotext.Number(args[1], 0, rrr.NumCards, "number of cards")
		if err != nil {
			return nil, err
		}
		return func(s *rrr.State, _ []rrr.Event) error {
			if got := s.HandSize(p); got != n {
				return fmt.Errorf("%v holds %d cards: %s", s.Opt.Cats[p], got, cardList(s.Hands[p]))
			}
			return nil
		}, nil
	case "tokens":
		if err := scenariotext.Need(args, 2, -1, "expect tokens CAT TOKEN...|none"); err != nil {
			return nil, err
		}
		p, err := b.seat(args[0])
		if err != nil {
			return nil, err
		}
		var want rrr.TokenSet
		if !(len(args) == 2 && strings.ToLower(args[1]) == "none") {
			for _, w := range args[1:] {
				k, err := rrr.ParseToken(w)
				if err != nil {
					return nil, err
				}
				want = want.With(k)
			}
		}
		return func(s *rrr.State, _ []rrr.Event) error {
			if s.Tokens[p] != want {
				return fmt.Errorf("%v holds tokens %s", s.Opt.Cats[p], tokenList(s.Tokens[p]))
			}
			return nil
		}, nil
	case "room":
		if err := scenariotext.Need(args, 2, 3, "expect room Q,R CARD [rotK]"); err != nil {
			return nil, err
		}
		at, err := rrr.ParseCoord(args[0])
		if err != nil {
			return nil, err
		}
		c, err := rrr.ParseCard(args[1])
		if err != nil {
			return nil, err
		}
		rot := -1
		if len(args) == 3 {
			r, err := rotation(args[2])
			if err != nil {
				return nil, err
			}
			rot = int(r)
		}
		return func(s *rrr.State, _ []rrr.Event) error {
			i := s.CellAt(at)
			if i == rrr.NoCell {
				return fmt.Errorf("no card lies on %v", at)
			}
			cell := &s.Cells[i]
			if !cell.IsRoom() || rrr.Card(cell.Card) != c || rot >= 0 && int(cell.Turn) != rot {
				return fmt.Errorf("%v holds %s turned %d", at, cellName(cell), cell.Turn)
			}
			return nil
		}, nil
	case "free":
		if err := scenariotext.Need(args, 1, 1, "expect free Q,R"); err != nil {
			return nil, err
		}
		at, err := rrr.ParseCoord(args[0])
		if err != nil {
			return nil, err
		}
		return func(s *rrr.State, _ []rrr.Event) error {
			if i := s.CellAt(at); i != rrr.NoCell {
				return fmt.Errorf("%v holds %s", at, cellName(&s.Cells[i]))
			}
			return nil
		}, nil
	case "joined":
		if err := scenariotext.Need(args, 3, 3, "expect joined Q,R SIDE yes|no"); err != nil {
			return nil, err
		}
		at, err := rrr.ParseCoord(args[0])
		if err != nil {
			return nil, err
		}
		d, err := rrr.ParseSide(args[1])
		if err != nil {
			return nil, err
		}
		want, err := yesNo(args[2])
		if err != nil {
			return nil, err
		}
		return func(s *rrr.State, _ []rrr.Event) error {
			i := s.CellAt(at)
			if i == rrr.NoCell {
				return fmt.Errorf("no card lies on %v", at)
			}
			if got := s.Cells[i].Join&(1<<d) != 0; got != want {
				return fmt.Errorf("side %v of %v is joined: %v", d, at, yes(got))
			}
			return nil
		}, nil
	case "mummy":
		if err := scenariotext.Need(args, 2, 4, "expect mummy m1..m4|lord Q,R|deck|gone [hearts N]"); err != nil {
			return nil, err
		}
		f, err := rrr.ParseFigure(args[0])
		if err != nil {
			return nil, err
		}
		place, at := rrr.InMaze, rrr.NoCoord
		switch strings.ToLower(args[1]) {
		case "deck":
			place = rrr.InDeck
		case "gone":
			place = rrr.Gone
		default:
			if at, err = rrr.ParseCoord(args[1]); err != nil {
				return nil, err
			}
		}
		hearts := -1
		if len(args) > 2 {
			if len(args) != 4 || strings.ToLower(args[2]) != "hearts" || place != rrr.InMaze {
				return nil, fmt.Errorf("write expect mummy m1..m4|lord Q,R [hearts N]")
			}
			if hearts, err = scenariotext.Number(args[3], 0, 99, "number of hearts"); err != nil {
				return nil, err
			}
		}
		return func(s *rrr.State, _ []rrr.Event) error {
			fig := s.Figures[f]
			if fig.Place != place || place == rrr.InMaze && s.Cells[fig.Cell].At != at {
				return fmt.Errorf("%s is %s", rrr.FigureCode(f), figurePlace(s, f))
			}
			if hearts >= 0 && int(fig.Hearts) != hearts {
				return fmt.Errorf("%s has %d hearts", rrr.FigureCode(f), fig.Hearts)
			}
			return nil
		}, nil
	case "torches":
		return num("expect torches N", 0, 255, func(s *rrr.State) int { return int(s.Torches) })
	case "hearts":
		return num("expect hearts N", 0, 255, func(s *rrr.State) int { return int(s.TopHearts) })
	case "regroups":
		return num("expect regroups N", 0, 255, func(s *rrr.State) int { return int(s.Regroups) })
	case "deck":
		return num("expect deck N", 0, rrr.NumCards, func(s *rrr.State) int { return s.Deck.Len() })
	case "destroyed":
		return num("expect destroyed N", 0, 255, func(s *rrr.State) int { return int(s.Destroyed) })
	case "round":
		return num("expect round N", 0, 65535, func(s *rrr.State) int { return int(s.Round) })
	case "rolling":
		return num("expect rolling N", 0, 255, func(s *rrr.State) int {
			if k := s.Top().Kind.String(); k == "roll-mummy" || k == "roll-combat" {
				return int(s.Top().A)
			}
			return 0
		})
	case "mechanisms":
		if err := scenariotext.Need(args, 2, 2, "expect mechanisms torch|exit N"); err != nil {
			return nil, err
		}
		kind := strings.ToLower(args[0])
		if kind != "torch" && kind != "exit" {
			return nil, fmt.Errorf("%s is not torch or exit", excerpt.Quote(args[0]))
		}
		n, err := scenariotext.Number(args[1], 0, 5, "number of mechanisms")
		if err != nil {
			return nil, err
		}
		return func(s *rrr.State, _ []rrr.Event) error {
			got := s.TorchMechs
			if kind == "exit" {
				got = s.ExitMechs
			}
			if int(got) != n {
				return fmt.Errorf("%d %s mechanisms have worked", got, kind)
			}
			return nil
		}, nil
	case "exit":
		if err := scenariotext.Need(args, 1, 1, "expect exit Q,R|closed"); err != nil {
			return nil, err
		}
		at := rrr.NoCoord
		if strings.ToLower(args[0]) != "closed" {
			c, err := rrr.ParseCoord(args[0])
			if err != nil {
				return nil, err
			}
			at = c
		}
		return func(s *rrr.State, _ []rrr.Event) error {
			got := rrr.NoCoord
			if s.ExitOpen() {
				got = s.Cells[s.ExitCell].At
			}
			if got != at {
				if got == rrr.NoCoord {
					return fmt.Errorf("the Exit is closed")
				}
				return fmt.Errorf("the Exit is on %v", got)
			}
			return nil
		}, nil
	case "lord":
		if err := scenariotext.Need(args, 1, 1, "expect lord fangs|silence|stone|hidden"); err != nil {
			return nil, err
		}
		var want uint8
		if strings.ToLower(args[0]) != "hidden" {
			l, ok := rrr.ParseLord(strings.ToLower(args[0]))
			if !ok {
				return nil, fmt.Errorf("%s is not fangs, silence, stone or hidden", excerpt.Quote(args[0]))
			}
			want = l
		}
		return func(s *rrr.State, _ []rrr.Event) error {
			if s.Lord != want {
				if s.Lord == 0 {
					return fmt.Errorf("the Lord is still hidden")
				}
				return fmt.Errorf("the Lord is %s", s.FigureInfo(rrr.LordIndex).Code)
			}
			return nil
		}, nil
	case "discarded":
		if err := scenariotext.Need(args, 1, -1, "expect discarded CARD..."); err != nil {
			return nil, err
		}
		var cs []rrr.Card
		for _, w := range args {
			c, err := rrr.ParseCard(w)
			if err != nil {
				return nil, err
			}
			cs = append(cs, c)
		}
		return func(s *rrr.State, _ []rrr.Event) error {
			for _, c := range cs {
				if !s.Discard.Has(c) {
					return fmt.Errorf("%v is not on the discard pile (%s)", c, cardList(s.Discard))
				}
			}
			return nil
		}, nil
	case "turn":
		if err := scenariotext.Need(args, 1, 1, "expect turn CAT"); err != nil {
			return nil, err
		}
		p, err := b.seat(args[0])
		if err != nil {
			return nil, err
		}
		return func(s *rrr.State, _ []rrr.Event) error {
			if int(s.Turn) != p {
				return fmt.Errorf("it is %v's turn", s.Opt.Cats[s.Turn])
			}
			return nil
		}, nil
	case "current":
		if err := scenariotext.Need(args, 1, 1, "expect current CAT|chance|over"); err != nil {
			return nil, err
		}
		want := rrr.TerminalSeat
		switch strings.ToLower(args[0]) {
		case "chance":
			want = rrr.ChanceSeat
		case "over":
		default:
			p, err := b.seat(args[0])
			if err != nil {
				return nil, err
			}
			want = p
		}
		return func(s *rrr.State, _ []rrr.Event) error {
			if s.Current() != want {
				return fmt.Errorf("it is %s", whoActs(s))
			}
			return nil
		}, nil
	case "asks":
		if err := scenariotext.Need(args, 1, 1, "expect asks NODE (player, boost, fight, exit, lord, roll-combat...)"); err != nil {
			return nil, err
		}
		want := strings.ToLower(args[0])
		return func(s *rrr.State, _ []rrr.Event) error {
			if got := s.Top().Kind.String(); got != want || s.Over {
				return fmt.Errorf("the game waits at %s", whoActs(s))
			}
			return nil
		}, nil
	case "end":
		if err := scenariotext.Need(args, 1, 1, "expect end exit|crypt|hand|none"); err != nil {
			return nil, err
		}
		want := rrr.EndNone
		if w := strings.ToLower(args[0]); w != "none" {
			found := false
			for e := rrr.EndExit; e <= rrr.EndHand; e++ {
				if e.String() == w {
					want, found = e, true
				}
			}
			if !found {
				return nil, fmt.Errorf("%s is not exit, crypt, hand or none", excerpt.Quote(args[0]))
			}
		}
		return func(s *rrr.State, _ []rrr.Event) error {
			if s.End != want {
				if s.End == rrr.EndNone {
					return fmt.Errorf("the game goes on")
				}
				return fmt.Errorf("the game ended: %v", s.End)
			}
			return nil
		}, nil
	case "sees", "hides":
		if err := scenariotext.Need(args, 3, 3, "expect "+key+" VIEWER OWNER CARD"); err != nil {
			return nil, err
		}
		viewer, err := b.seat(args[0])
		if err != nil {
			return nil, err
		}
		owner, err := b.seat(args[1])
		if err != nil {
			return nil, err
		}
		c, err := rrr.ParseCard(args[2])
		if err != nil {
			return nil, err
		}
		return func(s *rrr.State, _ []rrr.Event) error {
			if !s.Hands[owner].Has(c) {
				return fmt.Errorf("%v does not hold %v (%s)", s.Opt.Cats[owner], c, cardList(s.Hands[owner]))
			}
			o := s.Observe(viewer)
			if seen := o.Hands[owner].Has(c); seen != (key == "sees") {
				return fmt.Errorf("%v's view shows %v in %v's hand: %v", s.Opt.Cats[viewer], c, s.Opt.Cats[owner], yes(seen))
			}
			return nil
		}, nil
	case "event", "no-event":
		return b.parseEvent(key == "event", args)
	case "legal", "illegal":
		return scenariotext.Legality[rrr.State, rrr.Action, rrr.Event](key == "legal", args, (*rrr.State).ParseStep, (*rrr.State).Apply)
	}
	return nil, fmt.Errorf("unknown expectation (see docs/runrunrun-scenarios.md)")
}

// parseEvent reads "event KIND [filters] [count N]": filters are a cat, a
// figure, value N, card CARD, token TOKEN, at Q,R, to Q,R, and
// hidden-from CAT (the event's card face is blanked for that cat).
func (b *builder) parseEvent(want bool, args []string) (expectFn, error) {
	usage := "expect event KIND [CAT] [m1..m4|lord] [value N] [card CARD] [token TOKEN] [at Q,R] [to Q,R] [hidden-from CAT] [count N]"
	if err := scenariotext.Need(args, 1, -1, usage); err != nil {
		return nil, err
	}
	kind, ok := eventKind(strings.ToLower(args[0]))
	if !ok {
		return nil, fmt.Errorf("%s is not an event (see docs/runrunrun-scenarios.md)", excerpt.Quote(args[0]))
	}
	var tests []func(e rrr.Event) bool
	count := -1
	rest := args[1:]
	for len(rest) > 0 {
		w := strings.ToLower(rest[0])
		if p, err := b.seat(w); err == nil {
			tests = append(tests, func(e rrr.Event) bool { return int(e.Seat) == p })
			rest = rest[1:]
			continue
		}
		if f, err := rrr.ParseFigure(w); err == nil {
			tests = append(tests, func(e rrr.Event) bool { return int(e.Figure) == f })
			rest = rest[1:]
			continue
		}
		if len(rest) < 2 {
			return nil, fmt.Errorf("%s is not a filter; write %s", excerpt.Quote(rest[0]), usage)
		}
		arg := rest[1]
		switch w {
		case "value", "count":
			n, err := scenariotext.Number(arg, 0, 255, "number")
			if err != nil {
				return nil, err
			}
			if w == "count" {
				if !want {
					return nil, fmt.Errorf("no-event takes no count")
				}
				count = n
			} else {
				tests = append(tests, func(e rrr.Event) bool { return int(e.Value) == n })
			}
		case "hidden-from":
			p, err := b.seat(arg)
			if err != nil {
				return nil, err
			}
			tests = append(tests, func(e rrr.Event) bool { return e.Card != rrr.NoCard && e.SeenBy(p).Card == rrr.NoCard })
		case "card":
			c, err := rrr.ParseCard(arg)
			if err != nil {
				return nil, err
			}
			tests = append(tests, func(e rrr.Event) bool { return e.Card == c || e.Card2 == c })
		case "token":
			k, err := rrr.ParseToken(arg)
			if err != nil {
				return nil, err
			}
			tests = append(tests, func(e rrr.Event) bool { return e.Token == k })
		case "at", "to":
			at, err := rrr.ParseCoord(arg)
			if err != nil {
				return nil, err
			}
			if w == "at" {
				tests = append(tests, func(e rrr.Event) bool { return e.At == at })
			} else {
				tests = append(tests, func(e rrr.Event) bool { return e.To == at })
			}
		default:
			return nil, fmt.Errorf("%s is not a filter; write %s", excerpt.Quote(rest[0]), usage)
		}
		rest = rest[2:]
	}
	return func(_ *rrr.State, evs []rrr.Event) error {
		n := 0
	next:
		for _, e := range evs {
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
		return scenariotext.EventCount(want, count, n, nil)
	}, nil
}

// eventKind reads an event kind by its name (EventKind.String).
func eventKind(w string) (rrr.EventKind, bool) {
	for k := rrr.EventKind(0); k <= rrr.EvGameLost; k++ {
		if k.String() == w {
			return k, true
		}
	}
	return 0, false
}

func yesNo(w string) (bool, error) {
	switch strings.ToLower(w) {
	case "yes":
		return true, nil
	case "no":
		return false, nil
	}
	return false, fmt.Errorf("%s is not yes or no", excerpt.Quote(w))
}

func yes(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// cardList names a set of cards, "none" when empty.
func cardList(set rrr.CardSet) string {
	if set == 0 {
		return "none"
	}
	var out []string
	for i := 0; i < set.Len(); i++ {
		out = append(out, set.Nth(i).String())
	}
	return strings.Join(out, " ")
}

func tokenList(set rrr.TokenSet) string {
	if set == 0 {
		return "none"
	}
	var out []string
	for i := 0; i < set.Len(); i++ {
		out = append(out, set.Nth(i).String())
	}
	return strings.Join(out, " ")
}

// cellName names what lies on a cell: a room card, the Crypt or the Exit.
func cellName(c *rrr.Cell) string {
	switch {
	case c.IsRoom():
		return rrr.Card(c.Card).String()
	case c.At == (rrr.Coord{}):
		return "the Crypt"
	}
	return "the Exit"
}

// figurePlace says where a figure is, for messages.
func figurePlace(s *rrr.State, f int) string {
	switch s.Figures[f].Place {
	case rrr.InDeck:
		return "in the deck"
	case rrr.Gone:
		return "gone"
	}
	return "on " + s.Cells[s.Figures[f].Cell].At.String()
}
