package world

import (
	"github.com/pyramid-studio/pyramid/client/tween"
	"github.com/pyramid-studio/pyramid/game/horus"
)

// Rebuild makes the world from an observation alone.
func Rebuild(o horus.Observation) *World {
	w := New(int(o.Seat))
	w.Phase = o.Phase
	for p := 0; p < int(o.Opt.Players); p++ {
		v := o.Players[p]
		e := w.Spawn(Key{Kind: Figure, A: p})
		w.Square[e], w.Fate[e] = v.Square, v.Fate
		w.Sprite[e] = Sprite{Sheet: Figure, Index: int(v.Adventurer), Tint: p}
		for c, ok := v.Cards.Next(0); ok; c, ok = v.Cards.Next(int(c) + 1) {
			w.putCard(c, Place{Where: InHand, Seat: p})
		}
		for d := 0; d < horus.NumDecks; d++ {
			for n := 0; n < int(v.Hidden[d]); n++ {
				w.spawnHidden(p, d, n)
			}
		}
	}
	for m := 0; m < int(o.NMummy); m++ {
		w.spawnMummy(m, o.Mummies[m].Square, o.Mummies[m].Facing, o.Mummies[m].Fallen)
	}
	for n := 1; n <= horus.NumBlocks; n++ {
		e := w.Spawn(Key{Kind: Block, A: n})
		w.Square[e] = horus.BlockSquare(n)
		w.Down[e] = o.Fallen&(1<<uint(n)) != 0
	}
	w.Aside = Aside{On: o.SetAside, Block: o.SetAsideBlock}
	for d := 0; d < int(horus.NumDice); d++ {
		e := w.Spawn(Key{Kind: Die, A: d})
		w.Value[e] = o.Dice[d]
	}
	for i, s := range o.Sarcophagi {
		e := w.Spawn(Key{Kind: Sarcophagus, A: i})
		w.Here[e], w.Open[e], w.Face[e] = s.Present, s.Open, s.Card
	}
	for c, ok := o.Discard.Next(0); ok; c, ok = o.Discard.Next(int(c) + 1) {
		w.putCard(c, Place{Where: InDiscard})
	}
	for g := horus.God(0); g < horus.NumGods; g++ {
		if o.Alcoves&(1<<g) != 0 {
			w.putCard(horus.IdolCard(g), Place{Where: InAlcove, Slot: int(g)})
		}
	}
	return w
}

func (w *World) spawnMummy(m int, q horus.Square, f horus.Dir, down bool) Entity {
	e := w.Spawn(Key{Kind: Mummy, A: m})
	w.Square[e], w.Facing[e], w.Down[e] = q, f, down
	return e
}

func (w *World) spawnHidden(seat, deck, n int) Entity {
	e := w.Spawn(Key{Kind: HiddenCard, A: seat, B: deck, C: n})
	w.Sprite[e] = Sprite{Sheet: HiddenCard, Index: deck, Tint: seat}
	return e
}

func (w *World) putCard(c horus.CardID, p Place) Entity {
	e := w.Spawn(Key{Kind: Card, A: int(c)})
	w.Place[e], w.Face[e] = p, c
	return e
}

// hiddenCount counts the unknown cards from deck d in front of seat.
func (w *World) hiddenCount(seat, d int) int {
	n := 0
	for {
		if _, ok := w.index[Key{Kind: HiddenCard, A: seat, B: d, C: n}]; !ok {
			return n
		}
		n++
	}
}

// reveal makes sure card c, in front of seat, is a known card: if this
// seat did not know it, one of that seat's unknown cards of its deck turns
// out to be c.
func (w *World) reveal(seat int, c horus.CardID) Entity {
	if e, ok := w.index[Key{Kind: Card, A: int(c)}]; ok {
		return e
	}
	d := int(c.Info().Origin)
	if n := w.hiddenCount(seat, d); n > 0 && d < horus.NumDecks {
		w.Kill(w.index[Key{Kind: HiddenCard, A: seat, B: d, C: n - 1}])
	}
	return w.putCard(c, Place{Where: InHand, Seat: seat})
}

// toDiscard moves a card from in front of seat to the discard pile (Block
// wounds go back to their supply, which holds no entities).
func (w *World) toDiscard(seat int, c horus.CardID) {
	e := w.reveal(seat, c)
	if c.Info().Kind == horus.KindBlockWound {
		w.Kill(e)
		return
	}
	w.Place[e] = Place{Where: InDiscard}
	w.play(Anim{E: e, Kind: Flash}, FlashTicks, SoundCardFlip, 0)
}

