//go:build js && wasm

package storage

import (
	"encoding/base64"
	"fmt"
	"sort"
	"strings"
	"syscall/js"
	"unicode/utf8"

	"github.com/pyramid-studio/pyramid/i18n"
)

// Local is the browser's Store: the page's localStorage, every key under
// the prefix "pyramid/" (and a sub-store's under "pyramid/<name>/", see
// Sub). Each setItem is atomic, so a save is never half written. Text
// (every save, record and statistics file is JSON) is kept as it is; other
// bytes are kept in base64 so they come back exactly.
//
// Nothing the browser throws reaches the program: a full quota makes Write
// return an error wrapping ErrFull, and storage the browser refuses (a
// SecurityError) an error saying so.
type Local struct {
	ls     js.Value
	prefix string
}

// localPrefix keeps the game's keys apart from anything else on the origin.
const localPrefix = AppName + "/"

// OpenLocal opens the page's localStorage. It fails, rather than panics,
// when the page has none or the browser refuses it (private windows,
// blocked site data).
func OpenLocal() (l *Local, err error) {
	defer func() {
		if r := recover(); r != nil {
			cause := thrown(r)
			l, err = nil, i18n.Wrapf(cause, "%v: games cannot be saved", cause)
		}
	}()
	ls := get(js.Global(), "localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return nil, i18n.Wrapf(nil, "this browser keeps no local storage for this page: games cannot be saved")
	}
	// Touch it once: a browser that refuses it may throw only now.
	get(ls, "length")
	return &Local{ls: ls, prefix: localPrefix}, nil
}

// get reads a property through Reflect.get: js.Value.Get does not catch
// what a getter throws (the program would abort), while Call turns it into
// a panic with a js.Error that can be recovered.
func get(v js.Value, name string) js.Value {
	return js.Global().Get("Reflect").Call("get", v, name)
}

// Sub is a store of its own beside this one, for a folder's worth of
// files (the client's game records): its keys are kept under
// "pyramid/<name>/". Such items never show up in the parent's List, since
// a key with a "/" is not a valid key.
func (l *Local) Sub(name string) (*Local, error) {
	if err := CheckKey(name); err != nil {
		return nil, err
	}
	return &Local{ls: l.ls, prefix: l.prefix + name + "/"}, nil
}

// call runs a localStorage method, turning a thrown exception (storage
// full, storage disabled) into an error.
func (l *Local) call(method string, args ...any) (v js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = thrown(r)
		}
	}()
	return l.ls.Call(method, args...), nil
}

// thrown turns what a localStorage call threw into an error: ErrFull for
// the browser's QuotaExceededError (named so by every browser; Firefox
// once used NS_ERROR_DOM_QUOTA_REACHED).
func thrown(r any) error {
	var je js.Error
	switch e := r.(type) {
	case js.Error:
		je = e
	case error:
		return i18n.Wrapf(e, "local storage: %v", e)
	default:
		return i18n.Wrapf(nil, "local storage: %v", r)
	}
	name := ""
	if n := je.Value.Get("name"); n.Type() == js.TypeString {
		name = n.String()
	}
	switch name {
	case "QuotaExceededError", "NS_ERROR_DOM_QUOTA_REACHED":
		return ErrFull
	case "SecurityError":
		return i18n.Wrapf(je, "the browser refuses local storage to this page: %s", je.Error())
	}
	return i18n.Wrapf(je, "local storage: %s", je.Error())
}

// Read returns the item's contents; an item over MaxFileSize is refused.
func (l *Local) Read(key string) ([]byte, error) {
	if err := CheckKey(key); err != nil {
		return nil, err
	}
	v, err := l.call("getItem", l.prefix+key)
	if err != nil {
		return nil, i18n.Wrapf(err, "cannot read %s: %v", key, err)
	}
	if v.IsNull() || v.IsUndefined() {
		return nil, fmt.Errorf("%s: %w", key, ErrNotFound)
	}
	s := v.String()
	if err := CheckSize(key, int64(len(s))); err != nil {
		return nil, err // nothing the game writes is so large
	}
	switch {
	case strings.HasPrefix(s, "t:"):
		return []byte(s[2:]), nil
	case strings.HasPrefix(s, "b:"):
		data, err := base64.StdEncoding.DecodeString(s[2:])
		if err != nil {
			return nil, i18n.Wrapf(err, "%s: damaged item: %v", key, err)
		}
		return data, nil
	}
	return nil, i18n.Wrapf(nil, "%s: damaged item (no t: or b: mark)", key)
}

// Write replaces the item in one setItem; a failed setItem leaves the old
// item as it was.
func (l *Local) Write(key string, data []byte) error {
	if err := CheckKey(key); err != nil {
		return err
	}
	item := "b:" + base64.StdEncoding.EncodeToString(data)
	if utf8.Valid(data) {
		item = "t:" + string(data)
	}
	if _, err := l.call("setItem", l.prefix+key, item); err != nil {
		return i18n.Wrapf(err, "cannot save %s: %v", key, err)
	}
	return nil
}

// List returns this store's keys starting with prefix, sorted.
func (l *Local) List(prefix string) (keys []string, err error) {
	defer func() {
		if r := recover(); r != nil {
			keys, err = nil, thrown(r)
		}
	}()
	n := get(l.ls, "length").Int()
	for i := 0; i < n; i++ {
		v, err := l.call("key", i)
		if err != nil {
			return nil, err
		}
		if v.Type() != js.TypeString {
			continue
		}
		k, ok := strings.CutPrefix(v.String(), l.prefix)
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
	_, err := l.call("removeItem", l.prefix+key)
	return err
}
