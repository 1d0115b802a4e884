package horus

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/i18n"
)

// settle finishes the animations so the scene takes input.
func settle(p *Play) {
	for i := 0; i < 10000 && p.world.Busy(); i++ {
		p.world.Tick()
	}
	p.wait = 0
}

// lastStepRolled reports whether the last step rolled a die.
func lastStepRolled(p *Play) bool {
	es := p.s.Entries()
	for i := len(es) - 1; i >= 0 && es[i].Step == es[len(es)-1].Step; i-- {
		if es[i].Event.(horus.Event).Kind == horus.EvDieRolled {
			return true
		}
	}
	return false
}

func clickAt(p *Play, st *settings.Settings, r [2]float64) bool {
	ctx := sceneCtx(nil, st, input.Intent{Kind: input.Click, X: r[0], Y: r[1]})
	return p.updateUndo(ctx)
}

func TestUndoButtonSaysWhyAfterADieRoll(t *testing.T) {
	p := newTestPlay(t, 5, 1280, 720, false)
	st := settings.Defaults()
	r := rand.New(rand.NewPCG(5, 9))
	rolled, undone := false, false
	for toHuman(p, r) && !(rolled && undone) {
		settle(p)
		legal := p.m.State.Legal(nil)
		var reroll, move *horus.Action
		for i := range legal {
			switch legal[i].Kind {
			case horus.ActReroll:
				reroll = &legal[i]
			case horus.ActMove:
				move = &legal[i]
			}
		}
		switch {
		case !rolled && (reroll != nil || lastStepRolled(p)):
			if !lastStepRolled(p) {
				if err := p.apply(*reroll); err != nil {
					t.Fatal(err)
				}
				for p.m.State.IsChance() {
					if err := p.chance(); err != nil {
						t.Fatal(err)
					}
				}
				if p.m.State.Current() != 0 {
					continue
				}
			}
			settle(p)
			undo, _ := p.undoButtons()
			if !strings.Contains(undo.why, "the dice have been rolled since") {
				t.Fatalf("after a roll of the dice, Undo says %q", undo.why)
			}
			// the reason is worded when shown, in the language of the
			// screen, not kept in the English of the session
			lang := i18n.Current()
			i18n.Set(i18n.Polish)
			pl, _ := p.undoButtons()
			i18n.Set(lang)
			if pl.why != "Nie można cofnąć: od tego czasu rzucono kośćmi." {
				t.Fatalf("after a roll of the dice, the Polish Undo says %q", pl.why)
			}
			before := p.m.State
			x, y := undo.r.Center()
			if !clickAt(p, &st, [2]float64{x, y}) || p.m.State != before || p.message != undo.why {
				t.Fatalf("clicking the disabled Undo: state changed or message %q", p.message)
			}
			if p.updateUndo(sceneCtx(nil, &st, input.Intent{Kind: input.Undo})); p.m.State != before {
				t.Fatal("Ctrl+Z changed the position after a roll")
			}
			rolled = true
			p.message = ""
			continue
		case !undone && move != nil && p.s.CanUndo() != nil:
			before, steps := p.m.State, p.steps()
			if err := p.apply(*move); err != nil {
				t.Fatal(err)
			}
			if p.m.State.Current() != 0 {
				continue // the move ended the turn
			}
			settle(p)
			undo, redo := p.undoButtons()
			if undo.why != "" || redo.why == "" {
				t.Fatalf("after a move: undo %q, redo %q", undo.why, redo.why)
			}
			after := p.m.State
			x, y := undo.r.Center()
			if !clickAt(p, &st, [2]float64{x, y}) {
				t.Fatal("the Undo click was not taken")
			}
			if p.m.State != before || p.steps() != steps || stateOf(p.s) != before {
				t.Fatal("Undo did not put the position back")
			}
			if got := len(p.events); got != len(p.s.Entries()) {
				t.Fatalf("the log has %d events, the session %d", got, len(p.s.Entries()))
			}
			settle(p)
			if !p.updateUndo(sceneCtx(nil, &st, input.Intent{Kind: input.Redo})) || p.m.State != after {
				t.Fatal("Ctrl+Y did not play the step again")
			}
			settle(p)
			if !p.updateUndo(sceneCtx(nil, &st, input.Intent{Kind: input.Undo})) || p.m.State != before {
				t.Fatal("Ctrl+Z did not take the step back")
			}
			undone = true
		default:
			if err := p.apply(adventurous(legal, r)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if !rolled || !undone {
		t.Fatalf("the game never got there: reroll checked %v, undo checked %v", rolled, undone)
	}
}

func TestUndoIsRefusedWhileAComputerPlays(t *testing.T) {
	p := newTestPlay(t, 6, 1280, 720, false)
	for i := 0; i < 1000 && p.m.State.Current() < 1 && !p.m.State.IsOver(); i++ {
		if p.m.State.IsChance() {
			_ = p.chance()
			continue
		}
		_ = p.apply(p.m.State.Legal(nil)[0])
	}
	undo, _ := p.undoButtons()
	if !strings.Contains(undo.why, "not your") {
		t.Fatalf("while seat %d plays, Undo says %q", p.m.State.Current(), undo.why)
	}
}
