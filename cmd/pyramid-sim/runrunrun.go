package main

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"strconv"
	"time"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/game/runrunrun/scenario"
	"github.com/pyramid-studio/pyramid/game/table"
)

// Run Run Run!'s part of the tool: the seed deals the cats (as the game
// deals seats that chose none) and the first player rotates with it (seed
// mod seats); a game's line ends with the team's result (won, how it
// ended, the difficulty, torches left, mummies destroyed, whether the Exit
// opened) and a seat's tells its cat and the cards it ended with; a seat's
// fate is how the team's game ended; replay prints the final position's
// figures; the scenarios of game/runrunrun/scenario; the engine's
// benchmark.
func init() {
	ends := []string{}
	for e := rrr.EndExit; e <= rrr.EndHand; e++ {
		ends = append(ends, e.String())
	}
	parts[rrr.GameID] = part{
		setup: func(n int, seed uint64) table.Setup {
			s := table.Setup{Values: map[string]string{rrr.FieldFirst: strconv.Itoa(1 + int(seed%uint64(n)))}}
			for range n {
				s.Seats = append(s.Seats, table.SeatSetup{Kind: table.Human})
			}
			return s
		},
		match: func(m table.Match) any { return rrrTeam(&rrr.MatchOf(m).State) },
		seats: func(m table.Match) []any {
			st := &rrr.MatchOf(m).State
			var out []any
			for p := range st.NumSeats() {
				out = append(out, rrrSeat{Seat: p, Cat: st.Opt.Cats[p].String(), Cards: st.HandSize(p)})
			}
			return out
		},
		fate:     func(m table.Match, seat int) string { return rrr.MatchOf(m).State.End.String() },
		fates:    ends,
		rounds:   func(m table.Match) int { return int(rrr.MatchOf(m).State.Round) },
		view:     func(m table.Match) any { return rrrPosition(&rrr.MatchOf(m).State) },
		scenario: rrrScenario,
		bench:    rrrBench,
	}
}

// rrrTeamResult is the team's result at the end of a game's line.
type rrrTeamResult struct {
	Won              bool   `json:"won"`
	End              string `json:"end"` // "exit" (won), "crypt" or "hand"
	Difficulty       string `json:"difficulty"`
	Torches          int    `json:"torches"`           // left in the supply
	MummiesDestroyed int    `json:"mummies_destroyed"` // the Lord among them; a mummy sent back to the deck counts each time
	ExitOpened       bool   `json:"exit_opened"`
}

func rrrTeam(st *rrr.State) rrrTeamResult {
	o := st.Outcome()
	return rrrTeamResult{Won: o.Won, End: o.End.String(), Difficulty: st.Opt.Difficulty.String(),
		Torches: o.Torches, MummiesDestroyed: o.Destroyed, ExitOpened: o.ExitOpened}
}

// rrrSeat is a seat's own fields in a game's line.
type rrrSeat struct {
	Seat  int    `json:"seat"`
	Cat   string `json:"cat"`
	Cards int    `json:"cards"` // in its hand at the end
}

// rrrView is the position replay prints: the team's result so far, the
// supplies, where every cat and figure is.
type rrrView struct {
	Over bool `json:"over"`
	rrrTeamResult
	Round     int         `json:"round"`
	Turns     int         `json:"turns"`
	Regroups  int         `json:"regroups_left"`
	Rooms     int         `json:"rooms"` // room cards laid
	Lord      string      `json:"lord"`  // the Lord revealed, "none" before the Exit opens
	Cats      []rrrCat    `json:"cats"`
	Figures   []rrrFigure `json:"figures"`
	Hash      string      `json:"hash"`
	Remaining int         `json:"deck"` // room cards left to draw
}

type rrrCat struct {
	rrrSeat
	At string `json:"at"` // its room, q,r
}

type rrrFigure struct {
	Figure string `json:"figure"` // m1..m4, lord
	Place  string `json:"place"`  // "deck" (asleep, or the Lord unrevealed), "maze", "gone"
	At     string `json:"at,omitempty"`
	Hearts int    `json:"hearts,omitempty"`
}

