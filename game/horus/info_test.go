package horus

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// The information test: what a seat may know (its Observation) must not
// change when something it cannot see changes, and must change when
// something it can see changes. Random games reach every kind of position;
// at each one, every seat's view is checked against hidden and visible
// perturbations of the state.

// hiddenChange alters something seat cannot see; false when the position
// offers nothing of that kind.
type hiddenChange struct {
	name   string
	change func(s *State, seat int, r *rand.Rand) bool
}

var hiddenChanges = []hiddenChange{
	{"swap a deck card with a face-down sarcophagus the seat has not read", func(s *State, seat int, r *rand.Rand) bool {
		i, ok := pick(r, NumSarcophagi, func(i int) bool {
			return s.Sarc[i] != NoCard && s.SarcOpen&(1<<i) == 0 && (seat < 0 || s.SarcKnown[i]&(1<<seat) == 0)
		})
		d, okd := pick(r, int(NumDecks), func(d int) bool { return !s.Decks[d].Empty() })
		if !ok || !okd {
			return false
		}
		c := s.Decks[d].Nth(r.IntN(s.Decks[d].Len()))
		s.Decks[d] = s.Decks[d].Without(c).With(s.Sarc[i])
		s.Sarc[i] = c
		return true
	}},
	{"swap two face-down sarcophagi the seat has not read", func(s *State, seat int, r *rand.Rand) bool {
		unread := func(i int) bool {
			return s.Sarc[i] != NoCard && s.SarcOpen&(1<<i) == 0 && (seat < 0 || s.SarcKnown[i]&(1<<seat) == 0)
		}
		i, ok := pick(r, NumSarcophagi, unread)
		j, ok2 := pick(r, NumSarcophagi, func(j int) bool { return j != i && unread(j) })
		if !ok || !ok2 {
			return false
		}
		s.Sarc[i], s.Sarc[j] = s.Sarc[j], s.Sarc[i]
		return true
	}},
	{"swap two cards within a deck's place (a different card comes next)", func(s *State, seat int, r *rand.Rand) bool {
		// Decks are sets: the order is chance's. Moving a card between
		// the undealt pile and a deck changes which cards are where
		// unseen.
		d, ok := pick(r, int(NumDecks), func(d int) bool { return !s.Decks[d].Empty() })
		if !ok || s.Undealt.Empty() {
			return false
		}
		c, u := s.Decks[d].Nth(r.IntN(s.Decks[d].Len())), s.Undealt.Nth(r.IntN(s.Undealt.Len()))
		s.Decks[d] = s.Decks[d].Without(c).With(u)
		s.Undealt = s.Undealt.Without(u).With(c)
		return true
	}},
	{"exchange another seat's hidden card for another of the same deck", func(s *State, seat int, r *rand.Rand) bool {
		p, ok := pick(r, s.NumSeats(), func(p int) bool { return p != seat && !s.Players[p].Hand.AndNot(s.Public).Empty() })
		if !ok {
			return false
		}
		hidden := s.Players[p].Hand.AndNot(s.Public)
		c := hidden.Nth(r.IntN(hidden.Len()))
		if s.Must == MustReact && c == s.MustCard {
			return false // the choice it offers shows
		}
		d := c.Info().Origin
		if c.Info().Kind == KindBag && !s.BagContents[bagIndex(c)].Empty() {
			return false // a full Bag: the next change swaps it for the other Bag
		}
		if d >= NumDecks || s.Decks[d].Empty() {
			return false
		}
		x := s.Decks[d].Nth(r.IntN(s.Decks[d].Len()))
		s.Decks[d] = s.Decks[d].Without(x).With(c)
		s.Players[p].Hand = s.Players[p].Hand.Without(c).With(x)
		return true
	}},
	{"exchange another seat's hidden Bag, with the treasures inside, for the other Bag", func(s *State, seat int, r *rand.Rand) bool {
		// The two Bags are alike: which of them a seat holds unseen, with
		// what inside, is its secret.
		p, ok := pick(r, s.NumSeats(), func(p int) bool {
			return p != seat && s.Players[p].Hand.AndNot(s.Public).And(kindCards[KindBag]).Len() > 0
		})
		if !ok {
			return false
		}
		bags := s.Players[p].Hand.AndNot(s.Public).And(kindCards[KindBag])
		c := bags.Nth(r.IntN(bags.Len()))
		b := bagIndex(c)
		other := BagCard(1 - b)
		if s.BagContents[b].Empty() || !s.Decks[OriginRubble].Has(other) {
			return false
		}
		s.Decks[OriginRubble] = s.Decks[OriginRubble].Without(other).With(c)
		s.Players[p].Hand = s.Players[p].Hand.Without(c).With(other)
		s.BagContents[1-b], s.BagContents[b] = s.BagContents[b], CardSet{}
		return true
	}},
	{"exchange a hidden treasure inside another seat's Bag for one of the same deck", func(s *State, seat int, r *rand.Rand) bool {
		p, ok := pick(r, s.NumSeats(), func(p int) bool {
			return p != seat && !s.Carried(p).AndNot(s.Players[p].Hand).AndNot(s.Public).Empty()
		})
		if !ok {
			return false
		}
		inside := s.Carried(p).AndNot(s.Players[p].Hand).AndNot(s.Public)
		c := inside.Nth(r.IntN(inside.Len()))
		d := c.Info().Origin
		if d >= NumDecks {
			return false
		}
		room := s.Decks[d].And(treasureCards)
		if room.Empty() {
			return false
		}
		x := room.Nth(r.IntN(room.Len()))
		b := 0
		if s.BagContents[1].Has(c) {
			b = 1
		}
		s.Decks[d] = s.Decks[d].Without(x).With(c)
		s.BagContents[b] = s.BagContents[b].Without(c).With(x)
		return true
	}},
	{"change the set-aside block the seat did not see", func(s *State, seat int, r *rand.Rand) bool {
		if s.SetAside == 0 || seat >= 0 && s.SetAsideKnown&(1<<seat) != 0 {
			return false
		}
		box := s.Box()
		if box == 0 {
			return false
		}
		b, _ := pick(r, NumBlocks+1, func(b int) bool { return box&(1<<b) != 0 })
		s.SetAside = uint8(b)
		return true
	}},
}

