package horus

import (
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/render"
)

// TestTheLockPromptSaysRerollOnlyWithActionsLeft: picking a lock with
// actions left, the prompt says to select dice and reroll; with none
// left (a Crowbar still in hand, so the turn goes on), it says there is
// no action left to reroll and not to reroll.
func TestTheLockPromptSaysRerollOnlyWithActionsLeft(t *testing.T) {
	for _, actions := range []int{2, 0} {
		pos := `players gore sarti
round 4
phase actions
keeper gore
turn gore
at gore A7
at sarti D12
dice 1 1 2 6 6
lock
cards gore crowbar
actions gore ` + map[int]string{2: "2", 0: "0"}[actions] + "\n"
		p, err := positionPlay(pos, &settings.Settings{Speed: 3})
		if err != nil {
			t.Fatal(err)
		}
		p.Leave()
		for _, dev := range []input.Device{input.Mouse, input.Touch, input.Keyboard, input.Gamepad} {
			got := p.prompt(0, dev)
			if actions > 0 && !strings.Contains(got, "reroll") {
				t.Errorf("%d actions left, device %d: the prompt says %q, not to reroll", actions, dev, got)
			}
			if actions == 0 && (strings.Contains(got, "then reroll") || !strings.Contains(got, "no action left")) {
				t.Errorf("no action left, device %d: the prompt says %q", dev, got)
			}
		}
	}
}

// TestPromptsNameTheDeviceInUse: the move prompt says click to a mouse,
// tap to a finger, the arrows and Enter to the keyboard, the d-pad and
// the confirm button (as swapped or not in the settings) to a
// controller.
func TestPromptsNameTheDeviceInUse(t *testing.T) {
	p := newTestPlay(t, 3, 1280, 720, false)
	for p.m.State.Current() != 0 || p.m.State.Phase != horus.PhaseActions {
		if p.m.State.IsChance() {
			_ = p.chance()
		} else {
			legal := p.m.State.Legal(nil)
			_ = p.apply(legal[len(legal)-1])
		}
	}
	for dev, want := range map[input.Device]string{input.Mouse: "Click", input.Touch: "Tap", input.Keyboard: "arrows and press Enter", input.Gamepad: "d-pad and press A"} {
		if got := p.prompt(0, dev); !strings.Contains(got, want) {
			t.Errorf("device %d: the prompt says %q, not %q", dev, got, want)
		}
	}
	p.settings.SwapConfirm = true
	if got := p.prompt(0, input.Gamepad); !strings.Contains(got, "press B") {
		t.Errorf("with the buttons swapped the prompt says %q", got)
	}
}

// TestTheCurseMarkLiesInTheDiceTray: the mark of an idol's curse beside
// each die lies inside the dice tray and clear of the next die, at every
// size and seat count (the mark was cut by the panel's edge).
func TestTheCurseMarkLiesInTheDiceTray(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	for _, sz := range [][2]float64{{1280, 720}, {1920, 1080}, {1280, 1024}} {
		for seats := 2; seats <= 6; seats++ {
			b := &Board{cfg: GameConfig{Seats: make([]SeatConfig, seats)}}
			b.place(sz[0], sz[1], render.NewFonts(layout.NewFrame(sz[0], sz[1]).U))
			for d := 0; d < int(horus.NumDice); d++ {
				m := b.curseMark(d)
				tr := b.lay.DiceTray
				if m.X < tr.X || m.Y < tr.Y || m.Right() > tr.Right() || m.Bottom() > tr.Bottom() {
					t.Errorf("%v %d seats: die %d's curse mark %+v leaves the tray %+v", sz, seats, d, m, tr)
				}
				if d+1 < int(horus.NumDice) && m.Overlaps(b.lay.Dice[d+1]) {
					t.Errorf("%v: die %d's curse mark covers the next die", sz, d)
				}
			}
		}
	}
}

// TestStatisticsUseTheTypedName: the statistics' line of the game just
// played names a person by the name typed ("Anna (David Gore)"), never
// "David Gore (human)"; a computer by its adventurer and level.
func TestStatisticsUseTheTypedName(t *testing.T) {
	anna := table.SeatSummary{Kind: table.Human, Name: "Anna", Facts: map[string]string{horus.FactAdventurer: "gore"}}
	if got := seatName(anna); got != "Anna (David Gore)" {
		t.Errorf("a person named Anna is %q", got)
	}
	bot := table.SeatSummary{Kind: "hard", Facts: map[string]string{horus.FactAdventurer: "rasputin"}}
	if got := seatName(bot); !strings.Contains(got, "Rasputin") || !strings.Contains(got, "hard") {
		t.Errorf("a hard computer playing Rasputin is %q", got)
	}
}
