package input

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// fakeKeys is a keyboard whose keys are pressed by the test.
type fakeKeys struct {
	justPressed map[ebiten.Key]bool
	downs       map[ebiten.Key]bool
	holds       map[ebiten.Key]int
}

func (k fakeKeys) just(key ebiten.Key) bool { return k.justPressed[key] }
func (k fakeKeys) down(key ebiten.Key) bool { return k.downs[key] || k.justPressed[key] }
func (k fakeKeys) held(key ebiten.Key) int  { return k.holds[key] }

func kindsOf(ins []Intent) []Kind {
	var out []Kind
	for _, in := range ins {
		out = append(out, in.Kind)
	}
	return out
}

func TestKeyboardIntents(t *testing.T) {
	press := func(keys ...ebiten.Key) map[ebiten.Key]bool {
		m := map[ebiten.Key]bool{}
		for _, k := range keys {
			m[k] = true
		}
		return m
	}
	cases := []struct {
		name string
		k    fakeKeys
		want []Kind
	}{
		{"enter confirms", fakeKeys{justPressed: press(ebiten.KeyEnter)}, []Kind{Confirm}},
		{"space confirms", fakeKeys{justPressed: press(ebiten.KeySpace)}, []Kind{Confirm}},
		{"alt+enter is fullscreen, not confirm", fakeKeys{justPressed: press(ebiten.KeyEnter), downs: press(ebiten.KeyAlt)}, []Kind{Fullscreen}},
		{"escape goes back", fakeKeys{justPressed: press(ebiten.KeyEscape)}, []Kind{Back}},
		{"arrows move", fakeKeys{justPressed: press(ebiten.KeyArrowUp, ebiten.KeyArrowLeft)}, []Kind{Left, Up}},
		{"tab cycles on", fakeKeys{justPressed: press(ebiten.KeyTab)}, []Kind{Next}},
		{"shift+tab cycles back", fakeKeys{justPressed: press(ebiten.KeyTab), downs: press(ebiten.KeyShift)}, []Kind{Prev}},
		{"letters are shortcuts", fakeKeys{justPressed: press(ebiten.KeyH, ebiten.KeyE, ebiten.KeyS)}, []Kind{Hint, EndTurn, Search}},
		{"N, L and T show the labels, the log and the table", fakeKeys{justPressed: press(ebiten.KeyN, ebiten.KeyL, ebiten.KeyT)}, []Kind{Labels, Log, Table}},
		{"ctrl+z undoes, not a shortcut", fakeKeys{justPressed: press(ebiten.KeyZ), downs: press(ebiten.KeyControl)}, []Kind{Undo}},
		{"ctrl+s is no search", fakeKeys{justPressed: press(ebiten.KeyS), downs: press(ebiten.KeyControl)}, nil},
		{"a held arrow repeats", fakeKeys{downs: press(ebiten.KeyArrowDown), holds: map[ebiten.Key]int{ebiten.KeyArrowDown: repeatDelay + 4}}, []Kind{Down}},
		{"but not at once", fakeKeys{downs: press(ebiten.KeyArrowDown), holds: map[ebiten.Key]int{ebiten.KeyArrowDown: 5}}, nil},
	}
	for _, c := range cases {
		got := keyIntents(c.k, &pressClock{}, nil)
		if !slices.Equal(kindsOf(got), c.want) {
			t.Errorf("%s: got %v, want %v", c.name, kindsOf(got), c.want)
		}
		for _, in := range got {
			if in.Dev != Keyboard {
				t.Errorf("%s: intent %v not marked as the keyboard's", c.name, in.Kind)
			}
		}
	}
}

func pad(buttons ...ebiten.StandardGamepadButton) PadState {
	var s PadState
	for _, b := range buttons {
		s.Buttons[b] = true
	}
	return s
}

