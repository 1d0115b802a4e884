package pengqueen

import (
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/internal/excerpt"
)

// Assists are the helps of spec §9.6, chosen on the new-game screen. They
// never change a rule: the engine's state and hash do not hold them, and
// every one is worked out from a seat's observation alone. They travel
// with the match (its record's set-up) so that Continue, a replay and the
// end screen show the game as it was played: the Mummy's sight, which
// plays like the strongest computer Mummy, is said on the result.
type Assists struct {
	// Notes lets the Mummy drop numbered markers on squares of her view
	// (her table-side memory; NoteMarkers of them).
	Notes bool
	// Sight shades, on the Mummy's view, every square each hunter may
	// be on (Observation.HunterSquares).
	Sight bool
	// Danger outlines, on the hunters' view, the squares the Mummy could
	// reach in her next normal turn (DangerReach).
	Danger bool
}

// DefaultAssists are a new game's: notes and the danger hint on, sight off.
var DefaultAssists = Assists{Notes: true, Danger: true}

// The Form's fields of the assists and their ids in records.
const (
	AssistNotes  = "notes"
	AssistSight  = "sight"
	AssistDanger = "danger"
)

// assistFields are the assists as the new-game screen offers them.
var assistFields = []table.Field{
	{ID: AssistNotes, Label: "Mummy's notes", Help: "The Mummy may drop up to 8 numbered markers on squares of her view, to remember where she thinks the hunters are.",
		Choices: []table.Choice{table.Off, table.On}, Default: table.On.ID},
	{ID: AssistSight, Label: "Mummy's sight", Help: "Shade on the Mummy's view every square each hunter could be on, worked out from the announcements. It plays like the strongest computer Mummy; the result says it was on.",
		Choices: []table.Choice{table.Off, table.On}, Default: table.Off.ID},
	{ID: AssistDanger, Label: "Danger hint", Help: "Outline on the hunters' view the squares the Mummy could reach in her next turn with the dice set aside now.",
		Choices: []table.Choice{table.Off, table.On}, Default: table.On.ID},
}

// assistsOf reads the assists of a set-up of the Form (missing: the
// defaults).
func assistsOf(f table.Form, s table.Setup) Assists {
	on := func(id string) bool { return f.Value(s, id) == table.On.ID }
	return Assists{Notes: on(AssistNotes), Sight: on(AssistSight), Danger: on(AssistDanger)}
}

// values are the assists as a set-up's and a record's words.
func (a Assists) values() map[string]string {
	w := func(on bool) string {
		if on {
			return table.On.ID
		}
		return table.Off.ID
	}
	return map[string]string{AssistNotes: w(a.Notes), AssistSight: w(a.Sight), AssistDanger: w(a.Danger)}
}

// readAssists reads a record's assists (nil: a record written before
// they were kept, which gets the defaults); an unknown one is refused.
func readAssists(v map[string]string) (Assists, error) {
	if v == nil {
		return DefaultAssists, nil
	}
	a := DefaultAssists
	for k, x := range v {
		var on bool
		switch x {
		case table.On.ID:
			on = true
		case table.Off.ID:
		default:
			return a, i18n.Errorf("setup.assists.%s: %s is neither on nor off.", excerpt.Cut(k), excerpt.Quote(x))
		}
		switch k {
		case AssistNotes:
			a.Notes = on
		case AssistSight:
			a.Sight = on
		case AssistDanger:
			a.Danger = on
		default:
			return a, i18n.Errorf("setup.assists: %s is not an assist (notes, sight or danger).", excerpt.Quote(k))
		}
	}
	return a, nil
}

// AssistsOf is the assists a match of this game is played with (the
// defaults for a match of another game).
func AssistsOf(m table.Match) Assists {
	if t, ok := m.(*tableMatch); ok {
		return t.assists
	}
	return DefaultAssists
}
