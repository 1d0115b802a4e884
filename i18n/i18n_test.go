package i18n

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

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
// draw or tell something (their non-test sources) and checks that every
// literal text handed to T, F, N or Context is in the Polish catalog (N:
// its singular, which keys the forms), so no English is left on screen.
// Texts from tables (deck names, rule sections...) are checked by the
// scenes' own test, which draws every screen in Polish while recording.
func TestEveryTextInTheCodeHasAPolishTranslation(t *testing.T) {
	keys := map[string]string{} // key -> where
	for _, dir := range []string{"../scenes", "../session", "../render"} {
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
		sel, ok := call.Fun.(*ast.SelectorExpr)
		if !ok {
			return true
		}
		if id, ok := sel.X.(*ast.Ident); !ok || id.Name != "i18n" {
			return true
		}
		where := fs.Position(call.Pos()).String()
		switch sel.Sel.Name {
		case "T", "F":
			if s, ok := lit(call.Args[0]); ok {
				keys[s] = where
			}
		case "N":
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
// longer appears in any source file is dead.
func TestNoStrayTranslations(t *testing.T) {
	var all strings.Builder
	for _, dir := range []string{"../scenes", "../session", "../render", "../game", "../bot"} {
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
		if !strings.Contains(src, strconv.Quote(k)) && !strings.Contains(src, `"`+k) {
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
	files, err := filepath.Glob("../scenes/*.go")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, path := range files {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		for _, p := range untranslatedLiterals(t, path) {
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

// notShown are the literals of scenes/ with words that never reach the
// screen, and why.
var notShown = map[string]string{
	"medium":         "a computer level's id (bot.Levels), translated where shown",
	"easy":           "a computer level's id (bot.Levels), translated where shown",
	"human":          "the statistics' key for human seats",
	"die ":           "a die target's label, read by the probe only",
	"game-%s-seed%d": "a record's file name",
	"%s-%d.json":     "a record's file name",
	".json":          "the records' file suffix",
}

// notShownCalls are the functions whose string arguments are names,
// keys, patterns or the detail of an error, never a text of their own.
var notShownCalls = map[string]bool{
	"os.Getenv": true, "render.Shape": true, "render.Layer": true,
	"strings.HasPrefix": true, "strings.HasSuffix": true,
	"errors.New": true, "fmt.Errorf": true, "regexp.MustCompile": true,
}

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
// an argument of notShownCalls nor a probe field.
func untranslatedLiterals(t *testing.T, path string) []literal {
	fs := token.NewFileSet()
	f, err := parser.ParseFile(fs, path, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []literal
	for _, d := range f.Decls {
		gd, isGen := d.(*ast.GenDecl)
		if isGen && (gd.Tok == token.IMPORT || gd.Tok == token.CONST) {
			continue
		}
		table := isGen && gd.Tok == token.VAR
		ast.Inspect(d, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.Field:
				if n.Tag != nil {
					return false // a struct tag, and a type holds no text
				}
			case *ast.CallExpr:
				if sel, ok := n.Fun.(*ast.SelectorExpr); ok {
					if id, ok := sel.X.(*ast.Ident); ok && (id.Name == "i18n" || notShownCalls[id.Name+"."+sel.Sel.Name]) {
						return false
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
