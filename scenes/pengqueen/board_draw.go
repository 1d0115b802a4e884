package pengqueen

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	pqart "github.com/pyramid-studio/pyramid/render/pengqueen"
	"github.com/pyramid-studio/pyramid/scenes"
)

// artShelf keeps the art of one screen size, palette, text size and
// language, made afresh when one of them changes. The play screen's
// boards share one (both sides' mazes are painted once), and a board
// alone has its own.
type artShelf struct {
	art *pqart.Art
	key artKey
}

// get is the art for ctx, and whether it was made afresh.
func (s *artShelf) get(ctx *scenes.Context, b pqart.Board) (*pqart.Art, bool) {
	pal := render.Standard
	if ctx.Settings != nil {
		pal = ctx.Settings.Palette
	}
	size, _ := render.SizeOf(ctx.Fonts.Bold)
	k := artKey{ctx.W, ctx.H, pal, i18n.Current(), size}
	if s.art != nil && k == s.key {
		return s.art, false
	}
	if s.art != nil && k.w == s.key.w && k.h == s.key.h && k.palette == s.key.palette && k.text == s.key.text {
		s.art.Flush() // another language: the cards' names
		s.key = k
		return s.art, false
	}
	if s.art != nil {
		s.art.Dispose()
	}
	s.art, s.key = pqart.New(b, ctx.Fonts, pal), k
	return s.art, true
}

// layout lays the board out for ctx's screen and takes its art from its
// shelf; it reports whether the layout changed.
func (b *Board) layout(ctx *scenes.Context) bool {
	b.fonts = ctx.Fonts
	if b.shelf == nil {
		b.shelf = &artShelf{}
	}
	l := newPlayLayout(ctx.W, ctx.H)
	art, fresh := b.shelf.get(ctx, l.Fit)
	changed := fresh || b.art != art
	l.place(b.cam.Shown)
	b.lay, b.art = l, art
	b.colours = pqart.ColoursOf(b.shelf.key.palette)
	return changed
}

// active is the animation under way, or nil.
func (b *Board) active() *anim {
	if len(b.queue) == 0 {
		return nil
	}
	return b.queue[0]
}

// Draw draws the cave, the maze with its figures, the tray, the Mummy's
// corner, the seats and the strip under the maze, as the animations
// show them now.
func (b *Board) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	b.layout(ctx)
	b.drawCave(dst)
	b.drawMazeView(dst)
	b.drawTray(dst)
	b.drawCorner(dst)
	b.drawZoomButtons(dst, ctx)
	b.drawSeats(dst)
	b.drawStrip(dst)
	b.drawBanner(dst)
}

// drawCave is the cave behind the pyramid, under the maze and its strip.
func (b *Board) drawCave(dst *ebiten.Image) {
	l := &b.lay
	r := layout.Rect{X: 0, Y: l.Top.Bottom(), W: math.Round(l.Seats.X - 4*l.U), H: math.Round(l.H - l.Top.Bottom())}
	pqart.DrawIn(dst, b.art.Backdrop(int(r.W), int(r.H)), r, 1)
}

// drawMaze draws the view's maze, its shades (danger, sight, the dark
// around her), what the prompt marks, the figures and the animation's
// own figures over them.
func (b *Board) drawMaze(dst *ebiten.Image) {
	o := &b.mo
	mummyView := !b.hunters()
	sc := pqart.Compose(o, b.lay.B, b.sceneOptions())
	b.art.DrawMaze(dst, sc.View, sc.Board)
	if mummyView && o.Mummy.Valid() && !o.Over {
		b.art.DrawOverlay(dst, pqart.Darkness, b.litAround(o), pq.NoPieceColour, 0.85, sc.Board)
	}
	for _, sh := range sc.Shades {
		b.art.DrawOverlay(dst, sh.Kind, sh.Set, sh.Colour, 1, sc.Board)
	}
	if b.marks != nil {
		b.marks(dst)
	}
	a := b.active()
	for _, it := range sc.Items {
		if b.animates(a, it) {
			continue
		}
		if it.Kind == pqart.ItemMummy && o.Phase == pq.PhaseMummy && !o.Over {
			// her eyes burn while she hunts
			cx, cy := it.Rect.Center()
			render.DrawFx(dst, render.ShadowImage(int(it.Rect.W)), cx, cy, 1.3, 0)
			b.glow(dst, cx, cy-it.Rect.H*0.2, it.Rect.W*0.6, render.Good, 0.35*pqart.Pulse(float64(b.clock)/60))
		}
		b.art.DrawItem(dst, it)
	}
	if a != nil {
		b.drawAnim(dst, a, sc)
	}
}

