package horus

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
)

// typeOn runs one tick of the new-game screen with typed characters and
// intents.
func typeOn(t *testing.T, s *scenes.NewGame, st *settings.Settings, text string, in ...input.Intent) {
	t.Helper()
	ctx := sceneCtx(nil, st, in...)
	ctx.In.Text = []rune(text)
	if err := s.Update(ctx); err != nil {
		t.Fatal(err)
	}
}

// newHorusGame is the shell's new-game screen of a game of Horus.
func newHorusGame() *scenes.NewGame { return scenes.NewNewGame(horus.GameID) }

// clickField clicks the name field of a human seat: the name fields are
// the human seats', in seat order.
func clickField(t *testing.T, s *scenes.NewGame, st *settings.Settings, seat int) {
	t.Helper()
	if !s.Setup().Seats[seat].IsHuman() {
		t.Fatalf("seat %d has no name field", seat)
	}
	k := 0
	for i := range seat {
		if s.Setup().Seats[i].IsHuman() {
			k++
		}
	}
	for _, tg := range s.Probe(sceneCtx(nil, st)).Targets {
		if strings.HasPrefix(tg.Label, "Name: ") {
			if k == 0 {
				x, y := tg.Rect.Center()
				typeOn(t, s, st, "", input.Intent{Kind: input.Click, X: x, Y: y})
				return
			}
			k--
		}
	}
	t.Fatalf("seat %d has no name field", seat)
}

// clickNth clicks the nth (from 0) target of the new-game screen s
// labelled label.
func clickNth(t *testing.T, s *scenes.NewGame, st *settings.Settings, label string, n int) {
	t.Helper()
	for _, tg := range s.Probe(sceneCtx(nil, st)).Targets {
		if tg.Label == label {
			if n == 0 {
				x, y := tg.Rect.Center()
				typeOn(t, s, st, "", input.Intent{Kind: input.Click, X: x, Y: y})
				return
			}
			n--
		}
	}
	t.Fatalf("no %q on the new-game screen", label)
}

// startFrom starts a game (not saved anywhere) from the set-up chosen on
// the new-game screen s, as its Start game does.
func startFrom(t *testing.T, s *scenes.NewGame, st *settings.Settings) *Play {
	t.Helper()
	m := scenes.NewManager(s)
	clickOn(t, m, nil, st, "Start game")
	p, ok := m.Current().(*Play)
	if !ok {
		t.Fatalf("Start game went to %T (%s)", m.Current(), s.Err())
	}
	return p
}

func TestNewGameNameIsTypedAndGoesToTheSession(t *testing.T) {
	st := settings.Defaults()
	s := newHorusGame()
	clickField(t, s, &st, 0)
	if !s.Typing() {
		t.Fatal("clicking the name field did not start typing")
	}
	// Letters that are shortcuts elsewhere (S, E, H, M) are only letters
	// here; a leading space is dropped; Backspace erases; Space types.
	typeOn(t, s, &st, " Samx")
	typeOn(t, s, &st, "", key(input.Erase))
	typeOn(t, s, &st, " Eh", key(input.Confirm))
	typeOn(t, s, &st, "", key(input.Confirm))
	if s.Typing() || s.Setup().Seats[0].Name != "Sam Eh" {
		t.Fatalf("after typing: typing %v, name %q; want the name %q kept", s.Typing(), s.Setup().Seats[0].Name, "Sam Eh")
	}
	// a computer's seat keeps no name typed for it while it was a person's
	clickOn(t, scenes.NewManager(s), nil, &st, "Computer") // seat 1's, the first computer
	clickField(t, s, &st, 1)
	typeOn(t, s, &st, "Zed", key(input.Confirm))
	clickNth(t, s, &st, "Human", 1) // seat 1's again: a computer
	if s.Setup().Seats[1].IsHuman() || s.Setup().Seats[1].Name != "Zed" {
		t.Fatalf("seat 1 is %+v, want a computer (the name kept on the screen, should it be a person's again)", s.Setup().Seats[1])
	}
	p := startFrom(t, s, &st)
	defer p.Leave()
	if got := p.s.Seats()[0].Name; got != "Sam Eh" || !p.s.Seats()[0].IsHuman() {
		t.Errorf("the game calls seat 0 %q", got)
	}
	if got := p.s.Seats()[1].Name; got != p.cfg.Seats[1].Adventurer.Name() || p.s.Seats()[1].IsHuman() {
		t.Errorf("the game calls computer seat 1 %q, want its adventurer's name", got)
	}
	if got := configOf(p.s).Seats[0].Name; got != "Sam Eh" {
		t.Errorf("the set-up read back from the game names seat 0 %q", got)
	}
}

func TestNewGameNameEscPutsBackAndLengthIsCapped(t *testing.T) {
	st := settings.Defaults()
	s := newHorusGame()
	su := s.Setup()
	su.Seats[0].Name = "Ada"
	s.SetSetup(su)
	clickField(t, s, &st, 0)
	typeOn(t, s, &st, "bcdefghijklmnopqrstuvwxyz")
	if got := []rune(s.Setup().Seats[0].Name); len(got) != scenes.MaxNameRunes {
		t.Errorf("typed name %q has %d characters, want at most %d", string(got), len(got), scenes.MaxNameRunes)
	}
	typeOn(t, s, &st, "", key(input.Back))
	if s.Typing() || s.Setup().Seats[0].Name != "Ada" {
		t.Errorf("Esc: typing %v, name %q; want the old name back", s.Typing(), s.Setup().Seats[0].Name)
	}
	// Esc while not typing still leaves the screen; typing did not.
	m := scenes.NewManager(s)
	if err := m.Update(sceneCtx(nil, &st, key(input.Back))); err != nil {
		t.Fatal(err)
	}
	if _, ok := m.Current().(*scenes.Title); !ok {
		t.Errorf("Esc outside the name field goes to %T, want the title", m.Current())
	}
}

