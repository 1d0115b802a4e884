package pengqueen

import (
	"image"
	"math"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
)

// The pyramid's stone, painted pixel by pixel: the cut face of sandstone
// blocks (the walls, a whole cell thick), and the passages carved into it,
// each a recess whose inner faces show the wall's depth (the top and left
// faces in shadow, the floor and the right face catching the light), whose
// back wall takes a shadow cast by the rock above and to its left, and
// whose colour leans towards the treasure region it belongs to. Soft light
// comes from the entrance and from the treasures.

// cellInfo is what the stone pass needs to know of one map cell.
type cellInfo struct {
	floor bool
	// rock on each side and corner (outside the grid counts as rock)
	n, e, s, w, nw, ne, sw, se bool
	back                       rgbf // a passage's back wall, tinted by its region
}

// grid is the map as cells, built once.
var grid = func() (g [pq.Rows][pq.Cols]cellInfo) {
	floor := func(c, r int) bool { return pq.SquareAt(c, r) != pq.NoSquare }
	for r := 0; r < pq.Rows; r++ {
		for c := 0; c < pq.Cols; c++ {
			g[r][c] = cellInfo{
				floor: floor(c, r),
				n:     !floor(c, r-1), s: !floor(c, r+1), w: !floor(c-1, r), e: !floor(c+1, r),
				nw: !floor(c-1, r-1), ne: !floor(c+1, r-1), sw: !floor(c-1, r+1), se: !floor(c+1, r+1),
			}
		}
	}
	return g
}()

// regions gives each floor square the treasure colour of the nearest
// symbol (by steps through the maze) and its distance: the colour regions
// of spec §4, found from the symbols rather than written down twice.
func regions() (col [pq.NumSquares]pq.Colour, dist [pq.NumSquares]int) {
	queue := make([]pq.Square, 0, pq.NumSquares)
	for q := pq.Square(0); q < pq.NumSquares; q++ {
		col[q], dist[q] = pq.NoColour, -1
		if c := q.Symbol(); c != pq.NoColour {
			col[q], dist[q] = c, 0
			queue = append(queue, q)
		}
	}
	for len(queue) > 0 {
		q := queue[0]
		queue = queue[1:]
		for d := pq.Dir(0); d < pq.NumDirs; d++ {
			n := q.Neighbour(d)
			if n != pq.NoSquare && dist[n] < 0 {
				dist[n], col[n] = dist[q]+1, col[q]
				queue = append(queue, n)
			}
		}
	}
	return col, dist
}

// stoneTones are the colours of the stone pass.
type stoneTones struct {
	rock, casing, back, topFace, leftFace, rightFace, floorFace rgbf
}

var sandstone = stoneTones{
	rock:      toF(rgb(0xb48a57)),
	casing:    toF(rgb(0xd8b27a)),
	back:      toF(rgb(0x684c35)),
	topFace:   toF(rgb(0x33241a)),
	leftFace:  toF(rgb(0x47331f)),
	rightFace: toF(rgb(0x8c6a45)),
	floorFace: toF(rgb(0xd7b27b)),
}

// paintStone paints the stone of the whole board image (the pyramid, its
// capstone and its shadow; transparent elsewhere). It runs once per board
// size and view, over a million pixels at 1920×1080, so the inner loop
// works in whole pixels cell by cell and leaves the outline's edge, the
// capstone and the shadow (a few pixels of each row) to a slower path.
func paintStone(img *image.RGBA, b Board, cols *Colours) {
	W, H := img.Rect.Dx(), img.Rect.Dy()
	cell := b.Cell
	ci := int(cell)
	g := grid
	rc, rd := regions()
	for q := pq.Square(0); q < pq.NumSquares; q++ {
		c := &g[q.Row()][q.Col()]
		c.back = sandstone.back
		if rc[q] != pq.NoColour {
			k := 0.26 * max(0, 1-float64(rd[q])/7)
			c.back = c.back.lerp(toF(cols.TreasureTones(rc[q]).Main).mul(0.55), k)
		}
	}
	light := newLightMap(W, H, cell/3, 0.8, lamps(b))
	st := stoneParams{
		t: &sandstone, cell: cell, face: 0.15 * cell, floorW: 0.17 * cell, shadowL: 0.42 * cell,
		joint: max(1, int(math.Round(cell*0.025))), bevel: max(1, int(math.Round(cell*0.035))),
	}
	ox := int(b.Rect.X - b.X0) // the image's left edge, in pixels from column A
	oy := int(b.Rect.Y - b.Y0)
	band := 0.13*cell*math.Sqrt2 + 3 // how far in from the outline the casing reaches
	shadowW := 0.6 * cell
	for py := 0; py < H; py++ {
		ry := py + oy
		gy := (float64(ry) + 0.5) / cell
		row := floorDiv(ry, ci)
		v := ry - row*ci
		inRows := row >= 0 && row < pq.Rows
		// the outline's left and right edges on this row, in image pixels
		half := float64(pq.Cols) / 2
		if gy < baseY {
			half = max(gy-apexY, 0)
		}
		left := float64(-ox) + (float64(pq.Cols)/2-half)*cell
		right := float64(-ox) + (float64(pq.Cols)/2+half)*cell
		slowRow := gy < capY+0.3 || gy > float64(pq.Rows)-0.2
		for px := 0; px < W; px++ {
			fx := float64(px) + 0.5
			if slowRow || fx < left+band || fx > right-band {
				if fx < left-shadowW || fx > right+shadowW {
					continue
				}
				st.edgePixel(img, b, px, py, light, &g)
				continue
			}
			rx := px + ox
			col := floorDiv(rx, ci)
			u := rx - col*ci
			var c rgbf
			if inRows && col >= 0 && col < pq.Cols && g[row][col].floor {
				c = st.passage(&g[row][col], float64(u)+0.5, float64(v)+0.5, px, py)
			} else {
				c = st.rockFace(rx, ry, px, py)
				if inRows && col >= 0 && col < pq.Cols {
					c = rim(c, &g, row, col, float64(u)+0.5, float64(v)+0.5, cell)
				}
			}
			c = c.mul(light.at(fx, float64(py)) * (1.04 - 0.1*gy/float64(pq.Rows)))
			i := py*img.Stride + px*4
			img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = clamp8(c.r), clamp8(c.g), clamp8(c.b), 255
		}
	}
}

