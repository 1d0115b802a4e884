package horus

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/saves"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/client/world"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
)

// The leak test: seeded hot-seat games under Total Secrecy, a computer and
// three people, played through the play scene as people play them (the
// pass-the-device cover confirmed, computers thinking on their
// goroutines). At every step, everything that the screen may show about a
// seat is collected and checked against what the viewer at the screen may
// know: the text drawn on the play screen or its cover, the observation
// and the world it is drawn from (the cards and block numbers in the
// pixels), the events as the log tells them, the on-screen log in full
// (scrolled or not), the session's log for every seat and an onlooker,
// the save's log, the hints, the Replays list and the replay viewer of the
// game in progress in every view it offers, its export, Continue, and the
// end screen. Nothing hidden from the viewer may appear: no card in
// another seat's hand or Bag that the viewer has not seen, no card in a
// face-down sarcophagus the viewer has not read, no block number the
// viewer did not peek at. Hidden means hidden now, in the live game: the
// game in progress may be replayed from its start by anyone at the table.

// leakGame is one game's walk; counts says how often each path and each
// kind of secret was met, for the coverage check.
type leakGame struct {
	t      *testing.T
	seed   uint64
	sv     *saves.Saves
	st     *settings.Settings
	m      *scenes.Manager
	p      *Play
	ctx    *scenes.Context
	img    *ebiten.Image
	holder int // the person who last took the device (-1: nobody yet)
	// the steps at which the logs and the replays were last checked in full
	logsAt, replaysAt, chanceAt, resampledAt int
	counts                                   map[string]int
}

func TestNothingHiddenReachesTheScreen(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	counts := map[string]int{}
	img := ebiten.NewImage(1280, 720)
	defer img.Deallocate()
	for seed := uint64(1); seed <= 3; seed++ {
		g := &leakGame{t: t, seed: seed, img: img, counts: counts, holder: -1}
		g.play()
	}
	t.Logf("paths and secrets met: %v", counts)
	for _, what := range []string{
		"screen", "cover", "hint", "full logs", "replay view", "replay export", "continue", "continue at a chance step", "end screen", "resampled",
		"hidden hand card", "hidden card in a Bag", "sarcophagus read", "block peeked",
	} {
		if counts[what] == 0 {
			t.Errorf("the games never met %q: the test does not cover it", what)
		}
	}
}

// play plays the game to its end, checking at every step.
func (g *leakGame) play() {
	t := g.t
	g.sv = testSaves(t)
	st := settings.Defaults()
	// Computers at instant speed; people's steps at normal speed, so that
	// the game waits at the chance step after a search or a roll (the
	// animations are skipped all the same) and Continue can be tried there.
	st.Speed, st.BotSpeed = 1, len(settings.Speeds)
	g.st = &st
	cfg := GameConfig{Seed: g.seed, TotalSecrecy: true, AlternateMummies: g.seed%2 == 0, Seats: []SeatConfig{
		{Level: "random", Adventurer: []horus.Adventurer{0, 2, 5, 7}[g.seed%4]}, // Gore, Sarti, Ardila or Rice
		{Human: true, Adventurer: 1, Name: "Ann"},                               // Rasputin: Clairvoyance peeks at a block
		{Human: true, Adventurer: 6, Name: "Ben"},                               // Wahab: Linguistics reads a sarcophagus
		{Human: true, Adventurer: 4, Name: "Cleo"},                              // Chartier
	}}
	p, err := StartPlay(cfg, g.st, g.sv)
	if err != nil {
		t.Fatal(err)
	}
	g.p, g.m = p, scenes.NewManager(p)
	defer func() { g.m.Leave() }()
	r := rand.New(rand.NewPCG(g.seed, 0x1eac))
	decisions := 0
	for ticks := 0; ticks < 200000; ticks++ {
		if _, over := g.m.Current().(*scenes.End); over {
			break
		}
		if g.p.passFor >= 0 {
			g.checkPlay("cover")
			g.holder = g.p.passFor
			g.tick(input.Intent{Kind: input.Confirm})
			continue
		}
		cur := g.p.m.State.Current()
		if cur >= 0 && !g.p.computer(cur) && cur == g.p.view && !g.p.world.Busy() && g.p.wait == 0 {
			if len(g.p.humans()) > 1 && g.p.private(cur) && g.holder != cur {
				t.Fatalf("seed %d step %d: %s's private view is on screen, but %s took the device last", g.seed, g.p.steps(), g.p.who(cur), g.name(g.holder))
			}
			g.holder = cur
			g.checkPlay("screen")
			if decisions%4 == 0 {
				hintNow(g.p, cur)
				g.checkText("hint", cur, []string{g.p.ctl.note})
			}
			decisions++
			steps := g.p.steps()
			x, y := g.choose(cur, r)
			g.tick(input.Intent{Kind: input.Click, X: x, Y: y})
			if g.p.ask != nil { // ending the turn asks first: the person means it
				x, y = g.p.askTargets()[askEnd].Rect.Center()
				g.tick(input.Intent{Kind: input.Click, X: x, Y: y})
			}
			if g.p.steps() == steps {
				t.Fatalf("seed %d step %d: the click at %.0f,%.0f played nothing (%s)", g.seed, steps, x, y, g.p.message)
			}
			g.afterStep()
			continue
		}
		steps := g.p.steps()
		g.p.world.Skip()
		g.p.wait = 0
		g.tick()
		if g.p.steps() != steps {
			g.afterStep()
		} else if g.p.turns.Thinking() {
			time.Sleep(100 * time.Microsecond) // a computer is thinking on its goroutine
		}
	}
	e, ok := g.m.Current().(*scenes.End)
	if !ok {
		t.Fatalf("seed %d: the game did not end (%d steps)", g.seed, g.p.steps())
	}
	g.checkDrawn("end screen", -1, e)
}

