package pengqueen

import "math/rand/v2"

// Determinize samples one full State the observer of obs cannot tell from
// the real one: Observe(obs.Seat) of the sample equals obs. What the seat
// cannot see is drawn at random from rng (the caller's own stream, never
// the game's):
//
//   - for the Mummy and onlookers, where the hunter pieces are: a square of
//     each piece's Sight (every square the announcements allow), no two
//     pieces on one square of the floor; the faces of the rolls (the
//     announced face among them); every hand, colour by colour from the
//     cards not shown;
//   - for a hunter seat, the other hunter seats' hands, colour by colour
//     from the cards it has not seen.
//
// The cards nobody holds or has shown are what is left. Search bots call it
// to play forward without peeking. It reads nothing but obs and never
// panics; input no real game could give yields a state that may break the
// rules' invariants but is still safe to play.
func Determinize(obs Observation, rng *rand.Rand) State {
	s := State{
		Opt: obs.Opt, Phase: obs.Phase, Round: obs.Round, Piece: obs.Piece, Deal: obs.Deal,
		Aside: obs.Aside, Faces: obs.Faces, RollSize: obs.RollSize, Rolled: obs.Rolled, Rolls: obs.Rolls,
		Reset: obs.Reset, Move: obs.Move, Mummy: obs.Mummy, Interrupt: obs.Interrupt, MummyDie: obs.MummyDie,
		Steps: obs.Steps, Path: obs.Path, PathLen: obs.PathLen, Tokens: obs.Tokens, Sight: obs.Sight,
		Winner: obs.Winner, Over: obs.Over,
	}
	np := piecesFor(int(obs.Opt.Players))
	for p := 0; p < MaxPieces; p++ {
		v := obs.Pieces[p]
		s.Pieces[p] = Piece{Square: v.Square, Tokens: v.Tokens, Out: v.Out, Seen: v.Seen, SeenRound: v.SeenRound, SeenWhy: v.SeenWhy, Caught: v.Caught, CaughtRound: v.CaughtRound}
		if p >= np || v.Out || !v.Square.Valid() {
			s.Pieces[p].Square = NoSquare
		}
	}
	s.playable()
	s.placePieces(rng)
	if !IsHunter(int(obs.Seat), s.NumSeats()) && !s.Over {
		s.sampleFaces(obs.Mummies, rng)
	}
	s.dealHands(obs, rng)
	return s
}

// playable makes the fields of a nonsense observation safe to play with
// (a real one passes unchanged): every index in range, the Mummy on a
// square, a roll or a Mummy turn in progress that can finish.
func (s *State) playable() {
	if s.Opt.Players < MinSeats || s.Opt.Players > MaxSeats {
		s.Opt.Players = MinSeats
	}
	if s.Phase > PhaseOver {
		s.Phase = PhaseTurn
	}
	s.Over = s.Phase == PhaseOver
	if int(s.Piece) >= s.NumPieces() {
		s.Piece = 0
	}
	if s.Phase == PhaseDeal && int(s.Deal) >= s.dealTotal() {
		s.Phase = PhaseTurn
	}
	if !sets.all.Has(s.Mummy) || s.Mummy == board.entrance {
		s.Mummy = board.sarcophagus
	}
	s.Aside = min(s.Aside, NumDice)
	s.RollSize = min(s.RollSize, NumDice)
	s.Rolled = min(s.Rolled, s.RollSize)
	if s.Phase == PhaseRoll && s.Rolled == s.RollSize {
		s.RollSize, s.Rolled = NumDice-s.Aside, 0
		if s.RollSize == 0 {
			s.Phase = PhaseTurn
		}
	}
	for i, f := range s.Faces {
		if f >= numFaces || i >= int(s.Rolled) {
			s.Faces[i] = FaceNone
		}
	}
	if s.Move >= numFaces {
		s.Move = FaceNone
	}
	s.Steps = min(s.Steps, MaxMummySteps)
	s.PathLen = min(s.PathLen, s.Steps)
	if s.Phase == PhaseMummy && s.PathLen == s.Steps {
		s.Steps, s.PathLen = max(s.Steps, 1), 0
	}
}

