package session

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/storage"
)

// FiledPrefix starts the key of a game in progress filed away to make room
// for another ("saved-<date>-<time>.json", the time it was filed, UTC): a
// new game started over it, or another saved game continued in its place.
// Saved games are listed by Filed and continued by Reopen.
const FiledPrefix = "saved-"

// filedStamp is the date and time in a filed game's key.
const filedStamp = "20060102-150405"

// Occupied is the key a new game autosaving at key (AutosaveKey if empty)
// would write over while it holds a game that loads — the game in
// progress the player is asked about, and that FileAway keeps — or "" when
// a new game replaces no game. It only reads, following AttachStore: a
// file that cannot be read is never written over, so the next name is
// looked at; a file that does not load is not a game to ask about, since
// AttachStore keeps it aside before writing there.
func Occupied(st storage.Store, key string) string {
	if st == nil {
		return ""
	}
	if key == "" {
		key = AutosaveKey
	}
	for n := 1; n <= maxSpares; n++ {
		k := key
		if n > 1 {
			k = spareKey(key, n)
		}
		data, err := st.Read(k)
		switch {
		case storage.IsNotFound(err):
			return ""
		case err != nil:
			continue // unreadable: never written over, the next name is
		}
		if _, err := Decode(data); err == nil {
			return k
		}
		if _, away := Elsewhere(data); away {
			return k // a game of another program: filed away, never put aside
		}
		return "" // kept aside, and the name used
	}
	return ""
}

// FileAway moves the game saved under key to a filed key of its own
// (FiledPrefix) and returns that key. The copy is on disk (a background
// writer is flushed) before the original is removed, so the game is never
// lost: a failed copy leaves the original where it was.
func FileAway(st storage.Store, key string, now time.Time) (string, error) {
	data, err := st.Read(key)
	if err != nil {
		return "", err
	}
	filed, err := NewFiledKey(st, now)
	if err != nil {
		return "", err
	}
	if err := st.Write(filed, data); err != nil {
		return "", err
	}
	if err := storage.Flush(st); err != nil {
		return "", err
	}
	if err := st.Remove(key); err != nil {
		return filed, err
	}
	return filed, nil
}

// NewFiledKey is a name for a saved game filed now that nothing in st
// holds yet: "saved-<date>-<time>.json", with -2, -3... if taken. A game
// played in a second browser tab autosaves under such a name from its
// start (it never takes the first tab's autosave), so it is a saved game
// from the outset.
func NewFiledKey(st storage.Store, now time.Time) (string, error) {
	base := FiledPrefix + now.UTC().Format(filedStamp)
	taken, err := st.List(base)
	if err != nil {
		return "", err
	}
	filed := base + ".json"
	for n := 2; slices.Contains(taken, filed); n++ {
		filed = fmt.Sprintf("%s-%d.json", base, n)
	}
	return filed, nil
}

// IsAutosave reports whether key is where Continue looks for the game in
// progress: AutosaveKey, or one of the other names a game goes to while
// it cannot be written over (autosave-2.json ... autosave-10.json).
func IsAutosave(key string) bool {
	if key == AutosaveKey {
		return true
	}
	for n := 2; n <= maxSpares; n++ {
		if key == spareKey(AutosaveKey, n) {
			return true
		}
	}
	return false
}

// Filed lists the saved games filed away, newest first.
func Filed(st storage.Store) []string {
	if st == nil {
		return nil
	}
	keys, err := st.List(FiledPrefix)
	if err != nil {
		return nil
	}
	keys = slices.DeleteFunc(keys, func(k string) bool { return !isFiled(k) })
	slices.Reverse(keys) // the names sort by the time they were filed
	return keys
}

// isFiled reports whether key is a name FileAway gives, and not, say, a
// damaged one kept aside ("saved-<date>-<time>.bad-<unix time>.json").
func isFiled(key string) bool {
	if _, ok := FiledAt(key); !ok {
		return false
	}
	rest, ok := strings.CutSuffix(key[len(FiledPrefix)+len(filedStamp):], ".json")
	if !ok || rest == "" {
		return ok
	}
	n, ok := strings.CutPrefix(rest, "-")
	return ok && n != "" && strings.Trim(n, "0123456789") == ""
}

// FiledAt is when the game under a filed key was filed, from its name.
func FiledAt(key string) (time.Time, bool) {
	stamp, ok := strings.CutPrefix(key, FiledPrefix)
	if !ok || len(stamp) < len(filedStamp) {
		return time.Time{}, false
	}
	t, err := time.Parse(filedStamp, stamp[:len(filedStamp)])
	return t, err == nil
}

// Reopen continues a filed game: it becomes the game in progress, autosaved
// where a new game would be (AttachStore), and the game in progress there
// is filed away in its place, so neither is lost. The filed key is removed
// only once the game is on disk under its new name. A filed game that does
// not load gives a *LoadError, as Continue's does, and is kept aside;
// nothing else changes. If only the autosave fails, the game is returned
// with an *AutosaveError and stays filed as well.
func Reopen(st storage.Store, key string, now time.Time) (*Session, error) {
	if !strings.HasPrefix(key, FiledPrefix) {
		return nil, i18n.Errorf("%s is not a saved game", key)
	}
	s, err := Load(st, key)
	if err != nil {
		if errors.Is(err, ErrNoSave) {
			return nil, i18n.Errorf("this saved game is no longer there")
		}
		return nil, err
	}
	if k := Occupied(st, ""); k != "" {
		if _, err := FileAway(st, k, now); err != nil {
			return nil, i18n.Wrapf(err, "the game in progress could not be kept in Saved games, so it was left as it was: %v", err)
		}
	}
	if err := s.AttachStore(st, ""); err != nil {
		return s, err
	}
	if err := storage.Flush(st); err != nil {
		return s, &AutosaveError{Err: err}
	}
	if err := st.Remove(key); err != nil {
		return s, &AutosaveError{Err: err}
	}
	return s, nil
}
