// Package table is the contract between the shell and the games of the
// collection: what a game gives the title, the new-game screen, the
// session (saves, undo, the log, replays), the statistics and the
// headless tool, none of which knows any game's rules.
//
// The contract works at human speed: one call per step, steps written in
// the game's notation, observations and events as opaque values that only
// the game's own screens look inside. Each engine keeps its fast, typed API
// in its own package (game/horus, ...) for its bots, its screens and its
// benchmarks; a game's adapter to this contract is a thin layer over it.
//
// The shape follows OpenSpiel's game API: a Game describes a game and
// makes Matches; a Match says who acts (a seat, chance, or nobody once it
// is over), lists the legal steps, applies one step or refuses it with a
// reason and no change, reports what happened as events that each know
// who may see them, and gives every seat its observation.
package table

import "math/rand/v2"

// Who acts, besides a seat number (0, 1, ...): Match.Actor's two other
// answers.
const (
	// Chance is chance's turn: dice, a card drawn, a block, a shuffle.
	// Match.ChanceStep picks the outcome; a record holds it.
	Chance = -1
	// Over means the game has ended: nobody acts any more.
	Over = -2
	// Onlooker is the seat number of someone who sees only what is
	// public (the replay of a game in progress, a spectator).
	Onlooker = -1
)

// Game is one board game of the collection.
type Game interface {
	// Info says what the game is, for the title and the new-game screen.
	Info() Info
	// Form lists the game's set-up options, for the new-game screen to
	// draw and New to read.
	Form() Form
	// New sets up a match from the chosen set-up; every chance step
	// follows seed. An impossible set-up is refused in a player's words.
	New(setup Setup, seed uint64) (Match, error)
	// Open plays a record back to its last step and checks its final
	// hash. It refuses a record of another game, and names the step a
	// bad record goes wrong at.
	Open(rec Record) (Match, error)
	// Narrate words an event as viewer may read it (Onlooker: as the
	// public may), for the screen's log, the save's log and the tools
	// alike; names names the seats' players (the session passes the
	// name typed, or the game's own name for the seat: SeatNamer). It
	// returns "" for an event the viewer is not told of, or one that is
	// not worth a line.
	Narrate(ev Event, viewer int, names Names) string
	// Explain words a hint's reason for the seat that asked.
	Explain(r Reason, names Names) string
	// Summarize sums up a finished game's record for the statistics.
	Summarize(rec Record) (Summary, error)
}

// Info is a game's identity.
type Info struct {
	// ID names the game in files (records, saves, statistics) and on
	// the command line: lower case, no spaces ("horus").
	ID string
	// Order places the game in the collection (the title lists games
	// by it): Horus is 1, the next game 2...
	Order int
	// Title and Pitch are English; the screens translate them through
	// the game's catalogue of words.
	Title string
	Pitch string
	// MinSeats and MaxSeats bound the number of seats (players).
	MinSeats, MaxSeats int
	// Roles name the parts seats play, in seat order: the first role
	// takes the first seats, and so on (Pengqueen: one Mummy, then one
	// to four hunters). Nil when every seat plays the same part.
	Roles []Role
	// Team is true for a co-operative game: the table wins or loses as
	// one (Outcome.Team).
	Team bool
	// Campaign is true for a game whose matches can be chained, each
	// starting from what the last one left (Setup.Carry).
	Campaign bool
	// RecordVersion is the newest version of the game's records this
	// build reads: DecodeRecord refuses a newer one as such before it
	// reads a field. 0 leaves the check to the game's Open.
	RecordVersion int
}

// Role is a part seats play, and how many seats play it.
type Role struct {
	ID       string // "mummy", "hunter"
	Name     string // English, translated by the screens
	Min, Max int
}

// RoleOf returns the role of seat in a game of n seats, or the zero Role
// when the game has none. Roles fill seats in order: each role takes its
// minimum, then the last role takes the rest.
func (in Info) RoleOf(seat, n int) Role {
	at := 0
	for i, r := range in.Roles {
		take := r.Min
		if i == len(in.Roles)-1 {
			take = n - at
		}
		if seat < at+take {
			return r
		}
		at += take
	}
	return Role{}
}

// Names gives the name of the player of each seat, as the log and the
// screens call them.
type Names func(seat int) string

