package scenes

import (
	"fmt"
	"regexp"
	"strings"
	"sync"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/i18n"
)

// The hint line. The computer's reason (bot.Hint) is one English line,
// "<move>: <why>", made for the simulator's logs; the prompt already
// names the offer in the player's language, so the line shows the offer
// once and the why after it ("Hint: Search — this room's deck still
// pays..."), the why translated by matching it against the bot's own
// formats below. TestHintReasonsMatchTheBot keeps them in step with
// bot/hint.go.

// hintReasons are the whys of bot/hint.go after their "<move>: " lead,
// as formats: catalog keys, and patterns to take the values out of a
// reason.
var hintReasons = []string{
	"the only sensible move here",
	"no actions left this round",
	"nothing within reach is worth another action",
	"a single stone block can seal your way out (%d steps to the door)",
	"another round inside would almost surely get you sealed in (%d steps to the door)",
	"%.0f%% chance the blocks seal you in if you stay another round (%d steps to the door)",
	"you lead with %.0f points and nobody else is inside",
	"with %d cards you roll too few actions to stay",
	"nothing left is worth the risk (%d steps)",
	"toward the sarcophagus at %s (%d steps), worth 5 to 10 points",
	"toward the %s to search (%d steps)",
	"toward the %s idol at %s (%d steps)",
	"toward %s (%d steps)",
	"this room's deck still pays more than the wounds it may hold",
	"it holds a treasure worth 5 to 10",
	"worth more than the weight it adds",
	"the idol is worth its curse",
	"keep one die of each number the lock needs",
	"it fills the last missing number of the lock",
	"one wound card less to carry",
	"a Bag and its contents count as one card",
	"see the next stone block before it can cut your way out",
	"it does not block your way",
	"it would cut you off or fall on you",
	"the mummy would touch you before you get past",
	"one level lighter this round, you need the actions",
	"the least valuable card, and one card lighter",
	"the least valuable card, to make room for the card to come",
	"the free square nearest the door",
	"jump off the block without a wound",
	"throw the wound card away at once",
	"a hunch",
	"it did best in %d simulated endings of this game (score %.2f a game, 1 = a win)",
}

// verb is a formatting verb of hintReasons; %% stands for itself.
var verb = regexp.MustCompile(`%(\.\d+f|[ds%])`)

// hintPatterns are hintReasons as anchored patterns, one group a value.
var hintPatterns = sync.OnceValue(func() []*regexp.Regexp {
	out := make([]*regexp.Regexp, len(hintReasons))
	for i, f := range hintReasons {
		var b strings.Builder
		last := 0
		for _, m := range verb.FindAllStringIndex(f, -1) {
			b.WriteString(regexp.QuoteMeta(f[last:m[0]]))
			switch v := f[m[0]:m[1]]; {
			case v == "%%":
				b.WriteString("%")
			case v == "%s":
				b.WriteString("(.+?)")
			default:
				b.WriteString(`(-?[0-9.]+)`)
			}
			last = m[1]
		}
		b.WriteString(regexp.QuoteMeta(f[last:]))
		out[i] = regexp.MustCompile("^" + b.String() + "$")
	}
	return out
})

// hintRooms are the rooms the bot names by their English names.
var hintRooms = []string{"Cobra Nest", "Scorpion Pit", "Crocodile Pond"}

// hintValue shows one value taken out of a reason in the current
// language: a room or a card by its name there; squares, numbers and
// gods as they are.
func hintValue(v string) string {
	for _, r := range hintRooms {
		if v == r {
			return i18n.T(r)
		}
	}
	for c := horus.CardID(0); c < horus.NumCards; c++ {
		if c.String() == v {
			return cardName(c)
		}
	}
	return v
}

// hintWhy is the reason of a hint without its lead, in the current
// language; "" when the bot gave none. A reason the table does not know
// is shown as the bot wrote it rather than not at all.
func hintWhy(reason string) string {
	_, why, ok := strings.Cut(reason, ": ")
	if !ok {
		return ""
	}
	for i, re := range hintPatterns() {
		m := re.FindStringSubmatch(why)
		if m == nil {
			continue
		}
		args := make([]any, len(m)-1)
		for k, v := range m[1:] {
			args[k] = hintValue(v)
		}
		// the values are text now: every verb of the translation takes one
		return fmt.Sprintf(verb.ReplaceAllStringFunc(i18n.T(hintReasons[i]), func(v string) string {
			if v == "%%" {
				return v
			}
			return "%s"
		}), args...)
	}
	return why
}

// hintLine is the prompt's line for a hint: the offer, named as the
// player sees it, and why.
func hintLine(offer, reason string) string {
	if why := hintWhy(reason); why != "" {
		return i18n.F("Hint: %s — %s", offer, why)
	}
	return i18n.F("Hint: %s", offer)
}

// offerName names a hinted offer: a button by its label, a square by
// where the move or jump goes.
func offerName(t target) string {
	switch t.act.Kind {
	case horus.ActMove:
		return i18n.F("move to %s", horus.Square(t.act.A))
	case horus.ActJump:
		return i18n.F("jump to %s", horus.Square(t.act.A))
	}
	return t.label
}
