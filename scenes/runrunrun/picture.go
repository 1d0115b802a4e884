package runrunrun

import (
	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
)

// The picture is the table as the board shows it now: the observation of
// the view's seat as it stood before the events still being animated,
// moved on event by event as the animations reach them. The engine is
// ahead of the board while a step's animations play (the room is laid,
// the dice are known), so the maze, the panels, the header and the log
// all wait for the board and tell the same moment. When every event has
// been reached the picture is the observation itself, exactly: whatever
// an event's patch leaves out is put right then.

// reach moves the picture pic on by event e (as the view's seat sees it),
// towards the observation final it will end at.
func reach(pic *rrr.Observation, e rrr.Event, final *rrr.Observation) {
	seat := int(e.Seat)
	own := seat >= 0 && seat < rrr.MaxSeats
	switch e.Kind {
	case rrr.EvTurn:
		if own {
			pic.Turn, pic.Round = uint8(seat), uint16(e.Value)
			pic.Marker[seat] = rrr.NoCoord // a marker is lifted at its owner's next turn (§16.3)
		}
		pic.CombatDice = [len(pic.CombatDice)]rrr.Face{}
	case rrr.EvCardDrawn:
		if own {
			addCard(pic, seat, e.Card)
		}
		if pic.DeckCount > 0 {
			pic.DeckCount--
		}
	case rrr.EvCardGiven:
		if own {
			addCard(pic, seat, e.Card)
		}
		pic.Pool = pic.Pool.Without(e.Card)
	case rrr.EvCardPlaced:
		if own {
			dropCard(pic, seat, e.Card)
		}
		layCells(pic, final, pic.NCells+1)
	case rrr.EvExitOpened:
		layCells(pic, final, pic.NCells+1)
		pic.ExitCell = pic.NCells - 1
	case rrr.EvCardDiscarded, rrr.EvCardLost:
		if own {
			dropCard(pic, seat, e.Card)
		}
		if e.Card != rrr.NoCard {
			pic.Discard = pic.Discard.With(e.Card)
		}
	case rrr.EvCardsLaid:
		if own {
			for _, c := range [2]rrr.Card{e.Card, e.Card2} {
				if c != rrr.NoCard {
					pic.Hands[seat] = pic.Hands[seat].Without(c)
					pic.Laid[seat] = pic.Laid[seat].With(c)
				}
			}
			pic.HandSize[seat] -= min(pic.HandSize[seat], e.Value)
			pic.LaidCount[seat] += e.Value
		}
	case rrr.EvCardsRevealed:
		if own {
			for _, c := range [2]rrr.Card{e.Card, e.Card2} {
				if c != rrr.NoCard {
					pic.Laid[seat] = pic.Laid[seat].Without(c)
					pic.Pool = pic.Pool.With(c)
				}
			}
			pic.LaidCount[seat] = 0
		}
	case rrr.EvCardPulled:
		pic.Discard = pic.Discard.Without(e.Card)
		pic.Pool = pic.Pool.With(e.Card)
	case rrr.EvCatMoved, rrr.EvJoined:
		if own {
			if c := pic.CellAt(e.To); c != rrr.NoCell {
				pic.CatCell[seat] = c
			}
		}
	case rrr.EvTokenDrawn:
		if own {
			pic.Tokens[seat] = pic.Tokens[seat].With(e.Token)
		}
		pic.Stack = pic.Stack.Without(e.Token)
	case rrr.EvTokenUsed, rrr.EvAmuletUsed:
		if own {
			pic.Tokens[seat] = pic.Tokens[seat].Without(e.Token)
			if c := pic.CellAt(e.To); e.Kind == rrr.EvTokenUsed && c != rrr.NoCell {
				pic.CatCell[seat] = c
			}
		}
	case rrr.EvTokenPassed:
		if own && int(e.Value) < rrr.MaxSeats {
			pic.Tokens[seat] = pic.Tokens[seat].Without(e.Token)
			pic.Tokens[e.Value] = pic.Tokens[e.Value].With(e.Token)
		}
	case rrr.EvPassage:
		for _, at := range [2]rrr.Coord{e.From, e.To} {
			if c := pic.CellAt(at); c != rrr.NoCell && c < final.NCells {
				pic.Cells[c].Pass, pic.Cells[c].Join = final.Cells[c].Pass, final.Cells[c].Join&linked(pic, c)
			}
		}
	case rrr.EvMummyMoved:
		if f := int(e.Figure); f >= 0 && f < rrr.NumFigures {
			if c := pic.CellAt(e.To); c != rrr.NoCell {
				pic.Figures[f].Cell = c
			}
		}
	case rrr.EvMummyAwoke:
		pic.TopHearts = 0
	case rrr.EvMummyPlaced:
		if f := int(e.Figure); f >= 0 && f < rrr.NumFigures {
			pic.Figures[f] = rrr.Figure{Place: rrr.InMaze, Cell: pic.CellAt(e.At), Hearts: pic.FigureInfo(f).Hearts}
		}
	case rrr.EvLordRevealed:
		pic.Lord = e.Value
		pic.Figures[rrr.LordIndex] = rrr.Figure{Place: rrr.InMaze, Cell: pic.CellAt(e.At), Hearts: pic.FigureInfo(rrr.LordIndex).Hearts}
	case rrr.EvHeartAdded:
		pic.TopHearts = e.Value
	case rrr.EvDamageDealt:
		if f := int(e.Figure); f >= 0 && f < rrr.NumFigures {
			pic.Figures[f].Hearts -= min(pic.Figures[f].Hearts, e.Value)
		}
	case rrr.EvMummyDestroyed:
		if f := int(e.Figure); f >= 0 && f < rrr.NumFigures {
			place := final.Figures[f].Place
			if place == rrr.InMaze {
				place = rrr.InDeck // it woke again later in the step
			}
			pic.Figures[f] = rrr.Figure{Place: place, Cell: rrr.NoCell}
			pic.Destroyed++
		}
	case rrr.EvTorchSpent, rrr.EvTorchesSnuffed:
		pic.Torches -= min(pic.Torches, e.Value)
	case rrr.EvTorchGained:
		pic.Torches += e.Value
	case rrr.EvMechanism:
		if e.Value == 1 {
			pic.ExitMechs++
		} else {
			pic.TorchMechs++
		}
		for _, at := range [3]rrr.Coord{e.At, e.From, e.To} {
			if c := pic.CellAt(at); c != rrr.NoCell && c < final.NCells {
				pic.Cells[c].Used = final.Cells[c].Used
			}
		}
	case rrr.EvRegroup:
		if pic.Regroups > 0 {
			pic.Regroups--
		}
	case rrr.EvMarked:
		if own {
			pic.Marker[seat] = e.At
		}
	case rrr.EvGameWon:
		pic.Over, pic.Won, pic.End = true, true, rrr.EndExit
	case rrr.EvGameLost:
		pic.Over, pic.Won, pic.End = true, false, rrr.End(e.Value)
	}
}

