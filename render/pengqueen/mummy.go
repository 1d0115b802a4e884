package pengqueen

import "math"

// MummyPose is what the Pengqueen is doing.
type MummyPose uint8

const (
	// MummyStand: upright, flippers reaching ahead as a mummy's do.
	MummyStand MummyPose = iota
	// MummyWalk: one of WalkFrames frames of her shuffle.
	MummyWalk
	// MummySniff: head down, sniffing the air at a junction.
	MummySniff
	// MummyPounce: leaning in, flippers up, beak open: the catch.
	MummyPounce
	NumMummyPoses
)

// paintMummy draws the Pengqueen: a penguin queen wrapped in bandages,
// with a striped royal headdress, a small gold crown and eyes that glow
// through the wrappings.
func paintMummy(p *pen, pose MummyPose, f Facing, frame int) {
	p.softShadow(0.5, 0.95, 0.27, 0.045, 0.6)
	var tilt, bob, reach float64
	var lift [2]float64
	gape, eyeK := 0.0, 1.0
	headDrop := 0.0
	switch pose {
	case MummyWalk:
		ph := float64(frame%WalkFrames) * math.Pi / 2
		tilt = 0.07 * math.Sin(ph)
		bob = -0.015 * math.Abs(math.Sin(ph))
		if s := math.Sin(ph); s > 0 {
			lift[0] = 0.025 * s
		} else {
			lift[1] = -0.025 * s
		}
	case MummySniff:
		headDrop = 0.035
		eyeK = 0.6
	case MummyPounce:
		reach = 1
		gape = 0.035
		eyeK = 1.5
	}
	b := newBody(f)
	lean := 0.0
	if pose == MummyPounce {
		lean = 0.28 * b.sy
	}
	fp := p.with(rotAbout(tilt+lean, 0.5, 0.95).then(translation(0, bob)))
	b.hy += headDrop
	arms := func(front bool) {
		for _, off := range []float64{-math.Pi / 2, math.Pi / 2} {
			dx, depth := b.side(off)
			if (depth > -0.15) != front {
				continue
			}
			sx, sy := b.cx+b.rx*0.85*dx+0.05*b.sy, b.by-0.13
			// reaching ahead: forward is where she faces; when she faces
			// the viewer the arms come out of the picture, short.
			fwd := 0.36
			tx := sx + fwd*b.sy + 0.05*dx*math.Abs(b.cy)
			ty := sy - 0.02 - reach*(0.16+0.06*math.Abs(b.cy))
			if math.Abs(b.sy) < 0.3 {
				tx = sx + 0.1*dx
				ty = sy + 0.02 - reach*0.2
			}
			arm := func(s *sketch) { s.move(sx, sy); s.line(tx, ty) }
			fp.stroke(ink, 0.13, arm)
			fp.stroke(bandage, 0.09, arm)
			for k := 1; k <= 2; k++ {
				t := float64(k) / 3
				x, y := sx+(tx-sx)*t, sy+(ty-sy)*t
				fp.seg(bandageLn, 0.015, x-0.03, y-0.03, x+0.03, y+0.03)
			}
		}
	}
	arms(false)
	b.feet(fp, bandage, lift)
	b.silhouette(fp, bandage, ink, 0.05)
	wrapBody(fp, b)
	paintCollar(fp, b)
	// a loose end of bandage hanging from her back, swaying as she walks
	sway := 0.03 * float64(frame%2)
	back := -b.sy
	if math.Abs(b.sy) < 0.3 {
		back = -1
	}
	tx, ty := b.cx+b.rx*0.8*back, b.by-0.02
	fp.both(bandage, ink, 0.02, func(s *sketch) {
		s.move(tx, ty)
		s.quad(tx+0.06*back+sway, ty+0.08, tx+0.07*back+sway, ty+0.17)
		s.line(tx+0.11*back+sway, ty+0.16)
		s.quad(tx+0.1*back+sway, ty+0.06, tx+0.01*back, ty-0.04)
		s.close()
	})
	paintNemes(fp, b)
	b.eyes(fp, 0.03*eyeK, func(x, y, r, k float64) {
		fp.glow(x, y, r*3.2, ghostEye, 0.55)
		fp.fill(rgb(0x0b1a05), func(s *sketch) { s.ellipse(x, y, r*1.3, r*0.9, 0) })
		fp.fill(ghostEye, func(s *sketch) { s.ellipse(x, y, r*1.05, r*0.55*min(1, eyeK), 0) })
	})
	b.beak(fp, gold, gape)
	arms(true)
	paintCrown(fp, b)
	if pose == MummySniff {
		for i := 0; i < 3; i++ {
			x := b.hx + (0.26+0.06*float64(i))*b.sy
			if math.Abs(b.sy) < 0.3 {
				x = b.hx + 0.12*float64(i-1)
			}
			fp.stroke(fade(snow, 0.6-0.15*float64(i)), 0.02, func(s *sketch) {
				s.arc(x, b.hy+0.07, 0.03, 0.03, -math.Pi/2, math.Pi/2)
			})
		}
	}
}

// wrapBody lays bandage stripes across the body and head: chords of their
// ellipses, so they never stray outside the outline, each a little
// tilted.
func wrapBody(p *pen, b body) {
	for k := 0; k < 7; k++ {
		a := -1.25 + 0.38*float64(k)
		t1, t2 := math.Pi-a+0.12, a+0.12
		if k%2 == 1 {
			t1, t2 = math.Pi-a-0.1, a-0.1
		}
		p.seg(bandageLn, 0.018, b.cx+b.rx*math.Cos(t1), b.by+b.ry*math.Sin(t1), b.cx+b.rx*math.Cos(t2), b.by+b.ry*math.Sin(t2))
	}
	for k := 0; k < 3; k++ {
		a := -0.2 + 0.45*float64(k)
		p.seg(bandageLn, 0.016, b.hx+b.hr*math.Cos(math.Pi-a), b.hy+b.hr*math.Sin(math.Pi-a), b.hx+b.hr*math.Cos(a-0.15), b.hy+b.hr*math.Sin(a-0.15))
	}
	p.stroke(fade(snow, 0.5), 0.03, func(s *sketch) { s.arc(b.cx, b.by, b.rx-0.04, b.ry-0.04, math.Pi*1.1, math.Pi*1.4) })
}

