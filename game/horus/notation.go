package horus

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/internal/excerpt"
)

// Notation prints an action the way records and scenarios write it. Player
// actions print as Action.String does; chance outcomes say what chance
// decided, under the word of the kind of outcome drawn (chanceWord): "roll
// 5", "draw sand4", "deal anubis7", "block 14", "place A3 south".
func (s *State) Notation(a Action) string {
	if a.Kind != ActChance {
		return a.String()
	}
	switch s.ChanceWord() {
	case "deal":
		return "deal " + CardID(a.A).String()
	case "place":
		return fmt.Sprintf("place %s %s", Square(a.A), Dir(a.B-1))
	case "roll":
		return fmt.Sprintf("roll %d", a.A)
	case "block":
		return fmt.Sprintf("block %d", a.A)
	case "draw":
		return "draw " + CardID(a.A).String()
	}
	return a.String()
}

// ChanceWord is the word a chance step due now starts with, naming the
// kind of outcome drawn: "deal" (a sarcophagus card at setup), "place" (a
// mummy's start at setup), "roll" (a die), "block" (a stone block), "draw"
// (a search's card); "" when chance is not to act. Notation writes it and
// ParseStep requires it, so a record says what each outcome is: a block
// written as a roll is refused rather than read as a number.
func (s *State) ChanceWord() string {
	switch {
	case !s.IsChance():
		return ""
	case s.Phase == PhaseSetup && s.Deal < NumSarcophagi:
		return "deal"
	case s.Phase == PhaseSetup:
		return "place"
	case s.RollMask != 0:
		return "roll"
	case s.BlockFor != BlockNone:
		return "block"
	case s.Drawing:
		return "draw"
	}
	return ""
}

// chanceForms say what each kind of chance step draws and how it is
// written, for the message refusing a step under another word (catalog
// keys of i18n: a record's problems are shown to players).
var chanceForms = map[string]string{
	"deal":  "a sarcophagus card is being dealt: write \"deal CARD\"",
	"place": "a mummy is being placed: write \"place SQUARE FACING\"",
	"roll":  "a die is being rolled: write \"roll N\"",
	"block": "a stone block is being drawn: write \"block N\"",
	"draw":  "a card is being drawn: write \"draw CARD\"",
}

// parseChance reads the chance notation of Notation: the word of the
// outcome due now (chanceWord), and the outcome.
func (s *State) parseChance(f []string, text string) (Action, error) {
	bad := func(format string, args ...any) (Action, error) {
		return Action{}, fmt.Errorf("%s: "+format, append([]any{excerpt.Quote(text)}, args...)...)
	}
	want := s.ChanceWord()
	if want == "" {
		return bad("no dice, card or block is being drawn now")
	}
	if f[0] != want {
		if _, ok := chanceForms[f[0]]; !ok {
			return Action{}, i18n.Errorf("%s: it is chance's turn, not a player's: %v", excerpt.Quote(text), i18n.Errorf(chanceForms[want]))
		}
		return Action{}, i18n.Errorf("%s: %v", excerpt.Quote(text), i18n.Errorf(chanceForms[want]))
	}
	switch want {
	case "roll", "block":
		if len(f) != 2 {
			return bad("expected %s and a number", want)
		}
		n, err := strconv.Atoi(f[1])
		if err != nil || n < 0 || n > 255 {
			return bad("%s is not a number", excerpt.Quote(f[1]))
		}
		return Action{Kind: ActChance, A: uint8(n)}, nil
	case "draw", "deal":
		if len(f) != 2 {
			return bad("name the card, e.g. %s sand5", want)
		}
		pool := s.Decks[s.DrawDeck]
		if want == "deal" {
			pool = s.Undealt.And(OriginCards(GodOrigin(SarcophagusGod(int(s.Deal)))))
		}
		c, err := s.findCard(0, f[1], pool)
		if err != nil || !pool.Has(c) {
			return bad("%s is not among the cards that can come now", excerpt.Quote(f[1]))
		}
		return Action{Kind: ActChance, A: uint8(c)}, nil
	}
	// place
	if len(f) != 3 {
		return bad("expected place SQUARE FACING")
	}
	q, err := ParseSquare(f[1])
	if err != nil {
		return Action{}, err
	}
	d, ok := ParseDir(f[2])
	if !ok {
		return bad("%s is not a facing", excerpt.Quote(f[2]))
	}
	return Action{Kind: ActChance, A: uint8(q), B: uint8(d) + 1}, nil
}

// isChanceStep reports whether a step's text is a chance outcome's (it
// starts with one of ChanceWord's words) rather than a player's action.
func isChanceStep(text string) bool {
	w := strings.TrimSpace(text)
	if i := strings.IndexFunc(w, unicode.IsSpace); i >= 0 {
		w = w[:i]
	}
	_, ok := chanceForms[strings.ToLower(w)]
	return ok
}

// ParseStep reads one step of a record, a scenario or a player: a
// player's action, or at a chance node the chance outcome in the notation
// of Notation. A player's action where no seat is to act is refused here,
// in a player's words, before anything is looked up for a seat: at
// chance's turn naming the chance step due, after the end saying so.
func (s *State) ParseStep(text string) (Action, error) {
	f := strings.Fields(strings.ToLower(strings.TrimSpace(text)))
	chance := isChanceStep(text)
	switch {
	case s.Over:
		return Action{}, i18n.Errorf("the game is already over")
	case len(f) > 0 && (s.IsChance() || chance):
		return s.parseChance(f, text)
	}
	return s.ParseAction(text)
}
