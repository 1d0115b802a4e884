package runrunrun

import (
	"math/bits"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
)

// Placement (spec §16.4): a room is worth the cards its joined edges
// draw, the mechanisms it works now, the triangles it prepares, light
// when torches run low, a sarcophagus, distance from the Crypt (woken
// mummies appear far away), and a maze that keeps open corridors; less
// the card it costs, a torch, a card discarded to walk there, and a
// shortcut it opens for the mummies.

// The values of things, in cards.
const (
	valExitMech   = 7.0 // an exit mechanism worked now
	valExitSlot   = 0.7 // a corner where two different unused symbols wait for a third
	valTorch      = 0.8 // a torch in the supply
	valHeart      = 1.1 // a heart on the mummy deck (a dark room with no torch)
	valMoveAll    = 1.6 // every mummy one room nearer (a dark room with no torch, no mummy card left)
	valSarcophag  = 0.7 // a sarcophagus token
	valBoost      = 1.2 // a card discarded to walk further
	valFar        = 0.08
	valShortcut   = 0.6 // per room the mummies' way to the Crypt gets shorter
	valMarked     = 2.5 // a cell another seat has marked
	valPassageTok = 1.0 // a Secret passage token spent
	minOpen       = 3   // open corridors the maze keeps
)

// spotInfo is an empty cell next to the maze as a card laid there sees
// it: its neighbours and the corridors they turn to it.
type spotInfo struct {
	at   rrr.Coord
	nb   [rrr.NumSides]uint8
	corr uint8 // sides where a neighbour has a corridor facing the cell
}

// explorer scores the placements of one decision; it caches the spots.
type explorer struct {
	v     *view
	spots []spotInfo
	buf   [64]spotInfo
	open  int // open corridor ends of the maze now
	maxD  int // the farthest room from the Crypt
	walk  [rrr.MaxCells]uint8
}

func newExplorer(v *view) *explorer {
	s := v.s
	x := &explorer{v: v, walk: s.WalkDist(s.CatCell[v.seat])}
	x.spots = x.buf[:0]
	for c := uint8(0); c < s.NCells; c++ {
		cell := &s.Cells[c]
		for d := rrr.Side(0); d < rrr.NumSides; d++ {
			if cell.Corr&(1<<d) != 0 && cell.Join&(1<<d) == 0 && cell.Nb[d] == rrr.NoCell {
				x.open++
			}
		}
		if cell.IsRoom() && v.crypt[c] != rrr.Unreachable {
			x.maxD = max(x.maxD, int(v.crypt[c]))
		}
	}
	return x
}

// spot finds or builds the spot at at.
func (x *explorer) spot(at rrr.Coord) *spotInfo {
	for i := range x.spots {
		if x.spots[i].at == at {
			return &x.spots[i]
		}
	}
	s := x.v.s
	sp := spotInfo{at: at}
	for d := rrr.Side(0); d < rrr.NumSides; d++ {
		nb := s.CellAt(at.Step(d))
		sp.nb[d] = nb
		if nb != rrr.NoCell && s.Cells[nb].Corr&(1<<d.Opposite()) != 0 {
			sp.corr |= 1 << d
		}
	}
	x.spots = append(x.spots, sp)
	return &x.spots[len(x.spots)-1]
}

// placement is what laying a card somewhere would do.
type placement struct {
	score    float64
	joins    int
	exitMech bool
	torch    bool
}

// score values an explore action.
func (x *explorer) score(a rrr.Action) placement {
	v := x.v
	s := v.s
	c := rrr.Card(a.X)
	info := c.Info()
	sp := x.spot(a.At)
	corr := c.Turned(a.Y)
	join := corr & sp.corr
	if a.Z > 0 {
		join |= 1 << (a.Z - 1)
	}
	pl := placement{joins: bits.OnesCount8(join)}
	sc := float64(min(pl.joins, s.Deck.Len())) - keepValue(v, c)
	if a.Z > 0 {
		sc -= valPassageTok
	}
	// The walk there: a card is discarded beyond BaseMove.
	near, newD := int(rrr.Unreachable), int(rrr.Unreachable)
	for j := join; j != 0; j &= j - 1 {
		n := sp.nb[bits.TrailingZeros8(j)]
		if w := int(x.walk[n]) + 1; w < near && (s.FiguresIn(n) == 0 || n == s.CatCell[v.seat]) {
			near = w
		}
		if d := int(v.crypt[n]) + 1; d < newD {
			newD = d
		}
	}
	if near > rrr.BaseMove {
		sc -= valBoost
	}
	// Light.
	if !info.Lit {
		switch {
		case s.Torches > 0:
			sc -= valTorch
		case s.ExitOpen() || s.MummyDeck() == 0:
			sc -= valMoveAll
			for _, t := range v.thr {
				if !t.engaged && t.dist <= 4 {
					sc -= 3
				}
			}
		default:
			sc -= valHeart
		}
	}
	if info.Content == rrr.Sarcophagus && s.Stack != 0 {
		sc += valSarcophag
	}
	// Triangles around the new cell.
	if !s.ExitOpen() {
		sc += x.triangles(sp, info.Content, corr, &pl)
	}
	// Open corridors left in the maze.
	open := x.open - pl.joins + (c.Corridors() - bits.OnesCount8(corr&sp.corr))
	if a.Z > 0 && corr&(1<<(a.Z-1)) != 0 {
		open-- // the passage side was a corridor facing a wall
	}
	if open < minOpen {
		sc -= float64(minOpen - open)
		if open <= 0 {
			sc -= 4
		}
	}
	// Distance: farther rooms keep woken mummies away; a card joining two
	// branches may open a shortcut to the Crypt.
	if newD < int(rrr.Unreachable) {
		if !s.ExitOpen() && newD > x.maxD {
			sc += valFar * float64(min(newD-x.maxD, 3)) * 4
		}
		sc += valFar * float64(min(newD, 12))
		for j := join; j != 0; j &= j - 1 {
			n := sp.nb[bits.TrailingZeros8(j)]
			if cut := int(v.crypt[n]) - (newD + 1); cut > 0 {
				sc -= valShortcut * float64(cut)
			}
		}
	}
	for q := 0; q < s.NumSeats(); q++ {
		if q != v.seat && s.Marker[q] == a.At {
			sc -= valMarked
		}
	}
	pl.score = sc
	return pl
}

