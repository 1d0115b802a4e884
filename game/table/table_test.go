package table

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestRoleOfFillsRolesInSeatOrder(t *testing.T) {
	in := Info{Roles: []Role{{ID: "mummy", Min: 1, Max: 1}, {ID: "hunter", Min: 1, Max: 4}}}
	for n := 2; n <= 5; n++ {
		if r := in.RoleOf(0, n); r.ID != "mummy" {
			t.Errorf("%d seats: seat 0 plays %q", n, r.ID)
		}
		for s := 1; s < n; s++ {
			if r := in.RoleOf(s, n); r.ID != "hunter" {
				t.Errorf("%d seats: seat %d plays %q", n, s, r.ID)
			}
		}
	}
	if r := (Info{}).RoleOf(0, 3); r.ID != "" {
		t.Errorf("a game without roles gave %q", r.ID)
	}
}

func testForm() (Info, Form) {
	in := Info{ID: "t", Title: "Test", MinSeats: 1, MaxSeats: 3}
	f := Form{Fields: []Field{
		{ID: "secrecy", Label: "Secrecy", Choices: []Choice{Off, On}, Default: "off"},
		{ID: "hero", Label: "Hero", PerSeat: true, Distinct: true, Choices: []Choice{{ID: "a"}, {ID: "b"}}},
	}}
	return in, f
}

func TestFormCheck(t *testing.T) {
	in, f := testForm()
	seat := func(hero string) SeatSetup {
		return SeatSetup{Kind: Human, Values: map[string]string{"hero": hero}}
	}
	good := Setup{Seats: []SeatSetup{seat("a"), seat("b")}, Values: map[string]string{"secrecy": "on"}}
	if err := f.Check(in, good); err != nil {
		t.Fatalf("a good set-up refused: %v", err)
	}
	if f.Value(good, "secrecy") != "on" || f.Value(Setup{}, "secrecy") != "off" {
		t.Error("Value does not read the set-up or fall back to the default")
	}
	bad := map[string]Setup{
		"too many seats":        {Seats: []SeatSetup{seat("a"), seat("b"), seat("a"), seat("b")}},
		"no seat":               {},
		"unknown option":        {Seats: []SeatSetup{seat("a")}, Values: map[string]string{"x": "on"}},
		"unknown choice":        {Seats: []SeatSetup{seat("a")}, Values: map[string]string{"secrecy": "maybe"}},
		"per-seat at table":     {Seats: []SeatSetup{seat("a")}, Values: map[string]string{"hero": "a"}},
		"distinct chosen twice": {Seats: []SeatSetup{seat("a"), seat("a")}},
		"no kind":               {Seats: []SeatSetup{{}}},
		"huge value":            {Seats: []SeatSetup{seat(strings.Repeat("z", 1_000_000))}},
	}
	for name, s := range bad {
		err := f.Check(in, s)
		if err == nil {
			t.Errorf("%s: accepted", name)
			continue
		}
		if len(err.Error()) > 200 {
			t.Errorf("%s: a %d-byte message", name, len(err.Error()))
		}
	}
}

func TestPeekGame(t *testing.T) {
	cases := map[string]string{
		`{"format":"pyramid-record","game":"pengqueen","steps":[]}`:          "pengqueen",
		`{"format":"pyramid-record","steps":[]}`:                             DefaultGame,
		`{"format":"pyramid-save","record":{"game":"runrunrun","steps":[]}}`: "runrunrun",
		`{"format":"pyramid-save","record":{"format":"pyramid-record"}}`:     DefaultGame,
	}
	for in, want := range cases {
		got, err := PeekGame([]byte(in))
		if err != nil || got != want {
			t.Errorf("PeekGame(%s) = %q, %v; want %q", in, got, err, want)
		}
	}
	if _, err := PeekGame([]byte("not json")); err == nil {
		t.Error("PeekGame read garbage")
	}
}

func TestOutcomeWonBy(t *testing.T) {
	o := Outcome{Over: true, Winners: []int{2}}
	if o.WonBy(0) || !o.WonBy(2) {
		t.Error("WonBy does not read Winners")
	}
	team := Outcome{Over: true, Team: true, Won: true}
	if !team.WonBy(0) || !team.WonBy(3) {
		t.Error("a team's win is every seat's")
	}
}

func TestNewSetupDealsTheForm(t *testing.T) {
	in, f := testForm()
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 20; seed++ {
		s := f.NewSetup(2, rand.New(rand.NewPCG(seed, 1)))
		if err := f.Check(in, s); err != nil {
			t.Fatalf("seed %d: a dealt set-up is refused: %v", seed, err)
		}
		if s.Seats[0].Values["hero"] == s.Seats[1].Values["hero"] || !s.Seats[0].IsHuman() {
			t.Fatalf("seed %d: %+v", seed, s.Seats)
		}
		seen[s.Seats[0].Values["hero"]] = true
		if f.Value(s, "secrecy") != "off" {
			t.Fatal("an option left out is not at its default")
		}
	}
	if len(seen) != 1 {
		t.Fatalf("a per-seat option that does not start at random was dealt as %v", seen)
	}
	f.Fields[1].Random = true
	seen = map[string]bool{}
	for seed := uint64(1); seed <= 20; seed++ {
		seen[f.NewSetup(2, rand.New(rand.NewPCG(seed, 1))).Seats[0].Values["hero"]] = true
	}
	if len(seen) != 2 {
		t.Fatalf("a per-seat option that starts at random was always dealt as %v", seen)
	}
}

// TestReplayNamesTheStepAndTheHash: Record.Replay plays the steps in
// order, stops at the first refused one with a StepError numbered from 1,
// and refuses a final state other than the record's hash.
func TestReplayNamesTheStepAndTheHash(t *testing.T) {
	rec := Record{Steps: []string{"a", "b", "c"}}
	var played, refuse string
	play := func(step string) error {
		if step == refuse {
			return errors.New("refused")
		}
		played += step
		return nil
	}
	hash := func() string { return played }
	for _, c := range []struct{ final, refuse, want string }{
		{"abc", "", ""},
		{"", "", ""},
		{"ab", "", "the replay ends in state abc, the record says ab"},
		{"abc", "c", "step 3 \"c\": refused"},
	} {
		played, refuse, rec.FinalHash = "", c.refuse, c.final
		err := rec.Replay(play, hash)
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("final %q, refusing %q: %v, want %q", c.final, c.refuse, err, c.want)
		}
	}
	refuse = "b"
	var se *StepError
	if err := rec.Replay(play, hash); !errors.As(err, &se) || se.Step != 2 {
		t.Errorf("a refused second step: %v", err)
	}
}
