package runrunrun

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/game/table/tabletest"
	"github.com/pyramid-studio/pyramid/i18n"
)

// The adapter to the shell's contract (table.go): the conformance suite,
// and what the suite cannot know about this game: a team's outcome, the
// set-up form, covers between hands, the generator across a record, the
// narrator and the summary.

// conformance is Run Run Run! under the collection's conformance suite.
// The seed also picks the difficulty, the first player, the Lord (hidden
// or chosen) and now and then the open hands, so every part of the suite
// meets every option.
var conformance = tabletest.Config{
	Game:     Game,
	MaxSteps: maxSteps,
	Setup:    conformanceSetup,
	Step: func(seed uint64) func() {
		s, err := NewState(Options{Players: 3, Difficulty: Normal, Cats: DrawCats(3, seed)})
		if err != nil {
			panic(err)
		}
		start := s
		rng := rand.New(rand.NewPCG(seed, 1))
		var buf [MaxLegal]Action
		return func() {
			if s.Over {
				s = start
			}
			legal := s.Legal(buf[:0])
			if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
				panic(err)
			}
		}
	},
}

func conformanceSetup(n int, seed uint64) table.Setup {
	s := tabletest.DefaultSetup(Game, n, seed)
	lords := []string{"random", "fangs", "silence", "stone"}
	s.Values = map[string]string{
		FieldDifficulty: Difficulty(seed % uint64(NumDifficulties)).String(),
		FieldFirst:      strconv.Itoa(1 + int(seed%uint64(n))),
		FieldLord:       lords[seed/4%4],
	}
	if seed%8 == 7 {
		s.Values[FieldOpenHands] = table.On.ID
	}
	return s
}

func TestConformance(t *testing.T) { tabletest.Run(t, conformance) }

// FuzzSteps: `go test -fuzz FuzzSteps ./game/runrunrun`.
func FuzzSteps(f *testing.F) {
	f.Add(uint8(1), uint64(7), uint8(40), "explore R12 0,-1 rot0\nend")
	f.Add(uint8(3), uint64(9), uint8(200), "regroup\njoin\nlay\ntorches 1")
	tabletest.FuzzSteps(f, conformance)
}

// FuzzRecord feeds arbitrary bytes to Open as a record: it must refuse them
// in words, never panic, and whatever opens must be a sound position whose
// record opens to it again.
func FuzzRecord(f *testing.F) {
	f.Add([]byte(`{"format":"pyramid-record","version":1,"game":"runrunrun","seed":1,"setup":{"cats":["cleo"],"difficulty":"normal","first":0,"lord":"random"},"steps":["draw R01","draw R02","draw R03","draw R04","draw R05","roll blank","explore R01 0,-1 rot3"]}`))
	f.Add([]byte(`{"format":"pyramid-record","version":1,"game":"runrunrun","seed":1,"setup":{"cats":["spark","howard"],"difficulty":"heroic","first":1,"lord":"stone","open_hands":true},"steps":[]}`))
	f.Add([]byte(`{}`))
	f.Add([]byte(`not json`))
	tabletest.FuzzRecord(f, conformance)
}

func TestGameIsRegisteredAsATeamGameForOneToFour(t *testing.T) {
	g, ok := table.Lookup(GameID)
	if !ok {
		t.Fatal("runrunrun is not registered")
	}
	in := g.Info()
	if !in.Team || in.MinSeats != 1 || in.MaxSeats != 4 || in.Title != "Run Run Run!" {
		t.Errorf("Info = %+v", in)
	}
}

// setup is n human seats, each its own person, with the given options.
func setup(n int, values map[string]string, cats ...string) table.Setup {
	s := table.Setup{Values: values}
	for i := range n {
		seat := table.SeatSetup{Kind: table.Human, Person: i + 1}
		if i < len(cats) && cats[i] != "" {
			seat.Values = map[string]string{FieldCat: cats[i]}
		}
		s.Seats = append(s.Seats, seat)
	}
	return s
}

func newTableMatch(t *testing.T, s table.Setup, seed uint64) *tableMatch {
	t.Helper()
	m, err := Game.New(s, seed)
	if err != nil {
		t.Fatal(err)
	}
	return m.(*tableMatch)
}

