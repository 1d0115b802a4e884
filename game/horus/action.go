package horus

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/pyramid-studio/pyramid/internal/excerpt"
)

// Action is one move of a player or one outcome of chance. It is a small
// comparable value; its text form (String, ParseAction; State.Notation and
// ParseStep for chance outcomes) is the notation used in records, scenarios
// and the headless tool.
type Action struct {
	Kind ActionKind
	A    uint8 // square, card, die mask, ability, mummy or outcome, by kind
	B    uint8 // second argument (target card, facing, ...)
}

// ActionKind is what an action does.
type ActionKind uint8

const (
	ActNone    ActionKind = iota
	ActMove               // move to square A (1 action)
	ActSearch             // draw from the deck of the current room (1 action)
	ActOpen               // turn up the sarcophagus beside square A (1 action)
	ActTake               // take the open sarcophagus treasure beside A (1 action)
	ActPick               // start picking the lock beside you: roll 5 dice (1 action)
	ActReroll             // reroll the dice in mask A (1 action)
	ActUse                // use equipment card A (on card B for antidote, medikit, bag)
	ActAbility            // use ability A (on mummy B for shoot)
	ActDiscard            // discard card A
	ActJump               // jump off a falling block to square A
	ActKeep               // keep the block seen with Udjat/Clairvoyance
	ActSwap               // put it back and draw another unseen
	ActPass               // decline (Reflexes or Swimming)
	ActEnd                // end the turn, or finish adjusting in phase 1
	ActChance             // chance outcome A (B for a mummy's facing)
)

// String prints the action in notation, e.g. "move D12", "reroll red blue".
func (a Action) String() string {
	switch a.Kind {
	case ActMove:
		return "move " + Square(a.A).String()
	case ActSearch:
		return "search"
	case ActOpen:
		return "open " + Square(a.A).String()
	case ActTake:
		return "take " + Square(a.A).String()
	case ActPick:
		return "pick"
	case ActReroll:
		var b strings.Builder
		b.WriteString("reroll")
		for d := Die(0); d < NumDice; d++ {
			if a.A&(1<<d) != 0 {
				b.WriteString(" " + d.String())
			}
		}
		return b.String()
	case ActUse:
		k := CardID(a.A).Info().Kind
		switch k {
		case KindAntidote, KindMedikit, KindBag:
			if CardID(a.B) == NoCard {
				// a Medi-kit on a Block wound taken from the empty supply
				return "use " + k.String() + " " + KindBlockWound.String()
			}
			return "use " + k.String() + " " + CardID(a.B).String()
		}
		return "use " + k.String()
	case ActAbility:
		if Ability(a.A) == AbilityShoot {
			return "ability shoot " + mummyRef(a.B)
		}
		return "ability " + Ability(a.A).String()
	case ActDiscard:
		return "discard " + CardID(a.A).String()
	case ActJump:
		return "jump " + Square(a.A).String()
	case ActKeep:
		return "keep"
	case ActSwap:
		return "swap"
	case ActPass:
		return "pass"
	case ActEnd:
		return "end"
	case ActChance:
		// only the state knows what kind of outcome this is (a die, a
		// block, a card...): records write State.Notation, never this
		if a.B != 0 {
			return fmt.Sprintf("chance %d %s", a.A, Dir(a.B-1))
		}
		return fmt.Sprintf("chance %d", a.A)
	}
	return "none"
}

// mummyRef prints a mummy by its index; names need the state (see MummyName).
func mummyRef(m uint8) string {
	if int(m) < len(mummyStarts) {
		return lower(mummyStarts[m].Name)
	}
	return "mummy" + strconv.Itoa(int(m))
}

