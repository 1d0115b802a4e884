// Package world is the client's picture of the game as entities and
// components (ECS style): figures, mummies, stone blocks, cards,
// sarcophagi and dice are entities; board square, place, facing, fate,
// card face, sprite and animation are components; systems turn the
// engine's events into changes of the world and advance its animations.
//
// The engine stays the only truth. The world is what one seat may see: it
// is built from that seat's horus.Observation and changed only by events
// filtered for that seat, and Rebuild(Observe(seat)) must always give the
// same world (world_test.go checks this over whole games). Nothing here
// imports ebiten, so the systems are tested without a display.
package world

import (
	"sort"

	"github.com/pyramid-studio/pyramid/client/tween"
	"github.com/pyramid-studio/pyramid/game/horus"
)

// Entity is an index into the component stores.
type Entity uint16

// Kind is what an entity is.
type Kind uint8

const (
	Figure      Kind = iota // an adventurer; Key.A = seat
	Mummy                   // Key.A = mummy index
	Block                   // a stone block; Key.A = number 1..36
	Card                    // a card whose face this seat knows; Key.A = CardID
	HiddenCard              // a card in front of Key.A from deck Key.B, face unknown; Key.C = n
	Sarcophagus             // a wall slot; Key.A = slot
	Die                     // Key.A = die colour
)

var kindNames = [...]string{"figure", "mummy", "block", "card", "hidden", "sarcophagus", "die"}

func (k Kind) String() string { return kindNames[k] }

// Key names an entity independently of when it was created, so a world
// grown by events and a rebuilt world can be compared.
type Key struct {
	Kind    Kind
	A, B, C int
}

// Where a card lies.
type Where uint8

const (
	InHand    Where = iota // in front of Place.Seat
	InDiscard              // the common discard pile
	InAlcove               // an idol in its alcove, Place.Slot = god
)

// Place is a card's location off the board.
type Place struct {
	Where Where
	Seat  int
	Slot  int
}

// Sprite says how an entity is drawn; the renderer owns the images.
type Sprite struct {
	Sheet Kind // which family of images
	Index int  // adventurer, block number, die colour, card...
	Tint  int  // seat colour for figures
}

// AnimKind is what an animation shows.
type AnimKind uint8

const (
	Slide  AnimKind = iota // a figure or mummy moving From -> To
	Fall                   // a stone block dropping onto its square (shadow, landing shake, dust)
	Roll                   // a die tumbling to its new face
	Flash                  // a card or sarcophagus that just changed
	Hop                    // a figure jumping From -> To off a falling block
	Turn                   // a mummy turning from Prev to Facing at a wall
	Topple                 // a shot mummy falling over
	Rise                   // a fallen mummy standing up
	Morph                  // a mummified adventurer (Seat) becoming mummy Mummy
	Crush                  // an adventurer crushed under a block
	Exit                   // an adventurer leaving the pyramid
	Seal                   // the region sealed off when somebody is trapped
	Deal                   // a card travelling from Src to its place in front of a seat
	Flip                   // a sarcophagus opened, its card turned face up
	Idol                   // an idol leaving its alcove (Src) for a seat
	Chest                  // a chest rolled: a die tumbling to Value
)

var animNames = [...]string{"slide", "fall", "roll", "flash", "hop", "turn", "topple", "rise", "morph", "crush", "exit", "seal", "deal", "flip", "idol", "chest"}

func (k AnimKind) String() string { return animNames[k] }

// SrcKind is where a card animation starts.
type SrcKind uint8

const (
	FromNowhere     SrcKind = iota // the wound supply and other unseen places
	FromDeck                       // search deck N
	FromSarcophagus                // sarcophagus slot N
	FromAlcove                     // the alcove of god N
)

// Src is where a card animation starts.
type Src struct {
	Kind SrcKind
	N    int
}

// Anim is one animation of one entity. The blocking animations of a batch
// of events play one after another (Tween.Delay), except the dice of one
// roll, which tumble together; flashes and seals start when the blocking
// animations queued before them end, and play alongside what follows.
type Anim struct {
	E        Entity
	Kind     AnimKind
	From, To horus.Square
	Facing   horus.Dir // the facing shown (Slide, Turn: the new one)
	Prev     horus.Dir // Turn: the facing before
	Seat     int       // Morph, Exit, Crush, Chest, Deal: the adventurer's seat
	Mummy    int       // Morph: the mummy the adventurer becomes (-1: none)
	Src      Src       // Deal, Idol: where the card comes from
	Value    int       // Chest: the value rolled
	T        tween.Tween
}

// Blocking reports whether play waits for the animation.
func (a Anim) Blocking() bool { return a.Kind != Flash && a.Kind != Seal }

// Aside is the stone block set beside the board by an Udjat or Clairvoyance.
type Aside struct {
	On    bool
	Block uint8 // 0 when this seat has not seen it
}

