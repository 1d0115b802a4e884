package scenes

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/assets/sound"
	"github.com/pyramid-studio/pyramid/storage"
)

// Settings are the player's preferences, remembered between runs in
// settings.json of the settings store (see LoadSettings).
type Settings struct {
	Speed    int            // index into Speeds: animations of human turns, chance and setup
	BotSpeed int            // index into Speeds plus one for computer turns; 0: as Speed
	Sound    sound.Settings // effects and music volumes, mute

	Mixer   Mixer         // where sounds go; nil plays nothing (tests, no audio)
	Store   storage.Store // where Save writes; nil keeps the settings for this run only
	Message string        // a problem with the stored settings, in words, or ""
}

// Speeds are the animation lengths on offer: factor on animation ticks
// and on the pause after a computer's move.
var Speeds = []struct {
	Name   string
	Factor float64
}{{"Slow", 1.6}, {"Normal", 1}, {"Fast", 0.5}, {"Instant", 0}}

// SpeedFactor is the chosen animation length factor of human turns.
func (s *Settings) SpeedFactor() float64 { return Speeds[clampSpeed(s.Speed)].Factor }

// BotSpeedIndex is the index into Speeds used for computer turns.
func (s *Settings) BotSpeedIndex() int {
	if s.BotSpeed <= 0 {
		return clampSpeed(s.Speed)
	}
	return clampSpeed(s.BotSpeed - 1)
}

// BotFactor is the animation length factor of computer turns.
func (s *Settings) BotFactor() float64 { return Speeds[s.BotSpeedIndex()].Factor }

func clampSpeed(i int) int { return max(0, min(len(Speeds)-1, i)) }

// ToggleFullscreen switches between window and fullscreen.
func ToggleFullscreen() { ebiten.SetFullscreen(!ebiten.IsFullscreen()) }

// SettingsKey is the file the settings are kept in.
const SettingsKey = "settings.json"

// ConfigDirEnv overrides the directory the settings are kept in (tests
// use it so that they never touch the real home directory).
const ConfigDirEnv = "PYRAMID_CONFIG_DIR"

// OpenSettingsStore opens the directory in $PYRAMID_CONFIG_DIR, or the
// desktop's default directory.
func OpenSettingsStore() (storage.Store, error) {
	if d := os.Getenv(ConfigDirEnv); d != "" {
		return storage.OpenDir(d)
	}
	return storage.OpenDefault()
}

// storedSettings is the JSON form: speeds by name, so a reordering of
// Speeds never changes what a file means.
type storedSettings struct {
	Speed         string         `json:"speed"`
	ComputerSpeed string         `json:"computerSpeed"`
	Sound         sound.Settings `json:"sound"`
}

// DefaultSettings are the preferences of a first run.
func DefaultSettings() Settings {
	return Settings{Speed: 1, BotSpeed: 2, Sound: sound.DefaultSettings()}
}

func speedIndex(name string) (int, bool) {
	for i, s := range Speeds {
		if strings.EqualFold(s.Name, name) {
			return i, true
		}
	}
	return 0, false
}

// LoadSettings reads the settings from st. A missing file gives the
// defaults quietly; an unreadable or corrupt one gives the defaults and a
// message (the bad file is kept aside, not destroyed). It never fails.
func LoadSettings(st storage.Store) Settings {
	s := DefaultSettings()
	s.Store = st
	if st == nil {
		return s
	}
	data, err := st.Read(SettingsKey)
	if storage.IsNotFound(err) {
		return s
	}
	if err != nil {
		s.Message = fmt.Sprintf("Could not read the saved settings (%v); using the defaults.", err)
		return s
	}
	var raw storedSettings
	raw.Sound = sound.DefaultSettings()
	err = json.Unmarshal(data, &raw)
	sp, ok1 := speedIndex(raw.Speed)
	bs, ok2 := speedIndex(raw.ComputerSpeed)
	if err != nil || !ok1 || !ok2 {
		aside, _ := storage.KeepAside(st, SettingsKey, time.Now())
		s.Message = "The saved settings were damaged; the defaults are used."
		if aside != "" {
			s.Message += " The old file was kept as " + aside + "."
		}
		return s
	}
	s.Speed, s.BotSpeed, s.Sound = sp, bs+1, raw.Sound.Clamped()
	return s
}

// Save writes the settings to their store (atomically); without a store
// it does nothing. A failure is kept in Message and returned.
func (s *Settings) Save() error {
	if s.Store == nil {
		return nil
	}
	data, err := json.MarshalIndent(storedSettings{
		Speed:         Speeds[clampSpeed(s.Speed)].Name,
		ComputerSpeed: Speeds[s.BotSpeedIndex()].Name,
		Sound:         s.Sound.Clamped(),
	}, "", "  ")
	if err == nil {
		err = s.Store.Write(SettingsKey, append(data, '\n'))
	}
	if err != nil {
		s.Message = "Could not save the settings: " + err.Error()
		return err
	}
	s.Message = ""
	return nil
}

// applySound hands the sound settings to the mixer.
func (s *Settings) applySound() {
	s.Sound = s.Sound.Clamped()
	if s.Mixer != nil {
		s.Mixer.ApplySettings(s.Sound)
	}
}
