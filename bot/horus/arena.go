package horus

import (
	"context"
	"fmt"
	"time"

	"github.com/pyramid-studio/pyramid/game/horus"
)

// Play runs one game between bots, seat i played by bots[i], with chance
// from the match's own seeded generator. Each bot sees only its seat's
// Observation. timed, if not nil, is told how long every decision took.
// An illegal choice is an error naming the seat and the action.
func Play(ctx context.Context, opt horus.Options, seed uint64, bots []Bot, timed func(seat int, d time.Duration)) (*horus.Match, error) {
	if len(bots) < int(opt.Players) {
		return nil, fmt.Errorf("%d bots for %d seats", len(bots), opt.Players)
	}
	m, err := horus.NewMatch(opt, seed)
	if err != nil {
		return nil, err
	}
	var buf []horus.Action
	for steps := 0; !m.State.IsOver(); steps++ {
		if steps > 200000 {
			return m, fmt.Errorf("seed %d: the game did not end", seed)
		}
		if err := ctx.Err(); err != nil {
			return m, err
		}
		if m.State.IsChance() {
			if _, err := m.Apply(m.ChanceOutcome(), nil); err != nil {
				return m, err
			}
			if !m.State.IsChance() {
				watch(m, bots)
			}
			continue
		}
		seat := m.State.Current()
		buf = m.State.Legal(buf[:0])
		legal := append([]horus.Action(nil), buf...)
		start := time.Now()
		a := bots[seat].Choose(ctx, m.State.Observe(seat), legal)
		if timed != nil {
			timed(seat, time.Since(start))
		}
		if _, err := m.Apply(a, nil); err != nil {
			return m, fmt.Errorf("seed %d seat %d chose %v: %w", seed, seat, a, err)
		}
		watch(m, bots)
	}
	return m, nil
}

// watch shows the position to every bot that remembers what it saw (the
// seat to act next sees it again in Choose).
func watch(m *horus.Match, bots []Bot) {
	if m.State.IsChance() {
		return
	}
	for p, b := range bots[:m.State.NumSeats()] {
		if w, ok := b.(Watcher); ok && p != m.State.Current() {
			w.Watch(m.State.Observe(p))
		}
	}
}
