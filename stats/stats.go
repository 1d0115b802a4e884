// Package stats keeps the player's statistics over all games: games played
// and won per seat kind and per adventurer, mean scores, fates, the routes
// taken through the pyramid (per seat kind and per adventurer), and each
// adventurer's favourite squares and the round they usually get out. They
// live beside the saves, in one versioned JSON
// file written atomically through a storage.Store.
package stats

import (
	"encoding/json"
	"errors"
	"sort"
	"strconv"
	"time"

	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/internal/excerpt"
	"github.com/pyramid-studio/pyramid/internal/jsonfile"
	"github.com/pyramid-studio/pyramid/storage"
)

// Key, Format and Version name and mark the statistics file. Version 2
// added the routes; a version 1 file still loads (its games simply have
// no routes) and is written back as version 2, so that an older game,
// which would refuse the unknown field as damage, says "newer version".
const (
	Key     = "stats.json"
	Format  = "pyramid-stats"
	Version = 2
)

// remember is how many recent game IDs are kept to refuse counting a game
// twice (a crash between counting and removing the autosave replays
// Finish).
const remember = 200

// Stats are the totals over all games.
type Stats struct {
	Format      string                      `json:"format"`
	Version     int                         `json:"version"`
	Games       int                         `json:"games"`
	Kinds       map[string]*Tally           `json:"kinds"`       // by seat kind: human, random, easy...
	Adventurers map[string]*AdventurerTally `json:"adventurers"` // by adventurer (short name)
	Counted     []string                    `json:"counted"`     // IDs of the latest games added
}

// Tally counts the games of one seat kind or adventurer.
type Tally struct {
	Played int            `json:"played"`
	Won    int            `json:"won"`
	Points int            `json:"points"` // sum of the scores
	Fates  map[string]int `json:"fates"`  // escaped, crushed, trapped, mummified
	// Routes counts the routes taken (SeatResult.Route): the rooms in the
	// order first reached, ending with the Entrance for an escape.
	Routes map[string]int `json:"routes,omitempty"`
}

// AdventurerTally adds the adventurer's routes.
type AdventurerTally struct {
	Tally
	Squares    map[string]int `json:"squares"`     // times each square was stepped on
	ExitRounds map[string]int `json:"exit_rounds"` // escapes by round
}

// New is empty statistics.
func New() *Stats {
	return &Stats{Format: Format, Version: Version, Kinds: map[string]*Tally{}, Adventurers: map[string]*AdventurerTally{}, Counted: []string{}}
}

// Add counts a finished game; false if it was counted already.
func (s *Stats) Add(g Game) bool {
	for _, id := range s.Counted {
		if id == g.ID {
			return false
		}
	}
	s.Counted = append(s.Counted, g.ID)
	if len(s.Counted) > remember {
		s.Counted = s.Counted[len(s.Counted)-remember:]
	}
	bump(&s.Games, 1)
	for _, r := range g.Seats {
		k := s.Kinds[r.Kind]
		if k == nil {
			k = &Tally{}
			s.Kinds[r.Kind] = k
		}
		k.add(r)
		a := s.Adventurers[r.Adventurer]
		if a == nil {
			a = &AdventurerTally{}
			s.Adventurers[r.Adventurer] = a
		}
		a.add(r)
		if a.Squares == nil {
			a.Squares = map[string]int{}
		}
		for _, q := range r.Squares {
			bumpKey(a.Squares, q)
		}
		if r.ExitRound > 0 {
			if a.ExitRounds == nil {
				a.ExitRounds = map[string]int{}
			}
			bumpKey(a.ExitRounds, strconv.Itoa(r.ExitRound))
		}
	}
	return true
}

func (t *Tally) add(r SeatResult) {
	bump(&t.Played, 1)
	if r.Won {
		bump(&t.Won, 1)
	}
	bump(&t.Points, r.Score)
	if t.Fates == nil {
		t.Fates = map[string]int{}
	}
	bumpKey(t.Fates, r.Fate)
	if r.Route != "" {
		if t.Routes == nil {
			t.Routes = map[string]int{}
		}
		bumpKey(t.Routes, r.Route)
	}
}

// MaxCount is the most any count or sum of the statistics reaches: the
// largest whole number JSON keeps exactly in every reader (a float64's),
// and more games than anyone will play. A count stops there rather than
// overflow into a negative number, which the next load would refuse as
// damage, putting the whole file aside.
const MaxCount = 1<<53 - 1

// bump adds by to a count, stopping at MaxCount.
func bump(n *int, by int) { *n = min(*n+max(by, 0), MaxCount) }

