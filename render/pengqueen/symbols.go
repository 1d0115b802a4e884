package pengqueen

import (
	"math"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
)

// The 23 treasure symbols (spec §5), each its own drawn shape, in unit
// coordinates round the centre 0.5,0.5 within a radius of about 0.32. A
// symbol sits on a badge whose rim is its colour's pattern (sun rays,
// leaves, snowflakes, flames, stars), so colour is told twice: by hue and
// by the badge's outline. The same patterns cover the card backs.

// symbolArt draws each card's symbol, in the order of the engine's card
// table (data/cards.txt); TestSymbolsFollowTheCardTable checks the order
// against the ids.
var symbolArt = [pq.NumCards]func(p *pen, t Tones){
	drawCrown, drawSceptre, drawSunDisc, drawGoldenFish, drawKey,
	drawEmerald, drawPotion, drawLeafAmulet, drawSnakeCharm, drawGoblet,
	drawSilverBell, drawCompass, drawDagger, drawIceMirror, drawHelmet,
	drawJewel, drawFireOpal, drawHeartAmulet, drawLantern,
	drawFeather, drawMask, drawSpellBook, drawOrb,
}

// outline is the width of a symbol's dark outline, in units.
const outline = 0.04

// paintSymbol draws card c's symbol on its badge (badge false: the
// object alone, as the drawing on a card's face).
func paintSymbol(p *pen, c pq.Card, cols *Colours, badge bool) {
	if c >= pq.NumCards {
		return
	}
	t := cols.TreasureTones(c.Colour())
	if badge {
		paintBadge(p, c.Colour(), t)
	}
	symbolArt[c](p, t)
}

// paintBadge is the backing disc with its colour's pattern round the rim.
func paintBadge(p *pen, col pq.Colour, t Tones) {
	p.softShadow(0.52, 0.55, 0.47, 0.47, 0.5)
	paintPattern(p, col, t, 0.5, 0.5, 0.37, 0.49)
	p.both(mix(t.Dark, ink, 0.35), t.Main, 0.035, func(s *sketch) { s.circle(0.5, 0.5, 0.37) })
	p.stroke(fade(t.Light, 0.25), 0.02, func(s *sketch) { s.arc(0.5, 0.5, 0.33, 0.33, math.Pi*1.05, math.Pi*1.55) })
}

// paintPattern draws colour col's pattern as a ring of motifs between
// radii r0 and r1 round cx,cy.
func paintPattern(p *pen, col pq.Colour, t Tones, cx, cy, r0, r1 float64) {
	line := mix(t.Dark, ink, 0.4)
	w := 0.025
	switch col {
	case pq.Yellow: // sun rays
		n := 14
		for i := 0; i < n; i++ {
			a := 2 * math.Pi * float64(i) / float64(n)
			half := math.Pi / float64(n) * 0.55
			rr := r1
			if i%2 == 1 {
				rr = r0 + (r1-r0)*0.7
			}
			p.both(t.Main, line, w, func(s *sketch) {
				s.poly(cx+r0*0.95*math.Cos(a-half), cy+r0*0.95*math.Sin(a-half),
					cx+rr*math.Cos(a), cy+rr*math.Sin(a),
					cx+r0*0.95*math.Cos(a+half), cy+r0*0.95*math.Sin(a+half))
			})
		}
	case pq.Green: // leaves
		n := 8
		for i := 0; i < n; i++ {
			a := 2*math.Pi*float64(i)/float64(n) + math.Pi/8
			l := (r1 - r0) * 1.3
			mx, my := cx+(r0+l*0.42)*math.Cos(a), cy+(r0+l*0.42)*math.Sin(a)
			p.both(t.Main, line, w, func(s *sketch) { leaf(s, mx, my, l*0.62, l*0.26, a) })
			p.seg(line, w*0.6, mx-l*0.35*math.Cos(a), my-l*0.35*math.Sin(a), mx+l*0.4*math.Cos(a), my+l*0.4*math.Sin(a))
		}
	case pq.Grey: // snowflakes
		n := 6
		for i := 0; i < n; i++ {
			a := 2*math.Pi*float64(i)/float64(n) - math.Pi/2
			ca, sa := math.Cos(a), math.Sin(a)
			x0, y0 := cx+r0*0.9*ca, cy+r0*0.9*sa
			x1, y1 := cx+r1*ca, cy+r1*sa
			fx, fy := cx+(r0+(r1-r0)*0.55)*ca, cy+(r0+(r1-r0)*0.55)*sa
			fl := (r1 - r0) * 0.5
			for _, col := range []struct {
				c  Tones
				dw float64
			}{{Tones{Main: line}, 0.03}, {t, 0}} {
				ww := 0.035 + col.dw
				p.seg(col.c.Main, ww, x0, y0, x1, y1)
				for _, d := range []float64{-0.7, 0.7} {
					p.seg(col.c.Main, ww*0.8, fx, fy, fx+fl*math.Cos(a+d), fy+fl*math.Sin(a+d))
				}
			}
		}
	case pq.Red: // flames
		n := 8
		for i := 0; i < n; i++ {
			a := 2 * math.Pi * float64(i) / float64(n)
			p.both(t.Main, line, w, func(s *sketch) { flameTongue(s, cx, cy, r0*0.92, r1, a) })
		}
	case pq.Purple: // stars
		n := 7
		for i := 0; i < n; i++ {
			a := 2*math.Pi*float64(i)/float64(n) - math.Pi/2
			rr := (r0 + r1) / 2
			sx, sy := cx+rr*math.Cos(a), cy+rr*math.Sin(a)
			sz := (r1 - r0) * 0.72
			p.both(t.Main, line, w*0.8, func(s *sketch) { s.star(sx, sy, sz, sz*0.45, 5, -math.Pi/2) })
		}
	}
}

