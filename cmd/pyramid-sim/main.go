// Command pyramid-sim is the headless tool: it lists the games of the
// collection, plays games between computer opponents, replays records,
// runs scenarios and measures the engines' speed, all without a display,
// for any game (--game ID, default horus) through the game contract
// (game/table); each game adds only what the contract cannot say (its
// part: horus.go, runrunrun.go). play, replay and scenario write JSON on stdout (one
// document, or one line per game) so their output can be compared, diffed
// and piped; the same arguments give the same bytes. games and bench print
// lines of text for a person (bench's figures vary by machine), and play's
// decision times, which vary from run to run, go to stderr.
package main

import (
	"fmt"
	"io"
	"os"
)

const usage = `usage: pyramid-sim COMMAND [flags]

commands:
  games
        lists the games: one line per game, its id, seats and title
  play [--game ID] --seed N --seats LEVEL,LEVEL[,...] [--games K]
       [the game's options, e.g. --alternate-mummies --total-secrecy]
       [--record-dir DIR] [--timing=false]
        plays K games (seeds N, N+1, ...) between computer opponents and
        prints one JSON line per game, then, when K > 1, a summary: each
        seat's win rate (95% interval), mean score and fates; the same
        arguments print the same bytes. With K > 1 each level's mean and
        95th-percentile decision time follows as a JSON line on stderr
        (--timing=false: not clocked)
  replay [--game ID] FILE
        replays a game record and prints the final state and its hash
  scenario [--game ID] FILE
        applies a scenario's steps and prints the resulting state and events
  bench [--game ID] [--seconds S]
        measures full random 4-player games per second on one core and
        prints them as a line of text

--game names the game (default horus, as before the collection had a
second game). Run "pyramid-sim COMMAND -h" for a command's flags.
`

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// exit codes
const (
	exitOK    = 0
	exitFail  = 1 // the input is bad or a game went wrong
	exitUsage = 2 // the command line is bad
)

// run is the whole tool with its streams passed in, so tests drive it
// in-process.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return exitUsage
	}
	cmd, rest := args[0], args[1:]
	switch cmd {
	case "games":
		return gamesCmd(rest, stdout, stderr)
	case "play":
		return playCmd(rest, stdout, stderr)
	case "replay":
		return replayCmd(rest, stdout, stderr)
	case "scenario":
		return scenarioCmd(rest, stdout, stderr)
	case "bench":
		return benchCmd(rest, stdout, stderr)
	case "-h", "-help", "--help", "help":
		fmt.Fprint(stdout, usage)
		return exitOK
	}
	fmt.Fprintf(stderr, "pyramid-sim: unknown command %q\n\n%s", cmd, usage)
	return exitUsage
}

// fail prints a command's error and returns the exit code for it.
func fail(stderr io.Writer, cmd string, code int, format string, args ...any) int {
	fmt.Fprintf(stderr, "pyramid-sim %s: %s\n", cmd, fmt.Sprintf(format, args...))
	return code
}
