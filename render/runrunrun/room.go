package runrunrun

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/render"
)

// A room card is drawn in layers, all painted at the same size around
// the same centre: the stone slab (floor texture), one wall layer per
// side (a wall, or an opening with its door jambs, lit from the top-left
// whatever the card's rotation), the room's content (an Egyptian symbol,
// a sarcophagus or clutter, always upright), the torch sconce, then the
// flame, the dark veil of an unlit room and the warm glow of a lit one.
// Twelve wall layers make every corridor pattern in every rotation, so a
// whole deck costs a handful of paintings.

// hexGeom is the canvas of a card painted with circumradius R: room for
// the card, its bevel and what sticks out (a flame, a shadow).
type hexGeom struct {
	R      float64
	w, h   int
	cx, cy float64
}

func roomGeom(r int) hexGeom {
	R := float64(r)
	m := math.Ceil(R*0.16) + 2
	w := int(math.Ceil(2*R + 2*m))
	h := int(math.Ceil(sqrt3*R + 2*m))
	w += w & 1
	h += h & 1
	return hexGeom{R: R, w: w, h: h, cx: float64(w / 2), cy: float64(h / 2)}
}

// Proportions of a card, in circumradii.
const (
	rimW   = 0.045 // the card's bevelled edge
	wallW  = 0.15  // a wall's thickness
	faceH  = 0.065 // a wall's inner face, seen in the light
	gapW   = 0.46  // a corridor's width
	pillar = 0.085 // a door jamb's width
)

// light is the direction towards the light (the top-left, where every
// card's torch sconce hangs).
var light = func() pt {
	x, y := -0.55, -0.835
	l := math.Hypot(x, y)
	return pt{x / l, y / l}
}()

func dot(a, b pt) float64 { return a.x*b.x + a.y*b.y }

// Stone colours.
var (
	wallTop   = rgb(0x6f5a41)
	wallSeam  = rgb(0x6a553d)
	wallDark  = rgb(0x3a2d21)
	wallLight = rgb(0xd0b488)
	rimBase   = rgb(0x7a6349)
	sandstone = [3]color.RGBA{rgb(0xc9ae80), rgb(0xc1a479), rgb(0xceb38a)}
	granite   = rgb(0x8a4f3c)
	goldInk   = rgb(0xe8b84a)
	goldDark  = rgb(0x8a6420)
	veil      = rgb(0x0a1020)
	warmLight = rgb(0xffa04a)
)

// flagstone is the floor's colour at u, v (circumradii from the centre):
// flags in running bond with mortar joints, each flag its own tone,
// stains, grain, and darker towards the walls.
func flagstone(base color.RGBA, u, v, px float64, seed uint32, worn float64) color.RGBA {
	const rowH, colW = 0.3, 0.44
	fv := (v + 3) / rowH
	j := int(math.Floor(fv))
	shift := float64(j)*0.47 + hash2(j, 7, seed)*0.3
	fu := (u + 3 + shift) / colW
	i := int(math.Floor(fu))
	dy := min(fv-float64(j), 1-(fv-float64(j))) * rowH
	dx := min(fu-float64(i), 1-(fu-float64(i))) * colW
	joint := min(dx, dy) / px // distance to a joint in pixels
	k := 1 + (hash2(i, j, seed)-0.5)*0.16
	k += (vnoise(u*3.4+float64(seed), v*3.4, seed) - 0.5) * 0.18
	k += (hash2(int(u/px*1.01), int(v/px*1.01), seed+9) - 0.5) * 0.07
	k -= (u*0.5 + v*0.8) * 0.06 // lighter towards the torch
	hd := max(math.Abs(v), math.Abs(u*sqrt3/2+v/2), math.Abs(u*sqrt3/2-v/2)) / (sqrt3 / 2)
	k *= 1 - 0.14*smoothstep(0.55, 0.8, hd)*worn
	if joint < 1.6 {
		k *= 1 - 0.33*(1-joint/1.6)
	}
	return shade(base, k)
}

