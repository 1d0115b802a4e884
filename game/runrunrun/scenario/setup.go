package scenario

import (
	"fmt"
	"strings"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/internal/excerpt"
	"github.com/pyramid-studio/pyramid/internal/scenariotext"
)

// builder reads a file line by line. The set-up lines (cats first, then
// difficulty, lord, first, open-hands) fix the game's options; the first
// position line builds the game from them (runrunrun.NewPosition), and
// the position lines lay rooms and place pieces on it.
type builder struct {
	name   string
	line   int
	script scenariotext.Script[rrr.State, rrr.Event]

	opt     rrr.Options
	seed    uint64 // the generator of "do chance" steps (1)
	haveOpt bool   // a cats line was read
	built   bool   // the game was built from the options
	s       rrr.State

	given  scenariotext.Given // field (with its cat, mummy or cell) -> the line that gave it
	placed map[rrr.Card]int
	deck   []rrr.Card
	deckAt int // the line of the deck field, 0 if none
	turn   int // seat named by "turn", -1 if none
	node   rrr.Node
	round  int
}

// once refuses a field given twice: a second line would silently
// override the first.
func (b *builder) once(key string) error { return b.given.Once(key, b.line) }

// seat resolves a cat's code to its seat.
func (b *builder) seat(name string) (int, error) {
	c, ok := rrr.ParseCat(strings.ToLower(name))
	if !ok {
		return 0, fmt.Errorf("%s is not a cat (cleo, howard, sekhmet, spark)", excerpt.Quote(name))
	}
	for p := 0; p < int(b.opt.Players); p++ {
		if b.opt.Cats[p] == c {
			return p, nil
		}
	}
	return 0, fmt.Errorf("%s does not play in this game (see the cats line)", c)
}

// cell resolves a cell that must hold a piece of the maze.
func (b *builder) cell(w string) (uint8, error) {
	at, err := rrr.ParseCoord(w)
	if err != nil {
		return 0, err
	}
	c := b.s.CellAt(at)
	if c == rrr.NoCell {
		return 0, fmt.Errorf("no room is laid on %v yet (lay it with a room line above)", at)
	}
	return c, nil
}

// rotation reads rot0..rot5.
func rotation(w string) (uint8, error) {
	if r, ok := strings.CutPrefix(strings.ToLower(w), "rot"); ok && len(r) == 1 && r[0] >= '0' && r[0] <= '5' {
		return r[0] - '0', nil
	}
	return 0, fmt.Errorf("%s is not a rotation (rot0 to rot5)", excerpt.Quote(w))
}

// cards reads card names, each placed by this line only once in the file.
func (b *builder) cards(ws []string) ([]rrr.Card, error) {
	if b.placed == nil {
		b.placed = map[rrr.Card]int{}
	}
	var out []rrr.Card
	for _, w := range ws {
		c, err := rrr.ParseCard(w)
		if err != nil {
			return nil, err
		}
		if l, ok := b.placed[c]; ok {
			return nil, fmt.Errorf("%v is already placed on line %d; every card is in one place", c, l)
		}
		b.placed[c] = b.line
		out = append(out, c)
	}
	return out, nil
}

// setupFields are the lines that fix the game's options.
var setupFields = map[string]bool{"cats": true, "difficulty": true, "lord": true, "first": true, "open-hands": true, "seed": true}

// field reads one set-up or position line.
func (b *builder) field(key string, args []string) error {
	if setupFields[key] {
		return b.setup(key, args)
	}
	if err := b.position(); err != nil {
		return err
	}
	return b.place(key, args)
}

// setup reads a line of the game's options.
func (b *builder) setup(key string, args []string) error {
	if b.built {
		return fmt.Errorf("the game's options (cats, difficulty, lord, first, open-hands, seed) come before the position")
	}
	if key != "cats" && !b.haveOpt {
		return fmt.Errorf("the first line must be \"cats\" (the cats, seat by seat)")
	}
	if err := b.once(key); err != nil {
		return err
	}
	switch key {
	case "cats":
		if err := scenariotext.Need(args, rrr.MinSeats, rrr.MaxSeats, "cats CAT... (1 to 4 of cleo, howard, sekhmet, spark)"); err != nil {
			return err
		}
		seen := map[rrr.Cat]bool{}
		for i, w := range args {
			c, ok := rrr.ParseCat(strings.ToLower(w))
			if !ok {
				return fmt.Errorf("%s is not a cat (cleo, howard, sekhmet, spark)", excerpt.Quote(w))
			}
			if seen[c] {
				return fmt.Errorf("%v is named twice; each cat plays once", c)
			}
			seen[c] = true
			b.opt.Cats[i] = c
		}
		b.opt.Players, b.opt.Difficulty, b.seed, b.haveOpt = uint8(len(args)), rrr.Normal, 1, true
	case "difficulty":
		if err := scenariotext.Need(args, 1, 1, "difficulty easy|normal|hard|heroic"); err != nil {
			return err
		}
		d, ok := rrr.ParseDifficulty(strings.ToLower(args[0]))
		if !ok {
			return fmt.Errorf("%s is not easy, normal, hard or heroic", excerpt.Quote(args[0]))
		}
		b.opt.Difficulty = d
	case "lord":
		if err := scenariotext.Need(args, 1, 1, "lord random|fangs|silence|stone"); err != nil {
			return err
		}
		if strings.ToLower(args[0]) == "random" {
			return nil
		}
		l, ok := rrr.ParseLord(strings.ToLower(args[0]))
		if !ok {
			return fmt.Errorf("%s is not random, fangs, silence or stone", excerpt.Quote(args[0]))
		}
		b.opt.Lord = l
	case "first":
		if err := scenariotext.Need(args, 1, 1, "first CAT"); err != nil {
			return err
		}
		p, err := b.seat(args[0])
		if err != nil {
			return err
		}
		b.opt.First = uint8(p)
	case "seed":
		n, err := scenariotext.Seed(args)
		if err != nil {
			return err
		}
		b.seed = n
	case "open-hands":
		if err := scenariotext.Need(args, 0, 0, "open-hands (alone on its line)"); err != nil {
			return err
		}
		b.opt.OpenHands = true
	}
	return nil
}

