package horus

import "fmt"

// Apply plays one legal action (or chance outcome). An illegal action
// returns an error that says why in a player's words and leaves the state
// unchanged.
func (s *State) Apply(a Action) error {
	if err := s.Validate(a); err != nil {
		return err
	}
	s.ApplyListed(a)
	return nil
}

// ApplyListed plays a, which the caller took from s.Legal at this very
// state, without working that list out again to check it: a search's
// play-outs draw every step from the list they already have, and checking
// each one again was a tenth of their time. Anything else goes through
// Apply, which refuses an illegal action and leaves s as it was.
func (s *State) ApplyListed(a Action) {
	t := step{s: s}
	t.apply(a)
	t.advance()
}

// ApplyEvents is Apply that also appends the events of the step to evs.
func (s *State) ApplyEvents(a Action, evs []Event) ([]Event, error) {
	if err := s.Validate(a); err != nil {
		return evs, err
	}
	t := step{s: s, ev: &evs, rec: true}
	t.apply(a)
	t.advance()
	return evs, nil
}

// Start runs the game from setup to the first decision or chance step; a
// fresh NewState is already there, so this only matters for hand-built
// states (scenarios) whose automatic steps have not run yet.
func (s *State) Start(evs []Event) []Event {
	t := step{s: s, ev: &evs, rec: true}
	t.advance()
	return evs
}

// Validate returns nil if a is legal now, or why not in a player's words.
func (s *State) Validate(a Action) error {
	var buf [maxLegal]Action
	for _, l := range s.Legal(buf[:0]) {
		if l == a {
			return nil
		}
	}
	return s.whyIllegal(a)
}

func (t *step) apply(a Action) {
	s := t.s
	if a.Kind == ActChance {
		t.chance(a)
		return
	}
	p := s.actingSeat()
	pl := &s.Players[p]
	switch a.Kind {
	case ActMove:
		s.Lock.Active = false
		pl.Actions--
		from := pl.Square
		pl.Square = Square(a.A)
		e := ev(EvMoved, p)
		e.From, e.To = from, pl.Square
		t.emit(e)
		if pl.Square.Region() == RegionEntrance && from.Region() != RegionEntrance {
			t.leave(p)
			return
		}
		t.touchByMummiesAt(p, pl.Square)
	case ActSearch:
		s.Lock.Active = false
		pl.Actions--
		d, _ := DeckOf(pl.Square.Region())
		s.Drawing, s.DrawDeck = true, d
		t.makeRoom(p, NoCard) // at 12 cards the discard comes before the draw
	case ActOpen:
		s.Lock.Active = false
		pl.Actions--
		i := pl.Square.Sarcophagus()
		s.SarcOpen |= 1 << i
		s.Public = s.Public.With(s.Sarc[i])
		e := ev(EvCardRevealed, p)
		e.Card, e.Value = s.Sarc[i], uint8(i)
		t.emit(e)
	case ActTake:
		s.Lock.Active = false
		pl.Actions--
		if !t.makeRoom(p, s.Sarc[pl.Square.Sarcophagus()]) {
			t.takeSarcophagus(p)
		}
	case ActPick:
		pl.Actions--
		g, _ := pl.Square.Alcove()
		s.Lock = LockAttempt{Active: true, God: g}
		s.RollMask, s.RollFor = 1<<NumDice-1, RollLock
	case ActReroll:
		pl.Actions--
		s.RollMask, s.RollFor = a.A, RollLock
	case ActUse:
		t.useEquipment(p, CardID(a.A), CardID(a.B))
	case ActAbility:
		t.useAbility(p, Ability(a.A), a.B)
	case ActDiscard:
		t.discard(p, CardID(a.A))
		if s.Must == MustDiscard {
			t.roomMade(p)
		}
	case ActJump:
		s.JumpMask &^= 1 << p
		from := pl.Square
		pl.Square = Square(a.A)
		e := ev(EvJumped, p)
		e.From, e.To = from, pl.Square
		t.emit(e)
		if s.Dodged&(1<<p) == 0 {
			t.queueWound(p, 255)
		}
		if pl.Square.Region() == RegionEntrance {
			t.leave(p)
			return
		}
		t.touchByMummiesAt(p, pl.Square)
	case ActKeep:
		s.Must = MustNothing
		e := ev(EvBlockSetAside, p)
		e.Value, e.Secret = s.SetAside, true
		t.emit(e)
	case ActSwap:
		s.Must = MustNothing
		e := ev(EvBlockReturned, p)
		e.Value, e.Secret = s.SetAside, true
		t.emit(e)
		s.SwapOut = s.SetAside
		s.SetAside, s.SetAsideKnown = 0, 0
		s.BlockFor = BlockSwap
	case ActPass:
		s.Must = MustNothing
	case ActEnd:
		s.Lock.Active = false
		s.Acted |= 1 << p
	}
}

