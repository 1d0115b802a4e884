package pengqueen

import (
	"reflect"
	"testing"

	"github.com/pyramid-studio/pyramid/client/layout"
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/i18n"
)

func testBoard() Board { return FitBoard(layout.Rect{W: 1280, H: 720}) }

// hideAway is s with every hunter piece moved to another free square, the
// roll's faces changed and the hands' cards traded for undealt ones of
// their colours: what the Mummy cannot know.
func hideAway(t *testing.T, s *pq.State) pq.State {
	t.Helper()
	h := *s
	taken := pq.SquaresOf(h.Mummy)
	for p := 0; p < h.NumPieces(); p++ {
		taken = taken.With(h.Pieces[p].Square)
	}
	free := pq.Floor().AndNot(taken)
	for p := 0; p < h.NumPieces(); p++ {
		q := free.Nth(7 * (p + 1))
		h.Pieces[p].Square = q
		free = free.Without(q)
	}
	for i := range h.Faces {
		if h.Faces[i] != pq.FaceNone && h.Faces[i] != pq.FaceMummy {
			h.Faces[i] = pq.Face1 + (h.Faces[i]-pq.Face1+1)%4
		}
	}
	// each hand trades its cards for undealt ones of the same colours
	for hd := range h.Hands {
		for c := pq.Card(0); c < pq.NumCards; c++ {
			if !h.Hands[hd].Has(c) {
				continue
			}
			if u := (h.Unseen & pq.ColourCards(c.Colour())).First(); u != pq.NoCard {
				h.Hands[hd] = h.Hands[hd].Without(c).With(u)
				h.Unseen = h.Unseen.Without(u).With(c)
			}
		}
	}
	if h.Hands == s.Hands {
		t.Fatal("no card could be traded")
	}
	return h
}

// The Mummy's view is drawn from her observation alone: moving every
// hunter, changing the dice and swapping the hands changes nothing of it,
// while the hunters' view (the check's control) follows the pieces.
func TestTheMummysViewDependsOnlyOnWhatSheMayKnow(t *testing.T) {
	s := midGame(t)
	h := hideAway(t, s)
	b := testBoard()
	opt := SceneOptions{Danger: true, Sight: true, Notes: []Note{{1, pq.Entrance()}}}
	for _, seat := range []int{pq.MummySeat, -1} {
		o1, o2 := s.Observe(seat), h.Observe(seat)
		if o1 != o2 {
			t.Fatalf("seat %d: the observations differ, the test's change is not hidden", seat)
		}
		a, z := Compose(&o1, b, opt), Compose(&o2, b, opt)
		if !reflect.DeepEqual(a, z) {
			t.Errorf("seat %d: the scene changed with what the seat cannot see", seat)
		}
		for _, it := range a.Items {
			if it.Kind == ItemHunter {
				t.Errorf("seat %d sees a live hunter piece on %v", seat, it.Square)
			}
		}
	}
	seat := s.PieceSeat(int(s.Piece))
	o1, o2 := s.Observe(seat), h.Observe(seat)
	if reflect.DeepEqual(Compose(&o1, b, opt), Compose(&o2, b, opt)) {
		t.Error("the hunters' scene did not change when the pieces moved: the check above proves nothing")
	}
}

