package pengqueen

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
)

// tell narrates evs, events of the game s is in, for viewer: the lines
// that are not empty.
func tell(s *State, evs []Event, viewer int, names table.Names) []string {
	tm := &tableMatch{m: Match{State: *s}}
	var out []string
	for _, e := range evs {
		if l := Game.Narrate(tm.wrap(e), viewer, names); l != "" {
			out = append(out, l)
		}
	}
	return out
}

// TestPublicLogFromTheMummysEvents: the announcements of §9.2 ("Round 4 —
// Blue: rolled 3 times (2 dice now set aside), moved 4", "Red: reset — the
// Mummy moves up to 3", "Green: arrow", "Yellow showed the Helmet (grey)
// on W9", "Blue cannot move", "Red lost the turn: every die showed the
// Mummy") are what the narrator writes for the Mummy, from her projection
// of the events.
func TestPublicLogFromTheMummysEvents(t *testing.T) {
	s := newGame(t, Options{Players: 4}, nil, nil, []string{"helmet"})
	put(t, s, 0, "K11")
	put(t, s, 1, "M3")
	put(t, s, 2, "V9")
	putMummy(t, s, "W13")
	s.Round, s.Phase, s.Piece = 3, PhaseMummyRoll, 2
	check(t, s)
	evs := do(t, s, "black 1", "stop") // round 4 begins
	evs = append(evs, rollFaces(t, s, "mummy", "1", "1", "1", "1")...)
	evs = append(evs, rollFaces(t, s, "mummy", "1", "1", "1")...)
	evs = append(evs, rollFaces(t, s, "2", "3", "4")...)
	evs = append(evs, do(t, s, "move 4 K11", "end")...)
	evs = append(evs, rollFaces(t, s, "arrow", "arrow", "mummy")...)
	evs = append(evs, do(t, s, "move arrow M7", "end")...)
	evs = append(evs, rollFaces(t, s, "1", "mummy")...)
	evs = append(evs, do(t, s, "move 1 W9", "show helmet")...)
	evs = append(evs, do(t, s, "black 1", "step north", "stop")...) // W12; round 5
	evs = append(evs, do(t, s, "reset", "step north", "stop")...)
	want := []string{
		"The Mummy rolled 1: she moves up to 1",
		"The Mummy stops on W13 after 0 steps",
		"Round 4",
		"Red: rolled 3 times (2 dice now set aside), moved 4",
		"Green: rolled 1 time (3 dice now set aside), arrow",
		"Blue: rolled 1 time (4 dice now set aside), moved 1",
		"Blue showed the Helmet (grey) on W9",
		"The Mummy rolled 1: she moves up to 5",
		"The Mummy stops on W12 after 1 step",
		"Round 5",
		"Red: reset — the Mummy moves up to 4",
		"The Mummy stops on W11 after 1 step",
		"All five dice are back in play",
	}
	got := tell(s, evs, MummySeat, nil)
	if !slices.Equal(got, want) {
		t.Errorf("the Mummy's log:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// The same words in both views (§9.2), and for an onlooker.
	for _, viewer := range []int{table.Onlooker, 1, 2, 3} {
		if l := tell(s, evs, viewer, nil); !slices.Equal(l, want) {
			t.Errorf("seat %d's log differs from the Mummy's:\n%s", viewer, strings.Join(l, "\n"))
		}
	}
	// Typed names go with the colour.
	names := func(seat int) string { return []string{"", "Ada", "", "Cy"}[seat] }
	if l := tell(s, evs, MummySeat, names); l[3] != "Ada (Red): rolled 3 times (2 dice now set aside), moved 4" || l[6] != "Cy (Blue) showed the Helmet (grey) on W9" || l[4] != "Green: rolled 1 time (3 dice now set aside), arrow" {
		t.Errorf("named log: %q", l)
	}
	// Cannot move, lost turn.
	g := newGame(t, Options{Players: 3})
	put(t, g, 1, "M3")
	putMummy(t, g, "M4")
	g.Aside = 3
	evs = rollFaces(t, g, "mummy", "mummy")
	if got := tell(g, evs, MummySeat, nil); !slices.Equal(got, []string{"Red lost the turn: every die showed the Mummy", "Green cannot move"}) {
		t.Errorf("the log: %q", got)
	}
}

// TestNarrationOfCatchesAndTheEnd: a catch, the token, a piece out and the
// Mummy's win are told with where she struck (public, §9.2).
func TestNarrationOfCatchesAndTheEnd(t *testing.T) {
	s := newGame(t, Options{Players: 3})
	put(t, s, 0, "K11")
	put(t, s, 1, "M3")
	putMummy(t, s, "J11")
	s.Pieces[0].Tokens = 1
	s.Pieces[1].Tokens = 2
	s.Tokens = 3
	s.Phase, s.Piece = PhaseMummyRoll, 1
	check(t, s)
	evs := do(t, s, "black 2", "step east")
	want := []string{
		"The Mummy rolled 2: she moves up to 2",
		"The Mummy caught Red on K11!",
		"Red gives up a life token (0 left); the Mummy has 4 of 4",
		"The Mummy stops on K11 after 1 step",
		"The Mummy wins!",
	}
	if got := tell(s, evs, MummySeat, nil); !slices.Equal(got, want) {
		t.Errorf("the log:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// scramble changes what an event hides from the Mummy and onlookers: the
// squares of a hunter's move or turn, a die's face, a dealt card.
func scramble(e Event, rng *rand.Rand) Event {
	switch e.Kind {
	case EvTurn, EvCannotMove, EvMoved:
		e.From, e.To = Square(rng.IntN(NumSquares)), Square(rng.IntN(NumSquares))
	case EvDie:
		e.Face = Face(1 + rng.IntN(6))
	case EvDealt:
		e.Card = Card(rng.IntN(NumCards))
	}
	return e
}

// TestNarrationTellsTheMummyNothingHidden: in seeded random games at every
// player count, the Mummy's and an onlooker's line for every event is the
// same whatever the event hides from them (hunters' squares, die faces,
// cards in hands), and a hunter's line for a card dealt to another seat
// does not depend on the card either.
func TestNarrationTellsTheMummyNothingHidden(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	lines := 0
	for n := MinSeats; n <= MaxSeats; n++ {
		m, err := Game.New(tableSetup(n), uint64(n))
		if err != nil {
			t.Fatal(err)
		}
		for steps := 0; m.Actor() != table.Over && steps < 3000; steps++ {
			var step string
			if m.Actor() == table.Chance {
				step = m.ChanceStep()
			} else {
				l := m.Legal()
				step = l[rng.IntN(len(l))]
			}
			evs, err := m.Apply(step)
			if err != nil {
				t.Fatal(err)
			}
			for _, ev := range evs {
				e := ev.(TableEvent)
				other := e
				other.Event = scramble(e.Event, rng)
				for _, viewer := range []int{MummySeat, table.Onlooker, n + 3} {
					a, b := Game.Narrate(e, viewer, nil), Game.Narrate(other, viewer, nil)
					if a != b {
						t.Fatalf("%d players: seat %d reads %q or %q depending on what is hidden (%v)", n, viewer, a, b, e.Event)
					}
					if a != "" {
						lines++
					}
				}
				if e.Kind == EvDealt {
					for seat := 1; seat < n; seat++ {
						if seat != int(e.Seat) && Game.Narrate(e, seat, nil) != Game.Narrate(other, seat, nil) {
							t.Fatalf("seat %d's line of another's card depends on the card", seat)
						}
					}
				}
			}
		}
	}
	if lines < 500 {
		t.Fatalf("only %d lines told: is the narrator saying anything?", lines)
	}
}

// tableSetup is n human seats.
func tableSetup(n int) table.Setup {
	s := table.Setup{Seats: make([]table.SeatSetup, n)}
	for i := range s.Seats {
		s.Seats[i] = table.SeatSetup{Kind: table.Human, Person: i + 1}
	}
	return s
}

// TestWordsArePolish: in Polish, every line the narrator writes for every
// seat in seeded games at every player count, every card name, and every
// reason Explain words come from the catalogue (nothing falls back to
// English).
func TestWordsArePolish(t *testing.T) {
	i18n.Set(i18n.Polish)
	defer i18n.Set(i18n.English)
	stop := i18n.Record()
	rng := rand.New(rand.NewPCG(8, 8))
	names := func(seat int) string { return []string{"", "Ola", "", "", ""}[seat] }
	for n := MinSeats; n <= MaxSeats; n++ {
		m, _ := Game.New(tableSetup(n), uint64(10+n))
		for m.Actor() != table.Over {
			var step string
			if m.Actor() == table.Chance {
				step = m.ChanceStep()
			} else {
				l := m.Legal()
				step = l[rng.IntN(len(l))]
			}
			evs, err := m.Apply(step)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range evs {
				for viewer := table.Onlooker; viewer < n; viewer++ {
					Game.Narrate(e, viewer, names)
					Game.Narrate(e, viewer, nil)
				}
			}
		}
		Game.Explain(m.Outcome().Reason, names)
		Game.Explain(m.Outcome().Reason, nil)
	}
	// Every kind of event, whether or not the games above met it.
	for k := EventKind(0); k < numEventKinds; k++ {
		for _, seat := range []int8{0, 1} {
			for _, f := range []Face{Face2, FaceArrow} {
				e := ev(k)
				e.Piece, e.Seat, e.Card, e.Colour, e.Face = 0, seat, 0, Yellow, f
				e.From, e.To, e.Value = Entrance(), Sarcophagus(), 2
				for _, c := range []PieceColour{PieceRed, NoPieceColour} {
					Game.Narrate(TableEvent{Event: e, Players: 3, Colour: c, Goal: 4}, 1, nil)
				}
			}
		}
	}
	for c := Card(0); c < NumCards; c++ {
		CardName(c)
	}
	for d := Dir(0); d < NumDirs; d++ {
		Game.Explain(table.Reason{Code: ReasonLikeliestSquare, Args: []string{d.String(), "red", "K11", "2"}}, nil)
	}
	for _, r := range exampleReasons() {
		if Game.Explain(r, nil) == "" {
			t.Errorf("%s is not worded", r.Code)
		}
	}
	info := Game.Info()
	i18n.T(info.Title)
	i18n.T(info.Pitch)
	for _, r := range info.Roles {
		i18n.T(r.Name)
	}
	if miss := stop(); len(miss) > 0 {
		t.Errorf("no Polish for:\n%s", strings.Join(miss, "\n"))
	}
}

// exampleReasons is one reason of every code.
func exampleReasons() []table.Reason {
	return []table.Reason{
		{Code: ReasonTokens, Args: []string{"6"}},
		{Code: ReasonLastCard, Args: []string{"2", "green"}},
		{Code: ReasonLastCard, Args: []string{"1", ""}},
		{Code: ReasonTowardColour, Args: []string{"blue", "helmet", "V9"}},
		{Code: ReasonHideFromMummy, Args: []string{"red", "K11"}},
		{Code: ReasonShowCard, Args: []string{"red", "crown"}},
		{Code: ReasonHoldCard, Args: []string{"red", "crown"}},
		{Code: ReasonReroll, Args: []string{"yellow", "3"}},
		{Code: ReasonReroll, Args: []string{"yellow", "1"}},
		{Code: ReasonRoll, Args: []string{"yellow", "2"}},
		{Code: ReasonReset, Args: []string{"green", "4"}},
		{Code: ReasonLikeliestSquare, Args: []string{"north", "blue", "K11", "7"}},
		{Code: ReasonLikeliestSquare, Args: []string{"west", "red", "A13", "1"}},
		{Code: ReasonMummyWait, Args: []string{"K10", "blue", "K11", "3"}},
	}
}

// TestExplainWordsEveryReason: each code has its own words, naming what
// its arguments name.
func TestExplainWordsEveryReason(t *testing.T) {
	want := map[string]string{
		ReasonTokens:          "The Mummy took 6 life tokens.",
		ReasonTowardColour:    "Blue heads for the Helmet (grey): this move ends on V9.",
		ReasonLikeliestSquare: "Go north: Blue is most likely near K11 (7 squares where it can be).",
	}
	seen := map[string]bool{}
	for _, r := range exampleReasons() {
		got := Game.Explain(r, nil)
		if w, ok := want[r.Code]; ok && !seen[r.Code] && got != w {
			t.Errorf("%s: %q, want %q", r.Code, got, w)
		}
		seen[r.Code] = true
	}
	if got := Game.Explain(table.Reason{Code: ReasonLastCard, Args: []string{"2", "green"}}, func(int) string { return "Ada" }); got != "Ada showed the last treasure." {
		t.Errorf("last card, named: %q", got)
	}
	if got := Game.Explain(table.Reason{Code: ReasonLastCard, Args: []string{"1", ""}}, nil); got != "The hunter showed the last treasure." {
		t.Errorf("last card, 2 players: %q", got)
	}
	if Game.Explain(table.Reason{Code: "no-such-code"}, nil) != "" {
		t.Error("an unknown code is worded")
	}
}

// TestCountsAgreeWithTheirNouns: every count the narrator says with a
// noun takes the noun's number, in English and in each Polish form — one
// (1), few (2) and many (5): "1 die now set aside", "2 dice", "1 kość
// odłożona", "2 kości odłożone", "5 kości odłożonych". A line of a move
// holds two counts (the rolls and the dice aside), each said in its own.
func TestCountsAgreeWithTheirNouns(t *testing.T) {
	defer i18n.Set(i18n.English)
	lines := func(n int) []string {
		tm := &tableMatch{m: Match{State: State{Opt: Options{Players: 3}}}}
		var out []string
		for _, f := range []Face{Face2, FaceArrow} {
			e := Event{Kind: EvMoved, Seat: 1, Piece: 0, Face: f, From: NoSquare, To: NoSquare, Value: uint16(n), Aside: uint8(n)}
			out = append(out, Game.Narrate(tm.wrap(e), MummySeat, nil))
		}
		a := strconv.Itoa(n)
		for _, r := range []table.Reason{
			{Code: ReasonTokens, Args: []string{a}},
			{Code: ReasonReroll, Args: []string{"yellow", a}},
			{Code: ReasonRoll, Args: []string{"yellow", a}},
			{Code: ReasonReset, Args: []string{"green", a}},
		} {
			out = append(out, Game.Explain(r, nil))
		}
		return out
	}
	for _, c := range []struct {
		lang  i18n.Lang
		n     int
		want  []string // each in some line
		wrong []string // in none
	}{
		{i18n.English, 1, []string{"rolled 1 time (1 die now set aside), moved 2", "rolled 1 time (1 die now set aside), arrow", "took 1 life token.", "(1 die to roll)", "(1 die set aside)", "walks 1 step now"},
			[]string{"1 dice", "1 times", "1 steps", "1 tokens"}},
		{i18n.English, 2, []string{"rolled 2 times (2 dice now set aside), moved 2", "took 2 life tokens.", "(2 dice to roll)", "(2 dice set aside)", "walks 2 steps now"},
			[]string{"2 die ", "2 time ", "2 step ", "2 token."}},
		{i18n.English, 5, []string{"rolled 5 times (5 dice now set aside), arrow", "took 5 life tokens.", "(5 dice set aside)", "walks 5 steps now"},
			[]string{"5 die ", "5 time ", "5 step ", "5 token."}},
		{i18n.Polish, 1, []string{"1 rzut (1 kość odłożona)", "1 żeton życia", "do rzutu: 1 kość", "(1 kość odłożona)", "do 1 kroku"},
			[]string{"1 kości", "1 rzuty", "1 rzutów", "1 żetony", "1 żetonów", "1 kroków"}},
		{i18n.Polish, 2, []string{"2 rzuty (2 kości odłożone)", "2 żetony życia", "(2 kości odłożone)", "do 2 kroków"},
			[]string{"2 kość", "2 rzut ", "2 rzutów", "2 żeton ", "2 żetonów", "odłożonych"}},
		{i18n.Polish, 5, []string{"5 rzutów (5 kości odłożonych)", "5 żetonów życia", "(5 kości odłożonych)", "do 5 kroków"},
			[]string{"5 kość", "5 rzut ", "5 rzuty", "5 żeton ", "5 żetony", "odłożone)"}},
	} {
		i18n.Set(c.lang)
		all := strings.Join(lines(c.n), "\n")
		for _, w := range c.want {
			if !strings.Contains(all, w) {
				t.Errorf("%v, %d: no line says %q:\n%s", c.lang, c.n, w, all)
			}
		}
		for _, w := range c.wrong {
			if strings.Contains(all, w) {
				t.Errorf("%v, %d: a line says %q:\n%s", c.lang, c.n, w, all)
			}
		}
	}
}
