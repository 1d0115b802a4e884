package pengqueen

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/render"
)

// Drawing the cached images each frame: placed, scaled, turned and faded
// by the GPU, never painted again. The animation helpers take a progress
// t from 0 to 1 and say where things are; the screens own the timing.

// DrawIn draws im fitted into r (its size may differ from r's), faded by
// alpha.
func DrawIn(dst, im *ebiten.Image, r layout.Rect, alpha float64) {
	if alpha <= 0 || im == nil {
		return
	}
	w, h := im.Bounds().Dx(), im.Bounds().Dy()
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(r.W/float64(w), r.H/float64(h))
	op.GeoM.Translate(math.Round(r.X), math.Round(r.Y))
	op.ColorScale.ScaleAlpha(float32(min(1, alpha)))
	dst.DrawImage(im, op)
}

// DrawMaze draws view v of the maze where board at lies: the art's own
// board, or the same maze zoomed (Board.Zoomed; its image scaled).
func (a *Art) DrawMaze(dst *ebiten.Image, v View, at Board) {
	if at.Rect == a.Board.Rect {
		render.Blit(dst, a.Maze(v), at.Rect.X, at.Rect.Y, nil)
		return
	}
	DrawIn(dst, a.Maze(v), at.Rect, 1)
}

// DrawOverlay draws an overlay where board at lies (as DrawMaze), faded
// by alpha.
func (a *Art) DrawOverlay(dst *ebiten.Image, kind OverlayKind, set pq.Squares, pc pq.PieceColour, alpha float64, at Board) {
	img, x, y := a.Overlay(kind, set, pc)
	if kind == Darkness || set.Len() == 0 {
		DrawIn(dst, img, at.Rect, alpha) // the board's whole image
		return
	}
	k := at.Rect.W / max(1, a.Board.Rect.W)
	w, h := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
	DrawIn(dst, img, layout.Rect{X: at.Rect.X + float64(x)*k, Y: at.Rect.Y + float64(y)*k, W: w * k, H: h * k}, alpha)
}

// DrawTumble draws a die image centred on cx,cy as it looks at tumble t
// (TumbleAt): turned, squashed over its edge, lifted over its shadow.
func DrawTumble(dst, die *ebiten.Image, cx, cy float64, t Tumble) {
	size := float64(die.Bounds().Dx())
	if t.Lift > 0 {
		sh := render.ShadowImage(int(size))
		render.DrawFx(dst, sh, cx, cy+size*0.3, 1-0.3*t.Lift, 0.6-0.3*t.Lift)
	}
	render.DrawTurned(dst, die, cx, cy-t.Lift*size, t.Angle, t.ScaleX, t.ScaleY, 1)
}

// DrawFlip draws a card turning over, centred on cx,cy at scale: its
// back for t < 0.5, narrowing to its edge at t = 0.5, then its face
// widening to full at t = 1; it lifts a little as it turns.
func DrawFlip(dst, back, face *ebiten.Image, cx, cy, scale, t float64) {
	t = clamp01(t)
	im := back
	if t >= 0.5 {
		im = face
	}
	sx := math.Abs(math.Cos(t * math.Pi))
	lift := 1 + 0.12*math.Sin(t*math.Pi)
	render.DrawTurned(dst, im, cx, cy-0.05*scale*float64(im.Bounds().Dy())*math.Sin(t*math.Pi), 0, scale*lift*max(0.02, sx), scale*lift, 1)
}

// DrawCover draws the cover's stone door over the whole of dst, slid down
// from above: closed 0 is out of sight, 1 shut. The screen shows its name
// and button once it is shut.
func (a *Art) DrawCover(dst *ebiten.Image, closed float64) {
	w, h := dst.Bounds().Dx(), dst.Bounds().Dy()
	closed = clamp01(closed)
	if closed <= 0 {
		return
	}
	// it drops and settles (ease out)
	k := 1 - (1-closed)*(1-closed)
	render.Blit(dst, a.Cover(w, h), 0, -float64(h)*(1-k), nil)
}

// DrawBackdrop draws the cave behind the pyramid over the whole of dst.
func (a *Art) DrawBackdrop(dst *ebiten.Image) {
	w, h := dst.Bounds().Dx(), dst.Bounds().Dy()
	DrawIn(dst, a.Backdrop(w, h), layout.Rect{W: float64(w), H: float64(h)}, 1)
}

// Step is where a figure walking from one square to the next is at
// progress t: the point between the squares' floors and the walk frame to
// show (a square is two frames of the waddle). x0,y0 and x1,y1 are the
// top-left corners of the figure's rectangle on the two squares.
func Step(x0, y0, x1, y1, t float64, step int) (x, y float64, frame int) {
	t = clamp01(t)
	frame = (step*2 + int(t*2)) % WalkFrames
	return x0 + (x1-x0)*t, y0 + (y1-y0)*t, frame
}

// SlideAt is the eased progress of an arrow slide at t: quick off the
// mark, gliding, bumping to a stop. The slide lasts the same time however
// far it goes (its sound is one fixed-length sound, spec §9.3).
func SlideAt(t float64) float64 {
	t = clamp01(t)
	return 1 - math.Pow(1-t, 2.4)
}

// Shiver is a figure's sideways offset, in its sizes, while it shivers
// (cannot move, lost turn) at t.
func Shiver(t float64) float64 {
	if t <= 0 || t >= 1 {
		return 0
	}
	return 0.04 * math.Sin(t*math.Pi*14) * (1 - t)
}

// Pulse is a glow's strength at time t seconds: a slow breath between 0.4
// and 1 (a symbol flaring, the shelf lighting up).
func Pulse(t float64) float64 { return 0.7 + 0.3*math.Sin(t*2*math.Pi/1.6) }

// PileSpot is where the i-th token of the Mummy's pile lies, relative to
// the pile's top-left corner, and how it is turned: a heap four wide,
// later rows resting higher on the ones before.
func PileSpot(i, size int) (dx, dy, angle float64) {
	s := float64(size)
	row, col := i/4, i%4
	return float64(col)*s*0.62 + float64(row%2)*s*0.3, -float64(row) * s * 0.38, 0.18 * float64((i*7)%5-2)
}

// DrawPile draws the Mummy's pile (PileOf) with its top-left corner at
// x,y: the tokens gone out, size px each.
func (a *Art) DrawPile(dst *ebiten.Image, pile []pq.PieceColour, x, y float64, size int) {
	for i, pc := range pile {
		dx, dy, ang := PileSpot(i, size)
		render.DrawTurned(dst, a.Torch(pc, false, 0, size), x+dx+float64(size)/2, y+dy+float64(size)/2, ang, 1, 1, 1)
	}
}
