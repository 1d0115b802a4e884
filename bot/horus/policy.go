package horus

import (
	"math"
	"math/rand/v2"

	"github.com/pyramid-studio/pyramid/game/horus"
)

// style tunes the hand-written policy. The search levels play whole games
// forward with a few styles and keep the one that does best, so the styles
// span the real choices of the game: how long to stay in, whether idols are
// worth their curse.
type style struct {
	greed    float64 // weight of one more round of loot against the risk of being sealed in
	idols    bool    // go after idols
	mistakes float64 // chance of a human-like slip (easy level)
	// strong plays as people who play well do (the search levels' own
	// seat): a search is one card weighed at the current load, the curse
	// of an idol costs the rounds the seat still expects to spend inside,
	// and a mummy's square is worth a detour.
	strong bool
	// A goal for one turn (a search plan): go to goal and loot there
	// (open and take, search, pick) in round goalRound, until the seat's
	// card count moves off goalCount; then play on as the style says.
	goal      horus.Square
	goalWhy   whyCode // whyOpen, whySearch or whyPick; whyOnly: no goal
	goalRound uint8
	goalCount uint8
}

var (
	styleDefault  = style{greed: 1, idols: true}
	styleCautious = style{greed: 0.45, idols: false}
	styleGreedy   = style{greed: 2.2, idols: true}
	styleLeave    = style{greed: 0, idols: false}
	styleEasy     = style{greed: 1.5, idols: true, mistakes: 0.05}
)

// why is the reason for a policy choice, kept small so play-outs do not
// allocate; hint.go turns it into words.
type why struct {
	code  whyCode
	n     int // a count the reason mentions (blocks, cards, a block number)
	steps int // steps to the door or the target
	where horus.Square
	value float64 // points the reason mentions
	card  horus.CardID
}

type whyCode uint8

const (
	whyOnly whyCode = iota
	whyEnd
	whyLeaveSeal
	whyLeaveWin
	whyLeaveLoad
	whyHeadOut
	whyLoot
	whySearch
	whyOpen
	whyTake
	whyPick
	whyReroll
	whyForce
	whyHeal
	whyBag
	whyPeek
	whyKeep
	whySwap
	whyShoot
	whyStamina
	whyDiscard
	whyRoom // a discard that makes room for a card to come (the 12-card limit)
	whyJump
	whyDodge
	whyReact
	whySlip
)

// policy is the hand-written player. It keeps scratch tables between calls
// (distances by target, seal threats by square) that depend only on the
// fallen blocks, so it is cheap enough for play-outs. One policy belongs to
// one bot or one search: it is not safe to share between goroutines.
type policy struct {
	rng *rand.Rand

	tabs    [tableSlots]blockTables // by fallen blocks, direct-mapped
	t       *blockTables            // the tables of the state last synced
	reachOK bool
	reach   [horus.NumSquares]float64
	reachAt reachKey

	collect *targetList // if set, every target bestTarget weighs is listed here

	// commit keeps a seat's plan for the rest of its turn while nothing
	// but where it stands and its actions left changes (the search's
	// play-outs: people plan a turn once, and it costs a third of the
	// time). plans holds the plan of each seat's turn under way.
	commit bool
	plans  [horus.MaxPlayers]turnPlan
}

// turnPlan is a plan made in a seat's turn, and what it was made for.
type turnPlan struct {
	ok  bool
	key turnKey
	pn  plan
}

// turnKey is everything a plan depends on but the seat's square and its
// actions left.
type turnKey struct {
	round   uint8
	st      style
	hand    horus.CardSet
	bags    [2]horus.CardSet
	sarc    [horus.NumSarcophagi]horus.CardID
	open    uint16
	decks   [horus.NumDecks]horus.CardSet
	alcoves uint8
	fallen  uint64
	lock    bool
}

// forget drops the plans of the turns under way (a new play-out).
func (p *policy) forget() {
	for i := range p.plans {
		p.plans[i].ok = false
	}
}

// turnAssess is assess, or with commit the plan of the seat's turn so
// far if nothing it depends on has changed.
func (p *policy) turnAssess(s *horus.State, me int, st style) plan {
	if !p.commit {
		return p.assess(s, me, st)
	}
	pl := &s.Players[me]
	k := turnKey{round: s.Round, st: st, hand: pl.Hand, bags: s.BagContents, sarc: s.Sarc, open: s.SarcOpen,
		decks: s.Decks, alcoves: s.Alcoves, fallen: s.Fallen, lock: s.Lock.Active}
	c := &p.plans[me]
	if c.ok && c.key == k {
		pn := c.pn
		pn.square, pn.exit, pn.actions = pl.Square, int(p.t.exitD[pl.Square]), int(pl.Actions)
		return pn
	}
	pn := p.assess(s, me, st)
	c.ok, c.key, c.pn = true, k, pn
	return pn
}

