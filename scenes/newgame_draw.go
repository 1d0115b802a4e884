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
	seatTop, seatStep = 160.0, 58.0
	optX, optW        = 940.0, 300.0
	optTop, optStep   = 160.0, 50.0
)

func (s *NewGame) layout(ctx *Context) {
	s.recall(ctx.Settings)
	f := ctx.Frame
	s.bs = s.bs[:0]
	s.fields = s.fields[:0]
	add := func(r layout.Rect, label string, on func(*Context), chosen, disabled bool) {
		s.bs = append(s.bs, Button{Rect: r, Label: label, On: on, Chosen: chosen, Disabled: disabled})
	}
	if s.game != nil {
		n := len(s.setup.Seats)
		add(f.R(300, 96, 40, 36), "-", func(*Context) { s.setSeats(n - 1) }, false, n <= s.info.MinSeats)
		add(f.R(400, 96, 40, 36), "+", func(*Context) { s.setSeats(n + 1) }, false, n >= s.info.MaxSeats)
		s.layoutSeats(ctx, add)
		for k, fl := range s.tableWide() {
			r := f.R(optX, optTop+float64(k)*optStep, optW, 40)
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
	add(f.R(80, 640, 180, 48), i18n.T("Back"), func(ctx *Context) { ctx.Go(NewTitle()) }, false, false)
	add(f.R(1000, 640, 200, 48), i18n.T("Start game"), s.start, true, s.game == nil)
	s.ask = append(s.ask[:0],
		Button{Rect: f.R(330, 422, 300, 48), Label: i18n.T("Start the new game"), On: s.start, Chosen: true},
		Button{Rect: f.R(650, 422, 200, 48), Label: i18n.T("Cancel"), On: s.keepPlaying})
}

// layoutSeats lays out each seat's row: a person or a computer, the
// person's name or the computer's level, and < > around each per-seat
// option's panel.
func (s *NewGame) layoutSeats(ctx *Context, add func(layout.Rect, string, func(*Context), bool, bool)) {
	f := ctx.Frame
	per := s.perSeat()
	for i := range s.setup.Seats {
		y := seatTop + float64(i)*seatStep
		st := &s.setup.Seats[i]
		kind := i18n.T("Computer")
		if st.IsHuman() {
			kind = i18n.T("Human")
		}
		add(f.R(200, y, 140, 40), kind, func(*Context) { s.toggleHuman(i) }, st.IsHuman(), len(s.levels) == 0)
		if st.IsHuman() {
			s.fields = append(s.fields, nameField{at: len(s.bs), seat: i})
			add(f.R(352, y, 170, 40), i18n.F("Name: %s", s.shownName(i)), func(*Context) { s.editName(i) }, s.editing == i, false)
		} else {
			add(f.R(352, y, 170, 40), i18n.T("Level: ")+i18n.T(st.Kind), func(*Context) { s.cycleLevel(i) }, false, len(s.levels) < 2)
		}
		w := 340.0 / float64(max(1, len(per)))
		for k, fl := range per {
			x := 540 + float64(k)*w
			add(f.R(x, y, 40, 40), "<", func(*Context) { s.cycleSeatChoice(i, fl, -1) }, false, len(fl.Choices) < 2)
			add(f.R(x+w-40, y, 40, 40), ">", func(*Context) { s.cycleSeatChoice(i, fl, 1) }, false, len(fl.Choices) < 2)
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
	if len(Playable()) > 1 && s.game != nil {
		head = i18n.F("%s: %s", head, i18n.T(s.info.Title))
	}
	render.TextMid(dst, head, ctx.Fonts.Head, f.R(80, 24, 800, 40), render.Gold, render.Left)
	if s.game != nil {
		render.TextMid(dst, i18n.T("Players"), ctx.Fonts.Bold, f.R(80, 96, 200, 36), render.Ink, render.Left)
		render.TextMid(dst, fmt.Sprint(len(s.setup.Seats)), ctx.Fonts.Head, f.R(340, 96, 60, 36), render.Ink, render.Center)
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
	f := ctx.Frame
	art := s.art()
	per := s.perSeat()
	n := len(s.setup.Seats)
	for i := range s.setup.Seats {
		y := seatTop + float64(i)*seatStep
		if art != nil {
			sw := f.R(44, y+2, 36, 36)
			if im := art.SeatToken(ctx, s.setup, i, int(sw.W)); im != nil {
				render.Blit(dst, im, sw.X, sw.Y, nil)
			}
		}
		if role := s.roleOf(i, n); role != "" {
			render.TextMid(dst, i18n.F("Seat %d", i+1), ctx.Fonts.Bold, f.R(86, y, 110, 22), render.Ink, render.Left)
			render.TextMid(dst, role, ctx.Fonts.Small, f.R(86, y+22, 110, 18), render.Gold, render.Left)
		} else {
			render.TextMid(dst, i18n.F("Seat %d", i+1), ctx.Fonts.Bold, f.R(86, y, 110, 40), render.Ink, render.Left)
		}
		if len(per) == 0 {
			continue
		}
		r := f.R(588, y, 244, 40)
		if len(per) > 1 {
			// several per-seat options: each its own panel between its arrows
			w := 340.0 / float64(len(per))
			for k, fl := range per {
				pr := f.R(540+float64(k)*w+48, y, w-96, 40)
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
		render.TextMid(dst, title, ctx.Fonts.Bold, f.R(588, y+1, 244, 21), render.Ink, render.Center)
		render.TextMid(dst, line, ctx.Fonts.Small, f.R(588, y+22, 244, 18), render.InkDim, render.Center)
	}
}

// drawOptions heads the table-wide options and explains them below.
func (s *NewGame) drawOptions(dst *ebiten.Image, ctx *Context) {
	wide := s.tableWide()
	if len(wide) == 0 {
		return
	}
	f := ctx.Frame
	render.TextMid(dst, i18n.T("Optional rules"), ctx.Fonts.Bold, f.R(optX, optTop-38, optW, 30), render.Ink, render.Left)
	var notes []string
	for _, fl := range wide {
		if fl.Help != "" {
			notes = append(notes, i18n.F("%s: %s", i18n.T(fl.Label), i18n.T(fl.Help)))
		}
	}
	top := optTop + float64(len(wide))*optStep + 6
	r := f.R(optX, top, optW, 630-top)
	text := strings.Join(notes, "\n\n")
	DrawParagraph(dst, text, FitParagraph(text, ctx.Fonts.Small, r), r, render.InkDim)
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
