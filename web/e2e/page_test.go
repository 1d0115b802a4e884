package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/web/pagetext"
)

// The loading page and what the browser build adds to the game: the page
// in the player's language, its messages when the game's file is missing
// or damaged, the installed game starting offline and taking a new build
// on the next load, and the games kept in a file.

// words is the page's texts in language l, as make web wrote them.
func words(l i18n.Lang) pagetext.Texts {
	return pagetext.All()[string(l)]
}

// say fills in a page text's %s parts in order, as the page does.
func say(text string, args ...string) string {
	for _, a := range args {
		text = strings.Replace(text, "%s", a, 1)
	}
	return text
}

// setStorage has every page loaded from now on find key set to item in
// its localStorage (unless it is set already), before its scripts run.
func (b *browser) setStorage(key, item string) {
	b.t.Helper()
	b.run(chromedp.ActionFunc(func(ctx context.Context) error {
		_, err := page.AddScriptToEvaluateOnNewDocument(fmt.Sprintf(
			`if (localStorage.getItem(%q) === null) localStorage.setItem(%q, %q);`, key, key, item)).Do(ctx)
		return err
	}))
}

// clickElement clicks the middle of the element with id, as a hand does.
func (b *browser) clickElement(id string) {
	b.t.Helper()
	var r struct{ X, Y, W, H float64 }
	b.eval(fmt.Sprintf(`(() => { const r = document.getElementById(%q).getBoundingClientRect(); return {X: r.x, Y: r.y, W: r.width, H: r.height}; })()`, id), &r)
	if r.W == 0 || r.H == 0 {
		b.t.Fatalf("#%s is not shown", id)
	}
	b.mouseClick(r.X+r.W/2, r.Y+r.H/2)
}

// shown reports whether the element with id is laid out on the page.
func (b *browser) shown(id string) bool {
	b.t.Helper()
	var ok bool
	b.eval(fmt.Sprintf(`(() => { const e = document.getElementById(%q); return !!e && e.getClientRects().length > 0; })()`, id), &ok)
	return ok
}

// TestBrowserStartPageInThePlayersLanguage: a player who chose Polish in
// the game gets the loading page in Polish, from its first words, with
// the note that sound starts after the first click or tap and a
// fullscreen button, which starts the game in fullscreen.
func TestBrowserStartPageInThePlayersLanguage(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	url, _ := serve(t, buildWeb(t))
	pl := words(i18n.Polish)
	b := newBrowser(t, ctx, 1280, 720, 1)
	b.setStorage("pyramid/settings.json", `t:{"language":"pl"}`)
	b.run(chromedp.Navigate(url + "?probe"))
	b.waitJS(`window.pyramidPage && window.pyramidPage.lang`, new(string), 30*time.Second)
	if lang, title := b.text(`document.documentElement.lang`), b.text(`document.title`); lang != "pl" || title != pl.Title {
		t.Errorf("the page is in %q, titled %q; want pl, %q", lang, title, pl.Title)
	}
	if got := b.text(`document.querySelector("h1").innerText`); got != pl.Heading {
		t.Errorf("the heading says %q, want %q", got, pl.Heading)
	}
	b.waitState("ready", 60*time.Second)
	p := b.waitScene("title", 30*time.Second)
	if !hasLabel(p, "Nowa gra") {
		t.Errorf("the game's title is not in Polish: %v", labels(p))
	}
	for id, want := range map[string]string{"start": pl.Start, "sound": pl.Sound, "fullscreen": pl.Fullscreen} {
		if !b.shown(id) {
			t.Errorf("the start page does not show #%s", id)
		}
		if got := b.text(fmt.Sprintf(`document.getElementById(%q).innerText`, id)); got != want {
			t.Errorf("#%s says %q, want %q", id, got, want)
		}
	}
	if b.shown("retry") {
		t.Error("the start page offers to try again while nothing went wrong")
	}
	b.save(filepath.Join(shotsDir(t), "web-start-pl.png"))

	// The fullscreen button starts the game, in fullscreen.
	b.clickElement("fullscreen")
	b.waitState("running", 10*time.Second)
	var full bool
	b.waitJSValue(`document.fullscreenElement !== null`, true, &full, 5*time.Second)
	if !full {
		t.Error("the fullscreen button started the game in a window")
	}
	if p := b.probe(); p.Scene != "title" {
		t.Errorf("the click on the fullscreen button reached the game: it shows %q", p.Scene)
	}
}

