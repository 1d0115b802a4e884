package sound

import "errors"

// ErrNoDevice is wrapped by CheckDevice's error when no sound device
// could be opened: the game then plays silently.
var ErrNoDevice = errors.New("no sound device")