// sceneOptions are the view's helps: the danger hint on the hunters'
// side; her sight (or her hint's) and her notes on the Mummy's alone,
// never on the hunters' nor the public view.
func (b *Board) sceneOptions() pqart.SceneOptions {
	opt := pqart.SceneOptions{
		Danger: b.assists.Danger && b.hunters(),
		Sight:  (b.assists.Sight || b.sightHint) && b.view == pq.MummySeat,
		Facing: b.facing,
	}
	if b.view == pq.MummySeat && b.assists.Notes {
		opt.Notes = b.notes
	}
	return opt
}

// litAround is what the Mummy sees round her in the dark: the squares two
// steps about her and the path she walked this turn.
func (b *Board) litAround(o *pq.Observation) pq.Squares {
	lit := pq.MummyReach(o.Mummy, 2)
	for i := 0; i < int(o.PathLen) && i < len(o.Path); i++ {
		lit = lit.With(o.Path[i])
	}
	return lit.With(pq.Sarcophagus())
}

// animates reports whether item it is drawn by animation a rather than
// where the moment puts it.
func (b *Board) animates(a *anim, it pqart.Item) bool {
	if a == nil {
		return false
	}
	e := a.ev
	switch e.Kind {
	case pq.EvMoved:
		return it.Kind == pqart.ItemHunter && it.Piece == int(e.Piece) && len(a.path) >= 2
	case pq.EvCannotMove, pq.EvLostTurn, pq.EvOut:
		return it.Kind == pqart.ItemHunter && it.Piece == int(e.Piece)
	case pq.EvCaught:
		return it.Kind == pqart.ItemMummy || it.Kind == pqart.ItemHunter && it.Piece == int(e.Piece)
	case pq.EvMummyStep:
		return it.Kind == pqart.ItemMummy || it.Kind == pqart.ItemDisc
	}
	return false
}

// figRect is where a figure stands on square q (alone on it).
func (b *Board) figRect(q pq.Square) layout.Rect { return b.lay.B.FigureRect(q, 0, 1) }

// mummyRects are her figure's and her disc's rectangles on q in this
// view (on the hunters' side she stands on her disc, a little smaller).
func (b *Board) mummyRects(q pq.Square) (fig, disc layout.Rect) {
	r := b.lay.B.Square(q)
	if b.hunters() {
		return r.Inset(r.W * 0.1), r.Inset(-r.W * 0.02)
	}
	return b.figRect(q), layout.Rect{}
}

// lerpRect is the rectangle a fraction t of the way from r0 to r1.
func lerpRect(r0, r1 layout.Rect, t float64) layout.Rect {
	return layout.Rect{X: r0.X + (r1.X-r0.X)*t, Y: r0.Y + (r1.Y-r0.Y)*t, W: r0.W + (r1.W-r0.W)*t, H: r0.H + (r1.H-r0.H)*t}
}

// along is where a figure is a fraction t along path (figRect's), and
// the step it is on.
func (b *Board) along(path []pq.Square, t float64) (layout.Rect, int) {
	n := len(path) - 1
	if n <= 0 {
		return b.figRect(path[0]), 0
	}
	x := min(max(t, 0), 1) * float64(n)
	i := min(int(x), n-1)
	return lerpRect(b.figRect(path[i]), b.figRect(path[i+1]), x-float64(i)), i
}

