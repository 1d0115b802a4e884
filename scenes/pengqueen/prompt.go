package pengqueen

import (
	"errors"
	"math"
	"slices"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
)

// What the person to act may do, as things to click, focus or tap: the
// prompt's buttons (scenes.PromptPages), the dice of the roll, the
// squares a chosen die reaches (the destination is picked, then
// confirmed: spec §9.5, a move is final once announced), the squares
// next to the Mummy, the cards of an open hand (hand.go) and the squares
// of her notes (notes.go). Only steps the match lists as legal are
// played.

// targetKind is what a target is.
type targetKind uint8

const (
	tButton targetKind = iota // a button of the prompt
	tDie                      // a die of the roll: choose its face
	tSquare                   // a square: a destination, or her next step
	tCard                     // a card of the open hand: show it
	tNote                     // a square to put a note on or take it off
	tHand                     // "Show my cards" / "Hide my cards"
)

// target is one thing to click.
type target struct {
	kind    targetKind
	r       layout.Rect
	label   string
	help    string // what it would do, shown on hover, hold or focus
	step    string // the step it plays ("" for a choice, a page, a toggle)
	face    pq.Face
	sq      pq.Square
	card    pq.Card
	page    int    // a page button: +1 next, -1 back
	do      func() // a button of the screen's own (notes, hint), or nil
	primary bool
}

// key tells a target apart across rebuilds, for the focus.
type targetKey struct {
	kind targetKind
	step string
	face pq.Face
	sq   pq.Square
	card pq.Card
	page int
	lbl  string
}

func (t target) key() targetKey {
	k := targetKey{kind: t.kind, step: t.step, face: t.face, sq: t.sq, card: t.card, page: t.page}
	if t.do != nil {
		k.lbl = t.label
	}
	return k
}

// promptState is the prompt's state between steps.
type promptState struct {
	targets []target
	builtAt int // the step and view the targets were built for; -1: stale
	builtOn int
	// builtCam is the camera the squares were placed for
	builtCam layout.Camera
	hover    int
	face     pq.Face   // the die chosen (its face), or FaceNone
	dest     pq.Square // the destination chosen, not yet confirmed
	page     int
	pages    int
	focus    scenes.PromptFocus[targetKey]
	note     string // a hint, a controller joining, said in gold
}

func newPromptState() promptState {
	return promptState{builtAt: -1, hover: -1, dest: pq.NoSquare, focus: scenes.NewPromptFocus[targetKey]()}
}

// stale makes the targets be built again.
func (s *promptState) stale() { s.builtAt = -1 }

// acting reports whether a person decides now on the screen shown: the
// seat to act is a person's, its view is on screen and nothing plays.
func (p *Play) acting() (int, bool) {
	cur := p.s.Current()
	b := p.board()
	if cur < 0 || p.computer(cur) || cur != p.view || b == nil || b.Busy() || p.wait > 0 || p.cover.passFor >= 0 {
		return cur, false
	}
	return cur, true
}

// legal lists the legal steps now.
func (p *Play) legal() []string { return p.s.Match().Legal() }

// buildTargets lists what the person to act may click.
func (p *Play) buildTargets() {
	ps := &p.prompt
	cur, ok := p.acting()
	if !ok {
		ps.targets = ps.targets[:0]
		return
	}
	at := p.s.Steps()*2 + btoi(p.hand.open) + 4*btoi(p.notes.on)
	cam := p.board().cam.Shown // the squares move with the camera
	if ps.builtAt == at && ps.builtOn == p.view && ps.builtCam == cam {
		return
	}
	ps.builtAt, ps.builtOn, ps.builtCam = at, p.view, cam
	ps.hover = -1
	ps.targets = ps.targets[:0]
	o := p.obs()
	legal := p.legal()
	var buttons []target
	if cur == pq.MummySeat {
		buttons = p.mummyTargets(o, legal)
	} else {
		buttons = p.hunterTargets(o, legal)
	}
	if p.hint.usable() {
		buttons = append(buttons, target{kind: tButton, label: i18n.T("Hint"), help: i18n.T("Ask the computer what it would do here, and why (H)."), do: p.askHint})
	}
	p.placeButtons(buttons)
}

