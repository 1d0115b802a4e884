package storage

import "github.com/pyramid-studio/pyramid/i18n"

// failure is an error of this package as a player reads it: a sentence
// from the catalog, worded in the language current when it is shown
// (i18n.Errorf), that still answers errors.Is for its cause (ErrFull,
// ErrNotFound) the way fmt.Errorf's %w would. The scenes show these
// errors as they are, inside their own translated sentence.
type failure struct {
	worded error
	cause  error
}

func (f *failure) Error() string { return f.worded.Error() }
func (f *failure) Unwrap() error { return f.cause }

// newFailure words format and args with i18n.Errorf and keeps cause for
// errors.Is; cause is usually one of the args too (shown with %v).
func newFailure(cause error, format string, args ...any) error {
	return &failure{worded: i18n.Errorf(format, args...), cause: cause}
}

// full is ErrFull's type: its text is looked up when it is shown, so it
// follows the language the player picks after start-up.
type full struct{}

func (full) Error() string { return i18n.T("the browser's storage for this site is full") }
