package render

import (
	"image"
	"image/draw"
	"slices"
	"sort"

	"github.com/hajimehoshi/ebiten/v2"
)

// A line's new glyphs are uploaded together, packed into one image, each
// glyph a part of it. Uploaded one by one, each glyph was an upload of
// its own between the frame's draws: in a browser without a GPU (software
// WebGL) every such upload broke the GPU's work on the frame and was
// handed over on its own, and the title's first frame has about 215 of
// them.

// glyphPageWidth is the width of the images a line's glyphs are packed
// into, and maxGlyphPage their greatest height: more glyphs than fit go
// into another image.
const (
	glyphPageWidth = 1024
	maxGlyphPage   = 1024
)

// uploadPacked uploads the images packed into as few images as they fit
// and returns the part of them each one became.
func uploadPacked(imgs []*image.RGBA) []*ebiten.Image {
	out := make([]*ebiten.Image, len(imgs))
	if len(imgs) == 1 {
		out[0] = ebiten.NewImageFromImage(imgs[0])
		return out
	}
	sizes := make([]image.Point, len(imgs))
	for i, im := range imgs {
		sizes[i] = im.Bounds().Size()
	}
	pages, rects := packShelves(sizes, glyphPageWidth, maxGlyphPage)
	for p := 0; p <= slices.Max(pages); p++ {
		w, h := 0, 0
		for i := range imgs {
			if pages[i] == p {
				w, h = max(w, rects[i].Max.X), max(h, rects[i].Max.Y)
			}
		}
		page := image.NewRGBA(image.Rect(0, 0, w, h))
		for i, im := range imgs {
			if pages[i] == p {
				draw.Draw(page, rects[i], im, im.Bounds().Min, draw.Src)
			}
		}
		pim := ebiten.NewImageFromImage(page)
		for i := range imgs {
			if pages[i] == p {
				out[i] = pim.SubImage(rects[i]).(*ebiten.Image)
			}
		}
	}
	return out
}

// packShelves places rectangles of the sizes on shelves in images w wide
// and at most maxH tall (the tallest first, a pixel apart so that no
// glyph samples its neighbour), starting another image when one is
// full, and says in which image and where each goes. A rectangle larger
// than an image gets one to itself.
func packShelves(sizes []image.Point, w, maxH int) (pages []int, rects []image.Rectangle) {
	order := make([]int, len(sizes))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return sizes[order[a]].Y > sizes[order[b]].Y })
	pages, rects = make([]int, len(sizes)), make([]image.Rectangle, len(sizes))
	page, x, y, shelf, onPage := 0, 0, 0, 0, 0
	for _, i := range order {
		s := sizes[i]
		if x > 0 && x+s.X > w {
			x, y, shelf = 0, y+shelf+1, 0
		}
		if onPage > 0 && y+s.Y > maxH {
			page, x, y, shelf, onPage = page+1, 0, 0, 0, 0
		}
		pages[i], rects[i] = page, image.Rect(x, y, x+s.X, y+s.Y)
		x += s.X + 1
		shelf = max(shelf, s.Y)
		onPage++
	}
	return pages, rects
}
