package scenes

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
)

// SetupArt is what a game's Screens may add to the seats of the new-game
// screen, which otherwise words a seat's per-seat choices from the Form.
type SetupArt interface {
	// SeatToken is the figure of seat in set-up s (Horus: the
	// adventurer's token), size pixels square; nil draws none.
	SeatToken(ctx *Context, s table.Setup, seat, size int) *ebiten.Image
	// SeatChoice words the seat's per-seat choices in the panel between
	// its < and > (Horus: the adventurer's name, and their ability
	// below); the title is also the name the seat goes by until one is
	// typed.
	SeatChoice(s table.Setup, seat int) (title, line string)
}

// art is the game's SetupArt, or nil.
func (s *NewGame) art() SetupArt {
	sc, _ := ScreensOf(s.info.ID)
	a, _ := sc.(SetupArt)
	return a
}

// choiceWords is a choice as the screen shows it: translated, except a
// number, which is the same in every language.
func choiceWords(c table.Choice) string {
	if strings.Trim(c.Label, "0123456789") == "" {
		return c.Label
	}
	return i18n.T(c.Label)
}

// choiceOf is the choice of field fl whose id is v.
func choiceOf(fl table.Field, v string) table.Choice {
	if k := slices.IndexFunc(fl.Choices, func(c table.Choice) bool { return c.ID == v }); k >= 0 {
		return fl.Choices[k]
	}
	return table.Choice{ID: v, Label: v}
}

// seatChoice words seat's per-seat choices: the game's words (SetupArt),
// or the chosen values in a line.
func (s *NewGame) seatChoice(seat int) (title, line string) {
	if a := s.art(); a != nil {
		return a.SeatChoice(s.setup, seat)
	}
	var words []string
	for _, fl := range s.perSeat() {
		words = append(words, choiceWords(choiceOf(fl, s.setup.Seats[seat].Values[fl.ID])))
	}
	return strings.Join(words, ", "), ""
}

// defaultName is the name a seat goes by until one is typed: the game's
// words for its choices, or its number.
func (s *NewGame) defaultName(seat int) string {
	if t, _ := s.seatChoice(seat); t != "" {
		return t
	}
	return i18n.F("Player %d", seat+1)
}

// isYesNo reports whether fl is a yes/no option, shown as a check box.
func isYesNo(fl table.Field) bool {
	return len(fl.Choices) == 2 && fl.Choices[0].ID == table.Off.ID && fl.Choices[1].ID == table.On.ID
}

func check(on bool) string {
	if on {
		return "[x]"
	}
	return "[ ]"
}

// Where the screen's parts go, in the 1280×720 frame.
const (
	optX, optW = 940.0, 300.0
)

// newGameRows is where the rows go, in design units: as designed for a
// mouse, or on a phone a finger's height each (44 window pixels), the
// heading higher, the arrows wider, and with five or six seats Back and
// Start game at the top right, above the options.
type newGameRows struct {
	head, players, playersH float64 // the heading's and the players row's top, its height
	seatTop, seatStep, h    float64 // the seats' rows and the height of what is in them
	optTop, optStep         float64 // the table-wide options' rows
	arrow                   float64 // the width of a per-seat option's < and >
	back, start             layout.Rect
}

func (s *NewGame) rowsFor(ctx *Context) newGameRows {
	a := newGameRows{head: 24, players: 96, playersH: 36, seatTop: 160, seatStep: 58, h: 40, optTop: 160, optStep: 50, arrow: 40,
		back: layout.Rect{X: 80, Y: 640, W: 180, H: 48}, start: layout.Rect{X: 1000, Y: 640, W: 200, H: 48}}
	fr := ctx.FingerRow()
	if fr <= 48 { // a tablet's finger fits the designed rows
		a.h = max(a.h, fr)
		return a
	}
	a.head, a.players, a.playersH, a.h, a.arrow = 8, 54, fr, fr, 60
	a.seatTop, a.seatStep = a.players+fr+8, fr+6
	a.optTop, a.optStep = a.seatTop, fr+6
	a.back.H, a.start.H = fr, fr
	a.back.Y, a.start.Y = 712-fr, 712-fr
	if n := len(s.setup.Seats); a.seatTop+float64(n)*a.seatStep > a.back.Y {
		a.back = layout.Rect{X: optX, Y: a.head, W: 140, H: fr}
		a.start = layout.Rect{X: optX + 150, Y: a.head, W: optW - 150, H: fr}
		a.optTop = a.head + fr + 38
	}
	return a
}