// takeSarcophagus moves the open sarcophagus card beside seat p's square
// in front of it.
func (t *step) takeSarcophagus(p int) {
	s := t.s
	pl := &s.Players[p]
	i := pl.Square.Sarcophagus()
	c := s.Sarc[i]
	s.Sarc[i] = NoCard
	s.SarcOpen &^= 1 << i
	pl.Hand = pl.Hand.With(c)
	e := ev(EvCardTaken, p)
	e.Card, e.Value = c, uint8(i)
	t.emit(e)
}

func (t *step) discard(p int, c CardID) {
	s := t.s
	pl := &s.Players[p]
	pl.Hand = pl.Hand.Without(c)
	s.Discard = s.Discard.With(c)
	s.Public = s.Public.With(c) // the discard pile lies face up
	e := ev(EvCardDiscarded, p)
	e.Card = c
	t.emit(e)
	for b := 0; b < 2; b++ {
		if c == BagCard(b) {
			for x, ok := s.BagContents[b].Next(0); ok; x, ok = s.BagContents[b].Next(int(x) + 1) {
				s.Discard = s.Discard.With(x)
				s.Public = s.Public.With(x)
				e.Card = x
				t.emit(e)
			}
			s.BagContents[b] = CardSet{}
		}
	}
}

// useEquipment plays an equipment card. Every card but a Bag is spent and
// goes face up to the discard pile, so its use is public; a Bag stays in
// front of the seat with the treasure put into it, and under Total Secrecy
// both may be hidden cards: the events then keep them secret, as a hidden
// draw's does.
func (t *step) useEquipment(p int, c, target CardID) {
	s := t.s
	pl := &s.Players[p]
	k := c.Info().Kind
	e := ev(EvEquipment, p)
	e.Card, e.Secret = c, k == KindBag && !s.Public.Has(c)
	t.emit(e)
	if k == KindBag {
		for b := 0; b < 2; b++ {
			if c == BagCard(b) {
				pl.Hand = pl.Hand.Without(target)
				s.BagContents[b] = s.BagContents[b].With(target)
				e := ev(EvCardBagged, p)
				e.Card, e.Secret = target, !s.Public.Has(target)
				t.emit(e)
			}
		}
		return
	}
	pl.Hand = pl.Hand.Without(c)
	s.Discard = s.Discard.With(c)
	s.Public = s.Public.With(c)
	switch k {
	case KindAntidote, KindMedikit:
		t.healWound(p, target)
	case KindCrowbar:
		t.winIdol(p)
	case KindUdjat:
		s.PeekUsed = true
		s.BlockFor = BlockPeek
		s.MustSeat = uint8(p)
	}
}

