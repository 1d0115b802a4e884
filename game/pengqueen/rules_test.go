package pengqueen

import (
	"slices"
	"testing"
)

// Rules tests: one per rule of the rulebook (../shared/rules/
// pyramid-of-pengqueen.txt), named after it and quoting it. The rulings
// R1–R20 of the spec are in rulings_test.go.

// turnOf hands the turn to piece p at its beginning (a scenario's start).
func turnOf(t *testing.T, s *State, p int) {
	t.Helper()
	s.Piece, s.Phase, s.Rolls, s.Reset, s.Move = uint8(p), PhaseTurn, 0, false, FaceNone
	s.clearDice()
	check(t, s)
}

// TestRuleSetUp: "Each treasure hunter player chooses a color, takes all
// three life tokens in that color, and adds their matching magnetic
// treasure hunter piece ... onto the treasure hunter starting space";
// "The mummy player places ... his magnetic mummy figure on the space with
// a picture of a sarcophagus"; "Separate the treasure cards into five
// piles, based on the colors on their backs. Then shuffle each of the
// piles separately. Give one card from each pile to each treasure hunter."
func TestRuleSetUp(t *testing.T) {
	for players := MinSeats; players <= MaxSeats; players++ {
		s, err := NewState(Options{Players: uint8(players)})
		if err != nil {
			t.Fatal(err)
		}
		if s.NumPieces() != max(2, players-1) {
			t.Errorf("%d players: %d pieces", players, s.NumPieces())
		}
		for p := 0; p < s.NumPieces(); p++ {
			pc := s.Pieces[p]
			if pc.Square != Entrance() || pc.Tokens != 3 || s.Opt.Colours[p] != PieceRed+PieceColour(p) {
				t.Errorf("%d players: piece %d is %s on %s with %d tokens", players, p, s.Opt.Colours[p], pc.Square, pc.Tokens)
			}
		}
		if s.Mummy != Sarcophagus() || s.Aside != 0 || s.Tokens != 0 {
			t.Errorf("%d players: the Mummy on %s, %d dice aside, %d tokens", players, s.Mummy, s.Aside, s.Tokens)
		}
		// The deal is chance, card by card, from the pile of the colour
		// being dealt: the first card is any of the five yellow ones.
		if s.Current() != ChanceSeat || !slices.Equal(legalSet(&s), []string{"deal crown", "deal sceptre", "deal sun-disc", "deal golden-fish", "deal key"}) {
			t.Errorf("%d players: the deal begins with %v", players, legalSet(&s))
		}
		g := newGame(t, Options{Players: uint8(players)})
		for h := 0; h < players-1; h++ {
			for c, n := range g.Hands[h].Counts() {
				if int(n) != CardsDealt(players) {
					t.Errorf("%d players: seat %d holds %d %s cards", players, h+1, n, Colour(c))
				}
			}
		}
		if g.Unseen.Len() != NumCards-5*CardsDealt(players)*(players-1) {
			t.Errorf("%d players: %d cards left out", players, g.Unseen.Len())
		}
	}
	if _, err := NewState(Options{Players: 3, Colours: [MaxPieces]PieceColour{PieceBlue, PieceBlue}}); err == nil {
		t.Error("two blue pieces were accepted")
	}
	if _, err := NewState(Options{Players: 6}); err == nil {
		t.Error("six players were accepted")
	}
}

// TestRuleFirstHunterBegins: "The treasure hunter to the left of the mummy
// player begins the game and play continues around the table in a
// clockwise direction" (seat 1, then the seats in order, then the Mummy:
// ruling R4).
func TestRuleFirstHunterBegins(t *testing.T) {
	s := newGame(t, Options{Players: 4})
	var order []int
	for s.Phase != PhaseMummyRoll {
		order = append(order, s.Current())
		rollFaces(t, s, "1", "2", "3", "4", "arrow")
		do(t, s, legalSet(s)[0], "end")
	}
	if !slices.Equal(order, []int{1, 2, 3}) {
		t.Errorf("seats played %v, want [1 2 3]", order)
	}
	do(t, s, "black 1", "step north")
	if s.Round != 2 || s.Current() != 1 {
		t.Errorf("after the Mummy: round %d, seat %d to play", s.Round, s.Current())
	}
}

