package pengqueen

import (
	"fmt"
	"strconv"
	"strings"
)

// The maze (spec §4): 25 columns A–Y west to east, 13 rows from the apex
// (1) to the base (13). Only the floor cells are squares; rock and the
// outside are the walls. Squares are numbered in reading order, row 1
// first, so the 128 squares fit a Squares set of two words.
const (
	Cols       = 25
	Rows       = 13
	NumSquares = 128
)

// Square is one square of the maze; NoSquare is none (or a square a seat
// may not see).
type Square uint8

const NoSquare Square = 255

// Dir is a compass direction on the map (north is towards the apex).
type Dir uint8

const (
	North Dir = iota
	East
	South
	West
	NumDirs
)

var dirNames = [NumDirs]string{"north", "east", "south", "west"}

func (d Dir) String() string {
	if d < NumDirs {
		return dirNames[d]
	}
	return "?"
}

// parseDir reads a direction: its name or its initial.
func parseDir(w string) (Dir, bool) {
	for d := Dir(0); d < NumDirs; d++ {
		if w == dirNames[d] || w == dirNames[d][:1] {
			return d, true
		}
	}
	return 0, false
}

// boardData is the parsed map.
type boardData struct {
	at          [Rows][Cols]Square // NoSquare on rock and outside
	col, row    [NumSquares]uint8  // 0-based
	symbol      [NumSquares]Colour // NoColour where the floor has no symbol
	nbr         [NumSquares][NumDirs]Square
	entrance    Square
	sarcophagus Square
}

// boardSets are the map as sets (squares.go needs the parsed board first).
type boardSets struct {
	// floor is every square but the entrance and the sarcophagus: the
	// squares anyone may enter by moving (the Mummy's walkable squares).
	floor Squares
	all   Squares
	nbr   [NumSquares]Squares
}

var sets = func() boardSets {
	var b boardSets
	for q := Square(0); q < NumSquares; q++ {
		b.all = b.all.With(q)
		for d := Dir(0); d < NumDirs; d++ {
			b.nbr[q] = b.nbr[q].With(board.nbr[q][d])
		}
	}
	b.floor = b.all.Without(board.entrance).Without(board.sarcophagus)
	return b
}()

// parseBoard reads the map block of spec §4: a header line of column
// letters, then one line per row: the row number in two characters, two
// spaces and the row's cells (trailing spaces may be trimmed).
func parseBoard(text string) (boardData, error) {
	var b boardData
	for r := range b.at {
		for c := range b.at[r] {
			b.at[r][c] = NoSquare
		}
	}
	for q := range b.nbr {
		for d := range b.nbr[q] {
			b.nbr[q][d] = NoSquare
		}
	}
	b.entrance, b.sarcophagus = NoSquare, NoSquare
	rows := 0
	n := 0
	for i, line := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "    A") {
			continue
		}
		if len(line) < 4 || line[2:4] != "  " {
			return b, fmt.Errorf("line %d: expected a row number, two spaces and the cells", i+1)
		}
		r, err := strconv.Atoi(strings.TrimSpace(line[:2]))
		if err != nil || r != rows+1 {
			return b, fmt.Errorf("line %d: expected row %d", i+1, rows+1)
		}
		cells := line[4:]
		if len(cells) > Cols {
			return b, fmt.Errorf("line %d: %d cells, the map is %d wide", i+1, len(cells), Cols)
		}
		for c := 0; c < len(cells); c++ {
			ch := cells[c]
			if ch == ' ' || ch == '#' {
				continue
			}
			if n == NumSquares {
				return b, fmt.Errorf("line %d: more than %d squares", i+1, NumSquares)
			}
			q := Square(n)
			n++
			b.at[rows][c] = q
			b.col[q], b.row[q] = uint8(c), uint8(rows)
			b.symbol[q] = NoColour
			switch ch {
			case '.':
			case 'E':
				if b.entrance != NoSquare {
					return b, fmt.Errorf("line %d: a second entrance", i+1)
				}
				b.entrance = q
			case 'S':
				if b.sarcophagus != NoSquare {
					return b, fmt.Errorf("line %d: a second sarcophagus", i+1)
				}
				b.sarcophagus = q
			default:
				col, ok := colourOfLetter(ch)
				if !ok {
					return b, fmt.Errorf("line %d: %q is not a cell of the legend", i+1, ch)
				}
				b.symbol[q] = col
			}
		}
		rows++
	}
	if rows != Rows {
		return b, fmt.Errorf("%d rows, the map has %d", rows, Rows)
	}
	if n != NumSquares {
		return b, fmt.Errorf("%d squares, the engine is built for %d", n, NumSquares)
	}
	if b.entrance == NoSquare || b.sarcophagus == NoSquare {
		return b, fmt.Errorf("the map needs an entrance E and a sarcophagus S")
	}
	dr := [NumDirs]int{-1, 0, 1, 0}
	dc := [NumDirs]int{0, 1, 0, -1}
	for q := Square(0); q < NumSquares; q++ {
		r, c := int(b.row[q]), int(b.col[q])
		for d := Dir(0); d < NumDirs; d++ {
			rr, cc := r+dr[d], c+dc[d]
			if rr < 0 || rr >= Rows || cc < 0 || cc >= Cols || b.at[rr][cc] == NoSquare {
				continue
			}
			b.nbr[q][d] = b.at[rr][cc]
		}
	}
	return b, nil
}

// Entrance is the hunters' starting space (spec §4: K13).
func Entrance() Square { return board.entrance }

// Sarcophagus is the Mummy's starting space, where caught hunters go
// (O13).
func Sarcophagus() Square { return board.sarcophagus }

// Floor is every square anyone may enter by moving: all but the entrance
// and the sarcophagus.
func Floor() Squares { return sets.floor }

// Valid reports whether q is a square of the maze.
func (q Square) Valid() bool { return q < NumSquares }

// Col and Row are the square's 0-based column (A = 0) and row (1 = 0).
func (q Square) Col() int { return int(board.col[q]) }
func (q Square) Row() int { return int(board.row[q]) }

// Symbol is the colour of the treasure symbol on q, or NoColour.
func (q Square) Symbol() Colour {
	if !q.Valid() {
		return NoColour
	}
	return board.symbol[q]
}

// Neighbour is the square next to q in direction d, or NoSquare (a wall).
func (q Square) Neighbour(d Dir) Square {
	if !q.Valid() || d >= NumDirs {
		return NoSquare
	}
	return board.nbr[q][d]
}

// Neighbours is the set of squares next to q.
func (q Square) Neighbours() Squares {
	if !q.Valid() {
		return Squares{}
	}
	return sets.nbr[q]
}

// String names the square column then row, e.g. "K13".
func (q Square) String() string {
	if !q.Valid() {
		return "--"
	}
	return string(rune('A'+board.col[q])) + strconv.Itoa(int(board.row[q])+1)
}

// SquareAt is the square at column col and row row (0-based), or NoSquare.
func SquareAt(col, row int) Square {
	if col < 0 || col >= Cols || row < 0 || row >= Rows {
		return NoSquare
	}
	return board.at[row][col]
}

// ParseSquare reads a square's name ("K13", case-insensitive).
func ParseSquare(name string) (Square, bool) {
	name = strings.ToUpper(strings.TrimSpace(name))
	if len(name) < 2 || name[0] < 'A' || name[0] >= 'A'+Cols {
		return NoSquare, false
	}
	r, err := strconv.Atoi(name[1:])
	if err != nil || name[1] == '+' || name[1] == '-' {
		return NoSquare, false
	}
	q := SquareAt(int(name[0]-'A'), r-1)
	return q, q != NoSquare
}
