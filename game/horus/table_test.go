package horus

import (
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/game/table/tabletest"
	"github.com/pyramid-studio/pyramid/i18n"
)

// conformance is Horus under the collection's conformance suite. The
// seed also picks the optional rules and the first Dice Keeper, so every
// part of the suite meets Total Secrecy (hidden hands to resample) and the
// alternate mummy starts (a longer setup).
func conformance() tabletest.Config {
	return tabletest.Config{Game: Game, Step: engineStep, Setup: conformanceSetup}
}

func conformanceSetup(n int, seed uint64) table.Setup {
	s := tabletest.DefaultSetup(Game, n, seed)
	s.Values = map[string]string{optFirstKeeper: strconv.Itoa(1 + int(seed%uint64(n)))}
	if seed%2 == 1 {
		s.Values[optSecrecy] = table.On.ID
	}
	if seed%4 >= 2 {
		s.Values[optAltMummies] = table.On.ID
	}
	return s
}

// engineStep is one step of the engine's own API, the legal actions listed
// and one applied, starting a new game when one ends: it allocates nothing.
func engineStep(seed uint64) func() {
	opt := Options{Players: 4, Adventurers: DrawAdventurers(4, seed)}
	start, err := NewState(opt)
	if err != nil {
		panic(err)
	}
	s := start
	rng := rand.New(rand.NewPCG(seed, 4))
	var buf [maxLegal]Action
	return func() {
		if s.Over {
			s = start
		}
		legal := s.Legal(buf[:0])
		if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
			panic(err)
		}
	}
}

func TestConformance(t *testing.T) { tabletest.Run(t, conformance()) }

// FuzzSteps: `go test -fuzz FuzzSteps ./game/horus`.
func FuzzSteps(f *testing.F) { tabletest.FuzzSteps(f, conformance()) }

// FuzzRecord feeds arbitrary bytes to Open as a record: it must refuse them
// in words, never panic, and whatever opens must be a sound position whose
// record opens to it again.
func FuzzRecord(f *testing.F) {
	if data, err := os.ReadFile("testdata/sample-record.json"); err == nil {
		f.Add(data)
	}
	f.Add([]byte(`{"format":"pyramid-record","version":1,"seed":0,"setup":{"adventurers":["gore","rice"],"first_keeper":0},"steps":["deal anubis5","roll 9"]}`))
	tabletest.FuzzRecord(f, conformance())
}

// The registry finds Horus by its id, and its record carries it.
func TestRegisteredAsHorus(t *testing.T) {
	g, ok := table.Lookup(GameID)
	if !ok || g.Info().ID != "horus" || g.Info().MinSeats != 2 || g.Info().MaxSeats != 6 {
		t.Fatalf("Lookup(%q) = %v, %v", GameID, g, ok)
	}
	m, err := g.New(tabletest.DefaultSetup(g, 3, 1), 1)
	if err != nil {
		t.Fatal(err)
	}
	if rec := m.Record(); rec.Game != GameID || rec.Version != RecordVersion {
		t.Fatalf("a new match's record says game %q version %d", rec.Game, rec.Version)
	}
}

