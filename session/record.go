package session

import (
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
)

// Export is the game so far as a game record (the format of pyramid-sim),
// which the game's Open accepts: the steps played (undone ones left out),
// the seats' kinds, the names typed for them, who played several seats
// (People) and the hash of the current
// position.
func (s *Session) Export() table.Record {
	r := s.m.Record()
	r.Seats = kinds(s.seats)
	r.Names = typedNames(s.seats, s.m)
	r.People = people(s.seats)
	r.FinalHash = s.m.Hash()
	return r
}

// Import opens a game record — exported by a session or written by
// pyramid-sim, of any game — as a session that can go on. seats may be
// nil: the record's seat kinds and names are used, or all human if it
// names none. Chance goes on from a generator seeded with the record's
// seed and advanced by one draw for every chance step in the record, so a
// record made with that seed continues exactly as its game would have (for
// a record whose chance was forced, it is simply a stream decided by the
// seed). The session does not autosave until AttachStore is called.
func Import(data []byte, seats []Seat) (*Session, error) {
	rec, err := table.DecodeRecord(data)
	if err != nil {
		return nil, i18n.Errorf("cannot open the game record: %v", err)
	}
	s, err := replay(rec, seats)
	if err != nil {
		return nil, i18n.Errorf("cannot open the game record: %v", err)
	}
	return s, nil
}
