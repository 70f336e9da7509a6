package crib

import (
	"encoding"
	"fmt"
	"strconv"
	"strings"

	"github.com/pegboard/pegboard/internal/codec"
)

// The text forms of the small state types: the enums by their names, a
// side's pegs, a layout, rules and a position. Each MarshalText refuses a
// value that is none of the type's (a Phase past PhaseOver, rules that do
// not resolve) rather than write text that would not read back; each
// UnmarshalText reads the canonical form (and, for people typing, any case
// and spacing), its errors wrapping ErrSyntax and ErrBadRecord, and leaves
// the value as it was on error. So each is a JSON string as well.

// The enums' names, by which they are written and read.
var (
	phases     = codec.Enum[Phase]{Pkg: "crib", Type: "Phase", What: "a phase", Names: []string{"cut for deal", "deal", "discard", "starter", "play", "show", "over"}}
	steps      = codec.Enum[Step]{Pkg: "crib", Type: "Step", What: "a step", Names: []string{"none", "cut for deal", "deal", "discard", "cut", "lay", "count", "claim", "accept", "peg out", "offer", "owed"}}
	scoreKinds = codec.Enum[ScoreKind]{Pkg: "crib", Type: "ScoreKind", What: "a kind of score", First: ScoreHeels,
		Names: []string{"his heels", "play", "go", "last card", "hand", "crib", "claim", "penalty", "muggins", "correction", "award", "placement"}}
	effects = codec.Enum[CountEffect]{Pkg: "crib", Type: "CountEffect", What: "an effect on a count", Names: []string{"nothing", "record", "forfeit"}}
)

// Each enum's String, MarshalText and UnmarshalText is its name: "deal",
// "lay", "his heels", "forfeit" (see the tables above).
func (p Phase) String() string                         { return phases.String(p) }
func (p Phase) MarshalText() ([]byte, error)           { return phases.Marshal(p) }
func (p *Phase) UnmarshalText(text []byte) error       { return phases.Parse(p, text) }
func (a Step) String() string                          { return steps.String(a) }
func (a Step) MarshalText() ([]byte, error)            { return steps.Marshal(a) }
func (a *Step) UnmarshalText(text []byte) error        { return steps.Parse(a, text) }
func (k ScoreKind) String() string                     { return scoreKinds.String(k) }
func (k ScoreKind) MarshalText() ([]byte, error)       { return scoreKinds.Marshal(k) }
func (k *ScoreKind) UnmarshalText(text []byte) error   { return scoreKinds.Parse(k, text) }
func (s CountEffect) String() string                   { return effects.String(s) }
func (s CountEffect) MarshalText() ([]byte, error)     { return effects.Marshal(s) }
func (s *CountEffect) UnmarshalText(text []byte) error { return effects.Parse(s, text) }

// String says the pegs as their text, "45/40": the front peg, then the rear.
func (p Pegs) String() string { return strconv.Itoa(p.Front) + "/" + strconv.Itoa(p.Rear) }

// MarshalText implements encoding.TextMarshaler: "45/40", the front peg's
// hole and the rear peg's. Holes beyond a billion either way are refused.
func (p Pegs) MarshalText() ([]byte, error) {
	for _, h := range []int{p.Front, p.Rear} {
		if _, ok := codec.Number(strconv.Itoa(h)); !ok {
			return nil, pkg.Value("a peg's hole", h)
		}
	}
	return []byte(p.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler: "45/40".
func (p *Pegs) UnmarshalText(text []byte) error {
	return codec.Read(pkg, "Pegs", p, text, func(s string) (Pegs, error) {
		f, r, ok := strings.Cut(strings.TrimSpace(s), "/")
		front, ok1 := codec.Number(f)
		rear, ok2 := codec.Number(r)
		if !ok || !ok1 || !ok2 {
			return Pegs{}, pkg.Text("a side's pegs, front/rear (\"45/40\")", s)
		}
		return Pegs{Front: front, Rear: rear}, nil
	})
}

// The standard layouts by their text.
var layoutNames = map[string]func() Layout{"2 players": TwoPlayer, "3 players": ThreePlayer, "4 players": FourPlayer, "6 players": SixPlayer}

// textOr returns t's text, or invalid when it has none.
func textOr[T encoding.TextMarshaler](t T, invalid string) string {
	b, err := t.MarshalText()
	if err != nil {
		return invalid
	}
	return string(b)
}

// String says the layout as its text (see MarshalText), or "invalid
// layout".
func (l Layout) String() string { return textOr(l, "invalid layout") }

// MarshalText implements encoding.TextMarshaler: "2 players" ... "6
// players" for the standard layouts, "" for the zero Layout, else its
// numbers ("seats 4 sides 2 deal 5 throw 1 pack 0 cutter 3 bottom"). A
// layout that does not Validate is refused.
func (l Layout) MarshalText() ([]byte, error) {
	if l == (Layout{}) {
		return []byte{}, nil
	}
	if err := l.Validate(); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadRecord, err)
	}
	for name, standard := range layoutNames {
		if standard() == l {
			return []byte(name), nil
		}
	}
	s := fmt.Sprintf("seats %s %d deal %d throw %d pack %d cutter %d", codec.Count(l.Seats, "side"), l.Sides, l.Deal, l.Throw, l.FromPack, l.Cutter)
	if l.DealerSideToBottom {
		s += " bottom"
	}
	return []byte(s), nil
}

