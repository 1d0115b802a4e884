package runrunrun

import (
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/scenes"
)

// geom is where the play screen and the replay viewer put things, in
// screen pixels, from the design frame of 1280×720 units (scaled to the
// window, centred): the top bar; on the left the table (the torch
// supply, the mummy deck and the hidden Lord, the exit gears, Regroup
// tiles, the dice, the awake mummies); the maze in the middle; below it
// the hand of the seat whose view is shown (in the replay viewer, its
// controls); on the right the team, what the player is asked and the log.
type geom struct {
	u      float64
	top    layout.Rect
	table  layout.Rect
	maze   layout.Rect
	hand   layout.Rect
	team   layout.Rect
	prompt layout.Rect
	log    layout.Rect
}

// newGeom lays the screen out in ctx's frame; replay gives the hand's
// place to the viewer's controls and the prompt's to the log.
func newGeom(ctx *scenes.Context, replay bool) geom {
	f := ctx.Frame
	g := geom{u: f.U,
		top:    layout.Rect{X: 0, Y: 0, W: ctx.W, H: f.Y0 + 48*f.U},
		table:  f.R(6, 52, 248, 662),
		maze:   f.R(260, 52, 652, 478),
		hand:   f.R(260, 536, 652, 178),
		team:   f.R(918, 52, 356, 186),
		prompt: f.R(918, 244, 356, 290),
		log:    f.R(918, 540, 356, 174),
	}
	if replay {
		g.log = f.R(918, 244, 356, 470)
	}
	return g
}

// panels are the places the board view leaves for the shell's panels.
func (g geom) panels(replay bool) scenes.Panels {
	if replay {
		return scenes.Panels{Top: g.top, Prompt: g.hand, Log: g.log}
	}
	return scenes.Panels{Top: g.top, Prompt: g.prompt, Log: g.log}
}
