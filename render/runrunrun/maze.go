package runrunrun

import (
	"image"
	"image/color"
	"math"
	"sort"

	"github.com/hajimehoshi/ebiten/v2"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/render"
)

// Drawing the whole maze from an observation (what one seat may know:
// the maze, figures, markers and tokens are public, spec §16.1) through a
// camera. The maze drawing reads nothing of a hand. A screen that
// animates a piece hides it here (MazeStyle) and draws it itself with
// the same functions.

// Mechanism is a triangle of three cards that worked a torch or an exit
// mechanism (§12), by cell index.
type Mechanism struct {
	Cells [3]uint8
	Exit  bool
}

// Corner is the screen point of the corner the mechanism's three cards
// share (where its token lies): the mean of their centres.
func (m Mechanism) Corner(obs *rrr.Observation, cam Camera) (x, y float64) {
	for _, c := range m.Cells {
		cx, cy := cam.At(obs.Cells[c].At)
		x, y = x+cx/3, y+cy/3
	}
	return x, y
}

// Mechanisms works out from an observation which triangles worked the
// mechanisms: the state keeps only which cards have served (Cell.Used),
// so this finds triangles of three served cards whose symbols qualify,
// taking them in the order their last card was laid and never using a
// card twice for one kind. It finds TorchMechs and ExitMechs of them
// unless the maze is ambiguous (a card beside two qualifying triangles
// whose other cards served elsewhere), when it may find another
// qualifying triangle: a screen that saw the EvMechanism events can pass
// them to DrawMaze instead.
func Mechanisms(obs *rrr.Observation) []Mechanism {
	var out []Mechanism
	for _, exit := range []bool{false, true} {
		want := int(obs.TorchMechs)
		if exit {
			want = int(obs.ExitMechs)
		}
		type tri struct{ c [3]uint8 }
		var cands []tri
		seen := map[[3]uint8]bool{}
		for p := uint8(0); p < obs.NCells; p++ {
			for d := rrr.Side(0); d < rrr.NumSides; d++ {
				a, b, ok := obs.Triangle(p, d)
				if !ok {
					continue
				}
				t := [3]uint8{p, a, b}
				sort.Slice(t[:], func(i, j int) bool { return t[i] < t[j] })
				if seen[t] || !qualifies(obs, t, exit) {
					continue
				}
				seen[t] = true
				cands = append(cands, tri{t})
			}
		}
		sort.SliceStable(cands, func(i, j int) bool { return cands[i].c[2] < cands[j].c[2] })
		var used [rrr.MaxCells]bool
		n := 0
		for _, t := range cands {
			if n >= want {
				break
			}
			if used[t.c[0]] || used[t.c[1]] || used[t.c[2]] {
				continue
			}
			for _, c := range t.c {
				used[c] = true
			}
			out = append(out, Mechanism{Cells: t.c, Exit: exit})
			n++
		}
	}
	return out
}

// qualifies reports whether three served cards make a mechanism of the
// kind: three identical symbols (torch) or three different ones (exit).
func qualifies(obs *rrr.Observation, t [3]uint8, exit bool) bool {
	var cs [3]rrr.Content
	for i, c := range t {
		cell := &obs.Cells[c]
		if !cell.UsedFor(exit) || !cell.Content().IsSymbol() {
			return false
		}
		cs[i] = cell.Content()
	}
	if exit {
		return cs[0] != cs[1] && cs[1] != cs[2] && cs[0] != cs[2]
	}
	return cs[0] == cs[1] && cs[1] == cs[2]
}

// Occupant is who stands in a room: a cat (by seat) or a figure (a mummy
// 0..3 or the Lord).
type Occupant struct {
	Cat   bool
	Index int
}

// Occupants lists who stands in cell c, figures first, then cats by seat:
// the order of SlotPoint's places.
func Occupants(obs *rrr.Observation, c uint8) []Occupant {
	var out []Occupant
	for f := 0; f < rrr.NumFigures; f++ {
		if obs.Figures[f].Place == rrr.InMaze && obs.Figures[f].Cell == c {
			out = append(out, Occupant{Index: f})
		}
	}
	for p := 0; p < obs.NumSeats(); p++ {
		if obs.CatCell[p] == c {
			out = append(out, Occupant{Cat: true, Index: p})
		}
	}
	return out
}