// UnmarshalText implements encoding.TextUnmarshaler with the text
// MarshalText writes; the layout must Validate.
func (l *Layout) UnmarshalText(text []byte) error {
	return codec.Read(pkg, "Layout", l, text, parseLayout)
}

func parseLayout(text string) (Layout, error) {
	s := strings.Join(strings.Fields(codec.Lower(text)), " ")
	if s == "" {
		return Layout{}, nil
	}
	if standard, ok := layoutNames[s]; ok {
		return standard(), nil
	}
	var v Layout
	fs := strings.Fields(s)
	fields := []*int{&v.Seats, &v.Sides, &v.Deal, &v.Throw, &v.FromPack, &v.Cutter}
	keys := []string{"seats", "sides", "deal", "throw", "pack", "cutter"}
	if len(fs) == 13 && fs[12] == "bottom" {
		v.DealerSideToBottom = true
		fs = fs[:12]
	}
	if len(fs) != 12 {
		return Layout{}, pkg.Text("a layout (\"2 players\", or \"seats 4 sides 2 deal 5 throw 1 pack 0 cutter 3\")", text)
	}
	for i, k := range keys {
		n, ok := codec.Number(fs[2*i+1])
		if fs[2*i] != k || !ok {
			return Layout{}, pkg.Text("a layout (\"seats 4 sides 2 deal 5 throw 1 pack 0 cutter 3\")", text)
		}
		*fields[i] = n
	}
	if err := v.Validate(); err != nil {
		return Layout{}, fmt.Errorf("%w: %w: %w", ErrBadRecord, ErrSyntax, err)
	}
	return v, nil
}

// String says the rules as their text (see MarshalText), or "invalid
// rules".
func (r Rules) String() string { return textOr(r, "invalid rules") }

// rulesText is the rules' text: the fields that are set, in this order.
var rulesText = codec.Options[Rules]{Pkg: pkg, What: "rules", Sep: ", ", Fold: true, ReadNumber: codec.Number, Opts: []codec.Option[Rules]{
	{Text: func(r *Rules) codec.TextValue { return &r.Layout }, Usage: "a layout", Is: func(s string) bool {
		return strings.HasSuffix(s, " players") || strings.HasPrefix(s, "seats ")
	}},
	{Word: "game ", Number: func(r *Rules) *int { return &r.GameHole }, Min: -codec.MaxNumber, Max: codec.MaxNumber},
	{Word: "skunk below ", None: "no skunks", Number: func(r *Rules) *int { return &r.SkunkBelow }, Min: -codec.MaxNumber, Max: codec.MaxNumber},
	{Word: "double skunk below ", None: "no double skunks", Number: func(r *Rules) *int { return &r.DoubleSkunkBelow }, Min: -codec.MaxNumber, Max: codec.MaxNumber},
	{Word: "triple skunk below ", None: "no triple skunks", Number: func(r *Rules) *int { return &r.TripleSkunkBelow }, Min: -codec.MaxNumber, Max: codec.MaxNumber},
	{Word: "claimed", Flag: func(r *Rules) *bool { return &r.Claimed }},
	{Word: "muggins", Flag: func(r *Rules) *bool { return &r.Muggins }},
	{Word: "claim penalties", Flag: func(r *Rules) *bool { return &r.ClaimPenalties }},
	{Word: "declinable", Flag: func(r *Rules) *bool { return &r.Declinable }},
	{Word: "no heels within ", Number: func(r *Rules) *int { return &r.NoHeelsWithin }, Min: -codec.MaxNumber, Max: codec.MaxNumber},
	{Word: "no heels at ", Number: func(r *Rules) *int { return &r.NoHeelsAt }, Min: -codec.MaxNumber, Max: codec.MaxNumber},
	{Word: "match points ", Numbers: func(r *Rules) []*int {
		return []*int{&r.Match.Win, &r.Match.Skunk, &r.Match.DoubleSkunk, &r.Match.TripleSkunk}
	}, Min: -codec.MaxNumber, Max: codec.MaxNumber},
	{Word: "games to win ", Number: func(r *Rules) *int { return &r.Match.GamesToWin }, Min: -codec.MaxNumber, Max: codec.MaxNumber},
	{Word: "two-peg board", Has: func(r Rules) bool { return r.Pegger != nil }, Set: func(r *Rules) { r.Pegger = TwoPegBoard{} }},
}}