// TestRuleResetTheDice: "If, after the first turn of the game, any of the
// dice have been set aside with their mummy side showing, then the player
// may choose to reset all the dice before rolling them for their turn. In
// this case, the mummy player immediately takes a special interrupting
// turn ... the treasure hunter player continues on to step 2 with all five
// dice available."
func TestRuleResetTheDice(t *testing.T) {
	s := newGame(t, Options{Players: 3})
	if has(s, "reset") {
		t.Error("reset offered with no die set aside")
	}
	s.Aside = 2
	if !has(s, "reset") || !has(s, "roll") {
		t.Fatalf("with two dice aside: %v", legalSet(s))
	}
	evs := do(t, s, "reset")
	if s.Current() != MummySeat || !s.Interrupt || s.Steps != 2 {
		t.Fatalf("after reset: seat %d, interrupt %v, %d steps", s.Current(), s.Interrupt, s.Steps)
	}
	if find(t, evs, EvReset).Aside != 2 || find(t, evs, EvMummyTurn).Count != 1 {
		t.Error("the reset and the interrupting turn are not announced")
	}
	do(t, s, "step north", "step north")
	if s.Current() != 1 || s.Aside != 0 || !slices.Equal(legalSet(s), []string{"roll"}) {
		t.Fatalf("after the interrupt: seat %d, %d aside, legal %v", s.Current(), s.Aside, legalSet(s))
	}
	do(t, s, "roll")
	if s.RollSize != NumDice {
		t.Errorf("the hunter rolls %d dice, want all five", s.RollSize)
	}
}

// TestRuleRollTheDice: "The player rolls all the treasure hunter dice
// available which are not showing a mummy. After each roll, any dice
// rolled showing a mummy must be set aside ... Otherwise, they may choose
// to roll all the available dice again. The player may repeat this process
// as often as desired."
func TestRuleRollTheDice(t *testing.T) {
	s := newGame(t, Options{Players: 3})
	s.Aside = 1
	do(t, s, "roll")
	if s.RollSize != 4 {
		t.Fatalf("%d dice rolled with one aside", s.RollSize)
	}
	evs := do(t, s, "white mummy", "white 1", "white mummy", "white 3")
	if s.Aside != 3 || s.Phase != PhaseChoose {
		t.Fatalf("after two mummies: %d aside, phase %s", s.Aside, s.Phase)
	}
	r := find(t, evs, EvRolled)
	if r.Value != 1 || r.Dice != 4 || r.Count != 2 || r.Aside != 3 {
		t.Errorf("the roll is told as %s", r)
	}
	for i := 0; i < 5; i++ { // as often as desired
		do(t, s, "roll", "white 1", "white 2")
	}
	if s.Rolls != 6 || s.RollSize != 2 {
		t.Errorf("%d rolls, the last of %d dice", s.Rolls, s.RollSize)
	}
}

// TestRuleMoveOneDie: "The player looks at the dice they rolled and
// chooses one of them, the result of which (1, 2, 3, 4, or arrow) is
// announced to the mummy player, and then applied to their piece."
func TestRuleMoveOneDie(t *testing.T) {
	s := newGame(t, Options{Players: 3})
	rollFaces(t, s, "2", "2", "mummy", "4", "4")
	if got := ends(s, "1") + ends(s, "3") + ends(s, "arrow"); got != "" {
		t.Errorf("faces not rolled can be chosen: %s", got)
	}
	if ends(s, "2") != "K11 J12 L12" {
		t.Errorf("2 from the entrance reaches %s", ends(s, "2"))
	}
	evs := do(t, s, "move 4 J10")
	e, ok := find(t, evs, EvMoved).VisibleTo(MummySeat)
	if !ok || e.Face != Face4 || e.From != NoSquare || e.To != NoSquare {
		t.Errorf("the Mummy hears %s", e)
	}
}

// TestRuleNumberMovesExactly: "If the player chooses a die with a number,
// they must move their treasure hunter piece the corresponding number of
// spaces. They may pass through spaces with other treasure hunters
// (counting each space as one movement), but they may never end their turn
// on the same space as another treasure hunter."
func TestRuleNumberMovesExactly(t *testing.T) {
	s := newGame(t, Options{Players: 3})
	put(t, s, 0, "I11")
	put(t, s, 1, "K11")
	putMummy(t, s, "W9")
	check(t, s)
	rollFaces(t, s, "1", "2", "3", "3", "3")
	if got := ends(s, "2"); got != "J10 G11 I11 J12" {
		t.Errorf("2 from I11 with a hunter on K11 ends on %s, want J10 G11 I11 J12", got)
	}
	if !has(s, "move 3 L11") {
		t.Error("3 cannot pass the hunter on K11 to L11")
	}
	refuse(t, s, "move 2 K11")
	refuse(t, s, "move 3 I11") // an odd walk never comes back
	do(t, s, "move 3 L11")
}

