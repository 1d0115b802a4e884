package runrunrun

import (
	"context"
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	_ "github.com/pyramid-studio/pyramid/bot/runrunrun" // registers the computer teammates
	"github.com/pyramid-studio/pyramid/client/layout"
	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/internal/cpuclock"
	"github.com/pyramid-studio/pyramid/internal/shots"
	"github.com/pyramid-studio/pyramid/render"
)

// The contact sheets: a native run (a window on Xvfb when there is no
// display) plays a game with the computer teammates until the maze is
// well grown, then draws with this package alone a table in mid-game, a
// close-up of a few rooms, every piece and every animation's frames, at
// 1920×1080 and 1280×720, and saves them as runrunrun-art-*.png in
// $PYRAMID_SCREENSHOTS (the committed set: ../../testdata/screenshots) or
// a temporary directory. The same run checks that the maze drawn for a
// seat does not change when only what the seat cannot see changes.

var native = shots.Native{Env: "PYRAMID_RRR_ART_HOST", Report: "rrr-art.json"}

func TestMain(m *testing.M) {
	if dir := native.Dir(); dir != "" {
		os.Exit(hostMain(dir))
	}
	os.Exit(m.Run())
}

// sheetResult is what the native run reports.
type sheetResult struct {
	Sheets   []string
	Problems []string
	Rooms    int     // rooms in the mid-game maze
	DrawMS   float64 // thread CPU time of one DrawBackdrop and DrawMaze of it at 1920×1080, mean of 120
}

func TestContactSheets(t *testing.T) {
	out := shots.Dir(t)
	var res sheetResult
	native.Run(t, out, 5*time.Minute, &res)
	for _, p := range res.Problems {
		t.Error(p)
	}
	t.Logf("drawing the %d-room maze at 1920×1080: %.2f ms of %s a frame (mean of 120)", res.Rooms, res.DrawMS, cpuclock.Name)
	if res.Rooms < 12 {
		t.Errorf("the mid-game maze has %d rooms: the game did not grow", res.Rooms)
	}
	want := []string{"table-1920x1080", "table-1280x720", "pieces-1920x1080", "pieces-1280x720", "closeup-1920x1080", "whole-1280x720", "anim-1920x1080"}
	got := map[string]bool{}
	for _, s := range res.Sheets {
		got[s] = true
	}
	for _, w := range want {
		name := "runrunrun-art-" + w + ".png"
		if !got[w] {
			t.Errorf("no sheet %s", name)
			continue
		}
		f, err := os.Open(filepath.Join(out, name))
		if err != nil {
			t.Error(err)
			continue
		}
		im, err := png.Decode(f)
		f.Close()
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if n := colours(im); n < 2000 {
			t.Errorf("%s has %d colours: nearly empty", name, n)
		}
		t.Logf("%s", filepath.Join(out, name))
	}
}

// colours counts the distinct colours of an image (a blank or flat sheet
// has few).
func colours(im image.Image) int {
	seen := map[[3]uint32]bool{}
	b := im.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := im.At(x, y).RGBA()
			seen[[3]uint32{r >> 8, g >> 8, bl >> 8}] = true
		}
	}
	return len(seen)
}

// host is the drawing run (shots.Native: its work in its first tick).
type host struct {
	dir string
	res sheetResult
}

func hostMain(dir string) int {
	h := &host{dir: dir}
	return native.Serve(dir, &h.res, func(err error) { h.res.Problems = append(h.res.Problems, err.Error()) }, h.draw)
}

// draw plays to mid-game and draws and saves every sheet.
func (h *host) draw() {
	mid, late, err := playToMidGame()
	if err != nil {
		h.res.Problems = append(h.res.Problems, err.Error())
		return
	}
	h.res.Rooms = mid.Rooms()
	art := NewArt()
	defer art.Dispose()
	h.checkNoPeeking(art, mid)
	h.timeMaze(art, mid)
	for _, sz := range [][2]int{{1920, 1080}, {1280, 720}} {
		name := fmt.Sprintf("%dx%d", sz[0], sz[1])
		h.shoot("table-"+name, sz, func(dst *ebiten.Image, f render.Fonts, u float64) { drawTableSheet(art, dst, f, u, &mid) })
		h.shoot("pieces-"+name, sz, func(dst *ebiten.Image, f render.Fonts, u float64) { drawPiecesSheet(art, dst, f, u) })
	}
	h.shoot("closeup-1920x1080", [2]int{1920, 1080}, func(dst *ebiten.Image, f render.Fonts, u float64) { drawCloseup(art, dst, f, u, &late) })
	h.shoot("whole-1280x720", [2]int{1280, 720}, func(dst *ebiten.Image, f render.Fonts, u float64) { drawWhole(art, dst, f, u, &late) })
	h.shoot("anim-1920x1080", [2]int{1920, 1080}, func(dst *ebiten.Image, f render.Fonts, u float64) { drawAnimSheet(art, dst, f, u, &mid) })
}

