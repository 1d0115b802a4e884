package horus

import "fmt"

// Who acts: a seat 0..5, or one of these.
const (
	ChanceSeat   = -1
	TerminalSeat = -2
)

// NewState sets up a game: the board, shuffled decks (as sets: the order is
// decided by chance when a card is drawn), the mummies and the seats. The
// state it returns starts with chance steps that deal the sarcophagi (and
// place the mummies under the optional rule).
func NewState(opt Options) (State, error) {
	if opt.Players < MinPlayers || opt.Players > MaxPlayers {
		return State{}, fmt.Errorf("a game needs %d to %d players, not %d", MinPlayers, MaxPlayers, opt.Players)
	}
	if opt.FirstKeeper >= opt.Players {
		return State{}, fmt.Errorf("the first Dice Keeper must be one of the %d seats", opt.Players)
	}
	var seen [NumAdventurers]bool
	for i := 0; i < int(opt.Players); i++ {
		a := opt.Adventurers[i]
		if a >= NumAdventurers {
			return State{}, fmt.Errorf("seat %d: no such adventurer", i+1)
		}
		if seen[a] {
			return State{}, fmt.Errorf("%s is chosen by two seats; each adventurer plays once", a.Name())
		}
		seen[a] = true
	}
	for i := int(opt.Players); i < MaxPlayers; i++ {
		opt.Adventurers[i] = 0
	}
	s := State{Opt: opt, Phase: PhaseSetup, Keeper: opt.FirstKeeper}
	for d := Deck(0); d < NumDecks; d++ {
		s.Decks[d] = OriginCards(d)
	}
	s.Undealt = OriginCards(OriginAnubis).Or(OriginCards(OriginThoth)).Or(OriginCards(OriginHorus))
	for i := range s.Sarc {
		s.Sarc[i] = NoCard
	}
	s.Alcoves = 1<<NumGods - 1
	s.Supply[0] = OriginCards(OriginMummySupply)
	s.Supply[1] = OriginCards(OriginBlockSupply)
	s.Public = OriginCards(OriginIdol).Or(s.Supply[0]).Or(s.Supply[1])
	for m, st := range mummyStarts {
		s.Mummies[m] = Mummy{Square: mustSquare(st.Square), Facing: st.Facing, Section: st.Section, From: -1}
	}
	s.NMummy = uint8(len(mummyStarts))
	ent := EntranceSquares()
	for i := 0; i < int(opt.Players); i++ {
		s.Players[i] = Player{Adventurer: opt.Adventurers[i], Square: ent[i%2]}
	}
	for i := int(opt.Players); i < MaxPlayers; i++ {
		s.Players[i] = Player{Square: NoSquare, Fate: Escaped}
	}
	return s, nil
}

// Current is the seat to act, ChanceSeat, or TerminalSeat.
func (s *State) Current() int {
	if s.Over {
		return TerminalSeat
	}
	if s.Must != MustNothing {
		return int(s.MustSeat)
	}
	if s.IsChance() {
		return ChanceSeat
	}
	return s.actingSeat()
}

// IsChance reports whether the next step is chance's.
func (s *State) IsChance() bool {
	if s.Over || s.Must != MustNothing {
		return false
	}
	return s.Phase == PhaseSetup || s.RollMask != 0 || s.BlockFor != BlockNone || s.Drawing
}

// IsOver reports whether the game has ended.
func (s *State) IsOver() bool { return s.Over }

// actingSeat is the seat whose decision it is when no chance is pending.
func (s *State) actingSeat() int {
	if s.Must != MustNothing {
		return int(s.MustSeat)
	}
	if s.JumpMask != 0 {
		return s.firstInOrder(s.JumpMask)
	}
	return int(s.Turn)
}

// firstInOrder is the first seat of mask going left from the Dice Keeper.
func (s *State) firstInOrder(mask uint8) int {
	n := s.NumSeats()
	for i := 0; i < n; i++ {
		p := (int(s.Keeper) + i) % n
		if mask&(1<<p) != 0 {
			return p
		}
	}
	return -1
}

func (s *State) insideMask() uint8 {
	var m uint8
	for p := 0; p < s.NumSeats(); p++ {
		if s.Players[p].Inside() {
			m |= 1 << p
		}
	}
	return m
}