// healWound removes a wound card: Block cards go back to their supply, the
// others to the discard pile. NoCard heals a Block wound taken while the
// supply was empty.
func (t *step) healWound(p int, w CardID) {
	s := t.s
	pl := &s.Players[p]
	e := ev(EvCardDiscarded, p)
	e.Card = w
	t.emit(e)
	if w == NoCard {
		pl.ExtraBlock--
		return
	}
	pl.Hand = pl.Hand.Without(w)
	s.Public = s.Public.With(w)
	if w.Info().Kind == KindBlockWound {
		s.Supply[1] = s.Supply[1].With(w)
	} else {
		s.Discard = s.Discard.With(w)
	}
}

func (t *step) useAbility(p int, ab Ability, arg uint8) {
	s := t.s
	pl := &s.Players[p]
	pl.AbilityUsed = true
	e := ev(EvAbility, p)
	e.Value = uint8(ab)
	t.emit(e)
	switch ab {
	case AbilityShoot:
		s.Mummies[arg].Fallen = true
		e := t.mummyEv(EvMummyShot, p, int(arg))
		e.To = s.Mummies[arg].Square
		t.emit(e)
	case AbilityClairvoyance:
		s.PeekUsed = true
		s.BlockFor = BlockPeek
		s.MustSeat = uint8(p)
	case AbilityDodge:
		s.Dodged |= 1 << p
	case AbilityReflexes, AbilitySwimming:
		c := s.MustCard
		s.Must = MustNothing
		pl.Hand = pl.Hand.Without(c)
		s.Discard = s.Discard.With(c)
		s.Public = s.Public.With(c)
		e := ev(EvCardDiscarded, p)
		e.Card = c
		t.emit(e)
	case AbilityStamina:
		pl.Stamina = true
	case AbilityLockpicking:
		t.winIdol(p)
	case AbilityLinguistics:
		i := pl.Square.Sarcophagus()
		s.SarcKnown[i] |= 1 << p
		e := ev(EvPeekSarcophagus, p)
		e.Card, e.Value, e.Secret = s.Sarc[i], uint8(i), true
		t.emit(e)
	}
}

// winIdol: a lock attempt succeeded; the idol comes once the seat has room
// for it.
func (t *step) winIdol(p int) {
	if !t.makeRoom(p, IdolCard(t.s.Lock.God)) {
		t.takeIdol(p)
	}
}

// takeIdol ends a successful lock attempt: the idol and its curse go to the
// seat, and the Horus idol brings a stone block down at once.
func (t *step) takeIdol(p int) {
	s := t.s
	g := s.Lock.God
	s.Lock.Active = false
	c := IdolCard(g)
	s.Alcoves &^= 1 << g
	s.Players[p].Hand = s.Players[p].Hand.With(c)
	e := ev(EvIdolTaken, p)
	e.Card = c
	t.emit(e)
	if g == GodHorus && s.Box() != 0 {
		s.BlockFor = BlockHorus
	}
}

// chance applies a chance outcome.
func (t *step) chance(a Action) {
	s := t.s
	switch {
	case s.Phase == PhaseSetup && s.Deal < NumSarcophagi:
		c := CardID(a.A)
		s.Undealt = s.Undealt.Without(c)
		s.Sarc[s.Deal] = c
		e := ev(EvCardDealt, -1)
		e.Card, e.Value, e.Secret = c, s.Deal, true
		t.emit(e)
		s.Deal++
		t.afterDeal()
	case s.Phase == PhaseSetup:
		m := &s.Mummies[s.Deal-NumSarcophagi]
		m.Square, m.Facing = Square(a.A), Dir(a.B-1)
		e := t.mummyEv(EvMummyPlaced, -1, int(s.Deal-NumSarcophagi))
		e.To, e.Facing = m.Square, m.Facing
		t.emit(e)
		s.Deal++
		t.afterDeal()
	case s.RollMask != 0:
		t.rollDie(a.A)
	case s.BlockFor != BlockNone:
		t.blockOutcome(a.A)
	case s.Drawing:
		t.draw(CardID(a.A))
	}
}

func (t *step) afterDeal() {
	s := t.s
	total := uint8(NumSarcophagi)
	if s.Opt.AlternateMummies {
		total += uint8(len(mummyStarts))
	}
	if s.Deal >= total {
		s.Phase = PhaseAdjust
		t.startRound()
	}
}

