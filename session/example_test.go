package session_test

import (
	"context"
	"errors"
	"fmt"
	"os"

	_ "github.com/pyramid-studio/pyramid/bot/horus" // Horus's computer players
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/session"
	"github.com/pyramid-studio/pyramid/storage"
)

// The client's side of a game: Continue or start, play every step (chance,
// people, computers), undo where allowed, and file the game at the end.
func Example() {
	dir, _ := os.MkdirTemp("", "pyramid-example")
	defer os.RemoveAll(dir)
	disk, _ := storage.OpenDir(dir) // the game uses storage.OpenDefault()
	st := storage.NewBackground(disk)
	defer st.Close()

	s, err := session.Resume(st) // "Continue"
	var le *session.LoadError
	switch {
	case errors.As(err, &le):
		fmt.Println(le) // show it; the bad file is kept aside
	case errors.Is(err, session.ErrNoSave):
		// The new-game screen fills in the game's set-up form: who sits
		// where and the options (here two of Horus's adventurers).
		opt := horus.Options{Players: 2, Adventurers: horus.DrawAdventurers(2, 7)}
		setup := horus.SetupOf(opt, []string{session.Human, "random"})
		setup.Seats[0].Name = "Ann"
		s, err = session.New(session.Config{Game: horus.GameID, Setup: setup, Seed: 7, Store: st})
	}
	if err != nil {
		fmt.Println(err)
		return
	}
	undos := 0
	for !s.Over() {
		switch {
		case s.Current() == table.Chance:
			_, err = s.StepChance() // animate the returned events
		case s.HumanToAct():
			if s.CanUndo() == nil && undos < 3 { // the player pressed Undo
				undos++
				err = s.Undo()
				break
			}
			legal := s.Match().Legal() // the player picks one on screen
			_, err = s.Apply(legal[len(legal)-1])
		default:
			think, _ := s.BotMove() // may run on another goroutine
			_, err = s.Apply(think(context.Background()))
		}
		if err != nil {
			fmt.Println(err) // an *AutosaveError: tell the player, play on
			return
		}
	}
	stats, err := s.Finish()
	fmt.Println("game over, games counted:", stats.Game(horus.GameID).Played, err)
	fmt.Println("Continue offered:", session.HasSave(st, session.AutosaveKey))
	// Output:
	// game over, games counted: 1 <nil>
	// Continue offered: false
}