// targetList is every target bestTarget weighed, for the search's goal
// plans.
type targetList struct {
	n int
	t [48]targetOpt
}

type targetOpt struct {
	sq   horus.Square
	rate float64 // points per action, the walk included
	why  whyCode // whyOpen, whySearch or whyPick
}

// blockTables is everything the policy derives from one set of fallen
// blocks. Play-outs of one decision share their first rounds' blocks (the
// candidates of a round even share all their chance), so a few dozen slots
// save most of the searches.
type blockTables struct {
	fallen  uint64
	valid   bool
	exitD   distances
	walk    walker
	threat  [horus.NumSquares]int16                        // single-block seals of a square, -1 unknown
	nearest [horus.NumDecks][horus.NumSquares]horus.Square // room square to search from, unknownSquare if not yet known
	near    [maxApproaches][horus.NumDecks]horus.Square    // the same for rooms on the low side, by approach
}

const (
	tableSlots    = 32
	unknownSquare = horus.NoSquare - 1
)

type reachKey struct {
	round   uint8
	mummies [horus.MaxMummies]horus.Mummy
}

func newPolicy(rng *rand.Rand) *policy {
	p := &policy{rng: rng}
	p.t = &p.tabs[0]
	return p
}

func (p *policy) sync(s *horus.State) {
	if !p.t.valid || p.t.fallen != s.Fallen {
		h := s.Fallen * 0x9e3779b97f4a7c15
		t := &p.tabs[h>>59&(tableSlots-1)]
		if !t.valid || t.fallen != s.Fallen {
			t.fallen, t.valid = s.Fallen, true
			t.walk.update(s)
			t.walk.exits(&t.exitD)
			for i := range t.threat {
				t.threat[i] = -1
			}
			for d := range t.nearest {
				for q := range t.nearest[d] {
					t.nearest[d][q] = unknownSquare
				}
			}
			for k := range t.near {
				for d := range t.near[k] {
					t.near[k][d] = unknownSquare
				}
			}
		}
		p.t = t
	}
	k := reachKey{round: s.Round, mummies: s.Mummies}
	if !p.reachOK || k != p.reachAt {
		mummyReach(s, &p.reach)
		p.reachAt, p.reachOK = k, true
	}
}

// dist is the number of steps from a to b with the blocks of the last sync.
func (p *policy) dist(a, b horus.Square) int { return p.t.walk.dist(a, b) }

// threatAt is the seal threat for someone standing on q. Only squares on
// one way out can be on every way out, so only the Nest squares of one
// shortest way out are tried; every square outside the Nest shares the
// threat of the top of the Nest.
func (p *policy) threatAt(s *horus.State, q horus.Square) sealThreat {
	t := sealThreat{box: popcount64(s.Box())}
	if s.SetAside != 0 {
		t.box++ // it falls this round: still a threat
	}
	if !lowSide(q) {
		q = sealProbe()
	}
	if p.t.threat[q] < 0 {
		n := 0
		at := q
		for p.t.exitD[at] != unreachable && p.t.exitD[at] > 0 {
			next := horus.NoSquare
			for d := horus.Dir(0); d < 4; d++ {
				x := at.Neighbor(d)
				if x != horus.NoSquare && p.t.exitD[x] < p.t.exitD[at] {
					next = x
					break
				}
			}
			if next == horus.NoSquare || next.Region() != horus.RegionNest {
				break
			}
			if cutsOff(s, q, next.Block()) {
				n++
			}
			at = next
		}
		p.t.threat[q] = int16(n)
	}
	t.single = int(p.t.threat[q])
	for _, d := range doorSquares {
		if !s.BlockFallen(d) {
			t.doors++
		}
	}
	return t
}

func popcount64(x uint64) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

func has(legal []horus.Action, a horus.Action) bool {
	for _, l := range legal {
		if l == a {
			return true
		}
	}
	return false
}

func firstOf(legal []horus.Action, k horus.ActionKind) (horus.Action, bool) {
	for _, l := range legal {
		if l.Kind == k {
			return l, true
		}
	}
	return horus.Action{}, false
}

