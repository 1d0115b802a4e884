package pengqueen

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
)

// Art is the game's images for one board size: both views of the maze
// and every sprite, painted on the CPU on first use (render's raster),
// uploaded once and kept. Nothing is painted per frame; a frame copies
// these images, scaled, turned and faded by the Draw helpers. Make a new
// Art when the screen size, the palette or the language changes (or call
// Flush for the last two).
type Art struct {
	Board   Board
	Colours Colours
	fonts   render.Fonts
	palette render.Palette

	mazes    [NumViews]*ebiten.Image
	sprites  map[spriteKey]*ebiten.Image
	overlays []overlayEntry
	lang     i18n.Lang
}

// New makes the art of board b, drawn with fonts f (text: card names,
// note numbers, the squares' names) in palette p. It paints nothing yet.
func New(b Board, f render.Fonts, p render.Palette) *Art {
	return &Art{Board: b, Colours: ColoursOf(p), fonts: f, palette: p, sprites: map[spriteKey]*ebiten.Image{}, lang: i18n.Current()}
}

// Dispose frees every image.
func (a *Art) Dispose() {
	a.Flush()
	for v, im := range a.mazes {
		if im != nil {
			im.Deallocate()
			a.mazes[v] = nil
		}
	}
}

// Flush forgets the sprites and overlays (after a change of language: the
// cards' names are in them); the mazes stay.
func (a *Art) Flush() {
	for k, im := range a.sprites {
		im.Deallocate()
		delete(a.sprites, k)
	}
	for _, o := range a.overlays {
		o.img.Deallocate()
	}
	a.overlays = nil
	a.lang = i18n.Current()
}

// Sizes are the pixel sizes the art is made for on this board: what
// Preload paints, and good sizes for the screens to ask for.
type Sizes struct {
	Piece, Die, Token, Card, Marker int
}

// Sizes of board b's art.
func (b Board) Sizes() Sizes {
	c := b.Cell
	return Sizes{
		Piece:  int(math.Round(c)),
		Die:    int(math.Round(max(28, c*1.25))),
		Token:  int(math.Round(max(20, c*0.8))),
		Card:   int(math.Round(max(60, c*2.4))),
		Marker: int(math.Round(c * 0.7)),
	}
}

// Maze is view v of the maze, an image covering the board's Rect.
func (a *Art) Maze(v View) *ebiten.Image {
	if v >= NumViews {
		v = HuntersView
	}
	if a.mazes[v] == nil {
		for w, c := range paintMazes(a.Board, &a.Colours, a.fonts.Bold) {
			if a.mazes[w] == nil {
				a.mazes[w] = c.Image()
			}
		}
	}
	return a.mazes[v]
}

// spriteKind names each kind of sprite.
type spriteKind uint8

const (
	kHunter spriteKind = iota
	kMummy
	kDisc
	kHunterDie
	kMummyDie
	kCardFace
	kCardBack
	kSymbol
	kTorch
	kSarcophagus
	kNote
	kLastSeen
	kFootprint
	kPuff
	kFlash
	kClaim
	kReach
	kTarget
	kTray
	kShelf
	kCover
	kBackdrop
	numKinds
)

// spriteKey identifies a sprite: its kind, up to four numbers saying
// which one, and its size in pixels.
type spriteKey struct {
	kind       spriteKind
	a, b, c, d int
	w, h       int
}

// face is the bold face, for text painted into sprites.
func (a *Art) face() render.Face { return a.fonts.Bold }

// paint paints sprite k on a new canvas (no upload: benchmarks and tests
// call it too).
func (a *Art) paint(k spriteKey) *render.Canvas {
	w, h := max(1, k.w), max(1, k.h)
	c := render.NewCanvas(w, h)
	s := float64(w)
	p := newPen(c, s)
	cols := &a.Colours
	switch k.kind {
	case kHunter:
		paintPenguin(p, pq.PieceColour(k.a), cols, Pose(k.b), Facing(k.c), k.d)
	case kMummy:
		paintMummy(p, MummyPose(k.a), Facing(k.b), k.c)
	case kDisc:
		paintDisc(p)
	case kHunterDie:
		paintHunterDie(p, pq.Face(k.a))
	case kMummyDie:
		paintMummyDieFace(p, k.a)
	case kCardFace:
		paintCardFace(c, s, pq.Card(k.a), cols, a.face())
	case kCardBack:
		paintCardBack(c, s, pq.Colour(k.a), cols)
	case kSymbol:
		paintSymbol(p, pq.Card(k.a), cols, k.b == 1)
	case kTorch:
		paintTorch(p, pq.PieceColour(k.a), cols, k.b == 1, k.c)
	case kSarcophagus:
		paintSarcophagus(p, float64(k.a)/sarcophagusSteps, k.b == 1)
	case kNote:
		paintNoteMarker(c, p, k.a, a.face())
	case kLastSeen:
		paintLastSeen(p, pq.PieceColour(k.a), cols)
	case kFootprint:
		paintFootprint(p)
	case kPuff:
		paintPuff(p)
	case kFlash:
		paintFlash(p)
	case kClaim:
		paintClaim(p, pq.PieceColour(k.a), cols)
	case kReach:
		paintReachFrame(p)
	case kTarget:
		paintTarget(p)
	case kTray:
		paintTray(&pen{c: c, t: identity(), k: 1}, float64(w), float64(h))
	case kShelf:
		paintShelf(&pen{c: c, t: identity(), k: 1}, float64(w), float64(h), k.a)
	case kCover:
		paintCover(c, float64(w), float64(h))
	case kBackdrop:
		paintBackdrop(c, float64(w)*backdropScale, float64(h)*backdropScale)
	}
	return c
}

