package horus

import (
	"github.com/pyramid-studio/pyramid/scenes"

	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/saves"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/session"
	"github.com/pyramid-studio/pyramid/storage"
)

// "Play on from here" in the replay viewer turns the position on show of
// an unfinished record into a live game — after asking, since a game is
// in progress, which is then kept in Saved games, not written over — and
// opens it as Continue does; Continue then finds it. The replay of the
// game in progress itself is only watched: playing it on from an earlier
// step would take back what its draws revealed.
func TestReplayPlaysOnFromThePositionShown(t *testing.T) {
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

	m := scenes.NewManager(scenes.NewSavesScene(sv))
	clickOn(t, m, sv, &st, "The game in progress, so far")
	live, ok := m.Current().(*scenes.Replay)
	if !ok {
		t.Fatalf("the game in progress opened %T", m.Current())
	}
	live.Seek(90)
	if hasTarget(live.Probe(sceneCtx(sv, &st)), "Play on from here") {
		t.Fatal("the game in progress is offered to play on from an earlier step")
	}
	// the same game cut at step 120, as a record dropped in
	data, err := live.Replayer().RecordAt(120).Encode()
	if err != nil {
		t.Fatal(err)
	}
	if err := sv.Records.Write("cut.json", data); err != nil {
		t.Fatal(err)
	}
	m = scenes.NewManager(scenes.NewSavesScene(sv))
	clickOn(t, m, sv, &st, saves.RecordsFolder+"/cut.json")
	rp := m.Current().(*scenes.Replay)
	const at = 90
	rp.Seek(at)
	want := horus.MatchOf(rp.Replayer().MatchAt(at)).State
	clickOn(t, m, sv, &st, "Play on from here")
	if m.Current() != rp || note(rp) == "" {
		t.Fatal("playing on over the game in progress did not ask first")
	}
	clickOn(t, m, sv, &st, "Keep it and play on")
	q, ok := m.Current().(*Play)
	if !ok {
		t.Fatalf("Play on went to %T (%s)", m.Current(), note(rp))
	}
	defer q.Leave()
	if q.m.State != want || q.steps() != at || q.cfg.Seats[0].Human != true || q.cfg.Seats[1].Human {
		t.Fatalf("playing on at step %d of a %d-step position, seats %+v", q.steps(), at, q.cfg.Seats)
	}
	stepAny(t, q, r)
	if err := sv.Flush(); err != nil {
		t.Fatal(err)
	}
	back, err := session.Resume(sv.Store)
	if err != nil || stateOf(back) != q.m.State {
		t.Fatalf("Continue does not find the game played on: %v", err)
	}
	if filed := session.Filed(sv.Store); len(filed) != 1 {
		t.Fatalf("the game in progress was not kept in Saved games: %v", filed)
	}
}

// A finished game opened in the viewer can be exported, and is not
// offered to play on.
func TestReplayOfAFinishedGameExportsButDoesNotPlayOn(t *testing.T) {
	sv := testSaves(t)
	m, st, _, _ := exportAtEnd(t, sv)
	clickOn(t, m, sv, st, "Watch the replay")
	rp := m.Current().(*scenes.Replay)
	if hasTarget(rp.Probe(sceneCtx(sv, st)), "Play on from here") {
		t.Fatal("a finished game is offered to play on")
	}
	clickOn(t, m, sv, st, "Export record")
	if bad(rp) || !strings.Contains(note(rp), filepath.Join(sv.Dir, saves.RecordsFolder)) {
		t.Fatalf("export from the viewer: %q", note(rp))
	}
	path := strings.TrimPrefix(note(rp), "Game record exported to ")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	again, err := session.OpenReplay(data)
	if err != nil || again.Len() != rp.Replayer().Len() || horus.MatchOf(again.MatchAt(again.Len())).State != horus.MatchOf(rp.Replayer().MatchAt(rp.Replayer().Len())).State {
		t.Fatalf("the exported record does not replay the game: %v", err)
	}
}

// Every finished game is filed in records/ by the end screen
// (client/saves' TestFinishedGamesAreFiledAndPruned: the pruning).
func TestTheEndScreenFilesTheGame(t *testing.T) {
	sv := testSaves(t)
	exportAtEnd(t, sv) // the end screen filed it and exported it
	if err := sv.Flush(); err != nil {
		t.Fatal(err)
	}
	filed, _ := sv.Records.List("finished-")
	all, _ := sv.Records.List("")
	if len(filed) != 1 || len(all) != 2 {
		t.Fatalf("after one game: filed %v, records %v", filed, all)
	}
}

