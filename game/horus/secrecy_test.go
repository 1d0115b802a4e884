package horus

import "testing"

// Under Total Secrecy who is asked to act must not depend on hidden cards:
// otherwise the table learns them from the flow of the game. Each case builds
// two positions that differ only in one seat's hidden cards and checks that
// the other seat's view, including who acts, is the same.

func secrecyState(t *testing.T, hidden ...CardID) State {
	t.Helper()
	s, err := NewState(Options{Players: 2, Adventurers: [MaxPlayers]Adventurer{3, 0}, TotalSecrecy: true}) // Watanabe (Reflexes), Gore
	if err != nil {
		t.Fatal(err)
	}
	s.Undealt = CardSet{}
	s.Phase, s.Deal, s.Round, s.Keeper = PhaseActions, NumSarcophagi, 2, 0
	s.Players[0].Square, s.Players[1].Square = mustSquare("B7"), mustSquare("D12")
	for _, c := range hidden {
		s.Decks[c.Info().Origin] = s.Decks[c.Info().Origin].Without(c)
		s.Players[0].Hand = s.Players[0].Hand.With(c)
	}
	return s
}

func firstOf(k Kind, o Origin) CardID {
	c, _ := kindCards[k].And(OriginCards(o)).Next(0)
	return c
}

func TestTotalSecrecyReflexesQuestionRevealsNothing(t *testing.T) {
	var views []Observation
	var current []int
	for _, c := range []CardID{firstOf(KindScorpion, OriginSand), firstOf(KindTreasure, OriginSand)} {
		s := secrecyState(t)
		s.Drawing, s.DrawDeck, s.Turn = true, OriginSand, 0
		s.Players[0].Actions = 1
		if err := s.Apply(Action{Kind: ActChance, A: uint8(c)}); err != nil {
			t.Fatal(err)
		}
		views, current = append(views, s.Observe(1)), append(current, s.Current())
	}
	if current[0] != current[1] {
		t.Errorf("who acts after a hidden draw depends on the card: %v", current)
	}
	if d := observationDiff(views[0], views[1]); d != "" {
		t.Errorf("Gore's view depends on Watanabe's hidden card:%s", d)
	}
}

func TestTotalSecrecyPhaseOneAsksWhateverTheCards(t *testing.T) {
	for _, hand := range [][]CardID{{firstOf(KindScorpion, OriginSand)}, {firstOf(KindTreasure, OriginSand)}} {
		s := secrecyState(t, hand...)
		s.Phase, s.Turn, s.Acted = PhaseAdjust, 255, 0
		s.Start(nil)
		if s.Current() != 0 {
			t.Errorf("holding %v, Watanabe is not asked in phase 1 (current %d): skipping him would reveal his cards", hand, s.Current())
		}
	}
}

func TestTotalSecrecyTurnLengthRevealsNothing(t *testing.T) {
	antidote, snake := firstOf(KindAntidote, OriginRubble), firstOf(KindSnake, OriginRubble)
	n1, _ := kindCards[KindNecklace].Next(0)
	n2, _ := kindCards[KindNecklace].Next(int(n1) + 1)
	for _, hand := range [][]CardID{{antidote, snake}, {n1, n2}} {
		s := secrecyState(t, hand...)
		s.Turn, s.Acted = 255, 0
		s.Players[0].Actions = 0
		s.Start(nil)
		if s.Current() != 0 {
			t.Errorf("holding %v with no actions, Watanabe's turn is skipped (current %d): the skip reveals he has no free action", hand, s.Current())
		}
	}
}

// TestTotalSecrecyBagKeepsItsContentsSecret: under Total Secrecy a Bag and
// the treasure put into it were drawn unseen, so using the Bag tells the
// others neither card (the logs are told from these events); without
// Total Secrecy both lie face up and the events name them.
func TestTotalSecrecyBagKeepsItsContentsSecret(t *testing.T) {
	bag, treasure := BagCard(0), firstOf(KindTreasure, OriginSand)
	for _, secrecy := range []bool{true, false} {
		s := secrecyState(t, bag, treasure)
		s.Opt.TotalSecrecy = secrecy
		if !secrecy {
			s.Public = s.Public.With(bag).With(treasure)
		}
		s.Turn, s.Players[0].Actions = 0, 1
		evs, err := s.ApplyEvents(Action{Kind: ActUse, A: uint8(bag), B: uint8(treasure)}, nil)
		if err != nil {
			t.Fatal(err)
		}
		want := map[EventKind]CardID{EvEquipment: NoCard, EvCardBagged: NoCard}
		if !secrecy {
			want = map[EventKind]CardID{EvEquipment: bag, EvCardBagged: treasure}
		}
		for _, viewer := range []int{0, 1, -1} {
			told := map[EventKind]CardID{}
			for _, e := range evs {
				told[e.Kind] = e.SeenBy(viewer).Card
			}
			for k, c := range want {
				if viewer == 0 {
					c = map[EventKind]CardID{EvEquipment: bag, EvCardBagged: treasure}[k] // the holder's own cards
				}
				if told[k] != c {
					t.Errorf("secrecy %v: seat %d is told %s of the %s event, want %s", secrecy, viewer, told[k], k, c)
				}
			}
		}
	}
}
