package session

import (
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/pyramid-studio/pyramid/storage"
)

// maxSpares bounds the other names a game is autosaved under when its own
// key must not be written over (autosave-2.json ... autosave-10.json):
// each is used only while every name before it holds such a file, so more
// than a couple means the storage itself is failing.
const maxSpares = 10

// spareKey is key's n-th other name: autosave.json, 2 gives autosave-2.json.
func spareKey(key string, n int) string {
	base, ext := key, ""
	if i := strings.LastIndexByte(key, '.'); i > 0 {
		base, ext = key[:i], key[i:]
	}
	return base + "-" + strconv.Itoa(n) + ext
}

// writable reports whether a game may be autosaved over what key holds:
// nothing, or a save that loads — a game the player chose to replace, as
// New game always has. A file that cannot be read, or that does not load
// and cannot be moved aside, may be the only copy of a game that is not
// lost yet (Load leaves it in place for the same reason), so it is never
// written over.
func writable(st storage.Store, key string, now time.Time) bool {
	data, err := st.Read(key)
	switch {
	case storage.IsNotFound(err):
		return true
	case err != nil:
		return false
	}
	if _, err := Decode(data); err == nil {
		return true
	}
	if _, away := Elsewhere(data); away {
		return false // a game of another program: never written over nor put aside
	}
	aside, _ := storage.KeepAside(st, key, now)
	return aside != "" // a copy is kept: the original may go
}

// freeKey is where a game may autosave: key, or else the first of its
// other names that is writable; "" if none is.
func freeKey(st storage.Store, key string) string {
	now := time.Now()
	if writable(st, key, now) {
		return key
	}
	for n := 2; n <= maxSpares; n++ {
		if k := spareKey(key, n); writable(st, k, now) {
			return k
		}
	}
	return ""
}

// stuck reports whether a failed Load left the file in place: it could not
// be read, or it could not be moved aside.
func stuck(err error) bool {
	var le *LoadError
	return errors.As(err, &le) && le.KeptAs == ""
}

// Resume opens the game to continue: the "Continue" of the main menu. It
// is the autosave; but while autosave.json is missing, or stuck in place
// because it could not be read or moved aside, a game started since went
// on under another name (see AttachStore), and that one is resumed — with
// a Notice when autosave.json is stuck, so the player hears of it again.
func Resume(st storage.Store) (*Session, error) {
	s, err := Load(st, AutosaveKey)
	if err == nil || !errors.Is(err, ErrNoSave) && !stuck(err) {
		return s, err
	}
	for n := 2; n <= maxSpares; n++ {
		sp, serr := Load(st, spareKey(AutosaveKey, n))
		switch {
		case serr == nil:
			if stuck(err) {
				sp.keptOff = AutosaveKey
			}
			return sp, nil
		case errors.Is(err, ErrNoSave) && !errors.Is(serr, ErrNoSave):
			err = serr // nothing else to say: say what is wrong with this one
		}
	}
	return nil, err
}

// InProgress lists the keys that hold a game left unfinished, for the
// replay viewer: AutosaveKey and the other names games went to while it
// could not be written over, in that order.
func InProgress(st storage.Store) []string {
	var out []string
	if HasSave(st, AutosaveKey) {
		out = append(out, AutosaveKey)
	}
	for n := 2; n <= maxSpares; n++ {
		if k := spareKey(AutosaveKey, n); HasSave(st, k) {
			out = append(out, k)
		}
	}
	return out
}
