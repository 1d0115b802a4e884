package pengqueen

import (
	"encoding/json"
	"math/rand/v2"
	"strconv"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/internal/excerpt"
)

// This file is the game's adapter to the shell's contract (game/table): a
// thin layer over the engine's own Match, State and notation. The
// narrator and the words of outcomes and hints are in narrate.go.

// Game is Pyramid of Pengqueen as the shell sees it.
var Game table.Game = pengqueenGame{}

func init() { table.Register(Game) }

type pengqueenGame struct{}

// The roles, in seat order: seat 0 is the Mummy, the rest hunters.
var roles = []table.Role{
	{ID: "mummy", Name: "Mummy", Min: 1, Max: 1},
	{ID: "hunter", Name: "Hunter", Min: 1, Max: MaxHunters},
}

func (pengqueenGame) Info() table.Info {
	return table.Info{
		ID:       GameID,
		Order:    2,
		Title:    "Pyramid of Pengqueen",
		Pitch:    "A blind Mummy hunts penguin treasure hunters through a maze, guessing where they are from what they announce.",
		MinSeats: MinSeats,
		MaxSeats: MaxSeats,
		Roles:    roles,

		RecordVersion: RecordVersion,
	}
}

// Form offers the assists of spec §9.6 (assists.go), which change no
// rule. The pieces take red, green, blue and yellow in seat order (the
// 2-player hunter red and green): a per-seat colour choice does not fit
// the form, whose per-seat options are every seat's while the Mummy has
// no colour and the 2-player hunter has two.
func (pengqueenGame) Form() table.Form { return table.Form{Fields: assistFields, Heading: "Helps"} }

func (g pengqueenGame) New(setup table.Setup, seed uint64) (table.Match, error) {
	if err := g.Form().Check(g.Info(), setup); err != nil {
		return nil, err
	}
	m, err := NewMatch(Options{Players: uint8(len(setup.Seats))}, seed)
	if err != nil {
		return nil, err
	}
	tm := &tableMatch{m: *m, assists: assistsOf(g.Form(), setup)}
	tm.kinds = make([]string, len(setup.Seats))
	named := false
	names := make([]string, len(setup.Seats))
	for i, s := range setup.Seats {
		tm.kinds[i], names[i] = s.Kind, s.Name
		named = named || s.Name != ""
	}
	if named {
		tm.names = names
	}
	tm.m.Record.Seats = tm.kinds
	return tm, nil
}

// Open plays a record back: the envelope, set-up and seats checked as the
// engine's DecodeRecord checks them (fromTable), the names typed, every
// step in notation, and the final hash. The generator moves on by one draw
// with every chance step, as it did in play, so a game opened from its
// record goes on with the same random stream.
func (pengqueenGame) Open(rec table.Record) (table.Match, error) {
	r, err := fromTable(rec)
	if err != nil {
		return nil, err
	}
	opt, _ := r.Setup.Options() // checked by fromTable
	n := int(opt.Players)
	if err := rec.CheckSeats(n); err != nil {
		return nil, err
	}
	m, err := NewMatch(opt, rec.Seed)
	if err != nil {
		return nil, err
	}
	a, err := readAssists(r.Setup.Assists)
	if err != nil {
		return nil, err
	}
	tm := &tableMatch{m: *m, names: rec.Names, assists: a}
	tm.kinds = rec.Seats
	if tm.kinds == nil {
		tm.kinds = make([]string, n)
		for i := range tm.kinds {
			tm.kinds[i] = table.Human
		}
	}
	tm.m.Record.Seats = tm.kinds
	if err := rec.Replay(tm.replayStep, tm.Hash); err != nil {
		return nil, err
	}
	return tm, nil
}

// replayStep plays a step of the record being opened, making no events.
func (t *tableMatch) replayStep(text string) error {
	_, err := t.apply(text, false)
	return err
}

// tableMatch is a Match of the contract: the engine's Match (state,
// generator, record) and who plays each seat.
//
// The generator advances by exactly one draw for every chance step
// applied, whichever outcome was applied: ChanceStep only peeks at the
// draw. So a match opened from its record continues with the same random
// stream as the match that wrote it, and asking for a chance step twice
// gives the same answer.
type tableMatch struct {
	m       Match
	kinds   []string // Human or a computer level, seat by seat
	names   []string // typed names, nil when none was typed
	assists Assists  // the helps chosen at set-up (§9.6): no rule
	// sampled is true for a match made by Resample: its position was
	// drawn, not played, so no record leads to it.
	sampled bool
}

func (t *tableMatch) Game() table.Game { return Game }
func (t *tableMatch) Seats() int       { return t.m.State.NumSeats() }
func (t *tableMatch) Actor() int       { return t.m.State.Current() } // ChanceSeat and TerminalSeat are table.Chance and table.Over

