package pengqueen

import (
	"math/bits"
	"strings"
)

// Squares is a set of squares laid out as the map: bit 32×row + column,
// two rows to a word. A value that copies and compares like the state it
// lives in, and whose neighbours are shifts: a step north or south moves
// 32 bits, east or west one bit, so a walk or a slide is computed for a
// whole set of squares at once (the Mummy's sight follows every hunter
// over up to the whole maze after each announcement). Columns 25–31 are
// never squares, so nothing wraps from one row into the next.
type Squares [setWords]uint64

const (
	setWords   = (Rows + 1) / 2
	rowStride  = 32
	noCell     = 0xffff
	gridCells  = setWords * 64
	rowBitMask = 1<<Cols - 1
)

// cellOf is a square's bit in a Squares; squareOfCell the way back.
var cellOf, squareOfCell = cellTables()

func cellTables() (c [NumSquares]uint16, q [gridCells]Square) {
	for i := range q {
		q[i] = NoSquare
	}
	for sq := Square(0); sq < NumSquares; sq++ {
		cell := uint16(int(board.row[sq])*rowStride + int(board.col[sq]))
		c[sq] = cell
		q[cell] = sq
	}
	return c, q
}

// SquaresOf is the set of the squares given.
func SquaresOf(qs ...Square) Squares {
	var s Squares
	for _, q := range qs {
		s = s.With(q)
	}
	return s
}

// Has reports whether q is in the set.
func (s Squares) Has(q Square) bool {
	if q >= NumSquares {
		return false
	}
	c := cellOf[q]
	return s[c>>6]&(1<<(c&63)) != 0
}

// With is the set with q added (an invalid q adds nothing).
func (s Squares) With(q Square) Squares {
	if q < NumSquares {
		c := cellOf[q]
		s[c>>6] |= 1 << (c & 63)
	}
	return s
}

// Without is the set with q removed.
func (s Squares) Without(q Square) Squares {
	if q < NumSquares {
		c := cellOf[q]
		s[c>>6] &^= 1 << (c & 63)
	}
	return s
}

func (s Squares) Or(o Squares) Squares {
	for i := range s {
		s[i] |= o[i]
	}
	return s
}

func (s Squares) And(o Squares) Squares {
	for i := range s {
		s[i] &= o[i]
	}
	return s
}

func (s Squares) AndNot(o Squares) Squares {
	for i := range s {
		s[i] &^= o[i]
	}
	return s
}

// Empty reports whether the set has no square.
func (s Squares) Empty() bool { return s == Squares{} }

// Len is the number of squares in the set.
func (s Squares) Len() int {
	n := 0
	for _, w := range s {
		n += bits.OnesCount64(w)
	}
	return n
}

// First is the first square of the set in reading order, or NoSquare.
func (s Squares) First() Square { return s.from(0) }

// After is the first square of the set after q in reading order, or
// NoSquare; with First it walks the set without allocating:
//
//	for q := s.First(); q != NoSquare; q = s.After(q) { ... }
func (s Squares) After(q Square) Square {
	if q >= NumSquares {
		return NoSquare
	}
	return s.from(int(cellOf[q]) + 1)
}

// from is the first square of the set at cell c or later.
func (s Squares) from(c int) Square {
	for w := c >> 6; w < setWords; w++ {
		x := s[w]
		if w == c>>6 {
			x &^= 1<<(c&63) - 1
		}
		if x != 0 {
			return squareOfCell[w<<6|bits.TrailingZeros64(x)]
		}
	}
	return NoSquare
}

// appendMoves appends an ActMove of face f to each square of the set, in
// reading order (Legal's inner loop: a word at a time, no search).
func (s Squares) appendMoves(buf []Action, f Face) []Action {
	for w, x := range s {
		for ; x != 0; x &= x - 1 {
			q := squareOfCell[w<<6|bits.TrailingZeros64(x)]
			buf = append(buf, Action{Kind: ActMove, A: uint8(f), B: uint8(q)})
		}
	}
	return buf
}

// Nth is the n-th square of the set in reading order (from 0), or
// NoSquare.
func (s Squares) Nth(n int) Square {
	for q := s.First(); q != NoSquare; q = s.After(q) {
		if n == 0 {
			return q
		}
		n--
	}
	return NoSquare
}

// String lists the squares, e.g. "{J12 K11 L12}".
func (s Squares) String() string {
	var b strings.Builder
	b.WriteByte('{')
	for q := s.First(); q != NoSquare; q = s.After(q) {
		if b.Len() > 1 {
			b.WriteByte(' ')
		}
		b.WriteString(q.String())
	}
	b.WriteByte('}')
	return b.String()
}

// shift moves every square of the set one step in direction d, off the
// map or onto rock included (callers mask with the squares they allow).
func (s Squares) shift(d Dir) Squares {
	var o Squares
	switch d {
	case North:
		for w := 0; w < setWords; w++ {
			o[w] = s[w] >> rowStride
			if w+1 < setWords {
				o[w] |= s[w+1] << rowStride
			}
		}
	case South:
		for w := 0; w < setWords; w++ {
			o[w] = s[w] << rowStride
			if w > 0 {
				o[w] |= s[w-1] >> rowStride
			}
		}
	case East:
		for w := range s {
			o[w] = s[w] << 1
		}
	case West:
		for w := range s {
			o[w] = s[w] >> 1
		}
	}
	return o
}

// spread is every cell next to a square of s (to be masked).
func (s Squares) spread() Squares {
	var o Squares
	for w := 0; w < setWords; w++ {
		x := s[w]
		v := x<<1 | x>>1 | x<<rowStride | x>>rowStride
		if w > 0 {
			v |= s[w-1] >> rowStride
		}
		if w+1 < setWords {
			v |= s[w+1] << rowStride
		}
		o[w] = v
	}
	return o
}
