// Package session is a game in progress as the client plays it, for any
// game of the collection (game/table): the match and its record, who sits
// at each seat, undo and redo for people, the game log in words, and the
// autosave that lets "Continue" pick the game up exactly where it stopped
// — same seats, same random stream — after a quit or a crash. It knows no
// game's rules: steps are the game's notation, events and observations the
// game's own values, and the words of the log the game's narrator.
package session

import (
	"context"
	"errors"
	"slices"
	"strings"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/storage"
)

// AutosaveKey is where the game in progress is kept between steps.
const AutosaveKey = "autosave.json"

// Config sets up a new game.
type Config struct {
	// Game is the game's id (table.Info.ID); "" is table.DefaultGame.
	Game string
	// Setup is who plays each seat (a person or a computer level, and
	// the name typed for a person) and the game's options.
	Setup table.Setup
	Seed  uint64 // decides every chance step (dice, cards, blocks)
	// Store keeps the autosave; nil plays without saving (tests, the
	// replay viewer).
	Store storage.Store
	Key   string // where to autosave; empty: AutosaveKey
}

// Session is one game in progress. It is not safe for concurrent use: the
// client calls it from its update loop (BotMove hands out work that may run
// elsewhere).
type Session struct {
	m     table.Match
	seed  uint64
	steps int // steps in the record (the undone ones not counted)
	seats []Seat
	store storage.Store
	key   string
	undo  undoState
	redo  []string // undone steps in notation, the next to redo last
	log   []LogEntry
	// notice is a message for the player about how the game was loaded:
	// a catalog key, translated by Notice when shown.
	notice string
	// keptOff is the key this game could not autosave to because the
	// file there must not be written over (see AttachStore), so that
	// Notice can say where the game went instead.
	keptOff string
	// line is the game written out beforehand that the session follows
	// (line.go), or nil.
	line *line
}

// LogEntry is one event of the game and the step (1-based) that caused it.
type LogEntry struct {
	Step  int
	Event table.Event
}

// AutosaveError says a step was played but could not be saved. The game
// goes on in memory; the client should tell the player, and shows Error()
// as it is: it is worded in the language current when called. (Err, the
// storage's reason, comes from the system and stays as it is.)
type AutosaveError struct{ Err error }

func (e *AutosaveError) Error() string { return i18n.F("the game could not be saved: %v", e.Err) }
func (e *AutosaveError) Unwrap() error { return e.Err }

// New starts a game and writes its first autosave. If only that write
// fails, the game is returned with an *AutosaveError.
func New(cfg Config) (*Session, error) {
	if cfg.Key != "" {
		if err := storage.CheckKey(cfg.Key); err != nil {
			return nil, err
		}
	}
	g, err := lookup(cfg.Game)
	if err != nil {
		return nil, err
	}
	setup := cfg.Setup
	setup.Seats = slices.Clone(setup.Seats)
	for i := range setup.Seats {
		st := &setup.Seats[i]
		st.Kind, st.Name = strings.ToLower(strings.TrimSpace(st.Kind)), strings.TrimSpace(st.Name)
		if st.Kind == "" {
			st.Kind = Human
		}
	}
	if err := checkKinds(g, setup.Seats); err != nil {
		return nil, err
	}
	m, err := g.New(setup, cfg.Seed)
	if err != nil {
		return nil, err
	}
	seats := make([]Seat, len(setup.Seats))
	for i, st := range setup.Seats {
		seats[i] = Seat{Name: st.Name, Kind: st.Kind, Person: st.Person}
	}
	seats, err = checkSeats(seats, m)
	if err != nil {
		return nil, err
	}
	s := &Session{m: m, seed: cfg.Seed, seats: seats}
	s.undo.reset(i18n.Errorf("the game has just begun"))
	if err := s.AttachStore(cfg.Store, cfg.Key); err != nil {
		return s, err
	}
	return s, nil
}