// addCard puts card c (rrr.NoCard: one the viewer may not see) into seat's
// hand in the picture.
func addCard(pic *rrr.Observation, seat int, c rrr.Card) {
	if c != rrr.NoCard {
		pic.Hands[seat] = pic.Hands[seat].With(c)
	}
	pic.HandSize[seat]++
}

// dropCard takes card c out of seat's hand in the picture.
func dropCard(pic *rrr.Observation, seat int, c rrr.Card) {
	if c != rrr.NoCard {
		pic.Hands[seat] = pic.Hands[seat].Without(c)
	}
	if pic.HandSize[seat] > 0 {
		pic.HandSize[seat]--
	}
}

// layCells shows the first n cells of the final maze (cells are numbered
// in the order they are laid). The cells already shown keep the
// mechanisms the picture has reached; a side joined to a cell not laid
// yet is shown open, as it was.
func layCells(pic *rrr.Observation, final *rrr.Observation, n uint8) {
	n = min(n, final.NCells)
	var used [rrr.MaxCells]uint8
	for i := uint8(0); i < pic.NCells; i++ {
		used[i] = pic.Cells[i].Used
	}
	old := pic.NCells
	copy(pic.Cells[:n], final.Cells[:n])
	pic.NCells = n
	for i := uint8(0); i < n; i++ {
		if i < old {
			pic.Cells[i].Used = used[i]
		} else {
			pic.Cells[i].Used = 0
		}
		pic.Cells[i].Join &= linked(pic, i)
	}
}

// linked is the sides of cell c whose neighbours are in the picture.
func linked(pic *rrr.Observation, c uint8) uint8 {
	var m uint8
	for d := 0; d < rrr.NumSides; d++ {
		if nb := pic.Cells[c].Nb[d]; nb != rrr.NoCell && nb < pic.NCells {
			m |= 1 << d
		}
	}
	for d := 0; d < rrr.NumSides; d++ {
		if nb := pic.Cells[c].Nb[d]; nb != rrr.NoCell && nb >= pic.NCells {
			pic.Cells[c].Nb[d] = rrr.NoCell
		}
	}
	return m
}
