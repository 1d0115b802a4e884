package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/session"
)

// Guide plays a game's tutorial (Tutorial): the game's own play screen,
// on a game that follows the tutorial's line, with the tutorial's cards
// laid over it. Each card shows once the game has reached it and the
// screen has caught up; play waits there (Session.Hold) while a card is
// to be read, and goes on by itself — chance's steps and the computers'
// from the line — between cards. Under a card that asks for a step, only
// that step is taken: a click on what is outlined, or Enter or A on it
// (the focus is put there), and anything else gets a nudge. Back asks
// whether to leave; the card reached is kept in the settings, so the
// tutorial goes on from there next time, and its game is never saved,
// filed or counted.
type Guide struct {
	id    string
	tut   Tutorial
	s     *session.Session
	inner Scene    // the game's play screen, then the end screen
	stage *Manager // the inner screen's manager: its focus, and where it goes
	set   *settings.Settings

	card    int    // the card on show, or the next to show
	shown   bool   // the card is on show: the game reached it and the screen caught up
	asking  bool   // "Leave the tutorial?" is on show
	nudge   int    // ticks left of the nudge after input the card does not take
	pointed string // the step the focus was put on (Guided.Point), so it is put there once
	probe   Probe  // the inner screen's probe this tick: the targets of the step to play

	bs   Buttons  // the card's buttons, or the question's
	draw guideArt // what the overlay draws from frame to frame (guide_draw.go)
}

// nudgeTicks is how long the nudge shows after input the card does not
// take.
const nudgeTicks = 90

// newGuide starts tutorial tut of the game with id at card from.
func newGuide(ctx *Context, id string, tut Tutorial, from int) (*Guide, error) {
	sc, ok := ScreensOf(id)
	if !ok {
		return nil, i18n.Errorf("this game has no tutorial")
	}
	s, err := tut.staged(from)
	if err != nil {
		return nil, err
	}
	g := &Guide{id: id, tut: tut, s: s, stage: NewManager(nil), set: tutorialSettings(ctx.Settings), card: from}
	c := g.stageCtx(ctx)
	c.Settings = g.set
	p, err := sc.Play(c, s)
	if err != nil {
		return nil, err
	}
	if _, ok := p.(Guided); !ok {
		return nil, i18n.Errorf("this game has no tutorial")
	}
	g.inner = p
	g.keep(ctx, settings.Tutorial{Card: from, Offered: true})
	return g, nil
}

// stageCtx is ctx as the inner screen gets it: its own manager (its
// focus, and a switch of screen the guide looks at before it happens)
// and no place to save games.
func (g *Guide) stageCtx(ctx *Context) *Context {
	c := *ctx
	c.mgr, c.Saves = g.stage, nil
	return &c
}

// keep saves how far the player has got with the tutorial.
func (g *Guide) keep(ctx *Context, t settings.Tutorial) {
	if ctx.Settings != nil {
		_ = ctx.Settings.SetTutorial(g.id, t) // a failure shows on the settings screen
	}
}

// Session is the tutorial's game (tests).
func (g *Guide) Session() *session.Session { return g.s }

// Screen is the game's screen under the cards: its play screen, then its
// end screen (tests).
func (g *Guide) Screen() Scene { return g.inner }

// Leave stops what the inner screen runs (computers thinking, the
// ambient sound).
func (g *Guide) Leave() {
	if l, ok := g.inner.(Leaver); ok {
		l.Leave()
	}
}

// cur is the card on show or next to show; false past the last.
func (g *Guide) cur() (Card, bool) {
	if g.card >= len(g.tut.Cards) {
		return Card{}, false
	}
	return g.tut.Cards[g.card], true
}

// settled reports whether the inner screen shows the game as it stands.
func (g *Guide) settled() bool {
	gd, ok := g.inner.(Guided)
	return ok && gd.Settled()
}

// advance moves past the cards whose steps have been played, holds the
// game at the card to read (or past the steps of the card on show), and
// shows the next card once the game has reached it and the screen has
// caught up; under a card that asks for a step, the focus goes to it
// (and it reports true).
func (g *Guide) advance() bool {
	for {
		c, ok := g.cur()
		if !ok || !g.shown || c.Do == 0 || g.s.LineAt() < c.At+c.Do {
			break
		}
		g.card, g.shown, g.nudge, g.pointed = g.card+1, false, 0, ""
	}
	c, ok := g.cur()
	switch {
	case !ok:
		g.s.Hold(len(g.tut.Line))
		return false
	case g.shown && c.Do > 0:
		g.s.Hold(c.At + c.Do)
	default:
		g.s.Hold(c.At)
	}
	if !g.shown && g.s.LineAt() >= c.At && g.settled() {
		g.shown = true
	}
	if g.shown && c.Do > 0 && g.probe.Human && g.s.LineStep() != g.pointed {
		g.pointed = g.s.LineStep()
		g.inner.(Guided).Point(g.pointed)
		return true
	}
	return false
}

