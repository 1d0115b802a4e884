package runrunrun

import (
	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
)

// The threat model (spec §16.4): how likely each mummy is to reach the
// Crypt within a few mummy steps, from its distance, the Mummy Power and
// the 2-in-6 mummy face of the dice.

// maxHorizon is the most mummy steps ahead the tables look; maxDist the
// longest distance they tell apart (farther is out of reach).
const (
	maxHorizon = 8
	maxDist    = 24
)

// reachTable[power][fast][k][d] is the chance that a figure d rooms from
// the Crypt, not stopped on its way, walks at least d rooms in k mummy
// steps rolled with power dice, each mummy face moving it one room and a
// fast figure one more in a step with at least one face (R5).
var reachTable = func() (t [5][2][maxHorizon + 1][maxDist + 1]float64) {
	for p := 1; p <= 4; p++ {
		// faces[s]: the chance of s mummy faces among p dice (1 in 3 each).
		var faces [5]float64
		for s := 0; s <= p; s++ {
			faces[s] = binom(p, s) * pow(1.0/3, s) * pow(2.0/3, p-s)
		}
		for fast := 0; fast < 2; fast++ {
			// walked[m]: the chance of having walked m rooms (capped).
			var walked [maxDist + 1]float64
			walked[0] = 1
			for k := 1; k <= maxHorizon; k++ {
				var next [maxDist + 1]float64
				for m, pm := range walked {
					if pm == 0 {
						continue
					}
					for s := 0; s <= p; s++ {
						step := s
						if s > 0 && fast == 1 {
							step++
						}
						next[min(m+step, maxDist)] += pm * faces[s]
					}
				}
				walked = next
				// At least d rooms: the tail of the distribution.
				tail := 0.0
				for d := maxDist; d >= 0; d-- {
					tail += walked[d]
					t[p][fast][k][d] = tail
				}
			}
		}
	}
	return t
}()

func binom(n, k int) float64 {
	r := 1.0
	for i := 1; i <= k; i++ {
		r = r * float64(n-k+i) / float64(i)
	}
	return r
}

func pow(x float64, n int) float64 {
	r := 1.0
	for range n {
		r *= x
	}
	return r
}

// reachChance is the chance that a figure d rooms away reaches the Crypt
// within k mummy steps at this power.
func reachChance(power int, fast bool, k, d int) float64 {
	if d <= 0 {
		return 1
	}
	if k <= 0 || d > maxDist {
		return 0
	}
	f := 0
	if fast {
		f = 1
	}
	return reachTable[min(max(power, 1), 4)][f][min(k, maxHorizon)][d]
}

// threat is one figure standing in the maze, as a danger to the Crypt.
type threat struct {
	fig     int
	cell    uint8
	dist    int  // rooms to the Crypt
	engaged bool // a cat shares its room: it does not move (R3)
	fast    bool
	hearts  int
	// stop is the rooms it would walk before meeting a cat on some
	// shortest way to the Crypt (the team steers ties, §10.1), or 0 when
	// no cat stands on any of them.
	stop int
}

// reach is the chance the figure reaches the Crypt within k mummy steps
// at power, if nobody stops it.
func (t threat) reach(power, k int) float64 {
	if t.engaged {
		return 0
	}
	return reachChance(power, t.fast, k, t.dist)
}

// danger is the chance the figure reaches the Crypt before the team can
// be sure to have met it: within a round and two more mummy steps, at the
// power the dice will soon have (one more die when the top mummy card is
// about to wake). An engaged figure counts as free: this is what its
// cat's leaving would let loose.
func (v *view) danger(t threat) float64 {
	k := v.s.NumSeats() + 2
	if v.s.ExitOpen() {
		k++ // every figure must be met before the end
	}
	return reachChance(v.soonPower, t.fast, k, t.dist)
}

// threats lists the figures in the maze.
func threats(s *rrr.Public, v *view) []threat {
	out := v.threatBuf[:0]
	for f := 0; f < rrr.NumFigures; f++ {
		fig := s.Figures[f]
		if fig.Place != rrr.InMaze {
			continue
		}
		t := threat{fig: f, cell: fig.Cell, dist: int(v.crypt[fig.Cell]), engaged: s.Engaged(f),
			fast: s.FigureInfo(f).Fast, hearts: int(fig.Hearts)}
		if v.crypt[fig.Cell] == rrr.Unreachable {
			t.dist = 99
		}
		if !t.engaged && t.dist < 99 {
			t.stop = catOnWay(s, fig.Cell, &v.crypt)
		}
		out = append(out, t)
	}
	return out
}

// catOnWay is the rooms from cell from to the first room holding a cat on
// some shortest way to the Crypt, or 0 when there is none.
func catOnWay(s *rrr.Public, from uint8, crypt *[rrr.MaxCells]uint8) int {
	dm := s.MazeDist(from)
	best := 0
	for p := 0; p < s.NumSeats(); p++ {
		c := s.CatCell[p]
		if c == rrr.CryptCell || c == from || dm[c] == rrr.Unreachable {
			continue
		}
		if int(dm[c])+int(crypt[c]) == int(crypt[from]) && (best == 0 || int(dm[c]) < best) {
			best = int(dm[c])
		}
	}
	return best
}
