package session

import (
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
)

func event(k horus.EventKind, seat int) horus.Event {
	return horus.Event{Kind: k, Seat: int8(seat), Mummy: -1, Card: horus.NoCard, From: horus.NoSquare, To: horus.NoSquare}
}

func square(t *testing.T, name string) horus.Square {
	t.Helper()
	q, err := horus.ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

func TestSentences(t *testing.T) {
	opt := horus.Options{Players: 2, Adventurers: [horus.MaxPlayers]horus.Adventurer{0, 1}} // David Gore, Rasputin
	st, err := horus.NewState(opt)
	if err != nil {
		t.Fatal(err)
	}
	n := Narrator{Names: []string{"David Gore", "Rasputin"}, State: &st}

	moved := event(horus.EvMoved, 0)
	moved.To = square(t, "D12")
	turned := event(horus.EvMummyTurn, -1)
	turned.Mummy, turned.To = 2, square(t, "H7")
	fell := event(horus.EvBlockFell, -1)
	fell.Value, fell.To = 15, square(t, "E13")
	drawn := event(horus.EvCardDrawn, 1)
	drawn.Card, drawn.Value, drawn.Secret = horus.OriginCards(horus.OriginSand).Nth(0), uint8(horus.OriginSand), true

	for _, c := range []struct {
		e      horus.Event
		viewer int
		want   string
	}{
		{moved, -1, "David Gore moves to D12."},
		{turned, -1, "Imhotep turns around at H7."},
		{fell, 0, "Block 15 falls on E13."},
		{drawn, 0, "Rasputin draws a card from the Sand deck."},
		{drawn, -1, "Rasputin draws a card from the Sand deck."},
	} {
		if got := n.Sentence(c.e, c.viewer); got != c.want {
			t.Errorf("Sentence(%v) for viewer %d = %q, want %q", c.e.Kind, c.viewer, got, c.want)
		}
	}
	own := n.Sentence(drawn, 1)
	if own == "Rasputin draws a card from the Sand deck." || !strings.Contains(own, "Hededet") {
		t.Errorf("Rasputin's own view hides his card: %q", own)
	}
}

// Over whole games, every event has a sentence of its own (never the
// engine's debug form), and no seat reads another's secret card.
func TestLogWordsEveryEventAndKeepsSecrets(t *testing.T) {
	kinds := map[horus.EventKind]bool{}
	for seed := uint64(1); seed <= 40; seed++ {
		cfg := testConfig(seed)
		cfg.Options.TotalSecrecy = seed%2 == 0
		s := newSession(t, cfg)
		playOut(t, s)
		n := s.narrator()
		for _, le := range s.Entries() {
			e := le.Event
			kinds[e.Kind] = true
			all := n.Sentence(e, SeeAll)
			if !strings.HasSuffix(all, ".") || strings.Contains(all, "seat ") || strings.Contains(all, "%!") {
				t.Fatalf("event %v is worded %q", e.Kind, all)
			}
			if !e.Secret || e.Card == horus.NoCard {
				continue
			}
			secret := cardWords(e.Card)
			for v := -1; v < len(s.Seats()); v++ {
				if v != int(e.Seat) && strings.Contains(n.Sentence(e, v), secret) {
					t.Fatalf("seat %d reads %q", v, n.Sentence(e, v))
				}
			}
		}
	}
	if len(kinds) < 20 {
		t.Fatalf("only %d kinds of event happened; the test covers too little", len(kinds))
	}
}
