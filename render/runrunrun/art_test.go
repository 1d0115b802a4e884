package runrunrun

import (
	"fmt"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/render"
)

// coverage is the share of a canvas's pixels that are painted at all.
func coverage(c *render.Canvas) float64 {
	img := c.RGBA()
	n := 0
	for i := 3; i < len(img.Pix); i += 4 {
		if img.Pix[i] > 0 {
			n++
		}
	}
	return float64(n) / float64(len(img.Pix)/4)
}

// paintings lists every painter of the package with the share of its
// canvas it must at least cover, at a size: a piece that paints nothing
// (or almost nothing) is broken.
func paintings(size int) map[string]func() (*render.Canvas, float64) {
	g := roomGeom(size)
	s := float64(size)
	out := map[string]func() (*render.Canvas, float64){
		"crypt floor":   func() (*render.Canvas, float64) { return paintCryptFloor(g), 0.4 },
		"crypt content": func() (*render.Canvas, float64) { return paintCryptContent(g), 0.1 },
		"exit floor":    func() (*render.Canvas, float64) { return paintExitFloor(g), 0.4 },
		"exit content":  func() (*render.Canvas, float64) { return paintExitContent(g), 0.1 },
		"card back":     func() (*render.Canvas, float64) { return paintCardBack(g), 0.4 },
		"shadow":        func() (*render.Canvas, float64) { return paintShadow(g), 0.4 },
		"glow":          func() (*render.Canvas, float64) { return paintGlow(g), 0.3 },
		"spot":          func() (*render.Canvas, float64) { return paintSpot(g), 0.01 },
		"bridge":        func() (*render.Canvas, float64) { return paintBridge(s), 0.5 },
		"mouth":         func() (*render.Canvas, float64) { return paintMouth(s), 0.3 },
		"token back":    func() (*render.Canvas, float64) { return paintTokenBack(s), 0.4 },
		"beam":          func() (*render.Canvas, float64) { return paintBeam(s), 0.3 },
		"footprint":     func() (*render.Canvas, float64) { return paintFootprint(s), 0.1 },
		"passage":       func() (*render.Canvas, float64) { return paintPassage(s), 0.1 },
		"dust":          func() (*render.Canvas, float64) { return paintDust(s), 0.2 },
		"regroup tile":  func() (*render.Canvas, float64) { return paintRegroup(s), 0.5 },
		"heart":         func() (*render.Canvas, float64) { return paintHeart(s, true), 0.3 },
		"heart slot":    func() (*render.Canvas, float64) { return paintHeart(s, false), 0.3 },
		"mummy card":    func() (*render.Canvas, float64) { return paintMummyCardBack(s, false), 0.5 },
		"lord card":     func() (*render.Canvas, float64) { return paintMummyCardBack(s, true), 0.5 },
		"backdrop":      func() (*render.Canvas, float64) { return paintBackdrop(64), 1 },
	}
	for v := 0; v < 3; v++ {
		out[fmt.Sprint("slab ", v)] = func() (*render.Canvas, float64) { return paintFloor(g, sandstone[v], uint32(v)), 0.4 }
		out[fmt.Sprint("bandage ", v)] = func() (*render.Canvas, float64) { return paintBandage(s, v), 0.05 }
	}
	for d := 0; d < rrr.NumSides; d++ {
		for _, open := range []bool{false, true} {
			out[fmt.Sprint("side ", d, open)] = func() (*render.Canvas, float64) { return paintSide(g, d, open), 0.02 }
		}
	}
	for _, torch := range []bool{false, true} {
		out[fmt.Sprint("sconce ", torch)] = func() (*render.Canvas, float64) { return paintSconce(g, torch), 0.001 }
	}
	for f := 0; f < flameFrames; f++ {
		out[fmt.Sprint("flame ", f)] = func() (*render.Canvas, float64) { return paintFlame(s, f), 0.1 }
	}
	for c := rrr.Cat(0); c < rrr.NumCats; c++ {
		for seat := 0; seat < rrr.MaxSeats; seat++ {
			for f := 0; f < CatFrames; f++ {
				out[fmt.Sprint("cat ", c, seat, f)] = func() (*render.Canvas, float64) { return paintCat(s, c, seat, f), 0.15 }
			}
		}
	}
	for k := 0; k < rrr.NumMummies+rrr.NumLords; k++ {
		for f := 0; f < MummyFrames; f++ {
			out[fmt.Sprint("figure ", k, f)] = func() (*render.Canvas, float64) { return paintFigure(s, k, f), 0.12 }
		}
	}
	for k, faces := range dieFaces {
		for _, f := range faces {
			out[fmt.Sprint("die ", k, f)] = func() (*render.Canvas, float64) { return paintDie(s, DieKind(k), f), 0.5 }
		}
	}
	for t := rrr.Token(0); t < rrr.NumTokens; t++ {
		out[fmt.Sprint("token ", t)] = func() (*render.Canvas, float64) { return paintToken(s, t), 0.4 }
	}
	for seat := 0; seat < rrr.MaxSeats; seat++ {
		out[fmt.Sprint("paw ", seat)] = func() (*render.Canvas, float64) { return paintPawMarker(s, seat), 0.4 }
	}
	for _, exit := range []bool{false, true} {
		out[fmt.Sprint("mechanism token ", exit)] = func() (*render.Canvas, float64) { return paintMechToken(s, exit), 0.4 }
	}
	for c := rrr.Plain; c <= rrr.Sarcophagus; c++ {
		for v := 0; v < 4; v++ {
			out[fmt.Sprint("content ", c, v)] = func() (*render.Canvas, float64) {
				cv := render.NewCanvas(g.w, g.h)
				switch c {
				case rrr.Ankh, rrr.Eye, rrr.Scarab:
					paintPlaque(cv, g.cx, g.cy, g.R*0.34, c)
				case rrr.Sarcophagus:
					paintSarcophagus(cv, g.cx, g.cy, g.R*0.8, 0)
				default:
					paintClutter(cv, g, v)
				}
				return cv, 0.005
			}
		}
	}
	return out
}

