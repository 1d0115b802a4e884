package scenes

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/assets/sound"
	"github.com/pyramid-studio/pyramid/storage"
)

func TestSettingsMissingFileGivesDefaults(t *testing.T) {
	st := storage.NewMemory()
	s := LoadSettings(st)
	if s.Speed != 1 || s.BotSpeedIndex() != 1 || s.Sound != sound.DefaultSettings() || s.Message != "" {
		t.Errorf("first run: %+v, want the defaults without a message", s)
	}
	if s.SpeedFactor() != 1 || s.BotFactor() != 1 {
		t.Errorf("default factors %v/%v, want 1/1", s.SpeedFactor(), s.BotFactor())
	}
}

func TestSettingsRoundTrip(t *testing.T) {
	st := storage.NewMemory()
	s := LoadSettings(st)
	s.Speed, s.BotSpeed = 0, 4
	s.Sound = sound.Settings{EffectsVolume: 0.3, MusicVolume: 0.7, Muted: true}
	if err := s.Save(); err != nil {
		t.Fatal(err)
	}
	data, _ := st.Read(SettingsKey)
	if !strings.Contains(string(data), `"computerSpeed": "Instant"`) {
		t.Errorf("saved file does not name the speeds:\n%s", data)
	}
	got := LoadSettings(st)
	if got.Speed != 0 || got.BotSpeedIndex() != 3 || got.Sound != s.Sound || got.Message != "" {
		t.Errorf("loaded %+v, saved %+v", got, s)
	}
	if got.SpeedFactor() != 1.6 || got.BotFactor() != 0 {
		t.Errorf("factors %v/%v, want 1.6/0", got.SpeedFactor(), got.BotFactor())
	}
}

func TestSettingsCorruptFileGivesDefaultsAndAMessage(t *testing.T) {
	for _, bad := range []string{"{not json", `{"speed":"Warp","computerSpeed":"Fast"}`, "\x00\x01"} {
		st := storage.NewMemory()
		if err := st.Write(SettingsKey, []byte(bad)); err != nil {
			t.Fatal(err)
		}
		s := LoadSettings(st)
		if s.Speed != 1 || s.Sound != sound.DefaultSettings() {
			t.Errorf("%q: %+v, want defaults", bad, s)
		}
		if s.Message == "" {
			t.Errorf("%q: no message about the damaged file", bad)
		}
		kept, _ := st.List("settings.bad-")
		if len(kept) != 1 {
			t.Errorf("%q: the damaged file was not kept aside: %v", bad, kept)
		}
		if err := s.Save(); err != nil || LoadSettings(st).Message != "" {
			t.Errorf("%q: saving over the damaged file did not fix it (%v)", bad, err)
		}
	}
}

func TestSettingsOutOfRangeVolumesAreClamped(t *testing.T) {
	st := storage.NewMemory()
	_ = st.Write(SettingsKey, []byte(`{"speed":"fast","computerSpeed":"slow","sound":{"effectsVolume":7,"musicVolume":-1}}`))
	s := LoadSettings(st)
	if s.Speed != 2 || s.BotSpeedIndex() != 0 || s.Sound.EffectsVolume != 1 || s.Sound.MusicVolume != 0 || s.Message != "" {
		t.Errorf("got %+v", s)
	}
}

func TestSettingsStoreFollowsTheEnvironment(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "cfg")
	t.Setenv(ConfigDirEnv, dir)
	st, err := OpenSettingsStore()
	if err != nil {
		t.Fatal(err)
	}
	d, ok := st.(*storage.Dir)
	if !ok || d.Path() != dir {
		t.Fatalf("store %T at %v, want the directory %s", st, st, dir)
	}
	s := LoadSettings(st)
	s.Speed = 2
	s.Sound.Muted = true
	if err := s.Save(); err != nil {
		t.Fatal(err)
	}
	st2, _ := OpenSettingsStore()
	if got := LoadSettings(st2); got.Speed != 2 || !got.Sound.Muted {
		t.Errorf("settings were not remembered between runs: %+v", got)
	}
}

func TestSettingsChangesReachTheMixer(t *testing.T) {
	rec := &recorder{}
	s := DefaultSettings()
	s.Mixer = rec
	s.Sound.MusicVolume = stepVolume(s.Sound.MusicVolume, volumeStep)
	s.applySound()
	if len(rec.settings) != 1 || rec.settings[0].MusicVolume != 0.6 {
		t.Errorf("mixer got %+v, want music at 0.6", rec.settings)
	}
	if v := stepVolume(0.95, volumeStep); v != 1 {
		t.Errorf("volume stepped past full: %v", v)
	}
	if v := stepVolume(0.05, -volumeStep); v != 0 {
		t.Errorf("volume stepped below silence: %v", v)
	}
}
