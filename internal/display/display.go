// Package display starts a program that needs a window. The client's
// end-to-end tests, screenshots and frame benchmark re-run their own test
// binary as an Ebitengine game; on a desktop that uses its display, on a
// headless machine (CI) a virtual one from xvfb-run.
package display

import (
	"context"
	"errors"
	"os"
	"os/exec"
)

// screen is the virtual screen's size: large enough for a 1920×1080 window.
const screen = "-screen 0 1920x1080x24"

// ErrNoDisplay says why a window cannot be opened and what to install.
var ErrNoDisplay = errors.New("no DISPLAY and no xvfb-run: install Xvfb (bash .ci/install-deps, or make deps)")

// Command is exec.CommandContext for argv, wrapped in xvfb-run when the
// environment has no DISPLAY.
func Command(ctx context.Context, argv ...string) (*exec.Cmd, error) {
	if len(argv) == 0 {
		return nil, errors.New("display: no program to run")
	}
	if os.Getenv("DISPLAY") == "" {
		xvfb, err := exec.LookPath("xvfb-run")
		if err != nil {
			return nil, ErrNoDisplay
		}
		argv = append([]string{xvfb, "-a", "-s", screen}, argv...)
	}
	return exec.CommandContext(ctx, argv[0], argv[1:]...), nil
}
