package horus

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/saves"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/horus/scenario"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
	"github.com/pyramid-studio/pyramid/storage"
)

// TestTutorialScriptPlays: the tutorial's game plays from its position to
// its end as tutorial.txt expects (David Gore out with 18, Chantal Sarti
// with 13); its cards are in the order of the line; every step the person
// plays is under a card that asks for it, and no step of chance or of the
// computer is; no card stops the game in the middle of a roll (dice are
// rolled together); and the last cards come once the game is over.
func TestTutorialScriptPlays(t *testing.T) {
	sc, err := scenario.Parse(tutorialFile, tutorialScript)
	if err != nil {
		t.Fatal(err)
	}
	s, evs, err := sc.Run()
	if err != nil {
		t.Fatal(err)
	}
	if err := sc.Check(s, evs); err != nil {
		t.Fatal(err)
	}
	tut, err := horusTutorial()
	if err != nil {
		t.Fatal(err)
	}
	if len(tut.Cards) != len(tutorialTexts) || len(tut.Line) == 0 {
		t.Fatalf("%d cards, %d texts, %d steps", len(tut.Cards), len(tutorialTexts), len(tut.Line))
	}
	m, seats, err := tut.Start()
	if err != nil {
		t.Fatal(err)
	}
	person := -1
	for i, st := range seats {
		if st.IsHuman() {
			if person >= 0 {
				t.Fatal("the tutorial has more than one person")
			}
			person = i
		}
	}
	under := make([]int, len(tut.Line)) // under[i]: how many cards ask for step i
	last := 0
	for k, c := range tut.Cards {
		if c.At < last || c.At+c.Do > len(tut.Line) {
			t.Fatalf("card %d at step %d (and %d more) is out of the line's order", k+1, c.At, c.Do)
		}
		last = c.At
		for i := c.At; i < c.At+c.Do; i++ {
			under[i]++
		}
	}
	cardAt := map[int]bool{}
	for _, c := range tut.Cards {
		cardAt[c.At] = true
	}
	rolling := func() bool { r, ok := m.(table.Roller); return ok && r.Rolling() }
	wasRolling := false // the step before was a die of a roll (Session.Rolling)
	for i, step := range tut.Line {
		actor := m.Actor()
		if cardAt[i] && wasRolling && rolling() {
			t.Errorf("a card stops the game in the middle of a roll, before step %d (%s)", i+1, step)
		}
		switch {
		case actor == person && under[i] != 1:
			t.Errorf("step %d (%s) is the person's, under %d cards asking for it", i+1, step, under[i])
		case actor != person && under[i] > 0 && !cardAt[i] && under[i-1] == 0:
			t.Errorf("step %d (%s) is not the person's, yet a card starts with it", i+1, step)
		}
		wasRolling = rolling()
		if _, err := m.Apply(step); err != nil {
			t.Fatalf("step %d (%s): %v", i+1, step, err)
		}
	}
	if m.Actor() != table.Over {
		t.Fatal("the tutorial's game does not end")
	}
	if end := tut.Cards[len(tut.Cards)-1]; end.At != len(tut.Line) || end.Do != 0 {
		t.Errorf("the last card shows at step %d, not at the end (%d)", end.At, len(tut.Line))
	}
	if o := m.Outcome(); len(o.Winners) != 1 || o.Winners[0] != person {
		t.Errorf("the tutorial ends with winners %v, not the person", o.Winners)
	}
}

// tutorDriver plays the tutorial through the scene manager as a person
// does, with one device: it reads the probe, and under a card to read
// presses Next, under a card that asks for a step plays it (a click on
// its target, or Enter or A, the focus being put there by the guide), and
// otherwise lets the animations play.
type tutorDriver struct {
	t     *testing.T
	dev   input.Device
	st    *settings.Settings
	sv    *saves.Saves
	m     *scenes.Manager
	seen  map[int]bool // the cards shown
	ticks int
	// check runs on every tick with a card on show, with the probe and
	// whether the card has just come
	check func(pr scenes.Probe, first bool)
	// nudged: the test gave input the tutorial does not take, so a nudge
	// is no fault of the driver's
	nudged bool
	// reach is a finger's reach beside a target (input.Frame.Reach); 0:
	// the mouse
	reach float64
}

