package pengqueen

import (
	"image"
	"math"

	"github.com/pyramid-studio/pyramid/render"
)

// The cover between the two sides of the board (spec §9.3) is a sliding
// stone door: a wall of sandstone between two torch-lit pillars, a winged
// sun over the lintel, the Pengqueen's iron seal and two columns of our
// own glyphs. It shows nothing of the game; the screen writes the next
// player's name and the button on its calm lower half.

// paintCover paints the door, w×h pixels.
func paintCover(c *render.Canvas, w, h float64) {
	img := c.RGBA()
	// the dark behind the door, warmer in the middle
	fillGradient(img, rgbf{23, 18, 13}, rgbf{8, 6, 5})
	u := min(w, h) // the unit of the door's parts
	door := rect(w*0.5-u*0.62, h*0.08, u*1.24, h*0.86)
	// the door's blocks: courses of sandstone, each block its own tone
	course := u * 0.085
	for j := 0; float64(j)*course < door.H; j++ {
		y := door.Y + float64(j)*course
		ch := min(course, door.Bottom()-y)
		off := 0.0
		if j%2 == 1 {
			off = course * 1.1
		}
		for x := door.X - off; x < door.Right(); x += course * 2.2 {
			x0, x1 := max(x, door.X), min(x+course*2.2, door.Right())
			tone := 0.82 + 0.18*hash2(int(x), j)
			col := shade(rgb(0xa9824f), tone)
			c.Fill(rect(x0, y, x1-x0, ch), col)
			c.Fill(rect(x0, y, x1-x0, max(1, u*0.003)), shade(col, 1.18))
			c.Fill(rect(x0, y+ch-max(1, u*0.004), x1-x0, max(1, u*0.004)), shade(col, 0.6))
			c.Fill(rect(x0, y, max(1, u*0.003), ch), shade(col, 0.55))
		}
	}
	// torchlight from the pillars warms the door's sides; its middle and
	// foot lie in shadow
	for _, side := range []float64{-1, 1} {
		radialGlow(img, w*0.5+side*u*0.66, h*0.33, u*0.45, rgb(0xffb050), 0.2)
	}
	for k := 0; k < 24; k++ {
		y := door.Bottom() - door.H*0.35*float64(k+1)/24
		c.Fill(rect(door.X, y, door.W, door.H*0.35/24+1), fade(ink, 0.014*float64(24-k)/24*10))
	}
	p := &pen{c: c, t: translation(0, 0), k: 1}
	// the lintel's shadow on the door
	p.fill(fade(ink, 0.35), func(s *sketch) {
		s.poly(door.X, door.Y, door.Right(), door.Y, door.Right(), door.Y+u*0.05, door.X, door.Y+u*0.02)
	})
	// the groove the door slides in, and its shadow on the floor
	c.Fill(rect(door.X-u*0.02, door.Bottom()-u*0.01, door.W+u*0.04, u*0.03), fade(ink, 0.5))
	// pillars with torches either side
	for _, side := range []float64{-1, 1} {
		// big upright shapes are plain rectangles: an outline as wide as
		// the screen would cost the rasterizer its whole area
		px := w*0.5 + side*(u*0.62+u*0.11) - u*0.09
		pillar := rect(px, h*0.06, u*0.18, h*0.9)
		c.Fill(pillar, rgb(0x7e6242))
		c.Fill(rect(pillar.X, pillar.Y, u*0.02, pillar.H), rgb(0x97784f))
		c.Fill(rect(pillar.Right()-u*0.03, pillar.Y, u*0.03, pillar.H), rgb(0x5e4830))
		c.Stroke(pillar, max(1, u*0.006), ink)
		for k := 0; k < 8; k++ {
			y := h*0.1 + float64(k)*h*0.11
			c.Fill(rect(px+u*0.02, y, u*0.14, u*0.012), fade(ink, 0.3))
		}
		tp := &pen{c: c, t: scaling(u*0.2, u*0.2).then(translation(px-u*0.01, h*0.3)), k: u * 0.2}
		tp.glow(0.5, 0.3, 1.8, rgb(0xffa030), 0.35)
		tp.both(rgb(0x5b5048), ink, 0.03, func(s *sketch) { s.poly(0.3, 0.42, 0.7, 0.42, 0.6, 0.55, 0.4, 0.55) })
		tp.both(rgb(0x7a4a24), ink, 0.03, func(s *sketch) { s.poly(0.45, 0.55, 0.55, 0.55, 0.53, 0.95, 0.47, 0.95) })
		paintFlame(tp, 0.5, 0.43, 0.38, 0)
	}
	// the lintel with a winged sun
	lin := rect(w*0.5-u*0.78, h*0.03, u*1.56, u*0.12)
	c.Fill(lin, rgb(0x8d6e48))
	c.Fill(rect(lin.X, lin.Y, lin.W, u*0.012), rgb(0xa5845a))
	c.Fill(rect(lin.X, lin.Bottom()-u*0.02, lin.W, u*0.02), rgb(0x6a5236))
	c.Stroke(lin, max(1, u*0.006), ink)
	sun := &pen{c: c, t: scaling(u*0.26, u*0.26).then(translation(w*0.5-u*0.13, lin.Y-u*0.07)), k: u * 0.26}
	drawSunDisc(sun, Tones{Main: gold, Dark: goldDark, Light: rgb(0xfff1b8)})
	// the seal
	seal := &pen{c: c, t: scaling(u*0.42, u*0.42).then(translation(w*0.5-u*0.21, h*0.16)), k: u * 0.42}
	seal.glow(0.5, 0.5, 0.75, ghostEye, 0.18)
	paintDisc(seal)
	// two columns of glyphs carved beside the seal
	for _, side := range []float64{-1, 1} {
		for k := 0; k < 5; k++ {
			g := &pen{c: c, t: scaling(u*0.11, u*0.11).then(translation(w*0.5+side*u*0.42-u*0.055, h*0.14+float64(k)*u*0.1)), k: u * 0.11}
			paintFrieze(g, k+int(side+1))
		}
	}
	// a crack of light under the door
	c.Fill(rect(door.X, door.Bottom()-u*0.006, door.W, u*0.006), fade(rgb(0xffd27a), 0.5))
}

