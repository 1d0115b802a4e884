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
//
// A new Mixer holds no sound: synthesizing is the costliest part of
// starting (about 2.5 s of CPU natively for every game's sounds, more in a
// browser), so each set is made when asked for (Prepare: when a game is
// chosen, its own set), in the background. An effect not yet made is
// not played; the ambient loop asked for before it is made starts when it
// is.
type Mixer struct {
	mu       sync.Mutex
	ctx      *audio.Context
	settings Settings
	err      error
	pace     func() // NewMixerPaced's pause between pieces; nil: in parallel

	effects [effectCount][][]byte // every variant of every effect made so far
	asked   [effectCount]bool     // made or being made
	next    [effectCount]int      // the variant to play next, in turn
	voices  []*audio.Player       // effects that may still be sounding
	making  sync.WaitGroup        // sets being made

	ambientPCM   []byte
	ambientAsked bool          // made or being made
	wantAmbient  bool          // StartAmbient came before the loop was made
	ambient      *audio.Player // nil until the loop plays for the first time
}

// Set is the sounds a game plays: its effects, and whether it plays the
// ambient loop.
type Set struct {
	Effects []Effect
	Ambient bool
}

// Everything is every effect and the ambient loop: the set of a game
// that names none of its own.
func Everything() Set { return Set{Effects: Effects(), Ambient: true} }

// NewMixer returns a Mixer using the given settings, clamped, that makes
// the sets it is asked for with all the cores.
func NewMixer(s Settings) *Mixer {
	return &Mixer{ctx: Context(), settings: s.Clamped()}
}

// Prepare starts making the sounds of set that are not made or being
// made yet, on a goroutine of its own, and returns at once.
func (m *Mixer) Prepare(set Set) {
	m.mu.Lock()
	var todo []Effect
	for _, e := range set.Effects {
		if e.valid() && !m.asked[e] {
			m.asked[e] = true
			todo = append(todo, e)
		}
	}
	amb := set.Ambient && !m.ambientAsked
	m.ambientAsked = m.ambientAsked || amb
	rate, pace := m.ctx.SampleRate(), m.pace
	if len(todo) > 0 || amb {
		m.making.Add(1)
	}
	m.mu.Unlock()
	if len(todo) == 0 && !amb {
		return
	}
	go func() {
		defer m.making.Done()
		if pace != nil {
			m.makePaced(todo, amb, rate, pace)
			return
		}
		var wg sync.WaitGroup
		if amb {
			wg.Go(func() { m.keepAmbient(ambient(rate)) })
		}
		for _, e := range todo {
			vs := make([][]byte, e.Variants())
			var each sync.WaitGroup
			for v := range vs {
				each.Go(func() { vs[v] = synthesize(e, v, rate) })
			}
			wg.Go(func() { each.Wait(); m.keep(e, vs) })
		}
		wg.Wait()
	}()
}

// makePaced makes the pieces one at a time, the ambient loop first (as
// the largest), pausing after each.
func (m *Mixer) makePaced(todo []Effect, amb bool, rate int, pause func()) {
	if amb {
		m.keepAmbient(ambient(rate))
		pause()
	}
	for _, e := range todo {
		vs := make([][]byte, e.Variants())
		for v := range vs {
			vs[v] = synthesize(e, v, rate)
			pause()
		}
		m.keep(e, vs)
	}
}

// keep stores the made variants of e.
func (m *Mixer) keep(e Effect, vs [][]byte) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.effects[e] = vs
}

// keepAmbient stores the made loop and starts it if it was asked for.
func (m *Mixer) keepAmbient(pcm []byte) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.ambientPCM = pcm
	if m.wantAmbient {
		m.startAmbient()
	}
}

// Has reports whether effect e is made, so that Play plays it.
func (m *Mixer) Has(e Effect) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return e.valid() && m.effects[e] != nil
}

// Wait returns once every set asked for so far is made.
func (m *Mixer) Wait() { m.making.Wait() }

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
	if variants == nil { // not made yet
		return
	}
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
// keeps running while muted, silently, so unmuting brings it back. Asked
// for before the loop is made, it makes it (if no set asked for it) and
// starts it once made.
func (m *Mixer) StartAmbient() {
	m.mu.Lock()
	if m.ambientPCM == nil {
		m.wantAmbient = true
		asked := m.ambientAsked
		m.mu.Unlock()
		if !asked {
			m.Prepare(Set{Ambient: true})
		}
		return
	}
	defer m.mu.Unlock()
	m.startAmbient()
}

// startAmbient plays the made loop; m.mu is held.
func (m *Mixer) startAmbient() {
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
	m.wantAmbient = false
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