// sprite returns the cached image of k, painting it on first use.
func (a *Art) sprite(k spriteKey) *ebiten.Image {
	if a.lang != i18n.Current() {
		a.Flush()
	}
	if im, ok := a.sprites[k]; ok {
		return im
	}
	k.w, k.h = max(1, k.w), max(1, k.h)
	if im, ok := a.sprites[k]; ok {
		return im
	}
	im := a.paint(k).Image()
	a.sprites[k] = im
	return im
}

func sq(kind spriteKind, size int, n ...int) spriteKey {
	k := spriteKey{kind: kind, w: size, h: size}
	for i, v := range n {
		switch i {
		case 0:
			k.a = v
		case 1:
			k.b = v
		case 2:
			k.c = v
		case 3:
			k.d = v
		}
	}
	return k
}

// Hunter is the figure of the hunter in colour pc, size px square, in
// pose at facing f; frame picks the frame of a walk (0..WalkFrames-1) or
// of a slide (1: the bump at its end).
func (a *Art) Hunter(pc pq.PieceColour, pose Pose, f Facing, frame, size int) *ebiten.Image {
	switch pose {
	case Walk:
		frame = (frame%WalkFrames + WalkFrames) % WalkFrames
	case Slide:
		frame = min(max(frame, 0), 1)
		west := f.yaw() > math.Pi
		f = FaceEast
		if west {
			f = FaceWest
		}
	default:
		frame = 0
	}
	return a.sprite(sq(kHunter, size, int(pc), int(pose), int(f%NumFacings), frame))
}

// Mummy is the Pengqueen, size px square, in pose at facing f (frame: of
// her walk).
func (a *Art) Mummy(pose MummyPose, f Facing, frame, size int) *ebiten.Image {
	if pose == MummyWalk {
		frame = (frame%WalkFrames + WalkFrames) % WalkFrames
	} else {
		frame = 0
	}
	return a.sprite(sq(kMummy, size, int(pose), int(f%NumFacings), frame))
}

// Disc is the magnet disc that follows her on the hunters' side.
func (a *Art) Disc(size int) *ebiten.Image { return a.sprite(sq(kDisc, size)) }

// HunterDie is a white die showing f (FaceNone: blank).
func (a *Art) HunterDie(f pq.Face, size int) *ebiten.Image {
	if f > pq.FaceMummy {
		f = pq.FaceNone
	}
	return a.sprite(sq(kHunterDie, size, int(f)))
}

// MummyDie is the black die showing n (1..6; anything else blank).
func (a *Art) MummyDie(n, size int) *ebiten.Image {
	if n < 0 || n > 6 {
		n = 0
	}
	return a.sprite(sq(kMummyDie, size, n))
}

// CardFace is card c's face, w px wide and CardAspect×w high, its name in
// the current language.
func (a *Art) CardFace(c pq.Card, w int) *ebiten.Image {
	if c >= pq.NumCards {
		return a.CardBack(pq.NoColour, w)
	}
	return a.sprite(spriteKey{kind: kCardFace, a: int(c), w: w, h: cardHeight(w)})
}

// CardBack is the back of a card of colour col (NoColour: unknown).
func (a *Art) CardBack(col pq.Colour, w int) *ebiten.Image {
	if col >= pq.NumColours {
		col = pq.NoColour
	}
	return a.sprite(spriteKey{kind: kCardBack, a: int(col), w: w, h: cardHeight(w)})
}

func cardHeight(w int) int { return int(math.Round(float64(w) * CardAspect)) }

// Symbol is card c's symbol, on its badge or (badge false) alone.
func (a *Art) Symbol(c pq.Card, badge bool, size int) *ebiten.Image {
	b := 0
	if badge {
		b = 1
	}
	return a.sprite(sq(kSymbol, size, int(c), b))
}

// Torch is a life token of colour pc, burning (frame: the flame's
// flicker, 0..3) or gone out.
func (a *Art) Torch(pc pq.PieceColour, lit bool, frame, size int) *ebiten.Image {
	l := 0
	if lit {
		l = 1
		frame &= 3
	} else {
		frame = 0
	}
	return a.sprite(sq(kTorch, size, int(pc), l, frame))
}

// sarcophagusSteps is how many steps of the lid's opening are drawn.
const sarcophagusSteps = 8

