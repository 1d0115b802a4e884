package runrunrun

import (
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/internal/excerpt"
)

func errGameOver() error { return i18n.Errorf("the game is over") }

// whyIllegal words why a step that Legal does not list is refused, as
// precisely as the node allows.
func (s *State) whyIllegal(a Action) error {
	note := excerpt.Cut(s.Notation(a))
	top := s.Top()
	if top.Kind.isChance() != (a.Kind == ActChance) {
		if a.Kind == ActChance {
			return i18n.Errorf("%q: nothing is left to chance now; a player decides", note)
		}
		return i18n.Errorf("%q: chance decides now (%v)", note, s.chanceWord())
	}
	if a.Kind == ActChance {
		return i18n.Errorf("%q cannot come now", note)
	}
	if !s.kindOffered(a.Kind) {
		return i18n.Errorf("%q: the game is not asking for that now: %v", note, s.Asking())
	}
	seat := int(s.Turn)
	switch a.Kind {
	case ActExplore:
		return s.whyNotExplore(a, note)
	case ActFight:
		c := s.cellAt(a.At)
		if c == NoCell || s.figuresIn(c) == 0 {
			return i18n.Errorf("%q: no mummy stands there", note)
		}
		if s.Hands[seat].Len() < 2 {
			return i18n.Errorf("%q: a fight needs a card to discard for dice and one to keep", note)
		}
		if s.figuresIn(s.CatCell[seat]) != 0 {
			return i18n.Errorf("%q: your cat already stands with a mummy: it fights there", note)
		}
		return i18n.Errorf("%q: your cat cannot reach that room: too far, or a mummy is in the way", note)
	case ActWalk, ActTeleport, ActStep, ActRoute, ActPlace, ActMark, ActExit:
		return i18n.Errorf("%q: not a cell you may choose now", note)
	case ActBoost, ActDice, ActLay, ActGive:
		if Card(a.X) < NumCards && !s.Hands[seat].Has(Card(a.X)) && a.Kind != ActGive {
			return i18n.Errorf("%q: that card is not in the hand", note)
		}
		return i18n.Errorf("%q: that card cannot be chosen now", note)
	case ActUse, ActDouble, ActAmulet, ActPassage, ActPass:
		return i18n.Errorf("%q: that token cannot be used that way now", note)
	}
	return i18n.Errorf("%q is not possible now", note)
}

// kindOffered reports whether the node on top offers actions of kind k.
func (s *State) kindOffered(k ActionKind) bool {
	out := sink{mode: sinkKind, want: Action{Kind: k}}
	s.legal(&out)
	return out.hit
}

// whyNotExplore words why a card cannot be laid as asked.
func (s *State) whyNotExplore(a Action, note string) error {
	seat := int(s.Turn)
	c := Card(a.X)
	if c >= NumCards || !s.Hands[seat].Has(c) {
		return i18n.Errorf("%q: that card is not in the hand", note)
	}
	if a.Y >= NumSides {
		return i18n.Errorf("%q: a card turns rot0 to rot5", note)
	}
	if s.cellAt(a.At) != NoCell {
		return i18n.Errorf("%q: a card already lies there", note)
	}
	var sp [maxSpots]spot
	n := s.spots(&sp)
	i := 0
	for i < n && sp[i].At != a.At {
		i++
	}
	if i == n {
		return i18n.Errorf("%q: that cell does not touch the maze", note)
	}
	pass := Side(NumSides)
	if a.Z > 0 {
		pass = Side(a.Z - 1)
		if s.Tokens[seat].OfKind(TokenPassage) == 0 {
			return i18n.Errorf("%q: a secret passage needs a Secret passage token", note)
		}
	}
	if !s.fits(&sp[i], c.Turned(a.Y), pass) {
		if sp[i].Corr == 0 && pass == NumSides {
			return i18n.Errorf("%q: no open corridor leads to that cell", note)
		}
		return i18n.Errorf("%q: the card does not fit there so turned: corridors must meet corridors and walls meet walls", note)
	}
	if s.Hands[seat].Len() == 1 && s.Deck == 0 {
		return i18n.Errorf("%q: the last card of a hand may be laid only if it draws a card, and the deck is empty", note)
	}
	return i18n.Errorf("%q: your cat cannot walk there: too far, or only through a mummy's room", note)
}

// Asking says in words what the node on top waits for, in the language
// shown.
func (s *Public) Asking() string {
	switch s.Top().Kind {
	case tPlayer:
		if s.Top().A == 1 {
			return i18n.T("tokens, the marker or the end of the turn")
		}
		return i18n.T("an action: explore, fight, regroup (or walk), tokens or the marker")
	case tMove:
		return i18n.T("the route of a mummy with two shortest ways")
	case tPlace:
		return i18n.T("the room where the woken mummy appears")
	case tSplit:
		return i18n.T("how many cards each cat loses to the attack")
	case tHit:
		return i18n.T("whether to use the Amulet")
	case tBoost:
		return i18n.T("the card discarded to walk further")
	case tMech:
		return i18n.T("which triangle works the mechanism")
	case tExitPlace:
		return i18n.T("where the Exit goes")
	case tFight:
		return i18n.T("cards for combat dice, a Double strike, or the roll")
	case tAllot:
		return i18n.T("how the damage is spread over the mummies")
	case tPaw:
		return i18n.T("the paw print's step")
	case tJoin:
		return i18n.T("whether to join the Regroup")
	case tLay:
		return i18n.T("cards to lay face down")
	case tSpend:
		return i18n.T("torches to spend")
	case tShare:
		return i18n.T("who takes the next card of the pool")
	case tPassTokens:
		return i18n.T("tokens to pass, or done")
	}
	if s.Over {
		return i18n.T("nothing: the game is over")
	}
	return i18n.T("chance")
}