func newTutorDriver(t *testing.T, dev input.Device) *tutorDriver {
	t.Helper()
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	st := settings.Load(storage.NewMemory())
	d := &tutorDriver{t: t, dev: dev, st: &st, sv: testSaves(t), seen: map[int]bool{}}
	d.start()
	return d
}

// start opens the tutorial as the title's Learn to play does.
func (d *tutorDriver) start() {
	d.t.Helper()
	g, err := scenes.StartTutorial(d.ctx(), horus.GameID)
	if err != nil {
		d.t.Fatal(err)
	}
	d.m = scenes.NewManager(g)
}

// ctx is a 1280×720 context with intents of the driver's device.
func (d *tutorDriver) ctx(in ...input.Intent) *scenes.Context {
	f := layout.NewFrame(1280, 720)
	fr := input.Frame{Intents: in, X: -100, Y: -100, Last: d.dev, Reach: d.reach}
	for _, i := range in {
		if i.Kind == input.Click {
			fr.X, fr.Y = i.X, i.Y
		}
	}
	return &scenes.Context{W: 1280, H: 720, Frame: f, Fonts: render.NewFonts(f.U), In: fr, Settings: d.st, Saves: d.sv}
}

func (d *tutorDriver) tick(in ...input.Intent) {
	d.t.Helper()
	d.ticks++
	if err := d.m.Update(d.ctx(in...)); err != nil {
		d.t.Fatal(err)
	}
}

// probe is the screen's probe; nil Guide once the tutorial is left.
func (d *tutorDriver) probe() scenes.Probe { return d.m.Probe(d.ctx()) }

// confirm is Enter, or A on a controller.
func (d *tutorDriver) confirm() input.Intent {
	return input.Intent{Kind: input.Confirm, Dev: d.dev}
}

// press chooses what is at r: a click for the mouse, Confirm for the
// others (the focus is on it).
func (d *tutorDriver) press(r layout.Rect) {
	if d.dev == input.Mouse {
		x, y := r.Center()
		d.tick(input.Intent{Kind: input.Click, X: x, Y: y})
		return
	}
	d.tick(d.confirm())
}

// button is the card's button labelled label.
func button(pr scenes.Probe, label string) (layout.Rect, bool) {
	for _, b := range pr.Guide.Buttons {
		if b.Label == label {
			return b.Rect, true
		}
	}
	return layout.Rect{}, false
}

// step takes one action of the person, or one tick; it reports false
// once the tutorial has been left.
func (d *tutorDriver) step() bool {
	d.t.Helper()
	pr := d.probe()
	gp := pr.Guide
	if gp == nil {
		return false
	}
	if gp.Nudged && !d.nudged {
		d.t.Fatalf("card %d: the tutorial nudged a player who did what it asked (%s)", gp.Card+1, gp.Text)
	}
	if gp.Shown {
		first := !d.seen[gp.Card]
		d.seen[gp.Card] = true
		if d.check != nil {
			d.check(pr, first)
		}
	}
	switch {
	case gp.Shown && gp.Next:
		next, ok := button(pr, "Next")
		if !ok {
			next, ok = button(pr, "Finish")
		}
		if !ok {
			d.t.Fatalf("card %d has no Next", gp.Card+1)
		}
		d.press(next)
	case gp.Shown && pr.Human && gp.Step != "":
		for _, tg := range pr.Targets {
			if tg.Action == gp.Step {
				d.press(tg.Rect)
				return true
			}
		}
		d.t.Fatalf("card %d asks for %s, which the screen does not offer", gp.Card+1, gp.Step)
	default:
		d.tick()
	}
	if d.ticks > 40000 {
		d.t.Fatalf("the tutorial has not ended after %d ticks (card %d, step %d)", d.ticks, gp.Card+1, gp.Line)
	}
	return true
}

