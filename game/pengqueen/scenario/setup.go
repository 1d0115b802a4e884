package scenario

import (
	"fmt"
	"strings"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/internal/excerpt"
	"github.com/pyramid-studio/pyramid/internal/scenariotext"
)

// builder reads a file line by line. The set-up lines (players first,
// then colours and seed) fix the game's options; the position lines are
// gathered, and once every line is read finish builds the position: the
// game set up by pq.NewState, the deal played as chance steps (each seat
// gets the cards its lines name, the rest from the top of each pile), then
// the pieces, the Mummy, the tokens, the dice and the turn written into the
// State's public fields, and the engine's Check over the whole.
type builder struct {
	name   string
	line   int
	script scenariotext.Script[pq.State, pq.Event]

	opt     pq.Options
	seed    uint64 // the generator of "do chance" steps (1)
	haveOpt bool   // a players line was read
	built   bool   // the options are closed: a position line, step or expectation came

	given  scenariotext.Given        // field (with its piece or seat) -> the line that gave it
	placed map[pq.Card]int           // card -> the line that placed it
	hand   [pq.MaxHunters]pq.CardSet // cards the seat is dealt (shown ones too)
	shown  [pq.MaxHunters]pq.CardSet
	pieces [pq.MaxPieces]pieceLine
	mummy  pq.Square // NoSquare: the sarcophagus, where she starts
	aside  int
	round  int
	turn   int // the piece whose turn it is; -1: the first in play; mummyTurn: the Mummy's
	s      pq.State
}

// mummyTurn is builder.turn when the Mummy's normal turn is next.
const mummyTurn = -2

// pieceLine is what the lines say of one hunter piece.
type pieceLine struct {
	at     pq.Square // NoSquare: the entrance, where it starts
	hidden bool      // the Mummy's side knows nothing of where it is
	tokens int       // life tokens left; 0: not said (all of them)
	out    bool
}

// once refuses a field given twice: a second line would silently
// override the first.
func (b *builder) once(key string) error { return b.given.Once(key, b.line) }

// numPieces is the number of hunter pieces of the game.
func (b *builder) numPieces() int {
	if b.opt.Players == 2 {
		return 2
	}
	return int(b.opt.Players) - 1
}

// colour is the colour of piece p (the colours line, or red, green, blue,
// yellow in turn order).
func (b *builder) colour(p int) pq.PieceColour {
	if b.opt.Colours[0] != pq.NoPieceColour {
		return b.opt.Colours[p]
	}
	return pq.PieceRed + pq.PieceColour(p)
}

// piece resolves a piece's colour to the piece.
func (b *builder) piece(name string) (int, error) {
	c, ok := pq.ParsePieceColour(strings.ToLower(name))
	if !ok {
		return 0, fmt.Errorf("%s is not a piece's colour (red, green, blue, yellow)", excerpt.Quote(name))
	}
	for p := range b.numPieces() {
		if b.colour(p) == c {
			return p, nil
		}
	}
	return 0, fmt.Errorf("no %v piece plays in this game (see the players and colours lines)", c)
}

// seat resolves a seat's name: mummy, hunter (the 2-player hunter) or the
// colour of a hunter seat's piece.
func (b *builder) seat(name string) (int, error) {
	switch w := strings.ToLower(name); {
	case w == "mummy":
		return pq.MummySeat, nil
	case w == "hunter" && b.opt.Players == 2:
		return 1, nil
	case w == "hunter":
		return 0, fmt.Errorf("name a hunter seat by its piece's colour (hunter is the 2-player hunter)")
	}
	p, err := b.piece(name)
	if err != nil {
		return 0, fmt.Errorf("%s is not a seat (mummy, or a piece's colour)", excerpt.Quote(name))
	}
	if b.opt.Players == 2 {
		return 1, nil
	}
	return p + 1, nil
}

// hunterSeat resolves the name of a hunter seat.
func (b *builder) hunterSeat(name string) (int, error) {
	seat, err := b.seat(name)
	if err == nil && seat == pq.MummySeat {
		err = fmt.Errorf("the Mummy holds no treasure cards")
	}
	return seat, err
}

// square reads a square of the maze.
func square(w string) (pq.Square, error) {
	q, ok := pq.ParseSquare(w)
	if !ok {
		return pq.NoSquare, fmt.Errorf("%s is not a square of the maze (a column A–Y and a row 1–13 of the floor, e.g. K12)", excerpt.Quote(w))
	}
	return q, nil
}

