package pengqueen

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"
)

// Every rule fact of the game lives in the three files of data/, copied from
// the spec (pengqueen-spec.md): the maze of §4 (board.txt, the map block
// exactly as the spec prints it), the 23 treasures of §5 (cards.txt, its
// table) and the numbers of §3, §6 and §9.10 (rules.txt). A square, a card
// or a ruling such as R1's die faces changes there, not in the code. They
// are parsed once at start; the embedded files are part of the build, so a
// mistake in them stops every test at once (mustLoad).

//go:embed data/board.txt
var boardText string

//go:embed data/cards.txt
var cardsText string

//go:embed data/rules.txt
var rulesText string

// ruleNumbers are the numbers of rules.txt.
type ruleNumbers struct {
	hunterDie   [dieFaces]Face // the faces of a white die, one chance outcome each
	mummyDie    [maxMummyFaces]uint8
	nMummyFaces uint8
	maxMummyDie uint8
	tokens      uint8
	mummyWins   [MaxSeats + 1]uint8 // by number of players (seats)
	dealt       [MaxSeats + 1]uint8 // cards of each colour dealt to each hunter seat, by players
	notes       uint8
}

// dieFaces is the number of faces of a white hunter die.
const dieFaces = 6

// maxMummyFaces bounds the faces the black die may list in rules.txt.
const maxMummyFaces = 12

// The parsed data. A broken file is a broken build, so loading panics with
// the file and the line at start rather than play on a wrong board (the
// package's tests fail at once). Go orders these by what each parser reads:
// the board first, then the cards (on its squares), then the numbers
// (checked against the card piles).
var (
	board     = must(parseBoard(boardText))("board.txt")
	cardTable = must(parseCards(cardsText))("cards.txt")
	rules     = must(parseRules(rulesText))("rules.txt")
)

func must[T any](v T, err error) func(file string) T {
	return func(file string) T {
		if err != nil {
			panic("pengqueen: data/" + file + ": " + err.Error())
		}
		return v
	}
}