// choose picks what the person at the screen clicks: one of the offers
// on the prompt's page on show or on the board, as leakChoice prefers.
func (g *leakGame) choose(cur int, r *rand.Rand) (x, y float64) {
	g.p.buildTargets(cur)
	var offered []horus.Action
	where := map[horus.Action]layout.Rect{}
	for _, tg := range g.p.targets {
		if tg.kind != tDie && tg.page == 0 {
			offered = append(offered, tg.act)
			where[tg.act] = tg.r
		}
	}
	if len(offered) == 0 {
		g.t.Fatalf("seed %d step %d: nothing to click for %s", g.seed, g.p.steps(), g.p.who(cur))
	}
	return where[leakChoice(offered, g.p.m.State.Players[cur].Square, r)].Center()
}

// tick runs one update of the scene manager with the given intents; a
// click is also where the pointer is.
func (g *leakGame) tick(in ...input.Intent) {
	f := layout.NewFrame(1280, 720)
	at := input.Frame{Intents: in, X: -100, Y: -100}
	for _, i := range in {
		if i.Kind == input.Click {
			at.X, at.Y = i.X, i.Y
		}
	}
	g.ctx = &scenes.Context{W: 1280, H: 720, Frame: f, Fonts: render.NewFonts(f.U), In: at, Settings: g.st, Saves: g.sv}
	if err := g.m.Update(g.ctx); err != nil {
		g.t.Fatal(err)
	}
	if p, ok := g.m.Current().(*Play); ok && p != g.p {
		g.t.Fatalf("the play scene was replaced")
	}
}

func (g *leakGame) name(seat int) string {
	if seat < 0 {
		return "an onlooker"
	}
	return g.p.who(seat)
}

// afterStep runs the checks that need not run on every screen: every few
// steps the logs in full; now and then the replays, the export and
// Continue.
func (g *leakGame) afterStep() {
	n := g.p.steps()
	g.countSecrets()
	if n-g.logsAt >= 10 {
		g.logsAt = n
		g.checkLogs()
	}
	if n-g.replaysAt >= 97 {
		g.replaysAt = n
		g.checkReplays()
		g.checkContinue()
	}
	if n-g.chanceAt >= 23 && g.p.m.State.IsChance() {
		g.chanceAt = n
		g.checkContinue() // a save that stopped at a roll or a draw
		g.counts["continue at a chance step"]++
	}
}

