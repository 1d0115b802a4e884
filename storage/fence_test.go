package storage

import (
	"errors"
	"testing"
)

func TestFenceKeepsFencedFilesAsTheyAre(t *testing.T) {
	m := NewMemory()
	m.Write("autosave.json", []byte("the other tab's game"))
	refusal := errors.New("another tab keeps it")
	st := Fence(m, func(k string) bool { return k == "autosave.json" }, refusal)
	if err := st.Write("autosave.json", []byte("mine")); !errors.Is(err, refusal) {
		t.Fatalf("writing a fenced file: %v", err)
	}
	if err := st.Remove("autosave.json"); !errors.Is(err, refusal) {
		t.Fatalf("removing a fenced file: %v", err)
	}
	if got, err := st.Read("autosave.json"); err != nil || string(got) != "the other tab's game" {
		t.Fatalf("the fenced file reads %q, %v", got, err)
	}
	if err := st.Write("saved-1.json", []byte("mine")); err != nil {
		t.Fatal(err)
	}
	if keys, _ := st.List(""); len(keys) != 2 {
		t.Fatalf("List = %v", keys)
	}
	if err := st.Remove("saved-1.json"); err != nil {
		t.Fatal(err)
	}
}
