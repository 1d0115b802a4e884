package scenes

import (
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/session"
)

// NewGame is the set-up screen of a new game of any game of the
// collection, drawn from what the game says of itself: its seat range and
// roles (table.Info), its options (table.Form) and its computer levels
// (table.ComputerOf). Each seat is a person, with a name typed for them,
// or a computer at a level; per-seat options sit on the seat's row, the
// table-wide ones beside. It starts from the last set-up of the game
// played here (Settings.Setups) and remembers the one started.
type NewGame struct {
	game   table.Game
	info   table.Info
	form   table.Form
	levels []string
	setup  table.Setup
	at     newGameRows // where the rows go (newgame_draw.go)

	bs     Buttons
	fields []nameField // the human seats' name fields among bs
	err    string
	opened bool // the controllers of the last game have been let go
	// recalled: the last set-up of the game (Settings.Setups) has been
	// looked for, and taken if there was one the game still takes.
	recalled bool

	// occupied is the key of the game in progress that the new game
	// would take the place of, while the question about it is on show
	// ("" otherwise): that game is filed in Saved games first. about
	// describes it; ask are the question's buttons.
	occupied, about string
	ask             Buttons

	// The name being typed: the seat (-1: none), its name before (Esc
	// puts it back), and a tick count for the caret's blink.
	editing int
	before  string
	blink   int
}

// NewNewGame is the set-up of a new game of the game with id: one person
// against computers in the seats a game of four would have (within the
// game's seat range), the options at their defaults.
func NewNewGame(id string) *NewGame {
	g, _ := table.Lookup(id)
	s := &NewGame{game: g, editing: -1}
	if g == nil {
		s.err = i18n.F("this version of Pyramid has no game %q", id)
		return s
	}
	s.info, s.form = g.Info(), g.Form()
	if c := table.ComputerOf(id); c != nil {
		s.levels = c.Levels()
	}
	s.setup = s.dealt(max(s.info.MinSeats, min(s.info.MaxSeats, 4)))
	for i := range s.setup.Seats {
		if i > 0 && len(s.levels) > 0 {
			s.setup.Seats[i].Kind, s.setup.Seats[i].Person = DefaultLevel(s.levels), 0
		}
	}
	return s
}

// dealt is a set-up of n people with every option at its default and the
// per-seat choices dealt in the order the game lists them (distinct ones
// to distinct seats), the same table every time the screen opens.
func (s *NewGame) dealt(n int) table.Setup {
	f := table.Form{Fields: slices.Clone(s.form.Fields)}
	for i := range f.Fields {
		f.Fields[i].Random = false
	}
	su := f.NewSetup(n, nil)
	su.Values = map[string]string{}
	return su
}

// DefaultLevel prefers a middling computer when one is offered.
func DefaultLevel(levels []string) string {
	for _, want := range []string{"medium", "easy"} {
		if slices.Contains(levels, want) {
			return want
		}
	}
	if len(levels) > 0 {
		return levels[0]
	}
	return ""
}

// Setup is the set-up chosen so far.
func (s *NewGame) Setup() table.Setup { return s.setup }

// SetSetup puts su on the screen as if chosen there (tests, the
// screenshots).
func (s *NewGame) SetSetup(su table.Setup) { s.setup, s.recalled = su, true }

// Err is the screen's last complaint ("" for none).
func (s *NewGame) Err() string { return s.err }

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

// perSeat and tableWide list the form's fields of each kind, in the
// order the game gives them.
func (s *NewGame) perSeat() []table.Field {
	return slices.DeleteFunc(slices.Clone(s.form.Fields), func(f table.Field) bool { return !f.PerSeat })
}

func (s *NewGame) tableWide() []table.Field {
	return slices.DeleteFunc(slices.Clone(s.form.Fields), func(f table.Field) bool { return f.PerSeat })
}

// nextPerson is a number no person at the table has yet.
func (s *NewGame) nextPerson() int {
	p := 1
	for _, st := range s.setup.Seats {
		p = max(p, st.Person+1)
	}
	return p
}

// toggleHuman makes a computer's seat a new person's, or a person's seat
// a computer's.
func (s *NewGame) toggleHuman(seat int) {
	st := &s.setup.Seats[seat]
	if st.IsHuman() {
		st.Kind, st.Person = DefaultLevel(s.levels), 0
		return
	}
	st.Kind, st.Person = table.Human, s.nextPerson()
}

