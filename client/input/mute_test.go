package input

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestMKeyMutes: M is the Mute intent, read by the input layer like
// every other key (the settings screen once read the key itself), and
// not with Ctrl or Alt, which are kept for other shortcuts.
func TestMKeyMutes(t *testing.T) {
	just := func(k ebiten.Key) map[ebiten.Key]bool { return map[ebiten.Key]bool{k: true} }
	if got := kindsOf(keyIntents(fakeKeys{justPressed: just(ebiten.KeyM)}, &pressClock{}, nil)); !slices.Equal(got, []Kind{Mute}) {
		t.Errorf("M gives %v, want Mute", got)
	}
	for _, mod := range []ebiten.Key{ebiten.KeyControl, ebiten.KeyAlt} {
		if got := kindsOf(keyIntents(fakeKeys{justPressed: just(ebiten.KeyM), downs: just(mod)}, &pressClock{}, nil)); len(got) != 0 {
			t.Errorf("M with %v gives %v, want nothing", mod, got)
		}
	}
	if got := kindsOf(keyIntents(fakeKeys{downs: just(ebiten.KeyM), holds: map[ebiten.Key]int{ebiten.KeyM: 30}}, &pressClock{}, nil)); len(got) != 0 {
		t.Errorf("a held M gives %v: it must mute once per press", got)
	}
}
