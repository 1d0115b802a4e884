package horus

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strconv"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/internal/excerpt"
	"github.com/pyramid-studio/pyramid/internal/jsonfile"
)

// This file is the game's adapter to the shell's contract (game/table): a
// thin layer over the engine's own Match, State and notation, at human
// speed. The words of events, hints and outcomes are in narrate.go and
// reasons.go; the statistics' summary in summary.go.

// GameID names The Pyramid of Horus in files and on the command line.
const GameID = "horus"

// Game is The Pyramid of Horus as the shell sees it.
var Game table.Game = horusGame{}

func init() { table.Register(Game) }

type horusGame struct{}

func (horusGame) Info() table.Info {
	return table.Info{
		ID:            GameID,
		Order:         1,
		Title:         "The Adventurers: The Pyramid of Horus",
		Pitch:         "Grab the treasure, dodge the mummies, get out before the stones seal you in.",
		MinSeats:      MinPlayers,
		MaxSeats:      MaxPlayers,
		RecordVersion: RecordVersion,
	}
}

// The set-up options' ids, as the Form and Setup.Values name them.
const (
	OptAdventurer  = "adventurer"
	optFirstKeeper = "first_keeper"
	optAltMummies  = "alternate_mummies"
	optSecrecy     = "total_secrecy"
)

// form is the set-up: an adventurer per seat (distinct, dealt at random as
// the box deals them), the first Dice Keeper (by seat number) and the two
// optional rules.
var form = func() table.Form {
	adv := table.Field{ID: OptAdventurer, Label: "Adventurer", PerSeat: true, Distinct: true, Random: true}
	for a := Adventurer(0); a < NumAdventurers; a++ {
		adv.Choices = append(adv.Choices, table.Choice{ID: a.String(), Label: a.Name()})
	}
	adv.Default = adv.Choices[0].ID
	keeper := table.Field{ID: optFirstKeeper, Label: "First Dice Keeper", Help: "The seat that holds the Ankh and rolls the dice in round 1.", Default: "1"}
	for p := 1; p <= MaxPlayers; p++ {
		keeper.Choices = append(keeper.Choices, table.Choice{ID: strconv.Itoa(p), Label: strconv.Itoa(p)})
	}
	return table.Form{Fields: []table.Field{
		adv,
		keeper,
		{ID: optAltMummies, Label: "Alternate mummy starts", Help: "Each mummy begins on a random square of its section, facing a random way along it.",
			Choices: []table.Choice{table.Off, table.On}, Default: table.Off.ID},
		{ID: optSecrecy, Label: "Total secrecy", Help: "Searched cards stay face down; only their finder knows them. With several humans, the screen is covered between turns.",
			Choices: []table.Choice{table.Off, table.On}, Default: table.Off.ID},
	}}
}()

func (horusGame) Form() table.Form { return form }

// OptionsOf reads a set-up of the Form as the engine's options, refusing
// what the form allows but the game does not (a seat without an
// adventurer, a first Dice Keeper beyond the seats).
func OptionsOf(setup table.Setup) (Options, error) {
	var o Options
	if err := form.Check(Game.Info(), setup); err != nil {
		return o, err
	}
	n := len(setup.Seats)
	o.Players = uint8(n)
	for i, seat := range setup.Seats {
		a, err := ParseAdventurer(seat.Values[OptAdventurer])
		if err != nil {
			return o, i18n.Errorf("seat %d: choose an adventurer", i+1)
		}
		o.Adventurers[i] = a
	}
	k, _ := strconv.Atoi(form.Value(setup, optFirstKeeper))
	if k < 1 || k > n {
		return o, i18n.Errorf("the first Dice Keeper must be one of the %d seats", n)
	}
	o.FirstKeeper = uint8(k - 1)
	o.AlternateMummies = form.Value(setup, optAltMummies) == table.On.ID
	o.TotalSecrecy = form.Value(setup, optSecrecy) == table.On.ID
	return o, nil
}

// SetupOf is the set-up of the Form that gives opt, every seat human
// unless kinds (one per seat) say otherwise: the other way from Options.
func SetupOf(opt Options, kinds []string) table.Setup {
	s := table.Setup{Values: map[string]string{optFirstKeeper: strconv.Itoa(int(opt.FirstKeeper) + 1)}}
	if opt.AlternateMummies {
		s.Values[optAltMummies] = table.On.ID
	}
	if opt.TotalSecrecy {
		s.Values[optSecrecy] = table.On.ID
	}
	for i := 0; i < int(opt.Players); i++ {
		seat := table.SeatSetup{Kind: table.Human, Person: i + 1, Values: map[string]string{OptAdventurer: opt.Adventurers[i].String()}}
		if i < len(kinds) && kinds[i] != "" && kinds[i] != table.Human {
			seat.Kind, seat.Person = kinds[i], 0
		}
		s.Seats = append(s.Seats, seat)
	}
	return s
}

