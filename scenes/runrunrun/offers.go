package runrunrun

import (
	"slices"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/i18n"
)

// The prompt's offers: the engine's legal steps for the person to act,
// turned into what they click — a card of their hand, a cell of the maze,
// an edge between two rooms, or a button. Some offers play a step; others
// only choose on the screen on the way to one (a card, then the cell it
// goes on, then which way it is turned), which is the choice (choice).

// offerKind is where an offer is clicked.
type offerKind uint8

const (
	oButton offerKind = iota // a button in the prompt panel
	oCell                    // a cell of the maze
	oCard                    // a card of the hand
	oEdge                    // the edge between two cells (a secret passage)
)

// doKind is what an offer does.
type doKind uint8

const (
	doStep   doKind = iota // play act
	doCard                 // choose this card of the hand (again: put it back)
	doCell                 // put the chosen card on this cell
	doTurn                 // show the next way the card fits its cell
	doBack                 // undo the last choice on the screen
	doToggle               // choose or put back a card for dice or to lay
	doRoll                 // discard the cards chosen for dice and roll
	doLay                  // lay the cards chosen face down
	doToken                // choose where a token (act.X) takes the cat or the passage
	doSide                 // the Exit on the chosen cell: its corridor on act.Y
)

// offer is one thing the person may click.
type offer struct {
	kind    offerKind
	do      doKind
	act     rrr.Action
	card    rrr.Card
	at      rrr.Coord
	side    rrr.Side
	label   string // a button's words
	help    string // what it does, shown under the pointer or the focus
	primary bool   // the natural next step: highlighted, and played by Enter
	pinned  bool   // kept on every page of the prompt
	danger  bool   // a fight: the cell is marked red
}

// offerKey tells offers apart across a rebuild, for the focus.
type offerKey struct {
	kind offerKind
	do   doKind
	act  rrr.Action
	card rrr.Card
	at   rrr.Coord
	side rrr.Side
}

func (o offer) key() offerKey { return offerKey{o.kind, o.do, o.act, o.card, o.at, o.side} }

// tokenMode is what a chosen token is for.
type tokenMode uint8

const (
	modeNone     tokenMode = iota
	modeTeleport           // the token is discarded to move the cat to a room
	modePassage            // a Secret passage between two rooms
)

// choice is what the person deciding has chosen on the screen, before it
// makes a step: a card of their hand, the cell it goes on and which of
// the ways it fits is shown; the cards chosen for dice or to lay face
// down; a token whose target is being chosen. It holds only for the
// step it was made at.
type choice struct {
	at    int // the engine step it was made at
	card  rrr.Card
	cell  rrr.Coord
	turn  int
	cards []rrr.Card // chosen for dice or to lay, in the order chosen
	token rrr.Token
	mode  tokenMode
}

// noChoice is nothing chosen, at step.
func noChoice(step int) choice {
	return choice{at: step, card: rrr.NoCard, cell: rrr.NoCoord, token: rrr.NoToken}
}

// twin reports whether two cards are identical in every rule (the legal
// steps name only the lowest of twins a hand holds).
func twin(a, b rrr.Card) bool {
	return a == b || a < rrr.NumCards && b < rrr.NumCards && a.Info() == b.Info()
}

// node is what the person to act is asked, read from the legal steps.
type node uint8

const (
	nPlayer node = iota // the player step: an action, tokens, the marker, the end
	nBoost              // a card for more steps
	nFight              // cards for dice, a Double strike, the roll
	nAllot              // the damage over the mummies
	nPaw                // the paw print's step
	nMech               // which triangle works
	nExit               // where the Exit goes
	nJoin               // join the Regroup
	nLay                // cards laid face down
	nSpend              // torches spent
	nGive               // who takes the pool's next card
	nPass               // tokens passed
	nRoute              // a tie of a mummy's routes
	nPlace              // where a woken mummy rises
	nHurt               // the damage of an attack over the cats
	nAmulet             // the Amulet, or take the attack
	nOther
)