// drawAnim draws what animation a moves over the maze.
func (b *Board) drawAnim(dst *ebiten.Image, a *anim, sc pqart.Scene) {
	e, o := a.ev, &b.mo
	cell := b.lay.B.Cell
	switch e.Kind {
	case pq.EvMoved:
		if len(a.path) < 2 || e.Piece < 0 {
			return
		}
		pc := o.Pieces[e.Piece].Colour
		if e.Face == pq.FaceArrow {
			r, i := b.along(a.path, pqart.SlideAt(a.t))
			d, _ := dirOf(a.path[i], a.path[i+1])
			frame := 0
			if a.t > 0.85 {
				frame = 1
			}
			f := pqart.FacingOf(d)
			angle := 0.0
			switch d {
			case pq.North:
				f, angle = pqart.FaceEast, -math.Pi/2
			case pq.South:
				f, angle = pqart.FaceEast, math.Pi/2
			}
			cx, cy := r.Center()
			render.DrawTurned(dst, b.art.Hunter(pc, pqart.Slide, f, frame, int(r.W)), cx, cy, angle, 1, 1, 1)
			return
		}
		k := len(a.path) - 1
		r, i := b.along(a.path, a.t)
		_, _, frame := pqart.Step(0, 0, 0, 0, a.t*float64(k)-float64(i), i)
		pqart.DrawIn(dst, b.art.Hunter(pc, pqart.Walk, facingOf(a.path[i], a.path[i+1]), frame, int(r.W)), r, 1)
	case pq.EvCannotMove, pq.EvLostTurn, pq.EvOut:
		if e.Piece < 0 {
			return
		}
		pv := o.Pieces[e.Piece]
		if !pv.Square.Valid() {
			return
		}
		r := b.figRect(pv.Square)
		alpha := 1.0
		if e.Kind == pq.EvOut {
			alpha = 1 - a.t
		}
		r.X += pqart.Shiver(a.t) * r.W * 3
		pqart.DrawIn(dst, b.art.Hunter(pv.Colour, pqart.Startled, b.facing[e.Piece], 0, int(r.W)), r, alpha)
	case pq.EvMummyStep:
		from := pqart.FaceSouth
		for _, it := range sc.Items {
			if it.Kind == pqart.ItemMummy {
				from = it.Facing
			}
		}
		to := facingOf(e.From, e.To)
		turn := pqart.Turn(from, to)
		turnPart := turnTicks * float64(len(turn)) / a.dur
		fig0, disc0 := b.mummyRects(e.From)
		fig1, disc1 := b.mummyRects(e.To)
		var fig, disc layout.Rect
		pose, face, frame := pqart.MummyStand, to, 0
		if a.t < turnPart && len(turn) > 0 {
			j := min(len(turn)-1, int(a.t/turnPart*float64(len(turn))))
			face, fig, disc = turn[j], fig0, disc0
			if len(turn) > 4 {
				pose = pqart.MummySniff // a long look round at a dead end
			}
		} else {
			t := (a.t - turnPart) / max(1e-9, 1-turnPart)
			fig, disc = lerpRect(fig0, fig1, t), lerpRect(disc0, disc1, t)
			pose, frame = pqart.MummyWalk, int(t*float64(pqart.WalkFrames))%pqart.WalkFrames
		}
		if disc.W > 0 {
			pqart.DrawIn(dst, b.art.Disc(int(disc.W)), disc, 1)
		}
		pqart.DrawIn(dst, b.art.Mummy(pose, face, frame, int(fig.W)), fig, 1)
	case pq.EvCaught:
		fig, disc := b.mummyRects(o.Mummy)
		if disc.W > 0 {
			pqart.DrawIn(dst, b.art.Disc(int(disc.W)), disc, 1)
		}
		pose := pqart.MummyPounce
		if a.t > 0.5 {
			pose = pqart.MummyStand
		}
		pqart.DrawIn(dst, b.art.Mummy(pose, mummyFacing(o), 0, int(fig.W)), fig, 1)
		if !b.hunters() {
			// on her side a silhouette flashes where she struck
			r := b.lay.B.Square(e.From).Inset(-cell * 0.4)
			pqart.DrawIn(dst, b.art.Flash(int(r.W)), r, math.Sin(math.Min(1, a.t*1.6)*math.Pi))
			if e.Piece >= 0 {
				pqart.DrawIn(dst, b.art.LastSeen(o.Pieces[e.Piece].Colour, int(fig.W)), fig, 1-a.t)
			}
			return
		}
		if e.Piece < 0 {
			return
		}
		pc := o.Pieces[e.Piece].Colour
		if a.t < 0.3 {
			// the penguin jerks towards her with the magnets' click
			r := b.figRect(e.From)
			r.X += math.Sin(a.t/0.3*math.Pi*3) * r.W * 0.08
			pqart.DrawIn(dst, b.art.Hunter(pc, pqart.Startled, pqart.FaceSouth, 0, int(r.W)), r, 1)
			return
		}
		t := (a.t - 0.3) / 0.7
		r, i := b.along(a.path, t)
		f := pqart.FaceSouth
		if len(a.path) >= 2 {
			f = facingOf(a.path[i], a.path[min(i+1, len(a.path)-1)])
		}
		pqart.DrawIn(dst, b.art.Hunter(pc, pqart.Startled, f, 0, int(r.W)), r, 1)
	case pq.EvShown:
		// the symbol lights and the card turns over above it
		r := b.lay.B.Square(e.To)
		cx, cy := r.Center()
		b.glow(dst, cx, cy, cell*1.6, render.Gold, 0.7*math.Sin(a.t*math.Pi))
		w := b.lay.B.Sizes().Card
		y := cy - cell*1.8
		if y-float64(w)*pqart.CardAspect/2 < b.lay.B.Rect.Y {
			y = cy + cell*1.8
		}
		pqart.DrawFlip(dst, b.art.CardBack(e.Colour, w), b.art.CardFace(e.Card, w), cx, y, 1, min(1, a.t*1.6))
	case pq.EvGameOver:
		b.drawEnding(dst, a)
	case pq.EvToken:
		if e.Piece < 0 {
			return
		}
		x0, y0 := b.tokenSpot(int(e.Piece))
		x1, y1 := b.pileSpot(int(e.Value) - 1)
		t := a.t
		x, y := x0+(x1-x0)*t, y0+(y1-y0)*t-math.Sin(t*math.Pi)*b.lay.Fit.Cell*3
		size := b.lay.Fit.Sizes().Token // from the seat to her corner, over the maze
		render.DrawTurned(dst, b.art.Torch(o.Pieces[e.Piece].Colour, t < 0.85, b.clock/6%4, size), x, y, t*math.Pi*2, 1, 1, 1)
	}
}

