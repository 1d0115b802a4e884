package scenes

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
)

// logLine is one line of the game log.
type logLine struct {
	text string
	ink  color.RGBA
}

// logCache holds the log in words for one view; it is rebuilt when events
// arrive or the view changes (each seat may see different things).
type logCache struct {
	key   int
	lines []logLine
}

// logLines tells the events as seat may see them. Runs of dice and of one
// mummy's steps are told in one line.
func logLines(events []horus.Event, o *horus.Observation, people []string, seat int) []logLine {
	n := names{o: o, people: people}
	var out []logLine
	for i := 0; i < len(events); i++ {
		e := events[i].SeenBy(seat)
		ink := render.InkDim
		if e.Seat >= 0 && int(e.Seat) < int(o.Opt.Players) {
			ink = render.Mix(render.SeatColors[e.Seat], render.Ink, 0.45)
		}
		switch {
		case e.Kind == horus.EvDieRolled && e.Seat < 0:
			var parts []string
			for ; i < len(events) && events[i].Kind == horus.EvDieRolled && events[i].Seat < 0; i++ {
				parts = append(parts, fmt.Sprintf("%s %d", dieWord(events[i].Die), events[i].Value))
			}
			i--
			out = append(out, logLine{i18n.F("Dice: %s.", strings.Join(parts, ", ")), render.InkDim})
			continue
		case e.Kind == horus.EvMummyStep:
			path := []string{e.From.String(), e.To.String()}
			for i+1 < len(events) && events[i+1].Kind == horus.EvMummyStep && events[i+1].Mummy == e.Mummy {
				i++
				path = append(path, events[i].To.String())
			}
			out = append(out, logLine{i18n.F("%s walks %s.", n.mummy(int(e.Mummy)), strings.Join(path, " > ")), render.Mix(render.Danger, render.Ink, 0.5)})

			continue
		case e.Kind == horus.EvRound:
			ink = render.Gold
		case e.Kind == horus.EvBlockFell || e.Kind == horus.EvCrushed || e.Kind == horus.EvTrapped || e.Kind == horus.EvMummified:
			ink = render.Danger
		}
		if s := n.describe(e); s != "" {
			out = append(out, logLine{s, ink})
		}
	}
	return out
}
