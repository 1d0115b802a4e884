package horus

import (
	"math/rand/v2"
	"testing"
)

// TestRandomGamesKeepRules plays random games with both optional rules and
// checks the rules of play (State.Check) after every step.
func TestRandomGamesKeepRules(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 50
	}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		n := 2 + int(seed%5)
		opt := Options{Players: uint8(n), Adventurers: DrawAdventurers(n, seed), AlternateMummies: seed%2 == 0, TotalSecrecy: seed%3 == 0}
		m, err := NewMatch(opt, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 99))
		var buf []Action
		for steps := 0; !m.State.IsOver(); steps++ {
			var a Action
			if m.State.IsChance() {
				a = m.ChanceOutcome()
			} else {
				buf = m.State.Legal(buf[:0])
				a = buf[rng.IntN(len(buf))]
			}
			if _, err := m.Apply(a, nil); err != nil {
				t.Fatalf("seed %d step %d: %v", seed, steps, err)
			}
			if err := m.State.Check(); err != nil {
				t.Fatalf("seed %d step %d (%s): %v", seed, steps, m.Record.Steps[len(m.Record.Steps)-1], err)
			}
			if steps > 200000 {
				t.Fatalf("seed %d: the game does not end", seed)
			}
		}
	}
}

// TestWoundQueueBound checks the premises of woundQueueLen's bound and
// that a full queue loses no wound.
func TestWoundQueueBound(t *testing.T) {
	// A square lies in at most two sections, so at most two of the three
	// first mummies can share it.
	for q := Square(0); q < NumSquares; q++ {
		n := 0
		for sec := Section(0); sec < NumSections; sec++ {
			if q.InSection(sec) {
				n++
			}
		}
		if n > 2 {
			t.Fatalf("%s lies in %d sections", q, n)
		}
	}
	// The worst step: I adventurers inside, M = MaxPlayers-I mummified,
	// all on one corner square with every mummy that can stand there.
	worst := 0
	for in := 1; in <= MaxPlayers; in++ {
		worst = max(worst, in*(2+MaxPlayers-in))
	}
	if worst > woundQueueLen {
		t.Fatalf("a round start can queue %d wounds; the queue holds %d", worst, woundQueueLen)
	}
	// Forced past its size (which play never does), the queue settles its
	// oldest wound early instead of dropping one: six seats touched by
	// four mummies each, 24 wounds.
	// Six adventurers, all on D12 at their first decision.
	s, err := NewState(Options{Players: 6, Adventurers: DrawAdventurers(6, 1)})
	if err != nil {
		t.Fatal(err)
	}
	var buf [maxLegal]Action
	for s.IsChance() {
		if err := s.Apply(s.Legal(buf[:0])[0]); err != nil {
			t.Fatal(err)
		}
	}
	for p := 0; p < s.NumSeats(); p++ {
		s.Players[p].Square = mustSquare("D12")
	}
	var evs []Event
	st := step{s: &s, ev: &evs, rec: true}
	for p := 0; p < s.NumSeats(); p++ {
		for m := 0; m < 4; m++ {
			st.queueWound(p, uint8(m%3))
		}
	}
	if int(s.NWounds) > woundQueueLen {
		t.Fatalf("%d wounds queued in a queue of %d", s.NWounds, woundQueueLen)
	}
	st.advance()
	for p := 0; p < s.NumSeats(); p++ {
		if got := s.Players[p].WoundCount(); got != 4 {
			t.Errorf("seat %d holds %d wounds, want 4", p, got)
		}
	}
	n := 0
	for _, e := range evs {
		if e.Kind == EvWound {
			n++
		}
	}
	if n != 24 || s.NWounds != 0 {
		t.Fatalf("%d wound events, %d still queued; want 24 and none", n, s.NWounds)
	}
}

// TestAlternateMummyStartsAvoidTheSetupDiagram: the optional rule
// "Alternate mummy starting spaces" reads "Place the mummies on alternate
// starting spaces other than those shown in the setup diagram on page 5.
// Each mummy still moves in its own section of the corridor." Chance may
// place each mummy on every square of its section, facing either way along
// it, except its square of the setup diagram.
func TestAlternateMummyStartsAvoidTheSetupDiagram(t *testing.T) {
	s, err := NewState(Options{Players: 2, Adventurers: [MaxPlayers]Adventurer{0, 1}, AlternateMummies: true})
	if err != nil {
		t.Fatal(err)
	}
	var buf [maxLegal]Action
	for s.Deal < NumSarcophagi {
		if err := s.Apply(s.Legal(buf[:0])[0]); err != nil {
			t.Fatal(err)
		}
	}
	for m, st := range mummyStarts {
		home := mustSquare(st.Square)
		offered := map[Square]int{}
		for _, a := range s.Legal(buf[:0]) {
			q := Square(a.A)
			if q == home {
				t.Errorf("%s may be placed on %s, its square of the setup diagram (%s)", st.Name, q, s.Notation(a))
			}
			if !q.InSection(st.Section) {
				t.Errorf("%s may be placed on %s, outside its section", st.Name, q)
			}
			offered[q]++
		}
		for q := Square(0); q < NumSquares; q++ {
			if q.Region() == RegionCorridor && q.InSection(st.Section) && q != home && offered[q] != 2 {
				t.Errorf("%s: %s is offered %d times, want both facings along the section", st.Name, q, offered[q])
			}
		}
		// Place it on the first square offered and go on to the next mummy.
		a := s.Legal(buf[:0])[0]
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
		if s.Mummies[m].Square == home {
			t.Errorf("%s stands on %s after setup", st.Name, home)
		}
	}
	if s.Phase == PhaseSetup {
		t.Fatalf("setup is not over after placing the three mummies")
	}
}

