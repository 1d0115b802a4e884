// Package settings holds the player's preferences (animation speeds,
// sound, language, text size, palette, controllers, fullscreen) and keeps
// them in settings.json, read and written so that a damaged file is never
// lost and a missing one gives the defaults. It is the shell's, shared by
// every game; the settings screen (scenes) changes them.
package settings

import (
	"encoding/json"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/assets/sound"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/internal/excerpt"
	"github.com/pyramid-studio/pyramid/internal/jsonfile"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/storage"
)

// Settings are the player's preferences, remembered between runs in
// settings.json of the settings store (see Load).
type Settings struct {
	Speed    int            // index into Speeds: animations of human turns, chance and setup
	BotSpeed int            // index into Speeds plus one for computer turns; 0: as Speed
	Sound    sound.Settings // effects and music volumes, mute
	Language i18n.Lang      // the language of every screen and the log
	TextSize int            // index into TextSizes
	Palette  render.Palette // colours of players, dice and signals
	// Fullscreen is remembered so that a player who needs the whole
	// screen gets it at once on the next start.
	Fullscreen bool
	// SwapConfirm makes a controller's right face button confirm and the
	// bottom one go back, as some players' hands expect.
	SwapConfirm bool
	// SharedPads lets any controller act for every seat ("pass the
	// controller") instead of each seat's own.
	SharedPads bool
	// Setups are the last set-up of each game, by the game's id: its
	// new-game screen starts from it (and checks it against the game's
	// form; one it does not take is passed over).
	Setups map[string]table.Setup
	// Tutorials say how far the player has got with each game's
	// tutorial, by the game's id, and whether the title has offered it.
	Tutorials map[string]Tutorial

	Mixer   Mixer         // where sounds go; nil plays nothing (tests, no audio)
	Store   storage.Store // where Save writes; nil keeps the settings for this run only
	Message string        // a problem with the stored settings, in words, or ""
	// stuck is why a damaged settings file could not be moved aside, or
	// nil. While it is set, Save writes nothing: the damaged file is
	// still under Key, and writing there would destroy it.
	stuck error
	// word makes Message in the current language. The settings are read
	// before their language is put into effect, so Apply words the
	// message again; nil when there is no problem.
	word func() string
}

// problem sets Message, worded by word now and again by every Apply;
// nil clears it.
func (s *Settings) problem(word func() string) {
	s.word, s.Message = word, ""
	if word != nil {
		s.Message = word()
	}
}

