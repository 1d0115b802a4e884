package main

import (
	"fmt"
	"image"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/exp/vmhost"
)

// The controller and keyboard end-to-end tests play a whole game of one
// human against three computers from the title to the end screen with no
// mouse at all: a controller in the standard layout injected through
// vmhost, or keys. The client's probe says which target has the focus;
// the script steers it with directions (and the shoulder buttons or Tab
// when a direction does not get there) and confirms.

func TestEndToEndController(t *testing.T) {
	res := runHost(t, "controller", nil)
	checkDeviceGame(t, res)
	if !res.Joined {
		t.Error("pressing Start on the new-game screen did not bind the controller to the human seat")
	}
	if !res.Ignored {
		t.Error("a second controller acted on the seat bound to the first")
	}
	if !res.Unplugged {
		t.Error("unplugging the controller was not handled (no message, or the seat stayed bound)")
	}
}

func TestEndToEndKeyboard(t *testing.T) {
	checkDeviceGame(t, runHost(t, "keyboard", nil))
}

func checkDeviceGame(t *testing.T, res e2eResult) {
	t.Helper()
	t.Logf("scenes %v; presses %d; human moves %d; ticks %d; rounds %d; winner %q", res.Scenes, res.Presses, res.HumanMoves, res.Ticks, res.Rounds, res.Winner)
	for _, want := range []string{"title", "settings", "newgame", "play", "end"} {
		if !contains(res.Scenes, want) {
			t.Errorf("the %s screen was never reached (scenes: %v)", want, res.Scenes)
		}
	}
	if res.HumanMoves < 5 {
		t.Errorf("the human made only %d moves", res.HumanMoves)
	}
	if res.Winner == "" {
		t.Error("the end screen named no result")
	}
	if !res.HintSeen {
		t.Error("asking for a hint showed none, or the hinted action could not be played")
	}
}

// nav is a device-independent press of the scripts.
type nav int

const (
	navUp nav = iota
	navDown
	navLeft
	navRight
	navNext
	navConfirm
	navBack
	navHint
	navJoin
	navEndTurn // the keyboard's E
)

// driver presses through one device.
type driver struct {
	v     *vm
	pad   int  // the controller in use
	keys  bool // the keyboard instead of a controller
	moves int  // presses that moved the focus by direction
}

var padButtonOf = map[nav]ebiten.StandardGamepadButton{
	navUp: ebiten.StandardGamepadButtonLeftTop, navDown: ebiten.StandardGamepadButtonLeftBottom,
	navLeft: ebiten.StandardGamepadButtonLeftLeft, navRight: ebiten.StandardGamepadButtonLeftRight,
	navNext: ebiten.StandardGamepadButtonFrontTopRight, navConfirm: ebiten.StandardGamepadButtonRightBottom,
	navBack: ebiten.StandardGamepadButtonRightRight, navHint: ebiten.StandardGamepadButtonRightTop,
	navJoin: ebiten.StandardGamepadButtonCenterRight,
}

var keyOf = map[nav]ebiten.Key{
	navUp: ebiten.KeyArrowUp, navDown: ebiten.KeyArrowDown, navLeft: ebiten.KeyArrowLeft, navRight: ebiten.KeyArrowRight,
	navNext: ebiten.KeyTab, navConfirm: ebiten.KeyEnter, navBack: ebiten.KeyEscape, navHint: ebiten.KeyH, navEndTurn: ebiten.KeyE,
}

// padState is a controller with every standard-layout button and axis
// present and nothing pressed.
func padState(id int) vmhost.GamepadState {
	s := vmhost.GamepadState{ID: ebiten.GamepadID(id), SDLID: fmt.Sprintf("0300000000000000000000000000%04d", id), Name: fmt.Sprintf("Test Controller %d", id),
		StandardButtons: map[ebiten.StandardGamepadButton]vmhost.GamepadStandardButtonState{},
		StandardAxes:    map[ebiten.StandardGamepadAxis]float64{}}
	for b := ebiten.StandardGamepadButton(0); b <= ebiten.StandardGamepadButtonMax; b++ {
		s.StandardButtons[b] = vmhost.GamepadStandardButtonState{}
	}
	for a := ebiten.StandardGamepadAxis(0); a <= ebiten.StandardGamepadAxisMax; a++ {
		s.StandardAxes[a] = 0
	}
	return s
}

