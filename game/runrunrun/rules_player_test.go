package runrunrun

import "testing"

// TestRuleDarkRoomCostsATorch: "Inne komory ... wymagają żetonu pochodni z
// zapasów." and "Komory, na których widnieje symbol pochodni, nie
// wymagają oświetlenia."
func TestRuleDarkRoomCostsATorch(t *testing.T) {
	b := newFixture(t, 1)
	b.hand(0, "R10", "R08", "R40")
	b.s.Torches = 2
	b.do("explore R10 0,-1 rot3", "draw R01") // dark dead end
	if b.s.Torches != 1 {
		t.Errorf("a dark room left %d torches of 2", b.s.Torches)
	}
	b2 := newFixture(t, 1)
	b2.hand(0, "R10", "R08", "R40")
	b2.s.Torches = 2
	b2.do("explore R08 0,-1 rot3", "draw R01") // lit dead end
	if b2.s.Torches != 2 {
		t.Errorf("a lit room cost a torch: %d left", b2.s.Torches)
	}
}

// TestRuleNoTorchLeftAddsAHeart: "Jeśli komora wymaga żetonu pochodni, ale
// się one skończyły, gracz musi natychmiast ... DODAJE serduszek na
// wierzchnią kartę Mumii. Jeśli to piąty żeton, Mumia się budzi!"
func TestRuleNoTorchLeftAddsAHeart(t *testing.T) {
	b := newFixture(t, 1)
	straight(b, 2)
	b.hand(0, "R10", "R40")
	b.s.Torches = 0
	b.s.TopHearts = 4
	b.do("explore R10 0,-3 rot3")
	b.asks(tAwaken, ChanceSeat)
	b.do("mummy m3", "place m3 0,-1", "draw R01")
	if b.s.Figures[2].Place != InMaze || len(b.events(EvNoTorch)) != 1 {
		t.Error("the missing torch did not wake the Brute")
	}
}

// TestRuleNoTorchAndNoMummyCardMovesTheMummies: "Jeśli gracz nie może
// dodać serduszka, ponieważ wszystkie Mumie znajdują się już w grze,
// zamiast tego porusza je wszystkie o jedną komorę." (R9: engaged mummies
// stay; one entering a cat's room stops without attacking).
func TestRuleNoTorchAndNoMummyCardMovesTheMummies(t *testing.T) {
	b := newFixture(t, 2)
	straight(b, 7)
	b.hand(0, "R10", "R40")
	b.hand(1, "R47", "R57")
	b.mummy(0, "0,-4")
	b.mummy(1, "0,-5")
	b.mummy(2, "0,-2")
	b.cat(1, "0,-2") // the Brute is engaged with Howard
	b.mummy(3, "0,-3")
	b.cat(0, "0,-6")
	b.s.Torches = 0
	b.do("explore R10 0,-8 rot3")
	want := map[int]Coord{0: {0, -3}, 1: {0, -4}, 2: {0, -2}, 3: {0, -2}}
	for f, at := range want {
		if b.at(f) != at {
			t.Errorf("figure %d is on %v, want %v", f, b.at(f), at)
		}
	}
	if len(b.events(EvMummyAttacked)) != 0 {
		t.Error("a mummy attacked outside the mummy step")
	}
	b.do("draw R01")
	b.asks(tPlayer, 0)
}

// TestRuleSarcophagusRoomDrawsAToken: "Jeśli gracz ułożył komorę
// sarkofagu: Dobiera wierzchni żeton sarkofagu z puli i go odkrywa."
func TestRuleSarcophagusRoomDrawsAToken(t *testing.T) {
	b := newFixture(t, 1)
	b.hand(0, "R01", "R40")
	b.do("explore R01 0,-1 rot3", "draw R10")
	b.asks(tSarc, ChanceSeat)
	if b.count(ActChance) != NumTokens {
		t.Errorf("%d tokens may come, want %d", b.count(ActChance), NumTokens)
	}
	b.do("token S06")
	if !b.s.Tokens[0].Has(5) {
		t.Error("the drawn token is not in front of its owner")
	}
	if e := b.events(EvTokenDrawn); len(e) != 1 || e[0].Token != 5 || !e[0].Reveal {
		t.Errorf("token events %+v", e)
	}
}

