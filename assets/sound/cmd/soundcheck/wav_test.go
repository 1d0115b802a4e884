package main

import (
	"bytes"
	"encoding/binary"
	"testing"

	"github.com/pyramid-studio/pyramid/assets/sound"
)

func TestWriteWAVHeader(t *testing.T) {
	pcm := sound.Synthesize(sound.CardFlip)
	var buf bytes.Buffer
	if err := writeWAV(&buf, pcm); err != nil {
		t.Fatal(err)
	}
	b := buf.Bytes()
	u32 := func(at int) uint32 { return binary.LittleEndian.Uint32(b[at:]) }
	u16 := func(at int) uint16 { return binary.LittleEndian.Uint16(b[at:]) }
	checks := []struct {
		name      string
		got, want uint32
	}{
		{"file length", uint32(len(b)), uint32(44 + len(pcm))},
		{"RIFF size", u32(4), uint32(36 + len(pcm))},
		{"format (PCM)", uint32(u16(20)), 1},
		{"channels", uint32(u16(22)), 2},
		{"sample rate", u32(24), sound.SampleRate},
		{"byte rate", u32(28), sound.SampleRate * 4},
		{"block align", uint32(u16(32)), 4},
		{"bits", uint32(u16(34)), 16},
		{"data size", u32(40), uint32(len(pcm))},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s = %d, want %d", c.name, c.got, c.want)
		}
	}
	if string(b[0:4]) != "RIFF" || string(b[8:16]) != "WAVEfmt " || string(b[36:40]) != "data" {
		t.Errorf("bad chunk tags in % x", b[:44])
	}
	if !bytes.Equal(b[44:], pcm) {
		t.Error("the samples are not copied verbatim after the header")
	}
}
