package pengqueen

import (
	"context"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"
	"time"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/game/table"
)

// contractMatch is a match of n human seats played by computer players of
// level through the contract for steps steps (or to the end).
func contractMatch(t *testing.T, n int, seed uint64, level string, steps int) table.Match {
	t.Helper()
	setup := table.Setup{Seats: make([]table.SeatSetup, n)}
	for i := range setup.Seats {
		setup.Seats[i] = table.SeatSetup{Kind: table.Human}
	}
	m, err := pq.Game.New(setup, seed)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < steps && m.Actor() != table.Over; i++ {
		step := m.ChanceStep()
		if step == "" {
			think, err := Computer.Think(m, level, seed+uint64(i))
			if err != nil {
				t.Fatal(err)
			}
			step = think(context.Background())
		}
		if _, err := m.Apply(step); err != nil {
			t.Fatalf("%s chose %q: %v", level, step, err)
		}
	}
	return m
}

// TestRegisteredWithTheContract: the shell finds the computer players of
// the game, weakest level first.
func TestRegisteredWithTheContract(t *testing.T) {
	c := table.ComputerOf(pq.GameID)
	if c == nil {
		t.Fatal("no computer players registered for pengqueen")
	}
	if !slices.Equal(c.Levels(), []string{"easy", "medium", "hard"}) {
		t.Errorf("levels %v", c.Levels())
	}
	m := contractMatch(t, 3, 1, "easy", 0)
	if _, err := c.Think(m, "grandmaster", 1); err == nil {
		t.Error("an unknown level was accepted")
	}
	if _, err := c.Think(m, "easy", 1); err == nil {
		t.Error("a computer was asked to deal the cards")
	}
}

// TestEveryLevelPlaysWholeGames: through the contract, every level plays
// legal steps at every number of players (the easy level whole games; the
// search levels, whose games are dear, stretches of one: the tournaments
// play them whole).
func TestEveryLevelPlaysWholeGames(t *testing.T) {
	for n := pq.MinSeats; n <= pq.MaxSeats; n++ {
		m := contractMatch(t, n, uint64(n), "easy", 1_000_000)
		if m.Actor() != table.Over {
			t.Errorf("%d players, easy: the game did not end", n)
		}
		contractMatch(t, n, uint64(n), "medium", 60)
		contractMatch(t, n, uint64(n), "hard", 30)
	}
}

// TestNoPeeking: a computer decides from its seat's observation alone.
// At decisions of seeded games, the match is resampled (everything the
// seat cannot see drawn anew: for the Mummy, where the hunters are, the
// dice and the hands; for a hunter, the other hands): the same seat with
// the same seed makes the same choice, at every level.
func TestNoPeeking(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	checked, differed := 0, 0
	for n := pq.MinSeats; n <= pq.MaxSeats; n++ {
		m := contractMatch(t, n, uint64(40+n), "easy", 0)
		for i := 0; i < 400 && m.Actor() != table.Over; i++ {
			if m.Actor() == table.Chance {
				m.Apply(m.ChanceStep())
				continue
			}
			seat := m.Actor()
			levels := []string{"easy"}
			if i%5 == 0 {
				levels = append(levels, "medium")
			}
			if i%40 == 0 {
				levels = append(levels, "hard")
			}
			other := m.Resample(seat, rng)
			if other.Observe(seat) != m.Observe(seat) {
				t.Fatal("Resample changed the seat's observation")
			}
			if other.Hash() != m.Hash() {
				differed++
			}
			for _, lv := range levels {
				a, _ := Computer.Think(m, lv, uint64(i))
				b, _ := Computer.Think(other, lv, uint64(i))
				if x, y := a(context.Background()), b(context.Background()); x != y {
					t.Fatalf("%d players, seat %d, %s: %q in the real game, %q in one it cannot tell from it", n, seat, lv, x, y)
				}
				checked++
			}
			think, _ := Computer.Think(m, "easy", uint64(i))
			m.Apply(think(context.Background()))
		}
	}
	if checked < 500 || differed < 100 {
		t.Fatalf("only %d decisions checked, %d against a different game", checked, differed)
	}
}

// TestThinkWorksOnItsOwnCopies: the decision Think returns may run after
// the match has moved on, and the same seed gives the same choice.
func TestThinkWorksOnItsOwnCopies(t *testing.T) {
	m := contractMatch(t, 4, 9, "medium", 120)
	for m.Actor() == table.Chance {
		m.Apply(m.ChanceStep())
	}
	legal := m.Legal()
	think, err := Computer.Think(m, "medium", 3)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := Computer.Think(m, "medium", 3)
	for i := 0; i < 60 && m.Actor() != table.Over; i++ { // the match moves on
		step := m.ChanceStep()
		if step == "" {
			step = m.Legal()[0]
		}
		m.Apply(step)
	}
	got := think(context.Background())
	if !slices.Contains(legal, got) {
		t.Fatalf("%q is not one of the steps that were legal: %v", got, legal)
	}
	if again(context.Background()) != got {
		t.Error("the same seed chose differently")
	}
}

