package horus

import (
	"fmt"
	"slices"
	"testing"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/horus/scenario"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	horusrender "github.com/pyramid-studio/pyramid/render/horus"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
)

// crowdedAdjust is the audit's position, filled to the 12-card limit:
// phase 1, Delroy Chartier (Stamina unused) holding a Bag, six treasures,
// an Antidote, a Medi-kit, a Crowbar, a Udjat, a Snake and a Crocodile.
// He may discard ten cards, fill the Bag six ways, heal two wounds, use
// Stamina or be done: twenty buttons, more than the prompt panel holds in
// one page at any text size, with "Done" last in State.Legal.
const crowdedAdjust = `players chartier gore sarti rasputin
round 3
phase adjust
keeper chartier
at chartier B4
at gore D12
at sarti D12
at rasputin D12
cards chartier bag sand5 water6 necklace3 anubis7 sand2 water3 antidote medikit crowbar snake crocodile
cards gore sand1
`

// scenarioPlay shows a scenario's position on a play scene whose seat 0
// is the one human (the others computers), at w×h with the text at
// scale. It has no session: nothing may be played on it, but everything
// short of playing (targets, pages, focus, hints) works as in a game.
func scenarioPlay(t *testing.T, text string, w, h, scale float64) *Play {
	t.Helper()
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	p, err := positionPlay(text, &settings.Settings{Speed: 3})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(p.Leave)
	p.place(w, h, render.NewFonts(layout.NewFrame(w, h).U*scale))
	p.arts = map[float64]*horusrender.Art{1: horusrender.NewArt(p.lay, p.fonts)} // so that Update keeps this layout
	p.art = p.arts[1]
	p.artSz = p.artKeyOf(&scenes.Context{W: w, H: h, Fonts: p.fonts})
	return p
}

// positionPlay is a play scene on a scenario's position, seat 0 the one
// human and to act, the others random computers; it has no session and no
// layout yet.
func positionPlay(text string, settings *settings.Settings) (*Play, error) {
	sc, err := scenario.Parse("position", []byte(text))
	if err != nil {
		return nil, err
	}
	s, _, err := sc.Run()
	if err != nil {
		return nil, err
	}
	if s.Current() != 0 {
		return nil, fmt.Errorf("the position has seat %d to act, want the human seat 0", s.Current())
	}
	p := &Play{Board: newBoard(s, nil), settings: settings, passFor: -1, builtFor: -1, hover: -1}
	p.marks = p
	seats := []session.Seat{{Kind: session.Human}}
	for i := 1; i < len(p.cfg.Seats); i++ {
		p.cfg.Seats[i] = SeatConfig{Level: "random", Adventurer: s.Opt.Adventurers[i]}
		seats = append(seats, session.Seat{Kind: "random"})
	}
	p.turns = scenes.NewSeatTurns(seats)
	p.view = 0
	p.ctl = newPlayControls()
	p.resetWorld()
	return p, nil
}

// pageTick runs one Update of p with the given intents from device dev.
func pageTick(t *testing.T, p *Play, dev input.Device, in ...input.Intent) {
	t.Helper()
	for i := range in {
		in[i].Dev = dev
	}
	ctx := sceneCtx(nil, p.settings, in...)
	ctx.W, ctx.H, ctx.Frame = p.lay.W, p.lay.H, p.lay.Frame
	ctx.In.Last, ctx.Fonts = dev, p.fonts
	ctx.In.X, ctx.In.Y = -100, -100
	for _, i := range in {
		if i.Kind == input.Click {
			ctx.In.X, ctx.In.Y = i.X, i.Y
		}
	}
	if err := p.Update(ctx); err != nil {
		t.Fatal(err)
	}
}

// legalOffers are the actions the prompt must offer: every legal one.
func legalOffers(p *Play) []horus.Action { return p.m.State.Legal(nil) }

// pagedConfigs are the text sizes and languages the prompt must serve.
func pagedConfigs(t *testing.T, each func(t *testing.T, scale float64)) {
	defer i18n.Set(i18n.English)
	for _, lang := range []i18n.Lang{i18n.English, i18n.Polish} {
		for _, scale := range []float64{1, 1.5} {
			t.Run(fmt.Sprintf("%s-%.0f%%", lang, scale*100), func(t *testing.T) {
				i18n.Set(lang)
				each(t, scale)
			})
		}
	}
}

