package runrunrun

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/render"
)

// The sheets the contact-sheet run draws. Their captions are for the
// people checking the art, never shown in the game.

func heading(dst *ebiten.Image, f render.Fonts, s string, x, y float64) {
	render.Text(dst, s, f.Bold, x, y, render.Gold, render.Left)
}

// handOf lists the cards of a set.
func handOf(s rrr.CardSet) []rrr.Card {
	var out []rrr.Card
	for i := 0; i < s.Len(); i++ {
		out = append(out, s.Nth(i))
	}
	return out
}

// drawTableSheet is a play screen's worth of the game in mid-play, drawn
// from seat 0's observation: the maze with the open corridor ends and
// the threat shown, the torch supply, the mummy deck, the awake mummies'
// cards, the exit gears, the last roll, and the hands.
func drawTableSheet(a *Art, dst *ebiten.Image, f render.Fonts, u float64, obs *rrr.Observation) {
	W, H := float64(dst.Bounds().Dx()), float64(dst.Bounds().Dy())
	view := layout.Rect{X: 0, Y: 0, W: W - 560*u, H: H - 200*u}
	cam := Fit(obs, view)
	a.DrawBackdrop(dst, cam)
	last := obs.Cells[obs.NCells-1].At
	a.DrawMaze(dst, obs, cam, MazeStyle{Time: 2.2, Threat: true, Spots: OpenEnds(obs), SpotColor: render.Highlight, Highlight: []rrr.Coord{last}})

	p := layout.Rect{X: W - 550*u, Y: 10 * u, W: 540 * u, H: H - 220*u}
	render.Panel(dst, p, render.PanelFill, render.PanelLine, u*1.5)
	x, y := p.X+20*u, p.Y+12*u
	heading(dst, f, fmt.Sprintf("Torches: %d", obs.Torches), x, y)
	a.DrawTorchSupply(dst, TorchSupply{N: int(obs.Torches), Flare: 1, Time: 2.2}, x, y+120*u, 80*u)
	heading(dst, f, fmt.Sprintf("Mummy deck: %d hearts", obs.TopHearts), x, y+140*u)
	deck := 0
	for m := 0; m < rrr.NumMummies; m++ {
		if obs.MummyDeck()&(1<<m) != 0 {
			deck++
		}
	}
	a.DrawMummyDeck(dst, deck, int(obs.TopHearts), x+70*u, y+280*u, 190*u, 0)
	if obs.Lord == 0 {
		a.DrawLordCard(dst, x+210*u, y+280*u, 190*u)
	}
	heading(dst, f, fmt.Sprintf("Exit: %d of 3", obs.ExitMechs), x+320*u, y+140*u)
	a.DrawExitGears(dst, int(obs.ExitMechs), x+410*u, y+260*u, 170*u, 0.4)
	a.DrawRegroupTiles(dst, int(obs.Regroups), x+350*u, y+360*u, 44*u)
	heading(dst, f, "Awake", x, y+395*u)
	cx := x + 60*u
	for m := 0; m < rrr.NumFigures; m++ {
		fg := obs.Figures[m]
		if fg.Place != rrr.InMaze {
			continue
		}
		a.DrawMummyCard(dst, m, obs.Lord, int(fg.Hearts), cx, y+530*u, 220*u, 0)
		cx += 160 * u
	}
	heading(dst, f, "Last rolls", x, y+660*u)
	dx := x + 30*u
	for _, fc := range obs.MummyDice {
		if fc != rrr.FaceNone {
			a.DrawDie(dst, MummyDie, fc, dx, y+730*u, 60*u)
			dx += 66 * u
		}
	}
	dx += 20 * u
	for _, fc := range obs.CombatDice {
		if fc != rrr.FaceNone {
			a.DrawDie(dst, CombatDie, fc, dx, y+730*u, 60*u)
			dx += 66 * u
		}
	}
	ty := y + 790*u
	tx := x + 30*u
	for s := 0; s < obs.NumSeats(); s++ {
		for i := 0; i < obs.Tokens[s].Len(); i++ {
			a.DrawToken(dst, obs.Tokens[s].Nth(i), tx, ty+30*u, 56*u, 1)
			tx += 60 * u
		}
	}
	if tx == x+30*u {
		a.DrawToken(dst, rrr.NoToken, tx, ty+30*u, 56*u, 1)
	}

	// the hands: seat 0's face up, the others' backs
	hy := H - 190*u
	a.DrawSeatBadge(dst, 0, 40*u, hy+90*u, 44*u)
	a.DrawHand(dst, layout.Rect{X: 70 * u, Y: hy, W: 760 * u, H: 180 * u}, handOf(obs.Hands[0]), HandStyle{Selected: 1, Hot: 3, Rot: 2})
	hx := 860 * u
	for s := 1; s < obs.NumSeats(); s++ {
		backs := make([]rrr.Card, obs.HandSize[s])
		for i := range backs {
			backs[i] = rrr.NoCard
		}
		a.DrawSeatBadge(dst, s, hx+18*u, hy+90*u, 36*u)
		a.DrawHand(dst, layout.Rect{X: hx + 40*u, Y: hy + 40*u, W: 300 * u, H: 100 * u}, backs, HandStyle{Selected: -1, Hot: -1})
		hx += 350 * u
	}
}