// The set-up form and the engine's options say the same: SetupOf and
// OptionsOf are each other's inverse, and what the form allows but the
// game does not is refused in words.
func TestSetupForm(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		n := 2 + int(seed%5)
		opt := Options{Players: uint8(n), Adventurers: DrawAdventurers(n, seed), FirstKeeper: uint8(seed % uint64(n)), AlternateMummies: seed%2 == 0, TotalSecrecy: seed%3 == 0}
		back, err := OptionsOf(SetupOf(opt, nil))
		if err != nil || back != opt {
			t.Fatalf("%+v reads back as %+v, %v", opt, back, err)
		}
	}
	good := SetupOf(Options{Players: 3, Adventurers: DrawAdventurers(3, 1)}, []string{"human", "easy", ""})
	if good.Seats[1].Kind != "easy" || good.Seats[2].Kind != table.Human {
		t.Fatalf("seat kinds %+v", good.Seats)
	}
	bad := map[string]func(s *table.Setup){
		"keeper beyond the seats": func(s *table.Setup) { s.Values[optFirstKeeper] = "5" },
		"no adventurer":           func(s *table.Setup) { delete(s.Seats[0].Values, OptAdventurer) },
		"one adventurer twice":    func(s *table.Setup) { s.Seats[1].Values[OptAdventurer] = s.Seats[0].Values[OptAdventurer] },
		"one seat":                func(s *table.Setup) { s.Seats = s.Seats[:1] },
		"unknown rule":            func(s *table.Setup) { s.Values["bigger_pyramid"] = "on" },
	}
	for name, spoil := range bad {
		s := SetupOf(Options{Players: 3, Adventurers: DrawAdventurers(3, 1)}, nil)
		spoil(&s)
		if _, err := Game.New(s, 1); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// TestCoverWhenTheNextViewIsPrivate: the hot-seat rule. A seat's view is
// covered before it is shown exactly when it shows something an onlooker
// may not see: under Total Secrecy, once the seat has drawn a card.
func TestCoverWhenTheNextViewIsPrivate(t *testing.T) {
	s := SetupOf(Options{Players: 3, Adventurers: DrawAdventurers(3, 5), TotalSecrecy: true}, nil)
	m, err := Game.New(s, 5)
	if err != nil {
		t.Fatal(err)
	}
	if m.Cover(table.Onlooker, 0) || m.Cover(0, table.Onlooker) {
		t.Fatal("a cover before anyone knows anything")
	}
	r := rand.New(rand.NewPCG(5, 5))
	for m.Actor() != table.Over {
		for seat := 0; seat < 3; seat++ {
			pub := m.Observe(table.Onlooker).(Observation)
			own := m.Observe(seat).(Observation)
			own.Seat = table.Onlooker
			if want := own != pub; m.Cover(table.Onlooker, seat) != want || m.Cover((seat+1)%3, seat) != want {
				t.Fatalf("seat %d: Cover %v, its view private %v", seat, m.Cover(table.Onlooker, seat), want)
			}
			if m.Cover(seat, seat) || m.Cover(seat, table.Onlooker) {
				t.Fatal("a cover toward the same view or the public one")
			}
		}
		step := m.ChanceStep()
		if step == "" {
			l := m.Legal()
			step = l[r.IntN(len(l))]
		}
		if _, err := m.Apply(step); err != nil {
			t.Fatal(err)
		}
	}
}

// Every reason a computer or the end of a game can give has words, in
// English and in Polish.
func TestEveryReasonHasWords(t *testing.T) {
	defer i18n.Set(i18n.English)
	codes := []string{ReasonOnly, ReasonEndSpent, ReasonEndNothing, ReasonLeaveOne, ReasonLeaveSure, ReasonLeaveRisk,
		ReasonLeaveWin, ReasonLeaveLoad, ReasonHeadOut, ReasonToSarcophagus, ReasonToSearch, ReasonToIdol, ReasonToward,
		ReasonSearch, ReasonOpen, ReasonTake, ReasonPick, ReasonReroll, ReasonForce, ReasonHeal, ReasonBag, ReasonPeek,
		ReasonKeep, ReasonSwap, ReasonShoot, ReasonStamina, ReasonDiscard, ReasonRoom, ReasonJump, ReasonDodge,
		ReasonReact, ReasonSlip, ReasonSimulated, OutcomeMummies, OutcomeRichest, OutcomeHorus, OutcomeIdols, OutcomeShared}
	names := func(seat int) string { return []string{"Ala", "Olek", "Ewa"}[seat] }
	for _, lang := range []i18n.Lang{i18n.English, i18n.Polish} {
		i18n.Set(lang)
		stop := i18n.Record()
		for _, code := range codes {
			text := Game.Explain(table.Reason{Code: code, Args: []string{"1", "2", "1"}}, names)
			if text == "" || strings.Contains(text, "%!") {
				t.Errorf("%s: %s words as %q", lang, code, text)
			}
		}
		if missed := stop(); len(missed) > 0 {
			t.Errorf("%s: no translation for %q", lang, missed)
		}
	}
	if Game.Explain(table.Reason{Code: "no-such-reason"}, nil) != "" {
		t.Error("an unknown reason has words")
	}
}

// The outcome says who won and why, as the tie-breaks decided.
func TestOutcomeReason(t *testing.T) {
	sc := func(fate Fate, total int, horus bool, idols int, won bool) Score {
		return Score{Fate: fate, Total: total, Horus: horus, Idols: idols, Won: won}
	}
	cases := []struct {
		scores []Score
		want   table.Reason
	}{
		{[]Score{sc(Trapped, 0, false, 0, false), sc(Crushed, 0, false, 0, false)}, table.Reason{Code: OutcomeMummies}},
		{[]Score{sc(Escaped, 9, false, 0, true), sc(Escaped, 4, false, 0, false)}, table.Reason{Code: OutcomeRichest, Args: []string{"9"}}},
		{[]Score{sc(Escaped, 9, false, 0, false), sc(Escaped, 9, true, 10, true)}, table.Reason{Code: OutcomeHorus, Args: []string{"9", "0"}}},
		{[]Score{sc(Escaped, 9, false, 7, true), sc(Escaped, 9, false, 5, false)}, table.Reason{Code: OutcomeIdols, Args: []string{"9", "7", "1"}}},
		{[]Score{sc(Escaped, 9, false, 5, true), sc(Escaped, 9, false, 5, true)}, table.Reason{Code: OutcomeShared, Args: []string{"9"}}},
	}
	for _, c := range cases {
		if got := OutcomeReason(c.scores); got.Code != c.want.Code || !slices.Equal(got.Args, c.want.Args) {
			t.Errorf("%+v: %+v, want %+v", c.scores, got, c.want)
		}
	}
}
