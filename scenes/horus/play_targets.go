package horus

import (
	"fmt"
	"slices"
	"strings"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/scenes"
)

// targetKind is where a legal action is offered.
type targetKind uint8

const (
	tSquare targetKind = iota // a board square (move, jump)
	tWall                     // a sarcophagus or idol alcove
	tButton                   // a button in the prompt panel
	tDie                      // a die to select for a reroll
)

// target is one clickable offer built from State.Legal.
type target struct {
	kind  targetKind
	r     layout.Rect
	act   horus.Action
	label string
	help  string // what it would do, shown on hover
	die   int
	god   horus.God // the alcove of a lock to pick
	// page marks the prompt's page buttons, which offer no action of the
	// game: +1 shows the next page of buttons, -1 the previous one.
	page int
}

// inputTargets are the targets as the focus moves over them: on the
// board wherever they are (the camera follows the focus), in the prompt
// unless a drawer covers it.
func (p *Play) inputTargets() []input.Target {
	ts := make([]input.Target, len(p.targets))
	for i, t := range p.targets {
		ts[i] = input.Target{Rect: t.r, ID: i, Enabled: t.kind != tButton || p.drawer.kind == drawerNone}
	}
	return ts
}

// hitTargets are the targets as the pointer finds them: a board target
// only where the view shows it.
func (p *Play) hitTargets() []input.Target {
	ts := p.inputTargets()
	for i, t := range p.targets {
		if t.kind == tSquare || t.kind == tWall {
			ts[i].Rect = t.r.Intersect(p.lay.View)
			ts[i].Enabled = ts[i].Enabled && ts[i].Rect.W > 0
		}
	}
	return ts
}

// onBoard is where target t lies on the board laid out as l (the screen,
// or the board's own layer while the zoom eases), for a square or a wall
// slot; false for anything else.
func (t target) onBoard(l *layout.Play) (layout.Rect, bool) {
	switch t.kind {
	case tSquare:
		return l.Square(horus.Square(t.act.A)), true
	case tWall:
		if t.act.Kind == horus.ActPick {
			return l.Alcove(t.god), true
		}
		return l.Sarcophagus(horus.Square(t.act.A).Sarcophagus()), true
	}
	return layout.Rect{}, false
}

// buildTargets lists every legal action of the acting human as something
// to click: squares, wall slots and mummies on the board, dice, and
// buttons in the prompt panel. Only actions from State.Legal are offered.
func (p *Play) buildTargets(cur int) {
	if p.builtFor == p.steps() && p.builtCam == p.cam.Shown {
		return
	}
	p.builtFor, p.builtCam = p.steps(), p.cam.Shown
	p.hover = -1 // an index into the old list: the next update finds the pointer's offer again
	if k := p.pageKey(cur); k != p.pageFor {
		p.page, p.pageFor = 0, k
	}
	p.legal = p.m.State.Legal(p.legal[:0])
	p.targets = p.targets[:0]
	var btns []target
	rerolls := false
	me := p.obs.Players[cur]
	for _, a := range p.legal {
		switch a.Kind {
		case horus.ActMove, horus.ActJump:
			q := horus.Square(a.A)
			p.targets = append(p.targets, target{kind: tSquare, r: p.lay.Square(q), act: a, label: a.String(), help: p.moveHelp(a, q)})
		case horus.ActOpen, horus.ActTake:
			i := horus.Square(a.A).Sarcophagus()
			t := target{kind: tWall, r: p.lay.Sarcophagus(i), act: a}
			if a.Kind == horus.ActOpen {
				t.label, t.help = i18n.T("Open sarcophagus"), i18n.T("Open the sarcophagus beside you (1 action): its treasure is turned face up for all to see.")
			} else {
				c := p.obs.Sarcophagi[i].Card
				t.label, t.help = i18n.T("Take treasure"), i18n.F("Take %s from the open sarcophagus (1 action).", horus.CardName(c))+fullHand(me)
			}
			p.targets = append(p.targets, t)
			btns = append(btns, t)
		case horus.ActPick:
			g, _ := me.Square.Alcove()
			t := target{kind: tWall, r: p.lay.Alcove(g), act: a, god: g, label: i18n.T("Pick the lock"),
				help: i18n.F("Try the %s idol's lock (1 action): roll the five dice; you need every number from 1 to %d.", g, g.LockTop())}
			if me.Count >= horus.MaxCards {
				t.help += " " + i18n.F("You hold %d cards: if the lock opens, you first discard one of them to make room for the idol.", me.Count)
			}
			p.targets = append(p.targets, t)
			btns = append(btns, t)
		case horus.ActReroll:
			rerolls = true
		case horus.ActAbility:
			// a mummy to shoot may stand on a square one can also move to,
			// so shooting is a button; hovering it marks the mummy
			btns = append(btns, p.abilityTarget(a))
		default:
			btns = append(btns, p.buttonTarget(a, cur))
		}
	}
	if rerolls {
		for d := 0; d < int(horus.NumDice); d++ {
			p.targets = append(p.targets, target{kind: tDie, r: p.lay.Dice[d], die: d, label: "die " + horus.Die(d).String(),
				help: i18n.F("Select the %s die to reroll it (choose it again to keep it).", horus.DieWord(horus.Die(d)))})
		}
		if p.selDice != 0 {
			a := horus.Action{Kind: horus.ActReroll, A: p.selDice}
			n := popcount(p.selDice)
			btns = append([]target{{kind: tButton, act: a, label: i18n.N(n, "Reroll %d die", "Reroll %d dice", n),
				help: i18n.T("Reroll the selected dice (1 action).")}}, btns...)
		}
	}
	p.placeButtons(btns)
}

