// Package runrunrun is the computer teammates of Run Run Run! (Kotkrywcy),
// registered with the shell's contract (table.Computer) at start. Every
// decision is taken from the acting seat's observation alone: the bot
// samples a full position behind it (rrr.Determinize: what the seat
// cannot see is dealt at random) and decides on that sample with a
// heuristic that reads the public table and the seat's own hand only
// (every hand under the open-hands option, where the observation holds
// them). Levels (spec §16.4):
//
//   - easy: the heuristic with noise (now and then an unconsidered room or
//     route);
//   - medium and hard: the shared search (game/search) over the heuristic
//     (policy.go and its files: threat, responder, card economy,
//     placement, the Exit, the reservation marker): at each player step it
//     samples the hidden cards several times, plays each candidate action
//     out with the heuristic for the whole team and scores the futures
//     (evaluation.go); hard takes the best mean of a larger budget, medium
//     keeps the heuristic's choice unless another is clearly better.
//
// docs/runrunrun-ai.md has the measured strength and speed.
package runrunrun

import (
	"context"
	"math/rand/v2"
	"slices"
	"strconv"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
)

// Levels are the computer teammates' levels, weakest first.
var Levels = []string{"easy", "medium", "hard"}

func init() { table.RegisterComputer(rrr.GameID, Computer{}) }

// Computer is the game's table.Computer.
type Computer struct{}

func (Computer) Levels() []string { return slices.Clone(Levels) }

// Think takes the acting seat's observation and legal steps now; the
// returned function decides on those copies only.
func (Computer) Think(m table.Match, level string, seed uint64) (func(ctx context.Context) string, error) {
	b, err := newBot(level, seed)
	if err != nil {
		return nil, err
	}
	obs, legal, err := seatView(m)
	if err != nil {
		return nil, err
	}
	return func(ctx context.Context) string {
		step, _ := b.decide(ctx, obs, legal)
		return step
	}, nil
}

// Seat keeps one teammate of the level for a seat over a whole game
// (table.Seated): its random stream goes on from one decision to the
// next, as the headless tool plays its games.
func (Computer) Seat(level string, seed uint64) (table.Player, error) {
	b, err := newBot(level, seed)
	if err != nil {
		return nil, err
	}
	return seated{b}, nil
}

// seated is one teammate kept for a seat.
type seated struct{ b *bot }

// Think takes the acting seat's observation and legal steps now; the
// returned function decides on those copies with the teammate's own
// stream.
func (p seated) Think(m table.Match) (func(ctx context.Context) string, error) {
	obs, legal, err := seatView(m)
	if err != nil {
		return nil, err
	}
	return func(ctx context.Context) string {
		step, _ := p.b.decide(ctx, obs, legal)
		return step
	}, nil
}

// Hint is the hard level's choice for the seat to act, with its reason:
// its search answers within a few tens of milliseconds
// (docs/runrunrun-ai.md), quick enough for a player waiting for a hint.
func (Computer) Hint(ctx context.Context, m table.Match) (string, table.Reason, error) {
	obs, legal, err := seatView(m)
	if err != nil {
		return "", table.Reason{}, err
	}
	b, _ := newBot("hard", hintSeed(obs))
	step, r := b.decide(ctx, obs, legal)
	return step, r, nil
}

// hintSeed makes a hint repeatable for one position: asking twice gives
// the same answer.
func hintSeed(obs rrr.Observation) uint64 {
	return uint64(obs.Turns)<<16 ^ uint64(obs.NTasks)<<8 ^ uint64(obs.NCells) ^ 0x4e17
}

// seatView is the acting seat's observation and legal steps.
func seatView(m table.Match) (rrr.Observation, []string, error) {
	seat := m.Actor()
	if seat < 0 {
		return rrr.Observation{}, nil, i18n.Errorf("no player is to act now")
	}
	obs, ok := m.Observe(seat).(rrr.Observation)
	if !ok {
		return rrr.Observation{}, nil, i18n.Errorf("this is not a game of %s", rrr.GameName.English)
	}
	legal := m.Legal()
	if len(legal) == 0 {
		return rrr.Observation{}, nil, i18n.Errorf("no player is to act now")
	}
	return obs, legal, nil
}

// bot is one computer teammate's decision: its level and its own random
// stream (the game's is never touched).
type bot struct {
	level string
	rng   *rand.Rand
	pol   *policy
	srch  *searcher
}

func newBot(level string, seed uint64) (*bot, error) {
	rng := rand.New(rand.NewPCG(seed, 0x7ea7))
	b := &bot{level: level, rng: rng, pol: &policy{rng: rng}}
	switch level {
	case "easy":
		b.pol.noise = easyNoise
	case "medium":
		b.srch = newSearcher(rng, mediumSearch)
	case "hard":
		b.srch = newSearcher(rng, hardSearch)
	default:
		return nil, i18n.Errorf("unknown computer level %q (easy, medium or hard)", level)
	}
	return b, nil
}

// easyNoise is how often the easy level slips.
const easyNoise = 0.15

// decide picks one of legal (the match's own list, in notation) from obs.
func (b *bot) decide(ctx context.Context, obs rrr.Observation, legal []string) (string, table.Reason) {
	if len(legal) == 1 {
		return legal[0], table.Reason{Code: rrr.ReasonOnly}
	}
	a, w := b.choose(ctx, obs)
	step := obs.Notation(a)
	if !slices.Contains(legal, step) {
		return legal[0], table.Reason{Code: rrr.ReasonOnly}
	}
	return step, w.reason()
}

// choose decides on a sample of the position behind obs.
func (b *bot) choose(ctx context.Context, obs rrr.Observation) (rrr.Action, why) {
	s := rrr.Determinize(obs, b.rng)
	if b.srch != nil {
		return b.srch.decide(ctx, obs, &s)
	}
	var buf [rrr.MaxLegal]rrr.Action
	return b.pol.pick(&s, s.Legal(buf[:0]))
}

// reason words a why as the contract's Reason (arguments in notation).
func (w why) reason() table.Reason {
	r := table.Reason{Code: w.code}
	switch w.code {
	case rrr.ReasonIntercept:
		r.Args = []string{figureCode(w.fig), strconv.Itoa(w.n)}
	case rrr.ReasonFight:
		r.Args = []string{figureCode(w.fig)}
	case rrr.ReasonExitMech, rrr.ReasonTorchMech, rrr.ReasonExplore:
		r.Args = []string{w.at.String()}
	case rrr.ReasonCards:
		r.Args = []string{w.at.String(), strconv.Itoa(w.n)}
	case rrr.ReasonTeleport:
		r.Args = []string{w.at.String(), figureCode(w.fig)}
	case rrr.ReasonSearch:
		inner := table.Reason{Code: rrr.ReasonUsual}
		if w.inner != nil {
			inner = w.inner.reason()
		}
		r.Args = append([]string{strconv.Itoa(w.n), strconv.Itoa(w.pct), strconv.Itoa(w.pct2), inner.Code}, inner.Args...)
	}
	return r
}

func figureCode(f int) string {
	if f == rrr.LordIndex {
		return "lord"
	}
	return "m" + strconv.Itoa(f+1)
}
