package runrunrun

// This file holds every number and table of Run Run Run! (Kotkrywcy) in one
// place, as ../../../shared/design/runrunrun-spec.md fixes them: the 64 room
// cards, the dice faces, the sarcophagus tokens, the mummies, the Mummy
// Lords, the Catventurers, the difficulty levels, the rule constants and the
// game's English and Polish names. A card or a ruling's number changes here
// without touching the rules code. Everything marked "our design" in the
// spec replaces content of the published game that was never public.

// GameID is the game's id in records and in the headless tool.
const GameID = "runrunrun"

// Name is one word of the game in English (our code and UI) and Polish
// (the rulebook's own word), spec §2.
type Name struct {
	Key     string // the word's id in code
	English string
	Polish  string
}

// GameName is the title of the game in both languages.
var GameName = Name{"game", "Run Run Run!", "Kotkrywcy"}

// Terms are the names of spec §2, one row each.
var Terms = []Name{
	{"cat", "Catventurer", "Kotkrywca"},
	{"cats", "Catventurers", "Kotkrywcy"},
	{"crypt", "Pharaoh's Crypt", "Krypta Faraona"},
	{"room-card", "room card", "karta komory"},
	{"corridor", "corridor", "korytarz"},
	{"connection", "joined edge", "połączenie korytarzy"},
	{"exit", "Exit", "Wyjście"},
	{"torch", "torch", "pochodnia"},
	{"torch-supply", "torch supply", "zapas pochodni"},
	{"lit-room", "lit room", "komora z symbolem pochodni"},
	{"heart", "heart", "serduszko"},
	{"mummy-deck", "mummy deck", "stos kart Mumii"},
	{"mummy-power", "Mummy Power", "Moc Mumii"},
	{"mummy", "Mummy", "Mumia"},
	{"mummy-lord", "Mummy Lord", "Władca Mumii"},
	{"mummy-die", "mummy die", "kostka Mumii"},
	{"combat-die", "combat die", "kostka walki"},
	{"sarcophagus-room", "sarcophagus room", "komora sarkofagu"},
	{"sarcophagus-token", "sarcophagus token", "żeton sarkofagu"},
	{"torch-mechanism", "torch mechanism", "mechanizm pochodni"},
	{"exit-mechanism", "exit mechanism", "mechanizm Wyjścia"},
	{"explore", "Explore", "Odkrywanie"},
	{"fight", "Fight", "Walka"},
	{"regroup", "Regroup", "Współpraca (przegrupowanie)"},
	{"regroup-tile", "Regroup tile", "kafelek przegrupowania"},
	{"walk", "Walk", "Marsz"},
	{"marker", "reservation marker", "znacznik rezerwacji"},
	{"ankh", "Ankh", "Anch"},
	{"eye", "Eye of Horus", "Oko Horusa"},
	{"scarab", "Scarab", "Skarabeusz"},
}

// Limits of the game's pieces.
const (
	NumCards   = 64 // room cards R01..R64
	NumTokens  = 17 // sarcophagus tokens S01..S17
	NumMummies = 4  // mummies M1..M4
	NumLords   = 3  // Mummy Lords L1..L3
	NumCats    = 4  // Catventurers K1..K4
	MaxSeats   = 4
	MinSeats   = 1

	// MaxCells bounds the maze: the Crypt, every room card and the Exit.
	MaxCells = NumCards + 2

	// LordIndex is the Mummy Lord's slot among the figures (after M1..M4).
	LordIndex = NumMummies
	// NumFigures is the mummies and the Lord.
	NumFigures = NumMummies + 1
)

// Rule constants (rulebook unless marked).
const (
	baseMove         = 3 // rooms a cat walks without discarding
	torchRefill      = 5 // a torch mechanism fills the supply to this
	maxTorchMechs    = 5 // torch-mechanism tokens in the box
	exitMechsToOpen  = 3 // the third exit mechanism opens the Exit
	maxCombatDice    = 6
	heartsToWake     = 5 // the fifth heart on the top mummy card wakes it
	basePower        = 1 // mummy dice rolled with no mummy adding any
	regroupBaseDraw  = 2 // cards pulled from the discard pile by a Regroup
	regroupPerTorch  = 2 // more cards for each torch spent
	regroupMaxLay    = 2 // cards a participant may lay face down
	snuffTorches     = 2 // torches the Snuffing Mummy puts out when it appears
	maxMummyDice     = 4
	cryptCorridors   = 1 << 0 // R1: one corridor, on N
	tieCatPreference = 4      // §11.1: within this many steps, a tie prefers a cat's room
)

