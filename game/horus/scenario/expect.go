package scenario

import (
	"fmt"
	"sort"
	"strings"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/internal/excerpt"
	"github.com/pyramid-studio/pyramid/internal/scenariotext"
)

// expectFn is one parsed expectation: it reports how the state or the events
// differ from what the scenario says.
type expectFn = func(s *horus.State, evs []horus.Event) error

// parseExpect reads "expect KEY ARGS..." into a check. Seats, squares,
// numbers and card names are read here, so a mistyped expectation is a
// parse error with its line, not a failing test.
func (b *builder) parseExpect(key string, args []string) (expectFn, error) {
	seatN := func(usage string) (int, int, error) { // "KEY SEAT N"
		if err := scNeed(args, 2, 2, usage); err != nil {
			return 0, 0, err
		}
		p, err := b.seat(args[0])
		if err != nil {
			return 0, 0, err
		}
		n, err := scInt(args[1], 0, 255, "number")
		return p, n, err
	}
	num := func(what string, got, want int) error {
		if got != want {
			return fmt.Errorf("%s is %d, expected %d", what, got, want)
		}
		return nil
	}
	switch key {
	case "at":
		if err := scNeed(args, 2, 2, "expect at SEAT SQUARE"); err != nil {
			return nil, err
		}
		p, err := b.seat(args[0])
		if err != nil {
			return nil, err
		}
		q, err := horus.ParseSquare(args[1])
		if err != nil {
			return nil, err
		}
		return func(s *horus.State, _ []horus.Event) error {
			if s.Players[p].Square != q {
				return fmt.Errorf("%s is on %s", s.Players[p].Adventurer, s.Players[p].Square)
			}
			return nil
		}, nil
	case "fate":
		if err := scNeed(args, 2, 2, "expect fate SEAT FATE"); err != nil {
			return nil, err
		}
		p, err := b.seat(args[0])
		if err != nil {
			return nil, err
		}
		f, ok := parseFate(args[1])
		if !ok {
			return nil, fmt.Errorf("unknown fate %s (inside, escaped, crushed, trapped, mummified)", excerpt.Quote(args[1]))
		}
		return func(s *horus.State, _ []horus.Event) error {
			if s.Players[p].Fate != f {
				return fmt.Errorf("%s is %s", s.Players[p].Adventurer, s.Players[p].Fate)
			}
			return nil
		}, nil
	case "cards", "holds", "lacks":
		if err := scNeed(args, 2, -1, "expect "+key+" SEAT CARD..."); err != nil {
			return nil, err
		}
		p, err := b.seat(args[0])
		if err != nil {
			return nil, err
		}
		want, err := scCardCodes(args[1:], key == "cards")
		if err != nil {
			return nil, err
		}
		return func(s *horus.State, _ []horus.Event) error {
			have := heldCodes(s, p)
			switch key {
			case "cards":
				if strings.Join(have, " ") != strings.Join(want, " ") {
					return fmt.Errorf("%s holds [%s]", s.Players[p].Adventurer, strings.Join(have, " "))
				}
			case "holds":
				if missing := scSubtract(want, have); len(missing) > 0 {
					return fmt.Errorf("%s holds [%s], without %s", s.Players[p].Adventurer, strings.Join(have, " "), strings.Join(missing, " "))
				}
			case "lacks":
				for _, w := range want {
					for _, h := range have {
						if w == h {
							return fmt.Errorf("%s holds %s", s.Players[p].Adventurer, w)
						}
					}
				}
			}
			return nil
		}, nil
	case "count", "wounds", "actions", "wll", "score", "variety":
		p, n, err := seatN("expect " + key + " SEAT N")
		if err != nil {
			return nil, err
		}
		return func(s *horus.State, _ []horus.Event) error {
			pl := &s.Players[p]
			sc := s.Scores()[p]
			got := map[string]int{"count": pl.Count(), "wounds": pl.WoundCount(), "actions": int(pl.Actions), "wll": int(pl.WLL), "score": sc.Total, "variety": sc.Variety}[key]
			return num(pl.Adventurer.String()+"'s "+key, got, n)
		}, nil
	case "ability-used", "peek-used":
		usage := "expect " + key + " SEAT yes|no"
		if key == "peek-used" {
			usage = "expect peek-used yes|no"
		}
		p := 0
		if key == "ability-used" {
			if err := scNeed(args, 2, 2, usage); err != nil {
				return nil, err
			}
			var err error
			if p, err = b.seat(args[0]); err != nil {
				return nil, err
			}
			args = args[1:]
		}
		if len(args) != 1 || (args[0] != "yes" && args[0] != "no") {
			return nil, fmt.Errorf("expected %q", usage)
		}
		want := args[0] == "yes"
		return func(s *horus.State, _ []horus.Event) error {
			got := s.PeekUsed
			if key == "ability-used" {
				got = s.Players[p].AbilityUsed
			}
			if got != want {
				return fmt.Errorf("it is %v", map[bool]string{true: "yes", false: "no"}[got])
			}
			return nil
		}, nil
	case "mummy":
		return expectMummy(args)
	case "mummies":
		if err := scNeed(args, 1, 1, "expect mummies N"); err != nil {
			return nil, err
		}
		n, err := scInt(args[0], 0, horus.MaxMummies, "number of mummies")
		if err != nil {
			return nil, err
		}
		return func(s *horus.State, _ []horus.Event) error { return num("the number of mummies", int(s.NMummy), n) }, nil
	case "blocks", "no-blocks":
		var mask uint64
		for _, a := range args {
			n, err := scInt(a, 1, horus.NumBlocks, "stone block")
			if err != nil {
				return nil, err
			}
			mask |= 1 << uint(n)
		}
		if mask == 0 {
			return nil, fmt.Errorf("name one or more blocks")
		}
		return func(s *horus.State, _ []horus.Event) error {
			for n := 1; n <= horus.NumBlocks; n++ {
				fell := s.Fallen&(1<<uint(n)) != 0
				if mask&(1<<uint(n)) != 0 && fell != (key == "blocks") {
					return fmt.Errorf("block %d has %s", n, map[bool]string{true: "fallen", false: "not fallen"}[fell])
				}
			}
			return nil
		}, nil
	case "phase", "round", "keeper", "turn", "current":
		return b.expectFlow(key, args)
	case "winners":
		return b.expectWinners(args)
	case "event", "no-event":
		return b.expectEvent(key == "event", args)
	case "illegal", "legal":
		return expectLegality(key == "legal", args)
	case "deck", "supply":
		if err := scNeed(args, 2, 2, "expect "+key+" NAME N"); err != nil {
			return nil, err
		}
		n, err := scInt(args[1], 0, horus.NumCards, "number of cards")
		if err != nil {
			return nil, err
		}
		names := map[string]int{"rubble": 0, "sand": 1, "water": 2}
		if key == "supply" {
			names = map[string]int{"mummy": 0, "block": 1}
		}
		i, ok := names[strings.ToLower(args[0])]
		if !ok {
			return nil, fmt.Errorf("%s is not a %s", excerpt.Quote(args[0]), key)
		}
		return func(s *horus.State, _ []horus.Event) error {
			set := s.Decks[:][i]
			if key == "supply" {
				set = s.Supply[i]
			}
			return num("the "+args[0]+" "+key, set.Len(), n)
		}, nil
	case "discarded":
		want, err := scCardCodes(args, false)
		if err != nil || len(want) == 0 {
			return nil, fmt.Errorf("expected \"expect discarded CARD...\"")
		}
		return func(s *horus.State, _ []horus.Event) error {
			have := scSetCodes(s.Discard)
			if missing := scSubtract(want, have); len(missing) > 0 {
				return fmt.Errorf("the discard pile [%s] lacks %s", strings.Join(have, " "), strings.Join(missing, " "))
			}
			return nil
		}, nil
	case "sarcophagus":
		return expectSarcophagus(args)
	case "alcove":
		if err := scNeed(args, 2, 2, "expect alcove GOD full|empty"); err != nil {
			return nil, err
		}
		g, ok := parseGod(args[0])
		if !ok || (args[1] != "full" && args[1] != "empty") {
			return nil, fmt.Errorf("expected \"expect alcove GOD full|empty\" (gods: hededet, sobek, anubis, thoth, horus)")
		}
		return func(s *horus.State, _ []horus.Event) error {
			if full := s.Alcoves&(1<<g) != 0; full != (args[1] == "full") {
				return fmt.Errorf("the %s alcove is %s", g, map[bool]string{true: "full", false: "empty"}[full])
			}
			return nil
		}, nil
	case "set-aside":
		if err := scNeed(args, 1, 1, "expect set-aside N|none"); err != nil {
			return nil, err
		}
		n := 0
		if args[0] != "none" {
			var err error
			if n, err = scInt(args[0], 1, horus.NumBlocks, "stone block"); err != nil {
				return nil, err
			}
		}
		return func(s *horus.State, _ []horus.Event) error { return num("the block set aside", int(s.SetAside), n) }, nil
	case "sees", "hides":
		if err := scNeed(args, 3, 3, "expect "+key+" VIEWER OWNER CARD"); err != nil {
			return nil, err
		}
		v, err := b.seat(args[0])
		if err != nil {
			return nil, err
		}
		o, err := b.seat(args[1])
		if err != nil {
			return nil, err
		}
		code := strings.ToLower(args[2])
		if !scIsCardCode(code) {
			return nil, fmt.Errorf("%s is not a card", excerpt.Quote(code))
		}
		return func(s *horus.State, _ []horus.Event) error {
			obs := s.Observe(v)
			held, seen := 0, 0
			all := s.Carried(o)
			for c, ok := all.Next(0); ok; c, ok = all.Next(int(c) + 1) {
				if c.Info().Code == code {
					held++
					if obs.Players[o].Cards.Has(c) {
						seen++
					}
				}
			}
			switch {
			case held == 0:
				return fmt.Errorf("%s holds no %s", s.Players[o].Adventurer, code)
			case key == "sees" && seen == 0:
				return fmt.Errorf("%s cannot see %s's %s", s.Players[v].Adventurer, s.Players[o].Adventurer, code)
			case key == "hides" && seen > 0:
				return fmt.Errorf("%s sees %s's %s", s.Players[v].Adventurer, s.Players[o].Adventurer, code)
			}
			return nil
		}, nil
	case "reads":
		if err := scNeed(args, 3, 3, "expect reads VIEWER SQUARE yes|no"); err != nil || (args[2] != "yes" && args[2] != "no") {
			return nil, fmt.Errorf("expected \"expect reads VIEWER SQUARE yes|no\"")
		}
		v, err := b.seat(args[0])
		if err != nil {
			return nil, err
		}
		q, err := horus.ParseSquare(args[1])
		if err != nil {
			return nil, err
		}
		i := q.Sarcophagus()
		if i < 0 {
			return nil, fmt.Errorf("there is no sarcophagus beside %s", q)
		}
		return func(s *horus.State, _ []horus.Event) error {
			if known := s.Observe(v).Sarcophagi[i].Card != horus.NoCard; known != (args[2] == "yes") {
				return fmt.Errorf("%s %s the sarcophagus beside %s", s.Players[v].Adventurer, map[bool]string{true: "knows", false: "does not know"}[known], q)
			}
			return nil
		}, nil
	case "dice":
		if err := scNeed(args, int(horus.NumDice), int(horus.NumDice), "expect dice RED YELLOW GREEN BLUE BLACK"); err != nil {
			return nil, err
		}
		var want [horus.NumDice]uint8
		for d, a := range args {
			v, err := scInt(a, 1, 6, "die face")
			if err != nil {
				return nil, err
			}
			want[d] = uint8(v)
		}
		return func(s *horus.State, _ []horus.Event) error {
			if s.Dice != want {
				return fmt.Errorf("the dice show %v", s.Dice)
			}
			return nil
		}, nil
	case "lock":
		if err := scNeed(args, 1, 1, "expect lock active|none"); err != nil || (args[0] != "active" && args[0] != "none") {
			return nil, fmt.Errorf("expected \"expect lock active|none\"")
		}
		return func(s *horus.State, _ []horus.Event) error {
			if s.Lock.Active != (args[0] == "active") {
				return fmt.Errorf("the lock attempt is %s", map[bool]string{true: "active", false: "over"}[s.Lock.Active])
			}
			return nil
		}, nil
	}
	return nil, fmt.Errorf("unknown expectation (at, fate, cards, holds, lacks, count, wounds, actions, wll, ability-used, peek-used, mummy, mummies, blocks, no-blocks, phase, round, keeper, turn, current, score, variety, winners, event, no-event, illegal, legal, deck, supply, discarded, sarcophagus, alcove, set-aside, sees, hides, reads, dice, lock)")
}

