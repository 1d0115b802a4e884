package horus

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/pyramid-studio/pyramid/assets/sound"
	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/client/world"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
)

// recorder stands in for assets/sound's Mixer and records what is asked.
type recorder struct {
	played         []sound.Effect
	ambient, stops int
	settings       []sound.Settings
}

func (r *recorder) Play(e sound.Effect)            { r.played = append(r.played, e) }
func (r *recorder) StartAmbient()                  { r.ambient++ }
func (r *recorder) StopAmbient()                   { r.stops++ }
func (r *recorder) ApplySettings(s sound.Settings) { r.settings = append(r.settings, s) }

var _ settings.Mixer = (*sound.Mixer)(nil) // the real mixer fits the interface

// setupWorld plays a game's setup and first roll and returns the match
// and the onlooker's world rebuilt from it.
func setupWorld(t *testing.T) (*horus.Match, *world.World) {
	t.Helper()
	m, err := horus.NewMatch(horus.Options{Players: 4, Adventurers: [horus.MaxPlayers]horus.Adventurer{0, 1, 2, 3}}, 5)
	if err != nil {
		t.Fatal(err)
	}
	for m.State.IsChance() {
		if _, err := m.Apply(m.ChanceOutcome(), nil); err != nil {
			t.Fatal(err)
		}
	}
	w := world.Rebuild(m.State.Observe(-1))
	return m, w
}

