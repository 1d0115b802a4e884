package horus

import (
	"fmt"
	"strconv"

	"github.com/pyramid-studio/pyramid/internal/excerpt"
)

// God is one of the five gods of the pyramid; GodNone marks cards without one.
type God uint8

const (
	GodHededet God = iota
	GodSobek
	GodAnubis
	GodThoth
	GodHorus
	NumGods
	GodNone God = 255
)

func (g God) String() string {
	if g >= NumGods {
		return "none"
	}
	return godTable[g].Name
}

// Curse is the die an idol of this god makes its holder ignore.
func (g God) Curse() Die { return godTable[g].Curse }

// LockTop: picking this god's alcove needs every face 1..LockTop.
func (g God) LockTop() int { return int(godTable[g].LockTop) }

// Die is one of the five coloured dice.
type Die uint8

const (
	DieRed Die = iota
	DieYellow
	DieGreen
	DieBlue
	DieBlack
	NumDice
)

func (d Die) String() string { return dieNames[d] }

// Kind is what a card is.
type Kind uint8

const (
	KindTreasure Kind = iota // a god's treasure: sand, water or sarcophagus
	KindNecklace
	KindChest
	KindIdol
	KindAntidote
	KindBag
	KindCrowbar
	KindMedikit
	KindUdjat
	KindSnake
	KindScorpion
	KindCrocodile
	KindMummyWound
	KindBlockWound
)

var kindNames = [...]string{"treasure", "necklace", "chest", "idol", "antidote", "bag", "crowbar", "medikit", "udjat", "snake", "scorpion", "crocodile", "mummy", "block"}

func (k Kind) String() string { return kindNames[k] }

// IsWound: wound cards cannot be discarded for free.
func (k Kind) IsWound() bool { return k >= KindSnake }

// IsEquipment: the five kinds of equipment from the Cobra Nest.
func (k Kind) IsEquipment() bool { return k >= KindAntidote && k <= KindUdjat }

// IsTreasure: cards that score and may go into a Bag (idols excluded).
func (k Kind) IsTreasure() bool { return k <= KindChest }

// Origin is where a card starts the game.
type Origin uint8

const (
	OriginRubble Origin = iota
	OriginSand
	OriginWater
	OriginAnubis
	OriginThoth
	OriginHorus
	OriginIdol
	OriginMummySupply
	OriginBlockSupply
	NumOrigins
)

var originNames = [NumOrigins]string{"rubble", "sand", "water", "anubis", "thoth", "horus", "idol", "mummy", "block"}

func (o Origin) String() string { return originNames[o] }

// NumDecks: the three search decks are origins 0..2.
const NumDecks = 3

// Deck is a search deck, indexed like its origin.
type Deck = Origin

// DeckOf is the deck a search in room r draws from: the Cobra Nest's
// rubble, the Scorpion Pit's sand, the Crocodile Pond's water; false for a
// room with no deck. The bots and the screens ask it too.
func DeckOf(r Region) (Deck, bool) {
	for d, room := range deckRooms {
		if room == r {
			return Deck(d), true
		}
	}
	return 0, false
}

// RoomOf is the room whose deck d is (DeckOf the other way).
func RoomOf(d Deck) Region {
	if d >= NumDecks {
		return RegionNone
	}
	return deckRooms[d]
}

// CardID names one physical card, 0..NumCards-1.
type CardID uint8

// NumCards is the number of cards in the game.
const NumCards = 99

// NumSarcophagi is the number of sarcophagus slots in the corridor walls.
const NumSarcophagi = 14

// CardInfo describes a card.
type CardInfo struct {
	Kind   Kind
	Origin Origin
	God    God
	Value  uint8
	Code   string // notation, shared by identical cards, e.g. "sand5", "crowbar"
}

type cardTables struct {
	info        [NumCards]CardInfo
	originCards [NumOrigins]CardSet
	idol        [NumGods]CardID
}

var cards = buildCards()

// Info describes card c.
func (c CardID) Info() CardInfo { return cards.info[c] }

func (c CardID) String() string {
	if int(c) >= NumCards {
		return "hidden"
	}
	return cards.info[c].Code
}

// OriginCards is the set of all cards that start in origin o.
func OriginCards(o Origin) CardSet { return cards.originCards[o] }

// IdolCard is the idol card of god g.
func IdolCard(g God) CardID { return cards.idol[g] }

