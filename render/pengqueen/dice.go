package pengqueen

import (
	"math"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
)

// The dice: the hunters' five white dice (1, 2, 3, 4, an arrow and a
// grinning mummy) and the Mummy's black die (numbers only, ruling R1), a
// tray to roll in, the shelf where mummy faces are set aside, and the
// tumble of a roll.

// paintDieBody draws a die's rounded body with its thickness showing at
// the bottom and right, and a sheen at the top left.
func paintDieBody(p *pen, face, edge, sheen rgbaColour) {
	p.softShadow(0.54, 0.6, 0.44, 0.42, 0.5)
	p.both(edge, ink, 0.035, func(s *sketch) { s.roundRect(0.09, 0.09, 0.84, 0.84, 0.17) })
	p.fill(face, func(s *sketch) { s.roundRect(0.09, 0.07, 0.79, 0.79, 0.15) })
	p.stroke(ink, 0.035, func(s *sketch) { s.roundRect(0.07, 0.07, 0.86, 0.86, 0.17) })
	p.stroke(fade(sheen, 0.7), 0.035, func(s *sketch) { s.arc(0.27, 0.27, 0.12, 0.12, math.Pi, 1.5*math.Pi) })
}

// pipSpots are where the pips of each number lie.
var pipSpots = [7][][2]float64{
	1: {{0.5, 0.5}},
	2: {{0.3, 0.3}, {0.7, 0.7}},
	3: {{0.3, 0.3}, {0.5, 0.5}, {0.7, 0.7}},
	4: {{0.3, 0.3}, {0.7, 0.3}, {0.3, 0.7}, {0.7, 0.7}},
	5: {{0.3, 0.3}, {0.7, 0.3}, {0.5, 0.5}, {0.3, 0.7}, {0.7, 0.7}},
	6: {{0.3, 0.28}, {0.7, 0.28}, {0.3, 0.5}, {0.7, 0.5}, {0.3, 0.72}, {0.7, 0.72}},
}

func paintPips(p *pen, n int, col, rim rgbaColour) {
	if n < 1 || n > 6 {
		return
	}
	for _, q := range pipSpots[n] {
		x, y := q[0]-0.01, q[1]-0.01
		p.fill(rim, func(s *sketch) { s.circle(x+0.01, y+0.012, 0.078) })
		p.fill(col, func(s *sketch) { s.circle(x, y, 0.072) })
	}
}

// paintHunterDie draws a white hunter die showing face f (FaceNone: a
// blank face, for a die still unknown to the viewer).
func paintHunterDie(p *pen, f pq.Face) {
	paintDieBody(p, ivory, ivoryEdge, snow)
	q := p.with(translation(-0.01, -0.01))
	switch {
	case f.Steps() > 0:
		paintPips(q, f.Steps(), ink, fade(ivoryEdge, 0.9))
	case f == pq.FaceArrow:
		q.both(rgb(0xb3321f), ink, 0.03, func(s *sketch) {
			s.poly(0.2, 0.43, 0.55, 0.43, 0.55, 0.28, 0.82, 0.5, 0.55, 0.72, 0.55, 0.57, 0.2, 0.57)
		})
	case f == pq.FaceMummy:
		paintMummyFace(q)
	}
}

// paintMummyFace is the die's mummy: a bandaged head with glowing eyes
// and a wide grin.
func paintMummyFace(p *pen) {
	p.both(bandage, ink, 0.035, func(s *sketch) { s.circle(0.5, 0.5, 0.3) })
	for k := 0; k < 4; k++ {
		a := -0.9 + 0.55*float64(k)
		p.seg(bandageLn, 0.022, 0.5+0.3*math.Cos(math.Pi-a), 0.5+0.3*math.Sin(math.Pi-a), 0.5+0.3*math.Cos(a-0.2), 0.5+0.3*math.Sin(a-0.2))
	}
	for _, x := range []float64{0.39, 0.61} {
		p.glow(x, 0.44, 0.1, ghostEye, 0.6)
		p.fill(rgb(0x0b1a05), func(s *sketch) { s.ellipse(x, 0.44, 0.065, 0.045, 0) })
		p.fill(ghostEye, func(s *sketch) { s.ellipse(x, 0.44, 0.045, 0.025, 0) })
	}
	p.both(rgb(0x3a1410), ink, 0.02, func(s *sketch) {
		s.move(0.34, 0.57)
		s.quad(0.5, 0.74, 0.66, 0.57)
		s.quad(0.5, 0.64, 0.34, 0.57)
		s.close()
	})
	for _, x := range []float64{0.43, 0.5, 0.57} {
		p.seg(snow, 0.02, x, 0.6, x, 0.64)
	}
}

