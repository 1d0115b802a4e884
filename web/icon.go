package web

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"
	"strings"

	"golang.org/x/image/vector"
)

// The game's icon, our own art: a two-faced golden pyramid in sand under a
// night sky with a low sun. It is one list of shapes on a 64-unit square,
// written out as SVG (the favicon modern browsers take) and painted into
// PNGs of every size the manifest, the home screens and favicon.ico need,
// so every icon is the same picture.

// shape is one filled figure of the icon, in icon units (0..64).
type shape struct {
	fill   color.NRGBA
	points [][2]float64 // a polygon, or
	circle [3]float64   // cx, cy, r when points is nil
}

var (
	iconSky       = color.NRGBA{0x1b, 0x14, 0x2e, 0xff}
	iconSun       = color.NRGBA{0xf0, 0x8a, 0x2c, 0xff}
	iconSand      = color.NRGBA{0x9a, 0x66, 0x24, 0xff}
	iconLit       = color.NRGBA{0xf5, 0xc8, 0x42, 0xff}
	iconShade     = color.NRGBA{0xb0, 0x7a, 0x26, 0xff}
	iconDoorway   = color.NRGBA{0x3a, 0x22, 0x0a, 0xff}
	iconStoneLine = color.NRGBA{0xd9, 0xa8, 0x36, 0xff}
)

// iconShapes is the picture, back to front, within the full 64-unit square.
func iconShapes() []shape {
	return []shape{
		{fill: iconSky, points: [][2]float64{{0, 0}, {64, 0}, {64, 64}, {0, 64}}},
		{fill: iconSun, circle: [3]float64{48, 17, 7}},
		{fill: iconSand, points: [][2]float64{{0, 50}, {64, 46}, {64, 64}, {0, 64}}},
		// the pyramid: its sunlit face and its shaded face
		{fill: iconLit, points: [][2]float64{{30, 10}, {6, 53}, {36, 53}}},
		{fill: iconShade, points: [][2]float64{{30, 10}, {36, 53}, {58, 50}}},
		// two courses of stone on the lit face, and the doorway
		{fill: iconStoneLine, points: [][2]float64{{21.6, 25}, {31.9, 25}, {32.1, 26.5}, {20.8, 26.5}}},
		{fill: iconStoneLine, points: [][2]float64{{13.9, 39}, {34.0, 39}, {34.2, 40.5}, {13.1, 40.5}}},
		{fill: iconDoorway, points: [][2]float64{{24, 53}, {24, 46.5}, {26.5, 44}, {29, 46.5}, {29, 53}}},
	}
}

// iconStyle is how the picture sits in its square: a browser's tab or an
// install dialog shows it with rounded corners on a transparent ground; a
// maskable icon (a phone cuts it to its own shape) fills the square and
// keeps the picture inside the middle 80 %.
type iconStyle int

const (
	iconRounded iconStyle = iota
	iconFull
	iconMaskable
)

// transform maps icon units to the output square of size px.
func (s iconStyle) transform(px float64) (scale, offset float64) {
	if s == iconMaskable {
		return px * 0.8 / 64, px * 0.1
	}
	return px / 64, 0
}

// place maps one coordinate to the output square. A maskable icon's
// picture is shrunk into the middle, but what touches the edge of the
// picture (the sky, the sand) still reaches the edge of the square.
func (s iconStyle) place(v, off, scale, px float64) float64 {
	switch {
	case s == iconMaskable && v <= 0:
		return 0
	case s == iconMaskable && v >= 64:
		return px
	}
	return off + v*scale
}

