package scenes

import (
	"errors"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/saves"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/session"
)

// MaxListed is how many games the replays screen shows at once; the list
// scrolls through the rest.
const MaxListed = 8

// SavesScene lists the games that can be watched: the last finished
// game, the game in progress and the game records in the records folder;
// or, made by NewSavedGamesScene, the saved games that can be continued.
// The list scrolls with the mouse wheel, a swipe, PgUp/PgDn (a controller's
// triggers) and the Newer and Older buttons, which the focus reaches too.
type SavesScene struct {
	saves   *saves.Saves
	sources []saves.Source
	labels  []string // the sources as the list names them
	games   bool     // the saved games to continue, not the replays
	first   int      // the first source on show
	wheel   float64  // wheel notches not yet turned into rows (a touchpad sends fractions)
	rows    int      // rows listed at once: MaxListed, fewer in a phone's finger rows (0: not laid out yet)
	rowH    float64  // a row's height in design units
	pitch   float64  // from one row to the next, in design units
	message string
	bs      Buttons
	words   map[int]recordWords // the replays' rows in words (saves_rows.go), by source
}

// NewSavesScene lists what sv holds to watch.
func NewSavesScene(sv *saves.Saves) *SavesScene {
	s := &SavesScene{saves: sv}
	s.list(sv.Sources())
	return s
}

// NewSavedGamesScene lists the games in progress that were filed away
// when another was started (Saved games on the title); choosing one
// continues it.
func NewSavedGamesScene(sv *saves.Saves) *SavesScene {
	s := &SavesScene{saves: sv, games: true}
	s.list(sv.SavedGames())
	return s
}

// list shows srcs: a record or a replay by its label, a saved game
// described (its game, how far it has got, who plays it) with when it was
// left. A file of a game this version cannot show says so.
func (s *SavesScene) list(srcs []saves.Source) {
	s.sources, s.labels, s.first, s.words = srcs, nil, 0, nil
	for _, src := range srcs {
		label := src.Label
		if s.games {
			label = i18n.F("%s (damaged)", src.Key)
			if g, err := s.saves.Peek(src.Key); err == nil {
				label = capital(GameWords(g))
			} else if isAway(src.Game) {
				label = GameName(src.Game) // all that is known without its engine
			}
			if at, ok := session.FiledAt(src.Key); ok {
				label = i18n.F("%s — left %s", label, at.Local().Format("2006-01-02 15:04"))
			}
		}
		s.labels = append(s.labels, label)
	}
}

// resume continues a saved game: it becomes the game in progress, and the
// game in progress, if any, is filed in its place (session.Reopen); in a
// second browser tab it goes on where it is saved.
func (s *SavesScene) resume(ctx *Context, src saves.Source) {
	var g *session.Session
	var err error
	if ctx.Saves.InOtherTab() {
		// the game in progress is the other tab's: this one goes on
		// under the saved game's own name
		g, err = session.Load(ctx.Saves.Store, src.Key)
	} else {
		g, err = session.Reopen(ctx.Saves.Store, src.Key, time.Now())
	}
	var ae *session.AutosaveError
	if err != nil && !errors.As(err, &ae) {
		s.list(ctx.Saves.SavedGames()) // a damaged one was kept aside
		s.message = i18n.T("This game cannot be continued: ") + err.Error()
		return
	}
	p, err := playGame(ctx, g, ae)
	if err != nil {
		s.message = i18n.T("This game cannot be continued: ") + err.Error()
		return
	}
	ctx.Go(p)
}

func (s *SavesScene) open(ctx *Context, src saves.Source) {
	if isAway(src.Game) { // its module opens it
		in := Intent{Game: src.Game, What: OpenReplay, Name: src.Label}
		if s.games {
			in = Intent{Game: src.Game, What: OpenSaved, Name: src.Key}
		}
		if err := goAway(in); err != nil {
			s.message = err.Error()
		}
		return
	}
	if s.games {
		s.resume(ctx, src)
		return
	}
	data, err := src.Read()
	if err != nil {
		s.message = i18n.F("%s cannot be read: %v", src.Label, err)
		return
	}
	r, err := saves.OpenReplay(data, src.Label)
	if err != nil {
		s.message = err.Error()
		return
	}
	rp, err := NewReplay(r, src.Label)
	if err != nil {
		s.message = err.Error()
		return
	}
	rp.live = src.Live
	ctx.Go(rp)
}

