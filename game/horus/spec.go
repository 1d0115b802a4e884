package horus

// This file holds every number and table of the board game in one place: the
// board, the decks, the idols, the dice and the rulings of
// ../shared/design/horus-spec.md. A ruling changes here without touching the
// rules code.

// boardMap is the pyramid, row 1 (the back wall) first, columns A–H. Letters:
// c corridor, s Scorpion Pit (sand), p Crocodile Pond, n Cobra Nest,
// E Pyramid Entrance (outside), . no square.
var boardMap = [Rows]string{
	"cccccccc",
	"csppppsc",
	"csppppsc",
	"csppppsc",
	"csppppsc",
	"cssssssc",
	"cssssssc",
	".nnnnnn.",
	".nnnnnn.",
	".nnnnnn.",
	".nnnnnn.",
	".nnnnnn.",
	".nnnnnn.",
	"...EE...",
}

// nestBlockNumbers gives the stone-block number of each Cobra Nest square,
// rows 8–13, columns B–G.
var nestBlockNumbers = [6][6]uint8{
	{9, 30, 17, 4, 26, 12},
	{33, 2, 21, 35, 8, 19},
	{14, 27, 6, 23, 31, 1},
	{24, 10, 36, 13, 5, 28},
	{3, 20, 29, 16, 34, 22},
	{32, 7, 11, 15, 25, 18},
}

// NumBlocks is the number of stone blocks in the box.
const NumBlocks = 36

// openings are the only places where the corridor meets the sand or the pond;
// every other corridor–chamber border is a wall.
var openings = [][2]string{{"A7", "B7"}, {"H7", "G7"}}

// entranceDoors are the only Nest–Entrance connections.
var entranceDoors = [][2]string{{"D13", "D14"}, {"E13", "E14"}}

// deckRooms are the rooms searched, deck by deck: a search draws from the
// deck of the room the adventurer stands in.
var deckRooms = [NumDecks]Region{RegionNest, RegionSand, RegionPond}

// Mummy sections, each a straight run of corridor squares from one wall to
// the other. A mummy never leaves its section.
var sectionSquares = [NumSections][2]string{
	SectionAnubis: {"A1", "A7"},
	SectionHorus:  {"A1", "H1"},
	SectionThoth:  {"H1", "H7"},
}

// BoxMummies is the number of mummies of the box, which start the game
// (mummified adventurers' mummies come after them).
const BoxMummies = 3

// MummyStart is mummy m of the box as the default setup places it, and its
// name: m is 0 to BoxMummies-1.
func MummyStart(m int) (string, Mummy) {
	st := mummyStarts[m]
	return st.Name, Mummy{Square: mustSquare(st.Square), Facing: st.Facing, Section: st.Section, From: -1}
}

// mummyStarts is the default setup: square and facing of each mummy.
var mummyStarts = [BoxMummies]struct {
	Name    string
	Section Section
	Square  string
	Facing  Dir
}{
	{"Initkaes", SectionAnubis, "A4", North},
	{"Sanakht", SectionHorus, "E1", West},
	{"Imhotep", SectionThoth, "H5", South},
}

// MummyMoveThreshold: in phase 4 each mummy steps once per die at or above it.
const MummyMoveThreshold = 4

// MaxCards is the most cards a player may hold in front of him.
const MaxCards = 12

// wllByCards maps the number of cards held (0..12) to the Wound and Load Level.
var wllByCards = [MaxCards + 1]uint8{1, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6}

// WLLFor is the Wound and Load Level that n cards give, before Stamina:
// the table the engine plays by, for clients that show the next level.
func WLLFor(n int) int { return int(wllByCards[max(0, min(n, MaxCards))]) }

// varietyBonus by number of distinct gods among treasures and idols (0..5).
var varietyBonus = [NumGods + 1]uint8{0, 1, 3, 6, 10, 15}

// VarietyBonus is the bonus for treasures and idols of n different gods
// (GodsOf), as the final score counts it: the table the engine plays by,
// for the computer players that weigh a card and the screens that show a
// score.
func VarietyBonus(n int) int { return int(varietyBonus[max(0, min(n, int(NumGods)))]) }

// Dice colours, in the order the engine rolls and prints them.
var dieNames = [NumDice]string{"red", "yellow", "green", "blue", "black"}

