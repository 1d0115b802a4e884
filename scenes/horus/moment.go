package horus

import "github.com/pyramid-studio/pyramid/game/horus"

// moment is what the top bar shows: the match as it stood when the
// world's animations last reached every event played, moved on by the
// round, phase and Dice Keeper of the events they have reached since. The
// engine is ahead of the board while a step's animations play (the dice
// still tumble when the match already knows their values), so the top bar
// and the log wait for the board and the three tell the same moment.
type moment struct {
	obs   horus.Observation // as the view's seat sees it
	cur   int               // the seat to act (or horus.ChanceSeat, horus.TerminalSeat)
	stale bool              // the match has moved on since
	from  int               // the events before this index are in obs
}

// catchUp brings the top bar's moment up to the match once the
// animations have reached every event (at once at instant speed, after a
// skip, a jump or an undo); until then it takes the round, the phase and
// the Dice Keeper from the events they have reached.
func (b *Board) catchUp() {
	if !b.head.stale {
		return
	}
	pending := b.world.Pending()
	if pending == 0 || b.head.from > len(b.events) {
		b.head = moment{obs: b.obs, cur: b.m.State.Current(), from: len(b.events)}
		return
	}
	reached := len(b.events) - pending
	for _, e := range b.events[b.head.from:max(b.head.from, reached)] {
		switch e.Kind {
		case horus.EvRound:
			b.head.obs.Round, b.head.obs.Keeper = e.Value, uint8(e.Seat)
		case horus.EvPhase:
			b.head.obs.Phase = horus.Phase(e.Value)
		}
	}
	b.head.from = max(b.head.from, reached)
}

// logShown is how many of the events played the log tells: those the
// animations have reached.
func (b *Board) logShown() int { return max(0, len(b.events)-b.world.Pending()) }
