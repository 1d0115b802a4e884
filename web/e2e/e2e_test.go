// Package e2e plays the browser build of Pyramid in Debian's Chromium,
// headless, driven from Go with chromedp.
package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/pyramid-studio/pyramid/web"
)

// The test builds the game with make web (so the target itself is tested),
// serves it with the handler make serve uses on 127.0.0.1 at a random port,
// and plays it the way a person would: it waits for the loading screen,
// clicks to start, opens the new-game screen with the keyboard, starts one
// human against three computers with the mouse and plays a few of the
// human's actions by clicking legal targets. The page runs with ?probe, the
// hook that publishes the client's probe (the screen and the rectangles of
// its clickable targets, see scenes.Probe) as window.pyramidPage.probe.
// The viewport has a device pixel ratio of 2, as on a HiDPI laptop.

const (
	// budgetCompressed is the most the compressed .wasm may weigh.
	budgetCompressed = 6 << 20
	// The game is played in a 960x540 window on a HiDPI screen (device
	// pixel ratio 2); the first frame is timed at 1280x720 and ratio 1,
	// the common desktop.
	viewW, viewH = 960, 540
	pixelRatio   = 2
	humanActions = 5
)

// probe mirrors the client's scenes.Probe (the fields this test reads).
type probe struct {
	Scene   string `json:"scene"`
	Game    string `json:"game"`
	Human   bool   `json:"human"`
	Round   int    `json:"round"`
	Steps   int    `json:"steps"`
	Asking  bool   `json:"asking"`
	Winner  string `json:"winner"`
	Pointed string `json:"pointed"`
	Targets []struct {
		Label  string `json:"label"`
		Action string `json:"action"`
		Rect   struct{ X, Y, W, H float64 }
	} `json:"targets"`
}