// TestCrowdedPromptOffersEveryActionByMouse clicks through the prompt's
// pages: every legal action has a button on one of them, every button
// lies in the panel without overlapping another, and Done is on each.
func TestCrowdedPromptOffersEveryActionByMouse(t *testing.T) {
	pagedConfigs(t, func(t *testing.T, scale float64) {
		p := scenarioPlay(t, crowdedAdjust, 1280, 720, scale)
		p.buildTargets(0)
		if len(p.pages) < 2 {
			t.Fatalf("the crowded prompt fits one page (%d buttons): the position no longer tests paging", len(p.targets))
		}
		offered := map[horus.Action]bool{}
		for visited := 0; ; visited++ {
			if visited > len(p.pages) {
				t.Fatalf("More… never came to the last page (%d pages)", len(p.pages))
			}
			more, done := -1, false
			for i, tg := range p.targets {
				if tg.kind != tButton {
					continue
				}
				r := tg.r
				if r.W <= 0 || r.X < p.lay.Prompt.X || r.Right() > p.lay.Prompt.Right() || r.Y < p.lay.Prompt.Y || r.Bottom() > p.lay.Prompt.Bottom() {
					t.Fatalf("page %d: button %q %+v is not in the prompt panel %+v", p.page+1, tg.label, r, p.lay.Prompt)
				}
				for _, o := range p.targets[:i] {
					if o.kind == tButton && o.r.Overlaps(r) {
						t.Fatalf("page %d: buttons %q and %q overlap", p.page+1, o.label, tg.label)
					}
				}
				switch {
				case tg.page == 1:
					more = i
				case tg.page == 0:
					offered[tg.act] = true
					done = done || tg.act.Kind == horus.ActEnd
				}
			}
			if !done {
				t.Errorf("page %d does not offer Done", p.page+1)
			}
			if more < 0 {
				break
			}
			x, y := p.targets[more].r.Center()
			from := p.page
			pageTick(t, p, input.Mouse, input.Intent{Kind: input.Click, X: x, Y: y})
			if p.page != from+1 {
				t.Fatalf("clicking More… on page %d shows page %d", from+1, p.page+1)
			}
		}
		for _, a := range legalOffers(p) {
			if !offered[a] {
				t.Errorf("legal action %s is on no page", a)
			}
		}
		for a := range offered {
			s := p.m.State
			if err := s.Apply(a); err != nil {
				t.Errorf("offered action %s is not legal: %v", a, err)
			}
		}
		// and Back returns to the first page
		for p.page > 0 {
			from := p.page
			i := slices.IndexFunc(p.targets, func(tg target) bool { return tg.page == -1 })
			if i < 0 {
				t.Fatalf("page %d has no Back", from+1)
			}
			x, y := p.targets[i].r.Center()
			pageTick(t, p, input.Mouse, input.Intent{Kind: input.Click, X: x, Y: y})
			if p.page != from-1 {
				t.Fatalf("Back on page %d shows page %d", from+1, p.page+1)
			}
		}
	})
}

// TestCrowdedPromptOffersEveryActionByFocus steps the focus with Tab (a
// keyboard) or RB (a controller) and confirms the page buttons: the focus
// rests on every legal action on the way, as it would before Enter or A
// plays it.
func TestCrowdedPromptOffersEveryActionByFocus(t *testing.T) {
	pagedConfigs(t, func(t *testing.T, scale float64) {
		for _, dev := range []input.Device{input.Keyboard, input.Gamepad} {
			p := scenarioPlay(t, crowdedAdjust, 1280, 720, scale)
			focused := map[horus.Action]bool{}
			pages := map[int]bool{}
			for ticks := 0; ticks < 400 && len(pages) < max(2, len(p.pages)); ticks++ {
				pageTick(t, p, dev, input.Intent{Kind: input.Next})
				if !p.ctl.focus.Valid(p.inputTargets()) {
					t.Fatalf("device %d: the focus rests nowhere", dev)
				}
				tg := p.targets[p.ctl.focus.At]
				if tg.page == 0 {
					focused[tg.act] = true
					continue
				}
				if tg.page == 1 && !pages[p.page] { // More… on a page not yet paged on from
					pages[p.page] = true
					pageTick(t, p, dev, input.Intent{Kind: input.Confirm})
					if p.targets[p.ctl.focus.At].page == 0 {
						t.Fatalf("device %d: after paging the focus left the page buttons", dev)
					}
				}
				if !slices.ContainsFunc(p.targets, func(tg target) bool { return tg.page == 1 }) {
					pages[p.page] = true // the last page
				}
			}
			if len(p.pages) < 2 {
				t.Fatal("the crowded prompt fits one page: the position no longer tests paging")
			}
			// a last round of Tab over the last page
			for range p.targets {
				pageTick(t, p, dev, input.Intent{Kind: input.Next})
				if tg := p.targets[p.ctl.focus.At]; tg.page == 0 {
					focused[tg.act] = true
				}
			}
			for _, a := range legalOffers(p) {
				if !focused[a] {
					t.Errorf("device %d: the focus never reached %s", dev, a)
				}
			}
		}
	})
}

