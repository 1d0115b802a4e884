package session

import (
	"context"
	"math/rand/v2"
	"path/filepath"
	"testing"

	_ "github.com/pyramid-studio/pyramid/bot/horus" // registers Horus's computer players
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/storage"
)

// horusConfig sets up a game of The Pyramid of Horus with opt, the seats
// as given (nil: every seat human, named after its adventurer).
func horusConfig(opt horus.Options, seed uint64, seats []Seat) Config {
	setup := horus.SetupOf(opt, kinds(seats))
	for i := range seats {
		setup.Seats[i].Name = seats[i].Name
	}
	return Config{Game: horus.GameID, Setup: setup, Seed: seed}
}

// testConfig sets up a game for seed: 2 to 6 adventurers, each seat human
// or a random computer player.
func testConfig(seed uint64) Config {
	r := rand.New(rand.NewPCG(seed, 7))
	n := 2 + r.IntN(5)
	opt := horus.Options{Players: uint8(n), FirstKeeper: uint8(r.IntN(n)), AlternateMummies: r.IntN(3) == 0, TotalSecrecy: r.IntN(3) == 0}
	opt.Adventurers = horus.DrawAdventurers(n, seed)
	seats := make([]Seat, n)
	for i := range seats {
		seats[i].Kind = "random"
		if r.IntN(2) == 0 {
			seats[i].Kind = Human
		}
	}
	return horusConfig(opt, seed, seats)
}

// state is the Horus position of a session's game.
func state(s *Session) horus.State { return horus.MatchOf(s.Match()).State }

// humanChoice is a stand-in person: a legal step that depends only on
// the position, so a resumed game chooses as the uninterrupted one did.
func humanChoice(st horus.State) string {
	legal := st.Legal(nil)
	return st.Notation(legal[st.Hash()%uint64(len(legal))])
}

// advance plays one step of whoever is to act.
func advance(t testing.TB, s *Session) {
	t.Helper()
	if err := step(s); err != nil {
		t.Fatalf("step %d: %v", s.Steps()+1, err)
	}
}

// step plays one step of whoever is to act.
func step(s *Session) (err error) {
	switch {
	case s.Current() == table.Chance:
		_, err = s.StepChance()
	case s.HumanToAct():
		_, err = s.Apply(humanChoice(state(s)))
	default:
		var move func(context.Context) string
		move, err = s.BotMove()
		if err == nil {
			_, err = s.Apply(move(context.Background()))
		}
	}
	return err
}

// playOut plays the game to its end.
func playOut(t *testing.T, s *Session) {
	t.Helper()
	for limit := 0; !s.Over(); limit++ {
		if limit > 50000 {
			t.Fatal("the game does not end")
		}
		advance(t, s)
	}
}

func tempStore(t *testing.T) *storage.Dir {
	t.Helper()
	d, err := storage.OpenDir(filepath.Join(t.TempDir(), "saves"))
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func newSession(t testing.TB, cfg Config) *Session {
	t.Helper()
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// replayState is the Horus position after i steps of a replay.
func replayState(r *Replayer, i int) horus.State { return horus.MatchOf(r.MatchAt(i)).State }
