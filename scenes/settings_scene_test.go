package scenes

import (
	"slices"
	"testing"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/i18n"
)

func TestSettingsChangesReachTheMixer(t *testing.T) {
	rec := &recorder{}
	s := settings.Defaults()
	s.Mixer = rec
	s.Sound.MusicVolume = stepVolume(s.Sound.MusicVolume, volumeStep)
	s.ApplySound()
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

// Switching the language changes what the title screen offers.
func TestSwitchingLanguageChangesTheTitle(t *testing.T) {
	defer i18n.Set(i18n.English)
	ctx := &Context{W: 1280, H: 720, Frame: layout.NewFrame(1280, 720), Settings: &settings.Settings{}}
	labels := func() []string {
		var out []string
		for _, tg := range NewTitle().Probe(ctx).Targets {
			out = append(out, tg.Label)
		}
		return out
	}
	s := settings.Defaults()
	s.Language = i18n.English
	i18n.Set(s.Language)
	en := labels()
	s.Language = i18n.Polish
	i18n.Set(s.Language)
	pl := labels()
	if !slices.Contains(en, "New game") || !slices.Contains(en, "Rules") {
		t.Errorf("English title: %q", en)
	}
	if !slices.Contains(pl, "Nowa gra") || !slices.Contains(pl, "Zasady") || slices.Contains(pl, "New game") {
		t.Errorf("Polish title: %q", pl)
	}
}
