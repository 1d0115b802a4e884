package pengqueen

import (
	"math"
	"sort"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
)

// A Scene is the board as one seat may see it: what to draw where, worked
// out from that seat's Observation alone (never the state), so a view can
// show only what its seat may know (spec §9.1, §9.2). Compose is pure and
// tested without a screen; Art.DrawScene draws it. The screens add their
// animations on top (a figure mid-step is drawn by them, not here).

// ItemKind is what an Item shows.
type ItemKind uint8

const (
	ItemHunter    ItemKind = iota // a hunter piece (hunters' view, or after the game)
	ItemMummy                     // the Pengqueen
	ItemDisc                      // the magnet disc under her (hunters' view)
	ItemLastSeen                  // where the Mummy last saw a hunter (her view)
	ItemClaim                     // a pennant on a symbol whose card was shown
	ItemFootprint                 // her steps this turn (her view)
	ItemNote                      // one of the Mummy's note markers (her view)
)

// Item is one thing to draw on the board.
type Item struct {
	Kind   ItemKind
	Square pq.Square
	Rect   layout.Rect    // where, on the screen
	Colour pq.PieceColour // a hunter's, a claim's
	Piece  int            // a hunter's piece number, -1 if none
	Facing Facing
	Angle  float64 // a footprint's turn (radians)
	Alpha  float64
	N      int // a note's number
}

// Note is one of the Mummy's note markers: the screen keeps them (they
// are her memory, not the game's, spec §9.6).
type Note struct {
	N      int
	Square pq.Square
}

// SceneOptions are the screen's part of a scene.
type SceneOptions struct {
	// Danger shows the hunters the squares the Mummy could reach next
	// turn (hunters' view).
	Danger bool
	// Sight shades, on the Mummy's view, where each hunter may be.
	Sight bool
	// Notes are the Mummy's note markers (her view).
	Notes []Note
	// Facing is where each hunter piece looks (the screen remembers its
	// last step); FaceSouth by default.
	Facing [pq.MaxPieces]Facing
}

// Shade is an overlay of a scene.
type Shade struct {
	Kind   OverlayKind
	Set    pq.Squares
	Colour pq.PieceColour
}

// Scene is a composed view.
type Scene struct {
	Board  Board // where the maze lies: the art's board, or the same zoomed
	View   View
	Shades []Shade
	Items  []Item // in drawing order
}

// ViewOf is the view a seat's observation is drawn in: the hunters' for a
// hunter seat, the Mummy's for her seat and for an onlooker (who sees what
// she sees).
func ViewOf(o *pq.Observation) View {
	if o.Seat > pq.MummySeat {
		return HuntersView
	}
	return MummyView
}

