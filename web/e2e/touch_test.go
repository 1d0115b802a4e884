package e2e

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// A phone in landscape: 844×390 CSS pixels (a common phone's screen held
// sideways) at a device pixel ratio of 2, with a touch screen and no
// mouse. Chromium emulates it; the fingers are CDP touch events, which
// reach the game as the browser's touch events do.
const (
	phoneW, phoneH = 844, 390
	phoneRatio     = 2
)

// newPhone opens a browser that is a phone: its viewport, a touch screen
// as the only pointer (so the page's "(pointer: coarse)" holds), mobile.
func newPhone(t testing.TB, ctx context.Context) *browser {
	t.Helper()
	b := newBrowser(t, ctx, phoneW, phoneH, phoneRatio)
	b.run(
		chromedp.EmulateViewport(phoneW, phoneH, chromedp.EmulateScale(phoneRatio), chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulateLandscape),
		emulation.SetEmitTouchEventsForMouse(true).WithConfiguration(emulation.SetEmitTouchEventsForMouseConfigurationMobile),
	)
	return b
}

// touch sends one touch event with the fingers at the given points (CSS
// pixels); none for the last finger lifting.
func (b *browser) touch(typ input.TouchType, pts ...[2]float64) {
	b.t.Helper()
	ps := make([]*input.TouchPoint, len(pts))
	for i, p := range pts {
		ps[i] = &input.TouchPoint{X: p[0], Y: p[1], ID: float64(i + 1), RadiusX: 8, RadiusY: 8, Force: 1}
	}
	b.run(chromedp.ActionFunc(func(ctx context.Context) error {
		return input.DispatchTouchEvent(typ, ps).Do(ctx)
	}))
}

// tap touches a point and lifts the finger a few frames later, as a
// finger taps.
func (b *browser) tap(x, y float64) {
	b.t.Helper()
	b.touch(input.TouchStart, [2]float64{x, y})
	time.Sleep(80 * time.Millisecond)
	b.touch(input.TouchEnd)
	time.Sleep(80 * time.Millisecond)
}

// tapRect taps the middle of a probe rectangle (device pixels).
func (b *browser) tapRect(x, y, w, h float64) {
	b.t.Helper()
	b.tap((x+w/2)/b.ratio, (y+h/2)/b.ratio)
}

func (b *browser) tapLabel(p probe, label string) {
	b.t.Helper()
	for _, tg := range p.Targets {
		if tg.Label == label {
			b.tapRect(tg.Rect.X, tg.Rect.Y, tg.Rect.W, tg.Rect.H)
			return
		}
	}
	b.t.Fatalf("the %s screen has no %q to tap: %v", p.Scene, label, labels(p))
}

