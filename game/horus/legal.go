package horus

// maxLegal bounds the legal actions of any node (31 rerolls, 36 blocks or
// a full hand of discards are the largest lists).
const maxLegal = 96

// Legal appends the legal actions of the node to buf, in a stable order,
// and returns it. At a chance node these are the possible outcomes, all
// equally likely. It allocates nothing when buf has room.
func (s *State) Legal(buf []Action) []Action {
	switch {
	case s.Over:
		return buf
	case s.Must == MustDiscard:
		return s.discards(int(s.MustSeat), buf)
	case s.Must == MustReact:
		k := s.MustCard.Info().Kind
		switch {
		case k == KindCrocodile && s.Players[s.MustSeat].Adventurer.Ability() == AbilitySwimming:
			buf = append(buf, Action{Kind: ActAbility, A: uint8(AbilitySwimming)})
		case (k == KindSnake || k == KindScorpion) && s.Players[s.MustSeat].Adventurer.Ability() == AbilityReflexes:
			buf = append(buf, Action{Kind: ActAbility, A: uint8(AbilityReflexes)})
		}
		return append(buf, Action{Kind: ActPass})
	case s.Must == MustPeek:
		buf = append(buf, Action{Kind: ActKeep})
		if s.Box() != 0 {
			buf = append(buf, Action{Kind: ActSwap})
		}
		return buf
	case s.IsChance():
		return s.chanceOutcomes(buf)
	case s.JumpMask != 0:
		return s.jumps(s.firstInOrder(s.JumpMask), buf)
	case s.Phase == PhaseAdjust:
		return s.adjustActions(int(s.Turn), buf)
	case s.Phase == PhaseActions:
		return s.turnActions(int(s.Turn), buf)
	}
	return buf
}

func (s *State) chanceOutcomes(buf []Action) []Action {
	switch {
	case s.Phase == PhaseSetup && s.Deal < NumSarcophagi:
		pool := s.Undealt.And(OriginCards(GodOrigin(SarcophagusGod(int(s.Deal)))))
		return appendCards(buf, ActChance, pool)
	case s.Phase == PhaseSetup:
		// Optional rule "alternate mummy starting spaces": "Place the
		// mummies on alternate starting spaces other than those shown in
		// the setup diagram"; any other square of the mummy's own section
		// (no other mummy's start lies in it), facing along it.
		i := s.Deal - NumSarcophagi
		m := s.Mummies[i]
		home := mustSquare(mummyStarts[i].Square)
		axis := [2]Dir{North, South}
		if m.Section == SectionHorus {
			axis = [2]Dir{East, West}
		}
		for q := Square(0); q < NumSquares; q++ {
			if q.Region() == RegionCorridor && q.InSection(m.Section) && q != home {
				for _, d := range axis {
					buf = append(buf, Action{Kind: ActChance, A: uint8(q), B: uint8(d) + 1})
				}
			}
		}
		return buf
	case s.RollMask != 0:
		for v := uint8(1); v <= 6; v++ {
			buf = append(buf, Action{Kind: ActChance, A: v})
		}
		return buf
	case s.BlockFor != BlockNone:
		box := s.Box()
		if s.BlockFor == BlockSwap && box&^(1<<s.SwapOut) != 0 {
			box &^= 1 << s.SwapOut
		}
		for b := uint8(1); b <= NumBlocks; b++ {
			if box&(1<<b) != 0 {
				buf = append(buf, Action{Kind: ActChance, A: b})
			}
		}
		return buf
	case s.Drawing:
		return appendCards(buf, ActChance, s.Decks[s.DrawDeck])
	}
	return buf
}

// GodOrigin is the origin of the sarcophagus cards of god g: the
// treasures dealt into g's sarcophagi.
func GodOrigin(g God) Origin {
	switch g {
	case GodAnubis:
		return OriginAnubis
	case GodThoth:
		return OriginThoth
	}
	return OriginHorus
}

