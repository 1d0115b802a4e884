package runrunrun

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strconv"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/internal/excerpt"
	"github.com/pyramid-studio/pyramid/internal/jsonfile"
)

// The adapter of Run Run Run! to the shell's contract (game/table): a thin
// layer over the engine's own API, one call per step, steps in the
// engine's notation. The shell's screens and the computer teammates read
// the engine's own types behind the contract's interfaces: an Observation
// is this package's Observation, an event its Event. The words of events
// are in narrate.go, of hints and endings in reasons.go, the statistics'
// summary in summary.go.

// Game is Run Run Run! as the shell sees it, registered at start.
var Game table.Game = tableGame{}

func init() { table.Register(Game) }

type tableGame struct{}

// The set-up form's field ids.
const (
	FieldDifficulty = "difficulty"
	FieldFirst      = "first_player"
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

		RecordVersion: RecordVersion,
	}
}

// Form is spec §9's set-up: the difficulty, the first player (set-up step
// 8: "the players choose the first player (digital: the set-up screen;
// default seat 1)"), the Lord (hidden at random as the rulebook says, or
// chosen by the table), the open-hands family option (§16.2, a house
// rule), and each seat's Catventurer, dealt at random as the rulebook
// deals the tiles.
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
	first := table.Field{ID: FieldFirst, Label: "First player", Help: "The seat that takes the first turn.", Default: "1"}
	for p := 1; p <= MaxSeats; p++ {
		first.Choices = append(first.Choices, table.Choice{ID: strconv.Itoa(p), Label: strconv.Itoa(p)})
	}
	return table.Form{Fields: []table.Field{
		diff,
		first,
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
	first, _ := strconv.Atoi(f.Value(setup, FieldFirst))
	if first < 1 || first > len(setup.Seats) {
		return opt, i18n.Errorf("the first player must be one of the %d seats", len(setup.Seats))
	}
	opt.First = uint8(first - 1)
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

// Open plays a record back: its set-up in the engine's words
// (RecordSetup), every step in notation, and its final hash checked. The
// match's generator moves on by one draw with every chance step, as it
// did in play, so a game opened from its record goes on with the same
// random stream.
func (g tableGame) Open(rec table.Record) (table.Match, error) {
	if id := rec.GameID(); id != GameID {
		return nil, i18n.Errorf("the record is of the game %q, not %q", excerpt.Cut(id), GameID)
	}
	if rec.Format != table.RecordFormat {
		return nil, i18n.Errorf("not a game record: format is %q, expected %q", excerpt.Cut(rec.Format), table.RecordFormat)
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
	t := &tableMatch{m: *m, names: make([]string, n)}
	copy(t.names, rec.Names)
	for i := range n {
		kind := table.Human
		if i < len(rec.Seats) {
			kind = rec.Seats[i]
		}
		t.m.Record.Seats = append(t.m.Record.Seats, kind)
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
// generator, record with who plays each seat) and the names typed for the
// seats ("" where none was).
//
// The generator advances by exactly one draw for every chance step
// applied, whichever outcome it was: ChanceStep only peeks at the draw.
// So a match opened from its record goes on with the random stream of the
// match that wrote it, and asking for the chance step twice gives the
// same answer.
type tableMatch struct {
	m     Match
	names []string
}

// MatchOf is the engine's match inside a match of the contract, or nil
// when m is not a match of Run Run Run!. It is the one seam between the
// shell and the game's own screens and tools, which read the typed
// position (MatchOf(m).State) rather than parse words back: they must
// only read it, and play through the contract (m.Apply), which keeps the
// record.
func MatchOf(m table.Match) *Match {
	if t, ok := m.(*tableMatch); ok {
		return &t.m
	}
	return nil
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
	if t.m.State.Over {
		return nil, errGameOver()
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

// LightCover is table.LightCover: teammates at one screen need a cover
// only when a hand is to be shown to another person than the one who saw
// the last hand (spec §16.2); the computers' turns in between, shown to
// everyone without a hand, call for none.
func (t *tableMatch) LightCover() bool { return true }

// Outcome is the team's result; its reason is how the game ended
// (reasons.go: OutcomeReason), worded by Explain.
func (t *tableMatch) Outcome() table.Outcome {
	s := &t.m.State
	o := table.Outcome{Over: s.Over, Team: true, Won: s.Won}
	if s.Over {
		o.Reason = OutcomeReason(s.End)
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

// Rolling is table.Roller: the pending chance step is another die of a
// roll under way (the Mummy Power's dice, a fight's combat dice), or more
// of the deal before the first turn, shown and saved as one.
func (t *tableMatch) Rolling() bool {
	s := &t.m.State
	if !s.IsChance() {
		return false
	}
	top := s.Top()
	switch top.Kind {
	case tRollMummy:
		return int(top.A) < s.Power()
	case tRollCombat:
		return top.A < s.Fight.dice()
	}
	return s.Turns == 0
}

// SeatName is table.SeatNamer: a seat whose player typed no name goes by
// its cat's short name, in the language shown.
func (t *tableMatch) SeatName(seat int) string {
	if seat < 0 || seat >= t.Seats() {
		return ""
	}
	return i18n.T(t.m.State.Opt.Cats[seat].Info().Short.English)
}
