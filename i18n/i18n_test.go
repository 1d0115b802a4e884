package i18n

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
)

// polishForm is the index in polishPlural's forms (one, few, many) that
// x/text's CLDR rule picks for n. N leaves the choice to x/text
// (plural.Selectf); this pins that rule to the three forms the
// translations are written for.
func polishForm(n int) int {
	if n < 0 {
		n = -n
	}
	switch plural.Cardinal.MatchPlural(language.Polish, n, 0, 0, 0, 0) {
	case plural.One:
		return 0
	case plural.Few:
		return 1
	}
	return 2
}

func TestPolishPluralForms(t *testing.T) {
	want := map[int]int{0: 2, 1: 0, 2: 1, 3: 1, 4: 1, 5: 2, 11: 2, 12: 2, 13: 2, 14: 2, 21: 2, 22: 1, 24: 1, 25: 2, 102: 1, 112: 2, 1000: 2}
	for n, f := range want {
		if got := polishForm(n); got != f {
			t.Errorf("polishForm(%d) = %d, want %d", n, got, f)
		}
	}
	defer Set(Current())
	Set(Polish)
	rec := func(n int) string { return N(n, "and %d older record", "and %d older records", n) }
	for n, w := range map[int]string{1: "i 1 starszy zapis", 2: "i 2 starsze zapisy", 5: "i 5 starszych zapisów", 12: "i 12 starszych zapisów", 22: "i 22 starsze zapisy"} {
		if got := rec(n); got != w {
			t.Errorf("N(%d) in Polish = %q, want %q", n, got, w)
		}
	}
	Set(English)
	if rec(1) != "and 1 older record" || rec(3) != "and 3 older records" {
		t.Error("English plurals are wrong")
	}
}

func TestLookupFallsBackToEnglishAndRecordsTheMiss(t *testing.T) {
	defer Set(Current())
	Set(Polish)
	stop := Record()
	if got := T("New game"); got != "Nowa gra" {
		t.Errorf("T(New game) in Polish = %q", got)
	}
	if got := T("no such text, surely"); got != "no such text, surely" {
		t.Errorf("an unknown text came back as %q, want the English", got)
	}
	if got := F("Round %d", 3); got != "Runda 3" {
		t.Errorf("F(Round) = %q", got)
	}
	if got := Context("die", "red"); got != "czerwona" {
		t.Errorf("the red die in Polish = %q", got)
	}
	missed := stop()
	if len(missed) != 1 || missed[0] != "no such text, surely" {
		t.Errorf("recorded misses %q, want only the unknown text", missed)
	}
	Set(English)
	stop = Record()
	T("no such text, surely")
	if m := stop(); len(m) != 0 || T("New game") != "New game" {
		t.Errorf("English is the catalog's keys and never misses: %q", m)
	}
}

func TestParseAndSet(t *testing.T) {
	defer Set(Current())
	if l, ok := Parse("pl"); !ok || l != Polish {
		t.Error("pl does not parse")
	}
	if l, ok := Parse("xx"); ok || l != English {
		t.Error("an unknown code must give English and false")
	}
	Set("xx")
	if Current() != English {
		t.Error("setting an unknown language must fall back to English")
	}
}

// TestEveryTextInTheCodeHasAPolishTranslation reads the packages that
// draw or tell something (their non-test sources), the games' packages
// among them (their narrators, reasons and refusals), and checks that every
// literal text handed to T, F, N, Context, Errorf or Wrapf is in the Polish
// catalog (N: its singular, which keys the forms), so no English is left
// on screen.
// Texts from tables (deck names, rule sections...) are checked by the
// scenes' own test, which draws every screen in Polish while recording.
func TestEveryTextInTheCodeHasAPolishTranslation(t *testing.T) {
	keys := map[string]string{} // key -> where
	for _, dir := range textDirs(t) {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, path := range files {
			if strings.HasSuffix(path, "_test.go") {
				continue
			}
			collectKeys(t, path, keys)
		}
	}
	if len(keys) < 200 {
		t.Fatalf("found only %d texts: is the scan still finding the calls?", len(keys))
	}
	for k, where := range keys {
		if _, ok := polish[k]; ok {
			continue
		}
		if _, ok := polishPlural[k]; ok {
			continue
		}
		t.Errorf("%s: no Polish for %q", where, k)
	}
}