// TestTutorialPlaysThroughByMouseKeyboardAndController plays the tutorial
// to its end three times on the real play screen, with the mouse, the
// keyboard and a controller: every card shows, in order; every card's
// outlines are on the screen, and the card covers none of them nor the
// step it asks for; the tutorial ends on the title and is kept
// as done; and its game was neither autosaved (the game in progress is
// left as it was), filed in the records nor counted in the statistics.
func TestTutorialPlaysThroughByMouseKeyboardAndController(t *testing.T) {
	for _, dev := range []input.Device{input.Mouse, input.Keyboard, input.Gamepad} {
		d := newTutorDriver(t, dev)
		// a game in progress, which the tutorial must leave alone
		inProgress, err := session.New(session.Config{Game: horus.GameID, Setup: GameConfig{Seed: 3, Seats: []SeatConfig{human(0), human(1)}}.Setup(), Seed: 3, Store: d.sv.Store})
		if err != nil {
			t.Fatal(err)
		}
		before, _ := d.sv.Store.Read(session.AutosaveKey)
		files, _ := d.sv.Store.List("")
		records, _ := d.sv.Records.List("")
		_ = inProgress
		last := -1
		d.check = func(pr scenes.Probe, first bool) {
			gp := pr.Guide
			if first && gp.Card < last {
				t.Errorf("%v: card %d shows after card %d", dev, gp.Card+1, last+1)
			}
			last = gp.Card
			if len(gp.Missing) > 0 {
				t.Errorf("%v: card %d outlines %v, which the screen does not show", dev, gp.Card+1, gp.Missing)
			}
			for _, r := range gp.Looks {
				if r.W <= 0 || r.H <= 0 || r.X < 0 || r.Y < 0 || r.Right() > 1280 || r.Bottom() > 720 {
					t.Errorf("%v: card %d outlines %+v, off the screen", dev, gp.Card+1, r)
				}
				if overlap(gp.Panel, r) > 2 {
					t.Errorf("%v: card %d at %+v covers what it outlines, %+v", dev, gp.Card+1, gp.Panel, r)
				}
			}
			for _, tg := range pr.Targets {
				if gp.Step != "" && tg.Action == gp.Step && overlap(gp.Panel, tg.Rect) > 2 {
					t.Errorf("%v: card %d at %+v covers the step it asks for, %+v", dev, gp.Card+1, gp.Panel, tg.Rect)
				}
			}
		}
		for d.step() {
		}
		if _, ok := d.m.Current().(*scenes.Title); !ok {
			t.Fatalf("%v: the tutorial ended on %T, not the title", dev, d.m.Current())
		}
		tut, _ := horusTutorial()
		if len(d.seen) != len(tut.Cards) {
			t.Errorf("%v: %d of %d cards shown", dev, len(d.seen), len(tut.Cards))
		}
		if p := d.st.TutorialOf(horus.GameID); !p.Done || !p.Offered {
			t.Errorf("%v: the finished tutorial is kept as %+v", dev, p)
		}
		after, _ := d.sv.Store.Read(session.AutosaveKey)
		filesAfter, _ := d.sv.Store.List("")
		recordsAfter, _ := d.sv.Records.List("")
		if string(after) != string(before) || !slices.Equal(files, filesAfter) || !slices.Equal(records, recordsAfter) {
			t.Errorf("%v: the tutorial changed the saves: %v -> %v, records %v -> %v", dev, files, filesAfter, records, recordsAfter)
		}
		t.Logf("%v: %d ticks", dev, d.ticks)
	}
}

// playTo plays the tutorial until card k is on show.
func (d *tutorDriver) playTo(k int) scenes.Probe {
	d.t.Helper()
	for {
		pr := d.probe()
		if pr.Guide == nil {
			d.t.Fatalf("the tutorial was left before card %d", k+1)
		}
		if pr.Guide.Card == k && pr.Guide.Shown && (pr.Guide.Next || pr.Human) {
			return pr
		}
		if pr.Guide.Card > k {
			d.t.Fatalf("card %d was passed", k+1)
		}
		d.step()
	}
}