// iconSVG is the icon as an SVG document (rounded, any size).
func iconSVG() []byte {
	var b strings.Builder
	b.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` + "\n")
	b.WriteString(`<clipPath id="r"><rect width="64" height="64" rx="12"/></clipPath>` + "\n")
	b.WriteString(`<g clip-path="url(#r)">` + "\n")
	for _, sh := range iconShapes() {
		fill := fmt.Sprintf("#%02x%02x%02x", sh.fill.R, sh.fill.G, sh.fill.B)
		if sh.points == nil {
			fmt.Fprintf(&b, `<circle cx="%g" cy="%g" r="%g" fill="%s"/>`+"\n", sh.circle[0], sh.circle[1], sh.circle[2], fill)
			continue
		}
		pts := make([]string, len(sh.points))
		for i, p := range sh.points {
			pts[i] = fmt.Sprintf("%g,%g", p[0], p[1])
		}
		fmt.Fprintf(&b, `<polygon points="%s" fill="%s"/>`+"\n", strings.Join(pts, " "), fill)
	}
	b.WriteString("</g>\n</svg>\n")
	return []byte(b.String())
}

// iconImage paints the icon at px × px.
func iconImage(px int, style iconStyle) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, px, px))
	scale, off := style.transform(float64(px))
	if style == iconMaskable {
		draw.Draw(img, img.Bounds(), image.NewUniform(iconSky), image.Point{}, draw.Src)
	}
	for _, sh := range iconShapes() {
		r := vector.NewRasterizer(px, px)
		at := func(x, y float64) (float32, float32) {
			return float32(style.place(x, off, scale, float64(px))), float32(style.place(y, off, scale, float64(px)))
		}
		if sh.points == nil {
			const steps = 72
			cx, cy, rad := sh.circle[0], sh.circle[1], sh.circle[2]
			for i := 0; i <= steps; i++ {
				a := 2 * math.Pi * float64(i) / steps
				x, y := at(cx+rad*math.Cos(a), cy+rad*math.Sin(a))
				if i == 0 {
					r.MoveTo(x, y)
				} else {
					r.LineTo(x, y)
				}
			}
		} else {
			for i, p := range sh.points {
				x, y := at(p[0], p[1])
				if i == 0 {
					r.MoveTo(x, y)
				} else {
					r.LineTo(x, y)
				}
			}
		}
		r.ClosePath()
		r.Draw(img, img.Bounds(), image.NewUniform(sh.fill), image.Point{})
	}
	if style == iconRounded {
		roundCorners(img, float64(px)*12/64)
	}
	return img
}

// roundCorners makes the corners outside a radius rad transparent, with a
// soft edge one pixel wide.
func roundCorners(img *image.NRGBA, rad float64) {
	b := img.Bounds()
	w, h := float64(b.Dx()), float64(b.Dy())
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			px, py := float64(x)+0.5, float64(y)+0.5
			cx, cy := math.Max(rad, math.Min(w-rad, px)), math.Max(rad, math.Min(h-rad, py))
			d := math.Hypot(px-cx, py-cy) - rad // > 0 outside the rounded square
			if d <= -0.5 {
				continue
			}
			c := img.NRGBAAt(x, y)
			c.A = uint8(float64(c.A) * math.Max(0, math.Min(1, 0.5-d)))
			img.SetNRGBA(x, y, c)
		}
	}
}

// iconPNG paints the icon at px × px and encodes it.
func iconPNG(px int, style iconStyle) ([]byte, error) {
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&buf, iconImage(px, style)); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// faviconICO is favicon.ico, for browsers and tools that ask for it by
// that name whatever the page says: a 16 and a 32 pixel icon, each stored
// as a PNG (which every browser reads in an ICO).
func faviconICO() ([]byte, error) {
	sizes := []int{16, 32}
	imgs := make([][]byte, len(sizes))
	for i, px := range sizes {
		p, err := iconPNG(px, iconRounded)
		if err != nil {
			return nil, err
		}
		imgs[i] = p
	}
	var buf bytes.Buffer
	le := binary.LittleEndian
	w := func(v any) { _ = binary.Write(&buf, le, v) } // a bytes.Buffer does not fail
	w(uint16(0))                                       // reserved
	w(uint16(1))                                       // type: icon
	w(uint16(len(sizes)))                              // count
	offset := 6 + 16*len(sizes)
	for i, px := range sizes {
		w(uint8(px))  // width
		w(uint8(px))  // height
		w(uint8(0))   // no palette
		w(uint8(0))   // reserved
		w(uint16(1))  // colour planes
		w(uint16(32)) // bits per pixel
		w(uint32(len(imgs[i])))
		w(uint32(offset))
		offset += len(imgs[i])
	}
	for _, p := range imgs {
		buf.Write(p)
	}
	return buf.Bytes(), nil
}
