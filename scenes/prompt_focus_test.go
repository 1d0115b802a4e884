package scenes_test

import (
	"testing"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/scenes"
)

// offers are targets in a row, one per key, all enabled.
func offers(keys ...string) []input.Target {
	ts := make([]input.Target, len(keys))
	for i := range keys {
		ts[i] = input.Target{Rect: layout.Rect{X: float64(i) * 100, W: 80, H: 30}, ID: i, Enabled: true}
	}
	return ts
}

func press(k input.Kind) *input.Frame {
	return &input.Frame{Intents: []input.Intent{{Kind: k, Dev: input.Keyboard}}, Last: input.Keyboard}
}

// TestPromptFocusStaysOnItsOfferWhenTheOffersAreMadeAfresh: the focus
// remembers the offer it was moved to by its key, and after the offers
// are made afresh in another order it rests on the same offer, not on
// the same place in the list.
func TestPromptFocusStaysOnItsOfferWhenTheOffersAreMadeAfresh(t *testing.T) {
	f := scenes.NewPromptFocus[string]()
	keys := []string{"move", "search", "end"}
	ts := offers(keys...)
	if !f.Navigate(press(input.Next), ts, 0, keys) || f.At != 0 {
		t.Fatalf("the first Tab shows the focus on the default offer; it is at %d", f.At)
	}
	if !f.Navigate(press(input.Next), ts, 0, keys) || f.At != 1 {
		t.Fatalf("Tab moves the focus to the next offer; it is at %d", f.At)
	}
	if on, ok := f.On(); !ok || on != "search" {
		t.Fatalf("the focus remembers %q (%v); want search", on, ok)
	}
	keys = []string{"end", "dig", "search", "move"}
	f.Sync(keys, offers(keys...), 0, nil)
	if f.At != 2 {
		t.Errorf("after the offers were made afresh the focus is at %d; want 2, on search", f.At)
	}
}

// TestPromptFocusRestsWhereTheGameSaysWhenItsOfferIsGone: when the
// offer focused is no longer offered, the game may say where the focus
// rests between targets (Horus: the square the figure moved to), and
// the next arrow moves on from there.
func TestPromptFocusRestsWhereTheGameSaysWhenItsOfferIsGone(t *testing.T) {
	f := scenes.NewPromptFocus[string]()
	keys := []string{"up", "left"}
	f.At = 0
	f.Remember(keys)
	there := layout.Rect{X: 100, Y: 100, W: 50, H: 50}
	keys = []string{"up again", "down"}
	asked := ""
	f.Sync(keys, offers(keys...), 1, func(on string) (layout.Rect, bool) {
		asked = on
		return there, true
	})
	if asked != "up" {
		t.Errorf("the game was asked where the focus rests for %q; want up, the offer gone", asked)
	}
	if !f.Between() || f.Near != there || f.At != -1 {
		t.Errorf("the focus is %+v; want resting between targets at %+v", f.Focus, there)
	}
}

// TestPromptFocusFallsBackToTheDefaultOfferAndRemembersIt: an offer gone
// with nowhere to rest puts the focus on the default offer, which is
// then the one remembered.
func TestPromptFocusFallsBackToTheDefaultOfferAndRemembersIt(t *testing.T) {
	f := scenes.NewPromptFocus[int]()
	f.At = 0
	f.Remember([]int{7, 8})
	keys := []int{1, 2, 3}
	f.Sync(keys, offers("a", "b", "c"), 2, func(int) (layout.Rect, bool) { return layout.Rect{}, false })
	if f.At != 2 {
		t.Errorf("the focus is at %d; want 2, the default offer", f.At)
	}
	if on, ok := f.On(); !ok || on != 3 {
		t.Errorf("the focus remembers %d (%v); want 3, the default offer's key", on, ok)
	}
}

// TestPromptFocusShowsNothingUntilMovedAndAfterAReset: a mouse player
// (no focus moved yet) and the next player after a hand-off (Reset) see
// no focus ring: nothing is focused and nothing remembered.
func TestPromptFocusShowsNothingUntilMovedAndAfterAReset(t *testing.T) {
	f := scenes.NewPromptFocus[string]()
	keys := []string{"a", "b"}
	f.Sync(keys, offers(keys...), 0, nil)
	if f.Valid(offers(keys...)) {
		t.Errorf("a focus never moved rests on %d; want nowhere", f.At)
	}
	f.Navigate(press(input.Next), offers(keys...), 1, keys)
	if on, ok := f.On(); !ok || on != "b" {
		t.Fatalf("the first press remembers %q (%v); want b, the default", on, ok)
	}
	f.Reset()
	if _, ok := f.On(); ok {
		t.Error("Reset left an offer remembered")
	}
	f.Sync(keys, offers(keys...), 0, nil)
	if f.At != -1 || f.Between() {
		t.Errorf("after a reset the focus is %+v; want nowhere", f.Focus)
	}
}