// nodeOf reads the node from its legal steps.
func nodeOf(legal []rrr.Action) node {
	for _, a := range legal {
		switch a.Kind {
		case rrr.ActExplore, rrr.ActFight, rrr.ActRegroup, rrr.ActWalk, rrr.ActUse, rrr.ActTeleport, rrr.ActPassage, rrr.ActMark, rrr.ActEnd:
			return nPlayer
		case rrr.ActBoost:
			return nBoost
		case rrr.ActDice, rrr.ActDouble, rrr.ActStrike:
			return nFight
		case rrr.ActAllot:
			return nAllot
		case rrr.ActStep, rrr.ActStay:
			return nPaw
		case rrr.ActMech:
			return nMech
		case rrr.ActExit:
			return nExit
		case rrr.ActJoin, rrr.ActDecline:
			return nJoin
		case rrr.ActLay:
			return nLay
		case rrr.ActSpend:
			return nSpend
		case rrr.ActGive:
			return nGive
		case rrr.ActPass, rrr.ActDone:
			return nPass
		case rrr.ActRoute:
			return nRoute
		case rrr.ActPlace:
			return nPlace
		case rrr.ActHurt:
			return nHurt
		case rrr.ActAmulet, rrr.ActTake:
			return nAmulet
		}
	}
	return nOther
}

// asked is the prompt's offers and words for the person to act.
type asked struct {
	node   node
	title  string
	text   string
	offers []offer
}

