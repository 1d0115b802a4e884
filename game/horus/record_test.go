package horus

import (
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/game/table"
)

// tableRecord is a match's record in the contract's envelope, as record
// files hold it.
func tableRecord(m *Match) table.Record {
	return (&tableMatch{m: *m, kinds: m.Record.Seats}).Record()
}

// replay plays a record back through the contract (Game.Open) and gives
// the final position.
func replay(r table.Record) (State, error) {
	m, err := Game.Open(r)
	if err != nil {
		return State{}, err
	}
	return MatchOf(m).State, nil
}

// decodeAndReplay reads a record file and plays it back.
func decodeAndReplay(data []byte) (State, error) {
	r, err := table.DecodeRecord(data)
	if err != nil {
		return State{}, err
	}
	return replay(r)
}

// sampleMatch plays a short seeded game for the record tests.
func sampleMatch(t *testing.T, seed uint64) *Match {
	t.Helper()
	m, err := randomGame(Options{Players: 3, Adventurers: DrawAdventurers(3, seed), FirstKeeper: 1}, seed, nil)
	if err != nil {
		t.Fatal(err)
	}
	m.Record.Seats = []string{"human", "random", "easy"}
	m.Record.FinalHash = m.State.HashString()
	return m
}

func TestRecordRoundTrip(t *testing.T) {
	m := sampleMatch(t, 11)
	data, err := tableRecord(m).Encode()
	if err != nil {
		t.Fatal(err)
	}
	r, err := table.DecodeRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	var setup RecordSetup
	if err := json.Unmarshal(r.Setup, &setup); err != nil {
		t.Fatal(err)
	}
	if r.Game != GameID || r.Seed != 11 || len(r.Seats) != 3 || r.Seats[2] != "easy" || setup.FirstKeeper != 1 || len(r.Steps) != len(m.Record.Steps) {
		t.Fatalf("decoded record lost its setup: %+v", r)
	}
	s, err := replay(r)
	if err != nil {
		t.Fatal(err)
	}
	if s != m.State || !s.IsOver() {
		t.Fatal("the replay ends elsewhere than the game")
	}
}

func TestBadRecordsAreRefused(t *testing.T) {
	good, err := tableRecord(sampleMatch(t, 12)).Encode()
	if err != nil {
		t.Fatal(err)
	}
	edit := func(old, new string) string {
		if !strings.Contains(string(good), old) {
			t.Fatalf("sample record has no %q", old)
		}
		return strings.Replace(string(good), old, new, 1)
	}
	cases := map[string]struct{ data, want string }{
		"empty":          {"", "empty"},
		"garbage":        {"\x7fELF\x00\x00", "not a game record"},
		"not an object":  {"[1, 2, 3]", "not a game record"},
		"truncated":      {string(good[:len(good)*2/3]), "cut short"},
		"other format":   {edit(`"pyramid-record"`, `"chess-pgn"`), `format is "chess-pgn"`},
		"other game":     {edit(`"game": "horus"`, `"game": "chess"`), `"chess", a game this version of Pyramid does not have`},
		"future version": {edit(`"version": 2`, `"version": 7`), "version 7 is not supported"},
		"version zero":   {edit(`"version": 2`, `"version": 0`), "version 0 is not supported"},
		"unknown field":  {edit(`"seed"`, `"colour": "red", "seed"`), `unknown field "colour"`},
		"wrong type":     {edit(`"seed": 12`, `"seed": "twelve"`), "line 5"},
		"bad adventurer": {edit(`"adventurers": [`, `"adventurers": ["indiana", `), "setup.adventurers[0]"},
		"bad keeper":     {edit(`"first_keeper": 1`, `"first_keeper": 9`), "setup.first_keeper"},
		"seats mismatch": {edit(`"seats": [`, `"seats": ["hard", `), "seats: 4 entries for 3 seats"},
		"empty seat":     {edit(`"seats": [`, `"seats": ["", `), "seats"},
		"no steps":       {edit(`"steps": [`, `"stepz": [`), `unknown field "stepz"`},
		"trailing data":  {string(good) + `{"format": "pyramid-record"}`, "something follows the end"},
		"bad hash":       {edit(`"final_hash": "`, `"final_hash": "zz`), "final_hash"},
	}
	for name, c := range cases {
		_, err := decodeAndReplay([]byte(c.data))
		if err == nil {
			t.Errorf("%s: decoded without error", name)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %q does not say %q", name, err, c.want)
		}
	}
}

