package horus

import (
	"context"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/storage"
)

// humanTurn makes a 1280×720 game at the human's first idle turn.
func humanTurn(t *testing.T, seed uint64) *Play {
	t.Helper()
	p := newTestPlay(t, seed, 1280, 720, false)
	if !toHuman(p, rand.New(rand.NewPCG(seed, 3))) {
		t.Fatal("the game ended before the human's turn")
	}
	settle(p)
	return p
}

// tick runs one Update of p with the given intents; a click moves the
// pointer there.
func tick(t *testing.T, p *Play, pads *input.Seats, last input.Device, in ...input.Intent) {
	t.Helper()
	ctx := sceneCtx(nil, p.settings, in...)
	ctx.Pads, ctx.In.Last, ctx.Fonts = pads, last, p.fonts
	for _, i := range in {
		if i.Kind == input.Click {
			ctx.In.X, ctx.In.Y = i.X, i.Y
		}
	}
	if err := p.Update(ctx); err != nil {
		t.Fatal(err)
	}
}

func key(k input.Kind) input.Intent { return input.Intent{Kind: k, Dev: input.Keyboard} }

func TestPlayConfirmPlaysTheFocusedSquare(t *testing.T) {
	p := humanTurn(t, 3)
	tick(t, p, nil, input.Keyboard, key(input.Next))
	if !p.ctl.focus.Valid(p.inputTargets()) {
		t.Fatal("Tab put the focus on no target")
	}
	// step on until a board square has the focus
	for i := 0; p.targets[p.ctl.focus.At].kind != tSquare; i++ {
		if i > len(p.targets) {
			t.Fatalf("Tab never reached a square among %d targets", len(p.targets))
		}
		tick(t, p, nil, input.Keyboard, key(input.Next))
	}
	want := p.targets[p.ctl.focus.At].act
	before := p.steps()
	tick(t, p, nil, input.Keyboard, key(input.Confirm))
	if p.steps() != before+1 {
		t.Fatalf("Enter on the focused square played %d steps", p.steps()-before)
	}
	if got := p.m.State.Players[0].Square; want.Kind == horus.ActMove && got != horus.Square(want.A) {
		t.Errorf("the focus was on %s, the adventurer stands on %s", want, got)
	}
}

func TestPlayArrowsMoveTheFocusOverTheBoard(t *testing.T) {
	p := humanTurn(t, 3)
	tick(t, p, nil, input.Keyboard, key(input.Next))
	moved := 0
	for _, k := range []input.Kind{input.Up, input.Left, input.Right, input.Down, input.Right} {
		from := p.ctl.focus.At
		tick(t, p, nil, input.Keyboard, key(k))
		if !p.ctl.focus.Valid(p.inputTargets()) {
			t.Fatalf("%v left the focus on no target", k)
		}
		if p.ctl.focus.At != from {
			moved++
		}
	}
	if moved == 0 {
		t.Error("no arrow moved the focus")
	}
	if p.steps() == 0 || p.m.State.Current() != 0 {
		t.Error("moving the focus must not play anything")
	}
}

// awaitHint ticks p until the hint asked for has come and is shown.
func awaitHint(t *testing.T, p *Play) {
	t.Helper()
	for end := time.Now().Add(time.Minute); p.ctl.asking != nil; time.Sleep(time.Millisecond) {
		if time.Now().After(end) {
			t.Fatal("no hint came within a minute")
		}
		tick(t, p, nil, input.Keyboard)
	}
}

// hintNow works out the hint for seat cur on this goroutine and shows it,
// for tests that look at the hint's line or focus on a set-up position.
func hintNow(p *Play, cur int) {
	work, err := p.hintWork()
	if err != nil {
		p.showHint(cur, hintAnswer{err: err})
		return
	}
	p.showHint(cur, work(context.Background()))
}

