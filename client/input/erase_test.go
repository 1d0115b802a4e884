package input

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestBackspaceErasesAndRepeats: Backspace is the Erase intent of a text
// field, once per press and then repeating while held, like the arrows.
func TestBackspaceErasesAndRepeats(t *testing.T) {
	press := fakeKeys{justPressed: map[ebiten.Key]bool{ebiten.KeyBackspace: true}}
	if got := kindsOf(keyIntents(press, &pressClock{}, nil)); !slices.Equal(got, []Kind{Erase}) {
		t.Errorf("Backspace gives %v, want Erase", got)
	}
	held := func(n int) []Kind {
		return kindsOf(keyIntents(fakeKeys{downs: map[ebiten.Key]bool{ebiten.KeyBackspace: true}, holds: map[ebiten.Key]int{ebiten.KeyBackspace: n}}, &pressClock{}, nil))
	}
	if got := held(5); len(got) != 0 {
		t.Errorf("Backspace held 5 ticks gives %v: it must wait before repeating", got)
	}
	if got := held(repeatDelay + 4 - (repeatDelay+4)%4 + 4); !slices.Equal(got, []Kind{Erase}) {
		t.Errorf("Backspace held long gives %v, want a repeated Erase", got)
	}
}
