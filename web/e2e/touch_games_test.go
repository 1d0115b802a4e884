package e2e

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// The collection's other games, played by touch on a phone held sideways
// as TestBrowserPlaysAGameByTouch plays Horus: chosen on the title with
// Another game (New game then loads the game's module in the tab), set up
// and started by taps, and played by taps on what
// the play screen's probe offers, with screenshots at the phone's size
// and at a tablet's (1024×768, the same game on a resized screen).

// A tablet in landscape: 1024×768 CSS pixels. Its device pixel ratio is
// 1, not a real tablet's 2: the layout (and so every size in CSS pixels)
// is the same, and software WebGL on a busy machine draws a quarter of
// the pixels.
const (
	tabletW, tabletH = 1024, 768
	tabletRatio      = 1
)

// resize makes b's screen another size (a phone turned into a tablet),
// keeping the touch screen.
func (b *browser) resize(w, h int, ratio float64) {
	b.t.Helper()
	b.run(chromedp.EmulateViewport(int64(w), int64(h), chromedp.EmulateScale(ratio), chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulateLandscape))
	b.w, b.h, b.ratio = float64(w), float64(h), ratio
}

// shots saves the screen as name-phone.png and, on a tablet-sized screen,
// name-tablet.png, then goes back to the phone. Each waits for the game
// to lay itself out for the new size (its probe's targets move).
func (b *browser) shots(dir, name string) {
	b.t.Helper()
	b.save(filepath.Join(dir, name+"-phone.png"))
	before := b.probe()
	b.resize(tabletW, tabletH, tabletRatio)
	b.waitRelaid(before)
	b.save(filepath.Join(dir, name+"-tablet.png"))
	before = b.probe()
	b.resize(phoneW, phoneH, phoneRatio)
	b.waitRelaid(before)
}

// waitRelaid waits until the screen has been laid out again for a new
// size: the first target of the probe has moved (a screen with no
// targets gets a moment).
func (b *browser) waitRelaid(before probe) {
	b.t.Helper()
	if len(before.Targets) == 0 {
		time.Sleep(500 * time.Millisecond)
		return
	}
	b.waitProbe(5*time.Second, func(q probe) bool {
		return q.Scene != before.Scene || len(q.Targets) == 0 || q.Targets[0].Rect != before.Targets[0].Rect
	})
	time.Sleep(200 * time.Millisecond) // a frame drawn at the new size
}

// startByTouch opens the page on a phone and starts it with a tap; the
// title is up.
func startByTouch(t *testing.T, ctx context.Context, seed int) (*browser, probe) {
	t.Helper()
	out := buildWeb(t)
	url, _ := serve(t, out)
	b := newPhone(t, ctx)
	// the speeds a person in a hurry chooses: computers' turns at once,
	// a person's quick (a busy machine draws a few frames a second)
	b.run(chromedp.ActionFunc(func(ctx context.Context) error {
		_, err := page.AddScriptToEvaluateOnNewDocument(`if (!localStorage.getItem("pyramid/settings.json")) {
			localStorage.setItem("pyramid/settings.json", 't:{"speed": "Fast", "computerSpeed": "Instant"}');
		}`).Do(ctx)
		return err
	}))
	b.run(chromedp.Navigate(fmt.Sprintf("%s?probe&seed=%d", url, seed)))
	b.waitState("ready", 60*time.Second)
	b.waitScene("title", 30*time.Second)
	b.tap(b.w/2, b.h/2)
	b.waitState("running", 10*time.Second)
	return b, b.waitScene("title", 10*time.Second)
}

// offerGame taps Another game on the title until it offers game.
func (b *browser) offerGame(p probe, game string) probe {
	b.t.Helper()
	for range 4 {
		if p.Game == game {
			return p
		}
		b.tapLabel(p, "Another game")
		was := p.Game
		p = b.waitProbe(5*time.Second, func(q probe) bool { return q.Game != was })
	}
	if p.Game != game {
		b.t.Fatalf("the title never offers %s (it offers %q): %v", game, p.Game, labels(p))
	}
	return p
}

// seatKinds is the new-game screen's Human and Computer buttons, one per
// seat, in seat order.
func seatKinds(p probe) []string {
	var out []string
	for _, tg := range p.Targets {
		if tg.Label == "Human" || tg.Label == "Computer" {
			out = append(out, tg.Label)
		}
	}
	return out
}