func TestReplayNamesTheFirstBadStep(t *testing.T) {
	m := sampleMatch(t, 13)
	for _, bad := range []string{"take A1", "fly north", "draw idol-horus", "roll 7"} {
		r := tableRecord(m)
		i := len(r.Steps) / 2
		r.Steps[i] = bad
		_, err := replay(r)
		var se *table.StepError
		if !errors.As(err, &se) {
			t.Fatalf("%q: want a StepError, got %v", bad, err)
		}
		if se.Step != i+1 || se.Text != bad || !strings.Contains(err.Error(), bad) {
			t.Errorf("%q: error names step %d %q: %v", bad, se.Step, se.Text, err)
		}
	}
	r := tableRecord(m)
	r.Steps = r.Steps[:len(r.Steps)-1]
	if _, err := replay(r); err == nil || !strings.Contains(err.Error(), r.FinalHash) {
		t.Errorf("a record missing its last step replays with %v", err)
	}
}

// TestSampleRecord replays the record checked in for the documentation.
func TestSampleRecord(t *testing.T) {
	data, err := os.ReadFile("testdata/sample-record.json")
	if err != nil {
		t.Fatal(err)
	}
	s, err := decodeAndReplay(data)
	if err != nil {
		t.Fatal(err)
	}
	if !s.IsOver() {
		t.Fatal("the sample game does not end")
	}
}

// TestMedikitOnUncountedBlockWound: a Block wound taken while the supply was
// empty is healed by "use medikit block", which prints and reads back.
func TestMedikitOnUncountedBlockWound(t *testing.T) {
	s, err := NewState(Options{Players: 2, Adventurers: [MaxPlayers]Adventurer{0, 1}})
	if err != nil {
		t.Fatal(err)
	}
	for s.IsChance() {
		var buf [maxLegal]Action
		if err := s.Apply(s.Legal(buf[:0])[0]); err != nil {
			t.Fatal(err)
		}
	}
	medikit, _ := kindCards[KindMedikit].Next(0)
	p := s.Current()
	s.Decks[OriginRubble] = s.Decks[OriginRubble].Without(medikit)
	s.Players[p].Hand = s.Players[p].Hand.With(medikit)
	s.Players[p].ExtraBlock = 1
	var buf [maxLegal]Action
	var heal Action
	for _, a := range s.Legal(buf[:0]) {
		if a.Kind == ActUse && a.B == uint8(NoCard) {
			heal = a
		}
	}
	if heal.Kind != ActUse {
		t.Fatalf("no Medi-kit action for the uncounted Block wound among %v", s.Legal(buf[:0]))
	}
	if got := s.Notation(heal); got != "use medikit block" {
		t.Fatalf("prints as %q", got)
	}
	if err := checkNotation(&s, heal); err != nil {
		t.Fatal(err)
	}
	if err := s.Apply(heal); err != nil {
		t.Fatal(err)
	}
	if s.Players[p].ExtraBlock != 0 || s.Players[p].Hand.Has(medikit) {
		t.Fatal("the Medi-kit did not heal the wound")
	}
}

// TestReplayCardStepWhenNobodyActs: a card step where no seat is to act
// (the opening dice roll) is a bad step, not a crash (found by FuzzScenario).
func TestReplayCardStepWhenNobodyActs(t *testing.T) {
	r := tableRecord(&Match{Record: NewRecord(Options{Players: 2, Adventurers: [MaxPlayers]Adventurer{0, 7}}, 0)})
	r.FinalHash = ""
	for _, g := range []string{"anubis", "thoth"} {
		for v := 5; v <= 9; v++ {
			r.Steps = append(r.Steps, "deal "+g+string(rune('0'+v)))
		}
	}
	r.Steps = append(r.Steps, "deal horus7", "deal horus8", "deal horus9", "deal horus10")
	for _, bad := range []string{"discard sand5", "use crowbar", "use antidote snake"} {
		r.Steps = append(r.Steps[:NumSarcophagi], bad)
		_, err := replay(r)
		var se *table.StepError
		if !errors.As(err, &se) || se.Step != NumSarcophagi+1 {
			t.Fatalf("%q: want a StepError at step %d, got %v", bad, NumSarcophagi+1, err)
		}
	}
}