func appendCards(buf []Action, k ActionKind, set CardSet) []Action {
	for c, ok := set.Next(0); ok; c, ok = set.Next(int(c) + 1) {
		buf = append(buf, Action{Kind: k, A: uint8(c)})
	}
	return buf
}

// distinct appends one action per distinct card face in set (identical
// cards are one choice).
func distinct(buf []Action, k ActionKind, a0 uint8, set CardSet, asB bool) []Action {
	var seen CardSet
	for c, ok := set.Next(0); ok; c, ok = set.Next(int(c) + 1) {
		code := cardCode[c]
		if seen.Has(code) {
			continue
		}
		seen = seen.With(code)
		if asB {
			buf = append(buf, Action{Kind: k, A: a0, B: uint8(c)})
		} else {
			buf = append(buf, Action{Kind: k, A: uint8(c)})
		}
	}
	return buf
}

// cardCode maps each card to the first card with the same face.
var cardCode = func() (cc [NumCards]CardID) {
	for c := CardID(0); c < NumCards; c++ {
		cc[c] = c
		for d := CardID(0); d < c; d++ {
			if cards.info[d].Code == cards.info[c].Code {
				cc[c] = d
				break
			}
		}
	}
	return cc
}()

func (s *State) discards(p int, buf []Action) []Action {
	return distinct(buf, ActDiscard, 0, s.Players[p].Discardable(), false)
}

func (s *State) jumps(p int, buf []Action) []Action {
	q := s.Players[p].Square
	for d := Dir(0); d < 4; d++ {
		if n := q.Neighbor(d); n != NoSquare && !s.BlockFallen(n) {
			buf = append(buf, Action{Kind: ActJump, A: uint8(n)})
		}
	}
	pl := &s.Players[p]
	if !pl.AbilityUsed && pl.Adventurer.Ability() == AbilityDodge && s.Dodged&(1<<p) == 0 {
		buf = append(buf, Action{Kind: ActAbility, A: uint8(AbilityDodge)})
	}
	return buf
}

// adjustActions: phase 1, free discards, healing, bagging and Stamina.
func (s *State) adjustActions(p int, buf []Action) []Action {
	pl := &s.Players[p]
	buf = s.discards(p, buf)
	buf = s.healing(p, buf)
	buf = s.bagging(p, buf)
	if !pl.AbilityUsed && pl.Adventurer.Ability() == AbilityStamina {
		buf = append(buf, Action{Kind: ActAbility, A: uint8(AbilityStamina)})
	}
	return append(buf, Action{Kind: ActEnd})
}

// healing: Antidote for snakes and scorpions, Medi-kit for crocodiles and
// blocks.
func (s *State) healing(p int, buf []Action) []Action {
	pl := &s.Players[p]
	if c, ok := pl.Hand.And(kindCards[KindAntidote]).Next(0); ok {
		buf = distinct(buf, ActUse, uint8(c), pl.Hand.And(kindCards[KindSnake].Or(kindCards[KindScorpion])), true)
	}
	if c, ok := pl.Hand.And(kindCards[KindMedikit]).Next(0); ok {
		buf = distinct(buf, ActUse, uint8(c), pl.Hand.And(kindCards[KindCrocodile].Or(kindCards[KindBlockWound])), true)
		if pl.ExtraBlock > 0 && pl.Hand.And(kindCards[KindBlockWound]).Empty() {
			buf = append(buf, Action{Kind: ActUse, A: uint8(c), B: uint8(NoCard)})
		}
	}
	return buf
}

// bagging: put a treasure into a Bag with room.
func (s *State) bagging(p int, buf []Action) []Action {
	pl := &s.Players[p]
	for b := 0; b < 2; b++ {
		if pl.Hand.Has(BagCard(b)) && s.BagContents[b].Len() < 2 {
			return distinct(buf, ActUse, uint8(BagCard(b)), pl.Hand.And(treasureCards), true)
		}
	}
	return buf
}

var treasureCards = kindCards[KindTreasure].Or(kindCards[KindNecklace]).Or(kindCards[KindChest])