// TestRuleTrapWakesTheTopMummyAtOnce: "Pułapka: gracz natychmiast odkrywa
// wierzchnią kartę Mumii. W tym celu wypełnia jej Punkty Życia tak, aby na
// karcie znalazło się 5 serduszek, a następnie ustawia odpowiednią Mumię
// na dowolnej karcie komory w labiryncie." (R19; a Trap is never held, so
// it cannot teleport.)
func TestRuleTrapWakesTheTopMummyAtOnce(t *testing.T) {
	b := newFixture(t, 1)
	straight(b, 2)
	b.hand(0, "R01", "R40")
	b.s.TopHearts = 2
	b.do("explore R01 0,-3 rot3", "draw R10", "token S16")
	b.asks(tAwaken, ChanceSeat)
	b.do("mummy m1", "place m1 0,-3")
	if b.s.Figures[0].Hearts != 5 || b.s.TopHearts != 0 || b.s.Tokens[0] != 0 {
		t.Errorf("after the Trap: %+v, %d hearts on the deck, tokens %x", b.s.Figures[0], b.s.TopHearts, b.s.Tokens[0])
	}
	// With no mummy card left, R9: the mummies move instead.
	c := newFixture(t, 1)
	straight(c, 6)
	c.hand(0, "R01", "R40")
	for f := 0; f < NumMummies; f++ {
		c.mummy(f, Coord{0, int8(-2 - f)}.String())
	}
	c.cat(0, "0,-6")
	c.do("explore R01 0,-7 rot3", "draw R10", "token S17")
	if c.at(0) != (Coord{0, -1}) || c.at(3) != (Coord{0, -4}) {
		t.Errorf("a Trap with no mummy card: the mummies are on %v and %v", c.at(0), c.at(3))
	}
}

// TestRuleTokensTorchesAndCards: "Gracz dodaje pokazaną liczbę pochodni do
// zapasów" and "Gracz dobiera pokazaną liczbę kart komór", used during the
// holder's own turn, before or after the action (R17).
func TestRuleTokensTorchesAndCards(t *testing.T) {
	b := newFixture(t, 1)
	b.hand(0, "R10", "R40")
	b.token(0, "S04") // 3 torches
	b.token(0, "S08") // 3 cards
	b.s.Torches = 4
	b.do("use S04")
	if b.s.Torches != 7 {
		t.Errorf("torches %d, want 4+3 (the supply may pass 5)", b.s.Torches)
	}
	b.do("explore R10 0,-1 rot3", "draw R01")
	b.asks(tPlayer, 0)
	b.do("use S08", "draw R02", "draw R03", "draw R04")
	if b.s.HandSize(0) != 5 {
		t.Errorf("%d cards after the Room cards token", b.s.HandSize(0))
	}
	b.do("end")
}

// TestRuleTeleportWithAnyToken: "Gracz może skorzystać z posiadanego
// żetonu sarkofagu ... ALBO aby teleportować swojego Kotkrywcę na DOWOLNĄ
// komorę labiryntu." (R17: also a room with a mummy, from which a Fight
// needs no step.)
func TestRuleTeleportWithAnyToken(t *testing.T) {
	b := newFixture(t, 1)
	straight(b, 6)
	b.hand(0, "R07", "R09", "R10") // a discard buys 1 step: 4 in all
	b.mummy(2, "0,-6")
	b.token(0, "S11")
	if b.legal("fight 0,-6") {
		t.Fatal("the mummy 6 steps away is in reach without a teleport")
	}
	b.do("teleport S11 0,-6")
	if !b.legal("fight 0,-6") || b.count(ActFight) != 1 {
		t.Error("after the teleport the cat cannot fight where it stands")
	}
}

// TestRuleSecretPassageBetweenLaidRooms: "Tajne przejście umożliwia
// graczowi połączenie dwóch komór przez ściany ignorując wszelkie
// ograniczenia związane z łączeniem korytarzy." (R16: between two laid
// rooms too, never on the Crypt, for good, for cats and mummies; it counts
// as a joined edge: one card.)
func TestRuleSecretPassageBetweenLaidRooms(t *testing.T) {
	b := placementExample(t)
	b.token(0, "S15")
	if b.legal("passage S15 -1,0 se") {
		t.Error("a passage into the Crypt is offered")
	}
	if b.legal("passage S15 0,-1 n") {
		t.Error("a passage where corridors already meet is offered")
	}
	if n := b.count(ActPassage); n != 1 {
		t.Errorf("%d passages offered; the one wall between two rooms is (0,-2)-(1,-2)", n)
	}
	b.do("passage S15 0,-2 se", "draw R01")
	a, c := b.cell("0,-2"), b.cell("1,-2")
	if b.s.Cells[a].Join&(1<<SE) == 0 || b.s.Cells[c].Join&(1<<NW) == 0 {
		t.Fatal("the passage does not join (0,-2) and (1,-2)")
	}
	if b.s.HandSize(0) != 3 {
		t.Errorf("%d cards: the passage draws one", b.s.HandSize(0))
	}
	// The mummy on (1,-2) may now walk through it, the cat too: the cell D
	// beyond the mummy is still out of reach (through the mummy's room).
	if b.legal("explore R22 2,-3 rot3") {
		t.Error("the passage opened a way around the mummy")
	}
}