// TestRuleNumberBacktracks: "A piece may only be moved horizontally or
// vertically (never diagonally). Changing direction, including
// backtracking, is allowed. During a turn, the same space may be entered
// several times by going back and forth, each time counting as one
// additional movement."
func TestRuleNumberBacktracks(t *testing.T) {
	s := newGame(t, Options{Players: 3})
	put(t, s, 0, "M3") // the dead end of the Golden Fish
	put(t, s, 1, "K11")
	putMummy(t, s, "W9")
	rollFaces(t, s, "1", "2", "3", "4", "4")
	want := map[string]string{"1": "M4", "2": "M3 M5", "3": "M4 M6", "4": "M3 M5 M7"}
	for f, w := range want {
		if got := ends(s, f); got != w {
			t.Errorf("%s from M3 ends on %s, want %s", f, got, w)
		}
	}
}

// TestRuleArrowSlides: "If the player chooses a die with the arrow, they
// must move their piece in a straight line (horizontally or vertically)
// until it hits an obstacle or another player's treasure hunter ... ends
// their movement on the space immediately in front of the obstacle /
// treasure hunter. A treasure hunter may not end their movement on the same
// spot they started on when choosing this option."
func TestRuleArrowSlides(t *testing.T) {
	s := newGame(t, Options{Players: 3})
	put(t, s, 0, "I7") // the west end of the Grand Gallery
	put(t, s, 1, "K11")
	putMummy(t, s, "W9")
	rollFaces(t, s, "arrow", "mummy", "mummy", "mummy", "mummy")
	if got := ends(s, "arrow"); got != "Q7 I9" {
		t.Errorf("the arrow from I7 stops on %s, want Q7 I9 (west and north are walls)", got)
	}
	turnOf(t, s, 0)
	s.Aside = 0
	put(t, s, 1, "O7")
	rollFaces(t, s, "arrow", "1", "1", "1", "1")
	if got := ends(s, "arrow"); got != "N7 I9" {
		t.Errorf("with a hunter on O7 the arrow stops on %s, want N7 I9", got)
	}
	refuse(t, s, "move arrow O7")
	refuse(t, s, "move arrow Q7")
	// A direction blocked at once is no move.
	turnOf(t, s, 0)
	s.Aside = 0
	put(t, s, 0, "M3")
	rollFaces(t, s, "arrow", "mummy", "mummy", "mummy", "mummy")
	if got := ends(s, "arrow"); got != "M7" {
		t.Errorf("the arrow from M3 stops on %s, want only M7", got)
	}
}

// TestRuleObstacles: "Obstacles include: walls, the treasure hunter
// starting space, the mummy's sarcophagus, and the current space of the
// mummy figure. Obstacles may not be entered or crossed as part of a
// treasure hunter's movement."
func TestRuleObstacles(t *testing.T) {
	s := newGame(t, Options{Players: 3})
	put(t, s, 0, "K12")
	put(t, s, 1, "W9")
	putMummy(t, s, "P11")
	rollFaces(t, s, "1", "2", "arrow", "mummy", "mummy")
	if got := ends(s, "1"); got != "K11 J12 L12" {
		t.Errorf("1 from K12 ends on %s: the entrance K13 is an obstacle", got)
	}
	if got := ends(s, "arrow"); got != "K11 I12 M12" {
		t.Errorf("the arrow from K12 stops on %s, want K11 I12 M12", got)
	}
	turnOf(t, s, 0)
	s.Aside = 0
	put(t, s, 0, "O11")
	rollFaces(t, s, "1", "2", "arrow", "4", "4")
	if got := ends(s, "1"); got != "O10 O12" {
		t.Errorf("1 from O11 ends on %s: the Mummy on P11 is an obstacle", got)
	}
	if got := ends(s, "2"); got != "O9 O11" {
		t.Errorf("2 from O11 ends on %s: not through the Mummy or into the sarcophagus", got)
	}
	if got := ends(s, "arrow"); got != "O9 O12" {
		t.Errorf("the arrow from O11 stops on %s, want O9 O12", got)
	}
}