// cycleLevel moves a computer's seat to the next level.
func (s *NewGame) cycleLevel(seat int) {
	st := &s.setup.Seats[seat]
	k := slices.Index(s.levels, st.Kind)
	st.Kind = s.levels[(k+1)%len(s.levels)]
}

// cycleSeatChoice moves seat's value of per-seat field fl by dir, past
// the values other seats hold when they must be distinct.
func (s *NewGame) cycleSeatChoice(seat int, fl table.Field, dir int) {
	n := len(fl.Choices)
	if n == 0 {
		return
	}
	st := &s.setup.Seats[seat]
	k := slices.IndexFunc(fl.Choices, func(c table.Choice) bool { return c.ID == st.Values[fl.ID] })
	for range n {
		k = (k + dir + n) % n
		if !fl.Distinct || !s.taken(fl.ID, fl.Choices[k].ID, seat) {
			if st.Values == nil {
				st.Values = map[string]string{}
			}
			st.Values[fl.ID] = fl.Choices[k].ID
			return
		}
	}
}

// taken reports whether a seat other than except holds value v of field.
func (s *NewGame) taken(field, v string, except int) bool {
	for i, st := range s.setup.Seats {
		if i != except && st.Values[field] == v {
			return true
		}
	}
	return false
}

// cycleOption moves a table-wide option to its next choice that the game
// takes with the seats as they are (Horus's first Dice Keeper is one of
// the seats).
func (s *NewGame) cycleOption(fl table.Field) {
	cur := s.form.Value(s.setup, fl.ID)
	k := slices.IndexFunc(fl.Choices, func(c table.Choice) bool { return c.ID == cur })
	for range len(fl.Choices) {
		k = (k + 1) % len(fl.Choices)
		if s.takes(fl.ID, fl.Choices[k].ID) {
			s.setValue(fl.ID, fl.Choices[k].ID)
			return
		}
	}
}

func (s *NewGame) setValue(id, v string) {
	if s.setup.Values == nil {
		s.setup.Values = map[string]string{}
	}
	s.setup.Values[id] = v
}

// takes reports whether the game takes the set-up with option id at v.
func (s *NewGame) takes(id, v string) bool {
	su := s.setup
	su.Values = map[string]string{}
	for k, x := range s.setup.Values {
		su.Values[k] = x
	}
	su.Values[id] = v
	_, err := s.game.New(su, 1)
	return err == nil
}

// setSeats grows or shrinks the table to n seats, within the game's
// range: a new seat is a computer's (or a person's, with no computer
// levels), with the first free choice of each distinct per-seat option
// and the default of the others. A table-wide option the game no longer
// takes with the seats as they are goes back to its default.
func (s *NewGame) setSeats(n int) {
	n = max(s.info.MinSeats, min(s.info.MaxSeats, n))
	for len(s.setup.Seats) < n {
		i := len(s.setup.Seats)
		st := table.SeatSetup{Kind: table.Human, Values: map[string]string{}}
		if len(s.levels) > 0 {
			st.Kind = DefaultLevel(s.levels)
		} else {
			st.Person = s.nextPerson()
		}
		s.setup.Seats = append(s.setup.Seats, st)
		for _, fl := range s.perSeat() {
			st.Values[fl.ID] = fl.Default
			if !fl.Distinct {
				continue
			}
			for _, c := range fl.Choices {
				if !s.taken(fl.ID, c.ID, i) {
					st.Values[fl.ID] = c.ID
					break
				}
			}
		}
	}
	s.setup.Seats = s.setup.Seats[:n]
	for _, fl := range s.tableWide() {
		if v, ok := s.setup.Values[fl.ID]; ok && !s.takes(fl.ID, v) {
			delete(s.setup.Values, fl.ID)
		}
	}
}

// recall starts from the last set-up of the game played here, once: the
// seats, who played them, their options, the names typed and the
// table-wide options. A level no longer offered is the default level; a
// set-up the game no longer takes is passed over.
func (s *NewGame) recall(st *settings.Settings) {
	if s.recalled || st == nil || s.game == nil {
		return
	}
	s.recalled = true
	su, ok := st.Setups[s.info.ID]
	if !ok {
		return
	}
	su.Seats = slices.Clone(su.Seats)
	for i := range su.Seats {
		seat := &su.Seats[i]
		if !seat.IsHuman() && !slices.Contains(s.levels, seat.Kind) {
			seat.Kind = DefaultLevel(s.levels)
		}
	}
	if _, err := s.game.New(su, 1); err != nil {
		return
	}
	s.setup = su
}

