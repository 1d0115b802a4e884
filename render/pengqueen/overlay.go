package pengqueen

import (
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
}

// overlaysKept is how many overlays are kept: one of each kind per hunter
// and a spare.
const overlaysKept = 12

// Overlay is overlay kind for the squares of set (pc: the hunter of a
// Sight overlay), covering the board's Rect.
func (a *Art) Overlay(kind OverlayKind, set pq.Squares, pc pq.PieceColour) *ebiten.Image {
	k := overlayKey{kind, set, pc}
	for i, o := range a.overlays {
		if o.key == k {
			// most recent last
			copy(a.overlays[i:], a.overlays[i+1:])
			a.overlays[len(a.overlays)-1] = o
			return o.img
		}
	}
	if len(a.overlays) >= overlaysKept {
		a.overlays[0].img.Deallocate()
		a.overlays = a.overlays[1:]
	}
	img := paintOverlay(a.Board, &a.Colours, k).Image()
	a.overlays = append(a.overlays, overlayEntry{k, img})
	return img
}

// paintOverlay paints an overlay on a board-sized canvas.
func paintOverlay(b Board, cols *Colours, k overlayKey) *render.Canvas {
	c := render.NewCanvas(int(b.Rect.W), int(b.Rect.H))
	cell := b.Cell
	switch k.kind {
	case Danger:
		red := render.Danger
		for q := k.set.First(); q != pq.NoSquare; q = k.set.After(q) {
			c.Fill(b.local(b.Square(q)), fade(red, 0.14))
		}
		w := max(2, cell*0.07)
		dash := cell / 4
		for q := k.set.First(); q != pq.NoSquare; q = k.set.After(q) {
			r := b.local(b.Square(q))
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
			r := b.local(b.Square(q))
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
			x, y := b.Centre(q)
			radialGlow(c.RGBA(), x-b.Rect.X, y-b.Rect.Y, cell*0.9, rgb(0xffe2a8), 0.08)
		}
	}
	return c
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