// TestRuleTorchMechanismWithAFullSupply: R12 "does not trigger; its cards
// stay free".
func TestRuleTorchMechanismWithAFullSupply(t *testing.T) {
	b := torchExample(t)
	b.s.Torches = 5
	b.do("explore R14 1,-2 rot3", "draw R01")
	if b.s.TorchMechs != 0 || b.s.Cells[b.cell("0,-1")].Used != 0 {
		t.Errorf("a full supply worked the torch mechanism (%d)", b.s.TorchMechs)
	}
}

// TestRuleTrianglesIgnoreCorridors: R21 "any three mutually adjacent cards
// around one corner, whatever their corridors; must include the new card".
// In the torch example a wall meets a wall between A and (0,-2), yet the
// triangle works.
func TestRuleTrianglesIgnoreCorridors(t *testing.T) {
	b := torchExample(t)
	if b.s.Cells[b.cell("0,-2")].Corr&(1<<SE) != 0 {
		t.Fatal("the example changed: (0,-2) has a corridor towards A")
	}
	b.do("explore R14 1,-2 rot3", "draw R01")
	if b.s.TorchMechs != 1 {
		t.Error("the triangle did not work")
	}
}

// TestRuleOneMechanismOfEachKindAndThePlayerPicks: "każdej karty komory
// można użyć tylko raz na potrzeby kombinacji mechanizmu pochodni": the new
// card serves once, so a placement works at most one torch mechanism; with
// two triangles the player picks (§12). The Ankh bend on (0,-2) closes two
// Ankh triangles, with (1,-3)+(1,-2) and with (1,-2)+(0,-1).
func TestRuleOneMechanismOfEachKindAndThePlayerPicks(t *testing.T) {
	b := newFixture(t, 1)
	b.room("R32", "0,-1", 0) // Ankh L: N NE S
	b.room("R13", "1,-2", 4) // Ankh V: SW N
	b.room("R11", "1,-3", 0) // Ankh I: N S
	b.hand(0, "R14", "R40")
	b.s.Torches = 1
	b.do("explore R14 0,-2 rot3", "draw R01")
	b.asks(tMech, 0)
	if b.count(ActMech) != 2 || !b.legal("mechanism torch ne") || !b.legal("mechanism torch se") {
		t.Fatal("the two triangles are not the choices")
	}
	b.do("mechanism torch se")
	if b.s.TorchMechs != 1 || b.s.Torches != 5 {
		t.Errorf("%d torch mechanisms, %d torches", b.s.TorchMechs, b.s.Torches)
	}
	if b.s.Cells[b.cell("1,-3")].Used != 0 || b.s.Cells[b.cell("0,-1")].Used != usedTorch {
		t.Error("the wrong triangle's cards are used")
	}
	b.asks(tPlayer, 0)
}

// TestRuleWalkOnlyWhenNoExploreIsLegal: R14 "the player may Walk (3 steps,
// no card)" when no Explore is legal; no card is laid, lit or drawn.
func TestRuleWalkOnlyWhenNoExploreIsLegal(t *testing.T) {
	b := newFixture(t, 1)
	straight(b, 5)
	b.hand(0, "R40") // the only free cell is 6 steps away; one card cannot pay
	if b.count(ActExplore) != 0 || b.count(ActWalk) != 3 {
		t.Fatalf("%d explores, %d walks", b.count(ActExplore), b.count(ActWalk))
	}
	b.do("walk 0,-3")
	if b.s.Cells[b.s.CatCell[0]].At != (Coord{0, -3}) || b.s.NCells != 6 || b.s.HandSize(0) != 1 {
		t.Error("the walk laid or drew something, or went elsewhere")
	}
	b.asks(tPlayer, 0)
	// With a card to lay, no walk.
	c := newFixture(t, 1)
	c.hand(0, "R40")
	if c.count(ActWalk) != 0 {
		t.Error("a walk is offered next to a legal explore")
	}
	// Nothing at all possible: the turn ends ("the turn simply ends").
	d := newFixture(t, 1)
	straight(d, 5)
	d.hand(0, "R40")
	d.mummy(2, "0,-1")
	d.s.Regroups = 0
	var buf [MaxLegal]Action
	for _, a := range d.s.Legal(buf[:0]) {
		if a.Kind != ActEnd && a.Kind != ActMark {
			t.Errorf("%s is offered to a boxed-in cat", d.s.Notation(a))
		}
	}
	d.do("end")
}

// TestRuleLastCardIsLaidOnlyIfItDraws: R13 "legal only if the card's joined
// edges draw at least one card (deck not empty)".
func TestRuleLastCardIsLaidOnlyIfItDraws(t *testing.T) {
	b := newFixture(t, 1)
	b.hand(0, "R40")
	if b.count(ActExplore) == 0 {
		t.Fatal("the last card cannot be laid with a full deck")
	}
	b.s.Discard |= b.s.Deck
	b.s.Deck = 0
	if b.count(ActExplore) != 0 {
		t.Error("the last card may be laid with an empty deck")
	}
}

