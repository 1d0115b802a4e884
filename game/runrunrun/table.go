package runrunrun

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"slices"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
)

// The adapter of Run Run Run! to the shell's contract (game/table): a thin
// layer over the engine's own API, one call per step, steps in the
// engine's notation. The shell's screens and the computer teammates read
// the engine's own types behind the contract's interfaces: an Observation
// is this package's Observation, an event is a TableEvent.

// Game is Run Run Run! as the shell sees it, registered at start.
var Game table.Game = tableGame{}

func init() { table.Register(Game) }

type tableGame struct{}

// The set-up form's field ids.
const (
	FieldDifficulty = "difficulty"
	FieldOpenHands  = "open_hands"
	FieldLord       = "lord"
	FieldCat        = "cat"
)

func (tableGame) Info() table.Info {
	return table.Info{
		ID:       GameID,
		Order:    3,
		Title:    GameName.English,
		Pitch:    "Cat archaeologists shut in a pyramid: build the maze, hold the mummies back from the Crypt, open the Exit and defeat its Lord, together.",
		MinSeats: MinSeats,
		MaxSeats: MaxSeats,
		Team:     true,
	}
}

// Form is spec §9's set-up: the difficulty, the Lord (hidden at random as
// the rulebook says, or chosen by the table), the open-hands family option
// (§16.2, a house rule), and each seat's Catventurer, dealt at random as
// the rulebook deals the tiles.
func (tableGame) Form() table.Form {
	diff := table.Field{ID: FieldDifficulty, Label: "Difficulty",
		Help:    "Normal is the rulebook's game. Easy deals more cards, torches and Regroups; Hard and Heroic start with hearts on the mummy deck and fewer torches, Regroups and (Heroic) cards.",
		Default: difficultyTable[Normal].Code}
	for d := range difficultyTable {
		diff.Choices = append(diff.Choices, table.Choice{ID: difficultyTable[d].Code, Label: difficultyLabels[d]})
	}
	lord := table.Field{ID: FieldLord, Label: "Mummy Lord",
		Help:    "The rulebook draws the Lord at random and keeps it hidden until the Exit opens; the table may choose it instead.",
		Choices: []table.Choice{{ID: "random", Label: "Random and hidden"}}, Default: "random"}
	for _, l := range lordTable {
		lord.Choices = append(lord.Choices, table.Choice{ID: l.Code, Label: l.Name.English})
	}
	cat := table.Field{ID: FieldCat, Label: "Catventurer",
		Help:    "Each cat's ability works once for every question mark it rolls in a fight.",
		PerSeat: true, Distinct: true, Random: true, Default: catTable[0].Code}
	for _, c := range catTable {
		cat.Choices = append(cat.Choices, table.Choice{ID: c.Code, Label: c.Name.English})
	}
	return table.Form{Fields: []table.Field{
		diff,
		{ID: FieldOpenHands, Label: "Open hands (house rule)",
			Help:    "Family mode: every hand is face up, no screen is covered between players, and computer teammates may use every hand. The rulebook keeps hands hidden.",
			Choices: []table.Choice{table.Off, table.On}, Default: table.Off.ID},
		lord,
		cat,
	}}
}

// difficultyLabels name the levels on the new-game screen, in
// difficultyTable's order.
var difficultyLabels = [NumDifficulties]string{"Easy", "Normal (the rulebook)", "Hard", "Heroic"}

// options reads a checked set-up: seats without a chosen cat get the
// cats left, in the order seed deals them.
func options(f table.Form, setup table.Setup, seed uint64) (Options, error) {
	opt := Options{Players: uint8(len(setup.Seats))}
	d, ok := ParseDifficulty(f.Value(setup, FieldDifficulty))
	if !ok {
		return opt, i18n.Errorf("there is no such difficulty")
	}
	opt.Difficulty = d
	opt.OpenHands = f.Value(setup, FieldOpenHands) == table.On.ID
	if l := f.Value(setup, FieldLord); l != "random" {
		for i := range lordTable {
			if lordTable[i].Code == l {
				opt.Lord = uint8(i + 1)
			}
		}
	}
	var used [NumCats]bool
	chosen := make([]bool, len(setup.Seats))
	for i, seat := range setup.Seats {
		if c, ok := ParseCat(seat.Values[FieldCat]); ok {
			opt.Cats[i], chosen[i], used[c] = c, true, true
		}
	}
	deal := DrawCats(NumCats, seed)
	next := 0
	for i := range setup.Seats {
		if chosen[i] {
			continue
		}
		for used[deal[next]] {
			next++
		}
		opt.Cats[i], used[deal[next]] = deal[next], true
	}
	return opt, nil
}

