package pegjokers

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/pegboard/pegboard/internal/codec"
)

// The text forms of the small state types: the enums by their names, then
// places, seatings and rules. Each MarshalText refuses a value that is
// none of its type's (a Seat past Black, say) rather than write text that
// would not read back; each UnmarshalText reads only the canonical text,
// its errors wrapping [ErrSyntax] and [ErrBadRecord], and leaves the value
// as it was on error.

// The enums' names, in the order of their values.
var (
	seats = codec.Enum[Seat]{Pkg: pkg, Type: "Seat", What: "a seat's colour", Exact: true,
		Names: []string{"Blue", "Yellow", "White", "Orange", "Red", "Green", "Natural", "Black"}}
	arrangements = codec.Enum[Arrangement]{Pkg: pkg, Type: "Arrangement", What: "an arrangement", Exact: true,
		Names: []string{"solo", "pairs", "teams"}}
	kinds = codec.Enum[Kind]{Pkg: pkg, Type: "Kind", What: "a kind of part", Exact: true,
		Names: []string{"none", "come-out", "forward", "backward", "jump"}}
	steps = codec.Enum[Step]{Pkg: pkg, Type: "Step", What: "a step", Exact: true,
		Names: []string{"none", "play", "draw", "late-draw"}}
	tenSplits = codec.Enum[TenSplit]{Pkg: pkg, Type: "TenSplit", What: "a way to play a 10", Exact: true,
		Names: []string{"whole", "may-split", "must-split"}}
)

// String returns "whole", "may-split" or "must-split".
func (t TenSplit) String() string { return tenSplits.String(t) }

// MarshalText implements encoding.TextMarshaler: the value's name.
func (t TenSplit) MarshalText() ([]byte, error) { return tenSplits.Marshal(t) }

// UnmarshalText implements encoding.TextUnmarshaler: the value's name.
func (t *TenSplit) UnmarshalText(text []byte) error { return tenSplits.Parse(t, text) }

// String returns the seat's colour, "Blue" for seat 0; see [Seat].
func (s Seat) String() string { return seats.String(s) }

// MarshalText implements encoding.TextMarshaler: the seat's colour.
func (s Seat) MarshalText() ([]byte, error) { return seats.Marshal(s) }

// UnmarshalText implements encoding.TextUnmarshaler: the colour as
// MarshalText writes it.
func (s *Seat) UnmarshalText(text []byte) error { return seats.Parse(s, text) }

// ParseSeat reads a seat's colour, "Blue" to "Black", in any case.
func ParseSeat(s string) (Seat, error) { return seats.Lookup(s) }

// String returns the arrangement's name in the position text: "solo",
// "pairs" or "teams".
func (a Arrangement) String() string { return arrangements.String(a) }

// MarshalText implements encoding.TextMarshaler: "solo", "pairs" or "teams".
func (a Arrangement) MarshalText() ([]byte, error) { return arrangements.Marshal(a) }

// UnmarshalText implements encoding.TextUnmarshaler: the arrangement's name.
func (a *Arrangement) UnmarshalText(text []byte) error { return arrangements.Parse(a, text) }

// ParseArrangement reads "solo", "pairs" or "teams". Any other text is an
// error wrapping [ErrSyntax] and [ErrSeating].
func ParseArrangement(s string) (Arrangement, error) {
	var a Arrangement
	if arrangements.Parse(&a, []byte(s)) != nil {
		return 0, fmt.Errorf("pegjokers: %w: %w: arrangement %q (want solo, pairs or teams)", ErrSyntax, ErrSeating, s)
	}
	return a, nil
}

// String returns "come-out", "forward", "backward", "jump" or "none".
func (k Kind) String() string { return kinds.String(k) }

// MarshalText implements encoding.TextMarshaler: the kind's name.
func (k Kind) MarshalText() ([]byte, error) { return kinds.Marshal(k) }

// UnmarshalText implements encoding.TextUnmarshaler: the kind's name.
func (k *Kind) UnmarshalText(text []byte) error { return kinds.Parse(k, text) }

// String returns the step's name: "none", "play", "draw" or "late-draw".
func (s Step) String() string { return steps.String(s) }

// MarshalText implements encoding.TextMarshaler: the step's name.
func (s Step) MarshalText() ([]byte, error) { return steps.Marshal(s) }

// UnmarshalText implements encoding.TextUnmarshaler: the step's name.
func (s *Step) UnmarshalText(text []byte) error { return steps.Parse(s, text) }

// MarshalText implements encoding.TextMarshaler: "s", "t12" or "f3", as
// the position text writes places.
func (pl Place) MarshalText() ([]byte, error) {
	if !pl.IsValid() {
		return nil, pkg.Value("a place", pl)
	}
	return pl.appendText(nil), nil
}

