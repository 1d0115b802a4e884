package main

import (
	"flag"
	"fmt"
	"io"

	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/scenes"
)

// openFiles opens where games, records and statistics are kept
// ($PYRAMID_CONFIG_DIR, or the user's configuration directory; the page's
// localStorage in the browser, see stores_js.go) and reads
// the command line: --record FILE opens a game record (or a save) in the
// replay viewer instead of the title. A store that cannot be opened is not
// fatal: the game plays without saving and the title says why.
func (g *game) openFiles(args []string) error {
	fs := flag.NewFlagSet("pyramid", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	record := fs.String("record", "", "open a game record file in the replay viewer")
	if err := fs.Parse(args); err != nil {
		return fmt.Errorf("%v (usage: pyramid [--record FILE])", err)
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q (usage: pyramid [--record FILE])", fs.Arg(0))
	}
	var note string
	var err error
	g.saves, err = openSaves()
	if err != nil {
		g.saves, note = nil, i18n.T("Games will not be saved: ")+err.Error()
	}
	first := firstScene(note)
	if *record != "" {
		first, err = scenes.OpenRecordFile(*record)
		if err != nil {
			return err
		}
	}
	g.mgr = scenes.NewManager(first)
	return nil
}

// closeFiles writes what is still waiting for the disk.
func (g *game) closeFiles() {
	if err := g.saves.Close(); err != nil {
		fmt.Println("pyramid: the last save could not be written:", err)
	}
}
