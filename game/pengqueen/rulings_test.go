package pengqueen

import (
	"slices"
	"testing"
)

// The rulings R1–R20 of the spec (§8) and the rules of §7 the rulebook
// leaves to it, one test each, quoting the ruling.

// mummyTurn starts the Mummy's normal turn from s's position.
func mummyTurn(t *testing.T, s *State, die string) {
	t.Helper()
	s.Phase, s.Piece = PhaseMummyRoll, uint8(s.NumPieces()-1)
	check(t, s)
	do(t, s, "black "+die)
}

// TestRuleR1MummyDieFaces: R1 "Mummy die faces: 1–6".
func TestRuleR1MummyDieFaces(t *testing.T) {
	s := newGame(t, Options{Players: 3})
	s.Aside = 2
	s.Phase, s.Piece = PhaseMummyRoll, 1
	check(t, s)
	if got := legalSet(s); !slices.Equal(got, []string{"black 1", "black 2", "black 3", "black 4", "black 5", "black 6"}) {
		t.Fatalf("the black die: %v", got)
	}
	for v := 1; v <= 6; v++ {
		c := *s
		do(t, &c, "black "+string(rune('0'+v)))
		if int(c.Steps) != v+2 || c.MummyDie != uint8(v) {
			t.Errorf("black %d with 2 aside: %d steps", v, c.Steps)
		}
	}
	refuse(t, s, "black 7")
	refuse(t, s, "white 3")
}

// TestRuleR2MummyMayStopEarly: R2 "Must the Mummy use her whole count? no:
// up to N, stopping anywhere, even at once".
func TestRuleR2MummyMayStopEarly(t *testing.T) {
	s := newGame(t, Options{Players: 3})
	mummyTurn(t, s, "6")
	if !has(s, "stop") {
		t.Fatal("she cannot stop at once")
	}
	evs := do(t, s, "step north", "stop")
	if s.Mummy != sq(t, "O12") || s.Round != 2 || find(t, evs, EvMummyStop).Value != 1 {
		t.Errorf("after one step and stop: on %s, round %d", s.Mummy, s.Round)
	}
}

// TestRuleR3MummyBacktracks: R3 "May the Mummy backtrack? yes, like
// hunters ... backtracking lets her probe a dead end and come out".
func TestRuleR3MummyBacktracks(t *testing.T) {
	s := newGame(t, Options{Players: 3})
	putMummy(t, s, "M5")
	mummyTurn(t, s, "5")
	do(t, s, "step north", "step north", "step south", "step south")
	if s.Mummy != sq(t, "M5") || s.PathLen != 4 {
		t.Errorf("into the dead end M3 and out: on %s after %d steps", s.Mummy, s.PathLen)
	}
}

// TestRuleR4OneMummyTurnPerRound: R4 "When is the normal Mummy turn? once
// per round, after the last hunter".
func TestRuleR4OneMummyTurnPerRound(t *testing.T) {
	s := newGame(t, Options{Players: 5})
	var evs []Event
	for s.Round == 1 {
		switch {
		case s.Phase == PhaseMummyRoll:
			evs = append(evs, do(t, s, "black 1")...)
		case s.Phase == PhaseMummy:
			evs = append(evs, do(t, s, "stop")...)
		default:
			evs = append(evs, rollFaces(t, s, "1", "2", "3", "4", "arrow")...)
			evs = append(evs, do(t, s, legalSet(s)[0], "end")...)
		}
	}
	var order []string
	for _, e := range evs {
		if e.Kind == EvRound {
			break // round 2 begins
		}
		switch e.Kind {
		case EvTurn:
			order = append(order, "hunter")
		case EvMummyTurn:
			order = append(order, "mummy")
		}
	}
	// The first hunter's turn began with the deal: three more, then her.
	if !slices.Equal(order, []string{"hunter", "hunter", "hunter", "mummy"}) {
		t.Errorf("round 1: %v", order)
	}
}

