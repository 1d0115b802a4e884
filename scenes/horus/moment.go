package horus

import "github.com/pyramid-studio/pyramid/game/horus"

// moment is what the top bar shows: the match as it stood when the
// world's animations last reached every event played. The engine is
// ahead of the board while a step's animations play (the dice still
// tumble when the match already knows their values), so the top bar and
// the log wait for the board and the three tell the same moment.
type moment struct {
	obs   horus.Observation // as the view's seat sees it
	cur   int               // the seat to act (or horus.ChanceSeat, horus.TerminalSeat)
	stale bool              // the match has moved on since
}

// catchUp brings the top bar's moment up to the match once the
// animations have reached every event (at once at instant speed, after a
// skip, a jump or an undo).
func (p *Play) catchUp() {
	if p.head.stale && p.world.Pending() == 0 {
		p.head = moment{obs: p.obs, cur: p.m.State.Current()}
	}
}

// logShown is how many of the events played the log tells: those the
// animations have reached.
func (p *Play) logShown() int { return max(0, len(p.events)-p.world.Pending()) }
