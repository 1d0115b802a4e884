package scenario

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/internal/excerpt"
)

// The card fields of a scenario: where each card lies. Every card of the
// game ends up in exactly one place; cards no line places go to their
// natural place (defaultCards).

// errWrongPlace: the card named exists and is free, but not of the kind
// this place holds; callers say what the place wants.
var errWrongPlace = errors.New("that card cannot go there")

// take places one unplaced card of the given code, for the current line.
func (b *builder) take(code string, allowed func(horus.CardID) bool) (horus.CardID, error) {
	code = strings.ToLower(code)
	known, left := false, false
	for c := horus.CardID(0); c < horus.NumCards; c++ {
		if c.Info().Code != code {
			continue
		}
		known = true
		if b.placed[c] != 0 {
			continue
		}
		left = true
		if allowed != nil && !allowed(c) {
			continue
		}
		b.placed[c] = b.line
		return c, nil
	}
	switch {
	case !known:
		return 0, fmt.Errorf("%s is not a card (e.g. sand5, water2, anubis7, horus10, necklace1, chest, idol-sobek, crowbar, snake, mummy, block)", excerpt.Quote(code))
	case left:
		return 0, errWrongPlace
	}
	return 0, fmt.Errorf("every %s card is already placed (the last one on line %d)", code, b.lastPlaced(code))
}

func (b *builder) lastPlaced(code string) int {
	last := 0
	for c := horus.CardID(0); c < horus.NumCards; c++ {
		if c.Info().Code == code && b.placed[c] > last {
			last = b.placed[c]
		}
	}
	return last
}

// cardList expands "sand4*2" into repeated codes.
func scCardList(args []string) ([]string, error) {
	var out []string
	for _, a := range args {
		code, n := a, 1
		if i := strings.IndexByte(a, '*'); i >= 0 {
			k, err := strconv.Atoi(a[i+1:])
			if err != nil || k < 1 || k > horus.NumCards {
				return nil, fmt.Errorf("%s: the count after * must be a number 1..%d", excerpt.Quote(a), horus.NumCards)
			}
			code, n = a[:i], k
		}
		for ; n > 0; n-- {
			out = append(out, strings.ToLower(code))
		}
	}
	return out, nil
}

func (b *builder) cardsField(args []string) error {
	if err := scNeed(args, 1, -1, "cards SEAT CARD..."); err != nil {
		return err
	}
	p, err := b.seat(args[0])
	if err != nil {
		return err
	}
	codes, err := scCardList(args[1:])
	if err != nil {
		return err
	}
	pl := &b.s.Players[p]
	b.cardsLine[p] = b.line
	for _, code := range codes {
		c, err := b.take(code, nil)
		if err != nil && (code == "mummy" || code == "block") && b.lastPlaced(code) != 0 {
			// the supply ran out: the wound still counts (ruling 7)
			if code == "mummy" {
				pl.ExtraMummy++
			} else {
				pl.ExtraBlock++
			}
			continue
		}
		if err != nil {
			return err
		}
		pl.Hand = pl.Hand.With(c)
	}
	return nil
}

func (b *builder) bagField(args []string) error {
	if err := scNeed(args, 2, 3, "bag SEAT TREASURE [TREASURE]"); err != nil {
		return err
	}
	p, err := b.seat(args[0])
	if err != nil {
		return err
	}
	bag := -1
	for i := 0; i < 2; i++ {
		if b.s.Players[p].Hand.Has(horus.BagCard(i)) && b.s.BagContents[i].Empty() {
			bag = i
			break
		}
	}
	if bag < 0 {
		return fmt.Errorf("%s holds no empty Bag card (list the bag with \"cards\" first)", b.s.Players[p].Adventurer.Name())
	}
	codes, err := scCardList(args[1:])
	if err != nil {
		return err
	}
	if len(codes) > 2 {
		return fmt.Errorf("a Bag holds at most two treasures")
	}
	for _, code := range codes {
		c, err := b.take(code, func(c horus.CardID) bool { return c.Info().Kind.IsTreasure() })
		if err != nil {
			if errors.Is(err, errWrongPlace) {
				return fmt.Errorf("only treasures go into a Bag, not %s", code)
			}
			return err
		}
		b.s.BagContents[bag] = b.s.BagContents[bag].With(c)
	}
	return nil
}