// drawEnding is the end of the game (spec §9.9): when the Mummy wins, her
// torches burn round her sarcophagus as it closes; when a hunter wins, the
// gate lights up and the winner's penguin walks out of the pyramid.
func (b *Board) drawEnding(dst *ebiten.Image, a *anim) {
	cell := b.lay.B.Cell
	o := &b.mo
	if a.ev.Seat == pq.MummySeat {
		cx, cy := b.lay.B.Centre(pq.Sarcophagus())
		size := int(cell * 2.4)
		b.glow(dst, cx, cy, cell*3, render.Good, 0.6*math.Sin(a.t*math.Pi))
		pile := pqart.PileOf(o)
		tk := b.lay.B.Sizes().Token
		for i, pc := range pile {
			ang := 2*math.Pi*float64(i)/float64(max(1, len(pile))) - math.Pi/2
			x, y := cx+math.Cos(ang)*cell*1.6, cy+math.Sin(ang)*cell*1.1-cell*0.6
			render.Blit(dst, b.art.Torch(pc, true, (b.clock/6+i)%4, tk), x-float64(tk)/2, y-float64(tk)/2, nil)
		}
		pqart.DrawIn(dst, b.art.Sarcophagus(1-a.t, true, size), layout.Rect{X: cx - float64(size)/2, Y: cy - float64(size)*0.75, W: float64(size), H: float64(size)}, 1)
		return
	}
	door := pq.Entrance()
	cx, cy := b.lay.B.Centre(door)
	b.glow(dst, cx, cy, cell*3, render.Gold, 0.8*math.Sin(a.t*math.Pi))
	for _, p := range seatPieces(o, int(a.ev.Seat)) {
		r := b.figRect(door)
		r.Y += cell * 1.2 * a.t
		_, _, frame := pqart.Step(0, 0, 0, 0, a.t*4, int(a.t*4))
		pqart.DrawIn(dst, b.art.Hunter(o.Pieces[p].Colour, pqart.Walk, pqart.FaceSouth, frame, int(r.W)), r, 1-a.t*0.6)
		break
	}
}

