package main

import (
	"fmt"
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// mainScript: menus, then a whole game of one human (random clicks on
// legal targets) against three computers, at 1280×720.
func (h *host) mainScript(v *vm) error {
	if err := v.run(30); err != nil {
		return err
	}
	p, err := v.expect("title")
	if err != nil {
		return err
	}
	img, err := v.snap("title-1280x720.png")
	if err != nil {
		return err
	}
	h.checkVaried(img, "title")
	if n := countPixels(img, img.Bounds(), isGold); n < 2000 {
		h.fail("title screen: only %d gold pixels; the title is not drawn", n)
	}

	if err := v.clickLabel(p, "Rules"); err != nil {
		return err
	}
	if p, err = v.expect("rules"); err != nil {
		return err
	}
	if err := v.clickLabel(p, "Idols and curses"); err != nil {
		return err
	}
	if img, err = v.snap("rules-1280x720.png"); err != nil {
		return err
	}
	h.checkVaried(img, "rules")
	if err := v.clickLabel(p, "Back"); err != nil {
		return err
	}
	if p, err = v.expect("title"); err != nil {
		return err
	}

	if err := v.clickLabel(p, "Settings"); err != nil {
		return err
	}
	if p, err = v.expect("settings"); err != nil {
		return err
	}
	if err := v.clickLabel(p, "Fast"); err != nil {
		return err
	}
	if _, err = v.snap("settings-1280x720.png"); err != nil {
		return err
	}
	if err := v.clickLabel(p, "Back"); err != nil {
		return err
	}
	if p, err = v.expect("title"); err != nil {
		return err
	}

	if err := v.clickLabel(p, "New game"); err != nil {
		return err
	}
	if p, err = v.expect("newgame"); err != nil {
		return err
	}
	if humans, computers := countLabels(p, "Human"), countLabels(p, "Computer"); humans != 1 || computers != 3 {
		h.fail("new game: expected 1 human and 3 computers by default, got %d and %d", humans, computers)
	}
	if _, err = v.snap("newgame-1280x720.png"); err != nil {
		return err
	}
	if err := v.clickLabel(p, "Start game"); err != nil {
		return err
	}
	if _, err = v.expect("play"); err != nil {
		return err
	}
	return h.playToEnd(v, "1280x720")
}

// playToEnd plays the human's turns by clicking legal targets until the
// end screen shows.
func (h *host) playToEnd(v *vm, size string) error {
	first, mid := true, false
	for i := 0; v.ticks < 400000; i++ {
		if err := v.run(6); err != nil {
			return err
		}
		if i%25 == 24 { // render now and then, for the frame-time figures
			if _, err := v.frame(); err != nil {
				return err
			}
		}
		p, err := v.read()
		if err != nil {
			return err
		}
		h.seen(p.Scene)
		switch {
		case p.Scene == "end":
			if err := v.run(20); err != nil { // let the screen fade in
				return err
			}
			img, err := v.snap("end-" + size + ".png")
			if err != nil {
				return err
			}
			h.res.Winner, h.res.Rounds, h.res.Perf = p.Winner, p.Round, p.Perf
			if n := countPixels(img, image.Rect(0, 0, img.Bounds().Dx(), img.Bounds().Dy()/6), isGold); n < 1500 {
				h.fail("end screen: only %d gold pixels in the headline", n)
			}
			return nil
		case p.Scene == "play" && p.Human && len(p.Targets) > 0:
			if first {
				first = false
				img, err := v.snap("play-" + size + ".png")
				if err != nil {
					return err
				}
				h.checkVaried(img, "play")
				h.checkHighlights(img, p)
			}
			if !mid && p.Round >= 6 {
				mid = true
				if _, err := v.snap("play-round6-" + size + ".png"); err != nil {
					return err
				}
			}
			if err := h.humanMove(v, p); err != nil {
				return err
			}
		}
	}
	return fmt.Errorf("the game did not end within %d ticks", v.ticks)
}

// humanMove clicks one legal target (mostly not "end turn") and checks
// that an action click really played a step.
func (h *host) humanMove(v *vm, p probe) error {
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
	x, y := probeRectCenter(t)
	if err := v.click(x, y); err != nil {
		return err
	}
	h.res.HumanMoves++
	after, err := v.read()
	if err != nil {
		return err
	}
	if t.Action != "" && after.Scene == "play" && after.Steps == p.Steps && !after.Asking {
		h.fail("clicking %q (%s) at %.0f,%.0f played nothing (step %d)", t.Label, t.Action, x, y, p.Steps)
	}
	return nil
}

// hotSeatScript: two humans and a computer with Total Secrecy at
// 1920×1080, until the screen has been covered to pass the device.
func (h *host) hotSeatScript(v *vm) error {
	if err := v.run(30); err != nil {
		return err
	}
	p, err := v.expect("title")
	if err != nil {
		return err
	}
	if _, err = v.snap("title-1920x1080.png"); err != nil {
		return err
	}
	if err := v.clickLabel(p, "New game"); err != nil {
		return err
	}
	if p, err = v.expect("newgame"); err != nil {
		return err
	}
	if err := v.clickLabel(p, "-"); err != nil { // three seats
		return err
	}
	p, _ = v.read()
	if err := v.clickLabel(p, "Computer"); err != nil { // seat 2 becomes human
		return err
	}
	p, _ = v.read()
	if err := v.clickLabel(p, "[ ] Total secrecy"); err != nil {
		return err
	}
	p, _ = v.read()
	if countLabels(p, "Human") != 2 {
		h.fail("new game: two seats should be human now, labels %v", labels(p))
	}
	if _, err = v.snap("newgame-1920x1080.png"); err != nil {
		return err
	}
	if err := v.clickLabel(p, "Start game"); err != nil {
		return err
	}
	shotPlay := false
	for v.ticks < 200000 {
		if err := v.run(6); err != nil {
			return err
		}
		p, err := v.read()
		if err != nil {
			return err
		}
		switch {
		case p.Scene == "end":
			return nil
		case p.Scene == "pass":
			h.res.PassSeen = true
			img, err := v.snap("pass-1920x1080.png")
			if err != nil {
				return err
			}
			// nothing of the board may show behind the cover
			b := img.Bounds()
			board := image.Rect(b.Dx()*20/100, b.Dy()*10/100, b.Dx()*50/100, b.Dy()*95/100)
			if n := countPixels(img, board, isBoardColour); n > board.Dx()*board.Dy()/50 {
				h.fail("pass screen: %d board-coloured pixels show behind the cover", n)
			}
			if err := v.clickLabel(p, "confirm"); err != nil {
				return err
			}
			if err := v.run(20); err != nil {
				return err
			}
			if _, err := v.snap("play-after-pass-1920x1080.png"); err != nil {
				return err
			}
			return nil
		case p.Scene == "play" && p.Human && len(p.Targets) > 0:
			if !shotPlay {
				shotPlay = true
				if _, err := v.snap("play-1920x1080.png"); err != nil {
					return err
				}
			}
			if err := h.searchOrMove(v, p); err != nil {
				return err
			}
		}
	}
	return fmt.Errorf("no pass-the-device screen within %d ticks", v.ticks)
}

// searchOrMove searches when it can (under Total Secrecy that gives the
// seat a secret, so the next change of seat must cover the screen) and
// otherwise plays like humanMove.
func (h *host) searchOrMove(v *vm, p probe) error {
	for _, t := range p.Targets {
		if t.Action == "search" {
			x, y := probeRectCenter(t)
			h.res.HumanMoves++
			return v.click(x, y)
		}
	}
	return h.humanMove(v, p)
}

func countLabels(p probe, label string) int {
	n := 0
	for _, t := range p.Targets {
		if t.Label == label {
			n++
		}
	}
	return n
}

func countPixels(img *image.RGBA, r image.Rectangle, f func(r, g, b uint8) bool) int {
	n := 0
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			i := img.PixOffset(x, y)
			if f(img.Pix[i], img.Pix[i+1], img.Pix[i+2]) {
				n++
			}
		}
	}
	return n
}