// choose picks the action of seat me (the seat to act in s) among legal.
func (p *policy) choose(s *horus.State, legal []horus.Action, st style) (horus.Action, why) {
	if len(legal) == 1 {
		return legal[0], why{code: whyOnly}
	}
	p.sync(s)
	me := s.Current()
	if me < 0 || me >= s.NumSeats() {
		return legal[0], why{code: whyOnly}
	}
	if st.mistakes > 0 && s.Must == horus.MustNothing && p.rng.Float64() < st.mistakes {
		if a, ok := p.slip(s, me, legal); ok {
			return a, why{code: whySlip}
		}
	}
	switch {
	case s.Must == horus.MustDiscard:
		return p.worstCard(s, me, legal), why{code: whyRoom}
	case s.Must == horus.MustReact:
		if a, ok := firstOf(legal, horus.ActAbility); ok {
			return a, why{code: whyReact}
		}
	case s.Must == horus.MustPeek:
		return p.peekChoice(s, me, legal)
	case s.JumpMask != 0:
		return p.jump(s, me, legal, st)
	case s.Phase == horus.PhaseAdjust:
		return p.adjust(s, me, legal, st)
	}
	return p.turn(s, me, legal, st)
}

// slip is a plausible but unconsidered move: a step in some direction, or
// ending the turn early.
func (p *policy) slip(s *horus.State, me int, legal []horus.Action) (horus.Action, bool) {
	var opts [8]horus.Action
	n := 0
	for _, a := range legal {
		if (a.Kind == horus.ActMove || a.Kind == horus.ActEnd) && n < len(opts) {
			if a.Kind == horus.ActMove && horus.Square(a.A).Region() == horus.RegionEntrance && handValue(s, me) == 0 {
				continue // even a beginner does not walk out empty-handed
			}
			opts[n] = a
			n++
		}
	}
	if n == 0 {
		return horus.Action{}, false
	}
	return opts[p.rng.IntN(n)], true
}

// cardWorth is how much seat me would miss card c: its points for
// treasures, a use value for equipment.
func cardWorth(s *horus.State, me int, c horus.CardID) float64 {
	ci := c.Info()
	hand := s.Players[me].Hand
	switch ci.Kind {
	case horus.KindBag:
		for b := 0; b < 2; b++ {
			if c == horus.BagCard(b) {
				v := 1.5
				for x, ok := s.BagContents[b].Next(0); ok; x, ok = s.BagContents[b].Next(int(x) + 1) {
					v += cardPoints(x)
				}
				return v
			}
		}
	case horus.KindAntidote:
		return 1.5
	case horus.KindMedikit:
		return 1.5
	case horus.KindCrowbar:
		if s.Alcoves != 0 {
			return 1.2
		}
		return 0.1
	case horus.KindUdjat:
		return 1.2
	case horus.KindIdol:
		return float64(ci.Value) - 1
	}
	if hand.Has(c) || s.Carried(me).Has(c) {
		// Its share of the variety bonus if it is the only card of its god.
		without := s.Carried(me).Without(c)
		return cardPoints(c) + variety(popcount8(horus.GodsOf(s.Carried(me)))) - variety(popcount8(horus.GodsOf(without)))
	}
	return cardPoints(c)
}

// worstCard is the discard that loses least.
func (p *policy) worstCard(s *horus.State, me int, legal []horus.Action) horus.Action {
	best, bestV := legal[0], math.Inf(1)
	for _, a := range legal {
		if a.Kind != horus.ActDiscard {
			continue
		}
		if v := cardWorth(s, me, horus.CardID(a.A)); v < bestV {
			best, bestV = a, v
		}
	}
	return best
}

// plan is the seat's situation: how far out, how loaded, what is at stake.
type plan struct {
	square    horus.Square
	exit      int     // steps to the way out
	actions   int     // actions left this round
	perRound  float64 // actions expected per coming round
	value     float64 // points if it walked out now
	leave     bool    // head for the door
	leaveWhy  why
	target    horus.Square // where to loot next, NoSquare if nothing
	targetWhy whyCode
	gain      float64 // points per action at the target
	threshold float64 // greed at which staying and leaving weigh the same (NaN: greed did not decide)
}

