package scenario

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/internal/excerpt"
	"github.com/pyramid-studio/pyramid/internal/scenariotext"
)

// builder turns the position lines of a scenario into a State. Cards are
// placed as the lines name them; finish puts every card not placed into its
// default place and checks that the position can exist.
type builder struct {
	name        string
	line        int
	s           horus.State
	havePlayers bool
	script      scenariotext.Script[horus.State, horus.Event]

	placed     [horus.NumCards]int // line that placed each card, 0 if none
	phaseSet   bool
	turn       int // seat named by "turn", -1 if none
	acted      uint8
	actedSet   bool
	wllSet     [horus.MaxPlayers]bool
	lock       bool
	deckSet    [horus.NumDecks]bool
	alcoves    uint8 // idols the "alcoves" field keeps in their alcoves
	alcovesSet bool
	sarcSet    [horus.NumSarcophagi]bool
	setupOnly  bool // phase setup: the game straight from the box
	positional int  // first line of a field other than players/option/keeper/phase, 0 if none

	// Lines of the position, so that checks on the whole position (made
	// once every line is read) name the lines at fault.
	given     []givenField             // fields that may be given once, with their line
	blockLine [horus.NumBlocks + 1]int // line that laid each fallen block
	cardsLine [horus.MaxPlayers]int    // last "cards" line of each seat
}

// givenField is a field given once ("at gore", "round", "mummy imhotep")
// and the line that gave it.
type givenField struct {
	key  string
	line int
}

// once records that the field key is given on the current line, or refuses
// it when an earlier line gave it already: a second line would silently
// override the first.
func (b *builder) once(key string) error {
	if l := b.lineOf(key); l != 0 {
		return fmt.Errorf("%s is already given on line %d; give it once", excerpt.Quote(key), l)
	}
	b.given = append(b.given, givenField{key: key, line: b.line})
	return nil
}

// lineOf is the line that gave field key, 0 if none did.
func (b *builder) lineOf(key string) int {
	for _, g := range b.given {
		if g.key == key {
			return g.line
		}
	}
	return 0
}

// seatKey names a seat's field as once records it: "at gore".
func (b *builder) seatKey(key string, p int) string {
	return key + " " + b.s.Players[p].Adventurer.String()
}

// onceSeat is once for a seat's field.
func (b *builder) onceSeat(key string, p int) error { return b.once(b.seatKey(key, p)) }

// errAt is an error on the given line of the file (0: the file as a whole).
func (b *builder) errAt(line int, format string, args ...any) error {
	return &Error{Name: b.name, Line: line, Msg: fmt.Sprintf(format, args...)}
}

// onLine words a reference to the line of another field for messages:
// " (blocks, line 4)", or nothing when no line gave it.
func onLine(field string, line int) string {
	if line == 0 {
		return ""
	}
	return fmt.Sprintf(" (%s, line %d)", field, line)
}

func newBuilder(name string) *builder {
	return &builder{name: name, turn: -1}
}

// seat resolves an adventurer's short name (or a seat number 0..5).
func (b *builder) seat(name string) (int, error) {
	if n, err := strconv.Atoi(name); err == nil {
		if n < 0 || n >= b.s.NumSeats() {
			return 0, fmt.Errorf("there is no seat %d (seats are 0..%d)", n, b.s.NumSeats()-1)
		}
		return n, nil
	}
	a, err := horus.ParseAdventurer(name)
	if err != nil {
		return 0, err
	}
	for p := 0; p < b.s.NumSeats(); p++ {
		if b.s.Players[p].Adventurer == a {
			return p, nil
		}
	}
	return 0, fmt.Errorf("%s is not playing in this scenario", a.Name())
}

func scInt(f string, lo, hi int, what string) (int, error) {
	n, err := strconv.Atoi(f)
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("%s is not a %s (%d..%d)", excerpt.Quote(f), what, lo, hi)
	}
	return n, nil
}

func scNeed(args []string, lo, hi int, usage string) error {
	if len(args) < lo || (hi >= 0 && len(args) > hi) {
		return fmt.Errorf("expected %q", usage)
	}
	return nil
}

