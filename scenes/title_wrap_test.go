package scenes

import (
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/render"
)

// TestTitleWrapsItsMessageOnce: the title keeps its message in lines and
// wraps it again only when the text, the face or the width changes, not
// every frame (a long message wrapped anew each frame froze the title).
func TestTitleWrapsItsMessageOnce(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	small := render.NewFonts(1).Small
	msg := strings.Repeat("The saved game could not be opened. ", 20)
	var w wrapped
	lines := w.of(msg, small, 400)
	if len(lines) < 3 || strings.Join(lines, " ") != strings.TrimSpace(msg) {
		t.Fatalf("the message in %d lines: %q", len(lines), lines)
	}
	w.lines[0] = "kept" // what the next frame must show again, unwrapped
	if again := w.of(msg, small, 400); again[0] != "kept" {
		t.Error("the same message, face and width were wrapped again")
	}
	bigger := render.NewFonts(1.5).Small
	for _, c := range []struct {
		name  string
		text  string
		face  render.Face
		width float64
	}{
		{"a new width", msg, small, 500},
		{"a new face", msg, bigger, 500},
		{"a new text", msg + "!", bigger, 500},
	} {
		w.lines[0] = "kept"
		if got := w.of(c.text, c.face, c.width); got[0] == "kept" {
			t.Errorf("%s was not wrapped again", c.name)
		}
	}
}
