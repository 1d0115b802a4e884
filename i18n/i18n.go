// Package i18n translates the words the game shows, with
// golang.org/x/text: the translations are a catalog.Builder
// (golang.org/x/text/message/catalog), languages are
// golang.org/x/text/language tags, and formats are filled in by a
// message.Printer, so numbers are written the language's way ("0,50" in
// Polish) and plural forms are chosen by x/text's CLDR rules.
//
// Plurals use x/text's own selection (plural.Selectf in the catalog)
// rather than a hand-written Polish rule, so that another language brings
// its CLDR rule with it. Selectf selects on an argument by position,
// which N's callers do not fix, so N appends the count as one more
// argument and the forms name their arguments by index (pluralMessage);
// the tests check every form against the rule they were written for.
// English needs no catalog entry for its two forms: one for 1, other
// for the rest.
//
// The catalog is keyed by the English text itself: the English string in
// the code is both the key and the English translation, so code stays
// readable and a missing translation falls back to English instead of
// showing a key. The translations are kept as plain Go maps
// (polish.go: English -> Polish) rather than in x/text's generated
// catalogs (gotext's messages.gotext.json): the game has one translation,
// edited by hand next to the code, and a map keeps a missing or stray
// entry visible to the tests. The maps are loaded into the Builder once,
// at start, and only the Builder's messages are shown.
//
// The current language is process-wide (the game shows one language at a
// time); it is set from the settings and read by every Draw and by the
// game log's narrator, which may run on another goroutine: every function
// here is safe for concurrent use.
package i18n

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"
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

// tag is the language's x/text tag: it picks the catalog's messages, the
// plural rules and the way numbers are written.
func (l Lang) tag() language.Tag {
	switch l {
	case Polish:
		return language.Polish
	}
	return language.English
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
	// p fills in formats from the catalog. A Printer is read-only once
	// made (each Sprintf takes its own state from a pool) and the Builder
	// locks its lookups, so one Printer serves every goroutine; making
	// one costs number-format set-up, hence one per language, made once.
	p *message.Printer
	// texts are T's and Context's translations, rendered from the catalog
	// once, at start: T is called for every label of every frame, and a
	// plain map read takes about 10 ns where going through the Printer
	// takes about 500 (x/text's Builder locks, allocates a decoder and
	// decodes the message on every call; see BenchmarkT and BenchmarkF).
	// It is also the set of keys the catalog holds, for recording misses.
	// nil for English.
	texts map[string]string
	// plurals are the keys of N's texts that the catalog holds.
	plurals map[string]bool
	// loaded puts the language's translations into the catalog and
	// renders texts, on the language's first Set: in a browser that
	// costs about a tenth of a second of the start (x/text compiles
	// every message), which a player of another language need not pay.
	loaded sync.Once
	data   translations
}

// translations are a language's catalog maps (polish.go).
type translations struct {
	text   map[string]string
	plural map[string][3]string
}

var (
	// cat holds every translation. A language's are put in once, on
	// its first Set, and only read afterwards.
	cat = catalog.NewBuilder(catalog.Fallback(language.English))
	// buildErrs lists the catalog entries x/text could not compile (a
	// stray "${" in a translation, say): the entry then falls back to
	// English and TestCatalogBuilds names it.
	buildErrs []error
	langs     = build()
	current   atomic.Pointer[shown]
)

// build makes each language's printer; its translations are loaded on
// its first Set (load).
func build() map[Lang]*shown {
	data := map[Lang]translations{
		Polish: {polish, polishPlural},
	}
	out := map[Lang]*shown{}
	for _, l := range Langs {
		out[l] = &shown{lang: l, p: message.NewPrinter(l.tag(), message.Catalog(cat)), data: data[l]}
	}
	return out
}