// ask builds the offers of seat cur at state st (whose legal steps are
// legal), given the choice made so far.
func (p *Play) ask(st *rrr.State, legal []rrr.Action, cur int, ch *choice) asked {
	q := asked{node: nodeOf(legal)}
	who := p.name(cur)
	def, hasDef := st.Default()
	add := func(o offer) { q.offers = append(q.offers, o) }
	step := func(a rrr.Action, label, help string) offer {
		return offer{kind: oButton, do: doStep, act: a, label: label, help: help, primary: hasDef && a == def}
	}
	switch q.node {
	case nPlayer:
		p.askPlayer(st, legal, cur, ch, &q)
	case nBoost:
		q.title = i18n.T("A longer walk")
		q.text = i18n.T("The room is more than three steps away: discard one card to walk as many more steps as it has corridors. Click the card in your hand.")
		for _, a := range legal {
			c := rrr.Card(a.X)
			n := c.Corridors()
			add(offer{kind: oCard, do: doStep, act: a, card: c, help: i18n.N(n, "Discard %s to walk %d more step.", "Discard %s to walk %d more steps.", rrr.CardWords(c), n), primary: hasDef && a == def})
		}
	case nFight:
		p.askFight(st, legal, ch, &q)
	case nAllot:
		q.title = i18n.T("Share out the damage")
		q.text = i18n.T("Several mummies are in the room: choose how many hearts the first of them loses; the rest goes to the others.")
		for _, a := range legal {
			add(step(a, i18n.N(int(a.Y), "%s: %d heart", "%s: %d hearts", rrr.FigureWords(int(a.X)), int(a.Y)), ""))
		}
	case nPaw:
		q.title = i18n.T("A paw print")
		q.text = i18n.T("Your cat may step into a joined room with no mummy: click an outlined room, or stay.")
		for _, a := range legal {
			if a.Kind == rrr.ActStep {
				add(offer{kind: oCell, do: doStep, act: a, at: a.At, help: i18n.T("Step into this room.")})
			} else {
				add(step(a, i18n.T("Stay"), i18n.T("Stay in this room.")))
			}
		}
	case nMech:
		q.title = i18n.T("Two triangles")
		q.text = i18n.T("The new room closes two triangles of the same kind: choose the one that works the mechanism.")
		for _, a := range legal {
			kind := i18n.T("torch mechanism")
			if a.X == 1 {
				kind = i18n.T("exit mechanism")
			}
			add(step(a, i18n.F("%s with the rooms %s and %s", kind, sideWords(rrr.Side(a.Y)), sideWords(rrr.Side((a.Y+1)%6))), ""))
		}
	case nExit:
		p.askExit(st, legal, ch, &q)
	case nJoin:
		q.title = i18n.F("%s: join the Regroup?", who)
		q.text = i18n.T("Your cat may walk to the Regroup for free and share cards with the others there.")
		for _, a := range legal {
			if a.Kind == rrr.ActJoin {
				add(step(a, i18n.T("Join"), i18n.T("Walk to the Regroup and take part.")))
			} else {
				add(step(a, i18n.T("Stay away"), i18n.T("Keep your cat where it is.")))
			}
		}
	case nLay:
		p.askLay(st, legal, cur, ch, &q)
	case nSpend:
		q.title = i18n.T("Regroup: torches")
		q.text = i18n.T("Spend torches to bring more cards back at random from the discard pile: two, and two more for each torch.")
		for _, a := range legal {
			n := 2 + 2*int(a.Y)
			add(step(a, i18n.N(int(a.Y), "Spend %d torch", "Spend %d torches", int(a.Y))+": "+i18n.N(n, "%d card", "%d cards", n), ""))
		}
	case nGive:
		c := st.Pool.First()
		q.title = i18n.T("Regroup: share the cards")
		q.text = i18n.F("Who takes %s? Each cat keeps at least one card.", rrr.CardWords(c))
		for _, a := range legal {
			add(step(a, i18n.F("To %s", p.name(int(a.Y))), ""))
		}
	case nPass:
		q.title = i18n.T("Regroup: tokens")
		q.text = i18n.T("The cats taking part may pass sarcophagus tokens to each other.")
		for _, a := range legal {
			if a.Kind == rrr.ActDone {
				o := step(a, i18n.T("Done"), i18n.T("No more tokens to pass."))
				o.pinned = true
				add(o)
				continue
			}
			add(step(a, i18n.F("%s to %s", rrr.TokenWords(rrr.Token(a.X)), p.name(int(a.Y))), ""))
		}
	case nRoute:
		f := int(legal[0].X)
		q.title = i18n.F("Which way for %s?", rrr.FigureWords(f))
		q.text = i18n.T("The mummy has two shortest ways to the Crypt: click the room it steps into.")
		for _, a := range legal {
			add(offer{kind: oCell, do: doStep, act: a, at: a.At, help: i18n.T("The mummy steps into this room."), primary: hasDef && a == def})
		}
	case nPlace:
		f := int(legal[0].X)
		q.title = i18n.F("%s wakes!", rrr.FigureWords(f))
		q.text = i18n.T("Choose the room it rises in: any room but the Crypt and the Exit. The farthest from the Crypt is suggested.")
		for _, a := range legal {
			add(offer{kind: oCell, do: doStep, act: a, at: a.At, help: i18n.T("The mummy rises in this room."), primary: hasDef && a == def})
		}
		if hasDef {
			o := step(def, i18n.T("The farthest room"), i18n.T("The room farthest from the Crypt, outlined on the maze."))
			o.pinned = true
			add(o)
		}
	case nHurt:
		q.title = i18n.T("An attack on several cats")
		q.text = i18n.T("Choose how many cards the first cat loses; the others lose the rest. The cards are lost at random.")
		for _, a := range legal {
			add(step(a, i18n.N(int(a.Y), "%s loses %d card", "%s loses %d cards", p.name(int(a.X)), int(a.Y)), ""))
		}
	case nAmulet:
		q.title = i18n.F("%s is attacked", who)
		q.text = i18n.T("Use an Amulet to ignore this attack on your cat, or take it.")
		for _, a := range legal {
			if a.Kind == rrr.ActAmulet {
				add(step(a, i18n.T("Use the Amulet"), rrr.TokenWords(rrr.Token(a.X))))
			} else {
				add(step(a, i18n.T("Take the attack"), i18n.T("Lose the cards at random.")))
			}
		}
	default:
		q.title = st.Asking()
		for _, a := range legal {
			add(step(a, st.Notation(a), ""))
		}
	}
	if q.title == "" {
		q.title = st.Asking()
	}
	return q
}

