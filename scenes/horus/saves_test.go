package horus

import (
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/saves"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
	"github.com/pyramid-studio/pyramid/storage"
)

// testSaves opens saves in a fresh temporary directory (never the real
// configuration directory).
func testSaves(t *testing.T) *saves.Saves {
	t.Helper()
	sv, err := saves.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { sv.Close() })
	return sv
}

// sceneCtx is a 1280×720 context with the given intents.
func sceneCtx(sv *saves.Saves, st *settings.Settings, in ...input.Intent) *scenes.Context {
	f := layout.NewFrame(1280, 720)
	_ = render.LoadFonts()
	return &scenes.Context{W: 1280, H: 720, Frame: f, Fonts: render.NewFonts(f.U), In: input.Frame{Intents: in}, Settings: st, Saves: sv}
}

// clickOn runs one tick of m with a click on the target labelled label.
func clickOn(t *testing.T, m *scenes.Manager, sv *saves.Saves, st *settings.Settings, label string) {
	t.Helper()
	ctx := sceneCtx(sv, st)
	var labels []string
	for _, tg := range m.Probe(ctx).Targets {
		labels = append(labels, tg.Label)
		if tg.Label == label {
			x, y := tg.Rect.Center()
			if err := m.Update(sceneCtx(sv, st, input.Intent{Kind: input.Click, X: x, Y: y})); err != nil {
				t.Fatal(err)
			}
			return
		}
	}
	t.Fatalf("no %q on the %s screen (%v)", label, m.Probe(ctx).Scene, labels)
}

func hasTarget(pr scenes.Probe, label string) bool {
	for _, tg := range pr.Targets {
		if tg.Label == label {
			return true
		}
	}
	return false
}

// stepAny plays one step of whoever is to act: chance, a computer through
// the session (as the scene does, without goroutines), or the human.
func stepAny(t *testing.T, p *Play, r *rand.Rand) {
	t.Helper()
	var err error
	switch cur := p.m.State.Current(); {
	case cur == horus.ChanceSeat:
		err = p.chance()
	case p.computer(cur):
		think, berr := p.s.BotMove()
		if berr != nil {
			t.Fatal(berr)
		}
		err = p.applyStep(think(context.Background()))
	default:
		err = p.apply(adventurous(p.m.State.Legal(nil), r))
	}
	if err != nil {
		t.Fatalf("step %d: %v", p.steps()+1, err)
	}
}

func testConfig(seed uint64, humans int) GameConfig {
	cfg := GameConfig{Seed: seed}
	for i := 0; i < 4; i++ {
		cfg.Seats = append(cfg.Seats, SeatConfig{Human: i < humans, Level: "random", Adventurer: horus.Adventurer(i)})
	}
	return cfg
}

func TestContinueResumesTheSavedGameExactly(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	sv := testSaves(t)
	st := settings.Defaults()
	p, err := StartPlay(testConfig(11, 1), &st, sv)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(11, 2))
	for p.steps() < 150 {
		stepAny(t, p, r)
	}
	p.Leave()
	if err := sv.Flush(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(sv.Dir, session.AutosaveKey)); err != nil {
		t.Fatalf("no autosave on disk after 150 steps: %v", err)
	}

	m := scenes.NewManager(scenes.NewTitle())
	ctx := sceneCtx(sv, &st)
	pr := m.Current().Probe(ctx)
	if !hasTarget(pr, "Continue") || pr.Targets[0].Label != "Continue" {
		t.Fatalf("the title does not offer Continue first: %+v", pr.Targets)
	}
	clickOn(t, m, sv, &st, "Continue")
	q, ok := m.Current().(*Play)
	if !ok {
		t.Fatalf("Continue went to %T", m.Current())
	}
	defer q.Leave()
	if q.m.State != p.m.State || stateOf(q.s) != stateOf(p.s) {
		t.Fatal("the resumed position differs from the saved one")
	}
	if q.steps() != p.steps() || q.s.Seed() != p.s.Seed() || len(q.events) != len(p.events) {
		t.Fatalf("resumed %d steps, seed %d, %d log events; saved %d, %d, %d", q.steps(), q.s.Seed(), len(q.events), p.steps(), p.s.Seed(), len(p.events))
	}
	for i, sc := range q.cfg.Seats {
		was := p.cfg.Seats[i]
		if sc.Human != was.Human || sc.Adventurer != was.Adventurer || !sc.Human && sc.Level != was.Level {
			t.Fatalf("seat %d resumed as %+v, was %+v", i, sc, p.cfg.Seats[i])
		}
	}
	if q.view != p.view {
		t.Errorf("resumed view %d, was %d", q.view, p.view)
	}
	// the same random stream and the same computer decisions: both go on
	// identically when the person makes the same choices
	_ = p.s.AttachStore(nil, "")
	r1, r2 := rand.New(rand.NewPCG(5, 5)), rand.New(rand.NewPCG(5, 5))
	for i := 0; i < 300 && !p.s.Over(); i++ {
		stepAny(t, p, r1)
		stepAny(t, q, r2)
		if p.m.State != q.m.State {
			t.Fatalf("%d steps after Continue the games differ", i+1)
		}
	}
}

