package pengqueen

import (
	"math"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
)

// Seat symbols, life tokens (torches) and the sarcophagus.

// paintSeatSymbol draws hunter colour pc's symbol centred on cx,cy with
// radius r: red a circle, green a triangle, blue a square, yellow a
// diamond. It tells the hunters apart without their colours.
func paintSeatSymbol(p *pen, pc pq.PieceColour, cx, cy, r float64, fill, line rgbaColour, w float64) {
	p.both(fill, line, w, func(s *sketch) { seatShape(s, pc, cx, cy, r) })
}

func seatShape(s *sketch, pc pq.PieceColour, cx, cy, r float64) {
	switch pc {
	case pq.PieceRed:
		s.circle(cx, cy, r*0.86)
	case pq.PieceGreen:
		s.poly(cx, cy-r, cx+r*0.95, cy+r*0.7, cx-r*0.95, cy+r*0.7)
	case pq.PieceBlue:
		k := r * 0.78
		s.poly(cx-k, cy-k, cx+k, cy-k, cx+k, cy+k, cx-k, cy+k)
	case pq.PieceYellow:
		s.poly(cx, cy-r, cx+r*0.8, cy, cx, cy+r, cx-r*0.8, cy)
	default:
		s.star(cx, cy, r, r*0.45, 4, -math.Pi/2)
	}
}

// paintTorch draws a life token: a round token rimmed in the hunter's
// colour with its seat symbol, and a torch on it, burning (frame picks one
// of the flame's shapes) or, in the Mummy's pile, gone out and smoking.
func paintTorch(p *pen, pc pq.PieceColour, cols *Colours, lit bool, frame int) {
	t := cols.PieceTones(pc)
	p.softShadow(0.53, 0.55, 0.46, 0.46, 0.5)
	p.both(t.Main, ink, 0.035, func(s *sketch) { s.circle(0.5, 0.5, 0.45) })
	inner := rgb(0x3a2a1c)
	if !lit {
		inner = rgb(0x2a2420)
	}
	p.both(inner, t.Dark, 0.03, func(s *sketch) { s.circle(0.5, 0.5, 0.35) })
	p.stroke(fade(t.Light, 0.5), 0.03, func(s *sketch) { s.arc(0.5, 0.5, 0.41, 0.41, math.Pi*1.1, math.Pi*1.6) })
	if lit {
		p.glow(0.52, 0.34, 0.3, rgb(0xffa030), 0.45)
	}
	// the handle, wrapped
	p.both(rgb(0x7a4a24), ink, 0.025, func(s *sketch) { s.poly(0.46, 0.5, 0.56, 0.5, 0.54, 0.8, 0.48, 0.8) })
	for _, y := range []float64{0.58, 0.66, 0.74} {
		p.seg(rgb(0xc9a46a), 0.025, 0.465, y, 0.55, y-0.03)
	}
	p.both(rgb(0x5b5048), ink, 0.025, func(s *sketch) { s.poly(0.38, 0.42, 0.64, 0.42, 0.58, 0.51, 0.44, 0.51) })
	if lit {
		paintFlame(p, 0.51, 0.42, 0.3, frame)
	} else {
		p.dot(rgb(0xd0502a), 0.47, 0.43, 0.018)
		p.dot(rgb(0xe07a30), 0.55, 0.44, 0.013)
		p.stroke(fade(rgb(0xb8b0a4), 0.75), 0.03, func(s *sketch) {
			s.move(0.51, 0.4)
			s.cubic(0.51, 0.4, 0.44, 0.32, 0.58, 0.25, 0.5, 0.14)
		})
	}
	paintSeatSymbol(p, pc, 0.22, 0.24, 0.1, snow, ink, 0.025)
}

// paintFlame draws a flame standing on x,base, h high: red, orange and
// yellow tongues round a white core. Frames lean and stretch it, so a
// torch flickers as they take turns.
func paintFlame(p *pen, x, base, h float64, frame int) {
	lean := []float64{0, 0.05, -0.04, 0.025}[frame&3]
	tall := []float64{1, 0.92, 1.06, 0.96}[frame&3]
	layer := func(col rgbaColour, k float64) {
		hh := h * tall * k
		w := h * 0.42 * k
		p.fill(col, func(s *sketch) {
			s.move(x-w, base)
			s.cubic(x-w, base, x-w*1.15, base-hh*0.5, x-w*0.25+lean*k, base-hh*0.8, x+lean*k, base-hh)
			s.cubic(x+lean*k, base-hh, x+w*0.35+lean*k, base-hh*0.75, x+w*1.15, base-hh*0.5, x+w, base)
			s.close()
		})
	}
	layer(rgb(0xd8401f), 1)
	layer(rgb(0xf28a1e), 0.78)
	layer(rgb(0xffd24a), 0.55)
	layer(rgb(0xfff6d8), 0.3)
}

