package scenes

import "github.com/hajimehoshi/ebiten/v2"

// Settings are the player's preferences for this session.
type Settings struct {
	Speed int // index into Speeds
}

// Speeds are the animation lengths on offer: factor on animation ticks
// and on the pause after a computer's move.
var Speeds = []struct {
	Name   string
	Factor float64
}{{"Slow", 1.6}, {"Normal", 1}, {"Fast", 0.5}, {"Instant", 0}}

// SpeedFactor is the chosen animation length factor.
func (s *Settings) SpeedFactor() float64 { return Speeds[s.Speed].Factor }

// ToggleFullscreen switches between window and fullscreen.
func ToggleFullscreen() { ebiten.SetFullscreen(!ebiten.IsFullscreen()) }
