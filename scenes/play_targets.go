package scenes

import (
	"fmt"
	"strings"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/game"
	"github.com/pyramid-studio/pyramid/render"
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
	act   game.Action
	label string
	help  string // what it would do, shown on hover
	die   int
}

func (p *Play) inputTargets() []input.Target {
	ts := make([]input.Target, len(p.targets))
	for i, t := range p.targets {
		ts[i] = input.Target{Rect: t.r, ID: i, Enabled: true}
	}
	return ts
}

// buildTargets lists every legal action of the acting human as something
// to click: squares, wall slots and mummies on the board, dice, and
// buttons in the prompt panel. Only actions from State.Legal are offered.
func (p *Play) buildTargets(cur int) {
	if p.builtFor == p.steps() {
		return
	}
	p.builtFor = p.steps()
	p.legal = p.m.State.Legal(p.legal[:0])
	p.targets = p.targets[:0]
	var btns []target
	rerolls := false
	me := p.obs.Players[cur]
	for _, a := range p.legal {
		switch a.Kind {
		case game.ActMove, game.ActJump:
			q := game.Square(a.A)
			p.targets = append(p.targets, target{kind: tSquare, r: p.lay.Square(q), act: a, label: a.String(), help: p.moveHelp(a, q)})
		case game.ActOpen, game.ActTake:
			i := game.Square(a.A).Sarcophagus()
			t := target{kind: tWall, r: p.lay.Sarcophagus(i), act: a}
			if a.Kind == game.ActOpen {
				t.label, t.help = "Open sarcophagus", "Open the sarcophagus beside you (1 action): its treasure is turned face up for all to see."
			} else {
				c := p.obs.Sarcophagi[i].Card
				t.label, t.help = "Take treasure", fmt.Sprintf("Take %s from the open sarcophagus (1 action).", cardName(c))
			}
			p.targets = append(p.targets, t)
			btns = append(btns, t)
		case game.ActPick:
			g, _ := me.Square.Alcove()
			t := target{kind: tWall, r: p.lay.Alcove(g), act: a, label: "Pick the lock",
				help: fmt.Sprintf("Try the %s idol's lock (1 action): roll the five dice; you need every number from 1 to %d.", g, g.LockTop())}
			p.targets = append(p.targets, t)
			btns = append(btns, t)
		case game.ActReroll:
			rerolls = true
		case game.ActAbility:
			// a mummy to shoot may stand on a square one can also move to,
			// so shooting is a button; hovering it marks the mummy
			btns = append(btns, p.abilityTarget(a))
		default:
			btns = append(btns, p.buttonTarget(a, cur))
		}
	}
	if rerolls {
		for d := 0; d < int(game.NumDice); d++ {
			p.targets = append(p.targets, target{kind: tDie, r: p.lay.Dice[d], die: d, label: "die " + game.Die(d).String(),
				help: fmt.Sprintf("Select the %s die to reroll it (click again to keep it).", game.Die(d))})
		}
		if p.selDice != 0 {
			a := game.Action{Kind: game.ActReroll, A: p.selDice}
			n := popcount(p.selDice)
			btns = append([]target{{kind: tButton, act: a, label: fmt.Sprintf("Reroll %d %s", n, map[bool]string{true: "die", false: "dice"}[n == 1]),
				help: "Reroll the selected dice (1 action)."}}, btns...)
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

// placeButtons flows the buttons into the prompt panel below its text.
func (p *Play) placeButtons(btns []target) {
	u := p.lay.U
	area := layout.Rect{X: p.lay.Prompt.X + 10*u, Y: p.lay.Prompt.Y + 66*u, W: p.lay.Prompt.W - 20*u, H: p.lay.Prompt.H - 92*u}
	face := p.fonts.Small
	widths := make([]float64, len(btns))
	for i, b := range btns {
		widths[i] = render.Width(b.label, face) + 22*u
	}
	rs, n := layout.Flow(area, widths, 26*u, 6*u)
	for i := 0; i < n; i++ {
		b := btns[i]
		b.kind, b.r = tButton, rs[i]
		p.targets = append(p.targets, b)
	}
}

func (p *Play) moveHelp(a game.Action, q game.Square) string {
	var b strings.Builder
	if a.Kind == game.ActJump {
		fmt.Fprintf(&b, "Jump to %s (free, but the block wounds you unless you dodged)", q)
	} else {
		fmt.Fprintf(&b, "Move to %s (1 action)", q)
	}
	switch q.Region() {
	case game.RegionEntrance:
		b.WriteString(": you leave the pyramid for good and keep what you carry.")
		return b.String()
	case game.RegionNest, game.RegionSand, game.RegionPond:
		fmt.Fprintf(&b, ", into the %s", q.Region())
		if n := q.Block(); n != 0 {
			fmt.Fprintf(&b, " (block %d falls here)", n)
		}
	default:
		fmt.Fprintf(&b, ", into the %s", q.Region())
	}
	for m := 0; m < int(p.obs.NMummy); m++ {
		if p.obs.Mummies[m].Square == q && !p.obs.Mummies[m].Fallen {
			b.WriteString(". A mummy stands there: it will wound you")
			break
		}
	}
	b.WriteString(".")
	return b.String()
}

func (p *Play) abilityTarget(a game.Action) target {
	ab := game.Ability(a.A)
	t := target{kind: tButton, act: a, label: abilityTitle(ab), help: abilityTitle(ab) + " (once per game, free): " + abilityHelp[ab] + "."}
	switch ab {
	case game.AbilityShoot:
		n := names{o: &p.obs}
		t.label = "Shoot " + n.mummy(int(a.B))
	case game.AbilityReflexes, game.AbilitySwimming:
		t.label = "Use " + abilityTitle(ab)
	case game.AbilityDodge:
		t.label = "Dodge (no wound)"
	}
	return t
}

func (p *Play) buttonTarget(a game.Action, cur int) target {
	t := target{kind: tButton, act: a}
	switch a.Kind {
	case game.ActSearch:
		q := p.obs.Players[cur].Square
		d := 0
		switch q.Region() {
		case game.RegionSand:
			d = 1
		case game.RegionPond:
			d = 2
		}
		t.label = "Search"
		t.help = fmt.Sprintf("Search the %s deck (1 action, %d cards left): you may find treasure, equipment... or a wound.", deckNames[d], p.obs.DeckCount[d])
	case game.ActUse:
		c, target := game.CardID(a.A), game.CardID(a.B)
		switch c.Info().Kind {
		case game.KindAntidote, game.KindMedikit:
			if target == game.NoCard {
				t.label = "Medi-kit: Block wound"
				t.help = "Use the Medi-kit (free) to heal a Block wound."
			} else {
				t.label = fmt.Sprintf("%s: %s", kindLabels[c.Info().Kind], kindLabels[target.Info().Kind])
				t.help = fmt.Sprintf("Use the %s (free) to heal the %s.", kindLabels[c.Info().Kind], cardName(target))
			}
		case game.KindBag:
			t.label = "Bag: " + cardName(target)
			t.help = fmt.Sprintf("Put %s in a Bag (free): the Bag and up to two treasures count as one card.", cardName(target))
		case game.KindCrowbar:
			t.label = "Use Crowbar"
			t.help = "Use the Crowbar (free, discarded): it fills the one missing number and you take the idol."
		case game.KindUdjat:
			t.label = "Use Udjat"
			t.help = "Use the Udjat (free, discarded): look at the next stone block in secret, then keep it or swap it."
		}
	case game.ActDiscard:
		t.label = "Discard " + cardName(game.CardID(a.A))
		t.help = fmt.Sprintf("Discard %s for good (free): fewer cards, lower Wound and Load Level.", cardName(game.CardID(a.A)))
	case game.ActKeep:
		t.label, t.help = "Keep it", "Keep the block you saw: it falls at the end of this round."
	case game.ActSwap:
		t.label, t.help = "Swap it", "Put the block back and set aside another one, unseen."
	case game.ActPass:
		t.label, t.help = "Pass (take the wound)", "Do not use your ability now: keep the wound card."
	case game.ActEnd:
		if p.obs.Phase == game.PhaseAdjust {
			t.label, t.help = "Done", "Finish adjusting your cards for this round."
		} else {
			t.label = "End turn"
			t.help = "End your turn."
			if n := p.obs.Players[cur].Actions; n > 0 {
				t.help = fmt.Sprintf("End your turn now, giving up %d action%s.", n, plural(int(n)))
			}
		}
	default:
		t.label, t.help = a.String(), a.String()
	}
	return t
}

// prompt tells the acting human what is asked of them.
func (p *Play) prompt(cur int) string {
	o := &p.obs
	me := o.Players[cur]
	switch {
	case o.Must == game.MustDiscard:
		return fmt.Sprintf("You hold more than %d cards: discard a treasure, idol or equipment card.", game.MaxCards)
	case o.Must == game.MustReact:
		ab := "Reflexes"
		if o.MustCard != game.NoCard && o.MustCard.Info().Kind == game.KindCrocodile {
			ab = "Swimming"
		}
		return fmt.Sprintf("You drew %s. Use %s to throw it away, or pass and keep the wound.", cardName(o.MustCard), ab)
	case o.Must == game.MustPeek:
		if o.SetAsideBlock != 0 {
			return fmt.Sprintf("You see stone block %d: it would fall on %s. Keep it for phase 5, or swap it for another, unseen.", o.SetAsideBlock, game.BlockSquare(int(o.SetAsideBlock)))
		}
		return "Keep the stone block you saw for phase 5, or swap it for another, unseen."
	case o.JumpMask != 0:
		return fmt.Sprintf("A stone block is falling on %s! Click a free square next to you to jump (free, but it wounds).", me.Square)
	case o.Phase == game.PhaseAdjust:
		return "Phase 1: before the roll you may discard cards, heal, fill a Bag or use Stamina. Fewer cards mean a lower WLL and more actions."
	case o.Lock.Active:
		return fmt.Sprintf("Picking the %s lock: you need every number from 1 to %d (%d action%s left). Click dice to select them, then reroll; or end your turn.",
			o.Lock.God, o.Lock.God.LockTop(), me.Actions, plural(int(me.Actions)))
	case me.Actions > 0:
		return fmt.Sprintf("Your turn: %d action%s left. Click a glowing square to move there, or choose an action below.", me.Actions, plural(int(me.Actions)))
	}
	return "No actions left: use a free action or end your turn."
}