// paintFloor paints a card's textured floor, clipped to its hexagon.
func paintFloor(g hexGeom, base color.RGBA, seed uint32) *render.Canvas {
	c := render.NewCanvas(g.w, g.h)
	fillHex(c, g.cx, g.cy, g.R, color.White)
	px := 1 / g.R
	texture(c, 0, 0, g.w, g.h, func(x, y float64) color.RGBA {
		return flagstone(base, (x-g.cx)/g.R, (y-g.cy)/g.R, px, seed, 1)
	})
	return c
}

// wallFrame is side d's frame: its outward normal and its direction from
// corner d to corner d+1.
func wallFrame(d int) (n, t pt) {
	n = polar(sideAngle(d), 1)
	return n, pt{-n.y, n.x}
}

// paintSide paints side d of a card: a wall, or (open) an opening between
// two door jambs. Light falls from the top-left: a wall facing it shows
// a bright inner face, one facing away a dark face and a shadow on the
// floor.
func paintSide(g hexGeom, d int, open bool) *render.Canvas {
	c := render.NewCanvas(g.w, g.h)
	R := g.R
	n, t := wallFrame(d)
	o := pt{g.cx, g.cy}
	at := func(dist, along float64) pt { return o.add(n.mul(dist)).add(t.mul(along)) }
	half := func(dist float64) float64 { return dist / sqrt3 }
	a := R * sqrt3 / 2
	aRim := a - rimW*R
	aIn := aRim - wallW*R
	aFace := aIn - faceH*R
	g2 := gapW * R / 2
	// band is the polygon of the side between distances d0 (outer) and d1
	// (inner), cut at the opening when there is one; it calls f with each
	// piece.
	band := func(d0, d1 float64, f func(pts ...pt)) {
		if !open {
			f(at(d0, -half(d0)), at(d0, half(d0)), at(d1, half(d1)), at(d1, -half(d1)))
			return
		}
		f(at(d0, -half(d0)), at(d0, -g2), at(d1, -g2), at(d1, -half(d1)))
		f(at(d0, g2), at(d0, half(d0)), at(d1, half(d1)), at(d1, g2))
	}
	fill := func(col color.Color) func(pts ...pt) {
		return func(pts ...pt) { fillPoly(c, col, pts...) }
	}
	inLit := dot(n.mul(-1), light) // the inner face's light, -1..1
	rimLit := dot(n, light)

	// the wall's top: stone blocks, painted white and then textured
	band(aRim, aIn, fill(color.White))
	seed := uint32(d*31 + 5)
	texture(c, 0, 0, g.w, g.h, func(x, y float64) color.RGBA {
		p := pt{x - g.cx, y - g.cy}
		al := dot(p, t) / R
		blk := int(math.Floor(al/0.24 + 10))
		k := 1 + (hash2(blk, d, seed)-0.5)*0.14 + (vnoise(p.x/R*9, p.y/R*9, seed)-0.5)*0.16
		return shade(wallTop, k)
	})
	if open {
		// the passage: darker, worn flags between the jambs, fading into
		// the room
		w := gapW * R
		for i := 0; i < 4; i++ {
			k := 1 - float64(i)*0.18
			fillPoly(c, alpha(rgb(0x2a1c10), 0.04), at(a, -w/2*k), at(a, w/2*k), at(aFace-R*0.1*float64(i), w/2*k*0.8), at(aFace-R*0.1*float64(i), -w/2*k*0.8))
		}
		// the passage's own walls throw a little shade on its floor
		for _, sgn := range []float64{-1, 1} {
			fillPoly(c, alpha(rgb(0x1a120b), 0.22), at(a, sgn*g2), at(a, sgn*(g2-R*0.05)), at(aIn, sgn*(g2-R*0.05)), at(aIn, sgn*g2))
		}
		// the card's edge across the opening
		line(c, at(a-0.6, -g2), at(a-0.6, g2), max(1, R*0.012), alpha(rgb(0x3b2c1e), 0.45))
	}
	if inLit < 0 {
		// the wall's shadow on the floor
		s := -inLit * 0.16 * R
		for i := 0; i < 4; i++ {
			k := float64(i+1) / 4
			band(aFace, aFace-s*k, fill(alpha(rgb(0x1a120b), 0.13)))
		}
	}
	// the bevelled edge of the card
	band(a, aRim, fill(shade(rimBase, 1+0.35*rimLit)))
	// the wall's top and its inner face
	band(aIn, aFace, fill(mix(wallDark, wallLight, (inLit+1)/2)))
	// a highlight along the top's inner edge, a dark line on the outer
	band(aIn+max(1, R*0.012), aIn, fill(alpha(rgb(0xfff0d0), 0.18+0.2*max(0, inLit))))
	band(a, a-max(1, R*0.01), fill(alpha(rgb(0x20160d), 0.55)))
	band(aFace, aFace-max(1, R*0.01), fill(alpha(rgb(0x20160d), 0.5)))
	// joints between the wall's blocks
	step := R * 0.24
	for s := -half(aRim) + step*0.6; s < half(aRim); s += step {
		if open && math.Abs(s) < g2+pillar*R {
			continue
		}
		line(c, at(aRim, s), at(aIn, s*aIn/aRim), max(1, R*0.012), alpha(wallSeam, 0.7))
	}
	if open {
		paintJambs(c, at, aRim, aIn, g2, R)
	}
	return c
}