func (t *tableMatch) Legal() []string {
	var buf [MaxLegal]Action
	legal := t.m.State.Legal(buf[:0])
	out := make([]string, len(legal))
	for i, a := range legal {
		out[i] = t.m.State.Notation(a)
	}
	return out
}

// maxStepText is longer than any step of the notation: longer text is
// refused before it is read.
const maxStepText = 64

func (t *tableMatch) Apply(step string) ([]table.Event, error) {
	evs, err := t.apply(step, true)
	if err != nil {
		return nil, err
	}
	out := make([]table.Event, len(evs))
	for i, e := range evs {
		out[i] = t.wrap(e)
	}
	return out, nil
}

// apply reads and plays one step, advancing the generator past a chance
// step's draw, and returns the engine's events when asked.
func (t *tableMatch) apply(step string, events bool) ([]Event, error) {
	if len(step) > maxStepText {
		return nil, i18n.Errorf("%s is not a step of the game", excerpt.Quote(step))
	}
	s := &t.m.State
	a, err := s.ParseStep(step)
	if err != nil {
		return nil, err
	}
	rng := t.m.rng
	t.m.ChanceOutcome() // at a chance step, the draw it takes from the stream (none otherwise)
	var evs []Event
	if events {
		evs = make([]Event, 0, 16)
	}
	evs, err = t.m.Apply(a, evs)
	if err != nil {
		t.m.rng = rng // refused: the generator too is as it was
		return nil, err
	}
	return evs, nil
}

func (t *tableMatch) wrap(e Event) TableEvent {
	s := &t.m.State
	te := TableEvent{Event: e, Players: s.Opt.Players, Goal: uint8(s.MummyGoal())}
	switch {
	case e.Piece >= 0 && int(e.Piece) < MaxPieces:
		te.Colour = s.Opt.Colours[e.Piece]
	case e.Kind == EvGameOver && e.Seat > MummySeat && s.NumPieces() == s.NumSeats()-1:
		te.Colour = s.Opt.Colours[e.Seat-1] // one piece per hunter seat
	}
	return te
}

func (t *tableMatch) ChanceStep() string {
	if !t.m.State.IsChance() {
		return ""
	}
	peek := t.m // the generator is a value: drawing from the copy leaves ours as it was
	return t.m.State.Notation(peek.ChanceOutcome())
}

func (t *tableMatch) Observe(seat int) table.Observation { return t.m.State.Observe(seat) }

// Cover: spec §9.3. The two sides of the board must never see each other's
// view: the hunters' view shows every hunter, the Mummy's view shows her
// notes (and her sight, if on). Hunters sit together and share a view (their
// hands stay private in the hand panel, §9.4), so no cover stands between
// two hunter seats, nor between the two pieces of the 2-player hunter. The
// onlooker's public view is a side of its own: it shows nothing secret, but
// whoever watched it may be the Mummy (so it is covered before a hunter's
// view) or a hunter (so before the Mummy's view), and a hunter's view is
// covered before it. Once the game is over nothing is hidden: no cover.
func (t *tableMatch) Cover(from, to int) bool {
	if t.m.State.Over {
		return false
	}
	return t.Side(from) != t.Side(to)
}

// Side is table.Sided: which side of the board a seat's view belongs to:
// the Mummy's (SideMummy), the hunters' (SideHunters) or the public (-1, the onlooker and any
// number that is not a seat). On a shared screen the other side looks
// away while a computer plays, so computer turns need no cover (§9.3).
func (t *tableMatch) Side(seat int) int {
	switch {
	case seat == MummySeat:
		return int(SideMummy)
	case IsHunter(seat, t.Seats()):
		return int(SideHunters)
	}
	return -1
}

func (t *tableMatch) Outcome() table.Outcome {
	s := &t.m.State
	n := s.NumSeats()
	o := table.Outcome{Over: s.Over, Scores: make([]int, n)}
	o.Scores[MummySeat] = int(s.Tokens)
	for seat := 1; seat < n; seat++ {
		o.Scores[seat] = s.Shown[seat-1].Len()
	}
	if s.Over {
		o.Winners = []int{int(s.Winner)}
		o.Reason = outcomeReason(s)
	}
	return o
}

// outcomeReason is how the game ended, as Explain words it.
func outcomeReason(s *State) table.Reason {
	if s.Winner == MummySeat {
		return table.Reason{Code: ReasonTokens, Args: []string{strconv.Itoa(int(s.Tokens))}}
	}
	c := ""
	if s.NumPieces() == s.NumSeats()-1 {
		c = s.Opt.Colours[s.Winner-1].String()
	}
	return table.Reason{Code: ReasonLastCard, Args: []string{strconv.Itoa(int(s.Winner)), c}}
}