func collectKeys(t *testing.T, path string, keys map[string]string) {
	fs := token.NewFileSet()
	f, err := parser.ParseFile(fs, path, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	lit := func(e ast.Expr) (string, bool) {
		b, ok := e.(*ast.BasicLit)
		if !ok || b.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(b.Value)
		return s, err == nil
	}
	ast.Inspect(f, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		where := fs.Position(call.Pos()).String()
		sel, ok := call.Fun.(*ast.SelectorExpr)
		if !ok {
			return true
		}
		if id, ok := sel.X.(*ast.Ident); !ok || id.Name != "i18n" {
			return true
		}
		switch sel.Sel.Name {
		case "T", "F", "Errorf":
			if s, ok := lit(call.Args[0]); ok {
				keys[s] = where
			}
		case "N", "Wrapf":
			if s, ok := lit(call.Args[1]); ok {
				keys[s] = where
			}
		case "Context":
			c, ok1 := lit(call.Args[0])
			s, ok2 := lit(call.Args[1])
			if ok1 && ok2 {
				keys[c+"|"+s] = where
			}
		}
		return true
	})
}

// TestCatalogFormatsMatch checks that a translation takes the same
// arguments as its English format, in the same order, so that filling
// it in never shows %!d(string=...).
func TestCatalogFormatsMatch(t *testing.T) {
	verbs := func(s string) string {
		var out []byte
		for i := 0; i < len(s); i++ {
			if s[i] == '%' && i+1 < len(s) {
				i++
				if s[i] != '%' {
					out = append(out, s[i])
				}
			}
		}
		return string(out)
	}
	for en, pl := range polish {
		key := en
		if i := strings.Index(en, "|"); i >= 0 {
			key = en[i+1:]
		}
		if verbs(key) != verbs(pl) {
			t.Errorf("%q -> %q: verbs %q vs %q", en, pl, verbs(key), verbs(pl))
		}
	}
	for en, forms := range polishPlural {
		for _, pl := range forms {
			if verbs(en) != verbs(pl) {
				t.Errorf("%q -> %q: verbs %q vs %q", en, pl, verbs(en), verbs(pl))
			}
		}
	}
}

// TestNoStrayTranslations keeps the catalog to texts the code still asks
// for (plus those that come from tables): an entry whose English text no
// longer appears in any source file, or in a game's data files (a
// treasure's name in game/pengqueen/data/cards.txt), is dead.
func TestNoStrayTranslations(t *testing.T) {
	var all, tables strings.Builder
	dataFiles, _ := filepath.Glob("../game/*/data/*.txt")
	for _, path := range dataFiles {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		tables.Write(data)
	}
	for _, dir := range textDirs(t) {
		files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		for _, path := range files {
			if strings.HasSuffix(path, "_test.go") {
				continue
			}
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			all.Write(data)
		}
	}
	src := all.String()
	check := func(key string) {
		k := key
		if i := strings.Index(k, "|"); i >= 0 {
			k = k[i+1:]
		}
		if !strings.Contains(src, strconv.Quote(k)) && !strings.Contains(src, `"`+k) && !strings.Contains(tables.String(), "| "+k+" |") {
			t.Errorf("the catalog translates %q, which no source file contains", key)
		}
	}
	for k := range polish {
		check(k)
	}
	for k := range polishPlural {
		check(k)
	}
}