// assess decides whether seat me should head out, and if not, where to go.
func (p *policy) assess(s *horus.State, me int, st style) plan {
	pl := &s.Players[me]
	count := pl.Count()
	pn := plan{square: pl.Square, exit: int(p.t.exitD[pl.Square]), actions: int(pl.Actions), value: handValue(s, me)}
	cursed := cursedDice(pl.Hand)
	pn.perRound = max(expectedActions(count, cursed), 0.4)
	th := p.threatAt(s, pn.square)
	risk := th.curve()
	stake := pn.value + 2
	slower := max(expectedActions(count+1, cursed), 0.4)
	// What one more card costs: the extra risk of being sealed in on the
	// slower way out it causes, and the actions it takes from the next
	// rounds of looting (worth about a point and a half each).
	lostActions := (pn.perRound - slower) * 2 * 1.5
	cardCost := func(t horus.Square) float64 {
		steps := int(p.t.exitD[t]) + p.dist(pn.square, t) - pn.actions
		return stake*(risk.at(fallsFor(steps, slower))-risk.at(fallsFor(steps, pn.perRound))) + lostActions
	}
	pn.target, pn.gain, pn.targetWhy = p.bestTarget(s, me, st, cardCost)
	pn.threshold = math.NaN()

	if pn.exit == unreachable {
		return pn
	}
	if st.goalWhy != whyOnly && s.Round == st.goalRound && uint8(count) == st.goalCount && s.Phase == horus.PhaseActions && goalStands(s, st) && p.dist(pn.square, st.goal) < unreachable {
		pn.target, pn.targetWhy = st.goal, st.goalWhy
		return pn // a plan for this turn: no second thoughts until it is done
	}
	// Nobody else inside: walk out the moment the lead is ours.
	best, others := 0.0, 0
	for q := 0; q < s.NumSeats(); q++ {
		if q == me {
			continue
		}
		switch s.Players[q].Fate {
		case horus.Escaped:
			best = max(best, handValue(s, q))
		case horus.InPlay:
			others++
		}
	}
	if others == 0 && pn.value > best {
		pn.leave, pn.leaveWhy = true, why{code: whyLeaveWin, value: pn.value}
		return pn
	}
	if pn.target == horus.NoSquare || st.greed == 0 {
		pn.leave, pn.leaveWhy = true, why{code: whyHeadOut}
		return pn
	}
	// Block falls before getting out: leaving now, or after one more round
	// of looting at the target (carrying one card more) and walking out
	// from there.
	fallsNow := fallsFor(pn.exit-pn.actions, pn.perRound)
	dT := p.dist(pn.square, pn.target)
	stayPath := dT + int(math.Ceil(pn.perRound)) + int(p.t.exitD[pn.target])
	fallsStay := fallsFor(stayPath-pn.actions, slower)
	riskNow, riskStay := risk.at(fallsNow), risk.at(fallsStay)
	gain := pn.gain * pn.perRound * st.greed
	if others == 0 && pn.value <= best {
		gain *= 3 // behind with nobody left to outlast: must find more
	}
	// Expected points of walking out now against one more round first.
	// threshold is the greed at which the two are equal: a seat seen
	// leaving here is less greedy than that, one seen staying more (the
	// model of the other seats reads it, model.go).
	if base := gain / st.greed; base > 0 && riskStay < 1 {
		pn.threshold = ((1-riskNow)*stake/(1-riskStay) - stake) / base
	}
	if (1-riskStay)*(stake+gain) < (1-riskNow)*stake {
		blocks := 2
		if th.single > 0 {
			blocks = 1
		}
		pn.leave, pn.leaveWhy = true, why{code: whyLeaveSeal, n: blocks, value: riskStay}
		return pn
	}
	if pn.perRound < 1.3 && pn.value > 0 {
		pn.leave, pn.leaveWhy = true, why{code: whyLeaveLoad, n: count}
	}
	return pn
}

// fallsFor: block falls before walking steps more with perRound actions a
// round (one block falls at the end of every round).
func fallsFor(steps int, perRound float64) int {
	if steps <= 0 {
		return 0
	}
	return int(math.Ceil(float64(steps) / perRound))
}