// TestTheHintIsWorkedOutOffTheUIThread: asking for a hint says one is on
// its way and returns at once (the hard level's choice takes a decision's
// time); the hint shows when it comes, and one that comes after its step
// was played is dropped.
func TestTheHintIsWorkedOutOffTheUIThread(t *testing.T) {
	p := humanTurn(t, 4)
	tick(t, p, nil, input.Keyboard, key(input.Hint))
	if p.ctl.asking == nil || p.ctl.note != i18n.T("Looking for a hint…") || p.ctl.hintAt == p.steps() {
		t.Fatalf("asking for a hint did not say one is on its way: %q", p.ctl.note)
	}
	tick(t, p, nil, input.Keyboard, key(input.Hint)) // asking again waits for the same one
	first := p.ctl.asking
	awaitHint(t, p)
	if first == nil || !strings.HasPrefix(p.ctl.note, "Hint: ") {
		t.Fatalf("the hint says %q", p.ctl.note)
	}

	p.ctl.note = ""
	p.askHint()
	ask := p.ctl.asking
	h := <-ask.ch
	ask.at-- // as if the step it was asked at had been played meanwhile
	ask.ch <- h
	p.pollHint(p.m.State.Current())
	if p.ctl.asking != nil || strings.HasPrefix(p.ctl.note, "Hint: ") {
		t.Errorf("a hint for a step already played was shown: %q", p.ctl.note)
	}
}

func TestPlayHintFocusesALegalOfferAndShortcutsPlay(t *testing.T) {
	p := humanTurn(t, 4)
	tick(t, p, nil, input.Keyboard, key(input.Hint))
	awaitHint(t, p)
	if !strings.HasPrefix(p.ctl.note, "Hint: ") {
		t.Fatalf("the hint says %q", p.ctl.note)
	}
	if !p.ctl.focus.Valid(p.inputTargets()) {
		t.Fatal("the hint put the focus nowhere")
	}
	hinted := p.targets[p.ctl.focus.At]
	if !p.hinted(hinted) || p.m.State.Apply(hinted.act) != nil && hinted.kind != tDie {
		t.Errorf("the hinted offer %q is not a legal action", hinted.label)
	}
	tick(t, p, nil, input.Keyboard, key(input.EndTurn))
	if p.ask == nil {
		t.Fatal("E with actions left did not ask first")
	}
	tick(t, p, nil, input.Keyboard, key(input.EndTurn)) // E again answers "End turn"
	if cur := p.m.State.Current(); cur == 0 && p.m.State.Players[0].Actions > 0 {
		t.Error("E, E did not end the turn")
	}
	if p.ctl.note != "" {
		t.Errorf("the hint stayed after the turn: %q", p.ctl.note)
	}
}

func TestPlayOnlyTheSeatsControllerActs(t *testing.T) {
	p := humanTurn(t, 3)
	pads := &input.Seats{}
	pads.Bind(0, 5)
	pad := func(id int, k input.Kind) input.Intent { return input.Intent{Kind: k, Dev: input.Gamepad, Pad: id} }
	tick(t, p, pads, input.Gamepad, pad(6, input.Next))
	if p.ctl.focus.Valid(p.inputTargets()) {
		t.Error("another controller moved the focus of seat 0")
	}
	tick(t, p, pads, input.Gamepad, pad(5, input.Next))
	if !p.ctl.focus.Valid(p.inputTargets()) {
		t.Fatal("seat 0's own controller did not move the focus")
	}
	// controller 5 is unplugged: the seat falls back to any controller
	ctx := sceneCtx(nil, p.settings)
	ctx.Pads, ctx.In.Lost, ctx.Fonts = pads, []int{5}, p.fonts
	if err := p.Update(ctx); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(p.ctl.note, "Controller 6 was unplugged") {
		t.Errorf("no message about the lost controller: %q", p.ctl.note)
	}
	if _, ok := pads.PadOf(0); ok {
		t.Error("the seat kept its unplugged controller")
	}
	before := p.steps()
	tick(t, p, pads, input.Gamepad, pad(6, input.Confirm))
	if p.steps() != before+1 {
		t.Error("after the unplugging another controller could not play the seat")
	}
}