// askPlayer builds the player step: the cards of the hand to explore
// with, then the cells each fits, then its turns; the mummies to fight;
// the Regroup; the walk; tokens; the marker; the end of the turn.
func (p *Play) askPlayer(st *rrr.State, legal []rrr.Action, cur int, ch *choice, q *asked) {
	add := func(o offer) { q.offers = append(q.offers, o) }
	acted := !slices.ContainsFunc(legal, func(a rrr.Action) bool {
		return a.Kind == rrr.ActExplore || a.Kind == rrr.ActFight || a.Kind == rrr.ActRegroup || a.Kind == rrr.ActWalk
	})
	// a token chosen for its target
	if ch.mode != modeNone {
		kind := rrr.ActTeleport
		q.title, q.text = i18n.T("Teleport"), i18n.T("Click the room your cat goes to. The token is discarded.")
		if ch.mode == modePassage {
			kind = rrr.ActPassage
			q.title, q.text = i18n.T("Secret passage"), i18n.T("Click the wall between two rooms where the passage opens. It joins them for good and draws a card.")
		}
		for _, a := range legal {
			if a.Kind != kind || rrr.Token(a.X) != ch.token {
				continue
			}
			if kind == rrr.ActTeleport {
				add(offer{kind: oCell, do: doStep, act: a, at: a.At, help: i18n.T("Teleport to this room.")})
			} else {
				add(offer{kind: oEdge, do: doStep, act: a, at: a.At, side: rrr.Side(a.Y), help: i18n.T("Open the secret passage through this wall.")})
			}
		}
		add(offer{kind: oButton, do: doBack, label: i18n.T("Cancel"), help: i18n.T("Keep the token."), pinned: true})
		return
	}
	hand := st.Hands[cur]
	exploreCard := func(c rrr.Card) bool {
		return slices.ContainsFunc(legal, func(a rrr.Action) bool { return a.Kind == rrr.ActExplore && twin(rrr.Card(a.X), c) })
	}
	// the hand: cards that can be laid
	for i := 0; i < hand.Len(); i++ {
		c := hand.Nth(i)
		if !exploreCard(c) {
			continue
		}
		help := i18n.F("Explore with %s: choose it, then a glowing cell.", rrr.CardWords(c))
		if twin(c, ch.card) {
			help = i18n.T("Put the card back.")
		}
		add(offer{kind: oCard, do: doCard, card: c, help: help})
	}
	if ch.card != rrr.NoCard && exploreCard(ch.card) {
		p.askPlacing(legal, ch, q)
		return
	}
	// no card chosen: fights, the Regroup, a walk, tokens, the marker
	name := p.name(cur)
	switch {
	case acted:
		q.title = i18n.F("%s: your action is done", name)
		q.text = i18n.T("You may still use tokens or move your paw marker. End the turn when you are ready.")
	case slices.ContainsFunc(legal, func(a rrr.Action) bool { return a.Kind == rrr.ActExplore }):
		q.title = i18n.F("%s, your turn", name)
		q.text = i18n.T("Choose a room card from your hand to explore, click a red mummy to fight it, or Regroup. A dashed cell takes your paw marker.")
	default:
		q.title = i18n.F("%s, your turn", name)
		q.text = i18n.T("No card of your hand can be laid within reach: walk (click an outlined room), fight, or Regroup.")
	}
	for _, a := range legal {
		switch a.Kind {
		case rrr.ActFight:
			add(offer{kind: oCell, do: doStep, act: a, at: a.At, danger: true, help: i18n.T("Walk here and fight the mummies in this room.")})
		case rrr.ActWalk:
			add(offer{kind: oCell, do: doStep, act: a, at: a.At, help: i18n.T("Walk to this room without laying a card.")})
		case rrr.ActMark:
			add(offer{kind: oCell, do: doStep, act: a, at: a.At, help: i18n.T("Put your paw marker here: it asks the team to keep this cell for you.")})
		case rrr.ActRegroup:
			add(offer{kind: oButton, do: doStep, act: a, label: i18n.F("Regroup (%d left)", st.Regroups), help: i18n.T("Gather the team here to share cards, and pull cards back from the discard pile.")})
		case rrr.ActUse:
			t := rrr.Token(a.X)
			add(offer{kind: oButton, do: doStep, act: a, label: i18n.F("Use %s", tokenShort(t)), help: rrr.TokenWords(t)})
		case rrr.ActEnd:
			label := i18n.T("End turn")
			if !acted {
				label = i18n.T("Pass the turn")
			}
			add(offer{kind: oButton, do: doStep, act: a, label: label, help: i18n.T("The next cat's turn begins."), primary: acted, pinned: true})
		}
	}
	// tokens whose target is chosen on the maze: one offer per token
	for _, kind := range []rrr.ActionKind{rrr.ActPassage, rrr.ActTeleport} {
		done := map[rrr.Token]bool{}
		for _, a := range legal {
			t := rrr.Token(a.X)
			if a.Kind != kind || done[t] {
				continue
			}
			done[t] = true
			label, help := i18n.F("Teleport with %s", tokenShort(t)), i18n.F("Discard %s to move your cat to any room.", rrr.TokenWords(t))
			if kind == rrr.ActPassage {
				label, help = i18n.T("Secret passage…"), i18n.F("Open a passage through a wall with %s.", rrr.TokenWords(t))
			}
			add(offer{kind: oButton, do: doToken, act: a, label: label, help: help})
		}
	}
}

