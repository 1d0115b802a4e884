// Package pagetext holds the words of the browser build's loading page
// (web/index.html and its scripts), through the game's catalogue, so the
// page speaks the language chosen in the game and the i18n tests check
// every text has its Polish. make web writes every language's texts into
// the page; the page picks one before the game starts, from the
// settings the game keeps in localStorage.
//
// A text with %s has its parts filled in by the page, in order.
package pagetext

import "github.com/pyramid-studio/pyramid/i18n"

// Texts are the page's words, by the name the page uses for each (its
// JSON name).
type Texts struct {
	Title          string `json:"title"`
	Short          string `json:"short"`
	Heading        string `json:"heading"`
	Sub            string `json:"sub"`
	Noscript       string `json:"noscript"`
	Loading        string `json:"loading"`
	LoadingOf      string `json:"loadingOf"`
	LoadingMB      string `json:"loadingMB"`
	Opening        string `json:"opening"`
	Start          string `json:"start"`
	StartTouch     string `json:"startTouch"`
	Sound          string `json:"sound"`
	Fullscreen     string `json:"fullscreen"`
	Failed         string `json:"failed"`
	Retry          string `json:"retry"`
	NoWasm         string `json:"noWasm"`
	Missing        string `json:"missing"`
	HTTP           string `json:"http"`
	Network        string `json:"network"`
	Damaged        string `json:"damaged"`
	Exit           string `json:"exit"`
	Ended          string `json:"ended"`
	StorageFull    string `json:"storageFull"`
	StorageBlocked string `json:"storageBlocked"`
	Backup         string `json:"backup"`
	Restore        string `json:"restore"`
	BackupDone     string `json:"backupDone"`
	BackupEmpty    string `json:"backupEmpty"`
	BackupFailed   string `json:"backupFailed"`
	RestoreDone    string `json:"restoreDone"`
	RestoreNone    string `json:"restoreNone"`
	RestoreBad     string `json:"restoreBad"`
	RestoreFull    string `json:"restoreFull"`
	RestoreFailed  string `json:"restoreFailed"`
}

// Current is the page's words in the current language.
func Current() Texts {
	return Texts{
		Title:    i18n.T("Pyramid"),
		Short:    i18n.T("Pyramid"), // the installed game's name under its icon
		Heading:  i18n.T("PYRAMID"),
		Sub:      i18n.T("Pyramid board games on one screen"),
		Noscript: i18n.T("Pyramid needs JavaScript and WebAssembly."),

		// loading
		Loading:   i18n.T("Loading the pyramid…"),
		LoadingOf: i18n.T("Loading the pyramid… %s of %s MB"),
		LoadingMB: i18n.T("Loading the pyramid… %s MB"),
		Opening:   i18n.T("Opening the pyramid…"),

		// the start screen
		Start:      i18n.T("Click or press any key to start"),
		StartTouch: i18n.T("Tap or click to start"), // on a touch screen
		Sound:      i18n.T("Sound starts after your first click or tap."),
		Fullscreen: i18n.T("Fullscreen"),

		// when the game cannot start
		Failed:  i18n.T("The game could not start."),
		Retry:   i18n.T("Try again"),
		NoWasm:  i18n.T("This browser cannot run WebAssembly, which the game needs: try a recent Chrome, Firefox, Safari or Edge."),
		Missing: i18n.T("The game's file is missing from this site (the server answered %s)."),
		HTTP:    i18n.T("The game's file could not be downloaded (the server answered %s)."),
		Network: i18n.T("The download stopped before the end: check the connection and try again."),
		Damaged: i18n.T("The game's file arrived incomplete or damaged: try again."),
		Exit:    i18n.T("The game stopped with an error (exit code %s); the browser console has the details."),
		Ended:   i18n.T("The game has closed. Reload the page to play again."),

		// the page's storage checks
		StorageFull:    i18n.T("Your browser's storage for this site is full: settings, saved games and statistics may not be kept."),
		StorageBlocked: i18n.T("Your browser blocks storage for this site: you can play, but settings, saved games and statistics will not be kept."),

		// keeping the games in a file (web/backup.js)
		Backup:        i18n.T("Download my games"),
		Restore:       i18n.T("Restore games from a file"),
		BackupDone:    i18n.T("Your games, records, statistics and settings were downloaded as %s."),
		BackupEmpty:   i18n.T("No games are kept in this browser yet."),
		BackupFailed:  i18n.T("The games could not be downloaded: %s"),
		RestoreDone:   i18n.T("Restored from %s: continue a restored game under Saved games, watch a record under Replays."),
		RestoreNone:   i18n.T("Everything in %s is already in this browser."),
		RestoreBad:    i18n.T("%s is not a file of Pyramid's games; nothing was changed."),
		RestoreFull:   i18n.T("The browser's storage for this site is full: %s was restored only in part, and nothing was written over."),
		RestoreFailed: i18n.T("%s could not be read: %s"),
	}
}

// All is every language's texts, by language code: what make web writes
// into the page.
func All() map[string]Texts {
	was := i18n.Current()
	defer i18n.Set(was)
	out := map[string]Texts{}
	for _, l := range i18n.Langs {
		i18n.Set(l)
		out[string(l)] = Current()
	}
	return out
}
