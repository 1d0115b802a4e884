package runrunrun

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	rrrender "github.com/pyramid-studio/pyramid/render/runrunrun"
	"github.com/pyramid-studio/pyramid/scenes"
)

// rulePages is our own summary of the rulebook
// (shared/rules/kotkrywcy-pl.txt), with the rulings and the cards of
// shared/design/runrunrun-spec.md where the rulebook is silent or its
// pictures were lost, page by page, each with a picture drawn by the
// game's art. Every text is ours: it summarizes, never quotes.
var rulePages = []struct {
	title, text string
	picture     func(a *rrrender.Art, dst *ebiten.Image, r layout.Rect, t float64)
}{
	{"The goal",
		"Cat archaeologists are shut in the Pharaoh's Crypt deep inside a pyramid. Together you lay the maze of rooms that leads out, and hold back the mummies that shuffle towards the Crypt.\nThe team wins when the Exit is in the maze and its Mummy Lord and every mummy have been destroyed. The team loses at once when a mummy or the Lord enters the Crypt, or when a cat has to give up the last card of its hand.\nYou all win or lose together: talk as much as you like, but do not show your cards or describe them exactly.",
		pictureGoal},
	{"A turn",
		"Turns go round the table. Each turn starts with the mummy step: roll as many mummy dice as the Mummy Power (one, more while some mummies are awake). For each mummy face, every mummy not held by a cat steps one room closer to the Crypt, and a heart goes on the mummy deck; the fifth heart wakes the top mummy. Mummies that share a room with a cat then attack it.\nThen you take one action: Explore, Fight or Regroup. Only when no room of your hand can be laid within reach may you Walk instead (up to three steps). Before or after the action you may use your sarcophagus tokens and put down your paw marker.",
		pictureTurn},
	{"Explore",
		"Choose a room card from your hand and an empty cell next to the maze. Turn the card so that every corridor meets a corridor and every wall meets a wall, with at least one corridor joined; the screen offers only the turns that fit.\nYour cat must reach the new room in at most three steps, never through a room that holds a mummy. You may discard one card (never your last) to walk as many more steps as it has corridors.\nThe room is laid and your cat walks in. A dark room costs a torch; with none left, a heart goes on the mummy deck instead. Then draw one room card for every corridor the new room joins.",
		pictureExplore},
	{"Torches and mechanisms",
		"Three rooms around one corner make a triangle. Three identical symbols work a torch mechanism: the torch supply is filled back up to five (when it holds fewer). Three different symbols (an Ankh, an Eye of Horus and a Scarab) work an exit mechanism.\nEach card serves in at most one torch mechanism and one exit mechanism. The third exit mechanism opens the Exit: it is laid against an open corridor, the Mummy Lord is revealed and rises on it, and no new mummy will wake.\nThe symbols differ in shape as well as colour: a gold looped Ankh, a blue Eye, a green Scarab under a red sun.",
		pictureMechanisms},
	{"The mummies",
		"Four mummies sleep in the mummy deck. When the fifth heart lands on the top card it wakes: its card is turned face up, its hearts are its life, and it rises in a room far from the Crypt.\nA mummy always walks the shortest way to the Crypt. When it enters a room with a cat it stops there and stays while any cat remains; at the end of every mummy step with a mummy face it attacks, and the cats in the room lose cards at random.\nThe Wailing Mummy adds two mummy dice, the Swift Mummy one die and an extra step, the Brute Mummy takes two cards, and the Snuffing Mummy puts out two torches when it appears. Faint footprints show where each mummy goes next; the Crypt glows red when one is a step away.",
		pictureMummies},
	{"Fight",
		"Walk up to three steps (or more with a discarded card) to the first room holding a mummy, or fight where you stand. Discard one or more cards, keeping at least one: each corridor on them is a combat die, six at most.\nEach hit takes a heart; a question mark uses your cat's ability; a hex draws a room card; a paw print lets your cat step into a joined room with no mummy afterwards. A Double strike token doubles the damage.\nA destroyed mummy goes back into the mummy deck until the Exit opens; after that it is gone for good. The Lord leaves the game when destroyed.",
		pictureFight},
	{"Regroup",
		"A Regroup uses up one of the Regroup tiles (three in a game at Normal). Your cat stays where it is; every other cat may join it, walking there for free, however far, if no mummy bars the way.\nEach cat taking part lays up to two cards face down. You may spend torches: two cards, and two more for each torch spent, come back at random from the discard pile. All the cards are turned up and shared out among the cats taking part as you agree, each keeping at least one card; tokens may be passed too.\nPlaying alone, a Regroup brings cards back from the discard pile.",
		pictureRegroup},
	{"Sarcophagi",
		"Exploring a sarcophagus room draws a sarcophagus token, which lies face up before its cat: Torches (more torches for the supply), Room cards (draw that many), Double strike, Amulet (ignore one attack on your cat, even in another's turn), Secret passage (join two rooms through a wall) or Trap (the top mummy wakes at once).\nAny token but a Trap may instead be discarded to teleport your cat to any room of the maze. Tokens are used in your own turn, before or after your action, except the Amulet.",
		pictureTokens},
	{"The Catventurers",
		"Each cat has an ability that works once for every question mark it rolls in a fight:\nCleo the Cartographer draws a room card;\nHoward the Tomb Reader draws a sarcophagus token;\nSekhmet the Brawler deals one more damage;\nSpark the Torchbearer adds a torch to the supply.\nThe cats are dealt at random, or chosen on the new-game screen. While the Lord of Silence is in the maze, question marks do nothing.",
		pictureCats},
	{"On the screen",
		"Click a card of your hand, then one of the glowing cells; when the card fits more than one way, Turn shows the next way, and Lay the room lays it. Mummies you can fight in reach are marked red: click one to fight. Click an empty cell with no card chosen to put your paw marker there: it asks the team to keep that cell for you.\nDrag the maze (or drag with the right button, or use the right stick) to look around; the wheel, + and - zoom; Show all brings the whole maze back. H asks for a hint, Ctrl+Z takes back your last step until something new is revealed (a card drawn, dice rolled, a mummy woken).\nWith several people, the screen is covered before a hand is shown to someone other than the last person who saw one; never for computer teammates or one person playing several cats, and never with Open hands.",
		pictureScreen},
	{"Difficulty",
		"Easy: 6 cards each, 7 torches, 4 Regroups.\nNormal (the rulebook): 5 cards each, 5 torches, 3 Regroups.\nHard: 5 cards each, 4 torches, 2 Regroups, and 3 hearts already on the mummy deck.\nHeroic: 4 cards each, 4 torches, 2 Regroups, and 3 hearts on the mummy deck.\nThe Mummy Lord is drawn at random and stays hidden until the Exit opens, unless you choose it. One player may play one cat (the rulebook's solo game) or run several.",
		pictureDifficulty},
}