// TestSetupFormReadsEveryOption: spec §9's difficulty table, the Lord
// the table may choose ("An option lets the table choose the Lord"), §16.2's
// open hands, and the cats: chosen ones kept, the others dealt from the
// seed, all different.
func TestSetupFormReadsEveryOption(t *testing.T) {
	m := newTableMatch(t, setup(3, map[string]string{FieldDifficulty: "heroic", FieldFirst: "3", FieldLord: "stone", FieldOpenHands: "on"}, "", "spark"), 5)
	opt := m.m.State.Opt
	if opt.Difficulty != Heroic || opt.First != 2 || opt.Lord != 3 || !opt.OpenHands || opt.Players != 3 {
		t.Errorf("options %+v", opt)
	}
	if opt.Cats[1] != 3 || opt.Cats[0] == opt.Cats[2] || opt.Cats[0] == 3 || opt.Cats[2] == 3 {
		t.Errorf("cats %v: seat 2 chose Spark, the others must be dealt different cats", opt.Cats)
	}
	d := newTableMatch(t, setup(2, nil), 5).m.State.Opt
	if d.Difficulty != Normal || d.First != 0 || d.Lord != 0 || d.OpenHands {
		t.Errorf("the defaults are not the rulebook's game: %+v", d)
	}
	bad := []table.Setup{
		setup(0, nil),
		setup(5, nil),
		setup(2, map[string]string{FieldDifficulty: "nightmare"}),
		setup(2, map[string]string{FieldFirst: "3"}),
		setup(2, nil, "cleo", "cleo"),
		setup(1, nil, "garfield"),
	}
	for _, s := range bad {
		if _, err := Game.New(s, 1); err == nil {
			t.Errorf("set-up %+v accepted", s)
		}
	}
}

// TestCoverOnlyBetweenDifferentHands: spec §16.2, "a light pass cover is
// needed when a hand would be shown to a different human than the one who
// saw the last hand"; "Open hands (family mode...): all hands face up, no
// cover ever".
func TestCoverOnlyBetweenDifferentHands(t *testing.T) {
	m := newTableMatch(t, setup(3, nil), 1)
	if !m.Cover(0, 1) || !m.Cover(2, 0) || !m.Cover(table.Onlooker, 1) {
		t.Error("no cover between two seats' hidden hands")
	}
	if m.Cover(1, 1) || m.Cover(1, table.Onlooker) || m.Cover(table.Onlooker, table.Onlooker) {
		t.Error("a cover where no hand changes hands")
	}
	open := newTableMatch(t, setup(3, map[string]string{FieldOpenHands: "on"}), 1)
	for from := -1; from < 3; from++ {
		for to := -1; to < 3; to++ {
			if open.Cover(from, to) {
				t.Errorf("open hands: a cover from %d to %d", from, to)
			}
		}
	}
}

// playTable plays m to its end at random (chance from the match).
func playTable(t *testing.T, m table.Match, seed uint64, each func(evs []table.Event)) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 3))
	for m.Actor() != table.Over {
		step := m.ChanceStep()
		if step == "" {
			legal := m.Legal()
			step = legal[rng.IntN(len(legal))]
		}
		evs, err := m.Apply(step)
		if err != nil {
			t.Fatal(err)
		}
		if each != nil {
			each(evs)
		}
	}
}

// TestOutcomeIsTheTeams: co-operative (Kilka słów o współpracy: "Gracze
// wspólnie wygrywają lub wspólnie ponoszą porażkę"): one result for the
// table, with how it ended.
func TestOutcomeIsTheTeams(t *testing.T) {
	ends := map[string]bool{}
	for seed := uint64(1); seed <= 30; seed++ {
		m := newTableMatch(t, setup(int(seed%4)+1, nil), seed)
		if o := m.Outcome(); o.Over || !o.Team {
			t.Fatalf("a new game's outcome %+v", o)
		}
		playTable(t, m, seed, nil)
		o := m.Outcome()
		if !o.Over || !o.Team || o.Scores != nil || o.Won != (o.Reason.Code == "exit") {
			t.Fatalf("outcome %+v", o)
		}
		if Game.Explain(o.Reason, nil) == "" {
			t.Errorf("the reason %q has no words", o.Reason.Code)
		}
		ends[o.Reason.Code] = true
		for p := range m.Seats() {
			if o.WonBy(p) != o.Won {
				t.Error("a seat's result differs from the team's")
			}
		}
	}
	if !ends["crypt"] || !ends["hand"] {
		t.Errorf("random games ended only as %v", ends)
	}
}