func (t *step) rollDie(v uint8) {
	s := t.s
	if s.RollFor == RollChest {
		p := int(s.ChestSeat)
		pl := &s.Players[p]
		pl.Chests[pl.NChests] = v
		pl.NChests++
		s.RollMask, s.RollFor = 0, RollNone
		e := ev(EvChestRolled, p)
		e.Value = v
		t.emit(e)
		return
	}
	d := Die(trailingZeros(uint64(s.RollMask)))
	s.RollMask &^= 1 << d
	s.Dice[d] = v
	if t.rec { // the hottest event: build it only when someone listens
		e := ev(EvDieRolled, -1)
		if s.RollFor == RollLock {
			e.Seat = int8(s.Turn)
		}
		e.Die, e.Value = d, v
		t.emit(e)
	}
	if s.RollMask != 0 {
		return
	}
	purpose := s.RollFor
	s.RollFor = RollNone
	switch purpose {
	case RollActions:
		t.computeActions()
	case RollLock:
		if s.lockMissing() == 0 {
			t.winIdol(int(s.Turn))
		}
	}
}

func (t *step) blockOutcome(b uint8) {
	s := t.s
	purpose := s.BlockFor
	s.BlockFor = BlockNone
	switch purpose {
	case BlockFall, BlockHorus:
		t.dropBlock(b)
	case BlockPeek:
		s.SetAside, s.SetAsideKnown = b, 1<<s.MustSeat
		s.Must = MustPeek
		e := ev(EvPeekBlock, int(s.MustSeat))
		e.Value, e.Secret = b, true
		t.emit(e)
	case BlockSwap:
		s.SetAside, s.SetAsideKnown, s.SwapOut = b, 0, 0
		e := ev(EvBlockSetAside, int(s.MustSeat))
		e.Value, e.Secret = b, true
		e.Seat = -1 // nobody saw it
		t.emit(e)
	}
}

// draw resolves a search: the card goes in front of the seat, shown to all
// unless Total Secrecy is played.
func (t *step) draw(c CardID) {
	s := t.s
	s.Drawing = false
	p := int(s.Turn)
	pl := &s.Players[p]
	s.Decks[s.DrawDeck] = s.Decks[s.DrawDeck].Without(c)
	pl.Hand = pl.Hand.With(c)
	if !s.Opt.TotalSecrecy {
		s.Public = s.Public.With(c)
	}
	e := ev(EvCardDrawn, p)
	e.Card, e.Value, e.Secret = c, uint8(s.DrawDeck), s.Opt.TotalSecrecy
	t.emit(e)
	k := c.Info().Kind
	react := (k == KindSnake || k == KindScorpion) && pl.Adventurer.Ability() == AbilityReflexes ||
		k == KindCrocodile && pl.Adventurer.Ability() == AbilitySwimming
	// Under Total Secrecy the question is asked after every draw, so being
	// asked reveals nothing about the hidden card.
	canReact := pl.Adventurer.Ability() == AbilityReflexes || pl.Adventurer.Ability() == AbilitySwimming
	if !pl.AbilityUsed && (react || s.Opt.TotalSecrecy && canReact) {
		s.Must, s.MustSeat, s.MustCard = MustReact, uint8(p), c
	}
}