// bumpKey adds one to a count kept under key.
func bumpKey(m map[string]int, key string) {
	n := m[key]
	bump(&n, 1)
	m[key] = n
}

// MeanScore is the mean score per game played (adventurers who did not
// escape score 0).
func (t Tally) MeanScore() float64 {
	if t.Played == 0 {
		return 0
	}
	return float64(t.Points) / float64(t.Played)
}

// Count is a square (or round) and how often it came up.
type Count struct {
	Name string
	N    int
}

// FavouriteSquares are the n squares the adventurer stepped on most, most
// first (ties in board order of their names).
func (a AdventurerTally) FavouriteSquares(n int) []Count {
	return top(a.Squares, n)
}

// TopRoutes are the n routes taken most, most first (ties by name).
func (t Tally) TopRoutes(n int) []Count { return top(t.Routes, n) }

// CommonExitRound is the round the adventurer most often escaped in, and
// how often; 0 if never.
func (a AdventurerTally) CommonExitRound() (round, times int) {
	t := top(a.ExitRounds, 1)
	if len(t) == 0 {
		return 0, 0
	}
	r, _ := strconv.Atoi(t[0].Name)
	return r, t[0].N
}

func top(m map[string]int, n int) []Count {
	out := make([]Count, 0, len(m))
	for k, v := range m {
		out = append(out, Count{k, v})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].N != out[j].N {
			return out[i].N > out[j].N
		}
		return out[i].Name < out[j].Name
	})
	if len(out) > n {
		out = out[:n]
	}
	return out
}

// LoadError says the statistics file could not be read and was put aside;
// the game goes on with fresh statistics. The client shows Error() as it
// is, so it is worded in the language current when called (the JSON
// decoder's and the system's details stay as they come).
type LoadError struct {
	KeptAs string
	Err    error
}

func (e *LoadError) Error() string {
	msg := i18n.F("The statistics could not be read (%v); they start again from zero.", e.Err)
	if e.KeptAs != "" {
		msg += " " + i18n.F("The old file has been kept as %s.", e.KeptAs)
	}
	return msg
}

func (e *LoadError) Unwrap() error { return e.Err }

// Load reads the statistics from st. With no file yet it returns empty
// statistics. A damaged, foreign or newer file is moved aside (stats.json
// becomes stats.bad-<time>.json) and Load returns empty statistics with a
// *LoadError for the client to show.
func Load(st storage.Store) (*Stats, error) {
	data, err := st.Read(Key)
	if storage.IsNotFound(err) {
		return New(), nil
	}
	if err != nil {
		return New(), &LoadError{Err: err}
	}
	s, err := Decode(data)
	if err == nil {
		return s, nil
	}
	le := &LoadError{Err: err}
	aside, kerr := storage.KeepAside(st, Key, time.Now())
	if kerr != nil {
		le.Err = i18n.Errorf("%v; moving it aside failed too: %v", err, kerr)
	}
	le.KeptAs = aside
	return New(), le
}

// Decode reads a statistics file.
func Decode(data []byte) (*Stats, error) {
	var head struct {
		Format  string `json:"format"`
		Version int    `json:"version"`
	}
	if err := jsonfile.Peek(data, &head); err != nil {
		return nil, i18n.Errorf("the file is damaged: %v", err)
	}
	if head.Format != Format {
		return nil, i18n.Errorf("not a statistics file (format %s)", excerpt.Quote(head.Format))
	}
	if head.Version < 1 || head.Version > Version {
		return nil, i18n.Errorf("statistics version %d; this version of the game reads up to %d", head.Version, Version)
	}
	s := New()
	if err := jsonfile.Decode(data, s); err != nil {
		return nil, i18n.Errorf("the file is damaged: %v", err)
	}
	if err := s.check(); err != nil {
		return nil, err
	}
	s.Version = Version // an older file is written back in this version
	return s, nil
}

// Save writes the statistics atomically.
func (s *Stats) Save(st storage.Store) error {
	data, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return err
	}
	return st.Write(Key, data)
}

// Record adds a finished game to the statistics in st and saves them. The
// error may be a *LoadError (the old file was damaged and put aside; the
// game was still counted in fresh statistics) or a write failure.
func Record(st storage.Store, g Game) (*Stats, error) {
	s, loadErr := Load(st)
	var le *LoadError
	if errors.As(loadErr, &le) && le.KeptAs == "" {
		return s, loadErr // the old file is still in place, unread: never overwrite it
	}
	if s.Add(g) {
		if err := s.Save(st); err != nil {
			return s, err
		}
	}
	return s, loadErr
}
