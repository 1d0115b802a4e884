package runrunrun

import "math/rand/v2"

// Determinize samples one full State that the observer of obs cannot tell
// apart from the real one: the public table is copied, and the cards of
// obs.Unknown are dealt at random into the hands and laid cards the
// observer cannot see (by their public sizes), the rest forming the deck;
// at a walk's discard the active hand gets a card that can pay for it, as
// the real one must hold.
// Nothing else is hidden: decks are sets whose order chance decides when
// a card is drawn, and the Lord is decided when it is revealed.
//
// Search bots call it to get states to play forward without peeking: it
// reads nothing but obs, and its randomness comes from rng, the caller's
// own stream. Inconsistent input never panics: cards that fit nowhere stay
// in the deck, and a hand left short is played short.
func Determinize(obs Observation, rng *rand.Rand) State {
	s := State{Public: obs.Public}
	if s.Opt.Players < MinSeats || s.Opt.Players > MaxSeats {
		s.Opt.Players = MinSeats
	}
	if int(s.Turn) >= s.NumSeats() {
		s.Turn = 0
	}
	s.NTasks = min(s.NTasks, maxTasks)
	unknown := obs.Unknown & allCards
	known := CardSet(0)
	for p := 0; p < s.NumSeats(); p++ {
		known |= obs.Hands[p] | obs.Laid[p]
	}
	unknown &^= known
	take := func(k int) CardSet {
		var got CardSet
		for ; k > 0 && unknown != 0; k-- {
			c := unknown.Nth(rng.IntN(unknown.Len()))
			unknown, got = unknown.Without(c), got.With(c)
		}
		return got
	}
	// At a walk's discard the active hand is known to hold a card long
	// enough to pay for it (the walk was legal): deal one such card first.
	var must CardSet
	if top := s.Top(); top.Kind == tBoost && obs.Hands[s.Turn] == 0 && obs.HandSize[s.Turn] > 0 {
		var fit CardSet
		for r := unknown; r != 0; r &= r - 1 {
			if c := r.First(); c.Corridors() >= int(top.A) {
				fit = fit.With(c)
			}
		}
		if fit != 0 {
			c := fit.Nth(rng.IntN(fit.Len()))
			must, unknown = must.With(c), unknown.Without(c)
		}
	}
	for p := 0; p < s.NumSeats(); p++ {
		if p == int(s.Turn) && must != 0 {
			s.Hands[p] = must | take(int(obs.HandSize[p])-1)
			continue
		}
		s.Hands[p] = obs.Hands[p] | take(int(obs.HandSize[p])-obs.Hands[p].Len())
		s.Laid[p] = obs.Laid[p] | take(int(obs.LaidCount[p])-obs.Laid[p].Len())
	}
	s.Deck = unknown
	return s
}