// cardCodes checks card names and sorts them; "none" is the empty list.
func scCardCodes(args []string, noneOK bool) ([]string, error) {
	if noneOK && len(args) == 1 && strings.ToLower(args[0]) == "none" {
		return nil, nil
	}
	codes, err := scCardList(args)
	if err != nil {
		return nil, err
	}
	for _, code := range codes {
		if !scIsCardCode(code) {
			return nil, fmt.Errorf("%s is not a card", excerpt.Quote(code))
		}
	}
	sort.Strings(codes)
	return codes, nil
}

func scIsCardCode(code string) bool {
	for c := horus.CardID(0); c < horus.NumCards; c++ {
		if c.Info().Code == code {
			return true
		}
	}
	return false
}

// heldCodes lists the cards a seat carries (Bag contents included, wounds
// taken from an empty supply as "mummy" and "block"), sorted.
func heldCodes(s *horus.State, p int) []string {
	out := scSetCodes(s.Carried(p))
	for i := 0; i < int(s.Players[p].ExtraMummy); i++ {
		out = append(out, "mummy")
	}
	for i := 0; i < int(s.Players[p].ExtraBlock); i++ {
		out = append(out, "block")
	}
	sort.Strings(out)
	return out
}

func scSetCodes(set horus.CardSet) []string {
	var out []string
	for c, ok := set.Next(0); ok; c, ok = set.Next(int(c) + 1) {
		out = append(out, c.Info().Code)
	}
	sort.Strings(out)
	return out
}

