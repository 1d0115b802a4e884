package session

import (
	"slices"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/game/table"
)

// The log is the game's narrator over the session's events, with the
// seats' names, as the viewer may read it: the line for every event the
// game tells, in order (what a viewer may read is the narrator's to keep:
// game/horus narrate_test.go).
func TestLogIsTheGamesNarrator(t *testing.T) {
	for seed := uint64(1); seed <= 12; seed++ {
		cfg := testConfig(seed)
		if seed%2 == 0 {
			cfg.Setup.Values["total_secrecy"] = table.On.ID
		}
		cfg.Setup.Seats[0].Name = "Ala"
		s := newSession(t, cfg)
		playOut(t, s)
		g := s.Game()
		for viewer := table.Onlooker; viewer < len(s.Seats()); viewer++ {
			var want []string
			for _, e := range s.Entries() {
				if line := g.Narrate(e.Event, viewer, s.names()); line != "" {
					want = append(want, line)
				}
			}
			got := s.Log(viewer)
			if !slices.Equal(got, want) || len(got) < 10 {
				t.Fatalf("seed %d, viewer %d: the log is not the game's narration (%d lines, %d wanted)", seed, viewer, len(got), len(want))
			}
			if viewer == 0 && !strings.Contains(strings.Join(got, "\n"), "Ala") {
				t.Fatalf("seed %d: the name typed for seat 0 is not in the log", seed)
			}
		}
	}
}
