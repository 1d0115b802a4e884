package pengqueen

import (
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pyramid-studio/pyramid/client/input"
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
	"github.com/pyramid-studio/pyramid/stats"
)

// finishedGame is a game of people and a computer played to its end.
func finishedGame(t *testing.T, seed uint64) *session.Session {
	t.Helper()
	s := newSession(t, seed, table.Human, table.Human, "easy", table.Human)
	advance(t, s, 30000, func(*pq.Observation) bool { return false })
	if !s.Over() {
		t.Fatal("the game did not end")
	}
	return s
}

// TestTheGameIsOfferedOnTheTitle: the title offers Pyramid of Pengqueen
// (it has screens), with its card and how far a saved game has got.
func TestTheGameIsOfferedOnTheTitle(t *testing.T) {
	found := false
	for _, g := range scenes.Playable() {
		found = found || g.Info().ID == pq.GameID
	}
	if !found {
		t.Fatal("Pyramid of Pengqueen is not offered on the title")
	}
	sc, _ := scenes.ScreensOf(pq.GameID)
	s := newSession(t, 2, table.Human, "easy", "easy")
	advance(t, s, 400, func(o *pq.Observation) bool { return o.Round >= 3 })
	if got := sc.Progress(s.Match()); !strings.Contains(got, "round 3") || !strings.Contains(got, "torches") {
		t.Errorf("progress %q", got)
	}
}

// TestTheReplayViewerStepsTheBoard: the shell's replay viewer steps a
// finished game through the game's board view in every seat's view and
// the public one, the log telling each step as that view may read it;
// the Mummy's view of a finished game shows the hunters only once the
// game is over.
func TestTheReplayViewerStepsTheBoard(t *testing.T) {
	s := finishedGame(t, 3)
	r, err := session.NewReplayer(s.Export(), nil)
	if err != nil {
		t.Fatal(err)
	}
	rp, err := scenes.NewReplay(r, "test")
	if err != nil {
		t.Fatal(err)
	}
	m := scenes.NewManager(rp)
	ctx := testCtx(1280, 720, instant())
	for _, v := range []int{table.Onlooker, 0, 1, 2, 3} {
		rp.SetView(v)
		rp.Seek(0)
		b := rp.Board().(*Board)
		for i := 0; i < r.Len(); i += 7 {
			rp.Seek(i)
			b.Tick(0, nil)
			if !b.obs.Over && v <= 0 {
				for p := range b.obs.Pieces {
					if b.obs.Pieces[p].Square.Valid() {
						t.Fatalf("view %d step %d: piece %d's square is shown to the Mummy's side", v, i, p)
					}
				}
			}
		}
		ctx.In.Intents = []input.Intent{{Kind: input.End, Dev: input.Keyboard}}
		_ = m.Update(ctx)
		lines := b.Lines(rp.Shown())
		if len(lines) == 0 {
			t.Fatalf("view %d: the log tells nothing of a whole game", v)
		}
		last := lines[len(lines)-1].Text
		if !strings.Contains(last, "wins") {
			t.Errorf("view %d: the log's last line is %q, not who won", v, last)
		}
		if w := b.StepWords(r.Step(1), r.EventsOf(1)); w == "" {
			t.Errorf("view %d: the first step has no words", v)
		}
	}
}

// TestTheStatisticsCountTheSidesByPlayerCount: the game's statistics
// page counts the wins of each side, in all and at each player count,
// and the seats by role and by who played them.
func TestTheStatisticsCountTheSidesByPlayerCount(t *testing.T) {
	st := stats.New()
	won := map[string]int{}
	for seed := uint64(1); seed <= 4; seed++ {
		s := finishedGame(t, seed)
		sum, err := pq.Game.Summarize(s.Export())
		if err != nil {
			t.Fatal(err)
		}
		st.Add(sum)
		won[sum.Facts[pq.FactWinnerSide]]++
	}
	page := &pqStats{g: st.Games[pq.GameID]}
	rows := page.sideRows()
	if len(rows) != 2 || rows[0][1] != "4" || rows[1][0] != "4 players" || rows[1][1] != "4" {
		t.Fatalf("sides: %v", rows)
	}
	if !strings.HasPrefix(rows[0][2], strconv.Itoa(won["mummy"])+" ") || rows[0][2] != rows[1][2] {
		t.Errorf("the Mummy's wins %v, want %d", rows, won["mummy"])
	}
	seats := page.seatRows()
	if len(seats) < 3 || seats[0][0] != "Mummy" || seats[0][1] != "4" || seats[1][1] != "12" {
		t.Errorf("seats: %v", seats)
	}
	if v := page.Views(); len(v) != 2 {
		t.Errorf("views without a game just played: %v", v)
	}
}