// whyIllegal explains, in a player's words, why an action cannot be played.
func (s *State) whyIllegal(a Action) error {
	if s.Over {
		return fmt.Errorf("the game is over")
	}
	if s.IsChance() && a.Kind != ActChance {
		return fmt.Errorf("%s: it is chance's turn (dice, a card or a block), not a player's", a)
	}
	if !s.IsChance() && a.Kind == ActChance {
		return fmt.Errorf("%s: no dice, card or block is being drawn now", a)
	}
	if s.IsChance() {
		return s.whyNotOutcome(a)
	}
	p := s.actingSeat()
	if p < 0 || p >= s.NumSeats() {
		return fmt.Errorf("%s is not possible now", a)
	}
	pl := &s.Players[p]
	who := pl.Adventurer.Name()
	switch s.Must {
	case MustDiscard:
		return fmt.Errorf("%s holds %d cards and must first discard a treasure, idol or equipment card to make room", who, MaxCards)
	case MustReact:
		return fmt.Errorf("%s must first decide whether to use %s (or pass)", who, map[bool]string{true: "Swimming", false: "Reflexes"}[s.MustCard.Info().Kind == KindCrocodile])
	case MustPeek:
		return fmt.Errorf("%s must first keep the stone block or swap it", who)
	}
	if s.JumpMask != 0 {
		switch q, to := pl.Square, Square(a.A); {
		case a.Kind == ActJump && (!to.Valid() || !adjacent(q, to)):
			return fmt.Errorf("%s cannot jump from %s to %s: one square, no diagonals, no walls", who, q, to)
		case a.Kind == ActJump:
			return fmt.Errorf("a stone block lies on %s", to)
		case a.Kind == ActAbility && Ability(a.A) == AbilityDodge && pl.Adventurer.Ability() == AbilityDodge:
			return fmt.Errorf("%s has already used dodge this game", who)
		}
		return fmt.Errorf("a stone block is falling on %s, who must jump to a free adjacent square first", who)
	}
	switch a.Kind {
	case ActMove:
		q, to := pl.Square, Square(a.A)
		switch {
		case s.Phase != PhaseActions:
			return fmt.Errorf("%s: moving is only possible in phase 3, on your turn", a)
		case pl.Actions == 0:
			return fmt.Errorf("%s has no actions left this round", who)
		case !to.Valid():
			return fmt.Errorf("%s is not part of the pyramid", to)
		case !adjacent(q, to):
			if q.Col() == to.Col() && (q.Row()-to.Row() == 1 || to.Row()-q.Row() == 1) || q.Row() == to.Row() && (q.Col()-to.Col() == 1 || to.Col()-q.Col() == 1) {
				return fmt.Errorf("a wall stands between %s and %s", q, to)
			}
			return fmt.Errorf("%s is not next to %s (one square at a time, no diagonals)", to, q)
		case s.BlockFallen(to):
			return fmt.Errorf("a stone block lies on %s", to)
		}
	case ActSearch:
		d, ok := DeckOf(pl.Square.Region())
		switch {
		case pl.Actions == 0:
			return fmt.Errorf("%s has no actions left this round", who)
		case !ok:
			return fmt.Errorf("there is nothing to search in the %s; search in the Cobra Nest, Scorpion Pit or Crocodile Pond", pl.Square.Region())
		case s.Decks[d].Empty():
			return fmt.Errorf("the %s deck is empty", d)
		default:
			return noRoom(who)
		}
	case ActOpen, ActTake:
		i := pl.Square.Sarcophagus()
		switch {
		case pl.Actions == 0:
			return fmt.Errorf("%s has no actions left this round", who)
		case Square(a.A) != pl.Square || i < 0:
			return fmt.Errorf("%s: stand on the corridor square next to a sarcophagus", a)
		case s.Sarc[i] == NoCard:
			return fmt.Errorf("the sarcophagus beside %s is empty", pl.Square)
		case a.Kind == ActOpen:
			return fmt.Errorf("the sarcophagus beside %s is already open", pl.Square)
		case s.SarcOpen&(1<<i) == 0:
			return fmt.Errorf("the sarcophagus beside %s must be opened first", pl.Square)
		default:
			return noRoom(who)
		}
	case ActPick, ActReroll:
		g, ok := pl.Square.Alcove()
		switch {
		case pl.Actions == 0:
			return fmt.Errorf("%s has no actions left this round", who)
		case a.Kind == ActReroll && !s.Lock.Active:
			return fmt.Errorf("there is no lock attempt to reroll; start one with \"pick\"")
		case a.Kind == ActPick && !ok:
			return fmt.Errorf("there is no idol alcove beside %s", pl.Square)
		case a.Kind == ActPick && s.Alcoves&(1<<g) == 0:
			return fmt.Errorf("the %s idol has already been taken", g)
		case a.Kind == ActReroll && a.A == 0 || a.A >= 1<<NumDice:
			return fmt.Errorf("name one or more dice to reroll")
		case !pl.hasRoom():
			return noRoom(who)
		}
	case ActUse, ActDiscard:
		if a.A >= NumCards || !pl.Hand.Has(CardID(a.A)) {
			return fmt.Errorf("%s does not hold that card", who)
		}
		if a.Kind == ActDiscard {
			if CardID(a.A).Info().Kind.IsWound() {
				return fmt.Errorf("wound cards cannot be discarded; use an Antidote or Medi-kit")
			}
			return fmt.Errorf("discarding is free only in phase 1 or when forced by the %d-card limit", MaxCards)
		}
		return fmt.Errorf("%s cannot be used now", a)
	case ActAbility:
		if a.A >= uint8(len(abilityNames)) || pl.Adventurer.Ability() != Ability(a.A) {
			return fmt.Errorf("%s does not have that ability", who)
		}
		if pl.AbilityUsed {
			return fmt.Errorf("%s has already used %s this game", who, Ability(a.A))
		}
		if Ability(a.A) == AbilityClairvoyance && s.PeekUsed {
			return fmt.Errorf("an Udjat or Clairvoyance has already been used this round")
		}
		if Ability(a.A) == AbilityLockpicking && s.Lock.Active && !pl.hasRoom() {
			return noRoom(who)
		}
		return fmt.Errorf("%s cannot be used now", Ability(a.A))
	case ActJump:
		return fmt.Errorf("nobody is jumping now")
	case ActKeep, ActSwap:
		return fmt.Errorf("there is no stone block to keep or swap")
	case ActPass:
		return fmt.Errorf("there is nothing to pass on")
	}
	return fmt.Errorf("%s is not possible now", a)
}