// setSeats taps − or + until the new-game screen has n seats, then taps
// the seats' kinds until they are want (true: a person).
func (b *browser) setSeats(p probe, want ...bool) probe {
	b.t.Helper()
	for tries := 0; len(seatKinds(p)) != len(want); tries++ {
		if tries > 8 {
			b.t.Fatalf("the new-game screen keeps %d seats, want %d: %v", len(seatKinds(p)), len(want), labels(p))
		}
		sign := "+"
		if len(seatKinds(p)) > len(want) {
			sign = "-"
		}
		n := len(seatKinds(p))
		b.tapLabel(p, sign)
		p = b.waitProbe(5*time.Second, func(q probe) bool { return len(seatKinds(q)) != n })
	}
	for seat, person := range want {
		for tries := 0; (seatKinds(p)[seat] == "Human") != person; tries++ {
			if tries > 3 {
				b.t.Fatalf("seat %d stays %s: %v", seat+1, seatKinds(p)[seat], labels(p))
			}
			k := -1
			for _, tg := range p.Targets {
				if tg.Label == "Human" || tg.Label == "Computer" {
					if k++; k == seat {
						b.tapRect(tg.Rect.X, tg.Rect.Y, tg.Rect.W, tg.Rect.H)
						break
					}
				}
			}
			was := seatKinds(p)[seat]
			p = b.waitProbe(5*time.Second, func(q probe) bool { s := seatKinds(q); return len(s) > seat && s[seat] != was })
		}
	}
	return p
}

// middle is the middle of a probe's target, in CSS pixels.
func (b *browser) middle(p probe, i int) (x, y float64) {
	r := p.Targets[i].Rect
	return (r.X + r.W/2) / b.ratio, (r.Y + r.H/2) / b.ratio
}

// fingerReach is how far beside a target a finger still reaches it, in
// CSS pixels (client/input's Reach): a target is a finger's when it
// and its reach make about 44 pixels.
const fingerReach = 20

// smallestSeen is the smallest target last logged for each browser.
var smallestSeen = map[*browser]float64{}

// checkFingerSize fails on a target of the probe too small for a
// finger: less than about 44 CSS pixels across with the reach on both
// sides (12 pixels, so 52 with the reach: Pengqueen's maze, which does
// not zoom, has 15-pixel squares on a phone), and logs the smallest.
func (b *browser) checkFingerSize(p probe) {
	b.t.Helper()
	label, least := "", math.Inf(1)
	for _, tg := range p.Targets {
		if s := min(tg.Rect.W, tg.Rect.H) / b.ratio; s < least {
			label, least = tg.Label, s
		}
	}
	if least != smallestSeen[b] {
		smallestSeen[b] = least
		b.t.Logf("the smallest target on the %s screen: %q, %.1f CSS pixels across", p.Scene, label, least)
	}
	if least+2*fingerReach < 52 {
		b.t.Errorf("the %q target on the %s screen is %.0f CSS pixels across: too small for a finger even with its reach", label, p.Scene, least)
	}
}

// skipped are targets a player taps now and then but that take the game
// no further: asking for a hint, taking back, turning a page, putting a
// chosen card or cell back, the pause menu (the cover's and the top bar's).
func skipped(label string) bool {
	for _, s := range []string{"Hint", "Undo", "menu", "Menu", "page", "More…", "Back", "Cancel", "Another card", "Another cell", "Put the card back", "Notes (", "Done with notes"} {
		if strings.HasPrefix(label, s) {
			return true
		}
	}
	return false
}

// touchPlayer makes a person's decisions by taps on what the play screen
// offers, any of them but those that take the game no further (skipped):
// a die, a square, a card, a cell, a button; the door between sides is
// lifted by its button.
type touchPlayer struct {
	b         *browser
	rng       *rand.Rand
	decisions int      // engine steps a tap of ours played
	taps      int      // taps made
	seen      []string // the labels tapped, for the log
	// each, when set, is called with every probe on which a person is to
	// act, before the tap (the gestures' checks)
	each func(p probe)
	// prefer, when set, is the target a person who knows the game taps
	// (-1: any), seven times in eight
	prefer func(p probe, rng *rand.Rand) int
}