// TestRuleWalkDiscardIsNeverTheLastCard: R10 "at most one card per walk,
// never the last card": the card laid leaves the hand first.
func TestRuleWalkDiscardIsNeverTheLastCard(t *testing.T) {
	b := newFixture(t, 1)
	straight(b, 5)
	b.hand(0, "R09", "R31")
	if b.legal("explore R09 0,-6 rot3") {
		t.Error("laying one card and discarding the other leaves no card")
	}
	b.hand(0, "R09", "R31", "R10")
	if !b.legal("explore R09 0,-6 rot3") {
		t.Error("with a third card the walk is refused")
	}
}

// TestRuleCryptHasOneCorridor: R1 "one, on N": a card next to the Crypt
// turns a wall to it; no passage joins it.
func TestRuleCryptHasOneCorridor(t *testing.T) {
	b := newFixture(t, 1)
	if b.s.Cells[CryptCell].Corr != 1<<N {
		t.Fatalf("the Crypt's corridors %b", b.s.Cells[CryptCell].Corr)
	}
	b.room("R28", "0,-1", 2) // C: SE S
	b.hand(0, "R48", "R40")
	if b.legal("explore R48 1,-1 rot4") { // SW NW NE: a corridor into the Crypt's wall
		t.Error("a card opens a second way into the Crypt")
	}
	if !b.legal("explore R48 1,-1 rot5") { // NW N SE
		t.Error("a card with a wall to the Crypt is refused")
	}
}

// TestRuleCatsShareAndCrossRooms: R28.
func TestRuleCatsShareAndCrossRooms(t *testing.T) {
	b := newFixture(t, 2)
	straight(b, 2)
	b.hand(0, "R40", "R41")
	b.hand(1, "R47", "R57")
	b.cat(1, "0,-2")
	b.do("explore R40 0,-3 rot3", "draw R01") // through Howard's room
	if b.s.CatCell[0] != b.cell("0,-3") {
		t.Error("a cat cannot walk through another cat's room")
	}
	b.cat(0, "0,-2")
	if b.s.Check() != nil || b.s.catsIn(b.cell("0,-2")) != 3 {
		t.Error("two cats cannot share a room")
	}
}

// TestRuleEmptyDeckIgnoresDraws: "Jeśli stos dobierania kart komór jest
// pusty ... Gra trwa dalej, ale od tej chwili należy ignorować każdy
// efekt, który pozwoliłby dobrać nowe karty." (§13: no defeat, no
// reshuffle.)
func TestRuleEmptyDeckIgnoresDraws(t *testing.T) {
	b := newFixture(t, 1)
	b.hand(0, "R40", "R41")
	b.discardPile("R01", "R02")
	b.s.Discard |= b.s.Deck
	b.s.Deck = 0
	b.do("explore R40 0,-1 rot0")
	if b.s.Over || b.s.HandSize(0) != 1 || len(b.events(EvDeckEmpty)) != 1 {
		t.Errorf("over %v, %d cards, deck-empty events %d", b.s.Over, b.s.HandSize(0), len(b.events(EvDeckEmpty)))
	}
	b.asks(tPlayer, 0)
}

// TestRuleReservationMarker: §16.3 "on their turn a player may put (or
// move) one paw marker on an empty cell; everyone sees it; it disappears
// when that player explores there or at the start of their next turn."
func TestRuleReservationMarker(t *testing.T) {
	b := newFixture(t, 2)
	b.hand(0, "R40", "R41")
	b.hand(1, "R47", "R57")
	if b.legal("mark 3,3") {
		t.Error("a marker may go on a cell away from the maze")
	}
	b.do("mark 0,-1")
	if b.count(ActMark) != 0 {
		t.Error("a second marker in one turn")
	}
	if o := b.s.Observe(1); o.Marker[0] != (Coord{0, -1}) {
		t.Error("the other seat does not see the marker")
	}
	b.do("explore R40 0,-1 rot0", "draw R01")
	if b.s.Marker[0] != NoCoord {
		t.Error("the marker stays under the card laid on it")
	}
	b.do("end", "roll blank")
	b.asks(tPlayer, 1)
	b.do("mark 1,-2", "explore R47 0,-2 rot3", "draw R02", "end", "roll blank")
	if b.s.Marker[1] != (Coord{1, -2}) {
		t.Error("Howard's marker went before his next turn")
	}
	b.do("explore R41 1,-3 rot0", "draw R03", "end")
	if b.s.Marker[1] != NoCoord {
		t.Error("Howard's marker stays into his next turn")
	}
}
