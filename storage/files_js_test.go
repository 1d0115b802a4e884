//go:build js && wasm

package storage

import (
	"bytes"
	"fmt"
	"strings"
	"sync"
	"syscall/js"
	"testing"
	"time"
)

// fakeDocument installs the little of a DOM that Download and PickFiles
// use (Node has none): createElement gives elements that record what is
// set on them, body.appendChild keeps them in fakeDOM.attached, and a
// click on an <a> stores its href, download name and Blob in
// fakeDOM.downloads. A click on an <input> runs fakeDOM.choose(input),
// which the test sets to play the player at the file chooser.
func fakeDocument(t *testing.T) {
	t.Helper()
	revokeAfterMs = 0
	js.Global().Call("eval", `(() => {
		const dom = { attached: new Set(), downloads: [], blobs: new Map(), choose: null };
		globalThis.fakeDOM = dom;
		if (!URL.fakeCreate) {
			URL.fakeCreate = URL.createObjectURL.bind(URL);
			URL.createObjectURL = (b) => { const u = URL.fakeCreate(b); globalThis.fakeDOM?.blobs.set(u, b); return u; };
		}
		globalThis.document = {
			body: { appendChild: (e) => { dom.attached.add(e); e.remove = () => dom.attached.delete(e); return e; } },
			createElement: (tag) => {
				const listeners = {};
				const e = { tagName: tag.toUpperCase(), style: {},
					addEventListener: (type, f) => { (listeners[type] ??= []).push(f); },
					fire: (type) => { for (const f of listeners[type] ?? []) f({ type }); },
				};
				e.click = () => {
					if (e.tagName === "A") {
						dom.downloads.push({ href: e.href, download: e.download, attached: dom.attached.has(e), blob: dom.blobs.get(e.href) });
					} else if (dom.choose) {
						dom.choose(e);
					}
				};
				return e;
			},
		};
	})()`)
	t.Cleanup(func() {
		js.Global().Call("eval", `delete globalThis.document; delete globalThis.fakeDOM;`)
	})
}

// await waits for a promise (the test's goroutine may block; Node's event
// loop runs meanwhile).
func await(t *testing.T, p js.Value) js.Value {
	t.Helper()
	ch := make(chan js.Value, 1)
	errc := make(chan string, 1)
	ok := js.FuncOf(func(_ js.Value, a []js.Value) any { ch <- a[0]; return nil })
	bad := js.FuncOf(func(_ js.Value, a []js.Value) any { errc <- a[0].Call("toString").String(); return nil })
	defer ok.Release()
	defer bad.Release()
	p.Call("then", ok, bad)
	select {
	case v := <-ch:
		return v
	case e := <-errc:
		t.Fatal(e)
	case <-time.After(5 * time.Second):
		t.Fatal("the promise never settled")
	}
	return js.Value{}
}

// TestDownload: an exported record reaches the player as a file of that
// name holding exactly its bytes, through a link that is clicked and
// removed again.
func TestDownload(t *testing.T) {
	fakeDocument(t)
	data := []byte(`{"format":"pyramid-record","version":1,"seed":6,"note":"zażółć"}`)
	if err := Download("game-20261122-101010-seed6.json", "application/json", data); err != nil {
		t.Fatal(err)
	}
	dom := js.Global().Get("fakeDOM")
	downloads := dom.Get("downloads")
	if downloads.Length() != 1 {
		t.Fatalf("%d downloads, want 1", downloads.Length())
	}
	d := downloads.Index(0)
	if got := d.Get("download").String(); got != "game-20261122-101010-seed6.json" {
		t.Errorf("the file is called %q", got)
	}
	if !strings.HasPrefix(d.Get("href").String(), "blob:") || !d.Get("attached").Bool() {
		t.Errorf("the link was %q, in the document: %v; want an object URL clicked in the document", d.Get("href").String(), d.Get("attached").Bool())
	}
	if n := dom.Get("attached").Get("size").Int(); n != 0 {
		t.Errorf("%d elements left in the document", n)
	}
	blob := d.Get("blob")
	if blob.Get("type").String() != "application/json" {
		t.Errorf("the Blob's type is %q", blob.Get("type").String())
	}
	u8 := js.Global().Get("Uint8Array").New(await(t, blob.Call("arrayBuffer")))
	got := make([]byte, u8.Length())
	js.CopyBytesToGo(got, u8)
	if !bytes.Equal(got, data) {
		t.Errorf("the file holds %q, want %q", got, data)
	}
}

