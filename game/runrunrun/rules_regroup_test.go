package runrunrun

import "testing"

// regroupTable: three cats on a straight corridor of 5 — Cleo (active) on
// (0,-1), Howard on (0,-5) beyond the Brute on (0,-3), Sekhmet on (0,-3)
// with the Brute — and a discard pile of seven cards.
func regroupTable(t *testing.T) *fixture {
	b := newFixture(t, 3)
	straight(b, 5)
	b.mummy(2, "0,-3")
	b.cat(0, "0,-1")
	b.cat(1, "0,-5")
	b.cat(2, "0,-3")
	b.hand(0, "R40", "R41", "R47")
	b.hand(1, "R57", "R58")
	b.hand(2, "R59")
	b.discardPile("R01", "R02", "R03", "R04", "R05", "R06", "R07")
	b.s.Torches = 3
	return b
}

// TestRuleRegroupSpendsATile: "Bierze jeden kafelek przegrupowania ze
// stosu i usuwa go z gry ... Kiedy wszystkie kafelki zostaną zużyte, ta
// akcja nie jest już dostępna." and "W ramach tej akcji gracz nie może
// poruszyć swojego Kotkrywcy."
func TestRuleRegroupSpendsATile(t *testing.T) {
	b := regroupTable(t)
	b.do("regroup")
	if b.s.Regroups != 2 {
		t.Errorf("%d tiles left of 3", b.s.Regroups)
	}
	if b.s.Cells[b.s.CatCell[0]].At != (Coord{0, -1}) {
		t.Error("the active cat moved")
	}
	c := regroupTable(t)
	c.s.Regroups = 0
	if c.legal("regroup") {
		t.Error("a Regroup with no tile left")
	}
}

// TestRuleRegroupJoiningIsFreeButNotThroughAMummy: "Każdy inny gracz,
// który chce i jest w stanie odpocząć razem z aktywnym graczem, może do
// niego dołączyć przemieszczając się do jego komory. Taki ruch jest
// darmowy bez względu na odległość, jednak NIE MOŻNA przejść przez heks
// zajmowany przez Mumię." Each cat's own player decides (§16.2); starting
// in a mummy's room is allowed.
func TestRuleRegroupJoiningIsFreeButNotThroughAMummy(t *testing.T) {
	b := regroupTable(t)
	b.do("regroup")
	b.asks(tJoin, 2) // Howard, beyond the Brute, is not asked
	b.do("join")
	if b.s.CatCell[2] != b.s.CatCell[0] || b.s.Party != 1<<0|1<<2 {
		t.Errorf("Sekhmet did not join (party %b)", b.s.Party)
	}
	if b.s.CatCell[1] != b.cell("0,-5") {
		t.Error("Howard moved")
	}
}

// TestRuleRegroupCardsFaceDownThenRevealedAndShared: "wybierają teraz do 2
// kart komór ze swojej ręki i układają je zakryte ... otrzymują nowe karty
// komór: losowo dobierają dwie z wcześniej odrzuconych kart ... plus dwie
// dodatkowe karty ... za każdą pochodnię, jaką postanowią poświęcić.
// Należy odkryć wszystkie karty ... Mogą podzielić się kartami w dowolny
// sposób" (each keeping one, §10.2; the share is asked of the active
// player, §16.2).
func TestRuleRegroupCardsFaceDownThenRevealedAndShared(t *testing.T) {
	b := regroupTable(t)
	b.do("regroup", "join")
	b.asks(tLay, 0)
	b.do("lay R40 R47")
	b.asks(tLay, 2)
	if o := b.s.Observe(2); o.Laid[0] != 0 || o.LaidCount[0] != 2 || o.Unknown&(1<<b.card("R40")) == 0 {
		t.Error("Sekhmet sees Cleo's face-down cards")
	}
	b.do("lay R59") // Sekhmet lays her only card
	b.asks(tSpend, 0)
	// 7 cards in the pile: 2, 4 or 6 pulled (a third torch would still
	// pull more: 8 > 7 is capped, but the 7th card is reached).
	if b.count(ActSpend) != 4 {
		t.Errorf("%d torch choices, want 0..3", b.count(ActSpend))
	}
	b.do("torches 1")
	if b.s.Torches != 2 {
		t.Errorf("%d torches after spending 1 of 3", b.s.Torches)
	}
	for _, c := range []string{"R01", "R02", "R03", "R04"} {
		b.do("pull " + c)
	}
	if b.s.Pool.Len() != 7 || b.s.Laid != [MaxSeats]CardSet{} {
		t.Fatalf("pool of %d after the reveal", b.s.Pool.Len())
	}
	if len(b.events(EvCardsRevealed)) != 2 {
		t.Error("the laid cards are not revealed")
	}
	b.asks(tShare, 0)
	// Six cards go to Cleo; the last must go to Sekhmet, who has none.
	for range 6 {
		b.do("give " + b.s.Pool.First().String() + " cleo")
	}
	if b.legal("give " + b.s.Pool.First().String() + " cleo") {
		t.Error("Sekhmet may end the Regroup with no card")
	}
	b.asks(tPlayer, 0) // the last card went to her by force
	if b.s.HandSize(2) != 1 || b.s.HandSize(0) != 7 {
		t.Errorf("hands %d and %d", b.s.HandSize(0), b.s.HandSize(2))
	}
}