// setupField reads one position line.
func (b *builder) setupField(key string, args []string) error {
	s := &b.s
	if key != "players" && key != "option" && key != "keeper" && key != "phase" && b.positional == 0 {
		b.positional = b.line
	}
	switch key {
	case "players":
		if b.havePlayers {
			return fmt.Errorf("already given on line %d; give it once", b.lineOf("players"))
		}
		b.given = append(b.given, givenField{key: "players", line: b.line})
		if len(args) < horus.MinPlayers || len(args) > horus.MaxPlayers {
			return fmt.Errorf("a game has %d to %d adventurers, this line names %d", horus.MinPlayers, horus.MaxPlayers, len(args))
		}
		opt := horus.Options{Players: uint8(len(args))}
		for i, n := range args {
			a, err := horus.ParseAdventurer(n)
			if err != nil {
				return err
			}
			opt.Adventurers[i] = a
		}
		st, err := horus.NewState(opt)
		if err != nil {
			return err
		}
		st.Decks, st.Supply, st.Undealt = [horus.NumDecks]horus.CardSet{}, [2]horus.CardSet{}, horus.CardSet{}
		b.s, b.havePlayers = st, true
		s.Round = 1
	case "option":
		if err := scNeed(args, 1, 1, "option alternate-mummies|total-secrecy"); err != nil {
			return err
		}
		name := strings.ToLower(args[0])
		if name != "alternate-mummies" && name != "total-secrecy" {
			return fmt.Errorf("unknown option %s (alternate-mummies, total-secrecy)", excerpt.Quote(args[0]))
		}
		if err := b.once("option " + name); err != nil {
			return err
		}
		if name == "alternate-mummies" {
			s.Opt.AlternateMummies = true
		} else {
			s.Opt.TotalSecrecy = true
		}
	case "round":
		if err := scNeed(args, 1, 1, "round N"); err != nil {
			return err
		}
		n, err := scInt(args[0], 1, 255, "round number")
		if err != nil {
			return err
		}
		if err := b.once("round"); err != nil {
			return err
		}
		s.Round = uint8(n)
	case "phase":
		if err := scNeed(args, 1, 1, "phase setup|adjust|roll|actions|mummies|block"); err != nil {
			return err
		}
		if err := b.once("phase"); err != nil {
			return err
		}
		for p := horus.PhaseSetup; p < horus.PhaseOver; p++ {
			if strings.ToLower(args[0]) == p.String() {
				s.Phase, b.phaseSet = p, true
				b.setupOnly = p == horus.PhaseSetup
				return nil
			}
		}
		return fmt.Errorf("unknown phase %s (setup, adjust, roll, actions, mummies, block)", excerpt.Quote(args[0]))
	case "keeper", "turn":
		if err := scNeed(args, 1, 1, key+" SEAT"); err != nil {
			return err
		}
		p, err := b.seat(args[0])
		if err != nil {
			return err
		}
		if err := b.once(key); err != nil {
			return err
		}
		if key == "keeper" {
			s.Keeper, s.Opt.FirstKeeper = uint8(p), uint8(p)
		} else {
			b.turn = p
		}
	case "acted":
		if err := b.once("acted"); err != nil {
			return err
		}
		b.actedSet = true
		for _, a := range args {
			p, err := b.seat(a)
			if err != nil {
				return err
			}
			b.acted |= 1 << p
		}
	case "dice":
		if err := scNeed(args, int(horus.NumDice), int(horus.NumDice), "dice RED YELLOW GREEN BLUE BLACK"); err != nil {
			return err
		}
		if err := b.once("dice"); err != nil {
			return err
		}
		for d, a := range args {
			v, err := scInt(a, 1, 6, "die face")
			if err != nil {
				return err
			}
			s.Dice[d] = uint8(v)
		}
	case "lock":
		if err := scNeed(args, 0, 0, "lock"); err != nil {
			return err
		}
		if err := b.once("lock"); err != nil {
			return err
		}
		b.lock = true
	case "peek-used":
		if err := scNeed(args, 0, 0, "peek-used"); err != nil {
			return err
		}
		if err := b.once("peek-used"); err != nil {
			return err
		}
		s.PeekUsed = true
	case "at":
		if err := scNeed(args, 2, 2, "at SEAT SQUARE"); err != nil {
			return err
		}
		p, err := b.seat(args[0])
		if err != nil {
			return err
		}
		q, err := horus.ParseSquare(args[1])
		if err != nil {
			return err
		}
		if err := b.onceSeat("at", p); err != nil {
			return err
		}
		s.Players[p].Square = q
	case "fate":
		if err := scNeed(args, 2, 2, "fate SEAT inside|escaped|crushed|trapped|mummified"); err != nil {
			return err
		}
		p, err := b.seat(args[0])
		if err != nil {
			return err
		}
		f, ok := parseFate(args[1])
		if !ok {
			return fmt.Errorf("unknown fate %s (inside, escaped, crushed, trapped, mummified)", excerpt.Quote(args[1]))
		}
		if err := b.onceSeat("fate", p); err != nil {
			return err
		}
		s.Players[p].Fate = f
	case "cards":
		return b.cardsField(args)
	case "bag":
		return b.bagField(args)
	case "actions", "wll":
		if err := scNeed(args, 2, 2, key+" SEAT N"); err != nil {
			return err
		}
		p, err := b.seat(args[0])
		if err != nil {
			return err
		}
		hi := int(horus.NumDice)
		if key == "wll" {
			hi = int(horus.WLLFor(horus.MaxCards))
		}
		n, err := scInt(args[1], 0, hi, key)
		if err != nil {
			return err
		}
		if err := b.onceSeat(key, p); err != nil {
			return err
		}
		if key == "actions" {
			s.Players[p].Actions = uint8(n)
		} else {
			s.Players[p].WLL, b.wllSet[p] = uint8(n), true
		}
	case "ability-used", "stamina":
		if err := scNeed(args, 1, 1, key+" SEAT"); err != nil {
			return err
		}
		p, err := b.seat(args[0])
		if err != nil {
			return err
		}
		if err := b.onceSeat(key, p); err != nil {
			return err
		}
		s.Players[p].AbilityUsed = true
		if key == "stamina" {
			if s.Players[p].Adventurer.Ability() != horus.AbilityStamina {
				return fmt.Errorf("%s does not have Stamina", s.Players[p].Adventurer.Name())
			}
			s.Players[p].Stamina = true
		}
	case "chests":
		if err := scNeed(args, 2, 5, "chests SEAT FACE..."); err != nil {
			return err
		}
		p, err := b.seat(args[0])
		if err != nil {
			return err
		}
		if err := b.onceSeat("chests", p); err != nil {
			return err
		}
		pl := &s.Players[p]
		pl.NChests = 0
		for _, a := range args[1:] {
			v, err := scInt(a, 1, 6, "chest roll")
			if err != nil {
				return err
			}
			pl.Chests[pl.NChests] = uint8(v)
			pl.NChests++
		}
	case "blocks":
		for _, a := range args {
			n, err := scInt(a, 1, horus.NumBlocks, "stone block")
			if err != nil {
				return err
			}
			if l := b.blockLine[n]; l != 0 {
				return fmt.Errorf("block %d is already given on line %d; give it once", n, l)
			}
			b.blockLine[n] = b.line
			s.Fallen |= 1 << uint(n)
		}
	case "set-aside":
		return b.setAsideField(args)
	case "mummy":
		return b.mummyField(args)
	case "sarcophagus":
		return b.sarcophagusField(args)
	case "deck":
		return b.deckField(args)
	case "alcoves":
		if err := scNeed(args, 1, int(horus.NumGods), "alcoves GOD...|none"); err != nil {
			return err
		}
		if err := b.once("alcoves"); err != nil {
			return err
		}
		b.alcovesSet = true
		if len(args) == 1 && strings.ToLower(args[0]) == "none" {
			return nil
		}
		for _, a := range args {
			g, ok := parseGod(a)
			if !ok {
				return fmt.Errorf("%s is not a god (hededet, sobek, anubis, thoth, horus)", excerpt.Quote(a))
			}
			b.alcoves |= 1 << g
		}
	case "discard":
		codes, err := scCardList(args)
		if err != nil {
			return err
		}
		for _, code := range codes {
			c, err := b.take(code, nil)
			if err != nil {
				return err
			}
			s.Discard = s.Discard.With(c)
		}
	default:
		return fmt.Errorf("unknown field (players, option, round, phase, keeper, turn, acted, dice, lock, peek-used, at, fate, cards, bag, actions, wll, ability-used, stamina, chests, blocks, set-aside, mummy, sarcophagus, alcoves, deck, discard, do, expect)")
	}
	return nil
}