// TestRuleR5NumbersMayEndWhereTheyStarted: R5 "Ending on one's own
// starting square with 2 or 4: allowed for numbers; forbidden only for the
// arrow".
func TestRuleR5NumbersMayEndWhereTheyStarted(t *testing.T) {
	s := newGame(t, Options{Players: 3})
	put(t, s, 0, "K7")
	putMummy(t, s, "W9")
	rollFaces(t, s, "2", "4", "arrow", "mummy", "mummy")
	if !has(s, "move 2 K7") || !has(s, "move 4 K7") {
		t.Errorf("2 and 4 cannot end on K7: %v", legalSet(s))
	}
	if has(s, "move arrow K7") {
		t.Error("the arrow may end where it started")
	}
}

// TestRuleR6ShowingIsOptional: R6 "Is showing a card compulsory? no,
// optional; only at the end of one's own move on that symbol; one per
// turn"; §7.2: "Passing over a symbol does nothing."
func TestRuleR6ShowingIsOptional(t *testing.T) {
	s := newGame(t, Options{Players: 3}, []string{"leaf-amulet"})
	put(t, s, 0, "K7")
	put(t, s, 1, "W9")
	putMummy(t, s, "Y13")
	rollFaces(t, s, "2", "2", "2", "2", "2")
	do(t, s, "move 2 I7", "end") // quiet on the symbol
	if !s.Hands[0].Has(card(t, "leaf-amulet")) {
		t.Fatal("ending the turn showed the card")
	}
	rollFaces(t, s, "1", "1", "1", "1", "1")
	do(t, s, "move 1 V9", "end")
	mummyTurn(t, s, "1")
	do(t, s, "stop")
	// Two steps through the symbol and back to I8 is no chance to show.
	rollFaces(t, s, "2", "2", "2", "2", "2")
	do(t, s, "move 2 I7") // back to the symbol: it may be shown now
	if !has(s, "show leaf-amulet") {
		t.Fatalf("cannot show on coming back: %v", legalSet(s))
	}
	refuse(t, s, "roll")
	do(t, s, "show leaf-amulet")
	if s.Current() != 2 {
		t.Error("the turn did not end with the card shown")
	}
	// Showing only at the end of one's own move.
	refuse(t, s, "show emerald")
	s2 := newGame(t, Options{Players: 3}, []string{"goblet"})
	put(t, s2, 0, "K9")
	putMummy(t, s2, "W9")
	refuse(t, s2, "show goblet") // standing on it before rolling
	rollFaces(t, s2, "3", "3", "3", "3", "3")
	do(t, s2, "move 3 I8") // K9 J9 I9 I8: passes nothing, ends off the symbol
	if has(s2, "show goblet") {
		t.Error("a card can be shown off its symbol")
	}
}

// TestRuleR7WhatIsAnnounced: R7 "What is announced? the chosen face only
// (1–4 or "arrow"), not direction or path; plus "reset", "lost turn (all
// mummies)", "cannot move", and shown cards". Over many random games the
// Mummy's version of every event carries no hunter square but a shown
// card's and a catch's, no white face and no card in a hand.
func TestRuleR7WhatIsAnnounced(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		m, err := NewMatch(Options{Players: uint8(2 + seed%4)}, seed)
		if err != nil {
			t.Fatal(err)
		}
		var buf [MaxLegal]Action
		for step := 0; !m.State.Over && step < 3000; step++ {
			legal := m.State.Legal(buf[:0])
			a := legal[int(seed*7+uint64(step)*13)%len(legal)]
			if m.State.IsChance() {
				a = m.ChanceOutcome()
			}
			evs, err := m.Apply(a, nil)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range evs {
				v, ok := e.VisibleTo(MummySeat)
				if !ok {
					if e.Kind != EvDie {
						t.Fatalf("the Mummy hears nothing of %s", e)
					}
					continue
				}
				if e.Kind == EvDie {
					t.Fatalf("the Mummy sees a die: %s", v)
				}
				hidden := v.Card == NoCard || v.Kind == EvShown
				squares := (v.From == NoSquare && v.To == NoSquare) || v.Kind == EvShown || v.Kind == EvCaught || v.Kind == EvMummyStep || v.Kind == EvMummyStop
				if !hidden || !squares {
					t.Fatalf("the Mummy sees too much: %s", v)
				}
				if v.Kind == EvMoved && !v.Face.Movable() {
					t.Fatalf("a move is heard without its face: %s", v)
				}
			}
		}
	}
}