func TestCorruptSaveShowsAMessageAndANewGameStarts(t *testing.T) {
	cases := []struct{ name, data, words string }{
		{"truncated", `{"format": "pyramid-save", "version": 1, "seats": [{"name": "Ann", "ki`, "cut short"},
		{"future", `{"format": "pyramid-save", "version": 99}`, "newer version"},
		{"foreign", `{"format": "something-else"}`, "not a saved game"},
		{"junk", "\x00\x01garbage", "damaged"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			sv := testSaves(t)
			if err := os.WriteFile(filepath.Join(sv.Dir, session.AutosaveKey), []byte(c.data), 0o644); err != nil {
				t.Fatal(err)
			}
			st := settings.Defaults()
			m := scenes.NewManager(scenes.NewTitle())
			if err := m.Update(sceneCtx(sv, &st)); err != nil {
				t.Fatal(err)
			}
			title := m.Current().(*scenes.Title)
			if !strings.Contains(note(title), c.words) || !strings.Contains(note(title), "autosave.bad-") {
				t.Fatalf("message %q does not say %q and where the file was kept", note(title), c.words)
			}
			if hasTarget(title.Probe(sceneCtx(sv, &st)), "Continue") {
				t.Fatal("Continue is offered for a save that cannot be opened")
			}
			if err := sv.Flush(); err != nil {
				t.Fatal(err)
			}
			kept, _ := filepath.Glob(filepath.Join(sv.Dir, "autosave.bad-*.json"))
			if len(kept) != 1 {
				t.Fatalf("the bad file was not kept aside: %v", kept)
			}
			if data, _ := os.ReadFile(kept[0]); string(data) != c.data {
				t.Fatal("the kept file is not the original")
			}
			// a new game still starts, and is saved
			clickOn(t, m, sv, &st, "New game")
			clickOn(t, m, sv, &st, "Start game")
			p, ok := m.Current().(*Play)
			if !ok {
				t.Fatalf("Start game went to %T", m.Current())
			}
			p.Leave()
			if err := sv.Flush(); err != nil {
				t.Fatal(err)
			}
			if _, err := session.Resume(sv.Store); err != nil {
				t.Fatalf("the new game's autosave does not load: %v", err)
			}
		})
	}
}

