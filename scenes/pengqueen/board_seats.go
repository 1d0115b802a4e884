package pengqueen

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	pqart "github.com/pyramid-studio/pyramid/render/pengqueen"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
)

// The seats' panel: the Mummy, then every hunter piece, each with its
// torches and the backs of the cards its player still holds (their
// colours are public: the rulebook's Mummy tip, R19) and the treasures
// shown. The row of whoever acts at the moment shown is framed in gold.

// seatRows is how many rows the panel has: the Mummy's and a piece's
// each.
func (b *Board) seatRows() int { return 1 + pieces(&b.obs) }

// seatRow is the rectangle of row i of the panel.
func (b *Board) seatRow(i int) layout.Rect {
	r, u := b.lay.Seats, b.lay.U
	h := (r.H - 8*u) / float64(b.seatRows())
	return layout.Rect{X: r.X + 4*u, Y: r.Y + 4*u + float64(i)*h, W: r.W - 8*u, H: h}
}

// kindWords says who plays a seat: "computer: hard", or "" for a person.
func kindWords(s session.Seat) string {
	if s.IsHuman() {
		return ""
	}
	return scenes.KindName(s.Kind)
}

// drawSeats draws the seats' panel.
func (b *Board) drawSeats(dst *ebiten.Image) {
	o, f, u := &b.mo, b.fonts, b.lay.U
	render.Panel(dst, b.lay.Seats, render.PanelFill, render.PanelLine, u)
	// the Mummy
	r := b.seatRow(0)
	if o.Current == pq.MummySeat && !o.Over {
		render.Stroke(dst, r, 2*u, render.Gold)
	}
	icon := layout.Rect{X: r.X + 2*u, Y: r.Y + 2*u, W: r.H - 4*u, H: r.H - 4*u}
	pqart.DrawIn(dst, b.art.Mummy(pqart.MummyStand, pqart.FaceSouth, 0, int(icon.W)), icon, 1)
	text := layout.Rect{X: icon.Right() + 6*u, Y: r.Y, W: r.W - icon.W - 12*u, H: r.H / 2}
	b.nameLine(dst, text, b.who(pq.MummySeat), kindWords(b.seat(pq.MummySeat)))
	goal := pq.MummyWinsAt(int(o.Opt.Players))
	line := layout.Rect{X: text.X, Y: r.Y + r.H/2, W: text.W, H: r.H / 2}
	t := i18n.F("Torches taken: %d of %d", int(o.Tokens), goal)
	render.TextMid(dst, t, render.Fit(t, f.Small, line.W, line.H), line, render.Gold, render.Left)
	// the hunters' pieces
	for p := 0; p < pieces(o); p++ {
		b.drawPieceRow(dst, p, b.seatRow(1+p))
	}
}

// seat is seat s's player (a person when unknown).
func (b *Board) seat(s int) session.Seat {
	if s >= 0 && s < len(b.seats) {
		return b.seats[s]
	}
	return session.Seat{Kind: session.Human}
}

// nameLine draws a name, and beside it who plays it, in r.
func (b *Board) nameLine(dst *ebiten.Image, r layout.Rect, name, kind string) {
	f, u := b.fonts, b.lay.U
	kw := 0.0
	if kind != "" {
		kw = min(r.W*0.45, render.Width(kind, f.Small)+4*u)
		kr := layout.Rect{X: r.Right() - kw, Y: r.Y, W: kw, H: r.H}
		render.TextMid(dst, kind, render.Fit(kind, f.Small, kw, r.H), kr, render.InkDim, render.Right)
	}
	nr := layout.Rect{X: r.X, Y: r.Y, W: r.W - kw - 4*u, H: r.H}
	render.TextMid(dst, name, render.Fit(name, f.Bold, nr.W, nr.H), nr, render.Ink, render.Left)
}

// drawPieceRow draws piece p's row: the penguin, its name, its torches,
// and on the first piece of a seat the seat's cards.
func (b *Board) drawPieceRow(dst *ebiten.Image, p int, r layout.Rect) {
	o, f, u := &b.mo, b.fonts, b.lay.U
	pv := o.Pieces[p]
	seat := pieceSeat(o, p)
	if int(o.Current) == seat && int(o.Piece) == p && !o.Over && o.Phase != pq.PhaseMummy && o.Phase != pq.PhaseMummyRoll && o.Round > 0 {
		render.Stroke(dst, r, 2*u, render.Gold)
	}
	alpha := 1.0
	if pv.Out {
		alpha = 0.4
	}
	icon := layout.Rect{X: r.X + 2*u, Y: r.Y + 2*u, W: r.H - 4*u, H: r.H - 4*u}
	pqart.DrawIn(dst, b.art.Hunter(pv.Colour, pqart.Stand, pqart.FaceSouth, 0, int(icon.W)), icon, alpha)
	// the torches, at the right of the first line
	tk := int(math.Round(r.H * 0.46))
	tw := float64(tk) * float64(pq.TokensPerColour()) * 0.9
	for k := 0; k < pq.TokensPerColour(); k++ {
		x := r.Right() - tw + float64(k)*float64(tk)*0.9 - 2*u
		render.Blit(dst, b.art.Torch(pv.Colour, k < int(pv.Tokens), (b.clock/8+k)%4, tk), x, r.Y+2*u, nil)
	}
	text := layout.Rect{X: icon.Right() + 6*u, Y: r.Y, W: r.W - icon.W - tw - 16*u, H: r.H / 2}
	name, kind := b.pieceName(p), kindWords(b.seat(seat))
	if pv.Out {
		kind = i18n.T("out of the game")
	}
	b.nameLine(dst, text, name, kind)
	if p != seatPieces(o, seat)[0] {
		line := layout.Rect{X: text.X, Y: r.Y + r.H/2, W: r.W - icon.W - 12*u, H: r.H / 2}
		t := i18n.T("plays with the cards above")
		render.TextMid(dst, t, render.Fit(t, f.Small, line.W, line.H), line, render.InkFaint, render.Left)
		return
	}
	// the seat's cards: a back for each held, a badge for each shown
	h := o.Hands[seat-1]
	cw := int(math.Round(r.H * 0.3))
	ch := float64(cw) * pqart.CardAspect
	x, y := text.X, r.Bottom()-ch-2*u
	for c := pq.Colour(0); c < pq.NumColours; c++ {
		for k := 0; k < int(h.Backs[c]); k++ {
			render.Blit(dst, b.art.CardBack(c, cw), x, y, nil)
			x += float64(cw) * 0.75
		}
	}
	x += float64(cw) * 0.6
	sz := int(ch)
	for c := pq.Card(0); c < pq.NumCards; c++ {
		if h.Shown.Has(c) {
			render.Blit(dst, b.art.Symbol(c, true, sz), x, y, nil)
			x += float64(sz) * 0.95
		}
	}
}

