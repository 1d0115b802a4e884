package horus

import (
	"github.com/pyramid-studio/pyramid/scenes"

	"errors"
	"fmt"
	"image"
	"math/rand/v2"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/internal/shots"
	"github.com/pyramid-studio/pyramid/render"
)

// The hand-off screens: a native run (a window on Xvfb when there is no
// display) draws the question before a costly end of turn (on the
// Entrance in round 1, and with actions left inside), the offer to skip
// to the results, and the pass-the-device cover saying which controller
// takes the device (a seat's own, or any for a seat with none, with the
// word about a stray one), in English at 100% and in Polish at 150%, at
// 1280×720 and 1920×1080. Like TestLargePolishScreensFit it fails on a
// missing translation, a line out of its box or off the screen, or two
// lines overlapping; every frame is saved as handoff-*.png in
// $PYRAMID_SCREENSHOTS or a temporary directory.

var handoffNative = shots.Native{Env: "PYRAMID_HANDOFF_HOST", Report: "handoff-shots.json"}

func TestHandoffScreensFit(t *testing.T) {
	golden := shots.Committed(t)
	out := shots.Dir(t)
	res := runScreensHost(t, handoffNative, out)
	if len(res.Shots) != 2*2*5 {
		t.Errorf("%d screens drawn, want 20: %v", len(res.Shots), res.Shots)
	}
	for _, p := range res.Problems {
		t.Error(p)
	}
	golden.Compare(t, out)
}

type handoffHost struct {
	screenHost
}

func handoffHostMain(dir string) int {
	h := &handoffHost{screenHost{dir: dir}}
	return hostMain(handoffNative, &h.screenHost, dir, h.draw)
}

// draw draws the hand-off screens in both languages at both sizes.
func (h *handoffHost) draw() {
	defer i18n.Set(i18n.English)
	for _, lang := range []i18n.Lang{i18n.English, i18n.Polish} {
		st := settings.Defaults()
		st.Language, st.Speed, st.BotSpeed = lang, 3, 4
		if lang == i18n.Polish {
			st.TextSize = len(settings.TextSizes) - 1
		}
		i18n.Set(lang)
		for _, sz := range [][2]float64{{1280, 720}, {1920, 1080}} {
			h.screens(&st, sz[0], sz[1])
		}
	}
}

// screens draws the hand-off screens at one size.
func (h *handoffHost) screens(st *settings.Settings, W, H float64) {
	f := layout.NewFrame(W, H)
	ctx := &scenes.Context{W: W, H: H, Frame: f, Fonts: render.NewFonts(f.U * st.TextScale()), Settings: st}
	*ctx.Focus() = input.Focus{} // the menus' focus on their first button, so its ring is checked too
	ctx.In = input.Frame{X: -100, Y: -100, Last: input.Keyboard}
	name := fmt.Sprintf("%s-%.0fx%.0f", map[i18n.Lang]string{i18n.English: "en", i18n.Polish: "pl-large"}[st.Language], W, H)
	fail := func(what string, err error) { h.res.Problems = append(h.res.Problems, name+" "+what+": "+err.Error()) }

	// the question on the Entrance in round 1, and with actions left inside
	p, err := h.game(ctx, st, "Małgorzata Woźna")
	if err != nil {
		fail("ask", err)
		return
	}
	end := horus.Action{Kind: horus.ActEnd}
	cur := p.m.State.Current()
	h.check(ctx, name+" the board under the question", "", false, p)
	p.askEnd(cur, end)
	h.over(ctx, name+" ask on the Entrance", "handoff-ask-entrance-"+name, p)
	p.ask = nil
	r := rand.New(rand.NewPCG(1, 2))
	for p.m.State.Current() == cur && p.obs.Players[cur].Square.Region() == horus.RegionEntrance {
		if err := p.apply(horus.Action{Kind: horus.ActMove, A: uint8(p.obs.Players[cur].Square - horus.Cols)}); err != nil {
			fail("moving in", err)
			return
		}
	}
	if !p.askEnd(cur, end) {
		fail("ask", errors.New("no question with actions left inside"))
		return
	}
	h.over(ctx, name+" ask with actions left", "handoff-ask-actions-"+name, p)
	p.ask = nil

	// the offer to skip to the results: every human has left
	for steps := 0; p.m.State.Players[cur].Inside() && steps < 5000; steps++ {
		switch c := p.m.State.Current(); {
		case c == horus.ChanceSeat:
			p.rollChance()
		case c == cur:
			legal := p.m.State.Legal(nil)
			pick := legal[len(legal)-1]
			for _, a := range legal {
				if a.Kind == horus.ActMove && horus.Square(a.A).Region() != horus.RegionCorridor && horus.Square(a.A).Row() > p.obs.Players[cur].Square.Row() {
					pick = a // out the way it came
				}
			}
			_ = p.apply(pick)
		default:
			_ = p.apply(adventurous(p.m.State.Legal(nil), r))
		}
	}
	if !p.rushOffered() {
		fail("skip", errors.New("the human never left"))
		return
	}
	for p.m.State.IsChance() {
		p.rollChance()
	}
	p.world.Skip()
	p.ctl.rushOn = true
	h.check(ctx, name+" skip to the results", "handoff-skip-"+name, true, p)
	p.Leave()

	// the cover: three people, two controllers, "one per seat"
	c, err := h.game(ctx, st, "Małgorzata Woźna", "Ben", "Zofia Żuławska")
	if err != nil {
		fail("cover", err)
		return
	}
	defer c.Leave()
	pads := &input.Seats{}
	pads.Bind(0, 0)
	pads.Bind(1, 1)
	ctx.Pads, ctx.In.Pads, ctx.In.Last = pads, []int{0, 1}, input.Gamepad
	c.passFor, c.view = 2, -1
	c.resetWorld()
	h.check(ctx, name+" cover, no controller of its own", "handoff-cover-any-"+name, true, c)
	pads.Bind(2, 2)
	ctx.In.Pads = []int{0, 1, 2}
	c.ctl.note = ""
	c.noteStrayPads(&scenes.Context{Pads: pads, In: input.Frame{Intents: []input.Intent{{Kind: input.Confirm, Dev: input.Gamepad, Pad: 0}}}}, 2)
	h.check(ctx, name+" cover, its own controller and a stray one", "handoff-cover-own-"+name, true, c)
}