// visibleChanges alter something every seat sees.
var visibleChanges = []hiddenChange{
	{"roll another die face", func(s *State, seat int, r *rand.Rand) bool {
		d := r.IntN(int(NumDice))
		s.Dice[d] = s.Dice[d]%6 + 1
		return true
	}},
	{"move a mummy", func(s *State, seat int, r *rand.Rand) bool {
		m := r.IntN(int(s.NMummy))
		s.Mummies[m].Facing = s.Mummies[m].Facing.Opposite()
		return true
	}},
	{"turn up a face-down sarcophagus", func(s *State, seat int, r *rand.Rand) bool {
		i, ok := pick(r, NumSarcophagi, func(i int) bool { return s.Sarc[i] != NoCard && s.SarcOpen&(1<<i) == 0 })
		if !ok {
			return false
		}
		s.SarcOpen |= 1 << i
		return true
	}},
	{"change a card of the seat's own", func(s *State, seat int, r *rand.Rand) bool {
		if seat < 0 || s.Players[seat].Hand.Empty() {
			return false
		}
		h := s.Players[seat].Hand
		c := h.Nth(r.IntN(h.Len()))
		s.Players[seat].Hand = h.Without(c)
		s.Discard = s.Discard.With(c)
		return true
	}},
	{"change the block the seat saw", func(s *State, seat int, r *rand.Rand) bool {
		if s.SetAside == 0 || seat < 0 || s.SetAsideKnown&(1<<seat) == 0 || s.Box() == 0 {
			return false
		}
		b, _ := pick(r, NumBlocks+1, func(b int) bool { return s.Box()&(1<<b) != 0 })
		s.SetAside = uint8(b)
		return true
	}},
}

// pick returns a random i < n with ok(i), or false when there is none.
func pick(r *rand.Rand, n int, ok func(int) bool) (int, bool) {
	start := r.IntN(n)
	for k := 0; k < n; k++ {
		if i := (start + k) % n; ok(i) {
			return i, true
		}
	}
	return 0, false
}

func TestObservationHidesWhatTheSeatCannotSee(t *testing.T) {
	games := 150
	if testing.Short() {
		games = 30
	}
	applied := map[string]int{}
	for g := 0; g < games; g++ {
		seed := uint64(g)
		opt := Options{Players: uint8(2 + g%5), Adventurers: DrawAdventurers(2+g%5, seed), TotalSecrecy: g%2 == 0, AlternateMummies: g%3 == 0}
		r := rand.New(rand.NewPCG(seed, 77))
		_, err := randomGame(opt, seed, func(step int, s *State) error {
			for seat := -1; seat < s.NumSeats(); seat++ {
				before := s.Observe(seat)
				for _, h := range hiddenChanges {
					t := *s
					if !h.change(&t, seat, r) {
						continue
					}
					applied[h.name]++
					if after := t.Observe(seat); after != before {
						return fmt.Errorf("seat %d sees the hidden change %q:%s", seat, h.name, observationDiff(before, after))
					}
				}
				for _, v := range visibleChanges {
					t := *s
					if !v.change(&t, seat, r) {
						continue
					}
					applied[v.name]++
					if t.Observe(seat) == before {
						return fmt.Errorf("seat %d does not see the visible change %q", seat, v.name)
					}
				}
			}
			return nil
		})
		if err != nil {
			t.Fatalf("seed %d (%d players, secrecy %v): %v", seed, opt.Players, opt.TotalSecrecy, err)
		}
	}
	for _, h := range append(append([]hiddenChange(nil), hiddenChanges...), visibleChanges...) {
		if applied[h.name] == 0 {
			t.Errorf("the games never offered the change %q: the test does not cover it", h.name)
		}
	}
}

