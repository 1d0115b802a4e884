package horus

import "math/rand/v2"

// Determinize samples one full State that the observer of obs cannot tell
// apart from the real one: every public field is copied from the
// observation, and the cards of obs.Unknown are dealt at random into the
// places the observer cannot see (search decks by origin, unread face-down
// sarcophagi by god, other seats' hidden Total-Secrecy cards by deck of
// origin); a set-aside block the observer did not see is drawn from the box.
//
// Search bots call it to get states to play forward without peeking: it reads
// nothing but obs, and all its randomness comes from rng, the caller's own
// stream, never the game's.
//
// A few bookkeeping fields the Observation does not carry are rebuilt from
// the order of play: which seats have already acted this round, the
// progress of phase 4 when a forced discard interrupts the mummies (taken as
// done) and the deck a pending search draws from. A wound waiting for the
// discard that makes room for it is not carried (the sample settles none). They are exact at the decisions of phases 1 and 3. Inconsistent input
// never panics: cards that do not fit anywhere go back to their deck.
func Determinize(obs Observation, rng *rand.Rand) State {
	s := State{
		Opt: obs.Opt, Phase: obs.Phase, Round: obs.Round, Keeper: obs.Keeper, Turn: obs.Turn,
		Dice: obs.Dice, Lock: obs.Lock, PeekUsed: obs.PeekUsed,
		RollMask: obs.RollMask, RollFor: obs.RollFor, BlockFor: obs.BlockFor,
		Must: obs.Must, MustSeat: obs.MustSeat, MustCard: obs.MustCard, JumpMask: obs.JumpMask, Drawing: obs.Drawing,
		Mummies: obs.Mummies, NMummy: obs.NMummy, Fallen: obs.Fallen, Alcoves: obs.Alcoves,
		Discard: obs.Discard, Over: obs.Over,
	}
	if s.Opt.Players < MinPlayers || s.Opt.Players > MaxPlayers {
		s.Opt.Players = MinPlayers
	}
	n := s.NumSeats()
	seat := int(obs.Seat)
	unknown := obs.Unknown.And(allCards)
	take := func(pool CardSet, k int) CardSet { // k random cards of pool, removed from unknown
		var got CardSet
		for ; k > 0 && !pool.Empty(); k-- {
			c := pool.Nth(rng.IntN(pool.Len()))
			pool, got = pool.Without(c), got.With(c)
		}
		unknown = unknown.AndNot(got)
		return got
	}

	// Sarcophagi: open and read faces are known; the others come from the
	// unknown cards of their god.
	for i := range s.Sarc {
		v := obs.Sarcophagi[i]
		s.Sarc[i] = NoCard
		if !v.Present {
			continue
		}
		if v.Open {
			s.SarcOpen |= 1 << i
		}
		if v.Card != NoCard && v.Card < NumCards {
			s.Sarc[i] = v.Card
			unknown = unknown.Without(v.Card)
			if !v.Open && seat >= 0 && seat < n {
				s.SarcKnown[i] = 1 << seat
			}
		}
	}
	for i := range s.Sarc {
		if obs.Sarcophagi[i].Present && s.Sarc[i] == NoCard {
			if c, ok := take(unknown.And(OriginCards(GodOrigin(SarcophagusGod(i)))), 1).Next(0); ok {
				s.Sarc[i] = c
			}
		}
	}

	// Seats: the cards the observer knows, plus hidden ones of the right
	// deck; among hidden cards the number of wounds is public (it shows in
	// the seat's wound count), so a few draws are tried to match it.
	// First the hidden Bags with treasures inside, so that no other seat's
	// random draw takes a Bag the counts say is someone's.
	var reserved [MaxPlayers]hiddenPart
	var fullBags CardSet
	for b := 0; b < 2; b++ {
		if obs.BagSize[b] > 0 {
			fullBags = fullBags.With(BagCard(b))
		}
	}
	for p := 0; p < n; p++ {
		if p != seat {
			reserved[p] = reserveBags(obs.Players[p], obs.BagSize, &unknown, rng)
		}
	}
	var held CardSet
	for p := 0; p < MaxPlayers; p++ {
		v := obs.Players[p]
		pl := &s.Players[p]
		*pl = Player{
			Adventurer: v.Adventurer, Square: v.Square, Fate: v.Fate, AbilityUsed: v.AbilityUsed,
			Stamina: v.Stamina, WLL: v.WLL, Actions: v.Actions, Chests: v.Chests, NChests: min(v.NChests, 4),
		}
		if p >= n {
			continue
		}
		carried := v.Cards.And(allCards)
		if p != seat {
			carried = carried.Or(sampleHidden(v, reserved[p], fullBags, &unknown, rng))
		}
		held = held.Or(carried)
		pl.Hand = carried
	}
	s.placeBags(obs, rng)
	for p := 0; p < n; p++ {
		pl := &s.Players[p]
		extra := obs.Players[p].Count - pl.Hand.Len()
		if extra > 0 {
			// Wounds beyond the cards: taken while a supply was empty. Mummy
			// wounds never go back, so a non-empty Mummy supply means none
			// of them are Mummy wounds.
			if obs.Supply[0] == 0 {
				pl.ExtraMummy = uint8(min(extra, MaxCards))
			} else {
				pl.ExtraBlock = uint8(min(extra, MaxCards))
			}
		}
	}

	// Wound supplies are public: whatever is neither held nor discarded.
	s.Supply[0] = OriginCards(OriginMummySupply).AndNot(held).AndNot(s.Discard)
	s.Supply[1] = OriginCards(OriginBlockSupply).AndNot(held).AndNot(s.Discard)
	unknown = unknown.AndNot(s.Supply[0]).AndNot(s.Supply[1])

	// Everything still unknown lies in the decks (or, during setup, is not
	// dealt yet).
	for d := Deck(0); d < NumDecks; d++ {
		s.Decks[d] = unknown.And(OriginCards(d))
	}
	if s.Phase == PhaseSetup {
		s.Undealt = unknown.And(OriginCards(OriginAnubis).Or(OriginCards(OriginThoth)).Or(OriginCards(OriginHorus)))
	}

	s.Public = s.publicFor(obs, held)
	s.setBlocks(obs, rng)
	s.rebuildFlow(obs.Deal)
	return s
}