// TestTheResultTurnsEveryHandUp: the end screen says who won and why, and
// the Mummy's sight when it was on.
func TestTheResultTurnsEveryHandUp(t *testing.T) {
	s := finishedGame(t, 5)
	r := newResult(s.Match(), s.Seats())
	o := observe(s.Match(), table.Onlooker)
	if !o.Over {
		t.Fatal("not over")
	}
	head := r.Headline()
	if o.Winner == pq.MummySeat && head != "The Mummy wins" || o.Winner != pq.MummySeat && !strings.HasSuffix(head, "wins") {
		t.Errorf("headline %q (winner %d)", head, o.Winner)
	}
	if r.why() == "" {
		t.Error("no reason")
	}
	cards := 0
	for h := 0; h < 3; h++ {
		cards += o.Hands[h].Cards.Len() + o.Hands[h].Shown.Len()
	}
	if cards == 0 {
		t.Error("the end screen's observation shows no hand")
	}
}

// TestTheHintIsWorkedOutOffTheUIThread: asking for a hint returns at
// once (the screen says it is looking), the screen goes on updating, and
// the hint shows when it comes: for a hunter, its die and square are
// chosen for the Announce button; for the Mummy, where the hunters may be
// is shaded. A hint for a step already played is dropped.
func TestTheHintIsWorkedOutOffTheUIThread(t *testing.T) {
	s := newSession(t, 6, table.Human, table.Human, "easy")
	advance(t, s, 500, func(o *pq.Observation) bool { return o.Round >= 2 && o.Current == 1 && o.Phase == pq.PhaseChoose })
	p, m := newTestPlay(t, s, instant())
	ctx := testCtx(1280, 720, instant())
	uncover(p, 1)
	for i := 0; i < 20; i++ {
		_ = m.Update(ctx)
	}
	if _, ok := p.acting(); !ok {
		t.Fatal("the hunter is not deciding")
	}
	start := time.Now()
	ctx.In.Intents = []input.Intent{{Kind: input.Hint, Dev: input.Keyboard}}
	_ = m.Update(ctx)
	if d := time.Since(start); d > 50*time.Millisecond {
		t.Errorf("asking for a hint held the screen for %v", d)
	}
	if p.prompt.note != "Looking for a hint…" {
		t.Errorf("while the hint is worked out the prompt says %q", p.prompt.note)
	}
	ctx.In.Intents = nil
	for i := 0; i < 100000 && p.hint.asking != nil; i++ {
		_ = m.Update(ctx)
		runtime.Gosched()
	}
	if !strings.HasPrefix(p.prompt.note, "Hint: ") {
		t.Fatalf("the hint did not come: %q", p.prompt.note)
	}
	if p.hint.step == "" || strings.HasPrefix(p.hint.step, "move") && (p.prompt.face == pq.FaceNone || !p.prompt.dest.Valid()) {
		t.Errorf("the hinted move %q is not chosen (die %v, square %v)", p.hint.step, p.prompt.face, p.prompt.dest)
	}
	// a hint asked at a step already played is dropped
	p.askHint()
	_ = p.apply(p.legal()[len(p.legal())-1])
	for i := 0; i < 100000 && p.hint.asking != nil; i++ {
		p.pollHint()
		runtime.Gosched()
	}
	if p.hint.at == p.s.Steps() {
		t.Error("a hint for a step already played was shown")
	}
}