// askPlacing builds the offers once a card is chosen: the cells it fits,
// and once a cell is chosen, the ways it fits there.
func (p *Play) askPlacing(legal []rrr.Action, ch *choice, q *asked) {
	add := func(o offer) { q.offers = append(q.offers, o) }
	var cells []rrr.Coord
	for _, a := range legal {
		if a.Kind == rrr.ActExplore && twin(rrr.Card(a.X), ch.card) && !slices.Contains(cells, a.At) {
			cells = append(cells, a.At)
		}
	}
	word := rrr.CardWords(ch.card)
	if ch.cell == rrr.NoCoord || !slices.Contains(cells, ch.cell) {
		q.title = i18n.T("Where does it go?")
		q.text = i18n.F("Click a glowing cell to lay %s there.", word)
		for _, at := range cells {
			add(offer{kind: oCell, do: doCell, at: at, help: i18n.T("Lay the card here.")})
		}
		add(offer{kind: oButton, do: doBack, label: i18n.T("Another card"), help: i18n.T("Put the card back in your hand.")})
		return
	}
	turns := turnsAt(legal, ch.card, ch.cell)
	k := ch.turn % len(turns)
	rot := turns[k]
	q.title = i18n.T("Lay the room here?")
	q.text = word
	if len(turns) > 1 {
		q.text = i18n.N(len(turns), "%s. It fits %d way here: Turn shows the next.", "%s. It fits %d ways here: Turn shows the next.", word, len(turns))
	}
	for _, a := range legal {
		if a.Kind != rrr.ActExplore || !twin(rrr.Card(a.X), ch.card) || a.At != ch.cell || a.Y != rot {
			continue
		}
		if a.Z == 0 {
			add(offer{kind: oButton, do: doStep, act: a, label: i18n.T("Lay the room"), help: i18n.T("Lay it as shown and walk in."), primary: true, pinned: true})
		} else {
			side := rrr.Side(a.Z - 1)
			add(offer{kind: oButton, do: doStep, act: a, label: i18n.F("With a passage (%s)", sideWords(side)), help: i18n.T("Lay it with a secret passage on that side: the passage breaks the matching there and joins the rooms.")})
		}
	}
	if len(turns) > 1 {
		add(offer{kind: oButton, do: doTurn, label: i18n.F("Turn (%d of %d)", k+1, len(turns)), help: i18n.T("Show the next way the card fits here."), pinned: true})
	}
	for _, at := range cells {
		help := i18n.T("Lay the card here.")
		do := doCell
		if at == ch.cell {
			help, do = i18n.T("Turn the card."), doTurn
		}
		add(offer{kind: oCell, do: do, at: at, help: help})
	}
	add(offer{kind: oButton, do: doBack, label: i18n.T("Another cell"), help: i18n.T("Choose another cell for the card.")})
}