func TestGamepadIntents(t *testing.T) {
	cases := []struct {
		name string
		swap bool
		s    PadState
		want []Kind
	}{
		{"bottom button confirms", false, pad(ebiten.StandardGamepadButtonRightBottom), []Kind{Confirm}},
		{"right button goes back", false, pad(ebiten.StandardGamepadButtonRightRight), []Kind{Back}},
		{"swapped: right confirms", true, pad(ebiten.StandardGamepadButtonRightRight), []Kind{Confirm}},
		{"swapped: bottom goes back", true, pad(ebiten.StandardGamepadButtonRightBottom), []Kind{Back}},
		{"top button asks for a hint", false, pad(ebiten.StandardGamepadButtonRightTop), []Kind{Hint}},
		{"shoulders cycle", false, pad(ebiten.StandardGamepadButtonFrontTopLeft, ebiten.StandardGamepadButtonFrontTopRight), []Kind{Prev, Next}},
		{"start joins a seat or pauses", false, pad(ebiten.StandardGamepadButtonCenterRight), []Kind{Start}},
		{"d-pad moves", false, pad(ebiten.StandardGamepadButtonLeftLeft), []Kind{Left}},
		{"stick moves along its stronger axis", false, PadState{X: 0.4, Y: -0.9}, []Kind{Up}},
		{"a light lean is no move", false, PadState{X: 0.3}, nil},
	}
	for _, c := range cases {
		var tr padTracker
		if got := kindsOf(tr.step(c.s, c.swap, &pressClock{}, nil)); !slices.Equal(got, c.want) {
			t.Errorf("%s: got %v, want %v", c.name, got, c.want)
		}
	}
}

func TestGamepadPressesOnceAndRepeatsHeldDirections(t *testing.T) {
	var tr padTracker
	var c pressClock
	a := pad(ebiten.StandardGamepadButtonRightBottom, ebiten.StandardGamepadButtonLeftBottom)
	var ins []Intent
	for tick := 0; tick < repeatDelay+2*repeatEvery; tick++ {
		c.tick()
		ins = tr.step(a, false, &c, ins)
	}
	all := kindsOf(ins)
	if n := count(all, Confirm); n != 1 {
		t.Errorf("a held confirm button gave %d confirms, want 1", n)
	}
	if n := count(all, Down); n != 3 {
		t.Errorf("a held d-pad gave %d moves over %d ticks, want 3 (the press and two repeats)", n, repeatDelay+2*repeatEvery)
	}
	c.tick()
	ins = tr.step(PadState{}, false, &c, ins[:0])
	c.tick()
	all = kindsOf(tr.step(a, false, &c, ins))
	if !slices.Equal(all, []Kind{Confirm, Down}) {
		t.Errorf("pressing again after a release gave %v", all)
	}
}

func count(ks []Kind, k Kind) int {
	n := 0
	for _, x := range ks {
		if x == k {
			n++
		}
	}
	return n
}

func TestSeatsBindingAndFiltering(t *testing.T) {
	padIn := func(p int) Intent { return Intent{Kind: Confirm, Dev: Gamepad, Pad: p} }
	var s Seats
	s.Bind(0, 7)
	s.Bind(1, 8)
	if !s.Allows(0, padIn(7)) || s.Allows(0, padIn(8)) {
		t.Error("seat 0 must take its own controller 7 and not seat 1's controller 8")
	}
	if s.Allows(0, padIn(9)) {
		t.Error("a bound seat took a stray controller")
	}
	if !s.Allows(0, Intent{Kind: Confirm, Dev: Keyboard}) || !s.Allows(0, Intent{Kind: Click}) {
		t.Error("the keyboard and mouse always act")
	}
	if !s.Allows(2, padIn(9)) || !s.Allows(2, padIn(7)) {
		t.Error("a seat with no controller of its own takes any controller, another seat's too")
	}
	fr := Frame{Intents: []Intent{{Kind: Point}, padIn(8), padIn(7), {Kind: Back, Dev: Keyboard}}}
	buf := fr.Intents // the reader's buffer
	s.Filter(0, &fr)
	if got := kindsOf(fr.Intents); !slices.Equal(got, []Kind{Point, Confirm, Back}) || fr.Intents[1].Pad != 7 {
		t.Errorf("filtered for seat 0: %v", fr.Intents)
	}
	if !slices.Equal(buf, []Intent{{Kind: Point}, padIn(8), padIn(7), {Kind: Back, Dev: Keyboard}}) {
		t.Error("Filter wrote to the reader's buffer")
	}
	s.Bind(2, 7) // a controller joins another seat: it leaves its old one
	if _, ok := s.PadOf(0); ok {
		t.Error("controller 7 still plays seat 0 after joining seat 2")
	}
	if seat, _ := s.SeatOf(7); seat != 2 {
		t.Errorf("controller 7 plays seat %d, want 2", seat)
	}
	s.Shared = true
	if !s.Allows(1, padIn(7)) {
		t.Error("shared: any controller acts for every seat")
	}
	var none *Seats
	if !none.Allows(0, padIn(3)) {
		t.Error("no seats at all: every controller acts")
	}
}