// Rules is the rules screen: the pages on the left, the chosen one on
// the right with its picture. Left and Right turn the page.
type Rules struct {
	back scenes.Scene
	sel  int
	bs   scenes.Buttons
	art  *rrrender.Art
	t    float64
}

// NewRules opens the rules; Back returns to back.
func NewRules(back scenes.Scene) *Rules { return &Rules{back: back} }

// rulesGeom is where the rules screen puts things, in screen pixels.
type rulesGeom struct {
	heading, back, box, title, picture, body, foot layout.Rect
	list                                           []layout.Rect
}

func rulesLayout(f layout.Frame) rulesGeom {
	u := f.U
	g := rulesGeom{heading: f.R(48, 20, 1184, 44), back: f.R(48, 652, 230, 48), box: f.R(300, 76, 932, 628)}
	for i := range rulePages {
		g.list = append(g.list, f.R(48, 76+float64(i)*52, 230, 46))
	}
	in := g.box.Inset(20 * u)
	g.title = layout.Rect{X: in.X, Y: in.Y, W: in.W, H: 34 * u}
	g.picture = layout.Rect{X: in.X, Y: in.Y + 40*u, W: in.W, H: 210 * u}
	g.body = layout.Rect{X: in.X, Y: g.picture.Bottom() + 12*u, W: in.W, H: in.Bottom() - g.picture.Bottom() - 40*u}
	g.foot = layout.Rect{X: in.X, Y: in.Bottom() - 22*u, W: in.W, H: 22 * u}
	return g
}

func (r *Rules) layout(ctx *scenes.Context) {
	g := rulesLayout(ctx.Frame)
	r.bs = r.bs[:0]
	for i, p := range rulePages {
		r.bs = append(r.bs, scenes.Button{Rect: g.list[i], Label: i18n.T(p.title), Chosen: i == r.sel, On: func(*scenes.Context) { r.sel = i }})
	}
	r.bs = append(r.bs, scenes.Button{Rect: g.back, Label: i18n.T("Back"), On: func(ctx *scenes.Context) { ctx.Go(r.back) }})
}