// slots are where up to nine figures stand in a room, in circumradii
// from its centre (feet), front row first.
var slots = [...][]pt{
	{{0.34, 0.3}},
	{{-0.36, 0.28}, {0.36, 0.28}},
	{{-0.38, 0.24}, {0.38, 0.24}, {0, 0.42}},
	{{-0.4, 0.06}, {0.4, 0.06}, {-0.2, 0.42}, {0.2, 0.42}},
	{{-0.42, 0.04}, {0.42, 0.04}, {-0.26, 0.42}, {0.26, 0.42}, {0, 0.2}},
	{{-0.42, 0.02}, {0.42, 0.02}, {-0.28, 0.42}, {0.28, 0.42}, {0, 0.46}, {0, 0.14}},
	{{-0.42, 0.0}, {0.42, 0.0}, {-0.3, 0.42}, {0.3, 0.42}, {0, 0.46}, {-0.14, 0.14}, {0.14, 0.14}},
	{{-0.44, 0.0}, {0.44, 0.0}, {-0.34, 0.42}, {0.34, 0.42}, {-0.1, 0.48}, {0.14, 0.48}, {-0.16, 0.14}, {0.16, 0.14}},
	{{-0.44, -0.04}, {0.44, -0.04}, {-0.36, 0.4}, {0.36, 0.4}, {-0.12, 0.48}, {0.12, 0.48}, {-0.2, 0.12}, {0.2, 0.12}, {0, -0.2}},
}

// SlotPoint is where the i-th of n occupants of the cell at at stands on
// screen (its feet).
func SlotPoint(cam Camera, at rrr.Coord, i, n int) (x, y float64) {
	n = max(1, min(len(slots), n))
	i = max(0, min(n-1, i))
	cx, cy := cam.At(at)
	s := slots[n-1][i]
	z := cam.zoom()
	return cx + s.x*z, cy + s.y*z
}

// Figure heights in circumradii: how tall a cat and a mummy stand in a
// room seen from close (a Lord LordScale times taller). Seen from afar
// they grow up to half again as big as the room would allow, and crowded
// rooms shrink them, so that a figure stays readable at every zoom.
const (
	CatHeight   = 0.66
	MummyHeight = 0.7
)

// crowd shrinks figures in a room of n occupants.
func crowd(n int) float64 {
	switch {
	case n <= 2:
		return 1
	case n <= 4:
		return 0.85
	}
	return 0.72
}

// FigureHeight is the height in pixels of a cat (or, cat false, a
// mummy) in a room of n occupants at camera cam.
func FigureHeight(cam Camera, cat bool, n int) float64 {
	h := MummyHeight
	if cat {
		h = CatHeight
	}
	z := cam.zoom()
	far := 1 + 0.55*smoothstep(90, 28, z)
	return h * z * crowd(n) * far
}

// MazeStyle is what DrawMaze shows besides the maze as it stands. The
// zero value shows everything lit, still, with nothing hidden.
type MazeStyle struct {
	Time float64 // seconds: flames flicker, pulses beat, figures shuffle

	// Warmth, when set, is how lit each room is (0 dark, 1 lit): a room
	// just laid stays dim until its torch arrives. Unset: every room lit.
	Warmth func(cell uint8) float64
	// Laying is a cell the screen draws itself (a card flying in and
	// spinning to its rotation); 0 (the Crypt, never laid) for none.
	Laying uint8
	// HideCats and HideFigures are bit sets (bit p for seat p, bit f for
	// figure f) of pieces the screen is animating and draws itself.
	HideCats, HideFigures uint8

	// Threat shows faint footprints towards the Crypt from every mummy
	// not held by a cat, and makes the Crypt pulse red when one is a
	// step away (spec §16.6).
	Threat bool
	// Spots are empty cells to outline (where the chosen card may go),
	// in SpotColor.
	Spots     []rrr.Coord
	SpotColor color.RGBA
	// Highlight outlines cells (the last card laid, a target) in Gold.
	Highlight []rrr.Coord
	// Mechanisms are the triangles whose tokens to draw; nil works them
	// out from the observation (Mechanisms).
	Mechanisms []Mechanism
	// Links are triangles whose lines of light are being drawn: LinkT
	// runs 0..1 as they appear.
	Links []Mechanism
	LinkT float64
}