// TestRulePlayATreasureCard: "If a treasure hunter ends their move on one
// of the symbols matching their treasure cards, then they may reveal their
// card and place it face up for everyone to see (including the mummy)."
func TestRulePlayATreasureCard(t *testing.T) {
	s := newGame(t, Options{Players: 3}, []string{"goblet"}, []string{"emerald"})
	put(t, s, 0, "J9")
	putMummy(t, s, "W9")
	rollFaces(t, s, "1", "1", "1", "1", "1")
	do(t, s, "move 1 K9")
	if !slices.Equal(legalSet(s), []string{"show goblet", "end"}) {
		t.Fatalf("on the Goblet: %v", legalSet(s))
	}
	evs := do(t, s, "show goblet")
	e, ok := find(t, evs, EvShown).VisibleTo(MummySeat)
	if !ok || e.Card != card(t, "goblet") || e.To != sq(t, "K9") {
		t.Errorf("the Mummy sees %s", e)
	}
	if !s.Shown[0].Has(card(t, "goblet")) || s.Hands[0].Has(card(t, "goblet")) || s.Current() != 2 {
		t.Errorf("after showing: hand %s, shown %s, seat %d to play", s.Hands[0], s.Shown[0], s.Current())
	}
	// A symbol whose card the hunter does not hold offers nothing.
	put(t, s, 1, "K7")
	rollFaces(t, s, "2", "2", "2", "2", "2")
	do(t, s, "move 2 I7")
	if !slices.Equal(legalSet(s), []string{"end"}) {
		t.Errorf("on a symbol not held: %v", legalSet(s))
	}
	refuse(t, s, "show leaf-amulet")
	refuse(t, s, "show emerald")
}

// TestRuleLastCardWins: "If a player plays their last card, then they
// immediately win the game."
func TestRuleLastCardWins(t *testing.T) {
	s := newGame(t, Options{Players: 4}, nil, []string{"crown", "emerald", "helmet", "jewel", "orb"})
	s.Shown[1] = s.Hands[1].Without(card(t, "crown"))
	s.Hands[1] = CardSetOf(card(t, "crown"))
	put(t, s, 1, "L1")
	putMummy(t, s, "W9")
	turnOf(t, s, 1)
	rollFaces(t, s, "1", "1", "1", "1", "1")
	evs := do(t, s, "move 1 M1", "show crown")
	if !s.Over || s.Winner != 2 || s.Current() != TerminalSeat {
		t.Fatalf("over %v, winner %d", s.Over, s.Winner)
	}
	if o := s.Outcome(); o.Winner != (Winner{SideHunters, 2}) || o.Shown[1] != 5 || o.Reason != "last-card" {
		t.Errorf("outcome %+v", o)
	}
	if kinds(evs)[len(evs)-1] != EvGameOver {
		t.Errorf("events end with %v", kinds(evs))
	}
}

// TestRulebookExampleBlue: the rulebook's "Example of a treasure hunter's
// turn": "From earlier turns there are two dice showing mummies. Blue
// decides not to reset and therefore rolls only the three dice remaining
// without mummies. He rolls a mummy, a 1, and a 2. He sets aside the mummy
// die. He does not like his result, so he chooses to roll again. He rolls
// the two remaining dice. His choices are now a 1 and a 4. Blue announces
// that he will move four spaces. He moves to the red jewel. Because he has
// the treasure card with the red jewel, he then places it face up on the
// table. This ends his turn. Next, the red player is up and decides to
// reset the dice. The mummy player then takes an interrupting turn, but
// the red player will get to roll all five dice afterwards."
func TestRulebookExampleBlue(t *testing.T) {
	s := newGame(t, Options{Players: 3, Colours: [MaxPieces]PieceColour{PieceBlue, PieceRed}}, []string{"jewel"})
	put(t, s, 0, "C13")
	put(t, s, 1, "K11")
	putMummy(t, s, "W9")
	s.Aside = 2
	check(t, s)
	do(t, s, "roll")
	if s.RollSize != 3 {
		t.Fatalf("blue rolls %d dice", s.RollSize)
	}
	do(t, s, "white mummy", "white 1", "white 2", "roll")
	if s.Aside != 3 || s.RollSize != 2 {
		t.Fatalf("the re-roll: %d aside, %d dice", s.Aside, s.RollSize)
	}
	do(t, s, "white 1", "white 4", "move 4 A11", "show jewel")
	if s.Current() != 2 || s.Opt.Colours[s.Piece] != PieceRed {
		t.Fatalf("seat %d (%s) to play, want red", s.Current(), s.Opt.Colours[s.Piece])
	}
	die := s.MummyDie
	do(t, s, "reset")
	if s.Current() != MummySeat || s.Steps != 3 || s.MummyDie != die {
		t.Fatalf("the interrupting turn: seat %d, %d steps", s.Current(), s.Steps)
	}
	do(t, s, "step west", "stop", "roll")
	if s.RollSize != 5 {
		t.Errorf("red rolls %d dice, want all five", s.RollSize)
	}
}

