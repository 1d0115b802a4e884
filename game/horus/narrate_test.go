package horus

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/game/table/tabletest"
	"github.com/pyramid-studio/pyramid/i18n"
)

// eventsOfGames plays seeded games of the contract at random, Total
// Secrecy on in every other one, and calls f with every step's events.
func eventsOfGames(t *testing.T, games int, f func(m table.Match, step string, evs []Event)) {
	t.Helper()
	for seed := uint64(1); seed <= uint64(games); seed++ {
		setup := tabletest.DefaultSetup(Game, 2+int(seed%5), seed)
		setup.Values = map[string]string{optSecrecy: []string{"off", "on"}[seed%2], optAltMummies: []string{"off", "on"}[seed/2%2]}
		m, err := Game.New(setup, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 5))
		for m.Actor() != table.Over {
			step := m.ChanceStep()
			if step == "" {
				legal := m.Legal()
				step = legal[r.IntN(len(legal))]
			}
			evs, err := m.Apply(step)
			if err != nil {
				t.Fatal(err)
			}
			f(m, step, EventsOf(evs))
		}
	}
}

var testNames = func(seat int) string { return []string{"Ala", "Olek", "Ewa", "Jan", "Iga", "Tom"}[seat] }

// Every event worth a line has a sentence of its own for every viewer
// (never the engine's debug form), and no viewer reads a secret card or
// block number that its event hides from them.
func TestNarrateWordsEveryEventAndKeepsSecrets(t *testing.T) {
	kinds := map[EventKind]bool{}
	eventsOfGames(t, 30, func(m table.Match, _ string, evs []Event) {
		for _, e := range evs {
			kinds[e.Kind] = true
			for viewer := table.Onlooker; viewer < m.Seats(); viewer++ {
				line := Game.Narrate(e, viewer, testNames)
				if e.Kind == EvCardDealt || e.Kind == EvPhase && Phase(e.Value) == PhaseAdjust {
					if line != "" {
						t.Fatalf("%v is told: %q", e.Kind, line)
					}
					continue
				}
				if line == "" || strings.Contains(line, "%!") || strings.Contains(line, "seat ") || !strings.ContainsAny(line[len(line)-1:], ".!") {
					t.Fatalf("%v is worded %q for viewer %d", e.Kind, line, viewer)
				}
				if e.Secret && int(e.Seat) != viewer {
					if e.Card != NoCard && strings.Contains(line, CardName(e.Card)) {
						t.Fatalf("viewer %d reads the secret card of %v: %q", viewer, e.Kind, line)
					}
					if (e.Kind == EvPeekBlock || e.Kind == EvBlockSetAside) && strings.Contains(line, " "+strconv.Itoa(int(e.Value))+" ") {
						t.Fatalf("viewer %d reads the secret block of %v: %q", viewer, e.Kind, line)
					}
				}
			}
		}
	})
	if len(kinds) < 25 {
		t.Fatalf("only %d kinds of event happened; the test covers too little", len(kinds))
	}
}

// Runs of the table's dice and of one mummy's steps are told in one line.
func TestNarrateRunsInOneLine(t *testing.T) {
	defer i18n.Set(i18n.English)
	i18n.Set(i18n.English)
	die := func(d Die, v uint8) Event {
		e := ev(EvDieRolled, -1)
		e.Die, e.Value = d, v
		return e
	}
	step := func(from, to string) Event {
		e := ev(EvMummyStep, -1)
		e.Mummy, e.From, e.To = 2, mustSquare(from), mustSquare(to)
		return e
	}
	evs := []Event{die(DieRed, 3), die(DieYellow, 5), step("H5", "H6"), step("H6", "H7"), ev(EvTurn, 1)}
	if got, n := NarrateRun(evs, table.Onlooker, testNames); got != "Dice: red 3, yellow 5." || n != 2 {
		t.Fatalf("the dice: %q, %d events", got, n)
	}
	if got, n := NarrateRun(evs[2:], table.Onlooker, testNames); got != "Imhotep walks H5 > H6 > H7." || n != 2 {
		t.Fatalf("the mummy: %q, %d events", got, n)
	}
	if got, n := NarrateRun(evs[4:], table.Onlooker, testNames); got != "Olek acts." || n != 1 {
		t.Fatalf("a turn: %q, %d events", got, n)
	}
	mummified := ev(EvMummyTurn, -1)
	mummified.Mummy, mummified.MummyOf, mummified.Facing = 3, 2, North
	if got := Game.Narrate(mummified, table.Onlooker, testNames); got != "The mummy of Ewa turns around to face north." && got != "the mummy of Ewa turns around to face north." {
		t.Fatalf("a mummified adventurer's mummy: %q", got)
	}
}

// TestStepSeenByHidesWhatTheViewerMayNotSee: the replay viewer's line for
// a step, as a viewer sees it, writes "?" for exactly the cards and block
// numbers the step's events hide from that viewer: the sarcophagi's deals
// from everyone, a card drawn under Total Secrecy from all but its drawer;
// public steps read as the record.
func TestStepSeenByHidesWhatTheViewerMayNotSee(t *testing.T) {
	masked := map[string]int{}
	eventsOfGames(t, 6, func(m table.Match, step string, evs []Event) {
		for viewer := table.Onlooker; viewer < m.Seats(); viewer++ {
			hidden := map[string]bool{} // the words that would tell what the viewer may not see
			for _, e := range evs {
				if v := e.SeenBy(viewer); v.Card != e.Card {
					hidden[e.Card.String()] = true
				} else if v.Value != e.Value {
					hidden[strconv.Itoa(int(e.Value))] = true
				}
			}
			got := StepSeenBy(step, evs, viewer)
			want := strings.Fields(step)
			for k, w := range want {
				if hidden[w] {
					want[k] = "?"
				}
			}
			if got != strings.Join(want, " ") {
				t.Fatalf("step %q is shown to %d as %q", step, viewer, got)
			}
			if got != step {
				masked[want[0]]++
			}
		}
	})
	if masked["deal"] == 0 || masked["draw"] == 0 {
		t.Errorf("the games hid no deal or no draw: %v", masked)
	}
}
