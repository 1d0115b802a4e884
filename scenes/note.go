package scenes

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
)

// Files dropped on the window, or chosen in the browser's file chooser,
// are taken in on any screen (client/saves imports the game records among
// them into the records folder) and a note over the screen says what
// became of each.

// noteTicks is how long the Manager's note stays up: five seconds at 60
// ticks a second, time to read a line or two.
const noteTicks = 300

// importFiles takes in what was dropped on the window this tick and what
// the file chooser handed over, whatever the screen: the records go into
// the records folder, a note says what happened, and a Replays list on
// show is listed again so the new records appear at once.
func (m *Manager) importFiles(ctx *Context) {
	var lines []string
	kept := 0
	if ctx.Dropped != nil {
		if ctx.Saves == nil || ctx.Saves.Records == nil {
			lines = append(lines, i18n.T("Nothing dropped can be kept: games are not being saved."))
		} else {
			lines, kept = ctx.Saves.ImportDropped(ctx.Dropped)
		}
	}
	for _, f := range ctx.Saves.TakePicked() {
		line, ok := ctx.Saves.ImportLine(f.Name, f.Data, f.Err)
		lines = append(lines, line)
		if ok {
			kept++
		}
	}
	if len(lines) == 0 {
		return
	}
	m.note, m.noteLeft, m.noteBad = strings.Join(lines, "\n"), noteTicks, kept < len(lines)
	if _, ok := m.cur.(*SavesScene); ok && kept > 0 && m.next == nil {
		m.cur = NewSavesScene(ctx.Saves)
	}
}

// drawNote shows the note over the top of any screen while it lasts.
func (m *Manager) drawNote(dst *ebiten.Image, ctx *Context) {
	if m.noteLeft <= 0 || m.note == "" {
		return
	}
	f := ctx.Frame
	r := f.R(240, 8, 800, 76)
	render.Panel(dst, r, render.PanelFill, render.PanelLine, f.U)
	var ink color.Color = render.Ink
	if m.noteBad {
		ink = render.Danger
	}
	in := f.R(256, 14, 768, 64)
	DrawParagraph(dst, m.note, FitParagraph(m.note, ctx.Fonts.Small, in), in, ink)
}
