package scenes

import (
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/session"
)

// Tutorial is a game's guided first game: a short game set up by hand and
// played along a line written out beforehand — every step of it, the
// player's, the computers' and chance's, so that it unfolds the same every
// time — with cards that say, phase by phase, what to look at and what to
// do. A game offers its tutorial through its Screens (Tutor); the shell's
// guide (guide.go) plays it on the game's own play screen and lays the
// cards over it, so every game's tutorial is played, skipped, resumed and
// driven by the same code.
type Tutorial struct {
	// Start is the match the tutorial begins at (a position the game set
	// up by hand) and who plays each seat: one person and computers.
	Start func() (table.Match, []session.Seat, error)
	// Line is every step of the game from Start to its end, in the game's
	// notation, as its Match.Legal and ChanceStep write them.
	Line []string
	// Cards are the tutorial's cards, in the order of the line.
	Cards []Card
}

// Card is one card of a tutorial.
type Card struct {
	// At is where in the line the card shows: once At of its steps have
	// been played and the screen has caught up with them. Play waits
	// there while the card is to be read.
	At int
	// Do is how many steps of the line the player plays under the card,
	// from At: the person's are outlined and taken one by one, chance's
	// and the computers' among them play by themselves. 0 is a card to
	// read, passed with Next.
	Do int
	// Text is what the card says, in English; its Polish is in
	// i18n/polish.go (the guide draws it through i18n.T).
	Text string
	// Look names what the card is about, outlined on the screen: names
	// the game's play screen knows (Guided.Highlight), such as Horus's
	// "dice" or "square A6". The target of the step to play is outlined
	// too, without being named.
	Look []string
}

// The names of things on the screen that the shell itself asks a screen
// for (Guided.Highlight), beside the game's own.
const (
	// LookSkip is the play screen's button that skips the animations
	// (shown while there is one to skip): between cards the guide lets a
	// click on it through.
	LookSkip = "skip"
	// LookResult is the end screen's result: the game's verdict and
	// scores, and the parts of it the game's Result names (ResultParts).
	LookResult = "result"
)

// Tutor is a game's Screens that have a tutorial, which the title offers
// ("Learn to play").
type Tutor interface {
	// HasTutorial reports whether the game has a tutorial without reading
	// it: the title asks on its first frame, and reading the script (the
	// engine plays its line through) cost a GPU-less browser's start
	// about a twentieth of a second.
	HasTutorial() bool
	Tutorial() Tutorial
}

// HasTutorial reports whether the game with id has a tutorial, without
// reading it (Tutor.HasTutorial).
func HasTutorial(id string) bool {
	sc, ok := ScreensOf(id)
	if !ok {
		return false
	}
	t, ok := sc.(Tutor)
	return ok && t.HasTutorial()
}

// Guided is a play screen a tutorial's cards are laid over. The guide
// reads it through these and its Probe (the targets of the step to
// play), and drives it with the player's own input, filtered.
type Guided interface {
	// Highlight is where the element called name is on the screen now,
	// or false when it is not shown. The names are the game's own, the
	// ones its tutorial's cards use.
	Highlight(ctx *Context, name string) (layout.Rect, bool)
	// Settled reports whether the screen shows the match as it stands:
	// no animation or pause is still to play, so a card may speak of it.
	Settled() bool
	// Point puts the keyboard and controller focus on the offer of step,
	// so that Enter or A plays it.
	Point(step string)
}

// TutorialOf is the tutorial of the game with id, if its screens have
// one.
func TutorialOf(id string) (Tutorial, bool) {
	sc, ok := ScreensOf(id)
	if !ok {
		return Tutorial{}, false
	}
	t, ok := sc.(Tutor)
	if !ok {
		return Tutorial{}, false
	}
	tut := t.Tutorial()
	return tut, len(tut.Cards) > 0
}

// StartTutorial opens the tutorial of the game with id where the player
// left it (the card kept in the settings), or from its start when it was
// finished or never begun. Its game is nobody's game in progress: it is
// not autosaved (the game in progress, if any, stays as it was), filed or
// counted in the statistics.
func StartTutorial(ctx *Context, id string) (Scene, error) {
	tut, ok := TutorialOf(id)
	if !ok {
		return nil, i18n.Errorf("this game has no tutorial")
	}
	from := 0
	if ctx.Settings != nil {
		if p := ctx.Settings.TutorialOf(id); !p.Done && p.Card < len(tut.Cards) {
			from = p.Card
		}
	}
	return newGuide(ctx, id, tut, from)
}

// tutorialSettings are the settings the tutorial's play screen goes by:
// the player's, with the animations no faster than Normal (a tutorial
// shows the mummies walk and the block fall), and never saved.
func tutorialSettings(st *settings.Settings) *settings.Settings {
	out := settings.Defaults()
	if st != nil {
		out = *st
	}
	out.Store = nil
	normal := 0 // the speed at factor 1; the faster ones come after it
	for i, sp := range settings.Speeds {
		if sp.Factor == 1 {
			normal = i
		}
	}
	out.Speed = min(out.Speed, normal)
	out.BotSpeed = min(out.BotSpeedIndex(), normal) + 1
	return &out
}

// staged is the tutorial's session at card from: its match set up, the
// line followed, and every step before the card played at once.
func (t Tutorial) staged(from int) (*session.Session, error) {
	m, seats, err := t.Start()
	if err != nil {
		return nil, err
	}
	s, err := session.Staged(m, seats)
	if err != nil {
		return nil, err
	}
	s.Follow(t.Line)
	at := 0
	if from > 0 && from < len(t.Cards) {
		at = t.Cards[from].At
	}
	for s.LineAt() < at {
		var err error
		if s.Current() == table.Chance {
			_, err = s.StepChance()
		} else {
			_, err = s.Apply(s.LineStep())
		}
		if err != nil {
			return nil, i18n.Errorf("the tutorial's step %d (%s): %v", s.LineAt()+1, s.LineStep(), err)
		}
	}
	return s, nil
}
