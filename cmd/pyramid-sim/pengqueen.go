package main

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"time"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/game/pengqueen/scenario"
	"github.com/pyramid-studio/pyramid/game/table"
)

// Pyramid of Pengqueen's part of the tool: seat 0 is the Mummy, the rest
// hunters in seat order (the game's form has no options: the pieces take
// their colours in seat order). A game's line ends with the winner (its
// side, "mummy" or "hunters", and seat), how it ended, the life tokens the
// Mummy took and the treasures each hunter seat showed (seat 1 first); a
// seat's fields are its role, its pieces' colours, and for a hunter the
// treasures it showed, the life tokens it kept and whether it is out. A
// seat's fate is the side that won. Replay prints the position: the round,
// the Mummy's square and tokens, every piece; scenario plays the files of
// game/pengqueen/scenario (docs/pengqueen-scenarios.md).
func init() {
	parts[pq.GameID] = part{
		match: func(m table.Match) any { return pqEnd(&pq.MatchOf(m).State) },
		seats: func(m table.Match) []any {
			st := &pq.MatchOf(m).State
			var out []any
			for seat := range st.NumSeats() {
				out = append(out, pqSeatOf(st, seat))
			}
			return out
		},
		fate:     func(m table.Match, seat int) string { return pq.MatchOf(m).State.Outcome().Winner.Side.String() },
		fates:    []string{pq.SideMummy.String(), pq.SideHunters.String()},
		rounds:   func(m table.Match) int { return int(pq.MatchOf(m).State.Round) },
		view:     func(m table.Match) any { return pqPosition(&pq.MatchOf(m).State) },
		scenario: pqScenario,
		bench:    pqBench,
	}
}

// pqResult is the end of a game's line: the engine's outcome without its
// rounds (the line has them already).
type pqResult struct {
	Winner pq.Winner `json:"winner"`
	Reason string    `json:"reason,omitempty"` // "tokens" (the Mummy's) or "last-card" (a hunter's)
	Tokens int       `json:"tokens"`           // life tokens the Mummy took
	Shown  []int     `json:"treasures_shown"`  // by hunter seat, seat 1 first
}

func pqEnd(st *pq.State) pqResult {
	o := st.Outcome()
	return pqResult{Winner: o.Winner, Reason: o.Reason, Tokens: o.Tokens, Shown: o.Shown}
}

// pqSeat is a seat's own fields in a game's line.
type pqSeat struct {
	Seat    int      `json:"seat"`
	Role    string   `json:"role"`              // "mummy" or "hunter"
	Colours []string `json:"colours,omitempty"` // the hunter's pieces (two in the 2-player game)
	Shown   int      `json:"treasures_shown"`
	Tokens  int      `json:"tokens"` // the Mummy's taken, a hunter's kept
	Out     bool     `json:"out,omitempty"`
}

func pqSeatOf(st *pq.State, seat int) pqSeat {
	if seat == pq.MummySeat {
		return pqSeat{Seat: seat, Role: "mummy", Tokens: int(st.Tokens)}
	}
	s := pqSeat{Seat: seat, Role: "hunter", Shown: st.Shown[seat-1].Len(), Out: true}
	for p := range st.NumPieces() {
		if st.PieceSeat(p) == seat {
			s.Colours = append(s.Colours, st.Opt.Colours[p].String())
			s.Tokens += int(st.Pieces[p].Tokens)
			s.Out = s.Out && st.Pieces[p].Out
		}
	}
	return s
}

// pqView is the position replay prints.
type pqView struct {
	Over   bool        `json:"over"`
	Result pqResult    `json:"result"`
	Round  int         `json:"round"`
	Mummy  string      `json:"mummy"` // her square
	Aside  int         `json:"aside"` // white dice set aside
	Pieces []pqPieceAt `json:"pieces"`
	Hash   string      `json:"hash"`
}

type pqPieceAt struct {
	Colour string `json:"colour"`
	Seat   int    `json:"seat"`
	At     string `json:"at,omitempty"` // its square, none once out
	Tokens int    `json:"tokens"`
	Out    bool   `json:"out,omitempty"`
}