// position builds the game from its options once, before the first
// position line, step or expectation.
func (b *builder) position() error {
	if b.built {
		return nil
	}
	if !b.haveOpt {
		return b.errf("the first line must be \"cats\" (the cats, seat by seat)")
	}
	s, err := rrr.NewPosition(b.opt)
	if err != nil {
		return b.errf("the game's options: %v", err)
	}
	b.s, b.built = s, true
	return nil
}

// place reads a line of the position.
func (b *builder) place(key string, args []string) error {
	s := &b.s
	switch key {
	case "round":
		if err := scenariotext.Need(args, 1, 1, "round N"); err != nil {
			return err
		}
		n, err := scenariotext.Number(args[0], 1, 999, "round")
		if err != nil {
			return err
		}
		b.round = n
		return b.once(key)
	case "turn":
		if err := scenariotext.Need(args, 1, 2, "turn CAT [start|player]"); err != nil {
			return err
		}
		p, err := b.seat(args[0])
		if err != nil {
			return err
		}
		b.turn, b.node = p, rrr.AtPlayerStep
		if len(args) == 2 {
			switch strings.ToLower(args[1]) {
			case "player":
			case "start":
				b.node = rrr.AtTurnStart
			default:
				return fmt.Errorf("%s is not start (the mummy step comes first) or player (the player step)", excerpt.Quote(args[1]))
			}
		}
		return b.once(key)
	case "room":
		if err := scenariotext.Need(args, 3, 5, "room CARD Q,R rotK [passage SIDE]"); err != nil {
			return err
		}
		at, err := rrr.ParseCoord(args[1])
		if err != nil {
			return err
		}
		rot, err := rotation(args[2])
		if err != nil {
			return err
		}
		pass := rrr.Side(rrr.NumSides)
		if len(args) > 3 {
			if len(args) != 5 || strings.ToLower(args[3]) != "passage" {
				return fmt.Errorf("write room CARD Q,R rotK [passage SIDE]")
			}
			if pass, err = rrr.ParseSide(args[4]); err != nil {
				return err
			}
		}
		cs, err := b.cards(args[:1])
		if err != nil {
			return err
		}
		_, err = s.LayRoom(at, cs[0], rot, pass)
		return err
	case "hand":
		if err := scenariotext.Need(args, 2, -1, "hand CAT CARD..."); err != nil {
			return err
		}
		p, err := b.seat(args[0])
		if err != nil {
			return err
		}
		if err := b.once(key + " " + s.Opt.Cats[p].String()); err != nil {
			return err
		}
		cs, err := b.cards(args[1:])
		if err != nil {
			return err
		}
		for _, c := range cs {
			s.Take(c)
			s.Hands[p] = s.Hands[p].With(c)
		}
	case "discard":
		if err := scenariotext.Need(args, 1, -1, "discard CARD..."); err != nil {
			return err
		}
		cs, err := b.cards(args)
		if err != nil {
			return err
		}
		for _, c := range cs {
			s.Take(c)
			s.Discard = s.Discard.With(c)
		}
	case "deck":
		if err := scenariotext.Need(args, 1, -1, "deck CARD...|empty"); err != nil {
			return err
		}
		if err := b.once(key); err != nil {
			return err
		}
		b.deckAt = b.line
		if len(args) == 1 && strings.ToLower(args[0]) == "empty" {
			return nil
		}
		cs, err := b.cards(args)
		if err != nil {
			return err
		}
		b.deck = cs
	case "cat":
		if err := scenariotext.Need(args, 2, 2, "cat CAT Q,R"); err != nil {
			return err
		}
		p, err := b.seat(args[0])
		if err != nil {
			return err
		}
		c, err := b.cell(args[1])
		if err != nil {
			return err
		}
		s.CatCell[p] = c
		return b.once(key + " " + s.Opt.Cats[p].String())
	case "mummy":
		if err := scenariotext.Need(args, 2, 4, "mummy m1..m4 Q,R [hearts N]"); err != nil {
			return err
		}
		f, err := rrr.ParseFigure(args[0])
		if err != nil {
			return err
		}
		if f == rrr.LordIndex {
			return fmt.Errorf("the Lord appears only when the Exit opens: play the third exit mechanism")
		}
		c, err := b.cell(args[1])
		if err != nil {
			return err
		}
		if !s.Cells[c].IsRoom() {
			return fmt.Errorf("a mummy stands on a room card, not on %v", s.Cells[c].At)
		}
		hearts := int(s.FigureInfo(f).Hearts)
		if len(args) > 2 {
			if len(args) != 4 || strings.ToLower(args[2]) != "hearts" {
				return fmt.Errorf("write mummy m1..m4 Q,R [hearts N]")
			}
			if hearts, err = scenariotext.Number(args[3], 1, hearts, "number of hearts"); err != nil {
				return err
			}
		}
		s.Figures[f] = rrr.Figure{Place: rrr.InMaze, Cell: c, Hearts: uint8(hearts)}
		return b.once(key + " " + rrr.FigureCode(f))
	case "hearts":
		if err := scenariotext.Need(args, 1, 1, "hearts N"); err != nil {
			return err
		}
		n, err := scenariotext.Number(args[0], 0, rrr.HeartsToWake-1, "number of hearts on the top mummy card")
		if err != nil {
			return err
		}
		s.TopHearts = uint8(n)
		return b.once(key)
	case "torches":
		if err := scenariotext.Need(args, 1, 1, "torches N"); err != nil {
			return err
		}
		n, err := scenariotext.Number(args[0], 0, 99, "number of torches")
		if err != nil {
			return err
		}
		s.Torches = uint8(n)
		return b.once(key)
	case "regroups":
		if err := scenariotext.Need(args, 1, 1, "regroups N"); err != nil {
			return err
		}
		n, err := scenariotext.Number(args[0], 0, int(s.Regroups), "number of Regroup tiles at this difficulty")
		if err != nil {
			return err
		}
		s.Regroups = uint8(n)
		return b.once(key)
	case "tokens":
		if err := scenariotext.Need(args, 2, -1, "tokens CAT TOKEN..."); err != nil {
			return err
		}
		p, err := b.seat(args[0])
		if err != nil {
			return err
		}
		if err := b.once(key + " " + s.Opt.Cats[p].String()); err != nil {
			return err
		}
		for _, w := range args[1:] {
			k, err := rrr.ParseToken(w)
			if err != nil {
				return err
			}
			if !s.Stack.Has(k) {
				return fmt.Errorf("%v is already held", k)
			}
			if k.Info().Kind == rrr.TokenTrap {
				return fmt.Errorf("%v is a Trap: it springs when drawn and is never held", k)
			}
			s.Stack = s.Stack.Without(k)
			s.Tokens[p] = s.Tokens[p].With(k)
		}
	case "mechanism":
		if err := scenariotext.Need(args, 4, 4, "mechanism torch|exit Q,R Q,R Q,R"); err != nil {
			return err
		}
		kind := strings.ToLower(args[0])
		if kind != "torch" && kind != "exit" {
			return fmt.Errorf("%s is not torch or exit", excerpt.Quote(args[0]))
		}
		var at [3]rrr.Coord
		for i, w := range args[1:] {
			c, err := rrr.ParseCoord(w)
			if err != nil {
				return err
			}
			at[i] = c
		}
		return s.WorkedMechanism(at[0], at[1], at[2], kind == "exit")
	default:
		return fmt.Errorf("unknown field (see docs/runrunrun-scenarios.md)")
	}
	return nil
}

// finish completes the position once every line is read: the deck, the
// turn, and the engine's own check of the whole.
func (b *builder) finish() error {
	if err := b.position(); err != nil {
		return err
	}
	s := &b.s
	if b.deckAt > 0 {
		rest := s.Deck
		s.Deck = 0
		for _, c := range b.deck {
			s.Take(c)
			s.Deck = s.Deck.With(c)
		}
		s.Discard |= rest &^ s.Deck
	}
	seat, round := int(s.Opt.First), max(b.round, 1)
	if b.turn >= 0 {
		seat = b.turn
	}
	if err := s.SetNode(seat, b.node, round); err != nil {
		return b.errf("turn: %v", err)
	}
	for p := 0; p < s.NumSeats(); p++ {
		if s.Hands[p] == 0 {
			return b.errf("%v holds no card: give every cat a hand line (a cat with no card has lost)", s.Opt.Cats[p])
		}
	}
	started := *s
	started.Start(nil)
	if err := started.Check(); err != nil {
		return b.errf("the position cannot happen: %v", err)
	}
	return nil
}