func (b *builder) sarcophagusField(args []string) error {
	if err := scNeed(args, 2, -1, "sarcophagus SQUARE CARD|empty [open] [read SEAT...]"); err != nil {
		return err
	}
	q, err := horus.ParseSquare(args[0])
	if err != nil {
		return err
	}
	i := q.Sarcophagus()
	if i < 0 {
		return fmt.Errorf("there is no sarcophagus beside %s", q)
	}
	if b.sarcSet[i] {
		return fmt.Errorf("the sarcophagus beside %s is already given on line %d; give it once", q, b.lineOf("sarcophagus "+q.String()))
	}
	b.given = append(b.given, givenField{key: "sarcophagus " + q.String(), line: b.line})
	b.sarcSet[i] = true
	s := &b.s
	s.Sarc[i] = horus.NoCard
	if strings.ToLower(args[1]) != "empty" {
		origin := horus.GodOrigin(horus.SarcophagusGod(i))
		c, err := b.take(args[1], func(c horus.CardID) bool { return c.Info().Origin == origin })
		if err != nil {
			if errors.Is(err, errWrongPlace) {
				return fmt.Errorf("the sarcophagus beside %s holds a %s treasure, not %s", q, horus.SarcophagusGod(i), args[1])
			}
			return err
		}
		s.Sarc[i] = c
	}
	rest := args[2:]
	for k := 0; k < len(rest); k++ {
		switch strings.ToLower(rest[k]) {
		case "open":
			if s.Sarc[i] == horus.NoCard {
				return fmt.Errorf("an empty sarcophagus cannot be open")
			}
			s.SarcOpen |= 1 << i
		case "read":
			if k+1 >= len(rest) {
				return fmt.Errorf("read: name the seats that read it")
			}
			for _, a := range rest[k+1:] {
				p, err := b.seat(a)
				if err != nil {
					return err
				}
				s.SarcKnown[i] |= 1 << p
			}
			k = len(rest)
		default:
			return fmt.Errorf("%s: expected \"open\" or \"read SEAT...\"", excerpt.Quote(rest[k]))
		}
	}
	return nil
}

func (b *builder) deckField(args []string) error {
	if err := scNeed(args, 2, -1, "deck rubble|sand|water CARD...|empty"); err != nil {
		return err
	}
	d := horus.Deck(255)
	for k := horus.Deck(0); k < horus.NumDecks; k++ {
		if strings.ToLower(args[0]) == k.String() {
			d = k
		}
	}
	if d == 255 {
		return fmt.Errorf("%s is not a search deck (rubble, sand, water)", excerpt.Quote(args[0]))
	}
	if b.deckSet[d] {
		return fmt.Errorf("the %s deck is already given on line %d; give it once", d, b.lineOf("deck "+d.String()))
	}
	b.given = append(b.given, givenField{key: "deck " + d.String(), line: b.line})
	b.deckSet[d] = true
	if len(args) == 2 && strings.ToLower(args[1]) == "empty" {
		return nil
	}
	codes, err := scCardList(args[1:])
	if err != nil {
		return err
	}
	for _, code := range codes {
		c, err := b.take(code, func(c horus.CardID) bool { return c.Info().Origin == d })
		if err != nil {
			if errors.Is(err, errWrongPlace) {
				return fmt.Errorf("%s is not a card of the %s deck", code, d)
			}
			return err
		}
		b.s.Decks[d] = b.s.Decks[d].With(c)
	}
	return nil
}