// TestNameFieldLegendNamesItsKeys: while a name is typed the keyboard
// legend says what Enter, Backspace and Esc do there; otherwise it is the
// menus' legend.
func TestNameFieldLegendNamesItsKeys(t *testing.T) {
	st := settings.Defaults()
	s := newHorusGame()
	ctx := sceneCtx(nil, &st)
	ctx.In.Last = input.Keyboard
	has := func(key string) bool {
		_, keys := s.Legend(ctx)
		return slices.ContainsFunc(keys, func(k scenes.LegendKey) bool { return k.Key == key })
	}
	if has("Backspace") || !has("F11") {
		t.Errorf("not typing: the legend should be the menus' one")
	}
	clickField(t, s, &st, 0)
	if !has("Backspace") || !has("Esc") || !has("Enter") || has("F11") {
		_, keys := s.Legend(ctx)
		t.Errorf("typing a name: legend %v, want Enter, Backspace and Esc", keys)
	}
}

// TestTypedNamesShowInTheGame: a name typed for a human seat is what the
// screen calls that player (banner, panel, log, end screen, replay), and
// computers keep their adventurers' names.
func TestTypedNamesShowInTheGame(t *testing.T) {
	cfg := testConfig(9, 1)
	cfg.Seats[0].Name = "  Ann "
	p, err := NewPlay(cfg, &settings.Settings{Speed: 3})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(p.Leave)
	if got := p.who(0); got != "Ann" {
		t.Errorf("who(0) = %q, want the typed name, trimmed", got)
	}
	if got, want := p.who(1), p.cfg.Seats[1].Adventurer.Name(); got != want {
		t.Errorf("who(1) = %q, want the computer's adventurer %q", got, want)
	}
	r := rand.New(rand.NewPCG(9, 1))
	for toHuman(p, r) {
		_ = p.apply(adventurous(p.m.State.Legal(nil), r))
	}
	o := p.m.State.Observe(0)
	ann, adv := 0, 0
	for _, ln := range logLines(p.events, &o, p.people(), 0) {
		if strings.Contains(ln.Text, "Ann") {
			ann++
		}
		if strings.Contains(ln.Text, p.cfg.Seats[0].Adventurer.Name()) {
			adv++
		}
	}
	if ann == 0 || adv != 0 {
		t.Errorf("the log names seat 0 as Ann %d times and by its adventurer %d times; want only Ann", ann, adv)
	}
	e := scenes.NewEnd(p.s, p.saves)
	for s := range p.cfg.Seats {
		want := p.who(s)
		if got := e.Result().(*horusResult).who(s); got != want {
			t.Errorf("the end screen calls seat %d %q, the game %q", s, got, want)
		}
	}
	seats := []session.Seat{{Name: "Ann", Kind: session.Human}}
	for s := 1; s < len(p.cfg.Seats); s++ {
		seats = append(seats, session.Seat{Name: p.cfg.Seats[s].Adventurer.Name(), Kind: "easy"})
	}
	v := newBoard(p.m.State, seats)
	if v.who(0) != "Ann" || v.who(1) != p.cfg.Seats[1].Adventurer.Name() {
		t.Errorf("the replay viewer calls the seats %q and %q", v.who(0), v.who(1))
	}
	if !v.cfg.Seats[0].Human || v.cfg.Seats[1].Human || v.cfg.Seats[1].Level != "easy" {
		t.Errorf("the replay viewer's seats are %+v; want a person, then the easy computers the record names", v.cfg.Seats)
	}
}

// TestOneNameOnSeveralSeatsIsOnePerson: seats given the same name on the
// new-game screen are one person's (SeatSetup.Person, kept by the
// session), so no cover comes between them; other seats are other
// people, a seat with no name typed a person of its own.
func TestOneNameOnSeveralSeatsIsOnePerson(t *testing.T) {
	st := settings.Defaults()
	s := newHorusGame()
	su := s.Setup()
	for i, name := range []string{"Ann", " ann", "", "Bob"} {
		su.Seats[i].Kind, su.Seats[i].Name = table.Human, name
	}
	s.SetSetup(su)
	p := startFrom(t, s, &st)
	defer p.Leave()
	seats := p.s.Seats()
	if seats[0].Person != seats[1].Person || seats[2].Person == seats[0].Person || seats[3].Person == seats[0].Person || seats[3].Person == seats[2].Person {
		t.Fatalf("people %d %d %d %d; want Ann's two seats one person, the others two more", seats[0].Person, seats[1].Person, seats[2].Person, seats[3].Person)
	}
	if p.turns.Cover(0, 1) || p.turns.Cover(1, 0) {
		t.Error("a cover between two seats of one person")
	}
}
