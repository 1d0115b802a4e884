package pengqueen

import (
	"math"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
)

// Pose is what a hunter figure is doing.
type Pose uint8

const (
	// Stand: at rest on its square.
	Stand Pose = iota
	// Walk: one of WalkFrames frames of a waddle, a step a square.
	Walk
	// Slide: lying on its belly, sliding the way it faces (an arrow
	// move); frame 1 is the bump at the end.
	Slide
	// Startled: flippers up and eyes wide (caught by the Mummy, or
	// shivering when it cannot move).
	Startled
	NumPoses
)

// WalkFrames is the number of frames of a waddle cycle (two steps).
const WalkFrames = 4

// paintPenguin draws a hunter: a penguin whose back is the hunter's
// colour, with a white belly bearing the seat symbol (on its back when it
// faces away), an explorer's pith helmet, an orange beak and feet.
func paintPenguin(p *pen, pc pq.PieceColour, cols *Colours, pose Pose, f Facing, frame int) {
	t := cols.PieceTones(pc)
	if pose == Slide {
		paintSlide(p, pc, cols, f, frame)
		return
	}
	p.softShadow(0.5, 0.94, 0.24, 0.045, 0.55)
	var tilt, bob, swing float64
	var lift [2]float64
	if pose == Walk {
		ph := float64(frame%WalkFrames) * math.Pi / 2
		tilt = 0.13 * math.Sin(ph)
		bob = -0.025 * math.Abs(math.Sin(ph))
		swing = 0.35 * math.Sin(ph)
		if s := math.Sin(ph); s > 0 {
			lift[0] = 0.04 * s
		} else {
			lift[1] = -0.04 * s
		}
	}
	fp := p.with(rotAbout(tilt, 0.5, 0.94).then(translation(0, bob)))
	b := newBody(f)
	raise := 0.0
	if pose == Startled {
		raise = 1
	}
	// flippers behind the body first
	flippers := func(front bool) {
		for i, off := range []float64{-math.Pi / 2, math.Pi / 2} {
			dx, depth := b.side(off)
			if (depth > -0.15) != front {
				continue
			}
			sw := swing
			if i == 1 {
				sw = -swing
			}
			out := 0.35*dx + 0.25*sw*b.sy
			ang := out + raise*dx*2.2
			x := b.cx + b.rx*0.92*dx - 0.09*b.sy*depth
			y := b.by - 0.1 - raise*0.06
			fp.both(mix(t.Main, t.Dark, 0.3), ink, 0.03, func(s *sketch) {
				s.ellipse(x+0.06*math.Sin(ang), y+0.1*math.Cos(ang), 0.055, 0.15, -ang)
			})
		}
	}
	flippers(false)
	b.feet(fp, beakTone, lift)
	b.silhouette(fp, mix(t.Main, t.Dark, 0.12), ink, 0.05)
	// a sheen on the back, lit from the upper left
	fp.stroke(fade(t.Light, 0.45), 0.035, func(s *sketch) {
		s.arc(b.cx, b.by, b.rx-0.04, b.ry-0.04, math.Pi*1.08, math.Pi*1.38)
	})
	if b.belly > 0 {
		bx := b.cx + 0.1*b.sy
		fp.fill(snow, func(s *sketch) { s.ellipse(bx, b.by+0.04, 0.175*b.belly+0.02, 0.23, 0) })
		sq := fp.with(about(scaling(0.5+0.5*math.Abs(b.cy), 1), bx, 0))
		paintSeatSymbol(sq, pc, bx, b.by+0.07, 0.11, t.Main, ink, 0.025)
	} else {
		// seen from behind: the symbol on a badge on its back
		fp.both(snow, ink, 0.025, func(s *sketch) { s.circle(b.cx, b.by+0.02, 0.12) })
		paintSeatSymbol(fp, pc, b.cx, b.by+0.025, 0.09, t.Main, ink, 0.022)
	}
	if b.front > 0 {
		fp.fill(snow, func(s *sketch) { s.ellipse(b.hx+0.07*b.sy, b.hy+0.02, 0.125*b.front+0.01, 0.1, 0) })
	}
	eyeR := 0.033
	if pose == Startled {
		eyeR = 0.045
	}
	b.eyes(fp, eyeR, func(x, y, r, k float64) {
		if pose == Startled {
			fp.dot(snow, x, y, r*1.4)
		}
		fp.dot(ink, x, y, r)
		fp.dot(snow, x-r*0.35, y-r*0.35, r*0.35)
	})
	gape := 0.0
	if pose == Startled {
		gape = 0.03
	}
	b.beak(fp, beakTone, gape)
	flippers(true)
	paintHelmet(fp, b, t)
	if pose == Startled {
		for _, dx := range []float64{-0.3, 0.3} {
			fp.seg(fade(snow, 0.9), 0.025, 0.5+dx, 0.14, 0.5+dx*1.25, 0.06)
		}
	}
}

