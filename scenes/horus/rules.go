package horus

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
)

// ruleSections is our own summary of the rulebook
// (shared/rules/pyramid-of-horus-rulebook.txt), section by section in the
// rulebook's order, with the rulings of shared/design/horus-spec.md where
// the rulebook is silent. Every text is ours: it summarizes, never quotes.
// A section longer than its box scrolls (Rules.scrollBy).
var ruleSections = []struct{ title, text string }{
	{"Goal",
		"Each player sends one adventurer into the Pyramid of Horus to gather treasures, chests and idols, and then to get back out through the entrance before falling stone blocks close the way. Only adventurers who escape alive score, and the one who carries out the most value wins. The more cards you carry, wounds included, the fewer actions you get; three mummies pace the corridor at the back, and a stone block falls every round. If no one escapes, the mummies win."},
	{"Setup",
		"The game lays everything out for 2 to 6 players:\n– each player takes a different adventurer; every figure starts outside the pyramid, on the two Entrance squares;\n– the three mummies take their places: Initkaes on A4 facing north, Sanakht on E1 facing west, Imhotep on H5 facing south;\n– the five idols wait in their alcoves, and the Anubis, Thoth and Horus sarcophagus cards are shuffled and set face down in the corridor walls;\n– the Rubble, Sand and Water decks are shuffled face down; the 18 Mummy and 8 Block wound cards form two supplies; the 36 numbered stone blocks wait in the box;\n– the first seat starts as Dice Keeper, holding the Ankh and the five dice (around a real table, the youngest player starts)."},
	{"The pyramid",
		"Squares are named by column, A to H from left to right, and row, 1 at the back wall to 14 at the door; point at a square to see its name.\nThe two Entrance squares, D14 and E14, lie outside. Just inside is the Cobra Nest: 36 squares of rubble, each marked with the number of the stone block that can land on it. Beyond it, a band of sand, the Scorpion Pit, surrounds the Crocodile Pond. The Mummies' Corridor runs round the back in three sections: Anubis on the left (A1–A7), Horus along the back wall (A1–H1) and Thoth on the right (H1–H7). Sarcophagi and idol alcoves are set into its walls.\nThick lines are walls. The corridor opens onto the sand only at its two lower ends (A7–B7 and H7–G7), and the Nest opens onto the Entrance only at D13 and E13. Blocks fall only in the Cobra Nest."},
	{"The game round",
		"Every round has six phases:\n1. Adjust: starting with the Dice Keeper, each player may discard cards for free; this sets their Wound and Load Level (WLL).\n2. Actions: the Dice Keeper rolls the five dice. Each die at or above your WLL gives you one action, unless an idol you carry cancels it.\n3. Turns: starting with the Dice Keeper and going left, each player takes a whole turn and spends their actions.\n4. Mummies: the five dice are rolled again and each mummy walks one square for every die showing 4 or more.\n5. Stone block: a random block falls on the Cobra Nest square with its number.\n6. The Ankh and the dice pass to the next player on the left, the new Dice Keeper. Anyone out of the game is skipped."},
	{"Wound and Load Level",
		"Count the cards in front of you: treasures, necklaces, chests, idols, equipment and wounds. A Bag with the treasures inside it counts as one card.\n0–2 cards: WLL 1; 3–4: WLL 2; 5–6: WLL 3; 7–8: WLL 4; 9–10: WLL 5; 11–12: WLL 6.\nIn phase 1 you may discard any treasure, idol or equipment cards for free; discarded cards lie face up. Wound cards cannot be discarded: only equipment or an ability removes them, and a Mummy wound never goes.\nNo one may hold more than 12 cards. With 12, anything that would bring you another card (a search, a treasure, an idol, a wound) first makes you discard a treasure, idol or equipment card; if all 12 of your cards are wounds, you cannot search, take a treasure or pick a lock.\nIn phase 2 each die showing your WLL or higher gives one action. Each idol you carry cancels one die, whatever it shows: Hededet the yellow, Sobek the green, Thoth the blue, Anubis the black and Horus the red."},
	{"Actions",
		"In phase 3 the players take turns. On yours, spend your actions one at a time, in any order; you need not use them all.\nMove (1 action): to a neighbouring square across an open side, never diagonally, through a wall or onto a fallen block. You may pass through or stop on squares with adventurers or mummies, but a mummy wounds you (see The Mummy's touch).\nSearch (1 action): in the Cobra Nest, the Scorpion Pit or the Crocodile Pond.\nIn the Mummies' Corridor, instead of searching: open a sarcophagus, take the treasure from an open one, or pick an idol's lock, for 1 action each.\nEquipment and special abilities cost no action. Your turn ends when you say so, or by itself once nothing is left to do."},
	{"Searching",
		"A search draws the top card of the deck of the room you stand in. There is no searching in the corridor or outside, nor once that deck is empty.\nCobra Nest, Rubble deck: 10 equipment cards, 5 necklaces worth 1 to 3, 3 snakes.\nScorpion Pit, Sand deck: 10 Hededet treasures worth 1 to 6, 2 chests, 6 scorpions.\nCrocodile Pond, Water deck: 10 Sobek treasures worth 2 to 6, 2 chests, 6 crocodiles.\nEveryone sees the card you find (unless Total secrecy is on); then it stays in front of you. A snake, scorpion or crocodile is a wound: it counts towards your WLL until an Antidote, a Medi-kit, Reflexes or Swimming gets rid of it."},
	{"Sarcophagi",
		"Fourteen sarcophagi are set into the corridor walls, each hiding one treasure: five of Anubis beside A2–A6 (worth 5 to 9), five of Thoth beside H2–H6 (5 to 9) and four of Horus beside B1, C1, F1 and G1 (7 to 10).\nOn the square next to a closed sarcophagus, spend one action to open it: its treasure is turned face up for all to see. Taking the treasure costs a second action, and any adventurer on that square may take it, not only the one who opened it.\nWith Linguistics, Abdel Wahab can first read a closed sarcophagus in secret."},
	{"Idols and curses",
		"Five idols wait in alcoves: Hededet (reached from A7), Sobek (from H7), Anubis (A1), Thoth (H1) and Horus, in the back wall, reached from D1 or E1. They are worth 5 (Hededet, Sobek), 7 (Anubis, Thoth) and 10 (Horus).\nPicking a lock costs one action and rolls all five dice. You need at least one die of each number: 1 to 3 for Hededet and Sobek, 1 to 4 for Anubis and Thoth, 1 to 5 for Horus. Each further action rerolls the dice you choose. If exactly one number is missing, a Crowbar or Lockpicking can supply it. Once the numbers are there you take the idol straight away. Dice never carry over to a later attempt.\nThe curse: while you hold an idol, its die gives you no action in phase 2 (Hededet yellow, Sobek green, Thoth blue, Anubis black, Horus red). Discarding the idol in phase 1 lifts the curse.\nTaking the Horus idol also brings down a random stone block from the box at once, with all the usual effects; a block set aside by an Udjat or Clairvoyance still falls in phase 5."},
	{"Equipment",
		"Equipment comes only from the Rubble deck. Using it costs no action, and every card but the Bag is discarded once used. You can heal and fill a Bag in phase 1 or during your turn.\nAntidote Vial: discard one Snake or Scorpion card.\nMedi-kit: discard one Crocodile or Block card.\nBag: holds up to two treasures, necklaces or chests, never idols; the Bag and its contents count as one card. Discarding the Bag discards what is in it.\nCrowbar: in a lock attempt with exactly one number missing, it supplies that number.\nUdjat: on your turn, look in secret at a random stone block, then either keep it beside the board or put it back and set aside another, unseen. The block set aside is the one that falls in phase 5. Only one Udjat or Clairvoyance can be used per round, across all players."},
	{"Special abilities",
		"Each adventurer has one special ability. It costs no action and can be used only once per game.\nShoot (David Gore): a mummy on a neighbouring square (not behind a wall) falls down. While down it wounds no one; in phase 4 it stands up instead of walking, wounding anyone on its square, and walks again the next round.\nClairvoyance (Rasputin): works like an Udjat, on your turn, but not in a round in which an Udjat was used.\nDodge (Chantal Sarti): when a block falls on you, take no Block card; you must still jump.\nReflexes (Maki Watanabe): discard a Snake or Scorpion card as soon as you draw it.\nStamina (Delroy Chartier): in phase 1, lower your WLL by one for this round, never below 1.\nLockpicking (José Ardila): supplies the one number missing in a lock attempt.\nLinguistics (Abdel Wahab): look in secret at the closed sarcophagus beside you; opening it and taking its treasure still cost an action each.\nSwimming (Edgar Rice): discard a Crocodile card as soon as you draw it."},
	{"The Mummy's touch",
		"A standing mummy wounds every adventurer on its square:\n– when you move onto its square, even to pass through;\n– when it walks onto yours (every step counts);\n– when a new round begins and you still share its square;\n– when you jump onto its square to escape a falling block;\n– when a shot mummy stands up on your square.\nEach touch gives one Mummy card for each mummy on the square; a fallen mummy touches no one. A Mummy wound is permanent: nothing removes it.\nIf you already hold 12 cards, first discard a treasure, idol or equipment card to make room; a wound cannot be discarded for it. If all 12 of your cards are wounds, the touch turns you into a mummy: you are out of the game with no score, and a new mummy walks that section from your square, facing the way of the one that touched you, from the next time the mummies move. When the Mummy supply is empty, the touch still wounds and counts as a card."},
	{"Moving the mummies",
		"In phase 4 the Dice Keeper rolls the five dice. Each die showing 4 or more is one step, so every mummy walks the same number of squares, from 0 to 5.\nA mummy always walks the way it faces. When the next square lies outside its own section, it first turns around (turning is not a step) and then steps on, so it paces back and forth in its section: Initkaes in the Anubis section (A1–A7), Sanakht in the Horus section (A1–H1), Imhotep in the Thoth section (H1–H7). Mummies never leave the corridor, but two can meet on a corner square, A1 or H1.\nA mummy that was shot does not walk in this phase: it only stands up, wounding anyone on its square."},
	{"Stone blocks and sealing",
		"In phase 5 a random stone block from the box, or the one set aside by an Udjat or Clairvoyance, falls on the Cobra Nest square with its number and stays there for the rest of the game. No one may enter a square with a block.\nAn adventurer on that square must jump at once, for free, to a neighbouring square without a block (no diagonals, no walls) and takes a Block card; jumping onto an Entrance square means leaving the pyramid. With nowhere to jump, the adventurer is crushed: out of the game, no score.\nSealing: after every block falls, the Horus idol's too, each adventurer inside with no block-free path to the Entrance is sealed in for ever and scores nothing. As long as a path remains, play goes on."},
	{"Leaving the pyramid",
		"You leave by moving from D13 or E13 onto an Entrance square, which costs one action like any move. Leaving is final: your figure leaves the board with every card you carry, any actions you had left are lost, and you wait for the end of the game to score. Each chest you carry is rolled as you leave.\nAn adventurer still standing on an Entrance square at the end of the first round counts as having left, empty-handed.\nDo not wait too long: every block that falls in the Cobra Nest may cut the way out."},
	{"End of game and scoring",
		"The game ends as soon as no adventurer is left inside: each has left, been crushed, been sealed in or become a mummy. Only those who left score:\n– each treasure and necklace: its value;\n– each idol: 5 (Hededet, Sobek), 7 (Anubis, Thoth) or 10 (Horus);\n– each chest: one die roll;\n– a variety bonus for the different gods among your treasures and idols: 1 god +1, 2 gods +3, 3 gods +6, 4 gods +10, 5 gods +15. Sand treasures belong to Hededet, Water treasures to Sobek and sarcophagus treasures to their god; necklaces and chests belong to none.\nThe highest total wins. A tie goes to whoever holds the Horus idol, then to the higher value of idols; if still tied, the victory is shared. If no one escaped, the mummies win."},
	{"Optional rules",
		"These are switched on when you set up a new game.\nAlternate mummy starts: each mummy begins on a random square of its own section, facing a random way along it.\nTotal secrecy: a card found by searching is not shown to the others; it lies face down and only its finder knows it. Mummy and Block wounds come from open supplies and stay visible, and discarded cards are always face up.\nSeveral people at one screen: before showing anything only the next player may know (a secret card, a sarcophagus read, a block seen), the game covers the screen and waits for that player to confirm."},
}

