package pengqueen

import (
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
)

// Hints, for a hunter and for the Mummy: what the game's strongest
// computer would do in the person's place, and why (Game.Explain),
// decided from that seat's observation only (Session.Hint). It is worked
// out off the UI thread, as a computer's move is: the screen says it is
// looking and goes on drawing, and an answer for a step already played
// is dropped. The Mummy's hint also shades, until her next step, every
// square each hunter may be on (the Sight of her observation): where the
// hunters can be.

// hintState is the hint asked for and on show.
type hintState struct {
	asking *hintAsk
	at     int // the step the hint on show is for; -1: none
	step   string
	sight  bool // shade where the hunters may be (the Mummy's hint)
}

// hintAsk is a hint on its way, for step at.
type hintAsk struct {
	at int
	ch chan hintAnswer
}

// hintAnswer is the computer's suggestion: a step and why, or why none.
type hintAnswer struct {
	step   string
	reason table.Reason
	err    error
}

// usable reports whether the prompt offers a hint: to a person deciding,
// when the game has a computer to ask.
func (h *hintState) usable() bool { return table.ComputerOf(pq.GameID) != nil }

// askHint starts working out a hint for the person to act; pollHint
// shows it when it comes. Asking again while one is on its way does
// nothing.
func (p *Play) askHint() {
	at := p.s.Steps()
	if p.hint.asking != nil && p.hint.asking.at == at {
		return
	}
	work, err := p.s.Hint()
	if err != nil {
		p.prompt.note = err.Error()
		return
	}
	ask := &hintAsk{at: at, ch: make(chan hintAnswer, 1)}
	ctx := p.turns.Context()
	go func() {
		step, reason, err := work(ctx)
		ask.ch <- hintAnswer{step, reason, err}
	}()
	p.hint.asking = ask
	p.prompt.note = i18n.T("Looking for a hint…")
}

// pollHint shows the hint once it has come, if the game is still at the
// step it was asked at.
func (p *Play) pollHint() {
	h := &p.hint
	if h.asking == nil {
		return
	}
	select {
	case a := <-h.asking.ch:
		at := h.asking.at
		h.asking = nil
		if at == p.s.Steps() {
			p.showHint(a)
		}
	default:
	}
}

// showHint chooses the hinted die and square for a hunter (so the button
// announces it), or puts the focus on the Mummy's hinted step, and says
// why in the game's words.
func (p *Play) showHint(a hintAnswer) {
	if a.err != nil {
		p.prompt.note = a.err.Error()
		return
	}
	h := &p.hint
	h.at, h.step = p.s.Steps(), a.step
	why := pq.Game.Explain(a.reason, p.who)
	var st pq.State
	act, _ := st.ParseStep(a.step)
	// with other hunters at the screen and the hand face down, the hint
	// names no card: they may watch the hunters' side, not this hand
	secret := p.handSecret()
	if secret && (a.reason.Code == pq.ReasonTowardColour || a.reason.Code == pq.ReasonShowCard || a.reason.Code == pq.ReasonHoldCard) {
		why = ""
	}
	name := a.step
	switch act.Kind {
	case pq.ActMove:
		p.prompt.face, p.prompt.dest = pq.Face(act.A), pq.Square(act.B)
		name = i18n.F("announce “%s” and move to %s", faceName(pq.Face(act.A)), pq.Square(act.B))
	case pq.ActRoll:
		name = i18n.T("roll the dice")
	case pq.ActReset:
		name = i18n.T("reset the dice")
	case pq.ActEnd:
		name = i18n.T("end the turn")
	case pq.ActShow:
		name = i18n.F("show the %s (open your hand and pick it)", pq.CardName(pq.Card(act.A)))
		if secret {
			name = i18n.T("show the treasure you stand on (open your hand and pick it)")
		}
	case pq.ActStep:
		name = i18n.F("step %s", dirName(pq.Dir(act.A)))
	case pq.ActStop:
		name = i18n.T("stop here")
	}
	h.sight = p.s.Current() == pq.MummySeat
	p.prompt.stale()
	p.buildTargets()
	if i := p.find(func(t target) bool { return t.step == a.step && t.step != "" }); i >= 0 {
		p.prompt.focus.At = i
		p.prompt.focus.Remember(p.keys())
	}
	if why != "" {
		p.prompt.note = i18n.F("Hint: %s — %s", name, why)
	} else {
		p.prompt.note = i18n.F("Hint: %s", name)
	}
}

// handSecret reports whether the hunter to act has their hand face down
// while another person hunts at the same screen.
func (p *Play) handSecret() bool {
	cur := p.s.Current()
	if cur <= pq.MummySeat || p.hand.open && p.hand.seat == cur {
		return false
	}
	for _, h := range p.turns.Humans() {
		if h != cur && h != pq.MummySeat && !p.sameSeatPerson(h, cur) {
			return true
		}
	}
	return false
}

// sameSeatPerson reports whether one person plays seats a and b.
func (p *Play) sameSeatPerson(a, b int) bool {
	sa, sb := p.seats[a], p.seats[b]
	return sa.Person > 0 && sa.Person == sb.Person
}

// hintSight reports whether the hunters' possible squares are shaded for
// the Mummy's hint of this step.
func (p *Play) hintSight() bool { return p.hint.sight && p.hint.at == p.s.Steps() }

// hinted reports whether t is the hinted offer of this step.
func (p *Play) hinted(t target) bool {
	return p.hint.at == p.s.Steps() && t.step != "" && t.step == p.hint.step
}

// dirName names a direction in the player's language.
func dirName(d pq.Dir) string { return i18n.T(d.String()) }
