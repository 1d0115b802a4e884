package pengqueen

import (
	"math/rand/v2"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/game/search"
	"github.com/pyramid-studio/pyramid/game/table"
)

// A level is a set of weights for the two policies, and for the hard level
// the search that runs over them. The policies are the seam the search
// (and a later shared search package) plays out with: a decision from one
// seat's observation and its legal steps, and nothing else.
type level struct {
	name string
	// The Mummy: how she tracks the hunters (rough: as most people do,
	// within rough steps a round of where each was last seen; 0: exactly,
	// from the Sight, weighted by intent) and plans her walk.
	rough  int
	intent intent
	walk   walkParams
	// whim is how much her judgement of each square varies from walk to
	// walk (perturb); hunters expect it and read her walks over
	// threatSamples variations.
	whim          float64
	threatSamples int
	// The hunters: how they read the Mummy's belief (the same intent and
	// walk, spec §9.8) and how they weigh things, in steps of their route.
	hunt hunterParams
	// slip is the chance of a random legal step; noise the spread of the
	// random error added to a hunter's estimates (in steps).
	slip, noise float64
	// search, for the medium and hard levels: how many samples of what
	// the seat cannot see, over how many candidate steps; none for easy.
	search searchParams
}

// hunterParams weigh a hunter's decisions, in steps of route.
type hunterParams struct {
	// rough: the hunter does not read the Mummy's walks, only her reach
	// (a beginner's danger).
	rough      bool
	perCard    float64 // landing exactly on a symbol costs about this
	tokenBase  float64 // a life token given up costs this...
	tokenLate  float64 // ...plus this over the tokens the Mummy still needs
	lastToken  float64 // a piece losing its last token loses its game: this more
	holdCost   float64 // not showing a card now and coming back for it
	asideCost  float64 // one more die set aside (every hunter pays: the Mummy walks further)
	resetGain  float64 // a die brought back by a reset
	maxRisk    float64 // never reset when her interrupt would catch someone likelier than this
	rerollEdge float64 // a re-roll must be better by this
}

var levels = map[string]*level{
	"easy": {
		name:   "easy",
		rough:  3,
		intent: intent{beta: 0, flee: 1},
		walk:   walkParams{width: 24, endWeight: 0.15, near: 4, far: 10},
		whim:   0.6, threatSamples: 1,
		hunt: hunterParams{rough: true, perCard: 2, tokenBase: 5, tokenLate: 12, lastToken: 15, holdCost: 3,
			asideCost: 0.8, resetGain: 1.5, maxRisk: 0.5, rerollEdge: 0.5},
		slip:  0.05,
		noise: 2,
	},
	"medium": {
		name:   "medium",
		intent: intent{beta: 0.25, flee: 0.6, fleeNear: 2},
		walk:   walkParams{width: 48, endWeight: 0.3, near: 5, far: 12},
		whim:   0.6, threatSamples: 3,
		hunt: hunterParams{perCard: 2, tokenBase: 7, tokenLate: 24, lastToken: 25, holdCost: 4,
			asideCost: 1.5, resetGain: 2, maxRisk: 0.15, rerollEdge: 0.5},
	},
}

// The policy the medium and hard levels search over (its choice is what
// a search must clearly beat), and the same at a play-out's budget: it
// reads the Mummy's walks over one variation of her judgement, not three.
var policyLevel, playout *level

func init() {
	pol := *levels["medium"]
	pol.name = "policy"
	policyLevel = &pol
	p := pol
	p.name, p.threatSamples = "playout", 1
	playout = &p
	levels["medium"].search = searchParams{samples: 4, candidates: 3, gap: 2, maxSteps: 4000, confidence: 1.5}
	hard := pol
	hard.name = "hard"
	hard.search = searchParams{samples: 16, candidates: 5, gap: 3, maxSteps: 4000, confidence: 1.5}
	levels["hard"] = &hard
}

// levelNames are the levels, weakest first.
var levelNames = []string{"easy", "medium", "hard"}

// brain is one computer player thinking: its level, its random stream,
// and scratch space reused from decision to decision (not safe for two
// goroutines).
type brain struct {
	lv  *level
	src rand.PCG
	rng *rand.Rand
	wk  walker
	tr  tours
	bel beliefs
	alt beliefs
	// The search (search.go), made at the first decision that needs it.
	game *pqGame
	x    *search.Searcher[pq.State, pq.Action, pq.Observation]
}

func newBrain(lv *level, seed uint64) *brain {
	b := &brain{lv: lv}
	b.rng = rand.New(&b.src)
	b.reseed(seed)
	return b
}

// reseed starts the brain's random stream again from seed.
func (b *brain) reseed(seed uint64) { b.src.Seed(seed, 0x9e11) }

// decide is the level's policy: one of legal for the seat that observes o
// (its legal steps), with the reason. It reads nothing but o and legal.
func (b *brain) decide(o *pq.Observation, legal []pq.Action) (pq.Action, table.Reason) {
	if len(legal) == 0 {
		return pq.Action{}, table.Reason{}
	}
	var a pq.Action
	var why table.Reason
	if o.Seat == pq.MummySeat {
		a, why = b.mummy(o, legal)
	} else {
		a, why = b.hunter(o, legal)
	}
	if b.lv.slip > 0 && len(legal) > 1 && b.rng.Float64() < b.lv.slip {
		a = legal[b.rng.IntN(len(legal))]
	}
	return a, why
}

// colourArg is piece p's colour in notation, for a reason's arguments.
func colourArg(o *pq.Observation, p int) string {
	if p < 0 || p >= pq.MaxPieces {
		return ""
	}
	return o.Pieces[p].Colour.String()
}
