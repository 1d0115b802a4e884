package search

import (
	"context"
	"math/rand/v2"
	"reflect"
	"testing"
	"time"
)

var keepOrSwap = []Option[toyAction]{{Action: toyKeep}, {Action: toySwap}}

// TestFindsTheRightMove: for every card, and for both seats (the second
// after the first kept or swapped), the search chooses what the exact
// expected values over the information set say is best, wherever the two
// choices differ by more than a few hundredths.
func TestFindsTheRightMove(t *testing.T) {
	g := &toy{threshold: 5}
	checked := 0
	for card := int8(1); card <= toyCards; card++ {
		for other := int8(1); other <= toyCards; other++ {
			if other == card {
				continue
			}
			for _, first := range []toyAction{0, toyKeep, toySwap} {
				s := toyDeal(card, other)
				seat := 0
				if first != 0 {
					// seat 1 holds card and decides after seat 0 played first
					s = toyDeal(other, card)
					g.Apply(&s, first)
					if s.drawing {
						g.Apply(&s, g.Legal(&s, nil)[0])
					}
					seat = 1
				}
				o := s.observe(seat)
				keep, swap := exactValue(g, o, toyKeep), exactValue(g, o, toySwap)
				if d := keep - swap; d < 0.05 && d > -0.05 {
					continue
				}
				want := toyAction(toyKeep)
				if swap > keep {
					want = toySwap
				}
				res := New[toyState, toyAction, toyObs](g, uint64(card)*31+uint64(other)).Run(context.Background(), &o, seat, keepOrSwap, Config{Playouts: 3000})
				if res.Action != want {
					t.Fatalf("seat %d with card %d (first %d): chose %d, exact values keep %.3f swap %.3f; stats %+v", seat, card, first, res.Action, keep, swap, res.Stats)
				}
				for k, st := range res.Stats {
					exact := []float64{keep, swap}[k]
					if d := st.Mean - exact; d > 0.06 || d < -0.06 {
						t.Errorf("seat %d card %d option %d: mean %.3f, exact %.3f", seat, card, k, st.Mean, exact)
					}
				}
				checked++
			}
		}
	}
	if checked < 50 {
		t.Fatalf("only %d positions had a clear best choice", checked)
	}
}

// TestNoPeeking: the search is given the observation only. Two deals that
// seat 0 cannot tell apart (its card, nothing else known) give exactly the
// same search, play-out for play-out; and the search's own samples put
// every possible card in the other hand.
func TestNoPeeking(t *testing.T) {
	for card := int8(1); card <= toyCards; card++ {
		var first Result[toyAction]
		for other := int8(1); other <= toyCards; other++ {
			if other == card {
				continue
			}
			s := toyDeal(card, other)
			o := s.observe(0)
			res := New[toyState, toyAction, toyObs](&toy{threshold: 5}, 7).Run(context.Background(), &o, 0, keepOrSwap, Config{Playouts: 200})
			if first.Stats == nil {
				first = res
				continue
			}
			if !reflect.DeepEqual(res, first) {
				t.Fatalf("card %d: the other hand's card changed the search: %+v, then %+v", card, first, res)
			}
		}
	}
	s := toyDeal(3, 9)
	o := s.observe(0)
	seen := map[int8]bool{}
	g := &sampleSpy{toy: toy{threshold: 5}, seen: seen}
	New[toyState, toyAction, toyObs](g, 1).Run(context.Background(), &o, 0, keepOrSwap, Config{Playouts: 400})
	if len(seen) != toyCards-1 {
		t.Fatalf("the samples put %d different cards in the other hand, want %d", len(seen), toyCards-1)
	}
}

type sampleSpy struct {
	toy
	seen map[int8]bool
}

func (g *sampleSpy) Sample(o *toyObs, rng *rand.Rand, s *toyState) {
	g.toy.Sample(o, rng, s)
	g.seen[s.hand[1-o.seat]] = true
}

