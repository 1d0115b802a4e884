package pengqueen

import (
	"strings"
	"testing"
)

// newGame sets up a game and deals it: hands[h] names cards for seat h+1
// (the rest of each hand is the first card of its pile). Play then waits
// for the first piece's decision.
func newGame(t *testing.T, opt Options, hands ...[]string) *State {
	t.Helper()
	s, err := NewState(opt)
	if err != nil {
		t.Fatal(err)
	}
	want := make([]CardSet, MaxHunters)
	var wanted CardSet
	for h, ids := range hands {
		for _, id := range ids {
			want[h] = want[h].With(card(t, id))
		}
		wanted |= want[h]
	}
	var buf [MaxLegal]Action
	for s.Phase == PhaseDeal {
		seat, col := s.dealSlot()
		a := s.Legal(buf[:0])[0]
		if c := (s.Unseen & ColourCards(col) &^ wanted).First(); c != NoCard {
			a = Action{Kind: ActChance, A: uint8(c)}
		}
		if c := (want[seat-1] &^ s.Hands[seat-1] & ColourCards(col)).First(); c != NoCard {
			a = Action{Kind: ActChance, A: uint8(c)}
		}
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	for h := range hands {
		if want[h]&^s.Hands[h] != 0 {
			t.Fatalf("seat %d was dealt %s, wanted %s", h+1, s.Hands[h], want[h])
		}
	}
	check(t, &s)
	return &s
}

// do plays steps in notation and returns their events.
func do(t *testing.T, s *State, steps ...string) []Event {
	t.Helper()
	var evs []Event
	for _, text := range steps {
		a, err := s.ParseStep(text)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		if evs, err = s.ApplyEvents(a, evs); err != nil {
			t.Fatalf("%q refused in phase %s: %v", text, s.Phase, err)
		}
		check(t, s)
	}
	return evs
}

// refuse checks that a step is refused, with an error, leaving the state
// unchanged.
func refuse(t *testing.T, s *State, text string) {
	t.Helper()
	before := *s
	a, err := s.ParseStep(text)
	if err == nil {
		err = s.Apply(a)
	}
	if err == nil {
		t.Fatalf("%q was accepted in phase %s", text, before.Phase)
	}
	if *s != before {
		t.Fatalf("%q was refused (%v) but changed the state", text, err)
	}
	if err.Error() == "" {
		t.Fatalf("%q: an empty error", text)
	}
}

// check fails the test if s breaks an invariant.
func check(t *testing.T, s *State) {
	t.Helper()
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
}

// put places piece p on square name in plain sight (its Sight is that
// square), as a scenario starts.
func put(t *testing.T, s *State, p int, name string) {
	t.Helper()
	q := sq(t, name)
	s.Pieces[p].Square = q
	s.Sight.At(p, q)
}

// putMummy places the Mummy.
func putMummy(t *testing.T, s *State, name string) {
	t.Helper()
	s.Mummy = sq(t, name)
	for p := range s.Sight {
		s.Sight[p] = s.Sight[p].Without(s.Mummy)
	}
}

// legalSet is the notation of every legal step.
func legalSet(s *State) []string {
	var buf [MaxLegal]Action
	var out []string
	for _, a := range s.Legal(buf[:0]) {
		out = append(out, s.Notation(a))
	}
	return out
}

// has reports whether the legal steps include text.
func has(s *State, text string) bool {
	for _, l := range legalSet(s) {
		if l == text {
			return true
		}
	}
	return false
}

// ends is the squares the legal moves of face f reach, as a sorted list.
func ends(s *State, f string) string {
	var out []string
	for _, l := range legalSet(s) {
		if rest, ok := strings.CutPrefix(l, "move "+f+" "); ok {
			out = append(out, rest)
		}
	}
	return strings.Join(out, " ")
}

// kinds lists the kinds of the events.
func kinds(evs []Event) []EventKind {
	var out []EventKind
	for _, e := range evs {
		out = append(out, e.Kind)
	}
	return out
}

// find is the first event of kind k, or fails.
func find(t *testing.T, evs []Event, k EventKind) Event {
	t.Helper()
	for _, e := range evs {
		if e.Kind == k {
			return e
		}
	}
	t.Fatalf("no %s event in %v", k, kinds(evs))
	return Event{}
}

// rollFaces rolls the available dice with the given faces.
func rollFaces(t *testing.T, s *State, faces ...string) []Event {
	t.Helper()
	steps := []string{"roll"}
	for _, f := range faces {
		steps = append(steps, "white "+f)
	}
	evs := do(t, s, steps...)
	return evs
}