func popcount(m uint8) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

// pageKey says which decision the prompt's page belongs to: the page on
// show is kept while the same player goes on deciding the same thing
// (discarding one card after another in phase 1, say), so they are not
// sent back to the first page after every step; a new turn, phase or
// demand starts on the first page.
type pageKey struct {
	seat         int
	round, phase uint8
	must         horus.Must
}

func (p *Play) pageKey(cur int) pageKey {
	return pageKey{seat: cur, round: p.obs.Round, phase: uint8(p.obs.Phase), must: p.obs.Must}
}

// placeButtons flows the buttons into the prompt panel below its text,
// page by page when they do not all fit (see pageButtons); p.targets
// gets the page on show.
func (p *Play) placeButtons(btns []target) {
	p.pages = p.pageButtons(btns)
	p.page = max(0, min(p.page, len(p.pages)-1))
	p.targets = append(p.targets, p.pages[p.page]...)
}

// pageButtons lays the prompt's buttons out in the panel through the
// shared prompt pages (scenes.PromptPages). The panel holds about three
// rows, and a player in phase 1 with a Bag, treasures and equipment can
// have a dozen free actions, longer still in Polish or at a larger text
// size: none is dropped (the last of them is End, without which the turn
// cannot finish), the rest go to further pages behind "More…" and
// "Back", and End and the chosen reroll, the steps that finish or go on
// with the turn, come first on every page.
func (p *Play) pageButtons(btns []target) [][]target {
	u := p.lay.U
	_, body, _ := p.promptWords(p.m.State.Current(), p.device)
	area := p.parts(body).buttons
	offers := make([]scenes.Offer, len(btns))
	for i, b := range btns {
		offers[i] = scenes.Offer{Label: b.label, Pinned: b.act.Kind == horus.ActEnd || b.act.Kind == horus.ActReroll}
	}
	var pages [][]target
	for _, placed := range scenes.PromptPages(offers, area, p.fonts.Small, u) {
		page := make([]target, len(placed))
		for i, pl := range placed {
			switch pl.Offer {
			case scenes.NextPage:
				page[i] = target{page: 1, label: i18n.T("More…"), help: pl.Help}
			case scenes.PrevPage:
				page[i] = target{page: -1, label: i18n.T("Back"), help: pl.Help}
			default:
				page[i] = btns[pl.Offer]
			}
			page[i].kind, page[i].r = tButton, pl.Rect
		}
		pages = append(pages, page)
	}
	return pages
}