// btoi is 1 for true.
func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// placeButtons lays the buttons out in the prompt, page by page when
// they do not all fit (scenes.PromptPagesRows, rows a finger reaches),
// and adds the page on show.
func (p *Play) placeButtons(buttons []target) {
	ps, u := &p.prompt, p.lay.U
	offers := make([]scenes.Offer, len(buttons))
	for i, b := range buttons {
		offers[i] = scenes.Offer{Label: b.label, Pinned: b.primary}
	}
	_, _, area, _, _ := p.lay.promptParts()
	pages := scenes.PromptPagesRows(offers, area, p.buttonFace(), u, promptRows)
	ps.pages = len(pages)
	ps.page = min(ps.page, len(pages)-1)
	if len(pages) == 0 {
		return
	}
	for _, pl := range pages[max(0, ps.page)] {
		var t target
		switch pl.Offer {
		case scenes.NextPage:
			t = target{kind: tButton, label: i18n.T("More…"), help: pl.Help, page: 1}
		case scenes.PrevPage:
			t = target{kind: tButton, label: i18n.T("Back"), help: pl.Help, page: -1}
		default:
			t = buttons[pl.Offer]
		}
		t.r = pl.Rect
		ps.targets = append(ps.targets, t)
	}
}

// buttonFace is the prompt buttons' type.
func (p *Play) buttonFace() render.Face { return p.fonts.Body }

// hunterTargets adds the hunter's dice, squares and cards to the
// targets and returns the prompt's buttons.
func (p *Play) hunterTargets(o *pq.Observation, legal []string) []target {
	ps := &p.prompt
	var buttons []target
	switch o.Phase {
	case pq.PhaseTurn:
		for _, s := range legal {
			switch s {
			case stepRoll:
				buttons = append(buttons, target{kind: tButton, step: s, label: rollLabel(pq.NumDice - int(o.Aside)), primary: true,
					help: i18n.T("Roll every die not set aside. Dice showing the Mummy are set aside, and make her faster.")})
			case stepReset:
				buttons = append(buttons, target{kind: tButton, step: s, label: i18n.T("Reset the dice"),
					help: i18n.N(int(o.Aside), "Bring the die set aside back: the Mummy at once walks up to %d step, then you roll all five dice.", "Bring the dice set aside back: the Mummy at once walks up to %d steps, then you roll all five dice.", int(o.Aside))})
			}
		}
	case pq.PhaseChoose:
		moves := movesByFace(legal)
		if _, ok := moves[ps.face]; !ok {
			ps.face, ps.dest = pq.FaceNone, pq.NoSquare
		}
		// the dice of the roll, where the tray shows them
		slot := 0
		for i := 0; i < int(o.RollSize); i++ {
			f := o.Faces[i]
			if f == pq.FaceMummy {
				continue
			}
			x, y := p.board().dieSlot(slot)
			slot++
			s := math.Max(float64(p.lay.Die)*1.2, 44*p.lay.U)
			t := target{kind: tDie, face: f, r: layout.Rect{X: x - s/2, Y: y - s/2, W: s, H: s}, label: faceName(f)}
			if _, ok := moves[f]; ok {
				t.help = dieHelp(f)
			} else {
				t.help = i18n.F("No move of %s is possible from here: choose another die or roll again.", faceName(f))
			}
			ps.targets = append(ps.targets, t)
		}
		if ps.face != pq.FaceNone {
			for _, m := range moves[ps.face] {
				t := target{kind: tSquare, sq: m.to, step: m.step, r: p.maze().Square(m.to), label: m.to.String()}
				if m.to == ps.dest {
					t.help = i18n.F("Click again to announce “%s” and move to %s.", faceName(ps.face), m.to)
				} else {
					t.help = i18n.F("Move to %s (you confirm before it is announced).", m.to)
				}
				ps.targets = append(ps.targets, t)
			}
		}
		if ps.dest.Valid() {
			step := moveStep(ps.face, ps.dest)
			if slices.Contains(legal, step) {
				buttons = append(buttons, target{kind: tButton, step: step, primary: true, label: i18n.F("Announce “%s”, move to %s", faceName(ps.face), ps.dest),
					help: i18n.T("The Mummy hears only the die's face. Once announced the move is final.")})
			}
		}
		if slices.Contains(legal, stepRoll) {
			n := pq.NumDice - int(o.Aside)
			t := target{kind: tButton, step: stepRoll, label: i18n.N(n, "Roll %d die again", "Roll %d dice again", n),
				help: i18n.T("Roll every die not set aside again. Each mummy rolled is set aside and makes the Mummy faster.")}
			if len(moves) == 0 {
				t.primary = true
				t.help = i18n.T("No die of this roll can move you: roll again.")
			}
			buttons = append(buttons, t)
		}
	case pq.PhaseShow:
		buttons = append(buttons, target{kind: tButton, step: stepEnd, primary: true, label: i18n.T("End the turn"),
			help: i18n.T("End your turn without showing a treasure.")})
	}
	p.handTargets(o)
	return buttons
}

