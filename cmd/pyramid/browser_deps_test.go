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
