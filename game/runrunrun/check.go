package runrunrun

import (
	"fmt"
	"math/bits"
)

// Check reports the first rule of the game's bookkeeping that s breaks, or
// nil: every card and token in exactly one place, a maze whose pieces
// meet as the rules say and all lead to the Crypt, figures and cats on
// laid cells, counters within their limits, and a node that offers a step
// exactly when the game is not over. The random simulation calls it after
// every step. Its messages are for programmers.
func (s *State) Check() error {
	if err := s.checkPieces(); err != nil {
		return err
	}
	if err := s.checkMaze(); err != nil {
		return err
	}
	if err := s.checkFigures(); err != nil {
		return err
	}
	return s.checkFlow()
}

func (s *State) checkPieces() error {
	n := s.NumSeats()
	if n < MinSeats || n > MaxSeats || int(s.Turn) >= n {
		return fmt.Errorf("seats %d, turn %d", n, s.Turn)
	}
	var placed CardSet
	for i := uint8(0); i < s.NCells; i++ {
		if c := s.Cells[i].Card; c < NumCards {
			if placed.Has(Card(c)) {
				return fmt.Errorf("card %v is laid twice", Card(c))
			}
			placed = placed.With(Card(c))
		}
	}
	parts := []CardSet{placed, s.Deck, s.Discard, s.Pool}
	for p := 0; p < MaxSeats; p++ {
		parts = append(parts, s.Hands[p], s.Laid[p])
		if p >= n && (s.Hands[p] != 0 || s.Laid[p] != 0 || s.Tokens[p] != 0 || s.CatCell[p] != NoCell) {
			return fmt.Errorf("seat %d is not in the game but holds something", p)
		}
	}
	var all CardSet
	for i, part := range parts {
		if all&part != 0 {
			return fmt.Errorf("cards %x are in two places (part %d)", uint64(all&part), i)
		}
		all |= part
	}
	if all != allCards {
		return fmt.Errorf("cards %x are nowhere", uint64(allCards&^all))
	}
	tokens := s.Stack
	for p := 0; p < n; p++ {
		if tokens&s.Tokens[p] != 0 {
			return fmt.Errorf("token held twice")
		}
		if s.Tokens[p].OfKind(TokenTrap) != 0 {
			return fmt.Errorf("seat %d holds a Trap", p)
		}
		tokens |= s.Tokens[p]
	}
	if tokens&^allTokens != 0 {
		return fmt.Errorf("unknown tokens %x", uint32(tokens))
	}
	if s.Regroups > difficultyTable[s.Opt.Difficulty].Regroups {
		return fmt.Errorf("%d Regroup tiles", s.Regroups)
	}
	for p := 0; p < n; p++ {
		if s.CatCell[p] >= s.NCells {
			return fmt.Errorf("cat %d stands on no cell (%d)", p, s.CatCell[p])
		}
		if m := s.Marker[p]; m != NoCoord && s.cellAt(m) != NoCell {
			return fmt.Errorf("seat %d's marker lies on a laid cell %v", p, m)
		}
	}
	return nil
}

func (s *State) checkMaze() error {
	if s.NCells == 0 || s.NCells > MaxCells || s.Cells[0].Card != cardCrypt || s.Cells[0].At != (Coord{}) {
		return fmt.Errorf("the Crypt is not cell 0 at 0,0 (%d cells)", s.NCells)
	}
	crypt := &s.Cells[0]
	if crypt.Pass != 0 || crypt.Join&^cryptCorridors != 0 {
		return fmt.Errorf("the Crypt is joined on sides %b (passages %b)", crypt.Join, crypt.Pass)
	}
	exits := 0
	for i := uint8(0); i < s.NCells; i++ {
		c := &s.Cells[i]
		if c.Card == cardExit {
			exits++
			if i != s.ExitCell || bits.OnesCount8(c.Corr) != 1 || c.Join&c.Corr == 0 && c.Pass == 0 {
				return fmt.Errorf("the Exit at %v is not joined by its one corridor", c.At)
			}
		}
		if c.Card >= NumCards && c.Card != cardCrypt && c.Card != cardExit {
			return fmt.Errorf("cell %d holds card %d", i, c.Card)
		}
		for d := N; d < NumSides; d++ {
			b := c.Nb[d]
			want := s.cellAt(c.At.Step(d))
			if b != want {
				return fmt.Errorf("cell %v side %v: neighbour %d, the grid says %d", c.At, d, b, want)
			}
			if b == NoCell {
				if c.Join&(1<<d) != 0 || c.Pass&(1<<d) != 0 {
					return fmt.Errorf("cell %v is joined towards an empty cell", c.At)
				}
				continue
			}
			o := &s.Cells[b]
			od := d.Opposite()
			if c.Join&(1<<d) != 0 != (o.Join&(1<<od) != 0) || c.Pass&(1<<d) != 0 != (o.Pass&(1<<od) != 0) {
				return fmt.Errorf("the edge %v-%v is joined on one side only", c.At, o.At)
			}
			corr := c.Corr&(1<<d) != 0 && o.Corr&(1<<od) != 0
			if c.Join&(1<<d) != 0 != (corr || c.Pass&(1<<d) != 0) {
				return fmt.Errorf("the edge %v-%v is joined %v, corridors %v", c.At, o.At, c.Join&(1<<d) != 0, corr)
			}
			if c.Card == cardExit || o.Card == cardExit || c.Pass&(1<<d) != 0 {
				continue
			}
			if c.Corr&(1<<d) != 0 != (o.Corr&(1<<od) != 0) {
				// A passage laid with a card may leave a corridor facing a
				// wall on its edge only; elsewhere corridors meet corridors.
				return fmt.Errorf("the edge %v-%v has a corridor meeting a wall", c.At, o.At)
			}
		}
	}
	if exits != 0 != s.ExitOpen() || exits > 1 {
		return fmt.Errorf("%d Exits, ExitCell %d", exits, s.ExitCell)
	}
	dist := s.cryptDist()
	for i := uint8(0); i < s.NCells; i++ {
		if dist[i] == unreachable {
			return fmt.Errorf("cell %v does not lead to the Crypt", s.Cells[i].At)
		}
	}
	var torch, exit int
	for i := uint8(0); i < s.NCells; i++ {
		u := s.Cells[i].Used
		if u != 0 && !s.Cells[i].Content().IsSymbol() {
			return fmt.Errorf("cell %v without a symbol served a mechanism", s.Cells[i].At)
		}
		if u&usedTorch != 0 {
			torch++
		}
		if u&usedExit != 0 {
			exit++
		}
	}
	if torch != 3*int(s.TorchMechs) || exit != 3*int(s.ExitMechs) || s.TorchMechs > maxTorchMechs || s.ExitMechs > exitMechsToOpen {
		return fmt.Errorf("mechanisms %d torch, %d exit; cells used %d, %d", s.TorchMechs, s.ExitMechs, torch, exit)
	}
	if s.ExitOpen() && s.ExitMechs != exitMechsToOpen {
		return fmt.Errorf("the Exit is open after %d mechanisms", s.ExitMechs)
	}
	return nil
}