// The replays list shows maxListed games at a time and scrolls through the
// rest with the wheel, PgUp/PgDn and the Newer/Older buttons.
func TestReplaysListScrolls(t *testing.T) {
	sv := testSaves(t)
	st := settings.Defaults()
	rec := finishedRecord(t, 41)
	const n = 20
	for i := 0; i < n; i++ {
		rec.Seed = uint64(i)
		if _, err := sv.ExportRecord(rec, time.Date(2030, 1, 1, 0, i, 0, 0, time.UTC)); err != nil {
			t.Fatal(err)
		}
	}
	m := scenes.NewManager(scenes.NewSavesScene(sv))
	rows := func() []string {
		var out []string
		for _, tg := range m.Current().Probe(sceneCtx(sv, &st)).Targets {
			if strings.HasPrefix(tg.Label, saves.RecordsFolder+"/") {
				out = append(out, tg.Label)
			}
		}
		return out
	}
	first := func() string { return rows()[0] }
	name := func(i int) string {
		return fmt.Sprintf("%s/game-20300101-00%02d00-seed%d.json", saves.RecordsFolder, i, i)
	}
	update := func(in ...input.Intent) {
		t.Helper()
		if err := m.Update(sceneCtx(sv, &st, in...)); err != nil {
			t.Fatal(err)
		}
	}
	update()
	if len(rows()) != scenes.MaxListed || first() != name(n-1) {
		t.Fatalf("the list starts with %v", rows())
	}
	if hasTarget(m.Current().Probe(sceneCtx(sv, &st)), "Newer") {
		t.Fatal("Newer is offered at the top of the list")
	}
	update(input.Intent{Kind: input.PageDown})
	if first() != name(n-1-scenes.MaxListed) {
		t.Fatalf("PgDn: the list starts with %s", first())
	}
	update(input.Intent{Kind: input.Scroll, DY: -0.5}) // a touchpad's half notch
	update(input.Intent{Kind: input.Scroll, DY: -0.5})
	if first() != name(n-2-scenes.MaxListed) {
		t.Fatalf("one notch down: the list starts with %s", first())
	}
	clickOn(t, m, sv, &st, "Older")
	if last := rows()[len(rows())-1]; last != name(0) || hasTarget(m.Current().Probe(sceneCtx(sv, &st)), "Older") {
		t.Fatalf("at the end the list ends with %s", last)
	}
	clickOn(t, m, sv, &st, name(1))
	if _, ok := m.Current().(*scenes.Replay); !ok {
		t.Fatalf("an older record opened %T", m.Current())
	}
	m = scenes.NewManager(scenes.NewSavesScene(sv))
	update(input.Intent{Kind: input.PageDown}, input.Intent{Kind: input.PageUp}, input.Intent{Kind: input.Scroll, DY: 3})
	if first() != name(n-1) {
		t.Fatalf("back at the top the list starts with %s", first())
	}
}

// The end screen opens the statistics at this game's line, and Back
// returns to it.
func TestEndScreenShowsThisGamesStatistics(t *testing.T) {
	sv := testSaves(t)
	m, st, p, e := exportAtEnd(t, sv)
	clickOn(t, m, sv, st, "Statistics")
	s, ok := m.Current().(*scenes.StatsScene)
	if !ok || s.This() == nil || s.Views()[s.View()] != "This game" || s.Games() != 1 {
		t.Fatalf("Statistics went to %T", m.Current())
	}
	if len(s.This().Seats) != len(p.cfg.Seats) {
		t.Fatalf("this game's line has %d seats", len(s.This().Seats))
	}
	routes := 0
	kinds, advs := s.Page().(*horusStats).Rows()
	for _, r := range append(kinds, advs...) {
		routes += len(r.routes)
	}
	if routes == 0 {
		t.Fatal("no route is shown after a game")
	}
	for _, label := range []string{"This game", "Totals", "Routes"} {
		clickOn(t, m, sv, st, label)
	}
	if s.Views()[s.View()] != "Routes" {
		t.Fatalf("view %d after clicking Routes", s.View())
	}
	clickOn(t, m, sv, st, "Back")
	if m.Current() != e {
		t.Fatalf("Back went to %T, not the end screen", m.Current())
	}
}

// unreadableStore is a Memory whose autosave.json cannot be read.
type unreadableStore struct{ *storage.Memory }

func (u unreadableStore) Read(key string) ([]byte, error) {
	if key == session.AutosaveKey {
		return nil, errors.New("input/output error")
	}
	return u.Memory.Read(key)
}

// A save that cannot be read is not offered, the title says it is left as
// it was, and a new game starts and is saved elsewhere rather than over it.
func TestNewGameNeverOverwritesAnUnreadableSave(t *testing.T) {
	mem := storage.NewMemory()
	old := []byte("a game the disk cannot read today")
	mem.Write(session.AutosaveKey, old)
	sv := saves.New(unreadableStore{mem}, storage.NewMemory())
	st := settings.Defaults()
	m := scenes.NewManager(scenes.NewTitle())
	if err := m.Update(sceneCtx(sv, &st)); err != nil {
		t.Fatal(err)
	}
	title := m.Current().(*scenes.Title)
	if !strings.Contains(note(title), "left as it was") || hasTarget(title.Probe(sceneCtx(sv, &st)), "Continue") {
		t.Fatalf("title: %q", note(title))
	}
	clickOn(t, m, sv, &st, "New game")
	clickOn(t, m, sv, &st, "Start game")
	p, ok := m.Current().(*Play)
	if !ok {
		t.Fatalf("Start game went to %T", m.Current())
	}
	p.Leave()
	if data, _ := mem.Read(session.AutosaveKey); string(data) != string(old) {
		t.Fatal("the unreadable save was written over")
	}
	s, err := session.Resume(sv.Store)
	if err != nil {
		t.Fatalf("Continue: %v", err)
	}
	if stateOf(s) != p.m.State || !strings.Contains(s.Notice(), "autosave-2.json") {
		t.Fatalf("Continue resumed another position, or says %q", s.Notice())
	}
}