// paintJambs paints the two door jambs of an opening: square pillars a
// little proud of the wall, with an ochre band.
func paintJambs(c *render.Canvas, at func(dist, along float64) pt, aRim, aIn, g2, R float64) {
	pw := pillar * R
	for _, sgn := range []float64{-1, 1} {
		s0, s1 := sgn*g2, sgn*(g2+pw)
		d0, d1 := aRim+R*0.01, aIn-R*0.035
		sh := light.mul(-R * 0.03)
		corners := []pt{at(d0, s0), at(d0, s1), at(d1, s1), at(d1, s0)}
		var shadow []pt
		for _, q := range corners {
			shadow = append(shadow, q.add(sh))
		}
		fillPoly(c, alpha(rgb(0x140d07), 0.35), shadow...)
		fillPoly(c, rgb(0xb99d73), corners...)
		// the face towards the opening catches or misses the light
		side := dotSide(at(0, s0).sub(at(0, s1)))
		fillPoly(c, mix(wallDark, wallLight, (side+1)/2), at(d0, s0), at(d0, s0+(s1-s0)*0.3), at(d1, s0+(s1-s0)*0.3), at(d1, s0))
		band := d1 + (d0-d1)*0.28
		fillPoly(c, rgb(0xc9822e), at(band, s0), at(band, s1), at(band-R*0.035, s1), at(band-R*0.035, s0))
		var p render.Path
		poly(&p, corners...)
		c.StrokePath(&p, max(1, R*0.01), alpha(rgb(0x2a1d12), 0.6))
	}
}

// dotSide is the light on a face whose outward direction is v.
func dotSide(v pt) float64 {
	l := math.Hypot(v.x, v.y)
	if l == 0 {
		return 0
	}
	return dot(v.mul(1/l), light)
}

// paintShadow is a card's soft cast shadow on the table.
func paintShadow(g hexGeom) *render.Canvas {
	c := render.NewCanvas(g.w, g.h)
	for i := 0; i < 6; i++ {
		fillHex(c, g.cx, g.cy, g.R*(1.05-0.03*float64(i)), alpha(rgb(0x000000), 0.12))
	}
	return c
}

// paintHexMask is a white hexagon the size of a card (tinted when drawn:
// the dark veil, a highlight).
func paintHexMask(g hexGeom) *render.Canvas {
	c := render.NewCanvas(g.w, g.h)
	fillHex(c, g.cx, g.cy, g.R, color.White)
	return c
}

// sconceAt is where the torch hangs: in the top-left corner of the walls.
func sconceAt(g hexGeom) pt {
	a := g.R * sqrt3 / 2
	mid := (a - rimW*g.R - wallW*g.R/2) * 2 / sqrt3
	return pt{g.cx, g.cy}.add(polar(cornerAngle(0), mid))
}

// paintGlow is the warm light of a burning torch over the floor, clipped
// to the card.
func paintGlow(g hexGeom) *render.Canvas {
	c := render.NewCanvas(g.w, g.h)
	fillHex(c, g.cx, g.cy, g.R*0.985, color.White)
	s := sconceAt(g)
	img := c.RGBA()
	for y := 0; y < g.h; y++ {
		for x := 0; x < g.w; x++ {
			p := img.Pix[img.PixOffset(x, y):]
			m := float64(p[3]) / 255
			if m == 0 {
				continue
			}
			d := math.Hypot(float64(x)+0.5-s.x, float64(y)+0.5-s.y) / (g.R * 1.7)
			k := m * 0.42 * math.Pow(max(0, 1-d), 1.8)
			p[0] = uint8(float64(warmLight.R) * k)
			p[1] = uint8(float64(warmLight.G) * k)
			p[2] = uint8(float64(warmLight.B) * k)
			p[3] = uint8(255 * k)
		}
	}
	return c
}