func rrrPosition(st *rrr.State) rrrView {
	o := st.Outcome()
	v := rrrView{Over: st.Over, rrrTeamResult: rrrTeam(st), Round: o.Rounds, Turns: o.Turns, Regroups: int(st.Regroups),
		Rooms: o.Rooms, Lord: "none", Hash: st.HashString(), Remaining: st.Deck.Len()}
	if !st.Over {
		v.End = ""
	}
	if st.Lord > 0 {
		v.Lord = st.FigureInfo(rrr.LordIndex).Code
	}
	for p := range st.NumSeats() {
		v.Cats = append(v.Cats, rrrCat{rrrSeat{Seat: p, Cat: st.Opt.Cats[p].String(), Cards: st.HandSize(p)}, st.Cells[st.CatCell[p]].At.String()})
	}
	places := map[rrr.Place]string{rrr.InDeck: "deck", rrr.InMaze: "maze", rrr.Gone: "gone"}
	for f, fig := range st.Figures {
		name := "lord"
		if f != rrr.LordIndex {
			name = st.FigureInfo(f).Code
		}
		x := rrrFigure{Figure: name, Place: places[fig.Place]}
		if fig.Place == rrr.InMaze {
			x.At, x.Hearts = st.Cells[fig.Cell].At.String(), int(fig.Hearts)
		}
		v.Figures = append(v.Figures, x)
	}
	return v
}

// rrrScenarioResult is what scenario prints for Run Run Run!: the
// position after the steps, the events they caused, and whether the
// file's expectations hold.
type rrrScenarioResult struct {
	File         string         `json:"file"`
	Steps        int            `json:"steps"`
	Expectations string         `json:"expectations"` // "all hold", or the failures
	State        rrrView        `json:"state"`
	Events       []rrrEventView `json:"events"`
}

// rrrEventView is an event in words. The author of a scenario wrote the
// whole position, hands included, so its events are shown whole, with
// "secret" marking the cards only their cat may see in a game.
type rrrEventView struct {
	Kind   string `json:"kind"`
	Text   string `json:"text"`
	Cat    string `json:"cat,omitempty"`
	Figure string `json:"figure,omitempty"`
	Card   string `json:"card,omitempty"`
	At     string `json:"at,omitempty"`
	Value  int    `json:"value"`
	Secret bool   `json:"secret,omitempty"`
}

// rrrScenario plays a scenario file (docs/runrunrun-scenarios.md).
func rrrScenario(path string, data []byte) (any, error, error) {
	sc, err := scenario.Parse(path, data)
	if err != nil {
		return nil, nil, err
	}
	s, evs, err := sc.Run()
	if err != nil {
		return nil, nil, err
	}
	res := rrrScenarioResult{File: path, Steps: sc.Steps(), Expectations: "all hold", State: rrrPosition(&s), Events: []rrrEventView{}}
	names := func(seat int) string { return s.Opt.Cats[seat].String() }
	for _, e := range evs {
		v := rrrEventView{Kind: e.Kind.String(), Text: rrr.Game.Narrate(e, int(e.Seat), names), Value: int(e.Value), Secret: e.Secret}
		if e.Seat >= 0 {
			v.Cat = s.Opt.Cats[e.Seat].String()
		}
		if e.Figure >= 0 {
			v.Figure = rrr.FigureCode(int(e.Figure))
		}
		if e.Card != rrr.NoCard {
			v.Card = e.Card.String()
		}
		if e.At != rrr.NoCoord {
			v.At = e.At.String()
		}
		res.Events = append(res.Events, v)
	}
	expect := sc.Check(s, evs)
	if expect != nil {
		res.Expectations = expect.Error()
	}
	return res, expect, nil
}

// rrrBench plays full random 4-cat games for about d on one core, straight
// on the engine (rrr.Playout): a uniform choice among the legal steps for
// seats and chance alike, no teammates, no records, no events.
func rrrBench(d time.Duration) (games, steps int, took time.Duration, err error) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	rng := rand.New(rand.NewPCG(1, 2))
	start := time.Now()
	for seed := uint64(0); ; seed++ {
		s, err := rrr.NewState(rrr.Options{Players: 4, Difficulty: rrr.Normal, Cats: rrr.DrawCats(4, seed), First: uint8(seed % 4)})
		if err != nil {
			return 0, 0, 0, err
		}
		n, err := rrr.Playout(&s, rng.IntN, maxSteps)
		if err != nil {
			return 0, 0, 0, fmt.Errorf("game %d: %v", seed, err)
		}
		steps += n
		games++
		if games%64 == 0 {
			if took = time.Since(start); took >= d {
				return games, steps, took, nil
			}
		}
	}
}