// TestEventsStartAnimationsAndSounds checks, for every kind of engine
// event, which animation it starts and which effect the mixer is asked
// to play (after the animation's start; a block's impact when it lands).
func TestEventsStartAnimationsAndSounds(t *testing.T) {
	none := world.AnimKind(255)
	m, _ := setupWorld(t)
	o := m.State.Observe(-1)
	fig := o.Players[0].Square
	mum := o.Mummies[0].Square
	var sarc int
	for i, s := range o.Sarcophagi {
		if s.Present {
			sarc = i
			break
		}
	}
	ev := func(k horus.EventKind, f func(e *horus.Event)) horus.Event {
		e := horus.Event{Kind: k, Seat: 0, Mummy: -1, Card: horus.NoCard, From: horus.NoSquare, To: horus.NoSquare}
		if f != nil {
			f(&e)
		}
		return e
	}
	var anyCard horus.CardID
	for c := horus.CardID(0); c < horus.NumCards; c++ {
		if i := c.Info(); i.Kind != horus.KindBag && i.Kind != horus.KindBlockWound && i.Kind != horus.KindIdol && int(i.Origin) < horus.NumDecks {
			anyCard = c
			break
		}
	}
	cases := map[horus.EventKind]struct {
		ev   horus.Event
		anim world.AnimKind
		snd  []sound.Effect
	}{
		horus.EvRound:           {ev(horus.EvRound, func(e *horus.Event) { e.Value = 2 }), none, nil},
		horus.EvPhase:           {ev(horus.EvPhase, func(e *horus.Event) { e.Value = uint8(horus.PhaseAdjust) }), none, nil},
		horus.EvTurn:            {ev(horus.EvTurn, nil), none, nil},
		horus.EvDieRolled:       {ev(horus.EvDieRolled, func(e *horus.Event) { e.Die, e.Value = horus.DieRed, 4 }), world.Roll, []sound.Effect{sound.Dice}},
		horus.EvActions:         {ev(horus.EvActions, func(e *horus.Event) { e.Value = 3 }), none, nil},
		horus.EvCursed:          {ev(horus.EvCursed, nil), none, nil},
		horus.EvMoved:           {ev(horus.EvMoved, func(e *horus.Event) { e.From, e.To = fig, fig.Neighbor(horus.East) }), world.Slide, []sound.Effect{sound.Footstep}},
		horus.EvLeft:            {ev(horus.EvLeft, nil), world.Exit, []sound.Effect{sound.Escape}},
		horus.EvMummyStep:       {ev(horus.EvMummyStep, func(e *horus.Event) { e.Seat, e.Mummy, e.From, e.To = -1, 0, mum, mum }), world.Slide, []sound.Effect{sound.MummyStep}},
		horus.EvMummyTurn:       {ev(horus.EvMummyTurn, func(e *horus.Event) { e.Seat, e.Mummy, e.Facing = -1, 0, o.Mummies[0].Facing^2 }), world.Turn, []sound.Effect{sound.MummyGroan}},
		horus.EvMummyShot:       {ev(horus.EvMummyShot, func(e *horus.Event) { e.Mummy = 0 }), world.Topple, []sound.Effect{sound.Wound}},
		horus.EvMummyStood:      {ev(horus.EvMummyStood, func(e *horus.Event) { e.Seat, e.Mummy = -1, 0 }), world.Rise, []sound.Effect{sound.MummyGroan}},
		horus.EvMummified:       {ev(horus.EvMummified, func(e *horus.Event) { e.Mummy, e.To = int8(o.NMummy), fig }), world.Morph, []sound.Effect{sound.MummyGroan}},
		horus.EvBlockFell:       {ev(horus.EvBlockFell, func(e *horus.Event) { e.Seat, e.Value, e.To = -1, 7, horus.BlockSquare(7) }), world.Fall, []sound.Effect{sound.StoneImpact}},
		horus.EvJumped:          {ev(horus.EvJumped, func(e *horus.Event) { e.From, e.To = fig, fig.Neighbor(horus.East) }), world.Hop, []sound.Effect{sound.Footstep}},
		horus.EvCrushed:         {ev(horus.EvCrushed, nil), world.Crush, []sound.Effect{sound.Wound}},
		horus.EvTrapped:         {ev(horus.EvTrapped, nil), world.Seal, []sound.Effect{sound.MummyGroan}},
		horus.EvCardDealt:       {ev(horus.EvCardDealt, func(e *horus.Event) { e.Seat, e.Value = -1, uint8(sarc) }), none, nil},
		horus.EvCardDrawn:       {ev(horus.EvCardDrawn, func(e *horus.Event) { e.Card = anyCard }), world.Deal, []sound.Effect{sound.CardDraw}},
		horus.EvCardRevealed:    {ev(horus.EvCardRevealed, func(e *horus.Event) { e.Seat, e.Value, e.Card = -1, uint8(sarc), anyCard }), world.Flip, []sound.Effect{sound.Sarcophagus}},
		horus.EvCardTaken:       {ev(horus.EvCardTaken, func(e *horus.Event) { e.Value, e.Card = uint8(sarc), anyCard }), world.Deal, []sound.Effect{sound.CardDraw}},
		horus.EvCardDiscarded:   {ev(horus.EvCardDiscarded, func(e *horus.Event) { e.Card = anyCard }), world.Flash, []sound.Effect{sound.CardFlip}},
		horus.EvCardBagged:      {ev(horus.EvCardBagged, nil), none, nil},
		horus.EvWound:           {ev(horus.EvWound, func(e *horus.Event) { e.Card = woundCard(t) }), world.Deal, []sound.Effect{sound.Wound}},
		horus.EvIdolTaken:       {ev(horus.EvIdolTaken, func(e *horus.Event) { e.Card = horus.IdolCard(horus.GodHorus) }), world.Idol, []sound.Effect{sound.CardDraw}},
		horus.EvAbility:         {ev(horus.EvAbility, nil), none, nil},
		horus.EvEquipment:       {ev(horus.EvEquipment, func(e *horus.Event) { e.Card = anyCard }), world.Flash, []sound.Effect{sound.CardFlip}},
		horus.EvPeekBlock:       {ev(horus.EvPeekBlock, func(e *horus.Event) { e.Value = 3 }), none, nil},
		horus.EvPeekSarcophagus: {ev(horus.EvPeekSarcophagus, func(e *horus.Event) { e.Value = uint8(sarc) }), none, nil},
		horus.EvBlockSetAside:   {ev(horus.EvBlockSetAside, nil), none, nil},
		horus.EvChestRolled:     {ev(horus.EvChestRolled, func(e *horus.Event) { e.Value = 5 }), world.Chest, []sound.Effect{sound.Dice}},
		horus.EvMummyPlaced:     {ev(horus.EvMummyPlaced, func(e *horus.Event) { e.Mummy, e.To = int8(o.NMummy), mum }), none, nil},
		horus.EvGameOver:        {ev(horus.EvGameOver, nil), none, nil},
		horus.EvBlockReturned:   {ev(horus.EvBlockReturned, nil), none, nil},
	}
	for k := horus.EventKind(0); k <= horus.EvBlockReturned; k++ {
		c, ok := cases[k]
		if !ok {
			t.Errorf("event kind %v has no expected animation and sound: add it to the table", k)
			continue
		}
		t.Run(k.String(), func(t *testing.T) {
			w := world.Rebuild(o)
			w.ApplyAll([]horus.Event{c.ev})
			var got []world.AnimKind
			for _, a := range w.Anims {
				got = append(got, a.Kind)
			}
			switch {
			case c.anim == none && len(got) != 0:
				t.Errorf("%v started animations %v, want none", k, got)
			case c.anim != none && (len(got) != 1 || got[0] != c.anim):
				t.Errorf("%v started animations %v, want [%v]", k, got, c.anim)
			}
			rec := &recorder{}
			var h audioHook
			h.pump(w, rec)
			if c.ev.Kind == horus.EvBlockFell && len(rec.played) != 0 {
				t.Errorf("the impact sounded before the block landed: %v", rec.played)
			}
			for i := 0; i < 400 && w.Animating(); i++ {
				w.Tick()
				h.pump(w, rec)
			}
			if len(rec.played) != len(c.snd) || len(c.snd) > 0 && rec.played[0] != c.snd[0] {
				t.Errorf("%v played %v, want %v", k, rec.played, c.snd)
			}
			if w.Busy() {
				t.Errorf("%v still busy after its animation", k)
			}
		})
	}
}