func (t *tableMatch) Record() table.Record {
	r := t.m.Record
	r.Setup.Assists = t.assists.values()
	setup, _ := json.Marshal(r.Setup) // ints and strings: cannot fail
	out := table.Record{
		Format: r.Format, Version: r.Version, Game: GameID, Seed: r.Seed, Setup: setup,
		Seats: t.kinds, Names: t.names,
		// The steps are shared, clipped so that an append by the caller
		// copies them: the record of a long game is asked for often.
		Steps:     r.Steps[:len(r.Steps):len(r.Steps)],
		FinalHash: t.Hash(),
	}
	if t.sampled {
		out.Steps = []string{} // a drawn position has no history: the hash says so
	}
	return out
}

func (t *tableMatch) Hash() string { return t.m.State.HashString() }

func (t *tableMatch) Clone() table.Match {
	c := *t
	c.m.Record.Steps = c.m.Record.Steps[:len(c.m.Record.Steps):len(c.m.Record.Steps)]
	return &c
}

// Resample draws the hidden information anew with the engine's
// Determinize (for the Mummy and onlookers: where the hunters are, the
// faces of the rolls and the hands; for a hunter: the other hunters'
// hands), with a generator of its own drawn from rng. The sample was not
// played, so its Record has no steps and does not open.
func (t *tableMatch) Resample(seat int, rng *rand.Rand) table.Match {
	s := Determinize(t.m.State.Observe(seat), rng)
	c := &tableMatch{m: Match{State: s, Seed: rng.Uint64()}, kinds: t.kinds, names: t.names, assists: t.assists, sampled: true}
	c.m.rng.Seed(c.m.Seed, c.m.Seed^0x9e3779b97f4a7c15)
	c.m.Record = NewRecord(s.Opt, c.m.Seed)
	c.m.Record.Seats = t.kinds
	return c
}

func (t *tableMatch) Check() error { return t.m.State.Check() }

func (t *tableMatch) RandState() ([]byte, error)  { return t.m.RandState() }
func (t *tableMatch) SetRandState(b []byte) error { return t.m.SetRandState(b) }

// MatchOf is the engine's match behind a contract match of this game, for
// this game's own bots and screens (nil for another game's match). The
// caller reads it; it must not change it.
func MatchOf(m table.Match) *Match {
	if t, ok := m.(*tableMatch); ok {
		return &t.m
	}
	return nil
}

// TableEvent is an engine Event as the contract carries it, with what the
// narrator needs besides: the number of players (who is a hunter), the
// colour of the piece concerned and the Mummy's goal.
type TableEvent struct {
	Event
	Players uint8
	Colour  PieceColour // of Event.Piece, or of the winning seat's piece at the end; NoPieceColour if none
	Goal    uint8       // the tokens the Mummy needs to win
}

// VisibleTo is the engine's projection; a seat that is not a hunter seat of
// this game sees what an onlooker sees.
func (e TableEvent) VisibleTo(seat int) (table.Event, bool) {
	if !IsHunter(seat, int(e.Players)) {
		seat = table.Onlooker
	}
	v, ok := e.Event.VisibleTo(seat)
	if !ok {
		return nil, false
	}
	e.Event = v
	return e, true
}

// Reveals: spec §9.5, a move is final once announced, and no undo crosses
// a roll, a reveal or a Mummy step. So a card dealt, a die rolled, a move
// announced, a reset (the Mummy heard it and walks), a card shown, the
// Mummy's die and every step she takes are final. A turn's end, the next
// round and the Mummy stopping tell nothing new.
func (e TableEvent) Reveals() bool { return e.Revealed() != "" }

// Revealed is table.Revealer: what the event made final, as the reason
// undo stops before it, a key of the i18n catalogue ("" for an event that
// makes nothing final).
func (e TableEvent) Revealed() string {
	switch e.Kind {
	case EvDealt:
		return "the cards have been dealt since"
	case EvDie, EvRolled, EvLostTurn:
		return "the dice have been rolled since"
	case EvMoved, EvCannotMove:
		return "a move has been announced since"
	case EvReset:
		return "the dice have been reset since, and the Mummy heard it"
	case EvShown:
		return "a treasure has been shown since"
	case EvMummyDie, EvMummyStep, EvCaught, EvToken, EvOut:
		return "the Mummy has moved since"
	}
	return ""
}

// Rolling is table.Roller: the deal and a roll of the white dice are runs
// of chance steps (a card, a die at a time) that the screen shows, and
// the session saves, as one. The Mummy's black die is a run of one.
func (t *tableMatch) Rolling() bool {
	s := &t.m.State
	switch s.Phase {
	case PhaseDeal:
		return s.Deal > 0
	case PhaseRoll:
		return s.Rolled > 0
	}
	return false
}