// mummyTargets adds her next steps (or her notes' squares) to the
// targets and returns the prompt's buttons.
func (p *Play) mummyTargets(o *pq.Observation, legal []string) []target {
	ps := &p.prompt
	var buttons []target
	if p.notes.on {
		p.noteTargets()
		return append(buttons, target{kind: tButton, label: i18n.T("Done with notes"), primary: true,
			help: i18n.T("Stop placing notes and go on with your turn."), do: p.toggleNotes})
	}
	for _, s := range legal {
		if d, ok := stepDir(s); ok {
			q := o.Mummy.Neighbour(d)
			ps.targets = append(ps.targets, target{kind: tSquare, sq: q, step: s, r: p.maze().Square(q), label: q.String(),
				help: i18n.F("Step to %s. A hunter there is caught, and your turn ends.", q)})
		}
	}
	if slices.Contains(legal, stepStop) {
		t := target{kind: tButton, step: stepStop, label: i18n.T("Stop here"), help: i18n.T("End your turn on this square.")}
		if o.PathLen >= o.Steps {
			t.primary = true
		}
		buttons = append(buttons, t)
	}
	if pq.AssistsOf(p.s.Match()).Notes {
		buttons = append(buttons, target{kind: tButton, label: i18n.F("Notes (%d of %d)", len(p.notes.markers), pq.NoteMarkers()),
			help: i18n.T("Put numbered markers on squares to remember where you think the hunters are. Only you see them."), do: p.toggleNotes})
	}
	return buttons
}

// The steps of the notation the prompt offers by name.
var (
	stepRoll  = pq.Action{Kind: pq.ActRoll}.String()
	stepReset = pq.Action{Kind: pq.ActReset}.String()
	stepEnd   = pq.Action{Kind: pq.ActEnd}.String()
	stepStop  = pq.Action{Kind: pq.ActStop}.String()
)

// showStep is the step showing card c.
func showStep(c pq.Card) string { return pq.Action{Kind: pq.ActShow, A: uint8(c)}.String() }

// move is one legal move of a face.
type move struct {
	to   pq.Square
	step string
}

// movesByFace sorts the legal moves by the face they announce.
func movesByFace(legal []string) map[pq.Face][]move {
	out := map[pq.Face][]move{}
	var st pq.State
	for _, s := range legal {
		a, err := st.ParseStep(s)
		if err != nil || a.Kind != pq.ActMove {
			continue
		}
		f := pq.Face(a.A)
		out[f] = append(out[f], move{to: pq.Square(a.B), step: s})
	}
	return out
}

// moveStep is the step announcing f and moving to q.
func moveStep(f pq.Face, q pq.Square) string {
	return pq.Action{Kind: pq.ActMove, A: uint8(f), B: uint8(q)}.String()
}

// stepDir reads a step of the Mummy's ("step north").
func stepDir(s string) (pq.Dir, bool) {
	var st pq.State
	a, err := st.ParseStep(s)
	if err != nil || a.Kind != pq.ActStep {
		return 0, false
	}
	return pq.Dir(a.A), true
}

// faceName names a die face as the screens do.
func faceName(f pq.Face) string {
	switch f {
	case pq.FaceArrow:
		return i18n.T("Arrow")
	case pq.FaceMummy:
		return i18n.T("Mummy")
	}
	return faceWord(f)
}

