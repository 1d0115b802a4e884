package runrunrun

import "testing"

// fightTable: a straight corridor of 5, the Brute on (0,-2), the cat on
// (0,-1).
func fightTable(t *testing.T, cards ...string) *fixture {
	b := newFixture(t, 1)
	straight(b, 5)
	b.mummy(2, "0,-2")
	b.cat(0, "0,-1")
	b.hand(0, cards...)
	return b
}

// TestRuleFightNeedsAMummyInReach: R15 "Fight with nothing in reach: not
// legal"; the walk is the Explore walk ("Porusza się przez labirynt").
func TestRuleFightNeedsAMummyInReach(t *testing.T) {
	b := newFixture(t, 1)
	straight(b, 5)
	b.hand(0, "R07", "R09", "R10")
	if b.count(ActFight) != 0 {
		t.Error("a fight with no mummy in the maze")
	}
	b.mummy(2, "0,-5") // 5 steps: 3 + 1 for a dead end discarded is short
	if b.count(ActFight) != 0 {
		t.Error("a fight with a mummy out of reach")
	}
	b.hand(0, "R07", "R09", "R26")
	if !b.legal("fight 0,-5") {
		t.Error("a mummy 5 steps away with a 2-corridor card to discard is out of reach")
	}
}

// TestRuleFightStopsAtTheFirstMummy: "Porusza się przez labirynt ... i
// zatrzymuje się w chwili napotkania Mumii." A cat already with a mummy
// fights there.
func TestRuleFightStopsAtTheFirstMummy(t *testing.T) {
	b := newFixture(t, 1)
	straight(b, 5)
	b.hand(0, "R40", "R41", "R48")
	b.mummy(2, "0,-2")
	b.mummy(0, "0,-3")
	if !b.legal("fight 0,-2") || b.legal("fight 0,-3") {
		t.Error("the fight does not stop at the first mummy's room")
	}
	b.cat(0, "0,-3")
	if b.count(ActFight) != 1 || !b.legal("fight 0,-3") {
		t.Error("a cat with a mummy fights elsewhere")
	}
}

// TestRuleFightKeepsOneCard: "gracz musi zawsze zachować na ręce co
// najmniej jedną kartę komory". With two cards only one goes for dice and
// the roll follows.
func TestRuleFightKeepsOneCard(t *testing.T) {
	b := fightTable(t, "R40", "R48")
	b.do("fight 0,-2")
	if b.count(ActDice) != 2 || b.count(ActStrike) != 0 {
		t.Fatalf("%d dice cards, %d strikes before any card", b.count(ActDice), b.count(ActStrike))
	}
	b.do("dice R40")
	b.asks(tRollCombat, ChanceSeat)
	if b.s.HandSize(0) != 1 || b.s.Top().A != 3 {
		t.Errorf("%d cards kept, %d dice", b.s.HandSize(0), b.s.Top().A)
	}
}

// TestRuleHitsRemoveHeartsAndTheMummyReturnsToTheDeck: "Za każdy symbol
// trafienia gracz może usunąć jedno serduszko ... Kiedy Mumia straci
// ostatnie serduszko, zostaje wyeliminowana. Odpowiednią kartę Mumii
// należy wtasować z powrotem do talii" (§11.5: the hearts on the top card
// stay), and "Symbol śladu pozwala graczowi poruszyć się do sąsiedniej
// komory po zakończeniu walki." (R11: one step.)
func TestRuleHitsRemoveHeartsAndTheMummyReturnsToTheDeck(t *testing.T) {
	b := fightTable(t, "R64", "R40")
	b.s.TopHearts = 3
	b.do("fight 0,-2", "dice R64") // 6 dice: the roll follows at once
	b.do("roll hit", "roll hit", "roll hit", "roll hit", "roll hit", "roll paw")
	m := b.s.Figures[2]
	if m.Place != InDeck || b.s.Destroyed != 1 || b.s.TopHearts != 3 || b.s.MummyDeck()&(1<<2) == 0 {
		t.Fatalf("the Brute is %+v, %d destroyed, %d hearts on the deck", m, b.s.Destroyed, b.s.TopHearts)
	}
	b.asks(tPaw, 0)
	if b.count(ActStep) != 2 || !b.legal("stay") {
		t.Errorf("%d steps offered by the paw print", b.count(ActStep))
	}
	b.do("step 0,-3")
	b.asks(tPlayer, 0)
	if b.s.Cells[b.s.CatCell[0]].At != (Coord{0, -3}) {
		t.Error("the paw step went elsewhere")
	}
}

