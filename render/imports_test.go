package render

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestRenderImportsNoGame: render is shared by every game's art and the
// shell, so no file of it imports a game's engine, computer players or
// screens; a game's art lives in render/<game>. A game reaching in here
// would tie every other game (and the shell) to it, as Horus's art once
// did.
func TestRenderImportsNoGame(t *testing.T) {
	const module = "github.com/pyramid-studio/pyramid/"
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, name := range files {
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
			if game || strings.HasPrefix(rel, "bot/") || strings.HasPrefix(rel, "scenes/") || strings.HasPrefix(rel, "render/") {
				t.Errorf("%s imports %s: render is shared by every game; a game's art belongs in render/<game>", name, path)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no source file of render was read")
	}
}