// TestBrowserPlaysAGameByTouch plays on a phone held sideways with taps
// alone, through a whole game: the start page says to tap, a tap starts
// the game, taps choose on the title and the new-game screen (two
// players: the human and a computer), and on the human's first turn a
// finger dragged off a square or resting on it never plays it (a long
// press shows what the square is instead), while a tap plays; the human
// then taps End turn on the Entrance, answers the question by tap and so
// leaves the pyramid, taps to skip to the results, and the end screen
// names the result. Then a second game is started by taps and the human
// plays moves on the board by tapping squares, each of which must advance
// the engine. Screenshots: web-phone-*.png.
func TestBrowserPlaysAGameByTouch(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	out := buildWeb(t)
	url, _ := serve(t, out)
	b := newPhone(t, ctx)
	dir := shotsDir(t)

	b.run(chromedp.Navigate(url + "?probe&seed=20261122"))
	b.waitState("ready", 60*time.Second)
	if got := b.text(`document.getElementById("start").innerText`); !strings.Contains(got, "Tap or click to start") {
		t.Errorf("on a phone the start screen says %q, not to tap", got)
	}
	b.waitScene("title", 30*time.Second)
	b.save(filepath.Join(dir, "web-phone-start.png"))
	b.tap(b.w/2, b.h/2)
	b.waitState("running", 10*time.Second)
	time.Sleep(300 * time.Millisecond)
	if p := b.probe(); p.Scene != "title" {
		t.Fatalf("the tap that started the game reached it: the game shows %q", p.Scene)
	}
	b.save(filepath.Join(dir, "web-phone-title.png"))

	// The title and the new-game screen, by taps: two players.
	b.tapLabel(b.probe(), "New game")
	p := b.waitScene("newgame", 10*time.Second)
	for range 2 {
		b.tapLabel(p, "-")
		time.Sleep(200 * time.Millisecond)
		p = b.probe()
	}
	seats := 0
	for _, tg := range p.Targets {
		if tg.Label == "Human" || tg.Label == "Computer" {
			seats++
		}
	}
	if seats != 2 {
		t.Fatalf("after two taps on -, the new-game screen has %d seats, want 2: %v", seats, labels(p))
	}
	b.save(filepath.Join(dir, "web-phone-newgame.png"))
	b.tapLabel(p, "Start game")
	b.waitScene("play", 60*time.Second)
	p = b.waitProbe(60*time.Second, func(q probe) bool { return q.Human && len(q.Targets) > 1 })
	if !p.Human {
		t.Fatalf("the human's turn never came: %+v", p)
	}
	b.save(filepath.Join(dir, "web-phone-play.png"))

	move := -1
	for i, tg := range p.Targets {
		if strings.HasPrefix(tg.Action, "move") {
			move = i
			break
		}
	}
	if move < 0 {
		t.Fatalf("the human's first turn offers no move: %v", labels(p))
	}
	sq := p.Targets[move]
	x, y := (sq.Rect.X+sq.Rect.W/2)/b.ratio, (sq.Rect.Y+sq.Rect.H/2)/b.ratio

	// A finger that lands on the square and drags away pans; it plays
	// nothing where it began or ended.
	b.touch(input.TouchStart, [2]float64{x, y})
	for i := 1; i <= 6; i++ {
		time.Sleep(40 * time.Millisecond)
		b.touch(input.TouchMove, [2]float64{x + float64(i)*8, y})
	}
	b.touch(input.TouchEnd)
	time.Sleep(500 * time.Millisecond)
	if q := b.probe(); q.Steps != p.Steps {
		t.Fatalf("a drag that began on %q played it (engine step %d -> %d)", sq.Label, p.Steps, q.Steps)
	}

	// A finger resting on the square shows what the mouse's hover shows
	// (the pointer rests on it) and plays nothing, not even when it lifts.
	b.touch(input.TouchStart, [2]float64{x, y})
	held := b.waitProbe(5*time.Second, func(q probe) bool { return q.Pointed == sq.Label })
	b.save(filepath.Join(dir, "web-phone-hold.png"))
	b.touch(input.TouchEnd)
	if held.Pointed != sq.Label {
		t.Errorf("a long press on %q: the pointer rests on %q", sq.Label, held.Pointed)
	}
	time.Sleep(500 * time.Millisecond)
	if q := b.probe(); q.Steps != p.Steps || q.Pointed != "" {
		t.Fatalf("a long press on %q played it or left the pointer on %q (engine step %d -> %d)", sq.Label, q.Pointed, p.Steps, q.Steps)
	}

	// End turn on the Entrance: the question, answered by tap, takes the
	// human out of the pyramid.
	b.tapLabel(p, "End turn")
	ask := b.waitProbe(5*time.Second, func(q probe) bool { return q.Asking })
	if !ask.Asking {
		t.Fatalf("End turn on the Entrance asked nothing: %v", labels(ask))
	}
	b.save(filepath.Join(dir, "web-phone-ask.png"))
	b.tapLabel(ask, "End turn and leave")
	skip := b.waitProbe(60*time.Second, func(q probe) bool { return hasLabel(q, "Skip to the results") || q.Scene != "play" })
	if skip.Scene == "play" {
		b.tapLabel(skip, "Skip to the results")
	}
	end := b.waitScene("end", 90*time.Second)
	if end.Winner == "" {
		t.Errorf("the end screen names no result: %+v", end)
	}
	b.save(filepath.Join(dir, "web-phone-end.png"))
	t.Logf("a whole game by taps: %d engine steps, %d rounds, %s", end.Steps, end.Round, end.Winner)

	// A second game: the human's moves, tapped on the board.
	var back string
	for _, l := range []string{"New game", "Title", "Back to the title"} {
		if hasLabel(end, l) {
			back = l
			break
		}
	}
	if back == "" {
		t.Fatalf("the end screen offers no way on: %v", labels(end))
	}
	b.tapLabel(end, back)
	if back != "New game" {
		b.tapLabel(b.waitScene("title", 10*time.Second), "New game")
	}
	b.tapLabel(b.waitScene("newgame", 10*time.Second), "Start game")
	b.waitScene("play", 60*time.Second)
	played := 0
	for deadline := time.Now().Add(90 * time.Second); played < 4; {
		if time.Now().After(deadline) {
			t.Fatalf("only %d moves tapped in 90 s", played)
		}
		p = b.probe()
		if p.Scene != "play" {
			t.Fatalf("left the play screen for %q after %d moves", p.Scene, played)
		}
		var tg *struct {
			Label  string `json:"label"`
			Action string `json:"action"`
			Rect   struct{ X, Y, W, H float64 }
		}
		for i := range p.Targets {
			if a := p.Targets[i].Action; a != "" && a != "end" {
				tg = &p.Targets[i]
				break
			}
		}
		if !p.Human || p.Asking || tg == nil {
			if p.Human && !p.Asking && hasLabel(p, "End turn") {
				b.tapLabel(p, "End turn")
			} else if p.Asking {
				b.tapLabel(p, p.Targets[0].Label)
			}
			time.Sleep(150 * time.Millisecond)
			continue
		}
		b.tapRect(tg.Rect.X, tg.Rect.Y, tg.Rect.W, tg.Rect.H)
		after := b.waitProbe(5*time.Second, func(q probe) bool { return q.Steps != p.Steps || q.Scene != "play" })
		if after.Steps == p.Steps {
			t.Fatalf("tapping %q (%s) played nothing", tg.Label, tg.Action)
		}
		t.Logf("tapped %s: engine step %d -> %d", tg.Action, p.Steps, after.Steps)
		played++
	}
	b.save(filepath.Join(dir, "web-phone-moves.png"))
	if saved := b.waitAutosaveSteps(p.Steps, 30*time.Second); saved < p.Steps {
		t.Errorf("the autosave has %d steps; the game had %d", saved, p.Steps)
	}
}