// leaf adds a pointed leaf centred on cx,cy, length 2l along angle a.
func leaf(s *sketch, cx, cy, l, w, a float64) {
	ca, sa := math.Cos(a), math.Sin(a)
	pt := func(x, y float64) (float64, float64) { return cx + x*ca - y*sa, cy + x*sa + y*ca }
	x0, y0 := pt(-l, 0)
	s.move(x0, y0)
	n := 12
	for i := 1; i <= n; i++ {
		t := float64(i) / float64(n)
		x, y := pt(-l+2*l*t, -w*math.Sin(math.Pi*t))
		s.line(x, y)
	}
	for i := 1; i < n; i++ {
		t := 1 - float64(i)/float64(n)
		x, y := pt(-l+2*l*t, w*math.Sin(math.Pi*t))
		s.line(x, y)
	}
	s.close()
}

// flameTongue adds a flame licking outwards from radius r0 to r1 along
// angle a, bent a little sideways.
func flameTongue(s *sketch, cx, cy, r0, r1, a float64) {
	pt := func(r, da float64) (float64, float64) { return cx + r*math.Cos(a+da), cy + r*math.Sin(a+da) }
	w := 0.22
	x, y := pt(r0, -w)
	s.move(x, y)
	mx, my := pt(r0+(r1-r0)*0.55, -w*0.9)
	tx, ty := pt(r1, w*0.5)
	s.quad(mx, my, tx, ty)
	nx, ny := pt(r0+(r1-r0)*0.5, w*0.35)
	ex, ey := pt(r0, w*0.75)
	s.quad(nx, ny, ex, ey)
	s.close()
}

// The symbols. Each fills with the colour's main tone, outlines in its
// dark one and catches a highlight in its light one.

func drawCrown(p *pen, t Tones) {
	p.both(t.Main, t.Dark, outline, func(s *sketch) {
		s.poly(0.27, 0.66, 0.24, 0.36, 0.38, 0.49, 0.5, 0.27, 0.62, 0.49, 0.76, 0.36, 0.73, 0.66)
	})
	p.both(shade(t.Main, 0.85), t.Dark, outline, func(s *sketch) { s.roundRect(0.26, 0.6, 0.48, 0.11, 0.03) })
	for _, q := range [][2]float64{{0.24, 0.35}, {0.5, 0.26}, {0.76, 0.35}} {
		p.both(t.Light, t.Dark, 0.025, func(s *sketch) { s.circle(q[0], q[1], 0.045) })
	}
	for i, x := range []float64{0.35, 0.5, 0.65} {
		c := rgb(0xc8322d)
		if i == 1 {
			c = rgb(0x2f6fc0)
		}
		p.both(c, t.Dark, 0.018, func(s *sketch) { s.circle(x, 0.655, 0.03) })
	}
}

