package horus

import (
	"fmt"
	"image"
	"image/color"
	"math"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
)

// The board is painted once per size (and zoom level) on the CPU: the
// pyramid's stone mass in courses of masonry, the five rooms' floors with
// their own grain (flagstones, sand, water, rubble, the desert outside),
// the walls standing up from the floor with a lit face and a shadow, and
// the light that comes in through the door and fades towards the back of
// the pyramid. Grain and light are worked pixel by pixel (paths for every
// grain of sand would cost far more), the walls and stones as paths.

// drawBoard paints the whole board into dst, which is the board's size.
func (a *Art) drawBoard(dst *render.Canvas) {
	p := a.P
	c := p.Cell
	w, h := p.Board.W, p.Board.H
	var path render.Path
	render.RoundRect(&path, layout.Rect{W: w, H: h}, 8*p.U)
	dst.FillPath(&path, stoneBase)
	a.paintMasonry(dst)
	for q := horus.Square(0); q < horus.NumSquares; q++ {
		if q.Valid() {
			dst.Fill(a.local(p.Square(q)), floorColor(q.Region()))
		}
	}
	a.grain(dst.RGBA())
	for q := horus.Square(0); q < horus.NumSquares; q++ {
		if q.Valid() {
			a.drawFloor(dst, q)
		}
	}
	a.drawWalls(dst)
	a.light(dst.RGBA())
	a.drawSlots(dst)
	// region names, on the floor
	name := func(s string, col, row, ww, hh float64) {
		x := p.Origin[0] - p.Board.X + col*c
		y := p.Origin[1] - p.Board.Y + row*c
		dst.TextMid(s, a.F.Bold, layout.Rect{X: x, Y: y, W: ww * c, H: hh * c}, render.WithAlpha(render.Ink, 0.5), render.Center)
	}
	name(i18n.T("CROCODILE POND"), 2, 2.5, 4, 1)
	name(i18n.T("SCORPION PIT"), 1, 6.1, 6, 0.8)
	name(i18n.T("ENTRANCE"), 2, 14.02, 4, 0.6)
}

var (
	stoneBase  = rgb(0x5a4a38)
	stoneLight = rgb(0x8a7458)
	stoneDark  = rgb(0x2b2119)
	wallTop    = rgb(0xa08866)
	wallFace   = rgb(0x6b5840)
)

// floorColor is a room's floor.
func floorColor(r horus.Region) color.RGBA {
	switch r {
	case horus.RegionSand:
		return render.Sand
	case horus.RegionPond:
		return render.Water
	case horus.RegionNest:
		return render.Rubble
	case horus.RegionEntrance:
		return render.Desert
	}
	return render.Corridor
}

// paintMasonry lays the stone mass around the rooms in courses of blocks,
// each with a lit upper edge and a shadowed lower one.
func (a *Art) paintMasonry(dst *render.Canvas) {
	p := a.P
	c := p.Cell
	bh, bw := c*0.35, c*0.7
	for j := 0; float64(j)*bh < p.Board.H; j++ {
		y := float64(j) * bh
		off := 0.0
		if j%2 == 1 {
			off = -bw / 2
		}
		for x := off; x < p.Board.W; x += bw {
			k := hash01(j, int(x/bw*7+3))
			dst.Fill(layout.Rect{X: x + 1, Y: y + 1, W: bw - 2, H: bh - 2}, render.Mix(stoneBase, stoneLight, 0.1+0.25*k))
			dst.Fill(layout.Rect{X: x + 1, Y: y + 1, W: bw - 2, H: max(1, c*0.03)}, render.WithAlpha(stoneLight, 0.6))
			dst.Fill(layout.Rect{X: x + 1, Y: y + bh - 1 - max(1, c*0.03), W: bw - 2, H: max(1, c*0.03)}, render.WithAlpha(stoneDark, 0.55))
		}
	}
}

