package scenes

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestTheShellImportsNoGame: the shell finds each game through the
// contract (game/table) and the screens registry, so no file of scenes
// imports a game's engine, its computer players or its screens. A game's
// rules reaching the shell would make the next game's screens impossible
// to add without changing it.
func TestTheShellImportsNoGame(t *testing.T) {
	const module = "github.com/pyramid-studio/pyramid/"
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		checked++
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			rel, ok := strings.CutPrefix(path, module)
			if !ok {
				continue
			}
			game := strings.HasPrefix(rel, "game/") && rel != "game/table"
			if game || strings.HasPrefix(rel, "bot/") || strings.HasPrefix(rel, "scenes/") || rel == "client/world" {
				t.Errorf("%s imports %s: the shell must reach games through game/table and the screens registry", name, path)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no source file of scenes was read")
	}
}
