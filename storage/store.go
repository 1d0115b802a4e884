// Package storage keeps the game's small files — saves, settings and
// statistics — under plain keys such as "autosave.json". The desktop build
// keeps them in a directory and writes every file atomically, so a crash or a
// full disk mid-write leaves the previous version intact; a browser build can
// put the same keys in local storage behind the same interface.
package storage

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"time"
)

// Store reads and writes whole files by key. Write replaces a file
// atomically: a reader sees either the old contents or the new ones.
type Store interface {
	// Read returns the contents of key; a missing key gives an error for
	// which errors.Is(err, ErrNotFound) holds.
	Read(key string) ([]byte, error)
	// Write replaces key with data, all or nothing.
	Write(key string, data []byte) error
	// List returns the keys that start with prefix, sorted.
	List(prefix string) ([]string, error)
	// Remove deletes key; removing a missing key is not an error.
	Remove(key string) error
}

// ErrNotFound is returned (wrapped) by Read for a key that holds nothing.
var ErrNotFound = fs.ErrNotExist

// ErrFull is returned (wrapped) by a Write that found no room: the
// browser's storage quota for the page is used up. Its text is in the
// player's language.
var ErrFull error = full{}

// CheckKey accepts a key of letters, digits, '.', '-' and '_' that does
// not start with a dot: such a key is a plain file name on every system and
// never escapes the store's directory (temporary files start with a dot, so
// they never show up as keys either).
func CheckKey(key string) error {
	if key == "" || len(key) > 128 {
		return fmt.Errorf("storage key %q: must be 1 to 128 characters", key)
	}
	if key[0] == '.' {
		return fmt.Errorf("storage key %q: must not start with a dot", key)
	}
	for _, r := range key {
		ok := r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '.' || r == '-' || r == '_'
		if !ok {
			return fmt.Errorf("storage key %q: only letters, digits, '.', '-' and '_' are allowed", key)
		}
	}
	return nil
}

// KeepAside moves a bad file out of the way so the game can start afresh
// without destroying it: "autosave.json" becomes "autosave.bad-<unix
// time>.json" (with a counter if that name is taken). The copy is written
// before the original is removed, so the data is never lost. It returns the
// new key.
func KeepAside(st Store, key string, now time.Time) (string, error) {
	data, err := st.Read(key)
	if err != nil {
		return "", err
	}
	base, ext := key, ""
	if i := strings.LastIndexByte(key, '.'); i > 0 {
		base, ext = key[:i], key[i:]
	}
	stamp := fmt.Sprintf("%s.bad-%d", base, now.Unix())
	taken, err := st.List(stamp)
	if err != nil {
		return "", err
	}
	aside := stamp + ext
	for n := 2; contains(taken, aside); n++ {
		aside = fmt.Sprintf("%s-%d%s", stamp, n, ext)
	}
	if err := st.Write(aside, data); err != nil {
		return "", err
	}
	// a Background store only queues the copy: it must be on disk before
	// the original goes, or a failed write would lose both
	if err := Flush(st); err != nil {
		return "", err
	}
	if err := st.Remove(key); err != nil {
		return aside, err
	}
	return aside, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// Flush waits until what was written to st is on disk, for a store that
// writes in the background (Background), and returns a write's failure
// not yet reported. Other stores write before Write returns: nothing to
// wait for. A caller that is about to remove or replace a file's only
// other copy flushes first.
func Flush(st Store) error {
	if f, ok := st.(interface{ Flush() error }); ok {
		return f.Flush()
	}
	return nil
}

// IsNotFound reports whether err says a key holds nothing.
func IsNotFound(err error) bool { return errors.Is(err, ErrNotFound) }
