package horus

import (
	"fmt"

	"github.com/pyramid-studio/pyramid/internal/excerpt"
)

// Board geometry: 8 columns (A–H) by 14 rows (1–14). A Square is the index
// row*Cols+col; NoSquare marks "nowhere" (off the board, removed figures).
const (
	Cols       = 8
	Rows       = 14
	NumSquares = Cols * Rows
)

// Square is one cell of the board grid.
type Square uint8

// NoSquare is not on the board.
const NoSquare Square = 255

// Region is the kind of room a square belongs to.
type Region uint8

const (
	RegionNone Region = iota
	RegionCorridor
	RegionSand
	RegionPond
	RegionNest
	RegionEntrance
)

var regionNames = [...]string{"none", "Mummies' Corridor", "Scorpion Pit", "Crocodile Pond", "Cobra Nest", "Entrance"}

func (r Region) String() string { return regionNames[r] }

// Dir is a compass direction; rows grow to the south.
type Dir uint8

const (
	North Dir = iota
	East
	South
	West
)

var dirNames = [4]string{"north", "east", "south", "west"}
var dirDelta = [4][2]int{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}

func (d Dir) String() string { return dirNames[d&3] }

// Opposite is the direction turned around.
func (d Dir) Opposite() Dir { return (d + 2) & 3 }

// Section is one of the three mummy sections of the corridor.
type Section uint8

const (
	SectionAnubis Section = iota
	SectionHorus
	SectionThoth
	NumSections
)

var sectionNames = [NumSections]string{"Anubis", "Horus", "Thoth"}

func (s Section) String() string { return sectionNames[s] }

// boardTables is derived once from spec.go and never changed afterwards.
type boardTables struct {
	region   [NumSquares]Region
	adj      [NumSquares][4]Square // NoSquare where a wall or the edge is
	block    [NumSquares]uint8     // block number of a Nest square, else 0
	blockSq  [NumBlocks + 1]Square // square of block n
	inSect   [NumSquares]uint8     // bit s set: square in section s
	sarcAt   [NumSquares]int8      // sarcophagus slot beside the square, or -1
	alcoveAt [NumSquares]int8      // god of the idol alcove beside the square, or -1
	sarcSq   [NumSarcophagi]Square
	sarcGod  [NumSarcophagi]God
	entrance [2]Square
}

var board = buildBoard()

func sq(col, row int) Square { return Square(row*Cols + col) }

// Col is the column 0..7 (A..H).
func (s Square) Col() int { return int(s) % Cols }

// Row is the row 0..13 (printed as 1..14).
func (s Square) Row() int { return int(s) / Cols }

// Region of the square.
func (s Square) Region() Region {
	if s >= NumSquares {
		return RegionNone
	}
	return board.region[s]
}

// Valid reports whether the square exists on the board.
func (s Square) Valid() bool { return s.Region() != RegionNone }

// String prints a square as in the rulebook's notation, e.g. "D12".
func (s Square) String() string {
	if s >= NumSquares {
		return "--"
	}
	return fmt.Sprintf("%c%d", 'A'+s.Col(), s.Row()+1)
}

// ParseSquare reads "D12" (case-insensitive).
func ParseSquare(t string) (Square, error) {
	if len(t) < 2 || len(t) > 3 {
		return NoSquare, fmt.Errorf("%s is not a square (expected a column A–H and a row 1–14, like D12)", excerpt.Quote(t))
	}
	c := t[0]
	if c >= 'a' && c <= 'h' {
		c -= 'a' - 'A'
	}
	if c < 'A' || c > 'H' {
		return NoSquare, fmt.Errorf("%q is not a square: column must be A–H", t)
	}
	row := 0
	for _, ch := range t[1:] {
		if ch < '0' || ch > '9' {
			return NoSquare, fmt.Errorf("%q is not a square: row must be a number 1–14", t)
		}
		row = row*10 + int(ch-'0')
	}
	if row < 1 || row > Rows {
		return NoSquare, fmt.Errorf("%q is not a square: row must be 1–14", t)
	}
	s := sq(int(c-'A'), row-1)
	if !s.Valid() {
		return NoSquare, fmt.Errorf("%s is not part of the pyramid", s)
	}
	return s, nil
}

func mustSquare(t string) Square {
	s, err := ParseSquare(t)
	if err != nil {
		panic(err) // only reached for the constant tables of spec.go
	}
	return s
}

// Neighbor is the square reached by one step in direction d, or NoSquare
// through a wall.
func (s Square) Neighbor(d Dir) Square { return board.adj[s][d] }

// Block is the stone-block number that falls on this square (0 if none can).
func (s Square) Block() int { return int(board.block[s]) }

// BlockSquare is the square stone block n falls on.
func BlockSquare(n int) Square { return board.blockSq[n] }

// InSection reports whether the square belongs to the mummy section.
func (s Square) InSection(sec Section) bool { return board.inSect[s]&(1<<sec) != 0 }