func isGold(r, g, b uint8) bool      { return r > 210 && g > 160 && g < 220 && b < 120 }
func isHighlight(r, g, b uint8) bool { return g > 170 && b > 200 && r < 190 }

// isBoardColour matches the sand and water of the pyramid's floor.
func isBoardColour(r, g, b uint8) bool {
	sand := r > 190 && g > 160 && b > 80 && b < 140
	water := b > 150 && r < 90 && g > 100 && g < 150
	return sand || water
}

// checkVaried fails a screen that is blank or nearly so.
func (h *host) checkVaried(img *image.RGBA, what string) {
	seen := map[[3]uint8]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 7 {
		for x := b.Min.X; x < b.Max.X; x += 7 {
			i := img.PixOffset(x, y)
			seen[[3]uint8{img.Pix[i], img.Pix[i+1], img.Pix[i+2]}] = true
		}
	}
	if len(seen) < 40 {
		h.fail("%s screen looks blank: %d colours", what, len(seen))
	}
}

// checkHighlights verifies that the board squares offered to the human
// are drawn highlighted where the probe says they are.
func (h *host) checkHighlights(img *image.RGBA, p probe) {
	squares := 0
	for _, t := range p.Targets {
		if !strings.HasPrefix(t.Action, "move ") && !strings.HasPrefix(t.Action, "jump ") {
			continue
		}
		squares++
		r := image.Rect(int(t.Rect.X), int(t.Rect.Y), int(t.Rect.X+t.Rect.W), int(t.Rect.Y+t.Rect.H))
		edge := image.Rect(r.Min.X, r.Min.Y, r.Min.X+3, r.Max.Y)
		if n := countPixels(img, edge, isHighlight); n < r.Dy()/2 {
			h.fail("legal square %s at %v is not highlighted (%d highlight pixels on its edge)", t.Action, r, n)
		}
	}
	if squares == 0 {
		h.fail("the human's first turn offered no square to move to: %v", labels(p))
	}
}

