package scenes_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
)

// TestPromptPagesKeepEveryOfferAndPinTheTurnsEnd: offers that fit are one
// page in their order; too many for the panel go to further pages behind
// More… and Back, none is dropped, every button lies inside the panel,
// and the pinned offer (the end of the turn) is on every page.
func TestPromptPagesKeepEveryOfferAndPinTheTurnsEnd(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	f := layout.NewFrame(1280, 720)
	fonts := render.NewFonts(f.U)
	area := f.R(680, 320, 580, 108)
	few := []scenes.Offer{{Label: "Search"}, {Label: "End turn", Pinned: true}}
	pages := scenes.PromptPages(few, area, fonts.Small, f.U)
	if len(pages) != 1 || len(pages[0]) != 2 || pages[0][0].Offer != 0 || pages[0][1].Offer != 1 {
		t.Fatalf("two offers: %+v", pages)
	}
	var many []scenes.Offer
	for i := range 30 {
		many = append(many, scenes.Offer{Label: fmt.Sprintf("Discard the card number %d", i)})
	}
	many = append(many, scenes.Offer{Label: "End turn", Pinned: true})
	pages = scenes.PromptPages(many, area, fonts.Small, f.U)
	if len(pages) < 2 {
		t.Fatalf("31 long offers on %d page", len(pages))
	}
	seen := map[int]bool{}
	for k, page := range pages {
		if page[0].Offer != len(many)-1 {
			t.Errorf("page %d does not start with the pinned offer: %+v", k, page[0])
		}
		hasNext := slices.ContainsFunc(page, func(p scenes.Placed) bool { return p.Offer == scenes.NextPage })
		hasPrev := slices.ContainsFunc(page, func(p scenes.Placed) bool { return p.Offer == scenes.PrevPage })
		if hasNext != (k < len(pages)-1) || hasPrev != (k > 0) {
			t.Errorf("page %d of %d: More… %v, Back %v", k+1, len(pages), hasNext, hasPrev)
		}
		for _, p := range page {
			if p.Rect.W == 0 || p.Rect.X < area.X || p.Rect.Right() > area.Right()+0.5 || p.Rect.Bottom() > area.Bottom()+0.5 {
				t.Errorf("page %d: offer %d at %+v, outside %+v", k+1, p.Offer, p.Rect, area)
			}
			if p.Offer >= 0 {
				seen[p.Offer] = true
			} else if p.Help == "" {
				t.Errorf("page %d: a page button without help", k+1)
			}
		}
	}
	if len(seen) != len(many) {
		t.Errorf("%d of %d offers are on some page", len(seen), len(many))
	}
}

// TestPromptPagesPlaceEveryOfferEvenBesideWidePins: when the pinned
// offers leave a page no room for one more offer and the page buttons, a
// page goes without them rather than leave an offer with no place.
func TestPromptPagesPlaceEveryOfferEvenBesideWidePins(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	f := layout.NewFrame(1280, 720)
	fonts := render.NewFonts(f.U)
	area := f.R(918, 340, 336, 94) // two rows of 44
	offers := []scenes.Offer{
		{Label: "Lay the room", Pinned: true}, {Label: "Turn the card (2 of 3)", Pinned: true}, {Label: "Choose another cell", Pinned: true},
		{Label: "Lay it with a secret passage (north-east)"}, {Label: "Lay it with a secret passage (south)"},
	}
	pages := scenes.PromptPagesRows(offers, area, fonts.Bold, f.U, 44)
	seen := map[int]bool{}
	for k, page := range pages {
		for _, p := range page {
			if p.Rect.W == 0 {
				t.Errorf("page %d: offer %d has no place", k+1, p.Offer)
				continue
			}
			if p.Offer >= 0 {
				seen[p.Offer] = true
			}
		}
	}
	if len(seen) != len(offers) {
		t.Errorf("%d of %d offers have a place: %+v", len(seen), len(offers), pages)
	}
}