// grain works a texture into every floor pixel: sand grains, ripples on
// the water, the flagstones' wear, the nest's dark earth. It is a hash
// of the pixel's place in squares, so it looks the same at any size.
func (a *Art) grain(img *image.RGBA) {
	p := a.P
	c := p.Cell
	ox, oy := p.Origin[0]-p.Board.X, p.Origin[1]-p.Board.Y
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		fy := (float64(y) + 0.5 - oy) / c
		if fy < 0 || fy >= horus.Rows {
			continue
		}
		row := int(fy)
		for x := b.Min.X; x < b.Max.X; x++ {
			fx := (float64(x) + 0.5 - ox) / c
			if fx < 0 || fx >= horus.Cols {
				continue
			}
			q := horus.Square(row*horus.Cols + int(fx))
			if !q.Valid() {
				continue
			}
			// noise at a scale of about a sixtieth of a square
			gx, gy := int(fx*60), int(fy*60)
			n := hash01(gx, gy)
			var k float64 // brightness change, -1..1
			switch q.Region() {
			case horus.RegionSand, horus.RegionEntrance:
				k = (n - 0.5) * 0.16
				if n > 0.97 {
					k = -0.22 // a dark grain
				}
				// wind ripples across the sand
				k += 0.05 * math.Sin((fy*9+math.Sin(fx*2.1)*0.6)*math.Pi)
			case horus.RegionPond:
				k = (n-0.5)*0.06 + 0.08*math.Sin((fy*7+math.Sin(fx*3)*0.5)*math.Pi)
				// deeper towards the pond's middle
				dx, dy := (fx-4)/2, (fy-3.5)/2.2
				k -= 0.18 * max(0, 1-(dx*dx+dy*dy))
			case horus.RegionNest:
				k = (hash01(gx/3, gy/3) - 0.5) * 0.22
			default: // the corridor's worn flagstones
				k = (hash01(gx/4, gy/4)-0.5)*0.12 + (n-0.5)*0.05
			}
			i := img.PixOffset(x, y)
			for ch := 0; ch < 3; ch++ {
				v := float64(img.Pix[i+ch]) * (1 + k)
				img.Pix[i+ch] = uint8(max(0, min(255, v)))
			}
		}
	}
}

// light brightens the board towards the door, where daylight comes in,
// and darkens it towards the back of the pyramid; a warm pool lies just
// inside the door.
func (a *Art) light(img *image.RGBA) {
	p := a.P
	c := p.Cell
	ent := horus.EntranceSquares()
	door := a.local(p.Square(ent[0]))
	dx0 := door.Right() // between the two Entrance squares
	dy0 := door.Bottom()
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			ddx, ddy := (float64(x)-dx0)/c, (float64(y)-dy0)/c
			d := math.Sqrt(ddx*ddx*1.4 + ddy*ddy)
			pool := math.Max(0, 1-d/7)
			back := float64(y) / p.Board.H // 0 at the back wall, 1 at the door
			k := 0.66 + 0.3*back + 0.3*pool*pool
			warm := 0.16 * pool * pool
			i := img.PixOffset(x, y)
			if img.Pix[i+3] == 0 {
				continue
			}
			r := float64(img.Pix[i])*k + 255*warm*0.9
			g := float64(img.Pix[i+1])*k + 255*warm*0.7
			bb := float64(img.Pix[i+2])*k + 255*warm*0.3
			img.Pix[i] = uint8(min(float64(img.Pix[i+3]), r))
			img.Pix[i+1] = uint8(min(float64(img.Pix[i+3]), g))
			img.Pix[i+2] = uint8(min(float64(img.Pix[i+3]), bb))
		}
	}
}

