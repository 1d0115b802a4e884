package storage

import "github.com/pyramid-studio/pyramid/i18n"

// Fence is st with some of its files kept out of reach: they are read and
// listed as ever, but writing or removing one fails with refusal, and the
// file is left as it is. A browser tab of the game opened while another is
// open fences off the autosave, which belongs to the other tab's game.
func Fence(st Store, fenced func(key string) bool, refusal error) Store {
	return &fence{Store: st, fenced: fenced, refusal: refusal}
}

type fence struct {
	Store
	fenced  func(key string) bool
	refusal error
}

// Write refuses a fenced key.
func (f *fence) Write(key string, data []byte) error {
	if f.fenced(key) {
		return i18n.Wrapf(f.refusal, "cannot save %s: %v", key, f.refusal)
	}
	return f.Store.Write(key, data)
}

// Remove refuses a fenced key.
func (f *fence) Remove(key string) error {
	if f.fenced(key) {
		return i18n.Wrapf(f.refusal, "cannot remove %s: %v", key, f.refusal)
	}
	return f.Store.Remove(key)
}

// Flush flushes the store underneath (see Flush).
func (f *fence) Flush() error { return Flush(f.Store) }