func parseFate(w string) (horus.Fate, bool) {
	for f := horus.InPlay; f <= horus.Mummified; f++ {
		if strings.ToLower(w) == f.String() {
			return f, true
		}
	}
	return 0, false
}

func (b *builder) setAsideField(args []string) error {
	if err := scNeed(args, 1, -1, "set-aside N [known SEAT...]"); err != nil {
		return err
	}
	n, err := scInt(args[0], 1, horus.NumBlocks, "stone block")
	if err != nil {
		return err
	}
	if err := b.once("set-aside"); err != nil {
		return err
	}
	b.s.SetAside = uint8(n)
	rest := args[1:]
	if len(rest) > 0 {
		if strings.ToLower(rest[0]) != "known" || len(rest) < 2 {
			return fmt.Errorf("expected \"set-aside N known SEAT...\"")
		}
		for _, a := range rest[1:] {
			p, err := b.seat(a)
			if err != nil {
				return err
			}
			b.s.SetAsideKnown |= 1 << p
		}
	}
	return nil
}

// mummyField: "mummy NAME SQUARE FACING [fallen] [section S]". NAME is one
// of the three mummies, or a mummified adventurer's short name.
func (b *builder) mummyField(args []string) error {
	if err := scNeed(args, 3, 6, "mummy NAME SQUARE FACING [fallen] [section anubis|horus|thoth]"); err != nil {
		return err
	}
	s := &b.s
	q, err := horus.ParseSquare(args[1])
	if err != nil {
		return err
	}
	d, ok := horus.ParseDir(strings.ToLower(args[2]))
	if !ok {
		return fmt.Errorf("%s is not a facing (north, east, south, west)", excerpt.Quote(args[2]))
	}
	m := horus.Mummy{Square: q, Facing: d, From: -1}
	sect := -1
	rest := args[3:]
	for i := 0; i < len(rest); i++ {
		switch w := strings.ToLower(rest[i]); {
		case w == "fallen":
			m.Fallen = true
		case w == "section" && i+1 < len(rest):
			i++
			for k := horus.Section(0); k < horus.NumSections; k++ {
				if strings.ToLower(rest[i]) == strings.ToLower(k.String()) {
					sect = int(k)
				}
			}
			if sect < 0 {
				return fmt.Errorf("%s is not a section (anubis, horus, thoth)", excerpt.Quote(rest[i]))
			}
		default:
			return fmt.Errorf("%s: expected \"fallen\" or \"section NAME\"", excerpt.Quote(rest[i]))
		}
	}
	idx, name := -1, ""
	for i := 0; i < horus.BoxMummies; i++ {
		if n, st := horus.MummyStart(i); strings.EqualFold(args[0], n) {
			idx, name, m.Section = i, n, st.Section
		}
	}
	if idx >= 0 {
		if err := b.once("mummy " + strings.ToLower(name)); err != nil {
			return err
		}
	}
	if idx < 0 {
		p, err := b.seat(args[0])
		if err != nil {
			return fmt.Errorf("%s is neither a mummy (initkaes, sanakht, imhotep) nor a mummified adventurer", excerpt.Quote(args[0]))
		}
		if err := b.onceSeat("mummy", p); err != nil {
			return err
		}
		if s.Players[p].Fate != horus.Mummified {
			return fmt.Errorf("%s must be mummified first (fate %s mummified)", s.Players[p].Adventurer, s.Players[p].Adventurer)
		}
		if int(s.NMummy) >= horus.MaxMummies {
			return fmt.Errorf("too many mummies")
		}
		idx, m.From = int(s.NMummy), int8(p)
		s.NMummy++
		if sect < 0 {
			for k := horus.Section(0); k < horus.NumSections; k++ {
				if q.InSection(k) {
					if sect >= 0 {
						return fmt.Errorf("%s is a corner of two sections: add \"section NAME\"", q)
					}
					sect = int(k)
				}
			}
		}
		if sect < 0 {
			return fmt.Errorf("%s is not in the Mummies' Corridor", q)
		}
		m.Section = horus.Section(sect)
	} else if sect >= 0 && horus.Section(sect) != m.Section {
		return fmt.Errorf("%s always walks the %s section", name, m.Section)
	}
	if !q.InSection(m.Section) {
		return fmt.Errorf("%s is not in the %s section of the corridor", q, m.Section)
	}
	axis := m.Section == horus.SectionHorus
	if (d == horus.East || d == horus.West) != axis {
		return fmt.Errorf("a mummy of the %s section faces along it, not %s", m.Section, d)
	}
	s.Mummies[idx] = m
	return nil
}