// TestDownloadWithoutDocument: a page without a document (a worker, a
// test) gives an error, not a crash.
func TestDownloadWithoutDocument(t *testing.T) {
	js.Global().Call("eval", `delete globalThis.document;`)
	if err := Download("x.json", "application/json", []byte("{}")); err == nil {
		t.Fatal("Download without a document gave no error")
	}
	if err := PickFiles(".json", func(string, []byte, error) {}); err == nil {
		t.Fatal("PickFiles without a document gave no error")
	}
	js.Global().Call("eval", `globalThis.document = { createElement: () => { throw new Error("refused"); } };`)
	defer js.Global().Call("eval", `delete globalThis.document;`)
	if err := Download("x.json", "application/json", []byte("{}")); err == nil || !strings.Contains(err.Error(), "refused") {
		t.Fatalf("a throwing document gave %v", err)
	}
}

// TestPickFiles: the chooser is an <input type=file> for several JSON
// files; each file chosen is read and handed over with its name, one too
// large or unreadable with an error; a cancelled chooser hands nothing
// and is removed.
func TestPickFiles(t *testing.T) {
	fakeDocument(t)
	js.Global().Call("eval", fmt.Sprintf(`fakeDOM.choose = (input) => {
		fakeDOM.input = { type: input.type, accept: input.accept, multiple: input.multiple, attached: fakeDOM.attached.has(input) };
		const file = (name, text) => { const b = new Blob([text]); return { name, size: b.size, arrayBuffer: () => b.arrayBuffer() }; };
		input.files = [
			file("game-1.json", '{"format":"pyramid-record"}'),
			{ name: "huge.json", size: %d, arrayBuffer: () => { throw new Error("must not be read"); } },
			{ name: "gone.json", size: 3, arrayBuffer: () => Promise.reject(new Error("NotReadableError")) },
		];
		input.fire("change");
	};`, MaxFileSize+1))
	type picked struct {
		name, data string
		err        error
	}
	var mu sync.Mutex
	var got []picked
	all := make(chan bool, 1)
	err := PickFiles(".json,application/json", func(name string, data []byte, err error) {
		mu.Lock()
		defer mu.Unlock()
		got = append(got, picked{name, string(data), err})
		if len(got) == 3 {
			all <- true
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	in := js.Global().Get("fakeDOM").Get("input")
	if in.Get("type").String() != "file" || in.Get("accept").String() != ".json,application/json" || !in.Get("multiple").Bool() || !in.Get("attached").Bool() {
		t.Errorf("the chooser was %v %v %v (in the document: %v)", in.Get("type"), in.Get("accept"), in.Get("multiple"), in.Get("attached"))
	}
	select {
	case <-all:
	case <-time.After(5 * time.Second):
		t.Fatalf("only %d of 3 files handed over", len(got))
	}
	mu.Lock()
	defer mu.Unlock()
	byName := map[string]picked{}
	for _, p := range got {
		byName[p.name] = p
	}
	if p := byName["game-1.json"]; p.err != nil || p.data != `{"format":"pyramid-record"}` {
		t.Errorf("game-1.json: %q, %v", p.data, p.err)
	}
	if p := byName["huge.json"]; p.err == nil || !strings.Contains(p.err.Error(), "too large") {
		t.Errorf("huge.json: %v, want too large", p.err)
	}
	if p := byName["gone.json"]; p.err == nil || !strings.Contains(p.err.Error(), "NotReadableError") {
		t.Errorf("gone.json: %v, want the browser's error", p.err)
	}
	if n := js.Global().Get("fakeDOM").Get("attached").Get("size").Int(); n != 0 {
		t.Errorf("the chooser was left in the document (%d elements)", n)
	}

	// Cancelled: nothing is handed over, and the input goes away.
	js.Global().Call("eval", `fakeDOM.choose = (input) => input.fire("cancel");`)
	called := false
	if err := PickFiles(".json", func(string, []byte, error) { called = true }); err != nil {
		t.Fatal(err)
	}
	if called || js.Global().Get("fakeDOM").Get("attached").Get("size").Int() != 0 {
		t.Errorf("a cancelled chooser handed a file over (%v) or stayed in the document", called)
	}
}
