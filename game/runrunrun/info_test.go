package runrunrun

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// Hidden information (spec §16.1): a seat's hand is its own (the size is
// public), Regroup cards face down are their owner's until revealed
// together, the deck's order and the Lord are no one's (the state does not
// even hold them: chance decides when a card is drawn or the Lord turned).

// swapHidden exchanges one card of seat q's hand (or laid cards) with one
// of the deck: a change only q can see.
func swapHidden(s *State, q int, rng *rand.Rand) bool {
	from := &s.Hands[q]
	if s.Laid[q] != 0 && rng.IntN(2) == 0 {
		from = &s.Laid[q]
	}
	if *from == 0 || s.Deck == 0 {
		return false
	}
	a := from.Nth(rng.IntN(from.Len()))
	b := s.Deck.Nth(rng.IntN(s.Deck.Len()))
	*from = from.Without(a).With(b)
	s.Deck = s.Deck.Without(b).With(a)
	return true
}

// checkObservations: changing what only seat q sees changes nothing in the
// others' observations (and the onlooker's), but does change q's own;
// under the open-hands option everyone sees it.
func checkObservations(s *State, rng *rand.Rand) error {
	for q := 0; q < s.NumSeats(); q++ {
		t := *s
		if !swapHidden(&t, q, rng) {
			continue
		}
		for p := -1; p < s.NumSeats(); p++ {
			same := s.Observe(p) == t.Observe(p)
			if p == q || s.Opt.OpenHands {
				if same {
					return fmt.Errorf("seat %d does not see a change in seat %d's hand", p, q)
				}
			} else if !same {
				return fmt.Errorf("seat %d sees a change in seat %d's hidden cards", p, q)
			}
		}
	}
	return nil
}

// checkDeterminize: a state sampled from a seat's observation gives that
// seat the same observation, keeps the rules' bookkeeping, and plays on.
func checkDeterminize(s *State, rng *rand.Rand) error {
	for p := -1; p < s.NumSeats(); p++ {
		obs := s.Observe(p)
		d := Determinize(obs, rng)
		if d.Observe(p) != obs {
			return fmt.Errorf("seat %d: the sample's observation differs", p)
		}
		if err := d.Check(); err != nil {
			return fmt.Errorf("seat %d: the sample breaks a rule: %v", p, err)
		}
		if d.Deck.Len() != s.Deck.Len() {
			return fmt.Errorf("seat %d: the sample's deck has %d cards, not %d", p, d.Deck.Len(), s.Deck.Len())
		}
	}
	return nil
}

// TestObservationsHideOnlyHiddenInformation plays games and, at every
// step, changes only hidden cards and compares observations; and samples
// states from each observation.
func TestObservationsHideOnlyHiddenInformation(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for players := 1; players <= MaxSeats; players++ {
		for g := 0; g < simGames()/20; g++ {
			seed := uint64(players*31 + g)
			check := func(s *State) error {
				if err := checkObservations(s, rng); err != nil {
					return err
				}
				return checkDeterminize(s, rng)
			}
			if _, err := playHeuristic(simOptions(players, seed), seed, 0.1, check); err != nil {
				t.Fatalf("%d cats, seed %d: %v", players, seed, err)
			}
		}
	}
}

// TestEventsShowHiddenCardsOnlyToTheirOwner: a card drawn, or laid face
// down, shows its face to its owner only (to all under open hands); a
// card lost to an attack, discarded or revealed is public. Every chance
// step's events say something was revealed.
func TestEventsShowHiddenCardsOnlyToTheirOwner(t *testing.T) {
	for _, open := range []bool{false, true} {
		opt := Options{Players: 3, Difficulty: Normal, Cats: DrawCats(3, 4), OpenHands: open}
		m, err := NewMatch(opt, 4)
		if err != nil {
			t.Fatal(err)
		}
		h := &heuristic{rng: rand.New(rand.NewPCG(4, 4)), noise: 0.2}
		var buf [MaxLegal]Action
		seen := map[EventKind]bool{}
		for !m.State.Over {
			chance := m.State.IsChance()
			var a Action
			if chance {
				a = m.ChanceOutcome()
			} else {
				a = h.pick(&m.State, m.State.Legal(buf[:0]))
			}
			evs, err := m.Apply(a, nil)
			if err != nil {
				t.Fatal(err)
			}
			revealed := false
			for _, e := range evs {
				seen[e.Kind] = true
				revealed = revealed || e.Reveal
				for p := -1; p < 3; p++ {
					v := e.SeenBy(p)
					hidden := (e.Kind == EvCardDrawn || e.Kind == EvCardsLaid) && !open && int(e.Seat) != p
					if hidden && (v.Card != NoCard || v.Card2 != NoCard) {
						t.Fatalf("seat %d sees the face of seat %d's %v", p, e.Seat, e.Kind)
					}
					if !hidden && (v.Card != e.Card || v.Card2 != e.Card2) {
						t.Fatalf("seat %d does not see the public %v", p, e.Kind)
					}
				}
			}
			if chance && !revealed {
				t.Fatalf("the chance step %s reveals nothing", m.Record.Steps[len(m.Record.Steps)-1])
			}
		}
		if !seen[EvCardDrawn] || !seen[EvDieRolled] {
			t.Errorf("the game never drew or rolled: %v", seen)
		}
	}
}

// TestDeterminizeNeverPanics: a damaged observation gives some state, not a
// crash.
func TestDeterminizeNeverPanics(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var o Observation
	o.Opt.Players = 9
	o.Turn = 7
	o.NTasks = 200
	o.HandSize = [MaxSeats]uint8{200, 200, 200, 200}
	o.Unknown = allCards
	s := Determinize(o, rng)
	if s.NumSeats() != MinSeats || s.NTasks > maxTasks {
		t.Errorf("seats %d, tasks %d", s.NumSeats(), s.NTasks)
	}
}
