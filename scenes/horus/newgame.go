package horus

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	horusbot "github.com/pyramid-studio/pyramid/bot/horus"
	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
)

// SeatConfig is who plays one seat.
type SeatConfig struct {
	Human      bool
	Level      string // computer level, from horusbot.Levels()
	Adventurer horus.Adventurer
	// Name is the name a person typed for the seat; "" (and every
	// computer) keeps the adventurer's name (see PlayerName).
	Name string
}

// PlayerName is the name the game uses for the seat's player: the name
// typed for a human seat, or "" for the adventurer's name (the session's
// default), which computers always keep.
func (c SeatConfig) PlayerName() string {
	if !c.Human {
		return ""
	}
	return strings.TrimSpace(c.Name)
}

// typedName is the name a person typed, from a name the session keeps
// for a seat: the session keeps the adventurer's name where none was
// typed, and that one is the default, not a typed name.
func typedName(kept string, a horus.Adventurer) string {
	if kept == a.Name() {
		return ""
	}
	return kept
}

// GameConfig is everything chosen on the new-game screen.
type GameConfig struct {
	Seats            []SeatConfig
	AlternateMummies bool
	TotalSecrecy     bool
	Seed             uint64
}

// Setup is the game's set-up form filled in with this configuration: a
// person or a computer level for each seat, with the name a person typed
// (kept in the saves and records, and used by the log and the replays; ""
// leaves the adventurer's name), the adventurers and the optional rules.
func (c GameConfig) Setup() table.Setup {
	kinds := make([]string, len(c.Seats))
	for i, sc := range c.Seats {
		kinds[i] = session.Human
		if !sc.Human {
			kinds[i] = sc.Level
		}
	}
	s := horus.SetupOf(c.Options(), kinds)
	for i, sc := range c.Seats {
		s.Seats[i].Name = sc.PlayerName()
	}
	return s
}

// Who names the player of seat s on the screen: the name typed for it,
// or its adventurer's.
func (c GameConfig) Who(s int) string {
	if s < 0 || s >= len(c.Seats) {
		return i18n.T("someone")
	}
	if n := c.Seats[s].PlayerName(); n != "" {
		return n
	}
	return c.Seats[s].Adventurer.Name()
}

// Options turns the configuration into the engine's options.
func (c GameConfig) Options() horus.Options {
	o := horus.Options{Players: uint8(len(c.Seats)), AlternateMummies: c.AlternateMummies, TotalSecrecy: c.TotalSecrecy}
	for i, s := range c.Seats {
		o.Adventurers[i] = s.Adventurer
	}
	return o
}

// NewGame is the set-up screen: seats, who plays them, adventurers and
// the optional rules.
type NewGame struct {
	cfg    GameConfig
	levels []string
	bs     scenes.Buttons
	fields []nameField // the human seats' name fields among bs
	err    string
	opened bool // the controllers of the last game have been let go
	// recalled: the last set-up of Horus (Settings.Setups) has been
	// looked for, and taken if there was one the game still takes.
	recalled bool

	// occupied is the key of the game in progress that the new game
	// would take the place of, while the question about it is on show
	// ("" otherwise): that game is filed in Saved games first. about
	// describes it; ask are the question's buttons.
	occupied, about string
	ask             scenes.Buttons

	// The name being typed: the seat (-1: none), its name before (Esc
	// puts it back), and a tick count for the caret's blink.
	editing int
	before  string
	blink   int
}

// defaultLevel prefers a middling computer when one is registered.
func defaultLevel(levels []string) string {
	for _, want := range []string{"medium", "easy"} {
		for _, l := range levels {
			if l == want {
				return l
			}
		}
	}
	if len(levels) > 0 {
		return levels[0]
	}
	return ""
}

// NewNewGame starts with one human against three computers.
func NewNewGame() *NewGame {
	s := &NewGame{levels: horusbot.Levels(), editing: -1}
	lvl := defaultLevel(s.levels)
	for i := 0; i < 4; i++ {
		s.cfg.Seats = append(s.cfg.Seats, SeatConfig{Human: i == 0, Level: lvl, Adventurer: horus.Adventurer(i)})
	}
	return s
}

// seedFromEnv lets tests fix the game's seed (PYRAMID_SEED); players get
// a fresh one.
func seedFromEnv() uint64 {
	if v := os.Getenv("PYRAMID_SEED"); v != "" {
		if n, err := strconv.ParseUint(v, 10, 64); err == nil {
			return n
		}
	}
	return uint64(time.Now().UnixNano())
}

func (s *NewGame) used(a horus.Adventurer, except int) bool {
	for i, st := range s.cfg.Seats {
		if i != except && st.Adventurer == a {
			return true
		}
	}
	return false
}