// noRoom is the 12-card limit's answer to an action that would bring a
// card to a seat holding 12 wound cards, which it cannot discard.
func noRoom(who string) error {
	return fmt.Errorf("%s holds %d cards, all wounds: no room for another card, and wounds cannot be discarded to make it", who, MaxCards)
}

// whyNotOutcome explains why a chance outcome cannot come now.
func (s *State) whyNotOutcome(a Action) error {
	n := a.A
	switch {
	case (s.Drawing || s.Phase == PhaseSetup && s.Deal < NumSarcophagi) && n >= NumCards:
		return fmt.Errorf("there is no card number %d", n)
	case s.Phase == PhaseSetup && s.Deal >= NumSarcophagi:
		st := mummyStarts[s.Deal-NumSarcophagi]
		if Square(n) == mustSquare(st.Square) {
			return fmt.Errorf("%s starts on %s in the setup diagram; the alternate starting space must be another", st.Name, st.Square)
		}
		return fmt.Errorf("a mummy is placed on a square of its section, facing along it")
	case s.Phase == PhaseSetup:
		return fmt.Errorf("%s cannot be dealt into this sarcophagus", CardID(n))
	case s.RollMask != 0:
		return fmt.Errorf("a die shows 1 to 6, not %d", n)
	case s.BlockFor != BlockNone && (n < 1 || n > NumBlocks):
		return fmt.Errorf("stone blocks are numbered 1 to %d, not %d", NumBlocks, n)
	case s.BlockFor != BlockNone && s.Fallen&(1<<n) != 0:
		return fmt.Errorf("block %d has already fallen", n)
	case s.BlockFor != BlockNone:
		return fmt.Errorf("block %d is not among the blocks that can come now (it is set aside or was just put back)", n)
	}
	return fmt.Errorf("%s is not among the cards that can come now", s.Notation(a))
}
