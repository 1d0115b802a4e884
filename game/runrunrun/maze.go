package runrunrun

import "math/bits"

// The maze's geometry (spec §4): cells on an axial hexagonal grid, joined
// edges, the distances cats and mummies walk, the empty cells where a card
// may be laid, and the triangles of mechanisms.

// addCell lays a piece at c and links it to its neighbours. pass marks the
// sides joined through a wall. It returns the new cell's index.
func (s *Public) addCell(c Coord, card, turn, corr, pass uint8) uint8 {
	idx := s.NCells
	s.NCells++
	cell := &s.Cells[idx]
	*cell = Cell{At: c, Card: card, Turn: turn, Corr: corr, Pass: pass}
	for d := range cell.Nb {
		cell.Nb[d] = NoCell
	}
	for i := uint8(0); i < idx; i++ {
		o := &s.Cells[i]
		d := sideTo(c, o.At)
		if d == NumSides {
			continue
		}
		od := d.Opposite()
		cell.Nb[d], o.Nb[od] = i, idx
		if pass&(1<<d) != 0 {
			o.Pass |= 1 << od
		}
		if corr&(1<<d) != 0 && o.Corr&(1<<od) != 0 || pass&(1<<d) != 0 {
			cell.Join |= 1 << d
			o.Join |= 1 << od
		}
	}
	return idx
}

// openPassage joins cell a to its neighbour across side d through a wall.
func (s *Public) openPassage(a uint8, d Side) {
	b := s.Cells[a].Nb[d]
	s.Cells[a].Pass |= 1 << d
	s.Cells[a].Join |= 1 << d
	s.Cells[b].Pass |= 1 << d.Opposite()
	s.Cells[b].Join |= 1 << d.Opposite()
}

// cellAt is the index of the cell at c, or NoCell.
func (s *Public) cellAt(c Coord) uint8 {
	for i := uint8(0); i < s.NCells; i++ {
		if s.Cells[i].At == c {
			return i
		}
	}
	return NoCell
}

const unreachable uint8 = 255

// walkDist is the number of steps a cat standing in start needs to reach
// each cell: along joined edges, never through a room that holds a mummy
// (it may leave one, and it may end its walk in one: such rooms get a
// distance but lead nowhere). Cats pass through cats and the Crypt (R28).
func (s *Public) walkDist(start uint8) (dist [MaxCells]uint8) {
	blocked := s.mummyRooms()
	return s.bfs(start, &blocked)
}

// cryptDist is every cell's distance to the Crypt along joined edges, for
// mummies (they ignore cats and each other, §11.1).
func (s *Public) cryptDist() [MaxCells]uint8 {
	var none cellMask
	return s.bfs(CryptCell, &none)
}

// bfs measures steps from start; cells in stop are reached but not crossed.
func (s *Public) bfs(start uint8, stop *cellMask) (dist [MaxCells]uint8) {
	for i := range dist {
		dist[i] = unreachable
	}
	var queue [MaxCells]uint8
	dist[start] = 0
	queue[0] = start
	head, tail := 0, 1
	for head < tail {
		c := queue[head]
		head++
		if c != start && stop.has(c) {
			continue
		}
		cell := &s.Cells[c]
		for j := cell.Join; j != 0; j &= j - 1 {
			n := cell.Nb[trailing(j)]
			if dist[n] == unreachable {
				dist[n] = dist[c] + 1
				queue[tail] = n
				tail++
			}
		}
	}
	return dist
}

// trailing is the lowest side in a non-empty side mask.
func trailing(x uint8) Side { return Side(bits.TrailingZeros8(x)) }

// spot is an empty cell next to the maze, with what its placed neighbours
// show it.
type spot struct {
	At   Coord
	Occ  uint8 // sides with a placed neighbour
	Corr uint8 // sides where that neighbour has a corridor facing this cell
	Nb   [NumSides]uint8
}

// maxSpots bounds the empty cells next to the maze: one cell has 6, and
// each cell laid next to the others covers one and uncovers at most 5.
const maxSpots = 4*MaxCells + 2