// subtract returns the codes of want not matched one for one in have.
func scSubtract(want, have []string) []string {
	left := append([]string(nil), have...)
	var missing []string
outer:
	for _, w := range want {
		for i, h := range left {
			if h == w {
				left = append(left[:i], left[i+1:]...)
				continue outer
			}
		}
		missing = append(missing, w)
	}
	return missing
}

func parseGod(w string) (horus.God, bool) {
	for g := horus.God(0); g < horus.NumGods; g++ {
		if strings.ToLower(w) == strings.ToLower(g.String()) {
			return g, true
		}
	}
	return 0, false
}

// expectMummy: "expect mummy NAME SQUARE [FACING] [fallen|standing]".
func expectMummy(args []string) (expectFn, error) {
	if err := scNeed(args, 2, 4, "expect mummy NAME SQUARE [FACING] [fallen|standing]"); err != nil {
		return nil, err
	}
	name := strings.ToLower(args[0])
	q, err := horus.ParseSquare(args[1])
	if err != nil {
		return nil, err
	}
	facing, fallen := -1, -1
	for _, w := range args[2:] {
		w = strings.ToLower(w)
		if d, ok := horus.ParseDir(w); ok {
			facing = int(d)
		} else if w == "fallen" || w == "standing" {
			fallen = map[string]int{"fallen": 1, "standing": 0}[w]
		} else {
			return nil, fmt.Errorf("%s is neither a facing nor fallen/standing", excerpt.Quote(w))
		}
	}
	return func(s *horus.State, _ []horus.Event) error {
		m, ok := s.FindMummy(name)
		if !ok {
			m, ok = s.FindMummy("mummy-" + name)
		}
		if !ok {
			return fmt.Errorf("there is no mummy %s", excerpt.Quote(name))
		}
		mm := s.Mummies[m]
		switch {
		case mm.Square != q:
			return fmt.Errorf("%s is on %s", s.MummyName(int(m)), mm.Square)
		case facing >= 0 && mm.Facing != horus.Dir(facing):
			return fmt.Errorf("%s faces %s", s.MummyName(int(m)), mm.Facing)
		case fallen >= 0 && mm.Fallen != (fallen == 1):
			return fmt.Errorf("%s is %s", s.MummyName(int(m)), map[bool]string{true: "fallen", false: "standing"}[mm.Fallen])
		}
		return nil
	}, nil
}