// Rules shows the summary, one section at a time. A section that does
// not fit its box scrolls: the wheel, PgUp/PgDn (a controller's LT/RT),
// Home/End, or a click on the scroll bar.
type Rules struct {
	back   scenes.Scene
	sel    int
	scroll int // lines of the section scrolled past
	bs     scenes.Buttons
	page   rulesPage
}

// NewRules opens the rules; Back returns to back.
func NewRules(back scenes.Scene) *Rules { return &Rules{back: back} }

// rulesGeom is where the rules screen puts things, in screen pixels.
type rulesGeom struct {
	heading layout.Rect
	list    []layout.Rect // one button per section
	back    layout.Rect
	box     layout.Rect // the panel of the chosen section
	title   layout.Rect // the section's title
	short   layout.Rect // the title beside the scroll hint
	hint    layout.Rect // "more below", while more lies below
	body    layout.Rect // the text
	bar     layout.Rect // the scroll bar beside the text (also its click area)
	foot    layout.Rect // the note under the text
}

// rulesLayout lays the rules screen out in the design frame: the list of
// sections on the left, the chosen section's panel on the right.
func rulesLayout(f layout.Frame) rulesGeom {
	u := f.U
	g := rulesGeom{heading: f.R(48, 20, 1184, 44), back: f.R(48, 646, 180, 44), box: f.R(384, 80, 848, 610)}
	const top, h, gap = 80, 28, 5 // the gap keeps the focus ring off the next button
	for i := range ruleSections {
		g.list = append(g.list, f.R(48, top+float64(i)*(h+gap), 322, h))
	}
	in := g.box.X + 24*u
	g.title = layout.Rect{X: in, Y: g.box.Y + 14*u, W: g.box.W - 48*u, H: 36 * u}
	g.short = g.title
	// "More below" gets a line of its own under the title, wide enough
	// for its keys in Polish at the largest text size
	g.hint = layout.Rect{X: in, Y: g.title.Bottom() + 2*u, W: g.title.W, H: 30 * u}
	g.body = layout.Rect{X: in, Y: g.hint.Bottom() + 6*u, W: g.box.W - 48*u - 18*u, H: g.box.Bottom() - 44*u - g.hint.Bottom() - 6*u}
	g.bar = layout.Rect{X: g.body.Right() + 4*u, Y: g.body.Y, W: 18 * u, H: g.body.H}
	g.foot = layout.Rect{X: in, Y: g.box.Bottom() - 36*u, W: g.box.W - 48*u, H: 30 * u}
	return g
}

