package pengqueen

import (
	"fmt"
	"image"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/internal/shots"
	"github.com/pyramid-studio/pyramid/render"
)

// The contact sheets: a native run (a window on Xvfb when there is no
// display) draws, at 1920×1080 and 1280×720, the board of a mid-game
// position built by the engine in the hunters' view and in the Mummy's,
// every piece, die face, card, token and marker, and the cover, and saves
// them as pengqueen-art-*.png in $PYRAMID_SCREENSHOTS (the committed set:
// ../../testdata/screenshots) or a temporary directory.

var native = shots.Native{Env: "PYRAMID_PQ_ART_HOST", Report: "pengqueen-art.json"}

func TestMain(m *testing.M) {
	if dir := native.Dir(); dir != "" {
		os.Exit(shotsHostMain(dir))
	}
	os.Exit(m.Run())
}

// sheetResult is what the native run reports for each sheet.
type sheetResult struct {
	Name   string
	W, H   int
	Opaque float64 // share of pixels drawn on
	Colors int     // distinct colours (a blank or flat sheet has few)
	Error  string  `json:",omitempty"`
}

var sheetNames = []string{"hunters", "mummy", "pieces", "cover"}

func TestContactSheets(t *testing.T) {
	out := shots.Dir(t)
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	var res []sheetResult
	native.Run(t, out, 3*time.Minute, &res)
	want := map[string]bool{}
	for _, sz := range shotSizes {
		for _, n := range sheetNames {
			want[sheetFile(n, sz)] = false
		}
	}
	for _, r := range res {
		if r.Error != "" {
			t.Errorf("%s: %s", r.Name, r.Error)
			continue
		}
		want[r.Name] = true
		t.Logf("%s: %d×%d, %.0f%% drawn, %d colours", filepath.Join(out, r.Name), r.W, r.H, 100*r.Opaque, r.Colors)
		if r.Colors < 500 {
			t.Errorf("%s has only %d colours: is the art drawn?", r.Name, r.Colors)
		}
	}
	for name, ok := range want {
		if !ok {
			t.Errorf("no sheet %s was made", name)
		}
	}
}

var shotSizes = [][2]int{{1920, 1080}, {1280, 720}}

func sheetFile(name string, sz [2]int) string {
	return fmt.Sprintf("pengqueen-art-%s-%dx%d.png", name, sz[0], sz[1])
}

type shotsHost struct {
	dir     string
	results []sheetResult
}

func shotsHostMain(dir string) int {
	h := &shotsHost{dir: dir}
	return native.Serve(dir, &h.results, func(err error) { h.results = append(h.results, sheetResult{Name: "native run", Error: err.Error()}) }, h.draw)
}

// draw draws and saves every sheet.
func (h *shotsHost) draw() {
	s, err := findMidGame()
	if err != nil {
		h.results = append(h.results, sheetResult{Name: "position", Error: err.Error()})
		return
	}
	for _, sz := range shotSizes {
		W, H := sz[0], sz[1]
		f := layout.NewFrame(float64(W), float64(H))
		fonts := render.NewFonts(f.U)
		for _, name := range sheetNames {
			screen := ebiten.NewImage(W, H)
			screen.Fill(render.Background)
			switch name {
			case "hunters":
				drawViewSheet(screen, fonts, s, s.PieceSeat(int(s.Piece)))
			case "mummy":
				drawViewSheet(screen, fonts, s, pq.MummySeat)
			case "pieces":
				drawPiecesSheet(screen, fonts)
			case "cover":
				art := New(FitBoard(layout.Rect{W: float64(W), H: float64(H)}), fonts, render.Standard)
				art.DrawCover(screen, 1)
				art.Dispose()
			}
			h.results = append(h.results, h.save(screen, sheetFile(name, sz)))
			screen.Deallocate()
		}
	}
}

func (h *shotsHost) save(screen *ebiten.Image, name string) sheetResult {
	b := screen.Bounds()
	img := image.NewRGBA(b)
	screen.ReadPixels(img.Pix)
	res := sheetResult{Name: name, W: b.Dx(), H: b.Dy()}
	bg := render.Background
	colours := map[uint32]bool{}
	drawn := 0
	for i := 0; i+3 < len(img.Pix); i += 4 {
		p := img.Pix[i : i+4]
		if p[0] != bg.R || p[1] != bg.G || p[2] != bg.B {
			drawn++
		}
		if len(colours) < 5000 {
			colours[uint32(p[0])<<16|uint32(p[1])<<8|uint32(p[2])] = true
		}
	}
	res.Opaque = float64(drawn) / float64(b.Dx()*b.Dy())
	res.Colors = len(colours)
	f, err := os.Create(filepath.Join(h.dir, name))
	if err != nil {
		res.Error = err.Error()
		return res
	}
	defer f.Close()
	if err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(f, img); err != nil {
		res.Error = err.Error()
	}
	return res
}