// TestScenesShowNoTextOutsideTheCatalog reads every non-test source of
// scenes/ and flags each string literal holding a word (two letters in a
// row, formatting verbs aside) that is not handed to T, F, N or Context
// and is not one of the texts that are never shown (below). A text
// written straight into a label, a legend or a message would otherwise
// stay English in every language; the drawing test only sees the screens
// and states it draws (no controller legend, no hint). Texts in
// package-level tables (rule sections, deck names, speeds) are looked up
// where they are shown, so they need a Polish entry instead.
func TestScenesShowNoTextOutsideTheCatalog(t *testing.T) {
	var files []string
	for _, dir := range sceneDirs(t) {
		fs, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, fs...)
	}
	checked := 0
	for _, path := range files {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		for _, p := range untranslatedLiterals(t, path, false) {
			checked++
			if p.table {
				_, ok1 := polish[p.text]
				_, ok2 := polishPlural[p.text]
				if !ok1 && !ok2 {
					t.Errorf("%s: the table text %q has no Polish", p.where, p.text)
				}
				continue
			}
			if reason, ok := notShown[p.text]; ok && reason != "" {
				continue
			}
			t.Errorf("%s: %q is shown without going through i18n (T, F, N or Context)", p.where, p.text)
		}
	}
	if checked < 50 {
		t.Fatalf("only %d texts outside i18n calls: is the scan still finding them?", checked)
	}
}