func woundCard(t *testing.T) horus.CardID {
	for c := horus.CardID(0); c < horus.NumCards; c++ {
		if c.Info().Kind == horus.KindMummyWound {
			return c
		}
	}
	t.Fatal("no mummy wound card")
	return 0
}

// TestDiceOfOneRollTumbleTogether: one roll of five dice plays one dice
// sound and the dice tumble at the same time.
func TestDiceOfOneRollTumbleTogether(t *testing.T) {
	_, w := setupWorld(t)
	var evs []horus.Event
	for d := horus.Die(0); d < horus.NumDice; d++ {
		evs = append(evs, horus.Event{Kind: horus.EvDieRolled, Seat: -1, Mummy: -1, Card: horus.NoCard, Die: d, Value: uint8(1 + d)})
	}
	w.ApplyAll(evs)
	if len(w.Anims) != int(horus.NumDice) {
		t.Fatalf("%d animations for %d dice", len(w.Anims), horus.NumDice)
	}
	for _, a := range w.Anims {
		if a.T.Delay != w.Anims[0].T.Delay {
			t.Errorf("die animations start at different ticks: %d and %d", a.T.Delay, w.Anims[0].T.Delay)
		}
	}
	rec := &recorder{}
	var h audioHook
	for w.Animating() {
		h.pump(w, rec)
		w.Tick()
	}
	h.pump(w, rec)
	if len(rec.played) != 1 || rec.played[0] != sound.Dice {
		t.Errorf("one roll played %v, want one dice sound", rec.played)
	}
}

// TestSkipLeavesTheEngineState plays games at normal speed, skips every
// step's animations part way with the Skip key through the play scene,
// and checks that nothing is left animating and that the world equals the
// one rebuilt from the observation.
func TestSkipLeavesTheEngineState(t *testing.T) {
	p := newTestPlay(t, 11, 1280, 720, false)
	p.settings.Speed, p.settings.BotSpeed = 1, 2
	p.resetWorld()
	r := rand.New(rand.NewPCG(11, 5))
	skipped := 0
	ctx := &scenes.Context{Settings: p.settings, In: input.Frame{Intents: []input.Intent{{Kind: input.Confirm}}}}
	for steps := 0; steps < 3000 && p.m.State.Current() != horus.TerminalSeat; steps++ {
		cur := p.m.State.Current()
		p.world.Speed = p.stepFactor()
		var err error
		switch {
		case cur == horus.ChanceSeat:
			p.rollChance()
		default:
			err = p.apply(adventurous(p.m.State.Legal(nil), r))
		}
		if err != nil {
			t.Fatal(err)
		}
		for n := r.IntN(20); n > 0; n-- {
			p.world.Tick()
		}
		if p.skippable() {
			if p.world.Busy() {
				skipped++
			}
			if !p.updateSkip(ctx) {
				t.Fatal("Space did not skip a playing animation")
			}
		}
		p.world.Skip() // flashes and seals may still play: they never block
		if p.world.Busy() || p.world.Animating() || p.wait != 0 {
			t.Fatalf("step %d: still animating after a skip", steps)
		}
		want := world.Rebuild(p.m.State.Observe(p.view)).Snapshot()
		got := p.world.Snapshot()
		for k, v := range want {
			if got[k] != v {
				t.Fatalf("step %d: after skipping, %v is %+v; the engine says %+v", steps, k, got[k], v)
			}
		}
		if len(got) != len(want) {
			t.Fatalf("step %d: %d entities after skipping, the engine's view has %d", steps, len(got), len(want))
		}
	}
	if skipped < 20 {
		t.Errorf("only %d animations were skipped mid-way; the test did not exercise skipping", skipped)
	}
}

