package horus

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/render"
)

// newTestPlay makes a play scene laid out for a w×h screen without
// drawing anything (no display needed).
func newTestPlay(t *testing.T, seed uint64, w, h float64, secrecy bool) *Play {
	t.Helper()
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	cfg := GameConfig{Seed: seed, TotalSecrecy: secrecy}
	for i := 0; i < 4; i++ {
		cfg.Seats = append(cfg.Seats, SeatConfig{Human: i == 0, Level: "random", Adventurer: horus.Adventurer(i)})
	}
	st := &settings.Settings{Speed: 3}
	p, err := NewPlay(cfg, st)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(p.Leave)
	p.place(w, h, render.NewFonts(layout.NewFrame(w, h).U))
	return p
}

// toHuman plays chance and the computers (randomly, without goroutines)
// until the human seat 0 must decide; false when the game ends first.
func toHuman(p *Play, r *rand.Rand) bool {
	for {
		cur := p.m.State.Current()
		switch {
		case cur == horus.TerminalSeat:
			return false
		case cur == 0:
			return true
		case cur == horus.ChanceSeat:
			_ = p.chance()
		default:
			_ = p.apply(adventurous(p.m.State.Legal(nil), r))
		}
	}
}

// adventurous picks a random legal action, mostly one that keeps the
// adventurer inside and busy (ending turns and leaving make short games).
func adventurous(legal []horus.Action, r *rand.Rand) horus.Action {
	var busy []horus.Action
	for _, a := range legal {
		if a.Kind != horus.ActEnd && !(a.Kind == horus.ActMove && horus.Square(a.A).Region() == horus.RegionEntrance) {
			busy = append(busy, a)
		}
	}
	if len(busy) > 0 && r.IntN(10) > 0 {
		return busy[r.IntN(len(busy))]
	}
	return legal[r.IntN(len(legal))]
}

func TestTargetsOfferExactlyTheLegalActions(t *testing.T) {
	for _, sz := range [][2]float64{{1280, 720}, {1920, 1080}} {
		p := newTestPlay(t, 3, sz[0], sz[1], false)
		r := rand.New(rand.NewPCG(3, 3))
		decisions := 0
		for toHuman(p, r) {
			decisions++
			p.buildTargets(0)
			legal := p.m.State.Legal(nil)
			offered := map[horus.Action]bool{}
			rerolls := false
			for _, tg := range p.targets {
				if tg.kind == tDie {
					rerolls = true
					continue
				}
				offered[tg.act] = true
				if tg.r.W <= 0 || tg.r.H <= 0 {
					t.Fatalf("target %q has no area", tg.label)
				}
				if tg.kind == tButton && (tg.r.X < p.lay.Prompt.X || tg.r.Right() > p.lay.Prompt.Right() || tg.r.Bottom() > p.lay.Prompt.Bottom()) {
					t.Fatalf("button %q %+v leaves the prompt panel %+v", tg.label, tg.r, p.lay.Prompt)
				}
			}
			for _, a := range legal {
				if a.Kind == horus.ActReroll {
					if !rerolls {
						t.Fatalf("rerolls are legal but no die can be selected")
					}
					continue
				}
				if !offered[a] {
					t.Fatalf("legal action %s is not offered (prompt %q)", a, p.prompt(0, input.Mouse))
				}
			}
			for a := range offered {
				s := p.m.State // a copy: State is a value
				if err := s.Apply(a); err != nil {
					t.Fatalf("offered action %s is not legal: %v", a, err)
				}
			}
			// buttons never overlap each other
			for i, a := range p.targets {
				for j, b := range p.targets {
					if i < j && a.kind == tButton && b.kind == tButton && a.r.Overlaps(b.r) {
						t.Fatalf("buttons %q and %q overlap", a.label, b.label)
					}
				}
			}
			// a click at a target's centre hits that target (or one playing the same action)
			ts := p.inputTargets()
			for i, tg := range p.targets {
				x, y := tg.r.Center()
				hit := input.Hit(ts, x, y)
				if hit < 0 || p.targets[hit].act != tg.act || p.targets[hit].kind == tDie && hit != i {
					t.Fatalf("clicking the centre of %q hits %d", tg.label, hit)
				}
			}
			if err := p.apply(adventurous(legal, r)); err != nil {
				t.Fatal(err)
			}
			if decisions > 300 {
				break
			}
		}
		if decisions < 5 {
			t.Errorf("%v: only %d human decisions were checked", sz, decisions)
		}
	}
}

func TestLogTellsEveryEventInWords(t *testing.T) {
	p := newTestPlay(t, 9, 1280, 720, false)
	r := rand.New(rand.NewPCG(9, 1))
	for toHuman(p, r) {
		_ = p.apply(adventurous(p.m.State.Legal(nil), r))
	}
	for _, seat := range []int{-1, 0, 2} {
		o := p.m.State.Observe(seat)
		lines := logLines(p.events, &o, nil, seat)
		if len(lines) < 50 {
			t.Fatalf("seat %d: only %d log lines for a whole game", seat, len(lines))
		}
		for _, ln := range lines {
			if strings.Contains(ln.Text, "%!") || strings.Contains(ln.Text, "seat ") {
				t.Errorf("seat %d: badly worded line %q", seat, ln.Text)
			}
		}
	}
}

func TestSecretDrawsStayOutOfOtherSeatsLogs(t *testing.T) {
	p := newTestPlay(t, 4, 1280, 720, true)
	r := rand.New(rand.NewPCG(4, 1))
	for toHuman(p, r) {
		_ = p.apply(adventurous(p.m.State.Legal(nil), r))
	}
	o := p.m.State.Observe(-1)
	hidden := 0
	for _, ln := range logLines(p.events, &o, nil, -1) {
		if strings.Contains(ln.Text, "searches") {
			if !strings.Contains(ln.Text, "hidden card") {
				t.Fatalf("an onlooker's log shows a secret draw: %q", ln.Text)
			}
			hidden++
		}
	}
	if hidden == 0 {
		t.Error("no search happened: the test proves nothing")
	}
}

func TestWLLFollowsTheRulesTable(t *testing.T) {
	// 0–2 cards: 1, 3–4: 2, 5–6: 3, 7–8: 4, 9–10: 5, 11–12: 6
	want := []int{1, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6}
	for n, w := range want {
		if got := horus.WLLFor(n); got != w {
			t.Errorf("horus.WLLFor(%d) = %d, want %d", n, got, w)
		}
	}
}