// hiddenPart is what the counts force among a seat's hidden cards: a Bag
// and the treasures inside it, and how many hidden cards of each deck are
// left to draw at random.
type hiddenPart struct {
	forced CardSet
	hidden [NumDecks]uint8
	total  int // hidden cards, forced ones included
	inBags int
}

// reserveBags takes a seat's hidden Bag and its contents out of the unknown
// cards. A seat's card count is smaller than the cards it carries exactly
// when it holds a Bag with treasures inside; when the observer cannot see
// that Bag, it is one of the seat's hidden cards, and so are the treasures
// inside unless the seat shows enough.
func reserveBags(v SeatView, bagSize [2]uint8, unknown *CardSet, rng *rand.Rand) hiddenPart {
	h := hiddenPart{hidden: v.Hidden}
	for _, x := range h.hidden {
		h.total += int(x)
	}
	surplus := v.Cards.Len() + h.total - v.Count
	for b := 0; b < 2 && surplus > 0; b++ {
		if c := BagCard(b); bagSize[b] > 0 && unknown.Has(c) && h.hidden[OriginRubble] > 0 {
			h.forced = h.forced.With(c)
			h.hidden[OriginRubble]--
			surplus -= int(bagSize[b])
			h.inBags += int(bagSize[b])
		}
	}
	for k := v.Cards.And(treasureCards).Len(); k < h.inBags; k++ {
		var room CardSet
		for d := Deck(0); d < NumDecks; d++ {
			if h.hidden[d] > 0 {
				room = room.Or(unknown.And(OriginCards(d)).And(treasureCards).AndNot(h.forced))
			}
		}
		if room.Empty() {
			break
		}
		c := room.Nth(rng.IntN(room.Len()))
		h.forced = h.forced.With(c)
		h.hidden[c.Info().Origin]--
	}
	*unknown = unknown.AndNot(h.forced)
	return h
}

// sampleHidden draws the rest of a seat's hidden cards from the unknown
// cards of each deck (never a Bag that holds treasures: the counts place
// those). The seat's public wound count says how many are wounds.
func sampleHidden(v SeatView, h hiddenPart, fullBags CardSet, unknown *CardSet, rng *rand.Rand) CardSet {
	if h.total == 0 {
		return CardSet{}
	}
	hidden, forced, inBags, total := h.hidden, h.forced, h.inBags, h.total
	pool0 := unknown.AndNot(fullBags)
	// Wounds beyond the cards held (taken from an empty supply) are not
	// hidden cards.
	extra := max(0, v.Count-(v.Cards.Len()+total-inBags))
	want := v.Wounds - v.Cards.And(woundCards).Len() - extra
	pick := func(pool CardSet, k int, got CardSet) CardSet {
		for ; k > 0 && !pool.Empty(); k-- {
			c := pool.Nth(rng.IntN(pool.Len()))
			pool, got = pool.Without(c), got.With(c)
		}
		return got
	}
	// Spread the known number of wounds over the hidden cards' decks, one
	// random slot at a time, then fill the rest with other cards.
	var wounds [NumDecks]int
	for w := 0; w < want; w++ {
		var room [NumDecks]int
		slots := 0
		for d := Deck(0); d < NumDecks; d++ {
			room[d] = min(int(hidden[d]), pool0.And(OriginCards(d)).And(woundCards).Len()) - wounds[d]
			slots += max(room[d], 0)
		}
		if slots == 0 {
			break
		}
		k := rng.IntN(slots)
		for d := Deck(0); d < NumDecks; d++ {
			if k < max(room[d], 0) {
				wounds[d]++
				break
			}
			k -= max(room[d], 0)
		}
	}
	got := forced
	for d := Deck(0); d < NumDecks; d++ {
		pool := pool0.And(OriginCards(d))
		got = pick(pool.And(woundCards), wounds[d], got)
		rest := int(hidden[d]) - wounds[d]
		others := pool.AndNot(woundCards)
		if others.Len() < rest { // not enough: take wounds after all
			got = pick(pool.AndNot(got), rest, got)
			continue
		}
		got = pick(others, rest, got)
	}
	*unknown = unknown.AndNot(got)
	return got
}