// Side of a hexagonal card, clockwise from the top (spec §4).
type Side uint8

const (
	N Side = iota
	NE
	SE
	S
	SW
	NW
)

// NumSides is the number of sides of a card.
const NumSides = 6

var sideNames = [NumSides]string{"n", "ne", "se", "s", "sw", "nw"}

// sideDelta is the axial offset of the neighbour across each side.
var sideDelta = [NumSides][2]int8{{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}}

// Content is what a room card shows besides its corridors: a mechanism
// symbol, a sarcophagus, or nothing.
type Content uint8

const (
	Plain Content = iota
	Ankh
	Eye
	Scarab
	Sarcophagus
)

var contentNames = [...]string{"plain", "ankh", "eye", "scarab", "sarcophagus"}

func (c Content) String() string { return contentNames[c] }

// IsSymbol reports whether the content counts for mechanisms.
func (c Content) IsSymbol() bool { return c >= Ankh && c <= Scarab }

// Shape is a card's corridors in its base rotation (spec §5).
type Shape uint8

const (
	ShapeD Shape = iota // dead end
	ShapeI              // straight
	ShapeV              // wide bend
	ShapeC              // sharp bend
	ShapeY
	ShapeF // fan
	ShapeL
	ShapeR
	ShapeH
	ShapeM
	ShapeW
	ShapeP
	ShapeO
	NumShapes
)

func sides(ss ...Side) uint8 {
	var m uint8
	for _, s := range ss {
		m |= 1 << s
	}
	return m
}

var shapeNames = [NumShapes]string{"D", "I", "V", "C", "Y", "F", "L", "R", "H", "M", "W", "P", "O"}

var shapeCorridors = [NumShapes]uint8{
	ShapeD: sides(N),
	ShapeI: sides(N, S),
	ShapeV: sides(N, SE),
	ShapeC: sides(N, NE),
	ShapeY: sides(N, SE, SW),
	ShapeF: sides(N, NE, SE),
	ShapeL: sides(N, NE, S),
	ShapeR: sides(N, NE, SW),
	ShapeH: sides(NE, SE, SW, NW),
	ShapeM: sides(SE, S, SW, NW),
	ShapeW: sides(NE, S, SW, NW),
	ShapeP: sides(NE, SE, S, SW, NW),
	ShapeO: sides(N, NE, SE, S, SW, NW),
}

// CardInfo is one room card.
type CardInfo struct {
	Shape   Shape
	Content Content
	Lit     bool // shows a torch symbol: needs no torch when explored
}

// cardTable is spec §5, R01..R64 in order (our design).
var cardTable = [NumCards]CardInfo{
	{ShapeD, Sarcophagus, false}, // R01
	{ShapeD, Sarcophagus, false}, // R02
	{ShapeD, Sarcophagus, false}, // R03
	{ShapeD, Sarcophagus, false}, // R04
	{ShapeD, Sarcophagus, false}, // R05
	{ShapeD, Sarcophagus, false}, // R06
	{ShapeD, Plain, true},        // R07
	{ShapeD, Plain, true},        // R08
	{ShapeD, Plain, false},       // R09
	{ShapeD, Plain, false},       // R10
	{ShapeI, Ankh, false},        // R11
	{ShapeI, Ankh, false},        // R12
	{ShapeV, Ankh, false},        // R13
	{ShapeC, Ankh, true},         // R14
	{ShapeI, Eye, false},         // R15
	{ShapeV, Eye, false},         // R16
	{ShapeV, Eye, false},         // R17
	{ShapeC, Eye, true},          // R18
	{ShapeI, Scarab, false},      // R19
	{ShapeV, Scarab, false},      // R20
	{ShapeC, Scarab, true},       // R21
	{ShapeC, Scarab, false},      // R22
	{ShapeI, Sarcophagus, false}, // R23
	{ShapeV, Sarcophagus, false}, // R24
	{ShapeC, Sarcophagus, false}, // R25
	{ShapeI, Plain, true},        // R26
	{ShapeV, Plain, true},        // R27
	{ShapeC, Plain, true},        // R28
	{ShapeI, Plain, false},       // R29
	{ShapeV, Plain, false},       // R30
	{ShapeY, Ankh, false},        // R31
	{ShapeL, Ankh, false},        // R32
	{ShapeR, Ankh, true},         // R33
	{ShapeF, Ankh, false},        // R34
	{ShapeY, Eye, false},         // R35
	{ShapeL, Eye, false},         // R36
	{ShapeR, Eye, true},          // R37
	{ShapeF, Eye, false},         // R38
	{ShapeY, Scarab, false},      // R39
	{ShapeL, Scarab, false},      // R40
	{ShapeR, Scarab, true},       // R41
	{ShapeF, Scarab, false},      // R42
	{ShapeY, Plain, true},        // R43
	{ShapeF, Plain, true},        // R44
	{ShapeL, Plain, true},        // R45
	{ShapeY, Plain, false},       // R46
	{ShapeR, Plain, false},       // R47
	{ShapeL, Plain, false},       // R48
	{ShapeH, Ankh, true},         // R49
	{ShapeW, Ankh, false},        // R50
	{ShapeH, Eye, true},          // R51
	{ShapeM, Eye, false},         // R52
	{ShapeW, Scarab, true},       // R53
	{ShapeM, Scarab, false},      // R54
	{ShapeH, Plain, true},        // R55
	{ShapeM, Plain, true},        // R56
	{ShapeW, Plain, false},       // R57
	{ShapeH, Plain, false},       // R58
	{ShapeP, Plain, true},        // R59
	{ShapeP, Plain, true},        // R60
	{ShapeP, Plain, false},       // R61
	{ShapeP, Plain, false},       // R62
	{ShapeO, Plain, true},        // R63
	{ShapeO, Plain, false},       // R64
}

