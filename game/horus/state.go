package horus

// State is a whole game position. It is a value: fixed arrays and small
// integers only, so `t := s` is a full independent copy, `==` compares two
// positions, and the state hashes byte for byte. The random generator lives
// outside (see Match); chance is a node of the game like a player's turn.
type State struct {
	Opt Options

	Phase  Phase
	Round  uint8
	Keeper uint8 // seat of the Dice Keeper (Ankh holder)
	Turn   uint8 // seat acting in phase 1 or 3

	Players [MaxPlayers]Player
	Mummies [MaxMummies]Mummy
	NMummy  uint8

	Dice        [NumDice]uint8 // last face of each die (0 = not rolled yet)
	RollMask    uint8          // dice still to roll in the current roll
	RollFor     RollPurpose
	MummySteps  uint8 // phase 4: steps each mummy takes this round
	MummyNext   uint8 // phase 4: next mummy to move
	MummyLeft   uint8 // phase 4: steps left for mummy MummyNext
	MummyCount  uint8 // phase 4: mummies that move this round
	MummyRolled bool

	Lock     LockAttempt
	PeekUsed bool // an Udjat or Clairvoyance was used this round

	// Cards. Every card is in exactly one of these places.
	Decks       [NumDecks]CardSet // cards still in each search deck
	Undealt     CardSet           // sarcophagus cards not yet dealt (setup)
	Sarc        [NumSarcophagi]CardID
	SarcOpen    uint16 // bit i: slot i is face up
	SarcKnown   [NumSarcophagi]uint8
	Alcoves     uint8      // bit g: god g's idol still in its alcove
	Discard     CardSet    // the common discard pile
	Supply      [2]CardSet // Mummy and Block wound cards not yet given
	BagContents [2]CardSet // treasures inside the first and second Bag card
	Public      CardSet    // cards whose face everybody has seen

	// Stone blocks.
	Fallen        uint64 // bit n: block n lies on the board
	SetAside      uint8  // block chosen by Udjat/Clairvoyance for phase 5 (0: none)
	SetAsideKnown uint8  // seats that know SetAside's number
	BlockFor      BlockPurpose

	// Interrupts: decisions and chance steps that must be settled before
	// the phase goes on.
	Must      Must
	MustSeat  uint8
	MustCard  CardID
	Wounds    [woundQueueLen]pendingWound
	NWounds   uint8
	JumpMask  uint8 // seats that must jump off a fallen block
	Dodged    uint8 // seats that used Dodge for the block now falling
	DrawDeck  Deck  // deck of the pending search draw
	ChestSeat uint8 // seat whose chests are being rolled
	Drawing   bool  // a search draw from DrawDeck is pending
	TrapCheck bool  // a block fell: check who is sealed in once jumps are done
	Dropped   bool  // phase 5: this round's block has been placed
	SwapOut   uint8 // block just put back by a swap (not to be drawn again)
	Acted     uint8 // seats done with phase 1 or phase 3 this round
	Deal      uint8 // setup: next sarcophagus slot / mummy to place
	Over      bool
}

// MaxMummies: three mummies plus one for every adventurer who may be mummified.
const MaxMummies = 3 + MaxPlayers

// woundQueueLen bounds the wounds waiting to be settled (State.Wounds).
// advance settles the queue before anything else, and while a forced
// discard waits the only legal steps are discards, which wound no one; so
// the queue only ever holds the wounds of a single step. The most a step
// queues is at the start of a round, when every adventurer inside is
// touched once by every standing mummy on his square (ruling 5). A square
// lies in at most two sections, so at most two of the three first mummies
// share it; every other mummy is a mummified adventurer's, one each. With I
// adventurers inside and M mummified (I + M ≤ MaxPlayers) that is at most
// I × (2 + M) ≤ I × (MaxPlayers + 2 − I) ≤ 16 wounds (I = 4, M = 2:
// game/horus/testdata/scenarios/mummy-touch-crowd.txt). Other steps queue fewer: a
// move onto mummies at most 2 + 5, a jump a Block wound and at most 7
// more, a mummy's step or rising one per adventurer on its square (6).
// 2 × MaxMummies = 18 covers them all without changing the state's layout
// (and so every record's final hash). TestWoundQueueBound checks the
// premises; should the queue ever fill, queueWound settles the oldest wound
// at once rather than lose one.
const woundQueueLen = 2 * MaxMummies

// Options are fixed at setup.
type Options struct {
	Players          uint8
	Adventurers      [MaxPlayers]Adventurer
	FirstKeeper      uint8
	AlternateMummies bool // optional rule: mummies start on random squares
	TotalSecrecy     bool // optional rule: searched cards stay hidden
}

// Phase of the round (and the setup before it).
type Phase uint8