// finish puts every card not yet placed into its default place, sets the
// phase machine to the start of the phase named, and checks the position.
func (b *builder) finish() error {
	if !b.havePlayers {
		return b.errf("the file must start with \"players\" (the adventurers, seat by seat)")
	}
	s := &b.s
	if b.setupOnly {
		if b.positional != 0 {
			return b.errAt(b.positional, "phase setup (line %d) starts the game from the box: only players, option, keeper and phase may be given", b.lineOf("phase"))
		}
		fresh, err := horus.NewState(s.Opt)
		if err != nil {
			return b.errAt(b.lineOf("players"), "%v", err)
		}
		b.s = fresh
		return nil
	}
	for g := horus.God(0); g < horus.NumGods; g++ {
		if c := horus.IdolCard(g); b.alcoves&(1<<g) != 0 && b.placed[c] != 0 {
			return b.errAt(b.lineOf("alcoves"), "alcoves: the %s idol is placed on line %d, so its alcove is empty", g, b.placed[c])
		}
	}
	b.defaultCards()
	if err := b.checkCards(); err != nil {
		return err
	}
	for p := 0; p < s.NumSeats(); p++ {
		if err := b.checkSeat(p); err != nil {
			return err
		}
	}
	if s.SetAside != 0 && s.Fallen&(1<<s.SetAside) != 0 {
		return b.errAt(b.lineOf("set-aside"), "set-aside: block %d has already fallen%s", s.SetAside, onLine("blocks", b.blockLine[s.SetAside]))
	}
	return b.setPhase()
}