func (s *SavesScene) layout(ctx *Context) {
	f := ctx.Frame
	s.rows, s.rowH, s.pitch = MaxListed, 50, 54
	back := f.R(80, 640, 180, 48)
	if fr := ctx.FingerRow(); fr > s.rowH { // a phone: fewer rows, each a finger's
		s.rowH, s.pitch = fr, fr+6
		s.rows = max(1, min(MaxListed, int((636-150)/s.pitch)))
		back = f.R(80, 712-fr, 180, fr)
	}
	s.scroll(0) // as many rows as fit, from where the list was
	s.bs = s.bs[:0]
	for i, src := range s.shown() {
		s.bs = append(s.bs, Button{Rect: f.R(120, 150+float64(i)*s.pitch, 640, s.rowH), Label: s.labels[s.first+i], On: func(ctx *Context) { s.open(ctx, src) }})
	}
	if len(s.sources) > s.rows {
		s.bs = append(s.bs,
			Button{Rect: f.R(1000, 150, 180, s.rowH), Label: i18n.T("Newer"), On: func(*Context) { s.scroll(-s.rows) }, Disabled: s.first == 0},
			Button{Rect: f.R(1000, 150+float64(s.rows-1)*s.pitch, 180, s.rowH), Label: i18n.T("Older"), On: func(*Context) { s.scroll(s.rows) }, Disabled: s.first+s.rows >= len(s.sources)})
	}
	s.bs = append(s.bs, Button{Rect: back, Label: i18n.T("Back"), On: func(ctx *Context) { ctx.Go(NewTitle()) }})
}

// listed is how many rows the list shows at once.
func (s *SavesScene) listed() int {
	if s.rows == 0 {
		return MaxListed
	}
	return s.rows
}

// shown are the sources on show.
func (s *SavesScene) shown() []saves.Source {
	return s.sources[s.first:min(len(s.sources), s.first+s.listed())]
}

// scroll moves the list by d rows (negative: towards the newest).
func (s *SavesScene) scroll(d int) {
	s.first = max(0, min(s.first+d, len(s.sources)-s.listed()))
}

// Update handles the list.
func (s *SavesScene) Update(ctx *Context) error {
	if ctx.In.Has(input.Back) {
		ctx.Go(NewTitle())
		return nil
	}
	for _, in := range ctx.In.Intents {
		switch in.Kind {
		case input.Scroll: // up (positive) towards the newest
			s.wheel -= in.DY
			rows := int(s.wheel)
			s.wheel -= float64(rows)
			s.scroll(rows)
		case input.Pan: // a swipe over the list: the rows follow the finger
			if in.Dev != input.Gamepad && s.pitch > 0 && ctx.Frame.R(120, 150, 640, float64(s.listed())*s.pitch).Contains(in.X, in.Y) {
				s.wheel -= in.DY / (s.pitch * ctx.Frame.U)
				rows := int(s.wheel)
				s.wheel -= float64(rows)
				s.scroll(rows)
			}
		case input.PageUp:
			s.scroll(-s.listed())
		case input.PageDown:
			s.scroll(s.listed())
		}
	}
	s.layout(ctx)
	s.bs.Update(ctx)
	return nil
}

// Where tells Where the records come from: a folder on the desktop, the
// page's own storage in the browser (which has no folder to drop files
// in); or what becomes of the saved games.
func (s *SavesScene) Where() string {
	switch {
	case s.games:
		return i18n.T("Games left unfinished when another was started. Choose one to continue it; the game in progress, if there is one, is kept here in its place.")
	case s.saves == nil:
		return i18n.T("Games are not being saved on this computer.")
	case s.saves.InBrowser():
		return i18n.T("Game records you export from the end screen are kept in this browser's storage and listed here; clearing the site's data deletes them.")
	}
	return i18n.T("Every finished game is kept here, the newest first. A game record dropped on the window joins them.")
}