// dieHelp says what choosing a die does.
func dieHelp(f pq.Face) string {
	if f == pq.FaceArrow {
		return i18n.T("Arrow: slide straight on until a wall or another hunter stops you. The squares you can reach light up.")
	}
	return i18n.N(f.Steps(), "Walk exactly %d square. The squares you can reach light up.", "Walk exactly %d squares; you may turn and go back. The squares you can reach light up.", f.Steps())
}

// inputTargets are the targets as the hit test and the focus see them.
func (p *Play) inputTargets() []input.Target {
	ts := make([]input.Target, len(p.prompt.targets))
	for i, t := range p.prompt.targets {
		ts[i] = input.Target{Rect: t.r, ID: i, Enabled: true}
	}
	return ts
}

// keys are the targets' keys, in order.
func (p *Play) keys() []targetKey {
	out := make([]targetKey, len(p.prompt.targets))
	for i, t := range p.prompt.targets {
		out[i] = t.key()
	}
	return out
}

// hit is the target at x,y, or -1; a finger reaches a target from
// beside it (input.Frame.Hit: the squares are smaller than a fingertip).
// A square the zoomed maze has scrolled out of its view is not hit.
func (p *Play) hit(in *input.Frame, x, y float64) int {
	ts := p.inputTargets()
	if b := p.board(); b != nil && b.cam.Zoomed() {
		for i, t := range p.prompt.targets {
			if (t.kind == tSquare || t.kind == tNote) && !b.lay.shows(t.r) {
				ts[i].Enabled = false
			}
		}
	}
	return in.Hit(ts, x, y)
}

// updateHover finds the target under the pointer or a finger held down.
func (p *Play) updateHover(ctx *scenes.Context) {
	p.prompt.hover = -1
	if _, ok := p.acting(); !ok {
		return
	}
	p.buildTargets()
	for _, in := range ctx.In.Intents {
		if in.Kind == input.Hold { // a long press shows what hovering shows
			p.prompt.hover = p.hit(&ctx.In, in.X, in.Y)
			return
		}
	}
	if ctx.In.Last != input.Touch {
		p.prompt.hover = p.hit(&ctx.In, ctx.In.X, ctx.In.Y)
	}
}

// defaultTarget is where the focus shows first: the primary button, the
// first die, the first square.
func (p *Play) defaultTarget() int {
	for i, t := range p.prompt.targets {
		if t.primary {
			return i
		}
	}
	return 0
}

// updateHuman turns the person's clicks, taps, keys and buttons into
// choices and steps.
func (p *Play) updateHuman(ctx *scenes.Context, cur int) {
	p.pollHint()
	p.updateHover(ctx)
	ps := &p.prompt
	pick := -1
	for _, in := range ctx.In.Intents {
		if in.Kind == input.Click {
			pick = p.hit(&ctx.In, in.X, in.Y)
			break
		}
	}
	ps.focus.Sync(p.keys(), p.inputTargets(), p.defaultTarget(), nil)
	switch {
	case pick >= 0:
	case ps.focus.Navigate(&ctx.In, p.inputTargets(), p.defaultTarget(), p.keys()):
		if ps.focus.Valid(p.inputTargets()) {
			if t := ps.targets[ps.focus.At]; t.kind == tSquare || t.kind == tNote {
				b := p.board() // a square out of the zoomed view comes into it
				b.cam.Follow(b.lay.lens(), t.r)
			}
		}
		return
	case ctx.In.Has(input.Hint):
		p.askHint()
		return
	case ctx.In.Has(input.EndTurn):
		pick = p.find(func(t target) bool { return t.step == stepEnd || t.step == stepStop })
	case ctx.In.Has(input.Confirm) && ps.focus.Valid(p.inputTargets()):
		pick = ps.focus.At
	case ctx.In.Has(input.Confirm):
		pick = p.defaultPrimary()
	}
	if pick < 0 || pick >= len(ps.targets) {
		return
	}
	p.choose(ps.targets[pick])
}

// defaultPrimary is the primary button (Enter plays it), or -1.
func (p *Play) defaultPrimary() int {
	for i, t := range p.prompt.targets {
		if t.primary && t.kind == tButton {
			return i
		}
	}
	return -1
}