func drawSceptre(p *pen, t Tones) {
	p.seg(t.Dark, 0.12, 0.3, 0.76, 0.6, 0.4)
	p.seg(t.Main, 0.065, 0.3, 0.76, 0.6, 0.4)
	p.both(shade(t.Main, 0.8), t.Dark, outline, func(s *sketch) { s.ellipse(0.57, 0.43, 0.075, 0.035, -0.87) })
	p.both(t.Main, t.Dark, outline, func(s *sketch) { s.circle(0.65, 0.33, 0.1) })
	p.dot(t.Light, 0.62, 0.3, 0.035)
	p.seg(t.Dark, 0.03, 0.65, 0.2, 0.65, 0.27)
	p.seg(t.Dark, 0.03, 0.62, 0.225, 0.68, 0.225)
	p.both(t.Main, t.Dark, 0.03, func(s *sketch) { s.circle(0.29, 0.77, 0.045) })
}

func drawSunDisc(p *pen, t Tones) {
	for _, side := range []float64{-1, 1} {
		p.both(t.Main, t.Dark, outline, func(s *sketch) {
			s.move(0.5+side*0.08, 0.4)
			s.cubic(0.5+side*0.08, 0.4, 0.5+side*0.2, 0.33, 0.5+side*0.3, 0.34, 0.5+side*0.36, 0.4)
			// the feathered lower edge
			for i := 0; i < 4; i++ {
				x0 := 0.5 + side*(0.36-0.07*float64(i))
				x1 := 0.5 + side*(0.36-0.07*float64(i+1))
				y := 0.44 + 0.035*float64(i)
				s.quad((x0+x1)/2, y+0.07, x1, y+0.01)
			}
			s.line(0.5+side*0.08, 0.56)
			s.close()
		})
		for i := 0; i < 3; i++ {
			x := 0.5 + side*(0.16+0.06*float64(i))
			p.seg(t.Dark, 0.018, x, 0.41+0.01*float64(i), x+side*0.03, 0.5)
		}
	}
	p.both(t.Main, t.Dark, outline, func(s *sketch) { s.circle(0.5, 0.47, 0.12) })
	p.dot(t.Light, 0.47, 0.44, 0.045)
}

func drawGoldenFish(p *pen, t Tones) {
	p.both(t.Main, t.Dark, outline, func(s *sketch) { s.poly(0.62, 0.5, 0.8, 0.34, 0.76, 0.5, 0.8, 0.66) })
	p.both(shade(t.Main, 0.9), t.Dark, outline, func(s *sketch) { s.poly(0.42, 0.4, 0.5, 0.28, 0.56, 0.4) })
	p.both(t.Main, t.Dark, outline, func(s *sketch) {
		s.move(0.2, 0.5)
		s.cubic(0.2, 0.5, 0.3, 0.33, 0.55, 0.33, 0.66, 0.5)
		s.cubic(0.66, 0.5, 0.55, 0.67, 0.3, 0.67, 0.2, 0.5)
		s.close()
	})
	p.stroke(t.Dark, 0.022, func(s *sketch) { s.arc(0.3, 0.5, 0.06, 0.1, -0.9, 0.9) })
	for _, x := range []float64{0.42, 0.5} {
		p.stroke(fade(t.Dark, 0.7), 0.015, func(s *sketch) { s.arc(x, 0.5, 0.035, 0.06, -1, 1) })
	}
	p.dot(t.Dark, 0.27, 0.46, 0.025)
	p.dot(t.Light, 0.265, 0.455, 0.009)
}