// TestRuleMummyNormalTurn: "The mummy player rolls the mummy die and adds
// the result to the number of treasure hunter dice set aside with mummies
// on them. This total indicates how many spaces the mummy may move. The
// mummy may only move horizontally and vertically. They may not move
// through walls, and may not move into the treasure hunter starting space
// or back into their sarcophagus."
func TestRuleMummyNormalTurn(t *testing.T) {
	s := newGame(t, Options{Players: 3})
	put(t, s, 0, "W9")
	put(t, s, 1, "Y13")
	putMummy(t, s, "L12")
	turnOf(t, s, 1)
	s.Aside = 2
	rollFaces(t, s, "1", "1", "1")
	do(t, s, "move 1 X13", "end")
	if s.Phase != PhaseMummyRoll || s.Current() != ChanceSeat {
		t.Fatalf("after the round: phase %s", s.Phase)
	}
	do(t, s, "black 3")
	if s.Steps != 5 || s.Current() != MummySeat {
		t.Fatalf("die 3 with 2 aside: %d steps", s.Steps)
	}
	if !slices.Equal(legalSet(s), []string{"step north", "step east", "step west", "stop"}) {
		t.Errorf("from L12: %v (south is rock)", legalSet(s))
	}
	do(t, s, "step west")
	refuse(t, s, "step south") // K13, the entrance
	do(t, s, "step east", "step east", "step north", "step north")
	if s.Phase != PhaseTurn || s.Round != 2 || s.Mummy != sq(t, "M10") {
		t.Errorf("after five steps: phase %s round %d, the Mummy on %s", s.Phase, s.Round, s.Mummy)
	}
	// Into the sarcophagus: never.
	s2 := newGame(t, Options{Players: 3})
	putMummy(t, s2, "P13")
	s2.Phase, s2.Steps, s2.PathLen, s2.MummyDie = PhaseMummy, 4, 0, 4
	check(t, s2)
	refuse(t, s2, "step west")
	refuse(t, s2, "step north") // P12 is rock
}

// TestRuleCatch: "If the mummy enters a space with a treasure hunter, then
// that treasure hunter has been caught. The turn ends immediately, and the
// mummy remains on the space where it caught the treasure hunter. The
// treasure hunter piece is moved to the mummy's sarcophagus and the
// treasure hunter must give a life token to the mummy." (And the magnet
// tip: a piece not held by the magnet "still counts as being captured".)
func TestRuleCatch(t *testing.T) {
	s := newGame(t, Options{Players: 3})
	put(t, s, 0, "J11")
	put(t, s, 1, "W9")
	putMummy(t, s, "L11")
	s.Phase, s.Piece = PhaseMummyRoll, 1
	check(t, s)
	evs := do(t, s, "black 6", "step west", "step west")
	c := find(t, evs, EvCaught)
	if c.Piece != 0 || c.From != sq(t, "J11") || c.To != Sarcophagus() {
		t.Errorf("caught: %s", c)
	}
	if s.Pieces[0].Square != Sarcophagus() || s.Pieces[0].Tokens != 2 || s.Tokens != 1 || s.Mummy != sq(t, "J11") {
		t.Errorf("after the catch: piece on %s with %d tokens, the Mummy has %d and stands on %s", s.Pieces[0].Square, s.Pieces[0].Tokens, s.Tokens, s.Mummy)
	}
	if s.Phase != PhaseTurn || s.Round != 2 {
		t.Errorf("her turn goes on after the catch: phase %s", s.Phase)
	}
	if v := s.Observe(MummySeat).Pieces[0]; v.Seen != Sarcophagus() || v.SeenWhy != SeenCaught {
		t.Errorf("the Mummy's last sight of the piece: %s (%s)", v.Seen, v.SeenWhy)
	}
}

