package horus

import (
	"strings"
	"testing"
	"time"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/saves"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
)

// phoneCtx is a phone held sideways, 844×390 CSS pixels at ratio 2,
// that a finger has touched, with the intents given.
func phoneCtx(st *settings.Settings, in ...input.Intent) *scenes.Context {
	f := layout.NewFrame(844*2, 390*2)
	return &scenes.Context{W: f.W, H: f.H, Scale: 2, Frame: f, Fonts: render.NewFonts(f.U * 1.5), Settings: st,
		In: input.Frame{Touchscreen: true, Last: input.Touch, X: input.Away, Y: input.Away, Intents: in, Reach: 40}}
}

// TestTheNewGameIsFingerSizedOnAPhone: on a phone every target of the
// new-game screen is a finger's height (44 CSS pixels), on the screen
// and apart from the others, with four seats and with six (when Back and
// Start game move to the top right).
func TestTheNewGameIsFingerSizedOnAPhone(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	st := settings.Defaults()
	ng := scenes.NewNewGame(horus.GameID)
	ctx := phoneCtx(&st)
	for _, seats := range []int{4, 6} {
		for range 3 { // tap + or - until the table has its seats
			pr := ng.Probe(ctx)
			n := 0
			for _, tg := range pr.Targets {
				if tg.Label == "Human" || tg.Label == "Computer" {
					n++
				}
			}
			if n == seats {
				break
			}
			label := "+"
			if n > seats {
				label = "-"
			}
			for _, tg := range pr.Targets {
				if tg.Label == label {
					x, y := tg.Rect.Center()
					if err := ng.Update(phoneCtx(&st, input.Intent{Kind: input.Click, X: x, Y: y, Dev: input.Touch})); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
		pr := ng.Probe(ctx)
		n := 0
		for _, tg := range pr.Targets {
			if tg.Label == "Human" || tg.Label == "Computer" {
				n++
			}
		}
		if n != seats {
			t.Fatalf("tapping + and - gave %d seats, want %d", n, seats)
		}
		for i, tg := range pr.Targets {
			r := tg.Rect
			if h := r.H / ctx.Scale; h < 44-0.01 {
				t.Errorf("%d seats: %q is %.1f CSS px tall on a phone, want 44", seats, tg.Label, h)
			}
			if r.X < 0 || r.Y < 0 || r.Right() > ctx.W+0.01 || r.Bottom() > ctx.H+0.01 {
				t.Errorf("%d seats: %q at %+v is off the screen", seats, tg.Label, r)
			}
			for _, o := range pr.Targets[:i] {
				if r.Overlaps(o.Rect) {
					t.Errorf("%d seats: %q overlaps %q", seats, tg.Label, o.Label)
				}
			}
		}
	}
}

// TestTheRulesScreenIsFingerSizedAndSwipes: on a phone the sections are
// a finger's rows in a list that a swipe scrolls (the last section comes
// into sight), a tap on a section opens it, and a swipe up over the text
// scrolls a long section on.
func TestTheRulesScreenIsFingerSizedAndSwipes(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	st := settings.Defaults()
	r := NewRules(scenes.NewTitle())
	ctx := phoneCtx(&st)
	targets := func() []scenes.ProbeTarget { return r.Probe(phoneCtx(&st)).Targets }
	has := func(label string) (scenes.ProbeTarget, bool) {
		for _, tg := range targets() {
			if tg.Label == label {
				return tg, true
			}
		}
		return scenes.ProbeTarget{}, false
	}
	pr := r.Probe(ctx)
	for i, tg := range pr.Targets {
		if h := tg.Rect.H / ctx.Scale; h < 44-0.01 {
			t.Errorf("%q is %.1f CSS px tall on a phone, want 44", tg.Label, h)
		}
		if tg.Rect.Bottom() > ctx.H+0.01 {
			t.Errorf("%q is off the screen", tg.Label)
		}
		for _, o := range pr.Targets[:i] {
			if tg.Rect.Overlaps(o.Rect) {
				t.Errorf("%q overlaps %q", tg.Label, o.Label)
			}
		}
	}
	last := ruleSections[len(ruleSections)-1].Title
	if _, ok := has(last); ok {
		t.Fatalf("all %d sections fit a phone's list of finger rows: nothing to swipe", len(ruleSections))
	}
	first, _ := has(ruleSections[0].Title)
	x, y := first.Rect.Center()
	for range 20 { // swipe up over the list
		if err := r.Update(phoneCtx(&st, input.Intent{Kind: input.Pan, X: x, Y: y, DY: -60, Dev: input.Touch})); err != nil {
			t.Fatal(err)
		}
	}
	tg, ok := has(last)
	if !ok {
		t.Fatalf("swiped up the list, the last section %q is still out of sight", last)
	}
	x, y = tg.Rect.Center()
	if err := r.Update(phoneCtx(&st, input.Intent{Kind: input.Click, X: x, Y: y, Dev: input.Touch})); err != nil {
		t.Fatal(err)
	}
	if r.Selected() != len(ruleSections)-1 {
		t.Fatalf("a tap on %q opened section %d", last, r.Selected())
	}
	// at 150% every section fits the phone's box: text twice as large
	// makes one scroll
	big := func(in ...input.Intent) *scenes.Context {
		c := phoneCtx(&st, in...)
		c.Fonts = render.NewFonts(c.Frame.U * 3)
		return c
	}
	long := -1
	for i := range ruleSections { // a section too long for the phone's box
		r.Select(i)
		if r.MaxScroll(big()) > 0 {
			long = i
			break
		}
	}
	if long < 0 {
		t.Fatal("no section is longer than the phone's box: the swipe over the text cannot be tried")
	}
	bx, by := r.Places(ctx).Body.Center()
	for range 5 {
		if err := r.Update(big(input.Intent{Kind: input.Pan, X: bx, Y: by, DY: -40, Dev: input.Touch})); err != nil {
			t.Fatal(err)
		}
	}
	if r.Scrolled() == 0 {
		t.Error("a swipe up over a long section's text did not scroll it")
	}
}

// TestTheReplaysListIsFingerSizedAndSwipes: on a phone the replays list
// shows fewer rows, each a finger's height, and a swipe up over it brings
// older records into view, row by row with the finger.
func TestTheReplaysListIsFingerSizedAndSwipes(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	sv := testSaves(t)
	st := settings.Defaults()
	rec := finishedRecord(t, 41)
	for i := range 20 {
		rec.Seed = uint64(i)
		if _, err := sv.ExportRecord(rec, time.Date(2030, 1, 1, 0, i, 0, 0, time.UTC)); err != nil {
			t.Fatal(err)
		}
	}
	m := scenes.NewManager(scenes.NewSavesScene(sv))
	phone := func(in ...input.Intent) *scenes.Context {
		c := phoneCtx(&st, in...)
		c.Saves = sv
		return c
	}
	if err := m.Update(phone()); err != nil {
		t.Fatal(err)
	}
	pr := m.Current().Probe(phone())
	var rows []scenes.ProbeTarget
	for i, tg := range pr.Targets {
		if strings.HasPrefix(tg.Label, saves.RecordsFolder+"/") {
			rows = append(rows, tg)
		}
		if h := tg.Rect.H / 2; h < 44-0.01 {
			t.Errorf("%q is %.1f CSS px tall on a phone, want 44", tg.Label, h)
		}
		if tg.Rect.Bottom() > phone().H+0.01 {
			t.Errorf("%q is off the screen", tg.Label)
		}
		for _, o := range pr.Targets[:i] {
			if tg.Rect.Overlaps(o.Rect) {
				t.Errorf("%q overlaps %q", tg.Label, o.Label)
			}
		}
	}
	if len(rows) == 0 || len(rows) >= scenes.MaxListed {
		t.Fatalf("a phone lists %d rows, want fewer than %d finger rows", len(rows), scenes.MaxListed)
	}
	top := rows[0].Label
	x, y := rows[0].Rect.Center()
	pitch := rows[1].Rect.Y - rows[0].Rect.Y
	if err := m.Update(phone(input.Intent{Kind: input.Pan, X: x, Y: y, DY: -2.5 * pitch, Dev: input.Touch})); err != nil {
		t.Fatal(err)
	}
	for _, tg := range m.Current().Probe(phone()).Targets {
		if strings.HasPrefix(tg.Label, saves.RecordsFolder+"/") {
			if tg.Label == top || tg.Label != rows[2].Label {
				t.Errorf("swiped up two and a half rows, the list starts with %s; want %s", tg.Label, rows[2].Label)
			}
			break
		}
	}
}