// drawFloor draws a square's details over its grain: flagstone joints,
// waves, stones in the rubble with the block number, the door's step.
func (a *Art) drawFloor(dst *render.Canvas, q horus.Square) {
	r := a.local(a.P.Square(q))
	c := r.W
	i := int(q)
	joint := render.WithAlpha(render.WallInk, 0.4)
	switch q.Region() {
	case horus.RegionCorridor:
		// two flagstones, their joints lit on one side
		dst.Stroke(r.Inset(c*0.03), max(1, c*0.025), joint)
		x := r.X + c*(0.3+0.4*hash01(i, 1))
		dst.StrokeLine(r.X+c*0.03, r.Y+c/2, r.Right()-c*0.03, r.Y+c/2, max(1, c*0.02), joint)
		dst.StrokeLine(x, r.Y+c*0.03, x, r.Y+c/2, max(1, c*0.02), joint)
		dst.StrokeLine(r.X+c*0.05, r.Y+c/2+max(1, c*0.02), r.Right()-c*0.05, r.Y+c/2+max(1, c*0.02), max(1, c*0.012), render.WithAlpha(render.Ink, 0.25))
	case horus.RegionSand:
		for k := 0; k < 3; k++ { // pebbles
			x, y := r.X+c*(0.12+0.76*hash01(i, k)), r.Y+c*(0.12+0.76*hash01(k, i+3))
			dst.FillCircle(x, y, max(0.8, c*0.022), render.WithAlpha(rgb(0x8c6a30), 0.7))
		}
	case horus.RegionPond:
		for k := 0; k < 2; k++ {
			y := r.Y + c*(0.3+0.38*float64(k))
			var p render.Path
			x0 := r.X + c*(0.1+0.3*hash01(i, k))
			p.MoveTo(x0, y)
			p.QuadTo(x0+c*0.12, y-c*0.07, x0+c*0.24, y)
			p.QuadTo(x0+c*0.36, y+c*0.07, x0+c*0.48, y)
			dst.StrokePath(&p, max(1, c*0.025), render.WithAlpha(rgb(0xcfeaff), 0.45))
		}
	case horus.RegionNest:
		for k := 0; k < 7; k++ { // stones, each lit from the door
			x, y := r.X+c*(0.14+0.72*hash01(i, k)), r.Y+c*(0.22+0.66*hash01(k+9, i))
			rr := c * (0.04 + 0.05*hash01(i+k, 5))
			dst.FillCircle(x+rr*0.35, y+rr*0.4, rr, render.WithAlpha(rgb(0x1e160e), 0.55))
			dst.FillCircle(x, y, rr, rgb(0x5e4b33))
			dst.FillCircle(x-rr*0.25, y+rr*0.25, rr*0.55, render.WithAlpha(rgb(0xb49c78), 0.7))
		}
		dst.Stroke(r.Inset(c*0.015), 1, render.WithAlpha(render.WallInk, 0.45))
		dst.Text(fmt.Sprint(q.Block()), render.Resized(a.F.Bold, max(8, c*0.35)), r.X+c*0.06, r.Y+c*0.03, render.WithAlpha(render.Ink, 0.9), render.Left)
	case horus.RegionEntrance:
		// the threshold and an arrow pointing in
		dst.Fill(layout.Rect{X: r.X, Y: r.Y, W: r.W, H: max(1, c*0.06)}, render.WithAlpha(stoneDark, 0.5))
		var p render.Path
		cx, cy := r.X+c/2, r.Y+c*0.55
		p.MoveTo(cx, cy-c*0.26)
		p.LineTo(cx+c*0.17, cy-c*0.04)
		p.LineTo(cx-c*0.17, cy-c*0.04)
		p.Close()
		dst.FillPath(&p, render.WithAlpha(rgb(0x6b5330), 0.6))
	}
}