// TestRuleRegroupTokensMayBePassed: "Istnieje również możliwość
// skorzystania z odpoczynku celem wymiany żetonów sarkofagów (lub oddania
// ich towarzyszowi za darmo)."
func TestRuleRegroupTokensMayBePassed(t *testing.T) {
	b := regroupTable(t)
	b.token(0, "S11")
	b.token(2, "S09")
	b.do("regroup", "join", "lay", "lay", "torches 0", "pull R01", "pull R02")
	b.do("give R01 cleo", "give R02 sekhmet")
	b.asks(tPassTokens, 0)
	b.do("pass S11 sekhmet")
	b.asks(tPassTokens, 0)
	if b.legal("pass S11 cleo") || !b.legal("pass S09 cleo") {
		t.Error("a token passes twice in one Regroup, or another not at all")
	}
	b.do("pass S09 cleo") // the last token that may pass: the Regroup ends
	if !b.s.Tokens[2].Has(10) || !b.s.Tokens[0].Has(8) {
		t.Error("the tokens did not change hands")
	}
	b.asks(tPlayer, 0)
}

// TestRuleSoloRegroupPullsFromTheDiscardPile: "Akcja współpracy wciąż
// działa: chociaż żaden towarzysz nie dołączy do gracza, nadal może on
// odzyskiwać karty ze stosu odrzuconych kart."
func TestRuleSoloRegroupPullsFromTheDiscardPile(t *testing.T) {
	b := newFixture(t, 1)
	b.hand(0, "R40")
	b.discardPile("R01", "R02", "R03")
	b.s.Torches = 0
	b.do("regroup")
	b.asks(tPull, ChanceSeat) // no one to join, nothing to lay, no torch to spend
	b.do("pull R03", "pull R01")
	if b.s.HandSize(0) != 3 || b.s.Discard.Len() != 1 {
		t.Errorf("%d cards in hand, %d in the pile", b.s.HandSize(0), b.s.Discard.Len())
	}
	b.asks(tPlayer, 0)
}

// TestRuleRegroupLastCardsGoToTheCatWithNone: the participants "Mogą
// podzielić się kartami w dowolny sposób", each keeping a card (§10.2 (e)):
// when the pool holds just enough for the cats left with none, those cards
// are theirs, even two identical cards split between two cats.
func TestRuleRegroupLastCardsGoToTheCatWithNone(t *testing.T) {
	b := newFixture(t, 3)
	straight(b, 2)
	b.hand(0, "R01", "R02") // two identical sarcophagus dead ends
	b.hand(1, "R57")
	b.hand(2, "R59")
	b.cat(2, "0,-2")
	b.do("regroup", "decline", "join", "lay R01 R02", "lay")
	b.asks(tShare, 0)
	b.do("give R01 sekhmet") // R02 must now go to Cleo, who has no card
	if b.s.HandSize(0) != 1 || !b.s.Hands[0].Has(b.card("R02")) {
		t.Fatalf("Cleo holds %d cards", b.s.HandSize(0))
	}
	b.asks(tPlayer, 0)
}