// Sarcophagus is the Pengqueen's sarcophagus with its lid open by open
// (0 closed .. 1 open, in eighths), its eyes lit when awake.
func (a *Art) Sarcophagus(open float64, awake bool, size int) *ebiten.Image {
	o := int(math.Round(clamp01(open) * sarcophagusSteps))
	w := 0
	if awake {
		w = 1
	}
	return a.sprite(sq(kSarcophagus, size, o, w))
}

// Note is the Mummy's note marker n.
func (a *Art) Note(n, size int) *ebiten.Image { return a.sprite(sq(kNote, size, n)) }

// LastSeen is the ghost marking where the Mummy last saw hunter pc.
func (a *Art) LastSeen(pc pq.PieceColour, size int) *ebiten.Image {
	return a.sprite(sq(kLastSeen, size, int(pc)))
}

// Footprint is one of her footprints, toes up (DrawTurned turns it).
func (a *Art) Footprint(size int) *ebiten.Image { return a.sprite(sq(kFootprint, size)) }

// Puff is the "nothing here" puff of a probed square.
func (a *Art) Puff(size int) *ebiten.Image { return a.sprite(sq(kPuff, size)) }

// Flash is the burst where she struck (white: tint it).
func (a *Art) Flash(size int) *ebiten.Image { return a.sprite(sq(kFlash, size)) }

// Claim is the pennant on a symbol whose card hunter pc showed
// (NoPieceColour: a neutral one).
func (a *Art) Claim(pc pq.PieceColour, size int) *ebiten.Image {
	return a.sprite(sq(kClaim, size, int(pc)))
}

// ReachFrame frames a square a die can reach (white: tint it).
func (a *Art) ReachFrame(size int) *ebiten.Image { return a.sprite(sq(kReach, size)) }

// Target marks the destination picked before confirming.
func (a *Art) Target(size int) *ebiten.Image { return a.sprite(sq(kTarget, size)) }

// Tray is the dice tray, w×h.
func (a *Art) Tray(w, h int) *ebiten.Image { return a.sprite(spriteKey{kind: kTray, w: w, h: h}) }

// Shelf is the set-aside shelf with slots slots, w×h.
func (a *Art) Shelf(slots, w, h int) *ebiten.Image {
	return a.sprite(spriteKey{kind: kShelf, a: slots, w: w, h: h})
}

// Cover is the stone door of the cover (spec §9.3), w×h: no game
// information on it.
func (a *Art) Cover(w, h int) *ebiten.Image { return a.sprite(spriteKey{kind: kCover, w: w, h: h}) }

// backdropScale is how much smaller than the screen the backdrop is
// painted: it is all soft gradients.
const backdropScale = 4

// Backdrop is the cave behind the pyramid, to be drawn scaled to w×h with
// DrawBackdrop.
func (a *Art) Backdrop(w, h int) *ebiten.Image {
	return a.sprite(spriteKey{kind: kBackdrop, w: max(1, w/backdropScale), h: max(1, h/backdropScale)})
}

// Preload paints the images a game shows at once (both mazes, every
// figure standing, the dice, the tokens, the markers), so the first frames
// do not stall; the rest come on first use.
func (a *Art) Preload() {
	a.Maze(HuntersView)
	for _, k := range startSet(a.Board) {
		a.sprite(k)
	}
}

// startSet is what Preload paints, and what the build-time benchmark
// measures besides the mazes.
func startSet(b Board) []spriteKey {
	z := b.Sizes()
	var out []spriteKey
	for pc := pq.PieceRed; pc <= pq.NumPieceColours; pc++ {
		for _, f := range []Facing{FaceSouth, FaceEast, FaceNorth, FaceWest} {
			out = append(out, sq(kHunter, z.Piece, int(pc), int(Stand), int(f), 0))
		}
		for fr := 0; fr < WalkFrames; fr++ {
			out = append(out, sq(kHunter, z.Piece, int(pc), int(Walk), int(FaceEast), fr))
		}
		out = append(out, sq(kHunter, z.Piece, int(pc), int(Slide), int(FaceEast), 0))
		for l := 0; l < 2; l++ {
			out = append(out, sq(kTorch, z.Token, int(pc), l, 0))
		}
		out = append(out, sq(kLastSeen, z.Piece, int(pc)), sq(kClaim, z.Marker, int(pc)))
	}
	for f := Facing(0); f < NumFacings; f++ {
		out = append(out, sq(kMummy, z.Piece, int(MummyStand), int(f), 0))
	}
	out = append(out, sq(kDisc, z.Piece))
	for f := pq.FaceNone; f <= pq.FaceMummy; f++ {
		out = append(out, sq(kHunterDie, z.Die, int(f)))
	}
	for n := 1; n <= 6; n++ {
		out = append(out, sq(kMummyDie, z.Die, n))
	}
	for c := pq.Colour(0); c < pq.NumColours; c++ {
		out = append(out, spriteKey{kind: kCardBack, a: int(c), w: z.Card, h: cardHeight(z.Card)})
	}
	for n := 1; n <= pq.NoteMarkers(); n++ {
		out = append(out, sq(kNote, z.Marker, n))
	}
	out = append(out, sq(kFootprint, z.Marker), sq(kReach, z.Piece), sq(kTarget, z.Piece))
	return out
}
