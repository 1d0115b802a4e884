package runrunrun

import (
	"strconv"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
)

// Summarize sums up a finished game for the statistics: the team's win or
// loss and how it ended, with the table's facts (difficulty, team size,
// the Lord, whether the Exit opened, mummies destroyed, rounds, rooms,
// torches left) so that wins and losses can be counted by difficulty and
// team size and defeats by their cause; each seat's facts name its cat
// and the cards it ended with.
func (g tableGame) Summarize(rec table.Record) (table.Summary, error) {
	m, err := g.Open(rec)
	if err != nil {
		return table.Summary{}, err
	}
	s := &m.(*tableMatch).m.State
	if !s.Over {
		return table.Summary{}, i18n.Errorf("the game is not finished")
	}
	o := s.Outcome()
	lord := "none"
	if o.Lord > 0 {
		lord = lordTable[o.Lord-1].Code
	}
	exit := "no"
	if o.ExitOpened {
		exit = "yes"
	}
	sum := table.Summary{
		Game:   GameID,
		ID:     strconv.FormatUint(rec.Seed, 10) + "-" + s.HashString(),
		Rounds: o.Rounds,
		Team:   true,
		Won:    o.Won,
		End:    o.End.String(),
		Facts: map[string]string{
			"difficulty": s.Opt.Difficulty.String(),
			"team":       strconv.Itoa(s.NumSeats()),
			"end":        o.End.String(),
			"lord":       lord,
			"exit":       exit,
			"destroyed":  strconv.Itoa(o.Destroyed),
			"turns":      strconv.Itoa(o.Turns),
			"rooms":      strconv.Itoa(o.Rooms),
			"torches":    strconv.Itoa(o.Torches),
			"open_hands": strconv.FormatBool(s.Opt.OpenHands),
		},
	}
	rm := m.Record()
	for p := 0; p < s.NumSeats(); p++ {
		seat := table.SeatSummary{Kind: rm.Seats[p], Won: o.Won, Facts: map[string]string{
			"cat":   s.Opt.Cats[p].String(),
			"cards": strconv.Itoa(s.HandSize(p)),
		}}
		if p < len(rm.Names) {
			seat.Name = rm.Names[p]
		}
		sum.Seats = append(sum.Seats, seat)
	}
	return sum, nil
}

// Explain words a reason: how a game ended (an Outcome's reason), or why a
// computer teammate chose a step (a hint).
func (tableGame) Explain(r table.Reason, names table.Names) string {
	for e := EndExit; e <= EndHand; e++ {
		if r.Code == e.String() {
			return explainEnd(e)
		}
	}
	return explainHint(r)
}
