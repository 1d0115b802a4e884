package pengqueen

import (
	"strconv"
)

// Action is one decision of a seat or one outcome of chance: a small
// comparable value. Its text is the notation of records and scenarios
// (notation.go, docs/pengqueen-notation.md).
type Action struct {
	Kind ActionKind
	A    uint8 // face, card, direction or chance outcome, by kind
	B    uint8 // ActMove: the destination square
}

// ActionKind is what an action does.
type ActionKind uint8

const (
	ActNone   ActionKind = iota
	ActReset             // hunter: reset the dice (the Mummy interrupts)
	ActRoll              // hunter: roll every available die (first roll or again)
	ActMove              // hunter: announce face A and move to square B
	ActShow              // hunter: show card A
	ActEnd               // hunter: end the turn without showing a card
	ActStep              // Mummy: one step in direction A
	ActStop              // Mummy: end her turn here
	ActChance            // chance outcome A: a card dealt, a white face, a black face
)

// String prints a seat's action in notation ("move 3 L11", "step north").
// Chance outcomes need the state to be named (State.Notation).
func (a Action) String() string {
	switch a.Kind {
	case ActReset:
		return "reset"
	case ActRoll:
		return "roll"
	case ActMove:
		return "move " + Face(a.A).String() + " " + Square(a.B).String()
	case ActShow:
		return "show " + Card(a.A).String()
	case ActEnd:
		return "end"
	case ActStep:
		return "step " + Dir(a.A).String()
	case ActStop:
		return "stop"
	case ActChance:
		return "chance " + strconv.Itoa(int(a.A))
	}
	return "none"
}
