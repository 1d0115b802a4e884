package pengqueen

import (
	"strconv"
	"strings"

	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/internal/excerpt"
)

// Notation prints an action as records and scenarios write it
// (docs/pengqueen-notation.md). A seat's action prints as Action.String
// does; a chance outcome starts with a word naming what chance decides:
// "deal crown" (a card dealt), "white 3", "white arrow", "white mummy" (a
// white hunter die), "black 5" (the Mummy's black die).
func (s *State) Notation(a Action) string {
	if a.Kind != ActChance {
		return a.String()
	}
	switch s.Phase {
	case PhaseDeal:
		return "deal " + Card(a.A).String()
	case PhaseRoll:
		return "white " + Face(a.A).String()
	case PhaseMummyRoll:
		return "black " + strconv.Itoa(int(a.A))
	}
	return a.String()
}

// chanceWord is the word a chance step of phase p starts with.
func chanceWord(p Phase) string {
	switch p {
	case PhaseDeal:
		return "deal"
	case PhaseRoll:
		return "white"
	case PhaseMummyRoll:
		return "black"
	}
	return ""
}

// ParseStep reads one step in the notation of Notation: a seat's action or
// a chance outcome (whose word must be the one this node draws). It checks
// the words, not the rules: Apply says whether the step is legal.
func (s *State) ParseStep(text string) (Action, error) {
	f := strings.Fields(strings.ToLower(text))
	if len(f) == 0 {
		return Action{}, i18n.Errorf("An empty step: write an action such as roll, or a chance step such as white 3.")
	}
	q := excerpt.Cut(strings.TrimSpace(text))
	args := func(n int, form string) error {
		if len(f) != n+1 {
			return i18n.Errorf("%q: write %v.", q, form)
		}
		return nil
	}
	switch f[0] {
	case "deal", "white", "black":
		want := chanceWord(s.Phase)
		if want == "" {
			return Action{}, i18n.Errorf("%q: nothing is dealt or rolled now; it is a player's decision.", q)
		}
		if f[0] != want {
			return Action{}, i18n.Errorf("%q: the next chance step is %v, not %v.", q, want, f[0])
		}
		switch want {
		case "deal":
			if err := args(1, "deal CARD, e.g. deal crown"); err != nil {
				return Action{}, err
			}
			c, ok := ParseCard(f[1])
			if !ok {
				return Action{}, i18n.Errorf("%q: there is no treasure card %q.", q, excerpt.Cut(f[1]))
			}
			return Action{Kind: ActChance, A: uint8(c)}, nil
		case "white":
			if err := args(1, "white FACE: 1, 2, 3, 4, arrow or mummy"); err != nil {
				return Action{}, err
			}
			fc, ok := parseFace(f[1])
			if !ok {
				return Action{}, i18n.Errorf("%q: a white die shows 1, 2, 3, 4, arrow or mummy.", q)
			}
			return Action{Kind: ActChance, A: uint8(fc)}, nil
		default:
			if err := args(1, "black NUMBER, e.g. black 4"); err != nil {
				return Action{}, err
			}
			n, err := strconv.Atoi(f[1])
			if err != nil || n < 1 || n > 9 {
				return Action{}, i18n.Errorf("%q: the black die shows a number.", q)
			}
			return Action{Kind: ActChance, A: uint8(n)}, nil
		}
	case "reset", "roll", "end", "stop":
		if err := args(0, f[0]+" alone"); err != nil {
			return Action{}, err
		}
		switch f[0] {
		case "reset":
			return Action{Kind: ActReset}, nil
		case "roll":
			return Action{Kind: ActRoll}, nil
		case "end":
			return Action{Kind: ActEnd}, nil
		}
		return Action{Kind: ActStop}, nil
	case "move":
		if err := args(2, "move FACE SQUARE, e.g. move 3 L11 or move arrow K7"); err != nil {
			return Action{}, err
		}
		fc, ok := parseFace(f[1])
		if !ok || !fc.Movable() {
			return Action{}, i18n.Errorf("%q: a move names a die face: 1, 2, 3, 4 or arrow.", q)
		}
		sq, ok := ParseSquare(f[2])
		if !ok {
			return Action{}, i18n.Errorf("%q: %q is not a square of the maze.", q, excerpt.Cut(f[2]))
		}
		return Action{Kind: ActMove, A: uint8(fc), B: uint8(sq)}, nil
	case "show":
		if err := args(1, "show CARD, e.g. show crown"); err != nil {
			return Action{}, err
		}
		c, ok := ParseCard(f[1])
		if !ok {
			return Action{}, i18n.Errorf("%q: there is no treasure card %q.", q, excerpt.Cut(f[1]))
		}
		return Action{Kind: ActShow, A: uint8(c)}, nil
	case "step":
		if err := args(1, "step DIRECTION: north, east, south or west"); err != nil {
			return Action{}, err
		}
		d, ok := parseDir(f[1])
		if !ok {
			return Action{}, i18n.Errorf("%q: the Mummy steps north, east, south or west.", q)
		}
		return Action{Kind: ActStep, A: uint8(d)}, nil
	}
	return Action{}, i18n.Errorf("%q is not a step of Pyramid of Pengqueen.", q)
}