// cycleAdventurer picks the next adventurer nobody else plays.
func (s *NewGame) cycleAdventurer(seat, dir int) {
	a := int(s.cfg.Seats[seat].Adventurer)
	for k := 0; k < horus.NumAdventurers; k++ {
		a = (a + dir + horus.NumAdventurers) % horus.NumAdventurers
		if !s.used(horus.Adventurer(a), seat) {
			s.cfg.Seats[seat].Adventurer = horus.Adventurer(a)
			return
		}
	}
}

func (s *NewGame) setSeats(n int) {
	n = max(horus.MinPlayers, min(horus.MaxPlayers, n))
	for len(s.cfg.Seats) < n {
		i := len(s.cfg.Seats)
		sc := SeatConfig{Level: defaultLevel(s.levels)}
		s.cfg.Seats = append(s.cfg.Seats, sc)
		for a := horus.Adventurer(0); a < horus.NumAdventurers; a++ {
			if !s.used(a, i) {
				s.cfg.Seats[i].Adventurer = a
				break
			}
		}
	}
	s.cfg.Seats = s.cfg.Seats[:n]
}

func (s *NewGame) start(ctx *scenes.Context) {
	switch k := s.occupied; {
	case k != "": // asked: file the game in progress, then start
		s.occupied = ""
		if _, err := session.FileAway(ctx.Saves.Store, k, time.Now()); err != nil {
			s.err = i18n.T("The game in progress could not be kept in Saved games, so no new game was started: ") + err.Error()
			return
		}
	case ctx.Saves.InOtherTab(): // a second tab's game has a name of its own
	default:
		if k := session.Occupied(ctx.Saves.Storage(), ""); k != "" {
			s.askFirst(ctx, k)
			return
		}
	}
	for i, st := range s.cfg.Seats {
		if !st.Human {
			ctx.Pads.Unbind(i) // a computer needs no controller
		}
	}
	s.cfg.Seed = seedFromEnv()
	if ctx.Settings != nil {
		_ = ctx.Settings.Remember(horus.GameID, s.cfg.Setup()) // a failure is in Settings.Message
	}
	p, err := StartPlay(s.cfg, ctx.Settings, ctx.Saves)
	if err != nil {
		s.err = err.Error()
		return
	}
	ctx.Go(p)
}

// recall starts from the last set-up of Horus played here, once: the
// seats, who played them, the adventurers, the names typed and the
// optional rules. A level no longer offered is the default level; a
// set-up the game no longer takes is passed over.
func (s *NewGame) recall(st *settings.Settings) {
	if s.recalled || st == nil {
		return
	}
	s.recalled = true
	su, ok := st.Setups[horus.GameID]
	if !ok {
		return
	}
	o, err := horus.OptionsOf(su)
	if err != nil {
		return
	}
	cfg := GameConfig{AlternateMummies: o.AlternateMummies, TotalSecrecy: o.TotalSecrecy}
	for i, seat := range su.Seats {
		sc := SeatConfig{Human: seat.IsHuman(), Level: defaultLevel(s.levels), Adventurer: o.Adventurers[i]}
		if sc.Human {
			sc.Name = seat.Name
		} else if slices.Contains(s.levels, seat.Kind) {
			sc.Level = seat.Kind
		}
		cfg.Seats = append(cfg.Seats, sc)
	}
	s.cfg = cfg
}