// cards reads card ids, each placed by one line only in the file.
func (b *builder) cards(ws []string) (pq.CardSet, error) {
	if b.placed == nil {
		b.placed = map[pq.Card]int{}
	}
	var out pq.CardSet
	for _, w := range ws {
		c, ok := pq.ParseCard(strings.ToLower(w))
		if !ok {
			return 0, fmt.Errorf("%s is not a treasure card (crown, goblet, jewel...: docs/pengqueen-notation.md)", excerpt.Quote(w))
		}
		if l, ok := b.placed[c]; ok {
			return 0, fmt.Errorf("%v is already placed on line %d; every card is in one place", c, l)
		}
		b.placed[c] = b.line
		out = out.With(c)
	}
	return out, nil
}

// setupFields are the lines that fix the game's options.
var setupFields = map[string]bool{"players": true, "colours": true, "seed": true}

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
		return fmt.Errorf("the game's options (players, colours, seed) come before the position")
	}
	if key != "players" && !b.haveOpt {
		return fmt.Errorf("the first line must be \"players N\" (2 to 5: the Mummy and the hunters)")
	}
	if err := b.once(key); err != nil {
		return err
	}
	switch key {
	case "players":
		if err := scenariotext.Need(args, 1, 1, "players N (2 to 5)"); err != nil {
			return err
		}
		n, err := scenariotext.Number(args[0], pq.MinSeats, pq.MaxSeats, "number of players")
		if err != nil {
			return err
		}
		b.opt.Players, b.seed, b.haveOpt = uint8(n), 1, true
	case "colours":
		n := b.numPieces()
		if err := scenariotext.Need(args, n, n, fmt.Sprintf("colours and the %d pieces' colours in turn order", n)); err != nil {
			return err
		}
		for p, w := range args {
			c, ok := pq.ParsePieceColour(strings.ToLower(w))
			if !ok {
				return fmt.Errorf("%s is not a piece's colour (red, green, blue, yellow)", excerpt.Quote(w))
			}
			for o := range p {
				if b.opt.Colours[o] == c {
					return fmt.Errorf("%v is named twice; each colour plays once", c)
				}
			}
			b.opt.Colours[p] = c
		}
	case "seed":
		n, err := scenariotext.Seed(args)
		if err != nil {
			return err
		}
		b.seed = n
	}
	return nil
}

// position closes the options before the first position line, step or
// expectation.
func (b *builder) position() error {
	if !b.haveOpt {
		return fmt.Errorf("the first line must be \"players N\" (2 to 5: the Mummy and the hunters)")
	}
	b.built = true
	return nil
}

// place reads a line of the position.
func (b *builder) place(key string, args []string) error {
	switch key {
	case "hand", "shown":
		if err := scenariotext.Need(args, 2, -1, key+" SEAT CARD..."); err != nil {
			return err
		}
		seat, err := b.hunterSeat(args[0])
		if err != nil {
			return err
		}
		if err := b.once(key + " " + strings.ToLower(args[0])); err != nil {
			return err
		}
		cs, err := b.cards(args[1:])
		if err != nil {
			return err
		}
		b.hand[seat-1] |= cs
		if key == "shown" {
			b.shown[seat-1] |= cs
		}
	case "mummy":
		if err := scenariotext.Need(args, 1, 1, "mummy SQUARE"); err != nil {
			return err
		}
		q, err := square(args[0])
		if err != nil {
			return err
		}
		if q == pq.Entrance() {
			return fmt.Errorf("the Mummy may never enter the entrance")
		}
		b.mummy = q
		return b.once(key)
	case "piece":
		if err := scenariotext.Need(args, 2, 3, "piece COLOUR SQUARE [hidden]"); err != nil {
			return err
		}
		p, err := b.piece(args[0])
		if err != nil {
			return err
		}
		q, err := square(args[1])
		if err != nil {
			return err
		}
		b.pieces[p].at = q
		if len(args) == 3 {
			if strings.ToLower(args[2]) != "hidden" {
				return fmt.Errorf("write piece COLOUR SQUARE [hidden]")
			}
			b.pieces[p].hidden = true
		}
		return b.once(key + " " + b.colour(p).String())
	case "tokens":
		if err := scenariotext.Need(args, 2, 2, "tokens COLOUR N"); err != nil {
			return err
		}
		p, err := b.piece(args[0])
		if err != nil {
			return err
		}
		n, err := scenariotext.Number(args[1], 1, pq.TokensPerColour(), "number of life tokens left")
		if err != nil {
			return err
		}
		b.pieces[p].tokens = n
		return b.once("tokens " + b.colour(p).String())
	case "out":
		if err := scenariotext.Need(args, 1, 1, "out COLOUR"); err != nil {
			return err
		}
		p, err := b.piece(args[0])
		if err != nil {
			return err
		}
		b.pieces[p].out = true
		return b.once("tokens " + b.colour(p).String())
	case "aside":
		if err := scenariotext.Need(args, 1, 1, "aside N"); err != nil {
			return err
		}
		n, err := scenariotext.Number(args[0], 0, pq.NumDice, "number of white dice set aside")
		if err != nil {
			return err
		}
		b.aside = n
		return b.once(key)
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
		if err := scenariotext.Need(args, 1, 1, "turn COLOUR|mummy"); err != nil {
			return err
		}
		if strings.ToLower(args[0]) == "mummy" {
			b.turn = mummyTurn
		} else {
			p, err := b.piece(args[0])
			if err != nil {
				return err
			}
			b.turn = p
		}
		return b.once(key)
	default:
		return fmt.Errorf("unknown field (see docs/pengqueen-scenarios.md)")
	}
	return nil
}