// TestRuleLastTokenOut: "When a treasure hunter has lost their last life
// token, they are out of the game" (spec §7.4: "the piece leaves the
// board, their unshown cards leave the game unseen, their turns are
// skipped. Shown cards stay shown").
func TestRuleLastTokenOut(t *testing.T) {
	s := newGame(t, Options{Players: 4}, []string{"goblet"})
	s.Hands[0] = s.Hands[0].Without(card(t, "goblet"))
	s.Shown[0] = CardSetOf(card(t, "goblet"))
	put(t, s, 0, "J11")
	put(t, s, 1, "W9")
	put(t, s, 2, "Y13")
	putMummy(t, s, "L11")
	s.Pieces[0].Tokens, s.Pieces[1].Tokens, s.Tokens = 1, 1, 4
	s.Phase, s.Piece = PhaseMummyRoll, 2
	check(t, s)
	hand := s.Hands[0]
	evs := do(t, s, "black 6", "step west", "step west")
	find(t, evs, EvOut)
	if !s.Pieces[0].Out || s.Pieces[0].Square != NoSquare || s.Hands[0] != 0 || s.Unseen&hand != hand {
		t.Errorf("out: %v on %s, hand %s", s.Pieces[0].Out, s.Pieces[0].Square, s.Hands[0])
	}
	if !s.Shown[0].Has(card(t, "goblet")) {
		t.Error("the shown card left with the hunter")
	}
	if s.Current() != 2 || s.Piece != 1 {
		t.Errorf("the next round begins with seat %d, want 2 (seat 1 is out)", s.Current())
	}
	if v := s.Observe(3); v.Hands[0].Count() != 0 || v.Pieces[0].Square != NoSquare {
		t.Error("a hunter still sees the cards or the piece of a hunter who is out")
	}
}

// TestRuleAsideStaysAfterNormalTurn: "After a normal mummy turn the
// treasure hunter dice showing mummies remain that way. They can only be
// reclaimed by a treasure hunter choosing to take the Reset action."
func TestRuleAsideStaysAfterNormalTurn(t *testing.T) {
	s := newGame(t, Options{Players: 3})
	s.Phase, s.Piece, s.Aside = PhaseMummyRoll, 1, 3
	check(t, s)
	do(t, s, "black 2", "stop")
	if s.Aside != 3 || !has(s, "reset") {
		t.Errorf("after her normal turn: %d aside, legal %v", s.Aside, legalSet(s))
	}
}

// TestRuleInterruptingTurn: "The mummy moves as many spaces as there are
// dice set aside showing mummy symbols. The mummy die is not rolled.
// Otherwise the rules are the same as for a normal mummy turn." (A catch
// included.)
func TestRuleInterruptingTurn(t *testing.T) {
	s := newGame(t, Options{Players: 3})
	put(t, s, 0, "W9")
	put(t, s, 1, "J11")
	putMummy(t, s, "L11")
	turnOf(t, s, 0)
	s.Aside = 4
	evs := do(t, s, "reset")
	for _, e := range evs {
		if e.Kind == EvMummyDie {
			t.Error("the black die was rolled")
		}
	}
	if s.Steps != 4 || s.IsChance() {
		t.Fatalf("%d steps, chance %v", s.Steps, s.IsChance())
	}
	do(t, s, "step west", "step west")
	if s.Tokens != 1 || s.Pieces[1].Square != Sarcophagus() || s.Current() != 1 || s.Aside != 0 {
		t.Errorf("after catching in the interrupt: %d tokens, seat %d to play with %d aside", s.Tokens, s.Current(), s.Aside)
	}
}