// bestTarget is the square where the seat's actions are worth most:
// sarcophagi, the search decks, idols, weighed by points per action
// including the walk there.
func (p *policy) bestTarget(s *horus.State, me int, st style, cardCost func(horus.Square) float64) (horus.Square, float64, whyCode) {
	pl := &s.Players[me]
	count := pl.Count()
	from := pl.Square
	roundsLeft := 4.0
	bestSq, bestRate, bestWhy := horus.NoSquare, 0.0, whyLoot
	consider := func(t horus.Square, points float64, actions int, w whyCode) {
		d := p.dist(from, t)
		if d >= unreachable {
			return
		}
		if p.collect == nil && points/float64(d+actions) <= bestRate {
			return // a card's cost is never negative: it cannot do better
		}
		points -= cardCost(t)
		if points <= 0 {
			return
		}
		rate := points / float64(d+actions)
		if c := p.collect; c != nil && c.n < len(c.t) {
			c.t[c.n] = targetOpt{sq: t, rate: rate, why: w}
			c.n++
		}
		if rate > bestRate {
			bestSq, bestRate, bestWhy = t, rate, w
		}
	}
	gods := horus.GodsOf(s.Carried(me)) // the gods the seat already holds
	for i := 0; i < horus.NumSarcophagi; i++ {
		c := s.Sarc[i]
		if c == horus.NoCard {
			continue
		}
		open := s.SarcOpen&(1<<i) != 0
		var v float64
		if open || s.SarcKnown[i]&(1<<me) != 0 {
			v = gainWith(gods, c)
		} else {
			v = 7
			if horus.SarcophagusGod(i) == horus.GodHorus {
				v = 8.5
			}
			if gods&(1<<horus.SarcophagusGod(i)) == 0 {
				n := popcount8(gods)
				v += variety(n+1) - variety(n)
			}
		}
		acts := 2
		if open {
			acts = 1
		}
		consider(horus.SarcophagusSquare(i), v, acts, whyOpen)
	}
	// Decks: the nearest square of each room.
	for d := horus.Deck(0); d < horus.NumDecks; d++ {
		if s.Decks[d].Empty() {
			continue
		}
		mean := deckValue(s, d, 1.5)
		v := mean
		if d != horus.OriginRubble {
			god := horus.GodHededet
			if d == horus.OriginWater {
				god = horus.GodSobek
			}
			if gods&(1<<god) == 0 {
				n := popcount8(gods)
				v += (variety(n+1) - variety(n)) * 0.5
			}
		}
		sq := p.nearestOfDeck(from, d)
		switch {
		case sq == horus.NoSquare:
		case st.strong:
			// One draw is one card: its weight at the load carried now
			// (cardCost) against its mean, a bite counting as a card
			// that can never be put down.
			consider(sq, deckValue(s, d, 1)+(v-mean), 1, whySearch)
		default:
			consider(sq, v*2, 2, whySearch)
		}
	}
	if st.strong {
		// The curse costs a die in each round still to be spent inside:
		// the walk out and a round or so of looting, at most four.
		roundsLeft = min(max(float64(p.t.exitD[from])/max(expectedActions(count, cursedDice(pl.Hand)), 0.4)+1.5, 1), 4) * 1.5
	}
	if st.idols && s.Alcoves != 0 {
		for g := horus.God(0); g < horus.NumGods; g++ {
			if s.Alcoves&(1<<g) == 0 {
				continue
			}
			curse := float64(7-horus.WLLFor(count+1)) / 6 * roundsLeft
			v := gainWith(gods, horus.IdolCard(g)) - curse
			acts := [horus.NumGods]int{2, 2, 4, 4, 7}[g]
			if pl.Hand.And(crowbars).Len() > 0 || (!pl.AbilityUsed && pl.Adventurer.Ability() == horus.AbilityLockpicking) {
				acts = acts*2/3 + 1
			}
			for _, q := range alcoveSquares[g] {
				consider(q, v, acts, whyPick)
			}
		}
	}
	return bestSq, bestRate, bestWhy
}

var crowbars = func() (c horus.CardSet) {
	for x := horus.CardID(0); x < horus.NumCards; x++ {
		if x.Info().Kind == horus.KindCrowbar {
			c = c.With(x)
		}
	}
	return c
}()

// alcoveSquares lists where each god's idol can be picked from (the
// engine's AlcoveSquares, kept at hand for the play-outs).
var alcoveSquares = func() (a [horus.NumGods][]horus.Square) {
	for g := horus.God(0); g < horus.NumGods; g++ {
		a[g] = horus.AlcoveSquares(g)
	}
	return a
}()

// roomSquares lists the squares of each deck's room (the engine's DeckOf).
var roomSquares = func() (r [horus.NumDecks][]horus.Square) {
	for q := horus.Square(0); q < horus.NumSquares; q++ {
		if d, ok := horus.DeckOf(q.Region()); ok {
			r[d] = append(r[d], q)
		}
	}
	return r
}()

// nearestOfDeck is the room square of deck d closest to from (through free
// squares), preferring ones nearer the exit on ties.
func (p *policy) nearestOfDeck(from horus.Square, d horus.Deck) horus.Square {
	if from.Region() == horus.RoomOf(d) {
		return from
	}
	if q := p.t.nearest[d][from]; q != unknownSquare {
		return q
	}
	var q horus.Square
	if k := p.t.walk.ap.of[from]; k >= 0 && lowRoom[d] {
		q = p.nearestByApproach(k, from, d)
	} else {
		q = p.findNearest(from, d)
	}
	p.t.nearest[d][from] = q
	return q
}

