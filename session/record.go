package session

import (
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/i18n"
)

// Export is the game so far as a game record (the format of pyramid-sim),
// which horus.Replay accepts: the steps played (undone ones left out), the
// seats' kinds and the hash of the current position.
func (s *Session) Export() horus.Record {
	r := s.m.Record
	r.Steps = append([]string{}, r.Steps...)
	r.Seats = kinds(s.seats)
	r.FinalHash = s.m.State.HashString()
	return r
}

// Import opens a game record — exported by a session or written by
// pyramid-sim — as a session that can go on. seats may be nil: the
// record's seat kinds are used, or all human if it names none. Chance goes
// on from a generator seeded with the record's seed and advanced by one
// draw for every chance step in the record, so a record made with that
// seed continues exactly as its game would have (for a record whose chance
// was forced, it is simply a stream decided by the seed). The session does
// not autosave until AttachStore is called.
func Import(data []byte, seats []Seat) (*Session, error) {
	rec, err := horus.DecodeRecord(data)
	if err != nil {
		return nil, i18n.Errorf("cannot open the game record: %v", err)
	}
	opt, err := rec.Setup.Options()
	if err != nil {
		return nil, i18n.Errorf("cannot open the game record: %v", err)
	}
	if seats == nil && rec.Seats != nil {
		seats = make([]Seat, len(rec.Seats))
		for i, k := range rec.Seats {
			seats[i].Kind = k
		}
	}
	seats, err = checkSeats(seats, opt)
	if err != nil {
		return nil, i18n.Errorf("cannot open the game record: %v", err)
	}
	s, err := replay(rec, seats, true)
	if err != nil {
		return nil, i18n.Errorf("cannot open the game record: %v", err)
	}
	return s, nil
}
