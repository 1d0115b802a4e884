package runrunrun

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/game/table"
)

func newMatch(t *testing.T, players int, values map[string]string, seed uint64) table.Match {
	t.Helper()
	s := table.Setup{Values: values}
	for range players {
		s.Seats = append(s.Seats, table.SeatSetup{Kind: "medium"})
	}
	m, err := rrr.Game.New(s, seed)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// decisions plays a match with the medium team and calls each at every
// decision with more than one legal step.
func decisions(t *testing.T, m table.Match, seed uint64, most int, each func(m table.Match)) {
	t.Helper()
	c := table.ComputerOf(rrr.GameID)
	for n := 0; m.Actor() != table.Over && n < most; {
		step := m.ChanceStep()
		if step == "" {
			if len(m.Legal()) > 1 {
				each(m)
				n++
			}
			think, err := c.Think(m, "medium", seed)
			if err != nil {
				t.Fatal(err)
			}
			step = think(context.Background())
		}
		if _, err := m.Apply(step); err != nil {
			t.Fatal(err)
		}
	}
}

func TestComputerIsRegisteredWithThreeLevels(t *testing.T) {
	c := table.ComputerOf(rrr.GameID)
	if c == nil {
		t.Fatal("no computer teammates registered for runrunrun")
	}
	if got := c.Levels(); !slices.Equal(got, []string{"easy", "medium", "hard"}) {
		t.Errorf("levels %v", got)
	}
	m := newMatch(t, 2, nil, 1)
	if _, err := c.Think(m, "grandmaster", 1); err == nil {
		t.Error("an unknown level was accepted")
	}
}

// TestEveryLevelPlaysLegalStepsAndRepeatsItself: every level's step is one
// of the legal steps, and the same seed gives the same step.
func TestEveryLevelPlaysLegalStepsAndRepeatsItself(t *testing.T) {
	c := table.ComputerOf(rrr.GameID)
	m := newMatch(t, 3, nil, 4)
	decisions(t, m, 4, 40, func(m table.Match) {
		for _, level := range Levels {
			if level == "hard" && len(m.Record().Steps)%3 != 0 {
				continue // the search is slow: a third of the positions
			}
			a, err := c.Think(m, level, 9)
			if err != nil {
				t.Fatal(err)
			}
			b, _ := c.Think(m, level, 9)
			s1, s2 := a(context.Background()), b(context.Background())
			if !slices.Contains(m.Legal(), s1) {
				t.Fatalf("%s chose %q, not a legal step", level, s1)
			}
			if s1 != s2 {
				t.Fatalf("%s chose %q then %q with the same seed", level, s1, s2)
			}
		}
	})
}

// TestNoPeeking: a teammate decides from its seat's observation only
// (spec §16.4). A resampled match looks the same to the seat but deals
// the other hands and the deck anew: every level chooses the same.
func TestNoPeeking(t *testing.T) {
	c := table.ComputerOf(rrr.GameID)
	rng := rand.New(rand.NewPCG(3, 3))
	differed := 0
	for _, players := range []int{2, 4} {
		m := newMatch(t, players, nil, uint64(players))
		decisions(t, m, uint64(players), 30, func(m table.Match) {
			seat := m.Actor()
			other := m.Resample(seat, rng)
			if other.Observe(seat) != m.Observe(seat) {
				t.Fatal("a resampled match looks different to the seat")
			}
			if other.Hash() != m.Hash() {
				differed++
			}
			levels := []string{"easy", "medium"}
			if len(m.Record().Steps)%5 == 0 {
				levels = append(levels, "hard") // the search is slower: some positions
			}
			for _, level := range levels {
				a, _ := c.Think(m, level, 5)
				b, _ := c.Think(other, level, 5)
				if x, y := a(context.Background()), b(context.Background()); x != y {
					t.Fatalf("%s: %q with the real hidden cards, %q with others", level, x, y)
				}
			}
		})
	}
	if differed == 0 {
		t.Error("no resample differed: the test changed nothing hidden")
	}
}

// TestOpenHandsShowEveryHand: under open hands (§16.2: "computer
// teammates may then use all hands") the observation a teammate decides
// from holds every hand.
func TestOpenHandsShowEveryHand(t *testing.T) {
	m := newMatch(t, 3, map[string]string{rrr.FieldOpenHands: "on"}, 2)
	decisions(t, m, 2, 1, func(m table.Match) {
		obs := m.Observe(m.Actor()).(rrr.Observation)
		for q := range 3 {
			if obs.Hands[q].Len() != int(obs.HandSize[q]) {
				t.Errorf("seat %d's hand is hidden under open hands", q)
			}
		}
	})
}

// TestHintIsTheHardChoiceWithWords: the hint is a legal step with a reason
// the game words, and it is the same when asked twice.
func TestHintIsTheHardChoiceWithWords(t *testing.T) {
	c := table.ComputerOf(rrr.GameID)
	m := newMatch(t, 2, nil, 6)
	seen := map[string]bool{}
	decisions(t, m, 6, 12, func(m table.Match) {
		step, r, err := c.Hint(context.Background(), m)
		if err != nil {
			t.Fatal(err)
		}
		again, _, _ := c.Hint(context.Background(), m)
		if !slices.Contains(m.Legal(), step) || step != again {
			t.Fatalf("hint %q then %q (legal: %v)", step, again, m.Legal())
		}
		if rrr.Game.Explain(r, nil) == "" {
			t.Errorf("the reason %+v has no words", r)
		}
		seen[r.Code] = true
	})
	if len(seen) < 2 {
		t.Errorf("every hint gave the same reason: %v", seen)
	}
}

// TestCancelledSearchAnswersAtOnce: a hard teammate whose time is up
// still gives a legal step.
func TestCancelledSearchAnswersAtOnce(t *testing.T) {
	c := table.ComputerOf(rrr.GameID)
	m := newMatch(t, 2, nil, 8)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	decisions(t, m, 8, 10, func(m table.Match) {
		think, _ := c.Think(m, "hard", 1)
		if step := think(ctx); !slices.Contains(m.Legal(), step) {
			t.Fatalf("%q is not legal", step)
		}
	})
}

// TestMarkerKeepsAWaitingCorner: spec §16.3, "Computer teammates mark the
// cell they plan to use": a teammate marks a cell only where a symbol of
// its hand would close an exit triangle, and teammates do mark.
func TestMarkerKeepsAWaitingCorner(t *testing.T) {
	marks := 0
	for seed := uint64(1); seed <= 12 && marks < 3; seed++ {
		m := newMatch(t, 3, nil, seed)
		decisions(t, m, seed, 400, func(m table.Match) {
			seat := m.Actor()
			think, _ := table.ComputerOf(rrr.GameID).Think(m, "medium", seed)
			step := think(context.Background())
			if !strings.HasPrefix(step, "mark ") {
				return
			}
			marks++
			obs := m.Observe(seat).(rrr.Observation)
			var at rrr.Coord
			if _, err := fmt.Sscanf(step, "mark %d,%d", &at.Q, &at.R); err != nil {
				t.Fatal(err)
			}
			if !closesExitTriangle(&obs.Public, obs.Hands[seat], at) {
				t.Errorf("%q: no card of the hand closes an exit triangle there", step)
			}
		})
	}
	if marks == 0 {
		t.Error("no teammate ever marked a cell")
	}
}

// closesExitTriangle reports whether a symbol of hand would close an exit
// triangle at the empty cell at (whatever the corridors).
func closesExitTriangle(s *rrr.Public, hand rrr.CardSet, at rrr.Coord) bool {
	for d := rrr.Side(0); d < rrr.NumSides; d++ {
		a, b := s.CellAt(at.Step(d)), s.CellAt(at.Step((d+1)%rrr.NumSides))
		if a == rrr.NoCell || b == rrr.NoCell {
			continue
		}
		ka, kb := s.Cells[a].Content(), s.Cells[b].Content()
		if !ka.IsSymbol() || !kb.IsSymbol() || ka == kb || s.Cells[a].UsedFor(true) || s.Cells[b].UsedFor(true) {
			continue
		}
		for r := hand; r != 0; r &= r - 1 {
			if k := r.First().Info().Content; k.IsSymbol() && k != ka && k != kb {
				return true
			}
		}
	}
	return false
}

// TestSeatedTeammatesPlayAWholeGame: a teammate kept for a seat
// (table.Seated) plays legal steps from its own stream over the whole
// game: the same seeds play the same game again, other seeds another.
func TestSeatedTeammatesPlayAWholeGame(t *testing.T) {
	seated, ok := table.ComputerOf(rrr.GameID).(table.Seated)
	if !ok {
		t.Fatal("the teammates cannot be kept for a seat")
	}
	if _, err := seated.Seat("grandmaster", 1); err == nil {
		t.Error("an unknown level was seated")
	}
	play := func(seed uint64) string {
		m := newMatch(t, 2, nil, 7)
		var players []table.Player
		for i, level := range []string{"easy", "medium"} {
			p, err := seated.Seat(level, seed+uint64(i))
			if err != nil {
				t.Fatal(err)
			}
			players = append(players, p)
		}
		if _, err := players[0].Think(m); err == nil {
			t.Fatal("a teammate was asked to deal the cards")
		}
		for m.Actor() != table.Over {
			step := m.ChanceStep()
			if step == "" {
				think, err := players[m.Actor()].Think(m)
				if err != nil {
					t.Fatal(err)
				}
				step = think(context.Background())
				if !slices.Contains(m.Legal(), step) {
					t.Fatalf("%q is not a legal step", step)
				}
			}
			if _, err := m.Apply(step); err != nil {
				t.Fatal(err)
			}
		}
		return m.Hash()
	}
	a := play(1)
	if b := play(1); a != b {
		t.Errorf("the same seeds ended in %s and %s", a, b)
	}
	if c := play(2); c == a {
		t.Errorf("other seeds played the same game (%s)", c)
	}
}

// TestTheSearchLevelsSearch: the medium and hard levels are more than the
// heuristic: at the decisions of a seeded game of the heuristic team their
// search overrules the heuristic's choice now and then, and mostly keeps
// it.
func TestTheSearchLevelsSearch(t *testing.T) {
	m, err := rrr.NewMatch(teamOptions(rrr.Normal, 2, 12), 12)
	if err != nil {
		t.Fatal(err)
	}
	pol := &policy{rng: rand.New(rand.NewPCG(12, 1))}
	var obs []rrr.Observation
	var buf [rrr.MaxLegal]rrr.Action
	for !m.State.Over {
		s := &m.State
		var a rrr.Action
		if s.IsChance() {
			a = m.ChanceOutcome()
		} else {
			legal := s.Legal(buf[:0])
			if len(legal) > 1 {
				obs = append(obs, s.Observe(s.Current()))
			}
			a, _ = pol.pick(s, legal)
		}
		if _, err := m.Apply(a, nil); err != nil {
			t.Fatal(err)
		}
	}
	for _, lv := range []string{"medium", "hard"} {
		differ := 0
		for i, o := range obs {
			d := rrr.Determinize(o, rand.New(rand.NewPCG(uint64(i), 2)))
			base, _ := pol.pick(&d, d.Legal(buf[:0]))
			b, _ := newBot(lv, uint64(i))
			if got, _ := b.choose(context.Background(), o); got != base {
				differ++
			}
		}
		t.Logf("%s: %d of %d decisions differ from the heuristic's", lv, differ, len(obs))
		if differ == 0 || differ > len(obs)/2 {
			t.Errorf("%s overruled the heuristic at %d of %d decisions", lv, differ, len(obs))
		}
	}
}