// load loads the language's translations into the catalog, once;
// English has none (its texts are the keys themselves).
func (s *shown) load() {
	s.loaded.Do(func() {
		d := s.data
		if d.text == nil && d.plural == nil {
			return
		}
		tag := s.lang.tag()
		for en, tr := range d.text {
			if err := cat.SetString(tag, en, tr); err != nil {
				buildErrs = append(buildErrs, fmt.Errorf("%s %q: %v", s.lang, en, err))
			}
		}
		plurals := map[string]bool{}
		for en, forms := range d.plural {
			if err := cat.Set(tag, en, pluralMessage(en, forms)); err != nil {
				buildErrs = append(buildErrs, fmt.Errorf("%s %q: %v", s.lang, en, err))
			}
			plurals[en] = true
		}
		texts := make(map[string]string, len(d.text))
		for en := range d.text {
			var r verbatim
			if err := cat.Context(tag, &r).Execute(en); err != nil {
				buildErrs = append(buildErrs, fmt.Errorf("%s %q: %v", s.lang, en, err))
				continue
			}
			texts[en] = r.String()
		}
		s.plurals, s.texts = plurals, texts
	})
}

// verbatim receives a catalog message as it stands, without filling in
// formatting verbs: T's texts are not formats, and a "%" in one must
// show as it is.
type verbatim struct{ strings.Builder }

func (v *verbatim) Render(s string) { v.WriteString(s) }
func (v *verbatim) Arg(int) any     { return nil }

// pluralMessage is the catalog message for a text with a count: x/text's
// plural.Selectf picks one of the forms by the CLDR rule of the language
// (Polish: one for 1; few for 2–4, 22–24... but not 12–14; many for the
// rest; other, for fractions, never happens with a count). Selectf picks
// by an argument's position, but the count may be anywhere among N's
// arguments (or not among them at all), so N passes it once more, last;
// the forms then name their own arguments by index (%[1]s), which also
// keeps x/text from complaining about that extra argument.
func pluralMessage(english string, forms [3]string) catalog.Message {
	count := len(verbs(english)) + 1
	return plural.Selectf(count, "%d",
		"one", indexVerbs(forms[0]),
		"few", indexVerbs(forms[1]),
		"many", indexVerbs(forms[2]),
		"other", indexVerbs(forms[2]))
}

// verb matches a formatting verb with its flags, width and precision. It
// is compiled when a language's counted texts are first built, not as
// the program starts (English needs none).
var verb = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`%[-+# 0]*[0-9]*(\.[0-9]+)?[a-zA-Z%]`) })

// verbs lists the formatting verbs of a format, "%%" aside.
func verbs(format string) []string {
	var out []string
	for _, v := range verb().FindAllString(format, -1) {
		if v != "%%" {
			out = append(out, v)
		}
	}
	return out
}

// indexVerbs numbers a format's verbs in order: "%s has %d" becomes
// "%[1]s has %[2]d".
func indexVerbs(format string) string {
	i := 0
	return verb().ReplaceAllStringFunc(format, func(v string) string {
		if v == "%%" {
			return v
		}
		i++
		return fmt.Sprintf("%s[%d]%s", v[:len(v)-1], i, v[len(v)-1:])
	})
}

// Set makes l the language of everything shown from now on (loading
// its translations the first time).
func Set(l Lang) {
	s, ok := langs[l]
	if !ok {
		s = langs[English]
	}
	s.load()
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

// F translates a format and fills it in like fmt.Sprintf, through the
// language's message.Printer (so 1234.5 is "1,234.50" in English and
// "1 234,50" in Polish).
func F(format string, args ...any) string {
	l := now()
	if l.texts != nil {
		if _, ok := l.texts[format]; !ok {
			miss(format)
		}
	}
	return l.p.Sprintf(format, args...)
}

// N picks the plural form for count n and fills it in with args (which
// usually include n). one and other are the English forms; the catalog
// keys its forms by one, and x/text picks among them (see
// pluralMessage). English needs no catalog: one for 1, other for the
// rest.
func N(n int, one, other string, args ...any) string {
	l := now()
	if l.plurals != nil {
		if l.plurals[one] {
			withCount := make([]any, len(args)+1)
			copy(withCount, args)
			withCount[len(args)] = n
			return l.p.Sprintf(one, withCount...)
		}
		miss(one)
	}
	if n == 1 {
		return l.p.Sprintf(one, args...)
	}
	return l.p.Sprintf(other, args...)
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
// fmt.Errorf's %w would (the catalog's formats use %v: x/text does not
// know %w). cause is usually one of the args too; nil wraps nothing.
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