// TestBudget: a play-out budget is spent to within one round, every
// play-out is scored once, and halving leaves the better half.
func TestBudget(t *testing.T) {
	s := toyDeal(4, 7)
	o := s.observe(0)
	opts := []Option[toyAction]{{Action: toyKeep}, {Action: toySwap}, {Action: toyKeep, Plan: 1}, {Action: toySwap, Plan: 1}, {Action: toyKeep, Plan: 2}}
	for _, halving := range []bool{false, true} {
		for _, budget := range []int{5, 64, 1000} {
			g := &toy{threshold: 5}
			res := New[toyState, toyAction, toyObs](g, 3).Run(context.Background(), &o, 0, opts, Config{Playouts: budget, Halving: halving})
			if res.Playouts > budget || res.Playouts < budget-len(opts) {
				t.Errorf("halving %v budget %d: %d play-outs", halving, budget, res.Playouts)
			}
			if g.results+g.evals != res.Playouts || g.starts != res.Playouts {
				t.Errorf("halving %v budget %d: %d play-outs begun, %d scored, %d counted", halving, budget, g.starts, g.results+g.evals, res.Playouts)
			}
			n, live := 0, 0
			for _, st := range res.Stats {
				n += st.N
				if st.Live {
					live++
				}
			}
			if n != res.Playouts {
				t.Errorf("halving %v budget %d: the options' play-outs add up to %d, not %d", halving, budget, n, res.Playouts)
			}
			if want := len(opts); halving && budget >= 64 {
				if live >= want {
					t.Errorf("budget %d: halving left all %d options live", budget, live)
				}
			} else if live != want {
				t.Errorf("halving %v budget %d: %d options live, want %d", halving, budget, live, want)
			}
		}
	}
}

// TestTimeBudget: with a time budget and no play-out budget the search
// stops by itself, having played.
func TestTimeBudget(t *testing.T) {
	s := toyDeal(4, 7)
	o := s.observe(0)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute) // a guard only
	defer cancel()
	res := New[toyState, toyAction, toyObs](&toy{threshold: 5}, 3).Run(ctx, &o, 0, keepOrSwap, Config{Time: 20 * time.Millisecond})
	if ctx.Err() != nil {
		t.Fatal("the time budget did not stop the search")
	}
	if res.Playouts == 0 || res.Best < 0 {
		t.Fatalf("played %d play-outs, chose %d", res.Playouts, res.Best)
	}
}

// TestCancel: a cancelled context stops the search within the round under
// way, and a search cancelled before it starts still answers.
func TestCancel(t *testing.T) {
	s := toyDeal(4, 7)
	o := s.observe(0)
	ctx, cancel := context.WithCancel(context.Background())
	g := &toy{threshold: 5, onPlayout: func(n int) {
		if n == 50 {
			cancel()
		}
	}}
	res := New[toyState, toyAction, toyObs](g, 3).Run(ctx, &o, 0, keepOrSwap, Config{Playouts: 1_000_000})
	if res.Playouts > 50+len(keepOrSwap) || res.Playouts < 50 {
		t.Fatalf("cancelled at play-out 50, played %d", res.Playouts)
	}
	res = New[toyState, toyAction, toyObs](&toy{threshold: 5}, 3).Run(ctx, &o, 0, keepOrSwap, Config{Playouts: 100})
	if res.Playouts != 0 || res.Best != 0 || res.Action != toyKeep {
		t.Fatalf("a search cancelled before it began: %+v", res)
	}
}

// TestDeterministic: the same seed and play-out budget make the same
// search.
func TestDeterministic(t *testing.T) {
	s := toyDeal(5, 2)
	o := s.observe(0)
	cfg := Config{Playouts: 300, Halving: true, Baseline: 0, Margin: 1}
	a := New[toyState, toyAction, toyObs](&toy{threshold: 5}, 11).Run(context.Background(), &o, 0, keepOrSwap, cfg)
	b := New[toyState, toyAction, toyObs](&toy{threshold: 5}, 11).Run(context.Background(), &o, 0, keepOrSwap, cfg)
	if !reflect.DeepEqual(a, b) {
		t.Fatalf("two runs with one seed: %+v and %+v", a, b)
	}
}

