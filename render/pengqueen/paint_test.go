package pengqueen

import (
	"fmt"
	"image"
	"testing"

	"github.com/pyramid-studio/pyramid/client/layout"
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/render"
)

// These tests paint on the CPU only (no upload, no GPU): every sprite in
// every state, and the shapes that must tell things apart without colour.

func newTestArt(p render.Palette) *Art {
	return New(FitBoard(layout.Rect{W: 1280, H: 720}), render.Fonts{}, p)
}

// coverage is the share of pixels of img painted at least half opaque.
func coverage(img *image.RGBA) float64 {
	n := 0
	for i := 3; i < len(img.Pix); i += 4 {
		if img.Pix[i] >= 128 {
			n++
		}
	}
	return float64(n) / float64(len(img.Pix)/4)
}

// allSprites is every sprite the Art can make, in every state, at size.
func allSprites(size int) []spriteKey {
	var out []spriteKey
	for pc := pq.NoPieceColour; pc <= pq.NumPieceColours; pc++ {
		for pose := Pose(0); pose < NumPoses; pose++ {
			frames := 1
			switch pose {
			case Walk:
				frames = WalkFrames
			case Slide:
				frames = 2
			}
			for f := Facing(0); f < NumFacings; f++ {
				for fr := 0; fr < frames; fr++ {
					out = append(out, sq(kHunter, size, int(pc), int(pose), int(f), fr))
				}
			}
		}
		for lit := 0; lit < 2; lit++ {
			for fr := 0; fr < 4; fr++ {
				out = append(out, sq(kTorch, size, int(pc), lit, fr))
			}
		}
		out = append(out, sq(kLastSeen, size, int(pc)), sq(kClaim, size, int(pc)))
	}
	for pose := MummyPose(0); pose < NumMummyPoses; pose++ {
		for f := Facing(0); f < NumFacings; f++ {
			for fr := 0; fr < WalkFrames; fr++ {
				out = append(out, sq(kMummy, size, int(pose), int(f), fr))
			}
		}
	}
	for f := pq.FaceNone; f <= pq.FaceMummy; f++ {
		out = append(out, sq(kHunterDie, size, int(f)))
	}
	for n := 0; n <= 6; n++ {
		out = append(out, sq(kMummyDie, size, n))
	}
	for c := pq.Card(0); c < pq.NumCards; c++ {
		out = append(out, spriteKey{kind: kCardFace, a: int(c), w: size, h: cardHeight(size)})
		out = append(out, sq(kSymbol, size, int(c), 0), sq(kSymbol, size, int(c), 1))
	}
	for col := pq.Colour(0); col < pq.NumColours; col++ {
		out = append(out, spriteKey{kind: kCardBack, a: int(col), w: size, h: cardHeight(size)})
	}
	out = append(out, spriteKey{kind: kCardBack, a: int(pq.NoColour), w: size, h: cardHeight(size)})
	for o := 0; o <= sarcophagusSteps; o++ {
		out = append(out, sq(kSarcophagus, size, o, 0), sq(kSarcophagus, size, o, 1))
	}
	for n := 1; n <= pq.NoteMarkers(); n++ {
		out = append(out, sq(kNote, size, n))
	}
	out = append(out, sq(kDisc, size), sq(kFootprint, size), sq(kPuff, size), sq(kFlash, size),
		sq(kReach, size), sq(kTarget, size),
		spriteKey{kind: kTray, w: size * 3, h: size}, spriteKey{kind: kShelf, a: pq.NumDice, w: size * 3, h: size},
		spriteKey{kind: kCover, w: size * 4, h: size * 3}, spriteKey{kind: kBackdrop, w: size, h: size})
	return out
}

func TestEverySpritePaintsInEveryState(t *testing.T) {
	kinds := map[spriteKind]bool{}
	for _, p := range render.Palettes {
		a := newTestArt(p)
		for _, k := range allSprites(36) {
			kinds[k.kind] = true
			c := a.paint(k)
			if got := coverage(c.RGBA()); got < 0.01 {
				t.Errorf("%v %+v: only %.1f%% of it is painted", p, k, 100*got)
			}
		}
	}
	if len(kinds) != int(numKinds) {
		t.Errorf("%d kinds of sprite checked, there are %d", len(kinds), numKinds)
	}
}

// Odd sizes and tiny ones (a minimised window) paint without trouble.
func TestSpritesPaintAtAnySize(t *testing.T) {
	a := newTestArt(render.Standard)
	for _, size := range []int{0, 1, 3, 7, 250} {
		for _, k := range []spriteKey{sq(kHunter, size, 1, int(Walk), 5, 3), sq(kMummy, size, int(MummyPounce), 13, 0), sq(kSymbol, size, 22, 1)} {
			a.paint(k)
		}
	}
}

