package pengqueen

import (
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/i18n"
	pqart "github.com/pyramid-studio/pyramid/render/pengqueen"
)

// The Mummy's notes (spec §9.6): up to NoteMarkers numbered markers she
// drops on squares of her view, her table-side memory of where she
// thinks the hunters are. They are the screen's, not the game's: only
// her board draws them, never the hunters' nor the public one, and they
// are in no save or record.

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
		p.prompt.targets = append(p.prompt.targets, target{kind: tNote, sq: q, r: p.lay.B.Square(q), label: q.String(), help: help})
	}
}
