package pengqueen

import (
	"errors"
	"math/rand/v2"
	"testing"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
)

// midGame plays seeded games of four seats (the Mummy and three hunters)
// with simple purposeful players until a position worth drawing comes: a
// few rounds in, a card shown, a hunter caught, dice set aside, and a
// hunter choosing a die (so the roll's faces are on the table). The
// engine builds it; the art only ever sees its observations.
func midGame(t testing.TB) *pq.State {
	t.Helper()
	s, err := findMidGame()
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func findMidGame() (*pq.State, error) {
	for seed := uint64(1); seed < 400; seed++ {
		m, err := pq.NewMatch(pq.Options{Players: 4}, seed)
		if err != nil {
			return nil, err
		}
		r := rand.New(rand.NewPCG(seed, 7))
		var buf [pq.MaxLegal]pq.Action
		for step := 0; step < 3000 && !m.State.Over; step++ {
			s := &m.State
			if s.IsChance() {
				m.RollChance(nil)
				continue
			}
			if interesting(s) {
				return s, nil
			}
			legal := s.Legal(buf[:0])
			if _, err := m.Apply(choose(s, legal, r), nil); err != nil {
				return nil, err
			}
		}
	}
	return nil, errors.New("no seeded game reached a mid-game position")
}

// interesting is the position midGame looks for.
func interesting(s *pq.State) bool {
	if s.Phase != pq.PhaseChoose || s.Round < 4 || s.Aside < 1 || s.Aside > 2 || s.RollSize < 3 || s.Tokens < 1 {
		return false
	}
	shown := 0
	for _, h := range s.Shown {
		shown += h.Len()
	}
	return shown >= 2
}

// choose is a simple player: hunters head for the symbols of their cards
// and show them, the Mummy walks towards the nearest hunter.
func choose(s *pq.State, legal []pq.Action, r *rand.Rand) pq.Action {
	switch s.Phase {
	case pq.PhaseShow:
		return legal[0] // show when it can (listed first), else end
	case pq.PhaseTurn:
		if s.Aside >= 4 && len(legal) > 1 && r.IntN(2) == 0 {
			return legal[0] // reset
		}
		return legal[len(legal)-1]
	case pq.PhaseChoose:
		seat := s.PieceSeat(int(s.Piece))
		best, bestD := legal[len(legal)-1], 1<<30
		for _, a := range legal {
			if a.Kind != pq.ActMove {
				continue
			}
			d := distToNeed(pq.Square(a.B), s.Hands[seat-1]) + r.IntN(3)
			if d < bestD {
				best, bestD = a, d
			}
		}
		return best
	case pq.PhaseMummy:
		if int(s.PathLen) >= int(s.Steps) || r.IntN(8) == 0 {
			return pq.Action{Kind: pq.ActStop}
		}
		var hunters pq.Squares
		for p := 0; p < s.NumPieces(); p++ {
			hunters = hunters.With(s.Pieces[p].Square)
		}
		best, bestD := legal[len(legal)-1], 1<<30
		for _, a := range legal {
			if a.Kind != pq.ActStep {
				continue
			}
			d := distTo(s.Mummy.Neighbour(pq.Dir(a.A)), hunters) + r.IntN(2)
			if d < bestD {
				best, bestD = a, d
			}
		}
		return best
	}
	return legal[r.IntN(len(legal))]
}

// distToNeed is the walk from q to the nearest symbol of a card in hand.
func distToNeed(q pq.Square, hand pq.CardSet) int {
	var goals pq.Squares
	for c := pq.Card(0); c < pq.NumCards; c++ {
		if hand.Has(c) {
			goals = goals.With(c.Info().Square)
		}
	}
	return distTo(q, goals)
}

// distTo is the number of steps from q to the nearest square of goals.
func distTo(q pq.Square, goals pq.Squares) int {
	if goals.Empty() || !q.Valid() {
		return 1 << 20
	}
	seen := pq.SquaresOf(q)
	front := []pq.Square{q}
	for d := 0; len(front) > 0; d++ {
		var next []pq.Square
		for _, x := range front {
			if goals.Has(x) {
				return d
			}
			for dir := pq.Dir(0); dir < pq.NumDirs; dir++ {
				n := x.Neighbour(dir)
				if n.Valid() && !seen.Has(n) {
					seen = seen.With(n)
					next = append(next, n)
				}
			}
		}
		front = next
	}
	return 1 << 20
}