// MarshalText implements encoding.TextMarshaler: "default" for Rules{},
// else the fields that are set, in this order, separated by ", ":
//
//	4 players, game 61, skunk below 31, no double skunks, triple skunk below 11,
//	claimed, muggins, claim penalties, declinable, no heels within 3,
//	no heels at 121, match points 2 3 3 3, games to win 2, two-peg board
//
// A zero field is not written. Rules that do not resolve and a Pegger other
// than TwoPegBoard (the rules' JSON holds it) are refused.
func (r Rules) MarshalText() ([]byte, error) {
	if err := r.check(); err != nil {
		return nil, err
	}
	if _, ok := r.Pegger.(TwoPegBoard); !ok && r.Pegger != nil {
		return nil, fmt.Errorf("crib: %w: rules whose Pegger is a %T have no text form (their JSON holds the pegger)", ErrBadRecord, r.Pegger)
	}
	return []byte(rulesText.Format(r)), nil
}

// UnmarshalText implements encoding.TextUnmarshaler with the text
// MarshalText writes: "default", or its items in any order, each at most
// once, in any case. The rules must resolve.
func (r *Rules) UnmarshalText(text []byte) error {
	return codec.Read(pkg, "Rules", r, text, func(s string) (Rules, error) {
		v, err := rulesText.Parse(s)
		if err == nil {
			if err = v.check(); err != nil {
				err = fmt.Errorf("%w: %w", ErrSyntax, err)
			}
		}
		return v, err
	})
}

// String says the position as its text (see MarshalText).
func (p Position) String() string {
	b, err := p.MarshalText()
	if err != nil {
		return fmt.Sprintf("invalid position (dealer %d)", p.Dealer)
	}
	return string(b)
}

// MarshalText implements encoding.TextMarshaler: "dealer 1, pegs 45/40
// 30/22, games 1 0", the sides up to the last with a peg off the start or a
// game won (at least two), games left out when none is won.
func (p Position) MarshalText() ([]byte, error) {
	if _, ok := codec.Number(strconv.Itoa(p.Dealer)); !ok {
		return nil, pkg.Value("a dealer", p.Dealer)
	}
	n := 2
	games := false
	for s := range MaxSides {
		if p.Pegs[s] != (Pegs{}) || p.Games[s] != 0 {
			n = max(n, s+1)
		}
		if _, ok := codec.Number(strconv.Itoa(p.Games[s])); !ok {
			return nil, pkg.Value("a count of games", p.Games[s])
		}
		games = games || p.Games[s] != 0
	}
	b := []byte("dealer " + strconv.Itoa(p.Dealer) + ", pegs")
	for _, pg := range p.Pegs[:n] {
		t, err := pg.MarshalText()
		if err != nil {
			return nil, err
		}
		b = append(append(b, ' '), t...)
	}
	if games {
		b = append(b, ", games"...)
		for _, g := range p.Games[:n] {
			b = strconv.AppendInt(append(b, ' '), int64(g), 10)
		}
	}
	return b, nil
}

// UnmarshalText implements encoding.TextUnmarshaler with the text
// MarshalText writes (games may be left out: none won).
func (p *Position) UnmarshalText(text []byte) error {
	return codec.Read(pkg, "Position", p, text, parsePosition)
}

func parsePosition(text string) (Position, error) {
	bad := pkg.Text("a position (\"dealer 1, pegs 45/40 30/22, games 1 0\")", text)
	items := strings.Split(codec.Lower(text), ",")
	if len(items) < 2 || len(items) > 3 {
		return Position{}, bad
	}
	var v Position
	fs := strings.Fields(items[0])
	d, ok := 0, false
	if len(fs) == 2 && fs[0] == "dealer" {
		d, ok = codec.Number(fs[1])
	}
	if !ok {
		return Position{}, bad
	}
	v.Dealer = d
	fs = strings.Fields(items[1])
	if len(fs) < 2 || len(fs) > MaxSides+1 || fs[0] != "pegs" {
		return Position{}, bad
	}
	for i, f := range fs[1:] {
		if err := v.Pegs[i].UnmarshalText([]byte(f)); err != nil {
			return Position{}, bad
		}
	}
	if len(items) == 3 {
		fs = strings.Fields(items[2])
		if len(fs) < 2 || len(fs) > MaxSides+1 || fs[0] != "games" {
			return Position{}, bad
		}
		for i, f := range fs[1:] {
			if v.Games[i], ok = codec.Number(f); !ok {
				return Position{}, bad
			}
		}
	}
	return v, nil
}