// Update chooses a page.
func (r *Rules) Update(ctx *scenes.Context) error {
	r.layout(ctx)
	r.t += 1.0 / 60
	switch {
	case ctx.In.Has(input.Back):
		ctx.Go(r.back)
	case ctx.In.Has(input.Right), ctx.In.Has(input.PageDown):
		r.sel = min(len(rulePages)-1, r.sel+1)
	case ctx.In.Has(input.Left), ctx.In.Has(input.PageUp):
		r.sel = max(0, r.sel-1)
	default:
		r.bs.Update(ctx)
	}
	return nil
}

// Draw shows the chosen page.
func (r *Rules) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	r.layout(ctx)
	f, u := ctx.Fonts, ctx.Frame.U
	g := rulesLayout(ctx.Frame)
	render.TextMid(dst, i18n.T("How to play Run Run Run!"), f.Head, g.heading, render.Gold, render.Left)
	render.Panel(dst, g.box, render.PanelFill, render.PanelLine, u)
	p := rulePages[r.sel]
	render.TextMid(dst, i18n.T(p.title), f.Head, g.title, render.Gold, render.Left)
	if r.art == nil {
		r.art = rrrender.NewArt()
	}
	render.Panel(dst, g.picture, render.Background, render.PanelLine, u)
	p.picture(r.art, clip(dst, g.picture.Inset(2*u)), g.picture, r.t)
	text := i18n.T(p.text)
	scenes.DrawParagraph(dst, text, scenes.FitParagraph(text, f.Body, g.body), g.body, render.Ink)
	render.TextMid(dst, i18n.T("A summary in our own words; the printed rulebook is the authority."), f.Small, g.foot, render.InkFaint, render.Left)
	r.bs.Draw(dst, ctx, f.Bold)
}

// Leave frees the pictures.
func (r *Rules) Leave() {
	if r.art != nil {
		r.art.Dispose()
		r.art = nil
	}
}

// Legend adds turning the page to the usual keys.
func (r *Rules) Legend(ctx *scenes.Context) (layout.Rect, []scenes.LegendKey) {
	u := ctx.Frame.U
	keys := scenes.BaseLegend(ctx)
	if ctx.In.Last == input.Gamepad {
		keys = append(keys, scenes.LegendKey{Key: i18n.T("LT RT"), Does: i18n.T("page")})
	} else {
		keys = append(keys, scenes.LegendKey{Key: i18n.T("PgUp PgDn"), Does: i18n.T("page")})
	}
	return layout.Rect{X: 0, Y: ctx.H - 24*u, W: ctx.W, H: 24 * u}, keys
}

// Probe lists the pages.
func (r *Rules) Probe(ctx *scenes.Context) scenes.Probe {
	r.layout(ctx)
	return scenes.Probe{Scene: "rules", Seat: -2, View: -1, Targets: r.bs.Probe(ctx)}
}

// The pictures: each draws into r (a band across the page) at time t.

// row lays n things out evenly across r: the centre of the i-th.
func row(r layout.Rect, i, n int) (x, y float64) {
	return r.X + r.W*(float64(i)+0.5)/float64(n), r.Y + r.H/2
}

func pictureGoal(a *rrrender.Art, dst *ebiten.Image, r layout.Rect, t float64) {
	z := r.H * 0.2
	cx, cy := r.X+r.W*0.3, r.Y+r.H*0.78
	a.DrawCrypt(dst, cx, cy, z, rrrender.RoomLook{Warmth: 1, Time: t})
	cards := []rrr.Card{25, 40, 55}
	for i, c := range cards {
		x, y := rrrender.CellCenter(rrr.Coord{Q: int8(i % 2), R: int8(-1 - i)})
		a.DrawRoom(dst, c, uint8(i*2%6), cx+x*z, cy+y*z, z, rrrender.RoomLook{Warmth: 1, Time: t})
	}
	a.DrawCat(dst, 0, 0, rrrender.WalkFrame(t, 3), cx+0.2*z, cy-z*1.3, z*1.1, false, 1)
	a.DrawFigure(dst, 2, 0, rrrender.ShuffleFrame(t), cx+1.6*z, cy-z*2.6, z*1.2, true, 1)
	a.DrawExit(dst, 1<<rrr.S, r.X+r.W*0.75, r.Y+r.H*0.45, z*1.3, rrrender.RoomLook{Warmth: 1, Time: t})
	a.DrawFigure(dst, rrr.LordIndex, 1, 0, r.X+r.W*0.75, r.Y+r.H*0.55, z*1.5, false, 1)
}

