package runrunrun

import (
	"strings"
	"testing"
)

// fixture builds positions by hand for the rules tests: a maze laid card by
// card, hands, cats and mummies placed, then steps played in notation.
type fixture struct {
	t   *testing.T
	s   State
	evs []Event
}

// newFixture is seat 0's player step (before its action) in a Normal game
// of n cats (seat 0 Cleo, 1 Howard, 2 Sekhmet, 3 Spark), with the Crypt
// alone in the maze, every cat on it, empty hands and the full deck.
func newFixture(t *testing.T, n int) *fixture {
	t.Helper()
	s, err := NewState(Options{Players: uint8(n), Difficulty: Normal, Cats: [MaxSeats]Cat{0, 1, 2, 3}})
	if err != nil {
		t.Fatal(err)
	}
	s.NTasks = 0
	s.Round, s.Turns = 1, 1
	s.push(Task{Kind: tEndTurn})
	s.push(Task{Kind: tPlayer})
	return &fixture{t: t, s: s}
}

func (b *fixture) card(name string) Card {
	b.t.Helper()
	c, err := parseCard(strings.ToLower(name), name)
	if err != nil {
		b.t.Fatal(err)
	}
	return c
}

func (b *fixture) coord(text string) Coord {
	b.t.Helper()
	c, err := parseCoord(text, text)
	if err != nil {
		b.t.Fatal(err)
	}
	return c
}

// take removes card c from wherever it is (deck, pile, hand).
func (b *fixture) take(c Card) {
	s := &b.s
	s.Deck, s.Discard, s.Pool = s.Deck.Without(c), s.Discard.Without(c), s.Pool.Without(c)
	for p := range s.Hands {
		s.Hands[p], s.Laid[p] = s.Hands[p].Without(c), s.Laid[p].Without(c)
	}
}

// room lays card name on cell at turned by rot, as if explored earlier.
func (b *fixture) room(name, at string, rot uint8) uint8 {
	b.t.Helper()
	c := b.card(name)
	b.take(c)
	return b.s.addCell(b.coord(at), uint8(c), rot, c.Turned(rot), 0)
}

// hand gives seat exactly these cards (its old ones go back to the deck).
func (b *fixture) hand(seat int, names ...string) {
	b.t.Helper()
	b.s.Deck |= b.s.Hands[seat]
	b.s.Hands[seat] = 0
	for _, n := range names {
		c := b.card(n)
		b.take(c)
		b.s.Hands[seat] = b.s.Hands[seat].With(c)
	}
}

// discardPile puts these cards on the discard pile.
func (b *fixture) discardPile(names ...string) {
	for _, n := range names {
		c := b.card(n)
		b.take(c)
		b.s.Discard = b.s.Discard.With(c)
	}
}

func (b *fixture) cell(at string) uint8 {
	b.t.Helper()
	c := b.s.cellAt(b.coord(at))
	if c == NoCell {
		b.t.Fatalf("no card on %s", at)
	}
	return c
}

func (b *fixture) cat(seat int, at string) { b.s.CatCell[seat] = b.cell(at) }

// mummy stands figure f (0..3: M1..M4) on at with its full hearts.
func (b *fixture) mummy(f int, at string) {
	b.s.Figures[f] = Figure{Place: InMaze, Cell: b.cell(at), Hearts: mummyTable[f].Hearts}
}

// token gives seat sarcophagus token k (S01..S17).
func (b *fixture) token(seat int, name string) {
	b.t.Helper()
	k, err := parseToken(strings.ToLower(name), name)
	if err != nil {
		b.t.Fatal(err)
	}
	b.s.Stack = b.s.Stack.Without(k)
	b.s.Tokens[seat] = b.s.Tokens[seat].With(k)
}

// mummyStep makes the next node the start of seat's turn's mummy step
// (rolling the dice) and runs up to the first die.
func (b *fixture) mummyStep(seat int) {
	s := &b.s
	s.NTasks = 0
	s.Turn = uint8(seat)
	s.push(Task{Kind: tEndTurn})
	s.push(Task{Kind: tPlayer})
	s.push(Task{Kind: tMummyStep})
	b.evs = s.Start(b.evs)
}

// do plays steps in notation; each must be legal. The state's bookkeeping
// is checked before and after.
func (b *fixture) do(steps ...string) {
	b.t.Helper()
	for _, text := range steps {
		if err := b.s.Check(); err != nil {
			b.t.Fatalf("before %q: %v", text, err)
		}
		a, err := b.s.ParseStep(text)
		if err != nil {
			b.t.Fatalf("%q: %v", text, err)
		}
		if b.evs, err = b.s.ApplyEvents(a, b.evs); err != nil {
			b.t.Fatalf("%q refused: %v (the game asks for %s)", text, err, b.s.Asking())
		}
	}
	if err := b.s.Check(); err != nil {
		b.t.Fatalf("after %v: %v", steps, err)
	}
}

// legal reports whether the step is among the legal ones now.
func (b *fixture) legal(text string) bool {
	b.t.Helper()
	a, err := b.s.ParseStep(text)
	if err != nil {
		return false
	}
	var buf [MaxLegal]Action
	for _, l := range b.s.Legal(buf[:0]) {
		if l == a {
			return true
		}
	}
	return false
}

// refuse checks that the step is refused and changes nothing, and
// returns the refusal's words.
func (b *fixture) refuse(text string) string {
	b.t.Helper()
	before := b.s
	a, err := b.s.ParseStep(text)
	if err == nil {
		err = b.s.Apply(a)
	}
	if err == nil {
		b.t.Fatalf("%q was accepted", text)
	}
	if b.s != before {
		b.t.Fatalf("refusing %q changed the state", text)
	}
	return err.Error()
}

// count counts the legal steps of one kind.
func (b *fixture) count(k ActionKind) int {
	var buf [MaxLegal]Action
	n := 0
	for _, l := range b.s.Legal(buf[:0]) {
		if l.Kind == k {
			n++
		}
	}
	return n
}

// events returns the events of kind k seen so far.
func (b *fixture) events(k EventKind) []Event {
	var out []Event
	for _, e := range b.evs {
		if e.Kind == k {
			out = append(out, e)
		}
	}
	return out
}

// asks checks the node: what it waits for and who decides.
func (b *fixture) asks(k TaskKind, seat int) {
	b.t.Helper()
	if got := b.s.Top().Kind; got != k {
		b.t.Fatalf("the game waits at %v, want %v", got, k)
	}
	if got := b.s.Current(); got != seat {
		b.t.Fatalf("%v is asked of %d, want %d", k, got, seat)
	}
}