// play taps until done says so of the probe or limit passes.
func (tp *touchPlayer) play(limit time.Duration, done func(probe) bool) probe {
	b := tp.b
	b.t.Helper()
	deadline := time.Now().Add(limit)
	for {
		p := b.probe()
		if done(p) {
			return p
		}
		if time.Now().After(deadline) {
			b.t.Fatalf("after %v of play, %d taps and %d decisions: the game shows %s (human %v, %v); tapped %v",
				limit, tp.taps, tp.decisions, p.Scene, p.Human, labels(p), tp.seen)
		}
		switch {
		case p.Scene == "pass" && len(p.Targets) > 0:
			b.tapLabel(p, p.Targets[0].Label) // the door's button: the next person looks
			b.waitProbe(5*time.Second, func(q probe) bool { return q.Scene != "pass" })
			continue
		case p.Scene != "play" || !p.Human || len(p.Targets) == 0:
			time.Sleep(100 * time.Millisecond) // the computers are playing, or the screen changes
			continue
		}
		if tp.each != nil {
			tp.each(p)
			if q := b.probe(); q.Steps != p.Steps || q.Scene != p.Scene {
				continue
			}
		}
		var pick []int
		for i, tg := range p.Targets {
			if !skipped(tg.Label) {
				pick = append(pick, i)
			}
		}
		if len(pick) == 0 {
			b.t.Fatalf("the person can only tap %v", labels(p))
		}
		i := pick[tp.rng.IntN(len(pick))]
		if tp.prefer != nil {
			if j := tp.prefer(p, tp.rng); j >= 0 && tp.rng.IntN(8) > 0 {
				i = j
			}
		}
		tg := p.Targets[i]
		x, y := b.middle(p, i)
		b.tap(x, y)
		tp.taps++
		tp.seen = append(tp.seen, tg.Label)
		if len(tp.seen) > 12 {
			tp.seen = tp.seen[1:]
		}
		after := b.waitProbe(5*time.Second, func(q probe) bool {
			return q.Steps != p.Steps || q.Scene != p.Scene || fmt.Sprint(labels(q)) != fmt.Sprint(labels(p))
		})
		if after.Steps > p.Steps {
			tp.decisions++
			b.t.Logf("tapped %q: engine step %d -> %d", tg.Label, p.Steps, after.Steps)
		}
	}
}

// checkGestures is what every game's board must do by touch, checked on
// a target of the person's turn: a finger resting on it shows what
// hovering shows (the pointer rests on it) and plays nothing when it
// lifts; a finger that lands on it and drags away plays nothing either.
// It returns the target's rectangle before and after the drag (device
// pixels), for a board that pans to say it moved.
func (b *browser) checkGestures(p probe, i int, dir, name string) (before, after [4]float64) {
	b.t.Helper()
	tg := p.Targets[i]
	x, y := b.middle(p, i)
	b.touch(input.TouchStart, [2]float64{x, y})
	// half a second of the game's ticks: far longer in a browser that
	// draws a frame a second on a busy machine
	held := b.waitProbe(30*time.Second, func(q probe) bool { return q.Pointed == tg.Label })
	b.save(filepath.Join(dir, name+"-hold-phone.png"))
	b.touch(input.TouchEnd)
	if held.Pointed != tg.Label {
		b.t.Errorf("a long press on %q: the pointer rests on %q", tg.Label, held.Pointed)
	}
	q := b.waitProbe(5*time.Second, func(q probe) bool { return q.Pointed == "" })
	if q.Steps != p.Steps || q.Pointed != "" {
		b.t.Fatalf("a long press on %q played it or left the pointer on %q (engine step %d -> %d)", tg.Label, q.Pointed, p.Steps, q.Steps)
	}
	rect := func(q probe) [4]float64 {
		for _, t := range q.Targets {
			if t.Label == tg.Label && t.Action == tg.Action {
				return [4]float64{t.Rect.X, t.Rect.Y, t.Rect.W, t.Rect.H}
			}
		}
		return [4]float64{}
	}
	before = rect(q)
	b.touch(input.TouchStart, [2]float64{x, y})
	for k := 1; k <= 6; k++ {
		time.Sleep(40 * time.Millisecond)
		b.touch(input.TouchMove, [2]float64{x + float64(k)*8, y + float64(k)*4})
	}
	b.touch(input.TouchEnd)
	q = b.waitProbe(3*time.Second, func(q probe) bool { return rect(q) != before })
	if q.Steps != p.Steps {
		b.t.Fatalf("a drag that began on %q played it (engine step %d -> %d)", tg.Label, p.Steps, q.Steps)
	}
	return before, rect(q)
}