func TestStatsSceneAfterAFinishedGame(t *testing.T) {
	sv := testSaves(t)
	st := settings.Defaults()
	if s := scenes.NewStatsScene(sv); s.Games() != 0 || note(s) != "" {
		t.Fatalf("fresh statistics: %d games, message %q", s.Games(), note(s))
	}
	p, err := StartPlay(testConfig(21, 0), &st, sv)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Leave()
	r := rand.New(rand.NewPCG(21, 1))
	for !p.s.Over() {
		stepAny(t, p, r)
	}
	e := scenes.NewEnd(p.s, p.saves)
	if bad(e) {
		t.Fatalf("the game was not filed: %s", note(e))
	}
	if session.HasSave(sv.Store, session.AutosaveKey) {
		t.Error("the finished game is still offered to Continue")
	}
	s := scenes.NewStatsScene(sv)
	if s.Games() != 1 {
		t.Fatalf("statistics count %d games after one", s.Games())
	}
	kinds, advs := s.Page().(*horusStats).Rows()
	if len(kinds) != 1 || kinds[0].name != "computer: random" || kinds[0].t.Played != 4 {
		t.Fatalf("seat kinds: %+v", kinds)
	}
	if len(advs) != 4 {
		t.Fatalf("adventurers: %+v", advs)
	}
	for _, a := range advs {
		if a.t.Played != 1 || a.name == "" || strings.ToLower(a.name) == a.name {
			t.Errorf("adventurer row %+v", a)
		}
	}

	// a damaged statistics file: a message, fresh statistics, the file kept
	if err := sv.Flush(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(sv.Dir, "stats.json"), []byte(`{"format": "pyramid-stats", "vers`), 0o644); err != nil {
		t.Fatal(err)
	}
	s = scenes.NewStatsScene(sv)
	if s.Games() != 0 || !strings.Contains(note(s), "stats.bad-") {
		t.Fatalf("damaged statistics: %d games, message %q", s.Games(), note(s))
	}
}

// exportAtEnd plays a game to its end into sv and clicks "Export
// record" on the end screen.
func exportAtEnd(t *testing.T, sv *saves.Saves) (*scenes.Manager, *settings.Settings, *Play, *scenes.End) {
	t.Helper()
	st := settings.Defaults()
	p, err := StartPlay(testConfig(31, 0), &st, sv)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(p.Leave)
	r := rand.New(rand.NewPCG(31, 1))
	for !p.s.Over() {
		stepAny(t, p, r)
	}
	m := scenes.NewManager(scenes.NewEnd(p.s, p.saves))
	clickOn(t, m, sv, &st, "Export record")
	return m, &st, p, m.Current().(*scenes.End)
}

func TestEndScreenExportsAndReplays(t *testing.T) {
	sv := testSaves(t)
	m, st, p, e := exportAtEnd(t, sv)
	if bad(e) || !strings.Contains(note(e), filepath.Join(sv.Dir, saves.RecordsFolder)) {
		t.Fatalf("export: %q", note(e))
	}
	path := strings.TrimPrefix(note(e), "Game record exported to ")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := table.DecodeRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	end, err := horus.Game.Open(rec)
	if err != nil || horus.MatchOf(end).State != p.m.State {
		t.Fatalf("the exported record does not replay to the end of the game: %v", err)
	}
	clickOn(t, m, sv, st, "Watch the replay")
	rp, ok := m.Current().(*scenes.Replay)
	if !ok || rp.Replayer().Len() != len(end.Record().Steps) {
		t.Fatalf("Watch the replay went to %T", m.Current())
	}
	// the replays screen lists the last game and the exported record
	m = scenes.NewManager(scenes.NewSavesScene(sv))
	pr := m.Current().Probe(sceneCtx(sv, st))
	if !hasTarget(pr, "The last finished game") || !hasTarget(pr, saves.RecordsFolder+"/"+filepath.Base(path)) {
		t.Fatalf("replays screen: %+v", pr.Targets)
	}
	clickOn(t, m, sv, st, saves.RecordsFolder+"/"+filepath.Base(path))
	if _, ok := m.Current().(*scenes.Replay); !ok {
		t.Fatalf("opening the record went to %T", m.Current())
	}
}

