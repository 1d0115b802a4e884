package scenes

import (
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/pyramid-studio/pyramid/client/saves"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/session"
)

// The replays list describes each game as a player remembers it — when
// it was played, who played it and how it ended — rather than by its
// file's name: "2030-01-02 18:30", "Anna, Ben and 2 computers · Anna won
// with 23 points". A file is read and played through (a replay's
// positions) only when its row comes into view, once.

// recordWords are a listed game's two lines.
type recordWords struct{ title, detail string }

// fileTime finds the time in a record's file name (…-20300102-183000-…,
// written in UTC). It is compiled when first needed: compiled as the
// program started, it cost a GPU-less browser's start a few milliseconds
// before the title.
var fileTime = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(\d{8}-\d{6})`) })

// describe words the source src for the replays list.
func describe(src saves.Source) recordWords {
	w := recordWords{title: src.Label}
	if m := fileTime().FindString(src.Label); m != "" {
		if at, err := time.ParseInLocation("20060102-150405", m, time.UTC); err == nil {
			w.title = at.Local().Format("2006-01-02 15:04")
		}
	}
	if isAway(src.Game) { // its game (named beside it) is another module's
		w.detail = i18n.T("Opens once its game has loaded.")
		return w
	}
	data, err := src.Read()
	if err != nil {
		w.detail = i18n.T("This file cannot be read.")
		return w
	}
	r, err := saves.OpenReplay(data, w.title)
	if err != nil {
		w.detail = i18n.T("This game cannot be replayed.")
		return w
	}
	w.detail = playersWords(r.Seats())
	m := r.MatchAt(r.Len())
	if result := resultWords(m, r.Seats()); result != "" {
		w.detail += " · " + result
	}
	return w
}

// playersWords names who played: the people by name, the computers
// counted ("Anna, Ben and 2 computers").
func playersWords(seats []session.Seat) string {
	var names []string
	computers := 0
	seen := map[string]bool{}
	for _, s := range seats {
		switch {
		case !s.IsHuman():
			computers++
		case !seen[s.Name]:
			seen[s.Name] = true
			names = append(names, s.Name)
		}
	}
	if computers > 0 {
		names = append(names, i18n.N(computers, "%d computer", "%d computers", computers))
	}
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return i18n.F("%s and %s", strings.Join(names[:len(names)-1], ", "), names[len(names)-1])
}

// resultWords say how the match ended, or how far it has got.
func resultWords(m table.Match, seats []session.Seat) string {
	o := m.Outcome()
	if !o.Over {
		if sc, ok := ScreensOf(m.Game().Info().ID); ok {
			if p := sc.Progress(m); p != "" {
				return i18n.F("unfinished, %s", p)
			}
		}
		return i18n.T("unfinished")
	}
	if o.Team {
		if o.Won {
			return i18n.T("the team won")
		}
		return i18n.T("the team lost")
	}
	var won []string
	for _, s := range o.Winners {
		if s >= 0 && s < len(seats) {
			won = append(won, seats[s].Name)
		}
	}
	switch {
	case len(won) == 0:
		return i18n.T("no one won")
	case len(won) > 1:
		return i18n.F("%s shared the victory", strings.Join(won, ", "))
	case o.Winners[0] < len(o.Scores):
		pts := o.Scores[o.Winners[0]]
		return i18n.N(pts, "%s won with %d point", "%s won with %d points", won[0], pts)
	}
	return i18n.F("%s won", won[0])
}

// row is the words of the listed source i, described on first need.
func (s *SavesScene) row(i int) recordWords {
	if s.words == nil {
		s.words = map[int]recordWords{}
	}
	if w, ok := s.words[i]; ok {
		return w
	}
	w := describe(s.sources[i])
	s.words[i] = w
	return w
}