func (b *builder) expectFlow(key string, args []string) (expectFn, error) {
	if err := scNeed(args, 1, 1, "expect "+key+" VALUE"); err != nil {
		return nil, err
	}
	w := strings.ToLower(args[0])
	switch key {
	case "phase":
		for p := horus.PhaseSetup; p <= horus.PhaseOver; p++ {
			if w == p.String() {
				return func(s *horus.State, _ []horus.Event) error {
					if s.Phase != p {
						return fmt.Errorf("the phase is %s", s.Phase)
					}
					return nil
				}, nil
			}
		}
		return nil, fmt.Errorf("unknown phase %s", excerpt.Quote(w))
	case "round":
		n, err := scInt(w, 1, 255, "round")
		if err != nil {
			return nil, err
		}
		return func(s *horus.State, _ []horus.Event) error {
			if int(s.Round) != n {
				return fmt.Errorf("the round is %d", s.Round)
			}
			return nil
		}, nil
	}
	want := 0
	switch {
	case key == "current" && w == "chance":
		want = horus.ChanceSeat
	case key == "current" && w == "over":
		want = horus.TerminalSeat
	default:
		p, err := b.seat(w)
		if err != nil {
			return nil, err
		}
		want = p
	}
	return func(s *horus.State, _ []horus.Event) error {
		got := map[string]int{"keeper": int(s.Keeper), "turn": int(s.Turn), "current": s.Current()}[key]
		if got != want {
			if key == "current" {
				return fmt.Errorf("it is %s", whoActs(s))
			}
			name := "nobody"
			if got >= 0 && got < s.NumSeats() {
				name = s.Players[got].Adventurer.String()
			}
			return fmt.Errorf("the %s is %s", key, name)
		}
		return nil
	}, nil
}