// TestBrowserPlaysPengqueenByTouch: Pyramid of Pengqueen on a phone held
// sideways, by taps alone: chosen on the title, a person hunter beside
// two computers (the Mummy and a hunter) set up by taps, and six of the
// person's decisions (rolls, dice, squares, announcements, ends of turn)
// tapped from what the screen offers; a long press on a square shows
// what hovering shows and plays nothing, nor does a drag begun on it.
// The autosave, written in the background, holds every step played.
// Screenshots web-pengqueen-*-phone.png and -tablet.png.
func TestBrowserPlaysPengqueenByTouch(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 7*time.Minute)
	defer cancel()
	b, p := startByTouch(t, ctx, 20261129)
	dir := shotsDir(t)
	p = b.offerGame(p, "pengqueen")
	b.shots(dir, "web-pengqueen-title")

	b.tapLabel(p, "New game")
	b.waitModule("pengqueen", 90*time.Second) // the game's own module, loaded in this tab
	p = b.waitScene("newgame", 30*time.Second)
	if p.Game != "pengqueen" {
		t.Fatalf("New game sets up %q, not Pyramid of Pengqueen", p.Game)
	}
	p = b.setSeats(p, false, true, false) // the Mummy and a hunter computers, the person a hunter
	b.shots(dir, "web-pengqueen-newgame")
	b.tapLabel(p, "Start game")
	p = b.waitProbe(60*time.Second, func(q probe) bool { return q.Scene == "play" && q.Human && len(q.Targets) > 0 })
	if !p.Human {
		t.Fatalf("the person's turn never came: %+v", p)
	}
	b.shots(dir, "web-pengqueen-play")

	tp := &touchPlayer{b: b, rng: rand.New(rand.NewPCG(11, 29)), prefer: pengqueenPlayer}
	var checked bool
	tp.each = func(p probe) {
		b.checkFingerSize(p)
		if checked {
			return
		}
		for i, tg := range p.Targets {
			if tg.Action != "" && !strings.Contains(tg.Label, " ") { // a square to move to
				checked = true
				b.save(filepath.Join(dir, "web-pengqueen-squares-phone.png"))
				b.checkGestures(p, i, dir, "web-pengqueen")
				return
			}
		}
	}
	start := time.Now()
	p = tp.play(4*time.Minute, func(q probe) bool { return q.Scene == "end" || tp.decisions >= 6 && checked })
	t.Logf("Pengqueen by taps: %d taps, %d decisions of the person, %d engine steps, %v", tp.taps, tp.decisions, p.Steps, time.Since(start).Round(time.Second))
	if !checked {
		t.Error("the person never had a square to move to")
	}
	b.save(filepath.Join(dir, "web-pengqueen-moves-phone.png"))
	if p.Scene == "play" {
		if saved := b.waitAutosaveSteps(p.Steps, 90*time.Second); saved < p.Steps {
			t.Errorf("the autosave has %d steps; the game had %d", saved, p.Steps)
		}
	}
}

// firstOf is a target of p (one at random when several) that the first
// of the tests that any does, -1 when none does.
func firstOf(p probe, rng *rand.Rand, tests ...func(label, action string) bool) int {
	for _, ok := range tests {
		var all []int
		for i, tg := range p.Targets {
			if ok(tg.Label, tg.Action) {
				all = append(all, i)
			}
		}
		if len(all) > 0 {
			return all[rng.IntN(len(all))]
		}
	}
	return -1
}

// runRunRunPlayer explores the short way: a card, a glowing cell, the
// room laid as first shown; in a fight it rolls; otherwise a step (a
// walk, the paw marker, passing the turn).
func runRunRunPlayer(p probe, rng *rand.Rand) int {
	return firstOf(p, rng,
		func(l, _ string) bool {
			return strings.HasPrefix(l, "Lay ") && l != "Lay the card here." || strings.HasPrefix(l, "Roll ")
		},
		func(l, _ string) bool { return l == "Lay the card here." },
		func(l, _ string) bool { return strings.HasPrefix(l, "Explore with") },
		func(l, a string) bool { return a != "" },
	)
}

// pengqueenPlayer plays a hunter's turn the short way: the first roll, a
// die, a square it reaches, the announcement, the end of the turn.
func pengqueenPlayer(p probe, rng *rand.Rand) int {
	return firstOf(p, rng,
		func(l, _ string) bool { return strings.HasPrefix(l, "Announce") },
		func(l, a string) bool { return a != "" && !strings.Contains(l, " ") }, // a square
		func(l, _ string) bool { return l == "End the turn" },
		func(l, _ string) bool {
			return slices.Contains([]string{"Arrow", "One", "Two", "Three", "Four", "Five", "Six"}, l)
		}, // a die
		func(l, _ string) bool { return strings.HasPrefix(l, "Roll") && !strings.HasSuffix(l, "again") },
	)
}