// TestRulePawPrintIsOneStepIntoARoomWithoutMummies: R11 "one step whatever
// the number of paws, into a joined room without mummies".
func TestRulePawPrintIsOneStepIntoARoomWithoutMummies(t *testing.T) {
	b := fightTable(t, "R64", "R40")
	b.s.Figures[2].Hearts = 5
	b.mummy(0, "0,-3")
	b.do("fight 0,-2", "dice R64")
	b.do("roll paw", "roll paw", "roll paw", "roll paw", "roll hit", "roll paw")
	b.asks(tPaw, 0)
	if b.count(ActStep) != 1 || !b.legal("step 0,-1") {
		t.Error("the paw print may step into a mummy's room")
	}
	b.do("step 0,-1")
	if b.s.Top().Kind != tPlayer {
		t.Errorf("five paws gave more than one step (%v)", b.s.Top().Kind)
	}
}

// TestRuleDamageIsSpreadOverTheMummiesAsThePlayerLikes: "Kotkrywca może
// walczyć z kilkoma Mumiami jednocześnie. W takiej sytuacji rozdziela
// obrażenia jak chce pomiędzy swoimi przeciwnikami."
func TestRuleDamageIsSpreadOverTheMummiesAsThePlayerLikes(t *testing.T) {
	b := fightTable(t, "R40", "R41", "R48")
	b.mummy(0, "0,-2")
	b.cat(0, "0,-2")
	b.do("fight 0,-2", "dice R40", "dice R41")
	b.do("roll hit", "roll hit", "roll hit", "roll hit", "roll paw", "roll paw")
	b.asks(tAllot, 0)
	if b.count(ActAllot) != 5 || !b.legal("deal m1 0") || !b.legal("deal m1 4") {
		t.Fatalf("the Wailing Mummy may take 0..4 of 4: %d choices", b.count(ActAllot))
	}
	b.do("deal m1 1")
	if b.s.Figures[0].Hearts != 4 || b.s.Figures[2].Hearts != 2 {
		t.Errorf("hearts %d and %d after 1 and 3", b.s.Figures[0].Hearts, b.s.Figures[2].Hearts)
	}
	b.do("stay")
}

// TestRuleDoubleStrikeDoublesTheDamage: "Przed zaatakowaniem Mumii gracz
// może odrzucić ten żeton, aby podwoić liczbę zadawanych obrażeń."
func TestRuleDoubleStrikeDoublesTheDamage(t *testing.T) {
	b := fightTable(t, "R40", "R48")
	b.token(0, "S09")
	b.do("fight 0,-2", "double S09", "dice R40")
	b.do("roll hit", "roll hit", "roll hex", "draw R01")
	if h := b.s.Figures[2].Hearts; h != 1 {
		t.Errorf("2 hits doubled left the Brute %d hearts of 5, want 1", h)
	}
}

// TestRuleHexDrawsACard: "Za każdy symbol heksa gracz może dobrać nową
// kartę komory."
func TestRuleHexDrawsACard(t *testing.T) {
	b := fightTable(t, "R40", "R48")
	b.do("fight 0,-2", "dice R40", "roll hex", "roll hex", "roll hit")
	b.asks(tDraw, ChanceSeat)
	b.do("draw R01", "draw R02")
	if b.s.HandSize(0) != 3 || b.s.Figures[2].Hearts != 4 {
		t.Errorf("%d cards, Brute %d hearts", b.s.HandSize(0), b.s.Figures[2].Hearts)
	}
}

