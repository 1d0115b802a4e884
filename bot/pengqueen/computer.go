package pengqueen

import (
	"context"
	"encoding/binary"
	"hash/fnv"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
)

// Computer is the game's computer players, as the shell finds them
// (table.ComputerOf("pengqueen")).
var Computer table.Computer = computer{}

func init() { table.RegisterComputer(pq.GameID, Computer) }

type computer struct{}

func (computer) Levels() []string { return levelNames }

// Think takes the seat's observation and legal steps now; the decision
// works on those copies only.
func (computer) Think(m table.Match, level string, seed uint64) (func(ctx context.Context) string, error) {
	lv, ok := levels[level]
	if !ok {
		return nil, i18n.Errorf("%q is not a computer level of this game (easy, medium or hard).", level)
	}
	o, legal, steps, err := seatView(m)
	if err != nil {
		return nil, err
	}
	return func(ctx context.Context) string {
		a, _ := newBrain(lv, seed).choose(ctx, &o, legal)
		return stepOf(legal, steps, a)
	}, nil
}

// Seat is table.Seated: a player kept for a seat over a whole match, one
// brain whose random stream goes on from decision to decision, as the
// tournaments play (arena_test.go) and as pyramid-sim plays when a
// computer offers it.
func (computer) Seat(level string, seed uint64) (table.Player, error) {
	lv, ok := levels[level]
	if !ok {
		return nil, i18n.Errorf("%q is not a computer level of this game (easy, medium or hard).", level)
	}
	return &player{b: newBrain(lv, seed)}, nil
}

// player is a computer player kept for a seat (Seat).
type player struct{ b *brain }

// Think takes the seat's observation and legal steps now, as
// computer.Think does; the decision goes on with the player's stream.
func (p *player) Think(m table.Match) (func(ctx context.Context) string, error) {
	o, legal, steps, err := seatView(m)
	if err != nil {
		return nil, err
	}
	return func(ctx context.Context) string {
		a, _ := p.b.choose(ctx, &o, legal)
		return stepOf(legal, steps, a)
	}, nil
}

// Hint is the hard level's choice for the seat to act, with its reason.
func (computer) Hint(ctx context.Context, m table.Match) (string, table.Reason, error) {
	o, legal, steps, err := seatView(m)
	if err != nil {
		return "", table.Reason{}, err
	}
	a, why := newBrain(levels["hard"], observationSeed(&o)).choose(ctx, &o, legal)
	return stepOf(legal, steps, a), why, nil
}

// choose is the level's decision: the search at the hard level, the
// policy below it.
func (b *brain) choose(ctx context.Context, o *pq.Observation, legal []pq.Action) (pq.Action, table.Reason) {
	if b.lv.search.samples > 0 {
		return b.search(ctx, o, legal)
	}
	return b.decide(o, legal)
}

// seatView is what a computer player of the seat to act may use: its
// observation and its legal steps (in notation and read back).
func seatView(m table.Match) (pq.Observation, []pq.Action, []string, error) {
	seat := m.Actor()
	if seat < 0 {
		return pq.Observation{}, nil, nil, i18n.Errorf("No player is to act: it is chance's turn, or the game is over.")
	}
	o, ok := m.Observe(seat).(pq.Observation)
	if !ok {
		return pq.Observation{}, nil, nil, i18n.Errorf("This is not a game of Pyramid of Pengqueen.")
	}
	steps := m.Legal()
	legal := make([]pq.Action, 0, len(steps))
	var reader pq.State // a seat's steps read the same in every phase
	for _, text := range steps {
		a, err := reader.ParseStep(text)
		if err != nil {
			return pq.Observation{}, nil, nil, err
		}
		legal = append(legal, a)
	}
	return o, legal, steps, nil
}

// stepOf is a in notation: the legal step it was read from.
func stepOf(legal []pq.Action, steps []string, a pq.Action) string {
	for i, l := range legal {
		if l == a {
			return steps[i]
		}
	}
	return steps[0]
}

// observationSeed seeds a hint from what the seat sees: the same view gets
// the same hint, whatever it cannot see.
func observationSeed(o *pq.Observation) uint64 {
	h := fnv.New64a()
	_ = binary.Write(h, binary.LittleEndian, o)
	return h.Sum64()
}