// The hunters see every piece where it stands, and the Mummy on her disc;
// the Mummy sees herself, her notes, and only "last seen" ghosts of the
// hunters, where the rules showed them (spec §9.1).
func TestEachViewShowsItsSide(t *testing.T) {
	s := midGame(t)
	b := testBoard()
	opt := SceneOptions{Danger: true, Sight: true, Notes: []Note{{2, pq.Entrance()}, {99, pq.Entrance()}}}
	hunter := s.Observe(s.PieceSeat(int(s.Piece)))
	hs := Compose(&hunter, b, opt)
	if hs.View != HuntersView {
		t.Fatalf("a hunter's scene is drawn in view %d", hs.View)
	}
	count := func(sc Scene, k ItemKind) int {
		n := 0
		for _, it := range sc.Items {
			if it.Kind == k {
				n++
			}
		}
		return n
	}
	live := 0
	for p := 0; p < s.NumPieces(); p++ {
		if !s.Pieces[p].Out {
			live++
			found := false
			for _, it := range hs.Items {
				if it.Kind == ItemHunter && it.Piece == p && it.Square == s.Pieces[p].Square {
					found = true
				}
			}
			if !found {
				t.Errorf("the hunters' scene has no piece %d on %v", p, s.Pieces[p].Square)
			}
		}
	}
	if n := count(hs, ItemHunter); n != live {
		t.Errorf("%d hunter pieces drawn, %d in the game", n, live)
	}
	if count(hs, ItemDisc) != 1 || count(hs, ItemMummy) != 1 || count(hs, ItemNote) != 0 || count(hs, ItemLastSeen) != 0 {
		t.Errorf("the hunters' scene: disc %d, Mummy %d, notes %d, ghosts %d; want 1, 1, 0, 0",
			count(hs, ItemDisc), count(hs, ItemMummy), count(hs, ItemNote), count(hs, ItemLastSeen))
	}
	for i, it := range hs.Items {
		if it.Kind == ItemMummy && (i == 0 || hs.Items[i-1].Kind != ItemDisc) {
			t.Error("the hunters' view does not draw her disc just under her")
		}
	}
	danger := pq.MummyReach(s.Mummy, pq.DangerReach(int(s.Aside)))
	if len(hs.Shades) != 1 || hs.Shades[0].Kind != Danger || hs.Shades[0].Set != danger {
		t.Errorf("the hunters' shades %+v, want the danger of %v", hs.Shades, danger)
	}

	mummy := s.Observe(pq.MummySeat)
	ms := Compose(&mummy, b, opt)
	if ms.View != MummyView || count(ms, ItemMummy) != 1 || count(ms, ItemDisc) != 0 {
		t.Errorf("the Mummy's scene: view %d, Mummy %d, disc %d", ms.View, count(ms, ItemMummy), count(ms, ItemDisc))
	}
	if count(ms, ItemNote) != 1 {
		t.Errorf("%d notes drawn, want the one numbered within 1..%d", count(ms, ItemNote), pq.NoteMarkers())
	}
	seen := 0
	for p := 0; p < s.NumPieces(); p++ {
		if !s.Pieces[p].Out && s.Pieces[p].Seen.Valid() {
			seen++
		}
	}
	if n := count(ms, ItemLastSeen); n != seen || n == 0 {
		t.Errorf("%d ghosts drawn, %d pieces were seen", n, seen)
	}
	sights := 0
	for _, sh := range ms.Shades {
		if sh.Kind != Sight {
			t.Errorf("the Mummy's view has a %d shade", sh.Kind)
		}
		sights++
	}
	if sights != live {
		t.Errorf("%d sight shades for %d hunters", sights, live)
	}
	// without the assists, no shades
	plain := Compose(&mummy, b, SceneOptions{})
	if len(plain.Shades) != 0 {
		t.Errorf("shades %+v with the assists off", plain.Shades)
	}
	// the shown cards are claimed on their squares in both views
	shown := 0
	for h := 0; h < pq.MaxHunters; h++ {
		shown += s.Shown[h].Len()
	}
	if count(ms, ItemClaim) != shown || count(hs, ItemClaim) != shown {
		t.Errorf("claims %d and %d, %d cards shown", count(ms, ItemClaim), count(hs, ItemClaim), shown)
	}
}

// Every card's name and colour word on its face is in the catalogue, so
// the Polish cards are Polish.
func TestCardWordsAreTranslated(t *testing.T) {
	defer i18n.Set(i18n.Current())
	i18n.Set(i18n.Polish)
	stop := i18n.Record()
	for c := pq.Card(0); c < pq.NumCards; c++ {
		i18n.T(c.Info().Name)
		i18n.Context("treasure", c.Colour().String())
	}
	if missed := stop(); len(missed) > 0 {
		t.Errorf("no Polish for %q", missed)
	}
}

// The Mummy's pile holds a token for each one given up, in its giver's
// colour, and its tokens do not lie on top of one another.
func TestPileHoldsTheTokensTaken(t *testing.T) {
	s := midGame(t)
	o := s.Observe(pq.MummySeat)
	pile := PileOf(&o)
	if len(pile) != int(s.Tokens) {
		t.Errorf("the pile has %d tokens, the Mummy took %d", len(pile), s.Tokens)
	}
	for _, pc := range pile {
		gave := false
		for p := 0; p < s.NumPieces(); p++ {
			gave = gave || o.Pieces[p].Colour == pc && int(s.Pieces[p].Tokens) < pq.TokensPerColour()
		}
		if !gave {
			t.Errorf("a %v token in the pile, but %v gave none", pc, pc)
		}
	}
	seen := map[[2]float64]bool{}
	for i := 0; i < 12; i++ {
		dx, dy, _ := PileSpot(i, 40)
		if seen[[2]float64{dx, dy}] {
			t.Errorf("token %d lies exactly on another", i)
		}
		seen[[2]float64{dx, dy}] = true
	}
}