// Compose lays out what observation o shows on board b.
func Compose(o *pq.Observation, b Board, opt SceneOptions) Scene {
	s := Scene{Board: b, View: ViewOf(o)}
	n := piecesOf(o)
	if s.View == HuntersView && opt.Danger && !o.Over && o.Mummy.Valid() {
		s.Shades = append(s.Shades, Shade{Kind: Danger, Set: pq.MummyReach(o.Mummy, pq.DangerReach(int(o.Aside)))})
	}
	if s.View == MummyView && opt.Sight && !o.Over {
		for p := 0; p < n; p++ {
			if set := o.HunterSquares(p); !set.Empty() && !o.Pieces[p].Out {
				s.Shades = append(s.Shades, Shade{Kind: Sight, Set: set, Colour: o.Pieces[p].Colour})
			}
		}
	}
	marker := b.Sizes().Marker
	// pennants on the symbols whose cards were shown
	for h := 0; h < pq.MaxHunters; h++ {
		pc := claimColour(o, h)
		for c := pq.Card(0); c < pq.NumCards; c++ {
			if o.Hands[h].Shown.Has(c) {
				r := b.Square(c.Info().Square)
				s.Items = append(s.Items, Item{Kind: ItemClaim, Square: c.Info().Square, Colour: pc, Piece: -1, Alpha: 1,
					Rect: layout.Rect{X: r.Right() - float64(marker)*0.85, Y: r.Y - float64(marker)*0.15, W: float64(marker), H: float64(marker)}})
			}
		}
	}
	if s.View == MummyView {
		// her footprints this turn, older ones fainter
		prev := pq.NoSquare
		for i := 0; i < int(o.PathLen) && i < len(o.Path); i++ {
			q := o.Path[i]
			ang := 0.0
			if prev.Valid() {
				ang = stepAngle(prev, q)
			}
			prev = q
			if q == o.Mummy {
				continue
			}
			r := b.Square(q)
			s.Items = append(s.Items, Item{Kind: ItemFootprint, Square: q, Rect: r.Inset(r.W * 0.15), Angle: ang, Piece: -1,
				Alpha: 0.35 + 0.5*float64(i+1)/float64(o.PathLen)})
		}
		for _, nt := range opt.Notes {
			if !nt.Square.Valid() || nt.N < 1 || nt.N > pq.NoteMarkers() {
				continue
			}
			r := b.Square(nt.Square)
			s.Items = append(s.Items, Item{Kind: ItemNote, Square: nt.Square, N: nt.N, Piece: -1, Alpha: 1,
				Rect: layout.Rect{X: r.X - r.W*0.05, Y: r.Y - r.H*0.25, W: float64(marker), H: float64(marker)}})
		}
	}
	// the figures, each on its square (several on one share it)
	var figs []Item
	// where each piece is drawn: its square, or (her view) where she last
	// saw it; pieces sharing a square stand side by side
	at := [pq.MaxPieces]pq.Square{}
	live := [pq.MaxPieces]bool{}
	var sharing [pq.NumSquares]uint8
	for p := 0; p < n; p++ {
		pv := o.Pieces[p]
		at[p] = pq.NoSquare
		switch {
		case pv.Out:
		case pv.Square.Valid():
			at[p], live[p] = pv.Square, true
		case s.View == MummyView && pv.Seen.Valid() && !o.Over:
			at[p] = pv.Seen
		}
		if at[p].Valid() {
			sharing[at[p]]++
		}
	}
	var placed [pq.NumSquares]uint8
	for p := 0; p < n; p++ {
		q := at[p]
		if !q.Valid() {
			continue
		}
		r := b.FigureRect(q, int(placed[q]), int(sharing[q]))
		placed[q]++
		pv := o.Pieces[p]
		if live[p] {
			figs = append(figs, Item{Kind: ItemHunter, Square: q, Colour: pv.Colour, Piece: p, Facing: opt.Facing[p] % NumFacings, Alpha: 1, Rect: r})
			continue
		}
		age := int(o.Round) - int(pv.SeenRound)
		figs = append(figs, Item{Kind: ItemLastSeen, Square: q, Colour: pv.Colour, Piece: p,
			Alpha: math.Max(0.3, 0.9-0.2*float64(age)), Rect: r})
	}
	if o.Mummy.Valid() {
		r := b.Square(o.Mummy)
		f := FaceSouth
		if o.PathLen > 0 {
			last := int(o.PathLen) - 1
			from := pq.NoSquare
			if last > 0 {
				from = o.Path[last-1]
			}
			if from.Valid() {
				f = facingBetween(from, o.Path[last])
			}
		}
		fig := b.FigureRect(o.Mummy, 0, 1)
		if s.View == HuntersView {
			// the hunters' side has her disc: she stands a little smaller
			// on it, so its rim shows
			figs = append(figs, Item{Kind: ItemDisc, Square: o.Mummy, Rect: r.Inset(-r.W * 0.02), Piece: -1, Alpha: 1})
			fig = r.Inset(r.W * 0.1)
		}
		figs = append(figs, Item{Kind: ItemMummy, Square: o.Mummy, Facing: f, Rect: fig, Piece: -1, Alpha: 1})
	}
	// figures on lower rows in front of higher ones; on one square, in
	// the order added (her disc under her)
	sort.SliceStable(figs, func(i, j int) bool { return figs[i].Square.Row() < figs[j].Square.Row() })
	s.Items = append(s.Items, figs...)
	return s
}