// plug connects exactly the controllers ids.
func (v *vm) plug(ids ...int) error {
	v.pads = v.pads[:0]
	for _, id := range ids {
		v.pads = append(v.pads, padState(id))
	}
	v.g.UpdateGamepads(v.pads)
	return v.run(2)
}

func (v *vm) setButton(pad int, b ebiten.StandardGamepadButton, down bool) {
	for i := range v.pads {
		if int(v.pads[i].ID) == pad {
			v.pads[i].StandardButtons[b] = vmhost.GamepadStandardButtonState{Pressed: down, Value: map[bool]float64{true: 1}[down]}
		}
	}
	v.g.UpdateGamepads(v.pads)
}

// pressPad presses and releases one button of controller pad.
func (v *vm) pressPad(pad int, b ebiten.StandardGamepadButton) error {
	if err := v.fresh(fmt.Sprintf("pad %d button %d", pad, b)); err != nil {
		return err
	}
	v.setButton(pad, b, true)
	if err := v.run(1); err != nil {
		return err
	}
	v.setButton(pad, b, false)
	return v.run(2)
}

// press presses and releases n through the driver's device.
func (d *driver) press(n nav) (probe, error) {
	d.v.h.res.Presses++
	var err error
	if d.keys {
		if err := d.v.fresh(keyOf[n].String()); err != nil {
			return probe{}, err
		}
		d.v.g.PressKey(keyOf[n])
		if err = d.v.run(1); err == nil {
			d.v.g.ReleaseKey(keyOf[n])
			err = d.v.run(2)
		}
	} else {
		err = d.v.pressPad(d.pad, padButtonOf[n])
	}
	if err != nil {
		return probe{}, err
	}
	return d.v.read()
}

func focused(p probe) (probeTarget, bool) {
	for _, t := range p.Targets {
		if t.Focused {
			return t, true
		}
	}
	return probeTarget{}, false
}

func sameTarget(a, b probeTarget) bool { return a.Label == b.Label && a.Rect == b.Rect }

// focusOn steers the focus onto the target want picks: by direction
// first, towards it, then by cycling if directions do not get there.
func (d *driver) focusOn(p probe, want func(probeTarget) bool) (probe, error) {
	var err error
	for tries := 0; tries < 80; tries++ {
		var goal *probeTarget
		for i := range p.Targets {
			if want(p.Targets[i]) {
				goal = &p.Targets[i]
				break
			}
		}
		if goal == nil {
			return p, fmt.Errorf("%s screen: the wanted target is not among %v", p.Scene, labels(p))
		}
		f, ok := focused(p)
		switch {
		case ok && sameTarget(f, *goal):
			return p, nil
		case ok && tries < 10:
			fx, fy := probeRectCenter(f)
			gx, gy := probeRectCenter(*goal)
			n := navDown
			switch dx, dy := gx-fx, gy-fy; {
			case math.Abs(dx) > math.Abs(dy) && dx > 0:
				n = navRight
			case math.Abs(dx) > math.Abs(dy):
				n = navLeft
			case dy < 0:
				n = navUp
			}
			before := f
			if p, err = d.press(n); err != nil {
				return p, err
			}
			if f2, ok := focused(p); ok && !sameTarget(f2, before) {
				d.moves++
			}
		default:
			if p, err = d.press(navNext); err != nil {
				return p, err
			}
		}
	}
	return p, fmt.Errorf("%s screen: the focus never reached the wanted target (focus on %v)", p.Scene, p.Targets)
}

func labelIs(s string) func(probeTarget) bool {
	return func(t probeTarget) bool { return t.Label == s }
}

// choose focuses the target labelled label and confirms it.
func (d *driver) choose(p probe, label string) (probe, error) {
	p, err := d.focusOn(p, labelIs(label))
	if err != nil {
		return p, err
	}
	return d.press(navConfirm)
}