// handoffScript: two people and a computer at 1280×720. Seat 0
// double-clicks End turn in round 1 (and, when the game asks first,
// double-clicks the question's End turn): its turn ends, and the second
// click of each double-click, which lands on seat 1's screen, must not
// end seat 1's turn too (on round 1 that took seat 1 out of the game from
// the Entrance).
func (h *host) handoffScript(v *vm) error {
	if err := v.run(30); err != nil {
		return err
	}
	p, err := v.expect("title")
	if err != nil {
		return err
	}
	if err := v.clickLabel(p, "New game"); err != nil {
		return err
	}
	if p, err = v.expect("newgame"); err != nil {
		return err
	}
	if err := v.clickLabel(p, "-"); err != nil { // three seats
		return err
	}
	p, _ = v.read()
	if err := v.clickLabel(p, "Computer"); err != nil { // seat 1 becomes human
		return err
	}
	// seat 1 plays Maki Watanabe, not Rasputin: no ability button at the
	// start, so End turn stands where it stood on seat 0's screen, where
	// a double-click's second click lands
	p, _ = v.read()
	if err := v.clickNth(p, ">", 1); err != nil {
		return err
	}
	p, _ = v.read()
	if err := v.clickLabel(p, "Start game"); err != nil {
		return err
	}
	if _, err = v.expect("play"); err != nil {
		return err
	}
	for v.ticks < 100000 {
		if err := v.run(6); err != nil {
			return err
		}
		if p, err = v.read(); err != nil {
			return err
		}
		h.seen(p.Scene)
		if p.Scene != "play" || !p.Human {
			continue
		}
		if p.Seat != 0 {
			break // seat 0's turn is over
		}
		end, ok := targetWith(p, "end")
		if !ok {
			return fmt.Errorf("seat 0's turn offers no end: %v", labels(p))
		}
		if p.Asking {
			h.res.Asked = true
			if _, err := v.snap("ask-1280x720.png"); err != nil {
				return err
			}
		}
		x, y := probeRectCenter(end)
		if err := v.doubleClick(x, y); err != nil {
			return err
		}
	}
	// the device is seat 1's: wait for its screen, then look again after
	// the double-click is long over
	if err := v.run(40); err != nil {
		return err
	}
	if p, err = v.read(); err != nil {
		return err
	}
	if p.Seat != 1 || !p.Human || p.Asking {
		h.fail("after seat 0's double-click, seat %d is to act (asking: %v, prompt %q): the second click played for seat 1", p.Seat, p.Asking, p.Prompt)
		return nil
	}
	h.res.HandoffHeld = true
	_, err = v.snap("handoff-after-1280x720.png")
	return err
}

// clickNth clicks the n-th target (from 0) labelled label.
func (v *vm) clickNth(p probe, label string, n int) error {
	for _, t := range p.Targets {
		if t.Label == label {
			if n == 0 {
				return v.click(probeRectCenter(t))
			}
			n--
		}
	}
	return fmt.Errorf("%s screen: too few %q among %v", p.Scene, label, labels(p))
}

// targetWith finds the target playing action.
func targetWith(p probe, action string) (probeTarget, bool) {
	for _, t := range p.Targets {
		if t.Action == action {
			return t, true
		}
	}
	return probeTarget{}, false
}

// doubleClick clicks twice at a point as a person double-clicks: the
// second press 5 ticks (83 ms) after the first.
func (v *vm) doubleClick(x, y float64) error {
	if err := v.fresh("mouse"); err != nil {
		return err
	}
	s := ebiten.Monitor().DeviceScaleFactor()
	v.g.MoveCursor(x/s, y/s)
	for i := 0; i < 2; i++ {
		v.g.PressMouseButton(ebiten.MouseButtonLeft)
		if err := v.run(1); err != nil {
			return err
		}
		v.g.ReleaseMouseButton(ebiten.MouseButtonLeft)
		if err := v.run(4); err != nil {
			return err
		}
	}
	v.runs["mouse"] = pressRun{first: v.runs["mouse"].first, last: v.ticks - 4, handoffs: v.runs["mouse"].handoffs}
	return nil
}
