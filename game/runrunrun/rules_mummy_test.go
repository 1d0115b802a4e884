package runrunrun

import "testing"

// exitMaze lays nine symbol rooms north of the Crypt, (0,-1) to (0,-9),
// as if they had worked the three exit mechanisms, the Exit on (0,-10)
// joined south, and the Lord (1..3) revealed on it; the mummy deck has left
// the game.
func exitMaze(b *fixture, lord uint8) {
	for i, c := range []string{"R11", "R12", "R15", "R19", "R32", "R36", "R40", "R49", "R51"} {
		rot := map[Shape]uint8{ShapeI: 0, ShapeL: 0, ShapeH: 1}[b.card(c).Info().Shape]
		cell := b.room(c, Coord{0, int8(-1 - i)}.String(), rot)
		b.s.Cells[cell].Used |= usedExit
	}
	b.s.ExitMechs = exitMechsToOpen
	b.s.ExitCell = b.s.addCell(Coord{0, -10}, cardExit, uint8(S), 1<<S, 0)
	for f := 0; f < NumMummies; f++ {
		b.s.Figures[f] = Figure{Place: Gone, Cell: NoCell}
	}
	b.s.TopHearts = 0
	b.s.Lord = lord
	b.s.Figures[LordIndex] = Figure{Place: InMaze, Cell: b.s.ExitCell, Hearts: lordTable[lord-1].Hearts}
}

// straight lays a corridor of n straight cards north of the Crypt: (0,-1)
// to (0,-n), each joined to the next.
func straight(b *fixture, n int) {
	for i, c := range []string{"R26", "R29", "R11", "R12", "R15", "R19", "R23"}[:n] {
		b.room(c, Coord{0, int8(-1 - i)}.String(), 0)
	}
}

// at is the coordinate of figure f's room.
func (b *fixture) at(f int) Coord { return b.s.Cells[b.s.Figures[f].Cell].At }

// TestRuleMummyStepMovesThenAddsAHeartPerFace: "Za KAŻDY wyrzucony [symbol
// Mumii] gracz wykonuje dwie następujące akcje: I - PORUSZA WSZYSTKIE
// MUMIE ... o jedną komorę ... II - UKŁADA SERDUSZKO" (R6: per face all
// mummies move, then one heart), with "Dodatkowe kostki Mumii: ... 2
// dodatkowymi kostkami" for the Wailing Mummy (Mummy Power 3).
func TestRuleMummyStepMovesThenAddsAHeartPerFace(t *testing.T) {
	b := newFixture(t, 1)
	straight(b, 7)
	b.hand(0, "R40", "R48")
	b.mummy(0, "0,-7") // Wailing
	b.mummyStep(0)
	if b.s.Power() != 3 {
		t.Fatalf("Mummy Power %d with the Wailing Mummy in the maze, want 3", b.s.Power())
	}
	b.do("roll mummy", "roll blank", "roll mummy")
	if got := b.at(0); got != (Coord{0, -5}) {
		t.Errorf("two mummy faces moved the mummy to %v, want 0,-5", got)
	}
	if b.s.TopHearts != 2 {
		t.Errorf("%d hearts on the top card, want 2", b.s.TopHearts)
	}
	var order []EventKind
	for _, e := range b.evs {
		if e.Kind == EvMummyMoved || e.Kind == EvHeartAdded {
			order = append(order, e.Kind)
		}
	}
	want := []EventKind{EvMummyMoved, EvHeartAdded, EvMummyMoved, EvHeartAdded}
	if len(order) != len(want) {
		t.Fatalf("events %v, want %v", order, want)
	}
	for i := range want {
		if order[i] != want[i] {
			t.Fatalf("events %v, want %v", order, want)
		}
	}
	b.asks(tPlayer, 0)
}

