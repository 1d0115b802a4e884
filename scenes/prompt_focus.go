package scenes

import (
	"slices"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
)

// PromptFocus is the prompt panel's keyboard and controller focus over a
// game's offers (its buttons and the places it marks on the board). The
// offers are made afresh after every step, so the focus remembers the
// offer it rests on by a key the game gives each offer (K: anything
// comparable that tells two offers apart, never a label) and finds it
// again among the new ones (Sync). It is the input.Focus it embeds, with
// that memory.
type PromptFocus[K comparable] struct {
	input.Focus
	on    K
	onSet bool
}

// NewPromptFocus is a focus resting nowhere that remembers no offer.
func NewPromptFocus[K comparable]() PromptFocus[K] {
	return PromptFocus[K]{Focus: input.NoFocus}
}

// Reset forgets the focus and the offer it rested on: a new player (a
// hand-off) starts afresh.
func (f *PromptFocus[K]) Reset() { *f = NewPromptFocus[K]() }

// On is the key of the offer remembered, if one was focused since the
// last Reset.
func (f *PromptFocus[K]) On() (K, bool) { return f.on, f.onSet }

// Remember keeps the offer the focus rests on (keys: the offers' keys,
// in the order of the targets the focus moves over).
func (f *PromptFocus[K]) Remember(keys []K) {
	if f.At >= 0 && f.At < len(keys) {
		f.on, f.onSet = keys[f.At], true
	}
}

// Navigate moves the focus on the frame's arrows, Tab and shoulder
// buttons (input.Focus.Navigate: def is where a first press shows it)
// and remembers the offer it comes to. It reports whether it moved.
func (f *PromptFocus[K]) Navigate(in *input.Frame, ts []input.Target, def int, keys []K) bool {
	if !f.Focus.Navigate(in, ts, def) {
		return false
	}
	f.Remember(keys)
	return true
}

// Sync puts the focus back on the offer remembered after the offers were
// made afresh (keys and ts: the new ones, in the same order). When that
// offer is gone, rest (nil: none) may say where the focus rests instead,
// between targets (Horus: the square the figure just moved to, so the
// next arrow moves on from there); otherwise it goes to def (or the
// first enabled target), which is remembered. Until some offer was
// focused, nothing is.
func (f *PromptFocus[K]) Sync(keys []K, ts []input.Target, def int, rest func(on K) (layout.Rect, bool)) {
	f.At = -1
	if !f.onSet {
		return
	}
	if i := slices.Index(keys, f.on); i >= 0 {
		f.Focus = input.Focus{At: i}
		return
	}
	if rest != nil {
		if r, ok := rest(f.on); ok {
			f.Focus = input.Focus{At: -1, Near: r}
			return
		}
	}
	f.Ensure(ts, def)
	f.Remember(keys)
}
