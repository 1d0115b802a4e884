//go:build js && wasm

package storage

import (
	"fmt"
	"syscall/js"

	"github.com/pyramid-studio/pyramid/i18n"
)

// The page's localStorage is a store the player cannot open by hand: a
// desktop player copies game records in and out of the records folder,
// while a browser player needs the page to hand a file over (a download)
// and to take one in (the browser's file chooser). Download and PickFiles
// do that with the DOM, behind the same recover as Local, so a page
// without a document (or a browser that refuses) gives an error, never a
// crash.

// JSONType is the media type of the game's files (every save and record
// is JSON), and JSONFiles what the file chooser offers for them.
const (
	JSONType  = "application/json"
	JSONFiles = ".json," + JSONType
)

// revokeAfterMs is how long a download's object URL lives; tests under
// Node shorten it, since a pending timer keeps Node from exiting.
var revokeAfterMs = 60_000

// Download hands data to the player as a file called name, as a link the
// page clicks itself: a Blob, an object URL for it and an <a download>
// (the one way a page can save a file; the browser puts it in its
// downloads, or asks where, as the player has set it). The URL is revoked
// a minute later rather than at once, since a browser may still be
// reading it after the click returns.
func Download(name, mime string, data []byte) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = i18n.Wrapf(nil, "the browser did not download %s: %v", name, thrownText(r))
		}
	}()
	doc := get(js.Global(), "document")
	if doc.IsUndefined() || doc.IsNull() {
		return i18n.Wrapf(nil, "this page has no document to download from")
	}
	bytes := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(bytes, data)
	opts := js.Global().Get("Object").New()
	opts.Set("type", mime)
	blob := js.Global().Get("Blob").New(js.Global().Get("Array").Call("of", bytes), opts)
	urls := js.Global().Get("URL")
	url := urls.Call("createObjectURL", blob)
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	a.Get("style").Set("display", "none")
	body := get(doc, "body")
	if body.Truthy() {
		body.Call("appendChild", a) // Firefox clicks only links in the document
	}
	a.Call("click")
	if body.Truthy() {
		a.Call("remove")
	}
	js.Global().Call("setTimeout", urls.Get("revokeObjectURL").Call("bind", urls, url), revokeAfterMs)
	return nil
}

// PickFiles opens the browser's file chooser (an <input type=file>
// made here, so the page needs no markup of its own) for files matching
// accept (".json,application/json"), several at once. Each file chosen
// is read and handed to got, one call per file, later, from the browser's
// event loop: got must only queue what it gets (the game's Update takes
// it in). A file larger than MaxFileSize, or one the browser cannot read,
// comes with an error instead. Nothing is called if the player cancels.
//
// Browsers open the chooser only within a few seconds of a click or a
// key press (a user gesture), so it is for a button's handler; without
// one the browser silently opens nothing.
func PickFiles(accept string, got func(name string, data []byte, err error)) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = i18n.Wrapf(nil, "the browser did not open its file chooser: %v", thrownText(r))
		}
	}()
	doc := get(js.Global(), "document")
	if doc.IsUndefined() || doc.IsNull() {
		return i18n.Wrapf(nil, "this page has no document to choose files with")
	}
	in := doc.Call("createElement", "input")
	in.Set("type", "file")
	in.Set("accept", accept)
	in.Set("multiple", true)
	in.Get("style").Set("display", "none")
	body := get(doc, "body")
	if body.Truthy() {
		body.Call("appendChild", in) // Safari opens only inputs in the document
	}
	var onChange, onCancel js.Func
	done := func() {
		onChange.Release()
		onCancel.Release()
		if body.Truthy() {
			in.Call("remove")
		}
	}
	onChange = js.FuncOf(func(js.Value, []js.Value) any {
		files := in.Get("files")
		n := 0
		if files.Truthy() {
			n = files.Length()
		}
		for i := 0; i < n; i++ {
			readFile(files.Index(i), got)
		}
		done()
		return nil
	})
	onCancel = js.FuncOf(func(js.Value, []js.Value) any {
		done()
		return nil
	})
	in.Call("addEventListener", "change", onChange)
	in.Call("addEventListener", "cancel", onCancel)
	in.Call("click")
	return nil
}

// readFile reads a File with its arrayBuffer promise and hands it to got.
// It runs inside an event handler, where Go must not block (the promise
// resolves only once the handler returns), so the result arrives in the
// promise's own callbacks.
func readFile(f js.Value, got func(name string, data []byte, err error)) {
	name := f.Get("name").String()
	if size := f.Get("size"); size.Type() == js.TypeNumber {
		if err := CheckSize(name, int64(min(size.Float(), MaxFileSize+1))); err != nil {
			got(name, nil, err) // not even read: it would only hold the page
			return
		}
	}
	var then, fail js.Func
	release := func() { then.Release(); fail.Release() }
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		defer release()
		u8 := js.Global().Get("Uint8Array").New(args[0])
		if err := CheckSize(name, int64(u8.Length())); err != nil {
			got(name, nil, err) // the File said less than it held
			return nil
		}
		data := make([]byte, u8.Length())
		js.CopyBytesToGo(data, u8)
		got(name, data, nil)
		return nil
	})
	fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		defer release()
		msg := i18n.T("unknown error")
		if len(args) > 0 {
			msg = args[0].Call("toString").String()
		}
		got(name, nil, i18n.Wrapf(nil, "the browser could not read %s: %s", name, msg))
		return nil
	})
	f.Call("arrayBuffer").Call("then", then, fail)
}

// thrownText words what a DOM call threw.
func thrownText(r any) string {
	if je, ok := r.(js.Error); ok {
		return je.Error()
	}
	return fmt.Sprint(r)
}