// glow draws a soft round light of colour c, strength a, radius r.
func (b *Board) glow(dst *ebiten.Image, cx, cy, r float64, c color.RGBA, a float64) {
	if a <= 0 {
		return
	}
	im := render.ShadowImage(int(r * 2))
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(-r, -r)
	op.GeoM.Translate(cx, cy)
	op.ColorScale.Scale(float32(c.R)/255, float32(c.G)/255, float32(c.B)/255, 1)
	op.ColorScale.ScaleAlpha(float32(min(1, a)))
	op.Blend = ebiten.BlendLighter
	dst.DrawImage(im, op)
}

// dieSlot is the middle of the i-th of the tray's five places.
func (b *Board) dieSlot(i int) (x, y float64) {
	t := b.lay.Tray
	return t.X + t.W*(float64(i)+0.5)/pq.NumDice, t.Y + t.H*0.5
}

// shelfSlot is the middle of the i-th slot of the shelf.
func (b *Board) shelfSlot(i int) (x, y float64) {
	s := b.lay.Shelf
	return s.X + s.W*(float64(i)+0.5)/pq.NumDice, s.Y + s.H*0.42
}

// faceIndex numbers a white face among the die's six (for TumbleAt).
func faceIndex(f pq.Face) int {
	if f < pq.Face1 || f > pq.FaceMummy {
		return 0
	}
	return int(f - pq.Face1)
}

// drawTray draws the dice tray with the dice of the last roll (blank on
// the Mummy's side, who hears them but does not see them), tumbling
// while they roll; the shelf with the dice set aside, the mummy faces of
// a roll hopping onto it as they land, and flying back on a reset.
func (b *Board) drawTray(dst *ebiten.Image) {
	l, o := &b.lay, &b.mo
	f := b.fonts.Body
	cap := layout.Rect{X: l.Shelf.X, Y: l.Shelf.Bottom() + 2*b.lay.U, W: l.Shelf.W * 0.8, H: render.LineHeight(f) * 2}
	if b.cam.Zoomed() {
		// over the zoomed maze, on a panel as her corner is, so that its
		// words stay readable
		u := l.U
		back := layout.Rect{X: l.Tray.X - 4*u, Y: l.Tray.Y - 4*u, W: l.Tray.W + 8*u, H: cap.Bottom() - l.Tray.Y + 8*u}
		render.Panel(dst, back, render.WithAlpha(render.Background, 0.78), render.PanelLine, u)
	}
	pqart.DrawIn(dst, b.art.Tray(int(l.Tray.W), int(l.Tray.H)), l.Tray, 1)
	pqart.DrawIn(dst, b.art.Shelf(pq.NumDice, int(l.Shelf.W), int(l.Shelf.H)), l.Shelf, 1)
	d := l.Die
	a := b.active()
	see := b.hunters() || o.Over
	shelved, flying := int(o.Aside), 0
	switch {
	case a != nil && a.ev.Kind == pq.EvRolled:
		// the roll: every die of it tumbles; its mummies hop to the shelf
		n, m := int(a.ev.Dice), int(a.ev.Count)
		tt := min(1, a.t/0.65)
		hop := max(0, (a.t-0.65)/0.35)
		mummy := 0
		for i := 0; i < n; i++ {
			f := o.Faces[i]
			if !see {
				f = pq.FaceNone
				if i >= n-m {
					f = pq.FaceMummy
				}
			}
			x, y := b.dieSlot(i)
			if f == pq.FaceMummy && hop > 0 {
				sx, sy := b.shelfSlot(shelved + mummy)
				mummy++
				k := hop
				cx, cy := x+(sx-x)*k, y+(sy-y)*k-math.Sin(k*math.Pi)*float64(d)*0.8
				render.DrawTurned(dst, b.art.HunterDie(pq.FaceMummy, d), cx, cy, 0, 1-0.2*k, 1-0.2*k, 1)
				continue
			}
			if f == pq.FaceMummy {
				mummy++
			}
			tb := pqart.TumbleAt(tt, faceIndex(f), 6, i+int(a.ev.Value)*3)
			shown := f
			if !tb.Resting {
				if see {
					shown = pq.Face1 + pq.Face(tb.Shown)
				} else {
					shown = pq.FaceNone
				}
			}
			pqart.DrawTumble(dst, b.art.HunterDie(shown, d), x, y, tb)
		}
	case a != nil && a.ev.Kind == pq.EvDiceBack:
		flying = shelved
		for i := 0; i < flying; i++ {
			sx, sy := b.shelfSlot(i)
			x, y := b.dieSlot(pq.NumDice - flying + i)
			k := a.t
			render.DrawTurned(dst, b.art.HunterDie(pq.FaceMummy, d), sx+(x-sx)*k, sy+(y-sy)*k-math.Sin(k*math.Pi)*float64(d), k*math.Pi*2, 0.8+0.2*k, 0.8+0.2*k, 1)
		}
		shelved = 0
	default:
		// the last roll, at rest (its mummies are on the shelf); before
		// any roll, the dice waiting to be rolled
		slot := 0
		if o.RollSize > 0 && o.Phase != pq.PhaseRoll {
			free := int(o.RollSize) - int(o.Mummies)
			for i := 0; i < int(o.RollSize); i++ {
				f := o.Faces[i]
				if see && f == pq.FaceMummy || !see && slot >= free {
					continue
				}
				if !see {
					f = pq.FaceNone
				}
				x, y := b.dieSlot(slot)
				slot++
				render.DrawTurned(dst, b.art.HunterDie(f, d), x, y, 0, 1, 1, 1)
			}
		} else {
			for i := 0; i < pq.NumDice-int(o.Aside); i++ {
				x, y := b.dieSlot(i)
				render.DrawTurned(dst, b.art.HunterDie(pq.FaceNone, d), x, y, 0, 0.9, 0.9, 0.55)
			}
		}
	}
	for i := 0; i < shelved; i++ {
		x, y := b.shelfSlot(i)
		render.DrawTurned(dst, b.art.HunterDie(pq.FaceMummy, d), x, y, 0, 0.8, 0.8, 1)
	}
	// what the tray is, under it
	words := i18n.N(int(o.Aside), "%d die set aside: the Mummy moves that much further", "%d dice set aside: the Mummy moves that much further", int(o.Aside))
	if o.Aside == 0 {
		words = i18n.T("No die set aside")
	}
	scenes.DrawParagraph(dst, words, scenes.FitParagraph(words, f, cap), cap, render.InkDim)
}

