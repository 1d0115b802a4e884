// Package stats keeps the player's statistics over all games of the
// collection, game by game: games played and won per seat kind (a person
// or a computer level), per role and per table size, mean scores, and each
// game's own facts about its seats (Horus: the fate, the route taken
// through the pyramid, the favourite squares, the round out), counted from
// the game's summary of a finished match (table.Summary) and grouped as
// the game asks (Horus: by adventurer). They live beside the saves, in one
// versioned JSON file written atomically through a storage.Store; it knows
// no game's rules.
package stats

import (
	"encoding/json"
	"errors"
	"sort"
	"strconv"
	"time"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/internal/excerpt"
	"github.com/pyramid-studio/pyramid/internal/jsonfile"
	"github.com/pyramid-studio/pyramid/storage"
)

// Key, Format and Version name and mark the statistics file. Version 3
// keeps every game of the collection apart (Games, by the game's id);
// versions 1 and 2, from before the collection, are The Pyramid of
// Horus's and still load (version 1 has no routes). An older file is
// written back as version 3, so that an older build, which would refuse
// the new fields as damage, says "newer version".
const (
	Key     = "stats.json"
	Format  = "pyramid-stats"
	Version = 3
)

// remember is how many recent games are kept to refuse counting a game
// twice (a crash between counting and removing the autosave replays
// Finish).
const remember = 200

// Stats are the totals over all games.
type Stats struct {
	Format  string                `json:"format"`
	Version int                   `json:"version"`
	Games   map[string]*GameStats `json:"games"`   // by the game's id ("horus")
	Counted []string              `json:"counted"` // "game:ID" of the latest matches added
}

// GameStats are one game's totals.
type GameStats struct {
	Played int `json:"played"`
	// Won counts the matches a co-operative game's table won.
	Won int `json:"won,omitempty"`
	// Facts count the values of the matches' own facts (Summary.Facts,
	// and "end" for how a co-operative match ended).
	Facts map[string]map[string]int `json:"facts,omitempty"`
	Kinds map[string]*Tally         `json:"kinds"`           // by seat kind: human, or a computer level
	Roles map[string]*Tally         `json:"roles,omitempty"` // by role (games with roles)
	Sizes map[string]*Tally         `json:"sizes,omitempty"` // by number of seats
	// By counts the seats again by the value of a fact the game groups
	// them by (Summary.GroupBy): By["adventurer"]["gore"].
	By map[string]map[string]*Tally `json:"by,omitempty"`
}

// Tally counts the seats of one kind, role, table size or group.
type Tally struct {
	Played int `json:"played"`
	Won    int `json:"won"`
	Points int `json:"points"` // sum of the scores
	// Facts count the values of the seats' own facts ("fate":
	// {"escaped": 3}), and of their Many one by one ("squares": {"D13":
	// 7}).
	Facts map[string]map[string]int `json:"facts,omitempty"`
}

// New is empty statistics.
func New() *Stats {
	return &Stats{Format: Format, Version: Version, Games: map[string]*GameStats{}, Counted: []string{}}
}

// Game is the totals of one game, empty when none has been counted.
func (s *Stats) Game(id string) *GameStats {
	if g := s.Games[id]; g != nil {
		return g
	}
	return &GameStats{}
}

// countedKey names a match in Counted: its game and its summary's ID.
func countedKey(sum table.Summary) string { return sum.Game + ":" + sum.ID }

// Add counts a finished match; false if it was counted already.
func (s *Stats) Add(sum table.Summary) bool {
	key := countedKey(sum)
	for _, id := range s.Counted {
		if id == key {
			return false
		}
	}
	s.Counted = append(s.Counted, key)
	if len(s.Counted) > remember {
		s.Counted = s.Counted[len(s.Counted)-remember:]
	}
	if s.Games == nil {
		s.Games = map[string]*GameStats{}
	}
	g := s.Games[sum.Game]
	if g == nil {
		g = &GameStats{}
		s.Games[sum.Game] = g
	}
	bump(&g.Played, 1)
	if sum.Team && sum.Won {
		bump(&g.Won, 1)
	}
	for k, v := range sum.Facts {
		countFact(&g.Facts, k, v)
	}
	if sum.End != "" {
		countFact(&g.Facts, "end", sum.End)
	}
	size := strconv.Itoa(len(sum.Seats))
	for _, r := range sum.Seats {
		tally(&g.Kinds, r.Kind).add(r)
		if r.Role != "" {
			tally(&g.Roles, r.Role).add(r)
		}
		tally(&g.Sizes, size).add(r)
		for _, fact := range sum.GroupBy {
			if v, ok := r.Facts[fact]; ok {
				if g.By == nil {
					g.By = map[string]map[string]*Tally{}
				}
				group := g.By[fact]
				tally(&group, v).add(r)
				g.By[fact] = group
			}
		}
	}
	return true
}

// tally is the tally under key, made if need be.
func tally(m *map[string]*Tally, key string) *Tally {
	if *m == nil {
		*m = map[string]*Tally{}
	}
	t := (*m)[key]
	if t == nil {
		t = &Tally{}
		(*m)[key] = t
	}
	return t
}

func (t *Tally) add(r table.SeatSummary) {
	bump(&t.Played, 1)
	if r.Won {
		bump(&t.Won, 1)
	}
	bump(&t.Points, r.Score)
	for k, v := range r.Facts {
		countFact(&t.Facts, k, v)
	}
	for k, vs := range r.Many {
		for _, v := range vs {
			countFact(&t.Facts, k, v)
		}
	}
}

// countFact counts one more value of a fact.
func countFact(m *map[string]map[string]int, fact, value string) {
	if *m == nil {
		*m = map[string]map[string]int{}
	}
	c := (*m)[fact]
	if c == nil {
		c = map[string]int{}
		(*m)[fact] = c
	}
	bumpKey(c, value)
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

// MeanScore is the mean score per seat played (a Horus adventurer who did
// not escape scores 0).
func (t Tally) MeanScore() float64 {
	if t.Played == 0 {
		return 0
	}
	return float64(t.Points) / float64(t.Played)
}

// Count is a value of a fact (a square, a route, a round) and how often it
// came up.
type Count struct {
	Name string
	N    int
}

// Top are the n values of a fact counted most, most first (ties by name).
func (t Tally) Top(fact string, n int) []Count { return top(t.Facts[fact], n) }

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

// Decode reads a statistics file, of this version or an older one.
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
	var s *Stats
	if head.Version < 3 {
		var old horusStats
		if err := jsonfile.Decode(data, &old); err != nil {
			return nil, i18n.Errorf("the file is damaged: %v", err)
		}
		var err error
		if s, err = old.upgrade(); err != nil {
			return nil, err
		}
	} else {
		s = New()
		if err := jsonfile.Decode(data, s); err != nil {
			return nil, i18n.Errorf("the file is damaged: %v", err)
		}
	}
	if err := s.check(); err != nil {
		return nil, err
	}
	s.Format, s.Version = Format, Version // an older file is written back in this version
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

// Record adds a finished match to the statistics in st and saves them. The
// error may be a *LoadError (the old file was damaged and put aside; the
// match was still counted in fresh statistics) or a write failure.
func Record(st storage.Store, sum table.Summary) (*Stats, error) {
	s, loadErr := Load(st)
	var le *LoadError
	if errors.As(loadErr, &le) && le.KeptAs == "" {
		return s, loadErr // the old file is still in place, unread: never overwrite it
	}
	if s.Add(sum) {
		if err := s.Save(st); err != nil {
			return s, err
		}
	}
	return s, loadErr
}
