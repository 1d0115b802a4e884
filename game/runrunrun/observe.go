package runrunrun

// Observation is what one seat may know (spec §16.1): the public table
// whole, its own hand and laid cards, the sizes of the others' hands and
// piles. Bots decide from it alone and the client draws a seat's screen
// from it, so nothing here depends on what the seat cannot see (tested by
// changing only that and comparing observations). It is a comparable value;
// the public methods (Current, Power, Notation...) work on it as on a State.
type Observation struct {
	Seat int8 // the observer; -1 for an onlooker who sees only what is public
	Public
	Hands     [MaxSeats]CardSet // the cards the observer sees in each hand
	HandSize  [MaxSeats]uint8   // every hand's size (public)
	Laid      [MaxSeats]CardSet // cards laid face down the observer sees (its own)
	LaidCount [MaxSeats]uint8   // cards each seat has laid face down
	DeckCount uint8             // room cards left to draw
	Unknown   CardSet           // cards whose place the observer cannot see: the deck, others' hands and laid cards
}

// Observe returns what seat may know (-1: an onlooker). Under the open-hands
// option every hand and laid card is seen by everyone.
func (s *State) Observe(seat int) Observation {
	o := Observation{Seat: int8(seat), Public: s.Public, DeckCount: uint8(s.Deck.Len())}
	unknown := s.Deck
	for p := 0; p < s.NumSeats(); p++ {
		o.HandSize[p] = uint8(s.Hands[p].Len())
		o.LaidCount[p] = uint8(s.Laid[p].Len())
		if p == seat || s.Opt.OpenHands {
			o.Hands[p], o.Laid[p] = s.Hands[p], s.Laid[p]
		} else {
			unknown |= s.Hands[p] | s.Laid[p]
		}
	}
	o.Unknown = unknown
	return o
}