// drawPiecesSheet shows every piece: the 64 room cards, the special
// cards, lit and dark, the six rotations, every cat's frames, every
// mummy and Lord, every die face, every token and the supply.
func drawPiecesSheet(a *Art, dst *ebiten.Image, f render.Fonts, u float64) {
	heading(dst, f, "The 64 room cards as printed (dark rooms dim, lit rooms with their torch)", 20*u, 6*u)
	r := 30 * u
	for c := 0; c < rrr.NumCards; c++ {
		x := 20*u + r + float64(c%16)*r*2.02
		y := 42*u + r + float64(c/16)*r*1.85
		a.DrawCard(dst, rrr.Card(c), 0, x, y, r, 0, 1, 1)
	}
	heading(dst, f, "Crypt, Exit, a card's back; R38 laid dark, then lit", 1010*u, 6*u)
	z := 58 * u
	y0 := 46*u + z
	a.DrawCrypt(dst, 1010*u+z, y0, z, RoomLook{})
	a.DrawExit(dst, 1<<rrr.S, 1140*u+z, y0, z, RoomLook{})
	a.DrawCard(dst, rrr.NoCard, 0, 1270*u+z, y0, z, 0, 1, 1)
	a.DrawRoom(dst, 37, 1, 1400*u+z, y0, z, RoomLook{Warmth: 0})
	a.DrawRoom(dst, 37, 1, 1530*u+z, y0, z, RoomLook{Warmth: 1, Time: 0.3})
	heading(dst, f, "R33 turned 0 to 5", 1660*u, 6*u)
	for k := 0; k < 6; k++ {
		a.DrawRoom(dst, 32, uint8(k), 1700*u+float64(k%2)*90*u, 70*u+float64(k/2)*78*u, 42*u, RoomLook{Warmth: 1})
	}

	heading(dst, f, "Catventurers, standing and walking: Cleo, Howard, Sekhmet, Spark (seats 1-4: circle, triangle, square, diamond)", 20*u, 250*u)
	for c := 0; c < rrr.NumCats; c++ {
		for fr := 0; fr < CatFrames; fr++ {
			x := 60*u + float64(c*CatFrames+fr)*88*u + float64(c)*34*u
			a.DrawCat(dst, rrr.Cat(c), c, fr, x, 420*u, 130*u, false, 1)
		}
	}

	heading(dst, f, "Mummies: Wailing, Swift, Brute, Snuffing; Lords: Fangs, Silence, Stone; the Swift Mummy's shuffle", 20*u, 440*u)
	for k := 0; k < 7; k++ {
		fig, lord := k, uint8(0)
		if k >= rrr.NumMummies {
			fig, lord = rrr.LordIndex, uint8(k-rrr.NumMummies+1)
		}
		a.DrawFigure(dst, fig, lord, 0, 80*u+float64(k)*128*u, 650*u, 135*u, false, 1)
	}
	for fr := 0; fr < MummyFrames; fr++ {
		a.DrawFigure(dst, 1, 0, fr, 980*u+float64(fr)*118*u, 650*u, 135*u, false, 1)
	}
	heading(dst, f, "Dice", 1470*u, 440*u)
	for i, fc := range []rrr.Face{rrr.FaceHit, rrr.FaceQuestion, rrr.FaceHex, rrr.FacePaw} {
		a.DrawDie(dst, CombatDie, fc, 1510*u+float64(i)*92*u, 515*u, 80*u)
	}
	for i, fc := range []rrr.Face{rrr.FaceMummy, rrr.FaceBlank} {
		a.DrawDie(dst, MummyDie, fc, 1510*u+float64(i)*92*u, 610*u, 80*u)
	}

	heading(dst, f, "Sarcophagus tokens and their back", 20*u, 680*u)
	for i, t := range []rrr.Token{0, 1, 3, 4, 5, 7, 8, 10, 13, 15, rrr.NoToken} {
		a.DrawToken(dst, t, 65*u+float64(i%6)*92*u, 760*u+float64(i/6)*92*u, 84*u, 1)
	}
	heading(dst, f, "Markers, hearts, torches, gears, Regroup", 600*u, 680*u)
	for s := 0; s < 4; s++ {
		a.DrawPawMarker(dst, s, 640*u+float64(s)*84*u, 760*u, 74*u, 0)
	}
	a.DrawMechToken(dst, false, 990*u, 760*u, 74*u, 1)
	a.DrawMechToken(dst, true, 1070*u, 760*u, 74*u, 1)
	a.DrawHeart(dst, true, 640*u, 850*u, 54*u, 0)
	a.DrawHeart(dst, false, 705*u, 850*u, 54*u, 0)
	drawAt(dst, a.Torch(80*u), 770*u, 850*u, 80*u/float64(bucket(80*u)), 0, 1, nil, ebiten.Blend{})
	a.DrawExitGears(dst, 2, 900*u, 860*u, 150*u, 0.3)
	a.DrawRegroupTiles(dst, 3, 1010*u, 850*u, 56*u)
	a.DrawTorchSupply(dst, TorchSupply{N: 7, Flare: 1, Time: 0.4}, 600*u, 1000*u, 95*u)
	a.DrawTorchSupply(dst, TorchSupply{N: 2, Flare: 1, Time: 0.9}, 600*u, 1070*u, 55*u)
	heading(dst, f, "Mummy deck, hidden Lord, cards of the awake", 1200*u, 680*u)
	a.DrawMummyDeck(dst, 3, 3, 1250*u, 830*u, 190*u, 0)
	a.DrawLordCard(dst, 1250*u, 980*u, 120*u)
	for k := 0; k < 7; k++ {
		fig, lord := k, uint8(0)
		if k >= rrr.NumMummies {
			fig, lord = rrr.LordIndex, uint8(k-rrr.NumMummies+1)
		}
		hearts := int(figureInfo(k).Hearts) - k%3
		x := 1430*u + float64(k%4)*118*u
		y := 800*u + float64(k/4)*175*u
		a.DrawMummyCard(dst, fig, lord, hearts, x, y, 165*u, 0)
	}
}

