package runrunrun

// Read-only questions about a position, for the computer teammates
// (bot/runrunrun) and the screens: they work on the public table, so an
// Observation answers them as a State does. Each is the rules' own
// answer (the same code the rules use), so a bot never measures the maze
// differently from the game.

// Unreachable is the distance of a cell that cannot be reached.
const Unreachable = unreachable

// BaseMove is the rooms a cat walks without discarding a card (§10.2).
const BaseMove = baseMove

// HeartsToWake is the hearts that wake the top mummy card (§10.1).
const HeartsToWake = heartsToWake

// TorchRefill is the supply a torch mechanism fills up to (§12).
const TorchRefill = torchRefill

// MaxCombatDice is the most combat dice a fight rolls.
const MaxCombatDice = maxCombatDice

// CryptDist is every cell's distance to the Crypt along joined edges, as
// mummies walk (§11.1): they ignore cats and each other.
func (s *Public) CryptDist() [MaxCells]uint8 { return s.cryptDist() }

// MazeDist is every cell's distance from cell from along joined edges,
// as a mummy walks: through any room.
func (s *Public) MazeDist(from uint8) [MaxCells]uint8 {
	var none cellMask
	return s.bfs(from, &none)
}

// WalkDist is the steps a cat standing in cell from needs to reach each
// cell, never through a room holding a mummy (it may leave one, and end
// its walk in one).
func (s *Public) WalkDist(from uint8) [MaxCells]uint8 { return s.walkDist(from) }

// CellAt is the index of the cell at c, or NoCell.
func (s *Public) CellAt(c Coord) uint8 { return s.cellAt(c) }

// CatsIn is the set of seats whose cats stand in cell c (bit p for seat p).
func (s *Public) CatsIn(c uint8) uint8 { return s.catsIn(c) }

// FiguresIn is the set of figures standing in cell c (bit f for figure f).
func (s *Public) FiguresIn(c uint8) uint8 { return s.figuresIn(c) }

// Engaged reports whether figure f shares its room with a cat (R3).
func (s *Public) Engaged(f int) bool { return s.engaged(f) }

// Routes lists the rooms figure f may step into next, one step closer to
// the Crypt (§11.1), and returns how many.
func (s *Public) Routes(f int, out *[NumSides]uint8) int { return s.routes(f, out) }

// Triangle is the corner of cell p across sides d and d+1: the two
// neighbours, and whether both are laid.
func (s *Public) Triangle(p uint8, d Side) (a, b uint8, ok bool) { return s.triangle(p, d) }

// MechanismAt reports whether the triangle of cell p across d and d+1
// works a torch mechanism (three identical symbols) or an exit mechanism
// (three different ones), none of its cards used for that kind (R21).
func (s *Public) MechanismAt(p uint8, d Side, exit bool) bool { return s.mechanismAt(p, d, exit) }

// UsedFor reports whether the card has served in a torch mechanism
// (exit false) or an exit mechanism (exit true).
func (c *Cell) UsedFor(exit bool) bool {
	if exit {
		return c.Used&usedExit != 0
	}
	return c.Used&usedTorch != 0
}

// CanJoin reports whether seat's cat could join a Regroup called by the
// active cat: a walk of any length that passes through no mummy's room.
func (s *Public) CanJoin(seat int) bool { return s.canJoin(seat) }

// MaxSpend is the most torches a Regroup may spend now.
func (s *Public) MaxSpend() int { return s.maxSpend() }

// Rooms counts the room cards in the maze.
func (s *Public) Rooms() int { return s.rooms() }

// StudyRoom lays card c at at, turned by rot (with a secret passage on
// side pass, or NumSides for none), and nothing else: no walk, light, draw
// or mechanism. It is for what-if questions on a copy of the table (which
// triangles would a card close, how many edges would it join); the rules
// lay a card only through Apply. It returns the new cell.
func (s *Public) StudyRoom(at Coord, c Card, rot uint8, pass Side) uint8 {
	var p uint8
	if pass < NumSides {
		p = 1 << pass
	}
	return s.addCell(at, uint8(c), rot, c.Turned(rot), p)
}
