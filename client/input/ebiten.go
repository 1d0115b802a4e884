package input

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Reader reads ebiten's mouse and keyboard once per Update.
type Reader struct{ buf []Intent }

// Read returns this tick's intents. Coordinates are in the game's screen
// pixels (ebiten already maps the cursor through Layout).
func (r *Reader) Read() Frame {
	r.buf = r.buf[:0]
	cx, cy := ebiten.CursorPosition()
	x, y := float64(cx), float64(cy)
	r.buf = append(r.buf, Intent{Kind: Point, X: x, Y: y})
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		r.buf = append(r.buf, Intent{Kind: Click, X: x, Y: y})
	}
	alt := ebiten.IsKeyPressed(ebiten.KeyAlt)
	if inpututil.IsKeyJustPressed(ebiten.KeyF11) || alt && inpututil.IsKeyJustPressed(ebiten.KeyEnter) {
		r.buf = append(r.buf, Intent{Kind: Fullscreen})
	} else if inpututil.IsKeyJustPressed(ebiten.KeyEnter) || inpututil.IsKeyJustPressed(ebiten.KeySpace) {
		r.buf = append(r.buf, Intent{Kind: Confirm})
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) {
		r.buf = append(r.buf, Intent{Kind: Back})
	}
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	switch {
	case ctrl && inpututil.IsKeyJustPressed(ebiten.KeyY), ctrl && shift && inpututil.IsKeyJustPressed(ebiten.KeyZ):
		r.buf = append(r.buf, Intent{Kind: Redo})
	case ctrl && inpututil.IsKeyJustPressed(ebiten.KeyZ):
		r.buf = append(r.buf, Intent{Kind: Undo})
	}
	for _, k := range [...]struct {
		key  ebiten.Key
		kind Kind
	}{{ebiten.KeyPageUp, PageUp}, {ebiten.KeyPageDown, PageDown}, {ebiten.KeyArrowLeft, Left}, {ebiten.KeyArrowRight, Right}, {ebiten.KeyHome, Home}, {ebiten.KeyEnd, End}} {
		if inpututil.IsKeyJustPressed(k.key) || inpututil.KeyPressDuration(k.key) > 20 && inpututil.KeyPressDuration(k.key)%4 == 0 {
			r.buf = append(r.buf, Intent{Kind: k.kind})
		}
	}
	if _, dy := ebiten.Wheel(); dy != 0 {
		r.buf = append(r.buf, Intent{Kind: Scroll, DY: dy})
	}
	return Frame{Intents: r.buf, X: x, Y: y}
}
