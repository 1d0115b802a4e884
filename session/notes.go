package session

import (
	"encoding/json"
	"strconv"

	"github.com/pyramid-studio/pyramid/i18n"
)

// A seat's notes are what a person keeps for themselves at that seat on
// the screen, outside the rules: in Pyramid of Pengqueen the Mummy's
// numbered markers (spec §9.6). The session keeps them with the game in
// progress so that Continue gives them back, and does not read them (they
// are the game's screens' words). They are a seat's private helps, so they
// go nowhere else: not in the record (Export), the log, a replay, or the
// save of a finished game (Encode leaves them out once the game is over).

// MaxNotes is the most a seat's notes may hold, in bytes: far more than a
// screen writes (eight markers are some forty), little enough that a save
// with notes stays small.
const MaxNotes = 1024

// notesLostNotice is Notice's text (a catalog key) for a save whose notes
// could not all be read: the game goes on without those.
const notesLostNotice = "Some notes kept with this game could not be read and were left out."

// Notes is what seat's notes hold ("" if none).
func (s *Session) Notes(seat int) string { return s.notes[seat] }

// SetNotes keeps text as seat's notes ("" drops them) and autosaves, so
// that a note put down is kept even if no step follows. Only a seat of
// the game may keep notes, of at most MaxNotes bytes; a failed write is
// an *AutosaveError, and the notes are kept in memory all the same.
func (s *Session) SetNotes(seat int, text string) error {
	if seat < 0 || seat >= len(s.seats) {
		return i18n.Errorf("seat %d has no notes: the game has seats 0 to %d", seat, len(s.seats)-1)
	}
	if len(text) > MaxNotes {
		return i18n.Errorf("the notes are too long: at most %d bytes are kept", MaxNotes)
	}
	if s.notes[seat] == text {
		return nil
	}
	if text == "" {
		delete(s.notes, seat)
	} else {
		if s.notes == nil {
			s.notes = map[int]string{}
		}
		s.notes[seat] = text
	}
	return s.autosave()
}

// notesToSave is the notes as a save writes them: by seat number, and
// none once the game is over.
func (s *Session) notesToSave() map[string]string {
	if len(s.notes) == 0 || s.Over() {
		return nil
	}
	out := make(map[string]string, len(s.notes))
	for seat, text := range s.notes {
		out[strconv.Itoa(seat)] = text
	}
	return out
}

// readNotes takes a save's notes (raw: a save whose notes are damaged is
// still a game to go on with). What cannot be read — not an object of
// texts, a key that is not a seat of the game, a text too long — is left
// out, and Notice says so.
func (s *Session) readNotes(raw json.RawMessage) {
	if len(raw) == 0 { // none kept (null reads as none below)
		return
	}
	var byKey map[string]json.RawMessage
	if err := json.Unmarshal(raw, &byKey); err != nil {
		s.notesLost = true
		return
	}
	for k, v := range byKey {
		seat, err := strconv.Atoi(k)
		var text string
		if err != nil || seat < 0 || seat >= len(s.seats) || strconv.Itoa(seat) != k ||
			json.Unmarshal(v, &text) != nil || len(text) > MaxNotes {
			s.notesLost = true
			continue
		}
		if text == "" {
			continue
		}
		if s.notes == nil {
			s.notes = map[int]string{}
		}
		s.notes[seat] = text
	}
}