func (s *State) checkFigures() error {
	fighting := false
	for i := uint8(0); i < s.NTasks; i++ {
		if k := s.Tasks[i].Kind; k == tFightAfter || k == tAllot {
			fighting = true
		}
	}
	for f := 0; f < NumFigures; f++ {
		fig := s.Figures[f]
		switch fig.Place {
		case InMaze:
			if fig.Cell >= s.NCells || fig.Cell == CryptCell && s.End != EndCrypt {
				return fmt.Errorf("figure %d stands on cell %d", f, fig.Cell)
			}
			if fig.Hearts > s.FigureInfo(f).Hearts || fig.Hearts == 0 && !fighting {
				return fmt.Errorf("figure %d has %d hearts", f, fig.Hearts)
			}
		case InDeck, Gone:
			if fig.Cell != NoCell {
				return fmt.Errorf("figure %d is off the board on cell %d", f, fig.Cell)
			}
		}
	}
	lord := s.Figures[LordIndex]
	if (s.Lord == 0) != (lord.Place == InDeck) || s.Lord > NumLords || lord.Place != InDeck && !s.ExitOpen() {
		return fmt.Errorf("the Lord %d is %d with the Exit open %v", s.Lord, lord.Place, s.ExitOpen())
	}
	if s.Lord != 0 && (s.MummyDeck() != 0 || s.TopHearts != 0) {
		return fmt.Errorf("the mummy deck is still in play after the Exit opened")
	}
	if s.TopHearts >= heartsToWake {
		return fmt.Errorf("%d hearts on the top mummy card", s.TopHearts)
	}
	return nil
}

func (s *State) checkFlow() error {
	if s.NTasks > maxTasks {
		return fmt.Errorf("%d tasks", s.NTasks)
	}
	if s.Over != (s.NTasks == 0) {
		return fmt.Errorf("over %v with %d tasks", s.Over, s.NTasks)
	}
	if s.Over != (s.End != EndNone) || s.Won != (s.End == EndExit) {
		return fmt.Errorf("over %v, won %v, end %v", s.Over, s.Won, s.End)
	}
	var buf [MaxLegal]Action
	legal := s.Legal(buf[:0])
	if s.Over != (len(legal) == 0) {
		return fmt.Errorf("game over is %v but %d legal steps (%v)", s.Over, len(legal), s.Top().Kind)
	}
	if s.Over != (s.Current() == TerminalSeat) {
		return fmt.Errorf("game over is %v but Current is %d", s.Over, s.Current())
	}
	if s.Over {
		return nil
	}
	top := s.Top()
	if top.Kind.isChance() != (s.Current() == ChanceSeat) {
		return fmt.Errorf("%v: chance %v but Current %d", top.Kind, top.Kind.isChance(), s.Current())
	}
	if top.Kind == tPlayer {
		for p := 0; p < s.NumSeats(); p++ {
			if s.Hands[p] == 0 {
				return fmt.Errorf("seat %d has no card at its player step", p)
			}
		}
		if s.Pool != 0 || s.Laid != [MaxSeats]CardSet{} {
			return fmt.Errorf("a Regroup's cards lie on the table after it")
		}
	}
	if c := *s; c != *s {
		return fmt.Errorf("a copy of the state differs from it")
	}
	return nil
}