// paintCollar is the broad jewelled collar on her chest.
func paintCollar(p *pen, b body) {
	if b.cy < -0.4 {
		return
	}
	x := b.cx + 0.06*b.sy
	w := 0.17 * (0.55 + 0.45*math.Abs(b.cy))
	for k, c := range []rgbaColour{gold, lapis, rgb(0xc8322d), gold} {
		r := 1 - 0.2*float64(k)
		p.both(c, ink, 0.012, func(s *sketch) { s.arc(x, b.by-0.2, w*r, 0.11*r, 0, math.Pi); s.close() })
	}
}

// paintNemes is the royal headdress: a striped lapis-and-gold cloth over
// the head, falling in lappets beside the face.
func paintNemes(p *pen, b body) {
	cap := func(s *sketch) {
		s.move(b.hx-b.hr-0.02, b.hy+0.01)
		s.arc(b.hx, b.hy+0.01, b.hr+0.02, b.hr+0.03, math.Pi, 2*math.Pi)
		s.line(b.hx+b.hr-0.04, b.hy-0.06)
		s.arc(b.hx, b.hy-0.06, b.hr-0.04, b.hr-0.06, 0, -math.Pi)
		s.close()
	}
	p.both(lapis, ink, 0.025, cap)
	for k := 1; k < 3; k++ {
		r := b.hr + 0.02 - 0.025*float64(k)
		p.stroke(gold, 0.018, func(s *sketch) { s.arc(b.hx, b.hy+0.0, r, r+0.01, math.Pi*1.08, math.Pi*1.92) })
	}
	for _, off := range []float64{-math.Pi / 2, math.Pi / 2} {
		dx, depth := b.side(off)
		if depth < -0.6 {
			continue
		}
		x := b.hx + (b.hr+0.01)*dx
		w := 0.05 + 0.02*math.Abs(depth)
		p.both(lapis, ink, 0.02, func(s *sketch) {
			s.poly(x-w/2, b.hy-0.02, x+w/2, b.hy-0.02, x+w/2+0.02*dx, b.hy+0.17, x-w/2+0.02*dx, b.hy+0.17)
		})
		for k := 0; k < 3; k++ {
			y := b.hy + 0.02 + 0.05*float64(k)
			p.seg(gold, 0.016, x-w/2+0.005, y, x+w/2+0.01*dx, y+0.005)
		}
	}
}

// paintCrown sets a small gold crown with a red jewel on her head.
func paintCrown(p *pen, b body) {
	x, y := b.hx-0.01*b.sy, b.hy-b.hr-0.01
	w := 0.09 + 0.02*math.Abs(b.cy)
	p.both(gold, ink, 0.022, func(s *sketch) {
		s.poly(x-w, y+0.035, x-w-0.01, y-0.06, x-w/2, y-0.01, x, y-0.09, x+w/2, y-0.01, x+w+0.01, y-0.06, x+w, y+0.035)
	})
	if b.cy > -0.3 {
		p.both(rgb(0xd7263d), ink, 0.012, func(s *sketch) { s.circle(x+0.03*b.sy, y+0.005, 0.022) })
	}
	for _, q := range [][2]float64{{x - w - 0.01, y - 0.06}, {x, y - 0.09}, {x + w + 0.01, y - 0.06}} {
		p.dot(gold, q[0], q[1], 0.018)
	}
}

// paintDisc draws the magnet disc that follows the Mummy on the hunters'
// side of the board: a dark iron disc with her crowned, glowing-eyed face
// struck on it.
func paintDisc(p *pen) {
	p.softShadow(0.53, 0.56, 0.44, 0.44, 0.6)
	p.both(rgb(0x3b3d48), ink, 0.04, func(s *sketch) { s.circle(0.5, 0.5, 0.42) })
	p.fill(rgb(0x555866), func(s *sketch) { s.circle(0.49, 0.49, 0.36) })
	p.stroke(fade(snow, 0.35), 0.04, func(s *sketch) { s.arc(0.5, 0.5, 0.39, 0.39, math.Pi*1.05, math.Pi*1.55) })
	p.stroke(fade(ink, 0.5), 0.03, func(s *sketch) { s.arc(0.5, 0.5, 0.39, 0.39, math.Pi*0.05, math.Pi*0.55) })
	// her face, embossed: the crowned head, the headdress, the eyes
	head := about(scaling(1.25, 1.25), 0.5, 0.5).then(translation(0, 0.12))
	hp := p.with(head)
	b := body{cx: 0.5, by: 0.63, rx: 0.25, ry: 0.3, hx: 0.5, hy: 0.33, hr: 0.175, cy: 1, belly: 1, front: 1}
	hp.both(rgb(0x8a8c99), ink, 0.03, func(s *sketch) { s.circle(b.hx, b.hy, b.hr) })
	paintNemes(hp, b)
	b.eyes(hp, 0.03, func(x, y, r, k float64) {
		hp.glow(x, y, r*3, ghostEye, 0.6)
		hp.fill(ghostEye, func(s *sketch) { s.ellipse(x, y, r*1.05, r*0.55, 0) })
	})
	b.beak(hp, gold, 0)
	paintCrown(hp, b)
}
