package pengqueen

import (
	"strconv"
	"strings"
	"testing"

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
