package pengqueen

import (
	"math/rand/v2"
	"testing"
)

// randomPositions plays a few seeded random games at every player count
// and returns positions along the way (every tenth step).
func randomPositions(t testing.TB, games int) []State {
	var out []State
	var buf [MaxLegal]Action
	for players := MinSeats; players <= MaxSeats; players++ {
		for g := 0; g < games; g++ {
			rng := rand.New(rand.NewPCG(uint64(players), uint64(g)))
			s, err := NewState(Options{Players: uint8(players)})
			if err != nil {
				t.Fatal(err)
			}
			for step := 0; ; step++ {
				if step%10 == 0 || s.Over {
					out = append(out, s)
				}
				if s.Over || step > 4000 {
					break
				}
				legal := s.Legal(buf[:0])
				if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	return out
}

// hideMummy changes, at random, only what the Mummy (and an onlooker) may
// not see: where the pieces are, the faces of the dice, which cards of a
// colour are in which hand or out of the game.
func hideMummy(s State, rng *rand.Rand) State {
	for p := 0; p < s.NumPieces(); p++ {
		if !s.Pieces[p].Out {
			s.Pieces[p].Square = Square(rng.IntN(NumSquares))
		}
	}
	for i := 0; i < int(s.Rolled); i++ {
		switch {
		case s.Phase == PhaseRoll: // a roll in progress: nothing is set aside yet
			s.Faces[i] = Face(1 + rng.IntN(int(FaceMummy)))
		case s.Faces[i] != FaceMummy: // the mummies of a finished roll are on the shelf
			s.Faces[i] = Face(1 + rng.IntN(int(FaceArrow)))
		}
	}
	return swapCards(s, -1, rng)
}

// swapCards swaps unshown cards of one colour between hands, and with the
// cards out of the game, except the hand of seat keep.
func swapCards(s State, keep int, rng *rand.Rand) State {
	for i := 0; i < 6; i++ {
		c := Colour(rng.IntN(int(NumColours)))
		a, b := rng.IntN(MaxHunters+1), rng.IntN(MaxHunters+1) // MaxHunters: the unseen cards
		if a == b || a+1 == keep || b+1 == keep {
			continue
		}
		pa, pb := cardsAt(&s, a), cardsAt(&s, b)
		x, y := (*pa & ColourCards(c)), (*pb & ColourCards(c))
		if x == 0 || y == 0 {
			continue
		}
		cx, cy := x.Nth(rng.IntN(x.Len())), y.Nth(rng.IntN(y.Len()))
		*pa = pa.Without(cx).With(cy)
		*pb = pb.Without(cy).With(cx)
	}
	return s
}

func cardsAt(s *State, i int) *CardSet {
	if i == MaxHunters {
		return &s.Unseen
	}
	return &s.Hands[i]
}

// TestObservationHidesWhatTheSeatMayNotSee: §9.2's table. Changing only
// what a seat may not see leaves its observation as it was: for the Mummy
// and an onlooker, the pieces' squares, the dice faces and the hands; for
// a hunter, the other hunters' hands and the cards out of the game. Until
// the game is over: then everyone sees everything.
func TestObservationHidesWhatTheSeatMayNotSee(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	changed := 0
	for _, s := range randomPositions(t, 4) {
		for seat := -1; seat < s.NumSeats(); seat++ {
			var h State
			if seat <= MummySeat {
				h = hideMummy(s, rng)
			} else {
				h = swapCards(s, seat, rng)
			}
			if h == s {
				continue
			}
			changed++
			if s.Over {
				if h.Observe(seat) == s.Observe(seat) {
					t.Fatalf("seat %d does not see everything once the game is over", seat)
				}
				continue
			}
			if h.Observe(seat) != s.Observe(seat) {
				t.Fatalf("seat %d sees hidden information change (phase %s)", seat, s.Phase)
			}
		}
	}
	if changed < 1000 {
		t.Fatalf("only %d positions had something hidden to change", changed)
	}
}

// TestObservationShowsWhatTheSeatMaySee: the same kind of change is seen
// by a seat allowed to see it: hunters see every piece and face, a hunter
// its own hand.
func TestObservationShowsWhatTheSeatMaySee(t *testing.T) {
	s := newGame(t, Options{Players: 4})
	put(t, s, 0, "K12")
	o := s.Observe(2)
	if o.Pieces[0].Square != sq(t, "K12") || o.Pieces[1].Square != Entrance() {
		t.Errorf("a hunter sees pieces on %s and %s", o.Pieces[0].Square, o.Pieces[1].Square)
	}
	if m := s.Observe(MummySeat); m.Pieces[0].Square != NoSquare || m.Pieces[0].Seen != Entrance() || m.Sight[0] != SquaresOf(sq(t, "K12")) {
		t.Errorf("the Mummy sees %+v", m.Pieces[0])
	}
	rollFaces(t, s, "1", "2", "mummy", "4", "arrow")
	for seat := 1; seat <= 3; seat++ {
		if s.Observe(seat).Faces != s.Faces {
			t.Errorf("seat %d does not see the faces", seat)
		}
	}
	h := *s
	h.Hands[0], h.Unseen = swapOne(h.Hands[0], h.Unseen)
	if h.Observe(1) == s.Observe(1) {
		t.Error("a hunter does not see its own hand")
	}
}

func swapOne(hand, pool CardSet) (CardSet, CardSet) {
	for c := Colour(0); c < NumColours; c++ {
		if x, y := hand&ColourCards(c), pool&ColourCards(c); x != 0 && y != 0 {
			return hand.Without(x.First()).With(y.First()), pool.Without(y.First()).With(x.First())
		}
	}
	return hand, pool
}

// TestObservationOverShowsEverything: "After the game ends every seat
// sees everything (hands, the full history) for the replay."
func TestObservationOverShowsEverything(t *testing.T) {
	for _, s := range randomPositions(t, 2) {
		if !s.Over {
			continue
		}
		for seat := -1; seat < s.NumSeats(); seat++ {
			o := s.Observe(seat)
			for p := 0; p < s.NumPieces(); p++ {
				if o.Pieces[p].Square != s.Pieces[p].Square {
					t.Fatalf("seat %d does not see piece %d at the end", seat, p)
				}
			}
			for h := 0; h < MaxHunters; h++ {
				if o.Hands[h].Cards != s.Hands[h] {
					t.Fatalf("seat %d does not see hand %d at the end", seat, h)
				}
			}
			if o.Unseen != s.Unseen {
				t.Fatalf("seat %d does not see the cards left out", seat)
			}
		}
	}
}

// TestLastSeenMarkers: §9.1 "no hunter piece, ever, except where the rules
// put one in plain sight: on the entrance before it moves, on the
// sarcophagus after a capture, on a symbol the moment its card is shown,
// and on the square where she catches it."
func TestLastSeenMarkers(t *testing.T) {
	s := newGame(t, Options{Players: 3}, []string{"goblet"})
	if v := s.Observe(MummySeat).Pieces[0]; v.Seen != Entrance() || v.SeenWhy != SeenStart || v.SeenRound != 1 {
		t.Errorf("at the start: %+v", v)
	}
	put(t, s, 0, "J9")
	putMummy(t, s, "W9")
	rollFaces(t, s, "1", "1", "1", "1", "1")
	do(t, s, "move 1 K9")
	if v := s.Observe(MummySeat).Pieces[0]; v.Seen != Entrance() {
		t.Errorf("a move was seen: %+v", v)
	}
	do(t, s, "show goblet")
	if v := s.Observe(MummySeat).Pieces[0]; v.Seen != sq(t, "K9") || v.SeenWhy != SeenShown {
		t.Errorf("after showing the Goblet: %+v", v)
	}
	put(t, s, 1, "V9")
	s.Sight[1] = SquaresOf(sq(t, "V9"), sq(t, "U9")) // not seen: unknown which
	rollFaces(t, s, "1", "1", "1", "1", "1")
	do(t, s, "move 1 U9", "end", "black 2")
	evs := do(t, s, "step west", "step west")
	c, ok := find(t, evs, EvCaught).VisibleTo(MummySeat)
	if !ok || c.From != sq(t, "U9") {
		t.Errorf("the catch is seen as %s", c)
	}
	if v := s.Observe(MummySeat).Pieces[1]; v.Seen != Sarcophagus() || v.SeenWhy != SeenCaught || v.SeenRound != 1 || v.Caught != sq(t, "U9") || v.CaughtRound != 1 {
		t.Errorf("after the catch: %+v", v)
	}
}

// TestEventsVisibleTo: what each seat gets of each event (§9.2): the deal
// shows its card to its seat only; a white die's face reaches hunters
// only; a move's squares are hunters' only, its face everyone's.
func TestEventsVisibleTo(t *testing.T) {
	s, err := NewState(Options{Players: 3})
	if err != nil {
		t.Fatal(err)
	}
	evs, err := s.ApplyEvents(Action{Kind: ActChance, A: uint8(card(t, "crown"))}, nil)
	if err != nil {
		t.Fatal(err)
	}
	d := evs[0]
	for seat, want := range map[int]Card{-1: NoCard, 0: NoCard, 1: card(t, "crown"), 2: NoCard} {
		if v, ok := d.VisibleTo(seat); !ok || v.Card != want || v.Colour != Yellow {
			t.Errorf("seat %d sees the deal as %s", seat, v)
		}
	}
	g := newGame(t, Options{Players: 3})
	evs = rollFaces(t, g, "1", "2", "3", "4", "arrow")
	evs = append(evs, do(t, g, "move arrow K11")...)
	for _, e := range evs {
		for seat := -1; seat <= 2; seat++ {
			v, ok := e.VisibleTo(seat)
			hunter := seat > 0
			switch {
			case e.Kind == EvDie && ok != hunter:
				t.Errorf("seat %d sees a die: %v", seat, ok)
			case e.Kind == EvMoved && (v.To != NoSquare) != hunter:
				t.Errorf("seat %d sees the move as %s", seat, v)
			case e.Kind == EvMoved && v.Face != FaceArrow:
				t.Errorf("seat %d does not hear the arrow", seat)
			}
		}
	}
}
