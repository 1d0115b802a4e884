package horus

import (
	"slices"

	"github.com/pyramid-studio/pyramid/game/horus"
)

// BackAndForth counts, for each seat of a recorded game, its moves back
// onto a square it stood on earlier in the same turn without having
// gained anything in between (a card, a lock's dice, an opened
// sarcophagus: any change but where it stands and its actions left): the
// moves a strong player never makes (issue 19). The tournaments, the
// watched games of the session and of the desktop client count them with
// it; the search levels' own rule against them is Memory.Revisit.
func BackAndForth(rec horus.Record) ([]int, error) {
	opt, err := rec.Setup.Options()
	if err != nil {
		return nil, err
	}
	s, err := horus.NewState(opt)
	if err != nil {
		return nil, err
	}
	out := make([]int, s.NumSeats())
	var mark horus.Observation
	var been []horus.Square
	turn := -1
	for _, text := range rec.Steps {
		a, err := s.ParseStep(text)
		if err != nil {
			return nil, err
		}
		p := s.Current()
		if p >= 0 && s.Phase == horus.PhaseActions && s.Must == horus.MustNothing {
			if sig := signature(s.Observe(p), p); turn != p || sig != mark {
				turn, mark, been = p, sig, been[:0]
			}
			been = append(been, s.Players[p].Square)
			if a.Kind == horus.ActMove && slices.Contains(been, horus.Square(a.A)) {
				out[p]++
			}
		} else if p >= 0 {
			turn = -1
		}
		if err := s.Apply(a); err != nil {
			return nil, err
		}
	}
	return out, nil
}
