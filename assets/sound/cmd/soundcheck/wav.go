package main

import (
	"encoding/binary"
	"io"
	"os"

	"github.com/pyramid-studio/pyramid/assets/sound"
)

// writeWAV writes 16-bit stereo PCM at sound.SampleRate as a canonical
// 44-byte-header RIFF/WAVE file, the form sox and every editor read.
func writeWAV(w io.Writer, pcm []byte) error {
	const channels, bits = 2, 16
	header := []any{
		[4]byte{'R', 'I', 'F', 'F'}, uint32(36 + len(pcm)), [4]byte{'W', 'A', 'V', 'E'},
		[4]byte{'f', 'm', 't', ' '}, uint32(16), uint16(1), uint16(channels),
		uint32(sound.SampleRate), uint32(sound.SampleRate * sound.BytesPerFrame),
		uint16(sound.BytesPerFrame), uint16(bits),
		[4]byte{'d', 'a', 't', 'a'}, uint32(len(pcm)),
	}
	for _, field := range header {
		if err := binary.Write(w, binary.LittleEndian, field); err != nil {
			return err
		}
	}
	_, err := w.Write(pcm)
	return err
}

func writeWAVFile(path string, pcm []byte) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := writeWAV(f, pcm); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