// DrawMaze draws the maze of obs through cam onto dst: every laid card,
// secret passages, mechanism tokens, reservation markers, footprints of
// threat, and the cats and mummies in their rooms.
func (a *Art) DrawMaze(dst *ebiten.Image, obs *rrr.Observation, cam Camera, st MazeStyle) {
	dst = viewOf(dst, cam)
	z := cam.zoom()
	order := make([]uint8, 0, obs.NCells)
	for i := uint8(0); i < obs.NCells; i++ {
		if st.Laying != 0 && i == st.Laying {
			continue
		}
		if cam.Visible(obs.Cells[i].At) {
			order = append(order, i)
		}
	}
	sort.SliceStable(order, func(i, j int) bool {
		ai, aj := obs.Cells[order[i]].At, obs.Cells[order[j]].At
		_, yi := CellCenter(ai)
		_, yj := CellCenter(aj)
		return yi < yj
	})
	for _, i := range order {
		cell := &obs.Cells[i]
		x, y := cam.At(cell.At)
		look := RoomLook{Warmth: 1, Time: st.Time}
		if st.Warmth != nil {
			look.Warmth = st.Warmth(i)
		}
		switch {
		case i == rrr.CryptCell:
			a.DrawCrypt(dst, x, y, z, look)
		case i == obs.ExitCell:
			a.DrawExit(dst, cell.Corr|cell.Pass, x, y, z, look)
		default:
			a.DrawRoom(dst, rrr.Card(cell.Card), cell.Turn, x, y, z, look)
		}
	}
	a.drawJoins(dst, obs, cam, st)
	a.drawPassages(dst, obs, cam)
	a.drawCryptState(dst, obs, cam, st)
	for _, c := range st.Spots {
		col := st.SpotColor
		if col.A == 0 {
			col = render.Highlight
		}
		a.DrawSpot(dst, cam, c, col, 0.55+0.35*pulse(st.Time, 1.4))
	}
	for _, c := range st.Highlight {
		a.DrawCellOutline(dst, cam, c, render.Gold, 0.9)
	}
	mechs := st.Mechanisms
	if mechs == nil {
		mechs = Mechanisms(obs)
	}
	for _, m := range st.Links {
		var p [3][2]float64
		for k, c := range m.Cells {
			p[k][0], p[k][1] = cam.At(obs.Cells[c].At)
		}
		a.DrawLinks(dst, p, m.Exit, z, st.LinkT, st.Time)
	}
	for _, m := range mechs {
		x, y := m.Corner(obs, cam)
		off := 0.0
		if m.Exit {
			off = z * 0.12 // a corner holding both tokens shows both
		}
		a.DrawMechToken(dst, m.Exit, x+off, y+off, z*0.4, 1)
	}
	for p := 0; p < obs.NumSeats(); p++ {
		if m := obs.Marker[p]; m != rrr.NoCoord {
			x, y := cam.At(m)
			a.DrawPawMarker(dst, p, x+float64(p)*z*0.08, y, z*0.62, 0)
		}
	}
	if st.Threat {
		a.drawThreat(dst, obs, cam, st)
	}
	a.drawOccupants(dst, obs, cam, st)
}

// drawPassages draws every secret passage once, on its edge.
func (a *Art) drawPassages(dst *ebiten.Image, obs *rrr.Observation, cam Camera) {
	for i := uint8(0); i < obs.NCells; i++ {
		cell := &obs.Cells[i]
		for d := rrr.Side(0); d < 3; d++ {
			if cell.Pass&(1<<d) == 0 || cell.Nb[d] == rrr.NoCell {
				continue
			}
			ax, ay := cam.At(cell.At)
			bx, by := cam.At(obs.Cells[cell.Nb[d]].At)
			a.DrawPassage(dst, ax, ay, bx, by, cam.zoom())
		}
		for d := rrr.Side(3); d < rrr.NumSides; d++ {
			nb := cell.Nb[d]
			if cell.Pass&(1<<d) == 0 || nb == rrr.NoCell || obs.Cells[nb].Pass&(1<<d.Opposite()) != 0 {
				continue
			}
			ax, ay := cam.At(cell.At)
			bx, by := cam.At(obs.Cells[nb].At)
			a.DrawPassage(dst, ax, ay, bx, by, cam.zoom())
		}
	}
}