// TestRuleR8RollsAndAsidePublic: R8 "the set-aside count and the number of
// rolls are public; the other faces are not shown to the Mummy".
func TestRuleR8RollsAndAsidePublic(t *testing.T) {
	s := newGame(t, Options{Players: 3})
	evs := rollFaces(t, s, "mummy", "3", "3", "arrow", "1")
	evs = append(evs, rollFaces(t, s, "mummy", "2", "4", "4")...)
	var heard []string
	for _, e := range evs {
		if v, ok := e.VisibleTo(MummySeat); ok {
			heard = append(heard, v.Kind.String())
			if v.Kind == EvRolled && (v.Aside != s.Aside && v.Value == 2) {
				t.Errorf("the second roll leaves %d aside, heard %d", s.Aside, v.Aside)
			}
		}
	}
	if !slices.Equal(heard, []string{"rolled", "rolled"}) {
		t.Errorf("the Mummy hears %v", heard)
	}
	o := s.Observe(MummySeat)
	if o.Rolls != 2 || o.Aside != 2 || o.Faces != [NumDice]Face{} || o.Mummies != 1 {
		t.Errorf("the Mummy's observation: %d rolls, %d aside, faces %v, %d mummies", o.Rolls, o.Aside, o.Faces, o.Mummies)
	}
	if h := s.Observe(2); h.Faces != s.Faces {
		t.Errorf("another hunter sees faces %v of %v", h.Faces, s.Faces)
	}
}

// TestRuleR9CannotMoveGeneralised: R9 "no legal move for any face →
// announce, skip turn, no reset or roll ... another hunter in the only
// exit still allows numbers (they pass through)".
func TestRuleR9CannotMoveGeneralised(t *testing.T) {
	s := newGame(t, Options{Players: 3})
	put(t, s, 0, "M3")
	put(t, s, 1, "M4")
	putMummy(t, s, "W9")
	s.Aside = 2
	turnOf(t, s, 0)
	if !slices.Equal(legalSet(s), []string{"reset", "roll"}) {
		t.Fatalf("with a hunter in the only exit: %v", legalSet(s))
	}
	// The Mummy in the exit instead: the turn is skipped at its start.
	s3 := newGame(t, Options{Players: 3})
	put(t, s3, 0, "W13")
	put(t, s3, 1, "M3")
	putMummy(t, s3, "M4")
	s3.Aside = 1
	rollFaces(t, s3, "1", "1", "1", "1")
	evs := do(t, s3, "move 1 X13", "end")
	find(t, evs, EvCannotMove)
	for _, e := range evs {
		if e.Kind == EvReset || e.Kind == EvRolled {
			t.Errorf("the stuck hunter %s", e.Kind)
		}
	}
	if s3.Aside != 1 || s3.Phase != PhaseMummyRoll {
		t.Errorf("after cannot-move: %d aside, phase %s", s3.Aside, s3.Phase)
	}
}

// TestRuleR10UnusableDie: R10 "Chosen die unusable: take another usable
// die of the same roll; if none, roll again (forced, mummies set aside as
// usual)".
func TestRuleR10UnusableDie(t *testing.T) {
	s := newGame(t, Options{Players: 3})
	put(t, s, 0, "M3")
	put(t, s, 1, "M4")
	putMummy(t, s, "W9")
	rollFaces(t, s, "1", "arrow", "mummy", "1", "arrow")
	if !slices.Equal(legalSet(s), []string{"roll"}) {
		t.Fatalf("no usable die: %v", legalSet(s))
	}
	refuse(t, s, "move 1 M4")
	refuse(t, s, "move arrow M3")
	rollFaces(t, s, "1", "mummy", "3", "arrow")
	if s.Aside != 2 || !slices.Equal(legalSet(s), []string{"move 3 M6", "roll"}) {
		t.Errorf("the forced re-roll: %d aside, legal %v", s.Aside, legalSet(s))
	}
}