func drawKey(p *pen, t Tones) {
	p.seg(t.Dark, 0.12, 0.38, 0.5, 0.8, 0.5)
	p.seg(t.Main, 0.065, 0.38, 0.5, 0.8, 0.5)
	p.both(t.Main, t.Dark, outline, func(s *sketch) { s.poly(0.66, 0.52, 0.72, 0.52, 0.72, 0.64, 0.66, 0.64) })
	p.both(t.Main, t.Dark, outline, func(s *sketch) { s.poly(0.74, 0.52, 0.8, 0.52, 0.8, 0.6, 0.74, 0.6) })
	p.stroke(t.Dark, 0.12, func(s *sketch) { s.circle(0.29, 0.5, 0.1) })
	p.stroke(t.Main, 0.065, func(s *sketch) { s.circle(0.29, 0.5, 0.1) })
	p.dot(t.Light, 0.25, 0.43, 0.02)
}

func drawEmerald(p *pen, t Tones) {
	p.both(t.Main, t.Dark, outline, func(s *sketch) {
		s.poly(0.4, 0.24, 0.6, 0.24, 0.68, 0.32, 0.68, 0.68, 0.6, 0.76, 0.4, 0.76, 0.32, 0.68, 0.32, 0.32)
	})
	p.both(t.Light, t.Dark, 0.02, func(s *sketch) { s.poly(0.43, 0.34, 0.57, 0.34, 0.58, 0.66, 0.42, 0.66) })
	for _, l := range [][4]float64{{0.4, 0.24, 0.43, 0.34}, {0.6, 0.24, 0.57, 0.34}, {0.6, 0.76, 0.58, 0.66}, {0.4, 0.76, 0.42, 0.66}, {0.32, 0.5, 0.425, 0.5}, {0.68, 0.5, 0.575, 0.5}} {
		p.seg(t.Dark, 0.018, l[0], l[1], l[2], l[3])
	}
	p.seg(fade(snow, 0.8), 0.025, 0.46, 0.39, 0.5, 0.39)
}

func drawPotion(p *pen, t Tones) {
	p.both(fade(t.Light, 0.95), t.Dark, outline, func(s *sketch) { s.roundRect(0.44, 0.28, 0.12, 0.2, 0.02) })
	p.both(fade(t.Light, 0.95), t.Dark, outline, func(s *sketch) { s.circle(0.5, 0.6, 0.19) })
	p.fill(t.Main, func(s *sketch) { s.arc(0.5, 0.6, 0.165, 0.165, -0.25, math.Pi+0.25); s.close() })
	p.stroke(t.Dark, 0.02, func(s *sketch) { s.move(0.34, 0.56); s.line(0.66, 0.56) })
	p.both(rgb(0x9a6a3a), ink, 0.03, func(s *sketch) { s.roundRect(0.42, 0.22, 0.16, 0.08, 0.025) })
	p.dot(snow, 0.45, 0.66, 0.025)
	p.dot(snow, 0.55, 0.7, 0.017)
	p.stroke(fade(snow, 0.9), 0.025, func(s *sketch) { s.arc(0.5, 0.6, 0.13, 0.13, math.Pi*1.1, math.Pi*1.4) })
}

func drawLeafAmulet(p *pen, t Tones) {
	p.stroke(t.Dark, 0.05, func(s *sketch) { s.circle(0.5, 0.21, 0.05) })
	p.stroke(t.Light, 0.025, func(s *sketch) { s.circle(0.5, 0.21, 0.05) })
	p.both(t.Main, t.Dark, outline, func(s *sketch) { leaf(s, 0.5, 0.51, 0.25, 0.15, math.Pi/2) })
	p.seg(t.Dark, 0.03, 0.5, 0.27, 0.5, 0.75)
	for i := 0; i < 3; i++ {
		y := 0.38 + 0.1*float64(i)
		p.seg(t.Dark, 0.02, 0.5, y+0.04, 0.41, y-0.02)
		p.seg(t.Dark, 0.02, 0.5, y+0.04, 0.59, y-0.02)
	}
	p.dot(fade(t.Light, 0.8), 0.44, 0.4, 0.025)
}

