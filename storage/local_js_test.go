//go:build js && wasm

package storage

import (
	"bytes"
	"errors"
	"strconv"
	"strings"
	"syscall/js"
	"testing"
	"time"
)

// fakeLocalStorage installs a localStorage with the browser's methods (Node
// has none), which throws the browser's QuotaExceededError once the quota
// of 4096 characters is passed.
func fakeLocalStorage(t *testing.T) {
	t.Helper()
	js.Global().Call("eval", `globalThis.localStorage = (() => {
		const m = new Map();
		return {
			getItem: (k) => m.has(k) ? m.get(k) : null,
			setItem: (k, v) => {
				let size = 0;
				for (const [kk, vv] of m) if (kk !== k) size += vv.length;
				if (size + String(v).length > 4096) {
					throw new DOMException("Setting the value of '" + k + "' exceeded the quota.", "QuotaExceededError");
				}
				m.set(k, String(v));
			},
			removeItem: (k) => { m.delete(k); },
			key: (i) => Array.from(m.keys())[i] ?? null,
			get length() { return m.size; },
		};
	})();
	localStorage.setItem("other-site-key", "x");`)
}

func TestLocalStore(t *testing.T) {
	fakeLocalStorage(t)
	l, err := OpenLocal()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := l.Read("autosave.json"); !IsNotFound(err) {
		t.Fatalf("missing key: %v", err)
	}
	for _, data := range [][]byte{[]byte(`{"format":"pyramid-save"}`), {0xff, 0x00, 'x', 0xc3}} {
		if err := l.Write("autosave.json", data); err != nil {
			t.Fatal(err)
		}
		got, err := l.Read("autosave.json")
		if err != nil || !bytes.Equal(got, data) {
			t.Fatalf("read back %q, %v; want %q", got, err, data)
		}
	}
	err = l.Write("big.json", bytes.Repeat([]byte("a"), 5000))
	if !errors.Is(err, ErrFull) || !strings.Contains(err.Error(), "big.json") || !strings.Contains(err.Error(), "full") {
		t.Fatalf("a write over the quota gave %v, want ErrFull naming the key", err)
	}
	if got, _ := l.Read("autosave.json"); !bytes.Equal(got, []byte{0xff, 0x00, 'x', 0xc3}) {
		t.Fatal("a failed write damaged another item")
	}
	k, err := KeepAside(l, "autosave.json", time.Unix(3, 0))
	if err != nil {
		t.Fatal(err)
	}
	keys, _ := l.List("")
	if strings.Join(keys, ",") != k {
		t.Fatalf("List = %v, want only %s (other sites' keys hidden)", keys, k)
	}
	if err := l.Remove(k); err != nil {
		t.Fatal(err)
	}
	if err := l.Write("../x", nil); err == nil {
		t.Fatal("bad key accepted")
	}
}

// TestLocalSub: the records folder's store keeps its items apart from the
// main store's, in both directions.
func TestLocalSub(t *testing.T) {
	fakeLocalStorage(t)
	l, err := OpenLocal()
	if err != nil {
		t.Fatal(err)
	}
	r, err := l.Sub("records")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := l.Sub("a/b"); err == nil {
		t.Fatal("a sub-store named a/b was made")
	}
	if err := l.Write("game.json", []byte("main")); err != nil {
		t.Fatal(err)
	}
	if err := r.Write("game.json", []byte("record")); err != nil {
		t.Fatal(err)
	}
	if got := js.Global().Get("localStorage").Call("getItem", "pyramid/records/game.json").String(); got != "t:record" {
		t.Fatalf("the record is kept as %q", got)
	}
	for _, c := range []struct {
		st   *Local
		want string
	}{{l, "main"}, {r, "record"}} {
		got, err := c.st.Read("game.json")
		if err != nil || string(got) != c.want {
			t.Fatalf("read %q, %v; want %q", got, err, c.want)
		}
		keys, err := c.st.List("")
		if err != nil || strings.Join(keys, ",") != "game.json" {
			t.Fatalf("List = %v, %v; want only game.json", keys, err)
		}
	}
	if err := r.Remove("game.json"); err != nil {
		t.Fatal(err)
	}
	if got, err := l.Read("game.json"); err != nil || string(got) != "main" {
		t.Fatalf("removing the record removed the main store's item: %q, %v", got, err)
	}
}

// TestLocalRefused: no localStorage (the page sets it to null when the
// browser blocks it), or one whose every touch throws a SecurityError,
// gives an error from OpenLocal, never a panic.
func TestLocalRefused(t *testing.T) {
	js.Global().Call("eval", `globalThis.localStorage = null;`)
	if _, err := OpenLocal(); err == nil || !strings.Contains(err.Error(), "cannot be saved") {
		t.Fatalf("no localStorage: %v", err)
	}
	js.Global().Call("eval", `Object.defineProperty(globalThis, "localStorage", {
		configurable: true,
		get() { throw new DOMException("The user denied permission to access the database.", "SecurityError"); },
	});`)
	if _, err := OpenLocal(); err == nil || !strings.Contains(err.Error(), "refuses") {
		t.Fatalf("a throwing localStorage: %v", err)
	}
	// Storage that starts refusing once opened (the user blocks site data
	// while the game runs) fails each call instead.
	js.Global().Call("eval", `Object.defineProperty(globalThis, "localStorage", {configurable: true, writable: true, value: {
		get length() { return 1; },
		key() { throw new DOMException("denied", "SecurityError"); },
		getItem() { throw new DOMException("denied", "SecurityError"); },
		setItem() { throw new DOMException("denied", "SecurityError"); },
		removeItem() { throw new DOMException("denied", "SecurityError"); },
	}});`)
	l, err := OpenLocal()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := l.Read("a.json"); err == nil || IsNotFound(err) || !strings.Contains(err.Error(), "refuses") {
		t.Fatalf("Read: %v", err)
	}
	if err := l.Write("a.json", []byte("x")); err == nil || errors.Is(err, ErrFull) {
		t.Fatalf("Write: %v", err)
	}
	if _, err := l.List(""); err == nil {
		t.Fatal("List did not fail")
	}
}

// TestLocalReadIsCapped: an item over MaxFileSize (put there by hand, or
// by another program on the site) is refused as a file would be.
func TestLocalReadIsCapped(t *testing.T) {
	fakeLocalStorage(t)
	l, err := OpenLocal()
	if err != nil {
		t.Fatal(err)
	}
	js.Global().Call("eval", `globalThis.localStorage.getItem = (k) => k === "pyramid/autosave.json" ? "t:" + "a".repeat(`+strconv.Itoa(MaxFileSize)+`) : null;`)
	var tl *TooLargeError
	if _, err := l.Read("autosave.json"); !errors.As(err, &tl) {
		t.Fatalf("an item over the limit: %v, want a *TooLargeError", err)
	}
}
