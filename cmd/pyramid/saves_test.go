package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	horusscenes "github.com/pyramid-studio/pyramid/scenes/horus"

	"github.com/pyramid-studio/pyramid/client/saves"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
	"github.com/pyramid-studio/pyramid/storage"
)

func TestRecordFlagOpensTheReplayViewer(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(storage.DirEnv, dir)
	g := newGame("")
	if err := g.openFiles([]string{"--record", filepath.Join("..", "..", "client", "saves", "testdata", "sim-record.json")}); err != nil {
		t.Fatal(err)
	}
	defer g.closeFiles()
	if _, ok := g.mgr.Current().(*scenes.Replay); !ok {
		t.Fatalf("--record opened %T", g.mgr.Current())
	}
	if g.saves == nil || g.saves.Dir != dir {
		t.Fatalf("the saves are not in $%s", storage.DirEnv)
	}
	if _, err := os.Stat(filepath.Join(dir, saves.RecordsFolder)); err != nil {
		t.Fatalf("no records folder: %v", err)
	}

	g = newGame("")
	if err := g.openFiles([]string{"--record", filepath.Join(dir, "missing.json")}); err == nil || !strings.Contains(err.Error(), "missing.json") {
		t.Fatalf("a missing record: %v", err)
	}
	if err := g.openFiles([]string{"--bogus"}); err == nil || !strings.Contains(err.Error(), "usage") {
		t.Fatalf("an unknown flag: %v", err)
	}
}

func TestGameIsAutosavedInTheConfigDir(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(storage.DirEnv, dir)
	g := newGame("")
	if err := g.openFiles(nil); err != nil {
		t.Fatal(err)
	}
	if _, ok := g.mgr.Current().(*scenes.Title); !ok {
		t.Fatalf("the game starts at %T", g.mgr.Current())
	}
	cfg := horusscenes.GameConfig{Seed: 3}
	for i := 0; i < 2; i++ {
		cfg.Seats = append(cfg.Seats, horusscenes.SeatConfig{Human: true, Adventurer: 0})
	}
	cfg.Seats[1].Adventurer = 1
	p, err := horusscenes.StartPlay(cfg, &g.settings, g.saves)
	if err != nil {
		t.Fatal(err)
	}
	p.Leave()
	g.closeFiles()
	data, err := os.ReadFile(filepath.Join(dir, session.AutosaveKey))
	if err != nil {
		t.Fatalf("no autosave in $%s: %v", storage.DirEnv, err)
	}
	if _, err := session.Decode(data); err != nil {
		t.Fatal(err)
	}
}