// placePieces puts every piece whose square is hidden on a square of its
// Sight: at random, and if random tries keep colliding, by a search over
// the choices (a real game always has an answer: the true squares).
func (s *State) placePieces(rng *rand.Rand) {
	var todo []int
	var fixed Squares
	for p := 0; p < s.NumPieces(); p++ {
		pc := &s.Pieces[p]
		switch {
		case pc.Out:
		case pc.Square == NoSquare:
			todo = append(todo, p)
		default:
			fixed = fixed.With(pc.Square)
		}
	}
	if len(todo) == 0 {
		return
	}
	fixed = fixed.And(sets.floor)
	for try := 0; try < 16; try++ {
		used := fixed
		ok := true
		for _, p := range todo {
			c := s.candidates(p).AndNot(used)
			if c.Empty() {
				ok = false
				break
			}
			q := c.Nth(rng.IntN(c.Len()))
			s.Pieces[p].Square = q
			used = used.With(q).And(sets.floor)
		}
		if ok {
			return
		}
	}
	if !s.placeSearch(todo, fixed, rng) {
		for _, p := range todo { // no answer: keep each on its own Sight
			c := s.candidates(p)
			s.Pieces[p].Square = c.Nth(rng.IntN(c.Len()))
		}
	}
}

// candidates are the squares piece p may be given: its Sight but the
// Mummy's square, or where it was last seen if the Sight is empty.
func (s *State) candidates(p int) Squares {
	c := s.Sight[p].And(sets.all).Without(s.Mummy)
	if c.Empty() {
		c = Squares{}.With(s.Pieces[p].Seen)
		if c.Empty() {
			c = Squares{}.With(board.entrance)
		}
	}
	return c
}

// placeSearch tries every choice, in a random order, depth first.
func (s *State) placeSearch(todo []int, used Squares, rng *rand.Rand) bool {
	if len(todo) == 0 {
		return true
	}
	p := todo[0]
	c := s.candidates(p).AndNot(used)
	n := c.Len()
	start := 0
	if n > 0 {
		start = rng.IntN(n)
	}
	for i := 0; i < n; i++ {
		q := c.Nth((start + i) % n)
		s.Pieces[p].Square = q
		if s.placeSearch(todo[1:], used.With(q).And(sets.floor), rng) {
			return true
		}
	}
	return false
}

// sampleFaces draws the faces the observer could not see: the dice of a
// roll in progress (any face), or of the last finished roll (mummies
// mummy faces, the others movable faces, the announced one among them).
func (s *State) sampleFaces(mummies uint8, rng *rand.Rand) {
	s.Faces = [NumDice]Face{}
	if s.Phase == PhaseRoll {
		for i := uint8(0); i < s.Rolled; i++ {
			s.Faces[i] = rules.hunterDie[rng.IntN(dieFaces)]
		}
		return
	}
	var movable [dieFaces]Face
	nm := 0
	for _, f := range rules.hunterDie {
		if f.Movable() {
			movable[nm] = f
			nm++
		}
	}
	mummies = min(mummies, s.RollSize)
	free := int(s.RollSize - mummies)
	for i := 0; i < free && nm > 0; i++ {
		s.Faces[i] = movable[rng.IntN(nm)]
	}
	if s.Move != FaceNone && free > 0 {
		s.Faces[rng.IntN(free)] = s.Move
	}
	for i := free; i < int(s.RollSize); i++ {
		s.Faces[i] = FaceMummy
	}
}

// dealHands gives every hunter seat its known cards and, for the cards the
// observer cannot see, cards of the right colours from those it has not
// seen anywhere; what is left is out of the game.
func (s *State) dealHands(obs Observation, rng *rand.Rand) {
	var known CardSet
	for h := 0; h < MaxHunters; h++ {
		known |= (obs.Hands[h].Cards | obs.Hands[h].Shown) & AllCards
	}
	pool := AllCards &^ known
	for h := 0; h < MaxHunters; h++ {
		v := obs.Hands[h]
		if h+1 >= s.NumSeats() {
			continue
		}
		s.Shown[h] = v.Shown & AllCards
		hand := v.Cards & AllCards
		have := hand.Counts()
		for c := Colour(0); c < NumColours; c++ {
			for k := int(have[c]); k < int(v.Backs[c]); k++ {
				from := pool & ColourCards(c)
				if from == 0 {
					break
				}
				card := from.Nth(rng.IntN(from.Len()))
				hand, pool = hand.With(card), pool.Without(card)
			}
		}
		s.Hands[h] = hand
	}
	s.Unseen = pool
}
