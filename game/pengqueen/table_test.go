package pengqueen

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/game/table/tabletest"
	"github.com/pyramid-studio/pyramid/i18n"
)

// conformance is the game under the contract's suite. Uniformly random
// games are long (thousands of steps: a random Mummy seldom catches, random
// hunters seldom stop on their symbols; the longest of the suite's are
// under 20,000 steps), and the suite does a lot at every step (every legal
// step tried on a clone, every seat's observation resampled), so it plays a
// few matches per seat count; the engine's own random-game test plays
// thousands.
var conformance = tabletest.Config{
	Game:     Game,
	Matches:  4,
	MaxSteps: 60_000,
	Step: func(seed uint64) func() {
		rng := rand.New(rand.NewPCG(seed, 99))
		players := MinSeats
		s, _ := NewState(Options{Players: uint8(players)})
		var buf [MaxLegal]Action
		return func() {
			if s.Over {
				players = MinSeats + (players-MinSeats+1)%(MaxSeats-MinSeats+1)
				s, _ = NewState(Options{Players: uint8(players)})
			}
			legal := s.Legal(buf[:0])
			if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
				panic(err)
			}
		}
	},
}

func TestConformance(t *testing.T) { tabletest.Run(t, conformance) }

// FuzzSteps and FuzzTableRecord are the contract's fuzz targets (the
// engine's own are FuzzActions and FuzzRecord): steps as text, records as
// the contract's envelope.
func FuzzSteps(f *testing.F) {
	f.Add(uint8(2), uint64(7), uint8(40), "roll\nwhite 3\nmove 3 L11\nend")
	f.Add(uint8(0), uint64(3), uint8(200), "step north\nstop\nreset\nshow crown")
	tabletest.FuzzSteps(f, conformance)
}

func FuzzTableRecord(f *testing.F) { tabletest.FuzzRecord(f, conformance) }

// TestCoverBetweenTheSides: spec §9.3, "A cover is a full-screen opaque
// panel that stands between the two sides, in both directions"; §9.4,
// "Hunters sit together at the table and see each other's pieces, so no
// cover is needed between two hunters". The public view is a side of its
// own (whoever watched it may be the Mummy or a hunter); once the game is
// over nothing is hidden.
func TestCoverBetweenTheSides(t *testing.T) {
	for n := MinSeats; n <= MaxSeats; n++ {
		m, err := Game.New(tableSetup(n), 1)
		if err != nil {
			t.Fatal(err)
		}
		for from := table.Onlooker; from < n; from++ {
			for to := table.Onlooker; to < n; to++ {
				want := from != to && !(from > 0 && to > 0)
				if got := m.Cover(from, to); got != want {
					t.Errorf("%d players: Cover(%d, %d) = %v, want %v", n, from, to, got, want)
				}
			}
		}
		if m.Cover(1, n+2) != true || m.Cover(table.Onlooker, n+2) {
			t.Errorf("%d players: a number that is no seat is not the public view", n)
		}
	}
	m := finished(t, 3, 5)
	if m.Cover(MummySeat, 1) || m.Cover(1, table.Onlooker) {
		t.Error("a cover after the end")
	}
}

// finished is a random match of n seats played to its end.
func finished(t *testing.T, n int, seed uint64) table.Match {
	t.Helper()
	m, err := Game.New(tableSetup(n), seed)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 3))
	for m.Actor() != table.Over {
		step := m.ChanceStep()
		if step == "" {
			l := m.Legal()
			step = l[rng.IntN(len(l))]
		}
		if _, err := m.Apply(step); err != nil {
			t.Fatal(err)
		}
	}
	return m
}

// TestChanceStepFollowsTheGenerator: the contract's match draws chance
// exactly as the engine's Match does from the same seed, one draw per
// chance step; asking twice gives the same step; a refused step leaves the
// stream alone; and a match opened from a record goes on with the stream
// where the original is.
func TestChanceStepFollowsTheGenerator(t *testing.T) {
	for n := MinSeats; n <= MaxSeats; n++ {
		m, _ := Game.New(tableSetup(n), 42)
		e, _ := NewMatch(Options{Players: uint8(n)}, 42)
		rng := rand.New(rand.NewPCG(1, 2))
		var o table.Match
		for steps := 0; steps < 2000 && m.Actor() != table.Over; steps++ {
			var step string
			if m.Actor() == table.Chance {
				step = m.ChanceStep()
				if again := m.ChanceStep(); again != step {
					t.Fatalf("ChanceStep gave %q then %q", step, again)
				}
				a := e.ChanceOutcome()
				if want := e.State.Notation(a); step != want {
					t.Fatalf("%d players, step %d: the match draws %q, the engine %q", n, steps, step, want)
				}
				e.Apply(a, nil)
				if _, err := m.Apply("white mummy mummy"); err == nil {
					t.Fatal("a bad chance step was accepted")
				}
			} else {
				l := m.Legal()
				step = l[rng.IntN(len(l))]
				if steps >= 1000 && o == nil {
					var err error
					if o, err = Game.Open(m.Record()); err != nil {
						t.Fatal(err)
					}
					for o.Actor() >= 0 { // on to the next chance step
						l := o.Legal()
						o.Apply(l[0])
						m.Apply(l[0])
						a, _ := e.State.ParseStep(l[0])
						e.Apply(a, nil)
					}
					if o.ChanceStep() != m.ChanceStep() {
						t.Fatalf("%d players: the opened match draws %q, the original %q", n, o.ChanceStep(), m.ChanceStep())
					}
					continue
				}
				a, _ := e.State.ParseStep(step)
				e.Apply(a, nil)
			}
			if _, err := m.Apply(step); err != nil {
				t.Fatal(err)
			}
		}
		if m.Hash() != e.State.HashString() {
			t.Fatalf("%d players: the match and the engine part ways", n)
		}
	}
}