// ParseAction reads the notation for the player to act in s. Card names
// ("sand5", "crowbar") pick the card of that name the player holds (or the
// one the action needs), so identical cards need no numbers.
func (s *State) ParseAction(text string) (Action, error) {
	f := strings.Fields(strings.ToLower(strings.TrimSpace(text)))
	if len(f) == 0 {
		return Action{}, fmt.Errorf("empty action")
	}
	quoted := excerpt.Quote(text) // what the errors quote of the step
	want := func(n int) error {
		if len(f) != n {
			return fmt.Errorf("%s: %s takes %d word(s) after it", quoted, excerpt.Quote(f[0]), n-1)
		}
		return nil
	}
	sqArg := func(k ActionKind) (Action, error) {
		if err := want(2); err != nil {
			return Action{}, err
		}
		q, err := ParseSquare(f[1])
		if err != nil {
			return Action{}, err
		}
		return Action{Kind: k, A: uint8(q)}, nil
	}
	seat := s.Current()
	if seat < 0 || seat >= s.NumSeats() {
		return Action{}, fmt.Errorf("%s: no player acts now (it is chance's turn or the game is over)", quoted)
	}
	switch f[0] {
	case "move":
		return sqArg(ActMove)
	case "jump":
		return sqArg(ActJump)
	case "open":
		return sqArg(ActOpen)
	case "take":
		return sqArg(ActTake)
	case "search", "pick", "keep", "swap", "pass", "end":
		if err := want(1); err != nil {
			return Action{}, err
		}
		return Action{Kind: map[string]ActionKind{"search": ActSearch, "pick": ActPick, "keep": ActKeep, "swap": ActSwap, "pass": ActPass, "end": ActEnd}[f[0]]}, nil
	case "reroll":
		if len(f) < 2 {
			return Action{}, fmt.Errorf("%s: name the dice to reroll, e.g. \"reroll red blue\"", quoted)
		}
		var m uint8
		for _, w := range f[1:] {
			d, ok := ParseDie(w)
			if !ok {
				return Action{}, fmt.Errorf("%s: %s is not a die (red, yellow, green, blue, black)", quoted, excerpt.Quote(w))
			}
			m |= 1 << d
		}
		return Action{Kind: ActReroll, A: m}, nil
	case "discard":
		if err := want(2); err != nil {
			return Action{}, err
		}
		c, err := s.findCard(seat, f[1], s.Players[seat].Hand)
		return Action{Kind: ActDiscard, A: uint8(c)}, err
	case "use":
		if len(f) < 2 || len(f) > 3 {
			return Action{}, fmt.Errorf("%s: say which equipment, e.g. \"use crowbar\" or \"use antidote snake\"", quoted)
		}
		c, err := s.findCard(seat, f[1], s.Players[seat].Hand)
		if err != nil {
			return Action{}, err
		}
		k := c.Info().Kind
		if k == KindBag && s.BagContents[bagIndex(c)].Len() >= 2 {
			// "use bag X" means the Bag with room, as Legal offers it.
			if other := BagCard(1 - bagIndex(c)); s.Players[seat].Hand.Has(other) {
				c = other
			}
		}
		a := Action{Kind: ActUse, A: uint8(c)}
		needsTarget := k == KindAntidote || k == KindMedikit || k == KindBag
		if needsTarget != (len(f) == 3) {
			if needsTarget {
				return Action{}, fmt.Errorf("%s: say which card the %s is for", quoted, k)
			}
			return Action{}, fmt.Errorf("%s: the %s takes no target", quoted, k)
		}
		if needsTarget {
			t, err := s.findCard(seat, f[2], s.Players[seat].Hand)
			if err != nil && k == KindMedikit && f[2] == KindBlockWound.String() && s.Players[seat].ExtraBlock > 0 {
				t, err = NoCard, nil // the Block wound counted while the supply was empty
			}
			if err != nil {
				return Action{}, err
			}
			a.B = uint8(t)
		}
		return a, nil
	case "ability":
		if len(f) < 2 {
			return Action{}, fmt.Errorf("%s: name the ability", quoted)
		}
		for i, n := range abilityNames {
			if f[1] != n {
				continue
			}
			a := Action{Kind: ActAbility, A: uint8(i)}
			if Ability(i) == AbilityShoot {
				if len(f) != 3 {
					return Action{}, fmt.Errorf("%s: say which mummy to shoot, e.g. \"ability shoot imhotep\"", quoted)
				}
				m, ok := s.FindMummy(f[2])
				if !ok {
					return Action{}, fmt.Errorf("%s: there is no mummy called %s", quoted, excerpt.Quote(f[2]))
				}
				a.B = m
			} else if err := want(2); err != nil {
				return Action{}, err
			}
			return a, nil
		}
		return Action{}, fmt.Errorf("%s: unknown ability %s", quoted, excerpt.Quote(f[1]))
	}
	return Action{}, fmt.Errorf("%s: unknown action %s (move, search, open, take, pick, reroll, use, ability, discard, jump, keep, swap, pass, end)", quoted, excerpt.Quote(f[0]))
}

// findCard resolves a card name within a set: the first card of that code,
// or a card number ("#17") for an exact card.
func (s *State) findCard(seat int, name string, in CardSet) (CardID, error) {
	if strings.HasPrefix(name, "#") {
		n, err := strconv.Atoi(name[1:])
		if err != nil || n < 0 || n >= NumCards {
			return 0, fmt.Errorf("%s is not a card number", excerpt.Quote(name))
		}
		return CardID(n), nil
	}
	for c, ok := in.Next(0); ok; c, ok = in.Next(int(c) + 1) {
		if c.Info().Code == name {
			return c, nil
		}
	}
	for c := CardID(0); c < NumCards; c++ {
		if c.Info().Code == name {
			return c, fmt.Errorf("%s does not hold a %s", s.Players[seat].Adventurer.Name(), name)
		}
	}
	return 0, fmt.Errorf("%s is not a card (e.g. sand5, water2, anubis7, necklace1, chest, idol-sobek, crowbar, snake)", excerpt.Quote(name))
}

// bagIndex is 0 or 1: which of the two Bag cards c is.
func bagIndex(c CardID) int {
	if c == BagCard(1) {
		return 1
	}
	return 0
}

// FindMummy finds a mummy by the name notation gives it ("imhotep",
// "mummy-gore"), lower case.
func (s *State) FindMummy(name string) (uint8, bool) {
	for m := 0; m < int(s.NMummy); m++ {
		if lower(s.MummyName(m)) == name || mummyRef(uint8(m)) == name {
			return uint8(m), true
		}
	}
	return 0, false
}

// ParseDie reads a die by its colour, lower case ("red").
func ParseDie(w string) (Die, bool) {
	for i, n := range dieNames {
		if n == w {
			return Die(i), true
		}
	}
	return 0, false
}

// ParseDir reads a facing, lower case ("north").
func ParseDir(w string) (Dir, bool) {
	for i, n := range dirNames {
		if n == w {
			return Dir(i), true
		}
	}
	return 0, false
}
