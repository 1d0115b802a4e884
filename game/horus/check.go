package horus

import "fmt"

// maxRounds bounds a game: 36 blocks fall, one a round, so the Nest is
// sealed and the game over long before this.
const maxRounds = 40

// Check verifies the position's invariants and says which is broken, or
// returns nil: every card in exactly one place, no seat over the 12-card
// limit, no adventurer standing on a stone block or outside the board, no
// mummy out of its section, the blocks and the flow of play consistent,
// and the rules of play (checkRules): no one left on the Entrance after
// round 1, none cut off from the door yet not trapped, and so on. The
// random simulation and the fuzz tests call it after every step, the
// conformance suite through the table adapter, and it costs a Legal call,
// so it is not for the bots' inner loops.
func (s *State) Check() error {
	if s.Opt.Players < MinPlayers || s.Opt.Players > MaxPlayers {
		return fmt.Errorf("%d seats (a game has %d to %d)", s.Opt.Players, MinPlayers, MaxPlayers)
	}
	if err := s.checkCards(); err != nil {
		return err
	}
	for p := 0; p < s.NumSeats(); p++ {
		pl := &s.Players[p]
		// The 12-card limit: the discard that makes room comes before the
		// card, so no seat ever holds more, not even for a moment.
		if pl.Count() > MaxCards {
			return fmt.Errorf("seat %d holds %d cards (limit %d)", p, pl.Count(), MaxCards)
		}
		if pl.WoundCount() > MaxCards {
			return fmt.Errorf("seat %d holds %d wounds", p, pl.WoundCount())
		}
		if pl.Inside() && s.JumpMask&(1<<p) == 0 && s.BlockFallen(pl.Square) {
			return fmt.Errorf("seat %d stands on a stone block at %s", p, pl.Square)
		}
		if pl.Inside() && !pl.Square.Valid() {
			return fmt.Errorf("seat %d is inside on no square (%d)", p, pl.Square)
		}
		if pl.Fate == Escaped && pl.Square.Region() != RegionEntrance {
			return fmt.Errorf("seat %d escaped but stands on %s", p, pl.Square)
		}
		if int(pl.NChests) > s.chestsHeld(p) {
			return fmt.Errorf("seat %d rolled %d chests but carries %d", p, pl.NChests, s.chestsHeld(p))
		}
	}
	for m := 0; m < int(s.NMummy); m++ {
		mu := s.Mummies[m]
		if mu.Square.Region() != RegionCorridor || !mu.Square.InSection(mu.Section) {
			return fmt.Errorf("mummy %d left its %s section: on %s", m, mu.Section, mu.Square)
		}
	}
	if s.SetAside != 0 && s.Fallen&(1<<s.SetAside) != 0 {
		return fmt.Errorf("block %d is both set aside and on the board", s.SetAside)
	}
	if s.Fallen&1 != 0 || s.Fallen>>(NumBlocks+1) != 0 {
		return fmt.Errorf("fallen mask %x names no block", s.Fallen)
	}
	var buf [maxLegal]Action
	legal := s.Legal(buf[:0])
	if s.Over != (len(legal) == 0) {
		return fmt.Errorf("game over is %v but %d legal actions", s.Over, len(legal))
	}
	if s.Over != (s.Current() == TerminalSeat) {
		return fmt.Errorf("game over is %v but Current is %d", s.Over, s.Current())
	}
	if !s.Over && s.IsChance() != (s.Current() == ChanceSeat) {
		return fmt.Errorf("IsChance is %v but Current is %d", s.IsChance(), s.Current())
	}
	if s.Over && s.insideMask() != 0 {
		return fmt.Errorf("game over with adventurers inside (%b)", s.insideMask())
	}
	if int(s.Round) > maxRounds {
		return fmt.Errorf("round %d: the game should have ended by round %d", s.Round, maxRounds)
	}
	return s.checkRules()
}

