package scenes

import (
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
)

// The prompt panel's offers: the steps a player may take now, as buttons
// flowed into the panel below its text. A game words its offers (labels)
// and says which finish or go on with the turn (pinned); the panel lays
// them out, page by page when they do not all fit.

// Offer is one step offered in the prompt panel.
type Offer struct {
	Label string
	// Pinned offers come first on every page while paging: the steps
	// that finish or go on with the turn (Horus: End, the chosen reroll),
	// which must never be a page away.
	Pinned bool
}

// Page buttons among a page's places (Placed.Offer).
const (
	NextPage = -1 // "More…": the next page
	PrevPage = -2 // "Back": the page before
)

// Placed is one button of a page: the offer (an index into the offers,
// or NextPage, PrevPage), where it goes, and for a page button what it
// does, in words.
type Placed struct {
	Offer int
	Rect  layout.Rect
	Help  string
}

// ButtonHeight is the height of a prompt's button of face: its line and a
// margin, so that a larger text size makes taller buttons rather than
// smaller type.
func ButtonHeight(face render.Face, u float64) float64 {
	return max(26*u, render.LineHeight(face)+10*u)
}

// PromptPages lays offers out in area as buttons of face (u: the
// layout's unit), in rows 26 units high: PromptPagesRows with Horus's
// buttons.
func PromptPages(offers []Offer, area layout.Rect, face render.Face, u float64) [][]Placed {
	return PromptPagesRows(offers, area, face, u, 26)
}

// PromptPagesRows lays offers out in area as buttons of face (u: the
// layout's unit), in rows rowH units high (44 makes a target a finger
// reaches), or taller when the text size makes the face taller. When they do not all fit, none is dropped:
// the ones that do not fit go to further pages behind "More…" and "Back"
// buttons, which the mouse, the focus and the shortcuts reach like any
// other button, and the pinned offers come first on every page. When
// everything fits there is one page, in the offers' order.
func PromptPagesRows(offers []Offer, area layout.Rect, face render.Face, u, rowH float64) [][]Placed {
	label := func(i int) string {
		switch i {
		case NextPage:
			return i18n.T("More…")
		case PrevPage:
			return i18n.T("Back")
		}
		return offers[i].Label
	}
	// place lays one page out and reports whether all of it fits
	place := func(page []int) ([]Placed, bool) {
		widths := make([]float64, len(page))
		for i, o := range page {
			widths[i] = render.Width(label(o), face) + 22*u
		}
		rs, n := layout.Flow(area, widths, max(rowH*u, ButtonHeight(face, u)), 6*u)
		out := make([]Placed, len(page))
		for i, o := range page {
			out[i].Offer = o
			if i < n {
				out[i].Rect = rs[i]
			}
		}
		return out, n == len(page)
	}
	all := make([]int, len(offers))
	for i := range all {
		all[i] = i
	}
	if page, ok := place(all); ok {
		return [][]Placed{page}
	}
	var pinned, rest []int
	for i, o := range offers {
		if o.Pinned {
			pinned = append(pinned, i)
		} else {
			rest = append(rest, i)
		}
	}
	compose := func(first bool, some []int, next bool) []int {
		page := append(append([]int(nil), pinned...), some...)
		if !first {
			page = append(page, PrevPage)
		}
		if next {
			page = append(page, NextPage)
		}
		return page
	}
	// a panel too small for the pinned offers, one more and the page
	// buttons pins nothing: every offer is paged in its order, so that
	// none is left with no place
	if _, ok := place(compose(false, rest[:min(1, len(rest))], true)); !ok && len(pinned) > 0 {
		pinned, rest = nil, all
	}
	var pages [][]Placed
	for i := 0; i < len(rest); {
		first := len(pages) == 0
		if page, ok := place(compose(first, rest[i:], false)); ok {
			pages = append(pages, page)
			break
		}
		// as many offers as fit beside the page buttons, and at least
		// one, so that paging always comes to an end
		j := i + 1
		for j < len(rest) {
			if _, ok := place(compose(first, rest[i:j+1], true)); !ok {
				break
			}
			j++
		}
		page, _ := place(compose(first, rest[i:j], true))
		pages = append(pages, page)
		i = j
	}
	if len(pages) == 0 { // only the pinned offers, which always fit
		page, _ := place(all)
		return [][]Placed{page}
	}
	n := len(pages)
	for k, page := range pages {
		for i := range page {
			switch page[i].Offer {
			case NextPage:
				page[i].Help = i18n.F("Show more actions (page %d of %d).", k+2, n)
			case PrevPage:
				page[i].Help = i18n.F("Show the actions before these (page %d of %d).", k, n)
			}
		}
	}
	return pages
}