func (g tableGame) New(setup table.Setup, seed uint64) (table.Match, error) {
	f := g.Form()
	if err := f.Check(g.Info(), setup); err != nil {
		return nil, err
	}
	opt, err := options(f, setup, seed)
	if err != nil {
		return nil, err
	}
	m, err := NewMatch(opt, seed)
	if err != nil {
		return nil, err
	}
	t := &tableMatch{m: *m}
	for _, seat := range setup.Seats {
		t.m.Record.Seats = append(t.m.Record.Seats, seat.Kind)
		t.names = append(t.names, seat.Name)
	}
	return t, nil
}

// Open plays a record back: its set-up is the engine's RecordSetup, its
// steps the engine's notation. The match's generator moves on with every
// chance step as it did in play, so a game opened from its record goes on
// with the same random stream.
func (g tableGame) Open(rec table.Record) (table.Match, error) {
	if rec.GameID() != GameID {
		return nil, i18n.Errorf("the record is of the game %q, not %q", excerpt(rec.GameID()), GameID)
	}
	if rec.Format != table.RecordFormat {
		return nil, i18n.Errorf("not a game record: format is %q, expected %q", excerpt(rec.Format), table.RecordFormat)
	}
	if rec.Version < 1 || rec.Version > RecordVersion {
		return nil, i18n.Errorf("record version %d is not supported (this build reads versions 1 to %d)", rec.Version, RecordVersion)
	}
	var setup RecordSetup
	dec := json.NewDecoder(bytes.NewReader(rec.Setup))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&setup); err != nil {
		return nil, i18n.Errorf("bad game record: the set-up does not read (%v)", excerpt(err.Error()))
	}
	opt, err := setup.Options()
	if err != nil {
		return nil, err
	}
	n := int(opt.Players)
	if len(rec.Seats) != 0 && len(rec.Seats) != n || len(rec.Names) > n {
		return nil, i18n.Errorf("seats: %d entries for %d cats", max(len(rec.Seats), len(rec.Names)), n)
	}
	m, err := NewMatch(opt, rec.Seed)
	if err != nil {
		return nil, err
	}
	t := &tableMatch{m: *m, names: make([]string, n)}
	copy(t.names, rec.Names)
	for i := range n {
		kind := table.Human
		if i < len(rec.Seats) && rec.Seats[i] != "" {
			kind = rec.Seats[i]
		}
		t.m.Record.Seats = append(t.m.Record.Seats, kind)
	}
	for i, text := range rec.Steps {
		if _, err := t.Apply(text); err != nil {
			return nil, &StepError{Step: i + 1, Text: text, Err: err}
		}
	}
	if rec.FinalHash != "" && rec.FinalHash != t.Hash() {
		return nil, i18n.Errorf("the replay ends in state %v, the record says %v", t.Hash(), excerpt(rec.FinalHash))
	}
	return t, nil
}

// tableMatch is a Match of the contract: the engine's Match (state,
// generator, record) and the names typed for the seats.
type tableMatch struct {
	m     Match
	names []string
}

func (t *tableMatch) Game() table.Game { return Game }
func (t *tableMatch) Seats() int       { return t.m.State.NumSeats() }

// Actor maps the engine's ChanceSeat and TerminalSeat to the contract's
// Chance and Over (the same numbers, named for each side).
func (t *tableMatch) Actor() int {
	switch a := t.m.State.Current(); a {
	case ChanceSeat:
		return table.Chance
	case TerminalSeat:
		return table.Over
	default:
		return a
	}
}

func (t *tableMatch) Legal() []string {
	var buf [MaxLegal]Action
	legal := t.m.State.Legal(buf[:0])
	out := make([]string, len(legal))
	for i, a := range legal {
		out[i] = t.m.State.Notation(a)
	}
	return out
}

// Apply reads a step in notation and plays it. A chance step moves the
// generator on by one draw whichever outcome was given, so the random
// stream depends only on how many chance steps were played (see peek).
func (t *tableMatch) Apply(step string) ([]table.Event, error) {
	s := &t.m.State
	if s.Over {
		return nil, errGameOver()
	}
	a, err := s.ParseStep(step)
	if err != nil {
		return nil, err
	}
	chance := s.IsChance()
	var next rand.PCG
	if chance {
		_, next = t.peek()
	}
	evs, err := t.m.Apply(a, nil)
	if err != nil {
		return nil, err
	}
	if chance {
		t.m.rng = next
	}
	out := make([]table.Event, len(evs))
	for i, e := range evs {
		out[i] = TableEvent{Event: e, Cats: s.Opt.Cats}
	}
	return out, nil
}