// TestTotalSecrecyHidesDrawnWounds: under Total Secrecy a drawn Scorpion
// (and the Reflexes choice it offers) is the drawer's secret.
func TestTotalSecrecyHidesDrawnWounds(t *testing.T) {
	for _, secrecy := range []bool{false, true} {
		s, err := NewState(Options{Players: 2, Adventurers: [MaxPlayers]Adventurer{3, 0}, TotalSecrecy: secrecy}) // Watanabe has Reflexes
		if err != nil {
			t.Fatal(err)
		}
		scorpion, _ := kindCards[KindScorpion].Next(0)
		treasure, _ := OriginCards(OriginSand).And(kindCards[KindTreasure]).Next(0)
		for _, c := range []CardID{scorpion, treasure} {
			u := s
			u.Phase, u.Deal, u.Round, u.Turn = PhaseActions, NumSarcophagi, 1, 0
			u.Players[0].Square = mustSquare("B7")
			u.Drawing, u.DrawDeck = true, OriginSand
			if err := u.Apply(Action{Kind: ActChance, A: uint8(c)}); err != nil {
				t.Fatal(err)
			}
			if c == scorpion && u.Must != MustReact {
				t.Fatal("Watanabe is not offered Reflexes for a Scorpion")
			}
			mine, theirs := u.Observe(0), u.Observe(1)
			if mine.Players[0].Wounds != map[bool]int{true: 1, false: 0}[c == scorpion] {
				t.Errorf("Watanabe sees %d wounds of his own", mine.Players[0].Wounds)
			}
			if secrecy && (theirs.Players[0].Wounds != 0 || theirs.Must != MustNothing || theirs.Players[0].Cards.Has(c)) {
				t.Errorf("under Total Secrecy the other seat learns of the %s: %+v", c, theirs.Players[0])
			}
			if !secrecy && !theirs.Players[0].Cards.Has(c) {
				t.Errorf("the drawn %s is not shown to the other seat", c)
			}
		}
	}
}

// observationDiff names the top-level fields two observations differ in.
func observationDiff(a, b Observation) string {
	var out string
	add := func(name string, same bool) {
		if !same {
			out += " " + name
		}
	}
	add("Must", a.Must == b.Must)
	add("MustCard", a.MustCard == b.MustCard)
	for p := range a.Players {
		if a.Players[p] != b.Players[p] {
			out += fmt.Sprintf(" Players[%d] %+v -> %+v", p, a.Players[p], b.Players[p])
		}
	}
	add("SetAsideBlock", a.SetAsideBlock == b.SetAsideBlock)
	add("BagSize", a.BagSize == b.BagSize)
	add("Sarcophagi", a.Sarcophagi == b.Sarcophagi)
	add("DeckCount", a.DeckCount == b.DeckCount)
	add("Discard", a.Discard == b.Discard)
	add("Unknown", a.Unknown == b.Unknown)
	add("Current", a.Current == b.Current)
	return out
}

// TestEventsTellNoMoreThanTheObservation: what the logs and the animations
// tell a seat (each event as SeenBy gives it) names no card and no
// stone block that the seat's observation after the step does not place.
// Both logs, the on-screen one and the save's, are told from these events.
func TestEventsTellNoMoreThanTheObservation(t *testing.T) {
	games := 150
	if testing.Short() {
		games = 40
	}
	secretBags := 0
	for g := 0; g < games; g++ {
		seed := uint64(g)
		opt := Options{Players: uint8(2 + g%5), Adventurers: DrawAdventurers(2+g%5, seed), TotalSecrecy: g%4 != 3, AlternateMummies: g%3 == 0}
		m, err := NewMatch(opt, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 0x5ec2e7))
		var buf [maxLegal]Action
		var evs []Event
		for step := 1; !m.State.IsOver(); step++ {
			a := m.ChanceOutcome()
			if !m.State.IsChance() {
				legal := m.State.Legal(buf[:0])
				a = legal[r.IntN(len(legal))]
				for _, l := range legal { // fill Bags whenever possible: they are rare at random
					if l.Kind == ActUse && CardID(l.A).Info().Kind == KindBag && r.IntN(2) == 0 {
						a = l
					}
				}
			}
			note := m.State.Notation(a)
			if evs, err = m.Apply(a, evs[:0]); err != nil {
				t.Fatalf("seed %d step %d %q: %v", seed, step, note, err)
			}
			for _, e := range evs {
				if e.Kind == EvCardBagged && !m.State.Public.Has(e.Card) {
					secretBags++
				}
			}
			for seat := -1; seat < m.State.NumSeats(); seat++ {
				o := m.State.Observe(seat)
				for _, e := range evs {
					v := e.SeenBy(seat)
					if v.Card < NumCards && o.Unknown.Has(v.Card) {
						t.Fatalf("seed %d step %d %q (secrecy %v): seat %d is told %s, whose place it cannot see", seed, step, note, opt.TotalSecrecy, seat, v)
					}
					switch v.Kind {
					case EvPeekBlock, EvBlockSetAside, EvBlockReturned:
						if v.Value != 0 && int(v.Seat) != seat {
							t.Fatalf("seed %d step %d %q: seat %d is told the number of a block it did not see: %s", seed, step, note, seat, v)
						}
					}
				}
			}
		}
	}
	if secretBags == 0 {
		t.Error("no game put a hidden card into a Bag: the test does not cover it")
	}
}