// caption writes a sheet's label.
func caption(dst *ebiten.Image, s string, face *render.Fonts, x, y float64) {
	render.Text(dst, s, face.Bold, x, y, render.Gold, render.Left)
}

// drawViewSheet draws the board of state s as seat sees it, with the
// table's pieces beside it: the dice, the shelf, the tokens, the cards.
func drawViewSheet(screen *ebiten.Image, fonts render.Fonts, s *pq.State, seat int) {
	W, H := float64(screen.Bounds().Dx()), float64(screen.Bounds().Dy())
	o := s.Observe(seat)
	side := W * 0.27
	area := layout.Rect{X: W * 0.01, Y: H * 0.01, W: W - side - W*0.02, H: H * 0.98}
	b := FitBoard(area)
	art := New(b, fonts, render.Standard)
	defer art.Dispose()
	art.DrawBackdrop(screen)
	opt := SceneOptions{Danger: true, Sight: true}
	if seat == pq.MummySeat {
		opt.Notes = []Note{{1, mustSq("E7")}, {2, mustSq("Q9")}, {3, mustSq("K11")}}
	} else {
		opt.Facing[0] = FaceEast
		opt.Facing[1] = FaceWest
	}
	sc := Compose(&o, b, opt)
	art.DrawScene(screen, sc)
	z := b.Sizes()
	title := "Hunters' view"
	if seat == pq.MummySeat {
		title = "The Mummy's view"
	}
	if seat != pq.MummySeat {
		// the squares a 3 can reach for the piece to move, and a choice
		p := int(s.Piece)
		from := o.Pieces[p].Square
		var others pq.Squares
		for q := 0; q < s.NumPieces(); q++ {
			if q != p {
				others = others.With(o.Pieces[q].Square)
			}
		}
		reach := pq.WalkEnds(pq.SquaresOf(from), 3, o.Mummy).AndNot(others)
		for q := reach.First(); q != pq.NoSquare; q = reach.After(q) {
			render.Blit(screen, art.ReachFrame(z.Piece), b.Square(q).X, b.Square(q).Y, render.Highlight)
		}
		if q := reach.First(); q != pq.NoSquare {
			DrawIn(screen, art.Target(z.Piece), b.Square(q), 1)
		}
	}
	x, y := W-side+W*0.005, H*0.02
	u := H / 720
	caption(screen, title, &fonts, x, y)
	y += 30 * u
	// the dice tray with the roll, and the shelf with the dice set aside
	die := int(40 * u)
	trayW, trayH := side-W*0.02, float64(die)*1.9
	DrawIn(screen, art.Tray(int(trayW), int(trayH)), layout.Rect{X: x, Y: y, W: trayW, H: trayH}, 1)
	for i := 0; i < int(o.RollSize); i++ {
		f := o.Faces[i]
		if f == pq.FaceMummy {
			continue
		}
		cx := x + trayW*0.14 + float64(i)*float64(die)*1.15
		render.Blit(screen, art.HunterDie(f, die), cx, y+trayH/2-float64(die)/2, nil)
	}
	y += trayH + 8*u
	shelfH := float64(die) * 1.3
	DrawIn(screen, art.Shelf(pq.NumDice, int(trayW), int(shelfH)), layout.Rect{X: x, Y: y, W: trayW, H: shelfH}, 1)
	for i := 0; i < int(o.Aside); i++ {
		cx := x + trayW*(float64(i)+0.5)/pq.NumDice - float64(die)*0.4
		DrawIn(screen, art.HunterDie(pq.FaceMummy, die), layout.Rect{X: cx, Y: y + shelfH*0.05, W: float64(die) * 0.8, H: float64(die) * 0.8}, 1)
	}
	y += shelfH + 6*u
	render.Blit(screen, art.MummyDie(max(1, int(o.MummyDie)), die), x, y, nil)
	render.Text(screen, "the Mummy's die", fonts.Small, x+float64(die)+8*u, y+float64(die)*0.3, render.InkDim, render.Left)
	y += float64(die) + 10*u
	// life tokens: each hunter's, and the Mummy's pile
	tok := int(26 * u)
	for p := 0; p < s.NumPieces(); p++ {
		pv := o.Pieces[p]
		for k := 0; k < pq.TokensPerColour(); k++ {
			render.Blit(screen, art.Torch(pv.Colour, k < int(pv.Tokens), k, tok), x+float64(k)*float64(tok)*1.05, y, nil)
		}
		DrawIn(screen, art.Hunter(pv.Colour, Stand, FaceSouth, 0, tok), layout.Rect{X: x + float64(tok)*3.4, Y: y, W: float64(tok), H: float64(tok)}, 1)
		y += float64(tok) * 1.1
	}
	render.Text(screen, "the Mummy's pile:", fonts.Small, x, y+4*u, render.InkDim, render.Left)
	art.DrawPile(screen, PileOf(&o), x+render.Width("the Mummy's pile:", fonts.Small)+6*u, y, tok)
	y += float64(tok) * 1.3
	// the hands: faces the seat may see, backs otherwise, shown cards
	cw := int(46 * u)
	for h := 0; h < s.NumSeats()-1; h++ {
		hv := o.Hands[h]
		cx := x
		for c := pq.Card(0); c < pq.NumCards; c++ {
			if hv.Cards.Has(c) {
				render.Blit(screen, art.CardFace(c, cw), cx, y, nil)
				cx += float64(cw) * 1.04
			}
		}
		if hv.Cards == 0 {
			for col := pq.Colour(0); col < pq.NumColours; col++ {
				for k := 0; k < int(hv.Backs[col]); k++ {
					render.Blit(screen, art.CardBack(col, cw), cx, y, nil)
					cx += float64(cw) * 0.55
				}
			}
		}
		for c := pq.Card(0); c < pq.NumCards; c++ {
			if hv.Shown.Has(c) {
				cx += float64(cw) * 0.3
				render.Blit(screen, art.CardFace(c, cw), cx, y, nil)
				render.Text(screen, "shown", fonts.Tiny, cx, y+float64(cw)*CardAspect+2*u, render.InkDim, render.Left)
				cx += float64(cw) * 1.04
			}
		}
		y += float64(cw)*CardAspect + 14*u
		if y > H-float64(cw)*CardAspect {
			break
		}
	}
}