// markCard is the index of the card at mark name of tutorial.txt.
func markCard(t *testing.T, name string) int {
	t.Helper()
	marks, _ := tutorialMarks(tutorialScript)
	for i, mk := range marks {
		if mk.name == name {
			return i
		}
	}
	t.Fatalf("no mark %q", name)
	return -1
}

// TestTutorialIsLeftAndResumedWhereItWasLeft: Back asks whether to leave
// (Enter then keeps learning, at the same card); leaving goes to the title
// and keeps the card reached; Learn to play then goes on from that card,
// the game as it stood there, and plays on to the end.
func TestTutorialIsLeftAndResumedWhereItWasLeft(t *testing.T) {
	d := newTutorDriver(t, input.Mouse)
	k := markCard(t, "open")
	pr := d.playTo(k)
	line := pr.Guide.Line
	back := input.Intent{Kind: input.Back, Dev: input.Keyboard}
	d.tick(back)
	if pr = d.probe(); !pr.Guide.Asking {
		t.Fatal("Back did not ask whether to leave the tutorial")
	}
	d.tick(input.Intent{Kind: input.Confirm, Dev: input.Keyboard})
	if pr = d.probe(); pr.Guide.Asking || pr.Guide.Card != k || pr.Guide.Line != line {
		t.Fatalf("Enter on the question: asking %v, card %d, step %d", pr.Guide.Asking, pr.Guide.Card+1, pr.Guide.Line)
	}
	d.tick(back)
	leave, ok := button(d.probe(), "Leave the tutorial")
	if !ok {
		t.Fatal("the question has no Leave the tutorial")
	}
	d.press(leave)
	if _, ok := d.m.Current().(*scenes.Title); !ok {
		t.Fatalf("leaving the tutorial went to %T", d.m.Current())
	}
	if p := d.st.TutorialOf(horus.GameID); p.Card != k || p.Done {
		t.Fatalf("the tutorial left at card %d is kept as %+v", k+1, p)
	}
	d.start()
	pr = d.playTo(k)
	if pr.Guide.Line != line {
		t.Fatalf("resumed at card %d with %d steps played, left with %d", k+1, pr.Guide.Line, line)
	}
	for d.step() {
	}
	if p := d.st.TutorialOf(horus.GameID); !p.Done {
		t.Errorf("the resumed tutorial, played to its end, is kept as %+v", p)
	}
}

// TestTutorialTakesOnlyTheStepItAsksFor: under a card that asks for a
// step, a click on another offer, a key that plays another action (E, S,
// the hint, undo) and Enter with the focus moved off the step play
// nothing and nudge; under a card to read, a click beside it nudges and
// leaves the card on show. Then the step itself is taken.
func TestTutorialTakesOnlyTheStepItAsksFor(t *testing.T) {
	d := newTutorDriver(t, input.Keyboard)
	d.nudged = true
	pr := d.playTo(markCard(t, "welcome"))
	d.tick(input.Intent{Kind: input.Click, X: 640, Y: 360})
	if pr = d.probe(); !pr.Guide.Nudged || pr.Guide.Card != 0 {
		t.Fatalf("a click beside a card to read: nudged %v, card %d", pr.Guide.Nudged, pr.Guide.Card+1)
	}
	k := markCard(t, "beside")
	pr = d.playTo(k)
	line, step := pr.Guide.Line, pr.Guide.Step
	var other *scenes.ProbeTarget
	for i, tg := range pr.Targets {
		if tg.Action != "" && tg.Action != step {
			other = &pr.Targets[i]
		}
	}
	if other == nil {
		t.Fatalf("card %d offers nothing but %s", k+1, step)
	}
	x, y := other.Rect.Center()
	for _, in := range []input.Intent{
		{Kind: input.Click, X: x, Y: y, Dev: input.Mouse},
		{Kind: input.EndTurn, Dev: input.Keyboard},
		{Kind: input.Search, Dev: input.Keyboard},
		{Kind: input.Hint, Dev: input.Keyboard},
		{Kind: input.Undo, Dev: input.Keyboard},
	} {
		d.tick(in)
		for i := 0; i < 30; i++ {
			d.tick()
		}
		if pr = d.probe(); pr.Guide.Line != line || pr.Guide.Card != k {
			t.Fatalf("%v under card %d played a step: now at step %d, card %d", in.Kind, k+1, pr.Guide.Line, pr.Guide.Card+1)
		}
	}
	d.tick(input.Intent{Kind: input.Down, Dev: input.Keyboard}) // the focus moves off the step
	if pr = d.probe(); d.focused(pr) == step {
		d.tick(input.Intent{Kind: input.Down, Dev: input.Keyboard})
	}
	d.tick(d.confirm())
	if pr = d.probe(); pr.Guide.Line != line || !pr.Guide.Nudged {
		t.Fatalf("Enter off the step: step %d (was %d), nudged %v", pr.Guide.Line, line, pr.Guide.Nudged)
	}
	d.tick()            // the focus goes back to the step
	d.tick(d.confirm()) // and Enter plays it
	if pr = d.probe(); pr.Guide.Line != line+1 {
		t.Fatalf("Enter on the step did not play it: step %d, was %d", pr.Guide.Line, line)
	}
}

