package pengqueen

import (
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	pqart "github.com/pyramid-studio/pyramid/render/pengqueen"
	"github.com/pyramid-studio/pyramid/scenes"
)

// The hand panel (spec §9.4): hunters share the screen and see each
// other's pieces, but not each other's cards. Under the maze the acting
// hunter's hand shows card backs (their colours are public) until its
// owner opens it with "Show my cards"; it closes by itself at the end of
// that hunter's turn. A treasure is shown by picking its card in the
// open hand while the penguin stands on its symbol: no board prompt
// tells onlookers which symbols a hunter holds, and the prompt reads the
// same whether a card can be shown or not.

// handState is the hand panel's state.
type handState struct {
	open bool
	seat int // whose hand is open
}

// toggle opens seat's hand, or closes it.
func (h *handState) toggle(seat int) {
	if h.open && h.seat == seat {
		h.open = false
		return
	}
	h.open, h.seat = true, seat
}

// after closes the hand when its hunter's turn has ended (a step's
// events hold the end of a turn of a piece of that seat) or another seat
// is to act.
func (h *handState) after(cur int, evs []table.Event) {
	if !h.open {
		return
	}
	for _, e := range evs {
		if te, ok := e.(pq.TableEvent); ok && te.Kind == pq.EvTurnEnd && int(te.Seat) == h.seat {
			h.open = false
			return
		}
	}
	if cur >= 0 && cur != h.seat {
		h.open = false
	}
}

// handRects are where the hand's n cards go in the strip, and its
// toggle button.
func (p *Play) handRects(n int) (cards []layout.Rect, button layout.Rect) {
	s, u := p.lay.Strip, p.lay.U
	label := i18n.T("Hide my cards")
	if w := render.Width(i18n.T("Show my cards"), p.fonts.Bold); w > render.Width(label, p.fonts.Bold) {
		label = i18n.T("Show my cards")
	}
	bw := max(170*u, render.Width(label, p.fonts.Bold)+28*u)
	button = layout.Rect{X: s.Right() - bw, Y: s.Y + s.H/2 - 24*u, W: bw, H: 48 * u}
	room := button.X - s.X - 16*u
	title := 24 * u
	cw := math.Floor(min((s.H-title-6*u)/pqart.CardAspect, room/(float64(max(n, 5))*1.06)))
	ch := cw * pqart.CardAspect
	for i := 0; i < n; i++ {
		cards = append(cards, layout.Rect{X: s.X + 4*u + float64(i)*cw*1.06, Y: s.Y + title + (s.H-title-ch)/2, W: cw, H: ch})
	}
	return cards, button
}

// handCards are the cards seat holds, unshown, in card order, and how
// many.
func handCards(o *pq.Observation, seat int) (faces []pq.Card, backs []pq.Colour) {
	h := o.Hands[seat-1]
	for c := pq.Card(0); c < pq.NumCards; c++ {
		if h.Cards.Has(c) {
			faces = append(faces, c)
		}
	}
	for col := pq.Colour(0); col < pq.NumColours; col++ {
		for k := 0; k < int(h.Backs[col]); k++ {
			backs = append(backs, col)
		}
	}
	return faces, backs
}

// handTargets adds the hand's toggle and, while it is open, its cards.
func (p *Play) handTargets(o *pq.Observation) {
	seat := p.view
	if !pq.IsHunter(seat, int(o.Opt.Players)) {
		return
	}
	faces, backs := handCards(o, seat)
	rects, button := p.handRects(len(backs))
	ps := &p.prompt
	open := p.hand.open && p.hand.seat == seat
	if open {
		ps.targets = append(ps.targets, target{kind: tHand, r: button, label: i18n.T("Hide my cards"), help: i18n.T("Turn your cards face down again.")})
		for i, c := range faces {
			if i >= len(rects) {
				break
			}
			help := i18n.F("%s: its symbol is on %s. Standing there at the end of your move, pick it to show it.", pq.CardName(c), c.Info().Square)
			if slices.Contains(p.legal(), showStep(c)) {
				help = i18n.F("Show the %s: everyone sees it, the Mummy too, and where your penguin stands.", pq.CardName(c))
			}
			ps.targets = append(ps.targets, target{kind: tCard, card: c, r: rects[i], label: pq.CardName(c), help: help})
		}
		return
	}
	ps.targets = append(ps.targets, target{kind: tHand, r: button, label: i18n.T("Show my cards"),
		help: i18n.T("Turn your cards face up. Everyone else at the screen: look away.")})
}

// showCard shows card c if the hunter may show it now, or says why not.
func (p *Play) showCard(c pq.Card) {
	step := showStep(c)
	if !slices.Contains(p.legal(), step) {
		o := p.obs()
		p.message = i18n.F("You can show the %s only at the end of your move, standing on its symbol (%s).", pq.CardName(c), c.Info().Square)
		if o.Phase != pq.PhaseShow {
			p.message = i18n.F("Move first: at the end of your move, standing on its symbol (%s), you may show the %s.", c.Info().Square, pq.CardName(c))
		}
		return
	}
	p.message = ""
	if err := p.apply(step); err != nil {
		p.message = err.Error()
	}
}

// drawHand draws the acting hunter's hand in the strip: backs, or faces
// once opened; the cards that may be shown now are not marked (onlookers
// would learn what the hunter holds).
func (p *Play) drawHand(dst *ebiten.Image, ctx *scenes.Context, o *pq.Observation, seat int) {
	b := p.board()
	s, u, f := p.lay.Strip, p.lay.U, ctx.Fonts
	render.Panel(dst, s, render.WithAlpha(render.PanelFill, 0.9), render.PanelLine, u)
	faces, backs := handCards(o, seat)
	rects, _ := p.handRects(len(backs))
	open := p.hand.open && p.hand.seat == seat
	title := i18n.F("%s's cards", p.who(seat))
	words := i18n.T("face down: only you may look")
	if open {
		words = i18n.T("face up: pick one while standing on its symbol to show it")
	}
	tr := layout.Rect{X: s.X + 8*u, Y: s.Y + 2*u, W: s.W * 0.7, H: 22 * u}
	line := title + " — " + words
	render.TextMid(dst, line, render.Fit(line, f.Body, tr.W, tr.H), tr, render.Ink, render.Left)
	for i, r := range rects {
		var im *ebiten.Image
		if open && i < len(faces) {
			im = b.art.CardFace(faces[i], int(r.W))
		} else {
			im = b.art.CardBack(backs[i], int(r.W))
		}
		pqart.DrawIn(dst, im, r, 1)
	}
	if len(rects) == 0 {
		render.TextMid(dst, i18n.T("No card left to find."), f.Body, layout.Rect{X: s.X + 8*u, Y: s.Y + 30*u, W: s.W / 2, H: 30 * u}, render.InkDim, render.Left)
	}
}