// Gods, with the die each god's idol curses and the idol's lock combination:
// the idol needs every face from 1 up to lockTop among the five dice.
var godTable = [NumGods]struct {
	Name      string
	Curse     Die
	IdolValue uint8
	LockTop   uint8
}{
	GodHededet: {"Hededet", DieYellow, 5, 3},
	GodSobek:   {"Sobek", DieGreen, 5, 3},
	GodAnubis:  {"Anubis", DieBlack, 7, 4},
	GodThoth:   {"Thoth", DieBlue, 7, 4},
	GodHorus:   {"Horus", DieRed, 10, 5},
}

// Wall slots: where sarcophagi and idol alcoves sit, by the square an
// adventurer must stand on to use them. The Horus alcove is reachable from two
// squares.
var sarcophagusSquares = [NumSarcophagi]struct {
	God    God
	Square string
}{
	{GodAnubis, "A2"}, {GodAnubis, "A3"}, {GodAnubis, "A4"}, {GodAnubis, "A5"}, {GodAnubis, "A6"},
	{GodThoth, "H2"}, {GodThoth, "H3"}, {GodThoth, "H4"}, {GodThoth, "H5"}, {GodThoth, "H6"},
	{GodHorus, "B1"}, {GodHorus, "C1"}, {GodHorus, "F1"}, {GodHorus, "G1"},
}

var alcoveSquares = [NumGods][]string{
	GodHededet: {"A7"},
	GodSobek:   {"H7"},
	GodAnubis:  {"A1"},
	GodThoth:   {"H1"},
	GodHorus:   {"D1", "E1"},
}

// deckContents lists every card of the game, deck by deck. Values are
// treasure values; gods are the card's god (GodNone for necklaces, chests,
// equipment and wounds).
var deckContents = []struct {
	Origin Origin
	Kind   Kind
	Count  int
	Values []uint8 // one per card when the values differ
}{
	{OriginRubble, KindAntidote, 2, nil},
	{OriginRubble, KindBag, 2, nil},
	{OriginRubble, KindCrowbar, 2, nil},
	{OriginRubble, KindMedikit, 2, nil},
	{OriginRubble, KindUdjat, 2, nil},
	{OriginRubble, KindSnake, 3, nil},
	{OriginRubble, KindNecklace, 5, []uint8{1, 1, 2, 2, 3}},
	{OriginSand, KindTreasure, 10, []uint8{1, 2, 2, 3, 3, 4, 4, 5, 5, 6}},
	{OriginSand, KindChest, 2, nil},
	{OriginSand, KindScorpion, 6, nil},
	{OriginWater, KindTreasure, 10, []uint8{2, 2, 3, 3, 4, 4, 5, 5, 6, 6}},
	{OriginWater, KindChest, 2, nil},
	{OriginWater, KindCrocodile, 6, nil},
	{OriginAnubis, KindTreasure, 5, []uint8{5, 6, 7, 8, 9}},
	{OriginThoth, KindTreasure, 5, []uint8{5, 6, 7, 8, 9}},
	{OriginHorus, KindTreasure, 4, []uint8{7, 8, 9, 10}},
	{OriginIdol, KindIdol, 5, nil}, // one per god, in God order
	{OriginMummySupply, KindMummyWound, 18, nil},
	{OriginBlockSupply, KindBlockWound, 8, nil},
}

// adventurerTable: the eight adventurers and their once-per-game abilities.
var adventurerTable = [NumAdventurers]struct {
	Name    string
	Short   string
	Ability Ability
}{
	{"David Gore", "gore", AbilityShoot},
	{"Rasputin", "rasputin", AbilityClairvoyance},
	{"Chantal Sarti", "sarti", AbilityDodge},
	{"Maki Watanabe", "watanabe", AbilityReflexes},
	{"Delroy Chartier", "chartier", AbilityStamina},
	{"José Ardila", "ardila", AbilityLockpicking},
	{"Abdel Wahab", "wahab", AbilityLinguistics},
	{"Edgar Rice", "rice", AbilitySwimming},
}

// MinPlayers and MaxPlayers bound the seats at the table.
const (
	MinPlayers = 2
	MaxPlayers = 6
)