// TestBaselineMargin: with a baseline, another option is chosen only when
// it beats the baseline by the margin in the same play-outs.
func TestBaselineMargin(t *testing.T) {
	s := toyDeal(2, 7) // swapping a 2 is clearly better
	o := s.observe(0)
	res := New[toyState, toyAction, toyObs](&toy{threshold: 5}, 1).Run(context.Background(), &o, 0, keepOrSwap, Config{Playouts: 2000, Baseline: 0, Margin: 1})
	if res.Action != toySwap || res.Stats[1].Gain <= 0 || res.Stats[1].SE <= 0 {
		t.Fatalf("a clear gain over the baseline was not taken: %+v", res)
	}
	res = New[toyState, toyAction, toyObs](&toy{threshold: 5}, 1).Run(context.Background(), &o, 0, keepOrSwap, Config{Playouts: 2000, Baseline: 0, Margin: 1000})
	if res.Action != toyKeep {
		t.Fatalf("a gain within the margin moved the choice off the baseline: %+v", res)
	}
}

// TestHorizon: play-outs cut by MaxSteps or a Cutter are scored by
// Evaluate, never Result.
func TestHorizon(t *testing.T) {
	s := toyDeal(2, 7)
	o := s.observe(0)
	g := &toy{threshold: 5}
	New[toyState, toyAction, toyObs](g, 1).Run(context.Background(), &o, 0, keepOrSwap, Config{Playouts: 100, MaxSteps: 1})
	if g.results+g.evals != 100 || g.evals == 0 {
		t.Fatalf("MaxSteps 1: %d results, %d evaluations", g.results, g.evals)
	}
	c := &cutter{toy{threshold: 5}}
	res := New[toyState, toyAction, toyObs](c, 1).Run(context.Background(), &o, 0, keepOrSwap, Config{Playouts: 400})
	if c.results != 0 || c.evals != 400 {
		t.Fatalf("Cutter: %d results, %d evaluations", c.results, c.evals)
	}
	// Evaluate says a card above 5 wins: keeping a 2 never does.
	if res.Stats[0].Mean != 0 || res.Action != toySwap {
		t.Fatalf("cut play-outs scored by Evaluate: %+v", res)
	}
}

// TestFewAllocations: a decision allocates a fixed handful of times,
// however many play-outs it runs.
func TestFewAllocations(t *testing.T) {
	s := toyDeal(4, 7)
	o := s.observe(0)
	x := New[toyState, toyAction, toyObs](&toy{threshold: 5}, 1)
	opts := []Option[toyAction]{{Action: toyKeep}, {Action: toySwap}, {Action: toyKeep, Plan: 1}}
	run := func(n int) float64 {
		return testing.AllocsPerRun(5, func() {
			x.Run(context.Background(), &o, 0, opts, Config{Playouts: n, Halving: true, Baseline: 0, Margin: 1})
		})
	}
	small, large := run(30), run(3000)
	if large > small || large > 8 {
		t.Fatalf("allocations: %.0f for 30 play-outs, %.0f for 3000", small, large)
	}
}

// TestNoOptions: nothing to choose from, or one option, needs no search.
func TestNoOptions(t *testing.T) {
	s := toyDeal(4, 7)
	o := s.observe(0)
	g := &toy{threshold: 5}
	x := New[toyState, toyAction, toyObs](g, 1)
	if res := x.Run(context.Background(), &o, 0, nil, Config{Playouts: 10}); res.Best != -1 {
		t.Fatalf("no options: %+v", res)
	}
	if res := x.Run(context.Background(), &o, 0, keepOrSwap[1:], Config{Playouts: 10}); res.Best != 0 || res.Action != toySwap || g.results != 0 {
		t.Fatalf("one option: %+v after %d play-outs", res, g.results)
	}
	if got := Options([]toyAction{toyKeep, toySwap}); !reflect.DeepEqual(got, keepOrSwap) {
		t.Fatalf("Options: %+v", got)
	}
}

