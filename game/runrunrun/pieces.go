package runrunrun

import (
	"math/bits"
	"strconv"
)

// Card is a room card, 0..63 for R01..R64.
type Card uint8

// NoCard stands for no card, or a card whose face the viewer may not see.
const NoCard Card = 255

// Info is the card's row of the table.
func (c Card) Info() CardInfo { return cardTable[c] }

// Corridors is the number of corridors on the card: its combat strength
// and the extra steps it buys when discarded for a walk.
func (c Card) Corridors() int { return bits.OnesCount8(shapeCorridors[cardTable[c].Shape]) }

// String is the card's notation, R01..R64.
func (c Card) String() string {
	if c >= NumCards {
		return "?"
	}
	return "R" + twoDigits(int(c)+1)
}

func twoDigits(n int) string {
	if n < 10 {
		return "0" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// twin reports whether two cards are identical in every rule (shape,
// content, light): legal lists name only the lowest of such cards a seat
// holds, so a choice is never offered twice.
func twin(a, b Card) bool { return cardTable[a] == cardTable[b] }

// CardSet is a set of room cards, bit c for card c.
type CardSet uint64

func (s CardSet) Has(c Card) bool        { return c < NumCards && s&(1<<c) != 0 }
func (s CardSet) With(c Card) CardSet    { return s | 1<<c }
func (s CardSet) Without(c Card) CardSet { return s &^ (1 << c) }
func (s CardSet) Len() int               { return bits.OnesCount64(uint64(s)) }

// Nth is the n-th card of the set in ascending order (n < Len).
func (s CardSet) Nth(n int) Card {
	for ; n > 0; n-- {
		s &= s - 1
	}
	return Card(bits.TrailingZeros64(uint64(s)))
}

// First is the lowest card of a non-empty set.
func (s CardSet) First() Card { return Card(bits.TrailingZeros64(uint64(s))) }

// Canonical drops from s every card with a lower twin in s.
func (s CardSet) Canonical() CardSet {
	out := s
	for r := s; r != 0; r &= r - 1 {
		c := Card(bits.TrailingZeros64(uint64(r)))
		for t := r & (r - 1); t != 0; t &= t - 1 {
			d := Card(bits.TrailingZeros64(uint64(t)))
			if twin(c, d) {
				out = out.Without(d)
			}
		}
	}
	return out
}

// allCards is every room card.
const allCards CardSet = 1<<NumCards - 1

// Token is a sarcophagus token, 0..16 for S01..S17.
type Token uint8

// NoToken stands for no token.
const NoToken Token = 255

func (t Token) Info() TokenInfo { return tokenTable[t] }

func (t Token) String() string {
	if t >= NumTokens {
		return "?"
	}
	return "S" + twoDigits(int(t)+1)
}

// TokenSet is a set of sarcophagus tokens.
type TokenSet uint32

func (s TokenSet) Has(t Token) bool         { return t < NumTokens && s&(1<<t) != 0 }
func (s TokenSet) With(t Token) TokenSet    { return s | 1<<t }
func (s TokenSet) Without(t Token) TokenSet { return s &^ (1 << t) }
func (s TokenSet) Len() int                 { return bits.OnesCount32(uint32(s)) }
func (s TokenSet) Nth(n int) Token {
	for ; n > 0; n-- {
		s &= s - 1
	}
	return Token(bits.TrailingZeros32(uint32(s)))
}

// OfKind is the tokens of s of one kind.
func (s TokenSet) OfKind(k TokenKind) TokenSet {
	var out TokenSet
	for r := s; r != 0; r &= r - 1 {
		t := Token(bits.TrailingZeros32(uint32(r)))
		if tokenTable[t].Kind == k {
			out = out.With(t)
		}
	}
	return out
}

// Canonical keeps the lowest token of every (kind, value) in s.
func (s TokenSet) Canonical() TokenSet {
	out := s
	for r := s; r != 0; r &= r - 1 {
		t := Token(bits.TrailingZeros32(uint32(r)))
		for u := r & (r - 1); u != 0; u &= u - 1 {
			v := Token(bits.TrailingZeros32(uint32(u)))
			if tokenTable[t] == tokenTable[v] {
				out = out.Without(v)
			}
		}
	}
	return out
}

const allTokens TokenSet = 1<<NumTokens - 1

// Cat is a Catventurer, 0..3.
type Cat uint8

func (c Cat) Info() CatInfo  { return catTable[c] }
func (c Cat) String() string { return catTable[c].Code }

// Coord is a cell of the hexagonal grid in axial coordinates (spec §4).
type Coord struct{ Q, R int8 }

// NoCoord is no cell.
var NoCoord = Coord{-128, -128}

// Step is the neighbour across side d.
func (c Coord) Step(d Side) Coord {
	return Coord{c.Q + sideDelta[d][0], c.R + sideDelta[d][1]}
}

// String is the notation "q,r".
func (c Coord) String() string {
	if c == NoCoord {
		return "-"
	}
	return strconv.Itoa(int(c.Q)) + "," + strconv.Itoa(int(c.R))
}

// sideTo is the side of a across which b lies, or NumSides when they are
// not neighbours.
func sideTo(a, b Coord) Side {
	dq, dr := int(b.Q)-int(a.Q), int(b.R)-int(a.R)
	if dq < -1 || dq > 1 || dr < -1 || dr > 1 {
		return NumSides
	}
	return sideByDelta[(dq+1)*3+dr+1]
}

var sideByDelta = func() (t [9]Side) {
	for i := range t {
		t[i] = NumSides
	}
	for d := N; d < NumSides; d++ {
		t[(int(sideDelta[d][0])+1)*3+int(sideDelta[d][1])+1] = d
	}
	return t
}()

// Opposite is the side facing d across the shared edge.
func (d Side) Opposite() Side { return (d + 3) % NumSides }

func (d Side) String() string {
	if d >= NumSides {
		return "?"
	}
	return sideNames[d]
}

// rotate turns a corridor mask by k sixths clockwise: side s becomes s+k.
func rotate(mask uint8, k uint8) uint8 {
	k %= NumSides
	return (mask<<k | mask>>(NumSides-k)) & (1<<NumSides - 1)
}

// Turned is the card's corridor sides when it is laid turned by k.
func (c Card) Turned(k uint8) uint8 { return rotate(shapeCorridors[cardTable[c].Shape], k) }
