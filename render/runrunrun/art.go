package runrunrun

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/render"
)

// Art is the game's art: every image painted once, on first use, at the
// pixel size it is asked for, and kept. A screen makes one Art and draws
// from it every frame; nothing is painted per frame. Sizes are rounded to
// a few steps (see bucket) so that zooming the maze does not paint a new
// set at every wheel click: a step is drawn at most 1.44 times smaller
// than painted, which filtering keeps sharp.
//
// Art is not safe for concurrent use (Ebitengine draws from one goroutine).
type Art struct {
	cache map[key]*ebiten.Image
}

// key names one painted image: what it is (kind), which one (a, b, c)
// and its pixel size.
type key struct {
	kind    uint8
	a, b, c int32
	size    int32
}

// The kinds of image.
const (
	kSlab uint8 = iota
	kSide
	kContent
	kSconce
	kShadow
	kHexMask
	kGlow
	kCryptFloor
	kCryptContent
	kExitFloor
	kExitContent
	kCardBack
	kCardFace
	kFlame
	kCat
	kMummy
	kLord
	kDie
	kToken
	kTokenBack
	kPaw
	kSeatBadge
	kHeart
	kHeartSlot
	kMummyCardBack
	kMummyCardFace
	kLordCardBack
	kTorch
	kTorchOut
	kSmoke
	kGear
	kMechToken
	kBeam
	kFootprint
	kPassage
	kBandage
	kDust
	kSpot
	kOutline
	kClaw
	kLid
	kRegroup
	kTorchStub
	kBridge
	kMouth
	kBackdrop
)

// maxImages bounds the cache: a long session of zooming at many window
// sizes would otherwise keep images of sizes no longer drawn.
const maxImages = 3000

// NewArt is an empty Art; images are painted as they are first asked for
// (Warm paints a screen's set ahead).
func NewArt() *Art { return &Art{cache: map[key]*ebiten.Image{}} }

// Dispose frees every image.
func (a *Art) Dispose() {
	for k, im := range a.cache {
		im.Deallocate()
		delete(a.cache, k)
	}
}

// Len is the number of images painted so far (for tests and budgets).
func (a *Art) Len() int { return len(a.cache) }

// image returns the cached image for k, painting it with paint on first
// use.
func (a *Art) image(k key, paint func() *render.Canvas) *ebiten.Image {
	if im, ok := a.cache[k]; ok {
		return im
	}
	if len(a.cache) >= maxImages {
		a.Dispose()
	}
	im := paint().Image()
	a.cache[k] = im
	return im
}

// composed returns the cached image for k, drawn on the GPU from other
// cached images by draw onto a new w×h image (a card face in a hand is
// its room's layers flattened once).
func (a *Art) composed(k key, w, h int, draw func(dst *ebiten.Image)) *ebiten.Image {
	if im, ok := a.cache[k]; ok {
		return im
	}
	if len(a.cache) >= maxImages {
		a.Dispose()
	}
	im := ebiten.NewImage(max(1, w), max(1, h))
	draw(im)
	a.cache[k] = im
	return im
}

// steps are the sizes images are painted at: each about √2 times the
// last, so a request is met by a painting at most 1.44 times larger.
var steps = [...]int{12, 16, 23, 32, 45, 64, 91, 128, 181, 256, 362}

// bucket is the painted size for a request of px pixels: the smallest
// step at least as large (the largest step beyond it).
func bucket(px float64) int {
	for _, s := range steps {
		if float64(s) >= px-0.01 {
			return s
		}
	}
	return steps[len(steps)-1]
}

// drawAt draws im with its centre at x, y, scaled by s, turned by angle,
// with opacity alpha and an optional tint; the workhorse of every Draw.
func drawAt(dst, im *ebiten.Image, x, y, s, angle, alpha float64, tint *ebiten.ColorScale, blend ebiten.Blend) {
	if alpha <= 0 || s <= 0 || im == nil {
		return
	}
	b := im.Bounds()
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear, Blend: blend}
	op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	op.GeoM.Scale(s, s)
	if angle != 0 {
		op.GeoM.Rotate(angle)
	}
	op.GeoM.Translate(x, y)
	if tint != nil {
		op.ColorScale = *tint
	}
	op.ColorScale.ScaleAlpha(float32(min(1, alpha)))
	dst.DrawImage(im, op)
}

// drawFlipped is drawAt mirrored left to right when flip is set, and
// squeezed horizontally by sx (a card turning over, a figure facing left).
func drawFlipped(dst, im *ebiten.Image, x, y, s, sx float64, flip bool, alpha float64, tint *ebiten.ColorScale) {
	if alpha <= 0 || s <= 0 || im == nil {
		return
	}
	b := im.Bounds()
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	fx := sx
	if flip {
		fx = -sx
	}
	op.GeoM.Scale(s*fx, s)
	op.GeoM.Translate(x, y)
	if tint != nil {
		op.ColorScale = *tint
	}
	op.ColorScale.ScaleAlpha(float32(min(1, alpha)))
	dst.DrawImage(im, op)
}