// turnPage shows the next (d = 1) or previous (d = -1) page of the
// prompt's buttons. A keyboard or controller player's focus stays on the
// page button, so that pressing again pages on, or moves to the other
// page button at the last or first page; a mouse player's focus is left
// alone, so Enter keeps playing the highlighted next step.
func (p *Play) turnPage(d, cur int) {
	p.page = max(0, min(p.page+d, len(p.pages)-1))
	p.builtFor = -1
	p.buildTargets(cur)
	c := &p.ctl
	if _, ok := c.focus.On(); !ok {
		return
	}
	same, other := -1, -1
	for i, t := range p.targets {
		switch {
		case t.page == d:
			same = i
		case t.page != 0:
			other = i
		}
	}
	c.focus.At = same
	if same < 0 {
		c.focus.At = other
	}
	c.focus.Remember(offerKeys(p.targets))
}

// offer finds the target of this step that match accepts (a die never),
// turning the prompt to the page that holds it, or -1 when none does.
// The shortcuts and the hint use it, so an action on another page is as
// near as one on show.
func (p *Play) offer(cur int, match func(target) bool) int {
	for k := -1; k < len(p.pages); k++ {
		if k >= 0 {
			if k == p.page || !slices.ContainsFunc(p.pages[k], func(t target) bool { return t.page == 0 && match(t) }) {
				continue
			}
			p.page, p.builtFor = k, -1
			p.buildTargets(cur)
		}
		for i, t := range p.targets {
			if t.kind != tDie && t.page == 0 && match(t) {
				return i
			}
		}
	}
	return -1
}

func (p *Play) moveHelp(a horus.Action, q horus.Square) string {
	var b strings.Builder
	if a.Kind == horus.ActJump {
		b.WriteString(i18n.F("Jump to %s (free, but the block wounds you unless you dodged)", q))
	} else {
		b.WriteString(i18n.F("Move to %s (1 action)", q))
	}
	switch q.Region() {
	case horus.RegionEntrance:
		b.WriteString(i18n.T(": you leave the pyramid for good and keep what you carry."))
		return b.String()
	case horus.RegionNest, horus.RegionSand, horus.RegionPond:
		b.WriteString(i18n.F(", into the %s", i18n.T(q.Region().String())))
		if n := q.Block(); n != 0 {
			b.WriteString(i18n.F(" (block %d falls here)", n))
		}
	default:
		b.WriteString(i18n.F(", into the %s", i18n.T(q.Region().String())))
	}
	for m := 0; m < int(p.obs.NMummy); m++ {
		if p.obs.Mummies[m].Square == q && !p.obs.Mummies[m].Fallen {
			b.WriteString(i18n.T(". A mummy stands there: it will wound you"))
			break
		}
	}
	b.WriteString(".")
	return b.String()
}

// fullHand warns, in the help of an action that brings a card, that a
// seat at the 12-card limit first discards to make room for it ("" below
// the limit).
func fullHand(me horus.SeatView) string {
	if me.Count < horus.MaxCards {
		return ""
	}
	return " " + i18n.F("You hold %d cards: you first discard one of them to make room.", me.Count)
}

func (p *Play) abilityTarget(a horus.Action) target {
	ab := horus.Ability(a.A)
	t := target{kind: tButton, act: a, label: horus.AbilityTitle(ab), help: i18n.F("%s (once per game, free): %s.", horus.AbilityTitle(ab), i18n.T(abilityHelp[ab]))}
	switch ab {
	case horus.AbilityShoot:
		m := int(a.B)
		t.label = i18n.F("Shoot %s", horus.MummyWords(m, int(p.obs.Mummies[m].From), seatNames(&p.obs, p.people())))
	case horus.AbilityReflexes, horus.AbilitySwimming:
		t.label = i18n.F("Use %s", horus.AbilityTitle(ab))
	case horus.AbilityDodge:
		t.label = i18n.T("Dodge (no wound)")
	}
	return t
}