// drawCloseup is a few rooms seen from close: the late game's Exit and
// its Lord when the game got there.
func drawCloseup(a *Art, dst *ebiten.Image, f render.Fonts, u float64, obs *rrr.Observation) {
	W, H := float64(dst.Bounds().Dx()), float64(dst.Bounds().Dy())
	view := layout.Rect{W: W, H: H}
	at := obs.Cells[obs.NCells-1].At
	if obs.ExitOpen() {
		at = obs.Cells[obs.ExitCell].At
	}
	cam := Focus(at, view, 230*u)
	// lean towards the rest of the maze, so that the close-up is full
	var mx, my float64
	for i := uint8(0); i < obs.NCells; i++ {
		x, y := CellCenter(obs.Cells[i].At)
		mx, my = mx+x/float64(obs.NCells), my+y/float64(obs.NCells)
	}
	cam.X, cam.Y = cam.X+(mx-cam.X)*0.35, cam.Y+(my-cam.Y)*0.35
	a.DrawBackdrop(dst, cam)
	a.DrawMaze(dst, obs, cam, MazeStyle{Time: 0.7, Threat: true})
	heading(dst, f, "Close up: the same drawing at a card radius of 230 px", 20*u, 10*u)
}

// drawWhole is the late game's whole maze fitted to a small screen: the
// far end of the zoom.
func drawWhole(a *Art, dst *ebiten.Image, f render.Fonts, u float64, obs *rrr.Observation) {
	W, H := float64(dst.Bounds().Dx()), float64(dst.Bounds().Dy())
	cam := Fit(obs, layout.Rect{W: W, H: H})
	a.DrawBackdrop(dst, cam)
	a.DrawMaze(dst, obs, cam, MazeStyle{Time: 0.7, Threat: true})
	// the same maze at the least zoom, in a corner
	far := Fit(obs, layout.Rect{X: W - 390*u, Y: H - 330*u, W: 380 * u, H: 320 * u})
	far.Zoom = MinZoom
	render.Panel(dst, far.View, render.Background, render.PanelLine, u)
	a.DrawMaze(dst, obs, far, MazeStyle{Time: 0.7})
	heading(dst, f, fmt.Sprintf("The whole maze late in the game: %d rooms, a card radius of %.0f px (inset: the least zoom, %.0f px)", obs.Rooms(), cam.Zoom, MinZoom), 20*u, 10*u)
}