// TestEveryPieceIsPainted paints every piece in every state at a small
// and a large size and checks that each covers its canvas as it should:
// no piece panics, and none comes out empty.
func TestEveryPieceIsPainted(t *testing.T) {
	for _, size := range []int{16, 128} {
		for name, paint := range paintings(size) {
			t.Run(fmt.Sprint(name, "@", size), func(t *testing.T) {
				c, least := paint()
				if got := coverage(c); got < least {
					t.Errorf("covers %.3f of its canvas, want at least %.3f", got, least)
				}
			})
		}
	}
}

// Every frame of a figure differs from the others: a walk or a shuffle
// that repeats one picture does not move.
func TestFramesDiffer(t *testing.T) {
	same := func(a, b *render.Canvas) bool {
		pa, pb := a.RGBA().Pix, b.RGBA().Pix
		for i := range pa {
			if pa[i] != pb[i] {
				return false
			}
		}
		return true
	}
	for c := rrr.Cat(0); c < rrr.NumCats; c++ {
		for f := 1; f < CatFrames; f++ {
			if same(paintCat(96, c, 0, f), paintCat(96, c, 0, f-1)) {
				t.Errorf("cat %v: frames %d and %d are the same picture", c, f-1, f)
			}
		}
	}
	for k := 0; k < rrr.NumMummies+rrr.NumLords; k++ {
		for f := 1; f < MummyFrames; f++ {
			if same(paintFigure(96, k, f), paintFigure(96, k, f-1)) {
				t.Errorf("figure %d: frames %d and %d are the same picture", k, f-1, f)
			}
		}
	}
}