// advance runs the automatic parts of the game until a player must decide,
// chance must act, or the game is over.
func (t *step) advance() {
	s := t.s
	for !s.Over {
		if s.Must != MustNothing {
			return
		}
		if s.NWounds > 0 {
			if w := s.Wounds[0]; t.makeRoomForWound(int(w.Seat)) {
				return // the wound waits at the head of the queue for the discard
			}
			t.nextWound()
			continue
		}
		if s.IsChance() || s.JumpMask != 0 {
			return
		}
		if s.TrapCheck {
			s.TrapCheck = false
			t.sealCheck()
			continue
		}
		if t.startChestRoll() {
			return
		}
		if s.insideMask() == 0 {
			t.endGame()
			return
		}
		if !t.phaseStep() {
			return
		}
	}
}

// phaseStep moves the round on by one automatic step; false means a seat
// must now decide.
func (t *step) phaseStep() bool {
	s := t.s
	switch s.Phase {
	case PhaseAdjust:
		for {
			p := s.firstInOrder(s.insideMask() &^ s.Acted)
			if p < 0 {
				t.setPhase(PhaseRoll)
				s.RollMask, s.RollFor = 1<<NumDice-1, RollActions
				return true
			}
			if s.canAdjust(p) {
				if s.Turn != uint8(p) {
					s.Turn = uint8(p)
					t.emit(ev(EvTurn, p))
				}
				return false
			}
			s.Acted |= 1 << p
		}
	case PhaseActions:
		for {
			p := s.firstInOrder(s.insideMask() &^ s.Acted)
			if p < 0 {
				s.Lock.Active = false
				t.setPhase(PhaseMummies)
				s.RollMask, s.RollFor = 1<<NumDice-1, RollMummies
				s.MummyRolled = false
				return true
			}
			if s.Turn != uint8(p) {
				s.Turn = uint8(p)
				s.Lock.Active = false
				t.emit(ev(EvTurn, p))
			}
			if s.Players[p].Actions > 0 || s.hasFreeAction(p) || s.Opt.TotalSecrecy && s.Players[p].Count() > 0 {
				return false
			}
			s.Acted |= 1 << p
			s.Lock.Active = false
		}
	case PhaseMummies:
		return t.mummyStep()
	case PhaseBlock:
		if !s.Dropped {
			s.Dropped = true
			switch {
			case s.SetAside != 0:
				b := s.SetAside
				s.SetAside, s.SetAsideKnown = 0, 0
				t.dropBlock(b)
			case s.Box() != 0:
				s.BlockFor = BlockFall
			}
			return true
		}
		t.endRound()
		return true
	}
	return true
}

func (t *step) setPhase(p Phase) {
	t.s.Phase = p
	if t.rec { // build the event only when someone listens
		e := ev(EvPhase, -1)
		e.Value = uint8(p)
		t.emit(e)
	}
}

// startRound begins a round: phase 1, and the Mummy's touch for every
// adventurer still sharing a square with a standing mummy.
func (t *step) startRound() {
	s := t.s
	s.Round++
	e := ev(EvRound, int(s.Keeper))
	e.Value = s.Round
	t.emit(e)
	s.PeekUsed = false
	s.Acted = 0
	s.Dropped = false
	s.Dice = [NumDice]uint8{}
	for p := range s.Players {
		s.Players[p].Stamina = false
		s.Players[p].Actions = 0
	}
	s.Turn = 255
	t.setPhase(PhaseAdjust)
	if s.Round > 1 {
		for p := 0; p < s.NumSeats(); p++ {
			if s.Players[p].Inside() {
				t.touchByMummiesAt(p, s.Players[p].Square)
			}
		}
	}
}

// LeavesAtRoundEnd reports whether an adventurer still in the game who
// stands on q when round ends has left the pyramid then: the first
// round's rule that anyone still outside the door has left (ruling 1).
// The play screen asks before a turn ends that way.
func LeavesAtRoundEnd(round uint8, q Square) bool {
	return round == 1 && q.Region() == RegionEntrance
}

// endRound is phase 6, and the first round's rule that anyone still outside
// the door has left.
func (t *step) endRound() {
	s := t.s
	for p := 0; p < s.NumSeats(); p++ {
		if s.Players[p].Inside() && LeavesAtRoundEnd(s.Round, s.Players[p].Square) {
			t.leave(p)
		}
	}
	in := s.insideMask()
	if in == 0 {
		return // advance ends the game
	}
	n := s.NumSeats()
	for i := 1; i <= n; i++ {
		k := (int(s.Keeper) + i) % n
		if in&(1<<k) != 0 {
			s.Keeper = uint8(k)
			break
		}
	}
	t.startRound()
}

