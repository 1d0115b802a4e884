package runrunrun

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
)

// driver plays the person's part through the play screen: for each
// decision a computer teammate says which step to take, and the driver
// makes it as a person would — clicking the card in the hand, the cell
// on the maze, Turn until the card is turned that way, the button —
// one click a tick, on the targets where the screen draws them.
type driver struct {
	t       testing.TB
	m       *scenes.Manager
	ctx     *scenes.Context
	img     *ebiten.Image
	want    rrr.Action // the step being made
	wantAt  int        // the engine step it was chosen at; -1: none
	clicks  int
	made    map[rrr.ActionKind]int // the steps made through the screen, by kind
	covers  int
	refused int // decisions the screen offered no way to make
	ticks   int
	stuck   int          // presses made towards the step wanted
	dev     input.Device // what the person plays with: the mouse, or the focus moved by the keyboard or a controller
	record  bool         // keep the text each tick draws
	text    string       // the text the last tick drew, when recorded
}

func newDriver(t testing.TB, p *Play, w, h float64) *driver {
	d := &driver{t: t, m: scenes.NewManager(p), ctx: testCtx(t, w, h, p.settings), wantAt: -1, made: map[rrr.ActionKind]int{}}
	d.img = ebiten.NewImage(int(w), int(h))
	t.Cleanup(d.img.Deallocate)
	return d
}

// play returns the play screen on show, or nil once the game has left it.
func (d *driver) play() *Play {
	p, _ := d.m.Current().(*Play)
	return p
}

// tick sends one tick of input (nothing, or one press) and draws.
func (d *driver) tick(in ...input.Intent) {
	d.ctx.In = input.Frame{X: -50, Y: -50, Last: d.dev, Intents: in}
	for _, i := range in {
		if i.Kind == input.Click {
			d.ctx.In.X, d.ctx.In.Y = i.X, i.Y
		}
	}
	if err := d.m.Update(d.ctx); err != nil {
		d.t.Fatal(err)
	}
	d.ticks++
	if !d.record {
		// the screen is drawn now and then (drawing every tick would
		// only make the test slower)
		if d.ticks%16 == 0 {
			d.m.Draw(d.img, d.ctx)
		}
		return
	}
	stop := render.RecordText()
	d.m.Draw(d.img, d.ctx)
	var b strings.Builder
	for _, ln := range stop() {
		b.WriteString(ln.Text)
		b.WriteByte('\n')
	}
	d.text = b.String()
}

// step decides what to press this tick.
func (d *driver) step() {
	p := d.play()
	if p == nil {
		d.tick()
		return
	}
	if p.passFor >= 0 {
		d.covers++
		d.tick(input.Intent{Kind: input.Confirm})
		return
	}
	cur := p.s.Current()
	if !p.humanActing(cur) {
		d.tick()
		return
	}
	if d.wantAt == p.s.Steps() {
		if d.stuck++; d.stuck > 600 {
			for _, o := range p.q.offers {
				d.t.Logf("offer kind %d do %d %q act %s", o.kind, o.do, o.label, p.state().Notation(o.act))
			}
			d.t.Logf("pages %v", p.pages)
			d.t.Fatalf("step %d: 600 presses did not make %s (%s): the screen leads nowhere", p.s.Steps(), p.state().Notation(d.want), p.q.title)
		}
	} else {
		d.stuck = 0
	}
	if d.wantAt != p.s.Steps() {
		think, err := table.ComputerOf(rrr.GameID).Think(p.s.Match(), "medium", uint64(p.s.Steps())*7+1)
		if err != nil {
			d.t.Fatal(err)
		}
		a, err := p.state().ParseStep(think(context.Background()))
		if err != nil {
			d.t.Fatal(err)
		}
		d.want, d.wantAt = a, p.s.Steps()
	}
	g := newGeom(d.ctx, false)
	p.build(cur)
	ts := p.targets(d.ctx, g)
	i := d.next(p, ts)
	if i == -2 { // out of sight: show the whole maze
		d.tick(input.Intent{Kind: input.Home})
		return
	}
	if i < 0 {
		d.refused++
		d.t.Errorf("step %d: the screen offers no way to play %s (%s)", p.s.Steps(), p.state().Notation(d.want), p.q.title)
		if err := p.apply(p.state().Notation(d.want)); err != nil {
			d.t.Fatal(err)
		}
		return
	}
	if d.dev != input.Mouse { // the focus onto the target, then Confirm
		d.clicks++
		before := p.s.Steps()
		p.focus.Sync(p.keys(ts), inputTargets(ts), p.primaryTarget(ts), nil) // where the screen will find it
		if p.focus.At != i {
			d.tick(input.Intent{Kind: input.Next, Dev: d.dev})
		} else {
			d.tick(input.Intent{Kind: input.Confirm, Dev: d.dev})
		}
		if p.s.Steps() != before {
			d.made[d.want.Kind]++
		}
		return
	}
	x, y := ts[i].r.Center()
	if o := d.offerOf(p, ts[i]); o != nil && (o.kind == oCell || o.kind == oCard) {
		x, y = d.pointOf(p, g, *o, ts[i])
	}
	before := p.s.Steps()
	d.clicks++
	d.tick(input.Intent{Kind: input.Click, X: x, Y: y})
	if p.s.Steps() != before {
		d.made[d.want.Kind]++
	}
}

// offerOf is the offer behind target t, or nil for a page button.
func (d *driver) offerOf(p *Play, t target) *offer {
	if t.id < len(p.q.offers) {
		return &p.q.offers[t.id]
	}
	return nil
}

