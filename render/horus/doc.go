// Package horus is the art of The Pyramid of Horus, made by code: the
// board with its floors, walls and region names, painted once per screen
// size (Art, NewArt), the sprites of mummies and blocks at the pixel sizes
// they are drawn at, the adventurers' tokens in their seats' colours
// (FigureToken), and the names of the seats' colours and the gods'
// colours (SeatNames, GodColor). The colours themselves are render's, so
// the settings' palette switch (render.UsePalette) reaches them.
//
// Like scenes/horus and bot/horus it is named after its game and imports
// the engine game/horus under that same name; importers that also need the
// engine name this package horusrender.
package horus