// askLayer is the question alone, so that its lines are checked against
// each other and the legend (the board under it, dimmed, is checked as a
// screen of its own).
type askLayer struct{ *Play }

func (a askLayer) Draw(dst *ebiten.Image, ctx *scenes.Context) { a.drawAsk(dst, ctx) }

// over checks the question on show over the board and saves the whole
// screen as shot.
func (h *handoffHost) over(ctx *scenes.Context, what, shot string, p *Play) {
	h.check(ctx, what, "", false, askLayer{p})
	screen := h.screen(ctx.W, ctx.H)
	screen.Fill(render.Background)
	p.Draw(screen, ctx)
	scenes.DrawLegend(screen, ctx, p)
	full := image.NewRGBA(image.Rect(0, 0, int(ctx.W), int(ctx.H)))
	screen.ReadPixels(full.Pix)
	if err := savePNG(filepath.Join(h.dir, shot+".png"), full); err != nil {
		h.res.Problems = append(h.res.Problems, err.Error())
	}
	h.res.Shots = append(h.res.Shots, shot+".png")
}

// game starts a game of the named humans and two computers and plays
// to the first human's first turn in phase 3.
func (h *handoffHost) game(ctx *scenes.Context, st *settings.Settings, names ...string) (*Play, error) {
	cfg := GameConfig{Seed: 3}
	for i, n := range names {
		cfg.Seats = append(cfg.Seats, SeatConfig{Human: true, Adventurer: horus.Adventurer(i), Name: n})
	}
	for i := len(names); i < len(names)+2; i++ {
		cfg.Seats = append(cfg.Seats, SeatConfig{Level: "random", Adventurer: horus.Adventurer(i)})
	}
	p, err := NewPlay(cfg, st)
	if err != nil {
		return nil, err
	}
	p.ensureLayout(ctx)
	for steps := 0; steps < 200; steps++ {
		cur := p.m.State.Current()
		switch {
		case cur == horus.ChanceSeat:
			p.rollChance()
			continue
		case cur >= 0 && !p.computer(cur) && p.m.State.Phase == horus.PhaseActions:
			p.view = cur
			p.resetWorld()
			p.world.Skip()
			return p, nil
		case cur < 0:
			return nil, errors.New("the game ended at once")
		}
		legal := p.m.State.Legal(nil)
		if err := p.apply(legal[len(legal)-1]); err != nil {
			return nil, err
		}
	}
	p.Leave()
	return nil, errors.New("no human came to act in phase 3")
}
