package table

// Summary is what the statistics keep of one finished match: enough to
// count wins by game, level, role and table size without replaying it,
// and the game's own facts for its own statistics page.
type Summary struct {
	Game string `json:"game"`
	// ID is the seed and the final position: the same match is never
	// counted twice.
	ID     string `json:"id"`
	Rounds int    `json:"rounds"`
	// Team, Won and End are a co-operative match's result: whether the
	// table won and how it ended ("exit", "crypt"...).
	Team  bool          `json:"team,omitempty"`
	Won   bool          `json:"won,omitempty"`
	End   string        `json:"end,omitempty"`
	Seats []SeatSummary `json:"seats"`
	// Facts are the game's own figures about the whole match, in
	// notation ("difficulty": "hard", "lord": "stone"), which its
	// statistics page words: what belongs to the table rather than to
	// one seat.
	Facts map[string]string `json:"facts,omitempty"`
	// GroupBy names the facts of the seats the statistics also count
	// by, each value on its own (Horus: "adventurer", so that every
	// adventurer has its own tally).
	GroupBy []string `json:"group_by,omitempty"`
}

// SeatSummary is one seat's part in a match.
type SeatSummary struct {
	Kind  string `json:"kind"`           // Human or a computer level
	Name  string `json:"name,omitempty"` // the name typed for a person
	Role  string `json:"role,omitempty"` // Role.ID, when the game has roles
	Score int    `json:"score"`
	Won   bool   `json:"won"`
	// Facts are the game's own figures about the seat, in notation
	// ("adventurer": "gore", "fate": "escaped", "route": "..."), which
	// its statistics page words.
	Facts map[string]string `json:"facts,omitempty"`
	// Many are the game's own figures of which a seat has several, in
	// notation, each counted on its own ("squares": every square the
	// adventurer stepped onto).
	Many map[string][]string `json:"many,omitempty"`
}
