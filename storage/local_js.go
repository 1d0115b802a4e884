//go:build js && wasm

package storage

import (
	"encoding/base64"
	"fmt"
	"sort"
	"strings"
	"syscall/js"
	"unicode/utf8"
)

// Local is the browser's Store: the page's localStorage, every key under
// the prefix "pyramid/". Each setItem is atomic, so a save is never half
// written. Text (every save, record and statistics file is JSON) is kept
// as it is; other bytes are kept in base64 so they come back exactly.
type Local struct {
	ls js.Value
}

// localPrefix keeps the game's keys apart from anything else on the origin.
const localPrefix = AppName + "/"

// OpenLocal opens the page's localStorage.
func OpenLocal() (*Local, error) {
	ls := js.Global().Get("localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return nil, fmt.Errorf("this browser keeps no local storage: games cannot be saved")
	}
	return &Local{ls: ls}, nil
}

// call runs a localStorage method, turning a thrown exception (storage
// full, storage disabled) into an error.
func (l *Local) call(method string, args ...any) (v js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("local storage: %v", r)
		}
	}()
	return l.ls.Call(method, args...), nil
}

// Read returns the item's contents.
func (l *Local) Read(key string) ([]byte, error) {
	if err := CheckKey(key); err != nil {
		return nil, err
	}
	v, err := l.call("getItem", localPrefix+key)
	if err != nil {
		return nil, err
	}
	if v.IsNull() || v.IsUndefined() {
		return nil, fmt.Errorf("%s: %w", key, ErrNotFound)
	}
	s := v.String()
	switch {
	case strings.HasPrefix(s, "t:"):
		return []byte(s[2:]), nil
	case strings.HasPrefix(s, "b:"):
		data, err := base64.StdEncoding.DecodeString(s[2:])
		if err != nil {
			return nil, fmt.Errorf("%s: damaged item: %v", key, err)
		}
		return data, nil
	}
	return nil, fmt.Errorf("%s: damaged item (no t: or b: mark)", key)
}

// Write replaces the item in one setItem.
func (l *Local) Write(key string, data []byte) error {
	if err := CheckKey(key); err != nil {
		return err
	}
	item := "b:" + base64.StdEncoding.EncodeToString(data)
	if utf8.Valid(data) {
		item = "t:" + string(data)
	}
	if _, err := l.call("setItem", localPrefix+key, item); err != nil {
		return fmt.Errorf("cannot save %s: %v", key, err)
	}
	return nil
}

// List returns the game's keys starting with prefix, sorted.
func (l *Local) List(prefix string) ([]string, error) {
	n := l.ls.Get("length").Int()
	var keys []string
	for i := 0; i < n; i++ {
		v, err := l.call("key", i)
		if err != nil {
			return nil, err
		}
		if v.Type() != js.TypeString {
			continue
		}
		k, ok := strings.CutPrefix(v.String(), localPrefix)
		if ok && strings.HasPrefix(k, prefix) && CheckKey(k) == nil {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	return keys, nil
}

// Remove deletes the item; a missing item is not an error.
func (l *Local) Remove(key string) error {
	if err := CheckKey(key); err != nil {
		return err
	}
	_, err := l.call("removeItem", localPrefix+key)
	return err
}