// lamps are the soft lights of the hunters' side: daylight through the
// entrance, a glint on every treasure, and a little from the capstone.
func lamps(b Board) []lamp {
	cell := b.Cell
	var out []lamp
	lx, ly := b.fromCells(float64(pq.Entrance().Col())+0.5, float64(pq.Entrance().Row())+0.6)
	out = append(out, lamp{lx, ly, 5 * cell, 0.45})
	for q := pq.Square(0); q < pq.NumSquares; q++ {
		if q.Symbol() != pq.NoColour {
			x, y := b.fromCells(float64(q.Col())+0.5, float64(q.Row())+0.5)
			out = append(out, lamp{x, y, 1.6 * cell, 0.22})
		}
	}
	ax, ay := b.fromCells(float64(pq.Cols)/2, apexY+1)
	return append(out, lamp{ax, ay, 9 * cell, 0.18})
}

// floorDiv is a/b rounded down (b > 0).
func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

// stoneParams are the sizes of the stone pass, in pixels.
type stoneParams struct {
	t                           *stoneTones
	cell, face, floorW, shadowL float64
	joint, bevel                int
}

// edgePixel paints a pixel near the outline: the polished casing, the
// capstone, the anti-aliased edge and the shadow outside.
func (st *stoneParams) edgePixel(img *image.RGBA, b Board, px, py int, light *lightMap, g *[pq.Rows][pq.Cols]cellInfo) {
	cell := st.cell
	i := py*img.Stride + px*4
	gx, gy := b.toCells(float64(px)+0.5, float64(py)+0.5)
	depth := pyramidDepth(gx, gy) * cell
	if depth < -0.5 {
		sd := pyramidDepth(gx-0.16, gy-0.2) * cell
		if a := 0.42 * clamp01((sd+0.4*cell)/(0.4*cell)); a > 0 {
			put(img, i, rgbf{}, a)
		}
		return
	}
	alpha := clamp01(depth + 0.5)
	if gy < capY {
		// the gilded capstone, its left face in the light
		k := 1.12
		if gx > float64(pq.Cols)/2 {
			k = 0.74
		}
		c := toF(gold).mul(k * (0.94 + 0.06*hash2(px/2, py/2)))
		if depth < max(1.2, cell*0.04) {
			c = c.mul(0.7)
		}
		put(img, i, c, alpha)
		return
	}
	rx, ry := int(math.Floor(gx*cell)), int(math.Floor(gy*cell))
	col, row := floorDiv(rx, int(cell)), floorDiv(ry, int(cell))
	u, v := gx*cell-float64(col)*cell, gy*cell-float64(row)*cell
	inGrid := row >= 0 && row < pq.Rows && col >= 0 && col < pq.Cols
	var c rgbf
	switch {
	case inGrid && g[row][col].floor:
		c = st.passage(&g[row][col], u, v, px, py)
	case depth < 0.13*cell:
		c = st.t.casing.mul(0.92 + 0.08*hash2(px/3, py/3))
	case depth < 0.13*cell+float64(st.bevel)+0.5:
		c = st.rockFace(rx, ry, px, py).mul(0.7)
	default:
		c = st.rockFace(rx, ry, px, py)
		if inGrid {
			c = rim(c, g, row, col, u, v, cell)
		}
	}
	c = c.mul(light.at(float64(px)+0.5, float64(py)+0.5) * (1.04 - 0.1*gy/float64(pq.Rows)))
	put(img, i, c, alpha)
}