// pointOf is where to click an offer in the maze or the hand: the middle
// of its cell or card.
func (d *driver) pointOf(p *Play, g geom, o offer, t target) (float64, float64) {
	if o.kind == oCell {
		return p.cam.cur.At(o.at)
	}
	return t.r.Center()
}

// next is the target to click for the step wanted, -2 when the offer
// exists but lies out of sight, -1 when there is none.
func (d *driver) next(p *Play, ts []target) int {
	a, ch := d.want, &p.ch
	find := func(ok func(o offer) bool) int {
		for i, t := range ts {
			if t.id < len(p.q.offers) && ok(p.q.offers[t.id]) {
				return i
			}
		}
		if slices.ContainsFunc(p.q.offers, ok) {
			for i, t := range ts { // on another page of the prompt
				if t.id == idNextPage {
					return i
				}
			}
			return -2
		}
		return -1
	}
	if i := find(func(o offer) bool { return o.do == doStep && o.act == a }); i != -1 {
		return i
	}
	switch a.Kind {
	case rrr.ActExplore:
		switch {
		case !twin(ch.card, rrr.Card(a.X)):
			return find(func(o offer) bool { return o.kind == oCard && o.do == doCard && twin(o.card, rrr.Card(a.X)) })
		case ch.cell != a.At:
			return find(func(o offer) bool { return o.kind == oCell && o.do == doCell && o.at == a.At })
		default:
			return find(func(o offer) bool { return o.kind == oButton && o.do == doTurn })
		}
	case rrr.ActDice:
		if !slices.ContainsFunc(ch.cards, func(c rrr.Card) bool { return twin(c, rrr.Card(a.X)) }) {
			return find(func(o offer) bool { return o.do == doToggle && twin(o.card, rrr.Card(a.X)) })
		}
		return find(func(o offer) bool { return o.do == doRoll })
	case rrr.ActStrike:
		return find(func(o offer) bool { return o.do == doRoll })
	case rrr.ActLay:
		for _, c := range [2]rrr.Card{rrr.Card(a.X), rrr.Card(a.Y)} {
			if c != rrr.NoCard && !slices.ContainsFunc(ch.cards, func(k rrr.Card) bool { return twin(k, c) }) {
				return find(func(o offer) bool { return o.do == doToggle && twin(o.card, c) })
			}
		}
		return find(func(o offer) bool { return o.do == doLay })
	case rrr.ActTeleport, rrr.ActPassage:
		return find(func(o offer) bool { return o.do == doToken && o.act.Kind == a.Kind && o.act.X == a.X })
	case rrr.ActExit:
		return find(func(o offer) bool { return o.do == doCell && o.at == a.At })
	}
	return -1
}

// TestAGameIsPlayedToTheEndThroughThePlayScreen: a person and two
// computer teammates play whole games through the play screen, the
// person's every decision made by clicking what the screen draws (cards,
// cells, Turn, buttons), until the end screen. Every step the person
// took was one the screen offered a way to make.
func TestAGameIsPlayedToTheEndThroughThePlayScreen(t *testing.T) {
	made := map[rrr.ActionKind]int{}
	for seed := uint64(1); seed <= 3; seed++ {
		st := testSettings(instant)
		p := startTest(t, []seatSpec{{kind: table.Human, name: "Anna"}, {kind: "medium"}, {kind: "hard"}}, nil, seed, st)
		d := newDriver(t, p, 1280, 720)
		for n := 0; n < 60000 && d.play() != nil; n++ {
			d.step()
		}
		if _, ok := d.m.Current().(*scenes.End); !ok {
			t.Fatalf("seed %d: the game did not reach the end screen (%T)", seed, d.m.Current())
		}
		o := p.s.Match().Outcome()
		t.Logf("seed %d: %d steps, team won %v (%s), %d clicks", seed, p.s.Steps(), o.Won, o.Reason.Code, d.clicks)
		for k, n := range d.made {
			made[k] += n
		}
		if d.refused > 0 {
			t.Errorf("seed %d: %d decisions had no way on the screen", seed, d.refused)
		}
	}
	for _, k := range []rrr.ActionKind{rrr.ActExplore, rrr.ActEnd} {
		if made[k] == 0 {
			t.Errorf("no %v was made through the screen: %v", k, made)
		}
	}
	t.Logf("steps made through the screen by kind: %s", fmt.Sprint(made))
}

// TestAGameIsPlayedWithTheKeyboardOrAControllerAlone: the same person's
// decisions made without a mouse — Tab or a controller's shoulder moves
// the focus from target to target (the cards of the hand, the cells of
// the maze, the buttons) and Enter or A chooses — to the end screen.
func TestAGameIsPlayedWithTheKeyboardOrAControllerAlone(t *testing.T) {
	for i, dev := range []input.Device{input.Keyboard, input.Gamepad} {
		st := testSettings(instant)
		p := startTest(t, []seatSpec{{kind: table.Human, name: "Anna"}, {kind: "medium"}}, nil, uint64(i)+70, st)
		d := newDriver(t, p, 1280, 720)
		d.dev = dev
		for n := 0; n < 120000 && d.play() != nil; n++ {
			d.step()
		}
		if _, ok := d.m.Current().(*scenes.End); !ok {
			t.Fatalf("device %d: the game did not reach the end screen", dev)
		}
		if d.made[rrr.ActExplore] == 0 || d.refused > 0 {
			t.Errorf("device %d: %v made, %d refused", dev, d.made, d.refused)
		}
		t.Logf("device %d: %d presses, %v", dev, d.clicks, d.made)
	}
}
