package input

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Reader reads ebiten's mouse, touch screen, keyboard and controllers
// once per Update.
type Reader struct {
	// SwapConfirm makes the controllers' right face button confirm and
	// the bottom one go back (a setting).
	SwapConfirm bool
	// Scale is how many screen pixels make one window pixel (the device
	// scale the game lays out with; 0 counts as 1), so the slop of a
	// drag and a controller's panning speed are the same to the hand on
	// every screen.
	Scale float64

	buf     []Intent
	pads    map[ebiten.GamepadID]*padTracker
	ids     []ebiten.GamepadID
	lost    []int
	present []int
	tids    []ebiten.TouchID
	touches []Finger
	text    []rune
	last    Device
	mx, my  float64 // the cursor's last position
	fingers bool    // a finger has played (Frame.Touchscreen)
	px, py  float64 // where the pointer is: the cursor, a resting finger, or Away
	mouse   mouseTracker
	touch   touchTracker
	clock   pressClock
}

// StartOnTouch makes a finger the device used last before anything is
// read: the player holds a touch screen, so screens speak of taps from
// the first frame and nothing is hot until a finger rests.
func (r *Reader) StartOnTouch() { r.last, r.px, r.py, r.fingers = Touch, Away, Away, true }

// scale is Scale, or 1 when unset.
func (r *Reader) scale() float64 {
	if r.Scale > 0 {
		return r.Scale
	}
	return 1
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
	}{{ebiten.KeyH, Hint}, {ebiten.KeyE, EndTurn}, {ebiten.KeyS, Search}, {ebiten.KeyM, Mute}, {ebiten.KeyN, Labels}, {ebiten.KeyL, Log}, {ebiten.KeyT, Table}}
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
		for _, z := range zoomKeys {
			if n := k.held(z.key); k.just(z.key) || n > repeatDelay && n%4 == 0 {
				add(Zoom, z.key)
				out[len(out)-1].Factor = z.factor
			}
		}
	}
	return out
}

// zoomKeys zoom in and out, and repeat while held; with Ctrl they are the
// browser's own page zoom and left to it.
var zoomKeys = [...]struct {
	key    ebiten.Key
	factor float64
}{{ebiten.KeyEqual, ZoomStep}, {ebiten.KeyNumpadAdd, ZoomStep}, {ebiten.KeyMinus, 1 / ZoomStep}, {ebiten.KeyNumpadSubtract, 1 / ZoomStep}}

// Read returns this tick's intents. Coordinates are in the game's screen
// pixels (ebiten already maps the cursor and touches through Layout).
func (r *Reader) Read() Frame {
	cx, cy := ebiten.CursorPosition()
	ms := MouseState{X: float64(cx), Y: float64(cy),
		Left:   ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft),
		Right:  ebiten.IsMouseButtonPressed(ebiten.MouseButtonRight),
		Middle: ebiten.IsMouseButtonPressed(ebiten.MouseButtonMiddle)}
	_, ms.WheelY = ebiten.Wheel()
	// A browser sends no mouse events for touches (ebiten keeps them
	// apart), so fingers are read on their own.
	r.touches = r.touches[:0]
	r.tids = ebiten.AppendTouchIDs(r.tids[:0])
	for _, id := range r.tids {
		tx, ty := ebiten.TouchPosition(id)
		r.touches = append(r.touches, Finger{ID: int(id), X: float64(tx), Y: float64(ty)})
	}
	r.readPointers(ms, r.touches)
	r.text = ebiten.AppendInputChars(r.text[:0])
	r.readKeys(ebitenKeys{})
	n := len(r.buf)
	r.readPads()
	if len(r.buf) > n {
		r.last = Gamepad
	}
	r.pointAt(n)
	return r.frame()
}

// readPointers starts a tick with the mouse's and the fingers' intents
// and puts the pointer where the device used last points: the cursor, a
// resting finger, or Away.
func (r *Reader) readPointers(ms MouseState, fingers []Finger) {
	r.buf = r.buf[:0]
	r.clock.tick()
	slop := Slop * r.scale()
	if ms.X != r.mx || ms.Y != r.my || ms.Left && !r.mouse.prev.Left {
		r.mx, r.my, r.last = ms.X, ms.Y, Mouse
		r.px, r.py = ms.X, ms.Y
	}
	r.buf = append(r.buf, Intent{Kind: Point}) // where, once the fingers are read
	r.buf = r.mouse.step(ms, slop, &r.clock, r.buf)
	var tx, ty float64
	var at, used bool
	r.buf, tx, ty, at, used = r.touch.step(fingers, slop, &r.clock, r.buf)
	if used {
		r.last, r.fingers = Touch, true
	}
	if r.last == Touch {
		r.px, r.py = Away, Away
		if at {
			r.px, r.py = tx, ty
		}
	}
	r.buf[0].X, r.buf[0].Y = r.px, r.py
}

// readKeys adds the keyboard's intents of this tick.
func (r *Reader) readKeys(k keys) {
	n := len(r.buf)
	r.buf = keyIntents(k, &r.clock, r.buf)
	if len(r.buf) > n {
		r.last = Keyboard
	}
	r.pointAt(n)
}

// frame is what was read this tick.
func (r *Reader) frame() Frame {
	fr := Frame{Intents: r.buf, X: r.px, Y: r.py, Last: r.last, Lost: r.lost, Text: r.text, Pads: r.present, Touchscreen: r.fingers}
	if r.last == Touch {
		fr.Reach = TouchReach * r.scale()
	}
	return fr
}

// pointAt gives the zooms and pans of the keyboard and controllers from
// buf[from:] on, which point at nothing, the pointer's last position.
func (r *Reader) pointAt(from int) {
	for i := from; i < len(r.buf); i++ {
		if k := r.buf[i].Kind; k == Zoom || k == Pan {
			r.buf[i].X, r.buf[i].Y = r.px, r.py
		}
	}
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
		s.RX = ebiten.StandardGamepadAxisValue(id, ebiten.StandardGamepadAxisRightStickHorizontal)
		s.RY = ebiten.StandardGamepadAxisValue(id, ebiten.StandardGamepadAxisRightStickVertical)
		t.scale = r.scale()
		r.buf = t.step(s, r.SwapConfirm, &r.clock, r.buf)
	}
}
