package pegjokers

import (
	"fmt"
	"strconv"
	"strings"
)

// The text forms of the small state types: enums by their names, places,
// seatings and rules. Each MarshalText is refused for a value that is not
// one of the type's (a Seat past Black, say) rather than writing text that
// would not read back; each UnmarshalText reads only the canonical form and
// its errors wrap [ErrSyntax] and [ErrBadRecord], leaving the value as it
// was.

// badText returns the error of text that is not a what.
func badText(what string, text []byte) error {
	return fmt.Errorf("pegjokers: %w: %w: %q is not %s", ErrBadRecord, ErrSyntax, text, what)
}

// badValue returns the error of marshalling a value that is not one.
func badValue(what string, v any) error {
	return fmt.Errorf("pegjokers: %w: %v is not %s", ErrBadRecord, v, what)
}

// ParseSeat reads a seat's colour, "Blue" to "Black" (any case).
func ParseSeat(s string) (Seat, error) {
	for i, c := range seatColors {
		if strings.EqualFold(s, c) {
			return Seat(i), nil
		}
	}
	return 0, badText("a seat's colour (Blue, Yellow, White, Orange, Red, Green, Natural or Black)", []byte(s))
}

// MarshalText implements encoding.TextMarshaler: the seat's colour.
func (s Seat) MarshalText() ([]byte, error) {
	if int(s) >= MaxSeats {
		return nil, badValue("a seat", s)
	}
	return []byte(s.Color()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler with the colour.
func (s *Seat) UnmarshalText(text []byte) error {
	if s == nil {
		return nilTarget("Seat")
	}
	if string(text) != strings.TrimSpace(string(text)) {
		return badText("a seat's colour", text)
	}
	v, err := ParseSeat(string(text))
	if err == nil {
		*s = v
	}
	return err
}

// MarshalText implements encoding.TextMarshaler: "solo", "pairs" or "teams".
func (a Arrangement) MarshalText() ([]byte, error) {
	if int(a) >= len(arrangementNames) {
		return nil, badValue("an arrangement", a)
	}
	return []byte(a.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler with [ParseArrangement].
func (a *Arrangement) UnmarshalText(text []byte) error {
	if a == nil {
		return nilTarget("Arrangement")
	}
	v, err := ParseArrangement(string(text))
	if err != nil {
		return badText("solo, pairs or teams", text)
	}
	*a = v
	return nil
}

// ParseSeating reads a seating as [Seating.String] writes it, "4 pairs":
// the seat count and the arrangement. It refuses a seating the guide does
// not allow, wrapping [ErrSeating] too.
func ParseSeating(s string) (Seating, error) {
	f := strings.Split(s, " ")
	if len(f) != 2 {
		return Seating{}, badText("a seating such as \"4 pairs\"", []byte(s))
	}
	n, ok := smallNumber(f[0])
	a, err := ParseArrangement(f[1])
	if !ok || err != nil {
		return Seating{}, badText("a seating such as \"4 pairs\"", []byte(s))
	}
	st := Seating{n, a}
	if strconv.Itoa(n) != f[0] {
		return Seating{}, badText("a seating such as \"4 pairs\"", []byte(s))
	}
	if !st.Valid() {
		return Seating{}, fmt.Errorf("pegjokers: %w: %w: %w: no game of %s", ErrBadRecord, ErrSyntax, ErrSeating, s)
	}
	return st, nil
}

// MarshalText implements encoding.TextMarshaler: "4 pairs". A seating the
// guide does not allow is refused.
func (s Seating) MarshalText() ([]byte, error) {
	if !s.Valid() {
		return nil, badValue("a seating the guide allows", fmt.Sprintf("%d seats %v", s.Seats, s.Arrangement))
	}
	return []byte(s.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler with [ParseSeating].
func (s *Seating) UnmarshalText(text []byte) error {
	if s == nil {
		return nilTarget("Seating")
	}
	v, err := ParseSeating(string(text))
	if err == nil {
		*s = v
	}
	return err
}

// MarshalText implements encoding.TextMarshaler: "come-out", "forward",
// "backward", "jump" or "none".
func (k Kind) MarshalText() ([]byte, error) {
	if int(k) >= len(kindNames) {
		return nil, badValue("a kind of part", k)
	}
	return []byte(k.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler with the kind's name.
func (k *Kind) UnmarshalText(text []byte) error {
	if k == nil {
		return nilTarget("Kind")
	}
	for i, name := range kindNames {
		if string(text) == name {
			*k = Kind(i)
			return nil
		}
	}
	return badText("a kind of part", text)
}

// MarshalText implements encoding.TextMarshaler: "s", "t12" or "f3", as
// the position text writes places.
func (pl Place) MarshalText() ([]byte, error) {
	if !pl.IsValid() {
		return nil, badValue("a place", pl)
	}
	return pl.appendText(nil), nil
}

// UnmarshalText implements encoding.TextUnmarshaler: s, tH (0 ≤ H < 144)
// or fK (1 ≤ K ≤ 5), lower case.
func (pl *Place) UnmarshalText(text []byte) error {
	if pl == nil {
		return nilTarget("Place")
	}
	s := string(text)
	v, ok := Place(0), false
	if s != "" && s[0] >= 'a' {
		v, ok = parsePlace(s, MaxTrackHoles)
	}
	if !ok || string(v.appendText(nil)) != s {
		return badText("a place (s, tH or fK)", text)
	}
	*pl = v
	return nil
}

// MarshalText implements encoding.TextMarshaler: "none", "play", "draw"
// or "late-draw".
func (s Step) MarshalText() ([]byte, error) {
	if int(s) >= len(stepNames) {
		return nil, badValue("a step", s)
	}
	return []byte(s.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler with the step's name.
func (s *Step) UnmarshalText(text []byte) error {
	if s == nil {
		return nilTarget("Step")
	}
	for i, name := range stepNames {
		if string(text) == name {
			*s = Step(i)
			return nil
		}
	}
	return badText("a step (none, play, draw or late-draw)", text)
}

// The words of the rules text, one for each variant.
var ruleWords = [...]string{"nine-forward", "face-values", "forced-finish", "catch-up"}

// flags returns the rules' variants in the order of ruleWords.
func (r *Rules) flags() [len(ruleWords)]*bool {
	return [...]*bool{&r.NineForward, &r.FaceValues, &r.ForcedFinish, &r.CatchUp}
}

// String returns the rules' text: "default" for the guide's game, or the
// variants in play separated by spaces, in the order nine-forward,
// face-values, forced-finish, catch-up, then packs=N when Packs is not 0:
//
//	nine-forward catch-up packs=3
//
// [ParseRules] reads it back.
func (r Rules) String() string {
	var ws []string
	for i, f := range r.flags() {
		if *f {
			ws = append(ws, ruleWords[i])
		}
	}
	if r.Packs != 0 {
		ws = append(ws, "packs="+strconv.Itoa(r.Packs))
	}
	if len(ws) == 0 {
		return "default"
	}
	return strings.Join(ws, " ")
}

// ParseRules reads the text [Rules.String] writes: "default", or the
// variants' words (nine-forward, face-values, forced-finish, catch-up,
// packs=N) in any order, each at most once, separated by spaces. The
// rules must be valid ([Rules.Validate]); errors wrap [ErrSyntax] and
// [ErrBadRecord] (and [ErrBadRules] for a pack count out of range).
func ParseRules(s string) (Rules, error) {
	var r Rules
	if s == "default" {
		return r, nil
	}
	ws := strings.Split(s, " ")
	seen := map[string]bool{}
	for _, w := range ws {
		if seen[w] {
			return Rules{}, badText("rules (each variant at most once)", []byte(s))
		}
		seen[w] = true
		if k, ok := strings.CutPrefix(w, "packs="); ok {
			n, ok := smallNumber(k)
			if !ok || n == 0 || len(k) > 1 {
				return Rules{}, badText("rules (packs=1 to packs=4)", []byte(s))
			}
			r.Packs = n
			continue
		}
		found := false
		for i, f := range r.flags() {
			if w == ruleWords[i] {
				*f, found = true, true
			}
		}
		if !found {
			return Rules{}, badText("rules: \"default\", or nine-forward, face-values, forced-finish, catch-up and packs=N", []byte(s))
		}
	}
	if err := r.Validate(); err != nil {
		return Rules{}, fmt.Errorf("%w: %w: %w", ErrBadRecord, ErrSyntax, err)
	}
	return r, nil
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
	if r == nil {
		return nilTarget("Rules")
	}
	v, err := ParseRules(string(text))
	if err == nil {
		*r = v
	}
	return err
}
