package horus

// Observation is what one seat may know: the public table plus its own
// secrets. Bots decide from it alone, and the client draws a seat's screen
// from it, so nothing here may depend on hidden information the seat cannot
// see (tested by changing that information and comparing observations).
type Observation struct {
	Seat     int8 // the observer; -1 for an onlooker who sees only what is public
	Opt      Options
	Round    uint8
	Phase    Phase
	Keeper   uint8
	Turn     uint8
	Current  int // seat to act, ChanceSeat or TerminalSeat
	Over     bool
	Dice     [NumDice]uint8
	Lock     LockAttempt
	PeekUsed bool

	// What chance is doing, which everybody at the table sees: the dice
	// still to roll and why, the block being drawn and why, and how far
	// the setup's deal has gone. A sampled state (Determinize) is then
	// exact at chance's steps too.
	RollMask uint8
	RollFor  RollPurpose
	BlockFor BlockPurpose
	Deal     uint8

	Must     Must
	MustSeat uint8
	MustCard CardID // NoCard unless the observer may see it
	JumpMask uint8
	// Drawing: a search's card is still to come (after the discard that
	// makes room for it, when Must is MustDiscard).
	Drawing bool

	Players [MaxPlayers]SeatView
	Mummies [MaxMummies]Mummy
	NMummy  uint8

	Fallen        uint64
	SetAside      bool  // a block waits beside the board for phase 5
	SetAsideBlock uint8 // its number, if the observer saw it

	Sarcophagi [NumSarcophagi]SarcView
	Alcoves    uint8
	DeckCount  [NumDecks]uint8
	Discard    CardSet
	Supply     [2]uint8
	BagSize    [2]uint8 // cards inside each Bag card (the fuller first when the observer can place neither)

	// Unknown is every card whose place the observer cannot see: in the
	// decks, face-down sarcophagi it has not read, other seats' hidden cards.
	Unknown CardSet
}

// SeatView is one seat as the observer sees it.
type SeatView struct {
	Adventurer  Adventurer
	Square      Square
	Fate        Fate
	Cards       CardSet // cards in front of the seat whose faces the observer knows (Bag contents included)
	Hidden      [NumDecks]uint8
	Count       int // cards for the WLL and the 12-card limit
	Wounds      int // wound cards the observer can see, plus those beyond the supply
	AbilityUsed bool
	Stamina     bool
	WLL         uint8
	Actions     uint8
	Chests      [4]uint8
	NChests     uint8
}

// SarcView is one sarcophagus slot as the observer sees it.
type SarcView struct {
	Present bool   // a card still lies there
	Open    bool   // face up
	Card    CardID // its face if open or read by the observer, else NoCard
}

// Observe returns what seat may know (seat -1: an onlooker).
func (s *State) Observe(seat int) Observation {
	o := Observation{
		Seat: int8(seat), Opt: s.Opt, Round: s.Round, Phase: s.Phase, Keeper: s.Keeper, Turn: s.Turn,
		Current: s.Current(), Over: s.Over, Dice: s.Dice, Lock: s.Lock, PeekUsed: s.PeekUsed,
		RollMask: s.RollMask, RollFor: s.RollFor, BlockFor: s.BlockFor, Deal: s.Deal,
		Must: s.Must, MustSeat: s.MustSeat, MustCard: NoCard, JumpMask: s.JumpMask, Drawing: s.Drawing,
		Mummies: s.Mummies, NMummy: s.NMummy, Fallen: s.Fallen, SetAside: s.SetAside != 0,
		Alcoves: s.Alcoves, Discard: s.Discard,
	}
	if s.Must == MustDiscard && s.MustCard < NumCards {
		o.MustCard = s.MustCard // the open sarcophagus card or idol waiting for room: public
	}
	if s.Must == MustReact {
		if int(s.MustSeat) == seat || s.Public.Has(s.MustCard) {
			o.MustCard = s.MustCard
		} else {
			// Under Total Secrecy the card is hidden: a pending Reflexes
			// or Swimming choice would tell the others a Snake, Scorpion
			// or Crocodile was drawn. They see the seat still acting.
			o.Must = MustNothing
		}
	}
	if seat >= 0 && s.SetAsideKnown&(1<<seat) != 0 {
		o.SetAsideBlock = s.SetAside
	}
	var known CardSet
	for p := 0; p < s.NumSeats(); p++ {
		pl := &s.Players[p]
		all := s.Carried(p)
		v := SeatView{
			Adventurer: pl.Adventurer, Square: pl.Square, Fate: pl.Fate, Count: pl.Count(), Wounds: pl.WoundCount(),
			AbilityUsed: pl.AbilityUsed, Stamina: pl.Stamina, WLL: pl.WLL, Actions: pl.Actions,
			Chests: pl.Chests, NChests: pl.NChests,
		}
		if p == seat {
			v.Cards = all
		} else {
			v.Cards = all.And(s.Public)
			hidden := all.AndNot(s.Public)
			for d := Deck(0); d < NumDecks; d++ {
				v.Hidden[d] = uint8(hidden.And(OriginCards(d)).Len())
			}
			// Hidden wound cards (Total Secrecy) are not counted as wounds.
			v.Wounds -= hidden.And(woundCards).Len()
		}
		known = known.Or(v.Cards)
		o.Players[p] = v
	}
	for i := range s.Sarc {
		c := s.Sarc[i]
		sv := SarcView{Present: c != NoCard, Open: s.SarcOpen&(1<<i) != 0, Card: NoCard}
		if sv.Present && (sv.Open || seat >= 0 && s.SarcKnown[i]&(1<<seat) != 0) {
			sv.Card = c
			known = known.With(c)
		}
		o.Sarcophagi[i] = sv
	}
	for d := Deck(0); d < NumDecks; d++ {
		o.DeckCount[d] = uint8(s.Decks[d].Len())
	}
	o.Supply[0], o.Supply[1] = uint8(s.Supply[0].Len()), uint8(s.Supply[1].Len())
	for b := 0; b < 2; b++ {
		o.BagSize[b] = uint8(s.BagContents[b].Len())
	}
	for g := God(0); g < NumGods; g++ {
		if s.Alcoves&(1<<g) != 0 {
			known = known.With(IdolCard(g))
		}
	}
	known = known.Or(s.Discard).Or(s.Supply[0]).Or(s.Supply[1])
	if !known.Has(BagCard(0)) && !known.Has(BagCard(1)) && o.BagSize[0] < o.BagSize[1] {
		// The two Bags are alike: when the observer can place neither,
		// which one a seat holds unseen is that seat's secret, so the
		// fuller is always told first.
		o.BagSize[0], o.BagSize[1] = o.BagSize[1], o.BagSize[0]
	}
	o.Unknown = allCards.AndNot(known)
	return o
}

// AllCards is every card of the game.
func AllCards() CardSet { return allCards }

var allCards = func() (a CardSet) {
	for c := CardID(0); c < NumCards; c++ {
		a = a.With(c)
	}
	return a
}()