// mask is which pixels of a painting are at least half opaque.
func mask(c *render.Canvas) []bool {
	img := c.RGBA()
	m := make([]bool, len(img.Pix)/4)
	for i := range m {
		m[i] = img.Pix[i*4+3] >= 128
	}
	return m
}

// overlap is the intersection over the union of two masks: 1 for the
// same shape.
func overlap(a, b []bool) float64 {
	in, un := 0, 0
	for i := range a {
		if a[i] && b[i] {
			in++
		}
		if a[i] || b[i] {
			un++
		}
	}
	if un == 0 {
		return 1
	}
	return float64(in) / float64(un)
}

// distinct fails when two of the shapes overlap more than limit.
func distinct(t *testing.T, what string, names []string, masks [][]bool, limit float64) {
	t.Helper()
	for i := range masks {
		for j := i + 1; j < len(masks); j++ {
			if o := overlap(masks[i], masks[j]); o > limit {
				t.Errorf("%s: %s and %s have almost the same shape (overlap %.2f)", what, names[i], names[j], o)
			}
		}
	}
}

// Spec §5: "each symbol has its own shape". Symbols are told apart in
// grey (their outlines and inner lines), not only by colour: painted on a
// white ground and turned to grey, any two differ in a good part of the
// area either covers.
func TestSymbolsHaveTheirOwnShapes(t *testing.T) {
	cols := ColoursOf(render.Standard)
	var names []string
	var greys [][]uint8
	for c := pq.Card(0); c < pq.NumCards; c++ {
		cv := render.NewCanvas(64, 64)
		paintSymbol(newPen(cv, 64), c, &cols, false)
		names = append(names, c.String())
		greys = append(greys, grey(cv))
	}
	for i := range greys {
		for j := i + 1; j < len(greys); j++ {
			if d := greyDifference(greys[i], greys[j]); d < 0.3 {
				t.Errorf("%s and %s look alike in grey: they differ in %.0f%% of their area", names[i], names[j], 100*d)
			}
		}
	}
}

// grey is a painting's brightness over white (0 black .. 255 white).
func grey(c *render.Canvas) []uint8 {
	img := c.RGBA()
	g := make([]uint8, len(img.Pix)/4)
	for i := range g {
		p := img.Pix[i*4 : i*4+4]
		// premultiplied over white: c + (1-a)·255
		r := int(p[0]) + 255 - int(p[3])
		gg := int(p[1]) + 255 - int(p[3])
		b := int(p[2]) + 255 - int(p[3])
		g[i] = uint8((77*r + 151*gg + 28*b) >> 8)
	}
	return g
}

// greyDifference is the share of the pixels painted in either (not
// white) whose greys differ by more than a quarter of the range.
func greyDifference(a, b []uint8) float64 {
	area, diff := 0, 0
	for i := range a {
		if a[i] > 245 && b[i] > 245 {
			continue
		}
		area++
		if abs(int(a[i])-int(b[i])) > 64 {
			diff++
		}
	}
	if area == 0 {
		return 0
	}
	return float64(diff) / float64(area)
}

// The colours' patterns (spec §5: sun rays, leaves, snowflakes, flames,
// stars) differ in shape when painted in one colour.
func TestColourPatternsDifferInShape(t *testing.T) {
	one := Tones{rgb(0x808080), rgb(0x404040), rgb(0xc0c0c0)}
	var names []string
	var masks [][]bool
	for col := pq.Colour(0); col < pq.NumColours; col++ {
		cv := render.NewCanvas(80, 80)
		paintPattern(newPen(cv, 80), col, one, 0.5, 0.5, 0.37, 0.49)
		names = append(names, col.String())
		masks = append(masks, mask(cv))
	}
	distinct(t, "patterns", names, masks, 0.7)
}

// Each hunter colour has its own seat symbol: their outlines differ.
func TestSeatSymbolsDifferInShape(t *testing.T) {
	var names []string
	var masks [][]bool
	for pc := pq.PieceRed; pc <= pq.NumPieceColours; pc++ {
		cv := render.NewCanvas(48, 48)
		paintSeatSymbol(newPen(cv, 48), pc, 0.5, 0.5, 0.4, ink, ink, 0.02)
		names = append(names, pc.String())
		masks = append(masks, outlineOf(mask(cv), 48))
	}
	distinct(t, "seat symbols' outlines", names, masks, 0.5)
}

