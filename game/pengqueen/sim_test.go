package pengqueen

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// The random simulation plays many seeded games with a uniformly random
// policy at every player count and checks the invariants after every
// single step (Check: cards, tokens, squares, dice, and every piece inside
// its public Sight). Random games are long (a random Mummy rarely catches
// anyone and random hunters rarely stop on their symbols), so they reach
// eliminations, forced resets, stuck pieces and long re-roll chains.

func simGames() int {
	if testing.Short() {
		return 60
	}
	return 500 // 2,000 games over the four player counts
}

// TestRandomGames: every step keeps the invariants; every listed action
// is accepted (checked on a sample of steps: each legal action applied to a
// copy); an action not listed is refused and changes nothing; every step's
// notation reads back as the same step.
func TestRandomGames(t *testing.T) {
	var buf [MaxLegal]Action
	for players := MinSeats; players <= MaxSeats; players++ {
		wins := [2]int{}
		for g := 0; g < simGames(); g++ {
			rng := rand.New(rand.NewPCG(uint64(players)<<32|uint64(g), 5))
			s, err := NewState(Options{Players: uint8(players)})
			if err != nil {
				t.Fatal(err)
			}
			for step := 0; !s.Over; step++ {
				if step > 200_000 {
					t.Fatalf("%d players game %d: no end after %d steps", players, g, step)
				}
				legal := s.Legal(buf[:0])
				if step%97 == 0 {
					if err := checkEveryAction(&s, legal); err != nil {
						t.Fatalf("%d players game %d step %d: %v", players, g, step, err)
					}
				}
				if step%13 == 0 {
					if err := checkRefusals(&s, legal, rng); err != nil {
						t.Fatalf("%d players game %d step %d: %v", players, g, step, err)
					}
				}
				a := legal[rng.IntN(len(legal))]
				note := s.Notation(a)
				if err := s.Apply(a); err != nil {
					t.Fatalf("%d players game %d step %d: %q refused: %v", players, g, step, note, err)
				}
				if err := s.Check(); err != nil {
					t.Fatalf("%d players game %d step %d after %q: %v", players, g, step, note, err)
				}
			}
			if s.Winner == MummySeat {
				wins[0]++
			} else {
				wins[1]++
			}
		}
		if wins[0] == 0 || wins[1] == 0 {
			t.Errorf("%d players: the Mummy won %d, the hunters %d: random play should reach both ends", players, wins[0], wins[1])
		}
	}
}

// checkEveryAction applies each legal action to a copy of s: each is
// accepted, keeps the invariants, and its notation parses back.
func checkEveryAction(s *State, legal []Action) error {
	for _, a := range legal {
		note := s.Notation(a)
		b, err := s.ParseStep(note)
		if err != nil || b != a {
			return fmt.Errorf("%q reads back as %v (%v)", note, b, err)
		}
		c := *s
		if err := c.Apply(a); err != nil {
			return fmt.Errorf("legal %q refused: %v", note, err)
		}
		if err := c.Check(); err != nil {
			return fmt.Errorf("after %q: %v", note, err)
		}
	}
	return nil
}

// checkRefusals tries random actions that Legal does not list: each is
// refused with an error and leaves the state as it was.
func checkRefusals(s *State, legal []Action, rng *rand.Rand) error {
	for i := 0; i < 8; i++ {
		a := Action{Kind: ActionKind(rng.IntN(int(ActChance) + 2)), A: uint8(rng.IntN(12)), B: uint8(rng.IntN(NumSquares + 2))}
		if i%2 == 0 && len(legal) > 0 { // near misses: a legal action, another square
			a = legal[rng.IntN(len(legal))]
			a.B = uint8(rng.IntN(NumSquares))
		}
		listed := false
		for _, l := range legal {
			listed = listed || l == a
		}
		if listed {
			continue
		}
		before := *s
		err := s.Apply(a)
		if err == nil || err.Error() == "" {
			return fmt.Errorf("%v accepted though not listed", a)
		}
		if *s != before {
			return fmt.Errorf("%v refused but the state changed", a)
		}
	}
	return nil
}

// TestMaxLegalBound: the largest node of the game fits MaxLegal: a roll
// showing every face, from every square, with the Mummy nowhere near and
// no other piece to block a move.
func TestMaxLegalBound(t *testing.T) {
	s := newGame(t, Options{Players: 2})
	put(t, s, 1, "K13")
	best, where := 0, NoSquare
	for q := Floor().First(); q != NoSquare; q = Floor().After(q) {
		c := *s
		c.Pieces[0].Square = q
		c.Sight[0] = SquaresOf(q)
		c.Mummy = Sarcophagus()
		c.Phase, c.Faces, c.RollSize, c.Rolled, c.Rolls = PhaseChoose, [NumDice]Face{Face1, Face2, Face3, Face4, FaceArrow}, 5, 5, 1
		var buf [MaxLegal]Action
		if n := len(c.Legal(buf[:0])); n > best {
			best, where = n, q
		}
	}
	t.Logf("the most legal steps: %d, from %s", best, where)
	if best > MaxLegal || best < MaxLegal/2 {
		t.Errorf("the largest node has %d steps; MaxLegal is %d", best, MaxLegal)
	}
}
