package sound

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2/audio"
)

func TestScratch(t *testing.T) {
	c := audio.NewContext(48000)
	p := c.NewPlayerFromBytes(make([]byte, 48000*4))
	p.SetVolume(0.3)
	p.Play()
	t.Log(p.IsPlaying(), p.Volume(), c.IsReady())
	time.Sleep(200 * time.Millisecond)
	t.Log(p.IsPlaying(), p.Position(), c.IsReady(), audio.CurrentContext() == c)
	p.Pause()
	t.Log(p.IsPlaying())
	_ = p.Close()
}
