package horus

import (
	"context"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pyramid-studio/pyramid/game/horus"
)

// small makes a bot of each level with a budget small enough for tests.
func small(level string, seed uint64) Bot {
	switch level {
	case "medium":
		return NewSearch(seed, 6, false)
	case "hard":
		return NewSearch(seed, 8, true)
	}
	b, err := New(level, seed)
	if err != nil {
		panic(err) // only the names of Levels() reach here
	}
	return b
}

func options(seed uint64, players int) horus.Options {
	opt := horus.Options{Players: uint8(players), TotalSecrecy: seed%2 == 1, AlternateMummies: seed%3 == 2}
	perm := rand.New(rand.NewPCG(seed, 5)).Perm(horus.NumAdventurers)
	for p := 0; p < players; p++ {
		opt.Adventurers[p] = horus.Adventurer(perm[p])
	}
	return opt
}

func TestLevelsRegistered(t *testing.T) {
	got := strings.Join(Levels(), ",")
	if got != "easy,hard,medium,random" {
		t.Fatalf("levels %q", got)
	}
	if _, err := New("grandmaster", 1); err == nil {
		t.Fatal("an unknown level made a bot")
	}
	if b, err := New("HARD", 1); err != nil || b == nil {
		t.Fatalf("level names are case-insensitive: %v", err)
	}
}

// TestLegalEverywhere: every level, every table size, whole games; Play
// fails on any illegal choice. The search levels never walk back onto a
// square they stood on in the same turn without gaining anything since.
func TestLegalEverywhere(t *testing.T) {
	for _, level := range Levels() {
		for players := horus.MinPlayers; players <= horus.MaxPlayers; players++ {
			games := 8
			if level == "medium" || level == "hard" {
				games = 2
			}
			for g := 0; g < games; g++ {
				seed := uint64(players*100 + g)
				bots := make([]Bot, players)
				for p := range bots {
					bots[p] = small(level, seed+uint64(p))
				}
				m, err := Play(context.Background(), options(seed, players), seed, bots, nil)
				if err != nil {
					t.Fatalf("%s, %d players: %v", level, players, err)
				}
				if !m.State.IsOver() {
					t.Fatalf("%s, %d players: game not over", level, players)
				}
				if level == "medium" || level == "hard" {
					for p, n := range backAndForth(t, m.Record) {
						if n > 0 {
							t.Errorf("%s, %d players, seed %d: seat %d walked back for nothing %d times", level, players, seed, p, n)
						}
					}
				}
			}
		}
	}
}

// decisionPoints plays seeded games with easy bots and calls f at up to
// limit decisions that have a real choice.
func decisionPoints(t *testing.T, games, limit int, f func(s *horus.State, seed uint64)) {
	t.Helper()
	n := 0
	for seed := uint64(0); seed < uint64(games) && n < limit; seed++ {
		players := 2 + int(seed%5)
		m, err := horus.NewMatch(options(seed, players), seed)
		if err != nil {
			t.Fatal(err)
		}
		bots := make([]Bot, players)
		for p := range bots {
			bots[p] = NewEasy(seed + uint64(p))
		}
		var buf []horus.Action
		for !m.State.IsOver() {
			if m.State.IsChance() {
				m.Apply(m.ChanceOutcome(), nil)
				continue
			}
			seat := m.State.Current()
			buf = m.State.Legal(buf[:0])
			if len(buf) > 1 && n < limit && rand.New(rand.NewPCG(seed, uint64(len(m.Record.Steps)))).IntN(6) == 0 {
				f(&m.State, seed)
				n++
			}
			a := bots[seat].Choose(context.Background(), m.State.Observe(seat), append([]horus.Action(nil), buf...))
			if _, err := m.Apply(a, nil); err != nil {
				t.Fatal(err)
			}
		}
	}
	if n < limit/2 {
		t.Fatalf("only %d decision points", n)
	}
}

