package settings

import (
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/storage"
)

// TestSettingsProblemsAreShortAndWorded: a settings file with a value of
// the wrong kind says which, in words, and one with a huge unknown value
// quotes only an excerpt of it.
func TestSettingsProblemsAreShortAndWorded(t *testing.T) {
	defer i18n.Set(i18n.English)
	i18n.Set(i18n.English)
	st := storage.NewMemory()
	_ = st.Write(Key, []byte("{\n  \"speed\": \"Slow\",\n  \"textSize\": \"big\"\n}"))
	s := Load(st)
	if want := `line 3: "textSize": expected a whole number, not a text`; !strings.Contains(s.Message, want) {
		t.Errorf("wrong type: %q does not say %s", s.Message, want)
	}
	huge := strings.Repeat("x", 100_000)
	for _, field := range []string{"palette", "language"} {
		_ = st.Write(Key, []byte(`{"speed":"Slow","`+field+`":"`+huge+`"}`))
		s := Load(st)
		if s.Message == "" || len(s.Message) > 300 {
			t.Errorf("a huge %s: a message of %d bytes", field, len(s.Message))
		}
	}
}