func (s *NewGame) layout(ctx *scenes.Context) {
	s.recall(ctx.Settings)
	f := ctx.Frame
	s.bs = s.bs[:0]
	add := func(r layout.Rect, label string, on func(*scenes.Context), chosen, disabled bool) {
		s.bs = append(s.bs, scenes.Button{Rect: r, Label: label, On: on, Chosen: chosen, Disabled: disabled})
	}
	s.fields = s.fields[:0]
	n := len(s.cfg.Seats)
	add(f.R(300, 96, 40, 36), "-", func(*scenes.Context) { s.setSeats(n - 1) }, false, n <= horus.MinPlayers)
	add(f.R(400, 96, 40, 36), "+", func(*scenes.Context) { s.setSeats(n + 1) }, false, n >= horus.MaxPlayers)
	for i := range s.cfg.Seats {
		i := i
		y := 160 + float64(i)*58
		st := &s.cfg.Seats[i]
		kind := i18n.T("Computer")
		if st.Human {
			kind = i18n.T("Human")
		}
		add(f.R(200, y, 140, 40), kind, func(*scenes.Context) { st.Human = !st.Human }, st.Human, false)
		if !st.Human {
			add(f.R(352, y, 170, 40), i18n.T("Level: ")+i18n.T(st.Level), func(*scenes.Context) {
				for k, l := range s.levels {
					if l == st.Level {
						st.Level = s.levels[(k+1)%len(s.levels)]
						return
					}
				}
				st.Level = defaultLevel(s.levels)
			}, false, len(s.levels) == 0)
		} else {
			s.fields = append(s.fields, nameField{at: len(s.bs), seat: i})
			add(f.R(352, y, 170, 40), i18n.F("Name: %s", s.shownName(i)), func(ctx *scenes.Context) { s.editName(ctx, i) }, s.editing == i, false)
		}
		add(f.R(540, y, 40, 40), "<", func(*scenes.Context) { s.cycleAdventurer(i, -1) }, false, false)
		add(f.R(840, y, 40, 40), ">", func(*scenes.Context) { s.cycleAdventurer(i, 1) }, false, false)
	}
	add(f.R(940, 160, 300, 40), check(s.cfg.AlternateMummies)+" "+i18n.T("Alternate mummy starts"), func(*scenes.Context) { s.cfg.AlternateMummies = !s.cfg.AlternateMummies }, s.cfg.AlternateMummies, false)
	add(f.R(940, 210, 300, 40), check(s.cfg.TotalSecrecy)+" "+i18n.T("Total secrecy"), func(*scenes.Context) { s.cfg.TotalSecrecy = !s.cfg.TotalSecrecy }, s.cfg.TotalSecrecy, false)
	add(f.R(80, 640, 180, 48), i18n.T("Back"), func(ctx *scenes.Context) { ctx.Go(scenes.NewTitle()) }, false, false)
	add(f.R(1000, 640, 200, 48), i18n.T("Start game"), s.start, true, false)
	s.ask = append(s.ask[:0],
		scenes.Button{Rect: f.R(330, 422, 300, 48), Label: i18n.T("Start the new game"), On: s.start, Chosen: true},
		scenes.Button{Rect: f.R(650, 422, 200, 48), Label: i18n.T("Cancel"), On: s.keepPlaying})
}

// askFirst shows the question before a new game takes the place of the
// game in progress saved under key: starting files that game in Saved
// games, where it can be continued; Cancel (or Esc) goes back to the
// set-up. The focus starts on starting, since either answer keeps both
// games.
func (s *NewGame) askFirst(ctx *scenes.Context, key string) {
	s.occupied, s.about = key, ""
	if g, err := ctx.Saves.Peek(key); err == nil {
		s.about = scenes.GameWords(g)
	}
	s.layout(ctx)
	*ctx.Focus() = input.Focus{At: s.ask.DefaultFocus()}
}

// keepPlaying closes the question: no new game is started.
func (s *NewGame) keepPlaying(ctx *scenes.Context) {
	s.occupied = ""
	*ctx.Focus() = input.NoFocus
}

func check(on bool) string {
	if on {
		return "[x]"
	}
	return "[ ]"
}

// Update handles the set-up buttons.
func (s *NewGame) Update(ctx *scenes.Context) error {
	s.layout(ctx)
	if !s.opened {
		s.opened = true
		ctx.Pads.Reset() // a new game's players join afresh
	}
	s.blink++
	if s.occupied != "" {
		if !s.ask.Update(ctx) && ctx.In.Has(input.Back) {
			s.keepPlaying(ctx)
		}
		return nil
	}
	if s.editing >= 0 && s.typeName(ctx) {
		return nil
	}
	s.join(ctx)
	switch {
	case s.bs.Update(ctx):
	case ctx.In.Has(input.Back):
		ctx.Go(scenes.NewTitle())
	case ctx.In.Has(input.Confirm):
		s.start(ctx)
	}
	return nil
}

// join gives a controller whose Start was pressed the first human seat
// that has none ("press Start to join"); players who do not join here
// join with their first press at their first turn.
func (s *NewGame) join(ctx *scenes.Context) {
	if ctx.Pads == nil || ctx.Pads.Shared {
		return
	}
	for _, in := range ctx.In.Intents {
		if in.Kind != input.Join || in.Dev != input.Gamepad {
			continue
		}
		if _, ok := ctx.Pads.SeatOf(in.Pad); ok {
			continue
		}
		for i, st := range s.cfg.Seats {
			if _, taken := ctx.Pads.PadOf(i); st.Human && !taken {
				ctx.Pads.Bind(i, in.Pad)
				break
			}
		}
	}
}

