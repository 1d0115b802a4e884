package search

import (
	"math/bits"
	"math/rand/v2"
)

// The toy game of the tests, a small card game with hidden information:
// "high card". Nine cards numbered 1 to 9; each of two seats is dealt one
// face down. Seat 0, then seat 1, either keeps its card or swaps it: the
// old card goes face up on the discard pile and a new one is drawn from
// the deck (a chance step). The higher card wins (a tie is half a win).
// A seat sees its own card, the discards and who swapped, never the other
// card, so the right choice depends on what the other seat may hold and
// do, and the search must find it from the observation alone.

const (
	toyCards = 9
	toyKeep  = 1
	toySwap  = 2
)

type toyAction uint8 // toyKeep, toySwap, or 10+card: chance draws that card

type toyState struct {
	hand    [2]int8
	deck    uint16 // bit c: card c is still in the deck
	discard uint16
	swapped [2]bool
	turn    int8 // seat to act; 2: over
	drawing bool // the seat to act waits for its new card
}

type toyObs struct {
	seat    int
	card    int8
	discard uint16
	swapped [2]bool
	turn    int8
	drawing bool
	unknown uint16 // cards the seat cannot place: the deck and the other hand
}

func (s *toyState) observe(seat int) toyObs {
	return toyObs{seat: seat, card: s.hand[seat], discard: s.discard, swapped: s.swapped, turn: s.turn, drawing: s.drawing,
		unknown: s.deck | 1<<uint(s.hand[1-seat])}
}

// toyDeal deals seat 0 card a and seat 1 card b.
func toyDeal(a, b int8) toyState {
	all := uint16(1<<(toyCards+1)) - 2
	return toyState{hand: [2]int8{a, b}, deck: all &^ (1<<uint(a) | 1<<uint(b))}
}

// toy implements Game for high card, with counters to check budgets and a
// context cancel at a chosen play-out.
type toy struct {
	threshold int8 // the play-out policy swaps below this card
	results   int
	evals     int
	starts    int // play-outs begun (Starter)
	onPlayout func(n int)
}

func (g *toy) StartPlayout() { g.starts++ }

func (g *toy) Sample(o *toyObs, rng *rand.Rand, s *toyState) {
	other := nth(o.unknown, rng.IntN(bits.OnesCount16(o.unknown)))
	*s = toyState{discard: o.discard, swapped: o.swapped, turn: o.turn, drawing: o.drawing}
	s.hand[o.seat], s.hand[1-o.seat] = o.card, other
	s.deck = o.unknown &^ (1 << uint(other))
}

func nth(set uint16, i int) int8 {
	for c := int8(0); c < 16; c++ {
		if set&(1<<uint(c)) != 0 {
			if i == 0 {
				return c
			}
			i--
		}
	}
	return -1
}

func (g *toy) Actor(s *toyState) int {
	switch {
	case s.turn >= 2:
		return Over
	case s.drawing:
		return Chance
	}
	return int(s.turn)
}

func (g *toy) Legal(s *toyState, buf []toyAction) []toyAction {
	switch g.Actor(s) {
	case Over:
		return buf
	case Chance:
		for c := 1; c <= toyCards; c++ {
			if s.deck&(1<<uint(c)) != 0 {
				buf = append(buf, toyAction(10+c))
			}
		}
		return buf
	}
	return append(buf, toyKeep, toySwap)
}

func (g *toy) Apply(s *toyState, a toyAction) bool {
	switch who := g.Actor(s); {
	case who == Over:
		return false
	case who == Chance:
		c := int8(a) - 10
		if a < 10 || c > toyCards || s.deck&(1<<uint(c)) == 0 {
			return false
		}
		s.deck &^= 1 << uint(c)
		s.hand[s.turn] = c
		s.drawing = false
		s.turn++
	case a == toyKeep:
		s.turn++
	case a == toySwap:
		s.discard |= 1 << uint(s.hand[who])
		s.hand[who] = 0
		s.swapped[who] = true
		s.drawing = true
	default:
		return false
	}
	return true
}

func (g *toy) Policy(s *toyState, legal []toyAction, plan int, rng *rand.Rand) toyAction {
	if s.hand[s.turn] < g.threshold {
		return toySwap
	}
	return toyKeep
}

func (g *toy) Result(s *toyState, out []float64) {
	g.results++
	g.tick()
	switch {
	case s.hand[0] > s.hand[1]:
		out[0] = 1
	case s.hand[0] < s.hand[1]:
		out[1] = 1
	default:
		out[0], out[1] = 0.5, 0.5
	}
}

// Evaluate at a cut: the chance the seat's card beats a card drawn from
// what is left (the play-out's own view, which is a sample).
func (g *toy) Evaluate(s *toyState, out []float64) {
	g.evals++
	g.tick()
	for seat := 0; seat < 2; seat++ {
		if s.hand[seat] > 5 {
			out[seat] = 1
		}
	}
}

func (g *toy) tick() {
	if g.onPlayout != nil {
		g.onPlayout(g.results + g.evals)
	}
}

// cutter is the toy with a Cutter: play-outs stop when seat 1 is to
// decide.
type cutter struct{ toy }

func (g *cutter) Cut(root, s *toyState) bool { return s.turn == 1 && !s.drawing }

// exactValue is seat's expected result of playing a first from obs, when
// both seats then play the threshold policy, over every deal the seat
// cannot tell apart (each equally likely) and every draw: the ground truth
// the search must find.
func exactValue(g *toy, o toyObs, a toyAction) float64 {
	var total float64
	n := 0
	for other := 1; other <= toyCards; other++ {
		if o.unknown&(1<<uint(other)) == 0 {
			continue
		}
		s := toyState{discard: o.discard, swapped: o.swapped, turn: o.turn, drawing: o.drawing}
		s.hand[o.seat], s.hand[1-o.seat] = o.card, int8(other)
		s.deck = o.unknown &^ (1 << uint(other))
		t := s
		if !g.Apply(&t, a) {
			panic("illegal first action")
		}
		total += expect(g, &t, o.seat)
		n++
	}
	return total / float64(n)
}

func expect(g *toy, s *toyState, seat int) float64 {
	switch g.Actor(s) {
	case Over:
		var out [2]float64
		g.Result(s, out[:])
		return out[seat]
	case Chance:
		legal := g.Legal(s, nil)
		v := 0.0
		for _, a := range legal {
			t := *s
			g.Apply(&t, a)
			v += expect(g, &t, seat)
		}
		return v / float64(len(legal))
	}
	t := *s
	g.Apply(&t, g.Policy(s, nil, 0, nil))
	return expect(g, &t, seat)
}