// A wall layer is solid stone across the middle of its side, and an
// opening there is clear: the floor shows through it. The maze's
// corridors are the engine's corridor sides (Card.Turned), side by side.
func TestOpeningsAreWhereTheCorridorsAre(t *testing.T) {
	g := roomGeom(128)
	for d := 0; d < rrr.NumSides; d++ {
		n, _ := wallFrame(d)
		dist := g.R*sqrt3/2 - (rimW+wallW/2)*g.R
		x, y := g.cx+n.x*dist, g.cy+n.y*dist
		wall := paintSide(g, d, false).RGBA().RGBAAt(int(x), int(y)).A
		open := paintSide(g, d, true).RGBA().RGBAAt(int(x), int(y)).A
		if wall != 255 || open > 64 {
			t.Errorf("side %v: alpha %d in the wall (want 255), %d in the opening (want the floor to show through)", rrr.Side(d), wall, open)
		}
	}
	a := NewArt()
	defer a.Dispose()
	for c := rrr.Card(0); c < rrr.NumCards; c++ {
		for k := uint8(0); k < rrr.NumSides; k++ {
			if got, want := a.roomPiece(c, k).corr, c.Turned(k); got != want {
				t.Fatalf("%v turned %d: drawn openings %06b, corridors %06b", c, k, got, want)
			}
		}
	}
}

// The three symbols differ in shape, not only in colour: painted in one
// colour, no two cover the same pixels.
func TestSymbolsDifferInShape(t *testing.T) {
	masks := map[rrr.Content][]bool{}
	for _, s := range []rrr.Content{rrr.Ankh, rrr.Eye, rrr.Scarab} {
		c := render.NewCanvas(64, 64)
		switch s {
		case rrr.Ankh:
			paintAnkh(c, 32, 32, 28, rgb(0xffffff))
		case rrr.Eye:
			paintEye(c, 32, 32, 28, rgb(0xffffff), false)
		case rrr.Scarab:
			paintScarab(c, 32, 32, 28, rgb(0xffffff), false)
		}
		px := c.RGBA().Pix
		m := make([]bool, len(px)/4)
		for i := range m {
			m[i] = px[i*4+3] > 127
		}
		masks[s] = m
	}
	for _, p := range [][2]rrr.Content{{rrr.Ankh, rrr.Eye}, {rrr.Ankh, rrr.Scarab}, {rrr.Eye, rrr.Scarab}} {
		a, b := masks[p[0]], masks[p[1]]
		diff, on := 0, 0
		for i := range a {
			if a[i] != b[i] {
				diff++
			}
			if a[i] || b[i] {
				on++
			}
		}
		if float64(diff) < 0.4*float64(on) {
			t.Errorf("%v and %v share most of their shape (%d of %d pixels differ)", p[0], p[1], diff, on)
		}
	}
}

func TestBucketsCoverEveryRequest(t *testing.T) {
	prev := 0
	for px := 0.5; px < 500; px *= 1.07 {
		b := bucket(px)
		if b < prev {
			t.Fatalf("bucket(%.1f) = %d, smaller than for a smaller request (%d)", px, b, prev)
		}
		prev = b
		if float64(b) < px-0.01 && b != steps[len(steps)-1] {
			t.Errorf("bucket(%.1f) = %d: painted smaller than drawn", px, b)
		}
		if px > float64(steps[0]) && px < float64(steps[len(steps)-1]) && float64(b) > px*1.44 {
			t.Errorf("bucket(%.1f) = %d: drawn more than 1.44 times smaller than painted", px, b)
		}
	}
}