func (s *NewGame) layout(ctx *Context) {
	s.recall(ctx.Settings)
	f := ctx.Frame
	s.at = s.rowsFor(ctx)
	a := s.at
	s.bs = s.bs[:0]
	s.fields = s.fields[:0]
	add := func(r layout.Rect, label string, on func(*Context), chosen, disabled bool) {
		s.bs = append(s.bs, Button{Rect: r, Label: label, On: on, Chosen: chosen, Disabled: disabled})
	}
	if s.game != nil {
		n := len(s.setup.Seats)
		add(f.R(300-a.arrow+40, a.players, a.arrow, a.playersH), "-", func(*Context) { s.setSeats(n - 1) }, false, n <= s.info.MinSeats)
		add(f.R(400, a.players, a.arrow, a.playersH), "+", func(*Context) { s.setSeats(n + 1) }, false, n >= s.info.MaxSeats)
		s.layoutSeats(ctx, add)
		for k, fl := range s.tableWide() {
			r := f.R(optX, a.optTop+float64(k)*a.optStep, optW, a.h)
			v := s.form.Value(s.setup, fl.ID)
			if isYesNo(fl) {
				on := v == table.On.ID
				add(r, check(on)+" "+i18n.T(fl.Label), func(*Context) {
					if on {
						s.setValue(fl.ID, table.Off.ID)
					} else if s.takes(fl.ID, table.On.ID) {
						s.setValue(fl.ID, table.On.ID)
					}
				}, on, false)
				continue
			}
			add(r, i18n.F("%s: %s", i18n.T(fl.Label), choiceWords(choiceOf(fl, v))), func(*Context) { s.cycleOption(fl) }, false, len(fl.Choices) < 2)
		}
	}
	add(f.R(a.back.X, a.back.Y, a.back.W, a.back.H), i18n.T("Back"), func(ctx *Context) { ctx.Go(NewTitle()) }, false, false)
	add(f.R(a.start.X, a.start.Y, a.start.W, a.start.H), i18n.T("Start game"), s.start, true, s.game == nil)
	s.ask = append(s.ask[:0],
		Button{Rect: f.R(330, 422, 300, 48), Label: i18n.T("Start the new game"), On: s.start, Chosen: true},
		Button{Rect: f.R(650, 422, 200, 48), Label: i18n.T("Cancel"), On: s.keepPlaying})
}

// layoutSeats lays out each seat's row: a person or a computer, the
// person's name or the computer's level, and < > around each per-seat
// option's panel.
func (s *NewGame) layoutSeats(ctx *Context, add func(layout.Rect, string, func(*Context), bool, bool)) {
	f, a := ctx.Frame, s.at
	per := s.perSeat()
	for i := range s.setup.Seats {
		y := a.seatTop + float64(i)*a.seatStep
		st := &s.setup.Seats[i]
		kind := i18n.T("Computer")
		if st.IsHuman() {
			kind = i18n.T("Human")
		}
		add(f.R(200, y, 140, a.h), kind, func(*Context) { s.toggleHuman(i) }, st.IsHuman(), len(s.levels) == 0)
		if st.IsHuman() {
			s.fields = append(s.fields, nameField{at: len(s.bs), seat: i})
			add(f.R(352, y, 170, a.h), i18n.F("Name: %s", s.shownName(i)), func(*Context) { s.editName(i) }, s.editing == i, false)
		} else {
			add(f.R(352, y, 170, a.h), i18n.T("Level: ")+i18n.T(st.Kind), func(*Context) { s.cycleLevel(i) }, false, len(s.levels) < 2)
		}
		w := 340.0 / float64(max(1, len(per)))
		for k, fl := range per {
			x := 540 + float64(k)*w
			add(f.R(x, y, a.arrow, a.h), "<", func(*Context) { s.cycleSeatChoice(i, fl, -1) }, false, len(fl.Choices) < 2)
			add(f.R(x+w-a.arrow, y, a.arrow, a.h), ">", func(*Context) { s.cycleSeatChoice(i, fl, 1) }, false, len(fl.Choices) < 2)
		}
	}
}