// TestOpenRefusesWhatIsNotThisGamesRecord: another game's record, a
// wrong format or version, a bad set-up, seats or names that do not fit,
// a bad step (named by number) and a wrong final hash are refused in
// words.
func TestOpenRefusesWhatIsNotThisGamesRecord(t *testing.T) {
	m := finished(t, 3, 9)
	good := m.Record()
	if _, err := Game.Open(good); err != nil {
		t.Fatalf("a good record: %v", err)
	}
	bad := map[string]func(r *table.Record){
		"another game":   func(r *table.Record) { r.Game = "horus" },
		"no game":        func(r *table.Record) { r.Game = "" },
		"format":         func(r *table.Record) { r.Format = "pyramid-save" },
		"version":        func(r *table.Record) { r.Version = 9 },
		"setup":          func(r *table.Record) { r.Setup = []byte(`{"players":7,"pieces":[]}`) },
		"setup field":    func(r *table.Record) { r.Setup = []byte(`{"players":3,"pieces":["red","green"],"x":1}`) },
		"setup json":     func(r *table.Record) { r.Setup = []byte(`{"players":`) },
		"seats":          func(r *table.Record) { r.Seats = []string{"human"} },
		"empty seat":     func(r *table.Record) { r.Seats = []string{"human", "", "easy"} },
		"names":          func(r *table.Record) { r.Names = []string{"a", "b"} },
		"step":           func(r *table.Record) { r.Steps = append(slices.Clone(r.Steps[:40]), "move 9 Z99") },
		"hash":           func(r *table.Record) { r.FinalHash = "0000000000000000" },
		"huge step":      func(r *table.Record) { r.Steps = []string{strings.Repeat("deal crown ", 1000)} },
		"step after end": func(r *table.Record) { r.Steps = append(slices.Clone(r.Steps), "roll"); r.FinalHash = "" },
	}
	for name, spoil := range bad {
		r := good
		spoil(&r)
		_, err := Game.Open(r)
		if err == nil {
			t.Errorf("%s: opened", name)
			continue
		}
		if len(err.Error()) > 300 {
			t.Errorf("%s: a %d-byte message", name, len(err.Error()))
		}
	}
	r := good
	r.Steps = append(slices.Clone(r.Steps[:40]), "move 9 Z99")
	var se *table.StepError
	if _, err := Game.Open(r); !errors.As(err, &se) || se.Step != 41 {
		t.Errorf("a bad step is not named: %v", err)
	}
}

