package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestMakeRunSaysWhenTheFirstBuildIsLong: `make run` on an empty build
// cache compiles for minutes; before it does, it says so in one line
// (building, first time only, about how long). With the build cache warm
// it says nothing of the kind and starts the game at once.
//
// make runs with GO set to a stand-in: for `go list` it runs the real go,
// with an empty build cache (the cold case) or the test's own (warm:
// this test binary was just built from the same packages), and it only
// records `go run` instead of building and starting the game. The deps
// target (installing system packages) is skipped (make -o deps).
func TestMakeRunSaysWhenTheFirstBuildIsLong(t *testing.T) {
	makeBin, err := exec.LookPath("make")
	if err != nil {
		t.Fatalf("make is needed to start the game: %v", err)
	}
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Fatal(err)
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		cold bool
	}{{"an empty build cache", true}, {"a warm build cache", false}} {
		dir := t.TempDir()
		cache := ""
		if c.cold {
			cache = "GOCACHE=" + filepath.Join(dir, "empty-cache") + " "
		}
		stand := filepath.Join(dir, "go")
		script := "#!/bin/sh\n" +
			"case \"$1\" in\n" +
			"run) echo \"go run was called: $*\"; exit 0;;\n" +
			"*) " + cache + "exec " + goBin + " \"$@\";;\n" +
			"esac\n"
		if err := os.WriteFile(stand, []byte(script), 0o755); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(makeBin, "-s", "-C", root, "-o", "deps", "run", "GO="+stand)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s: make run: %v\n%s", c.name, err, out)
		}
		lines := strings.Split(strings.TrimSpace(string(out)), "\n")
		ran := -1
		said := -1
		for i, ln := range lines {
			if strings.HasPrefix(ln, "go run was called: run ./cmd/pyramid") {
				ran = i
			}
			if strings.Contains(ln, "first build") && strings.Contains(ln, "minutes") {
				said = i
			}
		}
		if ran < 0 {
			t.Errorf("%s: make run did not start the game:\n%s", c.name, out)
		}
		switch {
		case c.cold && said < 0:
			t.Errorf("%s: make run does not say that the first build takes minutes:\n%s", c.name, out)
		case c.cold && said > ran:
			t.Errorf("%s: make run says what it is doing only after doing it:\n%s", c.name, out)
		case !c.cold && said >= 0:
			t.Errorf("%s: make run announces a long build that will not happen:\n%s", c.name, out)
		}
	}
}