// Draw shows the seats and options, or the question before a new game
// takes the place of the game in progress.
func (s *NewGame) Draw(dst *ebiten.Image, ctx *Context) {
	s.layout(ctx)
	if s.occupied != "" {
		s.drawQuestion(dst, ctx)
		return
	}
	f := ctx.Frame
	head := i18n.T("New game")
	if len(Offered()) > 1 && s.game != nil {
		head = i18n.F("%s: %s", head, i18n.T(s.info.Title))
	}
	a := s.at
	render.TextMid(dst, head, ctx.Fonts.Head, f.R(80, a.head, 800, 40), render.Gold, render.Left)
	if s.game != nil {
		render.TextMid(dst, i18n.T("Players"), ctx.Fonts.Bold, f.R(80, a.players, 200, a.playersH), render.Ink, render.Left)
		render.TextMid(dst, fmt.Sprint(len(s.setup.Seats)), ctx.Fonts.Head, f.R(340, a.players, 60, a.playersH), render.Ink, render.Center)
		s.drawSeats(dst, ctx)
		s.drawOptions(dst, ctx)
	}
	if len(s.levels) == 0 && s.game != nil {
		render.TextMid(dst, i18n.T("No computer levels are built in: every seat must be human."), ctx.Fonts.Body, f.R(80, 590, 840, 30), render.Danger, render.Left)
	}
	if s.err != "" {
		render.TextMid(dst, s.err, ctx.Fonts.Body, f.R(300, 646, 680, 30), render.Danger, render.Left)
	}
	s.drawButtons(dst, ctx)
}

// roleOf words the part seat plays at a table of n (Pengqueen: the Mummy
// or a hunter); "" when every seat plays the same part.
func (s *NewGame) roleOf(seat, n int) string {
	if r := s.info.RoleOf(seat, n); r.Name != "" {
		return i18n.T(r.Name)
	}
	return ""
}

// drawSeats draws each seat's figure, number and role, and the panels of
// its per-seat choices.
func (s *NewGame) drawSeats(dst *ebiten.Image, ctx *Context) {
	f, a := ctx.Frame, s.at
	art := s.art()
	per := s.perSeat()
	n := len(s.setup.Seats)
	for i := range s.setup.Seats {
		y := a.seatTop + float64(i)*a.seatStep
		mid := y + (a.h-40)/2 // the designed 40-unit row, in the middle of a taller one
		if art != nil {
			sw := f.R(44, mid+2, 36, 36)
			if im := art.SeatToken(ctx, s.setup, i, int(sw.W)); im != nil {
				render.Blit(dst, im, sw.X, sw.Y, nil)
			}
		}
		if role := s.roleOf(i, n); role != "" {
			render.TextMid(dst, i18n.F("Seat %d", i+1), ctx.Fonts.Bold, f.R(86, mid, 110, 22), render.Ink, render.Left)
			render.TextMid(dst, role, ctx.Fonts.Small, f.R(86, mid+22, 110, 18), render.Gold, render.Left)
		} else {
			render.TextMid(dst, i18n.F("Seat %d", i+1), ctx.Fonts.Bold, f.R(86, y, 110, a.h), render.Ink, render.Left)
		}
		if len(per) == 0 {
			continue
		}
		r := f.R(540+a.arrow+8, y, 340-2*a.arrow-16, a.h)
		if len(per) > 1 {
			// several per-seat options: each its own panel between its arrows
			w := 340.0 / float64(len(per))
			for k, fl := range per {
				pr := f.R(540+float64(k)*w+a.arrow+8, y, w-2*a.arrow-16, a.h)
				render.Panel(dst, pr, render.PanelFill, render.PanelLine, f.U)
				render.TextMid(dst, choiceWords(choiceOf(fl, s.setup.Seats[i].Values[fl.ID])), ctx.Fonts.Bold, pr, render.Ink, render.Center)
			}
			continue
		}
		render.Panel(dst, r, render.PanelFill, render.PanelLine, f.U)
		title, line := s.seatChoice(i)
		if line == "" {
			render.TextMid(dst, title, ctx.Fonts.Bold, r, render.Ink, render.Center)
			continue
		}
		render.TextMid(dst, title, ctx.Fonts.Bold, layout.Rect{X: r.X, Y: f.Y0 + (mid+1)*f.U, W: r.W, H: 21 * f.U}, render.Ink, render.Center)
		render.TextMid(dst, line, ctx.Fonts.Small, layout.Rect{X: r.X, Y: f.Y0 + (mid+22)*f.U, W: r.W, H: 18 * f.U}, render.InkDim, render.Center)
	}
}

// drawOptions heads the table-wide options and explains them below.
func (s *NewGame) drawOptions(dst *ebiten.Image, ctx *Context) {
	wide := s.tableWide()
	if len(wide) == 0 {
		return
	}
	f, a := ctx.Frame, s.at
	heading := i18n.T("Optional rules")
	if h := s.form.Heading; h != "" {
		heading = i18n.T(h)
	}
	render.TextMid(dst, heading, ctx.Fonts.Bold, f.R(optX, a.optTop-38, optW, 30), render.Ink, render.Left)
	if text, face, r := s.optionNotes(ctx); text != "" {
		DrawParagraph(dst, text, face, r, render.InkDim)
	}
}