// drawCorner draws the Mummy's corner: her black die (rolling when she
// rolls it), how far she may walk, her torches and the pile of tokens
// she has taken.
func (b *Board) drawCorner(dst *ebiten.Image) {
	l, o, f, u := &b.lay, &b.mo, b.fonts, b.lay.U
	c := l.Corner
	render.Panel(dst, c, render.WithAlpha(render.Background, 0.78), render.PanelLine, u)
	d := float64(l.Die)
	dx, dy := c.X+d*0.75, c.Y+d*0.75
	a := b.active()
	if a != nil && a.ev.Kind == pq.EvMummyDie {
		tb := pqart.TumbleAt(a.t, int(a.ev.Value)-1, 6, 5)
		pqart.DrawTumble(dst, b.art.MummyDie(tb.Shown+1, l.Die), dx, dy, tb)
	} else {
		n := int(o.MummyDie)
		pqart.DrawIn(dst, b.art.MummyDie(n, l.Die), layout.Rect{X: dx - d/2, Y: dy - d/2, W: d, H: d}, 1)
	}
	words := i18n.T("The Mummy's die")
	switch {
	case o.Over:
	case o.Phase == pq.PhaseMummy && o.Interrupt:
		words = i18n.F("Interrupting turn: step %d of %d", int(o.PathLen), int(o.Steps))
	case o.Phase == pq.PhaseMummy:
		words = i18n.F("Her turn: step %d of %d", int(o.PathLen), int(o.Steps))
	default:
		words = i18n.F("Next turn: her die + %d", int(o.Aside))
	}
	tr := layout.Rect{X: c.X + d*1.5, Y: c.Y + 4*u, W: c.W - d*1.5 - 6*u, H: d}
	scenes.DrawParagraph(dst, words, scenes.FitParagraph(words, f.Body, tr), tr, render.Ink)
	// her torches: the pile, and the count she needs
	goal := pq.MummyWinsAt(int(o.Opt.Players))
	tk := layout.Rect{X: c.X + 8*u, Y: c.Y + d*1.5, W: c.W - 16*u, H: render.LineHeight(f.Body)}
	t := i18n.F("Torches taken: %d of %d", int(o.Tokens), goal)
	render.TextMid(dst, t, render.Fit(t, f.Body, tk.W, tk.H), tk, render.Gold, render.Left)
	size := b.lay.Fit.Sizes().Token
	px, py := b.pileSpot(0)
	b.art.DrawPile(dst, pqart.PileOf(o), px-float64(size)/2, py-float64(size)/2, size)
}

