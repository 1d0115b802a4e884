package main

import (
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/i18n"
)

// TestWindowIsNamedAfterTheCollection: the window (and the browser tab)
// is named after the collection, in the player's language, not after the
// first of its games.
func TestWindowIsNamedAfterTheCollection(t *testing.T) {
	defer i18n.Set(i18n.English)
	for _, c := range []struct {
		lang i18n.Lang
		want string
	}{{i18n.English, "Pyramid"}, {i18n.Polish, "Piramida"}} {
		i18n.Set(c.lang)
		if got := windowTitle(); got != c.want || strings.Contains(got, "Horus") {
			t.Errorf("the window is named %q, want %q", got, c.want)
		}
	}
}