func drawSnakeCharm(p *pen, t Tones) {
	body := func(s *sketch) {
		s.move(0.3, 0.74)
		s.cubic(0.3, 0.74, 0.75, 0.8, 0.78, 0.6, 0.55, 0.55)
		s.cubic(0.55, 0.55, 0.3, 0.5, 0.3, 0.33, 0.55, 0.32)
	}
	p.stroke(t.Dark, 0.13, body)
	p.stroke(t.Main, 0.075, body)
	p.stroke(fade(t.Light, 0.7), 0.02, func(s *sketch) {
		s.move(0.36, 0.72)
		s.cubic(0.36, 0.72, 0.6, 0.75, 0.68, 0.66, 0.6, 0.61)
	})
	p.both(t.Main, t.Dark, outline, func(s *sketch) { s.ellipse(0.61, 0.3, 0.1, 0.065, -0.2) })
	p.dot(t.Dark, 0.64, 0.28, 0.02)
	p.dot(ghostEye, 0.645, 0.277, 0.008)
	p.seg(rgb(0xc8322d), 0.015, 0.7, 0.31, 0.77, 0.33)
	for i := 0; i < 4; i++ {
		x := 0.4 + 0.09*float64(i)
		p.dot(t.Dark, x, 0.74-0.01*float64(i%2), 0.014)
	}
}

func drawGoblet(p *pen, t Tones) {
	p.both(t.Main, t.Dark, outline, func(s *sketch) { s.ellipse(0.5, 0.73, 0.15, 0.045, 0) })
	p.both(t.Main, t.Dark, outline, func(s *sketch) { s.poly(0.46, 0.5, 0.54, 0.5, 0.56, 0.72, 0.44, 0.72) })
	p.both(shade(t.Main, 0.9), t.Dark, outline, func(s *sketch) { s.ellipse(0.5, 0.585, 0.05, 0.025, 0) })
	p.both(t.Main, t.Dark, outline, func(s *sketch) {
		s.move(0.3, 0.28)
		s.line(0.7, 0.28)
		s.cubic(0.7, 0.28, 0.7, 0.46, 0.62, 0.52, 0.5, 0.52)
		s.cubic(0.5, 0.52, 0.38, 0.52, 0.3, 0.46, 0.3, 0.28)
		s.close()
	})
	p.both(shade(t.Main, 0.7), t.Dark, 0.02, func(s *sketch) { s.ellipse(0.5, 0.285, 0.19, 0.035, 0) })
	p.stroke(fade(t.Light, 0.8), 0.025, func(s *sketch) { s.move(0.36, 0.34); s.quad(0.37, 0.44, 0.44, 0.48) })
	p.dot(rgb(0xc8322d), 0.5, 0.4, 0.03)
}

func drawSilverBell(p *pen, t Tones) {
	p.stroke(t.Dark, 0.045, func(s *sketch) { s.arc(0.5, 0.24, 0.05, 0.05, math.Pi, 2*math.Pi) })
	p.dot(t.Dark, 0.5, 0.74, 0.05)
	p.dot(t.Main, 0.5, 0.74, 0.03)
	p.both(t.Main, t.Dark, outline, func(s *sketch) {
		s.move(0.5, 0.25)
		s.cubic(0.5, 0.25, 0.34, 0.25, 0.34, 0.4, 0.34, 0.52)
		s.cubic(0.34, 0.52, 0.34, 0.62, 0.26, 0.64, 0.24, 0.69)
		s.line(0.76, 0.69)
		s.cubic(0.76, 0.69, 0.74, 0.64, 0.66, 0.62, 0.66, 0.52)
		s.cubic(0.66, 0.52, 0.66, 0.4, 0.66, 0.25, 0.5, 0.25)
		s.close()
	})
	p.seg(t.Dark, 0.025, 0.29, 0.64, 0.71, 0.64)
	p.stroke(t.Light, 0.03, func(s *sketch) { s.move(0.41, 0.33); s.quad(0.38, 0.45, 0.39, 0.57) })
}