// TestSummaryCountsWinsBySide: the statistics learn the side that won,
// the table size, the rounds, every seat's role, kind, score and facts,
// and an unfinished game is refused.
func TestSummaryCountsWinsBySide(t *testing.T) {
	sides := map[string]int{}
	for n := MinSeats; n <= MaxSeats; n++ {
		for seed := uint64(1); seed <= 6; seed++ {
			m := finished(t, n, seed)
			rec := m.Record()
			rec.Seats = make([]string, n)
			for i := range rec.Seats {
				rec.Seats[i] = []string{"easy", "human"}[i%2]
			}
			rec.Names = make([]string, n)
			rec.Names[0] = "Mo"
			sum, err := Game.Summarize(rec)
			if err != nil {
				t.Fatal(err)
			}
			s := &MatchOf(m).State
			if sum.Game != GameID || sum.Rounds != int(s.Round) || len(sum.Seats) != n || !strings.HasSuffix(sum.ID, m.Hash()) {
				t.Fatalf("summary %+v", sum)
			}
			winners := 0
			for seat, ss := range sum.Seats {
				if ss.Won {
					winners++
				}
				if ss.Won != (seat == int(s.Winner)) || ss.Kind != rec.Seats[seat] || ss.Role != Game.Info().RoleOf(seat, n).ID {
					t.Fatalf("seat %d: %+v (winner %d)", seat, ss, s.Winner)
				}
				for f, v := range ss.Facts {
					if !Game.(table.FactChecker).KnownFact(f, v) {
						t.Fatalf("seat %d: fact %s=%s is not known", seat, f, v)
					}
				}
				if seat == MummySeat && (ss.Score != int(s.Tokens) || ss.Name != "Mo" || ss.Facts["tokens"] != strconv.Itoa(int(s.Tokens)) || ss.Facts[FactTable] != strconv.Itoa(n)) {
					t.Fatalf("the Mummy: %+v", ss)
				}
				if seat > 0 && ss.Facts["treasures"] != strconv.Itoa(s.Shown[seat-1].Len()) {
					t.Fatalf("seat %d: %+v", seat, ss)
				}
			}
			if winners != 1 {
				t.Fatalf("%d winners", winners)
			}
			if len(sum.GroupBy) != 1 || sum.GroupBy[0] != FactTable {
				t.Fatalf("the Mummy's seat is not counted by the table's size: group by %v", sum.GroupBy)
			}
			side, end := sum.Facts[FactWinnerSide], sum.Facts[FactEnd]
			if (side == "mummy") != (s.Winner == MummySeat) || (end == ReasonTokens) != (side == "mummy") ||
				!Game.(table.FactChecker).KnownFact(FactWinnerSide, side) || !Game.(table.FactChecker).KnownFact(FactEnd, end) {
				t.Fatalf("the match's facts %v (winner %d)", sum.Facts, s.Winner)
			}
			sides[side]++
		}
	}
	if sides["mummy"] == 0 || sides["hunters"] == 0 {
		t.Errorf("wins by side %v: both sides should win some random games", sides)
	}
	m, _ := Game.New(tableSetup(3), 1)
	if _, err := Game.Summarize(m.Record()); err == nil {
		t.Error("an unfinished game was summed up")
	}
	known := Game.(table.FactChecker)
	for _, c := range []struct{ fact, value string }{
		{FactWinnerSide, "none"}, {FactEnd, "exit"}, {FactTokens, "-1"}, {FactTokens, "13"},
		{FactTreasures, "07"}, {FactTokensLeft, "7"}, {FactOut, "yes"}, {"adventurer", "gore"}, {FactTable, "6"}, {FactTable, "1"},
	} {
		if known.KnownFact(c.fact, c.value) {
			t.Errorf("%s=%s is taken for a fact of a game", c.fact, c.value)
		}
	}
}

// TestRevealsMarksWhatUndoMayNotCross: spec §9.5, "A move is final once
// announced ... No undo crosses a roll, a reveal or a Mummy step."
func TestRevealsMarksWhatUndoMayNotCross(t *testing.T) {
	final := map[EventKind]bool{}
	for n := MinSeats; n <= MaxSeats; n++ {
		m, _ := Game.New(tableSetup(n), 3)
		rng := rand.New(rand.NewPCG(3, 3))
		for steps := 0; steps < 3000 && m.Actor() != table.Over; steps++ {
			step := m.ChanceStep()
			if step == "" {
				l := m.Legal()
				step = l[rng.IntN(len(l))]
			}
			evs, _ := m.Apply(step)
			for _, e := range evs {
				final[e.(TableEvent).Kind] = e.Reveals()
				// the reason undo gives, in the game's words (table.Revealer)
				why := e.(table.Revealer).Revealed()
				if e.Reveals() != (why != "") {
					t.Fatalf("%v: Reveals %v, Revealed %q", e, e.Reveals(), why)
				}
				if why != "" {
					i18n.Set(i18n.Polish)
					pl := i18n.T(why)
					i18n.Set(i18n.English)
					if pl == why {
						t.Fatalf("%q has no Polish", why)
					}
				}
			}
		}
	}
	for _, k := range []EventKind{EvDie, EvMoved, EvShown, EvMummyStep, EvMummyDie, EvReset, EvDealt} {
		if !final[k] {
			t.Errorf("%s does not make the step final", k)
		}
	}
	for _, k := range []EventKind{EvTurnEnd, EvRound, EvMummyStop} {
		if v, seen := final[k]; !seen || v {
			t.Errorf("%s makes the step final (or never happened)", k)
		}
	}
}