// lookup finds a registered game by its id ("" is table.DefaultGame).
func lookup(id string) (table.Game, error) {
	if id == "" {
		id = table.DefaultGame
	}
	g, ok := table.Lookup(id)
	if !ok {
		return nil, i18n.Errorf("this version of Pyramid has no game %q", id)
	}
	return g, nil
}

// AttachStore makes the session autosave to key in st (AutosaveKey if key
// is empty) and saves at once; a nil st stops autosaving. It never writes
// over a file that could not be read, or that does not load and could not
// be moved aside — what Load leaves in place: the game is autosaved under
// another name (autosave-2.json, which Resume finds) and Notice says so.
// If no name is free the game goes on unsaved, with an *AutosaveError.
func (s *Session) AttachStore(st storage.Store, key string) error {
	if key == "" {
		key = AutosaveKey
	}
	if err := storage.CheckKey(key); err != nil {
		return err
	}
	s.store, s.key, s.keptOff = nil, "", ""
	if st == nil {
		return nil
	}
	free := freeKey(st, key)
	if free == "" {
		return &AutosaveError{Err: i18n.Errorf("%s could not be read or moved aside, and is left as it was rather than written over", key)}
	}
	if free != key {
		s.keptOff = key
	}
	s.store, s.key = st, free
	return s.autosave()
}

// Match is the game being played, for the game's own screens and
// computer players to read (its observations, legal steps, the engine
// behind it): play goes through the session, which keeps the record, the
// undo window, the log and the autosave.
func (s *Session) Match() table.Match { return s.m }

// Game is the game being played.
func (s *Session) Game() table.Game { return s.m.Game() }

// Seats lists who plays each seat.
func (s *Session) Seats() []Seat { return append([]Seat(nil), s.seats...) }

// Name is the name shown for a seat.
func (s *Session) Name(seat int) string {
	if seat < 0 || seat >= len(s.seats) {
		return i18n.T("nobody")
	}
	return s.seats[seat].Name
}

// Seed is the seed the game was set up with.
func (s *Session) Seed() uint64 { return s.seed }

// Steps is the number of steps played (the undone ones not counted).
func (s *Session) Steps() int { return s.steps }

// Current is the seat to act, table.Chance or table.Over.
func (s *Session) Current() int { return s.m.Actor() }

// HumanToAct reports whether a person must decide now.
func (s *Session) HumanToAct() bool {
	c := s.Current()
	return c >= 0 && s.seats[c].IsHuman()
}

// Notice is a message the client should show once after loading, or ""
// (e.g. a save from another version replayed with the current rules), in
// the language current when called.
func (s *Session) Notice() string {
	var out []string
	if s.notice != "" {
		out = append(out, i18n.T(s.notice))
	}
	if s.keptOff != "" {
		out = append(out, i18n.F("%s could not be read or moved aside, so it is left as it was and this game is saved as %s.", s.keptOff, s.key))
	}
	return strings.Join(out, " ")
}

// Over reports whether the game has ended.
func (s *Session) Over() bool { return s.m.Actor() == table.Over }

// Apply plays a seat's step, in the game's notation: it is recorded,
// logged and autosaved, and it clears the redo list. A step that cannot
// be played returns the game's reason and changes nothing. If only the
// autosave fails, the step stands and the error is an *AutosaveError.
func (s *Session) Apply(step string) ([]table.Event, error) {
	if s.m.Actor() == table.Chance {
		return nil, i18n.Errorf("chance outcomes come from the game's generator: use StepChance")
	}
	if err := s.lineCheck(step); err != nil {
		return nil, err
	}
	evs, err := s.play(step)
	if err == nil || isAutosave(err) {
		s.redo = nil
	}
	return evs, err
}

// StepChance plays the pending chance step (a die, a card, a block) with
// the game's generator, or the line's outcome in a game that follows one.
func (s *Session) StepChance() ([]table.Event, error) {
	if s.m.Actor() != table.Chance {
		return nil, i18n.Errorf("no dice, card or block is waiting to be drawn")
	}
	if step := s.LineStep(); step != "" {
		if s.Held() {
			return nil, ErrHeld
		}
		return s.play(step)
	}
	return s.play(s.m.ChanceStep())
}

