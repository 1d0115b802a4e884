package session

import (
	"bytes"
	"encoding/json"

	"github.com/pyramid-studio/pyramid/game/table"
)

// Elsewhere returns the game of a saved game this program cannot play
// because it does not have that game (in the browser, a game of another
// module: cmd/pyramid/games.go), and true; "" and false for anything
// else. Such a save is a game all the same: Load leaves it where it is
// rather than putting it aside as damaged, and a new game started here
// files it away (Occupied) like any game in progress, for the module that
// plays it to continue.
func Elsewhere(data []byte) (string, bool) {
	var head struct {
		Format string `json:"format"`
	}
	if json.Unmarshal(bytes.TrimSpace(data), &head) != nil || head.Format != SaveFormat {
		return "", false
	}
	id, err := table.PeekGame(data)
	if err != nil {
		return "", false
	}
	if _, ok := table.Lookup(id); ok {
		return "", false
	}
	return id, true
}
