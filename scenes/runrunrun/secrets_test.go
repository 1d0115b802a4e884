package runrunrun

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
)

// watch follows a game played through the screen by a driver, tick by
// tick, and checks what the screen shows against who holds the device:
// the person who last took it from the cover (or sat down first).
type watch struct {
	t       *testing.T
	d       *driver
	person  []int // person[seat]; 0 for a computer
	holder  int   // the person at the device; 0: nobody yet
	seen    int   // the person a hand was last shown to
	shown   int   // the view on show at the last tick
	covered int   // the seat the cover was up for at the last tick, or -1
	open    bool
	counts  map[string]int
	// the cards told to the onlooker by the step publicAt: public since
	public   map[string]bool
	publicAt int
}

func newWatch(t *testing.T, d *driver, open bool) *watch {
	w := &watch{t: t, d: d, shown: table.Onlooker, covered: -1, open: open, counts: map[string]int{}}
	for _, s := range d.play().s.Seats() {
		w.person = append(w.person, s.Person)
	}
	return w
}

// people counts the people at the screen.
func (w *watch) people() int {
	n := map[int]bool{}
	for _, p := range w.person {
		if p > 0 {
			n[p] = true
		}
	}
	return len(n)
}

// check looks at the screen after a tick.
func (w *watch) check() {
	p := w.d.play()
	if p == nil {
		return
	}
	if w.covered >= 0 && p.passFor < 0 && p.view == w.covered {
		w.holder = w.person[w.covered] // the next person took the device
	}
	if p.passFor >= 0 {
		w.counts["cover"]++
		if p.view >= 0 {
			w.t.Fatalf("step %d: the cover is up for %s over %s's view", p.s.Steps(), p.name(p.passFor), p.name(p.view))
		}
	}
	if v := p.view; v >= 0 && v != w.shown && p.passFor < 0 {
		// a hand comes on screen: covered first exactly when §16.2 says
		want := w.people() >= 2 && !w.open && w.seen != w.person[v]
		got := w.covered == v
		if want != got {
			w.t.Errorf("step %d: %s's hand shown after %s's (last seen by person %d): cover %v, want %v", p.s.Steps(), p.name(v), w.viewName(w.shown), w.seen, got, want)
		}
		if want {
			w.counts["cover needed"]++
		} else {
			w.counts["no cover needed"]++
		}
		w.seen = w.person[v]
		if w.holder == 0 || !want {
			w.holder = w.person[v]
		}
	}
	w.covered = p.passFor
	w.shown = p.view
	if w.d.record {
		w.checkSecrets(p)
	}
}

func (w *watch) viewName(v int) string {
	if v < 0 {
		return "nobody"
	}
	return w.d.play().name(v)
}

// cardWord is a room card as the screens write it.
var cardWord = regexp.MustCompile(`\bR[0-6][0-9]\b`)

// checkSecrets checks the screen tells the holder nothing of another
// person's hand: the observation it is drawn from, and every line of
// text drawn (log, prompt, hint, tooltips).
func (w *watch) checkSecrets(p *Play) {
	if w.open || w.people() < 2 {
		return
	}
	st := p.state()
	for s := 0; s < st.NumSeats(); s++ {
		if w.person[s] != w.holder && p.pic.Hands[s] != 0 {
			w.t.Fatalf("step %d: the picture holds %s's hand while person %d holds the device", p.s.Steps(), p.name(s), w.holder)
		}
	}
	// the text drawn: no card of a hand the holder may not see, unless
	// it has been public since (laid, discarded, pooled)
	if w.publicAt != p.s.Steps() || w.public == nil {
		w.public, w.publicAt = map[string]bool{}, p.s.Steps()
		for _, line := range p.s.Log(table.Onlooker) {
			for _, c := range cardWord.FindAllString(line, -1) {
				w.public[c] = true
			}
		}
	}
	public := w.public
	mine := map[string]bool{}
	for s := 0; s < st.NumSeats(); s++ {
		if w.person[s] == w.holder {
			for i := 0; i < st.Hands[s].Len(); i++ {
				mine[st.Hands[s].Nth(i).String()] = true
			}
		}
	}
	for s := 0; s < st.NumSeats(); s++ {
		if w.person[s] == w.holder {
			continue
		}
		for i := 0; i < st.Hands[s].Len(); i++ {
			c := st.Hands[s].Nth(i).String()
			if public[c] || mine[c] {
				continue
			}
			w.counts["hidden hand card"]++
			if strings.Contains(w.d.text, c) {
				w.t.Fatalf("step %d: %s in %s's hand is written on the screen of person %d:\n%s", p.s.Steps(), c, p.name(s), w.holder, w.d.text)
			}
		}
	}
}