func (b *builder) expectWinners(args []string) (expectFn, error) {
	if len(args) == 0 {
		return nil, fmt.Errorf("expected \"expect winners SEAT...|none\"")
	}
	var want uint8
	if !(len(args) == 1 && strings.ToLower(args[0]) == "none") {
		for _, a := range args {
			p, err := b.seat(a)
			if err != nil {
				return nil, err
			}
			want |= 1 << p
		}
	}
	return func(s *horus.State, _ []horus.Event) error {
		var got uint8
		var names []string
		sc := s.Scores()
		for p := 0; p < s.NumSeats(); p++ {
			if sc[p].Won {
				got |= 1 << p
				names = append(names, s.Players[p].Adventurer.String())
			}
		}
		if got != want {
			if len(names) == 0 {
				names = []string{"none"}
			}
			return fmt.Errorf("the winners are %s (scores %v)", strings.Join(names, " "), sc[:s.NumSeats()])
		}
		return nil
	}, nil
}

// expectEvent: "expect [no-]event KIND [SEAT|MUMMY] [value N] [square SQ]
// [card CODE] [die COLOR] [secret] [count N]"; count is exact, otherwise at
// least one; "secret" matches only events hidden from the other seats.
func (b *builder) expectEvent(want bool, args []string) (expectFn, error) {
	if len(args) == 0 {
		return nil, fmt.Errorf("name the event kind (%s)", strings.Join(eventKinds(), ", "))
	}
	kind := horus.EventKind(255)
	for k := horus.EventKind(0); k < horus.NumEventKinds; k++ {
		if strings.ToLower(args[0]) == k.String() {
			kind = k
		}
	}
	if kind == 255 {
		return nil, fmt.Errorf("unknown event %s (%s)", excerpt.Quote(args[0]), strings.Join(eventKinds(), ", "))
	}
	seat, mummy, value, card, count := -1, "", -1, "", -1
	die, secret := -1, false
	sq := horus.NoSquare
	rest := args[1:]
	for i := 0; i < len(rest); i++ {
		w := strings.ToLower(rest[i])
		if w == "value" || w == "square" || w == "card" || w == "die" || w == "count" {
			if i+1 >= len(rest) {
				return nil, fmt.Errorf("%s: give its value", w)
			}
			i++
			v := strings.ToLower(rest[i])
			var err error
			switch w {
			case "value":
				value, err = scInt(v, 0, 255, "value")
			case "count":
				count, err = scInt(v, 0, 1000, "count")
			case "square":
				sq, err = horus.ParseSquare(v)
			case "card":
				card = v
				if !scIsCardCode(v) {
					err = fmt.Errorf("%s is not a card", excerpt.Quote(v))
				}
			case "die":
				d, ok := horus.ParseDie(v)
				if !ok {
					err = fmt.Errorf("%s is not a die", excerpt.Quote(v))
				}
				die = int(d)
			}
			if err != nil {
				return nil, err
			}
			continue
		}
		if w == "secret" {
			secret = true
		} else if p, err := b.seat(w); err == nil {
			seat = p
		} else {
			mummy = w
		}
	}
	if !want && count >= 0 {
		return nil, fmt.Errorf("no-event takes no count; write \"event KIND count 0\"")
	}
	return func(s *horus.State, evs []horus.Event) error {
		m := int8(-2)
		if mummy != "" {
			i, ok := s.FindMummy(mummy)
			if !ok {
				return fmt.Errorf("%s is neither a seat nor a mummy", excerpt.Quote(mummy))
			}
			m = int8(i)
		}
		n := 0
		for _, e := range evs {
			if e.Kind != kind || seat >= 0 && int(e.Seat) != seat || m != -2 && e.Mummy != m ||
				value >= 0 && int(e.Value) != value || sq != horus.NoSquare && e.To != sq ||
				card != "" && (e.Card == horus.NoCard || e.Card.Info().Code != card) || die >= 0 && int(e.Die) != die ||
				secret && !e.Secret {
				continue
			}
			n++
		}
		switch {
		case !want && n > 0:
			return fmt.Errorf("it happened %d time(s)", n)
		case want && count >= 0 && n != count:
			return fmt.Errorf("it happened %d time(s), expected %d", n, count)
		case want && count < 0 && n == 0:
			return fmt.Errorf("it did not happen")
		}
		return nil
	}, nil
}

