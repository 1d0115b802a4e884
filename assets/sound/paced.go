package sound

// NewMixerPaced is NewMixer for a program with a single thread and no
// preemption — the browser's WebAssembly, where a goroutine runs until it
// blocks and synthesizing everything at once (about two seconds there)
// would stop the page for that long. It makes the sounds one at a time on
// the calling goroutine and calls pause after each piece (the ambient loop
// first, as the largest, then every variant of every effect), so the
// caller can let the page draw in between (the browser client sleeps
// there). The Mixer holds the same sounds as NewMixer's.
func NewMixerPaced(s Settings, pause func()) *Mixer {
	m := &Mixer{ctx: Context(), settings: s.Clamped()}
	rate := m.ctx.SampleRate()
	m.ambientPCM = ambient(rate)
	pause()
	for _, e := range Effects() {
		m.effects[e] = make([][]byte, e.Variants())
		for v := range m.effects[e] {
			m.effects[e][v] = synthesize(e, v, rate)
			pause()
		}
	}
	return m
}
