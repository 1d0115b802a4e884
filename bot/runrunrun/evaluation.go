package runrunrun

import (
	"math"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
)

// The evaluation of an unfinished game: the team's chance to win,
// estimated by a logistic model of a few public features, one model
// before the Exit opens and one after. Its weights were fitted to the
// outcomes of 24,000 medium teams' games at every difficulty and team
// size, one sample per turn (TestFitEvaluation, run by hand: it prints the
// weights below).

// Features of a position, for the team.
const (
	featBias = iota
	featExitMechs
	featExitOpen
	featHearts   // hearts of the figures in the maze
	featLordLeft // the Lord's hearts once the Exit is open
	featCards    // cards in hand per cat
	featShort    // cats with one card or none
	featTorches  // torches, up to 6
	featRegroups // Regroup tiles left
	featDiscard  // cards on the discard pile (Regroups pull from it), up to 20
	featDeck     // room cards left to draw, up to 30
	featThreat   // the chance a mummy reaches the Crypt within a round
	featPower    // mummy dice
	featNextWake // hearts still needed to wake the top mummy card (5 when none is left)
	featOpenEnds // open corridors of the maze, up to 6
	featSymbols  // unused symbol pairs waiting in corners, up to 6
	featSeats    // cats on the team
	numFeatures
)

// weightsBefore and weightsAfter are the model's before and after the
// Exit opens (see TestFitEvaluation), in the features' order.
var (
	weightsBefore = [numFeatures]float64{-3.7358, 0.6071, 0.0000, -0.1214, 0.0000, 0.2824, -0.5672, 0.0926, 0.3627, -0.0267, 0.0230, 0.0239, -0.0538, 0.0885, 0.0754, 0.0653, -0.2376}
	weightsAfter  = [numFeatures]float64{-0.0538, -0.1615, -0.0538, -0.2389, -0.2138, 0.6239, -0.4864, 0.1241, 0.4238, 0.0439, 0.0685, -1.5995, -0.3371, -0.2691, -0.0848, 0.0000, 0.2403}
)

// features reads a position's features (public: every seat computes the
// same).
func features(s *rrr.State, f *[numFeatures]float64) {
	*f = [numFeatures]float64{}
	f[featBias] = 1
	f[featExitMechs] = float64(s.ExitMechs)
	if s.ExitOpen() {
		f[featExitOpen] = 1
		f[featLordLeft] = float64(s.Figures[rrr.LordIndex].Hearts)
		if s.Figures[rrr.LordIndex].Place != rrr.InMaze {
			f[featLordLeft] = 0
		}
	}
	crypt := s.CryptDist()
	power := s.Power()
	threat := 0.0
	for m := 0; m < rrr.NumFigures; m++ {
		fig := s.Figures[m]
		if fig.Place != rrr.InMaze {
			continue
		}
		if m != rrr.LordIndex {
			f[featHearts] += float64(fig.Hearts)
		}
		if !s.Engaged(m) && crypt[fig.Cell] != rrr.Unreachable {
			threat = math.Max(threat, reachChance(power, s.FigureInfo(m).Fast, s.NumSeats(), int(crypt[fig.Cell])))
		}
	}
	f[featThreat] = threat
	f[featPower] = float64(power)
	n := s.NumSeats()
	cards := 0
	for p := 0; p < n; p++ {
		h := s.HandSize(p)
		cards += h
		if h <= 1 {
			f[featShort]++
		}
	}
	f[featCards] = float64(cards) / float64(n)
	f[featTorches] = float64(min(int(s.Torches), 6))
	f[featRegroups] = float64(s.Regroups)
	f[featDiscard] = float64(min(s.Discard.Len(), 20))
	f[featDeck] = float64(min(s.Deck.Len(), 30))
	if s.MummyDeck() != 0 && !s.ExitOpen() {
		f[featNextWake] = float64(rrr.HeartsToWake - int(s.TopHearts))
	} else {
		f[featNextWake] = rrr.HeartsToWake
	}
	open, pairs := 0, 0
	for c := uint8(0); c < s.NCells; c++ {
		cell := &s.Cells[c]
		for d := rrr.Side(0); d < rrr.NumSides; d++ {
			nb := cell.Nb[d]
			if nb == rrr.NoCell {
				if cell.Corr&(1<<d) != 0 {
					open++
				}
				continue
			}
			// A corner of two neighbouring symbols of different kinds,
			// neither used for the Exit, with the third cell empty.
			if nb < c || s.ExitOpen() {
				continue
			}
			k1, k2 := cell.Content(), s.Cells[nb].Content()
			if k1.IsSymbol() && k2.IsSymbol() && k1 != k2 && !cell.UsedFor(true) && !s.Cells[nb].UsedFor(true) &&
				(cell.Nb[(d+1)%rrr.NumSides] == rrr.NoCell || cell.Nb[(d+5)%rrr.NumSides] == rrr.NoCell) {
				pairs++
			}
		}
	}
	f[featOpenEnds] = float64(min(open, 6))
	f[featSymbols] = float64(min(pairs, 6))
	f[featSeats] = float64(n)
}

// evaluate is the model's chance that the team wins from s.
func evaluate(s *rrr.State) float64 {
	var f [numFeatures]float64
	features(s, &f)
	w := &weightsBefore
	if s.ExitOpen() {
		w = &weightsAfter
	}
	z := 0.0
	for i, x := range f {
		z += w[i] * x
	}
	return 1 / (1 + math.Exp(-z))
}
