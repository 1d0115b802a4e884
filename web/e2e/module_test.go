package e2e

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/pyramid-studio/pyramid/i18n"
)

// TestBrowserSwitchesModuleKeepingTheLanguage: each game is a module of
// its own. A first visit loads the first game's (Horus); choosing New game
// of another game on its title loads that game's module in the same tab,
// whose loading page speaks the language chosen in the game, which starts
// at once (no second start click) on that game's new-game screen, still in
// that language, with the settings as they were; the player was in
// fullscreen, and the first click in the new module brings it back. The
// next visit loads the game last chosen, whose title offers it first.
func TestBrowserSwitchesModuleKeepingTheLanguage(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	out := buildWeb(t)
	mods := builtModules(t, out)
	if len(mods) < 2 {
		t.Fatalf("make web wrote %d modules, want one per game", len(mods))
	}
	first, other := mods[0], mods[1]
	url, _ := serve(t, out)
	pl := words(i18n.Polish)
	b := newBrowser(t, ctx, 1280, 720, 1)
	settings := `t:{"language":"pl","speed":"Fast"}`
	b.setStorage("pyramid/settings.json", settings)
	// what every load's page said while it loaded: its language, heading
	// and the first words under its progress bar
	b.run(chromedp.ActionFunc(func(ctx context.Context) error {
		_, err := page.AddScriptToEvaluateOnNewDocument(`window.loadingSaid = [];
		window.addEventListener("DOMContentLoaded", () => {
			const s = document.getElementById("status");
			new MutationObserver(() => {
				if (s.textContent) window.loadingSaid.push({ lang: document.documentElement.lang, heading: document.querySelector("h1").textContent, status: s.textContent });
			}).observe(s, { childList: true, characterData: true, subtree: true });
		});`).Do(ctx)
		return err
	}))
	b.run(chromedp.Navigate(url + "?probe"))
	b.waitState("ready", 60*time.Second)
	if got := b.text(`pyramidPage.game`); got != first.ID {
		t.Fatalf("a first visit loads %q's module, want %s's", got, first.ID)
	}
	p := b.waitScene("title", 30*time.Second)
	b.mouseClick(b.w/2, b.h/2)
	b.waitState("running", 10*time.Second)
	for range len(mods) {
		if p.Game == other.ID {
			break
		}
		b.clickLabel(p, "Inna gra") // Another game
		was := p.Game
		p = b.waitProbe(5*time.Second, func(q probe) bool { return q.Game != was })
	}
	if p.Game != other.ID {
		t.Fatalf("the title never offers %s: %v", other.ID, labels(p))
	}
	b.save(filepath.Join(shotsDir(t), "web-module-offered.png"))
	b.run(chromedp.ActionFunc(func(ctx context.Context) error {
		_, _, err := runtime.Evaluate(`document.querySelector("body > canvas").requestFullscreen()`).WithUserGesture(true).WithAwaitPromise(true).Do(ctx)
		return err
	}))
	var full bool
	if b.waitJSValue(`document.fullscreenElement !== null`, true, &full, 5*time.Second); !full {
		t.Fatal("the test could not put the page in fullscreen")
	}
	b.clickLabel(p, "Nowa gra") // New game

	b.waitModule(other.ID, 90*time.Second)
	if got := b.text(`pyramidPage.intent`); got != other.ID+":new" {
		t.Errorf("%s's module was loaded to open %q", other.ID, got)
	}
	var said []struct{ Lang, Heading, Status string }
	b.eval(`window.loadingSaid`, &said)
	if len(said) == 0 {
		t.Errorf("the page said nothing while %s's module loaded", other.ID)
	}
	for _, w := range said {
		polish := w.Status == pl.Opening || w.Status == pl.Loading || strings.HasPrefix(w.Status, strings.SplitN(pl.LoadingOf, "%s", 2)[0])
		if w.Lang != "pl" || w.Heading != pl.Heading || !polish {
			t.Errorf("while %s's module loaded the page said %+v, want Polish (%q, %q)", other.ID, w, pl.Heading, pl.LoadingOf)
		}
	}
	p = b.waitScene("newgame", 30*time.Second)
	if p.Game != other.ID {
		t.Errorf("%s's module opened %q's new game", other.ID, p.Game)
	}
	if !hasLabel(p, "Wstecz") { // Back
		t.Errorf("the new-game screen is not in Polish: %v", labels(p))
	}
	if got := b.text(`localStorage.getItem("pyramid/settings.json")`); !strings.Contains(got, `"language": "pl"`) && !strings.Contains(got, `"language":"pl"`) {
		t.Errorf("the settings are now %s", got)
	}
	b.save(filepath.Join(shotsDir(t), "web-module-newgame-pl.png"))
	if b.eval(`document.fullscreenElement !== null`, &full); full {
		t.Fatal("a new page is in fullscreen before any gesture: the test shows nothing")
	}
	b.mouseClick(b.w-4, 4) // a corner of the new-game screen, where nothing is
	if b.waitJSValue(`document.fullscreenElement !== null`, true, &full, 5*time.Second); !full {
		t.Error("the first click in the new module did not bring fullscreen back")
	}

	// the next visit loads the game last chosen, offered first
	b.run(chromedp.Navigate(url + "?probe"))
	b.waitState("ready", 60*time.Second)
	if got := b.text(`pyramidPage.game`); got != other.ID {
		t.Errorf("the next visit loads %q's module, want the last chosen, %s's", got, other.ID)
	}
	if p := b.waitScene("title", 30*time.Second); p.Game != other.ID {
		t.Errorf("its title offers %q first, want %s", p.Game, other.ID)
	}
	if got := b.text(`pyramidPage.intent`); got != "" {
		t.Errorf("a plain visit was loaded to open %q", got)
	}
}