// leakChoice plays a person who uses what makes secrets: Bags, peeks and
// reads, searches, the way to the sarcophagi in the corridor; otherwise
// adventurously. from is where the person stands.
func leakChoice(legal []horus.Action, from horus.Square, r *rand.Rand) horus.Action {
	for _, a := range legal {
		switch {
		case a.Kind == horus.ActUse && horus.CardID(a.A).Info().Kind == horus.KindBag && r.IntN(2) == 0,
			a.Kind == horus.ActAbility && (horus.Ability(a.A) == horus.AbilityClairvoyance || horus.Ability(a.A) == horus.AbilityLinguistics),
			a.Kind == horus.ActSearch && r.IntN(3) > 0,
			a.Kind == horus.ActMove && horus.Square(a.A).Sarcophagus() >= 0 && r.IntN(3) > 0,
			a.Kind == horus.ActMove && horus.Square(a.A).Region() < from.Region() && r.IntN(2) == 0: // deeper in: the corridor is the deepest
			return a
		}
	}
	return adventurous(legal, r)
}

// secrets is what is hidden from one viewer in the live game now.
type secrets struct {
	cards  horus.CardSet
	blocks map[int]bool
	names  []string // hidden cards' names as the screens, the log and the notation write them, less those a card the viewer can see shares
}

// hiddenFrom works out what viewer may not know in the live game, from
// the state itself (not from the observation under test) and from the
// events for the blocks peeked at and put back.
func (g *leakGame) hiddenFrom(viewer int) secrets {
	s := &g.p.m.State
	var h secrets
	for q := 0; q < s.NumSeats(); q++ {
		if q == viewer {
			continue
		}
		carried := s.Players[q].Hand
		for b := 0; b < 2; b++ {
			if carried.Has(horus.BagCard(b)) {
				carried = carried.Or(s.BagContents[b])
			}
		}
		h.cards = h.cards.Or(carried.AndNot(s.Public))
	}
	for i, c := range s.Sarc {
		if c != horus.NoCard && s.SarcOpen&(1<<i) == 0 && (viewer < 0 || s.SarcKnown[i]&(1<<viewer) == 0) {
			h.cards = h.cards.With(c)
		}
	}
	h.blocks = map[int]bool{}
	for b, seen := range g.unfallenSecretBlocks() {
		if viewer < 0 || seen&(1<<viewer) == 0 {
			h.blocks[b] = true
		}
	}
	unseen := h.cards
	for d := horus.Deck(0); d < horus.NumDecks; d++ {
		unseen = unseen.Or(s.Decks[d])
	}
	unseen = unseen.Or(s.Undealt)
	allowed := map[string]bool{}
	for c := horus.CardID(0); c < horus.NumCards; c++ {
		if !unseen.Has(c) {
			for _, n := range leakNames(c) {
				allowed[n] = true
			}
		}
	}
	for c, ok := h.cards.Next(0); ok; c, ok = h.cards.Next(int(c) + 1) {
		for _, n := range leakNames(c) {
			if !allowed[n] {
				h.names = append(h.names, n)
			}
		}
	}
	return h
}

// unfallenSecretBlocks are the blocks whose number someone saw in secret
// (or nobody: the one drawn after a swap), not fallen yet, with the seats
// that saw each.
func (g *leakGame) unfallenSecretBlocks() map[int]uint8 {
	out := map[int]uint8{}
	for _, e := range g.p.events {
		switch e.Kind {
		case horus.EvPeekBlock:
			out[int(e.Value)] |= 1 << e.Seat
		case horus.EvBlockSetAside:
			out[int(e.Value)] |= 0
		case horus.EvBlockFell:
			delete(out, int(e.Value))
		}
	}
	return out
}

// leakNames are the names a card is written with: on the screens and in
// the log (the game's narrator, horus.CardName) and in the notation. A
// card that is only its kind (an Udjat, a Snake bite) is looked for as the
// log ends a sentence with it ("…: Udjat.") and by its notation only: the
// screens name the kinds in their own help ("Udjat/Clairvoyance used this
// round"), and the cards themselves are checked in the events, the
// observation and the world. Bags and chests are left out altogether: that
// a seat holds one is public (a full Bag lowers its card count, a chest is
// rolled when it escapes) and is said then.
func leakNames(c horus.CardID) []string {
	switch c.Info().Kind {
	case horus.KindBag, horus.KindChest:
		return nil
	case horus.KindTreasure, horus.KindNecklace, horus.KindIdol:
		return []string{horus.CardName(c), c.String()}
	}
	return []string{horus.CardName(c) + ".", c.String()}
}