// ApplyAll runs the event system over a batch of events from one step;
// the batch's moves play one after another.
func (w *World) ApplyAll(evs []horus.Event) {
	w.inRoll = false
	moved := false
	for _, e := range evs {
		switch e.Kind {
		case horus.EvMoved, horus.EvJumped, horus.EvMummyStep, horus.EvBlockFell:
			if !moved {
				w.Trail = w.Trail[:0]
				moved = true
			}
			st := Step{From: e.From, To: e.To, Mummy: e.Kind == horus.EvMummyStep, Block: e.Kind == horus.EvBlockFell}
			if st.Block {
				st.From = horus.NoSquare
			}
			w.Trail = append(w.Trail, st)
		}
		w.Apply(e)
		w.marks = append(w.marks, w.now+w.clock)
	}
	w.reach()
}

// Apply is the event system: one engine event, filtered for this world's
// seat, changes the components it concerns and queues its animation.
func (w *World) Apply(ev horus.Event) {
	ev = ev.SeenBy(w.Seat)
	seat := int(ev.Seat)
	switch ev.Kind {
	case horus.EvRound:
		for d := 0; d < int(horus.NumDice); d++ {
			w.Value[w.Spawn(Key{Kind: Die, A: d})] = 0
		}
	case horus.EvPhase:
		w.Phase = horus.Phase(ev.Value)
	case horus.EvGameOver:
		w.Phase = horus.PhaseOver
	case horus.EvDieRolled:
		e := w.Spawn(Key{Kind: Die, A: int(ev.Die)})
		w.Value[e] = ev.Value
		snd := SoundDice
		if w.inRoll && w.ticks(RollTicks) > 0 {
			snd = NoSound // the dice of one roll tumble together, with one sound
		}
		w.play(Anim{E: e, Kind: Roll, T: tween.Tween{Ease: tween.Linear}}, RollTicks, snd, 0)
	case horus.EvMoved:
		e := w.Spawn(Key{Kind: Figure, A: seat})
		w.Square[e] = ev.To
		w.play(Anim{E: e, Kind: Slide, From: ev.From, To: ev.To}, SlideTicks, SoundFootstep, 0)
	case horus.EvJumped:
		e := w.Spawn(Key{Kind: Figure, A: seat})
		w.Square[e] = ev.To
		w.play(Anim{E: e, Kind: Hop, From: ev.From, To: ev.To, T: tween.Tween{Ease: tween.Linear}}, HopTicks, SoundFootstep, 0.8)
	case horus.EvLeft:
		e := w.Spawn(Key{Kind: Figure, A: seat})
		w.Fate[e] = horus.Escaped
		w.play(Anim{E: e, Kind: Exit, Seat: seat, To: w.Square[e]}, ExitTicks, SoundEscape, 0)
	case horus.EvCrushed:
		e := w.Spawn(Key{Kind: Figure, A: seat})
		w.Fate[e] = horus.Crushed
		w.play(Anim{E: e, Kind: Crush, Seat: seat, To: w.Square[e]}, CrushTicks, SoundWound, 0)
	case horus.EvTrapped:
		e := w.Spawn(Key{Kind: Figure, A: seat})
		w.Fate[e] = horus.Trapped
		start, _ := w.animate(Anim{E: e, Kind: Seal, Seat: seat, To: w.Square[e]}, SealTicks)
		w.cueAt(SoundMummyGroan, start)
	case horus.EvMummyStep:
		e := w.Spawn(Key{Kind: Mummy, A: int(ev.Mummy)})
		w.Square[e] = ev.To
		w.play(Anim{E: e, Kind: Slide, From: ev.From, To: ev.To, Facing: w.Facing[e]}, SlideTicks, SoundMummyStep, 0)
	case horus.EvMummyTurn:
		e := w.Spawn(Key{Kind: Mummy, A: int(ev.Mummy)})
		prev := w.Facing[e]
		w.Facing[e] = ev.Facing
		w.play(Anim{E: e, Kind: Turn, To: w.Square[e], Prev: prev, Facing: ev.Facing}, TurnTicks, SoundMummyGroan, 0)
	case horus.EvMummyShot:
		e := w.Spawn(Key{Kind: Mummy, A: int(ev.Mummy)})
		w.Down[e] = true
		w.play(Anim{E: e, Kind: Topple, To: w.Square[e], Facing: w.Facing[e]}, ToppleTicks, SoundWound, 0)
	case horus.EvMummyStood:
		e := w.Spawn(Key{Kind: Mummy, A: int(ev.Mummy)})
		w.Down[e] = false
		w.play(Anim{E: e, Kind: Rise, To: w.Square[e], Facing: w.Facing[e]}, ToppleTicks, SoundMummyGroan, 0)
	case horus.EvMummyPlaced:
		w.spawnMummy(int(ev.Mummy), ev.To, ev.Facing, false)
	case horus.EvMummified:
		e := w.Spawn(Key{Kind: Figure, A: seat})
		w.Fate[e] = horus.Mummified
		at := w.Square[e]
		if ev.Mummy >= 0 {
			w.spawnMummy(int(ev.Mummy), ev.To, ev.Facing, false)
			at = ev.To
		}
		w.play(Anim{E: e, Kind: Morph, Seat: seat, Mummy: int(ev.Mummy), To: at, Facing: ev.Facing}, MorphTicks, SoundMummyGroan, 0)
	case horus.EvBlockFell:
		e := w.Spawn(Key{Kind: Block, A: int(ev.Value)})
		w.Down[e] = true
		if w.Phase == horus.PhaseBlock {
			w.Aside = Aside{} // the block set aside is the one that falls in phase 5
		}
		w.play(Anim{E: e, Kind: Fall, To: ev.To, T: tween.Tween{Ease: tween.Linear}}, FallTicks, SoundStoneImpact, 1-LandFraction)
	case horus.EvPeekBlock, horus.EvBlockSetAside:
		w.Aside = Aside{On: true, Block: ev.Value}
	case horus.EvBlockReturned:
		w.Aside = Aside{}
	case horus.EvCardDealt:
		e := w.Spawn(Key{Kind: Sarcophagus, A: int(ev.Value)})
		w.Here[e], w.Open[e], w.Face[e] = true, false, ev.Card
	case horus.EvCardRevealed:
		e := w.Spawn(Key{Kind: Sarcophagus, A: int(ev.Value)})
		w.Open[e], w.Face[e] = true, ev.Card
		w.play(Anim{E: e, Kind: Flip, Src: Src{FromSarcophagus, int(ev.Value)}, T: tween.Tween{Ease: tween.Linear}}, FlipTicks, SoundSarcophagus, 0)
	case horus.EvPeekSarcophagus:
		if ev.Card != horus.NoCard {
			w.Face[w.Spawn(Key{Kind: Sarcophagus, A: int(ev.Value)})] = ev.Card
		}
	case horus.EvCardTaken:
		s := w.Spawn(Key{Kind: Sarcophagus, A: int(ev.Value)})
		w.Here[s], w.Open[s], w.Face[s] = false, false, horus.NoCard
		e := w.putCard(ev.Card, Place{Where: InHand, Seat: seat})
		w.play(Anim{E: e, Kind: Deal, Seat: seat, Src: Src{FromSarcophagus, int(ev.Value)}}, DealTicks, SoundCardDraw, 0)
	case horus.EvCardDrawn:
		var e Entity
		d := w.deckAt(seat)
		if ev.Card != horus.NoCard {
			e = w.putCard(ev.Card, Place{Where: InHand, Seat: seat})
			d = int(ev.Card.Info().Origin)
		} else {
			e = w.spawnHidden(seat, d, w.hiddenCount(seat, d))
		}
		w.play(Anim{E: e, Kind: Deal, Seat: seat, Src: Src{FromDeck, d}}, DealTicks, SoundCardDraw, 0)
	case horus.EvWound:
		if ev.Card != horus.NoCard {
			e := w.putCard(ev.Card, Place{Where: InHand, Seat: seat})
			w.play(Anim{E: e, Kind: Deal, Seat: seat, Src: Src{FromNowhere, 0}}, DealTicks, SoundWound, 0)
		}
	case horus.EvIdolTaken:
		if ev.Card != horus.NoCard {
			e := w.putCard(ev.Card, Place{Where: InHand, Seat: seat})
			w.play(Anim{E: e, Kind: Idol, Seat: seat, Src: Src{FromAlcove, int(ev.Card.Info().God)}}, IdolTicks, SoundCardDraw, 0)
		}
	case horus.EvChestRolled:
		e := w.Spawn(Key{Kind: Figure, A: seat})
		w.play(Anim{E: e, Kind: Chest, Seat: seat, Value: int(ev.Value), To: w.Square[e], T: tween.Tween{Ease: tween.Linear}}, ChestTicks, SoundDice, 0)
	case horus.EvCardDiscarded:
		if ev.Card != horus.NoCard { // NoCard: a Block wound taken from an empty supply was healed
			w.toDiscard(seat, ev.Card)
		}
	case horus.EvEquipment:
		if ev.Card != horus.NoCard && ev.Card.Info().Kind != horus.KindBag {
			w.toDiscard(seat, ev.Card)
		}
	}
}

// deckAt is the deck a seat searches where its figure stands. A secret
// draw's event blanks its Value (the deck) for other seats, but which deck
// a search draws from is public: it is the room the figure is in.
func (w *World) deckAt(seat int) int {
	d, _ := horus.DeckOf(w.Square[w.Spawn(Key{Kind: Figure, A: seat})].Region())
	return int(d)
}