// drawWalls stands a wall up wherever two neighbouring places are not
// connected (the walls the rules forbid crossing, and the rooms' edge):
// a shadow on the floor beside it, the face that looks towards the door
// and its top, lit.
func (a *Art) drawWalls(dst *render.Canvas) {
	c := a.P.Cell
	w := max(2, c*0.11)  // the wall's thickness
	fh := max(2, c*0.14) // the height of its face seen from the door's side
	type seg struct {
		x0, y0, x1, y1 float64
		d              horus.Dir
	}
	var segs []seg
	for q := horus.Square(0); q < horus.NumSquares; q++ {
		if !q.Valid() {
			continue
		}
		r := a.local(a.P.Square(q))
		for d := horus.Dir(0); d < 4; d++ {
			if q.Neighbor(d) != horus.NoSquare {
				continue
			}
			s := seg{r.X, r.Y, r.Right(), r.Bottom(), d}
			switch d {
			case horus.North:
				s.y1 = s.y0
			case horus.South:
				s.y0 = s.y1
			case horus.West:
				s.x1 = s.x0
			case horus.East:
				s.x0 = s.x1
			}
			segs = append(segs, s)
			// the floor beside a wall lies in its shadow: deepest under a
			// wall on the back side, which the door's light hits on its face
			sh := layout.Rect{}
			switch d {
			case horus.North:
				sh = layout.Rect{X: r.X, Y: r.Y, W: r.W, H: fh * 1.4}
			case horus.South:
				sh = layout.Rect{X: r.X, Y: r.Bottom() - c*0.1, W: r.W, H: c * 0.1}
			case horus.West:
				sh = layout.Rect{X: r.X, Y: r.Y, W: c * 0.1, H: r.H}
			case horus.East:
				sh = layout.Rect{X: r.Right() - c*0.1, Y: r.Y, W: c * 0.1, H: r.H}
			}
			for k := 0; k < 3; k++ {
				in := float64(k) / 3
				g := sh
				switch d {
				case horus.North:
					g.H *= 1 - in
				case horus.South:
					g.Y += g.H * in
					g.H *= 1 - in
				case horus.West:
					g.W *= 1 - in
				case horus.East:
					g.X += g.W * in
					g.W *= 1 - in
				}
				dst.Fill(g, render.WithAlpha(stoneDark, 0.16))
			}
		}
	}
	// the faces of the walls that have floor on their door side, under
	// their tops
	for _, s := range segs {
		if s.d == horus.North {
			dst.Fill(layout.Rect{X: s.x0, Y: s.y0, W: s.x1 - s.x0, H: fh}, wallFace)
			dst.Fill(layout.Rect{X: s.x0, Y: s.y0 + fh - max(1, c*0.02), W: s.x1 - s.x0, H: max(1, c*0.02)}, render.WithAlpha(stoneDark, 0.6))
		}
	}
	for _, s := range segs {
		dst.StrokeLine(s.x0, s.y0, s.x1, s.y1, w+max(1, c*0.03), stoneDark)
	}
	for _, s := range segs {
		dst.StrokeLine(s.x0, s.y0, s.x1, s.y1, w, wallTop)
	}
	for _, s := range segs { // the top's lit edge, towards the door
		off := w * 0.3
		switch s.d {
		case horus.North, horus.South:
			dst.StrokeLine(s.x0, s.y0+off, s.x1, s.y1+off, max(1, w*0.25), render.WithAlpha(render.Ink, 0.35))
		default:
			dst.StrokeLine(s.x0, s.y0, s.x1, s.y1, max(1, w*0.2), render.WithAlpha(render.Ink, 0.2))
		}
	}
}

// drawSlots sinks the sarcophagi's and idols' niches into the walls.
func (a *Art) drawSlots(dst *render.Canvas) {
	p := a.P
	c := p.Cell
	niche := func(r layout.Rect) {
		r = a.local(r).Inset(-c * 0.03)
		var path render.Path
		render.RoundRect(&path, r, c*0.06)
		dst.FillPath(&path, rgb(0x1a130c))
		var lip render.Path
		render.RoundRect(&lip, layout.Rect{X: r.X, Y: r.Bottom() - c*0.05, W: r.W, H: c * 0.05}, c*0.02)
		dst.FillPath(&lip, render.WithAlpha(stoneLight, 0.5))
	}
	for i := 0; i < horus.NumSarcophagi; i++ {
		niche(p.Sarcophagus(i))
	}
	for g := horus.God(0); g < horus.NumGods; g++ {
		niche(p.Alcove(g))
	}
}