// TestBrowserGameFileMissingOrDamaged: a site missing the game's file, or
// serving it cut short, gets a plain message in the player's language
// and a button to try again, never the browser's compiler's words; the
// games kept in the browser can still be downloaded.
func TestBrowserGameFileMissingOrDamaged(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	out := buildWeb(t)
	wasm := builtWasm(t, out)
	en, pl := words(i18n.English), words(i18n.Polish)
	for _, c := range []struct {
		name  string
		spoil func(t *testing.T, dir string)
		lang  string
		want  string
		shot  string
	}{
		{"missing", func(t *testing.T, dir string) {
			for _, ext := range []string{"", ".gz", ".br"} {
				if err := os.Remove(filepath.Join(dir, wasm+ext)); err != nil {
					t.Fatal(err)
				}
			}
		}, "en", say(en.Missing, "404 Not Found"), "web-missing.png"},
		{"cut short", func(t *testing.T, dir string) {
			data, err := os.ReadFile(filepath.Join(out, wasm))
			if err != nil {
				t.Fatal(err)
			}
			for _, ext := range []string{"", ".gz", ".br"} {
				if err := os.Remove(filepath.Join(dir, wasm+ext)); err != nil {
					t.Fatal(err)
				}
			}
			if err := os.WriteFile(filepath.Join(dir, wasm), data[:len(data)*6/10], 0o644); err != nil {
				t.Fatal(err)
			}
		}, "pl", pl.Damaged, "web-damaged-pl.png"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := copySite(t, out)
			c.spoil(t, dir)
			url, _ := serve(t, dir)
			b := newBrowser(t, ctx, 1280, 720, 1)
			if c.lang != "en" {
				b.setStorage("pyramid/settings.json", `t:{"language":"`+c.lang+`"}`)
			}
			b.run(chromedp.Navigate(url))
			var st struct{ State, Error, Detail string }
			for deadline := time.Now().Add(60 * time.Second); ; time.Sleep(100 * time.Millisecond) {
				b.eval(`({State: pyramidPage.state, Error: pyramidPage.error, Detail: pyramidPage.detail})`, &st)
				if st.State == "error" {
					break
				}
				if time.Now().After(deadline) || st.State == "ready" || st.State == "running" {
					t.Fatalf("with the game's file %s the page is %q", c.name, st.State)
				}
			}
			failed := words(i18n.Lang(c.lang)).Failed
			status := b.text(`document.getElementById("status").innerText`)
			if st.Error != c.want || status != failed+"\n"+c.want {
				t.Errorf("the page says %q (error %q), want %q", status, st.Error, failed+"\n"+c.want)
			}
			for _, words := range []string{"WebAssembly", "CompileError", "section", "@+", "TypeError"} {
				if strings.Contains(status, words) {
					t.Errorf("the message shows the browser's words %q: %q", words, status)
				}
			}
			if st.Detail == "" {
				t.Error("what the browser said is not kept for the console (pyramidPage.detail)")
			}
			t.Logf("%s: %q; the browser said %q", c.name, status, st.Detail)
			for _, id := range []string{"retry", "backup", "restore"} {
				if !b.shown(id) {
					t.Errorf("the error page does not offer #%s", id)
				}
			}
			b.save(filepath.Join(shotsDir(t), c.shot))
		})
	}
}