// focused is the step the keyboard focus is on.
func (d *tutorDriver) focused(pr scenes.Probe) string {
	for _, tg := range pr.Targets {
		if tg.Focused {
			return tg.Action
		}
	}
	return ""
}

// TestTutorialIsOfferedOnceOnTheFirstStart: the title of a first start
// offers the tutorial beside the menu (Learn to play, Not now) and, a
// second later, keeps that it did; the next title does not offer it again, but has Learn to
// play in its menu, which opens the tutorial.
func TestTutorialIsOfferedOnceOnTheFirstStart(t *testing.T) {
	d := newTutorDriver(t, input.Mouse)
	d.st.Tutorials = nil
	count := func(pr scenes.Probe, label string) int {
		n := 0
		for _, tg := range pr.Targets {
			if tg.Label == label {
				n++
			}
		}
		return n
	}
	d.m = scenes.NewManager(scenes.NewTitle())
	pr := d.probe()
	if count(pr, "Not now") != 1 || count(pr, "Learn to play") != 2 {
		t.Fatalf("the first title offers %+v", pr.Targets)
	}
	for i := 0; i < 59; i++ {
		d.tick()
	}
	if d.st.TutorialOf(horus.GameID).Offered {
		t.Fatal("the offer is kept as made before its second is up (the first frame writes the settings)")
	}
	d.tick()
	if !d.st.TutorialOf(horus.GameID).Offered {
		t.Fatal("the offer is not kept as made a second later")
	}
	d.m = scenes.NewManager(scenes.NewTitle())
	pr = d.probe()
	if count(pr, "Not now") != 0 || count(pr, "Learn to play") != 1 {
		t.Fatalf("the next title offers %+v", pr.Targets)
	}
	for _, tg := range pr.Targets {
		if tg.Label == "Learn to play" {
			d.press(tg.Rect)
		}
	}
	if _, ok := d.m.Current().(*scenes.Guide); !ok {
		t.Fatalf("Learn to play opened %T", d.m.Current())
	}
}

// TestTitleSaysWhichCardTheTutorialGoesOnFrom: beside Learn to play the
// title says the card a player who left the tutorial comes back to, and
// says nothing to a player who never began it (whose title reads no
// script for it).
func TestTitleSaysWhichCardTheTutorialGoesOnFrom(t *testing.T) {
	cards := len(horusScreens{}.Tutorial().Cards)
	img := ebiten.NewImage(1280, 720)
	defer img.Deallocate()
	for _, card := range []int{0, 2} {
		d := newTutorDriver(t, input.Mouse)
		d.st.Tutorials = map[string]settings.Tutorial{horus.GameID: {Card: card, Offered: true}}
		d.m = scenes.NewManager(scenes.NewTitle())
		d.tick()
		stop := render.RecordText()
		d.m.Draw(img, d.ctx())
		said := ""
		for _, td := range stop() {
			if strings.HasPrefix(td.Text, "card ") {
				said = td.Text
			}
		}
		want := ""
		if card > 0 {
			want = fmt.Sprintf("card %d of %d", card+1, cards)
		}
		if said != want {
			t.Errorf("left at card index %d: the title says %q, want %q", card, said, want)
		}
	}
}