// spots lists the empty cells next to the maze, in a stable order (by the
// cell they were found from, then side). The Crypt's and the Exit's walls
// are walls like any other: a card next to them must turn a wall to them.
func (s *Public) spots(out *[maxSpots]spot) int {
	var index [spotHash]uint16 // open addressing: spot index + 1 by coordinate
	n := 0
	for i := uint8(0); i < s.NCells; i++ {
		c := &s.Cells[i]
		for d := N; d < NumSides; d++ {
			if c.Nb[d] != NoCell {
				continue
			}
			at := c.At.Step(d)
			h := (uint(uint8(at.Q))*31 + uint(uint8(at.R))*131) % spotHash
			for index[h] != 0 && out[index[h]-1].At != at {
				h = (h + 1) % spotHash
			}
			k := int(index[h]) - 1
			if k < 0 {
				k = n
				out[n] = spot{At: at, Nb: [NumSides]uint8{NoCell, NoCell, NoCell, NoCell, NoCell, NoCell}}
				n++
				index[h] = uint16(n)
			}
			o := d.Opposite()
			out[k].Occ |= 1 << o
			out[k].Nb[o] = i
			if c.Corr&(1<<d) != 0 {
				out[k].Corr |= 1 << o
			}
		}
	}
	return n
}

// spotHash is the size of spots' coordinate index (over twice maxSpots).
const spotHash = 557

// fits reports whether corridors corr may be laid on sp (R2): on every side
// towards a placed piece a corridor meets a corridor and a wall a wall, and
// at least one edge is joined. With a secret passage on side pass (or
// NumSides for none), that one side is exempt from the matching and
// counts as joined; it must face a placed room other than the Crypt, and at
// least one of the two sides there must be a wall (R16).
func (s *Public) fits(sp *spot, corr uint8, pass Side) bool {
	if pass == NumSides {
		return corr&sp.Occ == sp.Corr && sp.Corr != 0
	}
	b := uint8(1) << pass
	if sp.Occ&b == 0 || sp.Nb[pass] == CryptCell {
		return false
	}
	if corr&b != 0 && sp.Corr&b != 0 {
		return false // both corridors: already joined, no wall to pass
	}
	return corr&sp.Occ&^b == sp.Corr&^b
}

// joinedSides is the sides of a card laid on sp that are joined.
func joinedSides(sp *spot, pass Side) uint8 {
	if pass == NumSides {
		return sp.Corr
	}
	return sp.Corr | 1<<pass
}

// reach is the steps a cat needs to reach a new card on sp joined on
// sides join, given the walk distances from its room start: the last step
// crosses a joined edge from a room it may pass through.
func (s *Public) reach(sp *spot, join uint8, dist *[MaxCells]uint8, start uint8, mummies *cellMask) uint8 {
	best := unreachable
	for j := join; j != 0; j &= j - 1 {
		n := sp.Nb[trailing(j)]
		if dist[n] == unreachable || n != start && mummies.has(n) {
			continue
		}
		if dist[n]+1 < best {
			best = dist[n] + 1
		}
	}
	return best
}

// triangle is the new cell P with its neighbours across sides d and d+1.
func (s *Public) triangle(p uint8, d Side) (a, b uint8, ok bool) {
	a, b = s.Cells[p].Nb[d], s.Cells[p].Nb[(d+1)%NumSides]
	return a, b, a != NoCell && b != NoCell
}

// mechanismAt reports whether the triangle of cell p across d and d+1
// works a torch mechanism (three identical symbols, none used for torches)
// or an exit mechanism (three different symbols, none used for the exit),
// whatever the corridors (R21).
func (s *Public) mechanismAt(p uint8, d Side, exit bool) bool {
	a, b, ok := s.triangle(p, d)
	if !ok {
		return false
	}
	cp, ca, cb := s.Cells[p].Content(), s.Cells[a].Content(), s.Cells[b].Content()
	if !cp.IsSymbol() || !ca.IsSymbol() || !cb.IsSymbol() {
		return false
	}
	flag := usedTorch
	if exit {
		flag = usedExit
	}
	if (s.Cells[p].Used|s.Cells[a].Used|s.Cells[b].Used)&flag != 0 {
		return false
	}
	if exit {
		return cp != ca && ca != cb && cp != cb
	}
	return cp == ca && ca == cb
}