// TestRuleMummyWins: "The mummy has collected a number of life tokens,
// based on the number of players in the game: 2 treasure hunters: 4 life
// tokens, 3 treasure hunters: 6 life tokens, 4 treasure hunters: 7 life
// tokens" (and "The mummy player wins when they have collected 3 life
// tokens from the treasure hunter player" with two players).
func TestRuleMummyWins(t *testing.T) {
	for players, goal := range map[int]int{2: 3, 3: 4, 4: 6, 5: 7} {
		s := newGame(t, Options{Players: uint8(players)})
		for p := 0; p < s.NumPieces(); p++ {
			put(t, s, p, []string{"A13", "G13", "T13", "Y13"}[p])
		}
		put(t, s, 0, "J11")
		putMummy(t, s, "L11")
		// Take goal-1 tokens from the other pieces, at most two each.
		left := goal - 1
		for p := s.NumPieces() - 1; p >= 0 && left > 0; p-- {
			k := min(left, 2)
			s.Pieces[p].Tokens -= uint8(k)
			s.Tokens += uint8(k)
			left -= k
		}
		s.Phase, s.Piece = PhaseMummyRoll, uint8(s.NumPieces()-1)
		check(t, s)
		do(t, s, "black 6", "step west")
		if s.Over {
			t.Fatalf("%d players: over after one step", players)
		}
		evs := do(t, s, "step west")
		if !s.Over || s.Winner != MummySeat || int(s.Tokens) != goal {
			t.Errorf("%d players: with %d tokens over %v, winner %d", players, s.Tokens, s.Over, s.Winner)
		}
		if o := s.Outcome(); o.Winner != (Winner{SideMummy, 0}) || o.Tokens != goal {
			t.Errorf("%d players: outcome %+v", players, o)
		}
		if k := kinds(evs); k[len(k)-1] != EvGameOver {
			t.Errorf("%d players: the events end with %v", players, k)
		}
	}
}

// TestRuleTwoPlayerGame: "The treasure hunter player controls two
// different treasure hunter pieces and the life tokens of both. They draw
// 10 treasure cards (2 cards of each color). A normal turn is taken for
// each piece (always in the same order). The player's treasure cards can
// be played by either one of the pieces ... The mummy player takes a turn
// after both treasure hunters have had a turn. The treasure hunter player
// wins when they have played all 10 treasure cards."
func TestRuleTwoPlayerGame(t *testing.T) {
	s := newGame(t, Options{Players: 2}, []string{"crown", "key", "goblet", "emerald", "helmet", "dagger", "jewel", "lantern", "orb", "mask"})
	if s.Hands[0].Len() != 10 || s.PieceSeat(0) != 1 || s.PieceSeat(1) != 1 {
		t.Fatalf("hand %s; pieces played by seats %d and %d", s.Hands[0], s.PieceSeat(0), s.PieceSeat(1))
	}
	var order []int
	for s.Phase != PhaseMummyRoll {
		order = append(order, int(s.Piece))
		rollFaces(t, s, "1", "2", "3", "4", "arrow")
		do(t, s, legalSet(s)[0], "end")
	}
	if !slices.Equal(order, []int{0, 1}) {
		t.Errorf("pieces played %v", order)
	}
	// Either piece may show any of the ten: the second piece shows the
	// Goblet, the first the last card.
	s.Shown[0] = s.Hands[0] &^ CardSetOf(card(t, "goblet"), card(t, "jewel"))
	s.Hands[0] = CardSetOf(card(t, "goblet"), card(t, "jewel"))
	put(t, s, 0, "B11")
	put(t, s, 1, "J9")
	putMummy(t, s, "W9")
	s.Phase, s.Piece = PhaseMummyRoll, 1
	check(t, s)
	do(t, s, "black 1", "stop")
	rollFaces(t, s, "1", "1", "1", "1", "1")
	do(t, s, "move 1 A11", "end") // the first piece keeps quiet
	rollFaces(t, s, "1", "1", "1", "1", "1")
	do(t, s, "move 1 K9", "show goblet")
	do(t, s, "black 1", "stop")
	rollFaces(t, s, "2", "2", "2", "2", "2")
	do(t, s, "move 2 A11", "show jewel")
	if !s.Over || s.Winner != 1 || s.Shown[0].Len() != 10 {
		t.Errorf("all ten shown: over %v, winner %d", s.Over, s.Winner)
	}
}

