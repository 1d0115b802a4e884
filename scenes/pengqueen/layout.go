package pengqueen

import (
	"math"

	"github.com/pyramid-studio/pyramid/client/layout"
	pqart "github.com/pyramid-studio/pyramid/render/pengqueen"
	"github.com/pyramid-studio/pyramid/scenes"
)

// playLayout is where the play screen puts things, in screen pixels, laid
// out in the 1280×720 design frame (layout.Frame) and scaled with it. The
// maze takes the left of the screen; its pyramid leaves the two top
// corners free, where the dice tray with its shelf (left) and the
// Mummy's corner with her die and pile (right) go, as they lie beside the
// real board. Under the maze is the strip of the acting hunter's hand (or,
// on the Mummy's side, what was last announced to her); on the right are
// the seats, the prompt and the log.
type playLayout struct {
	layout.Frame
	Top    layout.Rect // the top bar
	Area   layout.Rect // where the maze is fitted: the camera's view
	Fit    pqart.Board // the maze as fitted, which its art is painted for
	B      pqart.Board // the maze as the camera shows it (zoom: camera.go)
	Tray   layout.Rect // the dice tray (top-left corner)
	Shelf  layout.Rect // the shelf of dice set aside, under the tray
	Corner layout.Rect // the Mummy's die, her steps and her pile (top-right corner)
	Strip  layout.Rect // under the maze: a hunter's hand, or the announcement
	Seats  layout.Rect // the seats' panel
	Prompt layout.Rect // what the player is asked, with the buttons
	Log    layout.Rect // the game log
	Menu   layout.Rect // the pause menu's button, in the top bar
	Die    int         // a white die's size in pixels
}

// newPlayLayout lays the play screen out for a w×h screen.
func newPlayLayout(w, h float64) playLayout {
	f := layout.NewFrame(w, h)
	l := playLayout{Frame: f}
	l.Top = layout.Rect{X: 0, Y: f.Y0, W: w, H: 40 * f.U}
	l.Menu = f.R(1160, 6, 112, 28)
	l.Area = f.R(4, 42, 856, 540)
	l.Fit = pqart.FitBoard(l.Area)
	l.B = l.Fit
	l.Strip = f.R(8, 586, 848, 128)
	l.Seats = f.R(866, 46, 408, 212)
	l.Prompt = f.R(866, 264, 408, 250)
	l.Log = f.R(866, 520, 408, 194)
	c := l.Fit.Cell
	l.Die = l.Fit.Sizes().Die
	d := float64(l.Die)
	// the tray: five dice abreast; the shelf under it. Both stay left of
	// the pyramid's slope (its side at column 10-r in row r's band).
	tw := math.Round(d*5*1.18 + d*0.7)
	l.Tray = layout.Rect{X: l.Fit.Rect.X + 0.15*c, Y: l.Fit.Rect.Y + 0.1*c, W: tw, H: math.Round(d * 1.7)}
	l.Shelf = layout.Rect{X: l.Tray.X, Y: l.Tray.Bottom() + 0.1*c, W: tw, H: math.Round(d * 1.1)}
	l.Corner = layout.Rect{X: l.Fit.Rect.Right() - tw - 0.15*c, Y: l.Tray.Y, W: tw, H: l.Shelf.Bottom() - l.Tray.Y}
	return l
}

// panels are the places the shell's panels go (scenes.BoardView.Panels).
func (l *playLayout) panels() scenes.Panels {
	return scenes.Panels{Top: l.Top, Prompt: l.Prompt, Log: l.Log}
}

// promptRows is the height of the prompt's buttons, in units: 44, a
// target a finger reaches (44 px at 1280×720), two rows of them in the
// panel.
const promptRows = 44

// promptParts are the prompt panel's parts: its title, what it asks (up
// to four lines of body text at the largest text size), the buttons
// (two rows of promptRows), the status line at its foot, and the Skip
// button over the status line's right end (shown only while something
// plays, when there are no buttons). The status line holds two lines of
// body text: what a button or square does is said there, in type a TV
// shows well.
func (l *playLayout) promptParts() (title, body, buttons, status, skip layout.Rect) {
	r, u := l.Prompt, l.U
	title = layout.Rect{X: r.X + 10*u, Y: r.Y + 4*u, W: r.W - 20*u, H: 26 * u}
	body = layout.Rect{X: r.X + 10*u, Y: r.Y + 32*u, W: r.W - 20*u, H: 74 * u}
	buttons = layout.Rect{X: r.X + 10*u, Y: r.Y + 110*u, W: r.W - 20*u, H: (2*promptRows + 6) * u}
	status = layout.Rect{X: r.X + 10*u, Y: buttons.Bottom() + 2*u, W: r.W - 20*u, H: r.Bottom() - buttons.Bottom() - 4*u}
	skip = layout.Rect{X: r.Right() - 142*u, Y: r.Bottom() - 50*u, W: 134 * u, H: promptRows * u}
	return
}
