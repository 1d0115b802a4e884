package horus

import "strconv"

// View is a whole State in words, for printing as JSON (the headless tool's
// replay and scenario output, bug reports, test failures). It shows
// everything, hidden cards included: it is for people checking the engine,
// not for a seat at the table (that is Observation).
type View struct {
	Round      int               `json:"round"`
	Phase      string            `json:"phase"`
	Over       bool              `json:"over"`
	Keeper     int               `json:"keeper"`
	ToAct      string            `json:"to_act"` // "seat N", "chance" or "nobody"
	Pending    string            `json:"pending,omitempty"`
	Dice       []int             `json:"dice"`
	Lock       string            `json:"lock,omitempty"` // god of the alcove being picked
	Players    []PlayerView      `json:"players"`
	Mummies    []MummyView       `json:"mummies"`
	Blocks     []int             `json:"blocks_fallen"`
	SetAside   int               `json:"block_set_aside,omitempty"`
	Sarcophagi []SarcophagusView `json:"sarcophagi"`
	Idols      []string          `json:"idols_in_alcoves"`
	Decks      map[string]int    `json:"deck_sizes"`
	Discard    []string          `json:"discard"`
	Supply     map[string]int    `json:"wound_supply"`
	Results    []SeatResult      `json:"results,omitempty"` // once the game is over
	Hash       string            `json:"hash"`
}

// PlayerView is one seat in a View.
type PlayerView struct {
	Seat        int      `json:"seat"`
	Adventurer  string   `json:"adventurer"`
	Square      string   `json:"square"`
	Fate        string   `json:"fate"`
	Cards       []string `json:"cards"`
	InBags      []string `json:"in_bags,omitempty"`
	ExtraWounds int      `json:"extra_wounds,omitempty"` // taken from an empty supply
	Count       int      `json:"count"`
	WLL         int      `json:"wll"`
	Actions     int      `json:"actions"`
	AbilityUsed bool     `json:"ability_used"`
	Chests      []int    `json:"chest_rolls,omitempty"`
}

// MummyView is one mummy in a View.
type MummyView struct {
	Name    string `json:"name"`
	Square  string `json:"square"`
	Facing  string `json:"facing"`
	Section string `json:"section"`
	Fallen  bool   `json:"fallen,omitempty"`
}

// SarcophagusView is one sarcophagus slot in a View.
type SarcophagusView struct {
	Square string `json:"square"`
	God    string `json:"god"`
	Card   string `json:"card"` // "" once taken
	Open   bool   `json:"open,omitempty"`
}

// View describes s for printing.
func (s *State) View() View {
	v := View{
		Round: int(s.Round), Phase: s.Phase.String(), Over: s.Over, Keeper: int(s.Keeper),
		Dice: make([]int, NumDice), Blocks: []int{}, SetAside: int(s.SetAside),
		Idols: []string{}, Decks: map[string]int{}, Discard: cardNames(s.Discard),
		Supply: map[string]int{"mummy": s.Supply[0].Len(), "block": s.Supply[1].Len()},
		Hash:   s.HashString(),
	}
	switch c := s.Current(); c {
	case TerminalSeat:
		v.ToAct = "nobody"
	case ChanceSeat:
		v.ToAct = "chance"
	default:
		v.ToAct = "seat " + strconv.Itoa(c)
	}
	switch {
	case s.Must == MustDiscard:
		v.Pending = "discard"
	case s.Must == MustReact:
		v.Pending = "react to " + s.MustCard.String()
	case s.Must == MustPeek:
		v.Pending = "keep or swap the block"
	case s.JumpMask != 0:
		v.Pending = "jump"
	}
	for d, x := range s.Dice {
		v.Dice[d] = int(x)
	}
	if s.Lock.Active {
		v.Lock = s.Lock.God.String()
	}
	for p := 0; p < s.NumSeats(); p++ {
		pl := &s.Players[p]
		pv := PlayerView{
			Seat: p, Adventurer: pl.Adventurer.String(), Square: pl.Square.String(), Fate: pl.Fate.String(),
			Cards: cardNames(pl.Hand), ExtraWounds: int(pl.ExtraMummy) + int(pl.ExtraBlock), Count: pl.Count(),
			WLL: int(pl.WLL), Actions: int(pl.Actions), AbilityUsed: pl.AbilityUsed,
		}
		if bags := s.Carried(p).AndNot(pl.Hand); !bags.Empty() {
			pv.InBags = cardNames(bags)
		}
		for i := 0; i < int(pl.NChests); i++ {
			pv.Chests = append(pv.Chests, int(pl.Chests[i]))
		}
		v.Players = append(v.Players, pv)
	}
	for m := 0; m < int(s.NMummy); m++ {
		mu := s.Mummies[m]
		v.Mummies = append(v.Mummies, MummyView{Name: s.MummyName(m), Square: mu.Square.String(), Facing: mu.Facing.String(), Section: mu.Section.String(), Fallen: mu.Fallen})
	}
	for b := 1; b <= NumBlocks; b++ {
		if s.Fallen&(1<<b) != 0 {
			v.Blocks = append(v.Blocks, b)
		}
	}
	for i, c := range s.Sarc {
		sv := SarcophagusView{Square: SarcophagusSquare(i).String(), God: SarcophagusGod(i).String(), Open: s.SarcOpen&(1<<i) != 0}
		if c != NoCard {
			sv.Card = c.String()
		}
		v.Sarcophagi = append(v.Sarcophagi, sv)
	}
	for g := God(0); g < NumGods; g++ {
		if s.Alcoves&(1<<g) != 0 {
			v.Idols = append(v.Idols, g.String())
		}
	}
	for d := Deck(0); d < NumDecks; d++ {
		v.Decks[d.String()] = s.Decks[d].Len()
	}
	if s.Over {
		v.Results = s.Results()
	}
	return v
}