func TestReplaysScreenSaysWhyABadRecordCannotOpen(t *testing.T) {
	sv := testSaves(t)
	st := settings.Defaults()
	if err := sv.Records.Write("broken.json", []byte(`{"format": "pyramid-record", "version": 1, "seed": 1, "setup": {"adventurers": ["gore"]}, "steps": []}`)); err != nil {
		t.Fatal(err)
	}
	m := scenes.NewManager(scenes.NewSavesScene(sv))
	clickOn(t, m, sv, &st, saves.RecordsFolder+"/broken.json")
	s, ok := m.Current().(*scenes.SavesScene)
	if !ok || !strings.Contains(note(s), "broken.json cannot be replayed") {
		t.Fatalf("got %T, message %q", m.Current(), note(s))
	}
}

// Starting a new game while a game is in progress asks first; starting
// files that game in Saved games rather than writing over it, and from
// there it is continued — the new game then kept in its place.
func TestNewGameAsksAndKeepsTheGameInProgress(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	sv := testSaves(t)
	st := settings.Defaults()
	old, err := StartPlay(testConfig(12, 1), &st, sv)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(12, 1))
	for old.steps() < 80 || old.s.Rolling() {
		stepAny(t, old, r)
	}
	old.Leave()
	if err := sv.Flush(); err != nil {
		t.Fatal(err)
	}
	saved, _ := sv.Store.Read(session.AutosaveKey)

	m := scenes.NewManager(scenes.NewTitle())
	clickOn(t, m, sv, &st, "New game")
	clickOn(t, m, sv, &st, "Start game")
	ng, ok := m.Current().(*scenes.NewGame)
	if !ok || !hasTarget(m.Probe(sceneCtx(sv, &st)), "Start the new game") {
		t.Fatalf("Start game over a game in progress went to %T without asking", m.Current())
	}
	if _, about := ng.Asking(); !strings.Contains(about, "round") {
		t.Fatalf("the question does not say which game: %q", about)
	}
	clickOn(t, m, sv, &st, "Cancel")
	if now, _ := sv.Store.Read(session.AutosaveKey); m.Current() != ng || string(now) != string(saved) || ng.Asked() {
		t.Fatal("Cancel did not leave the game in progress as it was")
	}
	// Enter, Esc: the question, then back to the set-up
	for _, k := range []input.Kind{input.Confirm, input.Back} {
		if err := m.Update(sceneCtx(sv, &st, key(k))); err != nil {
			t.Fatal(err)
		}
	}
	if ng.Asked() || m.Current() != ng {
		t.Fatal("Esc did not close the question")
	}

	clickOn(t, m, sv, &st, "Start game")
	clickOn(t, m, sv, &st, "Start the new game")
	p, ok := m.Current().(*Play)
	if !ok {
		t.Fatalf("starting the new game went to %T (%s)", m.Current(), ng.Err())
	}
	stepAny(t, p, r)
	for p.s.Rolling() {
		stepAny(t, p, r)
	}
	newState := p.m.State
	p.Leave()
	if err := sv.Flush(); err != nil {
		t.Fatal(err)
	}
	filed := session.Filed(sv.Store)
	if len(filed) != 1 {
		t.Fatalf("Saved games = %v, want the game that was in progress", filed)
	}
	if data, _ := sv.Store.Read(filed[0]); string(data) != string(saved) {
		t.Fatal("the filed game is not the game that was in progress")
	}

	// the title offers Saved games, which continues the old game
	m = scenes.NewManager(scenes.NewTitle())
	clickOn(t, m, sv, &st, "Saved games")
	list, ok := m.Current().(*scenes.SavesScene)
	var games []string
	for _, tg := range m.Current().Probe(sceneCtx(sv, &st)).Targets {
		if strings.HasPrefix(tg.Label, "Round ") {
			games = append(games, tg.Label)
		}
	}
	if !ok || len(games) != 1 {
		t.Fatalf("Saved games went to %T listing %q", m.Current(), games)
	}
	clickOn(t, m, sv, &st, games[0])
	q, ok := m.Current().(*Play)
	if !ok {
		t.Fatalf("continuing the saved game went to %T (%s)", m.Current(), note(list))
	}
	defer q.Leave()
	if q.m.State != old.m.State {
		t.Fatal("the saved game continued at another position")
	}
	if err := sv.Flush(); err != nil {
		t.Fatal(err)
	}
	if back, err := session.Resume(sv.Store); err != nil || stateOf(back) != old.m.State {
		t.Fatalf("Continue does not find the game continued: %v", err)
	}
	filed = session.Filed(sv.Store)
	if len(filed) != 1 {
		t.Fatalf("after continuing, Saved games = %v, want the new game in its place", filed)
	}
	if g, err := session.Load(sv.Store, filed[0]); err != nil || stateOf(g) != newState {
		t.Fatalf("the game kept in its place is not the new game: %v", err)
	}
}

