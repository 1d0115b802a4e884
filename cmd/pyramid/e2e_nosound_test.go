//go:build linux

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/pyramid-studio/pyramid/internal/display"
)

// aliveFor is how long the client must keep running without a sound device.
const aliveFor = 10 * time.Second

// TestStartsWithoutASoundDevice runs the real client (an ordinary build,
// not a vmhost guest, and without PYRAMID_NO_SOUND) in a window on Xvfb
// on a machine with no sound device: no PulseAudio server and no ALSA
// device. It must still be running after ten seconds, on the title,
// which says that no sound device was found; its output says so once.
//
// The environment takes the sound device away even where there is one:
// PULSE_SERVER names a socket that does not exist and ALSA_CONFIG_PATH an
// empty configuration, which defines no device at all.
func TestStartsWithoutASoundDevice(t *testing.T) {
	dir := t.TempDir()
	bin := filepath.Join(dir, "pyramid")
	build := exec.Command("go", "build", "-o", bin, ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the client: %v\n%s", err, out)
	}
	empty := filepath.Join(dir, "alsa.conf")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	probe := filepath.Join(dir, "probe.json")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	cmd, err := display.Command(ctx, bin)
	if err != nil {
		t.Fatal(err)
	}
	var env []string
	for _, e := range os.Environ() {
		if !strings.HasPrefix(e, "PYRAMID_NO_SOUND=") {
			env = append(env, e)
		}
	}
	cmd.Env = append(env,
		"PYRAMID_CONFIG_DIR="+filepath.Join(dir, "config"),
		"PYRAMID_PROBE="+probe,
		"PULSE_SERVER=unix:"+filepath.Join(dir, "no-pulse-server"),
		"ALSA_CONFIG_PATH="+empty,
	)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	// xvfb-run starts the client as its child: the whole group is stopped
	// at the end, not only xvfb-run.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	select {
	case err := <-exited:
		t.Fatalf("the client exited after less than %v without a sound device (%v):\n%s", aliveFor, err, tail(out.Bytes(), 4000))
	case <-time.After(aliveFor):
	}
	var p probeFile
	data, err := os.ReadFile(probe)
	if err != nil {
		t.Fatalf("the client wrote no probe: %v", err)
	}
	if err := json.Unmarshal(data, &p); err != nil {
		t.Fatalf("bad probe %s: %v", data, err)
	}
	if p.Scene != "title" {
		t.Errorf("the client is on %q, not the title", p.Scene)
	}
	if !strings.Contains(p.Message, "No sound device") {
		t.Errorf("the title does not say that no sound device was found: its message is %q", p.Message)
	}
	cancel()
	<-exited
	said := strings.Count(out.String(), "no sound device")
	if said != 1 {
		t.Errorf("the client's output names the missing sound device %d times, not once:\n%s", said, tail(out.Bytes(), 4000))
	}
	if strings.Contains(out.String(), "ALSA lib") {
		t.Errorf("the sound library's own complaints reach the player's terminal:\n%s", tail(out.Bytes(), 4000))
	}
}