func (p *Play) buttonTarget(a horus.Action, cur int) target {
	t := target{kind: tButton, act: a}
	switch a.Kind {
	case horus.ActSearch:
		d, _ := horus.DeckOf(p.obs.Players[cur].Square.Region())
		t.label = i18n.T("Search")
		t.help = i18n.F("Search the %s deck (1 action, %d cards left): you may find treasure, equipment... or a wound.", horus.DeckName(d), p.obs.DeckCount[d]) + fullHand(p.obs.Players[cur])
	case horus.ActUse:
		c, target := horus.CardID(a.A), horus.CardID(a.B)
		switch c.Info().Kind {
		case horus.KindAntidote, horus.KindMedikit:
			if target == horus.NoCard {
				t.label = i18n.T("Medi-kit: Block wound")
				t.help = i18n.T("Use the Medi-kit (free) to heal a Block wound.")
			} else {
				t.label = fmt.Sprintf("%s: %s", horus.KindLabel(c.Info().Kind), horus.KindLabel(target.Info().Kind))
				t.help = i18n.F("Use the %s (free) to heal the %s.", horus.KindLabel(c.Info().Kind), horus.CardName(target))
			}
		case horus.KindBag:
			t.label = i18n.F("Bag: %s", horus.CardName(target))
			t.help = i18n.F("Put %s in a Bag (free): the Bag and up to two treasures count as one card.", horus.CardName(target))
		case horus.KindCrowbar:
			t.label = i18n.T("Use Crowbar")
			t.help = i18n.T("Use the Crowbar (free, discarded): it fills the one missing number and you take the idol.")
		case horus.KindUdjat:
			t.label = i18n.T("Use Udjat")
			t.help = i18n.T("Use the Udjat (free, discarded): look at the next stone block in secret, then keep it or swap it.")
		}
	case horus.ActDiscard:
		t.label = i18n.F("Discard %s", horus.CardName(horus.CardID(a.A)))
		t.help = i18n.F("Discard %s for good (free): fewer cards, lower Wound and Load Level.", horus.CardName(horus.CardID(a.A)))
	case horus.ActKeep:
		t.label, t.help = i18n.T("Keep it"), i18n.T("Keep the block you saw: it falls at the end of this round.")
	case horus.ActSwap:
		t.label, t.help = i18n.T("Swap it"), i18n.T("Put the block back and set aside another one, unseen.")
	case horus.ActPass:
		t.label, t.help = i18n.T("Pass (take the wound)"), i18n.T("Do not use your ability now: keep the wound card.")
	case horus.ActEnd:
		if p.obs.Phase == horus.PhaseAdjust {
			t.label, t.help = i18n.T("Done"), i18n.T("Finish adjusting your cards for this round.")
		} else {
			t.label = i18n.T("End turn")
			t.help = i18n.T("End your turn.")
			if n := p.obs.Players[cur].Actions; n > 0 {
				t.help = i18n.N(int(n), "End your turn now, giving up %d action.", "End your turn now, giving up %d actions.", n)
			}
		}
	default:
		t.label, t.help = a.String(), a.String()
	}
	return t
}