// Die faces (spec §6, our design). A die's outcome is the index of the face
// that came up; the faces with the same symbol are equally likely twins.
type Face uint8

const (
	FaceNone Face = iota
	FaceBlank
	FaceMummy
	FaceHit
	FaceQuestion
	FaceHex
	FacePaw
)

var faceNames = [...]string{"none", "blank", "mummy", "hit", "question", "hex", "paw"}

func (f Face) String() string { return faceNames[f] }

// FacePolish are the faces' Polish names (the rulebook's, where it names them).
var FacePolish = [...]string{"", "puste pole", "Mumia", "Trafienie", "Znak zapytania", "Heks", "Ślad łapy"}

// mummyDie and combatDie list the six faces of each die.
var (
	mummyDie  = [6]Face{FaceMummy, FaceMummy, FaceBlank, FaceBlank, FaceBlank, FaceBlank}
	combatDie = [6]Face{FaceHit, FaceHit, FaceHit, FaceQuestion, FaceHex, FacePaw}
)

// TokenKind is the effect of a sarcophagus token (spec §7).
type TokenKind uint8

const (
	TokenTorches TokenKind = iota // add Value torches to the supply
	TokenCards                    // draw Value room cards
	TokenDouble                   // double the damage of one fight
	TokenAmulet                   // ignore one mummy attack on its holder
	TokenPassage                  // secret passage through a wall
	TokenTrap                     // the top mummy wakes at once
)

var tokenKindNames = [...]string{"torches", "cards", "double", "amulet", "passage", "trap"}

func (k TokenKind) String() string { return tokenKindNames[k] }

// TokenInfo is one sarcophagus token.
type TokenInfo struct {
	Kind  TokenKind
	Value uint8 // torches or cards, for those kinds
}

// TokenNames are the token kinds' names (English, Polish).
var TokenNames = [...]Name{
	{"torches", "Torches", "Pochodnie"},
	{"cards", "Room cards", "Karty komór"},
	{"double", "Double strike", "Podwójny cios"},
	{"amulet", "Amulet", "Amulet ochronny"},
	{"passage", "Secret passage", "Tajne przejście"},
	{"trap", "Trap", "Pułapka"},
}

// tokenTable is S01..S17 (the mix is our design).
var tokenTable = [NumTokens]TokenInfo{
	{TokenTorches, 1}, {TokenTorches, 2}, {TokenTorches, 2}, {TokenTorches, 3},
	{TokenCards, 1}, {TokenCards, 2}, {TokenCards, 2}, {TokenCards, 3},
	{TokenDouble, 0}, {TokenDouble, 0},
	{TokenAmulet, 0}, {TokenAmulet, 0}, {TokenAmulet, 0},
	{TokenPassage, 0}, {TokenPassage, 0},
	{TokenTrap, 0}, {TokenTrap, 0},
}

// FigureInfo is a mummy or a Mummy Lord (spec §7).
type FigureInfo struct {
	Code   string // notation: m1..m4, fangs, silence, stone
	Name   Name
	Hearts uint8 // its life when it appears
	Damage uint8 // cards its attack takes, shared by the cats in its room
	Dice   uint8 // mummy dice it adds while in the maze
	Fast   bool  // one extra step in a mummy step with a mummy face (R5)
	Snuff  bool  // puts out snuffTorches torches each time it appears
	Silent bool  // while in the maze, question marks do nothing
}

