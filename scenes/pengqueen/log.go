package pengqueen

import (
	"strings"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
)

// logLines tells events (as the view sees them) in the game's words
// (Game.Narrate, the one narrator of the screens, the saves and the
// tools), each inked for the penguin it concerns or for the Mummy.
func (b *Board) logLines(evs []pq.TableEvent) []scenes.LogLine {
	var out []scenes.LogLine
	for _, e := range evs {
		text := pq.Game.Narrate(e, b.view, b.who)
		if text == "" {
			continue
		}
		ink := render.InkDim
		switch e.Kind {
		case pq.EvRound:
			ink = render.Gold
		case pq.EvMummyDie, pq.EvMummyStop, pq.EvReset, pq.EvDiceBack:
			ink = render.Mix(render.Good, render.Ink, 0.45)
		case pq.EvCaught, pq.EvToken, pq.EvOut:
			ink = render.Danger
		case pq.EvGameOver:
			ink = render.Gold
		default:
			if e.Colour != pq.NoPieceColour {
				ink = render.Mix(b.colours.PieceTones(e.Colour).Main, render.Ink, 0.4)
			}
		}
		out = append(out, scenes.LogLine{Text: text, Ink: ink})
	}
	return out
}

// stepSeenBy writes a step of a record as seat view may read it, from
// the step's events as that seat sees them: a card dealt to another
// hand, a white die's face and where a hunter moved are left unsaid to
// the Mummy and an onlooker ("move 3", "white ?", "deal ?").
func stepSeenBy(step string, evs []table.Event, view int) string {
	f := strings.Fields(step)
	if len(f) == 0 {
		return step
	}
	for _, te := range evs {
		v, ok := te.VisibleTo(view)
		if !ok {
			if e, ok := te.(pq.TableEvent); ok && e.Kind == pq.EvDie {
				return f[0] + " ?"
			}
			continue
		}
		e, ok := v.(pq.TableEvent)
		if !ok {
			continue
		}
		switch {
		case e.Kind == pq.EvDealt && e.Card == pq.NoCard:
			return f[0] + " ?"
		case e.Kind == pq.EvMoved && !e.To.Valid() && len(f) > 2:
			return strings.Join(f[:2], " ")
		}
	}
	return step
}
