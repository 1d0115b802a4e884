// Package i18n translates the words the game shows. The translations are
// plain Go maps keyed by the English text itself (polish.go: English ->
// Polish): the English string in the code is both the key and the English
// translation, so code stays readable and a missing translation falls
// back to English instead of showing a key. The game has one translation,
// edited by hand next to the code, and a map keeps a missing or stray
// entry visible to the tests.
//
// Formats are filled in like fmt's, with numbers written the language's
// way ("0,50" in Polish), and a text with a count takes the plural form
// the language's rule picks (Polish: 1 gracz, 2 graczy... see
// numbers.go): the facts of CLDR, which golang.org/x/text carries, kept
// here for the game's languages (the tests check them against x/text's),
// since x/text's printer and catalog cost the browser build a tenth of a
// megabyte of download. English needs no entries: its two forms are
// one for 1, other for the rest.
//
// The current language is process-wide (the game shows one language at a
// time); it is set from the settings and read by every Draw and by the
// game log's narrator, which may run on another goroutine: every function
// here is safe for concurrent use.
package i18n

import (
	"sort"
	"sync"
	"sync/atomic"
)

// Lang is a language the game can be shown in: the code the settings
// store.
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

// Parse reads a stored language code; ok is false for an unknown one. The
// codes are matched exactly, not through a language.Matcher: they are the
// settings file's own values, and an unknown one must be reported, not
// quietly matched to its nearest language.
func Parse(code string) (Lang, bool) {
	for _, l := range Langs {
		if string(l) == code {
			return l, true
		}
	}
	return English, false
}

// shown is one language as the game shows it.
type shown struct {
	lang Lang
	// w writes its numbers and picks its plural forms.
	w ways
	// texts are T's, Context's and F's translations, and plurals N's
	// forms (nil for English, whose texts are the keys); only read.
	texts   map[string]string
	plurals map[string][3]string
}

var (
	langs = map[Lang]*shown{
		English: {lang: English, w: waysOf[English]},
		Polish:  {lang: Polish, w: waysOf[Polish], texts: polish, plurals: polishPlural},
	}
	current atomic.Pointer[shown]
)

// Set makes l the language of everything shown from now on.
func Set(l Lang) {
	s, ok := langs[l]
	if !ok {
		s = langs[English]
	}
	current.Store(s)
}

// Current is the language in use.
func Current() Lang { return now().lang }

func now() *shown {
	if s := current.Load(); s != nil {
		return s
	}
	return langs[English]
}

// Context separates two uses of one English word that translate
// differently (Polish adjectives agree with their noun: a red die is
// "czerwona kość", a red player "czerwony gracz"), as gettext's msgctxt.
func Context(ctx, s string) string {
	return now().text(ctx+"|"+s, s)
}

// T translates a fixed text.
func T(s string) string { return now().text(s, s) }

// F translates a format and fills it in like fmt.Sprintf, with numbers
// written the language's way (1234.5 under %.2f is "1,234.50" in English
// and "1 234,50" in Polish; see ways.sprintf).
func F(format string, args ...any) string {
	l := now()
	return l.w.sprintf(l.text(format, format), args...)
}

// N picks the plural form for count n and fills it in with args (which
// usually include n), as F does. one and other are the English forms;
// a language's forms are keyed by one, and its rule picks among them
// (ways.form).
func N(n int, one, other string, args ...any) string {
	l := now()
	if l.plurals != nil {
		if forms, ok := l.plurals[one]; ok {
			return l.w.sprintf(forms[l.w.form(n)], args...)
		}
		miss(one)
	}
	if n == 1 {
		return l.w.sprintf(one, args...)
	}
	return l.w.sprintf(other, args...)
}

// text is the translation of key, or english (recorded as a miss) when
// the catalog has none.
func (l *shown) text(key, english string) string {
	if l.texts == nil {
		return english
	}
	if s, ok := l.texts[key]; ok {
		return s
	}
	miss(key)
	return english
}

// Errorf makes an error from a catalog format and its arguments. Its
// Error is worded by F when called — in the language current then, not
// when the error was made — because the packages that make such errors
// (session, stats) cannot know when, or in which language, the client
// will show them, and the client shows Error() as it is. Like
// fmt.Errorf with %v, it does not wrap its arguments.
func Errorf(format string, args ...any) error { return &worded{format, args} }

type worded struct {
	format string
	args   []any
}

func (e *worded) Error() string { return F(e.format, e.args...) }

// Wrapf is Errorf that keeps cause for errors.Is and errors.As, the way
// fmt.Errorf's %w would (the catalog's formats use %v: F fills them in
// with fmt, which knows %w only in Errorf). cause is usually one of the args too; nil wraps nothing.
func Wrapf(cause error, format string, args ...any) error {
	return &wrapped{worded{format, args}, cause}
}

type wrapped struct {
	worded
	cause error
}

func (e *wrapped) Unwrap() error { return e.cause }

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
