package runrunrun

import (
	"strings"
	"testing"
	"time"

	"github.com/pyramid-studio/pyramid/assets/sound"
	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/saves"
	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/session"
)

// soloAtExplore is a solo game at its person's first player step where
// a card can be explored and a paw marker put down.
func soloAtExplore(st *rrr.State) bool {
	return st.Current() == 0 && canExplore(st) && slicesHasKind(st.Legal(nil), rrr.ActMark)
}

func slicesHasKind(legal []rrr.Action, k rrr.ActionKind) bool {
	for _, a := range legal {
		if a.Kind == k {
			return true
		}
	}
	return false
}

// offerWith is the index of the first offer ok says yes to, or -1.
func offerWith(p *Play, ok func(o offer) bool) int {
	for i, o := range p.q.offers {
		if ok(o) {
			return i
		}
	}
	return -1
}

// TestUndoStopsAtAReveal: a paw marker put down is taken back by Undo
// (Ctrl+Z); a room explored draws cards, and Undo then says it cannot,
// because a card has been drawn since, and changes nothing.
func TestUndoStopsAtAReveal(t *testing.T) {
	p := startTest(t, []seatSpec{{kind: table.Human, name: "Ala"}}, nil, 21, testSettings(instant))
	if ok, err := playUntil(p, "medium", 200, func(s *rrr.State) bool { return soloAtExplore(s) }); !ok || err != nil {
		t.Fatalf("no explore with a marker to put down (%v)", err)
	}
	d := newDriver(t, p, 1280, 720)
	d.tick()
	p.build(0)
	mark := offerWith(p, func(o offer) bool { return o.act.Kind == rrr.ActMark })
	if mark < 0 {
		t.Fatal("no paw marker offered")
	}
	before, hash := p.s.Steps(), p.s.Match().Hash()
	p.choose(mark)
	if p.s.Steps() != before+1 || p.state().Marker[0] == rrr.NoCoord {
		t.Fatalf("the marker was not put down")
	}
	d.tick(input.Intent{Kind: input.Undo})
	if p.s.Steps() != before || p.s.Match().Hash() != hash {
		t.Fatalf("Undo did not take the marker back: step %d, want %d", p.s.Steps(), before)
	}
	// explore: the room is laid, cards are drawn
	p.build(0)
	card := offerWith(p, func(o offer) bool { return o.do == doCard })
	p.choose(card)
	p.build(0)
	p.choose(offerWith(p, func(o offer) bool { return o.do == doCell }))
	p.build(0)
	p.choose(offerWith(p, func(o offer) bool { return o.do == doStep && o.act.Kind == rrr.ActExplore }))
	for i := 0; i < 50 && p.s.Current() != 0; i++ {
		d.tick()
	}
	if p.s.CanUndo() == nil {
		t.Fatal("the explore and its cards drawn can be undone")
	}
	after, hash := p.s.Steps(), p.s.Match().Hash()
	d.tick(input.Intent{Kind: input.Undo})
	if p.s.Steps() != after || p.s.Match().Hash() != hash {
		t.Errorf("Undo after a card drawn changed the game")
	}
	if !strings.Contains(p.message, "drawn") {
		t.Errorf("Undo refused without saying a card was drawn: %q", p.message)
	}
}

// TestTheHintIsWorkedOutOffTheUIThread: asking for a hint returns at
// once, saying it is looking; the hint comes later, the teammate's choice
// set on the screen (its card on its cell) and the offer that plays it
// focused; a hint that comes after the game moved on is dropped.
func TestTheHintIsWorkedOutOffTheUIThread(t *testing.T) {
	p := startTest(t, []seatSpec{{kind: table.Human, name: "Ala"}, {kind: "medium"}}, nil, 8, testSettings(instant))
	if ok, err := playUntil(p, "medium", 300, func(s *rrr.State) bool { return s.Current() == 0 && canExplore(s) }); !ok || err != nil {
		t.Fatalf("no explore for the person (%v)", err)
	}
	d := newDriver(t, p, 1280, 720)
	d.tick()
	d.tick(input.Intent{Kind: input.Hint})
	if p.hint.asking == nil || p.hint.line == "" {
		t.Fatalf("asking for a hint did not start it or say so: %q", p.hint.line)
	}
	deadline := time.Now().Add(30 * time.Second)
	for p.hint.asking != nil && time.Now().Before(deadline) {
		d.tick()
		time.Sleep(time.Millisecond)
	}
	if !strings.HasPrefix(p.hint.line, "Hint:") {
		t.Fatalf("no hint came: %q", p.hint.line)
	}
	if p.ch.card == rrr.NoCard && p.hint.key == (offerKey{}) {
		t.Errorf("the hint %q set nothing on the screen", p.hint.line)
	}
	// asked, then the game moves on before it comes: dropped
	d.tick(input.Intent{Kind: input.Hint})
	p.hint.clear()
	p.hint.asking = &hintAsk{at: p.s.Steps() - 1, ch: make(chan hintAnswer, 1)}
	p.hint.asking.ch <- hintAnswer{step: "end"}
	p.pollHint(0)
	if p.hint.line != "" {
		t.Errorf("a hint for a step already played was shown: %q", p.hint.line)
	}
}