// TestBrowserPlaysRunRunRunByTouch: Run Run Run! on a phone held
// sideways, by taps alone: chosen on the title, a person beside a
// computer teammate, set up by taps, and several of the person's
// decisions (cards, cells, turns, rolls) tapped from what the screen
// offers; a long press on a cell of the maze shows what hovering shows
// and plays nothing, a drag on the maze pans it and a pinch zooms it
// (the cell moves, then grows), neither playing anything. The autosave,
// written in the background, holds every step played. Screenshots
// web-runrunrun-*-phone.png and -tablet.png.
func TestBrowserPlaysRunRunRunByTouch(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 7*time.Minute)
	defer cancel()
	b, p := startByTouch(t, ctx, 20261130)
	dir := shotsDir(t)
	p = b.offerGame(p, "runrunrun")
	b.shots(dir, "web-runrunrun-title")

	b.tapLabel(p, "New game")
	b.waitModule("runrunrun", 90*time.Second) // the game's own module, loaded in this tab
	p = b.waitScene("newgame", 30*time.Second)
	if p.Game != "runrunrun" {
		t.Fatalf("New game sets up %q, not Run Run Run!", p.Game)
	}
	p = b.setSeats(p, true, false)
	b.shots(dir, "web-runrunrun-newgame")
	b.tapLabel(p, "Start game")
	p = b.waitProbe(60*time.Second, func(q probe) bool { return q.Scene == "play" && q.Human && len(q.Targets) > 0 })
	if !p.Human {
		t.Fatalf("the person's turn never came: %+v", p)
	}
	b.shots(dir, "web-runrunrun-play")

	tp := &touchPlayer{b: b, rng: rand.New(rand.NewPCG(5, 30)), prefer: runRunRunPlayer}
	var checked bool
	tp.each = func(p probe) {
		b.checkFingerSize(p)
		if checked {
			return
		}
		for i, tg := range p.Targets {
			if r := tg.Rect; r.W == r.H && strings.HasSuffix(tg.Label, ".") { // a cell of the maze
				checked = true
				b.save(filepath.Join(dir, "web-runrunrun-cells-phone.png"))
				before, after := b.checkGestures(p, i, dir, "web-runrunrun")
				if after[0] <= before[0] || after[1] <= before[1] {
					t.Errorf("a drag right and down on the maze did not pan it: %q went from %v to %v", tg.Label, before, after)
				}
				b.pinch(p, i)
				q := b.waitProbe(3*time.Second, func(q probe) bool {
					for _, u := range q.Targets {
						if u.Label == tg.Label && u.Rect.W > after[2]*1.1 {
							return true
						}
					}
					return false
				})
				grown := false
				for _, u := range q.Targets {
					grown = grown || u.Label == tg.Label && u.Rect.W > after[2]*1.1
				}
				if !grown || q.Steps != p.Steps {
					t.Errorf("a pinch out on the maze did not zoom it in (or played a step): %v", labels(q))
				}
				b.save(filepath.Join(dir, "web-runrunrun-zoomed-phone.png"))
				return
			}
		}
	}
	start := time.Now()
	const want = 5
	p = tp.play(3*time.Minute, func(q probe) bool { return q.Scene == "end" || tp.decisions >= want && checked })
	t.Logf("Run Run Run! by taps: %d taps, %d decisions of the person, %v", tp.taps, tp.decisions, time.Since(start).Round(time.Second))
	if !checked {
		t.Error("the person never had a cell of the maze to tap")
	}
	b.save(filepath.Join(dir, "web-runrunrun-moves-phone.png"))
	if p.Scene == "play" {
		if saved := b.waitAutosaveSteps(p.Steps, 90*time.Second); saved < p.Steps {
			t.Errorf("the autosave has %d steps; the game had %d", saved, p.Steps)
		}
	}
}

// pinch spreads two fingers apart around a target's middle: a zoom in.
func (b *browser) pinch(p probe, i int) {
	b.t.Helper()
	x, y := b.middle(p, i)
	b.touch(input.TouchStart, [2]float64{x - 30, y}, [2]float64{x + 30, y})
	for k := 1; k <= 6; k++ {
		time.Sleep(40 * time.Millisecond)
		d := 30 + float64(k)*5
		b.touch(input.TouchMove, [2]float64{x - d, y}, [2]float64{x + d, y})
	}
	b.touch(input.TouchEnd)
}