// piecesOf is the number of hunter pieces in o's game.
func piecesOf(o *pq.Observation) int {
	if o.Opt.Players == 2 {
		return 2
	}
	return min(pq.MaxPieces, max(0, int(o.Opt.Players)-1))
}

// claimColour is the colour of the pennants of hunter seat h+1: its
// piece's, or none for the 2-player hunter, who plays two.
func claimColour(o *pq.Observation, h int) pq.PieceColour {
	if o.Opt.Players == 2 || h >= pq.MaxPieces {
		return pq.NoPieceColour
	}
	return o.Pieces[h].Colour
}

// dirBetween is the direction of the step from a to its neighbour b.
func dirBetween(a, b pq.Square) (pq.Dir, bool) {
	for d := pq.Dir(0); d < pq.NumDirs; d++ {
		if a.Neighbour(d) == b {
			return d, true
		}
	}
	return 0, false
}

// facingBetween is the facing of a step from a to b.
func facingBetween(a, b pq.Square) Facing {
	if d, ok := dirBetween(a, b); ok {
		return FacingOf(d)
	}
	return FaceSouth
}

// stepAngle is the turn of a footprint (drawn toes up) for a step a→b.
func stepAngle(a, b pq.Square) float64 {
	d, _ := dirBetween(a, b)
	return float64(d) * math.Pi / 2
}

// DrawScene draws a composed scene: the maze of its view, its shades and
// its items.
func (a *Art) DrawScene(dst *ebiten.Image, s Scene) {
	a.DrawMaze(dst, s.View, s.Board)
	for _, sh := range s.Shades {
		a.DrawOverlay(dst, sh.Kind, sh.Set, sh.Colour, 1, s.Board)
	}
	for _, it := range s.Items {
		a.DrawItem(dst, it)
	}
}

// DrawItem draws one item of a scene.
func (a *Art) DrawItem(dst *ebiten.Image, it Item) {
	size := int(math.Round(it.Rect.W))
	switch it.Kind {
	case ItemHunter:
		DrawIn(dst, a.Hunter(it.Colour, Stand, it.Facing, 0, size), it.Rect, it.Alpha)
	case ItemMummy:
		DrawIn(dst, a.Mummy(MummyStand, it.Facing, 0, size), it.Rect, it.Alpha)
	case ItemDisc:
		DrawIn(dst, a.Disc(size), it.Rect, it.Alpha)
	case ItemLastSeen:
		DrawIn(dst, a.LastSeen(it.Colour, size), it.Rect, it.Alpha)
	case ItemClaim:
		DrawIn(dst, a.Claim(it.Colour, size), it.Rect, it.Alpha)
	case ItemNote:
		DrawIn(dst, a.Note(it.N, size), it.Rect, it.Alpha)
	case ItemFootprint:
		cx, cy := it.Rect.Center()
		im := a.Footprint(size)
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Translate(-float64(size)/2, -float64(size)/2)
		op.GeoM.Rotate(it.Angle)
		op.GeoM.Translate(cx, cy)
		op.ColorScale.ScaleAlpha(float32(it.Alpha))
		dst.DrawImage(im, op)
	}
}

// PileOf is the Mummy's pile of life tokens: one per token each hunter
// has given up, in the hunters' colours (public: spec §9.2).
func PileOf(o *pq.Observation) []pq.PieceColour {
	var pile []pq.PieceColour
	for p := 0; p < piecesOf(o); p++ {
		for k := int(o.Pieces[p].Tokens); k < pq.TokensPerColour(); k++ {
			pile = append(pile, o.Pieces[p].Colour)
		}
	}
	return pile
}