// drawAnimSheet films the animation helpers frame by frame.
func drawAnimSheet(a *Art, dst *ebiten.Image, f render.Fonts, u float64, obs *rrr.Observation) {
	row := 0
	strip := func(title string, n int, frame func(i int, x, y float64)) {
		y := 6*u + float64(row)*134*u
		heading(dst, f, title, 20*u, y)
		for i := 0; i < n; i++ {
			frame(i, 90*u+float64(i)*150*u, y+78*u)
		}
		row++
	}
	z := 44 * u
	strip("Laying a room: lifted from the hand, spinning to its rotation, landing with dust; dark until its torch arrives, then warm", 11, func(i int, x, y float64) {
		t := float64(i) / 10
		switch {
		case t < 0.5:
			k := t / 0.5
			a.drawPiece(dst, a.roomPiece(36, 2), x, y-(1-k)*14*u, z, RoomLook{Angle: (1 - k) * (1 - k) * 3, Lift: 1 - k, Scale: 1 + 0.15*(1-k)})
		case t < 0.7:
			a.DrawRoom(dst, 36, 2, x, y, z, RoomLook{})
			a.DrawDust(dst, x, y+z*0.5, z, (t-0.5)/0.2)
		default:
			a.DrawRoom(dst, 36, 2, x, y, z, RoomLook{Warmth: (t - 0.7) / 0.3, Time: t})
		}
	})
	strip("A card flips over (from another's hand to the table: back, edge-on, face)", 7, func(i int, x, y float64) {
		a.DrawCardFlip(dst, 50, 0, x, y+6*u, 44*u, float64(i)/6)
	})
	strip("Dice tumble: a combat die bounces and spins to a hit; a mummy die to a mummy face", 11, func(i int, x, y float64) {
		t := float64(i) / 10
		if i < 6 {
			a.DrawDieRoll(dst, CombatDie, rrr.FaceHit, x, y+24*u, 56*u, t*2, 3)
		} else {
			a.DrawDieRoll(dst, MummyDie, rrr.FaceMummy, x, y+24*u, 56*u, (t-0.5)*2, 4)
		}
	})
	strip("Walking: Cleo and Spark, frames 1-4 twice", 8, func(i int, x, y float64) {
		a.DrawCat(dst, rrr.Cat(i/4*3), i/4, 1+i%4, x, y+48*u, 96*u, false, 1)
	})
	strip("Mummies shuffle (Brute, Wailing); a mummy rises from a room", 11, func(i int, x, y float64) {
		if i < 4 {
			a.DrawFigure(dst, 2, 0, i, x, y+48*u, 96*u, false, 1)
			return
		}
		if i < 6 {
			a.DrawFigure(dst, 0, 0, i-4, x, y+48*u, 96*u, false, 1)
			return
		}
		a.DrawRoom(dst, 20, 0, x, y+12*u, 52*u, RoomLook{Warmth: 1})
		a.DrawRise(dst, 3, 0, x+8*u, y+36*u, 84*u, float64(i-6)/4)
	})
	strip("A destroyed mummy unravels into bandages; the Lord of Fangs too", 11, func(i int, x, y float64) {
		if i < 6 {
			a.DrawUnravel(dst, 1, 0, x, y+48*u, 96*u, float64(i)/5)
			return
		}
		a.DrawUnravel(dst, rrr.LordIndex, 1, x, y+48*u, 78*u, float64(i-6)/4)
	})
	strip("Hearts thump onto the mummy deck; the torch supply flares, then gutters out", 11, func(i int, x, y float64) {
		if i < 5 {
			a.DrawMummyDeck(dst, 2, i+1, x, y+4*u, 104*u, 0.5)
			return
		}
		if i < 8 {
			a.DrawTorchSupply(dst, TorchSupply{N: 1, Flare: float64(i-5) / 3, Time: float64(i)}, x-50*u, y+50*u, 60*u)
			return
		}
		a.DrawTorchSupply(dst, TorchSupply{N: 0, Gutter: float64(i-8) / 3, Time: float64(i)}, x-50*u, y+50*u, 60*u)
	})
	strip("A mechanism: three symbols link with light, its token pops in; the exit gears turn; a paw marker is put down", 11, func(i int, x, y float64) {
		if i < 5 {
			t := float64(i) / 4
			cz := 25 * u
			cells := [3]rrr.Coord{{Q: 0, R: 0}, {Q: 1, R: -1}, {Q: 1, R: 0}}
			cards := [3]rrr.Card{10, 14, 18}
			var p [3][2]float64
			for k, c := range cells {
				cx, cy := CellCenter(c)
				p[k][0], p[k][1] = x-30*u+cx*cz, y-10*u+cy*cz
				a.DrawRoom(dst, cards[k], 3, p[k][0], p[k][1], cz, RoomLook{Warmth: 1})
			}
			a.DrawLinks(dst, p, true, cz, t, t)
			if t > 0.6 {
				a.DrawMechToken(dst, true, (p[0][0]+p[1][0]+p[2][0])/3, (p[0][1]+p[1][1]+p[2][1])/3, cz*0.6, (t-0.6)/0.4)
			}
			return
		}
		if i < 9 {
			a.DrawExitGears(dst, 3, x, y+8*u, 100*u, float64(i-5)*0.35)
			return
		}
		a.DrawPawMarker(dst, 2, x, y+20*u, 60*u, 1-float64(i-9))
	})
}
