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
	// Hint is what the strongest level would do for the seat to act in
	// m, with its reason, decided from that seat's observation only.
	Hint(ctx context.Context, m Match) (string, Reason, error)
}
