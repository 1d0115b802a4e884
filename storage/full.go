package storage

import "github.com/pyramid-studio/pyramid/i18n"

// full is ErrFull's type: its text is looked up when it is shown, so it
// follows the language the player picks after start-up.
type full struct{}

func (full) Error() string { return i18n.T("the browser's storage for this site is full") }
