package horus

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"
)

// obsDiff names the fields of two observations that differ.
func obsDiff(a, b Observation) string {
	va, vb := reflect.ValueOf(a), reflect.ValueOf(b)
	out := ""
	for i := 0; i < va.NumField(); i++ {
		if !reflect.DeepEqual(va.Field(i).Interface(), vb.Field(i).Interface()) {
			out += fmt.Sprintf("\n%s: want %#v\n got %#v", va.Type().Field(i).Name, va.Field(i).Interface(), vb.Field(i).Interface())
		}
	}
	return out
}

// playRandomDecisions plays seeded random games and calls f at every
// decision of a seat (not chance).
func playRandomDecisions(t *testing.T, games int, secrecy bool, f func(s *State, seed uint64)) {
	t.Helper()
	for seed := uint64(0); seed < uint64(games); seed++ {
		n := uint8(2 + seed%5)
		opt := Options{Players: n, TotalSecrecy: secrecy, AlternateMummies: seed%3 == 0}
		perm := rand.New(rand.NewPCG(seed, 7)).Perm(NumAdventurers)
		for i := 0; i < int(n); i++ {
			opt.Adventurers[i] = Adventurer(perm[i])
		}
		m, err := NewMatch(opt, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 8))
		var buf []Action
		for steps := 0; !m.State.IsOver() && steps < 20000; steps++ {
			var a Action
			if m.State.IsChance() {
				a = m.ChanceOutcome()
			} else {
				f(&m.State, seed)
				buf = m.State.Legal(buf[:0])
				a = buf[r.IntN(len(buf))]
			}
			if _, err := m.Apply(a, nil); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
		}
	}
}

// TestDeterminizeMatchesObservation: a sampled state looks exactly like the
// real one to the observer, and offers the same legal actions.
func TestDeterminizeMatchesObservation(t *testing.T) {
	for _, secrecy := range []bool{false, true} {
		checked := 0
		playRandomDecisions(t, 400, secrecy, func(s *State, seed uint64) {
			seat := s.Current()
			obs := s.Observe(seat)
			rng := rand.New(rand.NewPCG(seed, uint64(checked)))
			d := Determinize(obs, rng)
			if got := d.Observe(seat); got != obs {
				t.Fatalf("secrecy %v seed %d round %d: observation differs: %s", secrecy, seed, s.Round, obsDiff(obs, got))
			}
			// The cards are all somewhere, once.
			var all CardSet
			count := 0
			add := func(c CardSet) { all = all.Or(c); count += c.Len() }
			for dk := range d.Decks {
				add(d.Decks[dk])
			}
			add(d.Undealt)
			add(d.Discard)
			add(d.Supply[0])
			add(d.Supply[1])
			add(d.BagContents[0])
			add(d.BagContents[1])
			for p := 0; p < d.NumSeats(); p++ {
				add(d.Players[p].Hand)
			}
			for _, c := range d.Sarc {
				if c != NoCard {
					add(CardSet{}.With(c))
				}
			}
			for g := God(0); g < NumGods; g++ {
				if d.Alcoves&(1<<g) != 0 {
					add(CardSet{}.With(IdolCard(g)))
				}
			}
			if all != allCards || count != NumCards {
				t.Fatalf("seed %d: sampled state holds %d cards (%d distinct), want %d", seed, count, all.Len(), NumCards)
			}
			// Same legal actions, unless a Bag hides which treasures are
			// inside it (any choice is consistent with the observation).
			if obs.BagSize == [2]uint8{} {
				var b1, b2 [maxLegal]Action
				l1, l2 := s.Legal(b1[:0]), d.Legal(b2[:0])
				if len(l1) != len(l2) {
					t.Fatalf("seed %d: legal %v, sampled %v", seed, l1, l2)
				}
				for i := range l1 {
					if l1[i] != l2[i] {
						t.Fatalf("seed %d: legal %v, sampled %v", seed, l1, l2)
					}
				}
			}
			checked++
		})
		if checked < 1000 {
			t.Fatalf("only %d decisions checked", checked)
		}
	}
}

// TestDeterminizeHidesSecrets: two states that differ only in what the
// observer cannot see give the same samples for the same stream, and the
// samples do vary with the stream.
func TestDeterminizeHidesSecrets(t *testing.T) {
	varied := false
	playRandomDecisions(t, 20, true, func(s *State, seed uint64) {
		seat := s.Current()
		// Swap two face-down unread sarcophagi of the same god, if any.
		other := *s
		for i := 0; i < NumSarcophagi; i++ {
			for j := i + 1; j < NumSarcophagi; j++ {
				hidden := func(k int) bool {
					return s.Sarc[k] != NoCard && s.SarcOpen&(1<<k) == 0 && s.SarcKnown[k]&(1<<seat) == 0
				}
				if hidden(i) && hidden(j) && SarcophagusGod(i) == SarcophagusGod(j) {
					other.Sarc[i], other.Sarc[j] = s.Sarc[j], s.Sarc[i]
					other.SarcKnown[i], other.SarcKnown[j] = s.SarcKnown[j], s.SarcKnown[i]
				}
			}
		}
		o1, o2 := s.Observe(seat), other.Observe(seat)
		if o1 != o2 {
			t.Fatalf("seed %d: swapping hidden sarcophagi changed the observation", seed)
		}
		d1 := Determinize(o1, rand.New(rand.NewPCG(seed, 1)))
		d2 := Determinize(o2, rand.New(rand.NewPCG(seed, 1)))
		if d1 != d2 {
			t.Fatalf("seed %d: samples differ for the same observation and stream", seed)
		}
		d3 := Determinize(o1, rand.New(rand.NewPCG(seed, 2)))
		if d3 != d1 {
			varied = true
		}
	})
	if !varied {
		t.Fatal("the hidden cards were placed the same way for every stream")
	}
}

// TestDeterminizeBadInput: nonsense observations do not panic.
func TestDeterminizeBadInput(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var obs Observation
	_ = Determinize(obs, rng)
	obs.Opt.Players = 9
	obs.Seat = 7
	obs.SetAside = true
	obs.SetAsideBlock = 200
	obs.Unknown = CardSet{^uint64(0), ^uint64(0)}
	obs.BagSize = [2]uint8{9, 9}
	for i := range obs.Sarcophagi {
		obs.Sarcophagi[i] = SarcView{Present: true, Card: 250}
	}
	for p := range obs.Players {
		obs.Players[p].Hidden = [NumDecks]uint8{200, 200, 200}
		obs.Players[p].Count = 300
		obs.Players[p].NChests = 40
	}
	_ = Determinize(obs, rng)
}