// shoot draws one sheet of size sz and saves it.
func (h *host) shoot(name string, sz [2]int, draw func(dst *ebiten.Image, f render.Fonts, u float64)) {
	dst := ebiten.NewImage(sz[0], sz[1])
	defer dst.Deallocate()
	dst.Fill(render.Background)
	u := float64(sz[1]) / 1080
	draw(dst, render.NewFonts(float64(sz[1])/720), u)
	im := image.NewRGBA(image.Rect(0, 0, sz[0], sz[1]))
	dst.ReadPixels(im.Pix)
	if err := savePNG(filepath.Join(h.dir, "runrunrun-art-"+name+".png"), im); err != nil {
		h.res.Problems = append(h.res.Problems, err.Error())
		return
	}
	h.res.Sheets = append(h.res.Sheets, name)
}

// checkNoPeeking draws the maze for seat 0 twice, the second time with
// every hand, laid card and the set of unknown cards changed, and
// reports any pixel that differs: the maze shows public things only.
func (h *host) checkNoPeeking(art *Art, obs rrr.Observation) {
	other := obs
	for p := range other.Hands {
		other.Hands[p] = ^other.Hands[p] & (1<<rrr.NumCards - 1)
		other.Laid[p] = other.Hands[p] & 0xff
	}
	other.Unknown = ^obs.Unknown & (1<<rrr.NumCards - 1)
	view := layout.Rect{W: 960, H: 540}
	cam := Fit(&obs, view)
	var pix [2]*image.RGBA
	for i, o := range []*rrr.Observation{&obs, &other} {
		dst := ebiten.NewImage(960, 540)
		art.DrawBackdrop(dst, cam)
		art.DrawMaze(dst, o, cam, MazeStyle{Time: 1.5, Threat: true})
		pix[i] = image.NewRGBA(image.Rect(0, 0, 960, 540))
		dst.ReadPixels(pix[i].Pix)
		dst.Deallocate()
	}
	diff := 0
	for i := range pix[0].Pix {
		if pix[0].Pix[i] != pix[1].Pix[i] {
			diff++
		}
	}
	if diff > 0 {
		h.res.Problems = append(h.res.Problems, fmt.Sprintf("the maze changed in %d bytes when only hidden cards changed", diff))
	}
	if colours(pix[0]) < 500 {
		h.res.Problems = append(h.res.Problems, "the maze drawn for the no-peeking check is nearly empty")
	}
}

// timeMaze measures the CPU a frame's maze costs once its art is
// painted: the draw calls a play screen makes every frame.
func (h *host) timeMaze(art *Art, obs rrr.Observation) {
	dst := ebiten.NewImage(1920, 1080)
	defer dst.Deallocate()
	cam := Fit(&obs, layout.Rect{W: 1360, H: 880})
	st := MazeStyle{Threat: true, Mechanisms: Mechanisms(&obs), Spots: OpenEnds(&obs)}
	art.DrawBackdrop(dst, cam)
	art.DrawMaze(dst, &obs, cam, st)
	const n = 120
	start := cpuclock.Thread()
	for i := 0; i < n; i++ {
		st.Time += 1.0 / 60
		art.DrawBackdrop(dst, cam)
		art.DrawMaze(dst, &obs, cam, st)
	}
	h.res.DrawMS = float64((cpuclock.Thread() - start).Microseconds()) / 1000 / n
}

// playToMidGame plays a four-cat game at Normal with the computer
// teammates (medium) and returns seat 0's observation once the maze has
// grown and a mummy is up (mid), and later once the Exit is open or the
// game is over (late).
func playToMidGame() (mid, late rrr.Observation, err error) {
	comp := table.ComputerOf(rrr.GameID)
	if comp == nil {
		return mid, late, errors.New("no computer teammates registered")
	}
	for seed := uint64(3); seed < 40; seed++ {
		setup := table.Setup{}
		for i := 0; i < 4; i++ {
			setup.Seats = append(setup.Seats, table.SeatSetup{Kind: "medium"})
		}
		m, err := rrr.Game.New(setup, seed)
		if err != nil {
			return mid, late, err
		}
		haveMid := false
		for steps := 0; steps < 3000; steps++ {
			a := m.Actor()
			if a == table.Over {
				break
			}
			var step string
			if a == table.Chance {
				step = m.ChanceStep()
			} else {
				think, err := comp.Think(m, "medium", seed*1000+uint64(steps))
				if err != nil {
					return mid, late, err
				}
				step = think(context.Background())
			}
			if _, err := m.Apply(step); err != nil {
				return mid, late, fmt.Errorf("seed %d: %q: %v", seed, step, err)
			}
			obs := m.Observe(0).(rrr.Observation)
			if !haveMid && obs.Rooms() >= 16 && obs.Power() > 1 && obs.TorchMechs+obs.ExitMechs >= 1 && obs.Current() >= 0 {
				mid, haveMid = obs, true
			}
			if haveMid && obs.ExitOpen() && obs.Figures[rrr.LordIndex].Place == rrr.InMaze {
				return mid, obs, nil
			}
		}
		if haveMid {
			return mid, m.Observe(0).(rrr.Observation), nil
		}
	}
	return mid, late, errors.New("no game reached a grown maze")
}

func savePNG(path string, im image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, im); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
