package pengqueen

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/render"
)

// Overlays drawn from a set of squares, each an image covering the
// board's Rect: the danger outline of the squares the Mummy could reach
// (spec §9.6), the shading of the squares a hunter may be on (her "sight"
// assist), and darkness over every square but a lit set (her side in the
// dark around her). They change only when their set does, so they are
// painted once per set and kept (the last few).

// OverlayKind is which overlay.
type OverlayKind uint8

const (
	// Danger outlines the set with a dashed red border on a faint red
	// wash: where the Mummy could step next turn.
	Danger OverlayKind = iota
	// Sight hatches the set in a hunter's colour and marks each square
	// with its seat symbol: where that hunter may be.
	Sight
	// Darkness darkens every square not in the set.
	Darkness
	NumOverlays
)

type overlayKey struct {
	kind OverlayKind
	set  pq.Squares
	pc   pq.PieceColour
}

type overlayEntry struct {
	key overlayKey
	img *ebiten.Image
	at  [2]int // where its image lies on the board's image
}

// overlaysKept is how many overlays are kept: one of each kind per hunter
// and a spare.
const overlaysKept = 12

// Overlay is overlay kind for the squares of set (pc: the hunter of a
// Sight overlay), and where it lies on the board's image (x, y). The
// danger outline and a hunter's sight cover only their squares' bounds
// (a few squares, mostly: a smaller image to paint and upload at every
// step); darkness covers the board.
func (a *Art) Overlay(kind OverlayKind, set pq.Squares, pc pq.PieceColour) (img *ebiten.Image, x, y int) {
	k := overlayKey{kind, set, pc}
	for i, o := range a.overlays {
		if o.key == k {
			// most recent last
			copy(a.overlays[i:], a.overlays[i+1:])
			a.overlays[len(a.overlays)-1] = o
			return o.img, o.at[0], o.at[1]
		}
	}
	if len(a.overlays) >= overlaysKept {
		a.overlays[0].img.Deallocate()
		a.overlays = a.overlays[1:]
	}
	c, x, y := paintOverlay(a.Board, &a.Colours, k)
	img = c.Image()
	a.overlays = append(a.overlays, overlayEntry{k, img, [2]int{x, y}})
	return img, x, y
}

// overlayBounds is the part of the board's image an overlay of kind over
// set paints: the set's squares with a margin for darkness's glow, or
// the whole board for darkness.
func overlayBounds(b Board, kind OverlayKind, set pq.Squares) (x, y, w, h int) {
	bw, bh := int(b.Rect.W), int(b.Rect.H)
	if kind == Darkness || set.Len() == 0 {
		return 0, 0, bw, bh
	}
	x0, y0, x1, y1 := b.Rect.W, b.Rect.H, 0.0, 0.0
	for q := set.First(); q != pq.NoSquare; q = set.After(q) {
		r := b.local(b.Square(q))
		x0, y0, x1, y1 = min(x0, r.X), min(y0, r.Y), max(x1, r.Right()), max(y1, r.Bottom())
	}
	x, y = max(0, int(math.Floor(x0))-2), max(0, int(math.Floor(y0))-2)
	return x, y, min(bw, int(math.Ceil(x1))+2) - x, min(bh, int(math.Ceil(y1))+2) - y
}

// paintOverlay paints an overlay on a canvas over its bounds, which lie
// at x, y on the board's image.
func paintOverlay(b Board, cols *Colours, k overlayKey) (c *render.Canvas, x, y int) {
	x, y, w, h := overlayBounds(b, k.kind, k.set)
	c = render.NewCanvas(w, h)
	cell := b.Cell
	at := func(q pq.Square) layout.Rect { // q on the canvas
		r := b.local(b.Square(q))
		r.X, r.Y = r.X-float64(x), r.Y-float64(y)
		return r
	}
	switch k.kind {
	case Danger:
		red := render.Danger
		for q := k.set.First(); q != pq.NoSquare; q = k.set.After(q) {
			c.Fill(at(q), fade(red, 0.14))
		}
		w := max(2, cell*0.07)
		dash := cell / 4
		for q := k.set.First(); q != pq.NoSquare; q = k.set.After(q) {
			r := at(q)
			for d := pq.Dir(0); d < pq.NumDirs; d++ {
				if k.set.Has(q.Neighbour(d)) {
					continue
				}
				x0, y0, x1, y1 := edge(r, d, w/2)
				for t := 0.0; t < cell-1; t += dash {
					t1 := min(t+dash*0.6, cell)
					ax, ay := x0+(x1-x0)*t/cell, y0+(y1-y0)*t/cell
					bx, by := x0+(x1-x0)*t1/cell, y0+(y1-y0)*t1/cell
					c.StrokeLine(ax, ay, bx, by, w+2, fade(ink, 0.8))
					c.StrokeLine(ax, ay, bx, by, w, red)
				}
			}
		}
	case Sight:
		t := cols.PieceTones(k.pc)
		corner := [5][2]float64{{0.5, 0.5}, {0.2, 0.2}, {0.8, 0.2}, {0.2, 0.8}, {0.8, 0.8}}[min(int(k.pc), 4)]
		for q := k.set.First(); q != pq.NoSquare; q = k.set.After(q) {
			r := at(q)
			c.Fill(r, fade(t.Main, 0.12))
			for i := 1; i < 4; i++ {
				o := cell * float64(i) / 4
				c.StrokeLine(r.X+o, r.Y, r.X, r.Y+o, max(1, cell*0.03), fade(t.Light, 0.45))
				c.StrokeLine(r.Right(), r.Y+o, r.X+o, r.Bottom(), max(1, cell*0.03), fade(t.Light, 0.45))
			}
			p := &pen{c: c, t: scaling(cell, cell).then(translation(r.X, r.Y)), k: cell}
			paintSeatSymbol(p, k.pc, corner[0], corner[1], 0.14, t.Main, ink, 0.035)
		}
	case Darkness:
		for q := pq.Square(0); q < pq.NumSquares; q++ {
			if k.set.Has(q) {
				continue
			}
			c.Fill(b.local(b.Square(q)), fade(rgb(0x02030a), 0.6))
		}
		// light spills a little past the lit squares' edges
		for q := k.set.First(); q != pq.NoSquare; q = k.set.After(q) {
			cx, cy := b.Centre(q) // darkness covers the board: x, y are 0
			radialGlow(c.RGBA(), cx-b.Rect.X, cy-b.Rect.Y, cell*0.9, rgb(0xffe2a8), 0.08)
		}
	}
	return c, x, y
}

// edge is the side d of r, pulled in by in so a border stays inside.
func edge(r layout.Rect, d pq.Dir, in float64) (x0, y0, x1, y1 float64) {
	switch d {
	case pq.North:
		return r.X, r.Y + in, r.Right(), r.Y + in
	case pq.South:
		return r.X, r.Bottom() - in, r.Right(), r.Bottom() - in
	case pq.West:
		return r.X + in, r.Y, r.X + in, r.Bottom()
	}
	return r.Right() - in, r.Y, r.Right() - in, r.Bottom()
}
