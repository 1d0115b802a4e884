// Package pengqueen holds the computer players of Pyramid of Pengqueen
// (game/pengqueen): a Mummy who hunts by deduction and hunters who plan
// their routes through the treasures they need while staying out of her
// reach, at three levels. They decide from their seat's Observation only;
// the package plugs into the shell through game/table's Computer.
//
// The pieces, from the bottom up: the maze's distances (maze.go); the
// Mummy's belief about each hunter, weighted by where hunters go
// (belief.go); her walk planner (walk.go), which both sides use (a hunter
// reads her belief about itself exactly, spec §9.8); route costs through a
// hand of treasures (tours.go); the two policies (mummy.go, hunter.go); an
// evaluation of positions and the hard level's determinized search
// (eval.go, search.go); and the table.Computer with its hints
// (computer.go).
package pengqueen

import (
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
)

const (
	nsq = pq.NumSquares
	// far is the distance between squares no walk joins.
	far = 255
)

// mazeData is the board as the players reason about it: distances and the
// treasures' squares. It is computed once from the engine's map and only
// read afterwards.
type mazeData struct {
	// dist is the length of the shortest walk between two squares over
	// the floor: it may start or end on the entrance or the sarcophagus
	// but never pass through them (both are obstacles to everyone). The
	// Mummy's walking distance and, the Mummy and other hunters aside, a
	// hunter's.
	dist [nsq][nsq]uint8
	// nbr lists each square's floor neighbours (nn of them): where anyone
	// may step from it.
	nbr   [nsq][4]pq.Square
	dirTo [nsq][4]pq.Dir
	nn    [nsq]uint8
	floor pq.Squares
	// cardSq is each card's symbol.
	cardSq [pq.NumCards]pq.Square
}

var maze = buildMaze()

func buildMaze() *mazeData {
	m := &mazeData{floor: pq.Floor()}
	for q := pq.Square(0); q < nsq; q++ {
		for d := pq.Dir(0); d < pq.NumDirs; d++ {
			n := q.Neighbour(d)
			if m.floor.Has(n) {
				m.nbr[q][m.nn[q]] = n
				m.dirTo[q][m.nn[q]] = d
				m.nn[q]++
			}
		}
	}
	var queue [nsq]pq.Square
	for a := pq.Square(0); a < nsq; a++ {
		row := &m.dist[a]
		for i := range row {
			row[i] = far
		}
		row[a] = 0
		queue[0] = a
		head, tail := 0, 1
		for head < tail {
			q := queue[head]
			head++
			if q != a && !m.floor.Has(q) {
				continue // reached the entrance or the sarcophagus: no further
			}
			for d := pq.Dir(0); d < pq.NumDirs; d++ {
				n := q.Neighbour(d)
				if n == pq.NoSquare || row[n] != far {
					continue
				}
				row[n] = row[q] + 1
				queue[tail] = n
				tail++
			}
		}
	}
	for c := pq.Card(0); c < pq.NumCards; c++ {
		m.cardSq[c] = c.Info().Square
	}
	return m
}

// d is the walking distance from a to b.
func (m *mazeData) d(a, b pq.Square) int {
	if !a.Valid() || !b.Valid() {
		return far
	}
	return int(m.dist[a][b])
}
