package pengqueen

import (
	"slices"
	"strconv"
	"strings"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/i18n"
	pqart "github.com/pyramid-studio/pyramid/render/pengqueen"
)

// The Mummy's notes (spec §9.6): up to NoteMarkers numbered markers she
// drops on squares of her view, her table-side memory of where she
// thinks the hunters are. They are the screen's, not the game's: only
// her board draws them, never the hunters' nor the public one. They are
// kept with the game as her seat's notes in the session (written out
// "1:K13 2:C4"), so that Continue gives them back; the session keeps a
// seat's notes in the save of the game in progress and nowhere else (not
// the record, the log, a replay or an export).

// noteState is her markers and whether she is placing them.
type noteState struct {
	on      bool
	markers []pqart.Note
}

// toggle takes the marker off q, or puts the lowest free number there.
func (n *noteState) toggle(q pq.Square) bool {
	for i, m := range n.markers {
		if m.Square == q {
			n.markers = append(n.markers[:i], n.markers[i+1:]...)
			return true
		}
	}
	for k := 1; k <= pq.NoteMarkers(); k++ {
		used := false
		for _, m := range n.markers {
			used = used || m.N == k
		}
		if !used {
			n.markers = append(n.markers, pqart.Note{N: k, Square: q})
			return true
		}
	}
	return false
}

// toggleNotes starts or ends placing notes.
func (p *Play) toggleNotes() {
	p.notes.on = !p.notes.on
	p.message = ""
}

// syncNotes gives the Mummy's board her markers.
func (p *Play) syncNotes() {
	if b := p.boards[sideIndex(int(pq.SideMummy))]; b != nil {
		b.notes = p.notes.markers
	}
}

// keepNotes gives her board her markers and keeps them with the game
// (autosaved at once); a failed save is said in the prompt.
func (p *Play) keepNotes() {
	p.syncNotes()
	if err := p.s.SetNotes(pq.MummySeat, noteWords(p.notes.markers)); err != nil {
		p.message = err.Error()
	}
}

// restoreNotes takes the markers kept with a continued game, when the
// game is played with her notes.
func (p *Play) restoreNotes() {
	if pq.AssistsOf(p.s.Match()).Notes {
		p.notes.markers = readNoteWords(p.s.Notes(pq.MummySeat))
	}
	p.syncNotes()
}

// noteWords writes markers as the session keeps them: "1:K13 2:C4", by
// number.
func noteWords(markers []pqart.Note) string {
	ms := slices.Clone(markers)
	slices.SortFunc(ms, func(a, b pqart.Note) int { return a.N - b.N })
	w := make([]string, len(ms))
	for i, m := range ms {
		w[i] = strconv.Itoa(m.N) + ":" + m.Square.String()
	}
	return strings.Join(w, " ")
}

// readNoteWords reads noteWords' text back. A marker that cannot be
// one — a number outside 1..NoteMarkers or taken already, a square off
// the maze's floor or marked already, words that are no marker — is left
// out: the notes are a help, and a damaged one costs only itself.
func readNoteWords(text string) []pqart.Note {
	var out []pqart.Note
	floor := pq.Floor()
	for _, w := range strings.Fields(text) {
		num, name, ok := strings.Cut(w, ":")
		n, err := strconv.Atoi(num)
		q, okq := pq.ParseSquare(name)
		if !ok || err != nil || n < 1 || n > pq.NoteMarkers() || !okq || !floor.Has(q) || len(out) == pq.NoteMarkers() {
			continue
		}
		if slices.ContainsFunc(out, func(m pqart.Note) bool { return m.N == n || m.Square == q }) {
			continue
		}
		out = append(out, pqart.Note{N: n, Square: q})
	}
	return out
}

// noteTargets makes every square of the maze a target: a click puts a
// marker there or takes it off.
func (p *Play) noteTargets() {
	floor := pq.Floor()
	for q := floor.First(); q != pq.NoSquare; q = floor.After(q) {
		help := i18n.F("Put a note on %s.", q)
		for _, m := range p.notes.markers {
			if m.Square == q {
				help = i18n.F("Take note %d off %s.", m.N, q)
			}
		}
		if len(p.notes.markers) >= pq.NoteMarkers() && help == i18n.F("Put a note on %s.", q) {
			help = i18n.F("All %d notes are placed: take one off first.", pq.NoteMarkers())
		}
		p.prompt.targets = append(p.prompt.targets, target{kind: tNote, sq: q, r: p.maze().Square(q), label: q.String(), help: help})
	}
}