// Durations of the animations in ticks at normal speed.
const (
	SlideTicks  = 12
	FallTicks   = 40 // the last LandFraction of it is the landing: shake and dust
	RollTicks   = 30
	FlashTicks  = 40
	HopTicks    = 16
	TurnTicks   = 16
	ToppleTicks = 16
	MorphTicks  = 36
	CrushTicks  = 20
	ExitTicks   = 24
	SealTicks   = 240 // the dark overlay on a sealed region, not blocking
	DealTicks   = 72  // lifted off its deck, shown large and turned over, then flown to the seat
	FlipTicks   = 64  // the lid turns, the card inside is shown large, then lies in the niche
	IdolTicks   = 72  // as a card dealt: out of its alcove, shown large, to the seat
	ChestTicks  = 30
)

// LandFraction is the part of a Fall spent landing (the block is down).
const LandFraction = 0.3

// World holds the entities and their components.
type World struct {
	Seat  int     // whose view: a seat, or -1 for an onlooker
	Speed float64 // animation length factor: 1 normal, 0 instant

	keys  []Key
	alive []bool
	index map[Key]Entity

	Square map[Entity]horus.Square // on the board
	Place  map[Entity]Place        // cards off the board
	Facing map[Entity]horus.Dir    // mummies
	Down   map[Entity]bool         // a fallen block, a shot mummy
	Fate   map[Entity]horus.Fate   // figures
	Face   map[Entity]horus.CardID // cards and sarcophagi: the face this seat knows
	Open   map[Entity]bool         // sarcophagi turned face up
	Here   map[Entity]bool         // sarcophagi still holding a card
	Value  map[Entity]uint8        // dice faces
	Sprite map[Entity]Sprite

	Anims []Anim
	clock int // end of the last queued blocking animation

	// Trail is the last move: the squares the last batch of events moved
	// figures, mummies or blocks between. It stays until the next batch
	// that moves something, so a player who looked away sees what happened.
	Trail []Step

	// marks are the ticks (on the clock now counts) at which the events
	// applied and not yet reached end their blocking animations, in the
	// order applied: Pending counts them, so that the log and the header
	// wait for the board.
	marks []int
	now   int

	cues   []cue   // sounds waiting for their animation to start
	due    []Sound // sounds whose moment has come, for TakeSounds
	inRoll bool    // the last blocking animation queued was a die of this batch
	rollAt int     // when the dice of this batch start tumbling

	Phase horus.Phase
	Aside Aside
}

// New makes an empty world for a seat's view.
func New(seat int) *World {
	return &World{
		Seat: seat, Speed: 1, index: map[Key]Entity{},
		Square: map[Entity]horus.Square{}, Place: map[Entity]Place{}, Facing: map[Entity]horus.Dir{},
		Down: map[Entity]bool{}, Fate: map[Entity]horus.Fate{}, Face: map[Entity]horus.CardID{},
		Open: map[Entity]bool{}, Here: map[Entity]bool{}, Value: map[Entity]uint8{}, Sprite: map[Entity]Sprite{},
	}
}

// Spawn creates the entity for key (or returns the existing one).
func (w *World) Spawn(k Key) Entity {
	if e, ok := w.index[k]; ok {
		return e
	}
	e := Entity(len(w.keys))
	w.keys = append(w.keys, k)
	w.alive = append(w.alive, true)
	w.index[k] = e
	w.Sprite[e] = Sprite{Sheet: k.Kind, Index: k.A}
	return e
}

// Kill removes an entity and all its components.
func (w *World) Kill(e Entity) {
	if int(e) >= len(w.keys) || !w.alive[e] {
		return
	}
	w.alive[e] = false
	delete(w.index, w.keys[e])
	for _, m := range []interface{ del(Entity) }{sq(w.Square), pl(w.Place), fc(w.Facing), bl(w.Down), ft(w.Fate), cd(w.Face), bl(w.Open), bl(w.Here), u8(w.Value), sp(w.Sprite)} {
		m.del(e)
	}
	out := w.Anims[:0]
	for _, a := range w.Anims {
		if a.E != e {
			out = append(out, a)
		}
	}
	w.Anims = out
}

// Small adapters so Kill can clear every store in one loop.
type (
	sq map[Entity]horus.Square
	pl map[Entity]Place
	fc map[Entity]horus.Dir
	bl map[Entity]bool
	ft map[Entity]horus.Fate
	cd map[Entity]horus.CardID
	u8 map[Entity]uint8
	sp map[Entity]Sprite
)

func (m sq) del(e Entity) { delete(m, e) }
func (m pl) del(e Entity) { delete(m, e) }
func (m fc) del(e Entity) { delete(m, e) }
func (m bl) del(e Entity) { delete(m, e) }
func (m ft) del(e Entity) { delete(m, e) }
func (m cd) del(e Entity) { delete(m, e) }
func (m u8) del(e Entity) { delete(m, e) }
func (m sp) del(e Entity) { delete(m, e) }