// TestRuleNoMummyFaceNoMoveNoHeartNoAttack: R4 "once per mummy step, only
// if at least one mummy face was rolled"; R5 the extra step too.
func TestRuleNoMummyFaceNoMoveNoHeartNoAttack(t *testing.T) {
	b := newFixture(t, 1)
	straight(b, 5)
	b.hand(0, "R40", "R48")
	b.mummy(1, "0,-5") // Swift: 2 dice
	b.mummy(2, "0,-2")
	b.cat(0, "0,-2") // engaged with the Brute
	b.mummyStep(0)
	b.do("roll blank", "roll blank")
	if b.at(1) != (Coord{0, -5}) || b.s.TopHearts != 0 || b.s.HandSize(0) != 2 {
		t.Errorf("with no mummy face: swift on %v, %d hearts, %d cards", b.at(1), b.s.TopHearts, b.s.HandSize(0))
	}
	b.asks(tPlayer, 0)
}

// TestRuleMummyStopsAtACatAndAttacksAtTheEnd: "Jeśli podczas ruchu Mumia
// napotyka Kotkrywcę, zatrzymuje się i atakuje go" and the summary card
// "Na końcu tego kroku każda Mumia atakuje Kotkrywców obecnych w jej
// komorze" (R3, R4): the Brute stops on Cleo, stays for the second face,
// and attacks once at the end, taking 2 random cards; the Wailing Mummy,
// engaged with Howard, never moves and attacks him once.
func TestRuleMummyStopsAtACatAndAttacksAtTheEnd(t *testing.T) {
	b := newFixture(t, 2)
	straight(b, 5)
	b.hand(0, "R40", "R48", "R57")
	b.hand(1, "R41", "R47")
	b.mummy(0, "0,-5") // Wailing (3 dice), engaged with Howard
	b.cat(1, "0,-5")
	b.mummy(2, "0,-3") // Brute
	b.cat(0, "0,-2")
	b.mummyStep(0)
	b.do("roll mummy", "roll mummy", "roll blank")
	if b.at(2) != (Coord{0, -2}) || b.at(0) != (Coord{0, -5}) {
		t.Errorf("the Brute is on %v (want 0,-2), the Wailing Mummy on %v (want 0,-5)", b.at(2), b.at(0))
	}
	lastMove, firstAttack := -1, -1
	for i, e := range b.evs {
		switch e.Kind {
		case EvMummyMoved, EvHeartAdded:
			lastMove = i
		case EvMummyAttacked:
			if firstAttack < 0 {
				firstAttack = i
			}
		}
	}
	if firstAttack < lastMove {
		t.Fatalf("an attack (event %d) comes before the end of the movement (event %d)", firstAttack, lastMove)
	}
	b.asks(tLose, ChanceSeat)
	b.do("lose R47")             // the Wailing Mummy's 1 card from Howard
	b.do("lose R40", "lose R57") // the Brute's 2 from Cleo
	if b.s.Hands[0] != 0|1<<b.card("R48") || b.s.Hands[1] != 0|1<<b.card("R41") {
		t.Errorf("hands after the attacks: %x %x", uint64(b.s.Hands[0]), uint64(b.s.Hands[1]))
	}
	if n := len(b.events(EvMummyAttacked)); n != 2 {
		t.Errorf("%d attacks, want one by each mummy", n)
	}
	b.asks(tPlayer, 0)
}

// TestRuleFastMummyTakesOneMoreStep: "Ruch: ta Mumia porusza się o jedną
// komorę dalej niż wskazują kostki Mumii" (R5: after the faces, only in a
// step with a mummy face).
func TestRuleFastMummyTakesOneMoreStep(t *testing.T) {
	b := newFixture(t, 1)
	straight(b, 7)
	b.hand(0, "R40", "R48")
	b.mummy(1, "0,-7") // Swift: 2 dice
	b.mummyStep(0)
	b.do("roll blank", "roll mummy")
	if b.at(1) != (Coord{0, -5}) {
		t.Errorf("one face moved the Swift Mummy to %v, want 0,-5 (the face and the extra step)", b.at(1))
	}
}

