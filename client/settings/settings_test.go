package settings

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/assets/sound"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"

	"github.com/pyramid-studio/pyramid/storage"
)

func TestSettingsMissingFileGivesDefaults(t *testing.T) {
	st := storage.NewMemory()
	s := Load(st)
	if s.Speed != 1 || s.BotSpeedIndex() != 1 || s.Sound != sound.DefaultSettings() || s.Message != "" {
		t.Errorf("first run: %+v, want the defaults without a message", s)
	}
	if s.SpeedFactor() != 1 || s.BotFactor() != 1 {
		t.Errorf("default factors %v/%v, want 1/1", s.SpeedFactor(), s.BotFactor())
	}
}

func TestSettingsRoundTrip(t *testing.T) {
	st := storage.NewMemory()
	s := Load(st)
	s.Speed, s.BotSpeed = 0, 4
	s.Sound = sound.Settings{EffectsVolume: 0.3, MusicVolume: 0.7, Muted: true}
	if err := s.Save(); err != nil {
		t.Fatal(err)
	}
	data, _ := st.Read(Key)
	if !strings.Contains(string(data), `"computerSpeed": "Instant"`) {
		t.Errorf("saved file does not name the speeds:\n%s", data)
	}
	got := Load(st)
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
		if err := st.Write(Key, []byte(bad)); err != nil {
			t.Fatal(err)
		}
		s := Load(st)
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
		if err := s.Save(); err != nil || Load(st).Message != "" {
			t.Errorf("%q: saving over the damaged file did not fix it (%v)", bad, err)
		}
	}
}

func TestSettingsOutOfRangeVolumesAreClamped(t *testing.T) {
	st := storage.NewMemory()
	_ = st.Write(Key, []byte(`{"speed":"fast","computerSpeed":"slow","sound":{"effectsVolume":7,"musicVolume":-1}}`))
	s := Load(st)
	if s.Speed != 2 || s.BotSpeedIndex() != 0 || s.Sound.EffectsVolume != 1 || s.Sound.MusicVolume != 0 || s.Message != "" {
		t.Errorf("got %+v", s)
	}
}

func TestSettingsStoreFollowsTheEnvironment(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "cfg")
	t.Setenv(storage.DirEnv, dir)
	st, err := OpenStore()
	if err != nil {
		t.Fatal(err)
	}
	d, ok := st.(*storage.Dir)
	if !ok || d.Path() != dir {
		t.Fatalf("store %T at %v, want the directory %s", st, st, dir)
	}
	s := Load(st)
	s.Speed = 2
	s.Sound.Muted = true
	if err := s.Save(); err != nil {
		t.Fatal(err)
	}
	st2, _ := OpenStore()
	if got := Load(st2); got.Speed != 2 || !got.Sound.Muted {
		t.Errorf("settings were not remembered between runs: %+v", got)
	}
}

func TestSettingsAccessibilityRoundTrip(t *testing.T) {
	st := storage.NewMemory()
	s := Load(st)
	if s.Language != i18n.English || s.TextScale() != 1 || s.Palette != render.Standard || s.Fullscreen {
		t.Fatalf("first run: %+v, want English, 100%%, standard colours, windowed", s)
	}
	s.Language, s.TextSize, s.Palette, s.Fullscreen = i18n.Polish, 2, render.ColourBlind, true
	if err := s.Save(); err != nil {
		t.Fatal(err)
	}
	data, _ := st.Read(Key)
	for _, want := range []string{`"language": "pl"`, `"textSize": 150`, `"palette": "colour-blind"`, `"fullscreen": true`} {
		if !strings.Contains(string(data), want) {
			t.Errorf("saved file lacks %s:\n%s", want, data)
		}
	}
	got := Load(st)
	if got.Language != i18n.Polish || got.TextScale() != 1.5 || got.Palette != render.ColourBlind || !got.Fullscreen || got.Message != "" {
		t.Errorf("loaded %+v", got)
	}
}

// A file written before the accessibility settings existed loads with
// their defaults and keeps its speeds, without any complaint.
func TestSettingsOldFileGetsAccessibilityDefaults(t *testing.T) {
	st := storage.NewMemory()
	_ = st.Write(Key, []byte(`{"speed":"Fast","computerSpeed":"Slow","sound":{"effectsVolume":0.2,"musicVolume":0.4}}`))
	s := Load(st)
	if s.Speed != 2 || s.BotSpeedIndex() != 0 || s.Message != "" {
		t.Errorf("old file: %+v", s)
	}
	if s.Language != i18n.English || s.TextScale() != 1 || s.Palette != render.Standard || s.Fullscreen {
		t.Errorf("old file: accessibility %+v, want the defaults", s)
	}
}

// Unknown values keep that setting's default, name the problem and keep
// the rest of the file.
func TestSettingsUnknownAccessibilityValues(t *testing.T) {
	st := storage.NewMemory()
	_ = st.Write(Key, []byte(`{"speed":"Slow","computerSpeed":"Slow","language":"tlh","textSize":400,"palette":"sepia","fullscreen":true}`))
	s := Load(st)
	if s.Speed != 0 || !s.Fullscreen {
		t.Errorf("the understood part was lost: %+v", s)
	}
	if s.Language != i18n.English || s.TextScale() != 1 || s.Palette != render.Standard {
		t.Errorf("unknown values did not give the defaults: %+v", s)
	}
	for _, want := range []string{`"tlh"`, "400%", `"sepia"`} {
		if !strings.Contains(s.Message, want) {
			t.Errorf("message %q does not name %s", s.Message, want)
		}
	}
	for _, bad := range []string{`{"speed":"Slow","computerSpeed":"Slow","textSize":"big"}`, `{"speed":"Slow","computerSpeed":"Slow","language":7}`} {
		_ = st.Write(Key, []byte(bad))
		if s := Load(st); s.Message == "" || s.Language != i18n.English || s.TextScale() != 1 {
			t.Errorf("%s: wrong types must give the defaults and a message, got %+v", bad, s)
		}
	}
}

// A problem found while reading the settings is worded in the language
// those settings choose once they are applied at start, not in the
// English in effect while they were read.
func TestSettingsMessageFollowsTheSavedLanguage(t *testing.T) {
	defer i18n.Set(i18n.English)
	i18n.Set(i18n.English)
	st := storage.NewMemory()
	_ = st.Write(Key, []byte(`{"speed":"Slow","computerSpeed":"Slow","language":"pl","palette":"sepia"}`))
	s := Load(st)
	if !strings.HasPrefix(s.Message, "The saved settings had an unknown palette") {
		t.Fatalf("before Apply: %q", s.Message)
	}
	s.Apply()
	defer render.UsePalette(render.Standard)
	want := `Zapisane ustawienia zawierały nieznaną wartość (paleta "sepia"); użyto domyślnej.`
	if s.Message != want {
		t.Errorf("after Apply in Polish: %q, want %q", s.Message, want)
	}
	if u := Unremembered(errors.New("no home")); !strings.HasSuffix(u.Message, "no home") || u.Store != nil {
		t.Errorf("Unremembered: %+v", u)
	}
}