// TestRuleR11CaughtInOwnInterrupt: R11 "Caught in one's own interrupting
// turn: still continues with step 2 from the sarcophagus with all five
// dice; if that was the last token, the turn ends".
func TestRuleR11CaughtInOwnInterrupt(t *testing.T) {
	s := newGame(t, Options{Players: 4})
	put(t, s, 0, "J11")
	put(t, s, 1, "W9")
	put(t, s, 2, "Y13")
	putMummy(t, s, "L11")
	s.Aside = 2
	do(t, s, "reset", "step west", "step west")
	if s.Current() != 1 || s.Pieces[0].Square != Sarcophagus() || !slices.Equal(legalSet(s), []string{"roll"}) {
		t.Fatalf("after being caught: seat %d on %s may %v", s.Current(), s.Pieces[0].Square, legalSet(s))
	}
	rollFaces(t, s, "1", "1", "1", "1", "1")
	if ends(s, "1") != "O12 P13" {
		t.Errorf("from the sarcophagus: %s", ends(s, "1"))
	}
	// With the last token the turn ends.
	s2 := newGame(t, Options{Players: 4})
	put(t, s2, 0, "J11")
	put(t, s2, 1, "W9")
	put(t, s2, 2, "Y13")
	putMummy(t, s2, "L11")
	s2.Pieces[0].Tokens, s2.Pieces[1].Tokens, s2.Tokens = 1, 2, 3
	s2.Aside = 2
	check(t, s2)
	do(t, s2, "reset", "step west", "step west")
	if !s2.Pieces[0].Out || s2.Current() != 2 {
		t.Errorf("out in its own interrupt: out %v, seat %d to play", s2.Pieces[0].Out, s2.Current())
	}
}

// TestRuleR12ResetTiming: R12 "Reset timing: only as step 1, before the
// first roll of the turn; required when all five dice are aside;
// impossible when none are".
func TestRuleR12ResetTiming(t *testing.T) {
	s := newGame(t, Options{Players: 3})
	refuse(t, s, "reset") // none aside
	s.Aside = 5
	if !slices.Equal(legalSet(s), []string{"reset"}) {
		t.Fatalf("all five aside: %v", legalSet(s))
	}
	s.Aside = 2
	rollFaces(t, s, "1", "1", "1")
	refuse(t, s, "reset") // after the roll
	s2 := newGame(t, Options{Players: 3})
	s2.Aside = 1
	do(t, s2, "reset", "stop")
	refuse(t, s2, "reset") // once
}

// TestRuleR13RerollAllDice: R13 "Re-roll some dice only? no, always all
// available dice; unlimited".
func TestRuleR13RerollAllDice(t *testing.T) {
	s := newGame(t, Options{Players: 3})
	rollFaces(t, s, "1", "mummy", "2", "3", "4")
	for i := 0; i < 10; i++ {
		do(t, s, "roll")
		if int(s.RollSize) != NumDice-int(s.Aside) {
			t.Fatalf("re-roll %d: %d dice with %d aside", i, s.RollSize, s.Aside)
		}
		do(t, s, "white 1", "white 2", "white 3", "white 4")
	}
	if _, err := s.ParseStep("roll 1 2"); err == nil {
		t.Error("a partial re-roll parses")
	}
}

// TestRuleR14StackedOnStartAndSarcophagus: R14 "Two hunters on the start
// space or in the sarcophagus: allowed (placement); nobody may end a move
// there".
func TestRuleR14StackedOnStartAndSarcophagus(t *testing.T) {
	s := newGame(t, Options{Players: 5})
	for p := 0; p < 4; p++ {
		if s.Pieces[p].Square != Entrance() {
			t.Fatalf("piece %d starts on %s", p, s.Pieces[p].Square)
		}
	}
	put(t, s, 0, "O13")
	put(t, s, 1, "O13")
	put(t, s, 2, "K12")
	putMummy(t, s, "W9")
	check(t, s)
	turnOf(t, s, 2)
	rollFaces(t, s, "1", "2", "3", "4", "arrow")
	for _, l := range legalSet(s) {
		if l == "move 1 K13" || l == "move 2 K13" || len(l) > 3 && (l[len(l)-3:] == "K13" || l[len(l)-3:] == "O13") {
			t.Errorf("a move ends on the start or the sarcophagus: %s", l)
		}
	}
}