// tintOf is a colour scale for a colour with components 0..255.
func tintOf(r, g, b uint8) *ebiten.ColorScale {
	var cs ebiten.ColorScale
	cs.Scale(float32(r)/255, float32(g)/255, float32(b)/255, 1)
	return &cs
}

// pulse is a smooth 0..1..0 beat with the given period in seconds.
func pulse(t, period float64) float64 {
	return 0.5 - 0.5*math.Cos(2*math.Pi*t/period)
}

// Sizes are the pixel sizes a screen draws the game's pieces at, for
// Warm: a card's circumradius in the maze (the camera's zoom) and in the
// hand, a figure's height in the maze, and the size of dice, tokens and
// markers in the panels.
type Sizes struct {
	Zoom, Hand, Figure, Piece float64
}

// DefaultSizes are the sizes for a screen h pixels high showing the
// whole maze of a game in its middle: what a play screen first draws.
func DefaultSizes(h float64) Sizes {
	u := h / 1080
	return Sizes{Zoom: 46 * u, Hand: 70 * u, Figure: 40 * u, Piece: 64 * u}
}

// Warm paints ahead everything a play screen of the game with options
// opt draws at sizes sz, so that the first frames do not stop to paint:
// every room layer, the special cards, the hand's card faces, the cats
// in their seats, every mummy and Lord, dice, tokens, markers and the
// supply. It is the game's whole art for one screen size, and what the
// build-time benchmark measures.
func (a *Art) Warm(opt rrr.Options, sz Sizes) {
	for _, z := range []float64{sz.Zoom, sz.Hand} {
		r := bucket(z)
		for v := 0; v < 3; v++ {
			a.slab(v, r)
		}
		for d := 0; d < rrr.NumSides; d++ {
			a.side(d, false, r)
			a.side(d, true, r)
		}
		for c := rrr.Plain; c <= rrr.Sarcophagus; c++ {
			for v := 0; v < 4; v++ {
				a.content(c, v, r)
			}
		}
		a.sconce(false, r)
		a.sconce(true, r)
		a.shadow(r)
		a.hexMask(r)
		a.glow(r)
		a.hexRing(r)
		a.outline(r)
		a.CardBack(z)
	}
	r := bucket(sz.Zoom)
	for _, k := range []uint8{kCryptFloor, kCryptContent, kExitFloor, kExitContent} {
		a.roomLayer(k, 0, 0, r, specialPainter(k))
	}
	a.image(key{kind: kBridge, size: int32(r)}, func() *render.Canvas { return paintBridge(float64(r)) })
	a.image(key{kind: kMouth, size: int32(r)}, func() *render.Canvas { return paintMouth(float64(r)) })
	for f := 0; f < flameFrames; f++ {
		b := bucket(sz.Zoom * 0.34)
		a.image(key{kind: kFlame, a: int32(f), size: int32(b)}, func() *render.Canvas { return paintFlame(float64(b), f) })
	}
	for c := rrr.Card(0); c < rrr.NumCards; c++ {
		a.CardFace(c, 0, sz.Hand)
	}
	for p := 0; p < int(opt.Players); p++ {
		for f := 0; f < CatFrames; f++ {
			a.Cat(opt.Cats[p], p, f, sz.Figure)
		}
		a.PawMarker(p, sz.Piece)
		a.SeatBadge(p, sz.Piece*0.6)
	}
	for m := 0; m < rrr.NumMummies; m++ {
		for f := 0; f < MummyFrames; f++ {
			a.Figure(m, 0, f, sz.Figure)
		}
	}
	for l := uint8(1); l <= rrr.NumLords; l++ {
		for f := 0; f < MummyFrames; f++ {
			a.Figure(rrr.LordIndex, l, f, sz.Figure)
		}
	}
	for k := 0; k < rrr.NumMummies+rrr.NumLords; k++ {
		a.mummyCardFace(k, sz.Piece*3)
	}
	for _, f := range dieFaces[CombatDie] {
		a.Die(CombatDie, f, sz.Piece)
	}
	for _, f := range dieFaces[MummyDie] {
		a.Die(MummyDie, f, sz.Piece)
	}
	for t := rrr.Token(0); t < rrr.NumTokens; t++ {
		a.Token(t, sz.Piece)
	}
	a.Token(rrr.NoToken, sz.Piece)
	a.MechToken(false, sz.Zoom*0.4)
	a.MechToken(true, sz.Zoom*0.4)
	a.Heart(true, sz.Piece*0.5)
	a.Heart(false, sz.Piece*0.5)
	a.torchStub(sz.Piece)
	a.bracket(sz.Piece)
	a.Gear(8, false, sz.Piece)
	a.Gear(8, true, sz.Piece)
	a.RegroupTile(sz.Piece * 0.7)
	a.beam()
	a.dust(sz.Zoom)
	a.image(key{kind: kBackdrop, size: 256}, func() *render.Canvas { return paintBackdrop(256) })
}

// specialPainter is the painter of a layer of the Crypt or the Exit.
func specialPainter(k uint8) func(g hexGeom) *render.Canvas {
	switch k {
	case kCryptFloor:
		return paintCryptFloor
	case kCryptContent:
		return paintCryptContent
	case kExitFloor:
		return paintExitFloor
	}
	return paintExitContent
}
