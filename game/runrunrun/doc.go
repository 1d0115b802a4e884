// Package runrunrun is the rules engine of Run Run Run! (Kotkrywcy), the
// co-operative escape for 1 to 4 cats: pure Go, deterministic under a
// seed, with no ebiten. The rulebook (shared/rules/kotkrywcy-pl.txt) is the
// authority; shared/design/runrunrun-spec.md fixes the maze geometry, the
// 64 room cards, the dice, tokens, mummies and Lords, the rulings, the
// difficulty levels and the digital adaptation. Every number of it lives
// in spec.go.
//
// The engine follows the shape of the Horus engine (docs/architecture.md):
//
//   - State is a value of fixed arrays and small integers: copying clones
//     it, == compares, Hash hashes it byte for byte. Its Public part is
//     what every seat sees; Hands and Laid are private; Deck is the rest.
//   - The maze grows as it is played: cells on an axial hexagonal grid,
//     numbered in the order they are laid, at most MaxCells (the Crypt,
//     64 room cards and the Exit). Each knows its neighbours and joined
//     sides.
//   - The flow is a stack of tasks (task.go): a turn pushes its mummy step,
//     player step and end; an action pushes its lighting, draws, token and
//     mechanisms; anything may push a chance step or a decision (a tie of
//     routes, an awakening, an attack's split, an Amulet). The top task is
//     the node the game waits at: Current says who decides, or ChanceSeat,
//     or TerminalSeat.
//   - Legal lists a node's steps in a stable order; at a chance node the
//     outcomes, equally likely. Apply checks a step and plays it; an
//     illegal one is refused in a player's words (through i18n) and
//     changes nothing. Neither allocates.
//   - Decks, the sarcophagus stack and the mummy deck are sets: which card
//     comes is decided by chance when it is drawn, and the Lord when the
//     Exit opens, so nothing in the state is hidden from every seat.
//   - Observe gives a seat what it may know (spec §16.1); Determinize
//     samples a state behind an observation; events carry who may see
//     their card faces (SeenBy) and whether they revealed something
//     (Reveal: where undo stops).
//   - Notation and ParseStep are the text of every step
//     (docs/runrunrun-notation.md); Match plays with a seeded generator and
//     keeps a Record; Replay plays one back; Playout plays a random game
//     with no allocation; Check verifies the bookkeeping; Outcome is the
//     team's result.
//   - position.go builds positions by hand (NewPosition, LayRoom,
//     WorkedMechanism, SetNode) for the scenario files of
//     game/runrunrun/scenario (docs/runrunrun-scenarios.md), which prove
//     the rules one by one; Check verifies what they build.
//   - table.go plugs the game into the shell's contract (game/table):
//     Game is registered as "runrunrun", its matches speak the notation,
//     narrate.go words every event for the log in English and Polish,
//     summary.go sums a game up for the statistics, and reasons.go words
//     the computer teammates' reasons (bot/runrunrun). query.go answers
//     the read-only questions the teammates and screens ask of a table.
//
// docs/runrunrun-rules-coverage.md lists every rule and ruling with the
// test that proves it; docs/runrunrun-ai.md describes the teammates.
package runrunrun