// checkSeat checks that one adventurer's position can exist. Its errors
// name the line of the field at fault (the "at" line for where the
// adventurer stands) and the other lines that make the position impossible.
func (b *builder) checkSeat(p int) error {
	s := &b.s
	pl := &s.Players[p]
	who := pl.Adventurer.String()
	atLine, fateLine := b.lineOf(b.seatKey("at", p)), b.lineOf(b.seatKey("fate", p))
	if pl.Count() > horus.MaxCards {
		return b.errAt(b.cardsLine[p], "cards: %s holds %d cards; no one holds more than %d", who, pl.Count(), horus.MaxCards)
	}
	if !b.wllSet[p] {
		pl.WLL = uint8(horus.WLLFor(pl.Count()))
		if pl.Stamina && pl.WLL > 1 {
			pl.WLL--
		}
	}
	if !pl.Inside() {
		pl.Actions = 0
		if pl.Fate == horus.Escaped && pl.Square.Region() != horus.RegionEntrance {
			return b.errAt(atLine, "at: %s has escaped%s, so stands on an Entrance square (D14 or E14), not %s", who, onLine("fate", fateLine), pl.Square)
		}
		return nil
	}
	q := pl.Square
	switch {
	case !q.Valid():
		return b.errAt(atLine, "at: %s stands nowhere", who)
	case s.BlockFallen(q):
		return b.errAt(atLine, "at: %s stands on %s, where stone block %d lies%s", who, q, q.Block(), onLine("blocks", b.blockLine[q.Block()]))
	case q.Region() == horus.RegionEntrance && (s.Round > 1 || s.Phase > horus.PhaseBlock):
		if atLine == 0 { // the Entrance square the seat starts on
			return b.errAt(b.lineOf("round"), "round: %s is still on the Entrance (%s, where the seat starts) after round 1, so has left (ruling 1): say \"fate %s escaped\" or where %s stands", who, q, who, who)
		}
		roundAt := ""
		if l := b.lineOf("round"); l != 0 {
			roundAt = fmt.Sprintf(", line %d", l)
		}
		return b.errAt(atLine, "at: %s is still on the Entrance (%s) after round 1 (round %d%s), so has left (ruling 1): say \"fate %s escaped\"", who, q, s.Round, roundAt, who)
	case !s.Reachable()[q]:
		return b.errAt(atLine, "at: %s has no way out from %s and would be trapped (ruling 3)%s: say \"fate %s trapped\"", who, q, b.blockLines(), who)
	}
	return nil
}

