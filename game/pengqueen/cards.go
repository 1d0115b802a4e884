package pengqueen

import (
	"fmt"
	"math/bits"
	"strings"
)

// Colour is a treasure colour: the back of a card and the region of the
// maze its symbols lie in. Hunter pieces have colours too, of another type
// (PieceColour): the two share names but nothing else (spec §2).
type Colour uint8

const (
	Yellow Colour = iota
	Green
	Grey
	Red
	Purple
	NumColours
	NoColour Colour = 255
)

// colourNames are the ids; colourLetters are the map's symbol letters
// (grey is "a", for ash: "g" is green).
var (
	colourNames   = [NumColours]string{"yellow", "green", "grey", "red", "purple"}
	colourLetters = [NumColours]byte{'y', 'g', 'a', 'r', 'p'}
)

func (c Colour) String() string {
	if c < NumColours {
		return colourNames[c]
	}
	return "?"
}

func colourOfLetter(ch byte) (Colour, bool) {
	for c := Colour(0); c < NumColours; c++ {
		if colourLetters[c] == ch {
			return c, true
		}
	}
	return NoColour, false
}

// ParseColour reads a treasure colour's id.
func ParseColour(w string) (Colour, bool) {
	for c := Colour(0); c < NumColours; c++ {
		if colourNames[c] == w {
			return c, true
		}
	}
	return NoColour, false
}

// Card is one of the 23 treasure cards, in the order of the spec's table;
// NoCard is none, or a card whose face is hidden.
type Card uint8

const (
	NumCards      = 23
	NoCard   Card = 255
)

// CardInfo is one row of the table of spec §5.
type CardInfo struct {
	ID     string // stable: saves, records, notation
	Colour Colour
	Name   string // display name (English; the screens translate it)
	Square Square // its symbol on the board
}

type cardData struct {
	info     [NumCards]CardInfo
	colour   [NumColours]CardSet // the cards of each colour
	onSquare [NumSquares]Card    // the card whose symbol is on the square, or NoCard
}

// parseCards reads the markdown table of spec §5 (id, colour, name,
// square) and checks it against the map: every symbol has exactly one card
// of its colour.
func parseCards(text string) (cardData, error) {
	var d cardData
	for q := range d.onSquare {
		d.onSquare[q] = NoCard
	}
	n := 0
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		f := strings.Split(strings.Trim(line, "|"), "|")
		for j := range f {
			f[j] = strings.TrimSpace(f[j])
		}
		if len(f) != 4 {
			return d, fmt.Errorf("line %d: expected | id | colour | name | square |", i+1)
		}
		if f[0] == "id" || strings.HasPrefix(f[0], "---") {
			continue
		}
		if n == NumCards {
			return d, fmt.Errorf("line %d: more than %d cards", i+1, NumCards)
		}
		col, ok := ParseColour(f[1])
		if !ok {
			return d, fmt.Errorf("line %d: %q is not a colour", i+1, f[1])
		}
		q, ok := ParseSquare(f[3])
		if !ok {
			return d, fmt.Errorf("line %d: %q is not a square of the map", i+1, f[3])
		}
		if board.symbol[q] != col {
			return d, fmt.Errorf("line %d: %s has a %s symbol on the map, the card is %s", i+1, f[3], board.symbol[q], col)
		}
		if d.onSquare[q] != NoCard {
			return d, fmt.Errorf("line %d: a second card on %s", i+1, f[3])
		}
		for c := 0; c < n; c++ {
			if d.info[c].ID == f[0] {
				return d, fmt.Errorf("line %d: id %q given twice", i+1, f[0])
			}
		}
		if f[0] == "" || strings.ContainsAny(f[0], " \t") {
			return d, fmt.Errorf("line %d: an id is one word", i+1)
		}
		c := Card(n)
		n++
		d.info[c] = CardInfo{ID: f[0], Colour: col, Name: f[2], Square: q}
		d.onSquare[q] = c
		d.colour[col] = d.colour[col].With(c)
	}
	if n != NumCards {
		return d, fmt.Errorf("%d cards, the game has %d", n, NumCards)
	}
	for q := Square(0); q < NumSquares; q++ {
		if board.symbol[q] != NoColour && d.onSquare[q] == NoCard {
			return d, fmt.Errorf("the symbol on %s has no card", q)
		}
	}
	return d, nil
}

// Info is the card's row of the table.
func (c Card) Info() CardInfo {
	if c >= NumCards {
		return CardInfo{Colour: NoColour, Square: NoSquare}
	}
	return cardTable.info[c]
}

// Colour is the colour of the card's back.
func (c Card) Colour() Colour { return c.Info().Colour }

// String is the card's id ("crown"), or "hidden".
func (c Card) String() string {
	if c >= NumCards {
		return "hidden"
	}
	return cardTable.info[c].ID
}

// ParseCard reads a card's id.
func ParseCard(id string) (Card, bool) {
	for c := Card(0); c < NumCards; c++ {
		if cardTable.info[c].ID == id {
			return c, true
		}
	}
	return NoCard, false
}

// CardOn is the card whose symbol is on q, or NoCard.
func CardOn(q Square) Card {
	if !q.Valid() {
		return NoCard
	}
	return cardTable.onSquare[q]
}

// ColourCards is the set of the cards of colour c.
func ColourCards(c Colour) CardSet {
	if c >= NumColours {
		return 0
	}
	return cardTable.colour[c]
}

// AllCards is the set of all 23 cards.
const AllCards CardSet = 1<<NumCards - 1

// CardSet is a set of cards, one bit each.
type CardSet uint32

func (s CardSet) Has(c Card) bool { return c < NumCards && s&(1<<c) != 0 }
func (s CardSet) With(c Card) CardSet {
	if c >= NumCards {
		return s
	}
	return s | 1<<c
}
func (s CardSet) Without(c Card) CardSet {
	if c >= NumCards {
		return s
	}
	return s &^ (1 << c)
}
func (s CardSet) Len() int    { return bits.OnesCount32(uint32(s)) }
func (s CardSet) Empty() bool { return s == 0 }

// First is the lowest card of the set, or NoCard.
func (s CardSet) First() Card {
	if s == 0 {
		return NoCard
	}
	return Card(bits.TrailingZeros32(uint32(s)))
}

// Nth is the n-th lowest card of the set (from 0), or NoCard.
func (s CardSet) Nth(n int) Card {
	for ; s != 0; s &= s - 1 {
		if n == 0 {
			return s.First()
		}
		n--
	}
	return NoCard
}

// Counts is the number of cards of each colour in the set: what a hand's
// backs show.
func (s CardSet) Counts() [NumColours]uint8 {
	var n [NumColours]uint8
	for c := Colour(0); c < NumColours; c++ {
		n[c] = uint8((s & cardTable.colour[c]).Len())
	}
	return n
}

// String lists the ids, e.g. "{crown key}".
func (s CardSet) String() string {
	var b strings.Builder
	b.WriteByte('{')
	for x := s; x != 0; x &= x - 1 {
		if b.Len() > 1 {
			b.WriteByte(' ')
		}
		b.WriteString(x.First().String())
	}
	b.WriteByte('}')
	return b.String()
}
