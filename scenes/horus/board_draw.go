package horus

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/world"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/render"
	horusrender "github.com/pyramid-studio/pyramid/render/horus"
	"github.com/pyramid-studio/pyramid/scenes"
)

// The board view's drawing: the table of dice, decks and blocks, the
// board with its sarcophagi, idols, fallen blocks and figures, and the
// seats' panels, from the view's observation and world. The play screen
// draws its prompt's marks between the board and the figures
// (boardMarks).

// drawAnkh draws the Ankh, the Dice Keeper's mark, in a size×size box.
func drawAnkh(dst *ebiten.Image, x, y, size float64, c color.Color) {
	im := render.Shape("ankh", 0, int(math.Round(size)), func(c *render.Canvas, size float64) {
		w := max(1.5, size*0.12)
		cx := size / 2
		c.StrokeCircle(cx, size*0.22, size*0.17, w, color.White)
		c.StrokeLine(size*0.22, size*0.47, size*0.78, size*0.47, w, color.White)
		c.StrokeLine(cx, size*0.39, cx, size, w, color.White)
	})
	render.Blit(dst, im, x, y, c)
}

// dieSymbol draws each die's own shape so colour is never the only cue.
func dieSymbol(dst *ebiten.Image, d int, cx, cy, r float64, c color.Color) {
	size := int(math.Ceil(r*2.6)) + 2
	im := render.Shape("diesym", d, size, func(c *render.Canvas, s float64) {
		drawDieSymbol(c, d, s/2, s/2, s/2.6, color.White)
	})
	render.Blit(dst, im, cx-float64(size)/2, cy-float64(size)/2, c)
}

func drawDieSymbol(dst *render.Canvas, d int, cx, cy, r float64, c color.Color) {
	horusrender.DieSymbol(dst, d, cx, cy, r, c)
}

var pipSpots = [7][][2]float64{
	{}, {{0, 0}}, {{-1, -1}, {1, 1}}, {{-1, -1}, {0, 0}, {1, 1}},
	{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}}, {{-1, -1}, {1, -1}, {0, 0}, {-1, 1}, {1, 1}},
	{{-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {1, 1}},
}

func (b *Board) drawDie(dst *ebiten.Image, d int, r layout.Rect, value uint8, spin float64) {
	if spin > 0 {
		value = uint8(1 + int(spin*17)%6)
	}
	render.Blit(dst, dieImage(d, value, int(math.Round(r.W))), r.X, r.Y, nil)
}

// dieImage is die d showing value (0: not rolled), size px square.
func dieImage(d int, value uint8, size int) *ebiten.Image {
	return render.Shape("die", d*10+int(value), size, func(c *render.Canvas, s float64) {
		box := layout.Rect{W: s, H: s}
		var path render.Path
		render.RoundRect(&path, box.Inset(1), s*0.17)
		c.FillPath(&path, render.DieColors[d])
		c.StrokePath(&path, max(1, s*0.04), render.Mix(render.DieColors[d], render.Ink, 0.5))
		if value == 0 {
			drawDieSymbol(c, d, s/2, s/2, s*0.16, render.WithAlpha(render.DiePip[d], 0.6))
			return
		}
		for _, sp := range pipSpots[min(int(value), 6)] {
			c.FillCircle(s/2+sp[0]*s*0.26, s/2+sp[1]*s*0.26, s*0.085, render.DiePip[d])
		}
	})
}

// screenPos is where an entity is drawn now, following its animation
// (world.At: a mummy turning at a wall is drawn at the wall).
func (b *Board) screenPos(e world.Entity) (layout.Rect, bool) {
	a, ok := b.world.Current(e)
	if !ok || a.Kind != world.Slide && a.Kind != world.Hop {
		return b.lay.Square(b.world.At(e)), false
	}
	from, to := b.lay.Square(a.From), b.lay.Square(a.To)
	return layout.Rect{X: a.T.Lerp(from.X, to.X), Y: a.T.Lerp(from.Y, to.Y) + hopOffset(a, from.H), W: from.W, H: from.H}, true
}

