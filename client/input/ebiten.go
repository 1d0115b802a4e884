package input

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Reader reads ebiten's mouse, keyboard and controllers once per Update.
type Reader struct {
	// SwapConfirm makes the controllers' right face button confirm and
	// the bottom one go back (a setting).
	SwapConfirm bool

	buf    []Intent
	kinds  []Kind
	pads   map[ebiten.GamepadID]*padTracker
	ids    []ebiten.GamepadID
	lost   []int
	text   []rune
	last   Device
	cx, cy int
}

// keys is the keyboard as keyIntents sees it, so the mapping is tested
// with a fake keyboard.
type keys interface {
	just(k ebiten.Key) bool // pressed this tick
	down(k ebiten.Key) bool
	held(k ebiten.Key) int // ticks held so far
}

type ebitenKeys struct{}

func (ebitenKeys) just(k ebiten.Key) bool { return inpututil.IsKeyJustPressed(k) }
func (ebitenKeys) down(k ebiten.Key) bool { return ebiten.IsKeyPressed(k) }
func (ebitenKeys) held(k ebiten.Key) int  { return inpututil.KeyPressDuration(k) }

// repeatKeys move or page and repeat while held; letterKeys are the
// shortcuts of the play and settings screens (without Ctrl, which is for
// undo and redo).
var (
	repeatKeys = [...]struct {
		key  ebiten.Key
		kind Kind
	}{{ebiten.KeyPageUp, PageUp}, {ebiten.KeyPageDown, PageDown}, {ebiten.KeyArrowLeft, Left}, {ebiten.KeyArrowRight, Right},
		{ebiten.KeyArrowUp, Up}, {ebiten.KeyArrowDown, Down}, {ebiten.KeyHome, Home}, {ebiten.KeyEnd, End}, {ebiten.KeyBackspace, Erase}}
	letterKeys = [...]struct {
		key  ebiten.Key
		kind Kind
	}{{ebiten.KeyH, Hint}, {ebiten.KeyE, EndTurn}, {ebiten.KeyS, Search}, {ebiten.KeyM, Mute}}
)

// keyIntents appends the keyboard's intents of this tick to out.
func keyIntents(k keys, out []Intent) []Intent {
	add := func(kind Kind) { out = append(out, Intent{Kind: kind, Dev: Keyboard}) }
	alt := k.down(ebiten.KeyAlt)
	ctrl := k.down(ebiten.KeyControl) || k.down(ebiten.KeyMeta)
	shift := k.down(ebiten.KeyShift)
	if k.just(ebiten.KeyF11) || alt && k.just(ebiten.KeyEnter) {
		add(Fullscreen)
	} else if k.just(ebiten.KeyEnter) || k.just(ebiten.KeySpace) {
		add(Confirm)
	}
	if k.just(ebiten.KeyEscape) {
		add(Back)
	}
	switch {
	case ctrl && k.just(ebiten.KeyY), ctrl && shift && k.just(ebiten.KeyZ):
		add(Redo)
	case ctrl && k.just(ebiten.KeyZ):
		add(Undo)
	}
	if k.just(ebiten.KeyTab) {
		if shift {
			add(Prev)
		} else {
			add(Next)
		}
	}
	for _, m := range repeatKeys {
		if n := k.held(m.key); k.just(m.key) || n > repeatDelay && n%4 == 0 {
			add(m.kind)
		}
	}
	if !ctrl && !alt {
		for _, m := range letterKeys {
			if k.just(m.key) {
				add(m.kind)
			}
		}
	}
	return out
}

// Read returns this tick's intents. Coordinates are in the game's screen
// pixels (ebiten already maps the cursor through Layout).
func (r *Reader) Read() Frame {
	r.buf = r.buf[:0]
	cx, cy := ebiten.CursorPosition()
	x, y := float64(cx), float64(cy)
	if cx != r.cx || cy != r.cy {
		r.cx, r.cy, r.last = cx, cy, Mouse
	}
	r.buf = append(r.buf, Intent{Kind: Point, X: x, Y: y})
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		r.buf = append(r.buf, Intent{Kind: Click, X: x, Y: y})
		r.last = Mouse
	}
	if _, dy := ebiten.Wheel(); dy != 0 {
		r.buf = append(r.buf, Intent{Kind: Scroll, DY: dy})
	}
	r.text = ebiten.AppendInputChars(r.text[:0])
	n := len(r.buf)
	r.buf = keyIntents(ebitenKeys{}, r.buf)
	if len(r.buf) > n {
		r.last = Keyboard
	}
	n = len(r.buf)
	r.readPads()
	if len(r.buf) > n {
		r.last = Gamepad
	}
	return Frame{Intents: r.buf, X: x, Y: y, Last: r.last, Lost: r.lost, Text: r.text}
}

// readPads adds the intents of every controller with the standard layout
// and notes the ones unplugged since the last tick.
func (r *Reader) readPads() {
	if r.pads == nil {
		r.pads = map[ebiten.GamepadID]*padTracker{}
	}
	r.lost = r.lost[:0]
	r.ids = ebiten.AppendGamepadIDs(r.ids[:0])
	for id := range r.pads {
		if inpututil.IsGamepadJustDisconnected(id) || !slices.Contains(r.ids, id) {
			delete(r.pads, id)
			r.lost = append(r.lost, int(id))
		}
	}
	for _, id := range r.ids {
		if !ebiten.IsStandardGamepadLayoutAvailable(id) {
			continue // without the standard layout no button is known to mean anything
		}
		t := r.pads[id]
		if t == nil {
			t = &padTracker{}
			r.pads[id] = t
		}
		var s PadState
		for b := range s.Buttons {
			s.Buttons[b] = ebiten.IsStandardGamepadButtonPressed(id, ebiten.StandardGamepadButton(b))
		}
		s.X = ebiten.StandardGamepadAxisValue(id, ebiten.StandardGamepadAxisLeftStickHorizontal)
		s.Y = ebiten.StandardGamepadAxisValue(id, ebiten.StandardGamepadAxisLeftStickVertical)
		r.kinds = t.step(s, r.SwapConfirm, r.kinds[:0])
		for _, k := range r.kinds {
			r.buf = append(r.buf, Intent{Kind: k, Dev: Gamepad, Pad: int(id)})
		}
	}
}