// find is the first target that matches, or -1.
func (p *Play) find(match func(target) bool) int {
	for i, t := range p.prompt.targets {
		if match(t) {
			return i
		}
	}
	return -1
}

// choose does what target t offers.
func (p *Play) choose(t target) {
	ps := &p.prompt
	switch {
	case t.page != 0:
		ps.page = max(0, min(ps.pages-1, ps.page+t.page))
		ps.stale()
		return
	case t.do != nil:
		t.do()
		ps.stale()
		return
	case t.kind == tDie:
		if moves := movesByFace(p.legal()); len(moves[t.face]) == 0 {
			p.message = t.help
			return
		}
		ps.face, ps.dest = t.face, pq.NoSquare
		p.message = ""
		ps.stale()
		return
	case t.kind == tHand:
		p.hand.toggle(p.view)
		ps.stale()
		return
	case t.kind == tNote:
		p.notes.toggle(t.sq)
		p.keepNotes()
		ps.stale()
		return
	case t.kind == tCard:
		p.showCard(t.card)
		return
	case t.kind == tSquare && p.s.Current() != pq.MummySeat && t.sq != ps.dest:
		ps.dest = t.sq // chosen; a second click (or the button) announces it
		ps.stale()
		return
	}
	if t.step == "" {
		return
	}
	p.message, ps.note = "", ""
	if err := p.apply(t.step); err != nil {
		p.message = err.Error()
		return
	}
	ps.face, ps.dest, ps.page = pq.FaceNone, pq.NoSquare, 0
}

// updateSkip ends the animation in progress on Space, Enter or the Skip
// button; it reports whether it did.
func (p *Play) updateSkip(ctx *scenes.Context) bool {
	b := p.board()
	if b == nil || !b.Busy() && p.wait == 0 {
		return false
	}
	x, y, clicked := ctx.In.Clicked()
	if !ctx.In.Has(input.Confirm) && !(clicked && p.skipButton().Contains(x, y)) {
		return false
	}
	b.Skip()
	p.wait = 0
	return true
}

// skipButton ends the animation in progress.
func (p *Play) skipButton() layout.Rect {
	_, _, _, _, skip := p.lay.promptParts()
	return skip
}

// updateUndo takes back the last step on Ctrl+Z when the session allows
// it (spec §9.5: never across a roll, an announcement, a reveal or a
// Mummy's step, so hardly ever) and says why not otherwise; Ctrl+Y plays
// it again. It reports whether it used the tick.
func (p *Play) updateUndo(ctx *scenes.Context) bool {
	switch {
	case ctx.In.Has(input.Undo):
		if cur, ok := p.acting(); !ok || cur != p.view {
			return true
		}
		if err := p.s.CanUndo(); err != nil {
			p.message = i18n.F("Cannot undo: %v.", err)
			return true
		}
		if err := p.s.Undo(); err != nil {
			var ae *session.AutosaveError
			if !errors.As(err, &ae) {
				p.message = err.Error()
				return true
			}
			p.message = ae.Error()
		}
		p.reshow()
		return true
	case ctx.In.Has(input.Redo):
		if err := p.s.CanRedo(); err != nil {
			p.message = i18n.F("Cannot redo: %v.", err)
			return true
		}
		evs, err := p.s.Redo()
		if err := p.took(evs, err); err != nil {
			p.message = err.Error()
		}
		return true
	}
	return false
}

// reshow shows every board at the match as it now stands, its log from
// the session's (after an undo).
func (p *Play) reshow() {
	for i, b := range p.boards {
		if b == nil {
			continue
		}
		b.Show(p.s.Match(), b.view)
		b.events = p.sessionEvents(b.view)
		p.boards[i] = b
	}
	p.prompt.face, p.prompt.dest = pq.FaceNone, pq.NoSquare
	p.prompt.stale()
	p.log.Invalidate()
}

// rollLabel is the Roll button's word for n dice to roll: "Roll 5 dice",
// one form in English and in Polish for any n from 2 ("Rzuć 2 kośćmi",
// "Rzuć 5 kośćmi"), and the last die said as such.
func rollLabel(n int) string {
	if n == 1 {
		return i18n.T("Roll the last die")
	}
	return i18n.F("Roll %d dice", n)
}