func TestBrowserPlaysAGame(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	out := buildWeb(t)
	checkSizes(t, out)
	url, wasmRequests := serve(t, out)
	b := newBrowser(t, ctx, viewW, viewH, pixelRatio)

	dir := shotsDir(t)
	b.watchPlayShown()

	// Loading and the start screen, with the title drawn behind it.
	b.run(chromedp.Navigate(url + "?probe&seed=20261122"))
	b.waitState("ready", 60*time.Second)
	b.save(filepath.Join(dir, "web-start.png"))
	if got := b.text(`document.getElementById("start").innerText`); !strings.Contains(strings.ToLower(got), "click") {
		t.Errorf("the start screen says %q, not to click", got)
	}
	b.waitScene("title", 30*time.Second)
	b.mouseClick(b.w/2, b.h/2)
	b.waitState("running", 10*time.Second)
	var timings map[string]int
	b.eval(`window.pyramidPage.timings`, &timings)
	t.Logf("page timings in ms since navigation: %v", timings)
	if n := wasmRequests.Load(); n != 1 {
		t.Errorf("pyramid.wasm was requested %d times", n)
	}

	// HiDPI: the canvas has a pixel for every device pixel.
	var cw, ch, cssW int
	b.eval(`document.querySelector("canvas").width`, &cw)
	b.eval(`document.querySelector("canvas").height`, &ch)
	b.eval(`document.querySelector("canvas").clientWidth`, &cssW)
	if cssW != viewW || cw != viewW*pixelRatio || ch != viewH*pixelRatio {
		t.Errorf("canvas is %dx%d device pixels, %d CSS pixels wide; want %dx%d at ratio %d over %d",
			cw, ch, cssW, viewW*pixelRatio, viewH*pixelRatio, pixelRatio, viewW)
	}

	// The title offers no Quit in a page.
	if p := b.probe(); hasLabel(p, "Quit") || !hasLabel(p, "New game") {
		t.Errorf("the title in the browser offers %v; want New game and no Quit", labels(p))
	}

	// Fullscreen works after the start gesture: Alt+Enter enters it (the
	// game asks for it, which the browser allows within a few seconds of a
	// key press), and leaves it again.
	for _, want := range []bool{true, false} {
		b.altEnter()
		var ok bool
		b.waitJSValue(`document.fullscreenElement !== null`, want, &ok, 5*time.Second)
		if ok != want {
			t.Fatalf("Alt+Enter: fullscreen is %v, want %v", ok, want)
		}
	}
	b.waitJSValue(`document.querySelector("canvas").width === `+fmt.Sprint(viewW*pixelRatio), true, new(bool), 5*time.Second)
	t.Log("Alt+Enter entered fullscreen and left it")
	// Toggling fullscreen saved the settings in the page's localStorage.
	if item := b.text(`localStorage.getItem("pyramid/settings.json") || ""`); !strings.HasPrefix(item, "t:{") || !strings.Contains(item, `"speed"`) {
		t.Errorf("the settings are not in localStorage: %q", item)
	}

	// The keyboard opens the new-game screen.
	b.key("Enter", "Enter", 13)
	p := b.waitScene("newgame", 5*time.Second)
	humans, computers := 0, 0
	for _, tg := range p.Targets {
		switch tg.Label {
		case "Human":
			humans++
		case "Computer":
			computers++
		}
	}
	if humans != 1 || computers != 3 {
		t.Fatalf("new game offers %d humans and %d computers, want the default 1 and 3", humans, computers)
	}
	drawn, shown := b.startGame(p)
	p = b.waitScene("play", 10*time.Second)
	t.Logf("the game has started: its first frame drawn %v after the click on Start game, on screen after %v (measured by BenchmarkBrowserStartGame)",
		drawn.Round(time.Millisecond), shown.Round(time.Millisecond))

	// A few of the human's actions, each on a legal target.
	rng := rand.New(rand.NewPCG(3, 5))
	played, firstSteps, firstRound, lastSteps := 0, -1, 0, 0
	deadline := time.Now().Add(90 * time.Second)
	for played < humanActions {
		if time.Now().After(deadline) {
			t.Fatalf("only %d human actions in 90 s; the game shows %q", played, p.Scene)
		}
		p = b.probe()
		if p.Scene != "play" {
			t.Fatalf("left the play screen for %q after %d human actions", p.Scene, played)
		}
		if !p.Human || len(p.Targets) == 0 {
			time.Sleep(100 * time.Millisecond) // the computers are playing
			continue
		}
		if firstSteps < 0 {
			firstSteps, firstRound = p.Steps, p.Round
			b.save(filepath.Join(dir, "web-play-first.png"))
		}
		var pick []int
		for i, tg := range p.Targets {
			if tg.Action != "" && tg.Action != "end" {
				pick = append(pick, i)
			}
		}
		if len(pick) == 0 {
			for i := range p.Targets {
				pick = append(pick, i)
			}
		}
		tg := p.Targets[pick[rng.IntN(len(pick))]]
		b.clickRect(tg.Rect.X, tg.Rect.Y, tg.Rect.W, tg.Rect.H)
		if tg.Action != "" {
			after := b.waitProbe(5*time.Second, func(q probe) bool { return q.Steps != p.Steps || q.Scene != "play" })
			if after.Steps == p.Steps && after.Scene == "play" {
				t.Fatalf("clicking %q (%s) played nothing", tg.Label, tg.Action)
			}
			t.Logf("human action %d: %s (%s), engine step %d -> %d", played+1, tg.Action, tg.Label, p.Steps, after.Steps)
			lastSteps = after.Steps
		}
		played++
	}
	time.Sleep(500 * time.Millisecond) // let the last move's animation settle
	end := b.probe()
	if end.Steps <= firstSteps {
		t.Errorf("the game did not advance: %d engine steps at the human's first turn, %d now", firstSteps, end.Steps)
	}
	t.Logf("after %d human actions: round %d (first turn in round %d), %d engine steps", played, end.Round, firstRound, end.Steps)

	img := b.save(filepath.Join(dir, "web-play.png"))
	checkPyramid(t, img)
	var pageErr string
	b.eval(`window.pyramidPage.error`, &pageErr)
	if pageErr != "" {
		t.Errorf("the page reports an error: %s", pageErr)
	}

	// Every step was autosaved in the page's localStorage (in the
	// background, a moment after the step).
	saved := b.waitAutosaveSteps(lastSteps, 90*time.Second)
	if saved < lastSteps {
		t.Fatalf("the autosave in localStorage has %d steps; the game had %d after the last human action", saved, lastSteps)
	}
	t.Logf("the autosave in localStorage has %d engine steps", saved)

	// Storage that fills up is no crash: every save fails from now on,
	// and the game goes on.
	b.eval(`(() => {
		Storage.prototype.setItem = function (k) {
			throw new DOMException("Setting the value of '" + k + "' exceeded the quota.", "QuotaExceededError");
		};
		return true;
	})()`, new(bool))
	frozen := b.autosaveSteps()
	deadline = time.Now().Add(60 * time.Second)
	for p = b.probe(); p.Steps < frozen+2 && p.Scene == "play"; p = b.probe() {
		if time.Now().After(deadline) {
			t.Fatalf("with storage full the game stopped at %d steps (autosave at %d)", p.Steps, frozen)
		}
		if p.Human {
			pick := -1
			for i, tg := range p.Targets {
				if tg.Action != "" && (pick < 0 || p.Targets[pick].Action == "end") {
					pick = i
				}
			}
			if pick >= 0 {
				tg := p.Targets[pick]
				b.clickRect(tg.Rect.X, tg.Rect.Y, tg.Rect.W, tg.Rect.H)
			}
		}
		time.Sleep(200 * time.Millisecond)
	}
	var st struct{ State, Error string }
	b.eval(`({State: window.pyramidPage.state, Error: window.pyramidPage.error})`, &st)
	if st.State != "running" || st.Error != "" {
		t.Fatalf("with storage full the page is %q (%s)", st.State, st.Error)
	}
	if now := b.autosaveSteps(); now != frozen {
		t.Errorf("setItem throws, yet the autosave went from %d to %d steps", frozen, now)
	}
	t.Logf("with storage full the game went on to %d steps; the autosave stayed at %d", p.Steps, frozen)

	// A reload (with storage working again) offers to continue the game
	// saved in localStorage, first: the title has loaded and checked it.
	// (scenes' tests check that Continue resumes exactly.)
	b.run(chromedp.Reload())
	b.waitState("ready", 60*time.Second)
	p = b.waitScene("title", 30*time.Second)
	if len(p.Targets) == 0 || p.Targets[0].Label != "Continue" || hasLabel(p, "Quit") {
		t.Fatalf("after a reload the title offers %v, not Continue first (and no Quit)", labels(p))
	}
	t.Logf("reloaded: the title offers %v", labels(p))
}

