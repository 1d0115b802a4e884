package session

import (
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
)

// RecordAt is the game up to the position after i steps (clamped to
// 0..Len) as a game record, as Export writes one: the seats' kinds, the
// names typed for them and the hash of that position.
func (r *Replayer) RecordAt(i int) table.Record {
	rec := r.MatchAt(i).Record()
	rec.Seats = append([]string(nil), r.rec.Seats...)
	rec.Names = append([]string(nil), r.rec.Names...)
	if r.rec.Seats == nil {
		rec.Seats = nil
	}
	if r.rec.Names == nil {
		rec.Names = nil
	}
	return rec
}

// Finished reports whether the game replayed reaches its end.
func (r *Replayer) Finished() bool { return r.matches[len(r.matches)-1].Actor() == table.Over }

// PlayOn opens the position after i steps as a game that goes on, through
// Import: the seats as the record names them (computer players stay
// computers) with the names the replay uses, and chance going on from the
// record's seed. A finished game is refused: it has been counted in the
// statistics, and a game branched from it would count its first part
// twice. Like Import, the session does not autosave until AttachStore.
func (r *Replayer) PlayOn(i int) (*Session, error) {
	if r.Finished() {
		return nil, i18n.Errorf("this game is finished: it can be watched but not played on")
	}
	data, err := r.RecordAt(i).Encode()
	if err != nil {
		return nil, err
	}
	return Import(data, r.Seats())
}