// tokenSpot is where piece p's last burning torch is in its row (where a
// torch taken flies from).
func (b *Board) tokenSpot(p int) (x, y float64) {
	r := b.seatRow(1 + p)
	tk := math.Round(r.H * 0.46)
	tw := tk * float64(pq.TokensPerColour()) * 0.9
	k := max(0, int(b.mo.Pieces[p].Tokens)-1)
	return r.Right() - tw + float64(k)*tk*0.9 - 2*b.lay.U + tk/2, r.Y + 2*b.lay.U + tk/2
}

// announcement is what the acting hunter says aloud while animation a
// plays (the bubble under the maze): the face chosen, a reset, a card
// shown; "" when a says nothing.
func (b *Board) announcement(a *anim) string {
	if a == nil {
		return ""
	}
	e := a.ev
	who := b.pieceName(int(e.Piece))
	switch e.Kind {
	case pq.EvMoved:
		if e.Face == pq.FaceArrow {
			return i18n.F("%s: “Arrow!”", who)
		}
		return i18n.F("%s: “%s!”", who, faceWord(e.Face))
	case pq.EvRolled:
		return i18n.F("%s rolls the dice (roll %d)", who, int(e.Value))
	case pq.EvReset:
		return i18n.F("%s: “Reset!”", who)
	case pq.EvShown:
		return i18n.F("%s shows the %s!", who, pq.CardName(e.Card))
	}
	return ""
}

// faceWord is a number face as a hunter calls it out ("Four").
func faceWord(f pq.Face) string {
	switch f {
	case pq.Face1:
		return i18n.T("One")
	case pq.Face2:
		return i18n.T("Two")
	case pq.Face3:
		return i18n.T("Three")
	case pq.Face4:
		return i18n.T("Four")
	}
	return "?"
}

// drawStrip draws the strip under the maze: what is being announced,
// as a bubble; or, when the play screen does not draw a hand there, the
// view's own cards (the replay of a finished game).
func (b *Board) drawStrip(dst *ebiten.Image) {
	if b.stripOwned {
		return
	}
	if words := b.announcement(b.active()); words != "" {
		b.drawBubble(dst, words)
		return
	}
	if b.hunters() {
		b.drawHandFaces(dst, b.view)
	}
}

// drawBubble draws words in a speech bubble along the strip.
func (b *Board) drawBubble(dst *ebiten.Image, words string) {
	s, u, f := b.lay.Strip, b.lay.U, b.fonts.Head
	w := min(s.W, render.Width(words, f)+48*u)
	h := min(s.H*0.6, render.LineHeight(f)*1.8)
	r := layout.Rect{X: s.X + (s.W-w)/2, Y: s.Y + 8*u, W: w, H: h}
	render.RoundBox(dst, r, render.Ink, render.Gold, h/2, 2*u)
	render.TextMid(dst, words, render.Fit(words, f, w-32*u, h), r, render.Background, render.Center)
}

// drawHandFaces draws seat's hand as its observation tells it: the faces
// it knows, backs for the others, then the cards shown.
func (b *Board) drawHandFaces(dst *ebiten.Image, seat int) {
	if seat < 1 || seat > pq.MaxHunters {
		return
	}
	s := b.lay.Strip
	h := b.obs.Hands[seat-1]
	cw := int(math.Min(s.H*0.9/pqart.CardAspect, s.W/12))
	x, y := s.X+4*b.lay.U, s.Y+(s.H-float64(cw)*pqart.CardAspect)/2
	for c := pq.Card(0); c < pq.NumCards; c++ {
		if h.Cards.Has(c) {
			render.Blit(dst, b.art.CardFace(c, cw), x, y, nil)
			x += float64(cw) * 1.06
		}
	}
	x += float64(cw) * 0.4
	for c := pq.Card(0); c < pq.NumCards; c++ {
		if h.Shown.Has(c) {
			render.Blit(dst, b.art.CardFace(c, cw), x, y, render.WithAlpha(render.Ink, 0.55))
			x += float64(cw) * 1.06
		}
	}
}
