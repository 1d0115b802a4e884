package sound

// NewMixerPaced is NewMixer for a program with a single thread and no
// preemption — the browser's WebAssembly, where a goroutine runs until it
// blocks and making a game's sounds at once (a second or more there)
// would stop the page for that long. Its sets are made one piece at a
// time (the ambient loop first, as the largest, then every variant of
// every effect), with pause called after each piece, so the caller can let
// the page draw in between (the browser client sleeps there). It makes
// the same sounds as NewMixer's.
func NewMixerPaced(s Settings, pause func()) *Mixer {
	m := NewMixer(s)
	m.pace = pause
	return m
}
