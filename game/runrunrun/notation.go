package runrunrun

import (
	"strconv"
	"strings"

	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/internal/excerpt"
)

// Notation prints an action the way records and scenarios write it
// (docs/runrunrun-notation.md). Chance outcomes start with the word of
// what is drawn: "draw R12", "roll mummy", "roll hit", "lose R07",
// "token S04", "mummy m2", "lord fangs", "pull R33".
func (s *Public) Notation(a Action) string {
	w := a.Kind.String()
	switch a.Kind {
	case ActChance:
		return s.chanceNotation(a)
	case ActExplore:
		t := w + " " + Card(a.X).String() + " " + a.At.String() + " rot" + strconv.Itoa(int(a.Y))
		if a.Z > 0 {
			t += " passage " + Side(a.Z-1).String()
		}
		return t
	case ActFight, ActWalk, ActMark, ActStep:
		return w + " " + a.At.String()
	case ActUse, ActDouble, ActAmulet:
		return w + " " + Token(a.X).String()
	case ActTeleport:
		return w + " " + Token(a.X).String() + " " + a.At.String()
	case ActPassage:
		return w + " " + Token(a.X).String() + " " + a.At.String() + " " + Side(a.Y).String()
	case ActBoost, ActDice:
		return w + " " + Card(a.X).String()
	case ActAllot:
		return w + " " + figureCode(int(a.X)) + " " + strconv.Itoa(int(a.Y))
	case ActMech:
		kind := "torch"
		if a.X == 1 {
			kind = "exit"
		}
		return w + " " + kind + " " + Side(a.Y).String()
	case ActExit:
		return w + " " + a.At.String() + " " + Side(a.Y).String()
	case ActLay:
		for _, c := range [2]Card{Card(a.X), Card(a.Y)} {
			if c != NoCard {
				w += " " + c.String()
			}
		}
		return w
	case ActSpend:
		return w + " " + strconv.Itoa(int(a.Y))
	case ActGive:
		return w + " " + Card(a.X).String() + " " + s.seatCode(int(a.Y))
	case ActPass:
		return w + " " + Token(a.X).String() + " " + s.seatCode(int(a.Y))
	case ActRoute, ActPlace:
		return w + " " + figureCode(int(a.X)) + " " + a.At.String()
	case ActHurt:
		return w + " " + s.seatCode(int(a.X)) + " " + strconv.Itoa(int(a.Y))
	}
	return w
}

// chanceWord is the word a chance step of the node on top starts with.
func (s *Public) chanceWord() string {
	switch s.Top().Kind {
	case tDealHand, tDraw:
		return "draw"
	case tRollMummy, tRollCombat:
		return "roll"
	case tAwaken:
		return "mummy"
	case tLose:
		return "lose"
	case tSarc:
		return "token"
	case tLord:
		return "lord"
	case tPull:
		return "pull"
	}
	return ""
}

func (s *Public) chanceNotation(a Action) string {
	w := s.chanceWord()
	switch s.Top().Kind {
	case tRollMummy:
		return w + " " + mummyDie[a.X%6].String()
	case tRollCombat:
		return w + " " + combatDie[a.X%6].String()
	case tAwaken:
		return w + " " + figureCode(int(a.X))
	case tSarc:
		return w + " " + Token(a.X).String()
	case tLord:
		return w + " " + lordTable[a.X%NumLords].Code
	case tDealHand, tDraw, tLose, tPull:
		return w + " " + Card(a.X).String()
	}
	return "chance " + strconv.Itoa(int(a.X))
}

// figureCode is a figure's notation: m1..m4, or lord.
func figureCode(f int) string {
	if f == LordIndex {
		return "lord"
	}
	if f < 0 || f >= NumFigures {
		return "?"
	}
	return mummyTable[f].Code
}

// seatCode names a seat by its cat.
func (s *Public) seatCode(p int) string {
	if p < 0 || p >= s.NumSeats() {
		return "seat" + strconv.Itoa(p+1)
	}
	return s.Opt.Cats[p].String()
}

// ParseStep reads one step of a record or scenario in the notation of
// Notation, for the node the game waits at: a seat's action, or a chance
// outcome, which must start with the word of what is drawn now.
func (s *State) ParseStep(text string) (Action, error) {
	f := strings.Fields(strings.ToLower(text))
	if len(f) == 0 {
		return Action{}, i18n.Errorf("an empty step")
	}
	if s.Over {
		return Action{}, errGameOver()
	}
	if s.IsChance() {
		return s.parseChance(f, text)
	}
	if isChanceWord(f[0]) {
		return Action{}, i18n.Errorf("%q: nothing is drawn or rolled by chance now; a player decides", excerpt.Cut(text))
	}
	return s.parseAction(f, text)
}