// TestViewDescribesTheState: the printable view agrees with the state it
// describes and survives JSON.
func TestViewDescribesTheState(t *testing.T) {
	m := sampleMatch(t, 14)
	s := &m.State
	v := s.View()
	if v.Hash != s.HashString() || !v.Over || v.ToAct != "nobody" || v.Round != int(s.Round) {
		t.Fatalf("view header %+v does not match the state", v)
	}
	scores := s.Scores()
	for p, pv := range v.Players {
		if len(pv.Cards) != s.Players[p].Hand.Len() || pv.Fate != s.Players[p].Fate.String() {
			t.Errorf("seat %d: view %+v", p, pv)
		}
		r := v.Results[p]
		if r.Total != scores[p].Total || r.Won != scores[p].Won || r.Variety != scores[p].Variety {
			t.Errorf("seat %d: result %+v, score %+v", p, r, scores[p])
		}
	}
	if len(v.Blocks) != popcount(s.Fallen) || len(v.Sarcophagi) != NumSarcophagi {
		t.Errorf("view shows %d blocks and %d sarcophagi", len(v.Blocks), len(v.Sarcophagi))
	}
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var back View
	if err := json.Unmarshal(data, &back); err != nil || back.Hash != v.Hash || len(back.Players) != len(v.Players) {
		t.Fatalf("the view does not survive JSON: %v", err)
	}
	e := Event{Kind: EvMoved, Seat: 1, Mummy: -1, Card: NoCard, From: mustSquare("D13"), To: mustSquare("D12")}
	if ev := e.View(); ev.Kind != "moved" || *ev.Seat != 1 || ev.Mummy != nil || ev.Card != "" || ev.From != "D13" || ev.To != "D12" {
		t.Errorf("event view %+v", ev)
	}
}

// TestChanceOutcomeWhenNoChanceIsPending: asking the generator at a seat's
// decision gives nothing to apply, not a crash.
func TestChanceOutcomeWhenNoChanceIsPending(t *testing.T) {
	m, err := NewMatch(Options{Players: 2, Adventurers: [MaxPlayers]Adventurer{0, 1}}, 3)
	if err != nil {
		t.Fatal(err)
	}
	m.RollChance(nil)
	if m.State.IsChance() || m.State.IsOver() {
		t.Fatal("RollChance did not stop at a seat's decision")
	}
	before := m.State
	a := m.ChanceOutcome()
	if a != (Action{}) {
		t.Fatalf("ChanceOutcome at a seat's decision gave %v", a)
	}
	if _, err := m.Apply(a, nil); err == nil || m.State != before {
		t.Fatal("the empty action was applied")
	}
}

// TestChanceStepsNameWhatIsDrawn: a chance step names the kind of outcome
// drawn (docs/notation.md): "roll" where a die is rolled, "block" where a
// stone block is drawn, "draw" where a search draws a card, "deal" and
// "place" at setup. Any other word, the raw "chance N" included, is
// refused with a message naming the word expected, so a record with every
// block written as a roll no longer replays.
func TestChanceStepsNameWhatIsDrawn(t *testing.T) {
	words := []string{"roll", "block", "draw", "deal", "place", "chance"}
	seen := map[string]int{}
	for seed := uint64(1); seed <= 6; seed++ {
		opt := Options{Players: 3, Adventurers: DrawAdventurers(3, seed), AlternateMummies: seed%2 == 0}
		m, err := randomGame(opt, seed, nil)
		if err != nil {
			t.Fatal(err)
		}
		s, err := NewState(opt)
		if err != nil {
			t.Fatal(err)
		}
		for i, step := range m.Record.Steps {
			word, rest, _ := strings.Cut(step, " ")
			if s.IsChance() {
				seen[word]++
				for _, other := range words {
					if other == word {
						continue
					}
					_, err := s.ParseStep(other + " " + rest)
					if err == nil {
						t.Fatalf("seed %d step %d: %q is read where the record says %q", seed, i+1, other+" "+rest, step)
					}
					if !strings.Contains(err.Error(), `"`+word+" ") {
						t.Fatalf("seed %d step %d: %q is refused without naming %q: %v", seed, i+1, other+" "+rest, word, err)
					}
				}
			}
			a, err := s.ParseStep(step)
			if err == nil {
				err = s.Apply(a)
			}
			if err != nil {
				t.Fatalf("seed %d step %d %q: %v", seed, i+1, step, err)
			}
		}
		// the same game with every block written as a roll does not replay
		r := tableRecord(m)
		r.FinalHash = ""
		for i, step := range r.Steps {
			if n, ok := strings.CutPrefix(step, "block "); ok {
				r.Steps[i] = "roll " + n
			}
		}
		var se *table.StepError
		if _, err := replay(r); !errors.As(err, &se) || !strings.HasPrefix(r.Steps[se.Step-1], "roll ") || !strings.Contains(err.Error(), `"block `) {
			t.Fatalf("seed %d: a record with its blocks written as rolls replays with %v", seed, err)
		}
	}
	for _, w := range words[:5] {
		if seen[w] == 0 {
			t.Errorf("no %q step in the games: the test checks too little", w)
		}
	}
}