func pictureTurn(a *rrrender.Art, dst *ebiten.Image, r layout.Rect, t float64) {
	s := r.H * 0.34
	for i, f := range []rrr.Face{rrr.FaceMummy, rrr.FaceBlank} {
		x, y := row(r, i, 6)
		a.DrawDieRoll(dst, rrrender.MummyDie, f, x+r.W*0.05, y, s, math.Mod(t/2, 1.4), i)
	}
	x, y := row(r, 3, 6)
	beat := math.Max(0, math.Sin(t*4))
	a.DrawMummyDeck(dst, 3, 3+int(t)%3, x, y, r.H*0.8, beat)
	x, y = row(r, 5, 6)
	a.DrawFigure(dst, 0, 0, rrrender.ShuffleFrame(t), x, y+r.H*0.35, r.H*0.7, true, 1)
}

func pictureExplore(a *rrrender.Art, dst *ebiten.Image, r layout.Rect, t float64) {
	z := r.H * 0.22
	cx, cy := r.X+r.W*0.62, r.Y+r.H*0.62
	a.DrawCrypt(dst, cx, cy+z*1.7, z, rrrender.RoomLook{Warmth: 1, Time: t})
	a.DrawRoom(dst, 26, 0, cx, cy, z, rrrender.RoomLook{Warmth: 1, Time: t})
	// a card from the hand turns to fit the open corridor on the left
	k := math.Mod(t/2.5, 1)
	tx, ty := rrrender.CellCenter(rrr.Coord{Q: -1, R: 0})
	hx, hy := r.X+r.W*0.15, r.Y+r.H*0.5
	e := smooth(k / 0.7)
	x, y := hx+(cx+tx*z-hx)*e, hy+(cy+ty*z-hy)*e
	a.DrawRoom(dst, 33, 3, x, y, z, rrrender.RoomLook{Angle: (1 - e) * 2.2, Lift: 1 - e, Warmth: e, Time: t})
	a.DrawCat(dst, 3, 3, rrrender.WalkFrame(t, 3), cx, cy+z*0.4, z*1.1, true, 1)
}

func pictureMechanisms(a *rrrender.Art, dst *ebiten.Image, r layout.Rect, t float64) {
	z := r.H * 0.2
	for k, set := range [2][3]rrr.Card{{10, 14, 18}, {10, 11, 12}} {
		cx, cy := r.X+r.W*(0.25+0.42*float64(k)), r.Y+r.H*0.42
		cells := [3]rrr.Coord{{Q: 0, R: 0}, {Q: 1, R: -1}, {Q: 1, R: 0}}
		var p [3][2]float64
		for i, c := range cells {
			x, y := rrrender.CellCenter(c)
			p[i] = [2]float64{cx + x*z, cy + y*z}
			a.DrawRoom(dst, set[i], 3, p[i][0], p[i][1], z, rrrender.RoomLook{Warmth: 1, Time: t})
		}
		a.DrawLinks(dst, p, k == 0, z, math.Min(1, math.Mod(t/2, 1.5)), t)
	}
	a.DrawExitGears(dst, 2, r.X+r.W*0.92, r.Y+r.H*0.5, r.H*0.6, t)
}

func pictureMummies(a *rrrender.Art, dst *ebiten.Image, r layout.Rect, t float64) {
	for m := 0; m < rrr.NumMummies; m++ {
		x, y := row(r, m, 5)
		a.DrawFigure(dst, m, 0, rrrender.ShuffleFrame(t+float64(m)*0.3), x, y+r.H*0.4, r.H*0.75, m%2 == 1, 1)
	}
	x, y := row(r, 4, 5)
	a.DrawMummyCard(dst, 1, 0, 3, x, y, r.H*0.9, 0)
}

func pictureFight(a *rrrender.Art, dst *ebiten.Image, r layout.Rect, t float64) {
	s := r.H * 0.3
	for i, f := range []rrr.Face{rrr.FaceHit, rrr.FaceQuestion, rrr.FaceHex, rrr.FacePaw} {
		x, y := row(r, i, 6)
		a.DrawDieRoll(dst, rrrender.CombatDie, f, x, y, s, math.Mod(t/2, 1.3), i+3)
	}
	x, y := row(r, 4, 6)
	a.DrawCat(dst, 2, 2, rrrender.CatStand, x, y+r.H*0.35, r.H*0.62, false, 1)
	x, y = row(r, 5, 6)
	a.DrawUnravel(dst, 2, 0, x, y+r.H*0.38, r.H*0.7, math.Mod(t/3, 1))
}