func TestHotSeatControllerJoinsAtFirstTurn(t *testing.T) {
	p := hotSeat(t, false)
	for p.m.State.Current() != 0 {
		if err := p.chance(); err != nil {
			t.Fatal(err)
		}
	}
	pads := &input.Seats{}
	pads.Bind(1, 2)
	ctx := sceneCtx(nil, p.settings, input.Intent{Kind: input.Down, Dev: input.Gamepad, Pad: 2}, input.Intent{Kind: input.Down, Dev: input.Gamepad, Pad: 7})
	ctx.Pads = pads
	p.inputControls(ctx)
	if pad, ok := pads.PadOf(0); !ok || pad != 7 {
		t.Errorf("seat 0's first press was controller 7's; bound %d, %v", pad, ok)
	}
	if len(ctx.In.Intents) != 1 || ctx.In.Intents[0].Pad != 7 {
		t.Errorf("seat 1's controller acted on seat 0's turn: %v", ctx.In.Intents)
	}
	if !strings.Contains(p.ctl.note, "joins") {
		t.Errorf("no message about the joining: %q", p.ctl.note)
	}
}

func TestMenuFocusChoosesTheFocusedButton(t *testing.T) {
	st := settings.Defaults()
	st.Tutorials = map[string]settings.Tutorial{horus.GameID: {Offered: true}} // the first start's offer was made
	run := func(m *scenes.Manager, in ...input.Intent) {
		t.Helper()
		ctx := sceneCtx(nil, &st, in...)
		ctx.In.Last = input.Keyboard
		if err := m.Update(ctx); err != nil {
			t.Fatal(err)
		}
	}
	m := scenes.NewManager(scenes.NewTitle())
	run(m, key(input.Confirm))
	if _, ok := m.Current().(*scenes.NewGame); !ok {
		t.Fatalf("Enter before any move still starts a new game; got %T", m.Current())
	}
	m = scenes.NewManager(scenes.NewTitle())
	for _, k := range []input.Kind{input.Down, input.Down, input.Down, input.Down, input.Down} {
		run(m, key(k)) // the first press shows the focus on "New game"
	}
	run(m, key(input.Confirm))
	if _, ok := m.Current().(*Rules); !ok {
		t.Fatalf("New game, down four (Learn to play, Replays, Statistics, Rules): Enter should open the rules; got %T", m.Current())
	}
	fctx := sceneCtx(nil, &settings.Settings{})
	m.Probe(fctx)
	if *fctx.Focus() != input.NoFocus {
		t.Error("the focus of the title carried over to the rules")
	}
}