// turnsAt lists the rotations card c may be laid at on at, each once.
func turnsAt(legal []rrr.Action, c rrr.Card, at rrr.Coord) []uint8 {
	var out []uint8
	for _, a := range legal {
		if a.Kind == rrr.ActExplore && twin(rrr.Card(a.X), c) && a.At == at && !slices.Contains(out, a.Y) {
			out = append(out, a.Y)
		}
	}
	return out
}

// askFight builds a fight: the cards to discard for dice, a Double
// strike, the roll.
func (p *Play) askFight(st *rrr.State, legal []rrr.Action, ch *choice, q *asked) {
	add := func(o offer) { q.offers = append(q.offers, o) }
	dice := int(st.Fight.Corr)
	for _, c := range ch.cards {
		dice += c.Corridors()
	}
	dice = min(dice, rrr.MaxCombatDice)
	q.title = i18n.N(dice, "Fight: %d die", "Fight: %d dice", dice)
	q.text = i18n.T("Choose cards in your hand to discard: one combat die for each corridor on them, six at most. Keep at least one card. Then roll.")
	hand := st.Hands[st.Turn]
	for i := 0; i < hand.Len(); i++ {
		c := hand.Nth(i)
		chosen := slices.Contains(ch.cards, c)
		if !chosen && !p.diceAllowed(st, append(slices.Clone(ch.cards), c)) {
			continue
		}
		help := i18n.N(c.Corridors(), "Discard %s: %d die.", "Discard %s: %d dice.", rrr.CardWords(c), c.Corridors())
		if chosen {
			help = i18n.T("Keep this card.")
		}
		add(offer{kind: oCard, do: doToggle, card: c, help: help})
	}
	if dice > 0 {
		add(offer{kind: oButton, do: doRoll, label: i18n.N(dice, "Roll %d die", "Roll %d dice", dice), help: i18n.T("Discard the chosen cards and roll."), primary: true, pinned: true})
	}
	for _, a := range legal {
		if a.Kind == rrr.ActDouble {
			add(offer{kind: oButton, do: doStep, act: a, label: i18n.T("Double strike"), help: i18n.T("Discard the token: this fight's damage counts twice.")})
		}
	}
}

// diceAllowed reports whether cards may all be discarded for dice in the
// fight at st: played in the engine's order on a copy, each is legal.
func (p *Play) diceAllowed(st *rrr.State, cards []rrr.Card) bool {
	s := *st
	_, err := diceSteps(&s, cards)
	return err == nil
}

// diceSteps plays on s the steps that discard cards for dice, in the
// order the engine takes them (the lowest first, a twin for a twin), and
// returns them.
func diceSteps(s *rrr.State, cards []rrr.Card) ([]rrr.Action, error) {
	left := slices.Clone(cards)
	var out []rrr.Action
	var buf [rrr.MaxLegal]rrr.Action
	for len(left) > 0 {
		var pick rrr.Action
		k := -1
		for _, a := range s.Legal(buf[:0]) {
			if a.Kind != rrr.ActDice {
				continue
			}
			if i := slices.IndexFunc(left, func(c rrr.Card) bool { return twin(c, rrr.Card(a.X)) }); i >= 0 {
				pick, k = a, i
				break
			}
		}
		if k < 0 {
			return nil, i18n.Errorf("these cards cannot all be discarded for dice")
		}
		if err := s.Apply(pick); err != nil {
			return nil, err
		}
		out = append(out, pick)
		left = slices.Delete(left, k, k+1)
	}
	return out, nil
}