// expectLegality: `expect illegal "STEP" WORDS...` (the refusal must
// contain the words) or `expect legal "STEP"`.
func expectLegality(legal bool, args []string) (expectFn, error) {
	if len(args) == 0 {
		return nil, fmt.Errorf("give the step in quotes, e.g. expect illegal \"move A1\" wall")
	}
	step, ok := scenariotext.Quoted(args[0])
	if !ok {
		return nil, fmt.Errorf("write the step in quotes, e.g. \"move A1\"")
	}
	if legal && len(args) > 1 {
		return nil, fmt.Errorf("expected `expect legal \"STEP\"`")
	}
	words := strings.ToLower(strings.Join(args[1:], " "))
	words = strings.TrimPrefix(strings.TrimSuffix(words, "\""), "\"")
	return func(s *horus.State, _ []horus.Event) error {
		t := *s
		a, err := t.ParseStep(step)
		if err == nil {
			err = t.Validate(a)
		}
		switch {
		case legal && err != nil:
			return fmt.Errorf("%s is refused: %v", excerpt.Quote(step), err)
		case !legal && err == nil:
			return fmt.Errorf("%s is allowed", excerpt.Quote(step))
		case !legal && !strings.Contains(strings.ToLower(err.Error()), words):
			return fmt.Errorf("%s is refused with %q, which does not say %s", excerpt.Quote(step), err.Error(), excerpt.Quote(words))
		}
		return nil
	}, nil
}

// expectSarcophagus: "expect sarcophagus SQUARE open|closed|empty [CARD]".
func expectSarcophagus(args []string) (expectFn, error) {
	if err := scNeed(args, 2, 3, "expect sarcophagus SQUARE open|closed|empty [CARD]"); err != nil {
		return nil, err
	}
	q, err := horus.ParseSquare(args[0])
	if err != nil {
		return nil, err
	}
	i := q.Sarcophagus()
	if i < 0 {
		return nil, fmt.Errorf("there is no sarcophagus beside %s", q)
	}
	st := strings.ToLower(args[1])
	if st != "open" && st != "closed" && st != "empty" {
		return nil, fmt.Errorf("%s: expected open, closed or empty", excerpt.Quote(args[1]))
	}
	code := ""
	if len(args) == 3 {
		code = strings.ToLower(args[2])
		if !scIsCardCode(code) || st == "empty" {
			return nil, fmt.Errorf("%s: name the card of an open or closed sarcophagus", excerpt.Quote(args[2]))
		}
	}
	return func(s *horus.State, _ []horus.Event) error {
		c := s.Sarc[i]
		got := "empty"
		if c != horus.NoCard {
			got = map[bool]string{true: "open", false: "closed"}[s.SarcOpen&(1<<i) != 0]
		}
		if got != st {
			return fmt.Errorf("the sarcophagus beside %s is %s", q, got)
		}
		if code != "" && c.Info().Code != code {
			return fmt.Errorf("the sarcophagus beside %s holds %s", q, c)
		}
		return nil
	}, nil
}

// eventKinds lists the kinds of event by name.
func eventKinds() []string {
	out := make([]string, horus.NumEventKinds)
	for k := range out {
		out[k] = horus.EventKind(k).String()
	}
	return out
}