func isChanceWord(w string) bool {
	switch w {
	case "draw", "roll", "mummy", "lose", "token", "lord", "pull":
		return true
	}
	return false
}

func (s *State) parseChance(f []string, text string) (Action, error) {
	want := s.chanceWord()
	if f[0] != want {
		return Action{}, i18n.Errorf("%q: chance decides now; the step must start with %q", excerpt.Cut(text), want)
	}
	if len(f) != 2 {
		return Action{}, i18n.Errorf("%q: expected %q and one outcome", excerpt.Cut(text), want)
	}
	arg := f[1]
	switch s.Top().Kind {
	case tRollMummy, tRollCombat:
		die := mummyDie
		if s.Top().Kind == tRollCombat {
			die = combatDie
		}
		for i, face := range die {
			if face.String() == arg {
				return Action{Kind: ActChance, X: uint8(i)}, nil
			}
		}
		return Action{}, i18n.Errorf("%q: this die has no face %q", excerpt.Cut(text), excerpt.Cut(arg))
	case tAwaken:
		m, err := parseFigure(arg, text)
		return Action{Kind: ActChance, X: uint8(m)}, err
	case tSarc:
		k, err := parseToken(arg, text)
		return Action{Kind: ActChance, X: uint8(k)}, err
	case tLord:
		for i, l := range lordTable {
			if l.Code == arg {
				return Action{Kind: ActChance, X: uint8(i)}, nil
			}
		}
		return Action{}, i18n.Errorf("%q: there is no Lord %q (fangs, silence, stone)", excerpt.Cut(text), excerpt.Cut(arg))
	}
	c, err := parseCard(arg, text)
	return Action{Kind: ActChance, X: uint8(c)}, err
}

func (s *State) parseAction(f []string, text string) (Action, error) {
	kind := ActNone
	for k := ActExplore; k < ActChance; k++ {
		if actionWords[k] == f[0] {
			kind = k
		}
	}
	if kind == ActNone {
		return Action{}, i18n.Errorf("%q: unknown step %q", excerpt.Cut(text), excerpt.Cut(f[0]))
	}
	a := Action{Kind: kind}
	args := f[1:]
	need := func(n int) error {
		if len(args) != n {
			return i18n.Errorf("%q: %q takes %d word(s) after it", excerpt.Cut(text), f[0], n)
		}
		return nil
	}
	var err error
	switch kind {
	case ActExplore:
		if len(args) != 3 && len(args) != 5 {
			return a, i18n.Errorf("%q: write explore CARD Q,R rotK [passage SIDE], e.g. explore R12 0,-1 rot3", excerpt.Cut(text))
		}
		var c Card
		if c, err = parseCard(args[0], text); err != nil {
			return a, err
		}
		a.X = uint8(c)
		if a.At, err = parseCoord(args[1], text); err != nil {
			return a, err
		}
		r, ok := strings.CutPrefix(args[2], "rot")
		n, e := strconv.Atoi(r)
		if !ok || e != nil || n < 0 || n >= NumSides {
			return a, i18n.Errorf("%q: %q is not a rotation (rot0 to rot5)", excerpt.Cut(text), excerpt.Cut(args[2]))
		}
		a.Y = uint8(n)
		if len(args) == 5 {
			if args[3] != "passage" {
				return a, i18n.Errorf("%q: after the rotation only \"passage SIDE\" may follow", excerpt.Cut(text))
			}
			var d Side
			if d, err = parseSide(args[4], text); err != nil {
				return a, err
			}
			a.Z = uint8(d) + 1
		}
	case ActFight, ActWalk, ActMark, ActStep:
		if err = need(1); err == nil {
			a.At, err = parseCoord(args[0], text)
		}
	case ActUse, ActDouble, ActAmulet:
		if err = need(1); err == nil {
			var k Token
			k, err = parseToken(args[0], text)
			a.X = uint8(k)
		}
	case ActTeleport, ActPassage:
		n := 2
		if kind == ActPassage {
			n = 3
		}
		if err = need(n); err != nil {
			return a, err
		}
		var k Token
		if k, err = parseToken(args[0], text); err != nil {
			return a, err
		}
		a.X = uint8(k)
		if a.At, err = parseCoord(args[1], text); err != nil {
			return a, err
		}
		if kind == ActPassage {
			var d Side
			d, err = parseSide(args[2], text)
			a.Y = uint8(d)
		}
	case ActBoost, ActDice:
		if err = need(1); err == nil {
			var c Card
			c, err = parseCard(args[0], text)
			a.X = uint8(c)
		}
	case ActAllot, ActRoute, ActPlace:
		if err = need(2); err != nil {
			return a, err
		}
		var m int
		if m, err = parseFigure(args[0], text); err != nil {
			return a, err
		}
		a.X = uint8(m)
		if kind == ActAllot {
			a.Y, err = parseCount(args[1], text)
		} else {
			a.At, err = parseCoord(args[1], text)
		}
	case ActMech:
		if err = need(2); err != nil {
			return a, err
		}
		switch args[0] {
		case "torch":
		case "exit":
			a.X = 1
		default:
			return a, i18n.Errorf("%q: a mechanism is torch or exit", excerpt.Cut(text))
		}
		var d Side
		d, err = parseSide(args[1], text)
		a.Y = uint8(d)
	case ActExit:
		if err = need(2); err != nil {
			return a, err
		}
		if a.At, err = parseCoord(args[0], text); err != nil {
			return a, err
		}
		var d Side
		d, err = parseSide(args[1], text)
		a.Y = uint8(d)
	case ActLay:
		if len(args) > regroupMaxLay {
			return a, i18n.Errorf("%q: a cat lays at most %d cards", excerpt.Cut(text), regroupMaxLay)
		}
		a.X, a.Y = uint8(NoCard), uint8(NoCard)
		for i, w := range args {
			var c Card
			if c, err = parseCard(w, text); err != nil {
				return a, err
			}
			if i == 0 {
				a.X = uint8(c)
			} else {
				a.Y = uint8(c)
			}
		}
		if a.Y != uint8(NoCard) && a.Y < a.X {
			a.X, a.Y = a.Y, a.X
		}
	case ActSpend:
		if err = need(1); err == nil {
			a.Y, err = parseCount(args[0], text)
		}
	case ActGive, ActPass:
		if err = need(2); err != nil {
			return a, err
		}
		if kind == ActGive {
			var c Card
			c, err = parseCard(args[0], text)
			a.X = uint8(c)
		} else {
			var k Token
			k, err = parseToken(args[0], text)
			a.X = uint8(k)
		}
		if err != nil {
			return a, err
		}
		var p int
		p, err = s.parseSeat(args[1], text)
		a.Y = uint8(p)
	case ActHurt:
		if err = need(2); err != nil {
			return a, err
		}
		var p int
		if p, err = s.parseSeat(args[0], text); err != nil {
			return a, err
		}
		a.X = uint8(p)
		a.Y, err = parseCount(args[1], text)
	default:
		err = need(0)
	}
	return a, err
}