// autosaveSteps reads the autosave from the page's localStorage and
// returns its number of engine steps.
func (b *browser) autosaveSteps() int {
	b.t.Helper()
	return b.itemSteps("pyramid/autosave.json")
}

// waitAutosaveSteps polls the autosave until it holds at least min engine
// steps, since it is written in the background a moment after a step; after
// limit it returns what the autosave holds then.
func (b *browser) waitAutosaveSteps(min int, limit time.Duration) int {
	b.t.Helper()
	for deadline := time.Now().Add(limit); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		item := b.text(`localStorage.getItem("pyramid/autosave.json") || ""`)
		if data, ok := strings.CutPrefix(item, "t:"); ok {
			var save struct {
				Record struct {
					Steps []string `json:"steps"`
				} `json:"record"`
			}
			if json.Unmarshal([]byte(data), &save) == nil && len(save.Record.Steps) >= min {
				return len(save.Record.Steps)
			}
		}
	}
	b.t.Logf("after %v the page's tab is %q and its localStorage holds %s", limit,
		b.text(`String(window.pyramidPage.tab)`), b.text(`JSON.stringify(Object.keys(localStorage))`))
	return b.autosaveSteps()
}

func hasLabel(p probe, label string) bool {
	for _, tg := range p.Targets {
		if tg.Label == label {
			return true
		}
	}
	return false
}

func labels(p probe) []string {
	var out []string
	for _, tg := range p.Targets {
		out = append(out, tg.Label)
	}
	return out
}

// BenchmarkBrowserStartGame reports the time from the click on Start game
// to the play screen's first frame on screen, at 1280×720 (the budget is
// 3 s): in a browser without a GPU the board's art, when it was drawn
// with Ebitengine's vector paths, kept software WebGL busy for 14–16 s
// here (28 s at the 1920×1080 of TestBrowserPlaysAGame).
func BenchmarkBrowserStartGame(b *testing.B) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	out := buildWeb(b)
	url, _ := serve(b, out)
	var total time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		func() {
			ctx, cancel := context.WithCancel(ctx)
			defer cancel()
			br := newBrowser(b, ctx, 1280, 720, 1)
			br.watchPlayShown()
			br.run(chromedp.Navigate(url + "?probe&seed=20261122"))
			br.waitState("ready", 60*time.Second)
			br.waitScene("title", 30*time.Second)
			br.mouseClick(br.w/2, br.h/2)
			br.waitState("running", 10*time.Second)
			br.key("Enter", "Enter", 13)
			drawn, shown := br.startGame(br.waitScene("newgame", 5*time.Second))
			b.Logf("start %d: the play screen drawn %v after the click on Start game, on screen after %v",
				i+1, drawn.Round(time.Millisecond), shown.Round(time.Millisecond))
			total += shown
		}()
	}
	b.ReportMetric(float64(total.Milliseconds())/float64(b.N), "ms/play-shown")
}

// playShownWatch runs in the page before its own scripts: at the first
// animation frame that begins after the client drew the play screen
// (timings.play, see cmd/pyramid), it sets timings.shown. The browser
// starts that frame only once the previous one, the play screen's, has
// been drawn by WebGL, so shown is when the board reached the screen.
const playShownWatch = `(() => {
  const watch = (frameStart) => {
    const t = window.pyramidPage && window.pyramidPage.timings;
    if (t && t.play !== undefined && frameStart > t.play) {
      t.shown = Math.round(performance.now());
      return;
    }
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
})();`

// watchPlayShown installs playShownWatch for the pages loaded from now on.
func (b *browser) watchPlayShown() {
	b.t.Helper()
	b.run(chromedp.ActionFunc(func(ctx context.Context) error {
		_, err := page.AddScriptToEvaluateOnNewDocument(playShownWatch).Do(ctx)
		return err
	}))
}