// TestCrowdedPromptShortcutsAndHintFindOtherPages: E (end turn), S and a
// hint find their button on whichever page it is, and the probe names no
// action for a page button.
func TestCrowdedPromptShortcutsAndHintFindOtherPages(t *testing.T) {
	pagedConfigs(t, func(t *testing.T, scale float64) {
		p := scenarioPlay(t, crowdedAdjust, 1280, 720, scale)
		p.buildTargets(0)
		last := len(p.pages) - 1
		if last < 1 {
			t.Fatal("the crowded prompt fits one page")
		}
		// an offer of the first page only (Done is on every page)
		var early horus.Action
		for _, tg := range p.pages[0] {
			if tg.page == 0 && tg.act.Kind != horus.ActEnd {
				early = tg.act
			}
		}
		p.page, p.builtFor = last, -1
		p.buildTargets(0)
		ctx := sceneCtx(nil, p.settings, input.Intent{Kind: input.EndTurn, Dev: input.Keyboard})
		pick, used := p.focusPick(ctx, 0)
		if !used || pick < 0 || p.targets[pick].act.Kind != horus.ActEnd {
			t.Fatalf("E on the last page picked %d (used %v)", pick, used)
		}
		if i := p.offer(0, func(tg target) bool { return tg.act == early }); i < 0 || p.page != 0 || p.targets[i].act != early {
			t.Errorf("looking for %s from the last page shows page %d (target %d)", early, p.page+1, i)
		}
		hintNow(p, 0)
		if !p.ctl.focus.Valid(p.inputTargets()) || !p.hinted(p.targets[p.ctl.focus.At]) {
			t.Errorf("the hint (%s) is not focused on the page shown: %q", p.ctl.hint, p.ctl.note)
		}
		for _, pt := range p.Probe(sceneCtx(nil, p.settings)).Targets {
			if pt.Action == "" && pt.Label != i18n.T("More…") && pt.Label != i18n.T("Back") {
				t.Errorf("the probe gives %q no action", pt.Label)
			}
			if pt.Action != "" && (pt.Label == i18n.T("More…") || pt.Label == i18n.T("Back")) {
				t.Errorf("the probe gives the page button %q the action %q", pt.Label, pt.Action)
			}
		}
	})
}

// TestPromptPageStaysForTheSameDecision: discarding one card after another
// keeps the page on show; the next player's decision starts on page 1.
func TestPromptPageStaysForTheSameDecision(t *testing.T) {
	p := scenarioPlay(t, crowdedAdjust, 1280, 720, 1.5)
	p.buildTargets(0)
	p.page, p.builtFor = len(p.pages)-1, -1
	p.buildTargets(0)
	step := func(a horus.Action) {
		t.Helper()
		s := p.m.State
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
		p.m.State, p.obs, p.builtFor = s, s.Observe(p.view), -1
	}
	want := p.page
	legal := legalOffers(p)
	discard := legal[slices.IndexFunc(legal, func(a horus.Action) bool { return a.Kind == horus.ActDiscard && a.A != legal[0].A })]
	step(discard)
	p.buildTargets(0)
	if len(p.pages) > want && p.page != want {
		t.Errorf("after a discard the prompt went from page %d to %d", want+1, p.page+1)
	}
	step(horus.Action{Kind: horus.ActEnd})
	if cur := p.m.State.Current(); cur == 0 {
		t.Fatal("Done did not pass the turn")
	}
	p.buildTargets(p.m.State.Current())
	if p.page != 0 {
		t.Errorf("the next decision starts on page %d", p.page+1)
	}
}
