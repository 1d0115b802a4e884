package main

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestTheBrowserBuildLinksNoTextV2: the browser's download is held to
// 1.3 times Ebitengine's hello world's (docs/web.md), and Ebitengine's
// text/v2 brings go-text/typesetting, an SVG rasterizer and TIFF and JPEG
// decoders, about 180 KB of it compressed, for colour and bitmap glyphs
// our fonts do not have: text is drawn with render.Face, so no package of
// the game may import text/v2 (nor Ebitengine's vector package: render's
// Fill, Stroke and Line draw what it drew).
func TestTheBrowserBuildLinksNoTextV2(t *testing.T) {
	cmd := exec.Command("go", "list", "-deps", ".")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, p := range strings.Fields(string(out)) {
		switch {
		case strings.HasPrefix(p, "github.com/hajimehoshi/ebiten/v2/text"),
			p == "github.com/hajimehoshi/ebiten/v2/vector",
			strings.HasPrefix(p, "github.com/go-text/"):
			t.Errorf("the browser build links %s: draw text with render.Face and shapes with render's Fill, Stroke, Line and Canvas", p)
		}
	}
}

// TestEachBrowserModuleLinksOneGame: make web builds one module per game
// (games.go): with web_<game> the program links that game's screens,
// engine and computer players, and no other game's; without a tag, every
// game. One exception: Horus's engine is in every module, since
// client/layout (Horus's play layout, which the shell's package imports)
// uses its board's dimensions. The sound package makes the same choice
// by files: each game's synthesis only in the modules of its game.
func TestEachBrowserModuleLinksOneGame(t *testing.T) {
	games := []string{"horus", "pengqueen", "runrunrun"}
	sounds := map[string][]string{"pengqueen": {"pengqueen.go"}, "runrunrun": {"runrunrun.go", "runrunrun_stings.go"}}
	for _, tag := range append([]string{""}, games...) {
		deps := wasmList(t, tag, "-deps", ".")
		files := wasmList(t, tag, "-f", "{{range .GoFiles}}{{.}} {{end}}", "../../assets/sound")
		for _, g := range games {
			for _, part := range []string{"scenes", "game", "bot"} {
				p := " github.com/pyramid-studio/pyramid/" + part + "/" + g + " "
				want := tag == "" || tag == g || part == "game" && g == "horus"
				if strings.Contains(deps, p) != want {
					t.Errorf("the module built with tag %q links %s: %v, want %v", "web_"+tag, strings.TrimSpace(p), !want, want)
				}
			}
			for _, f := range sounds[g] {
				want := tag == "" || tag == g
				if strings.Contains(files, " "+f+" ") != want {
					t.Errorf("the module built with tag %q makes its sounds with assets/sound/%s: %v, want %v", "web_"+tag, f, !want, want)
				}
			}
		}
	}
}

// wasmList runs go list for GOOS=js GOARCH=wasm with tag web_<tag> (none
// for ""), and returns its words between spaces, one before the first.
func wasmList(t *testing.T, tag string, args ...string) string {
	t.Helper()
	if tag != "" {
		args = append([]string{"-tags", "web_" + tag}, args...)
	}
	cmd := exec.Command("go", append([]string{"list"}, args...)...)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list -tags web_%s: %v", tag, err)
	}
	return " " + strings.Join(strings.Fields(string(out)), " ") + " "
}