// paintHelmet draws the explorer's pith helmet, its band in the hunter's
// colour.
func paintHelmet(p *pen, b body, t Tones) {
	x, y := b.hx-0.01*b.sy, b.hy-b.hr*0.62
	brim := func(s *sketch) { s.ellipse(x+0.03*b.sy, y+0.005, 0.23, 0.045, 0) }
	p.both(shade(khaki, 0.85), ink, 0.03, brim)
	p.both(khaki, ink, 0.03, func(s *sketch) {
		s.move(x-0.16, y)
		s.arc(x, y, 0.16, 0.13, math.Pi, 2*math.Pi)
		s.close()
	})
	p.fill(t.Main, func(s *sketch) { s.poly(x-0.155, y-0.035, x+0.155, y-0.035, x+0.16, y-0.005, x-0.16, y-0.005) })
	p.dot(shade(khaki, 0.8), x, y-0.13, 0.022)
	p.stroke(fade(snow, 0.55), 0.025, func(s *sketch) { s.arc(x, y, 0.11, 0.09, math.Pi*1.15, math.Pi*1.45) })
}

// paintSlide draws a hunter sliding on its belly the way it faces (east
// or west; the screen turns the sprite for a slide up or down a shaft):
// body flat, flippers swept back, head up and looking ahead, a spray of
// snow at its front; frame 1 squashes it against what stopped it.
func paintSlide(p *pen, pc pq.PieceColour, cols *Colours, f Facing, frame int) {
	t := cols.PieceTones(pc)
	if f.yaw() > math.Pi {
		p = p.with(about(scaling(-1, 1), 0.5, 0.5))
	}
	p.softShadow(0.48, 0.92, 0.42, 0.05, 0.55)
	if frame == 1 {
		p = p.with(about(scaling(0.86, 1.08), 0.95, 0.9))
	}
	back := mix(t.Main, t.Dark, 0.12)
	// feet trailing behind
	for i, y := range []float64{0.8, 0.86} {
		p.both(beakTone, ink, 0.02, func(s *sketch) { s.ellipse(0.12+0.02*float64(i), y, 0.07, 0.03, -0.3) })
	}
	bodyPath := func(s *sketch) { s.ellipse(0.46, 0.76, 0.34, 0.15, 0) }
	headPath := func(s *sketch) { s.circle(0.78, 0.6, 0.15) }
	p.stroke(ink, 0.05, bodyPath)
	p.stroke(ink, 0.05, headPath)
	p.fill(back, bodyPath)
	p.fill(back, headPath)
	p.fill(snow, func(s *sketch) { s.ellipse(0.52, 0.84, 0.27, 0.065, 0) })
	p.fill(snow, func(s *sketch) { s.ellipse(0.84, 0.62, 0.075, 0.1, 0) })
	p.stroke(fade(t.Light, 0.45), 0.03, func(s *sketch) { s.arc(0.46, 0.76, 0.3, 0.11, math.Pi*1.15, math.Pi*1.6) })
	// the flipper swept back along the side
	p.both(mix(t.Main, t.Dark, 0.3), ink, 0.03, func(s *sketch) { s.ellipse(0.4, 0.74, 0.17, 0.05, 0.12) })
	p.both(snow, ink, 0.025, func(s *sketch) { s.circle(0.57, 0.72, 0.085) })
	paintSeatSymbol(p, pc, 0.57, 0.725, 0.065, t.Main, ink, 0.02)
	p.dot(ink, 0.86, 0.57, 0.028)
	p.dot(snow, 0.852, 0.562, 0.01)
	p.both(beakTone, ink, 0.02, func(s *sketch) { s.poly(0.91, 0.6, 1.0, 0.64, 0.91, 0.665) })
	// the helmet, pushed back by the wind
	hp := p.with(rotAbout(-0.35, 0.76, 0.5))
	hp.both(shade(khaki, 0.85), ink, 0.03, func(s *sketch) { s.ellipse(0.76, 0.5, 0.2, 0.04, 0) })
	hp.both(khaki, ink, 0.03, func(s *sketch) { s.move(0.62, 0.5); s.arc(0.76, 0.5, 0.14, 0.11, math.Pi, 2*math.Pi); s.close() })
	hp.fill(t.Main, func(s *sketch) { s.poly(0.625, 0.47, 0.895, 0.47, 0.9, 0.495, 0.62, 0.495) })
	for i := 0; i < 3; i++ {
		p.dot(fade(snow, 0.85-0.2*float64(i)), 0.97-0.05*float64(i), 0.9-0.06*float64(i), 0.035-0.007*float64(i))
	}
	for i := 0; i < 3; i++ {
		y := 0.64 + 0.09*float64(i)
		p.seg(fade(snow, 0.5), 0.02, 0.02, y, 0.1+0.04*float64(i), y)
	}
}