// TestGreedyGamesAtTheCardLimit plays games in which every seat loads up
// in the rooms, then walks to the corridor and opens, takes and picks
// whatever it can, never throwing anything away in phase 1, so hands reach
// the 12-card limit: "If, at any time, an action would cause a player to
// exceed a WLL of 12, that player must immediately discard a single
// Treasure, Idol, or Equipment card or the action cannot be performed."
// After every step the engine's invariants hold (no seat ever holds 13
// cards), and every kind of card that waits for a discard (a search's, a
// treasure, an idol, a wound) has waited.
func TestGreedyGamesAtTheCardLimit(t *testing.T) {
	const games = 600 // a couple of seconds; fewer may not bring an idol to a full hand
	var waited [4]int // search, treasure, idol, wound
	for seed := uint64(1); seed <= uint64(games); seed++ {
		n := 2 + int(seed%5)
		opt := Options{Players: uint8(n), Adventurers: DrawAdventurers(n, seed), AlternateMummies: seed%2 == 0, TotalSecrecy: seed%3 == 0}
		r := rand.New(rand.NewPCG(seed, 12))
		m, err := NewMatch(opt, seed)
		if err != nil {
			t.Fatal(err)
		}
		var buf []Action
		for steps := 0; !m.State.IsOver(); steps++ {
			s := &m.State
			var a Action
			if s.IsChance() {
				a = m.ChanceOutcome()
			} else {
				buf = s.Legal(buf[:0])
				a = greedy(s, buf, r)
			}
			if _, err := m.Apply(a, nil); err != nil {
				t.Fatalf("seed %d step %d %s: %v", seed, steps, s.Notation(a), err)
			}
			if err := checkInvariants(s); err != nil {
				t.Fatalf("seed %d step %d (%s): %v", seed, steps, m.Record.Steps[len(m.Record.Steps)-1], err)
			}
			if err := checkLegalActions(s); err != nil {
				t.Fatalf("seed %d step %d: %v", seed, steps, err)
			}
			if s.Must == MustDiscard {
				switch {
				case s.Drawing:
					waited[0]++
				case s.MustCard == NoCard:
					waited[3]++
				case s.MustCard.Info().Kind == KindIdol:
					waited[2]++
				default:
					waited[1]++
				}
			}
			if steps > 100000 {
				t.Fatalf("seed %d: the game does not end", seed)
			}
		}
		if err := checkRoundTrip(m); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
	t.Logf("discards made before a search's card %d, a treasure %d, an idol %d, a wound %d times", waited[0], waited[1], waited[2], waited[3])
	for i, what := range []string{"a search's card", "a treasure", "an idol", "a wound"} {
		if waited[i] == 0 {
			t.Errorf("%s never waited for a discard in %d games: the test no longer reaches the limit", what, games)
		}
	}
}

// toCorridor is each square's distance in steps to the Mummies' Corridor.
var toCorridor = func() (d [NumSquares]int) {
	var queue []Square
	for q := Square(0); q < NumSquares; q++ {
		d[q] = -1
		if q.Valid() && q.Region() == RegionCorridor {
			d[q] = 0
			queue = append(queue, q)
		}
	}
	for len(queue) > 0 {
		q := queue[0]
		queue = queue[1:]
		for dir := Dir(0); dir < 4; dir++ {
			if n := q.Neighbor(dir); n != NoSquare && d[n] < 0 {
				d[n] = d[q] + 1
				queue = append(queue, n)
			}
		}
	}
	return d
}()

// greedy is the loader's policy: search while light, then head for the
// corridor; open, take and pick whatever it can; never discard unless it
// must; end the turn only when nothing else is left (or now and then).
func greedy(s *State, legal []Action, r *rand.Rand) Action {
	var gain, closer, other []Action
	var end Action
	me := s.Current()
	for _, a := range legal {
		switch a.Kind {
		case ActSearch:
			if s.Players[me].Count() < 10 || r.IntN(4) == 0 {
				gain = append(gain, a)
			}
		case ActOpen, ActTake, ActPick, ActReroll:
			gain = append(gain, a)
		case ActMove:
			if Square(a.A).Region() != RegionEntrance {
				other = append(other, a)
			}
			if from, to := toCorridor[s.Players[me].Square], toCorridor[Square(a.A)]; to >= 0 && to < from {
				closer = append(closer, a)
			}
		case ActEnd:
			end = a
		case ActDiscard:
			if s.Must == MustDiscard {
				other = append(other, a)
			}
		default:
			other = append(other, a)
		}
	}
	heavy := me >= 0 && s.Players[me].Count() >= 9
	switch {
	case len(gain) > 0:
		return gain[r.IntN(len(gain))]
	case heavy && len(closer) > 0:
		return closer[r.IntN(len(closer))]
	case len(other) > 0 && r.IntN(4) > 0:
		return other[r.IntN(len(other))]
	case end.Kind == ActEnd:
		return end
	}
	return legal[r.IntN(len(legal))]
}