// finish builds the position once every line is read and has the engine
// check it.
func (b *builder) finish() error {
	if err := b.position(); err != nil {
		return b.errf("%v", err)
	}
	s, err := pq.NewState(b.opt)
	if err != nil {
		return b.errf("the game's options: %v", err)
	}
	if err := b.deal(&s); err != nil {
		return err
	}
	for h := range pq.MaxHunters {
		s.Hands[h] &^= b.shown[h]
		s.Shown[h] |= b.shown[h]
	}
	if b.mummy != pq.NoSquare {
		s.Mummy = b.mummy
	}
	np := s.NumPieces()
	for p := range np {
		l, pc := b.pieces[p], &s.Pieces[p]
		if l.at != pq.NoSquare {
			pc.Square = l.at
			s.Sight.At(p, l.at)
		}
		if l.hidden {
			// Nothing announced tells where it is: any square of the
			// floor but the Mummy's.
			s.Sight[p] = pq.Floor()
		}
		switch {
		case l.out:
			s.Tokens += pc.Tokens
			pc.Tokens, pc.Out, pc.Square = 0, true, pq.NoSquare
			s.Sight.Out(p)
		case l.tokens > 0:
			s.Tokens += pc.Tokens - uint8(l.tokens)
			pc.Tokens = uint8(l.tokens)
		}
	}
	s.Sight.Entered(s.Mummy)
	for seat := 1; seat < s.NumSeats(); seat++ {
		out := true
		for p := range np {
			out = out && (s.PieceSeat(p) != seat || s.Pieces[p].Out)
		}
		if out {
			// The seat is out: its unshown cards leave the game unseen.
			s.Unseen |= s.Hands[seat-1]
			s.Hands[seat-1] = 0
		}
	}
	s.Aside = uint8(b.aside)
	s.Round = uint16(max(b.round, 1))
	s.Rolls, s.Reset, s.Move = 0, false, pq.FaceNone
	switch {
	case b.turn == mummyTurn:
		s.Phase = pq.PhaseMummyRoll
		for p := range np {
			if !s.Pieces[p].Out {
				s.Piece = uint8(p)
			}
		}
	case b.turn >= 0:
		if s.Pieces[b.turn].Out {
			return b.errf("turn: the %v piece is out of the game", s.Opt.Colours[b.turn])
		}
		s.Phase, s.Piece = pq.PhaseTurn, uint8(b.turn)
	default:
		s.Phase, s.Piece = pq.PhaseTurn, 0
		for p := range np {
			if !s.Pieces[p].Out {
				s.Piece = uint8(p)
				break
			}
		}
	}
	if err := s.Check(); err != nil {
		return b.errf("the position cannot happen: %v", err)
	}
	b.s = s
	return nil
}

// deal plays the deal as chance steps, seat by seat and colour by colour:
// each card a seat's hand or shown line names goes to it, every other
// deal is the first card of the pile that no line names.
func (b *builder) deal(s *pq.State) error {
	var wanted pq.CardSet
	for _, h := range b.hand {
		wanted |= h
	}
	per := pq.CardsDealt(s.NumSeats())
	var buf [pq.MaxLegal]pq.Action
	for s.Phase == pq.PhaseDeal {
		seat := 1 + int(s.Deal)/(per*int(pq.NumColours))
		pile := s.Legal(buf[:0])
		a := pq.Action{}
		for _, c := range pile {
			if want := b.hand[seat-1]; want.Has(pq.Card(c.A)) && !s.Hands[seat-1].Has(pq.Card(c.A)) {
				a = c
				break
			}
			if a == (pq.Action{}) && !wanted.Has(pq.Card(c.A)) {
				a = c
			}
		}
		if a == (pq.Action{}) {
			a = pile[0]
		}
		if err := s.Apply(a); err != nil {
			return b.errf("the deal: %v", err)
		}
	}
	for h := range pq.MaxHunters {
		if miss := b.hand[h] &^ s.Hands[h]; miss != 0 {
			return b.errf("the cards: seat %d cannot be dealt %s: each hunter seat is dealt %d card(s) of each colour", h+1, miss, per)
		}
	}
	return nil
}