// TestRuleMummyEnteringTheCryptLoses: "do Krypty Faraona: uwalnia
// straszliwą Klątwę! Wszyscy gracze natychmiast ponoszą porażkę." (R23),
// even with a cat standing in the Crypt.
func TestRuleMummyEnteringTheCryptLoses(t *testing.T) {
	b := newFixture(t, 1)
	straight(b, 2)
	b.hand(0, "R40", "R48")
	b.mummy(2, "0,-1")
	b.mummyStep(0)
	b.do("roll mummy")
	if !b.s.Over || b.s.Won || b.s.End != EndCrypt {
		t.Fatalf("over %v won %v end %v, want lost in the Crypt", b.s.Over, b.s.Won, b.s.End)
	}
	if l := b.events(EvGameLost); len(l) != 1 || End(l[0].Value) != EndCrypt {
		t.Errorf("game-lost events %+v", l)
	}
	if b.s.Current() != TerminalSeat {
		t.Error("the game goes on")
	}
}

// loopMaze has two shortest ways from (1,-3) to the Crypt: through (0,-2)
// and through (1,-2).
func loopMaze(b *fixture) {
	b.room("R48", "0,-1", 0) // L: N NE S
	b.room("R30", "0,-2", 1) // V: NE S
	b.room("R27", "1,-2", 4) // V: SW N
	b.room("R28", "1,-3", 3) // C: S SW
}

// TestRuleTieOfRoutesAskedOfTheActivePlayer: "Każda Mumia ZAWSZE porusza
// się w stronę Krypty Faraona wybierając najkrótszą drogę ... (jeśli ma do
// wyboru kilka dróg spełniających ten warunek, decyduje aktywny gracz)".
func TestRuleTieOfRoutesAskedOfTheActivePlayer(t *testing.T) {
	b := newFixture(t, 2)
	loopMaze(b)
	b.hand(0, "R40", "R41")
	b.hand(1, "R47", "R57")
	b.mummy(2, "1,-3")
	b.cat(0, "1,-2")
	b.mummyStep(1)
	b.do("roll mummy")
	b.asks(tMove, 1)
	if !b.legal("route m3 0,-2") || !b.legal("route m3 1,-2") || b.count(ActRoute) != 2 {
		t.Fatal("the two shortest routes are not the choices")
	}
	// The default (§11.1): within 4 steps of the Crypt, the room with a cat.
	if d, ok := b.s.Default(); !ok || b.s.Notation(d) != "route m3 1,-2" {
		t.Errorf("default %v", b.s.Notation(d))
	}
	b.do("route m3 0,-2")
	if b.at(2) != (Coord{0, -2}) {
		t.Errorf("the Brute went to %v", b.at(2))
	}
}

// TestRuleFifthHeartWakesAMummy: "W momencie umieszczenia piątego serduszka
// Mumia się budzi! Gracz odwraca kartę Mumii i układa na niej 5 serduszek
// ... stawia odpowiednią figurkę Mumii na dowolnej karcie komory w
// labiryncie." (R7: any room card but the Crypt and the Exit, the farthest
// offered first), and the Snuffing Mummy: "kiedy pojawi się ta Mumia,
// należy odrzucić 2 pochodnie z zapasów graczy".
func TestRuleFifthHeartWakesAMummy(t *testing.T) {
	b := newFixture(t, 2)
	straight(b, 3)
	b.hand(0, "R40", "R41")
	b.hand(1, "R47", "R57")
	b.s.TopHearts = 4
	b.s.Torches = 3
	b.mummyStep(1)
	b.do("roll mummy")
	b.asks(tAwaken, ChanceSeat)
	if b.count(ActChance) != NumMummies {
		t.Errorf("%d mummies may be on top, want %d", b.count(ActChance), NumMummies)
	}
	b.do("mummy m4")
	b.asks(tPlace, 1)
	var buf [MaxLegal]Action
	legal := b.s.Legal(buf[:0])
	if len(legal) != 3 || legal[0].At != (Coord{0, -3}) {
		t.Fatalf("placements %v: want the 3 rooms, the farthest first", legal)
	}
	if b.legal("place m4 0,0") {
		t.Error("a mummy may appear in the Crypt")
	}
	b.do("place m4 0,-2")
	m := b.s.Figures[3]
	if m.Place != InMaze || b.at(3) != (Coord{0, -2}) || m.Hearts != 5 {
		t.Errorf("the Snuffing Mummy is %+v", m)
	}
	if b.s.Torches != 1 || b.s.TopHearts != 0 {
		t.Errorf("torches %d (want 3-2), hearts on the deck %d (want 0)", b.s.Torches, b.s.TopHearts)
	}
	if e := b.events(EvMummyAwoke); len(e) != 1 || !e[0].Reveal {
		t.Errorf("awakening events %+v: a woken mummy is a reveal", e)
	}
}