// blockLines words the lines that laid the fallen blocks: " (blocks on
// lines 3, 4)".
func (b *builder) blockLines() string {
	var lines []int
	for n := 1; n <= horus.NumBlocks; n++ {
		if l := b.blockLine[n]; l != 0 && !slices.Contains(lines, l) {
			lines = append(lines, l)
		}
	}
	if len(lines) == 0 {
		return ""
	}
	slices.Sort(lines)
	words := make([]string, len(lines))
	for i, l := range lines {
		words[i] = strconv.Itoa(l)
	}
	if len(lines) == 1 {
		return " (blocks, line " + words[0] + ")"
	}
	return " (blocks on lines " + strings.Join(words, ", ") + ")"
}

// setPhase puts the phase machine at the start of the phase named (or at
// the turn named), as the flow would have left it.
func (b *builder) setPhase() error {
	s := &b.s
	if !b.phaseSet {
		s.Phase = horus.PhaseAdjust
	}
	in := insideMask(s)
	if in != 0 && in&(1<<s.Keeper) == 0 {
		k := int(s.Keeper)
		line := b.lineOf("keeper")
		if line == 0 {
			line = b.lineOf(b.seatKey("fate", k))
		}
		return b.errAt(line, "keeper: %s is out of the game%s and cannot be the Dice Keeper (ruling 8)", s.Players[k].Adventurer, onLine("fate", b.lineOf(b.seatKey("fate", k))))
	}
	turnLine := b.lineOf("turn")
	if b.turn >= 0 {
		if s.Phase != horus.PhaseAdjust && s.Phase != horus.PhaseActions {
			return b.errAt(turnLine, "turn: seats take turns only in the adjust and actions phases, not %s%s", s.Phase, onLine("phase", b.lineOf("phase")))
		}
		if in&(1<<b.turn) == 0 {
			return b.errAt(turnLine, "turn: %s is out of the game%s", s.Players[b.turn].Adventurer, onLine("fate", b.lineOf(b.seatKey("fate", b.turn))))
		}
		if !b.actedSet {
			for i := 0; i < s.NumSeats(); i++ {
				p := (int(s.Keeper) + i) % s.NumSeats()
				if p == b.turn {
					break
				}
				b.acted |= 1 << p
			}
		}
		if b.acted&(1<<b.turn) != 0 {
			return b.errAt(turnLine, "turn: %s is listed as having acted%s", s.Players[b.turn].Adventurer, onLine("acted", b.lineOf("acted")))
		}
	}
	s.Acted, s.Turn = b.acted, 255
	if b.turn >= 0 {
		s.Turn = uint8(b.turn)
	}
	switch s.Phase {
	case horus.PhaseRoll:
		s.Acted, s.RollMask, s.RollFor = 0, 1<<horus.NumDice-1, horus.RollActions
	case horus.PhaseMummies:
		s.RollMask, s.RollFor = 1<<horus.NumDice-1, horus.RollMummies
	}
	if b.lock {
		lockLine := b.lineOf("lock")
		if s.Phase != horus.PhaseActions || b.turn < 0 {
			return b.errAt(lockLine, "lock: a lock attempt happens on a seat's turn: give \"phase actions\" and \"turn SEAT\"")
		}
		g, ok := s.Players[b.turn].Square.Alcove()
		if !ok || s.Alcoves&(1<<g) == 0 {
			return b.errAt(lockLine, "lock: %s does not stand beside an alcove that still holds its idol", s.Players[b.turn].Adventurer)
		}
		for _, v := range s.Dice {
			if v == 0 {
				return b.errAt(lockLine, "lock: give the five dice of the attempt with \"dice\"")
			}
		}
		s.Lock = horus.LockAttempt{Active: true, God: g}
	}
	return nil
}

// insideMask has a bit for every seat still in the pyramid.
func insideMask(s *horus.State) uint8 {
	var m uint8
	for p := 0; p < s.NumSeats(); p++ {
		if s.Players[p].Inside() {
			m |= 1 << p
		}
	}
	return m
}
