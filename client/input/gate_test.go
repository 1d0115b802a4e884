package input

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// hands plays the devices tick by tick through the reader's own mapping
// (the press clock, the keyboard's and a controller's trackers), as a
// player's hands would, and runs every tick's frame through the scene's
// gate, so the ages the gate judges are the real ones.
type hands struct {
	c    pressClock
	pad  padTracker
	keys map[ebiten.Key]int // keys down, and for how many ticks
	gate Gate
}

// tick plays one tick: whether the mouse button went down, the
// controller's state and the keys held (a key not listed is up). It
// returns the kinds of the intents the gate let through, the pointer's
// position left out.
func (h *hands) tick(click bool, pad PadState, down ...ebiten.Key) []Kind {
	h.c.tick()
	if h.keys == nil {
		h.keys = map[ebiten.Key]int{}
	}
	k := fakeKeys{justPressed: map[ebiten.Key]bool{}, downs: map[ebiten.Key]bool{}, holds: map[ebiten.Key]int{}}
	for key := range h.keys {
		if !slices.Contains(down, key) {
			delete(h.keys, key)
		}
	}
	for _, key := range down {
		h.keys[key]++
		k.downs[key], k.holds[key] = true, h.keys[key]
		k.justPressed[key] = h.keys[key] == 1
	}
	fr := Frame{Intents: []Intent{{Kind: Point}}}
	if click {
		fr.Intents = append(fr.Intents, Intent{Kind: Click, Age: h.c.press(button{dev: Mouse})})
	}
	fr.Intents = keyIntents(k, &h.c, fr.Intents)
	fr.Intents = h.pad.step(pad, false, &h.c, fr.Intents)
	h.gate.Filter(&fr)
	return slices.DeleteFunc(kindsOf(fr.Intents), func(k Kind) bool { return k == Point })
}

// idle lets n ticks pass with every button up.
func (h *hands) idle(n int) {
	for range n {
		h.tick(false, PadState{})
	}
}

var aButton = pad(ebiten.StandardGamepadButtonRightBottom)

// The first half of a hot-seat double-click ends a turn; the second half
// must not act for the next player, nor may a key or button still held
// from before the hand-off, nor its repeats.
func TestGateDropsADoubleClicksSecondHalfAfterAHandoff(t *testing.T) {
	var h hands
	h.idle(100)
	if got := h.tick(true, PadState{}); !slices.Equal(got, []Kind{Click}) {
		t.Fatalf("an open gate held back the first click: %v", got)
	}
	h.idle(3)
	h.gate.Close() // the click ended the turn: the device is the next player's
	h.idle(5)
	if got := h.tick(true, PadState{}); len(got) != 0 {
		t.Errorf("the double-click's second click, 10 ticks after the first, acted after the hand-off: %v", got)
	}
	h.idle(DoubleTicks + 1)
	if got := h.tick(true, PadState{}); !slices.Equal(got, []Kind{Click}) {
		t.Errorf("a fresh click after the hand-off was held back: %v", got)
	}
}

func TestGateDropsKeysAndButtonsHeldAcrossAHandoff(t *testing.T) {
	var h hands
	down := ebiten.KeyArrowDown
	dpad := pad(ebiten.StandardGamepadButtonRightBottom, ebiten.StandardGamepadButtonLeftBottom)
	h.tick(false, dpad, down, ebiten.KeyEnter)
	h.gate.Close()
	var kept []Kind
	for range repeatDelay + 20 { // long enough for the arrow and the d-pad to repeat
		kept = append(kept, h.tick(false, dpad, down, ebiten.KeyEnter)...)
	}
	if len(kept) != 0 {
		t.Errorf("keys and buttons held across the hand-off acted (repeated) in the next turn: %v", kept)
	}
	h.idle(DoubleTicks + 1)
	got := h.tick(false, dpad, down, ebiten.KeyEnter)
	if !slices.Equal(got, []Kind{Confirm, Down, Confirm, Down}) {
		t.Errorf("released and pressed again after the hand-off: %v, want Enter, the arrow, A and the d-pad", got)
	}
}

func TestGateDropsAControllersDoublePress(t *testing.T) {
	var h hands
	h.tick(false, aButton)
	h.tick(false, PadState{})
	h.gate.Close()
	h.idle(2)
	if got := h.tick(false, aButton); slices.Contains(got, Confirm) {
		t.Error("A pressed twice in quick succession confirmed on the next player's turn")
	}
}

func TestPressClockAges(t *testing.T) {
	var c pressClock
	b := button{dev: Mouse}
	c.tick()
	if age := c.press(b); age != 0 {
		t.Errorf("a first press has age %d", age)
	}
	if age := c.press(b); age != 0 {
		t.Errorf("asking twice in a tick changed the answer: %d", age)
	}
	for range 10 {
		c.tick()
	}
	if age := c.press(b); age != 10 {
		t.Errorf("a press 10 ticks after the last belongs to its run: age %d, want 10", age)
	}
	for range DoubleTicks + 1 {
		c.tick()
	}
	if age := c.press(b); age != 0 {
		t.Errorf("a press more than DoubleTicks after the last is fresh: age %d", age)
	}
	if age := c.press(button{dev: Keyboard, code: 1}); age != 0 {
		t.Errorf("another button's press is its own: age %d", age)
	}
}

func TestOpenGateKeepsEverything(t *testing.T) {
	var g Gate
	fr := Frame{Intents: []Intent{{Kind: Click, Age: 500}, {Kind: Down, Age: 80}}}
	g.Filter(&fr)
	if len(fr.Intents) != 2 {
		t.Errorf("a gate never closed dropped %v", fr.Intents)
	}
}