// lowRoom: the decks whose room is on the low side (the Cobra Nest).
var lowRoom = func() (low [horus.NumDecks]bool) {
	for d, r := range roomSquares {
		low[d] = len(r) > 0
		for _, q := range r {
			low[d] = low[d] && lowSide(q)
		}
	}
	return low
}()

// nearestByApproach is findNearest for a square off the low side, of
// approach k, and a room on it, found once for each approach: the squares
// that share one rank the room's squares alike.
func (p *policy) nearestByApproach(k int8, from horus.Square, d horus.Deck) horus.Square {
	if q := p.t.near[k][d]; q != unknownSquare {
		return q
	}
	q := p.findNearest(from, d)
	p.t.near[k][d] = q
	return q
}

func (p *policy) findNearest(from horus.Square, d horus.Deck) horus.Square {
	best, bestD := horus.NoSquare, 1<<30
	for _, q := range roomSquares[d] {
		if p.t.exitD[q] == unreachable {
			continue
		}
		score := p.dist(from, q)*4 + int(p.t.exitD[q])
		if score < bestD {
			best, bestD = q, score
		}
	}
	return best
}

// turn is phase 3: free actions first, then the plan.
func (p *policy) turn(s *horus.State, me int, legal []horus.Action, st style) (horus.Action, why) {
	pl := &s.Players[me]
	// Free actions that only help.
	for _, a := range legal {
		switch a.Kind {
		case horus.ActUse:
			k := horus.CardID(a.A).Info().Kind
			switch k {
			case horus.KindAntidote, horus.KindMedikit:
				return a, why{code: whyHeal, card: horus.CardID(a.B)}
			case horus.KindCrowbar:
				return a, why{code: whyForce, card: horus.CardID(a.A)}
			}
		case horus.ActAbility:
			if horus.Ability(a.A) == horus.AbilityLockpicking {
				return a, why{code: whyForce}
			}
		}
	}
	if a, ok := p.bagBest(s, me, legal); ok {
		return a, why{code: whyBag, card: horus.CardID(a.B)}
	}
	pn := p.turnAssess(s, me, st)
	if a, w, ok := p.peekOrShoot(s, me, legal, pn); ok {
		return a, w
	}
	if pl.Actions == 0 {
		return horus.Action{Kind: horus.ActEnd}, why{code: whyEnd}
	}
	if s.Lock.Active {
		if a, ok := p.rerollMask(s, legal); ok {
			return a, why{code: whyReroll}
		}
	}
	if pn.leave {
		if a, ok := p.stepToward(s, me, legal, st, func(x horus.Square) int { return int(p.t.exitD[x]) }, true); ok {
			w := pn.leaveWhy
			w.steps = pn.exit
			return a, w
		}
		return horus.Action{Kind: horus.ActEnd}, why{code: whyEnd}
	}
	// Loot where we stand.
	q := pl.Square
	if i := q.Sarcophagus(); i >= 0 && s.Sarc[i] != horus.NoCard && q == pn.target {
		if a, ok := firstOf(legal, horus.ActTake); ok {
			return a, why{code: whyTake, card: s.Sarc[i]}
		}
		if a, ok := firstOf(legal, horus.ActOpen); ok {
			return a, why{code: whyOpen}
		}
	}
	if pn.targetWhy == whyPick && q == pn.target {
		if a, ok := firstOf(legal, horus.ActPick); ok {
			return a, why{code: whyPick}
		}
	}
	if pn.targetWhy == whySearch && q == pn.target {
		if a, ok := firstOf(legal, horus.ActSearch); ok {
			return a, why{code: whySearch}
		}
	}
	if pn.target != horus.NoSquare {
		to := func(x horus.Square) int { return p.dist(x, pn.target) }
		if a, ok := p.stepToward(s, me, legal, st, to, false); ok {
			return a, why{code: whyLoot, n: int(pn.targetWhy), steps: to(q), value: pn.gain, where: pn.target}
		}
	}
	return horus.Action{Kind: horus.ActEnd}, why{code: whyEnd}
}

// onMummyStrong is what stepping onto a mummy costs a strong player, in
// steps, and lastStepStrong what ending its turn where a mummy surely
// walks in phase 4 costs (less as the chance it gets there falls).
const (
	onMummyStrong  = 3
	lastStepStrong = 2.5
)

