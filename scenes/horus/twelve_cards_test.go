package horus

import (
	"github.com/pyramid-studio/pyramid/client/input"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
)

// fullHandNest: David Gore in the Cobra Nest holding 12 cards, six of which
// he may throw away, with an action to search.
const fullHandNest = `players gore sarti
round 9
phase actions
keeper gore
turn gore
at gore B10
at sarti C4
actions gore 2
actions sarti 1
cards gore sand1 sand2 sand3 sand4 water2 water3 snake scorpion*5
`

// TestSearchAtTwelveCardsOffersTheDiscardFirst: the rulebook's 12-card
// limit, "If, at any time, an action would cause a player to exceed a WLL
// of 12, that player must immediately discard a single Treasure, Idol, or
// Equipment card or the action cannot be performed." The Search button
// says beforehand that a discard comes first; once searched, the prompt
// asks for that discard before any card is drawn, and offers nothing but
// the discards.
func TestSearchAtTwelveCardsOffersTheDiscardFirst(t *testing.T) {
	p := scenarioPlay(t, fullHandNest, 1280, 720, 1)
	p.buildTargets(0)
	search := -1
	for i, tg := range p.targets {
		if tg.act.Kind == horus.ActSearch {
			search = i
		}
	}
	if search < 0 {
		t.Fatal("no Search offered at 12 cards with cards to discard")
	}
	if h := p.targets[search].help; !strings.Contains(h, "first discard") {
		t.Errorf("the Search button's help does not say a discard comes first: %q", h)
	}

	p = scenarioPlay(t, fullHandNest+"do gore: search\n", 1280, 720, 1)
	if p.obs.Players[0].Count != horus.MaxCards || p.obs.Players[0].Cards.Len() != horus.MaxCards {
		t.Fatalf("after the search David holds %d cards: a card came before the discard", p.obs.Players[0].Count)
	}
	if got := p.prompt(0, input.Mouse); !strings.Contains(got, "discard") || !strings.Contains(got, "then you draw") {
		t.Errorf("the prompt after a search at 12 cards: %q; want it to ask for the discard, then the draw", got)
	}
	p.buildTargets(0)
	discards := map[string]bool{}
	for _, tg := range p.targets {
		if tg.page != 0 {
			continue
		}
		if tg.act.Kind != horus.ActDiscard {
			t.Errorf("%q (%s) is offered while a discard must come first", tg.label, tg.act)
			continue
		}
		discards[horus.CardID(tg.act.A).Info().Code] = true
	}
	for _, c := range []string{"sand1", "sand2", "sand3", "sand4", "water2", "water3"} {
		if !discards[c] {
			t.Errorf("no button discards %s (offered: %v)", c, discards)
		}
	}
	if discards["snake"] || discards["scorpion"] {
		t.Errorf("a wound is offered as the discard: %v", discards)
	}
}