// drawSarcophagus draws a sarcophagus in its niche: its painted lid
// closed, or open with its treasure face up; a lid read in secret shows
// its value to this view only.
func (b *Board) drawSarcophagus(dst *ebiten.Image, ctx *scenes.Context, r layout.Rect, here, open bool, face horus.CardID) {
	u := b.lay.U
	switch {
	case !here:
		return // the niche, empty
	case open && !inView(r, b.lay.View): // its value would be cut by the view's edge
		render.Blit(dst, horusrender.CardFace(face, int(math.Round(r.W)), int(math.Round(r.H))), r.X, r.Y, nil)
	case open:
		w, h := r.W, r.H
		cw, ch := min(w, h*horusrender.CardRatio), min(h, w/horusrender.CardRatio)
		cr := layout.Rect{X: r.X + (w-cw)/2, Y: r.Y + (h-ch)/2, W: cw, H: ch}
		if w > h { // a niche in the back wall: the card lies across it
			b.drawCard(dst, ctx, r, face, false)
			return
		}
		b.drawCard(dst, ctx, cr, face, false)
	default:
		im := sarcophagusImage(int(math.Round(r.W)), int(math.Round(r.H)), r.W > r.H)
		render.Blit(dst, im, r.X, r.Y, nil)
		if face != horus.NoCard && inView(r, b.lay.View) { // read in secret: only this seat sees the value
			render.TextMid(dst, fmt.Sprint(face.Info().Value), boardFace(ctx, r), r, render.Ink, render.Center)
			render.Stroke(dst, r, max(1, 2*u), render.Highlight)
		}
	}
}

// sarcophagusImage is a closed sarcophagus lid, w×h px, lying across the
// niche (wide) or along it.
func sarcophagusImage(w, h int, wide bool) *ebiten.Image {
	v := 0
	if wide {
		v = 1
	}
	return render.Layer(fmt.Sprintf("sarcophagus-%d", v), w, h, func(c *render.Canvas) {
		fw, fh := float64(w), float64(h)
		var lid render.Path
		render.RoundRect(&lid, layout.Rect{X: 1, Y: 1, W: fw - 2, H: fh - 2}, min(fw, fh)*0.4)
		c.FillPath(&lid, render.Mix(render.Gold, render.Rubble, 0.35))
		c.StrokePath(&lid, max(1, min(fw, fh)*0.08), render.WallInk)
		// the face and the crossed arms painted on the lid
		long, short := fh, fw
		if wide {
			long, short = fw, fh
		}
		at := func(along, across float64) (float64, float64) {
			if wide {
				return along * fw, across * fh
			}
			return across * fw, along * fh
		}
		x, y := at(0.22, 0.5)
		c.FillCircle(x, y, short*0.24, render.Mix(render.Gold, render.Ink, 0.25))
		c.StrokeCircle(x, y, short*0.24, max(1, short*0.05), render.WallInk)
		for k := 0; k < 3; k++ {
			x0, y0 := at(0.42+0.16*float64(k), 0.18)
			x1, y1 := at(0.42+0.16*float64(k), 0.82)
			c.StrokeLine(x0, y0, x1, y1, max(1, short*0.06), render.WithAlpha(render.WallInk, 0.6))
		}
		_ = long
	})
}

// boardFace is the bold face at a size that reads in r (a sarcophagus, a
// square): at least the text size's small face, at most r's height.
func boardFace(ctx *scenes.Context, r layout.Rect) render.Face {
	return render.Resized(ctx.Fonts.Bold, max(8, min(r.H*0.7, r.W*0.7)))
}

// drawIdol draws a small statue in the god's colour.
func drawIdol(dst *ebiten.Image, r layout.Rect, g horus.God) {
	size := int(math.Round(min(r.W, r.H)))
	im := render.Shape("idol", int(g), size, func(c *render.Canvas, s float64) {
		paintIdol(c, layout.Rect{W: s, H: s}, horusrender.GodColor(g))
	})
	cx, cy := r.Center()
	render.Blit(dst, im, cx-float64(size)/2, cy-float64(size)/2, nil)
}