// rockFace is the cut face of the sandstone blocks at rx,ry (pixels from
// A1's corner): courses half a cell high, blocks a cell long and
// staggered, each with its own tone, mortar joints and a chiselled edge
// lit at the top and left.
func (st *stoneParams) rockFace(rx, ry, px, py int) rgbf {
	ci := int(st.cell)
	hb := max(1, ci/2)
	course := floorDiv(ry, hb)
	fy := ry - course*hb
	bx := rx + (course&1)*hb
	block := floorDiv(bx, ci)
	fx := bx - block*ci
	tone := 0.86 + 0.16*hash2(block, course)
	c := st.t.rock.mul(tone)
	// a few blocks a little redder or yellower
	if h := hash2(course, block+91); h < 0.18 {
		c = c.lerp(rgbf{190, 120, 80}, 0.18)
	} else if h > 0.85 {
		c = c.lerp(rgbf{215, 180, 110}, 0.2)
	}
	c = c.mul(0.97 + 0.06*grain(px>>1, py>>1))
	j, bv := st.joint, st.bevel
	switch {
	case fy < j || fx < j:
		return c.mul(0.58)
	case fy < j+bv || fx < j+bv:
		return c.mul(1.13)
	case hb-fy <= bv || ci-fx <= bv:
		return c.mul(0.82)
	}
	return c
}

// rim lightens the edge of the rock where it meets a passage: the cut
// edge catching the light.
func rim(c rgbf, g *[pq.Rows][pq.Cols]cellInfo, row, col int, u, v, cell float64) rgbf {
	w := max(1.2, cell*0.04)
	near := func(dc, dr int) bool {
		r, cc := row+dr, col+dc
		return r >= 0 && r < pq.Rows && cc >= 0 && cc < pq.Cols && g[r][cc].floor
	}
	switch {
	case v > cell-w && near(0, 1), u > cell-w && near(1, 0):
		return c.mul(1.28)
	case v < w && near(0, -1), u < w && near(-1, 0):
		return c.mul(0.75)
	}
	return c
}

// passage is a pixel of a carved passage at u,v (pixels) inside its cell.
func (st *stoneParams) passage(ci *cellInfo, u, v float64, px, py int) rgbf {
	cell, face, floorW, shadowL, t := st.cell, st.face, st.floorW, st.shadowL, st.t
	// the inner faces, mitred where two meet
	top := ci.n && v < face
	bottom := ci.s && cell-v < floorW
	left := ci.w && u < face
	right := ci.e && cell-u < face
	switch {
	case top && left:
		left = v > u
		top = !left
	case top && right:
		right = v > cell-u
		top = !right
	case bottom && left:
		left = cell-v > u*floorW/face
		bottom = !left
	case bottom && right:
		right = cell-v > (cell-u)*floorW/face
		bottom = !right
	}
	// corner posts: rock on a diagonal only
	if !top && !left && !bottom && !right {
		switch {
		case ci.nw && !ci.n && !ci.w && u < face && v < face:
			top, left = v < u, v >= u
		case ci.ne && !ci.n && !ci.e && cell-u < face && v < face:
			top, right = v < cell-u, v >= cell-u
		case ci.sw && !ci.s && !ci.w && u < face && cell-v < floorW:
			bottom, left = cell-v < u, cell-v >= u
		case ci.se && !ci.s && !ci.e && cell-u < face && cell-v < floorW:
			bottom, right = cell-v < cell-u, cell-v >= cell-u
		}
	}
	gr := 0.96 + 0.08*grain(px>>1, py>>1)
	switch {
	case top:
		return t.topFace.mul(gr * (0.8 + 0.4*v/face))
	case left:
		return t.leftFace.mul(gr * (0.85 + 0.3*u/face))
	case right:
		return t.rightFace.mul(gr)
	case bottom:
		c := t.floorFace.mul(gr)
		if cell-v > floorW-max(1, cell*0.03) {
			c = c.mul(1.15) // the floor's lit front edge
		}
		return c
	}
	// the back wall: small dark blocks, the region's tint, and shadow cast
	// by the rock above and to the left
	c := ci.back
	cy := v / (cell / 3)
	course := int(cy)
	fy := (cy - float64(course)) * cell / 3
	bx := u/(cell*0.5) + float64(course&1)*0.5
	fx := (bx - math.Floor(bx)) * cell * 0.5
	if fy < 1 || fx < 1 {
		c = c.mul(0.8)
	} else {
		c = c.mul(0.92 + 0.12*hash2(int(u*4/cell)+course*7, int(bx)+int(v)))
	}
	c = c.mul(gr)
	shadow := 0.0
	if ci.n {
		shadow = max(shadow, ramp(v-face, shadowL))
	}
	if ci.w {
		shadow = max(shadow, 0.8*ramp(u-face, shadowL))
	}
	if ci.nw && !ci.n && !ci.w {
		shadow = max(shadow, 0.8*ramp(max(u, v)-face, shadowL*0.7))
	}
	if ci.ne && !ci.n {
		shadow = max(shadow, 0.6*ramp(max(cell-u, v)-face, shadowL*0.5))
	}
	return c.mul(1 - 0.62*shadow)
}
