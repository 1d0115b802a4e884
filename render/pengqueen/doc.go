// Package pengqueen draws Pyramid of Pengqueen: the upright maze in its
// two views (the hunters' torch-lit side and the Mummy's dark one), the
// penguin hunters and the Pengqueen in every facing and pose, her magnet
// disc, the dice with their tray and shelf, the treasure cards, the life
// tokens, the sarcophagus, the markers and overlays, and the cover's stone
// door. Everything is painted by code on the CPU (render's raster) on
// first use, uploaded once and then only copied; a frame never paints.
//
// Board fits the maze into a rectangle and places squares and figures.
// Art holds the images of one board size and hands them out by what they
// show (Hunter, Mummy, HunterDie, CardFace...). Compose turns a seat's
// observation (never the state) into a Scene of what that seat may see,
// and Art.DrawScene draws it; the screens animate on top with the helpers
// of draw.go (DrawTumble, DrawFlip, Step, SlideAt, Turn, Shiver).
// docs/pengqueen-art.md describes the whole API and how it was measured.
package pengqueen
