package sound

import (
	"encoding/json"
	"math"
	"testing"
)

func TestSettingsRoundTripThroughJSON(t *testing.T) {
	in := Settings{EffectsVolume: 0.3, MusicVolume: 0.65, Muted: true}
	data, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	var out Settings
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatal(err)
	}
	if out != in {
		t.Errorf("round trip gave %+v, want %+v (JSON %s)", out, in, data)
	}
}

func TestSettingsLoadClampsAndDefaults(t *testing.T) {
	cases := []struct {
		json string
		want Settings
	}{
		{`{"effectsVolume": 7, "musicVolume": -2, "muted": false}`, Settings{EffectsVolume: 1, MusicVolume: 0}},
		{`{"muted": true}`, Settings{EffectsVolume: DefaultSettings().EffectsVolume, MusicVolume: DefaultSettings().MusicVolume, Muted: true}},
		{`{}`, DefaultSettings()},
		{`{"musicVolume": null, "effectsVolume": 0.25}`, Settings{EffectsVolume: 0.25, MusicVolume: DefaultSettings().MusicVolume}},
	}
	for _, c := range cases {
		var got Settings
		if err := json.Unmarshal([]byte(c.json), &got); err != nil {
			t.Errorf("%s: %v", c.json, err)
			continue
		}
		if got != c.want {
			t.Errorf("%s gave %+v, want %+v", c.json, got, c.want)
		}
	}
	var s Settings
	if err := json.Unmarshal([]byte(`{"effectsVolume": "loud"}`), &s); err == nil {
		t.Error("a volume that is not a number was accepted")
	}
}

func TestClampedReplacesNaNWithDefaults(t *testing.T) {
	got := Settings{EffectsVolume: math.NaN(), MusicVolume: math.Inf(1)}.Clamped()
	if want := (Settings{EffectsVolume: DefaultSettings().EffectsVolume, MusicVolume: 1}); got != want {
		t.Errorf("got %+v, want %+v", got, want)
	}
}

func TestGainCurve(t *testing.T) {
	if g := gain(0.5, false); g != 0.25 {
		t.Errorf("gain(0.5) = %v, want 0.25 (the square)", g)
	}
	if g := gain(1, true); g != 0 {
		t.Errorf("muted gain = %v, want 0", g)
	}
	if gain(0.2, false) >= gain(0.3, false) {
		t.Error("gain does not grow with the volume")
	}
}
