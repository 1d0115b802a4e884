package runrunrun

import "testing"

// TestRuleACardServesOneTorchAndOneExitMechanism: "każdej karty można
// użyć tylko raz na potrzeby kombinacji mechanizmu Wyjścia. Jednakże można
// użyć tej samej komory na potrzeby mechanizmu Wyjścia oraz mechanizmu
// pochodni." The Ankh bend A works the torch example's triangle; later the
// Eye room on (1,-3) and the Scarab bend on (2,-3) make an exit triangle
// with A.
func TestRuleACardServesOneTorchAndOneExitMechanism(t *testing.T) {
	b := torchExample(t)
	b.hand(0, "R14", "R35", "R22", "R48")
	b.do("explore R14 1,-2 rot3", "draw R01", "end", "roll blank")
	b.do("explore R35 1,-3 rot0", "draw R02", "end", "roll blank")
	if b.s.ExitMechs != 0 {
		t.Fatal("an Eye and two Ankhs worked the exit mechanism")
	}
	b.do("explore R22 2,-3 rot5", "draw R03")
	a := b.s.Cells[b.cell("1,-2")].Used
	if b.s.ExitMechs != 1 || a != usedTorch|usedExit {
		t.Errorf("%d exit mechanisms; A served %b", b.s.ExitMechs, a)
	}
}

// TestRuleAtMostFiveTorchMechanisms: five torch-mechanism tokens in the
// box (spec §12 "At most 5 per game").
func TestRuleAtMostFiveTorchMechanisms(t *testing.T) {
	b := torchExample(t)
	p := b.s.addCell(Coord{1, -2}, uint8(b.card("R14")), 3, b.card("R14").Turned(3), 0)
	if n, _ := b.s.mechanismChoices(p, false); n != 1 {
		t.Fatalf("%d torch triangles", n)
	}
	b.s.TorchMechs = maxTorchMechs
	if n, _ := b.s.mechanismChoices(p, false); n != 0 {
		t.Error("a sixth torch mechanism works")
	}
}

// TestRuleLordTakesOneMoreStep: "Ruch: ten Władca Mumii porusza się o jedną
// komorę dalej niż wskazują kostki Mumii" (every Lord, R5).
func TestRuleLordTakesOneMoreStep(t *testing.T) {
	b := newFixture(t, 1)
	exitMaze(b, 3)
	b.hand(0, "R57", "R58")
	b.cat(0, "0,-1")
	b.mummyStep(0)
	b.do("roll mummy")
	if b.at(LordIndex) != (Coord{0, -8}) {
		t.Errorf("the Lord is on %v after one face, want 0,-8", b.at(LordIndex))
	}
}

// TestRuleNoRoomYetNoAwakening: R7 puts a woken mummy on a room card; while
// the maze has none (a first turn spent on a Regroup at Hard), the heart
// that would wake one is not placed.
func TestRuleNoRoomYetNoAwakening(t *testing.T) {
	b := newFixture(t, 1)
	b.hand(0, "R40", "R41")
	b.s.TopHearts = 4
	b.mummyStep(0)
	b.do("roll mummy")
	if b.s.TopHearts != 4 || b.s.MummyDeck() != 1<<NumMummies-1 {
		t.Errorf("%d hearts, deck %b", b.s.TopHearts, b.s.MummyDeck())
	}
	b.asks(tPlayer, 0)
}

// TestRuleHowardsTrapSpringsToo: R19 "Trap drawn by Howard's ability:
// resolves at once as well".
func TestRuleHowardsTrapSpringsToo(t *testing.T) {
	b := fightTable(t, "R40", "R48")
	b.s.Opt.Cats[0] = 1 // Howard
	b.do("fight 0,-2", "dice R40", "roll question", "roll hit", "roll hit")
	b.do("token S17")
	b.asks(tAwaken, ChanceSeat)
	b.do("mummy m1", "place m1 0,-5")
	if b.s.Tokens[0] != 0 || b.s.Figures[0].Place != InMaze {
		t.Error("Howard's Trap did not spring")
	}
}

// TestRuleExitWithNoOpenCorridorJoinsThroughAWall: R20 "if the maze has no
// open corridor, next to any room other than the Crypt, joined through the
// wall".
func TestRuleExitWithNoOpenCorridorJoinsThroughAWall(t *testing.T) {
	b := newFixture(t, 1)
	b.room("R09", "0,-1", 3) // a dead end: no corridor left open
	out := sink{}
	b.s.exitPlaces(&out)
	if len(out.buf) != 5 {
		t.Fatalf("%d places for the Exit, want the 5 free cells around the dead end", len(out.buf))
	}
	for _, a := range out.buf {
		if b.s.cellAt(a.At.Step(Side(a.Y))) != b.cell("0,-1") {
			t.Errorf("%s joins something else than the room", b.s.Notation(a))
		}
	}
	b.s.push(Task{Kind: tExitPlace})
	t2 := step{s: &b.s}
	t2.decide(out.buf[0])
	e := &b.s.Cells[b.s.ExitCell]
	if e.Join == 0 || e.Pass != e.Join {
		t.Errorf("the Exit is not joined through the wall: join %b, pass %b", e.Join, e.Pass)
	}
}

// TestRuleDiscardPileIsPublic: R27 "face up, public": every seat and an
// onlooker see it.
func TestRuleDiscardPileIsPublic(t *testing.T) {
	b := newFixture(t, 2)
	b.hand(0, "R40")
	b.hand(1, "R41")
	b.discardPile("R01", "R57")
	for p := -1; p < 2; p++ {
		if o := b.s.Observe(p); o.Discard != b.s.Discard || o.Unknown&b.s.Discard != 0 {
			t.Errorf("seat %d does not see the discard pile", p)
		}
	}
}

// TestRuleACatWithNoCardAtTheEndOfTheTurnLoses: spec §10.3 "If any cat
// holds no card, the team loses" (the rules keep every hand at one card or
// more; this is the check that would catch a hand emptied otherwise).
func TestRuleACatWithNoCardAtTheEndOfTheTurnLoses(t *testing.T) {
	b := newFixture(t, 2)
	b.hand(0, "R40")
	if err := b.s.Apply(Action{Kind: ActEnd}); err == nil {
		t.Fatal("end with an action possible")
	}
	b.s.NTasks = 0
	b.s.push(Task{Kind: tEndTurn})
	b.s.Start(nil)
	if !b.s.Over || b.s.End != EndHand {
		t.Errorf("a turn ended with Howard holding no card: over %v, end %v", b.s.Over, b.s.End)
	}
}
