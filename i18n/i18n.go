// Package i18n translates the words the game shows. It is a small
// catalog of our own, keyed by the English text itself: the English
// string in the code is both the key and the English translation, so
// code stays readable and a missing translation falls back to English
// instead of showing a key. We chose this over golang.org/x/text/message
// because the game needs only lookups, Sprintf-style formats and one
// plural rule per language; x/text's catalog builder and language
// matching would add a dependency and a generator step for none of that.
//
// The current language is process-wide (the game shows one language at a
// time); it is set from the settings and read by every Draw and by the
// game log's narrator.
package i18n

import (
	"fmt"
	"sort"
	"sync"
	"sync/atomic"
)

// Lang is a language the game can be shown in.
type Lang string

// The languages on offer. English is the default: the catalog's keys.
const (
	English Lang = "en"
	Polish  Lang = "pl"
)

// Langs lists the languages in the order the settings screen offers them.
var Langs = []Lang{English, Polish}

// Name is the language's name in its own language, as a chooser shows it.
func (l Lang) Name() string {
	switch l {
	case Polish:
		return "Polski"
	}
	return "English"
}

// Parse reads a stored language code; ok is false for an unknown one.
func Parse(code string) (Lang, bool) {
	for _, l := range Langs {
		if string(l) == code {
			return l, true
		}
	}
	return English, false
}

var current atomic.Value // Lang

// Set makes l the language of everything shown from now on.
func Set(l Lang) {
	if _, ok := Parse(string(l)); !ok {
		l = English
	}
	current.Store(l)
}

// Current is the language in use.
func Current() Lang {
	if l, ok := current.Load().(Lang); ok {
		return l
	}
	return English
}

// A catalog holds one language's translations.
type catalog struct {
	text   map[string]string    // English text or format -> translation
	plural map[string][3]string // English singular form -> one, few, many
}

var catalogs = map[Lang]catalog{
	Polish: {text: polish, plural: polishPlural},
}

// Context separates two uses of one English word that translate
// differently (Polish adjectives agree with their noun: a red die is
// "czerwona kość", a red player "czerwony gracz"), as gettext's msgctxt.
func Context(ctx, s string) string {
	return lookup(ctx+"|"+s, s)
}

// T translates a fixed text.
func T(s string) string { return lookup(s, s) }

// F translates a format and fills it in like fmt.Sprintf.
func F(format string, args ...any) string { return fmt.Sprintf(lookup(format, format), args...) }

// N picks the plural form for count n and fills it in with args (which
// usually include n). one and other are the English forms; a catalog
// keys its forms by one. Polish has three: 1; 2–4 (but not 12–14); the
// rest.
func N(n int, one, other string, args ...any) string {
	if c, ok := catalogs[Current()]; ok {
		if forms, ok := c.plural[one]; ok {
			return fmt.Sprintf(forms[polishForm(n)], args...)
		}
		miss(one)
	}
	if n == 1 {
		return fmt.Sprintf(one, args...)
	}
	return fmt.Sprintf(other, args...)
}

// polishForm is the index of the Polish plural form for n: 0 for one,
// 1 for few (2–4, 22–24, ... but not 12–14), 2 for many.
func polishForm(n int) int {
	if n < 0 {
		n = -n
	}
	switch {
	case n == 1:
		return 0
	case n%10 >= 2 && n%10 <= 4 && (n%100 < 12 || n%100 > 14):
		return 1
	}
	return 2
}

func lookup(key, english string) string {
	c, ok := catalogs[Current()]
	if !ok {
		return english
	}
	if s, ok := c.text[key]; ok {
		return s
	}
	miss(key)
	return english
}

// recording collects the keys that fell back to English while a test
// records; nil otherwise, so that lookups cost nothing more in play.
var (
	recMu     sync.Mutex
	recording map[string]bool
)

func miss(key string) {
	recMu.Lock()
	if recording != nil {
		recording[key] = true
	}
	recMu.Unlock()
}

// Record starts noting every text asked for in a language that has no
// translation of it; the returned function stops and lists them, sorted.
// Tests draw every screen in Polish while recording and expect nothing.
func Record() (stop func() []string) {
	recMu.Lock()
	recording = map[string]bool{}
	recMu.Unlock()
	return func() []string {
		recMu.Lock()
		defer recMu.Unlock()
		var out []string
		for k := range recording {
			out = append(out, k)
		}
		recording = nil
		sort.Strings(out)
		return out
	}
}
