// Package runrunrun is the art of Run Run Run! (Kotkrywcy), made by code:
// a library for the game's screens that draws the growing maze from an
// observation through a camera, and every piece in every state, with
// small animation helpers. Every picture is painted once on the CPU
// (render.Canvas), at the pixel size it is drawn at (rounded to steps of
// about √2), cached in an Art and copied every frame; nothing is painted
// per frame. Warm paints a screen's whole set ahead: about 60 ms of one
// core at 1920×1080 (BenchmarkBuildArt).
//
// Nothing here reads hidden information: the maze is drawn from an
// rrr.Observation (its public part: cells, figures, markers, tokens),
// hands only from the cards a screen passes in (rrr.NoCard is a card
// face down).
//
// # The maze
//
//	art := runrunrun.NewArt()                       // once per screen; art.Dispose() when done
//	art.Warm(opt, runrunrun.DefaultSizes(h))         // optional: paint ahead
//	cam := runrunrun.Fit(&obs, view)                 // the whole maze in view
//	cam = cam.ZoomAt(1.1, mx, my)                    // wheel; cam.Pan(dx, dy) to drag
//	cam = from.Lerp(to, t)                           // ease a camera move; Focus(at, view, r) for close-ups
//	at := cam.Cell(mx, my)                           // what a click picks
//	art.DrawBackdrop(dst, cam)
//	art.DrawMaze(dst, &obs, cam, runrunrun.MazeStyle{Time: t, Threat: true, Spots: spots})
//
// MazeStyle hides what a screen animates itself (Laying, HideCats,
// HideFigures), dims rooms not yet lit (Warmth), outlines cells (Spots,
// Highlight), draws mechanism tokens (Mechanisms, or worked out by
// Mechanisms(obs)) and lines of light (Links, LinkT). Occupants and
// SlotPoint say where each cat and mummy stands in a room; FigureHeight
// how tall; OpenEnds where corridors lead into the dark.
//
// # Pieces and animations
//
//   - rooms: DrawRoom (RoomLook: Warmth dark→lit, Angle and Lift while a
//     card spins and lands, Scale, Alpha, Time, Veil), DrawCrypt, DrawExit;
//     off the table: DrawCard (face, or back for rrr.NoCard), CardFace,
//     CardBack, DrawCardFlip; hands: DrawHand, HandSlot, HandCardAt,
//     HandRadius;
//   - Catventurers: DrawCat (frames CatStand and 1..4 walking, WalkFrame),
//     standing on a base shaped like the seat's symbol, jacket in the
//     seat's colour; SeatBadge, DrawSeatBadge, PaintSeatSymbol;
//   - mummies and Lords: DrawFigure (shuffle frames, ShuffleFrame),
//     DrawRise, DrawUnravel; DrawMummyDeck (heart places filling, thump),
//     DrawMummyCard (a face-up card with its hearts), DrawLordCard;
//   - dice: DrawDie, DrawDieRoll (tumbling to a face), for CombatDie and
//     MummyDie;
//   - tokens and markers: DrawToken (rrr.NoToken: the back), DrawPawMarker,
//     DrawMechToken, DrawRegroupTiles, DrawHeart, DrawHeartRow;
//   - the supply: DrawTorchSupply (TorchSupply: Flare, Gutter), DrawFlame,
//     Torch, DrawExitGears;
//   - effects: DrawLinks and DrawBeam (lines of light), DrawFootprints,
//     DrawPassage, DrawDust, DrawSpot, DrawCellTint, DrawCellOutline.
//
// Symbols are told by shape as well as colour (PaintSymbol: a gold looped
// Ankh, a blue Eye with brow and tear mark, a green Scarab under a red
// sun); seats by the symbol of their base and badge (circle, triangle,
// square, diamond) as well as render.SeatColors, which follow the
// colour-blind palette. The contact sheets in testdata/screenshots
// (runrunrun-art-*.png) show all of it.
package runrunrun