var blockNumber = regexp.MustCompile(`(?i)\bblock (\d+)\b`)

// checkText fails on a text that names what viewer may not know.
func (g *leakGame) checkText(what string, viewer int, texts []string) {
	g.checkTextAgainst(what, g.hiddenFrom(viewer), viewer, texts)
}

func (g *leakGame) checkTextAgainst(what string, h secrets, viewer int, texts []string) {
	g.counts[what]++
	for _, text := range texts {
		for _, name := range h.names {
			if containsWord(text, name) {
				g.t.Fatalf("seed %d step %d, %s for %s: %q names %q, hidden from them", g.seed, g.p.steps(), what, g.name(viewer), text, name)
			}
		}
		for _, m := range blockNumber.FindAllStringSubmatch(text, -1) {
			if b, _ := strconv.Atoi(m[1]); h.blocks[b] {
				g.t.Fatalf("seed %d step %d, %s for %s: %q tells block %d, which they did not see", g.seed, g.p.steps(), what, g.name(viewer), text, b)
			}
		}
	}
}

// containsWord reports whether name occurs in text as whole words.
func containsWord(text, name string) bool {
	word := func(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' }
	for i := 0; ; {
		k := strings.Index(text[i:], name)
		if k < 0 {
			return false
		}
		k += i
		end := k + len(name)
		if (k == 0 || !word(text[k-1])) && (end == len(text) || !word(text[end])) {
			return true
		}
		i = k + 1
	}
}

// checkDrawn draws a scene (twice: layouts settle on the first) and
// checks every line of text drawn.
func (g *leakGame) checkDrawn(what string, viewer int, s scenes.Scene) {
	g.checkDrawnAgainst(what, g.hiddenFrom(viewer), viewer, s)
}

func (g *leakGame) checkDrawnAgainst(what string, h secrets, viewer int, s scenes.Scene) {
	f := layout.NewFrame(1280, 720)
	ctx := &scenes.Context{W: 1280, H: 720, Frame: f, Fonts: render.NewFonts(f.U), In: input.Frame{X: -100, Y: -100}, Settings: g.st, Saves: g.sv}
	s.Draw(g.img, ctx)
	stop := render.RecordText()
	scenes.NewManager(s).Draw(g.img, ctx)
	var texts []string
	for _, d := range stop() {
		texts = append(texts, d.Text)
	}
	g.checkTextAgainst(what, h, viewer, texts)
}

// checkPlay checks the play screen as it is now: the text drawn, and the
// observation, world and events it is drawn from.
func (g *leakGame) checkPlay(what string) {
	p := g.p
	viewer := p.view
	if p.passFor >= 0 && viewer != -1 {
		g.t.Fatalf("seed %d step %d: the cover for %s hides view %d, not the onlooker's", g.seed, p.steps(), p.who(p.passFor), viewer)
	}
	h := g.hiddenFrom(viewer)
	g.checkDrawnAgainst(what, h, viewer, p)
	g.checkPictures(what, h, viewer, &p.obs, p.world, p.events)
	if n := p.steps(); n-g.resampledAt >= 9 || g.resampledAt == 0 {
		g.resampledAt = n
		g.checkResampled(what, viewer)
	}
}

// checkResampled draws the play screen again over a position the viewer
// cannot tell from the real one (the hidden cards and blocks dealt
// anew: horus.Determinize) and fails if any text differs: the seats'
// tallies, the cards' explanations, every word on the screen may depend
// only on what the viewer may know. The pointer rests on each seat's
// first card in turn, so its explanation is drawn too.
func (g *leakGame) checkResampled(what string, viewer int) {
	p := g.p
	real := p.m.State
	rng := rand.New(rand.NewPCG(g.seed, uint64(p.steps())))
	other := horus.Determinize(real.Observe(viewer), rng)
	f := layout.NewFrame(1280, 720)
	texts := func() []string {
		var all []string
		for s := -1; s < len(p.cfg.Seats); s++ {
			in := input.Frame{X: -100, Y: -100}
			if s >= 0 { // over the seat's first card
				r := p.lay.Players[s]
				in.X, in.Y = r.X+20*f.U, r.Bottom()-40*f.U
			}
			ctx := &scenes.Context{W: 1280, H: 720, Frame: f, Fonts: render.NewFonts(f.U), In: in, Settings: g.st, Saves: g.sv}
			p.Draw(g.img, ctx)
			stop := render.RecordText()
			p.Draw(g.img, ctx)
			for _, d := range stop() {
				all = append(all, d.Text)
			}
		}
		return all
	}
	show := func(st horus.State) {
		p.m.State = st
		p.obs = st.Observe(p.view)
		p.head.stale = true
		p.catchUp()
	}
	before := texts()
	show(other)
	after := texts()
	show(real)
	if !slices.Equal(before, after) {
		for i := range min(len(before), len(after)) {
			if before[i] != after[i] {
				g.t.Fatalf("seed %d step %d, %s for %s: the screen tells the hidden cards apart: %q over the real position, %q over another the viewer cannot tell from it", g.seed, p.steps(), what, g.name(viewer), before[i], after[i])
			}
		}
		g.t.Fatalf("seed %d step %d, %s for %s: the screen draws %d lines over the real position, %d over another the viewer cannot tell from it", g.seed, p.steps(), what, g.name(viewer), len(before), len(after))
	}
	g.counts["resampled"]++
}

// checkPictures checks what the pixels are drawn from: the observation,
// the world grown from the events, and the events as the log tells them.
func (g *leakGame) checkPictures(what string, h secrets, viewer int, o *horus.Observation, w *world.World, events []horus.Event) {
	fail := func(format string, args ...any) {
		g.t.Fatalf("seed %d step %d, %s for %s: %s", g.seed, g.p.steps(), what, g.name(viewer), fmt.Sprintf(format, args...))
	}
	for q := range o.Players {
		if x := o.Players[q].Cards.And(h.cards); !x.Empty() {
			fail("the observation shows %s in front of seat %d", x.Nth(0), q)
		}
	}
	for i, sv := range o.Sarcophagi {
		if sv.Card != horus.NoCard && h.cards.Has(sv.Card) {
			fail("the observation shows %s in sarcophagus %d", sv.Card, i)
		}
	}
	if o.MustCard != horus.NoCard && h.cards.Has(o.MustCard) || h.blocks[int(o.SetAsideBlock)] {
		fail("the observation shows the card %s or block %d", o.MustCard, o.SetAsideBlock)
	}
	for k, s := range w.Snapshot() {
		if k.Kind == world.Card && h.cards.Has(horus.CardID(k.A)) || s.Face != horus.NoCard && h.cards.Has(s.Face) {
			fail("the world draws %s (%v)", s.Face, k)
		}
	}
	if h.blocks[int(w.Aside.Block)] {
		fail("the world draws the block set aside as %d", w.Aside.Block)
	}
	for _, e := range events {
		v := e.SeenBy(viewer)
		if v.Card != horus.NoCard && h.cards.Has(v.Card) || h.blocks[int(v.Value)] && (v.Kind == horus.EvPeekBlock || v.Kind == horus.EvBlockSetAside || v.Kind == horus.EvBlockReturned) {
			fail("the log and the animations are told %s", v)
		}
	}
}

// checkLogs checks both logs in full: the on-screen one as each seat and
// an onlooker would see it (however far it is scrolled), the session's
// for each, and the save's.
func (g *leakGame) checkLogs() {
	p := g.p
	for viewer := -1; viewer < len(p.cfg.Seats); viewer++ {
		h := g.hiddenFrom(viewer)
		o := p.m.State.Observe(viewer)
		var lines []string
		for _, ln := range logLines(p.events, &o, p.people(), viewer) {
			lines = append(lines, ln.Text)
		}
		g.checkTextAgainst("full logs", h, viewer, lines)
		g.checkTextAgainst("full logs", h, viewer, p.s.Log(viewer))
	}
	if err := g.sv.Flush(); err != nil {
		g.t.Fatal(err)
	}
	data, err := g.sv.Store.Read(session.AutosaveKey)
	if err != nil {
		g.t.Fatal(err)
	}
	var save struct {
		Log []string `json:"log"`
	}
	if err := json.Unmarshal(data, &save); err != nil {
		g.t.Fatal(err)
	}
	if len(save.Log) == 0 {
		g.t.Fatal("the save holds no log")
	}
	g.checkText("full logs", -1, save.Log)
}

// countSecrets notes the kinds of secret the game holds now.
func (g *leakGame) countSecrets() {
	s := &g.p.m.State
	for q := 0; q < s.NumSeats(); q++ {
		if !s.Players[q].Hand.AndNot(s.Public).Empty() {
			g.counts["hidden hand card"]++
		}
	}
	for b := 0; b < 2; b++ {
		if !s.BagContents[b].AndNot(s.Public).Empty() {
			g.counts["hidden card in a Bag"]++
		}
	}
	for i := range s.SarcKnown {
		if s.SarcKnown[i] != 0 && s.Sarc[i] != horus.NoCard && s.SarcOpen&(1<<i) == 0 {
			g.counts["sarcophagus read"]++
		}
	}
	if len(g.unfallenSecretBlocks()) > 0 {
		g.counts["block peeked"]++
	}
}

// checkReplays opens the game in progress from the Replays list, as any
// player may from the title, and checks it at several steps in every
// view the View button offers; then its export. Anyone at the table may
// be looking: nothing hidden from an onlooker now may show.
func (g *leakGame) checkReplays() {
	if err := g.sv.Flush(); err != nil {
		g.t.Fatal(err)
	}
	h := g.hiddenFrom(-1)
	list := scenes.NewSavesScene(g.sv)
	g.checkDrawnAgainst("replay view", h, -1, list)
	m := scenes.NewManager(list)
	defer m.Leave()
	clickOn(g.t, m, g.sv, g.st, "The game in progress, so far")
	rp, ok := m.Current().(*scenes.Replay)
	if !ok {
		g.t.Fatalf("the game in progress opened %T", m.Current())
	}
	n := rp.Replayer().Len()
	for range len(g.p.cfg.Seats) + 1 {
		var lines []string
		for i := 0; i <= n; i++ { // the step line at every step
			rp.Seek(i)
			lines = append(lines, lastStep(rp))
		}
		for _, ln := range rp.Board().Lines(rp.Shown()) { // the log, scrolled back to the start
			lines = append(lines, ln.Text)
		}
		g.checkTextAgainst("replay view", h, -1, lines)
		for _, at := range []int{n / 5, n / 2, n - 1, n} {
			rp.Seek(at)
			rp.Board().Skip()
			g.checkDrawnAgainst("replay view", h, -1, rp)
			b := rp.Board().(*Board)
			g.checkPictures("replay view", h, -1, &b.obs, b.world, horus.EventsOf(rp.Shown()))
		}
		clickOn(g.t, m, g.sv, g.st, viewLabel(rp))
	}
	before, _ := g.sv.Records.List("")
	clickOn(g.t, m, g.sv, g.st, "Export record")
	if err := g.sv.Flush(); err != nil {
		g.t.Fatal(err)
	}
	after, _ := g.sv.Records.List("")
	g.counts["replay export"]++
	for _, k := range after {
		if slices.Contains(before, k) {
			continue
		}
		data, err := g.sv.Records.Read(k)
		if err != nil {
			g.t.Fatal(err)
		}
		g.checkTextAgainst("replay export", h, -1, []string{string(data)})
		_ = g.sv.Records.Remove(k)
	}
}

// checkContinue opens the autosave as the title's Continue does and checks
// the screen it opens on: nobody has sat down yet, so it may show only
// what an onlooker sees (the cover, or the view of a seat that knows
// nothing private).
func (g *leakGame) checkContinue() {
	if err := g.sv.Flush(); err != nil {
		g.t.Fatal(err)
	}
	s, err := session.Resume(g.sv.Store)
	if err != nil {
		g.t.Fatal(err)
	}
	s.AttachStore(nil, "") // looked at, not played: the game goes on in g.p
	q, err := ResumePlay(s, g.st, nil)
	if err != nil {
		g.t.Fatal(err)
	}
	defer q.Leave()
	if q.view >= 0 && q.computer(q.view) {
		g.t.Fatalf("seed %d step %d: Continue opens on the view of %s, a computer", g.seed, g.p.steps(), q.who(q.view))
	}
	h := g.hiddenFrom(-1)
	g.checkDrawnAgainst("continue", h, -1, q)
	g.checkPictures("continue", h, -1, &q.obs, q.world, nil)
}