// TestEventsHideFromSeatsThatAreNoHunters: the contract's event gives a
// seat that is no hunter of this game (the Mummy, an onlooker, a number
// beyond the seats) the public version: no square, no face.
func TestEventsHideFromSeatsThatAreNoHunters(t *testing.T) {
	e := ev(EvMoved)
	e.Piece, e.Seat, e.Face, e.From, e.To = 0, 1, Face3, Entrance(), Sarcophagus()
	te := TableEvent{Event: e, Players: 3}
	for _, seat := range []int{MummySeat, table.Onlooker, 3, 7} {
		v, ok := te.VisibleTo(seat)
		if !ok || v.(TableEvent).To != NoSquare || v.(TableEvent).From != NoSquare {
			t.Errorf("seat %d sees %+v", seat, v)
		}
	}
	if v, _ := te.VisibleTo(2); v.(TableEvent).To != Sarcophagus() {
		t.Error("a hunter does not see the move")
	}
	d := TableEvent{Event: ev(EvDie), Players: 2}
	if _, ok := d.VisibleTo(2); ok {
		t.Error("seat 2 of a 2-player game sees a die")
	}
	if m, _ := Game.New(tableSetup(4), 1); m.Observe(table.Onlooker).Viewer() != table.Onlooker || m.Observe(2).Viewer() != 2 {
		t.Error("Viewer")
	}
}

// TestRollingShowsTheDealAndARollAsOne: table.Roller. The deal and the
// white dice of a roll are runs of chance steps, one card or die at a
// time: every step of a run but its first continues it; the Mummy's black
// die is a run of one, and a player's step is none.
func TestRollingShowsTheDealAndARollAsOne(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 8))
	runs := map[Phase]int{}
	for n := MinSeats; n <= MaxSeats; n++ {
		m, _ := Game.New(tableSetup(n), uint64(n))
		r := m.(table.Roller)
		for steps := 0; steps < 2000 && m.Actor() != table.Over; steps++ {
			s := &MatchOf(m).State
			want := false
			switch {
			case s.Phase == PhaseDeal:
				want = s.Deal > 0
			case s.Phase == PhaseRoll:
				want = s.Rolled > 0
			}
			if r.Rolling() != want {
				t.Fatalf("%d players, phase %s (dealt %d, rolled %d of %d): Rolling %v", n, s.Phase, s.Deal, s.Rolled, s.RollSize, r.Rolling())
			}
			if want {
				runs[s.Phase]++
			}
			step := m.ChanceStep()
			if step == "" {
				l := m.Legal()
				step = l[rng.IntN(len(l))]
			}
			if _, err := m.Apply(step); err != nil {
				t.Fatal(err)
			}
		}
	}
	if runs[PhaseDeal] == 0 || runs[PhaseRoll] == 0 {
		t.Fatalf("no run seen: %v", runs)
	}
}

// TestSeatNameIsTheGamesOwn: table.SeatNamer. A seat whose player typed no
// name goes by the Mummy, its penguin's colour, or (2 players) the hunter,
// in the language shown; the log words such a seat as it would without
// names, and a typed name with the colour.
func TestSeatNameIsTheGamesOwn(t *testing.T) {
	m4, _ := Game.New(tableSetup(4), 1)
	m2, _ := Game.New(tableSetup(2), 1)
	sn4, sn2 := m4.(table.SeatNamer), m2.(table.SeatNamer)
	if got := []string{sn4.SeatName(0), sn4.SeatName(1), sn4.SeatName(2), sn4.SeatName(3), sn4.SeatName(4), sn4.SeatName(-1)}; !slices.Equal(got, []string{"Mummy", "Red", "Green", "Blue", "", ""}) {
		t.Errorf("4 players: %q", got)
	}
	if got := []string{sn2.SeatName(0), sn2.SeatName(1), sn2.SeatName(2)}; !slices.Equal(got, []string{"Mummy", "Hunter", ""}) {
		t.Errorf("2 players: %q", got)
	}
	i18n.Set(i18n.Polish)
	pl := []string{sn4.SeatName(0), sn4.SeatName(1)}
	i18n.Set(i18n.English)
	if !slices.Equal(pl, []string{"Mumia", "Czerwony"}) {
		t.Errorf("in Polish: %q", pl)
	}
	e := ev(EvMoved)
	e.Piece, e.Seat, e.Face, e.From, e.To = 0, 1, Face3, Entrance(), Entrance()
	for _, c := range []struct {
		players uint8
		sn      table.SeatNamer
	}{{4, sn4}, {2, sn2}} {
		te := TableEvent{Event: e, Players: c.players, Colour: PieceRed}
		plain := Game.Narrate(te, MummySeat, nil)
		if own := Game.Narrate(te, MummySeat, c.sn.SeatName); own != plain {
			t.Errorf("%d players: with the game's own names %q, without %q", c.players, own, plain)
		}
		typed := Game.Narrate(te, MummySeat, func(int) string { return "Anna" })
		if !strings.Contains(typed, "Anna (Red)") {
			t.Errorf("%d players: a typed name reads %q", c.players, typed)
		}
	}
}
