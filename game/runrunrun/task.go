package runrunrun

// Task is one piece of work waiting on the state's stack. The game's flow
// is this stack: a turn pushes its mummy step, player step and end; an
// action pushes its lighting, draws and mechanisms; anything may push a
// chance step or a decision in between (an awakening, a tie of mummy
// routes, an attack's split). The top task is the node the game waits at:
// a decision of a seat or a chance step. Everything else runs at once.
type Task struct {
	Kind TaskKind
	Seat uint8 // the seat concerned
	A, B uint8 // arguments, by kind
}

// TaskKind says what a task does; the comments give its arguments.
type TaskKind uint8

const (
	tNone        TaskKind = iota
	tDealHand             // chance: Seat is dealt A more cards
	tTurn                 // the active seat's turn begins
	tEndTurn              // the turn ends: a cat with no card loses; next seat
	tMummyStep            // the mummy step begins: roll the Mummy Power
	tRollMummy            // chance: A mummy dice left to roll
	tFaces                // schedule a move and a heart for each mummy face
	tMove                 // a move pass: A = figures left to move, B = pass kind | passStarted; decision on a tie
	tHeart                // a heart on the top mummy card; A=1 when it stands for a missing torch
	tAwaken               // chance: which mummy card is on top of the deck
	tPlace                // decision: where the woken mummy A appears
	tAttacks              // every figure sharing a room with cats attacks, in order
	tAttack               // figure A attacks the cats in its room
	tSplit                // decision: how many of figure A's B cards the cat of Seat loses
	tHit                  // Seat is to lose A cards to figure B; decision of Seat if it holds an Amulet
	tLose                 // chance: Seat loses A random cards
	tPlayer               // decision: the player step, A=0 before the action, 1 after it
	tBoost                // decision: the card discarded to walk A more steps to cell B, keeping Seat cards
	tLight                // light cell A
	tDraw                 // chance: Seat draws A room cards
	tSarc                 // chance: Seat draws a sarcophagus token
	tMech                 // the mechanisms of new cell A; B=0 torch, 1 exit
	tExitPlace            // decision: where the Exit goes
	tLord                 // chance: which Lord appears
	tFight                // decision: dice cards, Double strike, strike
	tRollCombat           // chance: A combat dice left to roll
	tFightDamage          // count the damage
	tAllot                // decision: damage to the figures of the fight; A = figures done, B = damage left
	tFightAfter           // destroyed figures, the win, question marks, hexes, paw
	tPaw                  // decision: one step after the fight
	tJoin                 // decision of Seat: join the Regroup
	tLays                 // ask each participant for cards
	tLay                  // decision of Seat: cards to lay face down
	tSpend                // decision: torches spent in the Regroup
	tPull                 // chance: A cards from the discard pile into the pool
	tReveal               // the laid cards are turned up
	tShare                // decision: who gets the lowest pool card; A = last card given + 1, B = its seat
	tPassTokens           // decision: tokens passed between participants
)

// Move pass kinds (tMove's B).
const (
	passAll     uint8 = 0 // every figure not engaged: a mummy face, or R9
	passFast    uint8 = 1 // the extra step of fast figures (R5)
	passStarted uint8 = 0x80
)

var taskNames = [...]string{"none", "deal", "turn", "end-turn", "mummy-step", "roll-mummy", "faces", "move",
	"heart", "awaken", "place", "attacks", "attack", "split", "hit", "lose", "player", "boost", "light",
	"draw", "sarcophagus", "mechanism", "exit", "lord", "fight", "roll-combat", "fight-damage", "allot",
	"fight-after", "paw", "join", "lays", "lay", "spend", "pull", "reveal", "share", "pass-tokens"}

func (k TaskKind) String() string { return taskNames[k] }

// isChance reports whether the task waits for chance.
func (k TaskKind) isChance() bool {
	switch k {
	case tDealHand, tRollMummy, tAwaken, tLose, tDraw, tSarc, tLord, tRollCombat, tPull:
		return true
	}
	return false
}

// asksSeat reports whether the task's decision belongs to its Seat (a
// cat's own Amulet, joining a Regroup, its own cards to lay) rather than
// to the active player (§16.2).
func (k TaskKind) asksSeat() bool { return k == tHit || k == tJoin || k == tLay }

func (s *Public) push(t Task) {
	s.Tasks[s.NTasks] = t
	s.NTasks++
}

func (s *Public) pop() { s.NTasks-- }

func (s *Public) top() *Task { return &s.Tasks[s.NTasks-1] }

// replace puts t in place of the top task.
func (s *Public) replace(t Task) { s.Tasks[s.NTasks-1] = t }