// gameDirs are the packages of every game under game/ and bot/ (the
// engines, the contract, the computer players), whose tables and words
// the catalog translates.
func gameDirs(t *testing.T) []string {
	var dirs []string
	for _, root := range []string{"../game", "../bot"} {
		err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
			if err == nil && d.IsDir() && d.Name() != "testdata" {
				dirs = append(dirs, path)
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return dirs
}

// textDirs are every package whose texts the catalog translates: the
// games', the screens' and those whose messages the screens show.
func textDirs(t *testing.T) []string {
	return append(append(gameDirs(t), sceneDirs(t)...), shownDirs[1:]...)
}

// sceneDirs are the packages of the screens: the shell's scenes/ and each
// game's screens (scenes/horus...).
func sceneDirs(t *testing.T) []string {
	var dirs []string
	err := filepath.WalkDir("../scenes", func(path string, d os.DirEntry, err error) error {
		if err == nil && d.IsDir() && d.Name() != "testdata" {
			dirs = append(dirs, path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return dirs
}

// notShown are the literals of scenes/ with words that never reach the
// screen, and why.
var notShown = map[string]string{
	"medium": "a computer level's id (table.Computer.Levels), translated where shown",
	"easy":   "a computer level's id (table.Computer.Levels), translated where shown",
	"human":  "the statistics' key for human seats",
	"die ":   "a die target's label, read by the probe only",
	"scenes: screens of %q registered twice or without an id": "a programming error, found at start (a panic)",
	"action":      "a part's name for Play.Element (a guided game points at it), never shown",
	"alcove":      "a part's name for Play.Element (a guided game points at it), never shown",
	"blocks":      "a part's name for Play.Element (a guided game points at it), never shown",
	"board":       "a part's name for Play.Element (a guided game points at it), never shown",
	"deck":        "a part's name for Play.Element (a guided game points at it), never shown",
	"decks":       "a part's name for Play.Element (a guided game points at it), never shown",
	"dice":        "a part's name for Play.Element (a guided game points at it), never shown",
	"die":         "a part's name for Play.Element (a guided game points at it), never shown",
	"drawer":      "a part's name for Play.Element (a guided game points at it), never shown",
	"log":         "a part's name for Play.Element (a guided game points at it), never shown",
	"log-button":  "a part's name for Play.Element (a guided game points at it), never shown",
	"menu":        "a part's name for Play.Element (a guided game points at it), never shown",
	"names":       "a part's name for Play.Element (a guided game points at it), never shown",
	"prompt":      "a part's name for Play.Element (a guided game points at it), never shown",
	"sarcophagus": "a part's name for Play.Element (a guided game points at it), never shown",
	"seat":        "a part's name for Play.Element (a guided game points at it), never shown",
	"square":      "a part's name for Play.Element (a guided game points at it), never shown",
	"table":       "a part's name for Play.Element (a guided game points at it), never shown",
	"topbar":      "a part's name for Play.Element (a guided game points at it), never shown",
}

// shownDirs are the packages whose texts reach the screen: the scenes,
// and the packages whose messages and errors the scenes show as they are
// (the client's saves and settings among them). The games' screens
// (scenes/horus...) are read with the scenes (sceneDirs).
var shownDirs = []string{"../scenes", "../session", "../stats", "../storage", "../cmd/pyramid", "../render", "../internal/jsonfile", "../client/saves", "../client/settings", "../render/horus", "../render/pengqueen", "../render/runrunrun", "../web/pagetext"}

// TestMessagesOutsideScenesGoThroughTheCatalog is
// TestScenesShowNoTextOutsideTheCatalog for the packages whose texts the
// scenes show without wording them again: session's and stats' errors
// (CanUndo's reasons, AutosaveError, LoadError...) and notices, the
// desktop game's window title and notes, render's tables. There an
// errors.New or fmt.Errorf text is a message in its own right, so it
// must be an i18n.Errorf (worded when shown) or be on notShownOutside;
// constants count as tables, so a message kept in one needs a Polish
// entry.
func TestMessagesOutsideScenesGoThroughTheCatalog(t *testing.T) {
	checked := 0
	for _, dir := range shownDirs[1:] {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, path := range files {
			if strings.HasSuffix(path, "_test.go") {
				continue
			}
			for _, p := range untranslatedLiterals(t, path, true) {
				checked++
				if reason, ok := notShownOutside[p.text]; ok && reason != "" {
					continue
				}
				if p.table {
					if !hasPolish(p.text) {
						t.Errorf("%s: the table text %q has no Polish (or, if it is never shown, no reason in notShownOutside)", p.where, p.text)
					}
					continue
				}
				t.Errorf("%s: %q is shown without going through i18n (T, F, N, Context, Errorf or Wrapf)", p.where, p.text)
			}
		}
	}
	if checked < 40 {
		t.Fatalf("only %d texts outside i18n calls: is the scan still finding them?", checked)
	}
}

// hasPolish reports whether the catalog translates text, alone or in a
// context ("seat|red" for render/horus SeatNames' "red").
func hasPolish(text string) bool {
	if _, ok := polish[text]; ok {
		return true
	}
	if _, ok := polishPlural[text]; ok {
		return true
	}
	for k := range polish {
		if strings.HasSuffix(k, "|"+text) {
			return true
		}
	}
	return false
}

// notShownOutside are the literals with words in session/, stats/,
// cmd/pyramid/ and render/ that never reach the screen, or reach it only
// as the technical detail of a translated sentence, and why. Everything
// else there goes through the catalog.
var notShownOutside = map[string]string{
	// names in files and stores
	"ready":              "the page's state while its start screen is up (web/pyramid.js), compared, never shown",
	"autosave.json":      "a file name (session.AutosaveKey)",
	"last-game.json":     "a file name (session.LastGameKey)",
	"stats.json":         "a file name (stats.Key)",
	"pyramid-save":       "the save file's format tag",
	"pyramid-stats":      "the statistics file's format tag",
	"saved-":             "the file name prefix of a saved game (session.FiledPrefix)",
	".json":              "a saved game's file suffix",
	"%s-%d.json":         "a saved game's or a record's file name",
	"game-%s-seed%d":     "a record's file name",
	"records":            "the records folder's name (saves.RecordsFolder), shown as it is in paths",
	"finished-":          "the file name prefix of a finished game filed in the records folder",
	"imported-":          "the file name prefix of an imported record whose name was a finished game's",
	"imported-record":    "the file name of an imported record that had no usable name",
	"settings.json":      "a file name (settings.Key)",
	"PYRAMID_CONFIG_DIR": "an environment variable's name (storage.DirEnv)",
	".tmp-":              "the infix of storage.Dir's temporary files",
	"human":              "a seat kind's id in saves, records and statistics",
	// the detail of a damaged file, in parentheses after a translated
	// sentence ("The saved game could not be opened: the saved game does
	// not hold together (...)"): it names the file's JSON fields and
	// quotes the engine or the JSON decoder, whose words are English in
	// every language
	"record: %v":                             "a damaged save's detail: the JSON field and the engine's error",
	"seats: missing":                         "a damaged save's detail: the JSON field",
	"seats: %v":                              "a damaged save's detail: the JSON field and the reason",
	"seats: the record says %s, the save %s": "a damaged save's detail: the JSON field and the seat kinds' ids",
	"generator: %v":                          "a damaged save's detail: the JSON field and the decoder's error",
	"undo_floor: %d is not a step of the game (0..%d)": "a damaged save's detail: the JSON field",
	"redo[%d] %s: %v": "a damaged save's detail: the JSON field, the step's notation and the engine's error",
	// the statistics file's fields, named in a message as the file
	// writes them ("games.horus.by.adventurer.gore.facts.squares: ...")
	"games.":  "a statistics file's JSON field, named as the file writes it",
	"games":   "a statistics file's JSON field, named as the file writes it",
	".played": "a statistics file's JSON field, named as the file writes it",
	".won":    "a statistics file's JSON field, named as the file writes it",
	".facts":  "a statistics file's JSON field, named as the file writes it",
	".by":     "a statistics file's JSON field, named as the file writes it",
	"by.":     "a statistics file's JSON field, named as the file writes it",
	"kinds":   "a statistics file's JSON field, named as the file writes it",
	"roles":   "a statistics file's JSON field, named as the file writes it",
	"sizes":   "a statistics file's JSON field, named as the file writes it",
	"played":  "a statistics file's JSON field, named as the file writes it",
	"won":     "a statistics file's JSON field, named as the file writes it",
	"points":  "a statistics file's JSON field, named as the file writes it",
	// the facts of the games' summaries, as the statistics file keys them
	"end":        "the statistics' key for how a co-operative match ended (Summary.End)",
	"adventurer": "a fact's name in statistics files written before the collection (Horus's FactAdventurer)",
	"fate":       "a fact's name in statistics files written before the collection (Horus's FactFate)",
	"squares":    "a fact's name in statistics files written before the collection (Horus's FactSquares)",
	"exit_round": "a fact's name in statistics files written before the collection (Horus's FactExitRound)",
	// encoding/json's words, compared with its errors, never shown
	// (internal/jsonfile words them)
	"json: unknown field ": "the start of encoding/json's error for an unknown field, compared",
	"string":               "a kind of JSON value as encoding/json names it, compared",
	"number":               "a kind of JSON value as encoding/json names it, compared",
	"number ":              "a kind of JSON value as encoding/json names it, compared",
	"bool":                 "a kind of JSON value as encoding/json names it, compared",
	"array":                "a kind of JSON value as encoding/json names it, compared",
	"object":               "a kind of JSON value as encoding/json names it, compared",
	// the terminal: the desktop game's command line and its last words
	"pyramid": "the command's name in its flag set",
	"record":  "the --record flag's name",
	"open a game record file in the replay viewer":            "the --record flag's help, printed to the terminal",
	"%v (usage: pyramid [--record FILE])":                     "a command-line mistake, printed to the terminal before any window opens",
	"unexpected argument %q (usage: pyramid [--record FILE])": "a command-line mistake, printed to the terminal before any window opens",
	"pyramid:": "the prefix of a fatal error printed to the terminal",
	"pyramid: the last save could not be written:": "printed to the terminal after the window has closed",
	"loading the Go regular font: %w":              "a fatal start-up error, printed to the terminal before any window opens",
	"loading the Go bold font: %w":                 "a fatal start-up error, printed to the terminal before any window opens",
	// marks, caches and the browser
	"sound":       "a timing mark's name for the browser test",
	"full":        "a timing mark's name for the browser test",
	"play":        "a timing mark's name for the browser test",
	"drawn":       "a timing mark's name for the browser test",
	".tmp":        "the probe file's temporary suffix",
	"pyramidPage": "a JavaScript global's name",
	"timings":     "a JavaScript property's name",
	"performance": "a JavaScript global's name",
	"now":         "a JavaScript method's name",
	"figure":      "a sprite cache's key",
	"box":         "a sprite cache's key",
	"ring":        "a sprite cache's key",
	"slash":       "a sprite cache's key",
	"dot":         "a sprite cache's key",
	"fx-shadow":   "a sprite cache's key",
	"fx-dust":     "a sprite cache's key",
	"fx-crush":    "a sprite cache's key",
	// storage: file names, JavaScript's error names and keys the code chose
	".tmp-*":                     "the temporary file's name pattern (storage.Dir.Write)",
	"%s.bad-%d":                  "a kept-aside file's name (storage.KeepAside)",
	"application/json":           "a media type (storage.JSONType)",
	".json,":                     "the file chooser's accept list (storage.JSONFiles)",
	"QuotaExceededError":         "a JavaScript exception's name, compared, never shown",
	"NS_ERROR_DOM_QUOTA_REACHED": "a JavaScript exception's name, compared, never shown",
	"SecurityError":              "a JavaScript exception's name, compared, never shown",
	"storage key %q: must be 1 to 128 characters":                        "a programming error: the keys are the code's own constants",
	"storage key %q: must not start with a dot":                          "a programming error: the keys are the code's own constants",
	"storage key %q: only letters, digits, '.', '-' and '_' are allowed": "a programming error: the keys are the code's own constants",
	"standard":     "a palette's id in the settings file (render.Standard), named on screen by the settings' own text",
	"colour-blind": "a palette's id in the settings file (render.ColourBlind), named on screen by the settings' own text",
}

// notShownCalls are the functions whose string arguments are names,
// keys, patterns or the detail of an error, never a text of their own.
// errorCalls count among them in scenes/ only: there an error's text is
// the detail behind a translated sentence ("%s cannot be read: %v"),
// while session/ and stats/ make the errors the scenes show as they are.
var notShownCalls = map[string]bool{
	"os.Getenv": true, "render.Shape": true, "render.Layer": true, "render.MeshOf": true,
	"strings.HasPrefix": true, "strings.HasSuffix": true,
	"regexp.MustCompile": true,
}

var errorCalls = map[string]bool{"errors.New": true, "fmt.Errorf": true}

// jsCalls, in a file that imports syscall/js, are the calls whose strings
// name JavaScript globals, properties and methods (js.Value's Get, Set,
// Call and New, and storage's get and Local.call, which read a property
// and call a method catching what JavaScript throws).
var jsCalls = map[string]bool{"Get": true, "Set": true, "Call": true, "New": true, "get": true, "call": true}

// probeFields are fields read by the test probe only.
var probeFields = map[string]bool{"Scene": true, "Label": true}

type literal struct {
	text, where string
	table       bool // in a package-level variable: a table looked up where shown
}

var (
	fmtVerb = regexp.MustCompile(`%[-+# 0]*[0-9]*(\.[0-9]+)?[a-zA-Z%]`)
	word    = regexp.MustCompile(`\pL\pL`)
)

// untranslatedLiterals lists the string literals with words in a file
// that are neither in an i18n call, an import, a struct tag, a constant,
// an argument of notShownCalls (or errorCalls) nor a probe field. With
// strict, constants count as tables and errors.New and fmt.Errorf texts
// are listed too.
func untranslatedLiterals(t *testing.T, path string, strict bool) []literal {
	fs := token.NewFileSet()
	f, err := parser.ParseFile(fs, path, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	js := slices.ContainsFunc(f.Imports, func(im *ast.ImportSpec) bool { return im.Path.Value == `"syscall/js"` })
	var out []literal
	for _, d := range f.Decls {
		gd, isGen := d.(*ast.GenDecl)
		if isGen && (gd.Tok == token.IMPORT || gd.Tok == token.CONST && !strict) {
			continue
		}
		table := isGen && (gd.Tok == token.VAR || gd.Tok == token.CONST)
		ast.Inspect(d, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.Field:
				if n.Tag != nil {
					return false // a struct tag, and a type holds no text
				}
			case *ast.CallExpr:
				if id, ok := n.Fun.(*ast.Ident); ok && js && jsCalls[id.Name] {
					return false
				}
				if sel, ok := n.Fun.(*ast.SelectorExpr); ok {
					if js && jsCalls[sel.Sel.Name] {
						return false
					}
					if id, ok := sel.X.(*ast.Ident); ok {
						name := id.Name + "." + sel.Sel.Name
						if id.Name == "i18n" || notShownCalls[name] || !strict && errorCalls[name] {
							return false
						}
					}
				}
			case *ast.KeyValueExpr:
				if id, ok := n.Key.(*ast.Ident); ok && probeFields[id.Name] {
					return false
				}
			case *ast.AssignStmt:
				if sel, ok := n.Lhs[0].(*ast.SelectorExpr); ok && probeFields[sel.Sel.Name] {
					return false
				}
			case *ast.BasicLit:
				if n.Kind != token.STRING {
					return false
				}
				s, err := strconv.Unquote(n.Value)
				if err == nil && word.MatchString(fmtVerb.ReplaceAllString(s, "")) {
					out = append(out, literal{text: s, where: fs.Position(n.Pos()).String(), table: table})
				}
			}
			return true
		})
	}
	return out
}

// TestCatalogBuilds checks that x/text compiled every entry (a "${" in a
// translation, for one, is x/text's substitution syntax and would fail)
// and that no English text is both a plain and a plural entry, where
// the later would silently replace the other in the catalog.
func TestCatalogBuilds(t *testing.T) {
	for _, s := range langs {
		s.load() // as the language's first Set does
	}
	for _, err := range buildErrs {
		t.Error(err)
	}
	for k := range polishPlural {
		if _, ok := polish[k]; ok {
			t.Errorf("%q is both a text and a plural in the Polish catalog", k)
		}
	}
	if len(langs[Polish].texts) != len(polish) {
		t.Errorf("%d of %d Polish texts were rendered from the catalog", len(langs[Polish].texts), len(polish))
	}
}

// TestNFillsEveryPluralFormThroughTheCatalog checks x/text's choice and
// filling in of every plural entry against the forms as written: the
// form polishForm picks, filled in by fmt (every %d gets the count, every
// %s a word, so the forms' indexed verbs must land where they were).
func TestNFillsEveryPluralFormThroughTheCatalog(t *testing.T) {
	defer Set(Current())
	Set(Polish)
	stop := Record()
	for en, forms := range polishPlural {
		for _, n := range []int{0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 112, 122} {
			var args []any
			for _, v := range verbs(en) {
				if strings.HasSuffix(v, "d") {
					args = append(args, n)
				} else {
					args = append(args, "Ala")
				}
			}
			want := fmt.Sprintf(forms[polishForm(n)], args...)
			if got := N(n, en, en+"s", args...); got != want {
				t.Errorf("N(%d, %q) = %q, want %q", n, en, got, want)
			}
		}
	}
	if m := stop(); len(m) != 0 {
		t.Errorf("plural entries recorded as missing: %q", m)
	}
}

// TestALanguageLoadsOnItsFirstSet: a language's translations go into the
// catalog when it is first chosen, not at start, where they cost a
// browser's start about a tenth of a second; once chosen, it is whole.
func TestALanguageLoadsOnItsFirstSet(t *testing.T) {
	fresh := build()
	if fresh[Polish].texts != nil || fresh[Polish].plurals != nil {
		t.Fatal("the Polish texts are rendered before Polish is chosen")
	}
	defer Set(Current())
	Set(Polish)
	if len(langs[Polish].texts) != len(polish) || len(langs[Polish].plurals) != len(polishPlural) {
		t.Errorf("after Set(Polish): %d of %d texts, %d of %d plurals", len(langs[Polish].texts), len(polish), len(langs[Polish].plurals), len(polishPlural))
	}
	if T("New game") != "Nowa gra" {
		t.Errorf("T(New game) in Polish is %q", T("New game"))
	}
}

// TestTextsAreNotFormats: T shows a text as it stands, so a "%" in it is
// not a formatting verb.
func TestTextsAreNotFormats(t *testing.T) {
	defer Set(Current())
	Set(Polish)
	if got := T("text size %d%%"); got != "rozmiar tekstu %d%%" {
		t.Errorf("T of a format = %q, want the translation as it stands", got)
	}
	if got := F("text size %d%%", 150); got != "rozmiar tekstu 150%" {
		t.Errorf("F = %q", got)
	}
}

// TestNumbersFollowTheLanguage: formats go through x/text's printer, which
// writes numbers the language's way.
func TestNumbersFollowTheLanguage(t *testing.T) {
	defer Set(Current())
	const f = "it did best in %d simulated continuations of this game (score %.2f a game, 1 = a win)"
	Set(English)
	if got := F(f, 40, 0.5); got != "it did best in 40 simulated continuations of this game (score 0.50 a game, 1 = a win)" {
		t.Errorf("English: %q", got)
	}
	Set(Polish)
	if got := F(f, 40, 0.5); !strings.Contains(got, "0,50") {
		t.Errorf("Polish writes a decimal comma: %q", got)
	}
}

// TestErrorfIsWordedWhenShown: an error made in one language says itself
// in the language current when it is shown, also inside another format.
func TestErrorfIsWordedWhenShown(t *testing.T) {
	defer Set(Current())
	Set(English)
	err := Errorf("it is not your turn: %s is playing", "Ann")
	if err.Error() != "it is not your turn: Ann is playing" {
		t.Errorf("English: %q", err)
	}
	Set(Polish)
	if got := F("Cannot undo: %v.", err); got != "Nie można cofnąć: to nie twoja tura: gra Ann." {
		t.Errorf("Polish: %q", got)
	}
}

// TestWrapfKeepsItsCause: Wrapf is worded like Errorf and errors.Is
// finds its cause through it.
func TestWrapfKeepsItsCause(t *testing.T) {
	defer Set(Current())
	cause := errors.New("disk on fire")
	err := Wrapf(cause, "cannot save %s: %v", "a.json", cause)
	if !errors.Is(err, cause) {
		t.Errorf("errors.Is does not find the cause in %v", err)
	}
	if errors.Unwrap(Errorf("cannot save %s: %v", "a.json", cause)) != nil {
		t.Errorf("Errorf wraps its arguments; only Wrapf should")
	}
	Set(Polish)
	if got := err.Error(); got != "nie można zapisać a.json: disk on fire" {
		t.Errorf("Polish: %q", got)
	}
}

// TestConcurrentUse runs the calls a Draw and the narrator make while the
// language changes under them (go test -race makes this a real check).
func TestConcurrentUse(t *testing.T) {
	defer Set(Current())
	stop := Record()
	defer stop()
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 300; i++ {
				if T("New game") == "" || F("Round %d", i) == "" || N(i, "%d player", "%d players", i) == "" ||
					Context("die", "red") == "" || Errorf("seat %d: %v", i, Errorf("the game is over")).Error() == "" {
					t.Error("an empty text")
					return
				}
			}
		}()
	}
	for i := 0; i < 300; i++ {
		Set(Langs[i%len(Langs)])
	}
	wg.Wait()
}