// rulesPage is one section's text wrapped to the width of the body.
type rulesPage struct {
	key   rulesKey
	lines []string
	lh    float64 // line height
	rows  int     // lines the body shows at once
}

// rulesKey is what a wrapped page depends on.
type rulesKey struct {
	sel        int
	lang       i18n.Lang
	size, w, h float64
}

// wrapRules wraps s into body at face: the page the rules screen shows.
func wrapRules(s string, face text.Face, body layout.Rect) rulesPage {
	lh := render.LineHeight(face)
	return rulesPage{lines: render.Wrap(s, face, body.W), lh: lh, rows: max(1, int(body.H/lh))}
}

// maxScroll is the furthest the page scrolls: its last line at the
// bottom of the body.
func (p *rulesPage) maxScroll() int { return max(0, len(p.lines)-p.rows) }

// pageFor is the chosen section wrapped for the current fonts, language
// and screen; nil when there are no fonts yet.
func (r *Rules) pageFor(ctx *scenes.Context) *rulesPage {
	face := ctx.Fonts.Body
	if face == nil {
		return nil
	}
	body := rulesLayout(ctx.Frame).body
	size, _ := render.SizeOf(face)
	k := rulesKey{r.sel, i18n.Current(), size, body.W, body.H}
	if r.page.lines == nil || r.page.key != k {
		r.page = wrapRules(i18n.T(ruleSections[r.sel].text), face, body)
		r.page.key = k
	}
	return &r.page
}

