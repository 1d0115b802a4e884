package settings

import (
	"testing"

	"github.com/pyramid-studio/pyramid/storage"
)

// TestSettingsWithoutSpeedsKeepTheDefaults: a hand-written settings.json
// without "speed" or "computerSpeed" is not damaged: the missing speeds
// take their defaults, the rest of the file is read, nothing is set aside
// and nothing is complained of. A speed that is there but unknown still
// marks the file as damaged (TestSettingsCorruptFileGivesDefaultsAndAMessage).
func TestSettingsWithoutSpeedsKeepTheDefaults(t *testing.T) {
	def := Defaults()
	for _, c := range []struct {
		file      string
		speed, bs int // want Speed and BotSpeedIndex
	}{
		{`{"language":"pl","sound":{"effectsVolume":0.3,"musicVolume":0.4,"muted":true}}`, def.Speed, def.BotSpeedIndex()},
		{`{"speed":"Slow","language":"pl","sound":{"effectsVolume":0.3,"musicVolume":0.4,"muted":true}}`, 0, def.BotSpeedIndex()},
		{`{"computerSpeed":"Instant","language":"pl","sound":{"effectsVolume":0.3,"musicVolume":0.4,"muted":true}}`, def.Speed, 3},
		{`{"speed":"","computerSpeed":null,"language":"pl","sound":{"effectsVolume":0.3,"musicVolume":0.4,"muted":true}}`, def.Speed, def.BotSpeedIndex()},
	} {
		st := storage.NewMemory()
		if err := st.Write(Key, []byte(c.file)); err != nil {
			t.Fatal(err)
		}
		s := Load(st)
		if s.Speed != c.speed || s.BotSpeedIndex() != c.bs {
			t.Errorf("%s: speeds %d/%d, want %d/%d", c.file, s.Speed, s.BotSpeedIndex(), c.speed, c.bs)
		}
		if s.Language != "pl" || !s.Sound.Muted || s.Sound.EffectsVolume != 0.3 {
			t.Errorf("%s: the rest of the file was not read: %+v", c.file, s)
		}
		if s.Message != "" {
			t.Errorf("%s: a complaint about a file with no fault: %q", c.file, s.Message)
		}
		if kept, _ := st.List("settings.bad-"); len(kept) != 0 {
			t.Errorf("%s: the file was set aside as damaged: %v", c.file, kept)
		}
	}
}
