package scenes

import (
	"slices"

	"github.com/pyramid-studio/pyramid/client/saves"
	"github.com/pyramid-studio/pyramid/i18n"
)

// open opens what another module of the browser's build chose (see
// Intent), in.Game being played here: the title stays, with a message,
// when it cannot.
func (t *Title) open(ctx *Context, in Intent) {
	sc, ok := ScreensOf(in.Game)
	if !ok {
		t.message = i18n.Errorf("%s cannot be played in this version of Pyramid", in.Game).Error()
		return
	}
	gone := i18n.T("What was chosen is no longer there (another tab may have changed it).")
	switch in.What {
	case OpenNew:
		prepareSounds(ctx, in.Game)
		ctx.Go(NewNewGame(in.Game))
	case OpenRules:
		ctx.Go(sc.Rules(t))
	case OpenStats:
		st := NewStatsScene(ctx.Saves)
		st.show(in.Game, nil)
		ctx.Go(st)
	case OpenContinue:
		if t.resume == nil {
			t.message = gone
			return
		}
		t.cont(ctx)
	case OpenSaved, OpenReplay:
		if ctx.Saves == nil {
			t.message = gone
			return
		}
		list := NewSavesScene(ctx.Saves)
		if in.What == OpenSaved {
			list = NewSavedGamesScene(ctx.Saves)
		}
		i := slices.IndexFunc(list.sources, func(src saves.Source) bool {
			return in.What == OpenSaved && src.Key == in.Name || in.What == OpenReplay && src.Label == in.Name
		})
		if i < 0 {
			t.message = gone
			return
		}
		ctx.Go(list) // the list is where Back from it leads, and where a failure is said
		list.open(ctx, list.sources[i])
	}
}