// BotMove prepares the decision of the computer seat to act (the line's
// step in a game that follows one). The function
// it returns works on copies only, so it may run on another goroutine while
// the client draws; pass its step to Apply if the game has not moved on.
// The computer is seeded from the game's seed, the seat and the step
// number, so a resumed game plays on exactly as it would have.
func (s *Session) BotMove() (func(context.Context) string, error) {
	seat := s.Current()
	if seat < 0 || s.seats[seat].IsHuman() {
		return nil, i18n.Errorf("no computer player is to act")
	}
	if think, err := s.lineMove(); think != nil || err != nil {
		return think, err // a game written out beforehand: the line's step
	}
	c := table.ComputerOf(s.Game().Info().ID)
	if c == nil {
		return nil, i18n.Errorf("%s has no computer players", s.Game().Info().Title)
	}
	return c.Think(s.m, s.seats[seat].Kind, s.botSeed(seat))
}

// Hint asks what the game's computer would do in the place of the person
// to act, and why (the game words the reason: Game.Explain). Like BotMove,
// the function it returns works on a copy of the match, so it may run on
// another goroutine while the client draws (a strong hint takes a
// decision's time); its answer is for the step it was asked at.
func (s *Session) Hint() (func(context.Context) (string, table.Reason, error), error) {
	if !s.HumanToAct() {
		return nil, i18n.Errorf("it is not your turn")
	}
	c := table.ComputerOf(s.Game().Info().ID)
	if c == nil {
		return nil, i18n.Errorf("%s has no computer players", s.Game().Info().Title)
	}
	m := s.m.Clone()
	return func(ctx context.Context) (string, table.Reason, error) { return c.Hint(ctx, m) }, nil
}

// botSeed mixes the game's seed with the seat and the step (SplitMix64's
// finaliser), so every decision gets its own reproducible stream.
func (s *Session) botSeed(seat int) uint64 {
	z := s.seed ^ uint64(seat+1)<<56 ^ uint64(s.steps)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// play applies one step with all the bookkeeping, redo aside.
func (s *Session) play(step string) ([]table.Event, error) {
	actor := s.m.Actor()
	if actor == table.Over {
		return nil, i18n.Errorf("the game is over")
	}
	var before table.Match
	if s.undoable(actor) {
		before = s.m.Clone()
	}
	rolling := s.Rolling()
	evs, err := s.m.Apply(step)
	if err != nil {
		return nil, err
	}
	s.steps++
	s.noteStep(before, actor, evs)
	for _, e := range evs {
		s.log = append(s.log, LogEntry{Step: s.steps, Event: e})
	}
	if rolling && s.Rolling() {
		return evs, nil // saved with the last die of the roll
	}
	return evs, s.autosave()
}

// Rolling reports whether a run of chance steps that is shown, and saved,
// as one is under way (table.Roller: more dice of the same roll, or more of
// the deal at setup). The client plays such a run in one go and the
// session saves it once, at its end — each die saved on its own would wait
// for the one before to reach the disk (storage.Background), which no one
// sees. A kill during the run loses nothing: the save holds the chance
// generator's position, so Continue draws the same dice again.
func (s *Session) Rolling() bool {
	r, ok := s.m.(table.Roller)
	return ok && r.Rolling()
}

func (s *Session) autosave() error {
	if s.store == nil {
		return nil
	}
	data, err := s.Encode()
	if err == nil {
		err = s.store.Write(s.key, data)
	}
	if err != nil {
		return &AutosaveError{Err: err}
	}
	return nil
}

// Save writes the game now (the client calls it on quit; every step is
// saved anyway).
func (s *Session) Save() error {
	if s.store == nil {
		return i18n.Errorf("this game has no place to be saved")
	}
	return s.autosave()
}

func isAutosave(err error) bool {
	var ae *AutosaveError
	return errors.As(err, &ae)
}