// drawCryptState makes the Crypt pulse red while a mummy not held by a
// cat stands one step from it, and flare green when one has got in.
func (a *Art) drawCryptState(dst *ebiten.Image, obs *rrr.Observation, cam Camera, st MazeStyle) {
	at := obs.Cells[rrr.CryptCell].At
	if obs.Over && obs.End == rrr.EndCrypt {
		a.DrawCellTint(dst, cam, at, rgb(0x60ff70), 0.35+0.35*pulse(st.Time, 0.8), true)
		return
	}
	if !st.Threat {
		return
	}
	dist := obs.CryptDist()
	for f := 0; f < rrr.NumFigures; f++ {
		fg := obs.Figures[f]
		if fg.Place == rrr.InMaze && dist[fg.Cell] == 1 && !obs.Engaged(f) {
			a.DrawCellTint(dst, cam, at, render.Danger, 0.15+0.35*pulse(st.Time, 0.9), true)
			a.DrawCellOutline(dst, cam, at, render.Danger, 0.6+0.4*pulse(st.Time, 0.9))
			return
		}
	}
}

// drawThreat draws footprints from each free mummy towards the rooms it
// will step into next.
func (a *Art) drawThreat(dst *ebiten.Image, obs *rrr.Observation, cam Camera, st MazeStyle) {
	z := cam.zoom()
	for f := 0; f < rrr.NumFigures; f++ {
		if obs.Figures[f].Place != rrr.InMaze || obs.Engaged(f) {
			continue
		}
		var next [rrr.NumSides]uint8
		n := obs.Routes(f, &next)
		x0, y0 := cam.At(obs.Cells[obs.Figures[f].Cell].At)
		for i := 0; i < n; i++ {
			x1, y1 := cam.At(obs.Cells[next[i]].At)
			a.DrawFootprints(dst, x0, y0, x1, y1, z*0.2, rgb(0xd9c9a8), 0.45+0.2*pulse(st.Time+float64(f), 2))
		}
	}
}

// drawOccupants draws the cats and figures standing in each room, back to
// front.
func (a *Art) drawOccupants(dst *ebiten.Image, obs *rrr.Observation, cam Camera, st MazeStyle) {
	type piece struct {
		x, y, h float64
		o       Occupant
		frame   int
	}
	var ps []piece
	for i := uint8(0); i < obs.NCells; i++ {
		at := obs.Cells[i].At
		if !cam.Visible(at) {
			continue
		}
		occ := Occupants(obs, i)
		for k, o := range occ {
			if o.Cat && st.HideCats&(1<<o.Index) != 0 || !o.Cat && st.HideFigures&(1<<o.Index) != 0 {
				continue
			}
			x, y := SlotPoint(cam, at, k, len(occ))
			fr := 0
			if !o.Cat {
				fr = ShuffleFrame(st.Time*0.25 + float64(o.Index)*0.3)
			}
			ps = append(ps, piece{x, y, FigureHeight(cam, o.Cat, len(occ)), o, fr})
		}
	}
	sort.SliceStable(ps, func(i, j int) bool { return ps[i].y < ps[j].y })
	for _, p := range ps {
		if p.o.Cat {
			cat := obs.Opt.Cats[p.o.Index]
			a.DrawCat(dst, cat, p.o.Index, CatStand, p.x, p.y, p.h, p.x > cam.View.X+cam.View.W/2, 1)
			continue
		}
		a.DrawFigure(dst, p.o.Index, obs.Lord, p.frame, p.x, p.y, p.h, false, 1)
	}
}

// DrawBackdrop fills the view with the pyramid's dark stone floor, which
// moves with the camera (the maze lies on it).
func (a *Art) DrawBackdrop(dst *ebiten.Image, cam Camera) {
	const tile = 256
	im := a.image(key{kind: kBackdrop, size: tile}, func() *render.Canvas { return paintBackdrop(tile) })
	dst = viewOf(dst, cam)
	v := cam.View
	// the floor scrolls at the maze's pace but keeps its own scale
	ox := math.Mod(-cam.X*cam.zoom(), tile)
	oy := math.Mod(-cam.Y*cam.zoom(), tile)
	for y := v.Y + oy - tile; y < v.Bottom(); y += tile {
		for x := v.X + ox - tile; x < v.Right(); x += tile {
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Translate(math.Round(x), math.Round(y))
			dst.DrawImage(im, op)
		}
	}
}