// hide returns a copy of s with everything seat cannot see changed: the
// hidden sarcophagi of each god shuffled, other seats' hidden cards swapped
// with deck cards of the same origin, a set-aside block it did not see
// replaced.
func hide(s *horus.State, seat int, r *rand.Rand) horus.State {
	t := *s
	for i := 0; i < horus.NumSarcophagi; i++ {
		for j := 0; j < horus.NumSarcophagi; j++ {
			hidden := func(k int) bool {
				return t.Sarc[k] != horus.NoCard && t.SarcOpen&(1<<k) == 0 && t.SarcKnown[k]&(1<<seat) == 0
			}
			if i != j && hidden(i) && hidden(j) && horus.SarcophagusGod(i) == horus.SarcophagusGod(j) && r.IntN(2) == 0 {
				t.Sarc[i], t.Sarc[j] = t.Sarc[j], t.Sarc[i]
				t.SarcKnown[i], t.SarcKnown[j] = t.SarcKnown[j], t.SarcKnown[i]
			}
		}
	}
	for p := 0; p < t.NumSeats(); p++ {
		if p == seat {
			continue
		}
		secret := t.Players[p].Hand.AndNot(t.Public)
		for c, ok := secret.Next(0); ok; c, ok = secret.Next(int(c) + 1) {
			d := c.Info().Origin
			if d >= horus.NumDecks || c.Info().Kind.IsWound() || c.Info().Kind == horus.KindBag {
				continue
			}
			// A deck card of the same origin and kind class (the seat's
			// wound count is public).
			deck := t.Decks[d]
			for x, ok := deck.Next(0); ok; x, ok = deck.Next(int(x) + 1) {
				xi := x.Info()
				if !xi.Kind.IsWound() && xi.Kind != horus.KindBag && (xi.Kind.IsTreasure() == c.Info().Kind.IsTreasure()) {
					t.Players[p].Hand = t.Players[p].Hand.Without(c).With(x)
					t.Decks[d] = t.Decks[d].Without(x).With(c)
					break
				}
			}
		}
	}
	if t.SetAside != 0 && t.SetAsideKnown&(1<<seat) == 0 {
		box := t.Box()
		for b := uint8(1); b <= horus.NumBlocks; b++ {
			if box&(1<<b) != 0 {
				t.SetAside = b
				break
			}
		}
	}
	return t
}

// TestNoPeeking: a bot decides the same when what its seat cannot see is
// changed; the change must leave the observation as it was, and must
// really change the state at some points.
func TestNoPeeking(t *testing.T) {
	changed := 0
	decisionPoints(t, 60, 200, func(s *horus.State, seed uint64) {
		seat := s.Current()
		other := hide(s, seat, rand.New(rand.NewPCG(seed, 99)))
		o1, o2 := s.Observe(seat), other.Observe(seat)
		if o1 != o2 {
			t.Fatalf("seed %d: hide changed what seat %d sees", seed, seat)
		}
		if other != *s {
			changed++
		}
		var b1, b2 [96]horus.Action
		l1, l2 := s.Legal(b1[:0]), other.Legal(b2[:0])
		for _, level := range Levels() {
			a1 := small(level, seed).Choose(context.Background(), o1, l1)
			a2 := small(level, seed).Choose(context.Background(), o2, l2)
			if a1 != a2 {
				t.Fatalf("seed %d: %s chose %v, and %v with other hidden cards", seed, level, a1, a2)
			}
		}
	})
	if changed == 0 {
		t.Fatal("no decision point had hidden information to change")
	}
}

// TestReproducible: the same seeds and budgets replay the same game.
func TestReproducible(t *testing.T) {
	run := func() []string {
		bots := []Bot{small("hard", 1), small("medium", 2), small("easy", 3)}
		m, err := Play(context.Background(), options(4, 3), 4, bots, nil)
		if err != nil {
			t.Fatal(err)
		}
		return m.Record.Steps
	}
	a, b := run(), run()
	if strings.Join(a, ";") != strings.Join(b, ";") {
		t.Fatal("the same seeds gave two different games")
	}
}

// TestCancel: a search with a huge budget returns a legal action promptly
// once its context is cancelled.
func TestCancel(t *testing.T) {
	decisionPoints(t, 3, 4, func(s *horus.State, seed uint64) {
		var buf [96]horus.Action
		legal := s.Legal(buf[:0])
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
		defer cancel()
		start := time.Now()
		a := NewSearch(seed, 1_000_000, true).Choose(ctx, s.Observe(s.Current()), legal)
		if el := time.Since(start); el > 2*time.Second {
			t.Fatalf("cancelled search took %v", el)
		}
		if !has(legal, a) {
			t.Fatalf("cancelled search chose %v, not legal", a)
		}
	})
}

