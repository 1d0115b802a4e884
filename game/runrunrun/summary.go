package runrunrun

import (
	"math"
	"strconv"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
)

// The statistics' summary of a finished game (Game.Summarize): the team's
// win or loss and how it ended (Summary.End, which the statistics count
// as "end"), the table's facts, so that games can be counted by
// difficulty and defeats by their cause, and each seat's cat, by which the
// statistics also count the seats (GroupBy).

// The facts of the table (Summary.Facts), as the statistics file keys them.
const (
	FactDifficulty = "difficulty" // "easy", "normal", "hard", "heroic"
	FactOpenHands  = "open_hands" // "on" for the house rule, "off" for the rulebook's hidden hands
	FactLord       = "lord"       // the Lord revealed ("fangs", "silence", "stone"), "none" if the Exit never opened
	FactExit       = "exit"       // "yes" once the Exit opened, "no"
	FactDestroyed  = "destroyed"  // mummies and the Lord destroyed, a mummy sent back to the deck counting each time
	FactTurns      = "turns"      // turns begun
	FactRooms      = "rooms"      // room cards laid, 0 to 64
	FactTorches    = "torches"    // torches left in the supply
	// FactWonAt is the difficulty of a game the team won, and is not
	// there for a game it lost: beside FactDifficulty (every game), it
	// counts the wins at each difficulty.
	FactWonAt = "won_at"
)

// The facts of a seat (SeatSummary.Facts).
const (
	FactCat   = "cat"   // the cat's code, "cleo"
	FactCards = "cards" // cards in its hand at the end
)

// FactEnd is the statistics' own fact of a co-operative game's ending
// (Summary.End): its values are End's codes.
const FactEnd = "end"

// The values of FactExit.
const (
	ExitOpened = "yes"
	ExitClosed = "no"
)

// Summarize replays a finished game's record for the statistics. The
// final hash is left out: the steps check the position, and a newer
// build's hash must not keep a game from being counted.
func (g tableGame) Summarize(rec table.Record) (table.Summary, error) {
	rec.FinalHash = ""
	m, err := g.Open(rec)
	if err != nil {
		return table.Summary{}, err
	}
	s := &MatchOf(m).State
	if !s.Over {
		return table.Summary{}, i18n.Errorf("the game is not finished")
	}
	o := s.Outcome()
	lord := "none"
	if o.Lord > 0 {
		lord = lordTable[o.Lord-1].Code
	}
	exit := ExitClosed
	if o.ExitOpened {
		exit = ExitOpened
	}
	hands := table.Off.ID
	if s.Opt.OpenHands {
		hands = table.On.ID
	}
	sum := table.Summary{
		Game:   GameID,
		ID:     strconv.FormatUint(rec.Seed, 10) + "-" + s.HashString(),
		Rounds: o.Rounds,
		Team:   true,
		Won:    o.Won,
		End:    o.End.String(),
		Facts: map[string]string{
			FactDifficulty: s.Opt.Difficulty.String(),
			FactOpenHands:  hands,
			FactLord:       lord,
			FactExit:       exit,
			FactDestroyed:  strconv.Itoa(o.Destroyed),
			FactTurns:      strconv.Itoa(o.Turns),
			FactRooms:      strconv.Itoa(o.Rooms),
			FactTorches:    strconv.Itoa(o.Torches),
		},
		GroupBy: []string{FactCat},
	}
	if o.Won {
		sum.Facts[FactWonAt] = s.Opt.Difficulty.String()
	}
	rm := m.Record()
	for p := 0; p < s.NumSeats(); p++ {
		seat := table.SeatSummary{Kind: rm.Seats[p], Won: o.Won, Facts: map[string]string{
			FactCat:   s.Opt.Cats[p].String(),
			FactCards: strconv.Itoa(s.HandSize(p)),
		}}
		if p < len(rm.Names) {
			seat.Name = rm.Names[p]
		}
		sum.Seats = append(sum.Seats, seat)
	}
	return sum, nil
}

// KnownFact is table.FactChecker: whether value is one a summary of Run
// Run Run! gives fact, so that the statistics refuse a file counting what
// no game can have.
func (tableGame) KnownFact(fact, value string) bool {
	count := func(hi int) bool {
		n, err := strconv.Atoi(value)
		return err == nil && n >= 0 && n <= hi && strconv.Itoa(n) == value
	}
	switch fact {
	case FactDifficulty, FactWonAt:
		d, ok := ParseDifficulty(value)
		return ok && d.String() == value
	case FactOpenHands:
		return value == table.On.ID || value == table.Off.ID
	case FactLord:
		if value == "none" {
			return true
		}
		for _, l := range lordTable {
			if l.Code == value {
				return true
			}
		}
	case FactExit:
		return value == ExitOpened || value == ExitClosed
	case FactDestroyed:
		return count(math.MaxUint8) // State.Destroyed
	case FactTurns:
		return count(math.MaxUint16) // State.Turns
	case FactRooms:
		return count(NumCards)
	case FactTorches:
		return count(math.MaxUint8) // State.Torches
	case FactEnd:
		_, ok := parseEnd(value)
		return ok
	case FactCat:
		_, ok := ParseCat(value)
		return ok
	case FactCards:
		return count(NumCards)
	}
	return false
}