// viewOf is dst clipped to the camera's view (the same coordinates):
// nothing of the maze spills onto the panels round it.
func viewOf(dst *ebiten.Image, cam Camera) *ebiten.Image {
	v := cam.View
	if v.W <= 0 || v.H <= 0 {
		return dst
	}
	r := image.Rect(int(math.Floor(v.X)), int(math.Floor(v.Y)), int(math.Ceil(v.Right())), int(math.Ceil(v.Bottom())))
	return dst.SubImage(r.Intersect(dst.Bounds())).(*ebiten.Image)
}

// paintBackdrop is a seamless tile of dark, worn stone.
func paintBackdrop(n int) *render.Canvas {
	c := render.NewCanvas(n, n)
	img := c.RGBA()
	base := render.Background
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			u, v := float64(x)/float64(n), float64(y)/float64(n)
			k := 1.25 + 0.35*(periodicNoise(u*6, v*6, 6, 3)-0.5) + 0.08*(hash2(x, y, 4)-0.5)
			fu, fv := u*4-math.Floor(u*4), v*4-math.Floor(v*4)
			if fu < 0.012 || fv < 0.012 {
				k *= 0.75
			}
			col := shade(base, k)
			p := img.Pix[img.PixOffset(x, y):]
			p[0], p[1], p[2], p[3] = col.R, col.G, col.B, 255
		}
	}
	return c
}

// periodicNoise is value noise that repeats every period units.
func periodicNoise(x, y float64, period int, seed uint32) float64 {
	fx, fy := math.Floor(x), math.Floor(y)
	i, j := int(fx), int(fy)
	u, v := smooth(x-fx), smooth(y-fy)
	h := func(a, b int) float64 { return hash2(((a%period)+period)%period, ((b%period)+period)%period, seed) }
	a, b := h(i, j), h(i+1, j)
	c, d := h(i, j+1), h(i+1, j+1)
	return a + (b-a)*u + (c-a)*v + (a-b-c+d)*u*v
}

// OpenEnds lists the empty cells that an open corridor leads into: where
// the maze can grow (a legal placement also needs a card that fits).
func OpenEnds(obs *rrr.Observation) []rrr.Coord {
	var out []rrr.Coord
	seen := map[rrr.Coord]bool{}
	for i := uint8(0); i < obs.NCells; i++ {
		cell := &obs.Cells[i]
		for d := rrr.Side(0); d < rrr.NumSides; d++ {
			if cell.Corr&(1<<d) == 0 || cell.Nb[d] != rrr.NoCell {
				continue
			}
			c := cell.At.Step(d)
			if !seen[c] {
				seen[c] = true
				out = append(out, c)
			}
		}
	}
	return out
}

// drawJoins draws the floor across every joined corridor edge (so that
// two rooms read as connected at any zoom) and a corridor's mouth
// fading into the dark wherever one leads to no card yet.
func (a *Art) drawJoins(dst *ebiten.Image, obs *rrr.Observation, cam Camera, st MazeStyle) {
	z := cam.zoom()
	b := bucket(z)
	bridge := a.image(key{kind: kBridge, size: int32(b)}, func() *render.Canvas { return paintBridge(float64(b)) })
	mouth := a.image(key{kind: kMouth, size: int32(b)}, func() *render.Canvas { return paintMouth(float64(b)) })
	s := z / float64(b)
	for i := uint8(0); i < obs.NCells; i++ {
		if st.Laying != 0 && i == st.Laying {
			continue
		}
		cell := &obs.Cells[i]
		x, y := cam.At(cell.At)
		for d := rrr.Side(0); d < rrr.NumSides; d++ {
			bit := uint8(1) << d
			nb := cell.Nb[d]
			ang := sideAngle(int(d))
			mx, my := SideMid(x, y, z, d)
			switch {
			case cell.Corr&bit != 0 && nb == rrr.NoCell:
				bw := mouth.Bounds()
				op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
				op.GeoM.Translate(0, -float64(bw.Dy())/2)
				op.GeoM.Scale(s, s)
				op.GeoM.Rotate(ang)
				op.GeoM.Translate(mx, my)
				dst.DrawImage(mouth, op)
			case cell.Join&bit != 0 && cell.Pass&bit == 0 && nb > i && nb != st.Laying:
				drawAt(dst, bridge, mx, my, s, ang, 1, nil, ebiten.Blend{})
			}
		}
	}
}
