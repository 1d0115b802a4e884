package horus

import (
	"image"
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/render"
)

// differ is the share of pixels that differ between two paintings.
func differ(a, b *image.RGBA) float64 {
	n := 0
	for i := 0; i < len(a.Pix); i += 4 {
		d := 0
		for c := 0; c < 4; c++ {
			v := int(a.Pix[i+c]) - int(b.Pix[i+c])
			d = max(d, v, -v)
		}
		if d > 24 {
			n++
		}
	}
	return float64(n) / float64(len(a.Pix)/4)
}

func paintFigure(adv horus.Adventurer, seat, pose int) *image.RGBA {
	c := render.NewCanvas(64, 64)
	PaintAdventurer(c, adv, seat, pose, 64)
	return c.RGBA()
}

// TestEveryAdventurerIsACharacterOfTheirOwn: in the same seat's colour
// each adventurer's figure differs from every other's (their shape, hat
// and tool), a step differs from standing, and the colour-blind palette
// reaches the figures.
func TestEveryAdventurerIsACharacterOfTheirOwn(t *testing.T) {
	var figs [horus.NumAdventurers]*image.RGBA
	for a := range figs {
		figs[a] = paintFigure(horus.Adventurer(a), 0, PoseStand)
	}
	for a := range figs {
		for b := a + 1; b < len(figs); b++ {
			if d := differ(figs[a], figs[b]); d < 0.08 {
				t.Errorf("%s and %s look alike: %.1f%% of their pixels differ", horus.Adventurer(a).Name(), horus.Adventurer(b).Name(), 100*d)
			}
		}
		if d := differ(figs[a], paintFigure(horus.Adventurer(a), 0, PoseStepLeft)); d < 0.005 {
			t.Errorf("%s does not step: %.2f%% of the pixels change", horus.Adventurer(a).Name(), 100*d)
		}
	}
	defer render.UsePalette(render.Standard)
	render.UsePalette(render.ColourBlind)
	if d := differ(figs[0], paintFigure(0, 0, PoseStand)); d < 0.05 {
		t.Errorf("the colour-blind palette changes %.1f%% of the figure", 100*d)
	}
}

// TestEveryCardHasItsOwnPicture: cards of different kinds (and
// treasures of different gods) have faces that differ, and each deck's
// back differs from the others'.
func TestEveryCardHasItsOwnPicture(t *testing.T) {
	faces := map[string]*image.RGBA{}
	for c := horus.CardID(0); c < horus.NumCards; c++ {
		ci := c.Info()
		key := ci.Kind.String()
		if ci.God < horus.NumGods {
			key += "-" + ci.God.String()
		}
		if _, ok := faces[key]; ok {
			continue
		}
		cv := render.NewCanvas(70, 100)
		PaintCardFace(cv, c, 70, 100)
		faces[key] = cv.RGBA()
	}
	if len(faces) < 17 {
		t.Fatalf("only %d kinds of card: %v", len(faces), faces)
	}
	for a, fa := range faces {
		for b, fb := range faces {
			if a < b {
				if d := differ(fa, fb); d < 0.04 {
					t.Errorf("%s and %s look alike: %.1f%% of their pixels differ", a, b, 100*d)
				}
			}
		}
	}
	var backs [horus.NumDecks]*image.RGBA
	for d := range backs {
		cv := render.NewCanvas(70, 100)
		PaintCardBack(cv, horus.Deck(d), 70, 100)
		backs[d] = cv.RGBA()
		for e := 0; e < d; e++ {
			if differ(backs[d], backs[e]) < 0.2 {
				t.Errorf("the backs of decks %d and %d look alike", d, e)
			}
		}
	}
}
