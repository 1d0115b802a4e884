package horus

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/world"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
)

// The board in its view: clipped to the view, drawn at the zoom level
// nearest the camera's zoom from that level's art, and, while the zoom
// eases between two levels (or a pinch rests between them), drawn at the
// level into an image of its own that is scaled to the camera. Over the
// painted board: the sarcophagi and idols, the fallen blocks, the sealed
// rooms and the last move, what a person may click, the figures, the
// water's glints and the light at the door that move a little all the
// time, and the squares' names when they are asked for.

// drawView draws the board into its view.
func (b *Board) drawView(dst *ebiten.Image, ctx *scenes.Context, cur int) {
	v := b.lay.View
	view := dst.SubImage(v.Pixels()).(*ebiten.Image)
	render.Blit(view, viewBackdrop(int(math.Round(v.W)), int(math.Round(v.H))), v.X, v.Y, nil)
	hover, hovering := b.lay.SquareAt(ctx.In.X, ctx.In.Y)
	if !hovering {
		hover = horus.NoSquare
	}
	z := b.cam.Shown.Zoom
	lv := b.base.Lens().Level(z)
	b.art = b.artAt(lv)
	if b.cam.Settled(b.base.Lens()) {
		b.drawBoardLayer(view, ctx, cur, hover)
	} else {
		b.drawScaled(view, ctx, cur, hover, z, lv)
	}
	// the names' toggle in the view's corner
	st := render.Normal
	switch {
	case b.lay.Names.Contains(ctx.In.X, ctx.In.Y):
		st = render.Hot
	case b.names:
		st = render.Chosen
	}
	render.Button(dst, b.lay.Names, "A1", ctx.Fonts.Bold, st, b.lay.U)
	render.Stroke(dst, v, max(1, b.lay.U), render.PanelLine)
}

// drawScaled draws the board at level lv into the board's layer,
// covering the view as the camera (at zoom z) shows it, then scales it to
// the view.
func (b *Board) drawScaled(view *ebiten.Image, ctx *scenes.Context, cur int, hover horus.Square, z, lv float64) {
	b.layer.Draw(view, b.lay.View, z/lv, func(layer *ebiten.Image, ox, oy float64) {
		saved := b.lay
		b.lay = b.base.ZoomedAt(lv, b.cam.Shown.FX, b.cam.Shown.FY).Shifted(-ox, -oy)
		b.drawBoardLayer(layer, ctx, cur, hover)
		b.lay = saved
	})
}

// viewBackdrop is the dark sand around the pyramid, w×h px.
func viewBackdrop(w, h int) *ebiten.Image {
	return render.Layer("horus-view", w, h, func(c *render.Canvas) {
		img := c.RGBA()
		dark, sand := render.Background, render.Mix(render.Background, render.Sand, 0.22)
		for y := 0; y < h; y++ {
			t := float64(y) / float64(max(1, h))
			col := render.Mix(dark, sand, 0.3+0.7*t)
			for x := 0; x < w; x++ {
				n := (float64((x*7919+y*104729)%97)/97 - 0.5) * 0.06
				i := img.PixOffset(x, y)
				img.Pix[i] = uint8(max(0, min(255, float64(col.R)*(1+n))))
				img.Pix[i+1] = uint8(max(0, min(255, float64(col.G)*(1+n))))
				img.Pix[i+2] = uint8(max(0, min(255, float64(col.B)*(1+n))))
				img.Pix[i+3] = 255
			}
		}
	})
}

// drawBoardLayer draws the board and everything on it into dst, laid out
// by b.lay (the screen's, or an image of its own: drawScaled).
func (b *Board) drawBoardLayer(dst *ebiten.Image, ctx *scenes.Context, cur int, hover horus.Square) {
	defer b.shakeBoard()()
	l := &b.lay
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(l.Board.X), math.Round(l.Board.Y))
	dst.DrawImage(b.art.Board, op)
	b.drawGlints(dst)
	var buf [64]world.Entity
	// sarcophagi
	for _, e := range b.world.All(world.Sarcophagus, buf[:0]) {
		i := b.world.KeyOf(e).A
		sr, open := b.flipRect(e, l.Sarcophagus(i), b.world.Open[e])
		b.drawSarcophagus(dst, ctx, sr, b.world.Here[e], open, b.world.Face[e])
	}
	// idols in their alcoves
	for g := horus.God(0); g < horus.NumGods; g++ {
		e, ok := b.world.Lookup(world.Key{Kind: world.Card, A: int(horus.IdolCard(g))})
		if ok && (b.world.Place[e].Where == world.InAlcove || b.idolWaiting(e)) {
			drawIdol(dst, l.Alcove(g), g)
		}
	}
	// fallen blocks
	for _, e := range b.world.All(world.Block, buf[:0]) {
		if !b.world.Down[e] {
			continue
		}
		n := b.world.KeyOf(e).A
		r := l.Square(horus.BlockSquare(n))
		if a, ok := b.world.Current(e); ok && a.Kind == world.Fall {
			if a.Started() {
				b.drawFalling(dst, a, n, r)
			}
			continue
		}
		render.Blit(dst, b.art.Block(n, int(math.Round(r.W))), r.X, r.Y, nil)
	}
	b.drawSealed(dst)
	b.drawTrail(dst)
	if b.marks != nil { // what a person may click, under the figures
		b.marks.drawTargets(dst, cur)
	}
	b.drawFigures(dst, ctx, cur)
	b.drawFates(dst)
	b.drawDoorLight(dst)
	if b.names {
		b.drawNames(dst, ctx)
	}
	if hover != horus.NoSquare { // the square under the pointer
		render.Stroke(dst, l.Square(hover), 1.5*l.U, render.WithAlpha(render.Ink, 0.7))
	}
}