// prompt tells the acting human what is asked of them, naming the
// device they use: a click, a tap, the keys or the controller's buttons.
func (p *Play) prompt(cur int, dev input.Device) string {
	o := &p.obs
	me := o.Players[cur]
	switch {
	case o.Must == horus.MustDiscard:
		// The 12-card limit: the discard comes before the card it makes
		// room for, which is not in the hand yet.
		switch {
		case o.Drawing:
			return i18n.F("You hold %d cards, the most you may carry: discard a treasure, idol or equipment card to make room, then you draw.", me.Count)
		case o.MustCard != horus.NoCard:
			return i18n.F("You hold %d cards, the most you may carry: discard a treasure, idol or equipment card to make room for %s.", me.Count, horus.CardName(o.MustCard))
		}
		return i18n.F("You hold %d cards, the most you may carry: discard a treasure, idol or equipment card to make room for the wound card.", me.Count)
	case o.Must == horus.MustReact:
		ab := horus.AbilityTitle(horus.AbilityReflexes)
		if o.MustCard != horus.NoCard && o.MustCard.Info().Kind == horus.KindCrocodile {
			ab = horus.AbilityTitle(horus.AbilitySwimming)
		}
		return i18n.F("You drew %s. Use %s to throw it away, or pass and keep the wound.", horus.CardName(o.MustCard), ab)
	case o.Must == horus.MustPeek:
		if o.SetAsideBlock != 0 {
			return i18n.F("You see stone block %d: it would fall on %s. Keep it for phase 5, or swap it for another, unseen.", o.SetAsideBlock, horus.BlockSquare(int(o.SetAsideBlock)))
		}
		return i18n.T("Keep the stone block you saw for phase 5, or swap it for another, unseen.")
	case o.JumpMask != 0:
		return i18n.F("A stone block is falling on %s!", me.Square) + " " + p.choose(dev, chooseJump)
	case o.Phase == horus.PhaseAdjust:
		return i18n.T("Phase 1: before the roll you may discard cards, heal, fill a Bag or use Stamina. Fewer cards mean a lower WLL and more actions.")
	case o.Lock.Active && me.Actions == 0:
		return i18n.F("Picking the %s lock: you need every number from 1 to %d, and you have no action left to reroll. Fill a missing number with a Crowbar or Lockpicking if you can, or end your turn.", o.Lock.God, o.Lock.God.LockTop())
	case o.Lock.Active:
		return i18n.N(int(me.Actions), "Picking the %s lock: you need every number from 1 to %d (%d action left).", "Picking the %s lock: you need every number from 1 to %d (%d actions left).",
			o.Lock.God, o.Lock.God.LockTop(), me.Actions) + " " + p.choose(dev, chooseDice)
	case me.Actions > 0:
		return i18n.N(int(me.Actions), "Your turn: %d action left.", "Your turn: %d actions left.", me.Actions) + " " + p.choose(dev, chooseMove)
	}
	return i18n.T("No actions left: use a free action or end your turn.")
}

// What the player chooses on the board, to be said for their device.
const (
	chooseMove = iota // a square to move to, or an action
	chooseJump        // a square to jump to
	chooseDice        // dice to reroll
)

// choose says how to choose what, with the device dev: a click, a tap,
// the arrows and Enter, or the d-pad and the confirm button.
func (p *Play) choose(dev input.Device, what int) string {
	ok, _ := scenes.ConfirmBack(p.settings)
	switch what {
	case chooseJump:
		switch dev {
		case input.Touch:
			return i18n.T("Tap a free square next to you to jump (free, but it wounds).")
		case input.Keyboard:
			return i18n.T("Choose a free square next to you with the arrows and press Enter to jump (free, but it wounds).")
		case input.Gamepad:
			return i18n.F("Choose a free square next to you with the d-pad and press %s to jump (free, but it wounds).", ok)
		}
		return i18n.T("Click a free square next to you to jump (free, but it wounds).")
	case chooseDice:
		switch dev {
		case input.Touch:
			return i18n.T("Tap dice to select them, then reroll; or end your turn.")
		case input.Keyboard:
			return i18n.T("Select dice with the arrows and Enter, then reroll; or end your turn.")
		case input.Gamepad:
			return i18n.F("Select dice with the d-pad and %s, then reroll; or end your turn.", ok)
		}
		return i18n.T("Click dice to select them, then reroll; or end your turn.")
	}
	switch dev {
	case input.Touch:
		return i18n.T("Tap a glowing square to move there, or choose an action below.")
	case input.Keyboard:
		return i18n.T("Choose a glowing square with the arrows and press Enter to move there, or choose an action below.")
	case input.Gamepad:
		return i18n.F("Choose a glowing square with the d-pad and press %s to move there, or choose an action below.", ok)
	}
	return i18n.T("Click a glowing square to move there, or choose an action below.")
}
