package game

import (
	"fmt"
	"strconv"
	"strings"
)

// Notation prints an action the way records and scenarios write it. Player
// actions print as Action.String does; chance outcomes say what chance
// decided: "roll 5", "draw sand4", "deal anubis7", "block 14",
// "place A3 south".
func (s *State) Notation(a Action) string {
	if a.Kind != ActChance {
		return a.String()
	}
	switch {
	case s.Phase == PhaseSetup && s.Deal < NumSarcophagi:
		return "deal " + CardID(a.A).String()
	case s.Phase == PhaseSetup:
		return fmt.Sprintf("place %s %s", Square(a.A), Dir(a.B-1))
	case s.RollMask != 0:
		return fmt.Sprintf("roll %d", a.A)
	case s.BlockFor != BlockNone:
		return fmt.Sprintf("block %d", a.A)
	case s.Drawing:
		return "draw " + CardID(a.A).String()
	}
	return a.String()
}

// parseChance reads the chance notation of Notation.
func (s *State) parseChance(f []string, text string) (Action, error) {
	bad := func(format string, args ...any) (Action, error) {
		return Action{}, fmt.Errorf("%q: "+format, append([]any{text}, args...)...)
	}
	if !s.IsChance() {
		return bad("no dice, card or block is being drawn now")
	}
	num := func() (uint8, error) {
		if len(f) != 2 {
			return 0, fmt.Errorf("%q: expected %s and a number", text, f[0])
		}
		n, err := strconv.Atoi(f[1])
		if err != nil || n < 0 || n > 255 {
			return 0, fmt.Errorf("%q: %q is not a number", text, f[1])
		}
		return uint8(n), nil
	}
	switch f[0] {
	case "roll", "block":
		n, err := num()
		return Action{Kind: ActChance, A: n}, err
	case "draw", "deal":
		if len(f) != 2 {
			return bad("name the card, e.g. %s sand5", f[0])
		}
		var pool CardSet
		if s.Drawing {
			pool = s.Decks[s.DrawDeck]
		} else if s.Phase == PhaseSetup && s.Deal < NumSarcophagi {
			pool = s.Undealt.And(OriginCards(godOrigin(SarcophagusGod(int(s.Deal)))))
		} else {
			return bad("no card is being drawn now")
		}
		c, err := s.findCard(0, f[1], pool)
		if err != nil || !pool.Has(c) {
			return bad("%s is not among the cards that can come now", f[1])
		}
		return Action{Kind: ActChance, A: uint8(c)}, nil
	case "place":
		if len(f) != 3 {
			return bad("expected place SQUARE FACING")
		}
		q, err := ParseSquare(f[1])
		if err != nil {
			return Action{}, err
		}
		d, ok := parseDir(f[2])
		if !ok {
			return bad("%q is not a facing", f[2])
		}
		return Action{Kind: ActChance, A: uint8(q), B: uint8(d) + 1}, nil
	}
	return bad("unknown chance outcome")
}

func isChanceWord(w string) bool {
	switch w {
	case "roll", "block", "draw", "deal", "place":
		return true
	}
	return false
}

// ParseStep reads one step of a record or scenario: a player's action or a
// chance outcome in the notation of Notation.
func (s *State) ParseStep(text string) (Action, error) {
	f := strings.Fields(strings.ToLower(strings.TrimSpace(text)))
	if len(f) > 0 && isChanceWord(f[0]) {
		return s.parseChance(f, text)
	}
	return s.ParseAction(text)
}