func pictureRegroup(a *rrrender.Art, dst *ebiten.Image, r layout.Rect, t float64) {
	a.DrawRegroupTiles(dst, 3, r.X+r.W*0.1, r.Y+r.H*0.5, r.H*0.3)
	for i := 0; i < 4; i++ {
		x, y := row(r, i+2, 7)
		k := math.Min(1, math.Max(0, math.Mod(t/2, 2)-float64(i)*0.2))
		a.DrawCardFlip(dst, rrr.Card(20+i*9), 0, x, y, r.H*0.28, k)
	}
	for s := 0; s < 2; s++ {
		x, y := row(r, 6, 7)
		a.DrawCat(dst, rrr.Cat(s), s, rrrender.CatStand, x-float64(s)*r.H*0.25, y+r.H*0.35, r.H*0.55, s == 1, 1)
	}
}

func pictureTokens(a *rrrender.Art, dst *ebiten.Image, r layout.Rect, t float64) {
	for i, tk := range []rrr.Token{1, 5, 8, 10, 13, 15} {
		x, y := row(r, i, 6)
		flip := math.Cos(math.Min(math.Pi, math.Max(0, math.Mod(t, 6)-float64(i)*0.3)*2))
		a.DrawToken(dst, tk, x, y, r.H*0.5, math.Abs(flip))
	}
}

func pictureCats(a *rrrender.Art, dst *ebiten.Image, r layout.Rect, t float64) {
	for c := 0; c < rrr.NumCats; c++ {
		x, y := row(r, c, 4)
		a.DrawCat(dst, rrr.Cat(c), c, rrrender.WalkFrame(t+float64(c)*0.25, 2), x, y+r.H*0.42, r.H*0.8, c%2 == 1, 1)
	}
}

func pictureScreen(a *rrrender.Art, dst *ebiten.Image, r layout.Rect, t float64) {
	// the hand, its second card chosen and turned the way it goes
	cards := []rrr.Card{12, 32, 48, 57}
	hr := layout.Rect{X: r.X + r.W*0.03, Y: r.Y + r.H*0.2, W: r.W * 0.42, H: r.H * 0.6}
	turn := uint8(t/1.2) % 2 * 2
	a.DrawHand(dst, hr, cards, rrrender.HandStyle{Selected: 1, Hot: -1, Rot: turn})
	// the maze: a glowing cell with the card on it, another cell dashed
	// where it could go, and a paw marker keeping a third
	z := r.H * 0.17
	cam := rrrender.Camera{View: layout.Rect{X: r.X + r.W*0.45, Y: r.Y, W: r.W * 0.55, H: r.H}, X: 0, Y: -1.75, Zoom: z}
	x, y := cam.At(rrr.Coord{})
	a.DrawCrypt(dst, x, y, z, rrrender.RoomLook{Warmth: 1, Time: t})
	x, y = cam.At(rrr.Coord{Q: 0, R: -1})
	a.DrawRoom(dst, 25, 0, x, y, z, rrrender.RoomLook{Warmth: 1, Time: t})
	ghost := rrr.Coord{Q: 0, R: -2}
	x, y = cam.At(ghost)
	a.DrawRoom(dst, 32, turn, x, y, z, rrrender.RoomLook{Warmth: 1, Alpha: 0.9, Lift: 0.3, Time: t})
	a.DrawCellOutline(dst, cam, ghost, render.Gold, 0.8+0.2*math.Sin(t*4))
	a.DrawSpot(dst, cam, rrr.Coord{Q: 1, R: -2}, render.Highlight, 0.6+0.4*math.Sin(t*4))
	x, y = cam.At(rrr.Coord{Q: -1, R: -1})
	a.DrawSpot(dst, cam, rrr.Coord{Q: -1, R: -1}, render.Mix(render.Highlight, render.InkDim, 0.5), 0.8)
	a.DrawPawMarker(dst, 1, x, y, z*0.8, math.Abs(math.Sin(t*2)))
}

func pictureDifficulty(a *rrrender.Art, dst *ebiten.Image, r layout.Rect, t float64) {
	for i, n := range []int{7, 5, 4, 4} {
		x := r.X + r.W*(0.04+0.245*float64(i))
		a.DrawTorchSupply(dst, rrrender.TorchSupply{N: n, Flare: 1, Time: t + float64(i)}, x, r.Y+r.H*0.55, r.H*0.35)
		a.DrawMummyDeck(dst, 4, []int{0, 0, 3, 3}[i], x+r.W*0.1, r.Y+r.H*0.75, r.H*0.36, 0)
	}
}