// next passes the card on show (Next), saving the card reached; past the
// last one the tutorial is done and the title comes back.
func (g *Guide) next(ctx *Context) {
	g.card, g.shown, g.nudge, g.pointed = g.card+1, false, 0, ""
	if g.card >= len(g.tut.Cards) {
		g.keep(ctx, settings.Tutorial{Done: true, Offered: true})
		ctx.Go(NewTitle())
		return
	}
	g.keep(ctx, settings.Tutorial{Card: g.card, Offered: true})
}

// leave goes to the title, the card reached kept for next time.
func (g *Guide) leave(ctx *Context) {
	g.keep(ctx, settings.Tutorial{Card: g.card, Offered: true})
	ctx.Go(NewTitle())
}

// Update lets the guide take the player's input first (Back, the card's
// buttons, what the card does not take), then runs the inner screen on
// what is left, and follows it to the end screen.
func (g *Guide) Update(ctx *Context) error {
	g.probe = g.inner.Probe(g.stageCtx(ctx))
	if g.advance() {
		g.probe = g.inner.Probe(g.stageCtx(ctx)) // the focus moved to the step
	}
	if g.nudge > 0 {
		g.nudge--
	}
	in, left := g.react(ctx)
	if left {
		return nil
	}
	c := g.stageCtx(ctx)
	c.In = in
	if err := g.inner.Update(c); err != nil {
		return err
	}
	if g.stage.quit {
		ctx.Quit()
	}
	if nx := g.stage.next; nx != nil {
		g.stage.next, g.stage.focus = nil, input.NoFocus
		if _, ok := nx.(*End); !ok {
			g.leave(ctx) // the inner screen left the game: so does the tutorial
			return nil
		}
		g.Leave()
		g.inner = nx // the game is over: its end screen, with the last cards over it
	}
	return nil
}

// Probe is the inner screen's, with the card on show.
func (g *Guide) Probe(ctx *Context) Probe {
	pr := g.inner.Probe(g.stageCtx(ctx))
	gp := &GuideProbe{Card: g.card, Cards: len(g.tut.Cards), Shown: g.shown, Asking: g.asking, Line: g.s.LineAt(), Nudged: g.nudge > 0}
	if c, ok := g.cur(); ok && g.shown {
		gp.Text, gp.Next = i18n.T(c.Text), c.Do == 0
		if c.Do > 0 {
			gp.Step = g.s.LineStep()
		}
		b := g.layoutCard(ctx, g.highlights(ctx, pr))
		gp.Panel, gp.Legend = b.panel, b.legend
		for _, name := range c.Look {
			if r, ok := g.highlight(ctx, name); ok {
				gp.Looks = append(gp.Looks, r)
			} else {
				gp.Missing = append(gp.Missing, name)
			}
		}
	}
	if g.asking || g.shown {
		g.layoutButtons(ctx)
		gp.Buttons = g.bs.Probe(ctx)
	}
	if g.asking {
		gp.Panel = g.askPanel(ctx)
	}
	pr.Guide = gp
	return pr
}

// GuideProbe tells tests where a tutorial stands (Probe.Guide).
type GuideProbe struct {
	Card    int           `json:"card"`   // the card on show or next to show
	Cards   int           `json:"cards"`  // how many the tutorial has
	Shown   bool          `json:"shown"`  // the card is on show
	Asking  bool          `json:"asking"` // "Leave the tutorial?" is on show
	Line    int           `json:"line"`   // the steps of the line played
	Text    string        `json:"text,omitempty"`
	Next    bool          `json:"next,omitempty"`    // the card is read and passed with Next
	Step    string        `json:"step,omitempty"`    // the step a card that asks for steps waits for now
	Looks   []layout.Rect `json:"looks,omitempty"`   // where the things the card names are (as the screen says, not clipped)
	Missing []string      `json:"missing,omitempty"` // the things the card names that the screen does not show
	Nudged  bool          `json:"nudged,omitempty"`  // input the card does not take was just given
	Buttons []ProbeTarget `json:"buttons,omitempty"` // the card's buttons (Next, Leave...)
	Panel   layout.Rect   `json:"panel"`             // where the card is (or the question)
	Legend  layout.Rect   `json:"legend"`            // the row of its keys in the card (keyboard, controller)
}

// Draw draws the inner screen and the card over it.
func (g *Guide) Draw(dst *ebiten.Image, ctx *Context) {
	c := g.stageCtx(ctx)
	g.inner.Draw(dst, c)
	g.drawOverlay(dst, ctx)
}