// outlineOf is the edge of a w-wide mask, two pixels thick: the pixels
// within a pixel of where the shape meets its outside.
func outlineOf(m []bool, w int) []bool {
	out := make([]bool, len(m))
	at := func(x, y int) bool { return x >= 0 && y >= 0 && x < w && y < len(m)/w && m[y*w+x] }
	for y := 0; y < len(m)/w; y++ {
		for x := 0; x < w; x++ {
			v := at(x, y)
			for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
				if at(x+d[0], y+d[1]) != v {
					out[y*w+x] = true
				}
			}
		}
	}
	return out
}

// Every face of each die looks different from the others.
func TestDieFacesDiffer(t *testing.T) {
	var names []string
	var paints [][]uint8
	for f := pq.FaceNone; f <= pq.FaceMummy; f++ {
		cv := render.NewCanvas(48, 48)
		paintHunterDie(newPen(cv, 48), f)
		names = append(names, "white "+f.String())
		paints = append(paints, cv.RGBA().Pix)
	}
	for n := 1; n <= 6; n++ {
		cv := render.NewCanvas(48, 48)
		paintMummyDieFace(newPen(cv, 48), n)
		names = append(names, fmt.Sprint("black ", n))
		paints = append(paints, cv.RGBA().Pix)
	}
	for i := range paints {
		for j := i + 1; j < len(paints); j++ {
			if d := pixelsDiffer(paints[i], paints[j]); d < 20 {
				t.Errorf("%s and %s differ in only %d pixels", names[i], names[j], d)
			}
		}
	}
}

func pixelsDiffer(a, b []uint8) int {
	n := 0
	for i := 0; i+3 < len(a); i += 4 {
		d := 0
		for k := 0; k < 4; k++ {
			d += abs(int(a[i+k]) - int(b[i+k]))
		}
		if d > 40 {
			n++
		}
	}
	return n
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// A figure turning, walking or sliding changes from frame to frame.
func TestFiguresMoveBetweenFrames(t *testing.T) {
	a := newTestArt(render.Standard)
	frames := map[string][]spriteKey{}
	for f := Facing(0); f < NumFacings; f++ {
		frames["hunter turning"] = append(frames["hunter turning"], sq(kHunter, 48, int(pq.PieceBlue), int(Stand), int(f), 0))
		frames["Mummy turning"] = append(frames["Mummy turning"], sq(kMummy, 48, int(MummyStand), int(f), 0))
	}
	for fr := 0; fr < WalkFrames; fr++ {
		frames["hunter walking"] = append(frames["hunter walking"], sq(kHunter, 48, int(pq.PieceRed), int(Walk), int(FaceEast), fr))
		frames["Mummy walking"] = append(frames["Mummy walking"], sq(kMummy, 48, int(MummyWalk), int(FaceWest), fr))
	}
	frames["slide and bump"] = []spriteKey{sq(kHunter, 48, 3, int(Slide), int(FaceEast), 0), sq(kHunter, 48, 3, int(Slide), int(FaceEast), 1)}
	frames["the Mummy's poses"] = []spriteKey{sq(kMummy, 48, int(MummyStand), 4, 0), sq(kMummy, 48, int(MummySniff), 4, 0), sq(kMummy, 48, int(MummyPounce), 4, 0)}
	for name, keys := range frames {
		for i := 1; i < len(keys); i++ {
			if d := pixelsDiffer(a.paint(keys[i-1]).RGBA().Pix, a.paint(keys[i]).RGBA().Pix); d < 30 {
				t.Errorf("%s: frames %d and %d differ in only %d pixels", name, i-1, i, d)
			}
		}
	}
}

// The colour-blind palette repaints what colour tells: hunters, cards.
func TestColourBlindPaletteRepaints(t *testing.T) {
	std, cb := newTestArt(render.Standard), newTestArt(render.ColourBlind)
	for _, k := range []spriteKey{sq(kHunter, 40, int(pq.PieceRed), 0, 0, 0), sq(kSymbol, 40, 20, 1), sq(kTorch, 40, int(pq.PieceGreen), 1, 0)} {
		if d := pixelsDiffer(std.paint(k).RGBA().Pix, cb.paint(k).RGBA().Pix); d < 30 {
			t.Errorf("%+v looks the same in both palettes", k)
		}
	}
}

// symbolArt is in the order of the engine's card table.
func TestSymbolsFollowTheCardTable(t *testing.T) {
	want := []string{"crown", "sceptre", "sun-disc", "golden-fish", "key", "emerald", "potion", "leaf-amulet", "snake-charm", "goblet",
		"silver-bell", "compass", "dagger", "ice-mirror", "helmet", "jewel", "fire-opal", "heart-amulet", "lantern",
		"feather", "mask", "spell-book", "orb"}
	if len(want) != pq.NumCards {
		t.Fatalf("%d ids for %d cards", len(want), pq.NumCards)
	}
	for i, id := range want {
		if got := pq.Card(i).String(); got != id {
			t.Errorf("card %d is %s, the symbols are drawn for %s", i, got, id)
		}
	}
}

func TestTurnGoesTheShortWayRound(t *testing.T) {
	for _, c := range []struct {
		from, to Facing
		want     []Facing
	}{
		{FaceSouth, FaceEast, []Facing{1, 2, 3, 4}},
		{FaceSouth, FaceWest, []Facing{15, 14, 13, 12}},
		{FaceNorth, FaceNorth, []Facing{}},
		{FaceEast, FaceWest, []Facing{5, 6, 7, 8, 9, 10, 11, 12}},
	} {
		got := Turn(c.from, c.to)
		if fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("Turn(%d, %d) = %v, want %v", c.from, c.to, got, c.want)
		}
	}
	for d := pq.Dir(0); d < pq.NumDirs; d++ {
		if got := Turn(FaceSouth, FacingOf(d)); len(got) > NumFacings/2 {
			t.Errorf("turning to face %v takes %d steps", d, len(got))
		}
	}
}