// TestTutorialOfferIsKeptWhenTheTitleIsLeftAtOnce: a player who leaves
// the first title before the offer's second is up (New game at once)
// is not offered the tutorial again: the title keeps it as it is left.
func TestTutorialOfferIsKeptWhenTheTitleIsLeftAtOnce(t *testing.T) {
	d := newTutorDriver(t, input.Mouse)
	d.st.Tutorials = nil
	d.m = scenes.NewManager(scenes.NewTitle())
	for _, tg := range d.probe().Targets {
		if tg.Label == "New game" {
			d.press(tg.Rect)
		}
	}
	for i := 0; i < 20 && !d.st.TutorialOf(horus.GameID).Offered; i++ {
		d.tick()
	}
	if _, ok := d.m.Current().(*scenes.Title); ok {
		t.Fatal("New game left the title on")
	}
	if !d.st.TutorialOf(horus.GameID).Offered {
		t.Fatalf("the title was left after %d updates and the offer is not kept as made", d.ticks)
	}
}

// TestTutorialShowsNothingHidden: all through the tutorial the screen is
// the person's view (a computer plays the other seat), and at every card,
// and every step, nothing drawn — the card's words among it — names a
// card or block the person cannot see: the sarcophagus's treasure is
// named only once it is open, a drawn card only once drawn, the block
// only once it fell.
func TestTutorialShowsNothingHidden(t *testing.T) {
	d := newTutorDriver(t, input.Mouse)
	img := ebiten.NewImage(1280, 720)
	defer img.Deallocate()
	g := &leakGame{t: t, img: img, st: d.st, sv: d.sv, counts: map[string]int{}}
	checked := 0
	lastLine := -1
	look := func(pr scenes.Probe, first bool) {
		p, ok := d.m.Current().(*scenes.Guide).Screen().(*Play)
		if !ok {
			return // the end screen: the game is over, nothing is hidden
		}
		if p.view != 0 {
			t.Fatalf("step %d: the screen shows view %d, not the person's", pr.Guide.Line, p.view)
		}
		g.p = p
		h := g.hiddenFrom(0)
		for c, ok := h.cards.Next(0); ok; c, ok = h.cards.Next(int(c) + 1) {
			// the cards' words name treasures shorter than the log: "Anubis 8"
			if ci := c.Info(); ci.Kind == horus.KindTreasure {
				h.names = append(h.names, fmt.Sprintf("%s %d", ci.God, ci.Value))
			}
		}
		g.checkDrawnAgainst("tutorial", h, 0, d.m.Current())
		checked++
	}
	d.check = func(pr scenes.Probe, first bool) {
		if first {
			look(pr, first)
		}
	}
	for d.step() {
		if pr := d.probe(); pr.Guide != nil && pr.Guide.Line != lastLine {
			lastLine = pr.Guide.Line
			look(pr, false)
		}
	}
	if checked < 60 {
		t.Fatalf("only %d screens were checked", checked)
	}
}

// TestTutorialTakesATapBesideItsStep: on a touch screen a tap just beside
// the step's target plays it, as the play screen takes it (the nearest
// target within a finger's reach), and is not nudged.
func TestTutorialTakesATapBesideItsStep(t *testing.T) {
	d := newTutorDriver(t, input.Mouse)
	d.reach = input.TouchReach
	pr := d.playTo(markCard(t, "search"))
	line := pr.Guide.Line
	for _, tg := range pr.Targets {
		if tg.Action == pr.Guide.Step {
			d.tick(input.Intent{Kind: input.Click, X: tg.Rect.X + tg.Rect.W/2, Y: tg.Rect.Bottom() + input.TouchReach/2})
			break
		}
	}
	if pr = d.probe(); pr.Guide.Line != line+1 || pr.Guide.Nudged {
		t.Fatalf("a tap beside the step: step %d (was %d), nudged %v", pr.Guide.Line, line, pr.Guide.Nudged)
	}
}