// peek is the outcome the match's generator picks for the pending chance
// step, and the generator as it will be once the step is played. The
// match's own generator does not move, so ChanceStep may be asked any
// number of times and gives the same answer.
func (t *tableMatch) peek() (Action, rand.PCG) {
	g := t.m.rng
	var buf [MaxLegal]Action
	out := t.m.State.Legal(buf[:0])
	if len(out) == 0 {
		return Action{}, g
	}
	return out[uniform(&g, len(out))], g
}

func (t *tableMatch) ChanceStep() string {
	if !t.m.State.IsChance() {
		return ""
	}
	a, _ := t.peek()
	return t.m.State.Notation(a)
}

func (t *tableMatch) Observe(seat int) table.Observation { return t.m.State.Observe(seat) }

// Viewer is the observing seat, or table.Onlooker.
func (o Observation) Viewer() int { return int(o.Seat) }

// Cover: hands are private (spec §16.1), so a seat's view shows what no
// other seat may see; with open hands every view shows every hand and
// nothing needs a cover. The public view hides nothing, so going to it
// needs none, and coming from it to a seat's view needs one (whoever
// watched the table may not be that seat's player). The shell does not
// cover between seats one person plays (SeatSetup.Person) nor for
// computer teammates.
func (t *tableMatch) Cover(from, to int) bool {
	if t.m.State.Opt.OpenHands || from == to || to < 0 || to >= t.Seats() {
		return false
	}
	return true
}

// Outcome is the team's result; its reason is how the game ended, the
// End's code ("exit", "crypt", "hand"), worded by Explain.
func (t *tableMatch) Outcome() table.Outcome {
	s := &t.m.State
	o := table.Outcome{Over: s.Over, Team: true, Won: s.Won}
	if s.Over {
		o.Reason = table.Reason{Code: s.End.String()}
	}
	return o
}

// Record is the contract's envelope around the engine's record: its
// set-up as the engine writes it, the steps in notation, the final hash.
func (t *tableMatch) Record() table.Record {
	r := &t.m.Record
	setup, err := json.Marshal(r.Setup)
	if err != nil { // a struct of strings and numbers always marshals
		panic(err)
	}
	out := table.Record{
		Format: table.RecordFormat, Version: RecordVersion, Game: GameID, Seed: r.Seed,
		Setup: setup, Seats: slices.Clone(r.Seats), Steps: slices.Clone(r.Steps), FinalHash: t.Hash(),
	}
	if out.Steps == nil {
		out.Steps = []string{}
	}
	if slices.ContainsFunc(t.names, func(n string) bool { return n != "" }) {
		out.Names = slices.Clone(t.names)
	}
	return out
}

func (t *tableMatch) Hash() string { return t.m.State.HashString() }

func (t *tableMatch) Clone() table.Match {
	c := &tableMatch{m: t.m, names: slices.Clone(t.names)}
	c.m.Record.Steps = slices.Clone(t.m.Record.Steps)
	c.m.Record.Seats = slices.Clone(t.m.Record.Seats)
	c.m.Record.Setup.Cats = slices.Clone(t.m.Record.Setup.Cats)
	return c
}

// Resample deals what seat cannot see anew (Determinize) and gives the
// copy a generator of its own from rng. Its record still tells the steps
// of the real game, whose hidden draws the copy no longer holds: it is a
// position to search from, not a game to save.
func (t *tableMatch) Resample(seat int, rng *rand.Rand) table.Match {
	c := t.Clone().(*tableMatch)
	c.m.State = Determinize(t.m.State.Observe(seat), rng)
	c.m.rng.Seed(rng.Uint64(), rng.Uint64())
	return c
}

func (t *tableMatch) Check() error { return t.m.State.Check() }

func (t *tableMatch) RandState() ([]byte, error) { return t.m.RandState() }
func (t *tableMatch) SetRandState(b []byte) error {
	g := t.m.rng
	if err := g.UnmarshalBinary(b); err != nil {
		return i18n.Errorf("the saved random generator does not read")
	}
	t.m.rng = g
	return nil
}

// TableEvent is an engine Event as the contract carries it, with the cats
// of the seats so that the narrator can name a seat without the match.
type TableEvent struct {
	Event
	Cats [MaxSeats]Cat
}

// VisibleTo is the engine's VisibleTo, wrapped again.
func (e TableEvent) VisibleTo(seat int) (table.Event, bool) {
	v, ok := e.Event.VisibleTo(seat)
	return TableEvent{Event: v, Cats: e.Cats}, ok
}

// Reveals reports what the undo rule stops at: a card drawn or lost, a
// die, a woken mummy, a token, the Lord, cards pulled or turned up.
func (e TableEvent) Reveals() bool { return e.Reveal }