func mustSq(name string) pq.Square {
	q, ok := pq.ParseSquare(name)
	if !ok {
		panic(name)
	}
	return q
}

// drawPiecesSheet draws every piece, die face, card and marker.
func drawPiecesSheet(screen *ebiten.Image, fonts render.Fonts) {
	W, H := float64(screen.Bounds().Dx()), float64(screen.Bounds().Dy())
	u := H / 720
	b := FitBoard(layout.Rect{W: W * 0.6, H: H * 0.6})
	art := New(b, fonts, render.Standard)
	defer art.Dispose()
	s := int(46 * u)
	fs := float64(s)
	x0, y := 10*u, 8*u
	row := func(label string) {
		caption(screen, label, &fonts, x0, y)
		y += 22 * u
	}
	row("Hunters: standing (4 facings, a turn), walking (4 frames), sliding (east, west, bump), startled")
	for pc := pq.PieceRed; pc <= pq.NumPieceColours; pc++ {
		x := x0
		put := func(im *ebiten.Image) { render.Blit(screen, im, x, y, nil); x += fs * 1.02 }
		for _, f := range []Facing{FaceSouth, 2, FaceEast, 6, FaceNorth, FaceWest} {
			put(art.Hunter(pc, Stand, f, 0, s))
		}
		for fr := 0; fr < WalkFrames; fr++ {
			put(art.Hunter(pc, Walk, FaceEast, fr, s))
		}
		put(art.Hunter(pc, Slide, FaceEast, 0, s))
		put(art.Hunter(pc, Slide, FaceWest, 0, s))
		put(art.Hunter(pc, Slide, FaceEast, 1, s))
		put(art.Hunter(pc, Startled, FaceSouth, 0, s))
		x += fs * 0.3
		for k := 0; k < 2; k++ {
			put(art.Torch(pc, true, k, s*3/4))
		}
		put(art.Torch(pc, false, 0, s*3/4))
		put(art.LastSeen(pc, s))
		put(art.Claim(pc, s*3/4))
		y += fs * 1.02
	}
	y += 4 * u
	row("The Pengqueen: turning (8 of 16 facings), walking, sniffing, pouncing; her disc; the sarcophagus opening")
	x := x0
	put := func(im *ebiten.Image) { render.Blit(screen, im, x, y, nil); x += fs * 1.2 }
	ms := int(fs * 1.15)
	for f := Facing(0); f < NumFacings; f += 2 {
		put(art.Mummy(MummyStand, f, 0, ms))
	}
	for fr := 0; fr < WalkFrames; fr++ {
		put(art.Mummy(MummyWalk, FaceWest, fr, ms))
	}
	put(art.Mummy(MummySniff, FaceEast, 0, ms))
	put(art.Mummy(MummyPounce, FaceEast, 0, ms))
	put(art.Mummy(MummyPounce, FaceSouth, 0, ms))
	put(art.Disc(ms))
	for _, o := range []float64{0, 0.5, 1} {
		put(art.Sarcophagus(o, o > 0, ms))
	}
	y += fs*1.15 + 6*u
	row("Dice: hunter faces (blank, 1-4, arrow, mummy), the Mummy's die, a tumble; markers: notes, footprint, puff, flash, reach, target")
	y += 12 * u // room for the tumbling die's bounce
	x = x0
	ds := int(fs * 0.9)
	put2 := func(im *ebiten.Image) { render.Blit(screen, im, x, y, nil); x += float64(ds) * 1.08 }
	for f := pq.FaceNone; f <= pq.FaceMummy; f++ {
		put2(art.HunterDie(f, ds))
	}
	for n := 1; n <= 6; n++ {
		put2(art.MummyDie(n, ds))
	}
	for i, t := range []float64{0.1, 0.3, 0.55, 0.8, 1} {
		tb := TumbleAt(t, 3, 6, i)
		f := pq.HunterDieFaces()[tb.Shown]
		DrawTumble(screen, art.HunterDie(f, ds), x+float64(ds)/2, y+float64(ds)/2, tb)
		x += float64(ds) * 1.08
	}
	for n := 1; n <= 3; n++ {
		put2(art.Note(n, ds))
	}
	put2(art.Footprint(ds))
	put2(art.Puff(ds))
	f := art.Flash(ds)
	render.Blit(screen, f, x, y, render.Danger)
	x += float64(ds) * 1.08
	render.Blit(screen, art.ReachFrame(ds), x, y, render.Highlight)
	x += float64(ds) * 1.08
	put2(art.Target(ds))
	y += float64(ds) + 8*u
	row("Treasure cards (23 faces), the backs (5 colours and an unknown one), a card turning over")
	cw := int(math.Min(56*u, (W-2*x0)/12.5))
	x = x0
	for c := pq.Card(0); c < pq.NumCards; c++ {
		if c == 12 {
			x = x0
			y += float64(cw)*CardAspect + 6*u
		}
		render.Blit(screen, art.CardFace(c, cw), x, y, nil)
		x += float64(cw) * 1.04
	}
	x += float64(cw) * 0.3
	for col := pq.Colour(0); col <= pq.NumColours; col++ {
		c := col
		if col == pq.NumColours {
			c = pq.NoColour
		}
		render.Blit(screen, art.CardBack(c, cw), x, y, nil)
		x += float64(cw) * 0.7
	}
	y += float64(cw)*CardAspect + 6*u
	x = x0
	for _, t := range []float64{0, 0.3, 0.48, 0.6, 1} {
		DrawFlip(screen, art.CardBack(pq.Grey, cw), art.CardFace(12, cw), x+float64(cw)/2, y+float64(cw)*CardAspect/2, 1, t)
		x += float64(cw) * 1.1
	}
	x += float64(cw) * 0.3
	trayW, trayH := int(fs*4), int(fs*1.3)
	render.Blit(screen, art.Tray(trayW, trayH), x, y, nil)
	x += float64(trayW) + 10*u
	render.Blit(screen, art.Shelf(pq.NumDice, trayW, int(fs)), x, y, nil)
	x += float64(trayW) + 10*u
	for c := pq.Card(0); c < 8 && x < W-fs; c++ {
		render.Blit(screen, art.Symbol(c*3%pq.NumCards, true, int(fs)), x, y, nil)
		x += fs * 1.02
	}
}