// TestCancelledSearchAnswersAtOnce: a cancelled hard decision still
// returns a legal step, promptly.
func TestCancelledSearchAnswersAtOnce(t *testing.T) {
	m := contractMatch(t, 5, 11, "easy", 200)
	for m.Actor() == table.Chance {
		m.Apply(m.ChanceStep())
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	think, _ := Computer.Think(m, "hard", 1)
	done := make(chan string)
	go func() { done <- think(ctx) }()
	select {
	case step := <-done:
		if !slices.Contains(m.Legal(), step) {
			t.Errorf("%q is not legal", step)
		}
	case <-time.After(20 * time.Second): // a bound against hanging, not a speed test
		t.Fatal("a cancelled search did not answer")
	}
}

// TestHints: a hint is a legal step with a reason the game words, from
// the seat's observation only (the same step and reason, every argument
// of it, in a match resampled for the seat: for the Mummy, with the
// hunters elsewhere); a hint for the Mummy names a hunter and a square
// where it can be (one of its Sight), and how many such squares.
func TestHints(t *testing.T) {
	mummyHints := 0
	for n := pq.MinSeats; n <= pq.MaxSeats; n++ {
		m := contractMatch(t, n, uint64(60+n), "easy", 0)
		for i := 0; i < 600 && m.Actor() != table.Over; i++ {
			if m.Actor() == table.Chance {
				m.Apply(m.ChanceStep())
				continue
			}
			if i%16 == 0 {
				step, why, err := Computer.Hint(context.Background(), m)
				if err != nil {
					t.Fatal(err)
				}
				if !slices.Contains(m.Legal(), step) {
					t.Fatalf("hint %q is not legal", step)
				}
				if len(m.Legal()) > 1 && why.Code != "" && pq.Game.Explain(why, nil) == "" {
					t.Fatalf("the reason %v is not worded", why)
				}
				if m.Actor() == pq.MummySeat && why.Code != "" {
					o := m.Observe(pq.MummySeat).(pq.Observation)
					if why.Code != pq.ReasonLikeliestSquare && why.Code != pq.ReasonMummyWait {
						t.Fatalf("the Mummy's hint says %v", why)
					}
					c, _ := pq.ParsePieceColour(why.Args[1])
					q, _ := pq.ParseSquare(why.Args[2])
					p := slices.IndexFunc(o.Pieces[:], func(v pq.PieceView) bool { return v.Colour == c })
					if p < 0 || !o.Sight[p].Has(q) || why.Args[3] != strconv.Itoa(o.Sight[p].Len()) {
						t.Fatalf("the Mummy's hint %v does not say where a hunter can be (%s)", why, o.Sight[p])
					}
					mummyHints++
				}
				if other := m.Resample(m.Actor(), rand.New(rand.NewPCG(uint64(i), 1))); true {
					s2, why2, _ := Computer.Hint(context.Background(), other)
					if s2 != step || why2.Code != why.Code || !slices.Equal(why2.Args, why.Args) {
						t.Fatalf("the hint depends on what the seat cannot see: %q %v / %q %v", step, why, s2, why2)
					}
				}
			}
			think, _ := Computer.Think(m, "easy", uint64(i))
			m.Apply(think(context.Background()))
		}
	}
	if mummyHints < 5 {
		t.Errorf("only %d hints for the Mummy", mummyHints)
	}
}

// TestSeatedPlaysAsTheTournaments: a player kept for a seat (table.Seated,
// as pyramid-sim plays) goes on with one random stream over the game, as
// the tournaments' players do: through the contract, with the same seeds,
// it plays the very game the tournament's arena plays on the engine.
func TestSeatedPlaysAsTheTournaments(t *testing.T) {
	seated, ok := Computer.(table.Seated)
	if !ok {
		t.Fatal("the computer players do not keep a player for a seat")
	}
	if _, err := seated.Seat("grandmaster", 1); err == nil {
		t.Error("an unknown level was accepted")
	}
	for _, c := range []struct {
		seats []string
		seed  uint64
	}{{[]string{"medium", "easy", "easy"}, 7}, {[]string{"easy", "easy"}, 8}} {
		want := playGame(t, c.seats, c.seed, false)
		setup := table.Setup{Seats: make([]table.SeatSetup, len(c.seats))}
		players := make([]table.Player, len(c.seats))
		for i, lv := range c.seats {
			setup.Seats[i] = table.SeatSetup{Kind: lv}
			p, err := seated.Seat(lv, c.seed*131+uint64(i))
			if err != nil {
				t.Fatal(err)
			}
			players[i] = p
		}
		m, err := pq.Game.New(setup, c.seed)
		if err != nil {
			t.Fatal(err)
		}
		for m.Actor() != table.Over {
			step := m.ChanceStep()
			if step == "" {
				think, err := players[m.Actor()].Think(m)
				if err != nil {
					t.Fatal(err)
				}
				step = think(context.Background())
			}
			if _, err := m.Apply(step); err != nil {
				t.Fatal(err)
			}
		}
		if got := pq.MatchOf(m).State; got != want.state {
			t.Errorf("%v, seed %d: the seated players' game ends at %s, the arena's at %s", c.seats, c.seed, got.HashString(), want.state.HashString())
		}
	}
}

// TestTheSearchLevelsSearch: the medium and hard levels are more than
// their policy: at decisions of seeded games their search overrules the
// policy's choice now and then, and mostly keeps it.
func TestTheSearchLevelsSearch(t *testing.T) {
	pos := decisionPositions(t, 3, 1, 3)
	for _, lv := range []string{"medium", "hard"} {
		differ := 0
		for i, d := range pos {
			// The policy's choice as the level's search takes it: from a
			// policy seeded by the level's stream.
			polSeed := newBrain(levels[lv], uint64(i)).rng.Uint64()
			pol, _ := newBrain(policyLevel, polSeed).decide(&d.o, d.legal)
			got, _ := newBrain(levels[lv], uint64(i)).choose(context.Background(), &d.o, d.legal)
			if got != pol {
				differ++
			}
		}
		t.Logf("%s: %d of %d decisions differ from the policy's", lv, differ, len(pos))
		if differ == 0 || differ > len(pos)/2 {
			t.Errorf("%s overruled the policy at %d of %d decisions", lv, differ, len(pos))
		}
	}
}
