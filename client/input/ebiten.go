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

	buf     []Intent
	pads    map[ebiten.GamepadID]*padTracker
	ids     []ebiten.GamepadID
	lost    []int
	present []int
	touches []ebiten.TouchID
	text    []rune
	last    Device
	cx, cy  int
	px, py  float64 // where the pointer is: the cursor, or the last touch
	clock   pressClock
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

// keyIntents appends the keyboard's intents of this tick to out, each
// with the age of the key's press on clock c.
func keyIntents(k keys, c *pressClock, out []Intent) []Intent {
	add := func(kind Kind, key ebiten.Key) {
		b := button{dev: Keyboard, code: int(key)}
		age := c.held(b)
		if k.just(key) {
			age = c.press(b)
		}
		out = append(out, Intent{Kind: kind, Dev: Keyboard, Age: age})
	}
	alt := k.down(ebiten.KeyAlt)
	ctrl := k.down(ebiten.KeyControl) || k.down(ebiten.KeyMeta)
	shift := k.down(ebiten.KeyShift)
	switch {
	case k.just(ebiten.KeyF11):
		add(Fullscreen, ebiten.KeyF11)
	case alt && k.just(ebiten.KeyEnter):
		add(Fullscreen, ebiten.KeyEnter)
	case k.just(ebiten.KeyEnter):
		add(Confirm, ebiten.KeyEnter)
	case k.just(ebiten.KeySpace):
		add(Confirm, ebiten.KeySpace)
	}
	if k.just(ebiten.KeyEscape) {
		add(Back, ebiten.KeyEscape)
	}
	switch {
	case ctrl && k.just(ebiten.KeyY):
		add(Redo, ebiten.KeyY)
	case ctrl && shift && k.just(ebiten.KeyZ):
		add(Redo, ebiten.KeyZ)
	case ctrl && k.just(ebiten.KeyZ):
		add(Undo, ebiten.KeyZ)
	}
	if k.just(ebiten.KeyTab) {
		if shift {
			add(Prev, ebiten.KeyTab)
		} else {
			add(Next, ebiten.KeyTab)
		}
	}
	for _, m := range repeatKeys {
		if n := k.held(m.key); k.just(m.key) || n > repeatDelay && n%4 == 0 {
			add(m.kind, m.key)
		}
	}
	if !ctrl && !alt {
		for _, m := range letterKeys {
			if k.just(m.key) {
				add(m.kind, m.key)
			}
		}
	}
	return out
}

// Read returns this tick's intents. Coordinates are in the game's screen
// pixels (ebiten already maps the cursor and touches through Layout).
func (r *Reader) Read() Frame {
	r.buf = r.buf[:0]
	r.clock.tick()
	cx, cy := ebiten.CursorPosition()
	click := inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	if cx != r.cx || cy != r.cy || click {
		r.cx, r.cy, r.last = cx, cy, Mouse
		r.px, r.py = float64(cx), float64(cy)
	}
	r.touches = ebiten.AppendTouchIDs(r.touches[:0])
	if len(r.touches) > 0 { // the pointer follows a finger while it is down
		tx, ty := ebiten.TouchPosition(r.touches[0])
		r.px, r.py, r.last = float64(tx), float64(ty), Mouse
	}
	x, y := r.px, r.py
	r.buf = append(r.buf, Intent{Kind: Point, X: x, Y: y})
	if click {
		r.buf = append(r.buf, Intent{Kind: Click, X: float64(cx), Y: float64(cy), Age: r.clock.press(button{dev: Mouse})})
	}
	// A finger that touches the screen clicks where it lands (a double
	// tap is a double-click): the browser sends no mouse events for
	// touches, so without this a tablet could not play.
	r.touches = inpututil.AppendJustPressedTouchIDs(r.touches[:0])
	for _, id := range r.touches {
		tx, ty := ebiten.TouchPosition(id)
		r.buf = append(r.buf, Intent{Kind: Click, X: float64(tx), Y: float64(ty), Age: r.clock.press(button{dev: Mouse, code: 1})})
	}
	if _, dy := ebiten.Wheel(); dy != 0 {
		r.buf = append(r.buf, Intent{Kind: Scroll, DY: dy})
	}
	r.text = ebiten.AppendInputChars(r.text[:0])
	n := len(r.buf)
	r.buf = keyIntents(ebitenKeys{}, &r.clock, r.buf)
	if len(r.buf) > n {
		r.last = Keyboard
	}
	n = len(r.buf)
	r.readPads()
	if len(r.buf) > n {
		r.last = Gamepad
	}
	return Frame{Intents: r.buf, X: x, Y: y, Last: r.last, Lost: r.lost, Text: r.text, Pads: r.present}
}

// readPads adds the intents of every controller with the standard layout
// and notes the ones unplugged since the last tick.
func (r *Reader) readPads() {
	if r.pads == nil {
		r.pads = map[ebiten.GamepadID]*padTracker{}
	}
	r.lost, r.present = r.lost[:0], r.present[:0]
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
		r.present = append(r.present, int(id))
		t := r.pads[id]
		if t == nil {
			t = &padTracker{pad: int(id)}
			r.pads[id] = t
		}
		var s PadState
		for b := range s.Buttons {
			s.Buttons[b] = ebiten.IsStandardGamepadButtonPressed(id, ebiten.StandardGamepadButton(b))
		}
		s.X = ebiten.StandardGamepadAxisValue(id, ebiten.StandardGamepadAxisLeftStickHorizontal)
		s.Y = ebiten.StandardGamepadAxisValue(id, ebiten.StandardGamepadAxisLeftStickVertical)
		r.buf = t.step(s, r.SwapConfirm, &r.clock, r.buf)
	}
}
