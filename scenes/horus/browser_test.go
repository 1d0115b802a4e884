package horus

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/saves"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/storage"
)

// TestTitleInTheBrowserOffersNoQuit: with QuitOffered off (the browser
// build), the title has no Quit and Esc does not ask to quit; the desktop
// keeps both, Esc asking first (TestTitleBackAsksBeforeQuitting).
func TestTitleInTheBrowserOffersNoQuit(t *testing.T) {
	defer func(q bool) { scenes.QuitOffered = q }(scenes.QuitOffered)
	st := settings.Defaults()
	for _, offered := range []bool{true, false} {
		scenes.QuitOffered = offered
		m := scenes.NewManager(scenes.NewTitle())
		pr := m.Current().Probe(sceneCtx(nil, &st))
		if hasTarget(pr, "Quit") != offered {
			t.Errorf("QuitOffered=%v: the title's targets are %+v", offered, pr.Targets)
		}
		if err := m.Update(sceneCtx(nil, &st, input.Intent{Kind: input.Back})); err != nil {
			t.Fatal(err)
		}
		if m.Quitting() {
			t.Errorf("QuitOffered=%v: Esc on the title quits without asking", offered)
		}
		if asking := asking(m.Current()); asking != offered {
			t.Errorf("QuitOffered=%v: Esc on the title asks to quit: %v", offered, asking)
		}
	}
}

// TestSavesOverPlainStores: NewSaves (the browser's local storage) writes
// through at once, and its records are exported into its own store under
// the place it was given.
func TestSavesOverPlainStores(t *testing.T) {
	st, rec := storage.NewMemory(), storage.NewMemory()
	sv := saves.New(st, rec)
	set := settings.Defaults()
	p, err := StartPlay(testConfig(4, 2), &set, sv)
	if err != nil {
		t.Fatal(err)
	}
	p.Leave()
	if _, err := st.Read("autosave.json"); err != nil {
		t.Fatalf("no autosave in the store: %v", err)
	}
	if err := sv.Flush(); err != nil || sv.Close() != nil {
		t.Fatalf("Flush or Close of plain stores failed: %v", err)
	}
	m := scenes.NewManager(scenes.NewTitle())
	if pr := m.Current().Probe(sceneCtx(sv, &set)); !hasTarget(pr, "Continue") {
		t.Fatalf("the title does not offer Continue: %+v", pr.Targets)
	}
}

// fullStore refuses every write as the browser's full local storage does.
type fullStore struct{ *storage.Memory }

func (fullStore) Write(key string, _ []byte) error {
	return fmt.Errorf("cannot save %s: %w", key, storage.ErrFull)
}

// TestFullStorageIsAMessage: with the browser's storage full, a new game
// still starts and plays, and the play screen says the game is not being
// saved and why; the settings say so too.
func TestFullStorageIsAMessage(t *testing.T) {
	sv := saves.New(fullStore{storage.NewMemory()}, fullStore{storage.NewMemory()})
	set := settings.Load(fullStore{storage.NewMemory()})
	if err := set.Save(); !errors.Is(err, storage.ErrFull) || !strings.Contains(set.Message, "full") {
		t.Errorf("saving the settings into full storage: %v, message %q", err, set.Message)
	}
	p, err := StartPlay(testConfig(4, 2), &set, sv)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Leave()
	if !strings.Contains(p.message, "could not be saved") || !strings.Contains(p.message, "full") {
		t.Fatalf("the play screen says %q", p.message)
	}
	r := rand.New(rand.NewPCG(1, 2))
	before := p.steps()
	for i := 0; i < 20; i++ {
		stepAny(t, p, r)
	}
	if p.steps() <= before {
		t.Fatalf("the game did not go on: %d steps, then %d", before, p.steps())
	}
}

// TestBrowserSavesSpeakOfTheBrowser: saves in the browser's storage have
// no folder, so the replays screen and an export say where the records
// really are (and that Replays lists them) instead of naming a folder;
// the desktop's say a record dropped on the window joins the list, and
// name no folder either (a player's list, not a developer's).
func TestBrowserSavesSpeakOfTheBrowser(t *testing.T) {
	sv := saves.New(storage.NewMemory(), storage.NewMemory())
	if w := scenes.NewSavesScene(sv).Where(); !strings.Contains(w, "browser's storage") || strings.Contains(w, "Put game records") {
		t.Errorf("the browser's replays screen says %q", w)
	}
	desk := testSaves(t)
	if w := scenes.NewSavesScene(desk).Where(); !strings.Contains(w, "dropped on the window") || strings.Contains(w, desk.Dir) || strings.Contains(w, "browser") {
		t.Errorf("the desktop's replays screen says %q", w)
	}
	if _, _, _, e := exportAtEnd(t, sv); bad(e) || !strings.Contains(note(e), "browser's storage as records/game-") {
		t.Fatalf("export in the browser: %q", note(e))
	}
	pr := scenes.NewSavesScene(sv).Probe(sceneCtx(sv, &settings.Settings{}))
	if !slices.ContainsFunc(pr.Targets, func(tg scenes.ProbeTarget) bool { return strings.HasPrefix(tg.Label, "records/game-") }) {
		t.Errorf("the exported record is not listed: %+v", pr.Targets)
	}
}