// Layers of the image cache.

func (a *Art) roomLayer(kind uint8, v, w int32, r int, paint func(g hexGeom) *render.Canvas) *ebiten.Image {
	return a.image(key{kind: kind, a: v, b: w, size: int32(r)}, func() *render.Canvas { return paint(roomGeom(r)) })
}

func (a *Art) slab(variant, r int) *ebiten.Image {
	return a.roomLayer(kSlab, int32(variant), 0, r, func(g hexGeom) *render.Canvas {
		return paintFloor(g, sandstone[variant%3], uint32(variant*7+1))
	})
}

func (a *Art) side(d int, open bool, r int) *ebiten.Image {
	o := int32(0)
	if open {
		o = 1
	}
	return a.roomLayer(kSide, int32(d), o, r, func(g hexGeom) *render.Canvas { return paintSide(g, d, open) })
}

func (a *Art) hexMask(r int) *ebiten.Image {
	return a.roomLayer(kHexMask, 0, 0, r, paintHexMask)
}

func (a *Art) shadow(r int) *ebiten.Image { return a.roomLayer(kShadow, 0, 0, r, paintShadow) }

func (a *Art) glow(r int) *ebiten.Image { return a.roomLayer(kGlow, 0, 0, r, paintGlow) }

// RoomLook is how a laid card is drawn.
type RoomLook struct {
	Warmth float64 // 0: dark (dim, no torch), 1: lit (a torch burns, the floor is warm)
	Angle  float64 // an extra turn in radians, while the card spins to its rotation
	Scale  float64 // 1 as laid (0 means 1); more while it is lifted
	Alpha  float64 // opacity (0 means 1)
	Time   float64 // seconds, for the flame's flicker
	Lift   float64 // 0..1: the card floats above the table (a wider, softer shadow)
	Veil   float64 // how dark an unlit room is, 0..1 (0 means 0.62, the maze's; cards in hand are lighter)
}

// pieceSide is the card content of a cell: which room layers it takes.
type pieceSide struct {
	floor   func(r int) *ebiten.Image
	content func(r int) *ebiten.Image
	corr    uint8
	torch   bool // a torch hangs in the sconce (a lit card, or any lit room)
	sconce  bool // the card has a sconce at all (not the Crypt or the Exit)
}

// roomPiece is room card card laid turned by rot.
func (a *Art) roomPiece(card rrr.Card, rot uint8) pieceSide {
	info := card.Info()
	return pieceSide{
		floor:   func(r int) *ebiten.Image { return a.slab(int(card)%3, r) },
		content: func(r int) *ebiten.Image { return a.content(info.Content, int(card), r) },
		corr:    card.Turned(rot),
		torch:   info.Lit,
		sconce:  true,
	}
}

