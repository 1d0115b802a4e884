package runrunrun

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
)

// TestFitEvaluation fits the evaluation's weights (evaluation.go) by
// logistic regression to the outcomes of the heuristic team's games (the
// policy the search levels search over), one sample
// per turn, before and after the Exit opens separately; it prints the
// weights to paste. Run by hand:
//
//	PYRAMID_FIT=4000 go test ./bot/runrunrun/ -run TestFitEvaluation -v -timeout 0
//
// (games per team size, at every difficulty).
func TestFitEvaluation(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("PYRAMID_FIT"))
	if n <= 0 {
		t.Skip("set PYRAMID_FIT=N to fit the evaluation on N games per team size")
	}
	type sample struct {
		f   [numFeatures]float64
		won float64
	}
	var mu sync.Mutex
	var pre, post []sample
	var wg sync.WaitGroup
	jobs := make(chan uint64)
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for seed := range jobs {
				players := int(seed%4) + 1
				d := rrr.Difficulty(seed / 4 % 4)
				opt := teamOptions(d, players, seed)
				m, _ := rrr.NewMatch(opt, seed)
				var pols [rrr.MaxSeats]*policy
				for p := range pols {
					pols[p] = &policy{rng: rand.New(rand.NewPCG(seed*7+uint64(p), 0x7ea7))}
				}
				var buf [rrr.MaxLegal]rrr.Action
				var mine []sample
				var mineExit []bool
				lastTurn := uint16(0)
				for !m.State.Over {
					s := &m.State
					if s.Turns != lastTurn && !s.IsChance() {
						lastTurn = s.Turns
						var sm sample
						features(s, &sm.f)
						mine = append(mine, sm)
						mineExit = append(mineExit, s.ExitOpen())
					}
					var a rrr.Action
					if s.IsChance() {
						a = m.ChanceOutcome()
					} else if legal := s.Legal(buf[:0]); len(legal) == 1 {
						a = legal[0]
					} else {
						pol := pols[s.Current()]
						d := rrr.Determinize(s.Observe(s.Current()), pol.rng)
						a, _ = pol.pick(&d, d.Legal(buf[:0]))
					}
					if _, err := m.Apply(a, nil); err != nil {
						panic(err)
					}
				}
				won := 0.0
				if m.State.Won {
					won = 1
				}
				mu.Lock()
				for i := range mine {
					mine[i].won = won
					if mineExit[i] {
						post = append(post, mine[i])
					} else {
						pre = append(pre, mine[i])
					}
				}
				mu.Unlock()
			}
		}()
	}
	for i := range 4 * 4 * n {
		jobs <- uint64(900_000_000 + i)
	}
	close(jobs)
	wg.Wait()
	fit := func(name string, data []sample) [numFeatures]float64 {
		var w [numFeatures]float64
		// Newton's method on the log-likelihood with a little ridge.
		for iter := 0; iter < 25; iter++ {
			var g [numFeatures]float64
			var h [numFeatures][numFeatures]float64
			ll := 0.0
			for _, d := range data {
				z := 0.0
				for i := range w {
					z += w[i] * d.f[i]
				}
				p := 1 / (1 + math.Exp(-z))
				ll += d.won*math.Log(p+1e-12) + (1-d.won)*math.Log(1-p+1e-12)
				for i := range w {
					g[i] += (d.won - p) * d.f[i]
					for j := range w {
						h[i][j] += p * (1 - p) * d.f[i] * d.f[j]
					}
				}
			}
			for i := range w {
				g[i] -= 1e-3 * w[i]
				h[i][i] += 1e-3
			}
			step := solve(h, g)
			for i := range w {
				w[i] += step[i]
			}
			if iter == 24 {
				t.Logf("%s: %d samples, mean log-likelihood %.4f", name, len(data), ll/float64(len(data)))
			}
		}
		return w
	}
	print := func(name string, w [numFeatures]float64) string {
		var b strings.Builder
		fmt.Fprintf(&b, "var %s = [numFeatures]float64{", name)
		for i, x := range w {
			if i > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "%.4f", x)
		}
		b.WriteString("}")
		return b.String()
	}
	t.Log("\n" + print("weightsBefore", fit("before the Exit", pre)) + "\n" + print("weightsAfter", fit("after the Exit", post)))
}

// solve solves h x = g by Gaussian elimination (h is symmetric positive
// definite with the ridge).
func solve(h [numFeatures][numFeatures]float64, g [numFeatures]float64) [numFeatures]float64 {
	n := numFeatures
	for c := 0; c < n; c++ {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(h[r][c]) > math.Abs(h[p][c]) {
				p = r
			}
		}
		h[c], h[p] = h[p], h[c]
		g[c], g[p] = g[p], g[c]
		for r := c + 1; r < n; r++ {
			f := h[r][c] / h[c][c]
			for k := c; k < n; k++ {
				h[r][k] -= f * h[c][k]
			}
			g[r] -= f * g[c]
		}
	}
	var x [numFeatures]float64
	for r := n - 1; r >= 0; r-- {
		s := g[r]
		for k := r + 1; k < n; k++ {
			s -= h[r][k] * x[k]
		}
		x[r] = s / h[r][r]
	}
	return x
}