// canAdjust: a seat is asked in phase 1 only when it has a choice to make.
// Under Total Secrecy whether it has one may depend on hidden cards, so any
// seat holding cards is asked: skipping it would tell the table its cards
// are all wounds.
func (s *State) canAdjust(p int) bool {
	pl := &s.Players[p]
	if !pl.Discardable().Empty() || s.Opt.TotalSecrecy && pl.Count() > 0 {
		return true
	}
	return !pl.AbilityUsed && pl.Adventurer.Ability() == AbilityStamina
}

// computeActions is phase 2 after the roll.
func (t *step) computeActions() {
	s := t.s
	for p := 0; p < s.NumSeats(); p++ {
		pl := &s.Players[p]
		if !pl.Inside() {
			continue
		}
		wll := wllByCards[min(pl.Count(), MaxCards)]
		if pl.Stamina && wll > 1 {
			wll--
		}
		pl.WLL = wll
		var cursed uint8
		for g := God(0); g < NumGods; g++ {
			if pl.Hand.Has(IdolCard(g)) {
				cursed |= 1 << g.Curse()
				e := ev(EvCursed, p)
				e.Die = g.Curse()
				t.emit(e)
			}
		}
		n := uint8(0)
		for d := Die(0); d < NumDice; d++ {
			if cursed&(1<<d) == 0 && s.Dice[d] >= wll {
				n++
			}
		}
		pl.Actions = n
		e := ev(EvActions, p)
		e.Value, e.Level = n, wll
		t.emit(e)
	}
	s.Acted = 0
	s.Turn = 255
	t.setPhase(PhaseActions)
}

// mummyStep moves phase 4 on by one mummy step or stand-up.
func (t *step) mummyStep() bool {
	s := t.s
	if !s.MummyRolled {
		s.MummyRolled = true
		steps := uint8(0)
		for _, v := range s.Dice {
			if v >= MummyMoveThreshold {
				steps++
			}
		}
		s.MummySteps, s.MummyNext, s.MummyLeft, s.MummyCount = steps, 0, steps, s.NMummy
	}
	// MummyCount, fixed by the roll, leaves out a mummy made during this
	// phase: it walks from the next phase 4. One made earlier in the round
	// (phase 1 or 3) walks now (ruling 6: it "now walks that section").
	if s.MummyNext >= s.MummyCount {
		t.setPhase(PhaseBlock)
		return true
	}
	i := int(s.MummyNext)
	m := &s.Mummies[i]
	if m.Fallen {
		m.Fallen = false
		e := t.mummyEv(EvMummyStood, -1, i)
		e.To = m.Square
		t.emit(e)
		t.touchAdventurersAt(i, m.Square)
		s.MummyNext++
		s.MummyLeft = s.MummySteps
		return true
	}
	if s.MummyLeft == 0 {
		s.MummyNext++
		s.MummyLeft = s.MummySteps
		return true
	}
	s.MummyLeft--
	next := m.Square.Neighbor(m.Facing)
	if next == NoSquare || !next.InSection(m.Section) {
		m.Facing = m.Facing.Opposite()
		e := t.mummyEv(EvMummyTurn, -1, i)
		e.Facing, e.To = m.Facing, m.Square
		t.emit(e)
		next = m.Square.Neighbor(m.Facing)
	}
	e := t.mummyEv(EvMummyStep, -1, i)
	e.From, e.To = m.Square, next
	t.emit(e)
	m.Square = next
	t.touchAdventurersAt(i, next)
	return true
}

// touchAdventurersAt queues a wound for every adventurer on q touched by
// mummy m.
func (t *step) touchAdventurersAt(m int, q Square) {
	s := t.s
	for p := 0; p < s.NumSeats(); p++ {
		if s.Players[p].Inside() && s.Players[p].Square == q {
			t.queueWound(p, uint8(m))
		}
	}
}

// touchByMummiesAt queues a wound from every standing mummy on q.
func (t *step) touchByMummiesAt(p int, q Square) {
	s := t.s
	for m := 0; m < int(s.NMummy); m++ {
		if !s.Mummies[m].Fallen && s.Mummies[m].Square == q {
			t.queueWound(p, uint8(m))
		}
	}
}

// queueWound queues a wound for seat p from mummy m (255: a stone block);
// advance settles the queue in order, each wound after the discard that
// makes room for it. No wound is ever dropped: the queue is sized for the
// worst step (see woundQueueLen), and were it full the oldest wound would
// be settled now, without waiting for that discard.
func (t *step) queueWound(p int, m uint8) {
	s := t.s
	if int(s.NWounds) == len(s.Wounds) {
		t.nextWound()
	}
	s.Wounds[s.NWounds] = pendingWound{Seat: uint8(p), Mummy: m}
	s.NWounds++
}