func drawCompass(p *pen, t Tones) {
	p.both(t.Main, t.Dark, outline, func(s *sketch) { s.circle(0.5, 0.5, 0.26) })
	p.both(t.Light, t.Dark, 0.02, func(s *sketch) { s.circle(0.5, 0.5, 0.19) })
	for i := 0; i < 8; i++ {
		a := float64(i) * math.Pi / 4
		l := 0.05
		if i%2 == 1 {
			l = 0.025
		}
		p.seg(t.Dark, 0.02, 0.5+0.19*math.Cos(a), 0.5+0.19*math.Sin(a), 0.5+(0.19-l)*math.Cos(a), 0.5+(0.19-l)*math.Sin(a))
	}
	p.both(rgb(0xc8322d), t.Dark, 0.018, func(s *sketch) { s.poly(0.5, 0.33, 0.545, 0.5, 0.455, 0.5) })
	p.both(t.Dark, t.Dark, 0.018, func(s *sketch) { s.poly(0.5, 0.67, 0.545, 0.5, 0.455, 0.5) })
	p.dot(t.Main, 0.5, 0.5, 0.025)
	p.both(t.Main, t.Dark, 0.025, func(s *sketch) { s.roundRect(0.46, 0.19, 0.08, 0.06, 0.02) })
}

func drawDagger(p *pen, t Tones) {
	p.both(t.Light, t.Dark, outline, func(s *sketch) {
		s.poly(0.5, 0.18, 0.56, 0.3, 0.555, 0.56, 0.445, 0.56, 0.44, 0.3)
	})
	p.seg(fade(t.Dark, 0.6), 0.015, 0.5, 0.24, 0.5, 0.54)
	p.both(t.Main, t.Dark, outline, func(s *sketch) { s.roundRect(0.31, 0.55, 0.38, 0.065, 0.03) })
	p.both(rgb(0x6b4a2b), t.Dark, outline, func(s *sketch) { s.roundRect(0.46, 0.61, 0.08, 0.15, 0.02) })
	for _, y := range []float64{0.65, 0.69, 0.73} {
		p.seg(t.Dark, 0.012, 0.465, y, 0.535, y+0.015)
	}
	p.both(t.Main, t.Dark, outline, func(s *sketch) { s.circle(0.5, 0.79, 0.045) })
	p.dot(rgb(0xc8322d), 0.5, 0.585, 0.02)
}

func drawIceMirror(p *pen, t Tones) {
	p.both(t.Main, t.Dark, outline, func(s *sketch) { s.roundRect(0.455, 0.58, 0.09, 0.22, 0.03) })
	p.both(t.Main, t.Dark, outline, func(s *sketch) { s.ellipse(0.5, 0.4, 0.19, 0.21, 0) })
	p.both(rgb(0xcfeaff), t.Dark, 0.02, func(s *sketch) { s.ellipse(0.5, 0.4, 0.14, 0.16, 0) })
	p.seg(snow, 0.035, 0.42, 0.42, 0.5, 0.3)
	p.seg(snow, 0.02, 0.47, 0.48, 0.56, 0.35)
	p.dot(t.Dark, 0.5, 0.71, 0.018)
}

func drawHelmet(p *pen, t Tones) {
	p.both(rgb(0xc8322d), t.Dark, outline, func(s *sketch) {
		s.move(0.44, 0.26)
		s.quad(0.5, 0.12, 0.7, 0.2)
		s.quad(0.6, 0.22, 0.56, 0.28)
		s.close()
	})
	p.both(t.Main, t.Dark, outline, func(s *sketch) {
		s.move(0.27, 0.72)
		s.line(0.27, 0.5)
		s.cubic(0.27, 0.5, 0.27, 0.3, 0.4, 0.25, 0.5, 0.25)
		s.cubic(0.5, 0.25, 0.6, 0.25, 0.73, 0.3, 0.73, 0.5)
		s.line(0.73, 0.72)
		s.line(0.6, 0.72)
		s.line(0.6, 0.55)
		s.line(0.54, 0.53)
		s.line(0.54, 0.7)
		s.line(0.46, 0.7)
		s.line(0.46, 0.53)
		s.line(0.4, 0.55)
		s.line(0.4, 0.72)
		s.close()
	})
	p.seg(t.Dark, 0.03, 0.3, 0.47, 0.7, 0.47)
	p.stroke(t.Light, 0.03, func(s *sketch) { s.move(0.33, 0.44); s.quad(0.34, 0.32, 0.44, 0.29) })
}