// A second browser tab opened while another plays shares its storage:
// it never writes the other tab's game in progress, does not offer to
// continue it, and keeps its own game in Saved games from the first step,
// where the first tab finds it; finishing it leaves the other game alone.
func TestASecondTabKeepsItsGameApart(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	shared := storage.NewMemory()
	first := saves.New(shared, storage.NewMemory())
	st := settings.Defaults()
	a, err := StartPlay(testConfig(13, 1), &st, first)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Leave()
	r := rand.New(rand.NewPCG(13, 1))
	for a.steps() < 60 || a.s.Rolling() {
		stepAny(t, a, r)
	}
	theirs, _ := shared.Read(session.AutosaveKey)

	second := saves.New(shared, storage.NewMemory())
	second.InSecondTab()
	m := scenes.NewManager(scenes.NewTitle())
	if err := m.Update(sceneCtx(second, &st)); err != nil {
		t.Fatal(err)
	}
	title := m.Current().(*scenes.Title)
	if hasTarget(title.Probe(sceneCtx(second, &st)), "Continue") || !strings.Contains(note(title), "another tab") {
		t.Fatalf("the second tab's title offers %v and says %q", title.Probe(sceneCtx(second, &st)).Targets, note(title))
	}
	clickOn(t, m, second, &st, "New game")
	clickOn(t, m, second, &st, "Start game")
	b, ok := m.Current().(*Play)
	if !ok {
		t.Fatalf("Start game in the second tab went to %T", m.Current())
	}
	defer b.Leave()
	for b.steps() < 40 || b.s.Rolling() {
		stepAny(t, b, r)
	}
	if now, _ := shared.Read(session.AutosaveKey); string(now) != string(theirs) {
		t.Fatal("the second tab wrote over the first tab's game")
	}
	filed := session.Filed(shared)
	if len(filed) != 1 {
		t.Fatalf("Saved games = %v, want the second tab's game", filed)
	}
	if g, err := session.Load(shared, filed[0]); err != nil || stateOf(g) != b.m.State {
		t.Fatalf("the second tab's game is not kept: %v", err)
	}
	if err := second.Store.Write(session.AutosaveKey, []byte("{}")); err == nil || !strings.Contains(err.Error(), "another tab") {
		t.Fatalf("writing the autosave from the second tab: %v", err)
	}

	// both go on, each in its own file
	for i := 0; i < 20 || a.s.Rolling(); i++ {
		stepAny(t, a, r)
	}
	if got, err := session.Resume(shared); err != nil || stateOf(got) != a.m.State {
		t.Fatalf("the first tab's game is not where Continue finds it: %v", err)
	}
	if g, _ := session.Load(shared, filed[0]); stateOf(g) != b.m.State {
		t.Fatal("the first tab's steps reached the second tab's game")
	}

	// finishing the second tab's game files it and removes its own save only
	for b.m.State.Current() != horus.TerminalSeat {
		if b.m.State.IsChance() {
			b.rollChance()
		} else if err := b.apply(b.m.State.Legal(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	if e := scenes.NewEnd(b.s, b.saves); bad(e) {
		t.Fatalf("the end screen in the second tab: %s", note(e))
	}
	if len(session.Filed(shared)) != 0 || !session.HasSave(shared, session.AutosaveKey) {
		t.Fatalf("after the second tab's game ended: Saved games %v, the first tab's game there: %v", session.Filed(shared), session.HasSave(shared, session.AutosaveKey))
	}
}