// TestEveryDrawRuns draws every piece and animation through an Art onto
// an offscreen image, at the edges of their parameters (before and after
// an animation, zero and huge sizes, hidden cards and tokens): nothing
// panics, and the images are cached (a second round paints nothing).
func TestEveryDrawRuns(t *testing.T) {
	a := NewArt()
	defer a.Dispose()
	dst := ebiten.NewImage(320, 240)
	defer dst.Deallocate()
	round := func() {
		opt := rrr.Options{Players: 4, Cats: [rrr.MaxSeats]rrr.Cat{3, 2, 1, 0}}
		a.Warm(opt, DefaultSizes(720))
		for _, tt := range []float64{-1, 0, 0.3, 0.5, 0.99, 1, 2} {
			for _, z := range []float64{0, 8, 60} {
				a.DrawRoom(dst, 5, 4, 100, 100, z, RoomLook{Warmth: tt, Angle: tt, Lift: tt, Time: tt})
				a.DrawCardFlip(dst, 7, 1, 50, 50, z, tt)
				a.DrawDieRoll(dst, CombatDie, rrr.FaceHex, 40, 40, z, tt, 2)
				a.DrawRise(dst, 1, 0, 60, 60, z, tt)
				a.DrawUnravel(dst, rrr.LordIndex, 3, 60, 60, z, tt)
				a.DrawDust(dst, 20, 20, z, tt)
				a.DrawTorchSupply(dst, TorchSupply{N: int(tt * 3), Flare: tt, Gutter: tt, Time: tt}, 0, 200, z)
				a.DrawMummyDeck(dst, 3, int(tt*5), 80, 80, z, tt)
				a.DrawMummyCard(dst, rrr.LordIndex, 2, 4, 80, 80, z, tt)
				a.DrawExitGears(dst, int(tt*3), 90, 90, z, tt)
				a.DrawMechToken(dst, true, 30, 30, z, tt)
				a.DrawPawMarker(dst, 1, 30, 30, z, tt)
			}
		}
		a.DrawCard(dst, rrr.NoCard, 0, 30, 30, 20, 0.2, 1, 1)
		a.DrawToken(dst, rrr.NoToken, 30, 30, 20, 0.5)
		a.DrawCrypt(dst, 100, 100, 40, RoomLook{})
		a.DrawExit(dst, 1<<rrr.SW, 100, 100, 40, RoomLook{})
		a.DrawCat(dst, 1, 2, 3, 100, 100, 50, true, 1)
		a.DrawFigure(dst, 2, 0, 1, 100, 100, 50, true, 1)
		a.DrawLordCard(dst, 40, 40, 60)
		a.DrawSeatBadge(dst, 3, 40, 40, 20)
		a.DrawRegroupTiles(dst, 3, 40, 40, 20)
		a.DrawBeam(dst, 0, 0, 100, 50, 6, LinkColor(false), 1)
		a.DrawLinks(dst, [3][2]float64{{0, 0}, {40, 0}, {20, 30}}, false, 30, 0.5, 1)
		a.DrawFootprints(dst, 0, 0, 80, 60, 12, rgb(0xffffff), 1)
		a.DrawPassage(dst, 0, 0, 60, 0, 40)
		a.DrawHand(dst, layout.Rect{W: 300, H: 60}, []rrr.Card{1, rrr.NoCard, 40}, HandStyle{Selected: 2, Hot: 0, Rot: 5})
		a.DrawHand(dst, layout.Rect{W: 300, H: 60}, nil, HandStyle{Selected: -1, Hot: -1})
	}
	round()
	n := a.Len()
	round()
	if a.Len() != n {
		t.Errorf("a second round painted %d more images: the cache misses", a.Len()-n)
	}
}

// A palette change repaints what shows a seat's colour: the old sprite
// is not reused.
func TestSeatSpritesFollowThePalette(t *testing.T) {
	a := NewArt()
	defer a.Dispose()
	defer render.UsePalette(render.Standard)
	render.UsePalette(render.Standard)
	before := [3]*ebiten.Image{a.Cat(0, 1, 0, 40), a.PawMarker(1, 30), a.SeatBadge(1, 20)}
	render.UsePalette(render.ColourBlind)
	after := [3]*ebiten.Image{a.Cat(0, 1, 0, 40), a.PawMarker(1, 30), a.SeatBadge(1, 20)}
	for i := range before {
		if before[i] == after[i] {
			t.Errorf("sprite %d kept the standard palette's colour after the switch", i)
		}
	}
}

func TestSeatInkReadsOnItsColour(t *testing.T) {
	for _, p := range render.Palettes {
		render.UsePalette(p)
		for s := 0; s < rrr.MaxSeats; s++ {
			c, ink := SeatColor(s), seatInk(s)
			lum := func(r, g, b uint8) float64 { return 0.3*float64(r) + 0.59*float64(g) + 0.11*float64(b) }
			if d := math.Abs(lum(c.R, c.G, c.B) - lum(ink.R, ink.G, ink.B)); d < 70 {
				t.Errorf("%s seat %d: ink and colour differ by %.0f in brightness", p, s, d)
			}
		}
	}
	render.UsePalette(render.Standard)
}