// startGame clicks Start game on the new-game screen p and waits for the
// play screen to be on screen. It returns how long after the click the
// client drew it and the page showed it.
func (b *browser) startGame(p probe) (drawn, shown time.Duration) {
	b.t.Helper()
	var click float64
	b.eval(`performance.now()`, &click)
	b.clickLabel(p, "Start game")
	var t struct{ Play, Shown float64 }
	b.waitJS(`window.pyramidPage.timings.shown`, new(float64), 60*time.Second)
	b.eval(`({Play: window.pyramidPage.timings.play, Shown: window.pyramidPage.timings.shown})`, &t)
	ms := func(v float64) time.Duration { return time.Duration((v - click) * float64(time.Millisecond)) }
	return ms(t.Play), ms(t.Shown)
}

// TestBrowserBlockedStorage opens the page in a browser that refuses local
// storage (as private windows and "block site data" do): the page must say
// so and the game must still start, this time with a key.
func TestBrowserBlockedStorage(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	out := buildWeb(t)
	url, _ := serve(t, out)
	b := newBrowser(t, ctx, 1280, 720, 1)
	b.run(chromedp.ActionFunc(func(ctx context.Context) error {
		_, err := page.AddScriptToEvaluateOnNewDocument(`Object.defineProperty(window, "localStorage", {
			configurable: true,
			get() { throw new DOMException("The user denied permission to access the database.", "SecurityError"); },
		});`).Do(ctx)
		return err
	}))
	b.run(chromedp.Navigate(url + "?probe"))
	b.waitState("ready", 60*time.Second)
	var storage, notice string
	b.eval(`window.pyramidPage.storage`, &storage)
	b.eval(`document.getElementById("notice").innerText`, &notice)
	if storage != "blocked" || !strings.Contains(notice, "blocks storage") {
		t.Errorf("blocked storage: the page says storage=%q, notice %q", storage, notice)
	}
	// The game's storage package must find no localStorage (and say so)
	// rather than meet the exception.
	var isNull bool
	b.eval(`window.localStorage === null`, &isNull)
	if !isNull {
		t.Error("blocked storage: window.localStorage was not replaced by null")
	}
	b.waitScene("title", 30*time.Second)
	// This time a key starts the game. The key must not reach the game
	// too: Space on the title screen would open the new-game screen.
	b.key(" ", "Space", 32)
	b.waitState("running", 10*time.Second)
	time.Sleep(300 * time.Millisecond)
	if p := b.probe(); p.Scene != "title" {
		t.Errorf("the key that started the game reached it: the game shows %q, not the title", p.Scene)
	}
	var shown bool
	b.eval(`getComputedStyle(document.getElementById("notice")).display !== "none"`, &shown)
	if !shown {
		t.Error("blocked storage: the notice is hidden once the game runs")
	}
	b.save(filepath.Join(shotsDir(t), "web-blocked-storage.png"))
}

// shotsDir is where screenshots go: $PYRAMID_SCREENSHOTS, or one new
// temporary folder per test run that outlives it, so they can be looked at.
func shotsDir(t *testing.T) string {
	t.Helper()
	shotsOnce.Do(func() {
		shots = os.Getenv("PYRAMID_SCREENSHOTS")
		if shots == "" {
			shots, shotsErr = os.MkdirTemp("", "pyramid-web-screens-")
			return
		}
		shotsErr = os.MkdirAll(shots, 0o755)
	})
	if shotsErr != nil {
		t.Fatal(shotsErr)
	}
	t.Logf("screenshots in %s", shots)
	return shots
}

var (
	shotsOnce sync.Once
	shots     string
	shotsErr  error
)

// buildWeb runs make web into a temporary folder, once per test binary.
func buildWeb(t testing.TB) string {
	t.Helper()
	buildOnce.Do(func() { builtDir, buildErr = makeWeb() })
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return builtDir
}

var (
	buildOnce sync.Once
	builtDir  string
	buildErr  error
)

func makeWeb() (string, error) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		return "", err
	}
	dir, err := os.MkdirTemp("", "pyramid-web-")
	if err != nil {
		return "", err
	}
	// A lower brotli quality than a release build's 11 keeps the test
	// quick; the size budget is checked on the gzip copy, which every
	// browser accepts and which is the larger of the two. make bench
	// measures the download at the release's quality.
	cmd := exec.Command("make", "-s", "-C", root, "web", "WEB_OUT="+dir, "BROTLI_Q="+brotliQuality())
	start := time.Now()
	if outp, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("make web: %v\n%s", err, outp)
	}
	fmt.Printf("make web took %v\n", time.Since(start).Round(time.Millisecond))
	return dir, nil
}

// brotliQuality is the quality of the builds' brotli copies:
// $PYRAMID_BROTLI_Q (make bench sets 11, a release's), or 5.
func brotliQuality() string {
	if q := os.Getenv("PYRAMID_BROTLI_Q"); q != "" {
		return q
	}
	return "5"
}