// Match is one game being played: the position, the seeded generator that
// decides chance in normal play, and the record of every step. A Match is
// not safe for concurrent use; Clone gives a copy another goroutine may
// use.
type Match interface {
	// Game is the game this is a match of.
	Game() Game
	// Seats is the number of seats.
	Seats() int
	// Actor is the seat to act, Chance, or Over.
	Actor() int
	// Legal lists the legal steps in notation, in a stable order; at a
	// chance step, the outcomes (all equally likely); none once over.
	Legal() []string
	// Apply plays one step written in the game's notation and returns
	// what happened. A step that cannot be played now (unreadable,
	// illegal, a player's step at chance's turn or after the end) is
	// refused with a reason in a player's words, and nothing changes.
	Apply(step string) ([]Event, error)
	// ChanceStep is the outcome the match's own generator picks for the
	// pending chance step, in notation, to pass to Apply; "" when no
	// chance step is pending. Asking does not move the generator: asked
	// again, it gives the same outcome. The generator moves on by one
	// draw when a chance step is applied, whichever outcome it was, so a
	// match opened from its record goes on with the random stream of the
	// match that wrote it.
	ChanceStep() string
	// Observe is what seat may know (Onlooker: what is public). An
	// Observation is a comparable value: two are equal with == exactly
	// when they tell their seat the same.
	Observe(seat int) Observation
	// Cover reports whether, on one shared screen, the view of seat
	// from (Onlooker: the public view) must be covered before seat to's
	// view is shown: one of the two shows what the other's player may
	// not see. The shell covers only between different people.
	Cover(from, to int) bool
	// Outcome is the result; its Over is false while the game goes on.
	Outcome() Outcome
	// Record is the whole game so far: set-up, seed and every step.
	Record() Record
	// Hash identifies the position exactly (16 hex digits); equal
	// positions have equal hashes on every platform.
	Hash() string
	// Clone is an independent copy, generator and record included.
	Clone() Match
	// Resample returns a match that seat cannot tell from this one
	// (equal observations) with everything hidden from it drawn anew
	// from rng: the determinization of a search, and the conformance
	// suite's check that observations hide what they should.
	Resample(seat int, rng *rand.Rand) Match
	// Check verifies the position's invariants (pieces on the board,
	// cards conserved...) and says what is wrong, or returns nil.
	Check() error
	// RandState and SetRandState save and restore the generator, so a
	// saved game goes on with the same random stream.
	RandState() ([]byte, error)
	SetRandState([]byte) error
}

// Observation is what one seat may know. It is a comparable value of the
// game's own type, read only by the game's screens and bots.
type Observation interface {
	// Viewer is the seat observing, or Onlooker.
	Viewer() int
}

// Event is one thing that happened while a step was played, in order, for
// the screens to animate and the log to tell. Events carry everything;
// VisibleTo gives the event as one seat may see it.
type Event interface {
	// VisibleTo returns the event as seat may see it (secret parts
	// blanked), and false when seat is not to know of it at all.
	VisibleTo(seat int) (Event, bool)
	// Reveals reports whether the event made something newly known (a
	// die, a card, a hidden piece): the step is then final, and undo
	// stops before it.
	Reveals() bool
}

// Reason is why a computer player chose a step: a code the game defines
// and the game's Explain words, with its parameters. The screen never
// reads English back out of it.
type Reason struct {
	Code string   // "search-pays", "leave-now", ...
	Args []string // squares, cards, numbers, in notation
}

// Outcome is how a match ended.
type Outcome struct {
	Over bool
	// Team is true in a co-operative game: Won is the whole table's.
	Team bool
	Won  bool
	// Scores are each seat's points (nil in a co-operative game), and
	// Winners the seats that won, ties broken by the game's rules.
	Scores  []int
	Winners []int
	// Reason is how it ended ("exit", "crypt", "caught", "escaped"...),
	// worded by the game's Explain.
	Reason Reason
}

// WonBy reports whether seat is among the winners (in a co-operative game:
// whether the table won).
func (o Outcome) WonBy(seat int) bool {
	if o.Team {
		return o.Won
	}
	for _, w := range o.Winners {
		if w == seat {
			return true
		}
	}
	return false
}

// Optional parts of a Match or an Event: the shell uses them where a game
// has them, and does without where it does not.

// Roller is a Match whose chance steps come in runs shown, and saved, as
// one: the dice of one roll tumble together, and the autosave is written
// once at the run's last step rather than after every die.
type Roller interface {
	// Rolling reports whether the pending chance step continues a run
	// under way.
	Rolling() bool
}

// Revealer is an Event that says what it made known (Event.Reveals), as
// the reason undo stops before its step, in the game's words: a key of
// the i18n catalogue ("the dice have been rolled since"), worded when
// shown. Without it the shell says that something became known.
type Revealer interface {
	Revealed() string
}

// Sided is a Match whose seats sit on two sides of a board that hides
// each side from the other (Pyramid of Pengqueen: the Mummy behind the
// upright board, the hunters in front of it). On a shared screen the side
// not deciding looks away, as at the table, so while a computer acts the
// screen keeps the view it shows rather than turning to the public one,
// and a computer's turn never needs a cover: the cover comes only before
// a person of the other side decides (Match.Cover). Without it, everyone
// watches the public view while a computer acts (Horus).
type Sided interface {
	// Side is the side seat sits on (0, 1, ...), or -1 for none (an
	// onlooker, a number that is no seat).
	Side(seat int) int
}

// FactChecker is a Game that says which values the facts of its
// summaries can take (Summary.Facts, SeatSummary.Facts and Many), so that
// the statistics refuse a file counting what no match can have (a square
// off the board, an adventurer that does not exist) rather than show it.
type FactChecker interface {
	KnownFact(fact, value string) bool
}

// SeatNamer is a Match that names a seat whose player typed no name
// (Horus: the adventurer's name). Without it the shell numbers the seat.
type SeatNamer interface {
	SeatName(seat int) string
}

// LightCover is a Match whose pass-the-device cover is light (Run Run
// Run!'s hands, its spec §16.2: teammates at one screen): the cover comes
// only when a seat's private view is about to be shown to a person other
// than the one a private view was last shown to. The public view shown in
// between, while computers act, calls for none, so a person who plays on
// after the computers' turns sees their hand at once. Without it the
// cover comes whenever a person's private view follows the public view or
// another person's (Horus: every onlooker is a rival).
type LightCover interface {
	// LightCover reports whether the cover is light in this match.
	LightCover() bool
}