// menus goes from the title through the settings (both speeds to
// Instant, so the game fits in the test's time) to a started game whose
// computers play the easy level.
func (d *driver) menus(h *host, tag string) error {
	v := d.v
	p, err := v.expect("title")
	if err != nil {
		return err
	}
	if p, err = d.choose(p, "Settings"); err != nil {
		return err
	}
	if p, err = v.expect("settings"); err != nil {
		return err
	}
	if p, err = d.choose(p, "Instant"); err != nil {
		return err
	}
	if p, err = d.choose(p, "Instant "); err != nil { // the computers' row
		return err
	}
	if _, err := v.snap("settings-" + tag + "-1280x720.png"); err != nil {
		return err
	}
	if _, err = d.press(navBack); err != nil {
		return err
	}
	if p, err = v.expect("title"); err != nil {
		return err
	}
	if p, err = d.choose(p, "New game"); err != nil {
		return err
	}
	if p, err = v.expect("newgame"); err != nil {
		return err
	}
	if !d.keys {
		if p, err = d.press(navJoin); err != nil {
			return err
		}
		if pad, ok := p.Pads[0]; ok && pad == d.pad {
			h.res.Joined = true
		}
	}
	// the computers play the easy level: medium → random → easy
	for countLabels(p, "Level: easy") < 3 {
		if p, err = d.focusOn(p, labelIs("Level: "+levelNotEasy(p))); err != nil {
			return err
		}
		if p, err = d.press(navConfirm); err != nil {
			return err
		}
	}
	if _, err := v.snap("newgame-" + tag + "-1280x720.png"); err != nil {
		return err
	}
	if _, err = d.choose(p, "Start game"); err != nil {
		return err
	}
	_, err = v.expect("play")
	return err
}

// levelNotEasy is the level of the first computer seat not yet easy.
func levelNotEasy(p probe) string {
	for _, t := range p.Targets {
		if l, ok := strings.CutPrefix(t.Label, "Level: "); ok && l != "easy" {
			return l
		}
	}
	return "easy"
}

// controllerScript plays with controllers only: controller 0 joins the
// human seat on the new-game screen; at the first turn a second
// controller is plugged in and must not act; in round 3 controller 0 is
// unplugged and the game goes on with controller 1.
func (h *host) controllerScript(v *vm) error {
	if err := v.run(30); err != nil {
		return err
	}
	if err := v.plug(0); err != nil {
		return err
	}
	d := &driver{v: v}
	if err := d.menus(h, "pad"); err != nil {
		return err
	}
	return h.playByFocus(d, "pad")
}

// keyboardScript plays with the keyboard only.
func (h *host) keyboardScript(v *vm) error {
	if err := v.run(30); err != nil {
		return err
	}
	d := &driver{v: v, keys: true}
	if err := d.menus(h, "keys"); err != nil {
		return err
	}
	return h.playByFocus(d, "keys")
}

// playByFocus plays the human's turns by moving the focus onto a legal
// target and confirming, until the end screen.
func (h *host) playByFocus(d *driver, tag string) error {
	v := d.v
	turns := 0
	for v.ticks < 200000 {
		if err := v.run(6); err != nil {
			return err
		}
		p, err := v.read()
		if err != nil {
			return err
		}
		h.seen(p.Scene)
		switch {
		case p.Scene == "end":
			if err := v.run(20); err != nil {
				return err
			}
			img, err := v.snap("end-" + tag + "-1280x720.png")
			if err != nil {
				return err
			}
			if n := countPixels(img, image.Rect(0, 0, img.Bounds().Dx(), img.Bounds().Dy()/6), isGold); n < 1500 {
				h.fail("end screen: only %d gold pixels in the headline", n)
			}
			h.res.Winner, h.res.Rounds = p.Winner, p.Round
			if d.moves < 10 {
				h.fail("only %d presses moved the focus by direction", d.moves)
			}
			return nil
		case p.Scene == "play" && p.Human && len(p.Targets) > 0:
			turns++
			if err := h.deviceChecks(d, p, turns, tag); err != nil {
				return err
			}
			if p, err = v.read(); err != nil {
				return err
			}
			if !p.Human || p.Scene != "play" {
				continue
			}
			if err := h.focusMove(d, p); err != nil {
				return err
			}
		}
	}
	return fmt.Errorf("the game did not end within %d ticks", v.ticks)
}

