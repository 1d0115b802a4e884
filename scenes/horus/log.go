package horus

import (
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
)

// logLines tells the events as seat may see them, in the game's words
// (horus.NarrateRun: runs of dice and of one mummy's steps in one line),
// each line inked for the seat it concerns and for what happened.
func logLines(events []horus.Event, o *horus.Observation, people []string, seat int) []scenes.LogLine {
	names := seatNames(o, people)
	var out []scenes.LogLine
	for i := 0; i < len(events); {
		text, n := horus.NarrateRun(events[i:], seat, names)
		e := events[i]
		i += max(n, 1)
		if text == "" {
			continue
		}
		ink := render.InkDim
		if e.Seat >= 0 && int(e.Seat) < int(o.Opt.Players) {
			ink = render.Mix(render.SeatColors[e.Seat], render.Ink, 0.45)
		}
		switch {
		case e.Kind == horus.EvDieRolled && e.Seat < 0:
			ink = render.InkDim
		case e.Kind == horus.EvMummyStep:
			ink = render.Mix(render.Danger, render.Ink, 0.5)
		case e.Kind == horus.EvRound:
			ink = render.Gold
		case e.Kind == horus.EvBlockFell || e.Kind == horus.EvCrushed || e.Kind == horus.EvTrapped || e.Kind == horus.EvMummified:
			ink = render.Danger
		}
		out = append(out, scenes.LogLine{Text: text, Ink: ink})
	}
	return out
}

// seatNames names the seats as the screens do: the name typed for a
// person, or the adventurer's.
func seatNames(o *horus.Observation, people []string) table.Names {
	return func(p int) string {
		switch {
		case p < 0 || p >= int(o.Opt.Players):
			return ""
		case p < len(people) && people[p] != "":
			return people[p]
		}
		return o.Players[p].Adventurer.Name()
	}
}
