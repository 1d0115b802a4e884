// Command soundcheck synthesizes every sound of package sound, prints its
// length, levels and synthesis time, and optionally writes each one as a WAV
// file, so the sounds can be measured and inspected (sox, a spectrogram)
// on a machine that cannot play them.
//
//	go run ./assets/sound/cmd/soundcheck -wav /tmp/pyramid-sound
package main

import (
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/pyramid-studio/pyramid/assets/sound"
)

func main() {
	dir := flag.String("wav", "", "directory to write one WAV file per sound into (created if missing)")
	flag.Parse()
	if err := run(*dir); err != nil {
		fmt.Fprintln(os.Stderr, "soundcheck:", err)
		os.Exit(1)
	}
}

func run(dir string) error {
	if dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
	}
	fmt.Printf("%-16s %8s %9s %9s %9s %8s\n", "sound", "seconds", "peak dB", "rms dB", "edge", "synth ms")
	emit := func(name string, make func() []byte) error {
		start := time.Now()
		pcm := make()
		took := time.Since(start)
		lv := sound.Measure(pcm)
		fmt.Printf("%-16s %8.3f %9.2f %9.2f %9.5f %8.1f\n", name, lv.Duration.Seconds(), db(lv.Peak), db(lv.RMS), lv.Edge, float64(took.Microseconds())/1000)
		if dir == "" {
			return nil
		}
		return writeWAVFile(filepath.Join(dir, strings.ReplaceAll(name, " ", "-")+".wav"), pcm)
	}
	for _, e := range sound.Effects() {
		for v := range e.Variants() {
			if err := emit(fmt.Sprintf("%s %d", e, v), func() []byte { return sound.SynthesizeVariant(e, v) }); err != nil {
				return err
			}
		}
	}
	return emit("ambient", sound.Ambient)
}

// db converts a fraction of full scale to decibels (dBFS).
func db(v float64) float64 {
	return 20 * math.Log10(math.Max(v, 1e-9))
}
