package horus

import (
	"fmt"
	"image"
	"path/filepath"
	"testing"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/internal/shots"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/storage"
)

// The tutorial's screens: a native run (a window on Xvfb when there is no
// display) opens the tutorial at several of its cards (as Learn to play
// resumes it there) and draws them in English and Polish, at normal and
// the largest text, at 1280×720 and 1920×1080, with the question
// "Leave the tutorial?", a card played with the keyboard (its words and
// legend) and the title's first-start offer. It fails when
// a card's text has no Polish, a line of the card spills out of its box or
// off the screen or runs into another, the card covers what it outlines,
// or, at 1920×1080, a line of the card is smaller than 22 pixels. Every
// frame is saved as tutorial-*.png in $PYRAMID_SCREENSHOTS or a temporary
// directory, and each one with a committed counterpart in
// testdata/screenshots is compared with it (internal/shots).

var tutorialNative = shots.Native{Env: "PYRAMID_TUTORIAL_HOST", Report: "tutorial-shots.json"}

// tutorialShots are the cards drawn, by their mark in tutorial.txt.
var tutorialShots = []string{"welcome", "actions", "open", "touched", "jump", "score"}

func TestTutorialScreensFit(t *testing.T) {
	golden := shots.Committed(t)
	out := shots.Dir(t)
	res := runScreensHost(t, tutorialNative, out)
	if want := 2 * 2 * 2 * (len(tutorialShots) + 3); len(res.Shots) != want {
		t.Errorf("%d screens drawn, want %d: %v", len(res.Shots), want, res.Shots)
	}
	for _, p := range res.Problems {
		t.Error(p)
	}
	for _, s := range res.Shots {
		t.Logf("screenshot %s", filepath.Join(out, s))
	}
	golden.Compare(t, out)
}

type tutorialHost struct {
	screenHost
}

func tutorialHostMain(dir string) int {
	h := &tutorialHost{screenHost{dir: dir}}
	return hostMain(tutorialNative, &h.screenHost, dir, h.draw)
}

// draw draws the tutorial's cards in both languages, at both text
// sizes and both screen sizes.
func (h *tutorialHost) draw() {
	defer i18n.Set(i18n.English)
	for _, lang := range []i18n.Lang{i18n.English, i18n.Polish} {
		for _, size := range []int{0, len(settings.TextSizes) - 1} {
			st := settings.Load(storage.NewMemory())
			st.Language, st.TextSize = lang, size
			i18n.Set(lang)
			for _, sz := range [][2]float64{{1280, 720}, {1920, 1080}} {
				h.screens(&st, sz[0], sz[1])
			}
		}
	}
}

// screens draws the tutorial's screens at one size and text size.
func (h *tutorialHost) screens(st *settings.Settings, W, H float64) {
	f := layout.NewFrame(W, H)
	lang := map[i18n.Lang]string{i18n.English: "en", i18n.Polish: "pl"}[st.Language]
	if st.TextSize > 0 {
		lang += "-large"
	}
	name := fmt.Sprintf("%s-%.0fx%.0f", lang, W, H)
	ctx := func(in ...input.Intent) *scenes.Context {
		return &scenes.Context{W: W, H: H, Frame: f, Fonts: render.NewFonts(f.U * st.TextScale()), Settings: st, In: input.Frame{Intents: in, X: -100, Y: -100, Last: input.Mouse}}
	}
	marks, _ := tutorialMarks(tutorialScript)
	for _, shot := range tutorialShots {
		card := -1
		for i, mk := range marks {
			if mk.name == shot {
				card = i
			}
		}
		st.Tutorials = map[string]settings.Tutorial{horus.GameID: {Card: card, Offered: true}}
		g, err := scenes.StartTutorial(ctx(), horus.GameID)
		if err != nil {
			h.res.Problems = append(h.res.Problems, fmt.Sprintf("%s: %v", shot, err))
			continue
		}
		m := scenes.NewManager(g)
		var pr scenes.Probe
		for tick := 0; tick < 2000; tick++ {
			pr = m.Probe(ctx())
			if gp := pr.Guide; gp != nil && gp.Shown && (gp.Next || pr.Human) {
				break
			}
			if err := m.Update(ctx()); err != nil {
				h.res.Problems = append(h.res.Problems, fmt.Sprintf("%s: %v", shot, err))
				break
			}
		}
		for tick := 0; tick < 12; tick++ { // the fade between scenes ends
			_ = m.Update(ctx())
		}
		h.card(ctx(), "tutorial-"+shot+"-"+name, m, m.Probe(ctx()), W == 1920 && st.TextSize == 0)
		switch shot {
		case "actions":
			// Back: the question, over the card it keeps
			_ = m.Update(ctx(input.Intent{Kind: input.Back, Dev: input.Keyboard}))
			h.card(ctx(), "tutorial-leave-"+name, m, m.Probe(ctx()), W == 1920 && st.TextSize == 0)
		case "open":
			// played with the keyboard: its instruction and its keys' legend
			keys := ctx()
			keys.In.Last = input.Keyboard
			h.card(keys, "tutorial-open-keys-"+name, m, m.Probe(keys), W == 1920 && st.TextSize == 0)
		}
		m.Leave()
	}
	// the title's offer on a first start
	st.Tutorials = nil
	title := scenes.NewManager(scenes.NewTitle())
	_ = title.Update(ctx())
	for tick := 0; tick < 12; tick++ {
		_ = title.Update(ctx())
	}
	h.check(ctx(), "title offer "+name, "tutorial-offer-"+name, true, title.Current())
}

