package session

import (
	"errors"
	"testing"

	"github.com/pyramid-studio/pyramid/i18n"
)

// TestMessagesFollowTheLanguageWhenShown: the session's messages are
// worded when they are shown, in the language current then — an undo
// reason set when the dice were rolled in English reads in Polish once
// the player has switched — and none is missing from the Polish catalog.
func TestMessagesFollowTheLanguageWhenShown(t *testing.T) {
	defer i18n.Set(i18n.Current())
	i18n.Set(i18n.English)
	s := newSession(t, allHuman(3, 3))
	toFirstDecision(t, s)
	reason := s.CanUndo()
	if reason == nil || reason.Error() != "the dice have been rolled since" {
		t.Fatalf("CanUndo after the roll = %v", reason)
	}
	i18n.Set(i18n.Polish)
	stop := i18n.Record()
	check := func(what, got, want string) {
		t.Helper()
		if got != want {
			t.Errorf("%s in Polish = %q, want %q", what, got, want)
		}
	}
	check("the undo reason made in English", reason.Error(), "od tego czasu rzucono kośćmi")
	check("the undo button's reason", i18n.F("Cannot undo: %v.", s.CanUndo()), "Nie można cofnąć: od tego czasu rzucono kośćmi.")
	check("the redo button's reason", i18n.F("Cannot redo: %v.", s.CanRedo()), "Nie można ponowić: nie ma nic do ponowienia.")
	_, err := Decode(nil)
	check("an empty save", err.Error(), "Nie udało się otworzyć zapisanej gry: plik jest uszkodzony (plik jest pusty).")
	le := &LoadError{Problem: FutureVersion, KeptAs: "autosave.bad-1.json", Err: i18n.Errorf("version %d, this version reads up to %d", 9, 1)}
	check("a newer save", le.Error(), "Nie udało się otworzyć zapisanej gry: grę zapisała nowsza wersja Piramidy (wersja 9, ta wersja gry czyta do wersji 1). Plik zachowano jako autosave.bad-1.json; można rozpocząć nową grę.")
	check("a failed autosave", (&AutosaveError{Err: errors.New("disk full")}).Error(), "nie udało się zapisać gry: disk full")
	s.notice = replayedSaveNotice
	if n := s.Notice(); n == "" || n == replayedSaveNotice {
		t.Errorf("the version notice stayed English: %q", n)
	}
	r := &Replayer{notice: replayedRecordNotice}
	if n := r.Notice(); n == "" || n == replayedRecordNotice {
		t.Errorf("the replay's version notice stayed English: %q", n)
	}
	if m := stop(); len(m) != 0 {
		t.Errorf("no Polish for %q", m)
	}
}
