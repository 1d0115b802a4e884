package sound

import (
	"encoding/json"
	"math"
)

// Settings are the player's sound preferences. They are plain values so the
// settings store can save them as JSON; loading clamps whatever it finds,
// so a hand-edited or corrupt file can never make the game deafening or
// make a volume negative.
type Settings struct {
	EffectsVolume float64 `json:"effectsVolume"` // 0 silent … 1 full
	MusicVolume   float64 `json:"musicVolume"`   // 0 silent … 1 full
	Muted         bool    `json:"muted"`
}

// DefaultSettings are used for a first run and for fields a saved file
// lacks: effects fairly loud, the ambient loop well under them.
func DefaultSettings() Settings {
	return Settings{EffectsVolume: 0.8, MusicVolume: 0.5}
}

// Clamped returns s with each volume forced into [0, 1]; a volume that is
// not a number takes its default.
func (s Settings) Clamped() Settings {
	d := DefaultSettings()
	s.EffectsVolume = clampVolume(s.EffectsVolume, d.EffectsVolume)
	s.MusicVolume = clampVolume(s.MusicVolume, d.MusicVolume)
	return s
}

// UnmarshalJSON reads settings saved by encoding/json, starting from the
// defaults (so missing fields keep them) and clamping the result.
func (s *Settings) UnmarshalJSON(data []byte) error {
	type plain Settings // without this method, so decoding does not recurse
	p := plain(DefaultSettings())
	if err := json.Unmarshal(data, &p); err != nil {
		return err
	}
	*s = Settings(p).Clamped()
	return nil
}

func clampVolume(v, fallback float64) float64 {
	if math.IsNaN(v) {
		return fallback
	}
	return math.Max(0, math.Min(1, v))
}

// gain maps a volume setting to the amplitude factor a player is given. The
// ear hears loudness roughly logarithmically, so a linear slider would do
// nearly all its work in its bottom quarter; squaring spreads it out.
func gain(volume float64, muted bool) float64 {
	if muted {
		return 0
	}
	return volume * volume
}