func TestTumbleComesToRestOnTheRolledFace(t *testing.T) {
	for seed := 0; seed < 5; seed++ {
		other := false
		for i := 0; i <= 20; i++ {
			tb := TumbleAt(float64(i)/20, 4, 6, seed)
			if tb.Lift < 0 || tb.ScaleX <= 0 || tb.Shown < 0 || tb.Shown >= 6 {
				t.Fatalf("seed %d at %d/20: %+v", seed, i, tb)
			}
			if tb.Shown != 4 {
				other = true
			}
		}
		if end := TumbleAt(1, 4, 6, seed); !end.Resting || end.Shown != 4 || end.Lift != 0 || end.Angle != 0 {
			t.Errorf("seed %d: at rest %+v, want face 4 flat on the table", seed, end)
		}
		if !other {
			t.Errorf("seed %d: the die showed its final face all through the roll", seed)
		}
	}
}

func TestBoardFitsAndFindsItsSquares(t *testing.T) {
	for _, area := range []layout.Rect{{W: 1280, H: 720}, {X: 20, Y: 40, W: 1400, H: 1000}, {W: 300, H: 900}, {W: 0, H: 0}} {
		b := FitBoard(area)
		if area.W > 200 && (b.Rect.X < area.X-0.5 || b.Rect.Right() > area.Right()+0.5 || b.Rect.Bottom() > area.Bottom()+0.5) {
			t.Errorf("board %+v spills out of %+v", b.Rect, area)
		}
		for q := pq.Square(0); q < pq.NumSquares; q++ {
			r := b.Square(q)
			if got, ok := b.SquareAt(r.X+r.W/2, r.Y+r.H/2); !ok || got != q {
				t.Errorf("SquareAt the middle of %v gives %v", q, got)
			}
			gx, gy := float64(q.Col())+0.5, float64(q.Row())+0.5
			if d := pyramidDepth(gx, gy); d <= 0 {
				t.Errorf("%v lies outside the pyramid", q)
			}
			if r.X < b.Rect.X || r.Bottom() > b.Rect.Bottom() {
				t.Errorf("%v lies outside the board's picture", q)
			}
		}
		if _, ok := b.SquareAt(b.Rect.X+1, b.Rect.Y+1); ok {
			t.Error("the corner of the picture, outside the pyramid, is a square")
		}
	}
}

// Several figures on one square (the entrance, the sarcophagus) stand
// side by side inside it.
func TestSpotsShareASquare(t *testing.T) {
	b := FitBoard(layout.Rect{W: 1280, H: 720})
	q := pq.Entrance()
	sq := b.Square(q)
	for n := 1; n <= pq.MaxPieces; n++ {
		for i := 0; i < n; i++ {
			r := b.Spot(q, i, n)
			if r.X < sq.X-0.01 || r.Right() > sq.Right()+0.01 || r.Bottom() > sq.Bottom()+0.01 || r.Y < sq.Y-0.01 {
				t.Errorf("spot %d of %d %+v leaves the square %+v", i, n, r, sq)
			}
			if i > 0 && b.Spot(q, i-1, n).X >= r.X {
				t.Errorf("spots %d and %d of %d do not stand side by side", i-1, i, n)
			}
			f := b.FigureRect(q, i, n)
			if f.W <= r.W || f.Bottom() < r.Bottom() || f.Bottom() > sq.Bottom()+b.Cell*0.05 {
				t.Errorf("figure %d of %d %+v does not stand, larger, on its spot %+v", i, n, f, r)
			}
		}
	}
}