// TestRuleAllMummiesLosesTheTurn: "What happens if all five treasure hunter
// dice show a mummy side? The player loses their turn. Their piece stays
// where it is. The next player has no choice but to reset the dice, which
// will give the mummy player an interrupting turn."
func TestRuleAllMummiesLosesTheTurn(t *testing.T) {
	s := newGame(t, Options{Players: 3})
	s.Aside = 3
	evs := rollFaces(t, s, "mummy", "mummy")
	find(t, evs, EvLostTurn)
	if s.Pieces[0].Square != Entrance() || s.Current() != 2 {
		t.Fatalf("after the lost turn: piece on %s, seat %d to play", s.Pieces[0].Square, s.Current())
	}
	if !slices.Equal(legalSet(s), []string{"reset"}) {
		t.Errorf("the next player may %v, want only reset", legalSet(s))
	}
	refuse(t, s, "roll")
	do(t, s, "reset")
	if s.Steps != 5 || s.Current() != MummySeat {
		t.Errorf("the interrupt: %d steps", s.Steps)
	}
}

// TestRuleSurroundedCannotMove: "If it is impossible for a treasure hunter
// to move on their turn because they are enclosed on three sides by walls
// and on the fourth side by the mummy, then the player must announce this
// to the mummy player. They do not get to take a turn. They may not reset
// or roll the dice. The game proceeds to the next player's turn."
func TestRuleSurroundedCannotMove(t *testing.T) {
	s := newGame(t, Options{Players: 3})
	put(t, s, 0, "W9")
	put(t, s, 1, "M3")
	putMummy(t, s, "M4")
	s.Aside = 2
	turnOf(t, s, 0)
	rollFaces(t, s, "1", "1", "1")
	evs := do(t, s, "move 1 V9", "end")
	e, ok := find(t, evs, EvCannotMove).VisibleTo(MummySeat)
	if !ok || e.Piece != 1 || e.From != NoSquare {
		t.Errorf("the Mummy hears %s", e)
	}
	if s.Phase != PhaseMummyRoll || s.Aside != 2 {
		t.Errorf("after cannot-move: phase %s, %d aside", s.Phase, s.Aside)
	}
}

// TestRuleLeaveTheSarcophagusEitherWay: "After the mummy player catches
// them, on their turn, can a treasure hunter leave the mummy's sarcophagus
// in either of the two directions (breaks in the walls)? Yes."
func TestRuleLeaveTheSarcophagusEitherWay(t *testing.T) {
	s := newGame(t, Options{Players: 3})
	put(t, s, 0, "O13")
	put(t, s, 1, "W9")
	putMummy(t, s, "J11")
	rollFaces(t, s, "1", "2", "arrow", "mummy", "mummy")
	if got := ends(s, "1"); got != "O12 P13" {
		t.Errorf("1 from the sarcophagus: %s", got)
	}
	if got := ends(s, "2"); got != "O11 Q13" {
		t.Errorf("2 from the sarcophagus: %s (never back in)", got)
	}
	if got := ends(s, "arrow"); got != "O9 R13" {
		t.Errorf("the arrow from the sarcophagus: %s", got)
	}
}

// TestRuleMummySeesCardBacks: "The mummy player may ask to look at the
// backs of the treasure hunters' remaining treasure cards in order to see
// which colors each treasure hunter still needs to collect" (ruling R19),
// while "These cards should be kept hidden from the other players."
func TestRuleMummySeesCardBacks(t *testing.T) {
	s := newGame(t, Options{Players: 3}, []string{"goblet"})
	s.Hands[0] = s.Hands[0].Without(card(t, "goblet"))
	s.Shown[0] = CardSetOf(card(t, "goblet"))
	o := s.Observe(MummySeat)
	if o.Hands[0].Backs != [NumColours]uint8{1, 0, 1, 1, 1} || o.Hands[0].Cards != 0 || o.Hands[0].Shown != s.Shown[0] {
		t.Errorf("the Mummy sees %+v", o.Hands[0])
	}
	if other := s.Observe(2); other.Hands[0].Cards != 0 || other.Hands[0].Backs != o.Hands[0].Backs {
		t.Errorf("another hunter sees %+v", other.Hands[0])
	}
	if own := s.Observe(1); own.Hands[0].Cards != s.Hands[0] {
		t.Errorf("the hunter sees %s of own hand %s", own.Hands[0].Cards, s.Hands[0])
	}
}

// CardSetOf is the set of the cards given.
func CardSetOf(cs ...Card) CardSet {
	var s CardSet
	for _, c := range cs {
		s = s.With(c)
	}
	return s
}