// Sarcophagus is the slot of the sarcophagus beside the square, or -1.
func (s Square) Sarcophagus() int { return int(board.sarcAt[s]) }

// Alcove is the god whose idol alcove is beside the square, or false.
func (s Square) Alcove() (God, bool) {
	g := board.alcoveAt[s]
	return God(g), g >= 0
}

// SarcophagusSquare is where an adventurer stands to use slot i.
func SarcophagusSquare(i int) Square { return board.sarcSq[i] }

// SarcophagusGod is the god of slot i.
func SarcophagusGod(i int) God { return board.sarcGod[i] }

// EntranceSquares are the two squares outside the door.
func EntranceSquares() [2]Square { return board.entrance }

func buildBoard() *boardTables {
	b := &boardTables{}
	letters := map[byte]Region{'c': RegionCorridor, 's': RegionSand, 'p': RegionPond, 'n': RegionNest, 'E': RegionEntrance, '.': RegionNone}
	ne := 0
	for r := 0; r < Rows; r++ {
		for c := 0; c < Cols; c++ {
			reg := letters[boardMap[r][c]]
			b.region[sq(c, r)] = reg
			if reg == RegionEntrance {
				b.entrance[ne] = sq(c, r)
				ne++
			}
		}
	}
	for r := 0; r < 6; r++ {
		for c := 0; c < 6; c++ {
			s := sq(c+1, r+7)
			n := nestBlockNumbers[r][c]
			b.block[s] = n
			b.blockSq[n] = s
		}
	}
	pairs := map[[2]Square]bool{}
	for _, p := range openings {
		a, z := mustSquareIn(b, p[0]), mustSquareIn(b, p[1])
		pairs[[2]Square{a, z}], pairs[[2]Square{z, a}] = true, true
	}
	for _, p := range entranceDoors {
		a, z := mustSquareIn(b, p[0]), mustSquareIn(b, p[1])
		pairs[[2]Square{a, z}], pairs[[2]Square{z, a}] = true, true
	}
	for s := Square(0); s < NumSquares; s++ {
		for d := Dir(0); d < 4; d++ {
			b.adj[s][d] = NoSquare
			if b.region[s] == RegionNone {
				continue
			}
			c, r := s.Col()+dirDelta[d][0], s.Row()+dirDelta[d][1]
			if c < 0 || c >= Cols || r < 0 || r >= Rows {
				continue
			}
			t := sq(c, r)
			rs, rt := b.region[s], b.region[t]
			if rt == RegionNone {
				continue
			}
			chamber := func(x Region) bool { return x == RegionSand || x == RegionPond }
			ok := true
			switch {
			case rs == RegionCorridor && chamber(rt), rt == RegionCorridor && chamber(rs):
				ok = pairs[[2]Square{s, t}]
			case rs == RegionEntrance || rt == RegionEntrance:
				ok = pairs[[2]Square{s, t}]
			case rs == RegionCorridor && rt == RegionNest, rt == RegionCorridor && rs == RegionNest:
				ok = false
			}
			if ok {
				b.adj[s][d] = t
			}
		}
	}
	for sec := Section(0); sec < NumSections; sec++ {
		a, z := mustSquareIn(b, sectionSquares[sec][0]), mustSquareIn(b, sectionSquares[sec][1])
		for c := min(a.Col(), z.Col()); c <= max(a.Col(), z.Col()); c++ {
			for r := min(a.Row(), z.Row()); r <= max(a.Row(), z.Row()); r++ {
				b.inSect[sq(c, r)] |= 1 << sec
			}
		}
	}
	for s := range b.sarcAt {
		b.sarcAt[s], b.alcoveAt[s] = -1, -1
	}
	for i, e := range sarcophagusSquares {
		s := mustSquareIn(b, e.Square)
		b.sarcAt[s] = int8(i)
		b.sarcSq[i] = s
		b.sarcGod[i] = e.God
	}
	for g, list := range alcoveSquares {
		for _, t := range list {
			b.alcoveAt[mustSquareIn(b, t)] = int8(g)
		}
	}
	return b
}

// AlcoveSquares are the squares an adventurer may pick god g's idol from,
// in board order (two for the Horus idol, in the back wall).
func AlcoveSquares(g God) []Square {
	var out []Square
	for q := Square(0); q < NumSquares; q++ {
		if a, ok := q.Alcove(); ok && a == g {
			out = append(out, q)
		}
	}
	return out
}

// mustSquareIn parses a square name against a board still being built.
func mustSquareIn(b *boardTables, t string) Square {
	c, r := int(t[0]-'A'), 0
	for _, ch := range t[1:] {
		r = r*10 + int(ch-'0')
	}
	s := sq(c, r-1)
	if c < 0 || c >= Cols || r < 1 || r > Rows || b.region[s] == RegionNone {
		panic("spec.go names a square that is not on the board: " + t)
	}
	return s
}