// Unremembered are the default settings for a run whose settings store
// could not be opened, saying so on the settings screen.
func Unremembered(err error) Settings {
	s := Load(nil)
	s.problem(func() string { return i18n.T("Settings will not be remembered: ") + err.Error() })
	return s
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

// TextSizes are the text sizes on offer, in percent of the normal size.
var TextSizes = []int{100, 125, 150}

// TextScale is the factor on every font size.
func (s *Settings) TextScale() float64 {
	return float64(TextSizes[max(0, min(len(TextSizes)-1, s.TextSize))]) / 100
}

// ToggleFullscreen switches between window and fullscreen and remembers
// the choice.
func (s *Settings) ToggleFullscreen() {
	s.Fullscreen = !ebiten.IsFullscreen()
	ebiten.SetFullscreen(s.Fullscreen)
	_ = s.Save() // a failure is shown from Message
}

// Apply puts the language, palette and fullscreen into effect (at start
// and after a change on the settings screen), and words Message in that
// language.
func (s *Settings) Apply() {
	i18n.Set(s.Language)
	if s.word != nil {
		s.Message = s.word()
	}
	render.UsePalette(s.Palette)
	if ebiten.IsFullscreen() != s.Fullscreen {
		ebiten.SetFullscreen(s.Fullscreen)
	}
}

// Key is the file the settings are kept in.
const Key = "settings.json"

// OpenStore opens the desktop's directory for the settings: the one in
// $PYRAMID_CONFIG_DIR, or the user's configuration directory
// (storage.DefaultDir).
func OpenStore() (storage.Store, error) { return storage.OpenDefault() }

// storedSettings is the JSON form: speeds by name and text size in
// percent, so a reordering of Speeds or TextSizes never changes what a
// file means. Every field is optional: a file written before the later
// ones (language, text size, palette, fullscreen, controllers), or one
// written by hand without the speeds, loads with the defaults of what it
// lacks.
type storedSettings struct {
	Speed         string         `json:"speed"`
	ComputerSpeed string         `json:"computerSpeed"`
	Sound         sound.Settings `json:"sound"`
	Language      string         `json:"language,omitempty"`
	TextSize      int            `json:"textSize,omitempty"`
	Palette       string         `json:"palette,omitempty"`
	Fullscreen    bool           `json:"fullscreen,omitempty"`
	SwapConfirm   bool           `json:"swapConfirm,omitempty"`
	SharedPads    bool           `json:"sharedControllers,omitempty"`
	// Setups hold each game's last set-up apart, so that one written by
	// another version that this one cannot read loses only itself.
	Setups map[string]json.RawMessage `json:"setups,omitempty"`
	// Tutorials too: one this version cannot read is passed over alone.
	Tutorials map[string]json.RawMessage `json:"tutorials,omitempty"`
}

// Tutorial is how far the player has got with a game's tutorial (its
// guided first game, scenes/tutorial.go): the card reached, so that it
// goes on from there, whether it was played to its end, and whether the
// title has offered it on a first start.
type Tutorial struct {
	Card    int  `json:"card,omitempty"`
	Done    bool `json:"done,omitempty"`
	Offered bool `json:"offered,omitempty"`
}

// TutorialOf is how far the player has got with game id's tutorial.
func (s *Settings) TutorialOf(id string) Tutorial { return s.Tutorials[id] }

// SetTutorial keeps how far the player has got with game id's tutorial
// and saves the settings (a failure is in Message, and returned).
func (s *Settings) SetTutorial(id string, t Tutorial) error {
	if s.Tutorials == nil {
		s.Tutorials = map[string]Tutorial{}
	}
	s.Tutorials[id] = Tutorial{Card: max(0, t.Card), Done: t.Done, Offered: t.Offered}
	return s.Save()
}

// Defaults are the preferences of a first run: English, normal text, the
// standard palette, in a window.
func Defaults() Settings {
	return Settings{Speed: 1, BotSpeed: 2, Sound: sound.DefaultSettings(), Language: i18n.English, Palette: render.Standard}
}

// readAccessibility takes the language, text size and palette from a
// stored file; a value it does not know keeps that setting's default and
// is named in the returned problem (nil when all were understood). An
// unknown value is no reason to throw away the rest of the file.
func (s *Settings) readAccessibility(raw storedSettings) func() string {
	var bad []func() string
	if raw.Language != "" {
		if l, ok := i18n.Parse(raw.Language); ok {
			s.Language = l
		} else {
			bad = append(bad, func() string { return i18n.F("language %s", excerpt.Quote(raw.Language)) })
		}
	}
	if raw.TextSize != 0 {
		if i := slices.Index(TextSizes, raw.TextSize); i >= 0 {
			s.TextSize = i
		} else {
			bad = append(bad, func() string { return i18n.F("text size %d%%", raw.TextSize) })
		}
	}
	if raw.Palette != "" {
		if i := slices.Index(render.Palettes, render.Palette(raw.Palette)); i >= 0 {
			s.Palette = render.Palettes[i]
		} else {
			bad = append(bad, func() string { return i18n.F("palette %s", excerpt.Quote(raw.Palette)) })
		}
	}
	s.Fullscreen = raw.Fullscreen
	if len(bad) == 0 {
		return nil
	}
	return func() string {
		names := make([]string, len(bad))
		for i, b := range bad {
			names[i] = b()
		}
		return i18n.F("The saved settings had an unknown %s; the default is used.", strings.Join(names, ", "))
	}
}

func speedIndex(name string) (int, bool) {
	for i, s := range Speeds {
		if strings.EqualFold(s.Name, name) {
			return i, true
		}
	}
	return 0, false
}

// storedSpeed is the index into Speeds of a stored speed name. A missing
// name (a hand-written file, or one trimmed by hand) keeps the default
// def, as every other optional field does; only a name that is there and
// unknown reports false, which marks the file as damaged.
func storedSpeed(name string, def int) (int, bool) {
	if name == "" {
		return def, true
	}
	return speedIndex(name)
}

// Load reads the settings from st. A missing file gives the
// defaults quietly; an unreadable or corrupt one gives the defaults and a
// message (the bad file is kept aside, not destroyed). It never fails.
func Load(st storage.Store) Settings {
	s := Defaults()
	s.Store = st
	if st == nil {
		return s
	}
	data, err := st.Read(Key)
	if storage.IsNotFound(err) {
		return s
	}
	if err != nil {
		s.problem(func() string { return i18n.F("Could not read the saved settings (%v); using the defaults.", err) })
		return s
	}
	var raw storedSettings
	raw.Sound = sound.DefaultSettings()
	err = jsonfile.Peek(data, &raw) // fields of newer versions are passed over
	sp, ok1 := storedSpeed(raw.Speed, s.Speed)
	bs, ok2 := storedSpeed(raw.ComputerSpeed, s.BotSpeedIndex())
	if err != nil || !ok1 || !ok2 {
		aside, kerr := storage.KeepAside(st, Key, time.Now())
		if aside == "" {
			// not even copied: the damaged file is the only copy
			s.stuck = kerr
			s.problem(func() string {
				return i18n.F("The saved settings were damaged and could not be kept aside (%v); the defaults are used, and changes are not saved, so the damaged file stays as it is.", kerr)
			})
			return s
		}
		s.problem(func() string {
			m := i18n.T("The saved settings were damaged; the defaults are used.")
			if err != nil {
				m = i18n.F("The saved settings were damaged (%v); the defaults are used.", err)
			}
			if aside != "" {
				m += " " + i18n.F("The old file was kept as %s.", aside)
			}
			return m
		})
		return s
	}
	s.Speed, s.BotSpeed, s.Sound = sp, bs+1, raw.Sound.Clamped()
	s.problem(s.readAccessibility(raw))
	s.SwapConfirm, s.SharedPads = raw.SwapConfirm, raw.SharedPads
	for id, data := range raw.Setups {
		var su table.Setup
		if json.Unmarshal(data, &su) == nil {
			if s.Setups == nil {
				s.Setups = map[string]table.Setup{}
			}
			s.Setups[id] = su
		}
	}
	for id, data := range raw.Tutorials {
		var t Tutorial
		if json.Unmarshal(data, &t) == nil {
			if s.Tutorials == nil {
				s.Tutorials = map[string]Tutorial{}
			}
			s.Tutorials[id] = Tutorial{Card: max(0, t.Card), Done: t.Done, Offered: t.Offered}
		}
	}
	return s
}

// Remember keeps setup as the last set-up of game id, for its next new
// game, and saves the settings (a failure is in Message, and returned).
func (s *Settings) Remember(id string, setup table.Setup) error {
	if s.Setups == nil {
		s.Setups = map[string]table.Setup{}
	}
	s.Setups[id] = setup
	return s.Save()
}

// Save writes the settings to their store (atomically); without a store
// it does nothing. A failure is kept in Message and returned. It never
// writes over a damaged settings file that could not be moved aside
// (stuck): that returns an error and keeps the message that says so.
func (s *Settings) Save() error {
	if s.Store == nil {
		return nil
	}
	if s.stuck != nil {
		return i18n.Wrapf(s.stuck, "The settings are not saved: the damaged settings file could not be kept aside (%v).", s.stuck)
	}
	setups := map[string]json.RawMessage{}
	for id, su := range s.Setups {
		if data, err := json.Marshal(su); err == nil {
			setups[id] = data
		}
	}
	tutorials := map[string]json.RawMessage{}
	for id, t := range s.Tutorials {
		if data, err := json.Marshal(t); err == nil {
			tutorials[id] = data
		}
	}
	data, err := json.MarshalIndent(storedSettings{
		Setups:        setups,
		Tutorials:     tutorials,
		Speed:         Speeds[clampSpeed(s.Speed)].Name,
		ComputerSpeed: Speeds[s.BotSpeedIndex()].Name,
		Sound:         s.Sound.Clamped(),
		Language:      string(s.Language),
		TextSize:      int(math.Round(s.TextScale() * 100)),
		Palette:       string(s.Palette),
		Fullscreen:    s.Fullscreen,
		SwapConfirm:   s.SwapConfirm,
		SharedPads:    s.SharedPads,
	}, "", "  ")

	if err == nil {
		err = s.Store.Write(Key, append(data, '\n'))
	}
	if err != nil {
		s.problem(func() string { return i18n.T("Could not save the settings: ") + err.Error() })
		return err
	}
	s.problem(nil)
	return nil
}

// deviceReporter is a Mixer that can say why it plays nothing: the
// client's, when no sound device was found (cmd/pyramid's lateMixer).
// Device is nil while sound plays or is still being started.
type deviceReporter interface{ Device() error }

// SoundNotice is, in the current language, the one line that says no
// sound device was found and the game plays silently; "" while sound
// plays or is still starting, and when there is no Mixer at all (sound
// turned off on purpose, or tests). The title and the settings screen
// show it.
func (s *Settings) SoundNotice() string {
	if s == nil {
		return ""
	}
	if d, ok := s.Mixer.(deviceReporter); !ok || d.Device() == nil {
		return ""
	}
	return i18n.T("No sound device found: the game plays without sound.")
}

// ApplySound hands the sound settings to the mixer (after a change on
// the settings screen, or the mute key).
func (s *Settings) ApplySound() {
	s.Sound = s.Sound.Clamped()
	if s.Mixer != nil {
		s.Mixer.ApplySettings(s.Sound)
	}
}

// PrepareSounds asks the Mixer to make set's sounds (a game was chosen:
// its sounds are made then, not all at start), if it makes sounds as
// they are asked for; other Mixers (tests' recorders) have nothing to do.
func (s *Settings) PrepareSounds(set sound.Set) {
	if p, ok := s.Mixer.(interface{ Prepare(sound.Set) }); ok {
		p.Prepare(set)
	}
}

// Mixer is what the screens need of assets/sound's Mixer: tests put a
// recorder behind it, and a nil Mixer is silence.
type Mixer interface {
	Play(e sound.Effect)
	StartAmbient()
	StopAmbient()
	ApplySettings(s sound.Settings)
}
