package runrunrun

import (
	"strings"
	"testing"
)

// The rulebook's own examples, rebuilt on our hexagonal grid (its pictures
// are lost; each test says which cell plays which letter).

// placementExample is the maze of the rulebook's placement example:
//
//	(0,-1) R58 H turned 2: N NE S SW      (0,-2) R55 H turned 2: N NE S SW
//	(-1,0) R47 R turned 0: N NE SW        (1,-2) R29 I turned 1: NE SW
//
// Free cells an open corridor leads to: A (0,-3), B (-2,1), E (1,-3) face
// one corridor; C (-1,-1) faces corridors on its NE and S with a wall
// between them on SE; D (2,-3) lies beyond (1,-2), where a mummy stands.
// The blue cat is on the Crypt with a sharp bend (R22: N NE) in hand.
func placementExample(t *testing.T) *fixture {
	b := newFixture(t, 1)
	b.room("R58", "0,-1", 2)
	b.room("R55", "0,-2", 2)
	b.room("R47", "-1,0", 0)
	b.room("R29", "1,-2", 1)
	b.mummy(2, "1,-2")
	b.hand(0, "R22", "R40")
	return b
}

// TestRuleExampleCardThatWouldCutOffACorridor: "Niebieski gracz może dodać
// swoją kartę komory w miejscach oznaczonych A, B lub E. Z kolei nie może
// ułożyć jej w miejscu C (gdyż odcięłoby to jeden z dwóch korytarzy)" —
// "Każdy korytarz musi łączyć się z istniejącym korytarzem (lub pozostać
// otwarty)" (R2).
func TestRuleExampleCardThatWouldCutOffACorridor(t *testing.T) {
	b := placementExample(t)
	for _, at := range []string{"0,-3", "-2,1", "1,-3"} { // A, B, E
		ok := false
		for rot := 0; rot < NumSides; rot++ {
			ok = ok || b.legal("explore R22 "+at+" rot"+string(rune('0'+rot)))
		}
		if !ok {
			t.Errorf("the bend cannot be laid on %s", at)
		}
	}
	for rot := 0; rot < NumSides; rot++ { // C
		step := "explore R22 -1,-1 rot" + string(rune('0'+rot))
		if b.legal(step) {
			t.Errorf("%s is legal: it cuts a corridor off", step)
		}
	}
	if msg := b.refuse("explore R22 -1,-1 rot0"); !strings.Contains(msg, "does not fit") {
		t.Errorf("the refusal says %q", msg)
	}
	// A card with corridors on both NE and S and a wall on SE fits C:
	// R40 (L: N NE S) unturned.
	if !b.legal("explore R40 -1,-1 rot0") {
		t.Error("an L card fitting both corridors of C is refused")
	}
}

// TestRuleExampleMummyInTheWay: "ani D (ponieważ po drodze stoi Mumia)" —
// "Gracz musi mieć możliwość poruszenia swojego Kotkrywcy na właśnie
// ułożoną kartę bez konieczności przechodzenia przez komorę zajmowaną przez
// Mumie."
func TestRuleExampleMummyInTheWay(t *testing.T) {
	b := placementExample(t)
	for rot := 0; rot < NumSides; rot++ {
		if step := "explore R22 2,-3 rot" + string(rune('0'+rot)); b.legal(step) {
			t.Errorf("%s is legal beyond the mummy", step)
		}
	}
	// Turned 3 the bend (S SW) fits D: only the mummy stops it.
	if msg := b.refuse("explore R22 2,-3 rot3"); !strings.Contains(msg, "cannot walk there") {
		t.Errorf("the refusal says %q", msg)
	}
	// Without the mummy, D is open.
	b.s.Figures[2] = Figure{Place: InDeck, Cell: NoCell}
	if !b.legal("explore R22 2,-3 rot3") {
		t.Error("D is refused with no mummy in the way")
	}
}