// start begins the game set up: first, if a game is in progress, it asks
// whether to file that one in Saved games.
func (s *NewGame) start(ctx *Context) {
	if s.game == nil {
		return
	}
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
	for i, st := range s.setup.Seats {
		if !st.IsHuman() {
			ctx.Pads.Unbind(i) // a computer needs no controller
		}
	}
	su := s.chosen()
	if ctx.Settings != nil {
		_ = ctx.Settings.Remember(s.info.ID, su) // a failure is in Settings.Message
	}
	g, err := session.New(session.Config{Game: s.info.ID, Setup: su, Seed: seedFromEnv(), Store: ctx.Saves.Storage(), Key: ctx.Saves.NewGameKey(time.Now())})
	ae, _ := err.(*session.AutosaveError)
	if err != nil && ae == nil {
		s.err = err.Error()
		return
	}
	p, err := playGame(ctx, g, ae)
	if err != nil {
		s.err = err.Error()
		return
	}
	ctx.Go(p)
}

// chosen is the set-up as the game starts from it: a computer keeps no
// name typed for the person who had its seat before (the name comes back
// on this screen if the seat goes back to a person), and the people are
// told apart by the names typed: seats given the same name are one
// person's (Run Run Run! solo with several cats), who needs no cover
// between them; a seat with no name typed is a person of its own.
func (s *NewGame) chosen() table.Setup {
	su := s.setup
	su.Seats = slices.Clone(su.Seats)
	person := map[string]int{}
	next := 0
	for i := range su.Seats {
		st := &su.Seats[i]
		if !st.IsHuman() {
			st.Name, st.Person = "", 0
			continue
		}
		key := strings.ToLower(strings.TrimSpace(st.Name))
		if p, ok := person[key]; ok && key != "" {
			st.Person = p
			continue
		}
		next++
		st.Person, person[key] = next, next
	}
	return su
}

// askFirst shows the question before a new game takes the place of the
// game in progress saved under key: starting files that game in Saved
// games, where it can be continued; Cancel (or Esc) goes back to the
// set-up. The focus starts on starting, since either answer keeps both
// games.
func (s *NewGame) askFirst(ctx *Context, key string) {
	s.occupied, s.about = key, ""
	if g, err := ctx.Saves.Peek(key); err == nil {
		s.about = GameWords(g)
	}
	s.layout(ctx)
	*ctx.Focus() = input.Focus{At: s.ask.DefaultFocus()}
}

// Ask puts the question on show as if a game were in progress under key,
// described by about (the screenshots).
func (s *NewGame) Ask(key, about string) { s.occupied, s.about = key, about }

// Asked reports whether the question is on show; Asking is the key of
// the game in progress it asks about and its description.
func (s *NewGame) Asked() bool                 { return s.occupied != "" }
func (s *NewGame) Asking() (key, about string) { return s.occupied, s.about }

// keepPlaying closes the question: no new game is started.
func (s *NewGame) keepPlaying(ctx *Context) {
	s.occupied = ""
	*ctx.Focus() = input.NoFocus
}

// Update handles the set-up buttons.
func (s *NewGame) Update(ctx *Context) error {
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
		ctx.Go(NewTitle())
	case ctx.In.Has(input.Confirm):
		s.start(ctx)
	}
	return nil
}

// join gives a controller whose Start was pressed the first human seat
// that has none ("press Start to join"); players who do not join here
// join with their first press at their first turn.
func (s *NewGame) join(ctx *Context) {
	if ctx.Pads == nil || ctx.Pads.Shared {
		return
	}
	for _, in := range ctx.In.Intents {
		if in.Kind != input.Start || in.Dev != input.Gamepad {
			continue
		}
		if _, ok := ctx.Pads.SeatOf(in.Pad); ok {
			continue
		}
		for i, st := range s.setup.Seats {
			if _, taken := ctx.Pads.PadOf(i); st.IsHuman() && !taken {
				ctx.Pads.Bind(i, in.Pad)
				break
			}
		}
	}
}

// Probe lists the set-up buttons.
func (s *NewGame) Probe(ctx *Context) Probe {
	s.layout(ctx)
	if s.occupied != "" {
		return Probe{Scene: "newgame", Game: s.info.ID, Seat: -2, View: -1, Targets: s.ask.Probe(ctx), Pads: ctx.Pads.Bound()}
	}
	return Probe{Scene: "newgame", Game: s.info.ID, Seat: -2, View: -1, Targets: s.bs.Probe(ctx), Pads: ctx.Pads.Bound()}
}
