package scenes

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/session"
)

// capital starts s with a capital letter, for a description that opens a
// line.
func capital(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// GameWords describes a game in progress for a list or a question: its
// game when more than one can be played here, how far it has got (the
// game's Screens.Progress), how many play, and the names typed for its
// people ("round 3, 4 players: Ann, Bob").
func GameWords(g *session.Session) string {
	words := progressWords(g)
	var people []string
	for i, seat := range g.Seats() {
		if seat.IsHuman() {
			people = append(people, g.Name(i))
		}
	}
	if len(people) > 0 {
		words = i18n.F("%s: %s", words, strings.Join(people, ", "))
	}
	return words
}

// progressWords says which game g is when more than one can be played
// here, how far it has got and how many play ("round 3, 4 players").
func progressWords(g *session.Session) string {
	m := g.Match()
	var parts []string
	id := g.Game().Info().ID
	if len(Offered()) > 1 {
		parts = append(parts, i18n.T(g.Game().Info().Title))
	}
	if sc, ok := ScreensOf(id); ok {
		if p := sc.Progress(m); p != "" {
			parts = append(parts, p)
		}
	}
	parts = append(parts, i18n.N(m.Seats(), "%d player", "%d players", m.Seats()))
	return strings.Join(parts, ", ")
}

// playGame opens the play screen of g, a game in progress, from its game's
// screens; ae, when not nil, says its autosave failed, which the screen
// shows first. A game this version has no screens for is refused.
func playGame(ctx *Context, g *session.Session, ae *session.AutosaveError) (Scene, error) {
	info := g.Game().Info()
	sc, ok := ScreensOf(info.ID)
	if !ok {
		return nil, i18n.Errorf("%s cannot be played in this version of Pyramid", i18n.T(info.Title))
	}
	prepareSounds(ctx, info.ID)
	p, err := sc.Play(ctx, g)
	if err != nil {
		return nil, err
	}
	if n, ok := p.(noticer); ok && ae != nil {
		n.Notice(ae.Error()) // only the autosave failed: the game goes on, and says so
	}
	return p, nil
}

// noticer is a play screen that can show a message first.
type noticer interface{ Notice(msg string) }