// turnActions: phase 3, the seat's own turn. Searching, taking a treasure
// and picking a lock may bring a card, so they need room for it (the
// 12-card limit, see makeRoom); a Crowbar makes its own room.
func (s *State) turnActions(p int, buf []Action) []Action {
	pl := &s.Players[p]
	q := pl.Square
	room := pl.hasRoom()
	if pl.Actions > 0 {
		for d := Dir(0); d < 4; d++ {
			n := q.Neighbor(d)
			if n == NoSquare || s.BlockFallen(n) || (q.Region() == RegionEntrance && n.Region() == RegionEntrance) {
				continue
			}
			buf = append(buf, Action{Kind: ActMove, A: uint8(n)})
		}
		if room && s.canSearch(p) {
			buf = append(buf, Action{Kind: ActSearch})
		}
		if i := q.Sarcophagus(); i >= 0 && s.Sarc[i] != NoCard {
			if s.SarcOpen&(1<<i) == 0 {
				buf = append(buf, Action{Kind: ActOpen, A: uint8(q)})
			} else if room {
				buf = append(buf, Action{Kind: ActTake, A: uint8(q)})
			}
		}
		if g, ok := q.Alcove(); ok && s.Alcoves&(1<<g) != 0 && !s.Lock.Active && room {
			buf = append(buf, Action{Kind: ActPick})
		}
		if s.Lock.Active && room {
			for m := uint8(1); m < 1<<NumDice; m++ {
				buf = append(buf, Action{Kind: ActReroll, A: m})
			}
		}
	}
	if s.Lock.Active && s.lockMissing() == 1 {
		if c, ok := pl.Hand.And(kindCards[KindCrowbar]).Next(0); ok {
			buf = append(buf, Action{Kind: ActUse, A: uint8(c)})
		}
		if !pl.AbilityUsed && pl.Adventurer.Ability() == AbilityLockpicking && room {
			buf = append(buf, Action{Kind: ActAbility, A: uint8(AbilityLockpicking)})
		}
	}
	buf = s.healing(p, buf)
	buf = s.bagging(p, buf)
	canPeek := !s.PeekUsed && s.SetAside == 0 && s.Box() != 0
	if c, ok := pl.Hand.And(kindCards[KindUdjat]).Next(0); ok && canPeek {
		buf = append(buf, Action{Kind: ActUse, A: uint8(c)})
	}
	if !pl.AbilityUsed {
		switch pl.Adventurer.Ability() {
		case AbilityClairvoyance:
			if canPeek {
				buf = append(buf, Action{Kind: ActAbility, A: uint8(AbilityClairvoyance)})
			}
		case AbilityLinguistics:
			if i := q.Sarcophagus(); i >= 0 && s.Sarc[i] != NoCard && s.SarcOpen&(1<<i) == 0 && s.SarcKnown[i]&(1<<p) == 0 {
				buf = append(buf, Action{Kind: ActAbility, A: uint8(AbilityLinguistics)})
			}
		case AbilityShoot:
			for m := 0; m < int(s.NMummy); m++ {
				if !s.Mummies[m].Fallen && adjacent(q, s.Mummies[m].Square) {
					buf = append(buf, Action{Kind: ActAbility, A: uint8(AbilityShoot), B: uint8(m)})
				}
			}
		}
	}
	return append(buf, Action{Kind: ActEnd})
}

func adjacent(a, b Square) bool {
	for d := Dir(0); d < 4; d++ {
		if a.Neighbor(d) == b {
			return true
		}
	}
	return false
}

// canSearch: in a room with a deck that still has cards.
func (s *State) canSearch(p int) bool {
	d, ok := DeckOf(s.Players[p].Square.Region())
	return ok && !s.Decks[d].Empty()
}

// lockMissing counts the faces 1..top the dice of a lock attempt lack.
func (s *State) lockMissing() int {
	var have uint8
	for _, v := range s.Dice {
		have |= 1 << v
	}
	n := 0
	for v := 1; v <= s.Lock.God.LockTop(); v++ {
		if have&(1<<v) == 0 {
			n++
		}
	}
	return n
}