func paintIdol(dst *render.Canvas, r layout.Rect, c color.RGBA) {
	cx, cy := r.Center()
	s := min(r.W, r.H)
	var body render.Path
	body.MoveTo(cx-s*0.28, cy+s*0.38)
	body.LineTo(cx+s*0.28, cy+s*0.38)
	body.LineTo(cx+s*0.14, cy-s*0.05)
	body.LineTo(cx-s*0.14, cy-s*0.05)
	body.Close()
	dst.FillPath(&body, c)
	dst.StrokePath(&body, max(1, s*0.06), render.Gold)
	dst.FillCircle(cx, cy-s*0.2, s*0.16, c)
	dst.StrokeCircle(cx, cy-s*0.2, s*0.16, max(1, s*0.06), render.Gold)
}

// drawFigures draws mummies and adventurers; figures sharing a square
// share it in quarters so that every one stays visible.
func (b *Board) drawFigures(dst *ebiten.Image, ctx *scenes.Context, cur int) {
	l, u := &b.lay, b.lay.U
	type item struct {
		e      world.Entity
		mummy  bool
		sq     horus.Square
		r      layout.Rect
		moving bool
	}
	var items []item
	var buf [16]world.Entity
	for _, e := range b.world.All(world.Mummy, buf[:0]) {
		if b.world.Morphing(b.world.KeyOf(e).A) {
			continue // still the adventurer it was made from (drawFates)
		}
		r, mv := b.screenPos(e)
		items = append(items, item{e, true, b.world.At(e), r, mv})
	}
	for _, e := range b.world.All(world.Figure, buf[:0]) {
		f := b.world.Fate[e]
		if f != horus.InPlay && f != horus.Trapped {
			continue
		}
		r, mv := b.screenPos(e)
		items = append(items, item{e, false, b.world.At(e), r, mv})
	}
	count := map[horus.Square]int{}
	for _, it := range items {
		if !it.moving {
			count[it.sq]++
		}
	}
	seen := map[horus.Square]int{}
	for _, it := range items {
		r := it.r.Inset(it.r.W * 0.06)
		if !it.moving {
			r = l.Slot(it.r, seen[it.sq], count[it.sq])
			seen[it.sq]++
		}
		size := int(math.Round(r.W))
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(math.Round(r.X), math.Round(r.Y))
		if it.mummy {
			b.drawMummy(dst, it.e, r, size)
			continue
		}
		seat := b.world.KeyOf(it.e).A
		if b.world.Fate[it.e] == horus.Trapped {
			op.ColorScale.ScaleAlpha(0.45)
		}
		// a walking figure steps, one leg then the other, bobbing
		pose := horusrender.PoseStand
		if a, ok := b.world.Current(it.e); ok && it.moving && a.Kind == world.Slide && a.Started() {
			t := a.Raw()
			pose = horusrender.PoseStepLeft + int(t*2)%2
			op.GeoM.Translate(0, -math.Abs(math.Sin(t*2*math.Pi))*r.H*0.08)
		}
		if seat == cur {
			rs := int(math.Round(r.W*1.16 + 3*u))
			ring := ringImage(rs, u)
			cx, cy := r.Center()
			render.Blit(dst, ring, cx-float64(rs)/2, cy-float64(rs)/2, render.Gold)
		}
		dst.DrawImage(b.art.Adventurer(b.obs.Players[seat].Adventurer, seat, pose, size), op)
	}
}

// ringImage marks the acting adventurer.
func ringImage(size int, u float64) *ebiten.Image {
	return render.Shape("ring", int(u*10), size, func(c *render.Canvas, s float64) {
		c.StrokeCircle(s/2, s/2, s/2-1.5*u, 2.5*u, color.White)
	})
}