// nextWound settles the oldest queued wound (advance first makes room for
// it: makeRoomForWound).
func (t *step) nextWound() {
	s := t.s
	w := s.Wounds[0]
	copy(s.Wounds[:], s.Wounds[1:s.NWounds])
	s.NWounds--
	s.Wounds[s.NWounds] = pendingWound{}
	p := int(w.Seat)
	pl := &s.Players[p]
	if !pl.Inside() {
		return
	}
	if w.Mummy == 255 {
		if pl.WoundCount() >= MaxCards {
			return // no room for another wound card: the block only bruises
		}
		t.takeWound(p, 1)
		return
	}
	if pl.WoundCount() >= MaxCards {
		t.mummify(p, int(w.Mummy))
		return
	}
	t.takeWound(p, 0)
}

// makeRoomForWound: the wound at the head of the queue is for seat p. A
// seat with 12 cards that is to take a wound card first discards to make
// room for it (rulebook, "The Mummy's touch": "the player must immediately
// discard one of his Treasure, Idol, or Equipment cards to make room for
// the Mummy card"). With 12 wound cards there is no card to take: the seat
// becomes a mummy, or the block only bruises (see nextWound).
func (t *step) makeRoomForWound(p int) bool {
	pl := &t.s.Players[p]
	return pl.Inside() && pl.WoundCount() < MaxCards && t.makeRoom(p, NoCard)
}

// takeWound gives seat p a Mummy (supply 0) or Block (supply 1) card.
func (t *step) takeWound(p, supply int) {
	s := t.s
	pl := &s.Players[p]
	e := ev(EvWound, p)
	if c, ok := s.Supply[supply].Next(0); ok {
		s.Supply[supply] = s.Supply[supply].Without(c)
		pl.Hand = pl.Hand.With(c)
		e.Card = c
	} else if supply == 0 {
		pl.ExtraMummy++
		e.Value = uint8(KindMummyWound)
	} else {
		pl.ExtraBlock++
		e.Value = uint8(KindBlockWound)
	}
	t.emit(e)
}

// The 12-card limit (rulebook, phase 1): "If, at any time, an action would
// cause a player to exceed a WLL of 12, that player must immediately
// discard a single Treasure, Idol, or Equipment card or the action cannot
// be performed." Every card that comes to a seat passes through here: the
// discard comes first, the card after it, so a seat never holds more than
// 12 cards, not even for a moment, and never throws back the card it has
// just seen (a search at 12 cards is no free look). An action that may
// bring a card is legal only if the seat has room for it (hasRoom,
// checked by turnActions); a wound cannot be refused and is settled in
// nextWound.

// hasRoom reports whether the player can take one more card: below 12
// cards, or holding a treasure, idol or equipment card to discard first.
func (p *Player) hasRoom() bool { return p.Count() < MaxCards || !p.Discardable().Empty() }

// makeRoom is called before card c comes to seat p (NoCard for a search's
// card, not drawn yet, and for a wound, which waits in the queue). At 12
// cards the seat must first discard (MustDiscard); makeRoom returns true
// and the card comes once the discard is made (roomMade). A seat with
// nothing to discard gets the card anyway: turnActions and
// makeRoomForWound never let that happen, and no card is ever lost.
func (t *step) makeRoom(p int, c CardID) bool {
	s := t.s
	pl := &s.Players[p]
	if pl.Count() < MaxCards || pl.Discardable().Empty() {
		return false
	}
	s.Must, s.MustSeat, s.MustCard = MustDiscard, uint8(p), c
	return true
}

// roomMade: seat p has discarded to make room; the card that waited for it
// comes. A search's draw and a queued wound come by themselves (the draw is
// chance's next step, advance settles the wound); a treasure or an idol is
// taken now.
func (t *step) roomMade(p int) {
	s := t.s
	c := s.MustCard
	s.Must, s.MustCard = MustNothing, NoCard
	switch {
	case c == NoCard:
	case c.Info().Kind == KindIdol:
		t.takeIdol(p)
	default:
		t.takeSarcophagus(p)
	}
}

