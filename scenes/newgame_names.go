package scenes

import (
	"strings"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
)

// nameField is a human seat's name field: its button among the screen's
// buttons, and the seat.
type nameField struct{ at, seat int }

// MaxNameRunes keeps a typed name short enough for the seat panels and
// the log lines that carry it.
const MaxNameRunes = 16

// shownName is a human seat's name as its field shows it: the typed
// name, or the name the seat goes by without one, with a blinking caret
// while the seat's name is being typed.
func (s *NewGame) shownName(seat int) string {
	typed := s.setup.Seats[seat].Name
	if s.editing == seat {
		if s.blink/30%2 == 0 {
			return typed + "|"
		}
		return typed + " "
	}
	if strings.TrimSpace(typed) == "" {
		return s.defaultName(seat)
	}
	return strings.TrimSpace(typed)
}

// Typing reports whether a name is being typed, when M is a letter and
// not the mute key.
func (s *NewGame) Typing() bool { return s.editing >= 0 }

// editName starts typing the seat's name (a click or Confirm on its
// field); Esc will put back the name it had.
func (s *NewGame) editName(seat int) {
	s.editing, s.before, s.blink = seat, s.setup.Seats[seat].Name, 0
}

// typeName applies this tick's typing to the name being edited and
// reports whether it used the tick: characters and Backspace edit, Enter
// or Tab keeps the name, Esc puts the old one back. A click is left to
// the buttons (it keeps the name too), so a player can type a name and
// click Start straight away.
func (s *NewGame) typeName(ctx *Context) bool {
	if s.editing >= len(s.setup.Seats) || !s.setup.Seats[s.editing].IsHuman() {
		s.editing = -1
		return false
	}
	st := &s.setup.Seats[s.editing]
	name := []rune(st.Name)
	for _, r := range ctx.In.Text {
		if unicode.IsPrint(r) && len(name) < MaxNameRunes && !(r == ' ' && len(name) == 0) {
			name = append(name, r)
		}
	}
	typed := len(ctx.In.Text) > 0
	for _, in := range ctx.In.Intents {
		switch in.Kind {
		case input.Erase:
			if len(name) > 0 {
				name = name[:len(name)-1]
			}
		case input.Back:
			st.Name, s.editing = s.before, -1
			return true
		case input.Confirm, input.Next, input.Prev:
			// Space types a space rather than confirming the name.
			if !typed || in.Kind != input.Confirm {
				st.Name, s.editing = string(name), -1
				return true
			}
		case input.Click:
			st.Name, s.editing = string(name), -1
			return false
		}
	}
	st.Name = string(name)
	return true
}

// padNote says which controller plays a human seat, or how to join.
func padNote(ctx *Context, seat int) string {
	switch p, ok := ctx.Pads.PadOf(seat); {
	case ctx.Pads == nil || ctx.Pads.Shared:
		return i18n.T("any controller")
	case ok:
		return i18n.F("controller %d", p+1)
	}
	return i18n.T("Start: join")
}

// drawButtons draws the set-up buttons; a human seat's name field also
// says which controller plays the seat, or how to join with one.
func (s *NewGame) drawButtons(dst *ebiten.Image, ctx *Context) {
	s.bs.Draw(dst, ctx, ctx.Fonts.Bold)
	if ctx.In.Touchscreen && len(ctx.In.Pads) == 0 {
		return // fingers and no controller: nothing to join with
	}
	for _, nf := range s.fields {
		r := s.bs[nf.at].Rect
		r.Y += r.H
		r.H = 16 * ctx.Frame.U
		render.TextMid(dst, padNote(ctx, nf.seat), ctx.Fonts.Small, r, render.InkDim, render.Center)
	}
}

// Legend names the text field's keys while a name is typed (the arrows
// and Esc do other things then), and the usual keys otherwise.
func (s *NewGame) Legend(ctx *Context) (layout.Rect, []LegendKey) {
	where := LegendBar(ctx)
	if s.editing < 0 {
		return where, BaseLegend(ctx)
	}
	return where, []LegendKey{{Key: i18n.T("Enter"), Does: i18n.T("keep the name")}, {Key: i18n.T("Backspace"), Does: i18n.T("erase")},
		{Key: i18n.T("Esc"), Does: i18n.T("put the old name back")}}
}

var _ LegendScene = (*NewGame)(nil)