// defaultCards: unlisted sarcophagi hold the lowest cards of their god left;
// an idol nobody holds or discarded is in its alcove (unless an "alcoves"
// line leaves it out: then it was taken and discarded); a deck not listed
// holds every card of its deck not placed elsewhere, while a listed deck's
// missing cards were searched and discarded; wound cards not given are in
// their supply; any other card left over lies in the discard pile.
func (b *builder) defaultCards() {
	s := &b.s
	free := func(c horus.CardID) bool { return b.placed[c] == 0 }
	for i := 0; i < horus.NumSarcophagi; i++ {
		if b.sarcSet[i] {
			continue
		}
		s.Sarc[i] = horus.NoCard
		set := horus.OriginCards(horus.GodOrigin(horus.SarcophagusGod(i)))
		for c, ok := set.Next(0); ok; c, ok = set.Next(int(c) + 1) {
			if free(c) {
				s.Sarc[i], b.placed[c] = c, -1
				break
			}
		}
	}
	s.Alcoves = 0
	for g := horus.God(0); g < horus.NumGods; g++ {
		if c := horus.IdolCard(g); free(c) && (!b.alcovesSet || b.alcoves&(1<<g) != 0) {
			s.Alcoves |= 1 << g
			b.placed[c] = -1
		}
	}
	for c := horus.CardID(0); c < horus.NumCards; c++ {
		if !free(c) {
			continue
		}
		b.placed[c] = -1
		switch o := c.Info().Origin; {
		case o < horus.NumDecks && !b.deckSet[o]:
			s.Decks[o] = s.Decks[o].With(c)
		case o == horus.OriginMummySupply:
			s.Supply[0] = s.Supply[0].With(c)
		case o == horus.OriginBlockSupply:
			s.Supply[1] = s.Supply[1].With(c)
		default:
			s.Discard = s.Discard.With(c)
		}
	}
	var held horus.CardSet
	for p := 0; p < s.NumSeats(); p++ {
		held = held.Or(s.Carried(p))
	}
	s.Public = horus.OriginCards(horus.OriginIdol).Or(horus.OriginCards(horus.OriginMummySupply)).Or(horus.OriginCards(horus.OriginBlockSupply)).Or(s.Discard)
	for i := 0; i < horus.NumSarcophagi; i++ {
		if s.SarcOpen&(1<<i) != 0 {
			s.Public = s.Public.With(s.Sarc[i])
		}
	}
	var searched horus.CardSet
	for d := horus.Deck(0); d < horus.NumDecks; d++ {
		searched = searched.Or(horus.OriginCards(d))
	}
	if s.Opt.TotalSecrecy {
		held = held.AndNot(searched)
	}
	s.Public = s.Public.Or(held)
}

// checkCards verifies that every card is in exactly one place.
func (b *builder) checkCards() error {
	s := &b.s
	var seen horus.CardSet
	places := []horus.CardSet{s.Discard, s.Supply[0], s.Supply[1], s.BagContents[0], s.BagContents[1]}
	places = append(places, s.Decks[:]...)
	for p := 0; p < s.NumSeats(); p++ {
		places = append(places, s.Players[p].Hand)
	}
	for i := 0; i < horus.NumSarcophagi; i++ {
		if s.Sarc[i] != horus.NoCard {
			places = append(places, horus.CardSet{}.With(s.Sarc[i]))
		}
	}
	for g := horus.God(0); g < horus.NumGods; g++ {
		if s.Alcoves&(1<<g) != 0 {
			places = append(places, horus.CardSet{}.With(horus.IdolCard(g)))
		}
	}
	for _, set := range places {
		if !seen.And(set).Empty() {
			c, _ := seen.And(set).Next(0)
			return b.errf("card %s is in two places", c)
		}
		seen = seen.Or(set)
	}
	if seen != horus.AllCards() {
		c, _ := horus.AllCards().AndNot(seen).Next(0)
		return b.errf("card %s is nowhere", c)
	}
	for i := 0; i < 2; i++ {
		if !s.BagContents[i].Empty() {
			owner := -1
			for p := 0; p < s.NumSeats(); p++ {
				if s.Players[p].Hand.Has(horus.BagCard(i)) {
					owner = p
				}
			}
			if owner < 0 {
				return b.errf("a Bag's treasures must be held by the Bag's owner")
			}
		}
	}
	return nil
}