// cardNames lists the cards of a set by notation, in card order.
func cardNames(set CardSet) []string {
	out := []string{}
	for c, ok := set.Next(0); ok; c, ok = set.Next(int(c) + 1) {
		out = append(out, c.String())
	}
	return out
}

// SeatResult is one seat's end of game in words: its fate and the score
// breakdown of Scores.
type SeatResult struct {
	Seat       int    `json:"seat"`
	Adventurer string `json:"adventurer"`
	Fate       string `json:"fate"`
	Treasures  int    `json:"treasures"`
	Idols      int    `json:"idols"`
	Chests     int    `json:"chests"`
	Variety    int    `json:"variety_bonus"`
	Total      int    `json:"total"`
	Won        bool   `json:"won"`
}

// Results lists every seat's SeatResult (meaningful once the game is over).
func (s *State) Results() []SeatResult {
	sc := s.Scores()
	out := make([]SeatResult, s.NumSeats())
	for p := range out {
		x := sc[p]
		out[p] = SeatResult{
			Seat: p, Adventurer: s.Players[p].Adventurer.String(), Fate: x.Fate.String(),
			Treasures: x.Treasures, Idols: x.Idols, Chests: x.Chests, Variety: x.Variety, Total: x.Total, Won: x.Won,
		}
	}
	return out
}

// EventView is an Event in words, for printing as JSON. Fields that do not
// apply to the kind of event are left out.
type EventView struct {
	Kind   string     `json:"kind"`
	Text   string     `json:"text"`
	Seat   *int       `json:"seat,omitempty"`
	Mummy  *int       `json:"mummy,omitempty"`
	Card   string     `json:"card,omitempty"`
	From   string     `json:"from,omitempty"`
	To     string     `json:"to,omitempty"`
	Value  int        `json:"value,omitempty"`
	Secret bool       `json:"secret,omitempty"`
	Score  *ScoreView `json:"score,omitempty"` // score: the parts of the total in value
}

// ScoreView is a score event's breakdown in words.
type ScoreView struct {
	Fate      string `json:"fate"`
	Treasures int    `json:"treasures"`
	Idols     int    `json:"idols"`
	Chests    int    `json:"chests"`
	Variety   int    `json:"variety_bonus"`
	Won       bool   `json:"won"`
}

// View describes e for printing.
func (e Event) View() EventView {
	v := EventView{Kind: e.Kind.String(), Text: e.String(), Value: int(e.Value), Secret: e.Secret}
	if e.Seat >= 0 {
		seat := int(e.Seat)
		v.Seat = &seat
	}
	if e.Mummy >= 0 {
		m := int(e.Mummy)
		v.Mummy = &m
	}
	if e.Card < NumCards {
		v.Card = e.Card.String()
	}
	if e.From < NumSquares {
		v.From = e.From.String()
	}
	if e.To < NumSquares {
		v.To = e.To.String()
	}
	if e.Kind == EvScore {
		sc := e.Score
		v.Score = &ScoreView{Fate: sc.Fate.String(), Treasures: int(sc.Treasures), Idols: int(sc.Idols), Chests: int(sc.Chests), Variety: int(sc.Variety), Won: sc.Won}
	}
	return v
}
