package session

import (
	"errors"

	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/stats"
	"github.com/pyramid-studio/pyramid/storage"
)

// LastGameKey keeps the last finished game for the replay viewer.
const LastGameKey = "last-game.json"

// Finish files a finished game: it is kept as LastGameKey for the replay
// viewer, counted in the statistics beside it, and the autosave is removed
// so that Continue no longer offers it — only once the last game and the
// statistics are known to be on disk (a background writer is flushed
// first), so a disk that fails part-way leaves the autosave to file the
// game from again. It is safe to call again after a
// crash part-way: the statistics count every game once. The error may be a
// *stats.LoadError — the old statistics were damaged and put aside; the
// game was counted in fresh ones — which the client shows and goes on.
func (s *Session) Finish() (*stats.Stats, error) {
	if !s.Over() {
		return nil, i18n.Errorf("the game is not over yet")
	}
	if s.store == nil {
		return nil, i18n.Errorf("this game has no place to be saved")
	}
	data, err := s.Encode()
	if err != nil {
		return nil, err
	}
	if err := s.store.Write(LastGameKey, data); err != nil {
		return nil, err
	}
	sum, err := s.Game().Summarize(s.Export())
	if err != nil {
		return nil, err
	}
	st, statsErr := stats.Record(s.store, sum)
	var le *stats.LoadError
	if statsErr != nil && !errors.As(statsErr, &le) {
		return st, statsErr // not counted: keep the autosave so Finish can run again
	}
	// Through a background writer the writes above are only queued: the
	// autosave is the game's only copy until they are on disk.
	if err := storage.Flush(s.store); err != nil {
		return st, err
	}
	if s.key != LastGameKey {
		if err := s.store.Remove(s.key); err != nil {
			return st, err
		}
	}
	return st, statsErr
}