// TestRuleR15ArrowStopsNumbersPass: R15 "The arrow and other hunters: the
// arrow stops in front of another hunter (cannot pass); numbers pass
// through".
func TestRuleR15ArrowStopsNumbersPass(t *testing.T) {
	s := newGame(t, Options{Players: 3})
	put(t, s, 0, "E11")
	put(t, s, 1, "H11")
	putMummy(t, s, "W9")
	rollFaces(t, s, "4", "arrow", "mummy", "mummy", "mummy")
	if !has(s, "move 4 I11") || has(s, "move arrow M11") || !has(s, "move arrow G11") {
		t.Errorf("with a hunter on H11: %v", legalSet(s))
	}
}

// TestRuleR16MummyDiePublic: R16 "The Mummy's die result: public (hunters
// see the roll and her path)".
func TestRuleR16MummyDiePublic(t *testing.T) {
	s := newGame(t, Options{Players: 3})
	s.Phase, s.Piece = PhaseMummyRoll, 1
	evs := do(t, s, "black 4", "step north")
	for _, seat := range []int{MummySeat, 1, 2, -1} {
		for _, e := range evs {
			if v, ok := e.VisibleTo(seat); !ok || v != e {
				t.Errorf("seat %d sees %s as %s", seat, e, v)
			}
		}
		if o := s.Observe(seat); o.MummyDie != 4 || o.Mummy != sq(t, "O12") || o.PathLen != 1 {
			t.Errorf("seat %d: die %d, Mummy on %s", seat, o.MummyDie, o.Mummy)
		}
	}
}

// TestRuleR17TwoPlayerTokens: R17 "2-player life tokens: the caught
// piece's own colour; the pool counts for the Mummy" (§7.4: "the Mummy
// reaches 3 before either piece could run out").
func TestRuleR17TwoPlayerTokens(t *testing.T) {
	s := newGame(t, Options{Players: 2})
	put(t, s, 0, "W9")
	put(t, s, 1, "J11")
	putMummy(t, s, "L11")
	s.Pieces[0].Tokens, s.Tokens = 1, 2
	mummyTurn(t, s, "2")
	do(t, s, "step west", "step west")
	if s.Pieces[1].Tokens != 2 || s.Pieces[0].Tokens != 1 || !s.Over || s.Winner != MummySeat {
		t.Errorf("caught piece 1: tokens %d/%d, over %v", s.Pieces[0].Tokens, s.Pieces[1].Tokens, s.Over)
	}
	if MummyWinsAt(2) >= 2*TokensPerColour() || MummyWinsAt(2) > TokensPerColour() {
		t.Errorf("the 2-player goal %d would let a piece run out first", MummyWinsAt(2))
	}
}

// TestRuleR18MummyOnTheEntranceExit: R18 "Mummy on the entrance exit K12
// while hunters are still on K13: legal; those hunters cannot move (R9)
// until she leaves".
func TestRuleR18MummyOnTheEntranceExit(t *testing.T) {
	s := newGame(t, Options{Players: 4})
	putMummy(t, s, "L12")
	s.Aside = 1
	do(t, s, "reset", "step west")
	if s.Mummy != sq(t, "K12") {
		t.Fatalf("she could not step onto K12")
	}
	// Piece 0 had reset: it rolls, but nothing can move it.
	rollFaces(t, s, "1", "2", "3", "4", "arrow")
	if !slices.Equal(legalSet(s), []string{"roll"}) {
		t.Errorf("from the entrance with the Mummy on K12: %v", legalSet(s))
	}
	// A fresh turn on the entrance is skipped: cannot move.
	s2 := newGame(t, Options{Players: 4})
	putMummy(t, s2, "K12")
	s2.Phase, s2.Piece = PhaseMummy, 2
	s2.Steps, s2.PathLen, s2.MummyDie = 1, 0, 1
	check(t, s2)
	evs := do(t, s2, "stop")
	n := 0
	for _, e := range evs {
		if e.Kind == EvCannotMove {
			n++
		}
	}
	if n != 3 || s2.Phase != PhaseMummyRoll {
		t.Errorf("%d hunters could not move; phase %s", n, s2.Phase)
	}
}