// TestRuleExampleDiscardForThreeMoreSteps: "Odrzucenie tej karty
// zapewniłoby 3 dodatkowe ruchy, dając łącznie 6 ruchów (podstawowy ruch
// Kotkrywcy równy 3 i 3 za kartę z 3 korytarzami)."
func TestRuleExampleDiscardForThreeMoreSteps(t *testing.T) {
	b := newFixture(t, 1)
	for i, c := range []string{"R26", "R29", "R11", "R12", "R15"} { // a straight corridor north
		b.room(c, "0,-"+string(rune('1'+i)), 0)
	}
	// The free cell (0,-6) is 6 steps from the Crypt.
	b.hand(0, "R09", "R31", "R19", "R64")
	if !b.legal("explore R09 0,-6 rot3") {
		t.Fatal("6 steps with a 3-corridor card to discard is refused")
	}
	b.do("explore R09 0,-6 rot3")
	b.asks(tBoost, 0)
	if b.legal("boost R19") || !b.legal("boost R31") || !b.legal("boost R64") {
		t.Error("the walk of 6 takes a card of 3 corridors or more, not one of 2")
	}
	b.do("boost R31")
	if got := b.s.Cells[b.s.CatCell[0]].At; got != (Coord{0, -6}) {
		t.Errorf("the cat is on %v", got)
	}
	if !b.s.Discard.Has(b.card("R31")) {
		t.Error("the discarded card is not on the discard pile")
	}
	// With only a 2-corridor card to spare the cat walks 5: too short.
	c := newFixture(t, 1)
	for i, n := range []string{"R26", "R29", "R11", "R12", "R15"} {
		c.room(n, "0,-"+string(rune('1'+i)), 0)
	}
	c.hand(0, "R09", "R19", "R20")
	if c.legal("explore R09 0,-6 rot3") {
		t.Error("6 steps with only 2-corridor cards to discard is legal")
	}
}

// TestRuleExampleJoiningTwoCorridorsDrawsTwo: "Dodanie tej karty tworzy
// połączenie dwóch korytarzy i pozwala dobrać 2 karty." — "Gracz dodaje
// jedną kartę do swojej ręki za każde połączenie korytarzy".
func TestRuleExampleJoiningTwoCorridorsDrawsTwo(t *testing.T) {
	b := placementExample(t)
	b.do("explore R40 -1,-1 rot0") // C, joined on NE and S
	b.do("draw R01", "draw R02")
	if b.s.Top().Kind != tPlayer {
		t.Fatalf("after two draws the game waits at %v", b.s.Top().Kind)
	}
	if n := len(b.events(EvCardDrawn)); n != 2 {
		t.Errorf("%d cards drawn, want 2", n)
	}
	if !b.s.Hands[0].Has(b.card("R01")) || !b.s.Hands[0].Has(b.card("R02")) {
		t.Error("the drawn cards are not in the hand")
	}
}

// TestRuleExampleFightWithThreeAndTwoCorridors: "Odrzucenie tych dwóch
// kart pozwala rzucić 5 kostkami, ponieważ na lewej karcie widnieją trzy
// korytarze, a na prawej karcie dwa." and "gracz nie może rzucić więcej
// niż 6 kostkami walki".
func TestRuleExampleFightWithThreeAndTwoCorridors(t *testing.T) {
	b := newFixture(t, 1)
	b.room("R26", "0,-1", 0)
	b.mummy(2, "0,-1")
	b.hand(0, "R31", "R11", "R64", "R09")
	b.do("fight 0,-1", "dice R11", "dice R31", "strike")
	for i := 0; i < 5; i++ {
		if !b.s.IsChance() || b.s.Top().Kind != tRollCombat {
			t.Fatalf("die %d is not rolled (%v)", i+1, b.s.Top().Kind)
		}
		b.do("roll paw")
	}
	if b.s.Top().Kind == tRollCombat {
		t.Error("a sixth die is rolled for 3+2 corridors")
	}
	// Six corridors on one card: 6 dice, no more cards to add, the roll follows.
	c := newFixture(t, 1)
	c.room("R26", "0,-1", 0)
	c.mummy(2, "0,-1")
	c.hand(0, "R31", "R11", "R64")
	c.do("fight 0,-1", "dice R64")
	if c.s.Top().Kind != tRollCombat || c.s.Top().A != 6 {
		t.Errorf("6 corridors roll %d dice at %v", c.s.Top().A, c.s.Top().Kind)
	}
}

