//go:build !js && !ebitenginevmguest

package sound

import (
	"bytes"
	gocontext "context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"time"

	"github.com/ebitengine/oto/v3"
)

// Why a child process. Ebitengine opens the sound device on the first
// tick after an audio.Context exists, and if that fails (no PulseAudio
// server and no ALSA device, a machine without a sound card, a remote
// desktop) its before-update hook returns the error from RunGame on every
// tick after: the game loop ends, with nothing the game can catch. The
// device can only be opened once per process (oto allows one context), so
// the check cannot open it in this process and then hand it over. A copy
// of the program opens it instead, exactly as ebiten would, and says
// whether that worked; the game makes its audio context only if it did.

// probeEnv, set in a process's environment, makes ServeDeviceProbe open
// the sound device, report and exit.
const probeEnv = "PYRAMID_SOUND_PROBE"

// probeOK is the probe's whole output when the device opened.
const probeOK = "sound device opened"

// probeTimeout is how long CheckDevice waits for the device to answer;
// a device that does not answer in that time counts as none.
const probeTimeout = 10 * time.Second

// probeReasonMax caps how much of the probe's reason is kept.
const probeReasonMax = 600

// ServeDeviceProbe, when this process was started by CheckDevice, opens
// the sound device as ebiten's audio package would, writes whether that
// worked to standard output and exits; otherwise it returns at once. A
// program that calls CheckDevice calls this first thing in main (and in
// TestMain, for its tests).
func ServeDeviceProbe() {
	if os.Getenv(probeEnv) == "" {
		return
	}
	if err := openDevice(); err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
	fmt.Println(probeOK)
	os.Exit(0)
}

// openDevice opens the sound device with the options ebiten's audio
// package uses (see audio/context.go of ebiten v2.10.0): oto reports a
// failure only once its ready channel is closed.
func openDevice() error {
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{
		SampleRate:   SampleRate,
		ChannelCount: 2,
		Format:       oto.FormatFloat32LE,
	})
	if err != nil {
		return err
	}
	<-ready
	return ctx.Err()
}

// CheckDevice reports whether a sound device can be opened, by starting
// this program again as a probe (ServeDeviceProbe). It returns nil when
// the device opened, and otherwise an error wrapping ErrNoDevice with the
// probe's reason. It takes as long as opening the device (milliseconds;
// at most probeTimeout), so it is called off the game's frames, before
// the first Context. The sound libraries' own complaints (ALSA writes
// its to standard error) stay in the probe.
func CheckDevice() error {
	if os.Getenv(probeEnv) != "" {
		// this process is a probe whose main did not serve it: starting
		// another would repeat forever
		return fmt.Errorf("%w: %s is set but this program does not serve the probe", ErrNoDevice, probeEnv)
	}
	exe, err := os.Executable()
	if err != nil {
		return fmt.Errorf("%w: cannot start the sound check: %v", ErrNoDevice, err)
	}
	ctx, cancel := gocontext.WithTimeout(gocontext.Background(), probeTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, exe)
	cmd.Env = append(os.Environ(), probeEnv+"=1")
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &capped{&out, probeReasonMax}, io.Discard
	cmd.WaitDelay = time.Second
	err = cmd.Run()
	said := strings.TrimSpace(out.String())
	switch {
	case err == nil && said == probeOK:
		return nil
	case ctx.Err() != nil:
		return fmt.Errorf("%w: the sound device did not answer within %v", ErrNoDevice, probeTimeout)
	case said != "" && said != probeOK:
		return fmt.Errorf("%w: %s", ErrNoDevice, said)
	case err != nil:
		return fmt.Errorf("%w: the sound check failed: %v", ErrNoDevice, err)
	}
	return fmt.Errorf("%w: the sound check said nothing", ErrNoDevice)
}

// capped keeps the first n bytes written to it and drops the rest, so a
// probe that talks too much cannot fill the game's memory.
type capped struct {
	w io.Writer
	n int
}

func (c *capped) Write(p []byte) (int, error) {
	k := min(len(p), c.n)
	if k > 0 {
		c.n -= k
		if _, err := c.w.Write(p[:k]); err != nil {
			return 0, err
		}
	}
	return len(p), nil
}