// deviceChecks makes the script's checks at given turns: a stray
// controller, the focus ring, a hint, an unplugged controller.
func (h *host) deviceChecks(d *driver, p probe, turn int, tag string) error {
	v := d.v
	var err error
	switch {
	case turn == 1 && !d.keys:
		if err := v.plug(0, 1); err != nil {
			return err
		}
		before, _ := focused(p)
		if err := v.pressPad(1, ebiten.StandardGamepadButtonFrontTopRight); err != nil {
			return err
		}
		after, err := v.read()
		if err != nil {
			return err
		}
		if f, _ := focused(after); sameTarget(f, before) && after.Steps == p.Steps {
			h.res.Ignored = true
		}
	case turn == 2:
		if p, err = d.press(navNext); err != nil { // shows the focus
			return err
		}
		img, err := v.snap("play-" + tag + "-1280x720.png")
		if err != nil {
			return err
		}
		f, ok := focused(p)
		if !ok {
			h.fail("no target has the focus after a press")
			return nil
		}
		// the ring: light pixels just outside the focused target
		r := image.Rect(int(f.Rect.X-7), int(f.Rect.Y-7), int(f.Rect.X+f.Rect.W+7), int(f.Rect.Y-2))
		if n := countPixels(img, r, func(r, g, b uint8) bool { return r > 200 && g > 200 && b > 180 }); n < r.Dx() {
			h.fail("the focused %q has no ring drawn around it (%d light pixels above it)", f.Label, n)
		}
	case turn == 3:
		if p, err = d.press(navHint); err != nil {
			return err
		}
		// the hint is worked out off the UI thread: the screen says so
		// and goes on drawing until it comes
		for end := time.Now().Add(time.Minute); p.Message == "Looking for a hint…" && time.Now().Before(end); {
			time.Sleep(5 * time.Millisecond)
			if err := d.v.run(1); err != nil {
				return err
			}
			if p, err = d.v.read(); err != nil {
				return err
			}
		}
		f, ok := focused(p)
		if !strings.HasPrefix(p.Message, "Hint:") || !ok {
			h.fail("the hint showed %q with the focus on %v", p.Message, f)
			return nil
		}
		if _, err := v.snap("play-hint-" + tag + "-1280x720.png"); err != nil {
			return err
		}
		after, err := d.press(navConfirm)
		if err != nil {
			return err
		}
		h.res.HumanMoves++
		if f.Action != "" && after.Steps > p.Steps || f.Action == "" {
			h.res.HintSeen = true
		}
	case p.Round >= 3 && !d.keys && !h.res.Unplugged:
		if err := v.plug(1); err != nil { // controller 0 is pulled out
			return err
		}
		after, err := v.read()
		if err != nil {
			return err
		}
		if _, bound := after.Pads[0]; strings.Contains(after.Message, "unplugged") && !bound {
			h.res.Unplugged = true
		} else {
			h.fail("after unplugging: message %q, bindings %v", after.Message, after.Pads)
		}
		d.pad = 1
	}
	return nil
}

// focusMove picks a legal target (mostly not "end turn"), steers the
// focus onto it and confirms; the keyboard ends turns with E.
func (h *host) focusMove(d *driver, p probe) error {
	var pick []probeTarget
	for _, t := range p.Targets {
		if t.Action != "end" {
			pick = append(pick, t)
		}
	}
	if len(pick) == 0 || h.rng.IntN(5) == 0 {
		pick = p.Targets
	}
	t := pick[h.rng.IntN(len(pick))]
	var after probe
	var err error
	if d.keys && t.Action == "end" {
		after, err = d.press(navEndTurn)
	} else {
		if p, err = d.focusOn(p, func(x probeTarget) bool { return sameTarget(x, t) }); err != nil {
			return err
		}
		after, err = d.press(navConfirm)
	}
	if err != nil {
		return err
	}
	h.res.HumanMoves++
	if t.Action != "" && after.Scene == "play" && after.Steps == p.Steps && !after.Asking {
		h.fail("choosing %q (%s) played nothing (step %d)", t.Label, t.Action, p.Steps)
	}
	return nil
}