// drawPiece draws the layers of one card with its centre at x, y and a
// circumradius of z pixels.
func (a *Art) drawPiece(dst *ebiten.Image, p pieceSide, x, y, z float64, look RoomLook) {
	scale := look.Scale
	if scale == 0 {
		scale = 1
	}
	al := look.Alpha
	if al == 0 {
		al = 1
	}
	z *= scale
	r := bucket(z)
	s := z / float64(r)
	ang := look.Angle
	// the cast shadow, longer and softer while the card is lifted
	off := z * (0.05 + 0.25*look.Lift)
	drawAt(dst, a.shadow(r), x+off*0.6, y+off, s*(1+0.1*look.Lift), ang, al*(1-0.4*look.Lift), nil, ebiten.Blend{})
	drawAt(dst, p.floor(r), x, y, s, ang, al, nil, ebiten.Blend{})
	for d := 0; d < rrr.NumSides; d++ {
		drawAt(dst, a.side(d, p.corr&(1<<d) != 0, r), x, y, s, ang, al, nil, ebiten.Blend{})
	}
	if p.content != nil {
		drawAt(dst, p.content(r), x, y, s, 0, al, nil, ebiten.Blend{})
	}
	warm := max(0, min(1, look.Warmth))
	torch := p.torch || warm > 0
	if p.sconce {
		drawAt(dst, a.sconce(torch, r), x, y, s, ang, al, nil, ebiten.Blend{})
	}
	if warm < 1 {
		v := look.Veil
		if v == 0 {
			v = 0.62
		}
		drawAt(dst, a.hexMask(r), x, y, s, ang, al*(1-warm)*v, tintOf(veil.R, veil.G, veil.B), ebiten.Blend{})
	}
	if warm > 0 {
		drawAt(dst, a.glow(r), x, y, s, ang, al*warm*0.6, nil, ebiten.BlendLighter)
		if p.sconce && z >= 20 {
			sp := sconceAt(roomGeom(r))
			g := roomGeom(r)
			dx, dy := (sp.x-g.cx)*s, (sp.y-g.cy)*s
			if ang != 0 {
				dx, dy = dx*math.Cos(ang)-dy*math.Sin(ang), dx*math.Sin(ang)+dy*math.Cos(ang)
			}
			a.DrawFlame(dst, x+dx, y+dy-z*0.05, z*0.34, look.Time, warm*al)
		}
	}
}

// DrawRoom draws room card card laid at a screen point x, y turned by
// rot, with a circumradius of z pixels (a camera's Zoom).
func (a *Art) DrawRoom(dst *ebiten.Image, card rrr.Card, rot uint8, x, y, z float64, look RoomLook) {
	if card >= rrr.NumCards {
		return
	}
	a.drawPiece(dst, a.roomPiece(card, rot), x, y, z, look)
}

// DrawCrypt draws the Pharaoh's Crypt (its one corridor on N, R1).
func (a *Art) DrawCrypt(dst *ebiten.Image, x, y, z float64, look RoomLook) {
	look.Warmth = 1
	a.drawPiece(dst, pieceSide{
		floor:   func(r int) *ebiten.Image { return a.roomLayer(kCryptFloor, 0, 0, r, specialPainter(kCryptFloor)) },
		content: func(r int) *ebiten.Image { return a.roomLayer(kCryptContent, 0, 0, r, specialPainter(kCryptContent)) },
		corr:    1 << rrr.N,
	}, x, y, z, look)
}

// DrawExit draws the Exit with its corridor on the sides corr (the cell's
// Corr): stairs climbing to the daylight.
func (a *Art) DrawExit(dst *ebiten.Image, corr uint8, x, y, z float64, look RoomLook) {
	look.Warmth = 1
	a.drawPiece(dst, pieceSide{
		floor:   func(r int) *ebiten.Image { return a.roomLayer(kExitFloor, 0, 0, r, specialPainter(kExitFloor)) },
		content: func(r int) *ebiten.Image { return a.roomLayer(kExitContent, 0, 0, r, specialPainter(kExitContent)) },
		corr:    corr,
	}, x, y, z, look)
}

// CardFace is room card card as printed, turned by rot, flattened into
// one image with a circumradius of about r pixels: for a hand, the card
// being laid and the preview of a placement. A dark card is dim with an
// empty sconce; a lit card (the torch symbol) has its torch burning.
func (a *Art) CardFace(card rrr.Card, rot uint8, r float64) *ebiten.Image {
	b := bucket(r)
	g := roomGeom(b)
	return a.composed(key{kind: kCardFace, a: int32(card), b: int32(rot % 6), size: int32(b)}, g.w, g.h, func(dst *ebiten.Image) {
		if card >= rrr.NumCards {
			return
		}
		p := a.roomPiece(card, rot)
		look := RoomLook{Veil: 0.4}
		if p.torch {
			look.Warmth = 1
		}
		a.drawPiece(dst, p, g.cx, g.cy, g.R, look)
		drawAt(dst, a.outline(b), g.cx, g.cy, 1, 0, 1, nil, ebiten.Blend{})
	})
}

// CardBack is the back of a room card, circumradius about r pixels.
func (a *Art) CardBack(r float64) *ebiten.Image {
	b := bucket(r)
	return a.roomLayer(kCardBack, 0, 0, b, paintCardBack)
}