// torchExample: Ankh rooms (0,-1) R32 (L: N NE S) and (0,-2) R31 (Y
// turned 1: NE S NW); A is the lit Ankh bend R14 on (1,-2) turned 3 (S
// SW), closing the triangle; B is the Ankh bend R13 (V) on (1,-3) turned 2
// (SE SW), whose triangle reuses (0,-2) and A.
func torchExample(t *testing.T) *fixture {
	b := newFixture(t, 1)
	b.room("R32", "0,-1", 0)
	b.room("R31", "0,-2", 1)
	b.hand(0, "R14", "R13", "R40", "R48")
	b.s.Torches = 3
	return b
}

// TestRuleExampleTorchTriangle: "Dodanie komory A w tym miejscu (po prawej
// stronie) utworzy trójkąt z trzech identycznych symboli. Grupa posiadała
// tylko 3 pochodnie, więc natychmiast dodaje 2 kolejne pochodnie
// uzupełniając zapasy do 5." and "dodanie tej nowej komory (B) nie
// powoduje utworzenia nowego trójkąta, gdyż dwie pozostałe karty zostały
// już wykorzystane."
func TestRuleExampleTorchTriangle(t *testing.T) {
	b := torchExample(t)
	b.do("explore R14 1,-2 rot3", "draw R01")
	if b.s.Torches != 5 || b.s.TorchMechs != 1 {
		t.Fatalf("torches %d, torch mechanisms %d; want 5 and 1", b.s.Torches, b.s.TorchMechs)
	}
	if g := b.events(EvTorchGained); len(g) != 1 || g[0].Value != 2 {
		t.Errorf("torches gained: %+v, want one gain of 2", g)
	}
	b.do("end")
	b.s.Torches = 2
	b.s.NTasks = 0
	b.s.push(Task{Kind: tEndTurn})
	b.s.push(Task{Kind: tPlayer})
	b.do("explore R13 1,-3 rot2", "draw R02")
	if b.s.TorchMechs != 1 || b.s.Torches != 1 {
		t.Errorf("B worked a torch mechanism: %d mechanisms, %d torches", b.s.TorchMechs, b.s.Torches)
	}
}