// padNote says which controller plays a human seat, or how to join.
func padNote(ctx *scenes.Context, seat int) string {
	switch p, ok := ctx.Pads.PadOf(seat); {
	case ctx.Pads == nil || ctx.Pads.Shared:
		return i18n.T("any controller")
	case ok:
		return i18n.F("controller %d", p+1)
	}
	return i18n.T("Start: join")
}

// Draw shows the seats and options, or the question before a new game
// takes the place of the game in progress.
func (s *NewGame) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	s.layout(ctx)
	if s.occupied != "" {
		s.drawQuestion(dst, ctx)
		return
	}
	f := ctx.Frame
	u := f.U
	render.TextMid(dst, i18n.T("New game"), ctx.Fonts.Head, f.R(80, 24, 800, 40), render.Gold, render.Left)
	render.TextMid(dst, i18n.T("Players"), ctx.Fonts.Bold, f.R(80, 96, 200, 36), render.Ink, render.Left)
	render.TextMid(dst, fmt.Sprint(len(s.cfg.Seats)), ctx.Fonts.Head, f.R(340, 96, 60, 36), render.Ink, render.Center)
	for i, st := range s.cfg.Seats {
		y := 160 + float64(i)*58
		sw := f.R(80, y+2, 36, 36)
		render.Blit(dst, render.FigureToken(ctx.Fonts, st.Adventurer, i, int(sw.W)), sw.X, sw.Y, nil)
		render.TextMid(dst, i18n.F("Seat %d", i+1), ctx.Fonts.Bold, f.R(124, y, 72, 40), render.Ink, render.Left)
		render.Panel(dst, f.R(588, y, 244, 40), render.PanelFill, render.PanelLine, u)
		render.TextMid(dst, st.Adventurer.Name(), ctx.Fonts.Bold, f.R(588, y+1, 244, 21), render.Ink, render.Center)
		render.TextMid(dst, i18n.T("ability: ")+horus.AbilityTitle(st.Adventurer.Ability()), ctx.Fonts.Small, f.R(588, y+22, 244, 18), render.InkDim, render.Center)

	}
	render.TextMid(dst, i18n.T("Optional rules"), ctx.Fonts.Bold, f.R(940, 122, 300, 30), render.Ink, render.Left)
	notes := i18n.T("Alternate mummy starts: each mummy begins on a random square of its section, facing a random way along it.") + "\n\n" +
		i18n.T("Total secrecy: searched cards stay face down; only their finder knows them. With several humans, the screen is covered between turns.")
	scenes.DrawParagraph(dst, notes, ctx.Fonts.Small, f.R(940, 266, 300, 350), render.InkDim)
	if len(s.levels) == 0 {
		render.TextMid(dst, i18n.T("No computer levels are built in: every seat must be human."), ctx.Fonts.Body, f.R(80, 590, 840, 30), render.Danger, render.Left)
	}
	if s.err != "" {
		render.TextMid(dst, s.err, ctx.Fonts.Body, f.R(300, 646, 680, 30), render.Danger, render.Left)
	}

	s.drawButtons(dst, ctx)
}

// drawQuestion shows the question before a new game takes the place of
// the game in progress, alone under the screen's heading.
func (s *NewGame) drawQuestion(dst *ebiten.Image, ctx *scenes.Context) {
	f := ctx.Frame
	render.TextMid(dst, i18n.T("New game"), ctx.Fonts.Head, f.R(80, 24, 800, 40), render.Gold, render.Left)
	render.Panel(dst, f.R(300, 190, 680, 310), render.PanelFill, render.Gold, f.U)
	render.TextMid(dst, i18n.T("A game is in progress"), ctx.Fonts.Head, f.R(330, 206, 620, 44), render.Gold, render.Left)
	question := i18n.T("Start a new one? The game in progress will be kept in Saved games on the title screen, where you can continue it.")
	if s.about != "" {
		question = i18n.F("Start a new one? The game in progress (%s) will be kept in Saved games on the title screen, where you can continue it.", s.about)
	}
	r := f.R(330, 260, 620, 140)
	scenes.DrawParagraph(dst, question, scenes.FitParagraph(question, ctx.Fonts.Body, r), r, render.Ink)
	s.ask.Draw(dst, ctx, ctx.Fonts.Bold)
}

// Probe lists the set-up buttons.
func (s *NewGame) Probe(ctx *scenes.Context) scenes.Probe {
	s.layout(ctx)
	if s.occupied != "" {
		return scenes.Probe{Scene: "newgame", Seat: -2, View: -1, Targets: s.ask.Probe(ctx), Pads: ctx.Pads.Bound()}
	}
	return scenes.Probe{Scene: "newgame", Seat: -2, View: -1, Targets: s.bs.Probe(ctx), Pads: ctx.Pads.Bound()}
}
