package table

import "context"

// Computer is a game's computer players. It lives beside the game's bots
// (bot/horus, ...), which may read the game's own types, and is found
// through ComputerOf. Every decision is taken from the acting seat's
// observation only: the match is passed so the computer can take that
// observation and the legal steps from it, never to look further.
type Computer interface {
	// Levels lists the levels, weakest first ("easy", "medium", "hard").
	Levels() []string
	// Think prepares the decision of a computer player of level for the
	// seat to act in m. It takes that seat's observation and legal steps
	// now; the function it returns works on those copies only, may run
	// on another goroutine while m moves on, and returns promptly (with
	// some legal step) when ctx is cancelled. The same seed gives the
	// same choice.
	Think(m Match, level string, seed uint64) (func(ctx context.Context) string, error)
	// Hint is what a computer would do for the seat to act in m, with
	// its reason, decided from that seat's observation only. The player
	// waits for it, so it answers promptly: the game chooses which of
	// its players hints (Horus: the easy level's rules of thumb).
	Hint(ctx context.Context, m Match) (string, Reason, error)
}

// Seated is a Computer that can keep one player for a seat over a whole
// match, its random stream going on from one decision to the next, as the
// headless tool plays its matches. Optional: without it, every decision is
// a Think of its own.
type Seated interface {
	Seat(level string, seed uint64) (Player, error)
}

// Player is one computer player kept for a seat (Seated).
type Player interface {
	// Think is Computer.Think for this player: it takes the observation
	// and legal steps of the seat to act in m now, and the function it
	// returns decides from those copies with the player's own stream.
	Think(m Match) (func(ctx context.Context) string, error)
}