// paintSarcophagus draws the Pengqueen's upright sarcophagus: a gilded
// penguin-shaped case with a striped headdress, a jewelled collar and
// crossed flippers. open (0..1) slides the lid aside to show the dark
// inside (the endings); awake lights the case's eyes (her side).
func paintSarcophagus(p *pen, open float64, awake bool) {
	outlineOf := func(s *sketch) {
		s.move(0.5, 0.04)
		s.cubic(0.5, 0.04, 0.72, 0.04, 0.8, 0.2, 0.8, 0.36)
		s.cubic(0.8, 0.36, 0.82, 0.6, 0.72, 0.8, 0.68, 0.96)
		s.line(0.32, 0.96)
		s.cubic(0.32, 0.96, 0.28, 0.8, 0.18, 0.6, 0.2, 0.36)
		s.cubic(0.2, 0.36, 0.2, 0.2, 0.28, 0.04, 0.5, 0.04)
		s.close()
	}
	p.softShadow(0.53, 0.96, 0.3, 0.05, 0.6)
	if open > 0 {
		p.both(rgb(0x120d09), goldDark, 0.03, outlineOf)
		p.stroke(fade(ghostEye, 0.3*open), 0.02, func(s *sketch) { s.ellipse(0.5, 0.5, 0.2, 0.36, 0) })
		p = p.with(rotAbout(0.35*open, 0.5, 0.96).then(translation(0.45*open, 0.02*open)))
	}
	p.both(gold, ink, 0.035, outlineOf)
	// the headdress: lapis and gold lappets either side of the face
	for _, side := range []float64{-1, 1} {
		x0, x1 := 0.5+side*0.12, 0.5+side*0.27
		p.both(lapis, ink, 0.02, func(s *sketch) { s.poly(x0, 0.16, x1, 0.24, x1+side*0.02, 0.48, x0, 0.46) })
		for k := 0; k < 4; k++ {
			y := 0.22 + 0.065*float64(k)
			p.seg(gold, 0.02, x0, y, x1+side*0.01, y+0.02)
		}
	}
	p.both(lapis, ink, 0.02, func(s *sketch) { s.arc(0.5, 0.2, 0.2, 0.15, math.Pi, 2*math.Pi); s.close() })
	for k := 0; k < 3; k++ {
		p.stroke(gold, 0.018, func(s *sketch) { s.arc(0.5, 0.2, 0.18-0.05*float64(k), 0.13-0.04*float64(k), math.Pi*1.1, math.Pi*1.9) })
	}
	// the face, with a beak
	p.both(rgb(0xffe08a), goldDark, 0.02, func(s *sketch) { s.ellipse(0.5, 0.27, 0.12, 0.12, 0) })
	for _, side := range []float64{-1, 1} {
		if awake {
			p.glow(0.5+side*0.05, 0.25, 0.05, ghostEye, 0.8)
			p.fill(ghostEye, func(s *sketch) { s.ellipse(0.5+side*0.05, 0.25, 0.03, 0.015, 0) })
		} else {
			p.stroke(ink, 0.018, func(s *sketch) { s.arc(0.5+side*0.05, 0.245, 0.03, 0.02, 0.2, math.Pi-0.2) })
		}
	}
	p.both(beakTone, ink, 0.015, func(s *sketch) { s.poly(0.46, 0.3, 0.54, 0.3, 0.5, 0.36) })
	// the collar
	for k, c := range []rgbaColour{lapis, rgb(0xc8322d), lapis, gold} {
		r := 0.26 - 0.035*float64(k)
		p.both(c, ink, 0.012, func(s *sketch) { s.arc(0.5, 0.39, r, r*0.62, 0, math.Pi); s.close() })
	}
	// crossed flippers
	p.both(rgb(0xd9a62e), ink, 0.02, func(s *sketch) { s.poly(0.3, 0.5, 0.36, 0.47, 0.66, 0.64, 0.6, 0.67) })
	p.both(rgb(0xe6b43a), ink, 0.02, func(s *sketch) { s.poly(0.7, 0.5, 0.64, 0.47, 0.34, 0.64, 0.4, 0.67) })
	// bands of glyphs down the legs
	for k := 0; k < 3; k++ {
		y := 0.72 + 0.07*float64(k)
		p.seg(goldDark, 0.02, 0.33+0.01*float64(k), y, 0.67-0.01*float64(k), y)
		p.dot(lapis, 0.5, y+0.035, 0.015)
	}
	p.stroke(fade(snow, 0.5), 0.02, func(s *sketch) { s.move(0.27, 0.4); s.quad(0.27, 0.62, 0.34, 0.84) })
}