// TestInstantGameRunsToTheEnd plays a game of four computers at instant
// speed the way the play scene does (runInstant within the ticks), with
// the sounds going to a recorder: it must end within a few ticks' budget,
// never wait for an animation, and leave the world equal to the engine's.
func TestInstantGameRunsToTheEnd(t *testing.T) {
	cfg := GameConfig{Seed: 21}
	for i := 0; i < 4; i++ {
		cfg.Seats = append(cfg.Seats, SeatConfig{Level: "random", Adventurer: horus.Adventurer(i)})
	}
	p, err := NewPlay(cfg, &settings.Settings{Speed: 3, BotSpeed: 4})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(p.Leave)
	rec := &recorder{}
	ctx := &scenes.Context{Settings: p.settings}
	p.settings.Mixer = rec
	start := time.Now()
	ticks, last, idle := 0, -1, 0
	for ; ticks < 100000 && p.m.State.Current() != horus.TerminalSeat; ticks++ {
		if p.steps() == last {
			if idle++; idle > 200 {
				t.Fatalf("no progress for 200 ticks at step %d (seat %d to act, view %d): %s", last, p.m.State.Current(), p.view, p.message)
			}
		} else {
			last, idle = p.steps(), 0
		}
		p.animTick(ctx)
		if p.world.Busy() || p.wait != 0 {
			t.Fatalf("tick %d: waiting for an animation at instant speed", ticks)
		}
		if want := p.viewFor(p.m.State.Current()); want != p.view { // as Update does
			p.view = want
			p.resetWorld()
		}
		p.runInstant(time.Now().Add(50 * time.Millisecond))
		if time.Since(start) > 3*time.Minute {
			t.Fatalf("the game did not end in 3 minutes (%d steps)", p.steps())
		}
	}
	if p.m.State.Current() != horus.TerminalSeat {
		t.Fatalf("the game did not end in %d ticks", ticks)
	}
	p.animTick(ctx)
	t.Logf("%d steps in %d ticks, %v; %d sounds", p.steps(), ticks, time.Since(start).Round(time.Millisecond), len(rec.played))
	if p.steps() < 50 {
		t.Errorf("only %d steps", p.steps())
	}
	if rec.ambient != 1 {
		t.Errorf("the ambient loop was started %d times, want once", rec.ambient)
	}
	if len(rec.played) == 0 {
		t.Error("a whole game played no sound")
	}
	got, want := p.world.Snapshot(), world.Rebuild(p.m.State.Observe(p.view)).Snapshot()
	for k, v := range want {
		if got[k] != v {
			t.Fatalf("at the end %v is %+v; the engine says %+v", k, got[k], v)
		}
	}
	p.Leave()
	if rec.stops != 1 {
		t.Errorf("leaving stopped the ambient loop %d times, want once", rec.stops)
	}
}

// preparer is a recorder that is also asked to make sets of sounds, as
// the client's Mixer is.
type preparer struct {
	recorder
	sets []sound.Set
}

func (p *preparer) Prepare(s sound.Set) { p.sets = append(p.sets, s) }

// TestHorusSoundsAreMadeWhenItIsChosen: nothing is asked of the sound on
// the title; New game on it asks for Horus's own sounds (its ten effects
// and the ambient loop), not every game's.
func TestHorusSoundsAreMadeWhenItIsChosen(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	st := settings.Defaults()
	mx := &preparer{}
	st.Mixer = mx
	m := scenes.NewManager(scenes.NewTitle())
	if err := m.Update(sceneCtx(nil, &st)); err != nil {
		t.Fatal(err)
	}
	if len(mx.sets) != 0 {
		t.Fatalf("the title asked for sounds before a game was chosen: %v", mx.sets)
	}
	clickOn(t, m, nil, &st, "New game")
	if len(mx.sets) != 1 {
		t.Fatalf("New game asked for %d sets of sounds, want Horus's", len(mx.sets))
	}
	got := mx.sets[0]
	if !got.Ambient || len(got.Effects) != 10 || !slices.Contains(got.Effects, sound.Dice) || !slices.Contains(got.Effects, sound.Escape) ||
		slices.Contains(got.Effects, sound.PenguinStep) || slices.Contains(got.Effects, sound.RoomLaid) {
		t.Errorf("New game asked for %+v, want Horus's ten effects and the ambient loop, no other game's", got)
	}
}
