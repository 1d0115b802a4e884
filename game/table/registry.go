package table

import (
	"fmt"
	"slices"
	"sync"
)

// The games of the program, registered by their packages' init functions
// as image formats and SQL drivers are in the standard library: a program
// has the games whose packages it imports (cmd/pyramid and
// cmd/pyramid-sim import them all). The shell looks games up here and
// never names one.
var registry struct {
	sync.RWMutex
	games     []Game
	computers map[string]Computer
}

// Register adds a game. It panics if the id is empty or taken: that is a
// programming error found at start.
func Register(g Game) {
	registry.Lock()
	defer registry.Unlock()
	id := g.Info().ID
	if id == "" || slices.ContainsFunc(registry.games, func(o Game) bool { return o.Info().ID == id }) {
		panic(fmt.Sprintf("table: game id %q registered twice or empty", id))
	}
	registry.games = append(registry.games, g)
	slices.SortStableFunc(registry.games, func(a, b Game) int { return a.Info().Order - b.Info().Order })
}

// RegisterComputer adds the computer players of the game with id.
func RegisterComputer(id string, c Computer) {
	registry.Lock()
	defer registry.Unlock()
	if registry.computers == nil {
		registry.computers = map[string]Computer{}
	}
	if _, dup := registry.computers[id]; dup {
		panic(fmt.Sprintf("table: computer players of %q registered twice", id))
	}
	registry.computers[id] = c
}

// Games lists the registered games in the collection's order.
func Games() []Game {
	registry.RLock()
	defer registry.RUnlock()
	return slices.Clone(registry.games)
}

// Lookup finds a registered game by its id.
func Lookup(id string) (Game, bool) {
	registry.RLock()
	defer registry.RUnlock()
	for _, g := range registry.games {
		if g.Info().ID == id {
			return g, true
		}
	}
	return nil, false
}

// ComputerOf returns the computer players of the game with id, or nil
// when none are registered (the program then offers human seats only).
func ComputerOf(id string) Computer {
	registry.RLock()
	defer registry.RUnlock()
	return registry.computers[id]
}