// optionNotes is what the table-wide options' notes under them say, in
// which face, where; "" when there is no room to read them. When every
// note does not fit at a readable size (a phone's finger rows), it is
// the note of the option pointed at (a long press, the mouse) or
// focused, else as many as fit whole (maybe none), and how to read the
// others.
func (s *NewGame) optionNotes(ctx *Context) (string, render.Face, layout.Rect) {
	wide := s.tableWide()
	f, a := ctx.Frame, s.at
	notes := make([]string, len(wide))
	for k, fl := range wide {
		if fl.Help != "" {
			notes[k] = i18n.F("%s: %s", i18n.T(fl.Label), i18n.T(fl.Help))
		}
	}
	top := a.optTop + float64(len(wide))*a.optStep + 6
	bottom := 630.0
	if a.h > 40 { // a phone's: down to the foot, or to Back's row
		bottom = 712
		if a.back.Y > top {
			bottom = a.back.Y - 8
		}
	}
	if bottom-top < 60 { // no room for the notes to be read
		return "", nil, layout.Rect{}
	}
	r := f.R(optX, top, optW, bottom-top)
	text := joinNotes(notes)
	face := FitParagraph(text, ctx.Fonts.Small, r)
	if readable(face, ctx.Fonts.Small) {
		return text, face, r
	}
	more := i18n.T("Point at an option to read what it does.")
	if ctx.In.Touchscreen {
		more = i18n.T("Touch and hold an option to read what it does.")
	}
	shown := []string{more}
	if k := s.optionAt(ctx, len(wide)); k >= 0 {
		shown = notes[k : k+1]
	} else {
		for n := len(notes) - 1; n >= 1; n-- {
			if readable(FitParagraph(joinNotes(append(notes[:n:n], more)), ctx.Fonts.Small, r), ctx.Fonts.Small) {
				shown = append(notes[:n:n], more)
				break
			}
		}
	}
	text = joinNotes(shown)
	return text, FitParagraph(text, ctx.Fonts.Small, r), r
}

// joinNotes puts the options' notes in paragraphs, leaving out empty ones.
func joinNotes(notes []string) string {
	var out []string
	for _, n := range notes {
		if n != "" {
			out = append(out, n)
		}
	}
	return strings.Join(out, "\n\n")
}

// readable reports whether face, fitted from want, is still near its
// size: a paragraph shrunk further is too small to read on a phone.
func readable(face, want render.Face) bool {
	got, ok := render.SizeOf(face)
	size, ok2 := render.SizeOf(want)
	return !ok || !ok2 || got >= size*0.85
}

// optionAt is the table-wide option (of n) the pointer rests on or the
// focus is on, -1 for none.
func (s *NewGame) optionAt(ctx *Context, n int) int {
	f, a := ctx.Frame, s.at
	for k := range n {
		r := f.R(optX, a.optTop+float64(k)*a.optStep, optW, a.h)
		if r.Contains(ctx.In.X, ctx.In.Y) {
			return k
		}
		if fo := ctx.Focus(); ctx.In.Navigating() && fo.At >= 0 && fo.At < len(s.bs) && s.bs[fo.At].Rect == r {
			return k
		}
	}
	return -1
}

// drawQuestion shows the question before a new game takes the place of
// the game in progress, alone under the screen's heading.
func (s *NewGame) drawQuestion(dst *ebiten.Image, ctx *Context) {
	f := ctx.Frame
	render.TextMid(dst, i18n.T("New game"), ctx.Fonts.Head, f.R(80, 24, 800, 40), render.Gold, render.Left)
	render.Panel(dst, f.R(300, 190, 680, 310), render.PanelFill, render.Gold, f.U)
	render.TextMid(dst, i18n.T("A game is in progress"), ctx.Fonts.Head, f.R(330, 206, 620, 44), render.Gold, render.Left)
	question := i18n.T("Start a new one? The game in progress will be kept in Saved games on the title screen, where you can continue it.")
	if s.about != "" {
		question = i18n.F("Start a new one? The game in progress (%s) will be kept in Saved games on the title screen, where you can continue it.", s.about)
	}
	r := f.R(330, 260, 620, 140)
	DrawParagraph(dst, question, FitParagraph(question, ctx.Fonts.Body, r), r, render.Ink)
	s.ask.Draw(dst, ctx, ctx.Fonts.Bold)
}