// TestRuleQuestionMarksUseTheCatsAbility: "Za każdy symbol znaku zapytania
// gracz może użyć swojej zdolności specjalnej" — Cleo draws a room card,
// Howard a sarcophagus token, Sekhmet deals 1 more damage, Spark adds a
// torch (spec §8).
func TestRuleQuestionMarksUseTheCatsAbility(t *testing.T) {
	roll := func(cat Cat) *fixture {
		b := fightTable(t, "R40", "R48")
		b.s.Opt.Cats[0] = cat
		b.s.Torches = 5
		b.do("fight 0,-2", "dice R40", "roll question", "roll question", "roll hit")
		return b
	}
	b := roll(0) // Cleo
	b.do("draw R01", "draw R02")
	if b.s.HandSize(0) != 3 {
		t.Errorf("Cleo: %d cards", b.s.HandSize(0))
	}
	b = roll(1) // Howard
	b.do("token S01", "token S05")
	if b.s.Tokens[0].Len() != 2 {
		t.Errorf("Howard: %d tokens", b.s.Tokens[0].Len())
	}
	b = roll(2) // Sekhmet
	if b.s.Figures[2].Hearts != 2 {
		t.Errorf("Sekhmet: the Brute has %d hearts, want 5-1-2", b.s.Figures[2].Hearts)
	}
	b = roll(3) // Spark
	if b.s.Torches != 7 {
		t.Errorf("Spark: %d torches, want 5+2", b.s.Torches)
	}
}

// TestRuleLordOfSilenceNegatesAbilities: "Blokada zdolności: dopóki ten
// Władca Mumii znajduje się w labiryncie, neguje zdolności specjalne
// Kotkrywców."
func TestRuleLordOfSilenceNegatesAbilities(t *testing.T) {
	b := newFixture(t, 1)
	exitMaze(b, 2)
	b.s.Opt.Cats[0] = 2 // Sekhmet
	b.cat(0, "0,-10")
	b.hand(0, "R57", "R58")
	b.do("fight 0,-10", "dice R57", "roll question", "roll question", "roll question", "roll hit")
	if h := b.s.Figures[LordIndex].Hearts; h != 9 {
		t.Errorf("the Lord of Silence has %d hearts: question marks counted", h)
	}
}

// TestRuleTheTeamWinsWhenTheLordAndEveryMummyAreDestroyed: "Jeśli gracze
// zdołali połączyć Wyjście z labiryntem, pokonali Władcę Mumii oraz
// wszystkie Mumie grasujące po korytarzach, odnoszą zwycięstwo!"
func TestRuleTheTeamWinsWhenTheLordAndEveryMummyAreDestroyed(t *testing.T) {
	b := newFixture(t, 1)
	exitMaze(b, 3) // the Lord of Stone, 12 hearts
	b.mummy(2, "0,-5")
	b.s.Figures[2].Hearts = 1
	b.cat(0, "0,-10")
	b.hand(0, "R64", "R57", "R58", "R59")
	b.token(0, "S10")
	b.do("fight 0,-10", "double S10", "dice R64")
	for range 6 {
		b.do("roll hit")
	}
	if b.s.Figures[LordIndex].Place != Gone || b.s.Over {
		t.Fatalf("the Lord is %+v; over %v with the Brute still in the maze", b.s.Figures[LordIndex], b.s.Over)
	}
	b.asks(tPlayer, 0)
	b.do("end", "roll mummy") // the Brute walks: no new mummy after the Exit
	b.do("fight 0,-4", "boost R59", "dice R57", "roll hit", "roll hit", "roll hit", "roll hit")
	if !b.s.Over || !b.s.Won || b.s.End != EndExit || len(b.events(EvGameWon)) != 1 {
		t.Fatalf("over %v won %v end %v", b.s.Over, b.s.Won, b.s.End)
	}
	if b.s.Figures[2].Place != Gone {
		t.Error("a mummy destroyed after the Exit opened goes back to the deck")
	}
	if o := b.s.Outcome(); !o.Won || o.Destroyed != 2 || !o.ExitOpened || o.Lord != 3 {
		t.Errorf("outcome %+v", o)
	}
}