// UnmarshalText implements encoding.TextUnmarshaler: s, tH (0 ≤ H < 144)
// or fK (1 ≤ K ≤ 5), lower case.
func (pl *Place) UnmarshalText(text []byte) error {
	return codec.Read(pkg, "Place", pl, text, func(s string) (Place, error) {
		if v, ok := parsePlaceExact(s); ok {
			return v, nil
		}
		return 0, pkg.Text("a place (s, tH or fK)", s)
	})
}

// parsePlaceExact reads a place in its canonical text only.
func parsePlaceExact(s string) (Place, bool) {
	pl, ok := parsePlace(s, MaxTrackHoles)
	return pl, ok && string(pl.appendText(nil)) == s
}

// ParseSeating reads a seating as [Seating.String] writes it, "4 pairs":
// the seat count and the arrangement. It refuses a seating the guide does
// not allow, wrapping [ErrSeating] too.
func ParseSeating(s string) (Seating, error) {
	count, arr, _ := strings.Cut(s, " ")
	n, ok := smallNumber(count)
	a, err := ParseArrangement(arr)
	if !ok || err != nil || strconv.Itoa(n) != count {
		return Seating{}, pkg.Text(`a seating such as "4 pairs"`, s)
	}
	if st := (Seating{n, a}); st.Valid() {
		return st, nil
	}
	return Seating{}, fmt.Errorf("pegjokers: %w: %w: %w: no game of %s", ErrBadRecord, ErrSyntax, ErrSeating, s)
}

// MarshalText implements encoding.TextMarshaler: "4 pairs". A seating the
// guide does not allow is refused.
func (s Seating) MarshalText() ([]byte, error) {
	if !s.Valid() {
		return nil, pkg.Value("a seating the guide allows", fmt.Sprintf("%s %v", codec.Count(s.Seats, "seat"), s.Arrangement))
	}
	return []byte(s.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler with [ParseSeating].
func (s *Seating) UnmarshalText(text []byte) error {
	return codec.Read(pkg, "Seating", s, text, ParseSeating)
}

// rulesText is the rules' text: their variants, in the order written.
var rulesText = codec.Options[Rules]{Pkg: pkg, What: "rules", Sep: " ", Opts: []codec.Option[Rules]{
	{Word: "nine-forward", Flag: func(r *Rules) *bool { return &r.NineForward }},
	{Word: "face-values", Flag: func(r *Rules) *bool { return &r.FaceValues }},
	{Word: "forced-finish", Flag: func(r *Rules) *bool { return &r.ForcedFinish }},
	{Word: "catch-up", Flag: func(r *Rules) *bool { return &r.CatchUp }},
	{Word: "packs=", Number: func(r *Rules) *int { return &r.Packs }, Min: 1, Max: MaxPacks},
	{Word: "nine-split-only", Flag: func(r *Rules) *bool { return &r.NineSplitOnly }},
	{Word: "tens=", Text: func(r *Rules) codec.TextValue { return &r.TenSplit }},
	{Word: "hand=", Number: func(r *Rules) *int { return &r.HandSize }, Min: MinHandSize, Max: HandSize},
	{Word: "in-spot-swap", Flag: func(r *Rules) *bool { return &r.InSpotSwap }},
	{Word: "stuck-come-out", Flag: func(r *Rules) *bool { return &r.StuckComeOut }},
	{Word: "discard-hand", Flag: func(r *Rules) *bool { return &r.DiscardHand }},
}}

// String returns the rules' text: "default" for the guide's game, or the
// variants in play separated by spaces, in the order nine-forward,
// face-values, forced-finish, catch-up, packs=N when Packs is not 0,
// nine-split-only, tens=may-split or tens=must-split ([TenSplit]), hand=N
// when HandSize is not 0, in-spot-swap, stuck-come-out, discard-hand:
//
//	nine-forward catch-up packs=3
//	tens=may-split hand=3 discard-hand
//
// [ParseRules] reads it back.
func (r Rules) String() string { return rulesText.Format(r) }

// ParseRules reads the text [Rules.String] writes: "default", or the
// variants' words (nine-forward, face-values, forced-finish, catch-up,
// packs=N, nine-split-only, tens=may-split, tens=must-split, hand=N,
// in-spot-swap, stuck-come-out, discard-hand) in any order, each at most once, separated by spaces. The
// rules must be valid ([Rules.Validate]); errors wrap [ErrSyntax] and
// [ErrBadRecord].
func ParseRules(s string) (Rules, error) {
	r, err := rulesText.Parse(s)
	if err == nil {
		if err = r.Validate(); err != nil {
			return Rules{}, fmt.Errorf("%w: %w: %w", ErrBadRecord, ErrSyntax, err)
		}
	}
	return r, err
}

// MarshalText implements encoding.TextMarshaler with [Rules.String]; rules
// that are not valid are refused. So rules are a JSON string too.
func (r Rules) MarshalText() ([]byte, error) {
	if err := r.Validate(); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadRecord, err)
	}
	return []byte(r.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler with [ParseRules].
func (r *Rules) UnmarshalText(text []byte) error {
	return codec.Read(pkg, "Rules", r, text, ParseRules)
}
