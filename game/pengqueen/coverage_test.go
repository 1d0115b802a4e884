package pengqueen

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

// TestRulesCoverageIsComplete: docs/pengqueen-rules-coverage.md names only
// tests that exist, and names every rules test (TestRule…) of the package.
func TestRulesCoverageIsComplete(t *testing.T) {
	doc, err := os.ReadFile("../../docs/pengqueen-rules-coverage.md")
	if err != nil {
		t.Fatal(err)
	}
	files, err := filepath.Glob("*_test.go")
	if err != nil {
		t.Fatal(err)
	}
	tests := map[string]bool{}
	fs := token.NewFileSet()
	for _, name := range files {
		f, err := parser.ParseFile(fs, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok && fn.Recv == nil && strings.HasPrefix(fn.Name.Name, "Test") {
				tests[fn.Name.Name] = true
			}
		}
	}
	named := map[string]bool{}
	for _, m := range regexp.MustCompile("`(Test[A-Za-z0-9]+)`").FindAllStringSubmatch(string(doc), -1) {
		named[m[1]] = true
		if !tests[m[1]] {
			t.Errorf("the coverage table names %s, which does not exist", m[1])
		}
	}
	for name := range tests {
		if (strings.HasPrefix(name, "TestRule") || strings.HasPrefix(name, "TestMaze")) && !named[name] && name != "TestRulesCoverageIsComplete" {
			t.Errorf("%s is not in the coverage table", name)
		}
	}
	if len(named) < 60 {
		t.Errorf("only %d tests named: is the table still read?", len(named))
	}
}
