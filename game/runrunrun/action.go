package runrunrun

// Action is one decision of a seat or one outcome of chance. It is a small
// comparable value; its text form (Notation, ParseStep) is the notation of
// records, scenarios and the headless tool (docs/runrunrun-notation.md).
type Action struct {
	Kind ActionKind
	X    uint8 // card, token, figure, seat or chance outcome, by kind
	At   Coord // a cell of the grid
	Y    uint8 // rotation, side, amount, second card or seat, by kind
	Z    uint8 // Explore: the secret passage's side + 1 (0: none)
}

// ActionKind is what an action does.
type ActionKind uint8

const (
	ActNone ActionKind = iota

	// The player step (spec §10.2).
	ActExplore  // lay card X on At turned by Y (passage on side Z-1 when Z > 0), walk there
	ActFight    // walk to the mummy room At and fight there
	ActRegroup  // spend a Regroup tile
	ActWalk     // walk to At without a card (R14)
	ActUse      // use token X for its effect (torches, cards)
	ActTeleport // discard token X to move to At
	ActPassage  // secret passage X between room At and its neighbour across side Y
	ActMark     // put the reservation marker on At (§16.3)
	ActEnd      // end the turn (or, when no action is possible, pass it)

	// Inside an action.
	ActBoost   // discard card X to walk further
	ActDouble  // discard Double strike X before rolling
	ActDice    // discard card X for combat dice
	ActStrike  // roll the combat dice
	ActAllot   // Y damage to figure X
	ActStep    // the paw print's step to At
	ActStay    // no paw step
	ActMech    // work the mechanism of the triangle across sides Y and Y+1 (X: 0 torch, 1 exit)
	ActExit    // lay the Exit on At, its corridor on side Y
	ActJoin    // join the Regroup
	ActDecline // stay away from the Regroup
	ActLay     // lay cards X and Y face down (NoCard for none)
	ActSpend   // spend Y torches in the Regroup
	ActGive    // pool card X to seat Y
	ActPass    // token X to seat Y
	ActDone    // no more tokens to pass

	// Between turns, asked as the spec says (§16.2).
	ActRoute  // figure X steps to At (a tie of shortest paths)
	ActPlace  // the woken mummy X appears on At
	ActHurt   // the cat of seat X loses Y cards of the attack
	ActAmulet // discard Amulet X: the attack is ignored
	ActTake   // take the attack

	ActChance // chance outcome X
)

var actionWords = [...]string{
	ActNone: "none", ActExplore: "explore", ActFight: "fight", ActRegroup: "regroup", ActWalk: "walk",
	ActUse: "use", ActTeleport: "teleport", ActPassage: "passage", ActMark: "mark", ActEnd: "end",
	ActBoost: "boost", ActDouble: "double", ActDice: "dice", ActStrike: "strike", ActAllot: "deal",
	ActStep: "step", ActStay: "stay", ActMech: "mechanism", ActExit: "exit", ActJoin: "join",
	ActDecline: "decline", ActLay: "lay", ActSpend: "torches", ActGive: "give", ActPass: "pass",
	ActDone: "done", ActRoute: "route", ActPlace: "place", ActHurt: "hurt", ActAmulet: "amulet",
	ActTake: "take", ActChance: "chance",
}

func (k ActionKind) String() string {
	if int(k) >= len(actionWords) {
		return "none"
	}
	return actionWords[k]
}

// MaxLegal is a buffer size for Legal that holds the steps of nearly every
// node. A long hand with tokens may offer more (each card on each free
// cell in each fitting rotation, teleports to every room): Legal appends
// beyond it, while Apply's check and Playout need no list at all.
const MaxLegal = 1024