// TestBrowserInstalledStartsOfflineAndUpdates: the page is an installable
// web app (manifest, icons, favicon, no failed request); after one visit
// its service worker has kept the game, taken from the browser's cache
// rather than downloaded again, and the game starts with the server gone;
// once a new build is on the server, the very next load plays it, and so
// does the one after, with the server gone again. (The new build's worker
// takes over only later: Chromium looks for it about a minute after a
// load while the game runs. The page does not depend on it: the old
// worker asks for the page first and keeps whatever file it names.)
func TestBrowserInstalledStartsOfflineAndUpdates(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	out := buildWeb(t)
	h := newHost(t, out)
	b := newBrowser(t, ctx, 1280, 720, 1)
	start := time.Now()
	phase := func(what string) { t.Logf("%6.1f s: %s", time.Since(start).Seconds(), what) }
	failed := b.failedResponses()
	b.run(chromedp.Navigate(h.url() + "?probe"))
	b.waitState("ready", 60*time.Second)
	b.waitScene("title", 30*time.Second)
	build := b.text(`pyramidPage.build`)
	if build == "" {
		t.Fatal("the page names no build")
	}

	phase("the title is drawn")
	// The worker is registered once the title is drawn, and keeps every
	// file of the build.
	var keep []string
	entries, err := os.ReadDir(out)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		n := e.Name()
		if !strings.HasSuffix(n, ".gz") && !strings.HasSuffix(n, ".br") && n != "sw.js" && n != "index.html" {
			keep = append(keep, n)
		}
	}
	keep = append(keep, "./")
	list, _ := json.Marshal(keep)
	b.waitEval(`navigator.serviceWorker.ready.then(() => !!navigator.serviceWorker.controller)`, 90*time.Second)
	b.waitEval(fmt.Sprintf(`(async () => {
		const c = await caches.open("pyramid-" + pyramidPage.build);
		for (const f of %s) if (!(await c.match(new URL(f, location.href).href))) return false;
		return true;
	})()`, list), 60*time.Second)
	phase("the worker keeps the build")
	// every game's module was downloaded once: the first by the page
	// (the worker took it from the browser's cache), the others by the
	// worker once the title answered
	mods := builtModules(t, out)
	for _, m := range mods {
		n := int32(0)
		if c, ok := h.modules.Load("/" + m.Wasm); ok {
			n = c.(*atomic.Int32).Load()
		}
		if n != 1 {
			t.Errorf("%s's module was downloaded %d times, want once", m.ID, n)
		}
	}

	// Installable, with its icons; favicon.ico is there for whoever asks.
	var installErrs []*page.InstallabilityError
	b.run(chromedp.ActionFunc(func(ctx context.Context) error {
		var err error
		installErrs, err = page.GetInstallabilityErrors().Do(ctx)
		return err
	}))
	for _, e := range installErrs {
		t.Errorf("not installable: %s %v", e.ErrorID, e.ErrorArguments)
	}
	var manifestErrs []*page.AppManifestError
	var manifest string
	b.run(chromedp.ActionFunc(func(ctx context.Context) error {
		var err error
		_, manifestErrs, manifest, _, err = page.GetAppManifest().Do(ctx)
		return err
	}))
	for _, e := range manifestErrs {
		t.Errorf("the manifest: %s (line %d)", e.Message, e.Line)
	}
	if !strings.Contains(manifest, `"short_name"`) {
		t.Errorf("the page's manifest is %q", manifest)
	}
	var favicon string
	b.evalAsync(`fetch("favicon.ico").then((r) => r.status + " " + r.headers.get("Content-Type"))`, &favicon)
	if favicon != "200 image/x-icon" {
		t.Errorf("favicon.ico: %s", favicon)
	}
	if bad := failed(); len(bad) > 0 {
		t.Errorf("requests failed: %v", bad)
	}

	phase("installable")
	// Offline: the server is gone, and the game starts all the same.
	h.down()
	b.offlineStart(build)
	phase("started offline")
	// Another game's module, never loaded in this page before, starts
	// offline too: its new-game screen, chosen on the first one's title.
	other := mods[1]
	p := b.waitScene("title", 10*time.Second)
	for range len(mods) {
		if p.Game == other.ID {
			break
		}
		b.clickLabel(p, "Another game")
		was := p.Game
		p = b.waitProbe(5*time.Second, func(q probe) bool { return q.Game != was })
	}
	b.clickLabel(p, "New game")
	b.waitModule(other.ID, 90*time.Second)
	if p := b.waitScene("newgame", 30*time.Second); p.Game != other.ID {
		t.Errorf("offline, %s's module opened the new game of %q", other.ID, p.Game)
	}
	phase("another game's module started offline")

	// A new build on the server is played on the next load; with the
	// server gone again, the load after that plays it too.
	next, dir := rebuild(t, out, "next")
	h.serve(dir)
	h.up()
	before := h.wasm.Load()
	b.run(chromedp.Reload())
	b.waitState("ready", 60*time.Second)
	if got := b.text(`pyramidPage.build`); got != next.ID {
		t.Fatalf("after a new build the next load runs build %q, want the new %q (old %q)", got, next.ID, build)
	}
	if h.wasm.Load() == before {
		t.Error("the new build's game was not downloaded")
	}
	phase("the new build is running")
	// the module it loaded (the game last chosen) is kept once it has
	// been checked against its name
	if got := b.text(`pyramidPage.game`); got != other.ID {
		t.Errorf("the next load runs %q's module, not the last chosen, %s's", got, other.ID)
	}
	b.waitEval(fmt.Sprintf(`caches.match(%q).then((r) => !!r)`, next.Modules[1].Wasm), 60*time.Second)
	h.down()
	b.offlineStart(next.ID)
	b.save(filepath.Join(shotsDir(t), "web-offline.png"))
	phase("the new build started offline")
}