// card draws the screen with the card on show, checks the card's lines
// (in its panel: on the screen, in their boxes, apart, and at 1920×1080
// at normal text none under 22 pixels) and that the card covers nothing it
// outlines, and saves the frame as shot.
func (h *tutorialHost) card(ctx *scenes.Context, shot string, m *scenes.Manager, pr scenes.Probe, tall bool) {
	gp := pr.Guide
	if gp == nil || !(gp.Shown || gp.Asking) {
		h.res.Problems = append(h.res.Problems, fmt.Sprintf("%s: no card on show", shot))
		return
	}
	screen := h.screen(ctx.W, ctx.H)
	m.Draw(screen, ctx) // layouts settle on the first draw
	// the game's screen alone, to tell the card's lines from its own
	stopText := render.RecordText()
	m.Current().(*scenes.Guide).Screen().Draw(screen, ctx)
	under := map[render.TextDrawn]int{}
	for _, ln := range stopText() {
		under[ln]++
	}
	screen.Clear()
	stopMiss := i18n.Record()
	stopText = render.RecordText()
	m.Draw(screen, ctx)
	lines := stopText()
	for _, k := range stopMiss() {
		h.res.Problems = append(h.res.Problems, fmt.Sprintf("%s: no translation for %q", shot, k))
	}
	panel := gp.Panel
	m22 := render.Resized(ctx.Fonts.Body, 22).Metrics()
	small := m22.HAscent + m22.HDescent - 0.5 // the box of a line of 22-pixel text
	const tol = 1.0
	var mine []render.TextDrawn // the card's lines: those the game's screen alone did not draw
	for _, ln := range lines {
		if under[ln] > 0 {
			under[ln]--
			continue
		}
		if ln.Text != "" {
			mine = append(mine, ln)
		}
	}
	if len(mine) < 3 {
		h.res.Problems = append(h.res.Problems, fmt.Sprintf("%s: only %d lines of text on the card", shot, len(mine)))
	}
	h.res.Lines += len(mine)
	for i, ln := range mine {
		b := ln.Box
		if b.X < -tol || b.Y < -tol || b.Right() > ctx.W+tol || b.Bottom() > ctx.H+tol || b.Right() > panel.Right()+tol || b.Bottom() > panel.Bottom()+tol {
			h.res.Problems = append(h.res.Problems, fmt.Sprintf("%s: %q is off its card at %+v", shot, ln.Text, b))
		}
		if l := ln.Limit; l.W > 0 && (b.W > l.W+tol || b.H > l.H+tol) {
			h.res.Problems = append(h.res.Problems, fmt.Sprintf("%s: %q (%.0f×%.0f) does not fit its box %.0f×%.0f", shot, ln.Text, b.W, b.H, l.W, l.H))
		}
		if tall && b.H < small && !gp.Legend.Contains(b.X+1, b.Y+1) { // the keys' legend is small everywhere
			h.res.Problems = append(h.res.Problems, fmt.Sprintf("%s: %q is %.1f pixels tall, under 22-pixel text", shot, ln.Text, b.H))
		}
		for _, o := range mine[:i] {
			if overlap(b, o.Box) > 2 {
				h.res.Problems = append(h.res.Problems, fmt.Sprintf("%s: %q overlaps %q", shot, ln.Text, o.Text))
			}
		}
	}
	if gp.Shown && !gp.Asking {
		covered := append([]layout.Rect(nil), gp.Looks...)
		for _, t := range pr.Targets {
			if gp.Step != "" && t.Action == gp.Step {
				covered = append(covered, t.Rect)
			}
		}
		for _, r := range covered {
			if overlap(panel, r) > 2 {
				h.res.Problems = append(h.res.Problems, fmt.Sprintf("%s: the card %+v covers what it outlines, %+v", shot, panel, r))
			}
		}
	}
	full := image.NewRGBA(image.Rect(0, 0, int(ctx.W), int(ctx.H)))
	screen.ReadPixels(full.Pix)
	if err := savePNG(filepath.Join(h.dir, shot+".png"), full); err != nil {
		h.res.Problems = append(h.res.Problems, err.Error())
	}
	h.res.Shots = append(h.res.Shots, shot+".png")
}