// drawNames writes each square's name (A1 to H14, as the log, the hints
// and the rules name them) in its top right corner, and the columns'
// letters and the rows' numbers along the board's edges.
func (b *Board) drawNames(dst *ebiten.Image, ctx *scenes.Context) {
	l := &b.lay
	c := l.Cell
	least, _ := render.SizeOf(ctx.Fonts.Small) // readable from a couch
	face := render.Resized(ctx.Fonts.Bold, max(least, c*0.24))
	for q := horus.Square(0); q < horus.NumSquares; q++ {
		if !q.Valid() {
			continue
		}
		r := l.Square(q)
		name := q.String()
		w := render.Width(name, face) + c*0.1
		// in the top right corner, clear of the block's number
		tag := layout.Rect{X: r.Right() - w - c*0.03, Y: r.Y + c*0.03, W: w, H: render.LineHeight(face)}
		if inView(tag, l.View) { // a name cut by the view's edge is not drawn
			render.Fill(dst, tag, render.WithAlpha(render.Background, 0.72))
			render.TextMid(dst, name, face, tag, render.Ink, render.Center)
		}
	}
	m := l.Origin[0] - l.Board.X
	for col := 0; col < horus.Cols; col++ {
		r := layout.Rect{X: l.Origin[0] + float64(col)*c, Y: l.Board.Y, W: c, H: m}
		if inView(r, l.View) {
			render.TextMid(dst, string(rune('A'+col)), face, r, render.Gold, render.Center)
		}
	}
	for row := 0; row < horus.Rows; row++ {
		r := layout.Rect{X: l.Board.X, Y: l.Origin[1] + float64(row)*c, W: m, H: c}
		if inView(r, l.View) {
			render.TextMid(dst, strconv.Itoa(row+1), face, r, render.Gold, render.Center)
		}
	}
}

// inView reports whether r lies in the view v, where it is not clipped.
func inView(r, v layout.Rect) bool {
	return r.X >= v.X && r.Y >= v.Y && r.Right() <= v.Right() && r.Bottom() <= v.Bottom()
}

// drawGlints moves light over the pond: a few glints per square drift
// and fade on a slow cycle, so the water is never quite still.
func (b *Board) drawGlints(dst *ebiten.Image) {
	l := &b.lay
	c := l.Cell
	size := int(math.Round(c * 0.5))
	im := glintImage(size)
	t := float64(b.ticks) / 60
	for q := horus.Square(0); q < horus.NumSquares; q++ {
		if q.Region() != horus.RegionPond {
			continue
		}
		r := l.Square(q)
		for k := 0; k < 2; k++ {
			ph := float64(int(q)*7+k*13) * 0.37
			cyc := math.Mod(t*0.25+ph, 1)
			a := math.Sin(cyc*math.Pi) * 0.55
			x := r.X + c*(0.15+0.6*math.Mod(ph*1.7, 1)) + c*0.12*cyc
			y := r.Y + c*(0.2+0.6*math.Mod(ph*2.3, 1)) + c*0.03*math.Sin(t+ph)
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Translate(x-float64(size)/2, y-float64(size)/2)
			op.ColorScale.ScaleAlpha(float32(a))
			dst.DrawImage(im, op)
		}
	}
}

// glintImage is a soft light streak on the water, size px square.
func glintImage(size int) *ebiten.Image {
	return render.Shape("horus-glint", 0, max(2, size), func(c *render.Canvas, s float64) {
		for i := 0; i < 4; i++ {
			w := s * (0.5 - 0.1*float64(i))
			c.StrokeLine(s/2-w, s/2, s/2+w, s/2, max(1, s*0.06), color.RGBA{0x30, 0x3a, 0x40, 0x30})
		}
		c.StrokeLine(s*0.3, s/2, s*0.7, s/2, max(1, s*0.05), color.RGBA{0xe0, 0xf4, 0xff, 0xd0})
	})
}

// drawDoorLight lays the daylight from the door over the nest, breathing
// a little as dust drifts through it.
func (b *Board) drawDoorLight(dst *ebiten.Image) {
	l := &b.lay
	c := l.Cell
	ent := horus.EntranceSquares()
	door := l.Square(ent[0])
	size := int(math.Round(c * 5))
	t := float64(b.ticks) / 60
	a := 0.16 + 0.05*math.Sin(t*0.9) + 0.03*math.Sin(t*2.3)
	render.DrawFx(dst, doorLightImage(size), door.Right(), door.Y, 1, a)
}

// doorLightImage is a warm glow fading from its middle, size px square.
func doorLightImage(size int) *ebiten.Image {
	return render.Shape("horus-doorlight", 0, max(2, size), func(c *render.Canvas, s float64) {
		img := c.RGBA()
		for y := 0; y < int(s); y++ {
			for x := 0; x < int(s); x++ {
				dx, dy := (float64(x)-s/2)/(s/2), (float64(y)-s/2)/(s/2)
				d := math.Sqrt(dx*dx + dy*dy)
				k := max(0, 1-d)
				k *= k
				i := img.PixOffset(x, y)
				a := 255 * k
				img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = uint8(a), uint8(a*0.85), uint8(a*0.55), uint8(a)
			}
		}
	})
}
