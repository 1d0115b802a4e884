// Command hello is Ebitengine's hello world, the yardstick of the browser
// benchmark (BenchmarkBrowserFirstFrame): the smallest Ebitengine program
// that draws a frame, built for the browser with the same Go and flags as
// the game, so the game's start can be given as a ratio of it.
package main

import (
	"log"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/ebitenutil"
)

type game struct{}

func (g *game) Update() error { return nil }

func (g *game) Draw(screen *ebiten.Image) { ebitenutil.DebugPrint(screen, "Hello, World!") }

func (g *game) Layout(outsideWidth, outsideHeight int) (int, int) { return 320, 240 }

func main() {
	ebiten.SetWindowSize(640, 480)
	ebiten.SetWindowTitle("Hello, World!")
	if err := ebiten.RunGame(&game{}); err != nil {
		log.Fatal(err)
	}
}