// parseRules reads rules.txt.
func parseRules(text string) (ruleNumbers, error) {
	var r ruleNumbers
	seen := map[string]bool{}
	for i, line := range strings.Split(text, "\n") {
		if c := strings.IndexByte(line, '#'); c >= 0 {
			line = line[:c]
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		key, val, ok := strings.Cut(line, ":")
		if !ok {
			return r, fmt.Errorf("line %d: expected key: values", i+1)
		}
		key = strings.TrimSpace(key)
		if seen[key] {
			return r, fmt.Errorf("line %d: %s given twice", i+1, key)
		}
		seen[key] = true
		f := strings.Fields(val)
		nums := func(lo, hi int) ([]uint8, error) {
			out := make([]uint8, len(f))
			for j, w := range f {
				n, err := strconv.Atoi(w)
				if err != nil || n < lo || n > hi {
					return nil, fmt.Errorf("line %d: %s: %q is not a number from %d to %d", i+1, key, w, lo, hi)
				}
				out[j] = uint8(n)
			}
			return out, nil
		}
		one := func(lo, hi int) (uint8, error) {
			if len(f) != 1 {
				return 0, fmt.Errorf("line %d: %s takes one number", i+1, key)
			}
			n, err := nums(lo, hi)
			if err != nil {
				return 0, err
			}
			return n[0], nil
		}
		var err error
		switch key {
		case "hunter-die":
			if len(f) != dieFaces {
				return r, fmt.Errorf("line %d: a hunter die has %d faces, not %d", i+1, dieFaces, len(f))
			}
			for j, w := range f {
				fc, ok := parseFace(w)
				if !ok {
					return r, fmt.Errorf("line %d: %q is not a hunter die face", i+1, w)
				}
				r.hunterDie[j] = fc
			}
		case "mummy-die":
			var n []uint8
			if n, err = nums(1, 9); err == nil {
				if len(n) == 0 || len(n) > maxMummyFaces {
					return r, fmt.Errorf("line %d: the Mummy die needs 1 to %d faces", i+1, maxMummyFaces)
				}
				r.nMummyFaces = uint8(copy(r.mummyDie[:], n))
				for _, x := range n {
					r.maxMummyDie = max(r.maxMummyDie, x)
				}
			}
		case "tokens":
			r.tokens, err = one(1, 9)
		case "mummy-wins":
			var n []uint8
			if n, err = nums(1, 4*9); err == nil {
				if len(n) != MaxSeats-2 {
					return r, fmt.Errorf("line %d: mummy-wins lists the tokens for 2, 3 and 4 hunters", i+1)
				}
				copy(r.mummyWins[3:], n)
			}
		case "mummy-wins-2-player":
			r.mummyWins[2], err = one(1, 2*9)
		case "cards-dealt":
			r.dealt[3], err = one(1, 4)
			r.dealt[4], r.dealt[5] = r.dealt[3], r.dealt[3]
		case "cards-dealt-2-player":
			r.dealt[2], err = one(1, 4)
		case "notes-markers":
			r.notes, err = one(0, 99)
		default:
			return r, fmt.Errorf("line %d: unknown key %q", i+1, key)
		}
		if err != nil {
			return r, err
		}
	}
	for _, k := range []string{"hunter-die", "mummy-die", "tokens", "mummy-wins", "mummy-wins-2-player", "cards-dealt", "cards-dealt-2-player", "notes-markers"} {
		if !seen[k] {
			return r, fmt.Errorf("%s is missing", k)
		}
	}
	if int(r.maxMummyDie)+NumDice > MaxMummySteps {
		return r, fmt.Errorf("the Mummy may walk %d steps, more than the %d the state has room for", int(r.maxMummyDie)+NumDice, MaxMummySteps)
	}
	for p := MinSeats; p <= MaxSeats; p++ {
		pieces := piecesFor(p)
		if int(r.mummyWins[p]) > pieces*int(r.tokens) {
			return r, fmt.Errorf("with %d players the Mummy needs %d tokens, but there are only %d", p, r.mummyWins[p], pieces*int(r.tokens))
		}
		hunters := p - 1
		for c := Colour(0); c < NumColours; c++ {
			if n := cardTable.colour[c].Len(); int(r.dealt[p])*hunters > n {
				return r, fmt.Errorf("with %d players %d %s cards are dealt, but the pile has %d", p, int(r.dealt[p])*hunters, c, n)
			}
		}
	}
	return r, nil
}

// MummyDieFaces are the faces of the black die (ruling R1), one chance
// outcome each.
func MummyDieFaces() []uint8 { return rules.mummyDie[:rules.nMummyFaces] }

// HunterDieFaces are the faces of a white die, one chance outcome each.
func HunterDieFaces() [dieFaces]Face { return rules.hunterDie }

// TokensPerColour is the number of life tokens of each hunter colour.
func TokensPerColour() int { return int(rules.tokens) }

// MummyWinsAt is the number of tokens the Mummy needs to win in a game of
// players players (2 to 5).
func MummyWinsAt(players int) int {
	if players < MinSeats || players > MaxSeats {
		return 0
	}
	return int(rules.mummyWins[players])
}

// CardsDealt is how many cards of each colour each hunter seat is dealt in
// a game of players players.
func CardsDealt(players int) int {
	if players < MinSeats || players > MaxSeats {
		return 0
	}
	return int(rules.dealt[players])
}

// NoteMarkers is how many numbered markers the Mummy's notes assist offers
// (§9.6; the markers are the screen's, not the engine's).
func NoteMarkers() int { return int(rules.notes) }

// DangerReach is how far the hunters' danger hint looks (§9.6): in her
// next normal turn the Mummy walks at most the dice set aside plus the
// highest face of her die.
func DangerReach(aside int) int { return aside + int(rules.maxMummyDie) }
