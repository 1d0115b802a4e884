package render

// SteppedPyramid adds the collection's emblem to m: a pyramid in courses
// of stone of alternating shades, its east face in shadow and a door at
// its foot, standing on base at cx, halfWidth wide at the foot and
// reaching up to top. The title's backdrop and Horus's title card both
// draw it, at their own sizes.
func SteppedPyramid(m *Mesh, cx, base, top, halfWidth float64, courses int) {
	for i := 0; i < courses; i++ {
		y0 := base - (base-top)*float64(i)/float64(courses)
		y1 := base - (base-top)*float64(i+1)/float64(courses)
		hw0 := halfWidth * (1 - float64(i)/float64(courses))
		hw1 := halfWidth * (1 - float64(i+1)/float64(courses))
		var p Path
		p.MoveTo(cx-hw0, y0)
		p.LineTo(cx+hw0, y0)
		p.LineTo(cx+hw1, y1)
		p.LineTo(cx-hw1, y1)
		p.Close()
		m.FillPath(&p, Mix(Sand, Rubble, 0.25+0.25*float64(i%2)))
		// the shaded east face
		var s Path
		s.MoveTo(cx, y0)
		s.LineTo(cx+hw0, y0)
		s.LineTo(cx+hw1, y1)
		s.LineTo(cx, y1)
		s.Close()
		m.FillPath(&s, WithAlpha(Background, 0.35))
	}
	dw := halfWidth * 0.07 // the door's half width
	var door Path
	door.MoveTo(cx-dw, base)
	door.LineTo(cx-dw, base-dw*2.2)
	door.LineTo(cx, base-dw*3)
	door.LineTo(cx+dw, base-dw*2.2)
	door.LineTo(cx+dw, base)
	door.Close()
	m.FillPath(&door, Background)
}