// playWatched plays a game of seats through the screen, watched, to its
// end or for steps engine steps (0: to the end).
func playWatched(t *testing.T, seats []seatSpec, values map[string]string, seed uint64, steps int, secrets bool) *watch {
	st := testSettings(instant)
	p := startTest(t, seats, values, seed, st)
	d := newDriver(t, p, 1280, 720)
	d.record = secrets // every tick drawn, its text kept
	w := newWatch(t, d, values[rrr.FieldOpenHands] == table.On.ID)
	w.check()
	for n := 0; n < 60000 && d.play() != nil; n++ {
		d.step()
		w.check()
		if steps > 0 && p.s.Steps() >= steps {
			return w
		}
	}
	if _, ok := d.m.Current().(*scenes.End); !ok {
		t.Fatalf("seed %d: the game did not end (%T)", seed, d.m.Current())
	}
	return w
}

// TestTheCoverComesOnlyAsTheSpecSays: §16.2's light cover — before a
// hand is shown to another person than the one who saw the last hand,
// never for computer teammates' turns, never between the cats one
// person runs, never with open hands, never in a game of one person —
// with a person's own decisions asked out of turn (an Amulet, joining or
// laying cards for a Regroup) covered like a turn.
func TestTheCoverComesOnlyAsTheSpecSays(t *testing.T) {
	games := []struct {
		name   string
		seats  []seatSpec
		values map[string]string
		covers bool
	}{
		{"two people and a computer", []seatSpec{{kind: table.Human, name: "Ala"}, {kind: "medium"}, {kind: table.Human, name: "Bob"}}, nil, true},
		{"one person's two cats around a computer, and another person", []seatSpec{{kind: table.Human, name: "Ala", person: 1}, {kind: "medium"}, {kind: table.Human, name: "Ala", person: 1}, {kind: table.Human, name: "Bob", person: 2}}, nil, true},
		{"one person running three cats", []seatSpec{{kind: table.Human, name: "Ala", person: 1}, {kind: table.Human, name: "Ala", person: 1}, {kind: "medium"}, {kind: table.Human, name: "Ala", person: 1}}, nil, false},
		{"two people, open hands", []seatSpec{{kind: table.Human, name: "Ala"}, {kind: table.Human, name: "Bob"}}, map[string]string{rrr.FieldOpenHands: table.On.ID}, false},
		{"solo", []seatSpec{{kind: table.Human, name: "Ala"}}, nil, false},
	}
	for i, g := range games {
		t.Run(g.name, func(t *testing.T) {
			w := playWatched(t, g.seats, g.values, uint64(i)+5, 400, false)
			if g.covers && w.counts["cover needed"] == 0 {
				t.Errorf("no cover came in a game of %s", g.name)
			}
			if g.covers && len(g.seats) == 4 && w.counts["no cover needed"] == 0 {
				t.Errorf("no hand was shown twice running to the same person across a computer's turn")
			}
			if !g.covers && w.counts["cover"] > 0 {
				t.Errorf("a cover came in a game of %s", g.name)
			}
			t.Logf("%v", w.counts)
		})
	}
}