// thumb is the part of the scroll bar that stands for the lines shown.
func (p *rulesPage) thumb(bar layout.Rect, scroll int) layout.Rect {
	n := len(p.lines)
	if n == 0 || p.maxScroll() == 0 {
		return bar
	}
	h := max(bar.W, bar.H*float64(p.rows)/float64(n))
	y := bar.Y + (bar.H-h)*float64(scroll)/float64(p.maxScroll())
	return layout.Rect{X: bar.X, Y: y, W: bar.W, H: h}
}

func (r *Rules) layout(ctx *scenes.Context) {
	g := rulesLayout(ctx.Frame)
	r.bs = r.bs[:0]
	for i, s := range ruleSections {
		i := i
		r.bs = append(r.bs, scenes.Button{Rect: g.list[i], Label: i18n.T(s.title), Chosen: i == r.sel, On: func(*scenes.Context) {
			if r.sel != i {
				r.sel, r.scroll = i, 0
			}
		}})
	}
	r.bs = append(r.bs, scenes.Button{Rect: g.back, Label: i18n.T("Back"), On: func(ctx *scenes.Context) { ctx.Go(r.back) }})
}

// Update picks a section and scrolls it.
func (r *Rules) Update(ctx *scenes.Context) error {
	r.layout(ctx)
	if ctx.In.Has(input.Back) {
		ctx.Go(r.back)
		return nil
	}
	r.bs.Update(ctx)
	r.scrollBy(ctx)
	return nil
}