// stepToward is the move that brings the seat closer along table d,
// avoiding mummies; out allows stepping onto the Entrance (leaving).
func (p *policy) stepToward(s *horus.State, me int, legal []horus.Action, st style, dist func(horus.Square) int, out bool) (horus.Action, bool) {
	pl := &s.Players[me]
	here := dist(pl.Square)
	best, bestCost := horus.Action{}, math.Inf(1)
	for _, a := range legal {
		if a.Kind != horus.ActMove {
			continue
		}
		to := horus.Square(a.A)
		if to.Region() == horus.RegionEntrance && !out {
			continue
		}
		dt := dist(to)
		if dt >= unreachable || dt > here {
			continue
		}
		cost := float64(dt)
		if dt == here {
			cost += 0.5
		}
		onMummy, lastStep := 1.5, 1.2
		if st.strong {
			// A mummy's touch is a card for good: worth a detour.
			onMummy, lastStep = onMummyStrong, lastStepStrong
		}
		if mummyOn(s, to) {
			cost += onMummy
		}
		if pl.Actions == 1 && to.Region() != horus.RegionEntrance {
			cost += p.reach[to] * lastStep
		}
		if cost < bestCost {
			best, bestCost = a, cost
		}
	}
	limit := float64(here) + 0.6
	if st.strong {
		limit += onMummyStrong // a mummy orders the ways on, it does not stop the walk
		// On the way out the seal is the clock: a round spent waiting
		// is a block more, so it does not wait.
		if !out && bestCost < limit && p.waitBeatsStep(s, pl, best, dist(horus.Square(best.A))) {
			return horus.Action{}, false
		}
	}
	return best, bestCost < math.Inf(1) && bestCost < limit
}

// waitBeatsStep reports whether a strong player ends its turn where it
// stands rather than take step a (to a square dt steps from its goal):
// when the step costs a mummy's touch (onto a mummy, or the last action
// ending in a mummy's way in phase 4) worth more than the actions still
// to come this turn, a step each, and the touch it risks by staying. A
// mummy walks on: next round the way is often clear.
func (p *policy) waitBeatsStep(s *horus.State, pl *horus.Player, a horus.Action, dt int) bool {
	to, here := horus.Square(a.A), pl.Square
	if to.Region() == horus.RegionEntrance {
		return false
	}
	step := 0.0
	if mummyOn(s, to) {
		step += onMummyStrong
	}
	if pl.Actions == 1 {
		step += p.reach[to] * lastStepStrong
	}
	stay := float64(pl.Actions) + p.reach[here]*lastStepStrong
	return step > stay
}

func mummyOn(s *horus.State, q horus.Square) bool {
	for m := 0; m < int(s.NMummy); m++ {
		if !s.Mummies[m].Fallen && s.Mummies[m].Square == q {
			return true
		}
	}
	return false
}

// bagBest puts the most valuable loose treasure into a Bag.
func (p *policy) bagBest(s *horus.State, me int, legal []horus.Action) (horus.Action, bool) {
	best, bestV, ok := horus.Action{}, -1.0, false
	for _, a := range legal {
		if a.Kind == horus.ActUse && horus.CardID(a.A).Info().Kind == horus.KindBag {
			if v := cardPoints(horus.CardID(a.B)); v > bestV {
				best, bestV, ok = a, v, true
			}
		}
	}
	return best, ok
}

// rerollMask rerolls every die that is not the first to show a face the
// lock still needs.
func (p *policy) rerollMask(s *horus.State, legal []horus.Action) (horus.Action, bool) {
	top := s.Lock.God.LockTop()
	var seen uint8
	var mask uint8
	for d := 0; d < int(horus.NumDice); d++ {
		v := s.Dice[d]
		if int(v) >= 1 && int(v) <= top && seen&(1<<v) == 0 {
			seen |= 1 << v
			continue
		}
		mask |= 1 << d
	}
	a := horus.Action{Kind: horus.ActReroll, A: mask}
	if mask != 0 && has(legal, a) {
		return a, true
	}
	return horus.Action{}, false
}

