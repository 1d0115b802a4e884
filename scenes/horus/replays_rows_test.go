package horus

import (
	"regexp"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
)

// TestReplaysListSaysWhenWhoAndHow: a finished game's row in the Replays
// list says when it was played, who played it and how it ended, and
// shows neither its file's name nor where the files are kept (the
// probe alone names the files).
func TestReplaysListSaysWhenWhoAndHow(t *testing.T) {
	sv := testSaves(t)
	exportAtEnd(t, sv)
	st := settings.Defaults()
	ctx := sceneCtx(sv, &st)
	s := scenes.NewSavesScene(sv)
	_ = s.Update(ctx)
	screen := ebiten.NewImage(1280, 720)
	defer screen.Deallocate()
	stop := render.RecordText()
	s.Draw(screen, ctx)
	var drawn []string
	for _, ln := range stop() {
		if ln.Text != "" {
			drawn = append(drawn, ln.Text)
		}
	}
	all := strings.Join(drawn, "\n")
	if !regexp.MustCompile(`(?m)^\d{4}-\d\d-\d\d \d\d:\d\d$`).MatchString(all) {
		t.Errorf("no row says when its game was played:\n%s", all)
	}
	if !strings.Contains(all, "4 computers") {
		t.Errorf("no row says who played (four computers):\n%s", all)
	}
	if !regexp.MustCompile(`won with \d+ points?|shared the victory|no one won`).MatchString(all) {
		t.Errorf("no row says how its game ended:\n%s", all)
	}
	if strings.Contains(all, ".json") || strings.Contains(all, "records/") || strings.Contains(all, sv.Dir) {
		t.Errorf("the list shows files or folders, meant for developers:\n%s", all)
	}
}