// offlineStart reloads the page, with the server gone, and starts the
// game: the page must be the given build, from the service worker.
func (b *browser) offlineStart(build string) {
	b.t.Helper()
	b.run(chromedp.Reload())
	b.waitState("ready", 60*time.Second)
	b.waitScene("title", 30*time.Second)
	if got := b.text(`pyramidPage.build`); got != build {
		b.t.Errorf("offline the page runs build %q, want %q", got, build)
	}
	b.mouseClick(b.w/2, b.h/2)
	b.waitState("running", 10*time.Second)
}

// TestBrowserKeepsGamesInAFile: the games kept in the browser (here a game
// in progress) are downloaded as one file from the start page, and
// restored from it in a browser that has none (its site data cleared):
// the game in progress comes back as a saved game, which the title then
// offers. The same file again adds nothing, and a file that is not one
// changes nothing.
func TestBrowserKeepsGamesInAFile(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	url, _ := serve(t, buildWeb(t))
	en := words(i18n.English)

	b := newBrowser(t, ctx, 1280, 720, 1)
	b.run(chromedp.Navigate(url + "?probe&seed=7"))
	b.begin()
	b.newGame()
	b.waitProbe(60*time.Second, func(q probe) bool { return q.Scene == "play" && q.Human && len(q.Targets) > 0 })
	// The autosave is written in the background, a moment after the
	// screen is drawn (more than a moment on a loaded machine).
	b.waitEval(`(localStorage.getItem("pyramid/autosave.json") || "") !== ""`, 30*time.Second)
	autosave := b.text(`localStorage.getItem("pyramid/autosave.json") || ""`)
	b.run(chromedp.Reload())
	b.waitState("ready", 60*time.Second)
	downloads := t.TempDir()
	b.run(cdpbrowser.SetDownloadBehavior(cdpbrowser.SetDownloadBehaviorBehaviorAllow).WithDownloadPath(downloads))
	b.clickElement("backup")
	var file string
	for deadline := time.Now().Add(30 * time.Second); file == ""; time.Sleep(100 * time.Millisecond) {
		if m, _ := filepath.Glob(filepath.Join(downloads, "pyramid-games-*.json")); len(m) == 1 {
			file = m[0]
		} else if time.Now().After(deadline) {
			t.Fatalf("no download in 30 s: %v", m)
		}
	}
	name := filepath.Base(file)
	if got := b.text(`document.getElementById("keep-status").innerText`); got != say(en.BackupDone, name) {
		t.Errorf("after the download the page says %q", got)
	}
	var kept struct {
		Format string
		Items  map[string]string
	}
	data, err := os.ReadFile(file)
	if err != nil || json.Unmarshal(data, &kept) != nil || kept.Format != "pyramid-browser-games" {
		t.Fatalf("the download %s is not a file of games (%v): %.100q", name, err, data)
	}
	if kept.Items["autosave.json"] != autosave {
		t.Fatalf("the download holds %d items but not the game in progress", len(kept.Items))
	}

	// A browser without them (a new profile): restore.
	c := newBrowser(t, ctx, 1280, 720, 1)
	chooser := make(chan cdp.BackendNodeID, 4)
	chromedp.ListenTarget(c.ctx, func(ev any) {
		if e, ok := ev.(*page.EventFileChooserOpened); ok {
			chooser <- e.BackendNodeID
		}
	})
	c.run(page.SetInterceptFileChooserDialog(true))
	choose := func(path string) {
		t.Helper()
		c.clickElement("restore")
		select {
		case id := <-chooser:
			c.run(dom.SetFileInputFiles([]string{path}).WithBackendNodeID(id))
		case <-time.After(10 * time.Second):
			t.Fatal("the restore button opened no file chooser")
		}
	}
	savedKeys := func() []string {
		var keys []string
		c.eval(`Object.keys(localStorage).filter((k) => k.startsWith("pyramid/saved-")).sort()`, &keys)
		return keys
	}
	c.run(chromedp.Navigate(url + "?probe"))
	c.waitState("ready", 60*time.Second)
	if p := c.waitScene("title", 30*time.Second); hasLabel(p, "Saved games") || hasLabel(p, "Continue") {
		t.Fatalf("a new browser has games already: %v", labels(p))
	}
	choose(file)
	// the game behind the start page had read its storage: the page reloads
	c.waitEval(fmt.Sprintf(`document.getElementById("keep-status").innerText === %q`, say(en.RestoreDone, name)), 60*time.Second)
	c.waitState("ready", 60*time.Second)
	keys := savedKeys()
	if len(keys) != 1 || c.text(fmt.Sprintf(`localStorage.getItem(%q)`, keys[0])) != autosave {
		t.Fatalf("the restored game in progress is kept as %v, want one saved game holding it", keys)
	}
	if c.text(`localStorage.getItem("pyramid/autosave.json") || ""`) != "" {
		t.Error("the restore wrote a game in progress, which another tab might be playing")
	}
	if p := c.waitScene("title", 30*time.Second); !hasLabel(p, "Saved games") {
		t.Errorf("after the restore the title offers %v, not Saved games", labels(p))
	}
	c.save(filepath.Join(shotsDir(t), "web-restored.png"))

	choose(file)
	c.waitEval(fmt.Sprintf(`document.getElementById("keep-status").innerText === %q`, say(en.RestoreNone, name)), 30*time.Second)
	if again := savedKeys(); !slices.Equal(again, keys) {
		t.Errorf("restoring the same file again made %v of %v", again, keys)
	}
	bad := filepath.Join(t.TempDir(), "notes.json")
	if err := os.WriteFile(bad, []byte(`{"format": "something else", "items": {}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	choose(bad)
	c.waitEval(fmt.Sprintf(`document.getElementById("keep-status").innerText === %q`, say(en.RestoreBad, "notes.json")), 30*time.Second)
	if again := savedKeys(); !slices.Equal(again, keys) {
		t.Errorf("a file that is not one changed the saved games to %v", again)
	}
}