// Lookup finds the entity of a key.
func (w *World) Lookup(k Key) (Entity, bool) {
	e, ok := w.index[k]
	return e, ok
}

// KeyOf is the key of an entity.
func (w *World) KeyOf(e Entity) Key { return w.keys[e] }

// All returns the live entities of a kind in creation order.
func (w *World) All(k Kind, buf []Entity) []Entity {
	for i, key := range w.keys {
		if w.alive[i] && key.Kind == k {
			buf = append(buf, Entity(i))
		}
	}
	return buf
}

// Cards returns the cards in front of a seat, known faces first (sorted
// by card), then hidden ones.
func (w *World) Cards(seat int, buf []Entity) []Entity {
	start := len(buf)
	for i, key := range w.keys {
		if !w.alive[i] {
			continue
		}
		e := Entity(i)
		if (key.Kind == Card && w.Place[e].Where == InHand && w.Place[e].Seat == seat) || (key.Kind == HiddenCard && key.A == seat) {
			buf = append(buf, e)
		}
	}
	part := buf[start:]
	sort.Slice(part, func(i, j int) bool {
		a, b := w.keys[part[i]], w.keys[part[j]]
		if a.Kind != b.Kind {
			return a.Kind < b.Kind
		}
		if a.A != b.A {
			return a.A < b.A
		}
		if a.B != b.B {
			return a.B < b.B
		}
		return a.C < b.C
	})
	return buf
}

// Busy reports whether a blocking animation is still playing.
func (w *World) Busy() bool {
	for _, a := range w.Anims {
		if a.Blocking() && !a.T.Done() {
			return true
		}
	}
	return false
}

// Tick is the animation system: it advances every animation by one tick
// and drops the finished ones; sounds whose animation starts now become due.
func (w *World) Tick() {
	w.tickCues()
	w.now++
	w.reach()
	out := w.Anims[:0]
	for _, a := range w.Anims {
		a.T.Step()
		if !a.T.Done() {
			out = append(out, a)
		}
	}
	w.Anims = out
	if w.clock > 0 {
		w.clock--
	}
}

// Current returns the animation an entity shows now: the earliest
// unfinished one.
func (w *World) Current(e Entity) (Anim, bool) {
	var best Anim
	found := false
	for _, a := range w.Anims {
		if a.E == e && !a.T.Done() && (!found || a.T.Delay < best.T.Delay) {
			best, found = a, true
		}
	}
	return best, found
}

func (w *World) ticks(n int) int {
	if w.Speed <= 0 {
		return 0
	}
	return max(1, int(float64(n)*w.Speed+0.5))
}

// animate queues an animation; blocking ones play after those already
// queued (the dice of one batch together). It returns the tick, from now,
// at which the animation starts, and its length (0 at instant speed).
func (w *World) animate(a Anim, dur int) (start, length int) {
	d := w.ticks(dur)
	if d == 0 {
		return 0, 0
	}
	a.T.Dur = d
	if !a.Blocking() {
		// a flash or a seal shows what the blocking animations queued
		// before it lead to: it starts when they end, without holding play
		a.T.Delay = w.clock
	} else {
		switch {
		case a.Kind == Roll && w.inRoll:
			a.T.Delay = w.rollAt
			w.clock = max(w.clock, w.rollAt+d)
		case a.Kind == Roll:
			a.T.Delay, w.rollAt, w.inRoll = w.clock, w.clock, true
			w.clock += d
		default:
			a.T.Delay = w.clock
			w.clock += d
			w.inRoll = false
		}
	}
	if a.T.Ease == nil {
		a.T.Ease = tween.OutCubic
	}
	w.Anims = append(w.Anims, a)
	return a.T.Delay, d
}

// Snapshot describes every entity's logical components (animations
// excluded), keyed by entity key: two worlds showing the same position
// have equal snapshots.
func (w *World) Snapshot() map[Key]State {
	out := map[Key]State{}
	for i, k := range w.keys {
		if !w.alive[i] {
			continue
		}
		e := Entity(i)
		s := State{Square: horus.NoSquare, Face: horus.NoCard}
		if q, ok := w.Square[e]; ok {
			s.Square = q
		}
		if p, ok := w.Place[e]; ok {
			s.Place = p
		}
		s.Facing, s.Down, s.Fate = w.Facing[e], w.Down[e], w.Fate[e]
		if f, ok := w.Face[e]; ok {
			s.Face = f
		}
		s.Open, s.Here, s.Value = w.Open[e], w.Here[e], w.Value[e]
		out[k] = s
	}
	return out
}

// State is one entity's logical components, for Snapshot.
type State struct {
	Square horus.Square
	Place  Place
	Facing horus.Dir
	Down   bool
	Fate   horus.Fate
	Face   horus.CardID
	Open   bool
	Here   bool
	Value  uint8
}
