package pengqueen

import (
	"context"
	"fmt"
	"math/rand/v2"
	"regexp"
	"runtime"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
)

// The leak test (spec §9.1–9.4): seeded games of a human Mummy, people
// and a computer hunting, with every help on, played through the play
// screen as people play them (the cover lifted by its button, every step
// a click). On every screen a person decides at, and on every cover,
// what the screen shows is checked against what the side at the screen
// may know, from the state itself: on the Mummy's side no hunter's square
// that the announcements do not give away, no die face, no path, no card
// in a hand, in the board she is drawn from, in its events and in every
// line of text drawn (the log, the prompt, her hints); on the hunters'
// side none of her notes or sight, and a hand open only for its owner
// while the owner acts; on the cover nothing of either view. The side on
// screen never changes without the cover between the Mummy and a
// hunter. Now and then Continue (it opens behind the cover) and the
// replay of the game in progress (only the public view) are checked too.

func TestNothingHiddenReachesTheScreen(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	img := ebiten.NewImage(1280, 720)
	defer img.Deallocate()
	counts := map[string]int{}
	for seed := uint64(1); seed <= 2; seed++ {
		g := &leakGame{t: t, seed: seed, img: img, counts: counts}
		g.play()
	}
	t.Logf("paths met: %v", counts)
	for _, what := range []string{"mummy screen", "hunters screen", "cover", "mummy hint", "hunter hint", "hand open", "notes", "continue", "replay", "hidden square", "hidden card"} {
		if counts[what] == 0 {
			t.Errorf("the games never met %q: the test does not cover it", what)
		}
	}
}

// leakGame is one game's walk.
type leakGame struct {
	t      *testing.T
	seed   uint64
	img    *ebiten.Image
	p      *Play
	m      *scenes.Manager
	ctx    *scenes.Context
	counts map[string]int
	side   int // the side last on screen (-2: the cover)
}

func (g *leakGame) play() {
	t := g.t
	su := table.Setup{Values: map[string]string{pq.AssistSight: "on", pq.AssistNotes: "on", pq.AssistDanger: "on"}}
	for i, k := range []string{table.Human, table.Human, "easy", table.Human} {
		ss := table.SeatSetup{Kind: k}
		if k == table.Human {
			ss.Person = i + 1
		}
		su.Seats = append(su.Seats, ss)
	}
	s, err := session.New(session.Config{Game: pq.GameID, Setup: su, Seed: g.seed})
	if err != nil {
		t.Fatal(err)
	}
	st := instant()
	g.p, g.m = newTestPlay(t, s, st)
	g.ctx = testCtx(1280, 720, st)
	g.side = -3
	var pp person
	decisions := 0
	for i := 0; i < 300000 && !s.Over(); i++ {
		g.checkSides()
		covered := g.p.cover.passFor >= 0 && g.p.cover.door >= 1
		_, acting := g.p.acting()
		if covered || acting {
			if acting && (decisions%25 == 0 || g.p.view > 0 && decisions%9 == 4) {
				g.hint()
			}
			if acting {
				decisions++
				if g.p.view == pq.MummySeat && decisions%7 == 0 {
					g.p.notes.toggle(pq.SquareAt(12, 6)) // a note, for the hunters not to see
					g.p.syncNotes()
					g.counts["notes"]++
				}
				if g.p.view > 0 && decisions%3 == 0 && !g.p.hand.open {
					g.p.hand.toggle(g.p.view)
				}
			}
			g.checkScreen()
			if decisions%90 == 89 {
				g.checkContinue()
				g.checkReplay()
			}
		}
		g.ctx.In.Intents = pp.intents(t, g.p, g.ctx, "easy", uint64(i))
		if err := g.m.Update(g.ctx); err != nil {
			t.Fatal(err)
		}
		g.checkHand()
		runtime.Gosched()
	}
	if !s.Over() {
		t.Fatalf("seed %d: the game did not end", g.seed)
	}
}

// checkSides: the side on screen never changes between the Mummy's and
// the hunters' without the cover; the cover waits for the other side.
func (g *leakGame) checkSides() {
	p := g.p
	side := -2
	if p.cover.passFor < 0 {
		side = p.sideOf(p.view)
	} else if g.side >= 0 && p.sideOf(p.cover.passFor) == g.side {
		g.t.Fatalf("seed %d step %d: the cover waits for seat %d, of the side on screen", g.seed, p.s.Steps(), p.cover.passFor)
	}
	if g.side == -3 && side != -2 {
		g.t.Fatalf("seed %d: a game of a human Mummy and human hunters starts without the cover", g.seed)
	}
	if g.side >= 0 && side >= 0 && side != g.side {
		g.t.Fatalf("seed %d step %d: the screen went from side %d to side %d without the cover", g.seed, p.s.Steps(), g.side, side)
	}
	if side == -2 && g.side != -2 {
		g.counts["cover"]++
	}
	g.side = side
}

