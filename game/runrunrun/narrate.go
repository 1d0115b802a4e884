package runrunrun

import (
	"strconv"
	"strings"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
)

// The narrator: every event in words, as the viewer may read it, for the
// screen's log, the save's log and the tools. Sentences are in the
// present tense with the player or cat first, which Polish says the same
// way whoever plays; cards and tokens are named by their notation and
// what they show, cells by their coordinates.

// Narrate words an event as viewer may read it (table.Onlooker: as the
// public may). names names the seats' players: the session passes the
// name typed, or the cat's (SeatName); a seat it does not name is called
// by its number.
func (tableGame) Narrate(ev table.Event, viewer int, names table.Names) string {
	e, ok := ev.(Event)
	if !ok {
		return ""
	}
	n := narrator{e: e.SeenBy(viewer), names: names}
	return n.line()
}

type narrator struct {
	e     Event
	names table.Names
}

// who is seat's player's name (a cat's, unless one was typed), "the
// team" for no seat.
func (n narrator) who(seat int) string {
	if seat < 0 || seat >= MaxSeats {
		return i18n.T("the team")
	}
	if n.names != nil {
		if name := n.names(seat); name != "" {
			return name
		}
	}
	return i18n.F("Player %d", seat+1)
}

func (n narrator) line() string {
	e := n.e
	p := n.who(int(e.Seat))
	switch e.Kind {
	case EvTurn:
		return i18n.F("Round %d: %s's turn.", int(e.Value), p)
	case EvCardDrawn:
		if e.Card == NoCard {
			return i18n.F("%s draws a room card.", p)
		}
		return i18n.F("%s draws %s.", p, cardWords(e.Card))
	case EvDeckEmpty:
		return i18n.F("The room deck is empty: %s draws nothing.", p)
	case EvDieRolled:
		return dieWords(Face(e.Value))
	case EvMummyMoved:
		return i18n.F("%s moves from %s to %s.", figureWords(int(e.Figure)), e.From.String(), e.To.String())
	case EvHeartAdded:
		return i18n.F("A heart goes on the mummy deck (%d of %d).", int(e.Value), heartsToWake)
	case EvMummyAwoke:
		return i18n.F("%s awakes!", figureWords(int(e.Figure)))
	case EvMummyPlaced:
		return i18n.F("%s appears in room %s.", figureWords(int(e.Figure)), e.At.String())
	case EvTorchesSnuffed:
		return i18n.N(int(e.Value), "%s puts out %d torch.", "%s puts out %d torches.", figureWords(int(e.Figure)), int(e.Value))
	case EvMummyAttacked:
		return i18n.N(int(e.Value), "%s attacks in room %s: %d card to lose.", "%s attacks in room %s: %d cards to lose.",
			figureWords(int(e.Figure)), e.At.String(), int(e.Value))
	case EvAmuletUsed:
		return i18n.F("%s wards off the attack of %s with an Amulet.", p, figureWords(int(e.Figure)))
	case EvCardLost:
		return i18n.F("%s loses %s.", p, cardWords(e.Card))
	case EvCardPlaced:
		return i18n.F("%s lays %s on %s.", p, cardWords(e.Card), e.At.String())
	case EvCatMoved:
		return i18n.F("%s walks from %s to %s.", p, e.From.String(), e.To.String())
	case EvCardDiscarded:
		return i18n.F("%s discards %s.", p, cardWords(e.Card))
	case EvTorchSpent:
		if e.At != NoCoord {
			return i18n.F("A torch lights room %s.", e.At.String())
		}
		return i18n.N(int(e.Value), "The team spends %d torch.", "The team spends %d torches.", int(e.Value))
	case EvTorchGained:
		return i18n.N(int(e.Value), "%d torch joins the supply.", "%d torches join the supply.", int(e.Value))
	case EvNoTorch:
		return i18n.T("No torch is left to light the room: the mummies stir instead.")
	case EvTokenDrawn:
		return i18n.F("%s draws a sarcophagus token: %s.", p, tokenWords(e.Token))
	case EvTokenUsed:
		if e.To != NoCoord && e.Token < NumTokens && e.Token.Info().Kind != TokenPassage {
			return i18n.F("%s discards %s to teleport.", p, tokenWords(e.Token))
		}
		return i18n.F("%s uses %s.", p, tokenWords(e.Token))
	case EvPassage:
		return i18n.F("%s opens a secret passage between %s and %s.", p, e.From.String(), e.To.String())
	case EvMechanism:
		if e.Value == 1 {
			return i18n.F("An exit mechanism works at %s.", e.At.String())
		}
		return i18n.F("A torch mechanism works at %s.", e.At.String())
	case EvExitOpened:
		return i18n.F("The Exit opens at %s!", e.At.String())
	case EvLordRevealed:
		name := i18n.T("Mummy Lord")
		if e.Value >= 1 && e.Value <= NumLords {
			name = i18n.T(lordTable[e.Value-1].Name.English)
		}
		return i18n.F("%s rises on the Exit!", name)
	case EvDamageDealt:
		return i18n.N(int(e.Value), "%s loses %d heart.", "%s loses %d hearts.", figureWords(int(e.Figure)), int(e.Value))
	case EvMummyDestroyed:
		return i18n.F("%s is destroyed!", figureWords(int(e.Figure)))
	case EvRegroup:
		return i18n.F("%s calls a Regroup.", p)
	case EvJoined:
		return i18n.F("%s joins the Regroup.", p)
	case EvCardsLaid:
		switch {
		case e.Value == 0:
			return i18n.F("%s lays no card.", p)
		case e.Card == NoCard:
			return i18n.N(int(e.Value), "%s lays %d card face down.", "%s lays %d cards face down.", p, int(e.Value))
		}
		return i18n.F("%s lays %s face down.", p, cardsWords(e.Card, e.Card2))
	case EvCardPulled:
		return i18n.F("%s comes back from the discard pile.", cardWords(e.Card))
	case EvCardsRevealed:
		return i18n.F("%s's cards are turned up: %s.", p, cardsWords(e.Card, e.Card2))
	case EvCardGiven:
		return i18n.F("%s takes %s from the pool.", p, cardWords(e.Card))
	case EvTokenPassed:
		return i18n.F("%s passes %s to %s.", p, tokenWords(e.Token), n.who(int(e.Value)))
	case EvMarked:
		return i18n.F("%s marks %s for a later room.", p, e.At.String())
	case EvGameWon:
		return i18n.T("The team wins: the Exit is open and the Lord and every mummy are destroyed!")
	case EvGameLost:
		return explainEnd(End(e.Value))
	}
	return ""
}

