package runrunrun

import "testing"

// TestRuleSetupByDifficulty: spec §9's table and the rulebook's set-up
// ("ułóżcie 5 żetonów pochodni obok Krypty", "Każdy otrzymuje 5 kart",
// Mummy Power 1, 3 Regroup tiles) for every level and team size (R26: the
// same hand at 1–4 players).
func TestRuleSetupByDifficulty(t *testing.T) {
	for d := Easy; d < NumDifficulties; d++ {
		want := difficultyTable[d]
		for n := 1; n <= MaxSeats; n++ {
			m, err := NewMatch(Options{Players: uint8(n), Difficulty: d, Cats: DrawCats(n, 9)}, 9)
			if err != nil {
				t.Fatal(err)
			}
			s := &m.State
			if s.Torches != want.Torches || s.Regroups != want.Regroups || s.TopHearts != want.StartHearts {
				t.Errorf("%v: torches %d, tiles %d, hearts %d", d, s.Torches, s.Regroups, s.TopHearts)
			}
			draws := 0
			for s.Top().Kind == tDealHand {
				if _, err := m.Apply(m.ChanceOutcome(), nil); err != nil {
					t.Fatal(err)
				}
				draws++
			}
			for p := 0; p < n; p++ {
				if s.HandSize(p) != int(want.Hand) || s.CatCell[p] != CryptCell {
					t.Errorf("%v, %d cats: seat %d has %d cards on cell %d", d, n, p, s.HandSize(p), s.CatCell[p])
				}
			}
			if draws != n*int(want.Hand) || s.Deck.Len() != NumCards-n*int(want.Hand) {
				t.Errorf("%v, %d cats: %d cards dealt, %d left", d, n, draws, s.Deck.Len())
			}
			if d == Normal && s.Deck.Len() != []int{59, 54, 49, 44}[n-1] {
				t.Errorf("Normal, %d cats: deck of %d", n, s.Deck.Len())
			}
			if s.Lord != 0 || s.Figures[LordIndex].Place != InDeck || s.MummyDeck() != 1<<NumMummies-1 || s.Power() != 1 {
				t.Error("the Lord or the mummy deck is not set up hidden")
			}
			if s.Top().Kind != tRollMummy || s.Turn != 0 || s.Round != 1 {
				t.Errorf("%v: the first turn starts at %v, seat %d, round %d", d, s.Top().Kind, s.Turn, s.Round)
			}
		}
	}
}

// TestRuleFirstPlayerAndClockwise: "Gracze decydują, kto zacznie, a potem
// rozgrywają kolejne tury idąc wokół stołu zgodnie z ruchem wskazówek
// zegara."
func TestRuleFirstPlayerAndClockwise(t *testing.T) {
	b := newFixture(t, 3)
	b.s.Opt.First = 2
	b.s.Turn = 2
	b.hand(0, "R40")
	b.hand(1, "R41")
	b.hand(2, "R47", "R48")
	b.do("regroup", "join", "join", "lay", "lay", "lay")
	b.do("end")
	if b.s.Turn != 0 || b.s.Round != 1 {
		t.Errorf("after the first player's turn: seat %d, round %d; want seat 0 in round 1", b.s.Turn, b.s.Round)
	}
}

// TestRuleLordChosenByTheTable: spec §9 "An option lets the table choose
// the Lord": no chance step reveals it.
func TestRuleLordChosenByTheTable(t *testing.T) {
	b := newFixture(t, 1)
	b.s.Opt.Lord = 1
	b.s.ExitMechs = 3
	straight(b, 2)
	b.s.push(Task{Kind: tLord})
	b.s.ExitCell = b.s.addCell(Coord{0, -3}, cardExit, uint8(S), 1<<S, 0)
	b.s.Tasks[b.s.NTasks-1] = Task{Kind: tLord}
	b.evs = b.s.Start(b.evs)
	if b.s.Lord != 1 || b.s.Figures[LordIndex].Hearts != 8 {
		t.Errorf("Lord %d with %d hearts, want Fangs with 8", b.s.Lord, b.s.Figures[LordIndex].Hearts)
	}
}

// TestSpecRoomCards: spec §5's totals: by corridors 10/20/18/10/4/2, 10
// rooms of each symbol, 9 sarcophagi, 25 plain rooms, 22 lit rooms.
func TestSpecRoomCards(t *testing.T) {
	var byCorr [7]int
	var content [5]int
	lit := 0
	for c := Card(0); c < NumCards; c++ {
		byCorr[c.Corridors()]++
		content[c.Info().Content]++
		if c.Info().Lit {
			lit++
		}
	}
	if byCorr != [7]int{0, 10, 20, 18, 10, 4, 2} {
		t.Errorf("cards by corridors %v", byCorr)
	}
	if content != [5]int{25, 10, 10, 10, 9} || lit != 22 {
		t.Errorf("contents %v, lit %d", content, lit)
	}
}

// TestSpecDiceAndTokens: spec §6 and §7: mummy die 2 mummies and 4 blanks;
// combat die 3 hits, 1 question mark, 1 hex, 1 paw; 17 tokens, 4 Torches
// (1,2,2,3), 4 Room cards (1,2,2,3), 2 Double strikes, 3 Amulets, 2
// Secret passages, 2 Traps.
func TestSpecDiceAndTokens(t *testing.T) {
	count := func(die [6]Face, f Face) int {
		n := 0
		for _, x := range die {
			if x == f {
				n++
			}
		}
		return n
	}
	if count(mummyDie, FaceMummy) != 2 || count(mummyDie, FaceBlank) != 4 {
		t.Error("mummy die faces")
	}
	if count(combatDie, FaceHit) != 3 || count(combatDie, FaceQuestion) != 1 || count(combatDie, FaceHex) != 1 || count(combatDie, FacePaw) != 1 {
		t.Error("combat die faces")
	}
	var kinds [6]int
	values := map[TokenKind]int{}
	for k := Token(0); k < NumTokens; k++ {
		kinds[k.Info().Kind]++
		values[k.Info().Kind] += int(k.Info().Value)
	}
	if kinds != [6]int{4, 4, 2, 3, 2, 2} || values[TokenTorches] != 8 || values[TokenCards] != 8 {
		t.Errorf("tokens %v, values %v", kinds, values)
	}
}

// TestNewStateRefusesBadOptions: bad set-ups get a clear message.
func TestNewStateRefusesBadOptions(t *testing.T) {
	for _, opt := range []Options{
		{Players: 0},
		{Players: 5},
		{Players: 2, Cats: [MaxSeats]Cat{1, 1}},
		{Players: 2, Cats: [MaxSeats]Cat{0, 4}},
		{Players: 2, Cats: [MaxSeats]Cat{0, 1}, First: 2},
		{Players: 1, Lord: 4},
		{Players: 1, Difficulty: 4},
	} {
		if _, err := NewState(opt); err == nil || err.Error() == "" {
			t.Errorf("%+v accepted", opt)
		}
	}
}