// hint asks for a hint and waits for it (it is worked out off the UI
// thread).
func (g *leakGame) hint() {
	p := g.p
	p.askHint()
	for i := 0; i < 100000 && p.hint.asking != nil; i++ {
		p.pollHint()
		runtime.Gosched()
	}
	if p.view == pq.MummySeat {
		// her hint is the same in every match she cannot tell from this
		// one: it reads nothing but her observation
		work, err := p.s.Hint()
		if err != nil {
			g.t.Fatal(err)
		}
		step, why, _ := work(context.Background())
		for k := uint64(0); k < 1; k++ {
			m := p.s.Match().Resample(pq.MummySeat, rand.New(rand.NewPCG(g.seed, k)))
			step2, why2, err := table.ComputerOf(pq.GameID).Hint(context.Background(), m)
			if err != nil {
				g.t.Fatal(err)
			}
			if step2 != step || fmt.Sprint(why2) != fmt.Sprint(why) {
				g.t.Fatalf("seed %d step %d: the Mummy's hint %s (%v) becomes %s (%v) when only what she cannot see changes", g.seed, p.s.Steps(), step, why, step2, why2)
			}
		}
		g.counts["mummy hint"]++
	} else {
		// the other hunter at the screen may not learn this hand from
		// the hint while it is face down
		st := &pq.MatchOf(p.s.Match()).State
		if cur := p.s.Current(); cur > 0 && !(p.hand.open && p.hand.seat == cur) {
			for c := pq.Card(0); c < pq.NumCards; c++ {
				if st.Hands[cur-1].Has(c) && strings.Contains(p.prompt.note, pq.CardName(c)) {
					g.t.Fatalf("seed %d step %d: the hint names the %s in a hand face down: %q", g.seed, p.s.Steps(), pq.CardName(c), p.prompt.note)
				}
			}
		}
		g.counts["hunter hint"]++
	}
}

// checkHand: a hand is open only for the hunter acting, on their view.
func (g *leakGame) checkHand() {
	p := g.p
	if !p.hand.open {
		return
	}
	if cur := p.s.Current(); cur != p.hand.seat && cur >= 0 || p.view != p.hand.seat {
		g.t.Fatalf("seed %d step %d: seat %d's hand is open while seat %d acts and seat %d's view is shown", g.seed, p.s.Steps(), p.hand.seat, p.s.Current(), p.view)
	}
	g.counts["hand open"]++
}

// squareWord finds a square's name as a word.
func squareWord(q pq.Square) *regexp.Regexp {
	return regexp.MustCompile(`\b` + q.String() + `\b`)
}

// secretsFromMummy are the squares of the hunters she cannot know and
// the cards in their hands, from the state (not from what is checked).
func (g *leakGame) secretsFromMummy() (squares []pq.Square, cards []string) {
	m := g.p.s.Match()
	st := &pq.MatchOf(m).State
	pub := observe(m, table.Onlooker)
	said := strings.Join(g.p.s.Log(table.Onlooker), "\n")
	for p := 0; p < st.NumPieces(); p++ {
		q := st.Pieces[p].Square
		switch {
		case st.Pieces[p].Out || !q.Valid() || q == pq.Entrance() || q == pq.Sarcophagus():
		case pub.Sight[p].Len() <= 1:
		case squareWord(q).MatchString(said) || q == pub.Mummy:
		default:
			squares = append(squares, q)
			g.counts["hidden square"]++
		}
	}
	for h := 0; h < st.NumSeats()-1; h++ {
		for c := pq.Card(0); c < pq.NumCards; c++ {
			if st.Hands[h].Has(c) {
				cards = append(cards, pq.CardName(c))
				g.counts["hidden card"]++
			}
		}
	}
	return squares, cards
}

// drawn draws the screen and returns every line of text on it.
func (g *leakGame) drawn() string {
	g.m.Draw(g.img, g.ctx)
	stop := render.RecordText()
	g.m.Draw(g.img, g.ctx)
	var lines []string
	for _, ln := range stop() {
		lines = append(lines, ln.Text)
	}
	return strings.Join(lines, "\n")
}