func (horusGame) New(setup table.Setup, seed uint64) (table.Match, error) {
	opt, err := OptionsOf(setup)
	if err != nil {
		return nil, err
	}
	m, err := NewMatch(opt, seed)
	if err != nil {
		return nil, err
	}
	t := &tableMatch{m: *m}
	t.kinds = make([]string, len(setup.Seats))
	named := false
	names := make([]string, len(setup.Seats))
	for i, s := range setup.Seats {
		t.kinds[i], names[i] = s.Kind, s.Name
		named = named || s.Name != ""
	}
	if named {
		t.names = names
	}
	return t, nil
}

// Open plays a record back: its set-up in the engine's words
// (RecordSetup), every step in notation, and its final hash checked. The
// match goes on with the generator seeded by the record's seed and
// advanced by one draw for every chance step of the record, so a record
// written by a match of that seed goes on exactly as that match would have.
func (horusGame) Open(rec table.Record) (table.Match, error) {
	if id := rec.GameID(); id != GameID {
		return nil, i18n.Errorf("a record of %s, not of The Pyramid of Horus", excerpt.Quote(id))
	}
	if rec.Format != RecordFormat {
		return nil, i18n.Errorf("not a game record: format is %s, expected %q", excerpt.Quote(rec.Format), RecordFormat)
	}
	if rec.Version < 1 || rec.Version > RecordVersion {
		return nil, i18n.Errorf("record version %d is not supported (this build reads versions 1 to %d)", rec.Version, RecordVersion)
	}
	var setup RecordSetup
	if err := jsonfile.Decode(rec.Setup, &setup); err != nil {
		return nil, i18n.Errorf("setup: %v", err)
	}
	opt, err := setup.Options()
	if err != nil {
		return nil, err
	}
	n := int(opt.Players)
	if err := rec.CheckSeats(n); err != nil {
		return nil, err
	}
	m, err := NewMatch(opt, rec.Seed)
	if err != nil {
		return nil, err
	}
	t := &tableMatch{m: *m, kinds: append([]string(nil), rec.Seats...), names: append([]string(nil), rec.Names...)}
	if rec.Seats == nil {
		t.kinds = nil
	}
	if rec.Names == nil {
		t.names = nil
	}
	if err := rec.Replay(t.replayStep, t.Hash); err != nil {
		return nil, err
	}
	return t, nil
}

// replayStep plays a step of the record being opened, making no events.
func (t *tableMatch) replayStep(text string) error {
	_, err := t.apply(text, nil)
	return err
}

// tableMatch is a Match of the contract: the engine's Match (state,
// generator, record) and who plays each seat.
//
// The generator advances by exactly one draw for every chance step
// applied, whichever outcome it was: ChanceStep only peeks at the draw.
// So a match opened from its record goes on with the random stream of the
// match that wrote it, and asking for the chance step twice gives the
// same answer.
type tableMatch struct {
	m     Match
	kinds []string // Human or a computer level, seat by seat; nil: not said
	names []string // names typed for the seats; nil: none typed
}

// MatchOf is the engine's match inside a match of the contract, or nil
// when m is not a match of Horus. It is the one seam between the shell's
// session and Horus's own screens and bots, which read the typed position
// (MatchOf(m).State) rather than parse words back: they must only read
// it, and play through the contract (m.Apply), which keeps the record.
func MatchOf(m table.Match) *Match {
	if t, ok := m.(*tableMatch); ok {
		return &t.m
	}
	return nil
}

func (t *tableMatch) Game() table.Game { return Game }
func (t *tableMatch) Seats() int       { return t.m.State.NumSeats() }

// Actor is the engine's Current: ChanceSeat and TerminalSeat are
// table.Chance and table.Over.
func (t *tableMatch) Actor() int { return t.m.State.Current() }

func (t *tableMatch) Legal() []string {
	var buf [maxLegal]Action
	legal := t.m.State.Legal(buf[:0])
	out := make([]string, len(legal))
	for i, a := range legal {
		out[i] = t.m.State.Notation(a)
	}
	return out
}

// maxStepText is longer than any step of the notation: longer text is
// refused before it is read.
const maxStepText = 80

func (t *tableMatch) Apply(step string) ([]table.Event, error) {
	evs, err := t.apply(step, make([]Event, 0, 16))
	if err != nil {
		return nil, err
	}
	out := make([]table.Event, len(evs))
	for i, e := range evs {
		out[i] = e
	}
	return out, nil
}

// apply reads and plays one step, advancing the generator by one draw at a
// chance step, and appends the step's events to evs (nil: no events are
// made). A refused step changes nothing, the generator included.
func (t *tableMatch) apply(step string, evs []Event) ([]Event, error) {
	if len(step) > maxStepText {
		return nil, i18n.Errorf("%s is not a step of the game", excerpt.Quote(step))
	}
	a, err := t.m.State.ParseStep(step)
	if err != nil {
		return nil, err
	}
	rng := t.m.rng
	t.m.ChanceOutcome() // at a chance step, the draw it takes from the stream (none otherwise)
	evs, err = t.m.Apply(a, evs)
	if err != nil {
		t.m.rng = rng
		return nil, err
	}
	return evs, nil
}