// TestRuleR20TwoPlayerPiecesBlockEachOther: R20 "Hunter pieces in a
// 2-player game blocking each other: they are two hunters for every
// movement rule".
func TestRuleR20TwoPlayerPiecesBlockEachOther(t *testing.T) {
	s := newGame(t, Options{Players: 2})
	put(t, s, 0, "I7")
	put(t, s, 1, "K7")
	putMummy(t, s, "W9")
	rollFaces(t, s, "2", "4", "arrow", "mummy", "mummy")
	if has(s, "move 2 K7") || has(s, "move arrow Q7") || !has(s, "move arrow J7") || !has(s, "move 4 M7") {
		t.Errorf("with the other piece on K7: %v", legalSet(s))
	}
}

// TestRuleMummyWinsInAnInterruptingTurn: §7.5 "the Mummy's token count
// reaches the number in §6 → the Mummy wins (this can happen in an
// interrupting turn, before the resetting hunter rolls)".
func TestRuleMummyWinsInAnInterruptingTurn(t *testing.T) {
	s := newGame(t, Options{Players: 3})
	put(t, s, 0, "W9")
	put(t, s, 1, "J11")
	putMummy(t, s, "L11")
	s.Pieces[1].Tokens, s.Pieces[0].Tokens, s.Tokens = 1, 2, 3
	s.Aside = 2
	check(t, s)
	do(t, s, "reset", "step west", "step west")
	if !s.Over || s.Winner != MummySeat || s.IsChance() {
		t.Errorf("over %v, winner %d", s.Over, s.Winner)
	}
}

// TestRuleUndoAMoveIsFinal: §9.5 "A move is final once announced (the
// Mummy has heard it) ... No undo crosses a roll, a reveal or a Mummy
// step." Every decision of this game is heard by the other side at once
// (a hunter's step by the Mummy, the Mummy's by the hunters) or starts a
// roll, so a shell's undo has nothing to take back; choosing the die and
// the square before confirming is the screen's.
func TestRuleUndoAMoveIsFinal(t *testing.T) {
	var buf [MaxLegal]Action
	for seed := uint64(1); seed <= 20; seed++ {
		m, err := NewMatch(Options{Players: uint8(2 + seed%4)}, seed)
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; !m.State.Over && step < 2000; step++ {
			if m.State.IsChance() {
				m.RollChance(nil)
				continue
			}
			actor := m.State.Current()
			legal := m.State.Legal(buf[:0])
			a := legal[int(seed+uint64(step)*31)%len(legal)]
			evs, err := m.Apply(a, nil)
			if err != nil {
				t.Fatal(err)
			}
			if a.Kind == ActRoll && m.State.IsChance() {
				continue
			}
			heard := false
			other := 1
			if actor != MummySeat {
				other = MummySeat
			}
			for _, e := range evs {
				if _, ok := e.VisibleTo(other); ok {
					heard = true
				}
			}
			if !heard {
				t.Fatalf("seed %d: %s by seat %d tells the other side nothing (%v)", seed, m.State.Notation(a), actor, kinds(evs))
			}
		}
	}
}

// TestMummyReach: the danger hint (§9.6) "outline the squares the Mummy
// could reach in her next normal turn with the dice set aside now (aside
// + 6 steps from her square, never through the entrance or the
// sarcophagus)".
func TestMummyReach(t *testing.T) {
	if got := MummyReach(sq(t, "L12"), 1); got != SquaresOf(sq(t, "L12"), sq(t, "K12"), sq(t, "M12"), sq(t, "L11")) {
		t.Errorf("one step from L12: %s", got)
	}
	if got := MummyReach(Sarcophagus(), 1); got != SquaresOf(Sarcophagus(), sq(t, "O12"), sq(t, "P13")) {
		t.Errorf("one step from the sarcophagus: %s", got)
	}
	if got := MummyReach(sq(t, "O12"), DangerReach(2)); got.Has(Sarcophagus()) || got.Has(Entrance()) || !got.Has(sq(t, "M11")) {
		t.Errorf("eight steps from O12: %s", got)
	}
}