const (
	PhaseSetup   Phase = iota
	PhaseAdjust        // 1. adjust Wound and Load Level
	PhaseRoll          // 2. determine the number of actions
	PhaseActions       // 3. perform actions
	PhaseMummies       // 4. move the mummies
	PhaseBlock         // 5. place a stone block
	PhaseOver
)

var phaseNames = [...]string{"setup", "adjust", "roll", "actions", "mummies", "block", "over"}

func (p Phase) String() string { return phaseNames[p] }

// Fate of an adventurer.
type Fate uint8

const (
	InPlay Fate = iota
	Escaped
	Crushed
	Trapped
	Mummified
)

var fateNames = [...]string{"inside", "escaped", "crushed", "trapped", "mummified"}

func (f Fate) String() string { return fateNames[f] }

// Player is one seat's adventurer and everything in front of it.
type Player struct {
	Adventurer  Adventurer
	Square      Square
	Fate        Fate
	Hand        CardSet // cards in front of the player, Bag contents excluded
	ExtraMummy  uint8   // Mummy wounds taken while the supply was empty
	ExtraBlock  uint8   // Block wounds taken while the supply was empty
	AbilityUsed bool
	Stamina     bool  // Stamina used this round
	WLL         uint8 // level fixed in phase 2
	Actions     uint8 // actions left this round
	Chests      [4]uint8
	NChests     uint8
}

// Mummy is one walking mummy.
type Mummy struct {
	Square  Square
	Facing  Dir
	Section Section
	Fallen  bool // shot: lies on the floor, wounds no one
	From    int8 // seat of the mummified adventurer, -1 for the three mummies
	// Made is the round a mummified adventurer's mummy appeared. No rule
	// reads it (a new mummy walks from the first phase 4 to begin after it
	// is made: see mummyStep); it stays so that the state's layout, and so
	// the final hash of every record and save, does not change.
	Made uint8
}

// LockAttempt is an idol alcove being picked.
type LockAttempt struct {
	Active bool
	God    God
}

// RollPurpose says why dice are rolling.
type RollPurpose uint8

const (
	RollNone RollPurpose = iota
	RollActions
	RollMummies
	RollLock
	RollChest
)

// BlockPurpose says why a stone block is being drawn.
type BlockPurpose uint8

const (
	BlockNone  BlockPurpose = iota
	BlockFall               // phase 5
	BlockHorus              // taking the Horus idol
	BlockPeek               // Udjat or Clairvoyance: secretly look at one
	BlockSwap               // ...and draw another unseen
)

// Must names the interrupt waiting to be settled.
type Must uint8

const (
	MustNothing Must = iota
	MustDiscard      // MustSeat holds 12 cards and discards to make room for MustCard (NoCard: a search's draw or a wound)
	MustReact        // MustSeat may cancel MustCard with Reflexes or Swimming
	MustPeek         // MustSeat keeps or swaps the block it saw
)

type pendingWound struct {
	Seat  uint8
	Mummy uint8 // mummy that touched; 255 for a stone block
}

// NumSeats is the number of players.
func (s *State) NumSeats() int { return int(s.Opt.Players) }

// Count is the number of cards a player holds for the WLL and the 12-card
// limit: a Bag with its contents counts as one; wounds taken from an empty
// supply count too.
func (p *Player) Count() int {
	return p.Hand.Len() + int(p.ExtraMummy) + int(p.ExtraBlock)
}

// WoundCount is the number of wound cards the player holds.
func (p *Player) WoundCount() int {
	return p.Hand.And(woundCards).Len() + int(p.ExtraMummy) + int(p.ExtraBlock)
}

// Inside reports whether the adventurer is still in the pyramid (and so still
// acts).
func (p *Player) Inside() bool { return p.Fate == InPlay }

// Discardable are the cards a player may throw away: treasures, idols and
// equipment, never wounds.
func (p *Player) Discardable() CardSet { return p.Hand.AndNot(woundCards) }

var woundCards = func() CardSet {
	var w CardSet
	for c := CardID(0); c < NumCards; c++ {
		if c.Info().Kind.IsWound() {
			w = w.With(c)
		}
	}
	return w
}()

// BlockFallen reports whether a stone block lies on square q.
func (s *State) BlockFallen(q Square) bool {
	n := q.Block()
	return n != 0 && s.Fallen&(1<<uint(n)) != 0
}

// Box is the set of blocks still in the box, as a bit mask over 1..36.
func (s *State) Box() uint64 {
	all := uint64(1<<(NumBlocks+1)) - 2
	b := all &^ s.Fallen
	if s.SetAside != 0 {
		b &^= 1 << s.SetAside
	}
	return b
}

// MummyName is the name of mummy m.
func (s *State) MummyName(m int) string {
	if s.Mummies[m].From < 0 {
		return mummyStarts[m].Name
	}
	return "mummy-" + s.Players[s.Mummies[m].From].Adventurer.String()
}
