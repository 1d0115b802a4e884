package main

import (
	"bytes"
	"encoding/json"
	"os"
	"time"

	"github.com/pyramid-studio/pyramid/scenes"
)

// prober writes the active scene's probe to a file for the headless
// end-to-end test (PYRAMID_PROBE=path); it writes only when it changes,
// and atomically, so the test never reads half a file.
type prober struct {
	path string
	last []byte
}

// probeFile is what the test reads.
type probeFile struct {
	scenes.Probe
	Perf perfReport `json:"perf"`
}

func (p *prober) write(pr scenes.Probe, pf *perf) {
	data, err := json.Marshal(probeFile{Probe: pr, Perf: pf.report()})
	if err != nil || bytes.Equal(data, p.last) {
		return
	}
	p.last = data
	tmp := p.path + ".tmp"
	if os.WriteFile(tmp, data, 0o644) == nil {
		_ = os.Rename(tmp, p.path)
	}
}

// perf measures the CPU time of Update and Draw while a game is played.
// The first Draw of a game draws the sprites it needs and is counted
// apart (FirstDrawUS), not in the frame figures.
type perf struct {
	first              time.Duration
	updates, draws     int
	updateSum, drawSum time.Duration
	updateMax, drawMax time.Duration
}

// perfReport is the frame budget in microseconds.
type perfReport struct {
	Updates      int `json:"updates"`
	Draws        int `json:"draws"`
	UpdateAvgUS  int `json:"update_avg_us"`
	UpdateMaxUS  int `json:"update_max_us"`
	DrawAvgUS    int `json:"draw_avg_us"`
	DrawMaxUS    int `json:"draw_max_us"`
	FrameAvgUS   int `json:"frame_avg_us"` // one Update plus one Draw
	FrameWorstUS int `json:"frame_worst_us"`
	FirstDrawUS  int `json:"first_draw_us"`
}

func (p *perf) update(d time.Duration, playing bool) {
	if !playing {
		return
	}
	p.updates++
	p.updateSum += d
	p.updateMax = max(p.updateMax, d)
}

func (p *perf) draw(d time.Duration, playing bool) {
	if !playing {
		return
	}
	if p.first == 0 {
		p.first = d
		return
	}
	p.draws++
	p.drawSum += d
	p.drawMax = max(p.drawMax, d)
}

func (p *perf) report() perfReport {
	r := perfReport{Updates: p.updates, Draws: p.draws, UpdateMaxUS: int(p.updateMax.Microseconds()), DrawMaxUS: int(p.drawMax.Microseconds()), FirstDrawUS: int(p.first.Microseconds())}
	if p.updates > 0 {
		r.UpdateAvgUS = int(p.updateSum.Microseconds()) / p.updates
	}
	if p.draws > 0 {
		r.DrawAvgUS = int(p.drawSum.Microseconds()) / p.draws
	}
	r.FrameAvgUS = r.UpdateAvgUS + r.DrawAvgUS
	r.FrameWorstUS = r.UpdateMaxUS + r.DrawMaxUS
	return r
}