func TestSeatsClaimAtFirstTurn(t *testing.T) {
	var s Seats
	s.Bind(0, 1)
	fr := Frame{Intents: []Intent{{Kind: Down, Dev: Gamepad, Pad: 1}, {Kind: Confirm, Dev: Gamepad, Pad: 2}}}
	pad, ok := s.Claim(1, &fr)
	if !ok || pad != 2 {
		t.Fatalf("seat 1's first press was by controller 2; claimed %d, %v", pad, ok)
	}
	if _, ok := s.Claim(1, &fr); ok {
		t.Error("a seat with a controller claimed another")
	}
	s.Shared = true
	if _, ok := s.Claim(3, &fr); ok {
		t.Error("shared controllers are never claimed")
	}
}

// Three players, two controllers, "one per seat": the third seat has no
// controller of its own, and any controller takes the device for it
// without leaving its own seat.
func TestSeatsFewerControllersThanPlayers(t *testing.T) {
	var s Seats
	s.Bind(0, 1)
	s.Bind(1, 2)
	fr := Frame{Intents: []Intent{{Kind: Confirm, Dev: Gamepad, Pad: 1}}}
	s.Filter(2, &fr)
	if len(fr.Intents) != 1 {
		t.Fatal("seat 0's controller could not take the device for seat 2, which has none")
	}
	if _, ok := s.Claim(2, &fr); ok {
		t.Error("seat 2 took seat 0's controller for its own")
	}
	if seat, _ := s.SeatOf(1); seat != 0 {
		t.Errorf("controller 1 moved to seat %d", seat)
	}
	fr = Frame{Intents: []Intent{{Kind: Confirm, Dev: Gamepad, Pad: 2}}}
	s.Filter(0, &fr)
	if len(fr.Intents) != 0 {
		t.Error("seat 1's controller acted for seat 0, which has its own")
	}
	fr = Frame{Intents: []Intent{{Kind: Confirm, Dev: Gamepad, Pad: 1}, {Kind: Confirm, Dev: Gamepad, Pad: 3}}}
	if pad, ok := s.Claim(2, &fr); !ok || pad != 3 {
		t.Errorf("a third controller plugged in: seat 2 claimed %d, %v; want 3", pad, ok)
	}
}

func TestSeatsUnplugFallsBack(t *testing.T) {
	var s Seats
	s.Bind(0, 4)
	s.Bind(1, 5)
	seat, ok := s.Drop(4)
	if !ok || seat != 0 {
		t.Fatalf("unplugging controller 4 freed seat %d, %v; want seat 0", seat, ok)
	}
	if _, ok := s.Drop(4); ok {
		t.Error("a controller was dropped twice")
	}
	if !s.Allows(0, Intent{Kind: Confirm, Dev: Gamepad, Pad: 6}) {
		t.Error("the seat of an unplugged controller does not take another controller")
	}
	fr := Frame{Intents: []Intent{{Kind: Confirm, Dev: Gamepad, Pad: 5}}}
	if !s.Allows(0, fr.Intents[0]) {
		t.Error("seat 0, left without a controller, cannot be played with seat 1's")
	}
	if _, ok := s.Claim(0, &fr); ok {
		t.Error("playing seat 0 with seat 1's controller took it from seat 1")
	}
	s.Reset()
	if _, ok := s.PadOf(1); ok {
		t.Error("Reset kept a binding")
	}
}
