package sound

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestSoundImportsNoGame: the sounds are shared by every game and the
// programs link this package whatever games they carry, so it imports no
// game's engine (a game's screens map its events to effects): importing
// one would link that whole engine into the browser build.
func TestSoundImportsNoGame(t *testing.T) {
	const module = "github.com/pyramid-studio/pyramid/"
	files, err := filepath.Glob("*.go")
	if err != nil || len(files) == 0 {
		t.Fatalf("no source files read: %v", err)
	}
	for _, name := range files {
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if rel, ok := strings.CutPrefix(path, module); ok && (strings.HasPrefix(rel, "game/") || strings.HasPrefix(rel, "bot/")) {
				t.Errorf("%s imports %s: the shared sounds must not link a game", name, path)
			}
		}
	}
}