// fillGradient fills img from top colour to a darker bottom, brightest in
// a soft band across the middle.
func fillGradient(img *image.RGBA, mid, edge rgbf) {
	W, H := img.Rect.Dx(), img.Rect.Dy()
	for y := 0; y < H; y++ {
		t := math.Abs(float64(y)/float64(max(1, H-1))-0.45) / 0.55
		c := mid.lerp(edge, min(1, t))
		r, g, b := clamp8(c.r), clamp8(c.g), clamp8(c.b)
		row := img.Pix[y*img.Stride : y*img.Stride+W*4]
		for x := 0; x < W; x++ {
			row[x*4], row[x*4+1], row[x*4+2], row[x*4+3] = r, g, b, 255
		}
	}
}

// paintBackdrop paints the cave behind the pyramid: warm dark rock
// fading to black at the edges, a glow where the pyramid stands and
// stalactites hanging from the roof. It is smooth, so it is painted small
// and drawn scaled up.
func paintBackdrop(c *render.Canvas, w, h float64) {
	img := c.RGBA()
	W, H := img.Rect.Dx(), img.Rect.Dy()
	warm, dark := rgbf{58, 40, 26}, rgbf{10, 8, 7}
	for y := 0; y < H; y++ {
		for x := 0; x < W; x++ {
			dx := (float64(x)/float64(W) - 0.5) * 1.6
			dy := float64(y)/float64(H) - 0.62
			d := math.Sqrt(dx*dx + dy*dy*1.8)
			col := warm.lerp(dark, min(1, d)).mul(0.92 + 0.08*grain(x, y))
			put(img, img.PixOffset(x, y), col, 1)
		}
	}
	p := &pen{c: c, t: identity(), k: 1}
	// stalactites: clusters of thin dark teeth along the roof
	for i := 0; i < 40; i++ {
		x := w * (float64(i) + hash2(i, 3)) / 40
		l := h * (0.02 + 0.09*hash2(i, 9)*hash2(i, 4))
		wd := w * (0.003 + 0.006*hash2(i, 5))
		p.fill(fade(rgb(0x060504), 0.85), func(s *sketch) { s.poly(x-wd, 0, x+wd, 0, x+wd*0.2, l) })
	}
	p.fill(fade(rgb(0x050403), 0.7), func(s *sketch) {
		s.move(0, h)
		for i := 0; i <= 12; i++ {
			x := w * float64(i) / 12
			s.line(x, h*(0.9+0.05*hash2(i, 1)))
		}
		s.line(w, h)
		s.close()
	})
}
