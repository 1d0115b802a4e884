package main

import (
	"math"

	"github.com/pyramid-studio/pyramid/game/table"
)

// summary gathers the results of a run of games, seat by seat, for the line
// printed after the games when there is more than one.
type summary struct {
	games int
	seats []seatTally
	times *decisionTimes // decision times by level, when the run is clocked (reported apart, on stderr)
}

// seatTally is one seat's record over the run.
type seatTally struct {
	bot   string
	wins  int
	score int            // sum of the seat's scores
	fates map[string]int // how its games ended, as the game's part names it (Horus: escaped, crushed...)
}

// add counts a finished match of the run: every seat's win and score (the
// outcome's), and its fate when the game's part names one.
func (s *summary) add(c playConfig, m table.Match) {
	p := parts[c.game.Info().ID]
	if s.seats == nil {
		s.seats = make([]seatTally, len(c.seats))
		for i, level := range c.seats {
			s.seats[i] = seatTally{bot: level}
			if p.fate != nil {
				s.seats[i].fates = map[string]int{}
				for _, f := range p.fates {
					s.seats[i].fates[f] = 0
				}
			}
		}
	}
	s.games++
	o := m.Outcome()
	for i := range s.seats {
		t := &s.seats[i]
		if o.WonBy(i) {
			t.wins++
		}
		if i < len(o.Scores) {
			t.score += o.Scores[i]
		}
		if p.fate != nil {
			t.fates[p.fate(m, i)]++
		}
	}
}

// summaryLine is the JSON printed for a run. It holds nothing that varies
// between two runs with the same arguments.
type summaryLine struct {
	Summary struct {
		Games int           `json:"games"`
		Seats []seatSummary `json:"seats"`
	} `json:"summary"`
}

// timesLine is the JSON line of decision times printed on stderr after a
// clocked run: it varies from run to run, unlike everything on stdout.
type timesLine struct {
	DecisionTimes []levelTimes `json:"decision_times"`
}

type seatSummary struct {
	Seat      int            `json:"seat"`
	Bot       string         `json:"bot"`
	Wins      int            `json:"wins"` // shared victories count for every winner
	WinRate   float64        `json:"win_rate"`
	WinRateCI [2]float64     `json:"win_rate_95ci"` // Wilson score interval
	MeanScore float64        `json:"mean_score"`    // over all games, 0 when not escaped
	Fates     map[string]int `json:"fates,omitempty"`
}

func (s *summary) report() summaryLine {
	var out summaryLine
	out.Summary.Games = s.games
	for i, t := range s.seats {
		lo, hi := wilson(t.wins, s.games)
		out.Summary.Seats = append(out.Summary.Seats, seatSummary{
			Seat: i, Bot: t.bot, Wins: t.wins,
			WinRate:   round4(float64(t.wins) / float64(s.games)),
			WinRateCI: [2]float64{round4(lo), round4(hi)},
			MeanScore: round4(float64(t.score) / float64(s.games)),
			Fates:     t.fates,
		})
	}
	return out
}

// wilson is the 95% Wilson score interval of k successes in n trials; it
// stays inside [0, 1] and behaves at 0 and n wins, unlike the normal
// approximation.
func wilson(k, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959963984540054
	p, nf := float64(k)/float64(n), float64(n)
	den := 1 + z*z/nf
	mid := (p + z*z/(2*nf)) / den
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return math.Max(0, mid-half), math.Min(1, mid+half)
}

func round4(x float64) float64 { return math.Round(x*1e4) / 1e4 }