// Draw shows the list.
func (s *SavesScene) Draw(dst *ebiten.Image, ctx *Context) {
	s.layout(ctx)
	f := ctx.Frame
	heading, empty := i18n.T("Replays"), i18n.T("No game to watch yet: finish a game, or export one from the end screen.")
	if s.games {
		heading, empty = i18n.T("Saved games"), i18n.T("No saved game: a game in progress is kept here when a new one is started.")
	}
	render.TextMid(dst, heading, ctx.Fonts.Head, f.R(80, 24, 1100, 40), render.Gold, render.Left)
	DrawParagraph(dst, s.Where(), ctx.Fonts.Small, f.R(80, 84, 1120, 56), render.InkDim)
	if len(s.sources) == 0 {
		render.TextMid(dst, empty, ctx.Fonts.Body, f.R(120, 160, 1080, 30), render.Ink, render.Left)
	}
	if n := len(s.sources); n > s.listed() {
		if more := n - s.first - len(s.shown()); more > 0 {
			older := i18n.N(more, "and %d older record", "and %d older records", more)
			if s.games {
				older = i18n.N(more, "and %d older game", "and %d older games", more)
			}
			render.TextMid(dst, older, ctx.Fonts.Small, f.R(120, 150+float64(s.listed())*s.pitch, 640, 20), render.InkDim, render.Left)
		}
		hint, r := i18n.T("Wheel, PgUp/PgDn or LT/RT: scroll"), f.R(1000, 150+s.pitch, 200, 60)
		if ctx.In.Last == input.Touch {
			hint = i18n.T("Swipe the list to scroll")
		}
		DrawParagraph(dst, hint, FitParagraph(hint, ctx.Fonts.Small, r), r, render.InkFaint)
	}
	if s.message != "" {
		DrawParagraph(dst, s.message, ctx.Fonts.Small, f.R(300, 636, 900, 60), render.Danger)
	}

	if s.games {
		s.bs.Draw(dst, ctx, ctx.Fonts.Bold)
	} else {
		// a replay's row in two lines: when, and who played and how it
		// ended (the buttons' labels, the files' names, are the probe's)
		bs := append(Buttons(nil), s.bs...)
		for i := range s.shown() {
			bs[i].Label = ""
		}
		bs.Draw(dst, ctx, ctx.Fonts.Bold)
		u := f.U
		for i := range s.shown() {
			r, w := s.bs[i].Rect, s.row(s.first+i)
			render.TextMid(dst, w.title, ctx.Fonts.Bold, layout.Rect{X: r.X + 14*u, Y: r.Y + 2*u, W: r.W - 28*u, H: r.H/2 - 1*u}, render.Ink, render.Left)
			render.TextMid(dst, w.detail, ctx.Fonts.Small, layout.Rect{X: r.X + 14*u, Y: r.Y + r.H/2, W: r.W - 28*u, H: r.H/2 - 2*u}, render.InkDim, render.Left)
		}
	}
	// each file's game, beside its row
	for i, src := range s.shown() {
		if name := GameName(src.Game); name != "" {
			r := f.R(772, 150+float64(i)*s.pitch, 212, s.rowH)
			DrawParagraph(dst, name, FitParagraph(name, ctx.Fonts.Small, r), r, render.InkDim)
		}
	}
}

// GameName is the title of the game with id in the player's language, as
// the lists name each file's game (a game played in another module too);
// "" for a file whose game is not known (opening it says why).
func GameName(id string) string {
	if g, ok := table.Lookup(id); ok && id != "" {
		return i18n.T(g.Info().Title)
	}
	return awayTitle(id)
}

// Games names the game of each file listed, in the list's order.
func (s *SavesScene) Games() []string {
	out := make([]string, len(s.sources))
	for i, src := range s.sources {
		out[i] = GameName(src.Game)
	}
	return out
}

// Probe lists the games.
func (s *SavesScene) Probe(ctx *Context) Probe {
	s.layout(ctx)
	if s.games {
		return Probe{Scene: "saved-games", Seat: -2, View: -1, Targets: s.bs.Probe(ctx), Message: s.message, Bad: s.message != ""}
	}
	return Probe{Scene: "replays", Seat: -2, View: -1, Targets: s.bs.Probe(ctx), Message: s.message, Bad: s.message != ""}
}
