package settings

import (
	"errors"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/storage"
)

// asideFails is a settings store on which a damaged settings.json cannot
// be moved aside: copying it to another key fails (the disk was full at
// start), while settings.json itself can still be written later.
type asideFails struct{ *storage.Memory }

func (a asideFails) Write(key string, data []byte) error {
	if key != Key {
		return errors.New("no space left on device")
	}
	return a.Memory.Write(key, data)
}

// damagedSettings is a store holding a settings file that is not JSON.
func damagedSettings(bad []byte) *storage.Memory {
	mem := storage.NewMemory()
	_ = mem.Write(Key, bad)
	return mem
}

// TestDamagedSettingsAreNeverWrittenOver: when a damaged settings file
// cannot be moved aside, the settings screen says so and no change is
// saved over it, however many are made; once the move works (the next
// run, with room on the disk) the file is kept aside as usual and saving
// works again. "If moving a damaged settings file aside fails, the next
// save writes over it. Keep the bad file, always." (issue 13)
func TestDamagedSettingsAreNeverWrittenOver(t *testing.T) {
	bad := []byte(`{"speed":"Warp"`)
	mem := damagedSettings(bad)
	s := Load(asideFails{mem})
	if s.Speed != 1 {
		t.Errorf("a damaged file gave speed %d, not the default", s.Speed)
	}
	if !strings.Contains(s.Message, "could not be kept aside") {
		t.Errorf("the message does not say the damaged file stays where it is: %q", s.Message)
	}
	for _, change := range []func(*Settings){
		func(s *Settings) { s.Speed = 0 },
		func(s *Settings) { s.Sound.Muted = true },
		func(s *Settings) { s.ToggleFullscreen() },
	} {
		change(&s)
		if err := s.Save(); err == nil {
			t.Error("saving over the damaged settings file was reported as done")
		}
		if data, _ := mem.Read(Key); string(data) != string(bad) {
			t.Fatalf("the damaged settings file was written over: %s", data)
		}
		if !strings.Contains(s.Message, "could not be kept aside") {
			t.Errorf("after a change the message no longer explains: %q", s.Message)
		}
	}
	// the next run can move it aside: it is kept, and saving works again
	next := Load(mem)
	kept, _ := mem.List("settings.bad-")
	if len(kept) != 1 {
		t.Fatalf("the damaged file was not kept aside on the next run: %v", kept)
	}
	if data, _ := mem.Read(kept[0]); string(data) != string(bad) {
		t.Errorf("the kept file holds %s, not the damaged settings", data)
	}
	if err := next.Save(); err != nil {
		t.Errorf("saving once the damaged file is aside: %v", err)
	}
}