var mummyTable = [NumMummies]FigureInfo{
	{Code: "m1", Name: Name{"wailing", "Wailing Mummy", "Wyjąca Mumia"}, Hearts: 5, Damage: 1, Dice: 2},
	{Code: "m2", Name: Name{"swift", "Swift Mummy", "Zwinna Mumia"}, Hearts: 5, Damage: 1, Dice: 1, Fast: true},
	{Code: "m3", Name: Name{"brute", "Brute Mummy", "Mumia Osiłek"}, Hearts: 5, Damage: 2},
	{Code: "m4", Name: Name{"snuffing", "Snuffing Mummy", "Mumia Gasicielka"}, Hearts: 5, Damage: 1, Snuff: true},
}

// lordTable is L1..L3. Every Lord takes the extra step; Lords add no dice.
var lordTable = [NumLords]FigureInfo{
	{Code: "fangs", Name: Name{"fangs", "Lord of Fangs", "Władca Kłów"}, Hearts: 8, Damage: 4, Fast: true},
	{Code: "silence", Name: Name{"silence", "Lord of Silence", "Władca Ciszy"}, Hearts: 10, Damage: 3, Fast: true, Silent: true},
	{Code: "stone", Name: Name{"stone", "Lord of Stone", "Władca Kamienia"}, Hearts: 12, Damage: 2, Fast: true},
}

// Ability is what a cat does for each question mark it rolls (spec §8).
type Ability uint8

const (
	AbilityDraw   Ability = iota // draw 1 room card
	AbilityToken                 // draw 1 sarcophagus token (a Trap resolves)
	AbilityDamage                // +1 damage
	AbilityTorch                 // +1 torch to the supply
)

// CatInfo is one Catventurer.
type CatInfo struct {
	Code    string // notation
	Name    Name
	Short   Name // the name alone, as the log calls the cat
	Ability Ability
}

var catTable = [NumCats]CatInfo{
	{"cleo", Name{"cleo", "Cleo the Cartographer", "Kleo Kartografka"}, Name{"cleo", "Cleo", "Kleo"}, AbilityDraw},
	{"howard", Name{"howard", "Howard the Tomb Reader", "Howard Znawca Grobowców"}, Name{"howard", "Howard", "Howard"}, AbilityToken},
	{"sekhmet", Name{"sekhmet", "Sekhmet the Brawler", "Sachmet Zawadiaka"}, Name{"sekhmet", "Sekhmet", "Sachmet"}, AbilityDamage},
	{"spark", Name{"spark", "Spark the Torchbearer", "Iskra Pochodniczka"}, Name{"spark", "Spark", "Iskra"}, AbilityTorch},
}

// Difficulty is a set-up level (spec §9).
type Difficulty uint8

const (
	Easy Difficulty = iota
	Normal
	Hard
	Heroic
	NumDifficulties
)

// DifficultyInfo is one row of the set-up table.
type DifficultyInfo struct {
	Code        string
	Name        Name
	Hand        uint8 // room cards dealt to each cat
	Torches     uint8 // starting supply
	Regroups    uint8 // Regroup tiles
	StartHearts uint8 // hearts on the top mummy card at set-up
}

// Info is the difficulty's row of the set-up table (Normal for an
// unknown one).
func (d Difficulty) Info() DifficultyInfo {
	if d >= NumDifficulties {
		d = Normal
	}
	return difficultyTable[d]
}

var difficultyTable = [NumDifficulties]DifficultyInfo{
	{"easy", Name{"easy", "Easy", "Łatwy"}, 6, 7, 4, 0},
	{"normal", Name{"normal", "Normal", "Normalny"}, 5, 5, 3, 0},
	{"hard", Name{"hard", "Hard", "Trudny"}, 5, 4, 2, 3},
	{"heroic", Name{"heroic", "Heroic", "Heroiczny"}, 4, 4, 2, 3},
}

// End says how a game ended.
type End uint8

const (
	EndNone  End = iota // still playing
	EndExit             // won: the Exit is open and every mummy and the Lord destroyed
	EndCrypt            // lost: a mummy or the Lord entered the Crypt
	EndHand             // lost: a cat had to discard the last card of its hand
)

// String is the ending's code ("exit", "crypt", "hand"): the outcome's
// reason and the statistics' "end".
func (e End) String() string { return EndNames[e].Key }

// EndNames are the endings' words for the end screen and statistics.
var EndNames = [...]Name{
	{"", "", ""},
	{"exit", "The team escaped", "Drużyna uciekła"},
	{"crypt", "A mummy reached the Crypt", "Mumia dotarła do Krypty"},
	{"hand", "A cat ran out of cards", "Kotkrywcy skończyły się karty"},
}
