package scenes

import (
	"slices"
	"testing"
	"time"

	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/session"
)

// farawaySave is a game in progress of a game this program does not have
// (another module's, in the browser): only its envelope is read here.
var farawaySave = []byte(`{"format": "` + session.SaveFormat + `", "version": 1, "record": {"format": "` + table.RecordFormat + `", "game": "faraway", "steps": []}}`)

// awayCollection makes the shell see a collection with a game played in
// another module, "faraway", and returns the intents it asks the page for.
func awayCollection(t *testing.T) *[]Intent {
	t.Helper()
	var asked []Intent
	SetCollection([]table.Info{{ID: "faraway", Order: 7, Title: "Faraway", MinSeats: 2, MaxSeats: 4}},
		func(in Intent) error { asked = append(asked, in); return nil }, nil)
	t.Cleanup(func() { SetCollection(nil, nil, nil) })
	return &asked
}

func TestIntentsReadBackAsWritten(t *testing.T) {
	for _, in := range []Intent{{"pengqueen", OpenNew, ""}, {"horus", OpenSaved, "saved-20261129-010203.json"}, {"runrunrun", OpenReplay, "records/a:b.json"}} {
		if got, ok := ParseIntent(in.String()); !ok || got != in {
			t.Errorf("%q reads back as %+v, %v", in.String(), got, ok)
		}
	}
	for _, bad := range []string{"", "horus", ":new", "horus:"} {
		if in, ok := ParseIntent(bad); ok {
			t.Errorf("%q is taken as an intent: %+v", bad, in)
		}
	}
}

// TestTheTitleOffersAnotherModulesGame: a game played in another module
// is offered on the title (with its card, and Another game), and New
// game, Rules, and Continue of its game in progress ask the page for its
// module with what was chosen; its game in progress is neither put aside
// nor lost, and the saved games and replays name its game and, chosen,
// ask for its module too.
func TestTheTitleOffersAnotherModulesGame(t *testing.T) {
	asked := awayCollection(t)
	sv := testSaves(t)
	if err := sv.Store.Write(session.AutosaveKey, farawaySave); err != nil {
		t.Fatal(err)
	}
	st := settings.Defaults()
	ctx := sceneCtx(sv, &st)
	if !slices.ContainsFunc(Offered(), func(in table.Info) bool { return in.ID == "faraway" }) {
		t.Fatalf("the title offers %v, without faraway", Offered())
	}
	ti := NewTitle()
	ti.check(ctx)
	for ti.game = 0; ; ti.game++ { // Another game, until faraway is on offer
		if in, sc, _ := ti.offered(); in.ID == "faraway" {
			if sc != nil {
				t.Fatal("faraway has screens here")
			}
			break
		}
		if ti.game > len(Offered()) {
			t.Fatal("Another game never offers faraway")
		}
	}
	pr := ti.Probe(ctx)
	for _, want := range []string{"Continue", "New game", "Rules"} {
		if !hasTarget(pr, want) {
			t.Errorf("the title does not offer %s: %+v", want, pr.Targets)
		}
	}
	ti.cont(ctx)
	ti.newGame(ctx)
	ti.rules(ctx)
	want := []Intent{{"faraway", OpenContinue, ""}, {"faraway", OpenNew, ""}, {"faraway", OpenRules, ""}}
	if !slices.Equal(*asked, want) {
		t.Errorf("the page was asked for %+v, want %+v", *asked, want)
	}
	if data, err := sv.Store.Read(session.AutosaveKey); err != nil || string(data) != string(farawaySave) {
		t.Errorf("the other module's game in progress is no longer as it was (%v)", err)
	}
	if _, err := session.Resume(sv.Store); err == nil {
		t.Error("a game this program does not have was resumed")
	}
	if data, err := sv.Store.Read(session.AutosaveKey); err != nil || string(data) != string(farawaySave) {
		t.Errorf("resuming it put the other module's game aside (%v)", err)
	}

	// filed away by a new game here, it is a saved game of its own game
	key, err := session.FileAway(sv.Store, session.Occupied(sv.Store, ""), time.Now())
	if err != nil {
		t.Fatalf("the other module's game was not filed away: %v", err)
	}
	games := NewSavedGamesScene(sv)
	if got := games.Games(); !slices.Equal(got, []string{"Faraway"}) || games.labels[0] == key+" (damaged)" {
		t.Errorf("the saved games are named %q, labelled %q", got, games.labels)
	}
	*asked = nil
	games.open(ctx, games.sources[0])
	if want := []Intent{{"faraway", OpenSaved, key}}; !slices.Equal(*asked, want) {
		t.Errorf("choosing the saved game asked for %+v, want %+v", *asked, want)
	}
	if err := sv.Records.Write("far.json", farawaySave); err != nil {
		t.Fatal(err)
	}
	replays := NewSavesScene(sv)
	i := slices.Index(replays.Games(), "Faraway")
	if i < 0 {
		t.Fatalf("the replays name %q", replays.Games())
	}
	*asked = nil
	replays.open(ctx, replays.sources[i])
	if want := []Intent{{"faraway", OpenReplay, replays.sources[i].Label}}; !slices.Equal(*asked, want) {
		t.Errorf("choosing the replay asked for %+v, want %+v", *asked, want)
	}
}
