package horus

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
	"github.com/pyramid-studio/pyramid/storage"
)

// TestContinueAtAChanceStepOpensOnTheSeatToAct: a hot-seat game (a
// computer in seat 0, two people, Total Secrecy) saved at every chance
// step (dice, draws, blocks) and continued there opens on the cover for
// the person who acts next, or on that person's view when they know
// nothing private, and on the onlooker's view when a computer acts next;
// never on a seat that is not at the screen.
func TestContinueAtAChanceStepOpensOnTheSeatToAct(t *testing.T) {
	seats := []session.Seat{{Name: "Bot", Kind: "random"}, {Name: "Ann", Kind: session.Human}, {Name: "Ben", Kind: session.Human}}
	store := storage.NewMemory()
	setup := horus.SetupOf(horus.Options{Players: 3, Adventurers: [horus.MaxPlayers]horus.Adventurer{0, 1, 6}, TotalSecrecy: true}, nil)
	for i, st := range seats {
		setup.Seats[i].Kind, setup.Seats[i].Name = st.Kind, st.Name
	}
	s, err := session.New(session.Config{Game: horus.GameID, Setup: setup, Seed: 5, Store: store})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(5, 1))
	checked, covered := 0, 0
	for steps := 0; !s.Over() && steps < 4000; steps++ {
		st := stateOf(s)
		if !st.IsChance() {
			if _, err := s.Apply(adventurous(st.Legal(nil), r).String()); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if s.Steps() > 0 && steps%3 == 0 { // a third of the chance steps: the game's length in Resumes is enough
			resumed, err := session.Resume(store)
			if err != nil {
				t.Fatal(err)
			}
			p, err := ResumePlay(resumed, &settings.Settings{Speed: 3}, nil)
			if err != nil {
				t.Fatal(err)
			}
			p.Leave()
			for s.Current() == horus.ChanceSeat { // the original game goes on to whoever acts next
				if _, err := s.StepChance(); err != nil {
					t.Fatal(err)
				}
			}
			next := s.Current()
			checked++
			switch {
			case next >= 0 && seats[next].IsHuman():
				if p.passFor != next && (p.passFor >= 0 || p.view != next) {
					t.Fatalf("step %d: Continue opens on view %d (cover for %d); %s acts next", s.Steps(), p.view, p.passFor, seats[next].Name)
				}
				if p.passFor == next {
					covered++
				}
			case p.view != -1 || p.passFor != -1:
				t.Fatalf("step %d: Continue opens on view %d (cover for %d) while the computer or nobody acts next (%d)", s.Steps(), p.view, p.passFor, next)
			}
			continue
		}
		if _, err := s.StepChance(); err != nil {
			t.Fatal(err)
		}
	}
	if checked < 20 || covered == 0 {
		t.Errorf("only %d chance steps checked, %d of them behind the cover: the test proves little", checked, covered)
	}
}

// TestReplayOfAGameInProgressShowsOnlyThePublicView: in a hot-seat game
// with Total Secrecy any player can quit to the title and open the game in
// progress in the replay viewer. There the View button offers no seat's
// own view (pressing it says why), no step line names a card that is
// still hidden from the table (the sarcophagi's deals, the cards drawn
// unseen), and Export refuses: the record would hold them all. Once the
// game is over, every seat's view is offered and the record exports.
func TestReplayOfAGameInProgressShowsOnlyThePublicView(t *testing.T) {
	sv := testSaves(t)
	st := settings.Defaults()
	cfg := testConfig(7, 2)
	cfg.TotalSecrecy = true
	p, err := StartPlay(cfg, &st, sv)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Leave()
	r := rand.New(rand.NewPCG(7, 3))
	for p.steps() < 200 {
		stepAny(t, p, r)
	}
	live := p.m.State
	m := scenes.NewManager(scenes.NewSavesScene(sv))
	clickOn(t, m, sv, &st, "The game in progress, so far")
	rp, ok := m.Current().(*scenes.Replay)
	if !ok {
		t.Fatalf("the game in progress opened %T", m.Current())
	}
	for range cfg.Seats {
		clickOn(t, m, sv, &st, "View: onlooker")
		if rp.View() != -1 {
			t.Fatalf("the View button shows seat %d's own view of a game in progress", rp.View())
		}
	}
	if !bad(rp) || !strings.Contains(note(rp), "over") {
		t.Errorf("pressing View says %q, not why only the onlooker's view is shown", note(rp))
	}
	hidden := map[string]bool{} // the codes of the cards the table may not see now
	for i, c := range live.Sarc {
		if c != horus.NoCard && live.SarcOpen&(1<<i) == 0 {
			hidden[c.String()] = true
		}
	}
	for q := range cfg.Seats {
		for c, ok := live.Players[q].Hand.Next(0); ok; c, ok = live.Players[q].Hand.Next(int(c) + 1) {
			if !live.Public.Has(c) {
				hidden[c.String()] = true
			}
		}
	}
	for c, ok := live.Public.Next(0); ok; c, ok = live.Public.Next(int(c) + 1) {
		delete(hidden, c.String()) // an identical card lies face up: its name tells nothing
	}
	for i := 1; i <= rp.Replayer().Len(); i++ {
		rp.Seek(i)
		for _, w := range strings.Fields(lastStep(rp)) {
			if hidden[w] {
				t.Fatalf("step %d is shown as %q: %s is hidden from the table", i, lastStep(rp), w)
			}
		}
	}
	before, _ := sv.Records.List("")
	clickOn(t, m, sv, &st, "Export record")
	if err := sv.Flush(); err != nil {
		t.Fatal(err)
	}
	after, _ := sv.Records.List("")
	if len(after) != len(before) || !bad(rp) || !strings.Contains(note(rp), "finished") {
		t.Fatalf("exporting the game in progress wrote %v and says %q", after, note(rp))
	}

	for !p.s.Over() {
		stepAny(t, p, r)
	}
	m = scenes.NewManager(scenes.NewEnd(p.s, p.saves))
	clickOn(t, m, sv, &st, "Watch the replay")
	rp = m.Current().(*scenes.Replay)
	seen := map[int]bool{}
	for range len(cfg.Seats) + 1 {
		clickOn(t, m, sv, &st, viewLabel(rp))
		seen[rp.View()] = true
	}
	if len(seen) != len(cfg.Seats)+1 {
		t.Errorf("the replay of a finished game offers the views %v", seen)
	}
	clickOn(t, m, sv, &st, "Export record")
	if bad(rp) {
		t.Errorf("a finished game does not export: %q", note(rp))
	}
}