func checkSizes(t *testing.T, dir string) {
	t.Helper()
	names := []string{"index.html", "sw.js", "manifest.webmanifest", "favicon.ico"}
	mods := builtModules(t, dir)
	if found, _ := filepath.Glob(filepath.Join(dir, "pyramid-*.wasm")); len(found) != len(mods) || len(mods) != 3 {
		t.Errorf("make web wrote %d modules, its page lists %d, want one per game (3)", len(found), len(mods))
	}
	for _, m := range mods {
		names = append(names, m.Wasm, m.Wasm+".gz", m.Wasm+".br")
	}
	for _, name := range names {
		st, err := os.Stat(filepath.Join(dir, name))
		if err != nil {
			t.Errorf("make web wrote no %s: %v", name, err)
			continue
		}
		t.Logf("%-40s %9d bytes", name, st.Size())
		if strings.HasSuffix(name, ".wasm.gz") && st.Size() > budgetCompressed {
			t.Errorf("%s is %d bytes, over the %d budget", name, st.Size(), budgetCompressed)
		}
	}
}

// builtWasm is the name make web gave the first game's module in dir,
// the one a first visit loads (it carries its content's hash).
func builtWasm(t testing.TB, dir string) string {
	t.Helper()
	return builtModules(t, dir)[0].Wasm
}

