package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/i18n"

	"github.com/pyramid-studio/pyramid/render"
)

// ruleSections is our own short summary of the rules, section by section.
var ruleSections = []struct{ title, text string }{
	{"Goal", "Each player guides one adventurer into the pyramid. Collect treasure, idols and chests, then walk out through the entrance before the falling stone blocks seal it. Only adventurers who escape score; the richest one wins. If nobody gets out, the mummies win."},
	{"The pyramid", "You start outside, on the two entrance squares. Past the door lies the Cobra Nest (rubble, 36 numbered squares where blocks can fall), then the Scorpion Pit (sand) around the Crocodile Pond (water), and at the back the Mummies' Corridor with its sarcophagi and idol alcoves. Thick lines are walls: the corridor opens onto the sand only at its two lower corners."},
	{"A round", "1. Adjust: in turn, players may discard cards for free, heal and fill Bags.\n2. The Dice Keeper (holder of the Ankh) rolls the five dice. Each die showing at least your Wound and Load Level (WLL) gives you one action.\n3. Starting with the Dice Keeper, each player spends their actions.\n4. The five dice are rolled again: every mummy walks one square per die showing 4 or more.\n5. A random stone block falls on its numbered square.\n6. The Ankh passes to the left."},
	{"Wound and Load Level", "Your WLL comes from the cards in front of you: 0 to 2 cards give WLL 1, 3-4 give 2, 5-6 give 3, 7-8 give 4, 9-10 give 5 and 11-12 give 6. A Bag with its contents counts as one card. You may never hold more than 12 cards; wounds can only be removed with an Antidote or a Medi-kit."},
	{"Actions", "Move one square (no diagonals, not through walls, never onto a fallen block). Search: draw from the deck of the room you stand in (Rubble, Sand or Water). In the corridor: open a sarcophagus beside you, take its treasure, or pick an idol's lock. Equipment and abilities cost no action."},
	{"Dangers", "Searching may reveal a snake, a scorpion or a crocodile: each is a wound card. A standing mummy wounds you whenever you share a square with it. When a block falls on your square you must jump to a free neighbouring square and take a Block wound; with nowhere to go you are crushed. A player touched while holding 12 wounds becomes a mummy."},
	{"Sealed in", "After each block falls, anyone without a block-free path to the entrance is trapped for ever and scores nothing. Watch the Cobra Nest fill up and leave in time: stepping onto an entrance square takes you out of the game with everything you carry."},
	{"Idols and curses", "Picking a lock costs one action and rolls all five dice; each further action rerolls the dice you choose. Hededet and Sobek need a 1, 2 and 3; Anubis and Thoth 1 to 4; Horus 1 to 5. An idol curses its holder: one die (shown on the table) no longer gives them actions. Taking the Horus idol drops a stone block at once."},
	{"Equipment", "Antidote: heal a snake or scorpion. Medi-kit: heal a crocodile or block wound. Bag: holds two treasures and counts as one card. Crowbar: fills one missing number of a lock. Udjat: look at the next stone block in secret, then keep it or swap it (one Udjat or Clairvoyance per round)."},
	{"Adventurers", "Each adventurer has one special ability, usable once per game: Shoot (a mummy falls for a round), Clairvoyance (as an Udjat), Dodge (no wound when jumping), Reflexes (throw away a snake or scorpion), Stamina (WLL one lower for a round), Lockpicking (as a Crowbar), Linguistics (read a sarcophagus in secret) and Swimming (throw away a crocodile)."},
	{"Scoring", "Escaped adventurers add up treasures and necklaces, idols, and one die roll per chest, plus a variety bonus of 1, 3, 6, 10 or 15 points for 1 to 5 different gods among treasures and idols. Ties go to the Horus idol's holder, then to the higher value of idols; otherwise the victory is shared."},
	{"Optional rules", "Alternate mummy starts: mummies begin on random squares of their sections. Total secrecy: searched cards are not shown to the others. With several humans at one screen, the game hides everything between turns and asks the next player to confirm before showing their secrets."},
}

// Rules shows the summary, one section at a time.
type Rules struct {
	back Scene
	sel  int
	bs   buttons
}

// NewRules opens the rules; Back returns to back.
func NewRules(back Scene) *Rules { return &Rules{back: back} }

func (r *Rules) layout(ctx *Context) {
	f := ctx.Frame
	r.bs = r.bs[:0]
	for i, s := range ruleSections {
		i := i
		r.bs = append(r.bs, button{r: f.R(60, 90+float64(i)*44, 280, 38), label: i18n.T(s.title), chosen: i == r.sel, on: func(*Context) { r.sel = i }})
	}
	r.bs = append(r.bs, button{r: f.R(60, 640, 180, 48), label: i18n.T("Back"), on: func(ctx *Context) { ctx.Go(r.back) }})
}

// Update picks a section.
func (r *Rules) Update(ctx *Context) error {
	r.layout(ctx)
	if ctx.In.Has(input.Back) {
		ctx.Go(r.back)
		return nil
	}
	r.bs.update(ctx)
	return nil
}

// Draw shows the chosen section.
func (r *Rules) Draw(dst *ebiten.Image, ctx *Context) {
	r.layout(ctx)
	f, fr := ctx.Fonts, ctx.Frame
	u := fr.U
	render.TextMid(dst, i18n.T("How to play"), f.Head, fr.R(60, 24, 1100, 40), render.Gold, render.Left)
	box := fr.R(380, 90, 840, 520)
	render.Panel(dst, box, render.PanelFill, render.PanelLine, u)
	s := ruleSections[r.sel]
	render.TextMid(dst, i18n.T(s.title), f.Head, layout.Rect{X: box.X + 24*u, Y: box.Y + 14*u, W: box.W - 48*u, H: 36 * u}, render.Gold, render.Left)
	body := layout.Rect{X: box.X + 24*u, Y: box.Y + 60*u, W: box.W - 48*u, H: box.H - 100*u}
	drawParagraph(dst, i18n.T(s.text), fitParagraph(i18n.T(s.text), f.Body, body), body, render.Ink)
	render.TextMid(dst, i18n.T("A summary in our own words; the printed rulebook is the authority."), f.Small, layout.Rect{X: box.X + 24*u, Y: box.Bottom() - 34*u, W: box.W - 48*u, H: 24 * u}, render.InkFaint, render.Left)

	r.bs.draw(dst, ctx, f.Bold)
}

// Probe lists the sections.
func (r *Rules) Probe(ctx *Context) Probe {
	r.layout(ctx)
	return Probe{Scene: "rules", Seat: -2, View: -1, Targets: r.bs.probe(ctx)}
}