func (t *tableMatch) ChanceStep() string {
	if !t.m.State.IsChance() {
		return ""
	}
	peek := t.m // the generator is a value: drawing from the copy leaves the match's
	return t.m.State.Notation(peek.ChanceOutcome())
}

func (t *tableMatch) Observe(seat int) table.Observation { return t.m.State.Observe(seat) }

// Viewer is the seat observing, or table.Onlooker.
func (o Observation) Viewer() int { return int(o.Seat) }

// Cover is the hot-seat rule: before seat to's view is shown on a screen
// that showed from's, it is covered when to's view shows something an
// onlooker may not see (a card only that seat knows, a block it looked
// at). From's view goes from the screen as to's comes, so what to's player
// could see of from's is never shown; an onlooker's view shows nothing
// private.
func (t *tableMatch) Cover(from, to int) bool {
	if to < 0 || to == from {
		return false
	}
	return t.private(to)
}

// private reports whether seat knows something an onlooker does not.
func (t *tableMatch) private(seat int) bool {
	a, b := t.m.State.Observe(seat), t.m.State.Observe(table.Onlooker)
	a.Seat = table.Onlooker
	return a != b
}

// Outcome: the scores of the adventurers who got out, the winners after
// the tie-breaks, and why the winners won (reasons.go words it).
func (t *tableMatch) Outcome() table.Outcome {
	s := &t.m.State
	if !s.Over {
		return table.Outcome{}
	}
	sc := s.Scores()
	o := table.Outcome{Over: true, Scores: make([]int, s.NumSeats())}
	for p := range o.Scores {
		o.Scores[p] = sc[p].Total
		if sc[p].Won {
			o.Winners = append(o.Winners, p)
		}
	}
	o.Reason = OutcomeReason(sc[:s.NumSeats()])
	return o
}

func (t *tableMatch) Record() table.Record { return t.tableRecord() }

// tableRecord is the engine's record in the contract's envelope.
func (t *tableMatch) tableRecord() table.Record {
	r := t.m.Record
	setup, err := json.Marshal(r.Setup)
	if err != nil {
		panic(fmt.Sprintf("horus: a record's set-up does not encode: %v", err)) // plain strings, ints and bools
	}
	return table.Record{
		Format: r.Format, Version: r.Version, Game: GameID, Seed: r.Seed, Setup: setup,
		Seats: append([]string(nil), t.kinds...), Names: append([]string(nil), t.names...),
		Steps: append([]string{}, r.Steps...), FinalHash: t.Hash(),
	}
}

func (t *tableMatch) Hash() string { return t.m.State.HashString() }

func (t *tableMatch) Clone() table.Match {
	c := *t
	c.m.Record.Steps = append([]string{}, t.m.Record.Steps...)
	c.kinds = append([]string(nil), t.kinds...)
	c.names = append([]string(nil), t.names...)
	if t.kinds == nil {
		c.kinds = nil
	}
	if t.names == nil {
		c.names = nil
	}
	return &c
}

// Resample deals what seat cannot see anew (Determinize) and seeds a new
// generator from rng.
func (t *tableMatch) Resample(seat int, rng *rand.Rand) table.Match {
	r := MatchAt(Determinize(t.m.State.Observe(seat), rng), rng.Uint64()).(*tableMatch)
	r.kinds, r.names = t.kinds, t.names
	return r
}

// MatchAt is a match of the contract at position s, set up by hand or
// drawn (Resample, a scenario's position), its chance going on from seed.
// No record leads to it: its Record holds the set-up only, and Open
// cannot reproduce it.
func MatchAt(s State, seed uint64) table.Match {
	t := &tableMatch{m: Match{State: s, Seed: seed, Record: NewRecord(s.Opt, seed)}}
	t.m.rng.Seed(seed, seed^0x9e3779b97f4a7c15)
	return t
}

func (t *tableMatch) Check() error { return t.m.State.Check() }

func (t *tableMatch) RandState() ([]byte, error) { return t.m.RandState() }
func (t *tableMatch) SetRandState(b []byte) error {
	if err := t.m.SetRandState(b); err != nil {
		return i18n.Errorf("the generator's state cannot be read: %v", err)
	}
	return nil
}

// Rolling is table.Roller: the pending chance step is another die of the
// roll under way, or more of the deal at setup, shown and saved as one.
func (t *tableMatch) Rolling() bool {
	s := &t.m.State
	return s.IsChance() && (s.RollMask != 0 || s.Phase == PhaseSetup)
}

// SeatName is table.SeatNamer: a seat whose player typed no name goes by
// its adventurer's.
func (t *tableMatch) SeatName(seat int) string {
	if seat < 0 || seat >= t.m.State.NumSeats() {
		return ""
	}
	return t.m.State.Players[seat].Adventurer.Name()
}