// TestRuleExampleExitTriangle: "Dodanie komory A w tym miejscu utworzy
// trójkąt z trzech różnych symboli. Gdyby to był ostatni mechanizm
// Wyjścia, natychmiast otworzyłoby się Wyjście z labiryntu chronione przez
// Władcę Mumii." — "Uruchomienie trzeciego (ostatniego) mechanizmu otwiera
// Wyjście! ... odwraca kartę Władcy Mumii i ustawia odpowiednią figurkę na
// Wyjściu ... należy usunąć z gry wszystkie karty Mumii".
func TestRuleExampleExitTriangle(t *testing.T) {
	build := func(t *testing.T, earlier int) *fixture {
		b := newFixture(t, 1)
		b.room("R32", "0,-1", 0) // Ankh: N NE S
		b.room("R35", "0,-2", 1) // Eye: NE S NW
		// Two earlier exit triangles' rooms along the north-west, used.
		used := []string{"R11", "R15", "R19", "R12", "R36", "R40"}
		for i, c := range used[:3*earlier] {
			cell := b.room(c, Coord{int8(-1 - i), -2}.String(), map[Shape]uint8{ShapeI: 2, ShapeL: 2}[b.card(c).Info().Shape])
			b.s.Cells[cell].Used |= usedExit
		}
		b.s.ExitMechs = uint8(earlier)
		b.s.TopHearts = 2
		b.hand(0, "R21", "R48")
		return b
	}
	b := build(t, 0)
	b.do("explore R21 1,-2 rot3", "draw R01") // lit Scarab bend: S SW
	if b.s.ExitMechs != 1 || b.s.ExitOpen() {
		t.Fatalf("%d exit mechanisms, Exit open %v; want 1 and closed", b.s.ExitMechs, b.s.ExitOpen())
	}
	m := b.events(EvMechanism)
	if len(m) != 1 || m[0].Value != 1 {
		t.Errorf("mechanism events %+v", m)
	}

	b = build(t, 2)
	b.do("explore R21 1,-2 rot3", "draw R01")
	b.asks(tExitPlace, 0)
	// "Gracz musi natychmiast dodać Wyjście do labiryntu łącząc je z
	// dowolnym dostępnym korytarzem": next to any open corridor end.
	for _, step := range []string{"exit 1,-3 sw", "exit 1,-1 n"} {
		if !b.legal(step) {
			t.Errorf("%s is not offered", step)
		}
	}
	if b.legal("exit 2,-2 nw") {
		t.Error("the Exit may join a wall while open corridors remain")
	}
	b.do("exit 1,-3 sw")
	b.asks(tLord, ChanceSeat)
	b.do("lord silence")
	lord := b.s.Figures[LordIndex]
	if b.s.Lord != 2 || lord.Place != InMaze || lord.Cell != b.s.ExitCell || lord.Hearts != 10 {
		t.Errorf("the Lord of Silence is %+v (Lord %d), want on the Exit with 10 hearts", lord, b.s.Lord)
	}
	if b.s.MummyDeck() != 0 || b.s.TopHearts != 0 {
		t.Errorf("the mummy deck (%b) and its hearts (%d) are still in play", b.s.MummyDeck(), b.s.TopHearts)
	}
	if e := b.events(EvLordRevealed); len(e) != 1 || !e[0].Reveal {
		t.Errorf("lord events %+v", e)
	}
	if b.s.Top().Kind != tPlayer {
		t.Errorf("after the Lord the game waits at %v", b.s.Top().Kind)
	}
}

// TestRuleExampleSecretPassage: "W zwykłych okolicznościach ułożenie
// komory A byłoby niemożliwe w przypadku wskazanego tu miejsca, chyba że
// gracz umieściłby pomiędzy komorami tajne przejście, tym samym ignorując
// ograniczenie łączenia korytarzy związane z komorą sarkofagu. To
// posunięcie liczy się jak połączenie dwóch korytarzy, co oznacza, że
// gracz, który je wykonał, dobierze w tej turze dwie karty." Here the
// sarcophagus dead end R01 lies on (0,-2) (its one corridor south) and A is
// the bend R22 on (1,-2) turned 4 (SW joins (0,-1), NW faces the
// sarcophagus room's wall).
func TestRuleExampleSecretPassage(t *testing.T) {
	b := newFixture(t, 1)
	b.room("R48", "0,-1", 0) // L: N NE S
	b.room("R01", "0,-2", 3) // sarcophagus dead end, corridor S
	b.hand(0, "R22", "R40")
	if b.legal("explore R22 1,-2 rot4") {
		t.Fatal("A is legal without a passage: its corridor meets the sarcophagus room's wall")
	}
	b.token(0, "S14")
	if !b.legal("explore R22 1,-2 rot4 passage nw") {
		t.Fatal("A with a passage through the wall is refused")
	}
	if b.legal("explore R22 1,-2 rot4 passage sw") {
		t.Error("a passage where two corridors already meet is offered")
	}
	b.do("explore R22 1,-2 rot4 passage nw")
	b.do("draw R02", "draw R03")
	if n := len(b.events(EvCardDrawn)); n != 2 {
		t.Errorf("%d cards drawn, want 2 (one corridor, one passage)", n)
	}
	if b.s.Tokens[0] != 0 {
		t.Error("the passage token was not spent")
	}
	// The passage joins the rooms for good, for cats and mummies.
	a, sarc := b.cell("1,-2"), b.cell("0,-2")
	if b.s.Cells[a].Join&(1<<NW) == 0 || b.s.Cells[sarc].Join&(1<<SE) == 0 {
		t.Error("the passage does not join the two rooms")
	}
}