// outline is a card's thin dark edge, for cards off the table.
func (a *Art) outline(r int) *ebiten.Image {
	return a.roomLayer(kOutline, 0, 0, r, func(g hexGeom) *render.Canvas {
		c := render.NewCanvas(g.w, g.h)
		var p render.Path
		hexPath(&p, g.cx, g.cy, g.R-0.5)
		c.StrokePath(&p, max(1, g.R*0.025), alpha(rgb(0x120c07), 0.85))
		return c
	})
}

// DrawCard draws a card off the table (in a hand, flying to the maze, in
// a Regroup pool) centred on x, y with circumradius r: its face, or its
// back when card is rrr.NoCard (a card the viewer may not see), turned by
// angle, squeezed horizontally by sx (1 flat, 0 edge-on: a flip), with
// opacity al.
func (a *Art) DrawCard(dst *ebiten.Image, card rrr.Card, rot uint8, x, y, r, angle, sx, al float64) {
	im := a.CardBack(r)
	if card < rrr.NumCards {
		im = a.CardFace(card, rot, r)
	}
	s := r / float64(bucket(r))
	if sx == 1 && angle != 0 {
		drawAt(dst, im, x, y, s, angle, al, nil, ebiten.Blend{})
		return
	}
	drawFlipped(dst, im, x, y, s, sx, false, al, nil)
}

// DrawCardFlip draws a card turning over at t (0: back up, 1: face up):
// it narrows to its edge, shows the other side and widens again.
func (a *Art) DrawCardFlip(dst *ebiten.Image, card rrr.Card, rot uint8, x, y, r, t float64) {
	t = max(0, min(1, t))
	sx := math.Abs(math.Cos(t * math.Pi))
	show := rrr.NoCard
	if t >= 0.5 {
		show = card
	}
	lift := math.Sin(t*math.Pi) * r * 0.15
	a.DrawCard(dst, show, rot, x, y-lift, r*(1+0.08*math.Sin(t*math.Pi)), 0, max(0.02, sx), 1)
}

// paintBridge is the floor of a joined corridor across the edge between
// two cards: it covers both cards' bevelled edges in the opening, so
// that a passage reads as one from room to room. It lies along the x
// axis, centred on the canvas.
func paintBridge(R float64) *render.Canvas {
	l := 2 * (rimW + wallW*0.6) * R
	w := gapW * R
	W, H := int(math.Ceil(l))+2, int(math.Ceil(w))+2
	c := render.NewCanvas(W, H)
	cx, cy := float64(W)/2, float64(H)/2
	fillPoly(c, color.White, pt{cx - l/2, cy - w/2}, pt{cx + l/2, cy - w/2}, pt{cx + l/2, cy + w/2}, pt{cx - l/2, cy + w/2})
	px := 1 / R
	texture(c, 0, 0, W, H, func(x, y float64) color.RGBA {
		u, v := (x-cx)/R, (y-cy)/R
		k := 1.0
		if e := w/2 - math.Abs(y-cy); e < R*0.06 {
			k = 0.72 + 0.28*e/(R*0.06)
		}
		return shade(flagstone(sandstone[0], u, v+0.4, px, 3, 0), k*0.86)
	})
	line(c, pt{cx, cy - w/2}, pt{cx, cy + w/2}, max(1, R*0.01), alpha(rgb(0x3b2c1e), 0.35))
	return c
}

// paintMouth is an open corridor's end running into the dark: floor
// fading away beyond the card's edge. It points along +x from the
// canvas's left edge.
func paintMouth(R float64) *render.Canvas {
	l := 0.42 * R
	w := gapW * R
	W, H := int(math.Ceil(l))+2, int(math.Ceil(w))+2
	c := render.NewCanvas(W, H)
	img := c.RGBA()
	base := shade(sandstone[0], 0.55)
	for y := 0; y < H; y++ {
		e := min(float64(y)+0.5, float64(H)-float64(y)-0.5) / (R * 0.05)
		for x := 0; x < W; x++ {
			t := (float64(x) + 0.5) / l
			if t > 1 {
				continue
			}
			a := (1 - t) * (1 - t) * 0.85 * min(1, e)
			blendOver(img.Pix[img.PixOffset(x, y):], base, a)
		}
	}
	return c
}
