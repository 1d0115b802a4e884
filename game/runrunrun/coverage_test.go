package runrunrun

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestRulesCoverageNamesEveryRuleTest keeps docs/runrunrun-rules-coverage.md
// honest: every test it names exists, and every rules test is named there.
func TestRulesCoverageNamesEveryRuleTest(t *testing.T) {
	doc, err := os.ReadFile("../../docs/runrunrun-rules-coverage.md")
	if err != nil {
		t.Fatal(err)
	}
	named := map[string]bool{}
	for _, m := range regexp.MustCompile("`(Test[A-Za-z0-9]+)`").FindAllStringSubmatch(string(doc), -1) {
		named[m[1]] = true
	}
	files, err := filepath.Glob("*_test.go")
	if err != nil {
		t.Fatal(err)
	}
	have := map[string]bool{}
	fs := token.NewFileSet()
	for _, f := range files {
		file, err := parser.ParseFile(fs, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range file.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok && strings.HasPrefix(fn.Name.Name, "Test") {
				have[fn.Name.Name] = true
			}
		}
	}
	for n := range named {
		if !have[n] {
			t.Errorf("the coverage table names %s, which does not exist", n)
		}
	}
	for n := range have {
		if (strings.HasPrefix(n, "TestRule") || strings.HasPrefix(n, "TestSpec")) && !named[n] {
			t.Errorf("%s is missing from the coverage table", n)
		}
	}
}