func parseCard(w, text string) (Card, error) {
	if n, err := strconv.Atoi(strings.TrimPrefix(w, "r")); err == nil && strings.HasPrefix(w, "r") && n >= 1 && n <= NumCards {
		return Card(n - 1), nil
	}
	return 0, i18n.Errorf("%q: %q is not a room card (R01 to R64)", excerpt.Cut(text), excerpt.Cut(w))
}

func parseToken(w, text string) (Token, error) {
	if n, err := strconv.Atoi(strings.TrimPrefix(w, "s")); err == nil && strings.HasPrefix(w, "s") && n >= 1 && n <= NumTokens {
		return Token(n - 1), nil
	}
	return 0, i18n.Errorf("%q: %q is not a sarcophagus token (S01 to S17)", excerpt.Cut(text), excerpt.Cut(w))
}

func parseFigure(w, text string) (int, error) {
	for f := 0; f < NumFigures; f++ {
		if figureCode(f) == w {
			return f, nil
		}
	}
	return 0, i18n.Errorf("%q: %q is not a mummy (m1 to m4, or lord)", excerpt.Cut(text), excerpt.Cut(w))
}

func parseSide(w, text string) (Side, error) {
	for d, n := range sideNames {
		if n == w {
			return Side(d), nil
		}
	}
	return 0, i18n.Errorf("%q: %q is not a side (n, ne, se, s, sw, nw)", excerpt.Cut(text), excerpt.Cut(w))
}

func parseCoord(w, text string) (Coord, error) {
	q, r, ok := strings.Cut(w, ",")
	a, e1 := strconv.Atoi(q)
	b, e2 := strconv.Atoi(r)
	if !ok || e1 != nil || e2 != nil || a < -100 || a > 100 || b < -100 || b > 100 {
		return NoCoord, i18n.Errorf("%q: %q is not a cell (write q,r as in 0,-1)", excerpt.Cut(text), excerpt.Cut(w))
	}
	return Coord{int8(a), int8(b)}, nil
}

func parseCount(w, text string) (uint8, error) {
	n, err := strconv.Atoi(w)
	if err != nil || n < 0 || n > 255 {
		return 0, i18n.Errorf("%q: %q is not a number", excerpt.Cut(text), excerpt.Cut(w))
	}
	return uint8(n), nil
}

func (s *Public) parseSeat(w, text string) (int, error) {
	for p := 0; p < s.NumSeats(); p++ {
		if s.Opt.Cats[p].String() == w {
			return p, nil
		}
	}
	return 0, i18n.Errorf("%q: no cat called %q plays in this game", excerpt.Cut(text), excerpt.Cut(w))
}