// checkScreen checks what the screen shows now.
func (g *leakGame) checkScreen() {
	p, t := g.p, g.t
	where := fmt.Sprintf("seed %d step %d", g.seed, p.s.Steps())
	// the Mummy's hint names where her deduction says a hunter likely is,
	// which may be right: it is checked apart (hint), for telling nothing
	// her observation does not
	note := p.prompt.note
	if p.hint.at == p.s.Steps() {
		p.prompt.note = ""
	}
	text := g.drawn() + "\n" + p.prompt.note + "\n" + p.message
	p.prompt.note = note
	squares, cards := g.secretsFromMummy()
	mummyMayNotSee := func(what string) {
		for _, q := range squares {
			if squareWord(q).MatchString(text) {
				loc := squareWord(q).FindStringIndex(text)
				t.Fatalf("%s: %s names %s, a hunter's square she cannot know: %q", where, what, q, text[max(0, loc[0]-80):min(len(text), loc[1]+40)])
			}
		}
		for _, c := range cards {
			if strings.Contains(text, c) {
				t.Fatalf("%s: %s names the %s, a card in a hand", where, what, c)
			}
		}
	}
	if p.cover.passFor >= 0 {
		mummyMayNotSee("the cover")
		if regexp.MustCompile(`\b[A-Y]1?[0-9]\b`).MatchString(text) {
			t.Fatalf("%s: the cover names a square:\n%s", where, text)
		}
		return
	}
	b := p.board()
	switch {
	case p.view == pq.MummySeat:
		g.counts["mummy screen"]++
		mummyMayNotSee("the Mummy's screen")
		for _, o := range []*pq.Observation{&b.obs, &b.mo, &b.tail} {
			for q := 0; q < pq.MaxPieces; q++ {
				if o.Pieces[q].Square.Valid() {
					t.Fatalf("%s: the Mummy's board holds piece %d's square", where, q)
				}
			}
			if o.Faces != [pq.NumDice]pq.Face{} {
				t.Fatalf("%s: the Mummy's board holds the dice's faces %v", where, o.Faces)
			}
		}
		for _, e := range b.events {
			if e.Kind == pq.EvDie || e.Kind == pq.EvDealt && e.Card != pq.NoCard || e.Kind == pq.EvMoved && (e.From.Valid() || e.To.Valid()) {
				t.Fatalf("%s: the Mummy's board was told %v", where, e.Event)
			}
		}
	case pq.IsHunter(p.view, int(b.obs.Opt.Players)):
		g.counts["hunters screen"]++
		if opt := b.sceneOptions(); len(opt.Notes) > 0 || opt.Sight || b.sightHint || p.hintSight() {
			t.Fatalf("%s: the hunters' view shows the Mummy's notes or sight", where)
		}
		if p.hint.step != "" && p.hint.at == p.s.Steps() && strings.HasPrefix(p.hint.step, "step") {
			t.Fatalf("%s: the Mummy's hint is on the hunters' screen", where)
		}
	}
}

// checkContinue: the game saved now resumes behind the cover.
func (g *leakGame) checkContinue() {
	data, err := g.p.s.Encode()
	if err != nil {
		g.t.Fatal(err)
	}
	s, err := session.Decode(data)
	if err != nil {
		g.t.Fatal(err)
	}
	p := newPlay(s, instant(), nil)
	defer p.Leave()
	if p.cover.passFor < 0 {
		g.t.Fatalf("seed %d step %d: Continue shows seat %d's view without the cover", g.seed, g.p.s.Steps(), p.view)
	}
	g.counts["continue"]++
}

// checkReplay: the replay of the game in progress shows only the public
// view, which names no hidden square and no card in a hand.
func (g *leakGame) checkReplay() {
	r, err := g.p.s.Replayer()
	if err != nil {
		g.t.Fatal(err)
	}
	rp, err := scenes.NewReplay(r, "in progress")
	if err != nil {
		g.t.Fatal(err)
	}
	rp.SetView(1)
	rp.Seek(r.Len())
	if rp.View() != table.Onlooker {
		g.t.Fatalf("seed %d: the replay of the game in progress shows seat %d's view", g.seed, rp.View())
	}
	b := rp.Board().(*Board)
	for q := 0; q < pq.MaxPieces; q++ {
		if b.obs.Pieces[q].Square.Valid() {
			g.t.Fatalf("seed %d: the replay's public view holds piece %d's square", g.seed, q)
		}
	}
	m := scenes.NewManager(rp)
	ctx := testCtx(1280, 720, instant())
	for i := 0; i < 3; i++ {
		ctx.In.Intents = []input.Intent{{Kind: input.End, Dev: input.Keyboard}}
		_ = m.Update(ctx)
	}
	m.Draw(g.img, ctx)
	stop := render.RecordText()
	m.Draw(g.img, ctx)
	var text strings.Builder
	for _, ln := range stop() {
		text.WriteString(ln.Text + "\n")
	}
	squares, cards := g.secretsFromMummy()
	for _, q := range squares {
		if squareWord(q).MatchString(text.String()) {
			g.t.Fatalf("seed %d: the replay of the game in progress names %s", g.seed, q)
		}
	}
	for _, c := range cards {
		if strings.Contains(text.String(), c) {
			g.t.Fatalf("seed %d: the replay of the game in progress names the %s", g.seed, c)
		}
	}
	g.counts["replay"]++
}
