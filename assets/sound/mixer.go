package sound

import (
	"bytes"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/audio"
)

// maxVoices caps how many effects sound at once. A burst of events (five
// mummies walking three squares each) would otherwise pile up dozens of
// players; past the cap the oldest voice is cut, as it is the most decayed.
const maxVoices = 12

// Mixer plays the game's sounds through the shared audio context: effects
// on one volume, the ambient loop on the music volume, both under one mute
// switch. Its methods are safe to call from any goroutine and never panic;
// a failure of the audio backend silences the Mixer and is kept for Err.
type Mixer struct {
	mu       sync.Mutex
	ctx      *audio.Context
	settings Settings
	err      error

	effects [effectCount][][]byte // every variant of every effect
	next    [effectCount]int      // the variant to play next, in turn
	voices  []*audio.Player       // effects that may still be sounding

	ambientPCM []byte
	ambient    *audio.Player // nil until the first StartAmbient
}

// NewMixer synthesizes every sound at the audio context's sample rate (in
// parallel, since this is most of the start-up cost) and returns a Mixer
// using the given settings, clamped.
func NewMixer(s Settings) *Mixer {
	m := &Mixer{ctx: Context(), settings: s.Clamped()}
	rate := m.ctx.SampleRate()
	var wg sync.WaitGroup
	for _, e := range Effects() {
		m.effects[e] = make([][]byte, e.Variants())
		for v := range m.effects[e] {
			wg.Go(func() { m.effects[e][v] = synthesize(e, v, rate) })
		}
	}
	wg.Go(func() { m.ambientPCM = ambient(rate) })
	wg.Wait()
	return m
}

// Play starts effect e, taking its variants in turn so repeated sounds
// differ. Unknown effects, and any effect while muted or at zero volume,
// are ignored.
func (m *Mixer) Play(e Effect) {
	if !e.valid() {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	g := gain(m.settings.EffectsVolume, m.settings.Muted)
	if g == 0 || m.err != nil {
		return
	}
	m.reap()
	if len(m.voices) >= maxVoices {
		m.voices[0].PauseAndStopReading()
		m.voices = m.voices[1:]
	}
	variants := m.effects[e]
	p, err := m.ctx.NewPlayer(bytes.NewReader(variants[m.next[e]]))
	if err != nil {
		m.err = err
		return
	}
	m.next[e] = (m.next[e] + 1) % len(variants)
	p.SetVolume(g)
	p.Play()
	m.voices = append(m.voices, p)
}

// reap forgets the voices that have finished; ebiten releases a finished
// player once nothing refers to it.
func (m *Mixer) reap() {
	live := m.voices[:0]
	for _, p := range m.voices {
		if p.IsPlaying() {
			live = append(live, p)
		}
	}
	clear(m.voices[len(live):])
	m.voices = live
}

// StartAmbient starts (or resumes) the ambient loop on the music volume. It
// keeps running while muted, silently, so unmuting brings it back.
func (m *Mixer) StartAmbient() {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.err != nil {
		return
	}
	if m.ambient == nil {
		loop := audio.NewInfiniteLoop(bytes.NewReader(m.ambientPCM), int64(len(m.ambientPCM)))
		p, err := m.ctx.NewPlayer(loop)
		if err != nil {
			m.err = err
			return
		}
		m.ambient = p
	}
	m.ambient.SetVolume(gain(m.settings.MusicVolume, m.settings.Muted))
	m.ambient.Play()
}

// StopAmbient pauses the ambient loop; StartAmbient resumes it where it
// stopped.
func (m *Mixer) StopAmbient() {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.ambient != nil {
		m.ambient.Pause()
	}
}

// SetEffectsVolume sets the effects volume (clamped to [0, 1]; NaN is
// ignored), including for effects already sounding.
func (m *Mixer) SetEffectsVolume(v float64) {
	m.update(func(s *Settings) { s.EffectsVolume = clampVolume(v, s.EffectsVolume) })
}

// SetMusicVolume sets the ambient loop's volume (clamped to [0, 1]; NaN is
// ignored).
func (m *Mixer) SetMusicVolume(v float64) {
	m.update(func(s *Settings) { s.MusicVolume = clampVolume(v, s.MusicVolume) })
}

// SetMuted silences (or restores) everything at once, keeping the volumes.
func (m *Mixer) SetMuted(muted bool) {
	m.update(func(s *Settings) { s.Muted = muted })
}

// ApplySettings replaces all the sound settings, clamped.
func (m *Mixer) ApplySettings(s Settings) {
	m.update(func(cur *Settings) { *cur = s.Clamped() })
}

// EffectsVolume returns the effects volume setting.
func (m *Mixer) EffectsVolume() float64 { return m.Settings().EffectsVolume }

// MusicVolume returns the music volume setting.
func (m *Mixer) MusicVolume() float64 { return m.Settings().MusicVolume }

// Muted reports whether the Mixer is muted.
func (m *Mixer) Muted() bool { return m.Settings().Muted }

// Settings returns the current settings, for the settings store to save.
func (m *Mixer) Settings() Settings {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.settings
}

// Err returns the first error the audio backend reported, if any; after
// one the Mixer stays silent. The game may log it and carry on.
func (m *Mixer) Err() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.err
}

// update changes the settings and applies the new gains to every player.
func (m *Mixer) update(change func(*Settings)) {
	m.mu.Lock()
	defer m.mu.Unlock()
	change(&m.settings)
	g := gain(m.settings.EffectsVolume, m.settings.Muted)
	for _, p := range m.voices {
		p.SetVolume(g)
	}
	if m.ambient != nil {
		m.ambient.SetVolume(gain(m.settings.MusicVolume, m.settings.Muted))
	}
}