// unready is what opening the Exit now would cost: the mummies still in
// the maze stay to be destroyed with the Lord, and a team short of cards
// cannot fight them.
func (x *explorer) unready() float64 {
	s := x.v.s
	hearts, cards := 0, 0
	for _, t := range x.v.thr {
		hearts += t.hearts
	}
	for q := 0; q < s.NumSeats(); q++ {
		cards += s.HandSize(q)
	}
	short := max(0, 5-float64(cards)/float64(s.NumSeats()))
	return 0.25*float64(hearts) + 0.8*short
}

// triangles values the corners of the new cell: an exit mechanism now,
// a torch mechanism now (when the supply is short), corners where two
// different unused symbols wait for a third, and corners spoiled.
func (x *explorer) triangles(sp *spotInfo, mine rrr.Content, corr uint8, pl *placement) float64 {
	s := x.v.s
	sc := 0.0
	torchNow := false
	for d := rrr.Side(0); d < rrr.NumSides; d++ {
		a, b := sp.nb[d], sp.nb[(d+1)%rrr.NumSides]
		switch {
		case a != rrr.NoCell && b != rrr.NoCell:
			ca, cb := &s.Cells[a], &s.Cells[b]
			ka, kb := ca.Content(), cb.Content()
			if !ka.IsSymbol() || !kb.IsSymbol() {
				continue
			}
			if !mine.IsSymbol() {
				if ka != kb && !ca.UsedFor(true) && !cb.UsedFor(true) {
					sc -= valExitSlot * 1.5 // a waiting corner filled with nothing
				}
				continue
			}
			waiting := ka != kb && !ca.UsedFor(true) && !cb.UsedFor(true)
			switch {
			case waiting && mine != ka && mine != kb && s.ExitMechs < 3:
				pl.exitMech = true
			case waiting:
				sc -= valExitSlot // the wrong symbol in a waiting corner
			}
			if mine == ka && ka == kb && !ca.UsedFor(false) && !cb.UsedFor(false) &&
				s.Torches < rrr.TorchRefill && s.TorchMechs < 5 {
				torchNow = true
			}
		case a != rrr.NoCell || b != rrr.NoCell:
			if !mine.IsSymbol() {
				continue
			}
			// One neighbour laid, the corner's third cell empty: a slot
			// for the third symbol, if a corridor leads into it (a
			// cell walled on both sides could only be laid from a
			// third neighbour).
			n, toE, e := a, (d+1)%rrr.NumSides, sp.at.Step((d+1)%rrr.NumSides)
			if n == rrr.NoCell {
				n, toE, e = b, d, sp.at.Step(d)
			}
			cn := &s.Cells[n]
			k := cn.Content()
			if !k.IsSymbol() || k == mine || cn.UsedFor(true) {
				continue
			}
			if corr&(1<<toE) != 0 || cn.Corr&(1<<sideToward(cn.At, e)) != 0 {
				sc += valExitSlot
			} else {
				sc += valExitSlot / 4
			}
		}
	}
	if pl.exitMech {
		sc += valExitMech
		if s.ExitMechs == 2 {
			sc += 2 - x.unready()
		}
	}
	if torchNow {
		pl.torch = true
		sc += valTorch * float64(rrr.TorchRefill-int(s.Torches))
	}
	if mine.IsSymbol() {
		sc += 0.3
	}
	return sc
}

// sideToward is the side of cell a that faces its neighbour b.
func sideToward(a, b rrr.Coord) rrr.Side {
	for d := rrr.Side(0); d < rrr.NumSides; d++ {
		if a.Step(d) == b {
			return d
		}
	}
	return 0
}