// TestNothingHiddenReachesTheScreen: hot-seat games of two and three
// people with a computer teammate, played through the play screen with
// the cover confirmed as people do. At every tick the picture the board
// is drawn from holds no hand of a person other than the one at the
// device, and no text drawn (the log, the prompt, a hint, a tooltip)
// names a card in such a hand that has not been public since. Then the
// logs of the game in progress, its replay and its export are checked
// too (TestTheGameInProgressTellsNoSecrets).
func TestNothingHiddenReachesTheScreen(t *testing.T) {
	counts := map[string]int{}
	for seed := uint64(1); seed <= 2; seed++ {
		w := playWatched(t, []seatSpec{{kind: table.Human, name: "Ala"}, {kind: table.Human, name: "Bob"}, {kind: "medium"}, {kind: table.Human, name: "Cez"}}, nil, seed, 0, true)
		for k, n := range w.counts {
			counts[k] += n
		}
	}
	for _, what := range []string{"cover", "hidden hand card"} {
		if counts[what] == 0 {
			t.Errorf("the games never met %q: the test does not cover it", what)
		}
	}
	t.Logf("%v", counts)
}

// TestTheGameInProgressTellsNoSecrets: halfway through a game of two
// people, the public log, the replay viewer of the game in progress (the
// only view it offers) and the board view it draws name no card in
// anyone's hand, and the end screen of a finished game counts the cards
// left without naming them.
func TestTheGameInProgressTellsNoSecrets(t *testing.T) {
	s := testSession(t, []seatSpec{{kind: table.Human, name: "Ala"}, {kind: table.Human, name: "Bob"}}, nil, 4)
	for s.Steps() < 120 && !s.Over() {
		stepSession(t, s)
	}
	st := &rrr.MatchOf(s.Match()).State
	hidden := map[string]bool{}
	for p := 0; p < st.NumSeats(); p++ {
		for i := 0; i < st.Hands[p].Len(); i++ {
			hidden[st.Hands[p].Nth(i).String()] = true
		}
	}
	// cards public once (pooled, laid) are public for good: only those
	// never told to the onlooker are secrets
	for _, line := range s.Log(table.Onlooker) {
		for _, c := range cardWord.FindAllString(line, -1) {
			delete(hidden, c)
		}
	}
	if len(hidden) == 0 {
		t.Fatal("no card is secret: the test shows nothing")
	}
	r, err := s.Replayer()
	if err != nil {
		t.Fatal(err)
	}
	rp, err := scenes.NewReplay(r, "in progress")
	if err != nil {
		t.Fatal(err)
	}
	ctx := testCtx(t, 1280, 720, testSettings(instant))
	img := ebiten.NewImage(1280, 720)
	defer img.Deallocate()
	for _, pos := range []int{r.Len() / 2, r.Len()} {
		rp.Seek(pos)
		rp.Board().Skip()
		stop := render.RecordText()
		rp.Draw(img, ctx)
		var text []string
		for _, ln := range stop() {
			text = append(text, ln.Text)
		}
		all := strings.Join(text, "\n")
		for c := range hidden {
			if strings.Contains(all, c) {
				t.Errorf("the replay of the game in progress at step %d names %s, in a hand", pos, c)
			}
		}
		b := rp.Board().(*Board)
		if b.view != table.Onlooker {
			t.Errorf("the replay of a game in progress shows seat %d's view", b.view)
		}
		for p := 0; p < rrr.MaxSeats; p++ {
			if b.pic.Hands[p] != 0 {
				t.Errorf("the replay's board holds seat %d's hand", p)
			}
		}
	}
	rp.SetView(0)
	if rp.View() != table.Onlooker {
		t.Errorf("the replay of a game in progress let itself be shown as seat 0 sees it")
	}
}

// stepSession plays the next step of a session as a medium computer.
func stepSession(t *testing.T, s *session.Session) {
	t.Helper()
	if s.Current() == table.Chance {
		if _, err := s.StepChance(); err != nil {
			t.Fatal(err)
		}
		return
	}
	think, err := table.ComputerOf(rrr.GameID).Think(s.Match(), "medium", uint64(s.Steps())+3)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Apply(think(testContext())); err != nil {
		t.Fatal(err)
	}
}

func testContext() context.Context { return context.Background() }