// TestRuleMummyPowerCountsTheMummiesInTheMaze: "na początku gry Mumie
// posiadają Moc 1" and the Wailing (+2) and Swift (+1) mummies' extra dice;
// Lords add none (§7).
func TestRuleMummyPowerCountsTheMummiesInTheMaze(t *testing.T) {
	b := newFixture(t, 1)
	straight(b, 4)
	if b.s.Power() != 1 {
		t.Errorf("power %d at the start", b.s.Power())
	}
	b.mummy(1, "0,-4")
	if b.s.Power() != 2 {
		t.Errorf("power %d with the Swift Mummy", b.s.Power())
	}
	b.mummy(0, "0,-3")
	if b.s.Power() != 4 {
		t.Errorf("power %d with the Wailing and Swift Mummies", b.s.Power())
	}
	b.mummy(2, "0,-2")
	b.s.Lord = 1
	b.s.Figures[LordIndex] = Figure{Place: InMaze, Cell: b.cell("0,-1"), Hearts: 8}
	if b.s.Power() != 4 {
		t.Errorf("power %d: the Brute and the Lord add dice", b.s.Power())
	}
}

// TestRuleHeartsWithNoMummyCardAreIgnored: R8.
func TestRuleHeartsWithNoMummyCardAreIgnored(t *testing.T) {
	b := newFixture(t, 1)
	straight(b, 6)
	b.hand(0, "R40", "R48")
	for f := 0; f < NumMummies; f++ {
		b.mummy(f, Coord{0, int8(-3 - f)}.String())
	}
	b.s.TopHearts = 0
	b.mummyStep(0)
	b.do("roll blank", "roll blank", "roll blank", "roll mummy")
	if b.s.TopHearts != 0 || len(b.events(EvHeartAdded)) != 0 {
		t.Error("a heart went on an empty mummy deck")
	}
}

// TestRuleBruteSplitsItsDamageAsTheActivePlayerSays: "jeden z
// zaatakowanych Kotkrywców musi odrzucić dwie losowe karty ze swojej ręki
// lub dwóch zaatakowanych Kotkrywców musi odrzucić po jednej losowej
// karcie" and "Jeśli w tej samej komorze przebywa kilku Kotkrywców,
// decydują jak podzielić obrażenia" (R22: asked of the active player; the
// cards lost are random).
func TestRuleBruteSplitsItsDamageAsTheActivePlayerSays(t *testing.T) {
	b := newFixture(t, 3)
	straight(b, 3)
	b.hand(0, "R40", "R41")
	b.hand(1, "R57", "R58")
	b.hand(2, "R59", "R60", "R61", "R62")
	b.mummy(2, "0,-3")
	b.cat(0, "0,-2")
	b.cat(2, "0,-2")
	b.mummyStep(1) // Howard's turn; Cleo and Sekhmet share the room
	b.do("roll mummy")
	b.asks(tSplit, 1)
	if b.count(ActHurt) != 3 || !b.legal("hurt cleo 0") || !b.legal("hurt cleo 2") {
		t.Fatal("Cleo's share is not 0, 1 or 2")
	}
	if d, _ := b.s.Default(); b.s.Notation(d) != "hurt cleo 0" {
		t.Errorf("default %q: the damage goes to the cat with the most cards (Sekhmet)", b.s.Notation(d))
	}
	b.do("hurt cleo 1")
	b.asks(tLose, ChanceSeat) // Sekhmet's share follows: 1
	b.do("lose R41", "lose R62")
	if b.s.HandSize(0) != 1 || b.s.HandSize(2) != 3 {
		t.Errorf("hands %d and %d after a 1+1 split", b.s.HandSize(0), b.s.HandSize(2))
	}
}