// warm draws, once per layout, every sprite a game can need at the
// fitted zoom, so frames during play only copy images (sprite drawing
// would cost frame time); a closer zoom level paints its own the first
// time it is shown.
func (b *Board) warm() {
	c := b.lay.Cell
	sizes := []int{int(math.Round(c * 0.84)), int(math.Round(c / 2 * 0.92)), int(math.Round(c * 0.88))}
	for d := 0; d < int(horus.NumDice); d++ {
		for v := uint8(0); v <= 6; v++ {
			dieImage(d, v, int(math.Round(b.lay.Dice[d].W)))
		}
	}
	for n := 1; n <= horus.NumBlocks; n++ {
		b.art.Block(n, int(math.Round(c)))
	}
	for _, sz := range sizes {
		for s := 0; s < len(b.cfg.Seats); s++ {
			for pose := 0; pose < horusrender.NumPoses; pose++ {
				b.art.Adventurer(b.cfg.Seats[s].Adventurer, s, pose, sz)
			}
		}
		b.art.Mummy(false, sz)
		b.art.Mummy(true, sz)
		for f := horus.Dir(0); f < 4; f++ {
			facingImage(f, sz)
		}
		ringImage(int(math.Round(float64(sz)*1.16+3*b.lay.U)), b.lay.U)
	}
	for s := 0; s < len(b.cfg.Seats); s++ {
		horusrender.AdventurerFigure(b.cfg.Seats[s].Adventurer, s, b.portraitSize())
	}
}

// drawFacing draws a red wedge on the side of the square a mummy faces.
func drawFacing(dst *ebiten.Image, r layout.Rect, f horus.Dir) {
	render.Blit(dst, facingImage(f, int(math.Round(r.W))), r.X, r.Y, nil)
}

func facingImage(f horus.Dir, size int) *ebiten.Image {
	return render.Shape("facing", int(f&3), size, func(c *render.Canvas, s float64) {
		paintFacing(c, layout.Rect{W: s, H: s}, f)
	})
}

func paintFacing(dst *render.Canvas, r layout.Rect, f horus.Dir) {
	cx, cy := r.Center()
	h := r.W / 2
	ang := [4]float64{-math.Pi / 2, 0, math.Pi / 2, math.Pi}[f&3]
	tip := [2]float64{cx + math.Cos(ang)*h*0.98, cy + math.Sin(ang)*h*0.98}
	base := h * 0.6
	side := h * 0.3
	bx, by := cx+math.Cos(ang)*base, cy+math.Sin(ang)*base
	px, py := -math.Sin(ang)*side, math.Cos(ang)*side
	var path render.Path
	path.MoveTo(tip[0], tip[1])
	path.LineTo(bx+px, by+py)
	path.LineTo(bx-px, by-py)
	path.Close()
	dst.FillPath(&path, render.Danger)
	dst.StrokePath(&path, max(1, r.W*0.03), render.WallInk)
}

// keepTrail carries the last move's trail over from the world old when the
// world is rebuilt for another view of the same position (the device
// passed on in a hot-seat game, the replay's view changed): the player
// sitting down sees what happened. A rebuild for the same view is for
// another position (undo, a replay's jump), where the old trail would lie.
// Moves are public, so no view learns anything from another's trail.
func (b *Board) keepTrail(old *world.World) {
	if old != nil && old.Seat != b.world.Seat {
		b.world.Trail = append(b.world.Trail[:0], old.Trail...)
	}
}

// people are the names typed for the seats, "" where the adventurer's
// name is used (every computer, and people who typed none).
func (b *Board) people() []string {
	out := make([]string, len(b.cfg.Seats))
	for i, sc := range b.cfg.Seats {
		out[i] = sc.PlayerName()
	}
	return out
}

// who names the player of seat s on the screen: the typed name, or the
// adventurer's. It is drawn many times a frame, so it reads the
// configuration rather than building names.
func (b *Board) who(s int) string { return b.cfg.Who(s) }