// scrollBy applies this tick's scrolling: three lines a wheel notch, a
// page less one line for PgUp/PgDn (LT/RT), Home/End, and a page for a
// click on the scroll bar above or below its thumb.
func (r *Rules) scrollBy(ctx *scenes.Context) {
	p := r.pageFor(ctx)
	if p == nil {
		r.scroll = 0
		return
	}
	bar := rulesLayout(ctx.Frame).bar
	page := max(1, p.rows-1)
	for _, in := range ctx.In.Intents {
		switch in.Kind {
		case input.Scroll:
			r.scroll -= int(math.Round(in.DY * 3))
		case input.PageUp:
			r.scroll -= page
		case input.PageDown:
			r.scroll += page
		case input.Home:
			r.scroll = 0
		case input.End:
			r.scroll = p.maxScroll()
		case input.Click:
			if p.maxScroll() > 0 && bar.Contains(in.X, in.Y) {
				if th := p.thumb(bar, r.scroll); in.Y < th.Y {
					r.scroll -= page
				} else if in.Y >= th.Bottom() {
					r.scroll += page
				}
			}
		}
	}
	r.scroll = max(0, min(r.scroll, p.maxScroll()))
}

// Draw shows the chosen section, from the line scrolled to.
func (r *Rules) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	r.layout(ctx)
	f, u := ctx.Fonts, ctx.Frame.U
	g := rulesLayout(ctx.Frame)
	render.TextMid(dst, i18n.T("How to play"), f.Head, g.heading, render.Gold, render.Left)
	render.Panel(dst, g.box, render.PanelFill, render.PanelLine, u)
	title, sc := g.title, 0
	p := r.pageFor(ctx)
	if p != nil && p.maxScroll() > 0 {
		sc = max(0, min(r.scroll, p.maxScroll())) // the language or text size may have changed since Update
		if sc < p.maxScroll() {
			render.TextMid(dst, i18n.F("More below (%s)", r.moreKeys(ctx)), f.Small, g.hint, render.Gold, render.Left)
		}
		title = g.short
	}
	render.TextMid(dst, i18n.T(ruleSections[r.sel].title), f.Head, title, render.Gold, render.Left)
	if p != nil {
		for i := 0; i < p.rows && sc+i < len(p.lines); i++ {
			ln := layout.Rect{X: g.body.X, Y: g.body.Y + float64(i)*p.lh, W: g.body.W, H: p.lh}
			render.TextMid(dst, p.lines[sc+i], f.Body, ln, render.Ink, render.Left)
		}
		if p.maxScroll() > 0 {
			track := layout.Rect{X: g.bar.X + g.bar.W/2 - 3*u, Y: g.bar.Y, W: 6 * u, H: g.bar.H}
			render.RoundBox(dst, track, render.ButtonFill, render.PanelLine, 3*u, max(1, u))
			th := p.thumb(track, sc)
			render.RoundBox(dst, th, render.Gold, render.Gold, 3*u, max(1, u))
		}
	}
	render.TextMid(dst, i18n.T("A summary in our own words; the printed rulebook is the authority."), f.Small, g.foot, render.InkFaint, render.Left)

	r.bs.Draw(dst, ctx, f.Bold)
}

// moreKeys names the keys that scroll down on the device used last.
func (r *Rules) moreKeys(ctx *scenes.Context) string {
	if ctx.In.Last == input.Gamepad {
		return i18n.T("RT")
	}
	return i18n.T("wheel or PgDn")
}

// legend adds the scrolling keys to the usual ones while the section
// scrolls.
func (r *Rules) Legend(ctx *scenes.Context) (layout.Rect, []scenes.LegendKey) {
	where, keys := scenes.LegendBar(ctx), scenes.BaseLegend(ctx)
	if p := r.pageFor(ctx); p != nil && p.maxScroll() > 0 {
		if ctx.In.Last == input.Gamepad {
			keys = append(keys, scenes.LegendKey{Key: i18n.T("LT RT"), Does: i18n.T("scroll")})
		} else {
			keys = append(keys, scenes.LegendKey{Key: i18n.T("PgUp PgDn"), Does: i18n.T("scroll")})
		}
	}
	return where, keys
}

// Probe lists the sections.
func (r *Rules) Probe(ctx *scenes.Context) scenes.Probe {
	r.layout(ctx)
	return scenes.Probe{Scene: "rules", Seat: -2, View: -1, Targets: r.bs.Probe(ctx)}
}