// TestRuleLordDamageIsSharedFreely: "Jeśli jest obecnych kilku
// Kotkrywców, muszą łącznie stracić 4 karty (dzieląc się stratami według
// uznania)."
func TestRuleLordDamageIsSharedFreely(t *testing.T) {
	b := newFixture(t, 2)
	exitMaze(b, 1)
	b.hand(0, "R41", "R47", "R48", "R57", "R58")
	b.hand(1, "R59", "R60", "R61")
	b.s.Figures[LordIndex].Cell = b.cell("0,-3")
	b.cat(0, "0,-2")
	b.cat(1, "0,-2")
	b.mummyStep(0)
	b.do("roll mummy")
	if b.count(ActHurt) != 5 {
		t.Fatalf("Cleo may take 0..4 of the Lord's 4: %d choices", b.count(ActHurt))
	}
	b.do("hurt cleo 4")
	for range 4 {
		b.do("lose " + b.s.Hands[0].First().String())
	}
	if b.s.HandSize(0) != 1 || b.s.HandSize(1) != 3 {
		t.Errorf("hands %d and %d", b.s.HandSize(0), b.s.HandSize(1))
	}
}

// TestRuleAmuletIsAskedOfTheAttackedCat: "Kiedy Mumia zaatakuje gracza,
// może on odrzucić ten żeton, aby zignorować wszystkie obrażenia." (R18:
// in anyone's turn; the cat's own player decides).
func TestRuleAmuletIsAskedOfTheAttackedCat(t *testing.T) {
	b := newFixture(t, 3)
	straight(b, 3)
	for p := 0; p < 3; p++ {
		b.hand(p, []string{"R40", "R57", "R59"}[p], []string{"R41", "R58", "R60"}[p])
	}
	b.token(2, "S11")
	b.mummy(2, "0,-3")
	b.cat(2, "0,-2")
	b.mummyStep(0)
	b.do("roll mummy")
	b.asks(tHit, 2)
	if !b.legal("amulet S11") || !b.legal("take") {
		t.Fatal("the Amulet's holder is not offered to use it")
	}
	b.do("amulet S11")
	if b.s.HandSize(2) != 2 || b.s.Tokens[2] != 0 {
		t.Errorf("after the Amulet: %d cards, tokens %x", b.s.HandSize(2), b.s.Tokens[2])
	}
	b.asks(tPlayer, 0)
}

// TestRuleLosingTheLastCardLosesTheGame: "Jeśli gracz musi odrzucić
// ostatnią kartę, zostaje pokonany danym atakiem, a wszyscy gracze
// natychmiast ponoszą porażkę."
func TestRuleLosingTheLastCardLosesTheGame(t *testing.T) {
	b := newFixture(t, 1)
	straight(b, 3)
	b.hand(0, "R40", "R48")
	b.mummy(2, "0,-3") // the Brute takes 2
	b.cat(0, "0,-2")
	b.mummyStep(0)
	b.do("roll mummy")
	if !b.s.Over || b.s.End != EndHand {
		t.Fatalf("a cat losing both of its 2 cards: over %v, end %v", b.s.Over, b.s.End)
	}
}

// TestRuleLeavingAMummysRoomIsFree: R25, and "Gracz musi mieć możliwość
// poruszenia swojego Kotkrywcy ... bez konieczności przechodzenia przez
// komorę zajmowaną przez Mumie" allows starting in one.
func TestRuleLeavingAMummysRoomIsFree(t *testing.T) {
	b := newFixture(t, 1)
	straight(b, 3)
	b.hand(0, "R40", "R48")
	b.mummy(2, "0,-3")
	b.cat(0, "0,-3")
	b.do("explore R40 0,-4 rot3", "draw R01")
	if b.s.Cells[b.s.CatCell[0]].At != (Coord{0, -4}) || b.s.HandSize(0) != 2 {
		t.Errorf("the cat is on %v with %d cards", b.s.Cells[b.s.CatCell[0]].At, b.s.HandSize(0))
	}
	if len(b.events(EvMummyAttacked)) != 0 {
		t.Error("the mummy attacked a cat leaving")
	}
}