// builtModules are the games' modules make web wrote into dir, as its
// page lists them (the first is the one a first visit loads; checkSizes
// checks each is there).
func builtModules(t testing.TB, dir string) []web.Module {
	t.Helper()
	page, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?s)<script id="page-games" type="application/json">(.*?)</script>`).FindSubmatch(page)
	var mods []web.Module
	if m == nil || json.Unmarshal(m[1], &mods) != nil || len(mods) == 0 {
		t.Fatalf("the page in %s lists no games' modules", dir)
	}
	return mods
}

// waitModule waits until the page runs game's module, loaded in the
// same tab when something of that game was chosen in another module's
// title: the game must then be running at once, with no start click.
func (b *browser) waitModule(game string, limit time.Duration) {
	b.t.Helper()
	b.waitEval(fmt.Sprintf(`!!window.pyramidPage && pyramidPage.game === %q && pyramidPage.state === "running"`, game), limit)
}

// serve starts the server on a random local port and counts the requests
// for the first game's module (the one a first visit loads), or for any
// .wasm of a site that is not ours (the hello world).
func serve(t testing.TB, dir string) (string, *atomic.Int32) {
	t.Helper()
	first := ""
	if _, err := os.Stat(filepath.Join(dir, "sw.js")); err == nil {
		first = "/" + builtWasm(t, dir)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var n atomic.Int32
	h := web.Handler(dir)
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == first || first == "" && strings.HasSuffix(r.URL.Path, ".wasm") {
			n.Add(1)
		}
		h.ServeHTTP(w, r)
	})}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return "http://" + ln.Addr().String() + "/", &n
}

// browser is one headless Chromium with one tab.
type browser struct {
	t     testing.TB
	ctx   context.Context
	w, h  float64 // viewport in CSS pixels
	ratio float64 // device pixel ratio
}

func newBrowser(t testing.TB, parent context.Context, w, h int, ratio float64) *browser {
	t.Helper()
	exe, err := exec.LookPath("chromium")
	if err != nil {
		t.Fatal("Chromium is not installed: run make deps (or apt-get install chromium chromium-driver)")
	}
	// chromedp gives the browser a fresh --user-data-dir of its own and
	// removes it when the browser is closed.
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(exe),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-extensions", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		// Without a GPU, WebGL runs on SwiftShader, which Chromium
		// only allows when asked.
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("use-angle", "swiftshader"),
		// A hidden tab would throttle the game's animation frames.
		chromedp.Flag("disable-background-timer-throttling", true),
		chromedp.Flag("disable-renderer-backgrounding", true),
		chromedp.Flag("autoplay-policy", "user-gesture-required"),
		chromedp.WindowSize(w, h),
	}
	actx, cancelA := chromedp.NewExecAllocator(parent, opts...)
	ctx, cancelB := chromedp.NewContext(actx, chromedp.WithLogf(t.Logf))
	t.Cleanup(func() { cancelB(); cancelA() })
	b := &browser{t: t, ctx: ctx, w: float64(w), h: float64(h), ratio: ratio}
	b.run(chromedp.EmulateViewport(int64(w), int64(h), chromedp.EmulateScale(ratio)))
	return b
}

func (b *browser) run(actions ...chromedp.Action) {
	b.t.Helper()
	if err := chromedp.Run(b.ctx, actions...); err != nil {
		b.t.Fatal(err)
	}
}

func (b *browser) eval(expr string, v any) {
	b.t.Helper()
	b.run(chromedp.Evaluate(expr, v))
}

func (b *browser) text(expr string) string {
	b.t.Helper()
	var s string
	b.eval(expr, &s)
	return s
}

// waitState waits for window.pyramidPage.state; an error on the page
// fails the test at once with the page's message.
func (b *browser) waitState(want string, limit time.Duration) {
	b.t.Helper()
	deadline := time.Now().Add(limit)
	for {
		var st struct{ State, Error string }
		b.eval(`({State: window.pyramidPage ? window.pyramidPage.state : "", Error: window.pyramidPage ? window.pyramidPage.error : ""})`, &st)
		switch {
		case st.State == want:
			return
		case st.State == "error":
			b.t.Fatalf("the page failed: %s", st.Error)
		case time.Now().After(deadline):
			b.t.Fatalf("the page is %q after %v, not %q", st.State, limit, want)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// waitJS waits until expr is truthy and stores its value in v.
func (b *browser) waitJS(expr string, v any, limit time.Duration) {
	b.t.Helper()
	deadline := time.Now().Add(limit)
	for {
		var ok bool
		b.eval("!!("+expr+")", &ok)
		if ok {
			b.eval(expr, v)
			return
		}
		if time.Now().After(deadline) {
			b.t.Fatalf("%s is still unset after %v", expr, limit)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func (b *browser) probe() probe {
	b.t.Helper()
	var s string
	b.eval(`window.pyramidPage.probe`, &s)
	var p probe
	if s == "" {
		return p
	}
	if err := json.Unmarshal([]byte(s), &p); err != nil {
		b.t.Fatalf("bad probe %q: %v", s, err)
	}
	return p
}

func (b *browser) waitProbe(limit time.Duration, ok func(probe) bool) probe {
	b.t.Helper()
	deadline := time.Now().Add(limit)
	for {
		p := b.probe()
		if ok(p) || time.Now().After(deadline) {
			return p
		}
		time.Sleep(30 * time.Millisecond)
	}
}

func (b *browser) waitScene(scene string, limit time.Duration) probe {
	b.t.Helper()
	p := b.waitProbe(limit, func(p probe) bool { return p.Scene == scene })
	if p.Scene != scene {
		b.t.Fatalf("expected the %s screen within %v; the game shows %q", scene, limit, p.Scene)
	}
	time.Sleep(300 * time.Millisecond) // let the screen's fade-in finish
	return b.probe()
}

// mouseClick moves to a point (CSS pixels), presses and releases the left
// button a few frames apart, as a hand does: the game reads the button
// once per tick.
func (b *browser) mouseClick(x, y float64) {
	b.t.Helper()
	b.run(
		chromedp.MouseEvent(input.MouseMoved, x, y),
		chromedp.Sleep(50*time.Millisecond),
		chromedp.MouseEvent(input.MousePressed, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)),
		chromedp.Sleep(60*time.Millisecond),
		chromedp.MouseEvent(input.MouseReleased, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)),
		chromedp.Sleep(60*time.Millisecond),
	)
}

// clickRect clicks the middle of a probe rectangle, which is in device
// pixels: the client lays the screen out at device resolution.
func (b *browser) clickRect(x, y, w, h float64) {
	b.t.Helper()
	b.mouseClick((x+w/2)/b.ratio, (y+h/2)/b.ratio)
}

func (b *browser) clickLabel(p probe, label string) {
	b.t.Helper()
	var labels []string
	for _, tg := range p.Targets {
		if tg.Label == label {
			b.clickRect(tg.Rect.X, tg.Rect.Y, tg.Rect.W, tg.Rect.H)
			return
		}
		labels = append(labels, tg.Label)
	}
	b.t.Fatalf("the %s screen has no %q to click: %v", p.Scene, label, labels)
}

// key presses and releases a key (DOM key and code, Windows key code) on
// the focused element, a few frames apart.
func (b *browser) key(key, code string, vk int64) {
	b.t.Helper()
	ev := func(typ input.KeyType) chromedp.Action {
		return chromedp.ActionFunc(func(ctx context.Context) error {
			return input.DispatchKeyEvent(typ).WithKey(key).WithCode(code).
				WithWindowsVirtualKeyCode(vk).WithNativeVirtualKeyCode(vk).Do(ctx)
		})
	}
	b.run(ev(input.KeyRawDown), chromedp.Sleep(60*time.Millisecond), ev(input.KeyUp), chromedp.Sleep(60*time.Millisecond))
}

// altEnter presses Alt+Enter as a hand does: Alt down, Enter down and up,
// Alt up.
func (b *browser) altEnter() {
	b.t.Helper()
	ev := func(typ input.KeyType, key, code string, vk int64, mods input.Modifier) chromedp.Action {
		return chromedp.ActionFunc(func(ctx context.Context) error {
			return input.DispatchKeyEvent(typ).WithKey(key).WithCode(code).WithModifiers(mods).
				WithWindowsVirtualKeyCode(vk).WithNativeVirtualKeyCode(vk).Do(ctx)
		})
	}
	b.run(
		ev(input.KeyRawDown, "Alt", "AltLeft", 18, input.ModifierAlt),
		chromedp.Sleep(40*time.Millisecond),
		ev(input.KeyRawDown, "Enter", "Enter", 13, input.ModifierAlt),
		chromedp.Sleep(60*time.Millisecond),
		ev(input.KeyUp, "Enter", "Enter", 13, input.ModifierAlt),
		chromedp.Sleep(40*time.Millisecond),
		ev(input.KeyUp, "Alt", "AltLeft", 18, 0),
		chromedp.Sleep(60*time.Millisecond),
	)
}

// waitJSValue waits until the boolean expr is want (or limit passes) and
// stores its last value in got.
func (b *browser) waitJSValue(expr string, want bool, got *bool, limit time.Duration) {
	b.t.Helper()
	deadline := time.Now().Add(limit)
	for {
		b.eval(expr, got)
		if *got == want || time.Now().After(deadline) {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// save takes a full screenshot at device resolution, writes it to path
// and returns it.
func (b *browser) save(path string) image.Image {
	b.t.Helper()
	var buf []byte
	b.run(chromedp.CaptureScreenshot(&buf))
	if err := os.WriteFile(path, buf, 0o644); err != nil {
		b.t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(buf))
	if err != nil {
		b.t.Fatal(err)
	}
	return img
}

// colours counts the distinct colours in img, sampling every step pixels.
func colours(img image.Image, step int) int {
	seen := map[[3]uint32]bool{}
	r := img.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y += step {
		for x := r.Min.X; x < r.Max.X; x += step {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			seen[[3]uint32{cr >> 8, cg >> 8, cb >> 8}] = true
		}
	}
	return len(seen)
}

// checkPyramid looks for the board: the pyramid's sand and the crocodile
// pond's water must cover a good part of the middle of the screen, and the
// screen must be a drawn scene, not a blank or a flat overlay.
func checkPyramid(t *testing.T, img image.Image) {
	t.Helper()
	b := img.Bounds()
	if b.Dx() != viewW*pixelRatio || b.Dy() != viewH*pixelRatio {
		t.Errorf("the screenshot is %dx%d, want %dx%d", b.Dx(), b.Dy(), viewW*pixelRatio, viewH*pixelRatio)
	}
	if n := colours(img, 5); n < 200 {
		t.Errorf("the play screen has only %d colours: not the board", n)
	}
	// The board, the screen's hero, fills about a quarter to three fifths
	// of its width, from just under the top bar to the bottom.
	board := image.Rect(b.Min.X+b.Dx()*26/100, b.Min.Y+b.Dy()*8/100, b.Min.X+b.Dx()*57/100, b.Max.Y)
	sand, water, total := 0, 0, 0
	for y := board.Min.Y; y < board.Max.Y; y += 3 {
		for x := board.Min.X; x < board.Max.X; x += 3 {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			r, g, bl := int(cr>>8), int(cg>>8), int(cb>>8)
			total++
			switch { // the painted sand and the pond's deep water
			case r > 145 && g > 120 && bl > 60 && bl < 120 && r-bl > 60:
				sand++
			case bl > 95 && r < 75 && g > 60 && g < 115:
				water++
			}
		}
	}
	t.Logf("the board's part of the play screen: %.1f%% sand, %.1f%% water", 100*float64(sand)/float64(total), 100*float64(water)/float64(total))
	if sand < total/10 || water < total/20 {
		t.Errorf("the pyramid is not on screen: %d sand and %d water pixels of %d sampled in %v", sand, water, total, board)
	}
}

// TestMain removes the build once every test has used it.
func TestMain(m *testing.M) {
	code := m.Run()
	if builtDir != "" {
		os.RemoveAll(builtDir)
	}
	os.Exit(code)
}

// TestBrowserSecondTab opens the game in a second tab of the same browser
// while the first has a game in progress: the two share localStorage. The
// second tab must know it is second, not offer to continue the first
// tab's game, and keep its own game apart (under a saved game's name of
// its own) without ever writing the first tab's autosave, while the first
// tab goes on saving its game where it was. A third tab in a browser
// without Web Locks (a page on plain http://) finds out the same way over
// a BroadcastChannel.
func TestBrowserSecondTab(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	out := buildWeb(t)
	url, _ := serve(t, out)
	first := newBrowser(t, ctx, 1280, 720, 1)
	atHumanTurn := func(q probe) bool { return q.Scene == "play" && q.Human && len(q.Targets) > 0 }

	first.run(chromedp.Navigate(url + "?probe&seed=7"))
	first.begin()
	first.newGame()
	first.waitProbe(60*time.Second, atHumanTurn) // nothing moves now until the human acts
	// the autosave is written in the background, a moment after the
	// screen is drawn (more than a moment on a loaded machine)
	first.waitEval(`(localStorage.getItem("pyramid/autosave.json") || "") !== ""`, 30*time.Second)
	theirs := first.text(`localStorage.getItem("pyramid/autosave.json") || ""`)

	second := first.newTab()
	second.run(chromedp.Navigate(url + "?probe&seed=8"))
	second.waitState("ready", 60*time.Second)
	if a, b := first.text(`window.pyramidPage.tab`), second.text(`window.pyramidPage.tab`); a != "first" || b != "second" {
		t.Fatalf("the tabs say they are %q and %q, want first and second", a, b)
	}
	second.begin()
	p := second.waitScene("title", 30*time.Second)
	if hasLabel(p, "Continue") || !hasLabel(p, "New game") {
		t.Errorf("the second tab's title offers %v: it must not continue the first tab's game", labels(p))
	}
	time.Sleep(300 * time.Millisecond) // the overlay fades
	second.save(filepath.Join(shotsDir(t), "web-second-tab.png"))
	second.newGame()
	p = second.waitProbe(60*time.Second, atHumanTurn)
	if now := first.text(`localStorage.getItem("pyramid/autosave.json") || ""`); now != theirs {
		t.Fatal("the second tab wrote over the first tab's game")
	}
	var kept []string
	second.eval(`Object.keys(localStorage).filter((k) => k.startsWith("pyramid/saved-"))`, &kept)
	if len(kept) != 1 {
		t.Fatalf("the second tab's game is kept as %v, want one saved game", kept)
	}
	mine := second.itemSteps(kept[0])
	if mine < p.Steps {
		t.Fatalf("the second tab's saved game has %d steps, its screen %d", mine, p.Steps)
	}
	t.Logf("the second tab keeps its game as %s (%d steps); the first tab's autosave is untouched", kept[0], mine)

	// the first tab plays on, saving where it did; the second's is apart
	first.front()
	q := first.probe()
	before := first.autosaveSteps()
	for _, tg := range q.Targets {
		if tg.Action != "" {
			first.clickRect(tg.Rect.X, tg.Rect.Y, tg.Rect.W, tg.Rect.H)
			break
		}
	}
	first.waitProbe(10*time.Second, func(r probe) bool { return r.Steps != q.Steps })
	var after int
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if after = first.autosaveSteps(); after > before {
			break
		}
	}
	if after <= before {
		t.Errorf("the first tab's autosave stayed at %d steps after its human acted", before)
	}
	if now := second.itemSteps(kept[0]); now != mine {
		t.Errorf("the second tab's game went from %d to %d steps while only the first tab played", mine, now)
	}

	third := first.newTab()
	third.run(chromedp.ActionFunc(func(ctx context.Context) error {
		_, err := page.AddScriptToEvaluateOnNewDocument(`Object.defineProperty(Navigator.prototype, "locks", {configurable: true, get() { return undefined; }});`).Do(ctx)
		return err
	}))
	third.run(chromedp.Navigate(url + "?probe"))
	third.waitState("ready", 60*time.Second)
	if got := third.text(`String(window.pyramidPage.tab) + (navigator.locks ? " with locks" : "")`); got != "second" {
		t.Errorf("a tab without Web Locks says it is %q, want second (over a BroadcastChannel)", got)
	}
}

// newTab opens another tab in b's browser (the same profile, so the same
// localStorage), with b's viewport.
func (b *browser) newTab() *browser {
	b.t.Helper()
	ctx, cancel := chromedp.NewContext(b.ctx)
	b.t.Cleanup(cancel)
	nb := &browser{t: b.t, ctx: ctx, w: b.w, h: b.h, ratio: b.ratio}
	nb.run(chromedp.EmulateViewport(int64(b.w), int64(b.h), chromedp.EmulateScale(b.ratio)))
	return nb
}

// front brings b's tab to the front: the game takes keys only in the
// tab the person is looking at.
func (b *browser) front() {
	b.t.Helper()
	b.run(chromedp.ActionFunc(func(ctx context.Context) error { return page.BringToFront().Do(ctx) }))
}

// begin starts the page loaded, at the front, with a click.
func (b *browser) begin() {
	b.t.Helper()
	b.front()
	b.waitState("ready", 60*time.Second)
	b.waitScene("title", 30*time.Second)
	b.mouseClick(b.w/2, b.h/2)
	b.waitState("running", 10*time.Second)
}

// newGame opens the new-game screen from the title (Enter) and starts the
// default game (a click on Start game).
func (b *browser) newGame() {
	b.t.Helper()
	b.key("Enter", "Enter", 13)
	b.clickLabel(b.waitScene("newgame", 10*time.Second), "Start game")
	b.waitScene("play", 30*time.Second)
}

// itemSteps reads a save from the page's localStorage (as the storage
// package keeps it: "t:" and the JSON) and returns its number of engine
// steps.
func (b *browser) itemSteps(key string) int {
	b.t.Helper()
	item := b.text(fmt.Sprintf(`localStorage.getItem(%q) || ""`, key))
	data, ok := strings.CutPrefix(item, "t:")
	if !ok {
		b.t.Fatalf("no %s in localStorage: %.80q", key, item)
	}
	var save struct {
		Format string `json:"format"`
		Record struct {
			Steps []string `json:"steps"`
		} `json:"record"`
	}
	if err := json.Unmarshal([]byte(data), &save); err != nil || save.Format != "pyramid-save" {
		b.t.Fatalf("%s in localStorage is not a save (%v): %.80q", key, err, data)
	}
	return len(save.Record.Steps)
}
