package horus

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
)

// TestInputWaitsOnlyForAnimations plays a game of one human and three
// computers at normal speed, stepping the way Update does (the pause after
// each step, the animations ticking), and checks that whenever the human is
// to act, their input is held exactly as long as a blocking animation
// plays, not a tick longer; the pause that lets a watcher follow the
// computers still separates a computer's steps.
func TestInputWaitsOnlyForAnimations(t *testing.T) {
	humanTurns, botPauses := 0, 0
	for seed := uint64(1); seed <= 6; seed++ {
		h, b := waitsOfAGame(t, seed)
		humanTurns += h
		botPauses += b
	}
	if humanTurns < 40 || botPauses < 40 {
		t.Errorf("%d human decisions and %d computer pauses: too few to prove anything", humanTurns, botPauses)
	}
}

// waitsOfAGame plays one game for TestInputWaitsOnlyForAnimations and
// returns how many decisions the human made and how many pauses separated
// a computer's steps.
func waitsOfAGame(t *testing.T, seed uint64) (humanTurns, botPauses int) {
	t.Helper()
	p := newTestPlay(t, seed, 1280, 720, false)
	p.settings.Speed, p.settings.BotSpeed = 1, 2
	p.resetWorld()
	r := rand.New(rand.NewPCG(seed, 1))
	for steps := 0; steps < 1500 && p.m.State.Current() != horus.TerminalSeat; steps++ {
		// Update's gate: the world ticks, the pause counts down, and play
		// (or the human's input) waits while either lasts
		held, busy := 0, 0
		for p.world.Busy() || p.wait > 0 {
			if p.world.Busy() {
				busy++
			}
			p.world.Tick()
			if p.wait > 0 {
				p.wait--
			}
			held++
		}
		cur := p.m.State.Current()
		if cur == 0 {
			humanTurns++
			if held > busy {
				t.Fatalf("seed %d step %d: the human waited %d ticks, the animations played %d", seed, steps, held, busy)
			}
		}
		p.world.Speed = p.stepFactor()
		switch {
		case cur == horus.ChanceSeat:
			p.rollChance()
		default:
			if err := p.apply(adventurous(p.m.State.Legal(nil), r)); err != nil {
				t.Fatal(err)
			}
			n := 4
			if cur != 0 {
				n = 24
			}
			p.wait = p.pause(n)
			if next := p.m.State.Current(); cur != 0 && next > 0 {
				if p.wait != 24 {
					t.Fatalf("seed %d step %d: a computer's step followed by a computer's paused %d ticks, want 24", seed, steps, p.wait)
				}
				botPauses++
			}
		}
	}
	return humanTurns, botPauses
}

// TestTrailSurvivesAViewChange: when the device is passed on (or the
// replay's view changes) the rebuilt world keeps the last move's trail; a
// rebuild for the same view (undo, a replay's jump) drops it.
func TestTrailSurvivesAViewChange(t *testing.T) {
	p := newTestPlay(t, 9, 1280, 720, false)
	r := rand.New(rand.NewPCG(9, 2))
	for steps := 0; len(p.world.Trail) == 0; steps++ {
		if steps > 500 || !toHuman(p, r) {
			t.Fatal("no move in 500 steps")
		}
		if err := p.apply(adventurous(p.m.State.Legal(nil), r)); err != nil {
			t.Fatal(err)
		}
	}
	trail := slices.Clone(p.world.Trail)
	p.view = -1
	p.resetWorld()
	if !slices.Equal(p.world.Trail, trail) {
		t.Fatalf("after a change of view the trail is %v, want %v", p.world.Trail, trail)
	}
	p.resetWorld()
	if len(p.world.Trail) != 0 {
		t.Errorf("a rebuild for the same view kept the trail %v", p.world.Trail)
	}
}
