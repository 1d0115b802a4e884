// Package session is a game in progress as the client plays it: the match
// and its record, who sits at each seat, undo and redo for people, the game
// log in words, and the autosave that lets "Continue" pick the game up
// exactly where it stopped — same seats, same random stream — after a quit
// or a crash.
package session

import (
	"context"
	"errors"
	"slices"
	"strings"

	horusbot "github.com/pyramid-studio/pyramid/bot/horus"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/storage"
)

// AutosaveKey is where the game in progress is kept between steps.
const AutosaveKey = "autosave.json"

// Config sets up a new game.
type Config struct {
	Options horus.Options
	Seed    uint64 // decides every chance step (dice, cards, blocks)
	Seats   []Seat // one per adventurer; nil: all human, named after the adventurers
	// Store keeps the autosave; nil plays without saving (tests, the
	// replay viewer).
	Store storage.Store
	Key   string // where to autosave; empty: AutosaveKey
}

// Session is one game in progress. It is not safe for concurrent use: the
// client calls it from its update loop (BotMove hands out work that may run
// elsewhere).
type Session struct {
	m     *horus.Match
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
}

// LogEntry is one event of the game and the step (1-based) that caused it.
type LogEntry struct {
	Step  int
	Event horus.Event
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
	m, err := horus.NewMatch(cfg.Options, cfg.Seed)
	if err != nil {
		return nil, err
	}
	seats, err := checkSeats(cfg.Seats, m.State.Opt)
	if err != nil {
		return nil, err
	}
	s := &Session{m: m, seats: seats}
	s.m.Record.Seats = kinds(seats)
	s.undo.reset(i18n.Errorf("the game has just begun"))
	if err := s.AttachStore(cfg.Store, cfg.Key); err != nil {
		return s, err
	}
	return s, nil
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

// State is the current position (a copy).
func (s *Session) State() horus.State { return s.m.State }

// Seats lists who plays each adventurer.
func (s *Session) Seats() []Seat { return append([]Seat(nil), s.seats...) }

// Name is the name shown for a seat.
func (s *Session) Name(seat int) string {
	if seat < 0 || seat >= len(s.seats) {
		return i18n.T("nobody")
	}
	return s.seats[seat].Name
}

// Seed is the seed the game was set up with.
func (s *Session) Seed() uint64 { return s.m.Seed }

// Steps is the number of steps played (the undone ones not counted).
func (s *Session) Steps() int { return len(s.m.Record.Steps) }

// Current is the seat to act, horus.ChanceSeat or horus.TerminalSeat.
func (s *Session) Current() int { return s.m.State.Current() }

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
func (s *Session) Over() bool { return s.m.State.IsOver() }

// Apply plays a seat's action: it is recorded, logged and autosaved, and it
// clears the redo list. An illegal action returns the engine's reason and
// changes nothing. If only the autosave fails, the step stands and the
// error is an *AutosaveError.
func (s *Session) Apply(a horus.Action) ([]horus.Event, error) {
	if a.Kind == horus.ActChance {
		return nil, i18n.Errorf("chance outcomes come from the game's generator: use StepChance")
	}
	evs, err := s.play(a)
	if err == nil || isAutosave(err) {
		s.redo = nil
	}
	return evs, err
}

// StepChance plays the pending chance step (a die, a card, a block) with
// the game's generator.
func (s *Session) StepChance() ([]horus.Event, error) {
	if !s.m.State.IsChance() {
		return nil, i18n.Errorf("no dice, card or block is waiting to be drawn")
	}
	return s.play(s.m.ChanceOutcome())
}

// BotMove prepares the decision of the computer seat to act. The function
// it returns works on copies only, so it may run on another goroutine while
// the client draws; pass its action to Apply if the game has not moved on.
// The bot is seeded from the game's seed, the seat and the step number, so
// a resumed game plays on exactly as it would have.
func (s *Session) BotMove() (func(context.Context) horus.Action, error) {
	seat := s.Current()
	if seat < 0 || s.seats[seat].IsHuman() {
		return nil, i18n.Errorf("no computer player is to act")
	}
	b, err := horusbot.New(s.seats[seat].Kind, s.botSeed(seat))
	if err != nil {
		return nil, err
	}
	st := s.m.State
	obs := st.Observe(seat)
	legal := st.Legal(nil)
	// A bot that remembers is shown the game so far from its seat (its
	// own copy of the record: the game may move on meanwhile).
	r, remembers := b.(horusbot.Rememberer)
	rec := s.m.Record
	if remembers {
		rec.Steps = slices.Clone(rec.Steps)
	}
	return func(ctx context.Context) horus.Action {
		if remembers {
			if mem, err := horusbot.Recall(rec, seat); err == nil {
				r.Remember(mem)
			}
		}
		return b.Choose(ctx, obs, legal)
	}, nil
}

// botSeed mixes the game's seed with the seat and the step (SplitMix64's
// finaliser), so every decision gets its own reproducible stream.
func (s *Session) botSeed(seat int) uint64 {
	z := s.m.Seed ^ uint64(seat+1)<<56 ^ uint64(len(s.m.Record.Steps))*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// play applies one step with all the bookkeeping, redo aside.
func (s *Session) play(a horus.Action) ([]horus.Event, error) {
	actor := s.m.State.Current()
	if actor == horus.TerminalSeat {
		return nil, i18n.Errorf("the game is over")
	}
	before := s.m.State
	evs, err := s.m.Apply(a, nil)
	if err != nil {
		return nil, err
	}
	n := len(s.m.Record.Steps)
	s.noteStep(before, actor, evs, n)
	for _, e := range evs {
		s.log = append(s.log, LogEntry{Step: n, Event: e})
	}
	if rolling(before) && s.Rolling() {
		return evs, nil // saved with the last die of the roll
	}
	return evs, s.autosave()
}

// Rolling reports whether a run of chance steps that is shown, and saved,
// as one is under way: more dice of the same roll, or more of the deal at
// setup. The client plays such a run in one go and the session saves it
// once, at its end — each die saved on its own would wait for the one
// before to reach the disk (storage.Background), which no one sees. A kill
// during the run loses nothing: the save holds the chance generator's
// position, so Continue draws the same dice again.
func (s *Session) Rolling() bool { return rolling(s.m.State) }

func rolling(st horus.State) bool {
	return st.IsChance() && (st.RollMask != 0 || st.Phase == horus.PhaseSetup)
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