// askExit builds where the Exit goes: the cells next to an open corridor,
// then, where a cell has several, which one its corridor faces.
func (p *Play) askExit(st *rrr.State, legal []rrr.Action, ch *choice, q *asked) {
	add := func(o offer) { q.offers = append(q.offers, o) }
	q.title = i18n.T("The third exit mechanism: the Exit opens!")
	q.text = i18n.T("Click the cell where the Exit goes, against an open corridor. Far from the Crypt gives its Lord a long way to go.")
	def, hasDef := st.Default()
	var cells []rrr.Coord
	for _, a := range legal {
		if !slices.Contains(cells, a.At) {
			cells = append(cells, a.At)
		}
	}
	if ch.cell != rrr.NoCoord && slices.Contains(cells, ch.cell) {
		q.text = i18n.T("The cell meets several corridors: choose the one the Exit opens onto.")
		for _, a := range legal {
			if a.At == ch.cell {
				add(offer{kind: oButton, do: doStep, act: a, label: i18n.F("Corridor to the %s", sideWords(rrr.Side(a.Y)))})
			}
		}
		add(offer{kind: oButton, do: doBack, label: i18n.T("Another cell"), pinned: true})
		return
	}
	for _, at := range cells {
		n := 0
		var only rrr.Action
		for _, a := range legal {
			if a.At == at {
				n, only = n+1, a
			}
		}
		o := offer{kind: oCell, do: doCell, at: at, help: i18n.T("The Exit goes here.")}
		if n == 1 {
			o.do, o.act, o.primary = doStep, only, hasDef && only == def
		}
		add(o)
	}
}

// askLay builds the cards a Regroup's participant lays face down.
func (p *Play) askLay(st *rrr.State, legal []rrr.Action, cur int, ch *choice, q *asked) {
	add := func(o offer) { q.offers = append(q.offers, o) }
	q.title = i18n.F("%s: lay cards for the Regroup", p.name(cur))
	q.text = i18n.T("Choose up to two cards of your hand to lay face down; they are turned up with everyone's and shared out. Keep at least one.")
	hand := st.Hands[cur]
	for i := 0; i < hand.Len(); i++ {
		c := hand.Nth(i)
		chosen := slices.Contains(ch.cards, c)
		if !chosen && layAction(legal, append(slices.Clone(ch.cards), c)) == nil {
			continue
		}
		add(offer{kind: oCard, do: doToggle, card: c, help: i18n.F("Lay %s face down.", rrr.CardWords(c))})
	}
	n := len(ch.cards)
	label := i18n.T("Lay no card")
	if n > 0 {
		label = i18n.N(n, "Lay %d card face down", "Lay %d cards face down", n)
	}
	add(offer{kind: oButton, do: doLay, label: label, primary: true, pinned: true})
}

// layAction is the legal step laying cards face down, or nil.
func layAction(legal []rrr.Action, cards []rrr.Card) *rrr.Action {
	for _, a := range legal {
		if a.Kind != rrr.ActLay {
			continue
		}
		var laid []rrr.Card
		for _, c := range [2]rrr.Card{rrr.Card(a.X), rrr.Card(a.Y)} {
			if c != rrr.NoCard {
				laid = append(laid, c)
			}
		}
		if len(laid) != len(cards) {
			continue
		}
		switch len(laid) {
		case 0:
			return &a
		case 1:
			if twin(laid[0], cards[0]) {
				return &a
			}
		case 2:
			if twin(laid[0], cards[0]) && twin(laid[1], cards[1]) || twin(laid[0], cards[1]) && twin(laid[1], cards[0]) {
				return &a
			}
		}
	}
	return nil
}

// sideWords names a side of a room in the language shown.
func sideWords(d rrr.Side) string {
	return i18n.T([...]string{"north", "north-east", "south-east", "south", "south-west", "north-west"}[d%6])
}

// tokenShort names a token by its kind (and value).
func tokenShort(t rrr.Token) string {
	if t >= rrr.NumTokens {
		return i18n.T("a sarcophagus token")
	}
	info := t.Info()
	s := i18n.T(rrr.TokenNames[info.Kind].English)
	if info.Value > 0 {
		s += " " + string(rune('0'+info.Value))
	}
	return s
}