// TestChanceStepIsStableAndTheStreamSurvivesARecord: ChanceStep may be
// asked again and again; a record opened again goes on drawing what the
// match would have drawn.
func TestChanceStepIsStableAndTheStreamSurvivesARecord(t *testing.T) {
	m := newTableMatch(t, setup(2, nil), 11)
	rng := rand.New(rand.NewPCG(1, 2))
	for range 60 {
		if m.Actor() == table.Chance {
			a, b := m.ChanceStep(), m.ChanceStep()
			if a != b {
				t.Fatalf("ChanceStep gave %q then %q", a, b)
			}
			if _, err := m.Apply(a); err != nil {
				t.Fatal(err)
			}
			continue
		}
		legal := m.Legal()
		if _, err := m.Apply(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	o, err := Game.Open(m.Record())
	if err != nil {
		t.Fatal(err)
	}
	for range 200 {
		if m.Actor() == table.Over {
			break
		}
		step := m.ChanceStep()
		if step == "" {
			legal := m.Legal()
			step = legal[rng.IntN(len(legal))]
		} else if o.ChanceStep() != step {
			t.Fatalf("the opened record draws %q, the match %q", o.ChanceStep(), step)
		}
		for _, x := range []table.Match{m, o} {
			if _, err := x.Apply(step); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func TestOpenRefusesOtherGamesAndBadRecords(t *testing.T) {
	m := newTableMatch(t, setup(2, nil), 3)
	playTable(t, m, 3, nil)
	good := m.Record()
	mangle := map[string]func(r *table.Record){
		"another game": func(r *table.Record) { r.Game = "horus" },
		"no game":      func(r *table.Record) { r.Game = "" },
		"format":       func(r *table.Record) { r.Format = "x" },
		"version":      func(r *table.Record) { r.Version = 99 },
		"setup": func(r *table.Record) {
			r.Setup = json.RawMessage(`{"cats":["cleo"],"difficulty":"nightmare","first":0,"lord":"random"}`)
		},
		"stray field": func(r *table.Record) {
			r.Setup = json.RawMessage(`{"cats":["cleo"],"difficulty":"easy","first":0,"lord":"random","x":1}`)
		},
		"seats": func(r *table.Record) { r.Seats = []string{"human"} },
		"step":  func(r *table.Record) { r.Steps = append(slicesClone(r.Steps[:3]), "fly away") },
		"hash":  func(r *table.Record) { r.FinalHash = "0123456789abcdef" },
	}
	for name, f := range mangle {
		r := good
		r.Steps = slicesClone(good.Steps)
		f(&r)
		if _, err := Game.Open(r); err == nil {
			t.Errorf("%s: a bad record opened", name)
		} else if len(err.Error()) > 300 {
			t.Errorf("%s: a %d-byte message", name, len(err.Error()))
		}
	}
	if _, err := Game.Open(good); err != nil {
		t.Errorf("the good record: %v", err)
	}
}

func slicesClone(s []string) []string { return append([]string(nil), s...) }

// TestNarrateEveryEventInBothLanguages: every kind of event is worded, for
// its own seat and for an onlooker, in English and in Polish with no text
// missing from the catalogue, and an onlooker never reads a hidden card.
// Seats are named as the session names them: the name typed, or the cat's.
func TestNarrateEveryEventInBothLanguages(t *testing.T) {
	defer i18n.Set(i18n.Current())
	seen := map[EventKind]bool{}
	var events []Event
	for seed := uint64(1); len(seen) < int(EvGameLost)+1 && seed < 400; seed++ {
		opt := Options{Players: uint8(seed%4) + 1, Difficulty: Difficulty(seed % 4), Cats: DrawCats(int(seed%4)+1, seed)}
		m, err := playHeuristic(opt, seed, 0.2, nil)
		if err != nil {
			t.Fatal(err)
		}
		s, _ := NewState(opt)
		for _, text := range m.Record.Steps {
			a, err := s.ParseStep(text)
			if err != nil {
				t.Fatal(err)
			}
			evs, err := s.ApplyEvents(a, nil)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range evs {
				if !seen[e.Kind] || e.Secret {
					events = append(events, e)
				}
				seen[e.Kind] = true
			}
		}
	}
	for k := EvTurn; k <= EvGameLost; k++ {
		if !seen[k] && k != EvGameWon {
			t.Errorf("no game showed a %v event", k)
		}
	}
	events = append(events, ev(EvGameWon, -1))
	m := newTableMatch(t, setup(4, nil), 1)
	for _, lang := range []i18n.Lang{i18n.English, i18n.Polish} {
		i18n.Set(lang)
		names := func(seat int) string {
			if seat == 1 {
				return "Ala"
			}
			return m.SeatName(seat)
		}
		stop := i18n.Record()
		for _, e := range events {
			for _, viewer := range []int{int(e.Seat), table.Onlooker} {
				line := Game.Narrate(e, viewer, names)
				if line == "" {
					t.Errorf("%v: no words for %+v", lang, e)
				}
				if e.Secret && viewer != int(e.Seat) && e.Card != NoCard && strings.Contains(line, e.Card.String()) {
					t.Errorf("an onlooker reads the hidden card %v: %q", e.Card, line)
				}
			}
		}
		if line := Game.Narrate(events[0], table.Onlooker, nil); line == "" {
			t.Errorf("%v: no words without names", lang)
		}
		for _, r := range hintReasons {
			if Game.Explain(r, nil) == "" {
				t.Errorf("no words for the reason %q", r.Code)
			}
		}
		if missed := stop(); len(missed) > 0 {
			t.Errorf("%v: no translation of %q", lang, missed)
		}
	}
}

// TestSeatNameIsTheCat: a seat whose player typed no name goes by its cat
// (table.SeatNamer), in the language shown: the rulebook's Polish names.
func TestSeatNameIsTheCat(t *testing.T) {
	defer i18n.Set(i18n.Current())
	m := newTableMatch(t, setup(3, nil, "spark", "cleo", "howard"), 1)
	var _ table.SeatNamer = m
	want := map[i18n.Lang][]string{i18n.English: {"Spark", "Cleo", "Howard"}, i18n.Polish: {"Iskra", "Kleo", "Howard"}}
	for lang, names := range want {
		i18n.Set(lang)
		for seat, name := range names {
			if got := m.SeatName(seat); got != name {
				t.Errorf("%v: seat %d is %q, want %q", lang, seat, got, name)
			}
		}
	}
	if m.SeatName(3) != "" || m.SeatName(-1) != "" {
		t.Error("a seat that does not exist has a name")
	}
}

// hintReasons are an example of every reason Explain words.
var hintReasons = []table.Reason{
	{Code: "exit"}, {Code: "crypt"}, {Code: "hand"},
	{Code: ReasonOnly}, {Code: ReasonUsual}, {Code: ReasonIntercept, Args: []string{"m2", "3"}},
	{Code: ReasonIntercept, Args: []string{"lord", "1"}}, {Code: ReasonFightLord}, {Code: ReasonFight, Args: []string{"m3"}},
	{Code: ReasonExitMech, Args: []string{"1,-2"}}, {Code: ReasonTorchMech, Args: []string{"1,-2"}},
	{Code: ReasonCards, Args: []string{"1,-2", "2"}},
	{Code: ReasonExplore, Args: []string{"1,-2"}}, {Code: ReasonRegroup}, {Code: ReasonRescue}, {Code: ReasonWalk},
	{Code: ReasonToken}, {Code: ReasonTeleport, Args: []string{"0,-3", "m4"}}, {Code: ReasonDice}, {Code: ReasonExitPlace},
	{Code: ReasonSearch, Args: []string{"120", "61", "48", ReasonCards, "1,-2", "1"}},
}

// TestPolishNamesAreTheSpecs: the catalogue gives the Polish names spec §2,
// §7 and §8 list (kept in spec.go's tables).
func TestPolishNamesAreTheSpecs(t *testing.T) {
	defer i18n.Set(i18n.Current())
	i18n.Set(i18n.Polish)
	names := []Name{GameName}
	for _, m := range mummyTable {
		names = append(names, m.Name)
	}
	for _, l := range lordTable {
		names = append(names, l.Name)
	}
	for _, c := range catTable {
		names = append(names, c.Name, c.Short)
	}
	names = append(names, TokenNames[:]...)
	for _, n := range names {
		if got := i18n.T(n.English); got != n.Polish {
			t.Errorf("%q is %q in the catalogue, %q in the spec", n.English, got, n.Polish)
		}
	}
}

// TestSummarizeCountsTheTeamsGame: the statistics' facts of a finished
// game: the team's result and how it ended, the table's facts, each
// seat's cat (by which the seats are counted again), every value one that
// KnownFact knows; a newer build's final hash does not keep the game from
// being counted.
func TestSummarizeCountsTheTeamsGame(t *testing.T) {
	m := newTableMatch(t, setup(3, map[string]string{FieldDifficulty: "hard"}), 8)
	m.names[1] = "Ala"
	m.m.Record.Seats[2] = "hard"
	if _, err := Game.Summarize(m.Record()); err == nil {
		t.Error("an unfinished game was summed up")
	}
	playTable(t, m, 8, nil)
	rec := m.Record()
	rec.FinalHash = "0123456789abcdef"
	s, err := Game.Summarize(rec)
	if err != nil {
		t.Fatal(err)
	}
	o := m.Outcome()
	if s.Game != GameID || !s.Team || s.Won != o.Won || s.End != o.Reason.Code || s.Rounds != int(m.m.State.Round) {
		t.Errorf("summary %+v, outcome %+v", s, o)
	}
	if s.Facts[FactDifficulty] != "hard" || s.Facts[FactOpenHands] != "off" || s.Facts[FactRooms] != strconv.Itoa(m.m.State.Outcome().Rooms) {
		t.Errorf("facts %v", s.Facts)
	}
	if !slices.Equal(s.GroupBy, []string{FactCat}) {
		t.Errorf("grouped by %v", s.GroupBy)
	}
	if len(s.Seats) != 3 || s.Seats[1].Name != "Ala" || s.Seats[2].Kind != "hard" || s.Seats[0].Facts[FactCat] != m.m.State.Opt.Cats[0].String() {
		t.Errorf("seats %+v", s.Seats)
	}
	known := Game.(table.FactChecker)
	for fact, v := range s.Facts {
		if !known.KnownFact(fact, v) {
			t.Errorf("the table's fact %s=%q is not known", fact, v)
		}
	}
	if !known.KnownFact("end", s.End) {
		t.Errorf("the ending %q is not known", s.End)
	}
	for _, seat := range s.Seats {
		for fact, v := range seat.Facts {
			if !known.KnownFact(fact, v) {
				t.Errorf("the seat's fact %s=%q is not known", fact, v)
			}
		}
	}
	again, _ := Game.Summarize(m.Record())
	if again.ID != s.ID {
		t.Error("the same game summed up twice has two ids")
	}
}

// TestKnownFactRefusesWhatNoGameGives: the statistics refuse a file that
// counts values no game of Run Run Run! has.
func TestKnownFactRefusesWhatNoGameGives(t *testing.T) {
	known := Game.(table.FactChecker)
	for _, c := range []struct{ fact, value string }{
		{FactDifficulty, "nightmare"}, {FactDifficulty, ""}, {FactOpenHands, "yes"}, {FactLord, "random"},
		{FactExit, "maybe"}, {FactDestroyed, "256"}, {FactDestroyed, "-1"}, {FactRooms, "65"}, {FactRooms, "07"},
		{FactTurns, "x"}, {FactTorches, "256"}, {"end", ""}, {"end", "won"}, {FactCat, "garfield"},
		{FactCards, "65"}, {"adventurer", "gore"},
	} {
		if known.KnownFact(c.fact, c.value) {
			t.Errorf("%s=%q is known", c.fact, c.value)
		}
	}
	for _, c := range []struct{ fact, value string }{
		{FactDifficulty, "heroic"}, {FactOpenHands, "on"}, {FactLord, "none"}, {FactLord, "silence"}, {FactExit, "yes"},
		{FactDestroyed, "7"}, {FactRooms, "64"}, {FactTurns, "120"}, {FactTorches, "0"}, {"end", "hand"},
		{FactCat, "sekhmet"}, {FactCards, "0"},
	} {
		if !known.KnownFact(c.fact, c.value) {
			t.Errorf("%s=%q is not known", c.fact, c.value)
		}
	}
}

// TestSetupTextsAreTranslated: the form's and the game's words are in the
// Polish catalogue (the new-game screen translates them), the contract's
// Off and On among them.
func TestSetupTextsAreTranslated(t *testing.T) {
	defer i18n.Set(i18n.Current())
	i18n.Set(i18n.Polish)
	stop := i18n.Record()
	in := Game.Info()
	i18n.T(in.Title)
	i18n.T(in.Pitch)
	for _, f := range Game.Form().Fields {
		i18n.T(f.Label)
		i18n.T(f.Help)
		for _, c := range f.Choices {
			if _, err := strconv.Atoi(c.Label); err != nil { // a seat's number needs no words
				i18n.T(c.Label)
			}
		}
	}
	if missed := stop(); len(missed) > 0 {
		t.Errorf("no translation of %q", missed)
	}
}

// TestChanceStepsRevealAndUndoStopsThere: the undo rule (issue 16: "undo
// up to the last thing revealed (a drawn card, a die, a woken mummy)"):
// every chance step reveals something and says what in Polish too
// (table.Revealer), and a player's step that reveals nothing is not
// final.
func TestChanceStepsRevealAndUndoStopsThere(t *testing.T) {
	defer i18n.Set(i18n.Current())
	i18n.Set(i18n.Polish)
	stop := i18n.Record()
	plain := 0
	said := map[string]bool{}
	for seed := uint64(1); seed <= 20; seed++ {
		m := newTableMatch(t, setup(int(seed%4)+1, nil), seed)
		rng := rand.New(rand.NewPCG(seed, 4))
		for m.Actor() != table.Over {
			chance := m.Actor() == table.Chance
			step := m.ChanceStep()
			if !chance {
				legal := m.Legal()
				step = legal[rng.IntN(len(legal))]
			}
			evs, err := m.Apply(step)
			if err != nil {
				t.Fatal(err)
			}
			reveals := false
			for _, e := range evs {
				why := e.(table.Revealer).Revealed()
				if e.Reveals() != (why != "") {
					t.Fatalf("%+v reveals %v but says %q", e, e.Reveals(), why)
				}
				if why != "" && !said[why] {
					said[why] = true
					i18n.T(why)
				}
				reveals = reveals || e.Reveals()
			}
			if chance && !reveals {
				t.Fatalf("the chance step %q revealed nothing", step)
			}
			if !chance && !reveals {
				plain++
			}
		}
	}
	if plain == 0 {
		t.Error("every player's step revealed something: undo could never go back")
	}
	if len(said) < 6 {
		t.Errorf("only %d kinds of reveal seen: %v", len(said), said)
	}
	if missed := stop(); len(missed) > 0 {
		t.Errorf("no Polish for what was revealed: %q", missed)
	}
}

// TestRollingIsOneRollOrTheDeal: the steps of a run shown and saved as one
// (table.Roller) are the deal before the first turn and the dice of one
// roll after its first die; a roll's first die, and every other chance
// step, starts afresh.
func TestRollingIsOneRollOrTheDeal(t *testing.T) {
	m := newTableMatch(t, setup(2, nil), 3)
	var _ table.Roller = m
	rng := rand.New(rand.NewPCG(3, 5))
	rolls, runs := 0, 0
	prev := Task{}
	for m.Actor() != table.Over {
		s := &m.m.State
		if s.IsChance() {
			top := s.Top()
			die := top.Kind == tRollMummy || top.Kind == tRollCombat
			continues := s.Turns == 0 || die && prev.Kind == top.Kind && prev.A == top.A+1
			if m.Rolling() != continues {
				t.Fatalf("turn %d, %v with %d left: Rolling %v", s.Turns, top.Kind, top.A, m.Rolling())
			}
			if die && !continues {
				rolls++
			}
			if m.Rolling() && s.Turns > 0 {
				runs++
			}
			prev = top
		} else {
			prev = Task{}
			if m.Rolling() {
				t.Fatal("Rolling at a player's step")
			}
		}
		step := m.ChanceStep()
		if step == "" {
			legal := m.Legal()
			step = legal[rng.IntN(len(legal))]
		}
		if _, err := m.Apply(step); err != nil {
			t.Fatal(err)
		}
	}
	if rolls == 0 || runs == 0 {
		t.Errorf("%d rolls, %d dice rolled after a roll's first", rolls, runs)
	}
}
