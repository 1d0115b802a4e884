package display

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

func TestCommandUsesTheDisplayWhenThereIsOne(t *testing.T) {
	t.Setenv("DISPLAY", ":7")
	cmd, err := Command(context.Background(), "/bin/game", "-test.run=^$")
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"/bin/game", "-test.run=^$"}; !slices.Equal(cmd.Args, want) {
		t.Fatalf("args %q, want %q", cmd.Args, want)
	}
}

func TestCommandWrapsInXvfbWithoutADisplay(t *testing.T) {
	t.Setenv("DISPLAY", "")
	dir := t.TempDir()
	t.Setenv("PATH", dir)
	if _, err := Command(context.Background(), "/bin/game"); !errors.Is(err, ErrNoDisplay) {
		t.Fatalf("without xvfb-run on PATH: err %v, want ErrNoDisplay", err)
	}
	fake := filepath.Join(dir, "xvfb-run")
	writeExecutable(t, fake)
	cmd, err := Command(context.Background(), "/bin/game", "-x")
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{fake, "-a", "-s", screen, "/bin/game", "-x"}; !slices.Equal(cmd.Args, want) {
		t.Fatalf("args %q, want %q", cmd.Args, want)
	}
}

func TestCommandNeedsAProgram(t *testing.T) {
	if _, err := Command(context.Background()); err == nil {
		t.Fatal("an empty command was accepted")
	}
}
func writeExecutable(t *testing.T, path string) {
	t.Helper()
	if err := os.WriteFile(path, []byte("#!/bin/sh\nexit 0\n"), 0o755); err != nil {
		t.Fatal(err)
	}
}