// SeatName is table.SeatNamer: a seat whose player typed no name goes by
// the game's own name for it, in the language shown: the Mummy, a hunter
// by its penguin's colour, the 2-player hunter (two penguins) as the
// hunter. The narrator tells these apart from typed names (typedName).
func (t *tableMatch) SeatName(seat int) string {
	s := &t.m.State
	switch {
	case seat == MummySeat:
		return i18n.T("Mummy")
	case !IsHunter(seat, s.NumSeats()):
		return ""
	case s.NumPieces() != s.NumSeats()-1:
		return i18n.T("Hunter")
	}
	return PieceColourName(s.Opt.Colours[seat-1])
}

// The facts of a finished game (Summarize), as the statistics file keys
// them: the match's (Summary.Facts) and each seat's (SeatSummary.Facts).
const (
	FactWinnerSide = "winner-side" // "mummy" or "hunters"
	FactEnd        = "end"         // the outcome's reason: "tokens" or "last-card"
	FactTokens     = "tokens"      // the Mummy's: life tokens she took
	FactTreasures  = "treasures"   // a hunter's: cards it showed
	FactTokensLeft = "tokens-left" // a hunter's: life tokens its pieces kept
	FactOut        = "out"         // a hunter's: "true" when every piece of it is out
	// FactTable is the Mummy's: the number of players at the table. The
	// statistics count her seat by it (Summary.GroupBy), so their
	// By[FactTable][n] holds the games at n players and her wins among
	// them: the sides' wins by player count.
	FactTable = "table"
)

// Summarize replays a finished game's record for the statistics: the side
// that won and how (the match's facts), every seat's role and result.
// The final hash is left out: the steps check the position, and a newer
// build's hash must not keep a game from being counted.
func (g pengqueenGame) Summarize(rec table.Record) (table.Summary, error) {
	rec.FinalHash = ""
	m, err := g.Open(rec)
	if err != nil {
		return table.Summary{}, err
	}
	s := &m.(*tableMatch).m.State
	if !s.Over {
		return table.Summary{}, i18n.Errorf("The game is not finished: only a finished game counts in the statistics.")
	}
	o := m.Outcome()
	n := s.NumSeats()
	side := SideHunters
	if s.Winner == MummySeat {
		side = SideMummy
	}
	sum := table.Summary{Game: GameID, ID: strconv.FormatUint(rec.Seed, 10) + "-" + m.Hash(), Rounds: int(s.Round),
		Facts: map[string]string{FactWinnerSide: side.String(), FactEnd: o.Reason.Code}, GroupBy: []string{FactTable}}
	for seat := 0; seat < n; seat++ {
		ss := table.SeatSummary{Kind: table.Human, Role: roleID(seat), Score: o.Scores[seat], Won: o.WonBy(seat)}
		if rec.Seats != nil {
			ss.Kind = rec.Seats[seat]
		}
		if rec.Names != nil {
			ss.Name = rec.Names[seat]
		}
		if seat == MummySeat {
			ss.Facts = map[string]string{FactTokens: strconv.Itoa(int(s.Tokens)), FactTable: strconv.Itoa(n)}
		} else {
			left, out := 0, true
			for p := 0; p < s.NumPieces(); p++ {
				if s.PieceSeat(p) == seat {
					left += int(s.Pieces[p].Tokens)
					out = out && s.Pieces[p].Out
				}
			}
			ss.Facts = map[string]string{
				FactTreasures:  strconv.Itoa(s.Shown[seat-1].Len()),
				FactTokensLeft: strconv.Itoa(left),
				FactOut:        strconv.FormatBool(out),
			}
		}
		sum.Seats = append(sum.Seats, ss)
	}
	return sum, nil
}

// KnownFact is table.FactChecker: the values Summarize can give each fact,
// so that the statistics refuse a file counting what no game can have.
func (pengqueenGame) KnownFact(fact, value string) bool {
	upTo := func(most int) bool {
		v, err := strconv.Atoi(value)
		return err == nil && v >= 0 && v <= most && strconv.Itoa(v) == value
	}
	switch fact {
	case FactWinnerSide:
		return value == SideMummy.String() || value == SideHunters.String()
	case FactEnd:
		return value == ReasonTokens || value == ReasonLastCard
	case FactTokens:
		return upTo(MaxPieces * TokensPerColour())
	case FactTreasures:
		return upTo(NumCards)
	case FactTokensLeft:
		return upTo(2 * TokensPerColour())
	case FactOut:
		return value == "true" || value == "false"
	case FactTable:
		v, err := strconv.Atoi(value)
		return err == nil && v >= MinSeats && v <= MaxSeats && strconv.Itoa(v) == value
	}
	return false
}

// roleID is the role of seat: the Mummy or a hunter.
func roleID(seat int) string {
	if seat == MummySeat {
		return roles[0].ID
	}
	return roles[1].ID
}