// TestContinueShowsTheGameAsItWas: a game of two people is autosaved
// after every step; Continue opens it on the same step and position, and
// covers the screen before the first hand is shown (whoever sits down
// first may not be the one to act).
func TestContinueShowsTheGameAsItWas(t *testing.T) {
	sv, err := saves.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { sv.Close() })
	st := testSettings(instant)
	p, err := NewPlay(setupOf([]seatSpec{{kind: table.Human, name: "Ala"}, {kind: "medium"}, {kind: table.Human, name: "Bob"}}, nil), 31, st, sv)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := playUntil(p, "medium", 80, func(*rrr.State) bool { return false }); err != nil {
		t.Fatal(err)
	}
	for !sv.Settle(time.Now().Add(time.Second)) {
	}
	steps, hash := p.s.Steps(), p.s.Match().Hash()
	p.Leave()
	s, err := session.Resume(sv.Store)
	if err != nil {
		t.Fatal(err)
	}
	ctx := testCtx(t, 1280, 720, st)
	ctx.Saves = sv
	sc, err := screens{}.Play(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	q := sc.(*Play)
	defer q.Leave()
	if q.s.Steps() != steps || q.s.Match().Hash() != hash {
		t.Errorf("Continue opened step %d (%s), want %d (%s)", q.s.Steps(), q.s.Match().Hash(), steps, hash)
	}
	if next := q.s.NextToAct(); next >= 0 && !q.computer(next) && q.passFor != next {
		t.Errorf("Continue showed seat %d's view without the cover (cover for %d)", q.view, q.passFor)
	}
	if q.passFor >= 0 && q.view >= 0 {
		t.Errorf("a hand is on show behind the cover")
	}
	if got := (screens{}).Progress(q.s.Match()); !strings.Contains(got, "round") {
		t.Errorf("Progress says %q", got)
	}
}

// mixer records the sounds played.
type mixer struct{ played []sound.Effect }

func (m *mixer) Play(e sound.Effect)          { m.played = append(m.played, e) }
func (m *mixer) StartAmbient()                {}
func (m *mixer) StopAmbient()                 {}
func (m *mixer) ApplySettings(sound.Settings) {}

// TestTheBoardSoundsAsItsAnimationsPlay: laying a room thuds when the
// card lands, the dice rattle as they are thrown, a heart thumps; at
// instant speed nothing is animated and nothing sounds.
func TestTheBoardSoundsAsItsAnimationsPlay(t *testing.T) {
	st := testSettings(1) // normal speed for the person and the computers
	st.BotSpeed = 2
	p := startTest(t, []seatSpec{{kind: table.Human, name: "Ala"}, {kind: "medium"}}, nil, 12, st)
	m := &mixer{}
	st.Mixer = m
	d := newDriver(t, p, 1280, 720)
	for n := 0; n < 6000 && p.s.Steps() < 120; n++ {
		d.step()
	}
	heard := map[sound.Effect]int{}
	for _, e := range m.played {
		heard[e]++
	}
	for _, e := range []sound.Effect{sound.RoomLaid, sound.MummyDice, sound.CardDraw} {
		if heard[e] == 0 {
			t.Errorf("%v never sounded: %v", e, heard)
		}
	}
	// at instant speed: silence
	q := startTest(t, []seatSpec{{kind: "medium"}}, nil, 12, testSettings(instant))
	quiet := &mixer{}
	q.settings.Mixer = quiet
	dq := newDriver(t, q, 1280, 720)
	for n := 0; n < 200 && q.s.Steps() < 60; n++ {
		dq.step()
	}
	if len(quiet.played) > 0 {
		t.Errorf("at instant speed %d sounds played", len(quiet.played))
	}
}