func TestNewGameStartJoinsTheHumanSeats(t *testing.T) {
	st := settings.Defaults()
	s := newHorusGame()
	su := s.Setup()
	su.Seats[2].Kind, su.Seats[2].Person = table.Human, 3
	s.SetSetup(su)
	pads := &input.Seats{}
	pads.Bind(3, 9) // left over from the last game
	for _, id := range []int{4, 4, 5, 6} {
		ctx := sceneCtx(nil, &st, input.Intent{Kind: input.Start, Dev: input.Gamepad, Pad: id})
		ctx.Pads = pads
		if err := s.Update(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if got := pads.Bound(); len(got) != 2 || got[0] != 4 || got[2] != 5 {
		t.Errorf("bindings %v, want seat 0 → 4 and seat 2 → 5 (the last game's forgotten, 6 finds no seat)", got)
	}
}

func TestSettingsControllerOptionsPersist(t *testing.T) {
	st := storage.NewMemory()
	_ = st.Write(settings.Key, []byte(`{"speed":"Fast","computerSpeed":"Slow"}`))
	s := settings.Load(st)
	if s.SwapConfirm || s.SharedPads || s.Message != "" {
		t.Errorf("a file from before the controller options: %+v", s)
	}
	s.SwapConfirm, s.SharedPads = true, true
	if err := s.Save(); err != nil {
		t.Fatal(err)
	}
	if got := settings.Load(st); !got.SwapConfirm || !got.SharedPads {
		t.Errorf("loaded %+v after saving both controller options", got)
	}
}

// After a move made with the keyboard, the focus stays with the figure:
// the next arrow moves on from the square it moved to. Up, Enter, Up,
// Enter walks two squares up; it used to jump a square ahead and land on
// Search, and the second Enter searched.
func TestKeyboardFocusStaysWithTheFigureAfterAMove(t *testing.T) {
	for _, dev := range []input.Device{input.Keyboard, input.Gamepad} {
		p := humanTurn(t, 1)
		from := p.m.State.Players[0].Square
		press := func(k input.Kind) {
			tick(t, p, nil, dev, input.Intent{Kind: k, Dev: dev})
			settle(p)
			tick(t, p, nil, dev) // the next frame, as the player sees it
		}
		press(input.Up) // the first press shows the focus
		if p.targets[p.ctl.focus.At].act != (horus.Action{Kind: horus.ActMove, A: uint8(from - horus.Cols)}) {
			t.Fatalf("%v: the test expects the first press to show the focus on the move up; it is on %q", dev, p.targets[p.ctl.focus.At].label)
		}
		press(input.Confirm)
		one := p.m.State.Players[0].Square
		if one != from-horus.Cols {
			t.Fatalf("%v: Enter moved the figure from %s to %s", dev, from, one)
		}
		if !p.ctl.focus.Between() {
			t.Errorf("%v: after the move the focus is not with the figure", dev)
		}
		if p.ctl.focus.Near != p.lay.Square(one) {
			t.Errorf("%v: the focus rests at %+v, not on %s where the figure stands", dev, p.ctl.focus.Near, one)
		}
		steps := p.steps()
		press(input.Confirm) // nothing is chosen on the figure's own square
		if p.steps() != steps {
			t.Fatalf("%v: Enter on the figure's own square played something", dev)
		}
		press(input.Up)
		if got := p.targets[p.ctl.focus.At]; got.act != (horus.Action{Kind: horus.ActMove, A: uint8(one - horus.Cols)}) {
			t.Fatalf("%v: Up after the move focused %q, want the square above %s", dev, got.label, one)
		}
		press(input.Confirm)
		if got := p.m.State.Players[0].Square; got != one-horus.Cols {
			t.Errorf("%v: Up, Enter, Up, Enter took the figure from %s to %s (and %d actions left), want two squares up", dev, from, got, p.m.State.Players[0].Actions)
		}
	}
}

// toCover plays a game of three humans under Total Secrecy until seat 2
// is to act holding a secret, and shows the pass-the-device cover for it.
func toCover(t *testing.T) *Play {
	t.Helper()
	p := tablePlay(t, 4, true, human(0), human(1), human(2))
	if !searchFor(p, 2) {
		t.Fatal("seat 2 never searched")
	}
	r := rand.New(rand.NewPCG(4, 4))
	for steps := 0; ; steps++ {
		cur := p.m.State.Current()
		if cur == 2 && p.private(2) {
			break
		}
		switch {
		case steps > 2000 || cur == horus.TerminalSeat:
			t.Fatal("seat 2 never came to act holding a secret")
		case cur == horus.ChanceSeat:
			_ = p.chance()
		default:
			_ = p.apply(adventurous(p.m.State.Legal(nil), r))
		}
	}
	p.view = 0
	tick(t, p, nil, input.Gamepad)
	if p.passFor != 2 {
		t.Fatalf("no cover for seat 2 (cover for %d, view %d)", p.passFor, p.view)
	}
	return p
}

// coverTick runs one tick on the cover with two controllers plugged in.
func coverTick(t *testing.T, p *Play, pads *input.Seats, in ...input.Intent) *scenes.Context {
	t.Helper()
	ctx := sceneCtx(nil, p.settings, in...)
	ctx.Pads, ctx.In.Last, ctx.Fonts, ctx.In.Pads = pads, input.Gamepad, p.fonts, []int{10, 11, 12}
	if err := p.Update(ctx); err != nil {
		t.Fatal(err)
	}
	return ctx
}

// Three people, controllers "one per seat", and seat 2 has none of its
// own: the cover says any controller takes the device for it, and seat
// 0's controller does, staying seat 0's. A seat with its own controller
// is taken with that one only, and the cover says whose a wrong one is.
func TestPassCoverTakesAnyControllerForASeatWithoutOne(t *testing.T) {
	p := toCover(t)
	pads := &input.Seats{}
	pads.Bind(0, 10)
	pads.Bind(1, 11)
	ctx := coverTick(t, p, pads)
	if line := p.passDevices(ctx); !strings.Contains(line, "any controller") {
		t.Errorf("the cover does not say that any controller takes the device for seat 2: %q", line)
	}
	a := func(pad int) input.Intent { return input.Intent{Kind: input.Confirm, Dev: input.Gamepad, Pad: pad} }
	coverTick(t, p, pads, a(10))
	if p.passFor >= 0 || p.view != 2 {
		t.Fatal("A on seat 0's controller did not take the device for seat 2, which has none")
	}
	if seat, _ := pads.SeatOf(10); seat != 0 {
		t.Errorf("controller 10 moved to seat %d", seat)
	}
	if !strings.Contains(p.ctl.note, "Controller 11") {
		t.Errorf("no word of which controller took the device: %q", p.ctl.note)
	}

	p = toCover(t)
	pads.Bind(2, 12)
	ctx = coverTick(t, p, pads)
	if line := p.passDevices(ctx); !strings.Contains(line, "Controller 13") {
		t.Errorf("the cover does not name seat 2's own controller: %q", line)
	}
	coverTick(t, p, pads, a(10))
	if p.passFor != 2 {
		t.Fatal("seat 0's controller took the device for seat 2, which has its own")
	}
	if !strings.Contains(p.ctl.note, "Controller 11") || !strings.Contains(p.ctl.note, "controller 13") {
		t.Errorf("the cover ignored controller 11 without a word: %q", p.ctl.note)
	}
	coverTick(t, p, pads, a(12))
	if p.passFor >= 0 || p.view != 2 {
		t.Error("seat 2's own controller did not take the device")
	}
}

// TestTheNewGameDpadGoesWhereItPoints: on the new-game screen every press
// of a direction, from every button, lands on a button that way (ahead,
// no further aside than twice as far ahead), or wraps along the same row
// or column, or stays: never down and to the side when it meant left.
// Down from a seat's choice goes to the same choice of the next seat.
func TestTheNewGameDpadGoesWhereItPoints(t *testing.T) {
	st := settings.Defaults()
	s := newHorusGame()
	m := scenes.NewManager(s)
	pr := m.Probe(sceneCtx(nil, &st))
	var ts []input.Target
	for i, tg := range pr.Targets {
		ts = append(ts, input.Target{Rect: tg.Rect, ID: i, Enabled: true})
	}
	dirs := map[string][2]float64{"up": {0, -1}, "down": {0, 1}, "left": {-1, 0}, "right": {1, 0}}
	for i, from := range pr.Targets {
		for name, d := range dirs {
			f := input.Focus{At: i}
			f.Move(ts, d[0], d[1])
			if f.At == i {
				continue
			}
			to := pr.Targets[f.At]
			fx, fy := from.Rect.Center()
			tx, ty := to.Rect.Center()
			along := (tx-fx)*d[0] + (ty-fy)*d[1]
			across := math.Abs((tx-fx)*d[1] - (ty-fy)*d[0])
			row := d[1] == 0 && from.Rect.Y < to.Rect.Bottom() && to.Rect.Y < from.Rect.Bottom()
			col := d[0] == 0 && from.Rect.X < to.Rect.Right() && to.Rect.X < from.Rect.Right()
			if !(along > 0 && across <= 2*along) && !row && !col {
				t.Errorf("%s from %q lands on %q, %.0f ahead and %.0f aside", name, from.Label, to.Label, along, across)
			}
		}
	}
	// down the seats' rows, column by column
	for i, from := range pr.Targets {
		if from.Label != "Human" && from.Label != "Computer" {
			continue
		}
		f := input.Focus{At: i}
		f.Move(ts, 0, 1)
		if to := pr.Targets[f.At]; to.Rect.X != from.Rect.X && to.Label != "Back" {
			t.Errorf("down from %q at %.0f lands on %q at %.0f", from.Label, from.Rect.Y, to.Label, to.Rect.Y)
		}
	}
}