// lucky is the toy whose draws for each seat come from their own stream,
// with a record of every draw seat 1 makes.
type lucky struct {
	toy
	drawn []int8
}

func (g *lucky) Stream(s *toyState) int { return int(s.turn) }

func (g *lucky) Apply(s *toyState, a toyAction) bool {
	if g.Actor(s) == Chance && s.turn == 1 {
		g.drawn = append(g.drawn, int8(a)-10)
	}
	return g.toy.Apply(s, a)
}

// TestLuckStreams: with a stream per kind of chance, what seat 1 draws in
// a sample does not depend on whether seat 0 drew a card before it, so
// both options meet the same luck; with one stream it does.
func TestLuckStreams(t *testing.T) {
	s := toyDeal(5, 2)
	o := s.observe(0)
	// Seat 1 always swaps (threshold 10): one draw for it per play-out.
	g := &lucky{toy: toy{threshold: 10}}
	res := New[toyState, toyAction, toyObs](g, 5).Run(context.Background(), &o, 0, keepOrSwap, Config{Playouts: 400})
	if res.Playouts != 400 || len(g.drawn) != 400 {
		t.Fatalf("%d play-outs, %d draws for seat 1", res.Playouts, len(g.drawn))
	}
	same := 0
	for i := 0; i+1 < len(g.drawn); i += 2 { // keep, then swap, from one sample
		if g.drawn[i] == g.drawn[i+1] {
			same++
		}
	}
	// The deck seat 1 draws from differs by the card seat 0 drew, so a
	// few draws differ even so; without streams most would.
	if same < 100 {
		t.Fatalf("seat 1 drew the same card after keep and swap in %d of 200 samples", same)
	}
	plain := &toy{threshold: 10}
	var drawn []int8
	spy := &spyDraws{toy: plain, drawn: &drawn}
	New[toyState, toyAction, toyObs](spy, 5).Run(context.Background(), &o, 0, keepOrSwap, Config{Playouts: 400})
	plainSame := 0
	for i := 0; i+1 < len(drawn); i += 2 {
		if drawn[i] == drawn[i+1] {
			plainSame++
		}
	}
	if 2*plainSame >= same {
		t.Fatalf("one stream: the same card in %d of 200 samples, with streams %d", plainSame, same)
	}
}

type spyDraws struct {
	*toy
	drawn *[]int8
}

func (g *spyDraws) Apply(s *toyState, a toyAction) bool {
	if g.Actor(s) == Chance && s.turn == 1 {
		*g.drawn = append(*g.drawn, int8(a)-10)
	}
	return g.toy.Apply(s, a)
}

// listed is the toy playing the search's listed steps unchecked
// (Lister), counting them.
type listed struct {
	toy
	n int
}

func (g *listed) ApplyListed(s *toyState, a toyAction) {
	g.n++
	if !g.toy.Apply(s, a) {
		panic("an action off the legal list was played unchecked")
	}
}

// TestListedSteps: a Lister's play-outs take their steps through
// ApplyListed, to the very search the checked Apply gives.
func TestListedSteps(t *testing.T) {
	s := toyDeal(4, 7)
	o := s.observe(0)
	cfg := Config{Playouts: 300, Halving: true, Baseline: 0, Margin: 1}
	want := New[toyState, toyAction, toyObs](&toy{threshold: 5}, 3).Run(context.Background(), &o, 0, keepOrSwap, cfg)
	g := &listed{toy: toy{threshold: 5}}
	got := New[toyState, toyAction, toyObs](g, 3).Run(context.Background(), &o, 0, keepOrSwap, cfg)
	if !reflect.DeepEqual(got, want) || g.n == 0 {
		t.Fatalf("listed steps (%d of them): %+v, checked: %+v", g.n, got, want)
	}
}
