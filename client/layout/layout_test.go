package layout

import (
	"fmt"
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
)

var sizes = [][2]float64{{1280, 720}, {1920, 1080}, {2560, 1440}, {1280, 1024}, {1000, 700}}

// named collects the play screen's regions so they can be checked pairwise.
func named(p Play, n int) map[string]Rect {
	m := map[string]Rect{"topbar": p.TopBar, "view": p.View, "dice": p.DiceTray, "status": p.Status, "prompt": p.Prompt, "ticker": p.Ticker}
	for i := 0; i < n; i++ {
		m[fmt.Sprintf("player%d", i)] = p.Players[i]
	}
	return m
}

func TestPlayRegionsDoNotOverlap(t *testing.T) {
	for _, sz := range sizes {
		for n := horus.MinPlayers; n <= horus.MaxPlayers; n++ {
			p := NewPlay(sz[0], sz[1], n)
			m := named(p, n)
			screen := Rect{0, 0, sz[0], sz[1]}
			for a, ra := range m {
				if ra.W <= 0 || ra.H <= 0 {
					t.Errorf("%v n=%d: %s is empty: %+v", sz, n, a, ra)
				}
				if ra.X < screen.X-0.01 || ra.Y < screen.Y-0.01 || ra.Right() > screen.Right()+0.01 || ra.Bottom() > screen.Bottom()+0.01 {
					t.Errorf("%v n=%d: %s %+v leaves the screen", sz, n, a, ra)
				}
				for b, rb := range m {
					if a < b && ra.Overlaps(rb) {
						t.Errorf("%v n=%d: %s %+v overlaps %s %+v", sz, n, a, ra, b, rb)
					}
				}
			}
			if p.Log.H < 300*p.U {
				t.Errorf("%v n=%d: the log's drawer is only %.0f px tall", sz, n, p.Log.H)
			}
			if !in(p.Board, p.View) {
				t.Errorf("%v n=%d: the fitted board %+v leaves its view %+v", sz, n, p.Board, p.View)
			}
		}
	}
}

// in reports whether r lies inside o.
func in(r, o Rect) bool {
	return r.X >= o.X-0.01 && r.Y >= o.Y-0.01 && r.Right() <= o.Right()+0.01 && r.Bottom() <= o.Bottom()+0.01
}

func TestTableItemsInsideTheirPanels(t *testing.T) {
	for _, sz := range sizes {
		p := NewPlay(sz[0], sz[1], 4)
		type item struct {
			r, in Rect
		}
		var items []item
		for _, r := range p.Dice {
			items = append(items, item{r, p.DiceTray})
		}
		for _, r := range p.Decks {
			items = append(items, item{r, p.Status})
		}
		items = append(items, item{p.Pile, p.Status}, item{p.TableBtn, p.Status}, item{p.LogBtn, p.Ticker}, item{p.Blocks, p.Drawer}, item{p.Supply, p.Drawer}, item{p.Names, p.View}, item{p.Menu, p.TopBar})
		for i, it := range items {
			r := it.r
			if !in(r, it.in) {
				t.Errorf("%v: item %d %+v outside its panel %+v", sz, i, r, it.in)
			}
			for j := i + 1; j < len(items); j++ {
				if it.in == items[j].in && r.Overlaps(items[j].r) {
					t.Errorf("%v: table items %d and %d overlap", sz, i, j)
				}
			}
		}
	}
}

func TestBoardHoldsSquaresAndWallSlots(t *testing.T) {
	for _, sz := range sizes {
		p := NewPlay(sz[0], sz[1], 6)
		in := func(r Rect) bool {
			return r.X >= p.Board.X-0.01 && r.Y >= p.Board.Y-0.01 && r.Right() <= p.Board.Right()+0.01 && r.Bottom() <= p.Board.Bottom()+0.01
		}
		for q := horus.Square(0); q < horus.NumSquares; q++ {
			if q.Valid() && !in(p.Square(q)) {
				t.Errorf("%v: square %s %+v outside the board %+v", sz, q, p.Square(q), p.Board)
			}
		}
		var slots []Rect
		for i := 0; i < horus.NumSarcophagi; i++ {
			slots = append(slots, p.Sarcophagus(i))
		}
		for g := horus.God(0); g < horus.NumGods; g++ {
			slots = append(slots, p.Alcove(g))
		}
		for i, r := range slots {
			if !in(r) {
				t.Errorf("%v: wall slot %d %+v outside the board", sz, i, r)
			}
			for q := horus.Square(0); q < horus.NumSquares; q++ {
				if q.Valid() && r.Overlaps(p.Square(q)) {
					t.Errorf("%v: wall slot %d covers square %s", sz, i, q)
				}
			}
			for j := i + 1; j < len(slots); j++ {
				if r.Overlaps(slots[j]) {
					t.Errorf("%v: wall slots %d and %d overlap", sz, i, j)
				}
			}
		}
	}
}

func TestSquareAtIsTheInverseOfSquare(t *testing.T) {
	for _, sz := range sizes {
		p := NewPlay(sz[0], sz[1], 4)
		for q := horus.Square(0); q < horus.NumSquares; q++ {
			r := p.Square(q)
			for _, pt := range [][2]float64{{r.X + 1, r.Y + 1}, {r.X + r.W/2, r.Y + r.H/2}, {r.Right() - 1, r.Bottom() - 1}} {
				got, ok := p.SquareAt(pt[0], pt[1])
				if ok != q.Valid() || ok && got != q {
					t.Fatalf("%v: point %v in %s hits %s (ok=%v)", sz, pt, q, got, ok)
				}
			}
		}
		if _, ok := p.SquareAt(p.Board.X-5, p.Board.Y-5); ok {
			t.Errorf("%v: a point outside the board hit a square", sz)
		}
		if _, ok := p.SquareAt(p.Log.X+2, p.Log.Y+2); ok {
			t.Errorf("%v: a point in the log hit a square", sz)
		}
	}
}

func TestFlowWrapsAndStops(t *testing.T) {
	area := Rect{0, 0, 100, 50}
	rs, n := Flow(area, []float64{40, 40, 40, 40, 40, 40, 40}, 20, 5)
	if n != 4 || len(rs) != 4 {
		t.Fatalf("expected 4 buttons to fit, got %d", n)
	}
	if rs[2].Y != 25 || rs[2].X != 0 {
		t.Errorf("third button should start a new row, got %+v", rs[2])
	}
	for i := range rs {
		for j := i + 1; j < len(rs); j++ {
			if rs[i].Overlaps(rs[j]) {
				t.Errorf("buttons %d and %d overlap", i, j)
			}
		}
	}
}

func TestSlotsOfASharedSquareDoNotOverlap(t *testing.T) {
	p := NewPlay(1280, 720, 4)
	q := p.Square(horus.EntranceSquares()[0])
	for n := 2; n <= 4; n++ {
		for a := 0; a < n; a++ {
			for b := a + 1; b < n; b++ {
				if p.Slot(q, a, n).Overlaps(p.Slot(q, b, n)) {
					t.Errorf("n=%d: slots %d and %d overlap", n, a, b)
				}
			}
		}
	}
}