func drawJewel(p *pen, t Tones) {
	// a tall cushion-cut stone standing on its point, facets to its table
	p.both(t.Main, t.Dark, outline, func(s *sketch) { s.poly(0.5, 0.18, 0.74, 0.5, 0.5, 0.82, 0.26, 0.5) })
	p.both(shade(t.Main, 1.15), t.Dark, 0.02, func(s *sketch) { s.poly(0.5, 0.36, 0.6, 0.5, 0.5, 0.64, 0.4, 0.5) })
	for _, l := range [][4]float64{{0.5, 0.18, 0.5, 0.36}, {0.74, 0.5, 0.6, 0.5}, {0.5, 0.82, 0.5, 0.64}, {0.26, 0.5, 0.4, 0.5}} {
		p.seg(t.Dark, 0.018, l[0], l[1], l[2], l[3])
	}
	p.fill(fade(t.Light, 0.8), func(s *sketch) { s.poly(0.5, 0.21, 0.49, 0.35, 0.4, 0.49, 0.3, 0.49) })
}

func drawFireOpal(p *pen, t Tones) {
	for _, a := range []float64{0.6, 2.55, 3.75, 5.7} {
		x, y := 0.5+0.15*math.Cos(a), 0.5+0.21*math.Sin(a)
		p.both(gold, ink, 0.02, func(s *sketch) { s.ellipse(x, y, 0.035, 0.05, a) })
	}
	p.both(t.Main, t.Dark, outline, func(s *sketch) { s.ellipse(0.5, 0.5, 0.15, 0.22, 0) })
	p.fill(rgb(0xf29a2e), func(s *sketch) { s.ellipse(0.47, 0.54, 0.07, 0.1, 0.4) })
	p.fill(rgb(0xffd55a), func(s *sketch) { s.ellipse(0.53, 0.44, 0.045, 0.07, -0.3) })
	p.fill(fade(snow, 0.85), func(s *sketch) { s.ellipse(0.45, 0.38, 0.03, 0.05, 0.5) })
}

func drawHeartAmulet(p *pen, t Tones) {
	p.stroke(t.Dark, 0.05, func(s *sketch) { s.circle(0.5, 0.24, 0.045) })
	p.stroke(gold, 0.025, func(s *sketch) { s.circle(0.5, 0.24, 0.045) })
	p.both(t.Main, t.Dark, outline, func(s *sketch) {
		s.move(0.5, 0.37)
		s.cubic(0.5, 0.37, 0.44, 0.26, 0.24, 0.28, 0.26, 0.45)
		s.cubic(0.26, 0.45, 0.28, 0.58, 0.42, 0.66, 0.5, 0.76)
		s.cubic(0.5, 0.76, 0.58, 0.66, 0.72, 0.58, 0.74, 0.45)
		s.cubic(0.74, 0.45, 0.76, 0.28, 0.56, 0.26, 0.5, 0.37)
		s.close()
	})
	p.fill(fade(t.Light, 0.8), func(s *sketch) { s.ellipse(0.37, 0.4, 0.05, 0.035, -0.6) })
}

func drawLantern(p *pen, t Tones) {
	p.stroke(t.Dark, 0.05, func(s *sketch) { s.arc(0.5, 0.28, 0.09, 0.08, math.Pi, 2*math.Pi) })
	p.both(t.Main, t.Dark, outline, func(s *sketch) { s.poly(0.36, 0.36, 0.64, 0.36, 0.58, 0.28, 0.42, 0.28) })
	p.both(rgb(0xffe49a), t.Dark, outline, func(s *sketch) { s.roundRect(0.37, 0.36, 0.26, 0.3, 0.02) })
	p.fill(rgb(0xffb347), func(s *sketch) { s.ellipse(0.5, 0.53, 0.05, 0.08, 0) })
	p.fill(snow, func(s *sketch) { s.ellipse(0.5, 0.55, 0.022, 0.04, 0) })
	p.seg(t.Main, 0.035, 0.5, 0.36, 0.5, 0.66)
	p.both(t.Main, t.Dark, outline, func(s *sketch) { s.roundRect(0.34, 0.65, 0.32, 0.08, 0.02) })
	p.seg(t.Main, 0.03, 0.37, 0.36, 0.37, 0.66)
	p.seg(t.Main, 0.03, 0.63, 0.36, 0.63, 0.66)
}