// pileSpot is where the i-th torch of her pile lies (its middle).
func (b *Board) pileSpot(i int) (x, y float64) {
	c := b.lay.Corner
	size := b.lay.Fit.Sizes().Token
	dx, dy, _ := pqart.PileSpot(max(0, i), size)
	x0 := c.X + 10*b.lay.U + float64(size)/2
	y0 := c.Bottom() - float64(size)*0.75
	return x0 + dx, y0 + dy
}

// drawBanner spells out the moment of a reset, the Mummy's turn and the
// end across the maze while it plays.
func (b *Board) drawBanner(dst *ebiten.Image) {
	a := b.active()
	if a == nil {
		return
	}
	var words string
	e := a.ev
	switch e.Kind {
	case pq.EvReset:
		words = walkBanner(true, int(e.Aside))
	case pq.EvMummyTurn:
		if e.Count == 1 {
			return // the reset's banner said it
		}
		words = walkBanner(false, int(e.Value))
	case pq.EvGameOver:
		if e.Seat == pq.MummySeat {
			words = i18n.T("The Mummy wins!")
		} else {
			words = i18n.F("%s wins!", b.who(int(e.Seat)))
		}
	case pq.EvCannotMove:
		words = i18n.F("%s cannot move", b.pieceName(int(e.Piece)))
	case pq.EvLostTurn:
		words = i18n.F("%s lost the turn: every die showed the Mummy", b.pieceName(int(e.Piece)))
	default:
		return
	}
	r := b.lay.Fit.Rect // across the view, however the maze is zoomed
	u := b.lay.U
	f := b.fonts.Head
	h := render.LineHeight(f) * 1.6
	band := layout.Rect{X: r.X + r.W*0.12, Y: r.Y + r.H*0.42, W: r.W * 0.76, H: h}
	alpha := math.Min(1, math.Min(a.t*6, (1-a.t)*6))
	render.Panel(dst, band, render.WithAlpha(render.Background, 0.85*alpha), render.WithAlpha(render.Gold, alpha), u)
	render.TextMid(dst, words, render.Fit(words, f, band.W-20*u, band.H), band, render.WithAlpha(render.Ink, alpha), render.Center)
}

// pieceName is a piece's name as the screens say it: its player's typed
// name, or its colour.
func (b *Board) pieceName(p int) string {
	if p < 0 || p >= pq.MaxPieces {
		return ""
	}
	seat := pieceSeat(&b.obs, p)
	colour := pq.PieceColourName(b.obs.Pieces[p].Colour)
	if b.obs.Opt.Players == 2 || seat >= len(b.seats) || b.seats[seat].Name == "" || b.seats[seat].Name == colour {
		return colour
	}
	return i18n.F("%s (%s)", b.seats[seat].Name, colour)
}

// walkBanner is the banner of the Mummy's walk of up to n steps: her
// interrupting turn after a reset, or her turn.
func walkBanner(reset bool, n int) string {
	if reset {
		return i18n.N(n, "Reset! The Mummy interrupts: up to %d step", "Reset! The Mummy interrupts: up to %d steps", n)
	}
	return i18n.N(n, "The Mummy's turn: up to %d step", "The Mummy's turn: up to %d steps", n)
}