// TestHints: every level that hints gives a legal action and a reason the
// game words as a sentence.
func TestHints(t *testing.T) {
	decisionPoints(t, 12, 40, func(s *horus.State, seed uint64) {
		var buf [96]horus.Action
		legal := s.Legal(buf[:0])
		obs := s.Observe(s.Current())
		for _, level := range []string{"easy", "medium", "hard"} {
			h, ok := small(level, seed).(Hinter)
			if !ok {
				t.Fatalf("%s gives no hints", level)
			}
			a, why := h.Hint(context.Background(), obs, legal)
			if !has(legal, a) {
				t.Fatalf("%s hinted %v, not legal", level, a)
			}
			if text := horus.Game.Explain(why, nil); len(text) < 8 || strings.Contains(text, "%!") {
				t.Fatalf("%s hint reason %+v words as %q", level, why, text)
			}
		}
	})
}

// TestConcurrentBots: bots of every level play separate games at the same
// time (run with -race to check they share nothing).
func TestConcurrentBots(t *testing.T) {
	var wg sync.WaitGroup
	errs := make(chan error, 4)
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			bots := []Bot{small("hard", uint64(g)), small("medium", uint64(g)), small("easy", uint64(g)), small("random", uint64(g))}
			if _, err := Play(context.Background(), options(uint64(g), 4), uint64(g), bots, nil); err != nil {
				errs <- err
			}
		}(g)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
}

// TestNoLegalActions: a bot asked with nothing legal (a caller's mistake)
// answers without panicking.
func TestNoLegalActions(t *testing.T) {
	var obs horus.Observation
	for _, level := range Levels() {
		if a := small(level, 1).Choose(context.Background(), obs, nil); a.Kind != horus.ActEnd {
			t.Errorf("%s answered %v to an empty list", level, a)
		}
	}
}

// TestHintIsHardChoice: the hint is the hard level's choice (the same
// seed, the same memory), and its reason is structured: a known code whose
// words name the step.
func TestHintIsHardChoice(t *testing.T) {
	codes := map[string]bool{}
	decisionPoints(t, 10, 6, func(s *horus.State, seed uint64) {
		var buf [96]horus.Action
		legal := s.Legal(buf[:0])
		obs := s.Observe(s.Current())
		a, r := HintFor(context.Background(), obs, legal, nil, seed)
		if want := NewSearch(seed, hardIterations, true).Choose(context.Background(), obs, legal); a != want {
			t.Fatalf("seed %d: the hint is %v, the hard level plays %v", seed, a, want)
		}
		words := horus.Game.Explain(r, nil)
		if r.Code == "" || len(words) < 8 || strings.Contains(words, "%!") {
			t.Fatalf("seed %d: hint %v with reason %+v, in words %q", seed, a, r, words)
		}
		codes[r.Code] = true
	})
	t.Logf("reasons given: %v", codes)
}

// TestHardBudgetByTable: the hard level's budget is in proportion to
// 1/players, hardIterations at budgetTable players (more at two and
// three, less at five and six), so that a decision takes about as long
// at every table size.
func TestHardBudgetByTable(t *testing.T) {
	for players := horus.MinPlayers; players <= horus.MaxPlayers; players++ {
		want := hardIterations * budgetTable / players
		searched := 0
		for i, s := range benchPositions(players, 3) {
			b := NewSearch(uint64(i), hardIterations, true)
			d := b.decide(context.Background(), s.Observe(s.Current()), s.Legal(nil))
			// A round plays every candidate still in the running, so the
			// last one may stop short of the budget by less than a round.
			if d.spent > 0 && (d.spent > want || d.spent < want*3/4) {
				t.Errorf("%d players, position %d: %d play-outs, want about %d", players, i, d.spent, want)
			}
			if d.spent > 0 {
				searched++
			}
		}
		if searched == 0 {
			t.Errorf("%d players: no position had a search to measure", players)
		}
	}
}