func (t *step) mummify(p, by int) {
	s := t.s
	pl := &s.Players[p]
	pl.Fate = Mummified
	pl.Actions = 0
	e := ev(EvMummified, p)
	e.To = pl.Square
	if s.NMummy < MaxMummies {
		src := s.Mummies[by]
		s.Mummies[s.NMummy] = Mummy{Square: pl.Square, Facing: src.Facing, Section: src.Section, From: int8(p), Made: s.Round}
		e.Mummy, e.MummyOf, e.Facing = int8(s.NMummy), int8(p), src.Facing
		s.NMummy++
	}
	t.emit(e)
}

// leave takes an adventurer out through the door, for good.
func (t *step) leave(p int) {
	s := t.s
	pl := &s.Players[p]
	pl.Fate = Escaped
	pl.Actions = 0
	e := ev(EvLeft, p)
	e.To = pl.Square
	t.emit(e)
	if s.Turn == uint8(p) {
		s.Lock.Active = false
	}
}

// chestsHeld counts the chests a seat carries, in Bags too.
func (s *State) chestsHeld(p int) int {
	return s.Carried(p).And(kindCards[KindChest]).Len()
}

// Carried is everything a seat holds, Bag contents included.
func (s *State) Carried(p int) CardSet {
	h := s.Players[p].Hand
	for b := 0; b < 2; b++ {
		if h.Has(BagCard(b)) {
			h = h.Or(s.BagContents[b])
		}
	}
	return h
}

// BagCard is Bag b's card (b is 0 or 1, as BagContents and
// Observation.BagSize number the Bags).
func BagCard(b int) CardID { return bagCards[b] }

// bagCards are the two Bag cards, in card order.
var bagCards = func() (out [2]CardID) {
	bags := OriginCards(OriginRubble).And(kindCards[KindBag])
	out[0] = bags.Nth(0)
	out[1] = bags.Nth(1)
	return out
}()

var kindCards = func() (k [KindBlockWound + 1]CardSet) {
	for c := CardID(0); c < NumCards; c++ {
		k[c.Info().Kind] = k[c.Info().Kind].With(c)
	}
	return k
}()

// startChestRoll sets up the roll for the next unrolled chest of an
// escaped adventurer.
func (t *step) startChestRoll() bool {
	s := t.s
	if kindCards[KindChest].AndNot(s.Decks[OriginSand].Or(s.Decks[OriginWater]).Or(s.Discard)).Empty() {
		return false // every chest is still in a deck or discarded: nobody carries one
	}
	for p := 0; p < s.NumSeats(); p++ {
		if s.Players[p].Fate == Escaped && int(s.Players[p].NChests) < s.chestsHeld(p) {
			s.ChestSeat = uint8(p)
			s.RollMask, s.RollFor = 1, RollChest
			return true
		}
	}
	return false
}

// dropBlock puts stone block b on its square, with the jumps and crushing
// it causes; the seal check follows once the jumps are done.
func (t *step) dropBlock(b uint8) {
	s := t.s
	q := BlockSquare(int(b))
	s.Fallen |= 1 << b
	e := ev(EvBlockFell, -1)
	e.Value, e.To = b, q
	t.emit(e)
	s.Dodged = 0
	for p := 0; p < s.NumSeats(); p++ {
		pl := &s.Players[p]
		if !pl.Inside() || pl.Square != q {
			continue
		}
		if s.hasJump(q) {
			s.JumpMask |= 1 << p
		} else {
			pl.Fate = Crushed
			pl.Actions = 0
			t.emit(ev(EvCrushed, p))
		}
	}
	s.TrapCheck = true
}

func (s *State) hasJump(q Square) bool {
	for d := Dir(0); d < 4; d++ {
		if n := q.Neighbor(d); n != NoSquare && !s.BlockFallen(n) {
			return true
		}
	}
	return false
}

// sealCheck traps every adventurer with no way to the door.
func (t *step) sealCheck() {
	s := t.s
	var inside squareSet
	for p := 0; p < s.NumSeats(); p++ {
		if s.Players[p].Inside() {
			inside = inside.with(s.Players[p].Square)
		}
	}
	if inside == (squareSet{}) {
		return // nobody inside to seal in
	}
	reach := s.reachMask(inside)
	for p := 0; p < s.NumSeats(); p++ {
		pl := &s.Players[p]
		if pl.Inside() && !reach.has(pl.Square) {
			pl.Fate = Trapped
			pl.Actions = 0
			t.emit(ev(EvTrapped, p))
		}
	}
}