func buildCards() *cardTables {
	t := &cardTables{}
	n := 0
	for _, d := range deckContents {
		for i := 0; i < d.Count; i++ {
			ci := CardInfo{Kind: d.Kind, Origin: d.Origin, God: GodNone}
			if d.Values != nil {
				ci.Value = d.Values[i]
			}
			switch d.Origin {
			case OriginSand:
				if d.Kind == KindTreasure {
					ci.God = GodHededet
				}
			case OriginWater:
				if d.Kind == KindTreasure {
					ci.God = GodSobek
				}
			case OriginAnubis:
				ci.God = GodAnubis
			case OriginThoth:
				ci.God = GodThoth
			case OriginHorus:
				ci.God = GodHorus
			case OriginIdol:
				ci.God = God(i)
				ci.Value = godTable[i].IdolValue
				t.idol[i] = CardID(n)
			}
			switch {
			case d.Kind == KindIdol:
				ci.Code = "idol-" + lower(ci.God.String())
			case d.Kind == KindTreasure:
				ci.Code = d.Origin.String() + strconv.Itoa(int(ci.Value))
			case d.Kind == KindNecklace:
				ci.Code = "necklace" + strconv.Itoa(int(ci.Value))
			default:
				ci.Code = d.Kind.String()
			}
			t.info[n] = ci
			t.originCards[d.Origin] = t.originCards[d.Origin].With(CardID(n))
			n++
		}
	}
	if n != NumCards {
		panic(fmt.Sprintf("spec.go lists %d cards, the engine expects %d", n, NumCards))
	}
	return t
}

func lower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// Ability is an adventurer's once-per-game special ability.
type Ability uint8

const (
	AbilityShoot Ability = iota
	AbilityClairvoyance
	AbilityDodge
	AbilityReflexes
	AbilityStamina
	AbilityLockpicking
	AbilityLinguistics
	AbilitySwimming
)

var abilityNames = [...]string{"shoot", "clairvoyance", "dodge", "reflexes", "stamina", "lockpicking", "linguistics", "swimming"}

func (a Ability) String() string { return abilityNames[a] }

// Adventurer is one of the eight characters.
type Adventurer uint8

// NumAdventurers is the number of adventurers in the box.
const NumAdventurers = 8

// Name is the adventurer's full name.
func (a Adventurer) Name() string { return adventurerTable[a].Name }

// String is the short lower-case name used in records and notation.
func (a Adventurer) String() string { return adventurerTable[a].Short }

// Ability is the adventurer's special ability.
func (a Adventurer) Ability() Ability { return adventurerTable[a].Ability }

// ParseAdventurer accepts the short name ("gore") or the full name.
func ParseAdventurer(t string) (Adventurer, error) {
	for i, e := range adventurerTable {
		if lower(t) == e.Short || lower(t) == lower(e.Name) {
			return Adventurer(i), nil
		}
	}
	return 0, fmt.Errorf("unknown adventurer %s (one of gore, rasputin, sarti, watanabe, chartier, ardila, wahab, rice)", excerpt.Quote(t))
}

// CardSet is a set of cards as a bit set: a value, copied with the state.
type CardSet [2]uint64

// Has reports whether c is in the set.
func (s CardSet) Has(c CardID) bool { return s[c>>6]&(1<<(c&63)) != 0 }

// With returns the set with c added.
func (s CardSet) With(c CardID) CardSet { s[c>>6] |= 1 << (c & 63); return s }

// Without returns the set with c removed.
func (s CardSet) Without(c CardID) CardSet { s[c>>6] &^= 1 << (c & 63); return s }

// Len counts the cards.
func (s CardSet) Len() int { return popcount(s[0]) + popcount(s[1]) }

// And, Or and AndNot combine sets.
func (s CardSet) And(o CardSet) CardSet    { return CardSet{s[0] & o[0], s[1] & o[1]} }
func (s CardSet) Or(o CardSet) CardSet     { return CardSet{s[0] | o[0], s[1] | o[1]} }
func (s CardSet) AndNot(o CardSet) CardSet { return CardSet{s[0] &^ o[0], s[1] &^ o[1]} }

// Empty reports whether the set has no cards.
func (s CardSet) Empty() bool { return s[0]|s[1] == 0 }

// Nth returns the n-th card in ascending order (n < Len).
func (s CardSet) Nth(n int) CardID {
	for w := 0; w < 2; w++ {
		c := popcount(s[w])
		if n < c {
			x := s[w]
			for ; n > 0; n-- {
				x &= x - 1
			}
			return CardID(w*64 + trailingZeros(x))
		}
		n -= c
	}
	return 255
}

// Next returns the smallest card >= from in the set, or false.
func (s CardSet) Next(from int) (CardID, bool) {
	for c := from; c < NumCards; c++ {
		w := s[c>>6] >> (uint(c) & 63)
		if w == 0 {
			c = (c | 63)
			continue
		}
		return CardID(c + trailingZeros(w)), true
	}
	return 0, false
}