// cardWords names a room card with what it shows: "R14 (2 corridors,
// Ankh, lit)".
func cardWords(c Card) string {
	if c >= NumCards {
		return i18n.T("a room card")
	}
	info := c.Info()
	k := c.Corridors()
	d := i18n.N(k, "%d corridor", "%d corridors", k)
	switch info.Content {
	case Ankh:
		d += ", " + i18n.T("Ankh")
	case Eye:
		d += ", " + i18n.T("Eye of Horus")
	case Scarab:
		d += ", " + i18n.T("Scarab")
	case Sarcophagus:
		d += ", " + i18n.T("sarcophagus")
	}
	if info.Lit {
		d += ", " + i18n.T("lit")
	}
	return c.String() + " (" + d + ")"
}

func cardsWords(a, b Card) string {
	if b == NoCard {
		return cardWords(a)
	}
	return i18n.F("%s and %s", cardWords(a), cardWords(b))
}

// tokenWords names a sarcophagus token with its effect: "S03 (Torches 2)".
func tokenWords(k Token) string {
	if k >= NumTokens {
		return i18n.T("a sarcophagus token")
	}
	info := k.Info()
	d := i18n.T(TokenNames[info.Kind].English)
	if info.Value > 0 {
		d += " " + strconv.Itoa(int(info.Value))
	}
	return k.String() + " (" + d + ")"
}

// figureWords names a mummy, or the Lord (whose name an event does not
// carry: the Lord is named once, when revealed).
func figureWords(f int) string {
	if f >= 0 && f < NumMummies {
		return i18n.T(mummyTable[f].Name.English)
	}
	return i18n.T("Mummy Lord")
}

func dieWords(f Face) string {
	switch f {
	case FaceMummy:
		return i18n.T("The mummy die shows a mummy.")
	case FaceBlank:
		return i18n.T("The mummy die shows a blank.")
	case FaceHit:
		return i18n.T("The combat die shows a hit.")
	case FaceQuestion:
		return i18n.T("The combat die shows a question mark.")
	case FaceHex:
		return i18n.T("The combat die shows a hex.")
	case FacePaw:
		return i18n.T("The combat die shows a paw print.")
	}
	return ""
}

// explainEnd words how a game ended.
func explainEnd(e End) string {
	switch e {
	case EndExit:
		return i18n.T("The team escaped: the Exit is open and the Lord and every mummy are destroyed.")
	case EndCrypt:
		return i18n.T("A mummy reached the Pharaoh's Crypt: the team loses.")
	case EndHand:
		return i18n.T("A cat had to discard the last card of its hand: the team loses.")
	}
	return ""
}

// StepSeenBy is a step's notation as viewer may read it: the room cards
// its events keep secret from viewer (a card drawn into another's hand,
// cards laid face down) are written "?" — "draw ?", "lay ? ?". The
// replay viewer shows it as the last step.
func StepSeenBy(step string, evs []Event, viewer int) string {
	var hidden []string
	for _, e := range evs {
		v := e.SeenBy(viewer)
		for _, c := range [2][2]Card{{e.Card, v.Card}, {e.Card2, v.Card2}} {
			if c[0] < NumCards && c[1] != c[0] {
				hidden = append(hidden, c[0].String())
			}
		}
	}
	if len(hidden) == 0 {
		return step
	}
	words := strings.Fields(step)
	for k, w := range words {
		for _, h := range hidden {
			if strings.EqualFold(w, h) {
				words[k] = "?"
			}
		}
	}
	return strings.Join(words, " ")
}

// CardWords names a room card with what it shows, as the log does: "R14
// (2 corridors, Ankh, lit)". The screens name cards in the same words.
func CardWords(c Card) string { return cardWords(c) }

// TokenWords names a sarcophagus token with its kind: "S04 (Torches 3)".
func TokenWords(k Token) string { return tokenWords(k) }

// FigureWords names a mummy, or the Mummy Lord.
func FigureWords(f int) string { return figureWords(f) }