// paintMummyDieFace draws the Mummy's black die showing n.
func paintMummyDieFace(p *pen, n int) {
	paintDieBody(p, rgb(0x2a2322), rgb(0x0f0b0b), rgb(0x8a7a70))
	paintPips(p.with(translation(-0.01, -0.01)), n, gold, rgb(0x5a3a10))
}

// Tumble is how a die looks at one moment of a roll: turned by Angle,
// squashed to ScaleX × ScaleY as it rolls over an edge, Lift (in die
// sizes) above the table, and showing face number Shown of its faces (the
// rolled face once it rests).
type Tumble struct {
	Angle, ScaleX, ScaleY, Lift float64
	Shown                       int
	Resting                     bool
}

// TumbleAt is a roll at t (0 thrown, 1 at rest) of a die with faces
// numbered 0..faces-1 that will rest on face final; seed varies the dice
// of one roll so they do not tumble in step.
func TumbleAt(t float64, final, faces int, seed int) Tumble {
	if t >= 1 || faces < 1 {
		return Tumble{ScaleX: 1, ScaleY: 1, Shown: final, Resting: true}
	}
	t = max(0, t)
	// it rolls over an edge several times, ever slower
	rolls := 5.0 + float64(seed%3)
	phase := rolls * (1 - (1-t)*(1-t))
	k := int(phase)
	within := phase - float64(k)
	shown := final
	if k < int(rolls)-1 {
		shown = (final + 1 + k*(2+seed%3) + seed) % faces
	}
	dir := 1.0
	if seed%2 == 1 {
		dir = -1
	}
	sq := math.Abs(math.Cos(within * math.Pi))
	return Tumble{
		Angle:  dir * (1 - t) * (1 - t) * 6 * math.Pi * (0.8 + 0.1*float64(seed%3)),
		ScaleX: 0.55 + 0.45*sq,
		ScaleY: 1,
		Lift:   bounce(t) * 0.6,
		Shown:  shown,
	}
}

// bounce is a die's height while it tumbles: bounces that shrink.
func bounce(t float64) float64 {
	return math.Abs(math.Sin(t*3*math.Pi)) * (1 - t) * (1 - t)
}

// paintTray draws the dice tray: a wooden frame with a worn felt floor
// (w×h pixels on its canvas).
func paintTray(p *pen, w, h float64) {
	p.softShadow(w/2+0.01*w, h/2+0.03*h, w*0.5, h*0.52, 0.5)
	r := min(w, h) * 0.12
	p.both(rgb(0x4a2f1c), ink, 0.006*min(w, h), func(s *sketch) { s.roundRect(0, 0, w, h, r) })
	for i := 0; i < 6; i++ {
		y := h * (0.06 + 0.15*float64(i))
		p.seg(fade(rgb(0x2e1c10), 0.6), 0.004*min(w, h), w*0.02, y, w*0.98, y+h*0.02)
	}
	in := min(w, h) * 0.1
	p.both(rgb(0x5a2620), ink, 0.005*min(w, h), func(s *sketch) { s.roundRect(in, in, w-2*in, h-2*in, r*0.6) })
	// the frame's shadow on the felt
	p.fill(fade(ink, 0.35), func(s *sketch) { s.roundRect(in, in, w-2*in, in*0.5, r*0.3) })
	p.fill(fade(ink, 0.25), func(s *sketch) { s.roundRect(in, in, in*0.45, h-2*in, r*0.3) })
}

// paintShelf draws the stone shelf where mummy faces are set aside: slots
// carved in a ledge, one per die (w×h pixels; a slot is h high).
func paintShelf(p *pen, w, h float64, slots int) {
	p.softShadow(w/2, h*0.95, w*0.5, h*0.1, 0.6)
	p.both(rgb(0x6e5a44), ink, 0.02*h, func(s *sketch) { s.roundRect(0, h*0.55, w, h*0.4, h*0.08) })
	p.fill(rgb(0x9a8062), func(s *sketch) { s.roundRect(h*0.02, h*0.55, w-h*0.04, h*0.1, h*0.04) })
	for i := 0; i < slots; i++ {
		cx := w * (float64(i) + 0.5) / float64(slots)
		p.both(rgb(0x3a2c20), fade(ink, 0.8), 0.015*h, func(s *sketch) { s.ellipse(cx, h*0.6, h*0.38, h*0.08, 0) })
		// a faint green mark under each slot: the shelf is a gauge of how
		// fast the Mummy has become
		p.dot(fade(ghostEye, 0.25), cx, h*0.78, h*0.05)
	}
}