// placeBags moves the contents of each Bag out of its holder's hand: any of
// the holder's treasures will do, as the observer cannot tell them apart
// from the hand for the rules that matter (the card count).
func (s *State) placeBags(obs Observation, rng *rand.Rand) {
	for b := 0; b < 2; b++ {
		size := int(obs.BagSize[b])
		if size == 0 {
			continue
		}
		for p := 0; p < s.NumSeats(); p++ {
			pl := &s.Players[p]
			if !pl.Hand.Has(BagCard(b)) {
				continue
			}
			pool := pl.Hand.And(treasureCards)
			for k := 0; k < size && !pool.Empty(); k++ {
				c := pool.Nth(rng.IntN(pool.Len()))
				pool = pool.Without(c)
				pl.Hand = pl.Hand.Without(c)
				s.BagContents[b] = s.BagContents[b].With(c)
			}
		}
	}
}

// publicFor marks the cards everybody has seen: idols and wound cards, the
// discard pile, open sarcophagi and whatever the observer sees in front of
// other seats; the observer's own cards too unless Total Secrecy hides the
// searched ones.
func (s *State) publicFor(obs Observation, held CardSet) CardSet {
	pub := OriginCards(OriginIdol).Or(OriginCards(OriginMummySupply)).Or(OriginCards(OriginBlockSupply)).Or(s.Discard)
	for i, c := range s.Sarc {
		if c != NoCard && s.SarcOpen&(1<<i) != 0 {
			pub = pub.With(c)
		}
	}
	seat := int(obs.Seat)
	for p := 0; p < s.NumSeats(); p++ {
		cards := obs.Players[p].Cards.And(allCards)
		if p == seat && s.Opt.TotalSecrecy {
			searched := OriginCards(OriginRubble).Or(OriginCards(OriginSand)).Or(OriginCards(OriginWater))
			cards = cards.AndNot(searched)
		}
		pub = pub.Or(cards)
	}
	if !s.Opt.TotalSecrecy {
		pub = pub.Or(held)
	}
	return pub
}

// setBlocks fills in the block set aside by an Udjat or Clairvoyance: the
// one the observer saw, or a random one from the box.
func (s *State) setBlocks(obs Observation, rng *rand.Rand) {
	if !obs.SetAside {
		return
	}
	seat := int(obs.Seat)
	if b := obs.SetAsideBlock; b >= 1 && b <= NumBlocks && s.Fallen&(1<<b) == 0 {
		s.SetAside = b
		if seat >= 0 && seat < s.NumSeats() {
			s.SetAsideKnown = 1 << seat
		}
		return
	}
	box := s.Box()
	if box == 0 {
		return
	}
	k := rng.IntN(popcount(box))
	for b := uint8(1); b <= NumBlocks; b++ {
		if box&(1<<b) == 0 {
			continue
		}
		if k == 0 {
			s.SetAside = b
			return
		}
		k--
	}
}

// rebuildFlow sets the phase bookkeeping the observation leaves out, from
// the order of play, and the setup's progress (deal) it gives.
func (s *State) rebuildFlow(deal uint8) {
	s.Deal = min(deal, NumSarcophagi+uint8(len(mummyStarts)))
	inside := s.insideMask()
	switch s.Phase {
	case PhaseAdjust, PhaseActions:
		// Seats before Turn (from the Dice Keeper) are done.
		n := s.NumSeats()
		for i := 0; i < n; i++ {
			p := (int(s.Keeper) + i) % n
			if p == int(s.Turn) {
				break
			}
			s.Acted |= 1 << p
		}
		s.Acted &= inside
	case PhaseMummies, PhaseBlock:
		s.Acted = inside
		steps := uint8(0)
		for _, v := range s.Dice {
			if v >= MummyMoveThreshold {
				steps++
			}
		}
		s.MummyRolled, s.MummySteps, s.MummyNext, s.MummyCount = true, steps, s.NMummy, s.NMummy
		if s.Phase == PhaseBlock {
			s.Dropped = true
		}
	}
	if s.JumpMask != 0 {
		s.TrapCheck = true
	}
	if s.Drawing && s.Turn < MaxPlayers {
		s.DrawDeck, _ = DeckOf(s.Players[s.Turn].Square.Region())
	}
}
