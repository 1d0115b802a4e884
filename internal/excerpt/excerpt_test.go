package excerpt

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestCutKeepsShortInputWholeAndLongInputShort(t *testing.T) {
	if got := Quote("move D12"); got != `"move D12"` {
		t.Errorf("a real step is quoted whole: %s", got)
	}
	exact := strings.Repeat("a", Max)
	if Cut(exact) != exact {
		t.Errorf("%d characters are cut", Max)
	}
	long := strings.Repeat("ż", 1<<20)
	c := Cut(long)
	if c != strings.Repeat("ż", Max)+"…" {
		t.Errorf("a megabyte of input cuts to %d bytes: %q", len(c), c)
	}
	if q := Quote(strings.Repeat("\x00", 1<<20)); len(q) > 6*Max || !strings.HasSuffix(q, `…"`) {
		t.Errorf("escaped bytes: %d bytes, %q", len(q), q)
	}
	if c := Cut(strings.Repeat("\xff", 100)); !utf8.ValidString(c[len(c)-len("…"):]) || len(c) != Max+len("…") {
		t.Errorf("bytes that are not UTF-8 count one each: %q", c)
	}
}
