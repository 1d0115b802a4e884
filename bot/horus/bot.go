// Package bot holds the computer opponents. A bot decides from its seat's
// Observation alone, never from the full game state, so it cannot see hidden
// cards, deck order or the next stone block.
package horus

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
)

// Bot chooses one of the legal actions for the seat it plays.
type Bot interface {
	// Choose returns one action of legal (the seat's legal actions, as
	// State.Legal lists them) given what the seat may know. It must return
	// promptly when ctx is cancelled (with any legal action).
	Choose(ctx context.Context, obs horus.Observation, legal []horus.Action) horus.Action
}

// Hinter is a bot that can say why it would choose an action, for a
// human who asked for a hint: a reason the game words (Game.Explain).
type Hinter interface {
	Hint(ctx context.Context, obs horus.Observation, legal []horus.Action) (horus.Action, table.Reason)
}

// Factory makes a bot from a seed; the same seed gives the same choices.
type Factory func(seed uint64) Bot

var levels = map[string]Factory{}

// register adds a level; each level's file registers itself in init.
func register(name string, f Factory) { levels[name] = f }

// New makes the bot of a level ("random", "easy", "medium", "hard").
func New(level string, seed uint64) (Bot, error) {
	f, ok := levels[strings.ToLower(level)]
	if !ok {
		return nil, fmt.Errorf("unknown computer level %q (one of %s)", level, strings.Join(Levels(), ", "))
	}
	return f(seed), nil
}

// Levels lists the known levels, sorted.
func Levels() []string {
	var out []string
	for k := range levels {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