// Sealed lists the squares cut off from the Entrance by the fallen blocks
// (bit n of fallen: block n is down), the blocks' own squares left out:
// where an adventurer would be trapped.
func Sealed(fallen uint64) []Square {
	s := State{Fallen: fallen &^ 1}
	reach := s.Reachable()
	var out []Square
	for q := Square(0); q < NumSquares; q++ {
		if q.Valid() && !reach[q] && !s.BlockFallen(q) {
			out = append(out, q)
		}
	}
	return out
}

// Reachable marks the squares with a block-free path to the Entrance.
func (s *State) Reachable() [NumSquares]bool {
	var out [NumSquares]bool
	reach := s.reachMask(squareSet{})
	for q := Square(0); q < NumSquares; q++ {
		out[q] = reach.has(q)
	}
	return out
}

// squareSet is a set of squares as a 128-bit mask, for flood fills.
type squareSet [2]uint64

func (q squareSet) has(x Square) bool { return x < NumSquares && q[x>>6]&(1<<(x&63)) != 0 }

func (q squareSet) with(x Square) squareSet { q[x>>6] |= 1 << (x & 63); return q }

func (q squareSet) and(o squareSet) squareSet { return squareSet{q[0] & o[0], q[1] & o[1]} }

// shl and shr move every square k places up or down the index.
func (q squareSet) shl(k uint) squareSet { return squareSet{q[0] << k, q[1]<<k | q[0]>>(64-k)} }
func (q squareSet) shr(k uint) squareSet { return squareSet{q[0]>>k | q[1]<<(64-k), q[1] >> k} }

// flood holds the board as masks: open[d] is every square with an open
// side towards d (no wall, no edge), so a flood fill moves a whole front a
// step at a time with shifts.
var flood = func() (f struct {
	open     [4]squareSet
	entrance squareSet
}) {
	for q := Square(0); q < NumSquares; q++ {
		for d := Dir(0); d < 4; d++ {
			if q.Neighbor(d) != NoSquare {
				f.open[d] = f.open[d].with(q)
			}
		}
	}
	for _, e := range board.entrance {
		f.entrance = f.entrance.with(e)
	}
	return f
}()

// reachMask is the set of squares with a block-free path to the Entrance:
// a flood fill from the Entrance over the squares without a fallen block.
// With targets it may stop as soon as all of them are reached.
func (s *State) reachMask(targets squareSet) squareSet {
	var free squareSet
	free[0], free[1] = ^uint64(0), ^uint64(0)
	for f := s.Fallen; f != 0; f &= f - 1 {
		q := board.blockSq[trailingZeros(f)]
		free[q>>6] &^= 1 << (q & 63)
	}
	reach := flood.entrance
	for {
		next := reach
		step := reach.and(flood.open[East]).shl(1)
		next[0], next[1] = next[0]|step[0], next[1]|step[1]
		step = reach.and(flood.open[West]).shr(1)
		next[0], next[1] = next[0]|step[0], next[1]|step[1]
		step = reach.and(flood.open[South]).shl(Cols)
		next[0], next[1] = next[0]|step[0], next[1]|step[1]
		step = reach.and(flood.open[North]).shr(Cols)
		next[0], next[1] = next[0]|step[0], next[1]|step[1]
		next = next.and(free)
		if next == reach || targets != (squareSet{}) && next.and(targets) == targets {
			return next
		}
		reach = next
	}
}

func (t *step) endGame() {
	s := t.s
	s.Over = true
	s.Phase = PhaseOver
	s.RollMask, s.BlockFor, s.Drawing, s.JumpMask = 0, BlockNone, false, 0
	if t.rec { // the scores are counted only when someone listens
		sc := s.Scores()
		for p := 0; p < s.NumSeats(); p++ {
			x := sc[p]
			e := ev(EvScore, p)
			e.Value = uint8(x.Total)
			e.Score = EventScore{Fate: x.Fate, Treasures: uint8(x.Treasures), Idols: uint8(x.Idols), Chests: uint8(x.Chests), Variety: uint8(x.Variety), Won: x.Won}
			t.emit(e)
		}
	}
	t.emit(ev(EvGameOver, -1))
}

// hasFreeAction: a seat with no actions left keeps its turn only while it can
// still do something that costs none. (Under Total Secrecy a seat holding
// cards keeps it until it ends it, so the table learns nothing from when
// its turn ends.)
func (s *State) hasFreeAction(p int) bool {
	var buf [maxLegal]Action
	for _, a := range s.turnActions(p, buf[:0]) {
		if a.Kind != ActEnd {
			return true
		}
	}
	return false
}