// checkRules reports the first rule of play that s breaks, or nil: what
// the rulebook and the rulings say of every position reached in play, as
// opposed to the bookkeeping Check verifies first.
func (s *State) checkRules() error {
	settled := s.JumpMask == 0 && !s.TrapCheck && s.NWounds == 0
	reach := s.Reachable()
	for p := 0; p < s.NumSeats(); p++ {
		pl := &s.Players[p]
		if !pl.Inside() {
			if pl.Actions != 0 {
				return fmt.Errorf("seat %d is %s but has %d actions", p, pl.Fate, pl.Actions)
			}
			continue
		}
		if settled && !reach[pl.Square] {
			return fmt.Errorf("seat %d on %s has no way out but is not trapped (ruling 3)", p, pl.Square)
		}
		if pl.Square.Region() == RegionEntrance && s.Round > 1 {
			return fmt.Errorf("seat %d is still on the Entrance in round %d (ruling 1)", p, s.Round)
		}
		if pl.Actions > uint8(NumDice) {
			return fmt.Errorf("seat %d has %d actions", p, pl.Actions)
		}
	}
	for m := 0; m < int(s.NMummy); m++ {
		mu := s.Mummies[m]
		if (mu.Facing == East || mu.Facing == West) != (mu.Section == SectionHorus) {
			return fmt.Errorf("mummy %d faces %s across its %s section", m, mu.Facing, mu.Section)
		}
	}
	// Optional rule: "other than those shown in the setup diagram". Until
	// the mummies first walk (phase 4 of round 1) they stand where chance
	// placed them.
	if s.Opt.AlternateMummies && s.Round == 1 && s.Phase > PhaseSetup && s.Phase < PhaseMummies {
		for m, st := range mummyStarts {
			if s.Mummies[m].Square == mustSquare(st.Square) {
				return fmt.Errorf("%s starts on %s, its square of the setup diagram", st.Name, st.Square)
			}
		}
	}
	if !s.Discard.And(OriginCards(OriginMummySupply)).Empty() {
		return fmt.Errorf("a Mummy wound was discarded")
	}
	if s.Over {
		scores := s.Scores()
		for p, sc := range scores[:s.NumSeats()] {
			if sc.Fate != Escaped && (sc.Total != 0 || sc.Won) {
				return fmt.Errorf("seat %d is %s but scores %d (won %v)", p, sc.Fate, sc.Total, sc.Won)
			}
		}
	}
	return nil
}

// checkCards: every card is in exactly one place.
func (s *State) checkCards() error {
	type place struct {
		name string
		set  CardSet
	}
	var places []place
	add := func(name string, set CardSet) { places = append(places, place{name, set}) }
	add("undealt", s.Undealt)
	add("discard", s.Discard)
	add("mummy supply", s.Supply[0])
	add("block supply", s.Supply[1])
	for d := Deck(0); d < NumDecks; d++ {
		add(d.String()+" deck", s.Decks[d])
	}
	for b := 0; b < 2; b++ {
		add(fmt.Sprintf("bag %d", b), s.BagContents[b])
		if !s.BagContents[b].Empty() && !s.heldBy(BagCard(b)) {
			return fmt.Errorf("bag %d holds %d cards but nobody holds the bag", b, s.BagContents[b].Len())
		}
		if s.BagContents[b].Len() > 2 {
			return fmt.Errorf("bag %d holds %d cards", b, s.BagContents[b].Len())
		}
	}
	var sarc, idols CardSet
	for i, c := range s.Sarc {
		if c == NoCard {
			if s.SarcOpen&(1<<i) != 0 {
				return fmt.Errorf("empty sarcophagus %d is open", i)
			}
			continue
		}
		if c >= NumCards || c.Info().God != SarcophagusGod(i) || c.Info().Kind != KindTreasure {
			return fmt.Errorf("sarcophagus %d (%s) holds card #%d", i, SarcophagusGod(i), c)
		}
		if sarc.Has(c) {
			return fmt.Errorf("card %s lies in two sarcophagi", c)
		}
		sarc = sarc.With(c)
	}
	add("sarcophagi", sarc)
	for g := God(0); g < NumGods; g++ {
		if s.Alcoves&(1<<g) != 0 {
			idols = idols.With(IdolCard(g))
		}
	}
	add("alcoves", idols)
	for p := 0; p < s.NumSeats(); p++ {
		add(fmt.Sprintf("seat %d", p), s.Players[p].Hand)
	}
	var seen CardSet
	for i, pl := range places {
		if both := seen.And(pl.set); !both.Empty() {
			c, _ := both.Next(0)
			for _, other := range places[:i] {
				if other.set.Has(c) {
					return fmt.Errorf("card %s (#%d) is both in the %s and in the %s", c, c, other.name, pl.name)
				}
			}
		}
		seen = seen.Or(pl.set)
	}
	if missing := allCards.AndNot(seen); !missing.Empty() {
		c, _ := missing.Next(0)
		return fmt.Errorf("card %s (#%d) is nowhere (%d cards missing)", c, c, missing.Len())
	}
	if extra := seen.AndNot(allCards); !extra.Empty() {
		return fmt.Errorf("%d cards that do not exist", extra.Len())
	}
	return nil
}

// heldBy reports whether some seat holds card c in front of it.
func (s *State) heldBy(c CardID) bool {
	for p := 0; p < s.NumSeats(); p++ {
		if s.Players[p].Hand.Has(c) {
			return true
		}
	}
	return false
}