func drawFeather(p *pen, t Tones) {
	p.both(t.Main, t.Dark, outline, func(s *sketch) {
		s.move(0.3, 0.74)
		s.cubic(0.3, 0.74, 0.28, 0.5, 0.46, 0.26, 0.7, 0.2)
		s.cubic(0.7, 0.2, 0.68, 0.42, 0.56, 0.64, 0.3, 0.74)
		s.close()
	})
	p.stroke(t.Dark, 0.025, func(s *sketch) { s.move(0.24, 0.8); s.quad(0.42, 0.56, 0.68, 0.23) })
	for i := 0; i < 4; i++ {
		k := 0.3 + 0.14*float64(i)
		x, y := 0.3+0.38*k, 0.74-0.5*k
		p.seg(fade(t.Dark, 0.8), 0.018, x, y, x+0.07, y+0.05)
		p.seg(fade(t.Dark, 0.8), 0.018, x, y, x-0.04, y-0.07)
	}
	p.stroke(fade(t.Light, 0.8), 0.02, func(s *sketch) { s.move(0.36, 0.56); s.quad(0.42, 0.42, 0.56, 0.32) })
}

func drawMask(p *pen, t Tones) {
	p.both(t.Main, t.Dark, outline, func(s *sketch) {
		s.move(0.26, 0.32)
		s.cubic(0.26, 0.32, 0.4, 0.24, 0.6, 0.24, 0.74, 0.32)
		s.cubic(0.74, 0.32, 0.76, 0.52, 0.66, 0.72, 0.5, 0.78)
		s.cubic(0.5, 0.78, 0.34, 0.72, 0.24, 0.52, 0.26, 0.32)
		s.close()
	})
	for _, side := range []float64{-1, 1} {
		p.fill(ink, func(s *sketch) { s.ellipse(0.5+side*0.11, 0.43, 0.065, 0.035, side*0.25) })
		p.seg(t.Dark, 0.025, 0.5+side*0.05, 0.36, 0.5+side*0.18, 0.35+0.0*side)
		p.seg(gold, 0.02, 0.5+side*0.2, 0.55, 0.5+side*0.14, 0.66)
	}
	p.seg(t.Dark, 0.02, 0.5, 0.45, 0.5, 0.6)
	p.fill(t.Dark, func(s *sketch) { s.ellipse(0.5, 0.67, 0.05, 0.018, 0) })
}

func drawSpellBook(p *pen, t Tones) {
	p.both(rgb(0xf3e9d2), t.Dark, outline, func(s *sketch) { s.poly(0.36, 0.27, 0.72, 0.3, 0.72, 0.76, 0.36, 0.73) })
	p.both(t.Main, t.Dark, outline, func(s *sketch) { s.roundRect(0.28, 0.24, 0.4, 0.5, 0.03) })
	p.fill(shade(t.Main, 0.7), func(s *sketch) { s.roundRect(0.28, 0.24, 0.07, 0.5, 0.02) })
	p.both(gold, ink, 0.02, func(s *sketch) { s.star(0.515, 0.47, 0.11, 0.05, 5, -math.Pi/2) })
	p.both(gold, ink, 0.02, func(s *sketch) { s.roundRect(0.64, 0.45, 0.08, 0.07, 0.015) })
}

func drawOrb(p *pen, t Tones) {
	p.both(shade(t.Main, 0.8), t.Dark, outline, func(s *sketch) { s.poly(0.36, 0.76, 0.64, 0.76, 0.58, 0.64, 0.42, 0.64) })
	p.both(t.Main, t.Dark, outline, func(s *sketch) { s.circle(0.5, 0.44, 0.21) })
	p.fill(fade(t.Light, 0.5), func(s *sketch) { s.ellipse(0.5, 0.44, 0.14, 0.14, 0) })
	p.fill(fade(t.Main, 0.8), func(s *sketch) { s.ellipse(0.53, 0.48, 0.12, 0.12, 0) })
	p.fill(fade(snow, 0.9), func(s *sketch) { s.ellipse(0.42, 0.35, 0.05, 0.035, -0.6) })
	p.stroke(fade(t.Light, 0.8), 0.02, func(s *sketch) { s.arc(0.5, 0.44, 0.15, 0.15, 0.3, 1.3) })
}
