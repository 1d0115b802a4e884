//go:build js && wasm

package storage

import (
	"bytes"
	"strings"
	"syscall/js"
	"testing"
	"time"
)

// fakeLocalStorage installs a localStorage with the browser's methods (Node
// has none), which throws once the quota of 4096 characters is passed.
func fakeLocalStorage(t *testing.T) {
	t.Helper()
	js.Global().Call("eval", `globalThis.localStorage = (() => {
		const m = new Map();
		return {
			getItem: (k) => m.has(k) ? m.get(k) : null,
			setItem: (k, v) => {
				let size = 0;
				for (const [kk, vv] of m) if (kk !== k) size += vv.length;
				if (size + String(v).length > 4096) throw new Error("QuotaExceededError");
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
	if err := l.Write("big.json", bytes.Repeat([]byte("a"), 5000)); err == nil || !strings.Contains(err.Error(), "Quota") {
		t.Fatalf("a write over the quota gave %v", err)
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