func pqPosition(st *pq.State) pqView {
	v := pqView{Over: st.Over, Result: pqEnd(st), Round: int(st.Round), Mummy: st.Mummy.String(), Aside: int(st.Aside), Hash: st.HashString()}
	for p := range st.NumPieces() {
		pc := st.Pieces[p]
		x := pqPieceAt{Colour: st.Opt.Colours[p].String(), Seat: st.PieceSeat(p), Tokens: int(pc.Tokens), Out: pc.Out}
		if !pc.Out {
			x.At = pc.Square.String()
		}
		v.Pieces = append(v.Pieces, x)
	}
	return v
}

// pqScenarioResult is what scenario prints for Pyramid of Pengqueen: the
// position after the steps, the events they caused, and whether the
// file's expectations hold.
type pqScenarioResult struct {
	File         string        `json:"file"`
	Steps        int           `json:"steps"`
	Expectations string        `json:"expectations"` // "all hold", or the failures
	State        pqView        `json:"state"`
	Events       []pqEventView `json:"events"`
}

// pqEventView is an event in words. The author of a scenario wrote the
// whole position, hands and squares included, so its events are shown
// whole, as the hunters see them; "secret" marks an event the Mummy sees
// only in part (a square, a face or a card hidden from her) or not at all.
type pqEventView struct {
	Kind   string `json:"kind"`
	Text   string `json:"text"`
	Piece  string `json:"piece,omitempty"` // its colour
	Card   string `json:"card,omitempty"`
	Face   string `json:"face,omitempty"`
	From   string `json:"from,omitempty"`
	To     string `json:"to,omitempty"`
	Value  int    `json:"value"`
	Secret bool   `json:"secret,omitempty"`
}

// pqScenario plays a scenario file (docs/pengqueen-scenarios.md).
func pqScenario(path string, data []byte) (any, error, error) {
	sc, err := scenario.Parse(path, data)
	if err != nil {
		return nil, nil, err
	}
	s, evs, err := sc.Run()
	if err != nil {
		return nil, nil, err
	}
	res := pqScenarioResult{File: path, Steps: sc.Steps(), Expectations: "all hold", State: pqPosition(&s), Events: []pqEventView{}}
	goal := uint8(s.MummyGoal())
	for _, e := range evs {
		te := pq.TableEvent{Event: e, Players: s.Opt.Players, Goal: goal}
		switch {
		case e.Piece >= 0 && int(e.Piece) < pq.MaxPieces:
			te.Colour = s.Opt.Colours[e.Piece]
		case e.Kind == pq.EvGameOver && e.Seat > pq.MummySeat && s.NumPieces() == s.NumSeats()-1:
			te.Colour = s.Opt.Colours[e.Seat-1] // one piece per hunter seat
		}
		mummys, seen := e.VisibleTo(pq.MummySeat)
		v := pqEventView{Kind: e.Kind.String(), Text: pq.Game.Narrate(te, 1, nil), Value: int(e.Value), Secret: !seen || mummys != e}
		if v.Text == "" {
			v.Text = e.String()
		}
		if te.Colour != pq.NoPieceColour {
			v.Piece = te.Colour.String()
		}
		if e.Card != pq.NoCard {
			v.Card = e.Card.String()
		}
		if e.Face != pq.FaceNone {
			v.Face = e.Face.String()
		}
		if e.From != pq.NoSquare {
			v.From = e.From.String()
		}
		if e.To != pq.NoSquare {
			v.To = e.To.String()
		}
		res.Events = append(res.Events, v)
	}
	expect := sc.Check(s, evs)
	if expect != nil {
		res.Expectations = expect.Error()
	}
	return res, expect, nil
}

// pqBench plays full random 4-player games for about d on one core,
// straight on the engine (pq.Playout): a uniform choice among the legal
// steps for seats and chance alike, no computer players, no records, no
// events.
func pqBench(d time.Duration) (games, steps int, took time.Duration, err error) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	rng := rand.New(rand.NewPCG(1, 2))
	start := time.Now()
	for ; ; games++ {
		if games%16 == 0 {
			if took = time.Since(start); took >= d && games > 0 {
				return games, steps, took, nil
			}
		}
		s, err := pq.NewState(pq.Options{Players: 4})
		if err != nil {
			return 0, 0, 0, err
		}
		n, err := pq.Playout(&s, rng.IntN, maxSteps)
		if err != nil {
			return 0, 0, 0, fmt.Errorf("game %d: %v", games, err)
		}
		steps += n
	}
}