// peekOrShoot: an Udjat or Clairvoyance when the next block matters, a shot
// at a mummy about to touch us.
func (p *policy) peekOrShoot(s *horus.State, me int, legal []horus.Action, pn plan) (horus.Action, why, bool) {
	pl := &s.Players[me]
	for _, a := range legal {
		switch {
		case a.Kind == horus.ActUse && horus.CardID(a.A).Info().Kind == horus.KindUdjat,
			a.Kind == horus.ActAbility && horus.Ability(a.A) == horus.AbilityClairvoyance:
			th := p.threatAt(s, pl.Square)
			inNest := pl.Square.Region() == horus.RegionNest
			if th.single > 0 || th.doors < 2 || (pn.leave && inNest) {
				return a, why{code: whyPeek}, true
			}
		case a.Kind == horus.ActAbility && horus.Ability(a.A) == horus.AbilityShoot:
			m := s.Mummies[a.B]
			if m.Square.Neighbor(m.Facing) == pl.Square || p.reach[pl.Square] > 0.5 {
				return a, why{code: whyShoot}, true
			}
		}
	}
	return horus.Action{}, why{}, false
}

// peekChoice keeps the block seen unless it would seal us in or fall on us.
func (p *policy) peekChoice(s *horus.State, me int, legal []horus.Action) (horus.Action, why) {
	b := int(s.SetAside)
	pl := &s.Players[me]
	bad := b >= 1 && b <= horus.NumBlocks && pl.Inside() &&
		(nestSquares[b] == pl.Square || cutsOff(s, pl.Square, b) || int(p.t.exitD[nestSquares[b]])+1 == int(p.t.exitD[pl.Square]))
	if bad && has(legal, horus.Action{Kind: horus.ActSwap}) {
		return horus.Action{Kind: horus.ActSwap}, why{code: whySwap, n: b}
	}
	return horus.Action{Kind: horus.ActKeep}, why{code: whyKeep, n: b}
}

// jump leaves a falling block: Dodge first if we have it, then the square
// nearest the way out (the Entrance itself when heading out).
func (p *policy) jump(s *horus.State, me int, legal []horus.Action, st style) (horus.Action, why) {
	if a, ok := firstOf(legal, horus.ActAbility); ok {
		return a, why{code: whyDodge}
	}
	pn := p.assess(s, me, st)
	best, bestD := legal[0], 1<<30
	for _, a := range legal {
		if a.Kind != horus.ActJump {
			continue
		}
		to := horus.Square(a.A)
		d := int(p.t.exitD[to]) * 2
		if to.Region() == horus.RegionEntrance && !pn.leave {
			d = 1 << 20
		}
		if mummyOn(s, to) {
			d += 3
		}
		if d < bestD {
			best, bestD = a, d
		}
	}
	return best, why{code: whyJump}
}

// adjust is phase 1: heal, bag, shed cards whose weight costs more than
// they are worth, Stamina when the actions matter.
func (p *policy) adjust(s *horus.State, me int, legal []horus.Action, st style) (horus.Action, why) {
	pl := &s.Players[me]
	for _, a := range legal {
		if a.Kind == horus.ActUse {
			k := horus.CardID(a.A).Info().Kind
			if k == horus.KindAntidote || k == horus.KindMedikit {
				return a, why{code: whyHeal, card: horus.CardID(a.B)}
			}
		}
	}
	if a, ok := p.bagBest(s, me, legal); ok {
		return a, why{code: whyBag, card: horus.CardID(a.B)}
	}
	count := pl.Count()
	if horus.WLLFor(count-1) < horus.WLLFor(count) {
		// One card less lowers the level: worth it for a cheap card.
		worst := p.worstCard(s, me, legal)
		if worst.Kind == horus.ActDiscard && cardWorth(s, me, horus.CardID(worst.A)) <= 1.6 {
			return worst, why{code: whyDiscard, card: horus.CardID(worst.A)}
		}
	}
	if a, ok := firstOf(legal, horus.ActAbility); ok && horus.Ability(a.A) == horus.AbilityStamina {
		pn := p.assess(s, me, st)
		if horus.WLLFor(count) >= 3 && (pn.leave || horus.WLLFor(count) >= 4) {
			return a, why{code: whyStamina}
		}
	}
	return horus.Action{Kind: horus.ActEnd}, why{code: whyEnd}
}

// goalStands reports whether a plan's goal is still there to loot and
// within reach.
func goalStands(s *horus.State, st style) bool {
	q := st.goal
	if q >= horus.NumSquares || s.BlockFallen(q) {
		return false
	}
	switch st.goalWhy {
	case whyOpen:
		i := q.Sarcophagus()
		return i >= 0 && s.Sarc[i] != horus.NoCard
	case whySearch:
		d, ok := horus.DeckOf(q.Region())
		return ok && !s.Decks[d].Empty()
	case whyPick:
		g, ok := q.Alcove()
		return ok && s.Alcoves&(1<<g) != 0
	}
	return false
}
