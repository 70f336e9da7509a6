package cribwars

import (
	"fmt"
	"strings"

	"github.com/pegboard/pegboard/internal/codec"
)

// The text forms of the small state types: the enums by their names, a peg
// ("45", "2:3") and the readings of the rules ("heels always, bumped
// leaves"). Each MarshalText refuses a value that is none of its type's;
// each UnmarshalText reads the canonical form (any case, any spacing), its
// errors wrapping [ErrBadRecord] and [ErrSyntax], and leaves the value as
// it was on error. So each is a JSON string as well.

// pkg is the package's name, the prefix of its errors.
const pkg codec.Pkg = "cribwars"

// The enums' names, by which they are written and read.
var (
	specials = codec.Enum[Special]{Pkg: pkg, Type: "Special", What: "a kind of hole",
		Names: []string{"plain hole", "red slide", "time trap", "green advance area", "penalty box"}}
	heelsRules = codec.Enum[HeelsRule]{Pkg: pkg, Type: "HeelsRule", What: "a reading of the Jack near the end",
		Names: []string{"not in the last three holes", "always", "not into the last three holes", "not in holes 119 to 121"}}
	boxMoveKinds = codec.Enum[BoxMoveKind]{Pkg: pkg, Type: "BoxMoveKind", What: "a penalty box's move", First: GoesBack,
		Names: []string{"goes back", "goes ahead", "advances one"}}
	eventKinds = codec.Enum[EffectKind]{Pkg: pkg, Type: "EventKind", What: "a kind of board event", First: Slid,
		Names: []string{"slid", "trapped", "took shortcut", "landed in box", "skipped past", "reached game"}}
	options = codec.Enum[Option]{Pkg: pkg, Type: "Option", What: "an option of a ruling", First: CallNewDeal,
		Names: []string{"call for a new deal", "draw from the dealer's hand", "score and correct the hand", "claim the game",
			"reposition the pegs", "demand a move back", "correct the go"}}
	remedies = codec.Enum[Remedy]{Pkg: pkg, Type: "Remedy", What: "a remedy",
		Names: []string{"none", "new deal", "move back", "put back", "claim", "void"}}
	mishaps = codec.Enum[PegMishap]{Pkg: pkg, Type: "PegMishap", What: "a mishap with pegs", First: RemovedOwnBoth,
		Names: []string{"removed own both", "removed opponent's front", "dislodged own front", "dislodged own both",
			"both fronts dislodged", "moved out of turn"}}
)

// String names the kind of hole: "plain hole", "red slide", "time trap",
// "green advance area", "penalty box".
func (s Special) String() string { return specials.String(s) }

// MarshalText implements encoding.TextMarshaler with the name.
func (s Special) MarshalText() ([]byte, error) { return specials.Marshal(s) }

// UnmarshalText implements encoding.TextUnmarshaler with the name.
func (s *Special) UnmarshalText(text []byte) error { return specials.Parse(s, text) }

// String names the reading: "not in the last three holes", "always", "not
// into the last three holes", "not in holes 119 to 121".
func (h HeelsRule) String() string { return heelsRules.String(h) }

// MarshalText implements encoding.TextMarshaler with the name.
func (h HeelsRule) MarshalText() ([]byte, error) { return heelsRules.Marshal(h) }

// UnmarshalText implements encoding.TextUnmarshaler with the name.
func (h *HeelsRule) UnmarshalText(text []byte) error { return heelsRules.Parse(h, text) }

// String names the move: "goes back", "goes ahead", "advances one".
func (k BoxMoveKind) String() string { return boxMoveKinds.String(k) }

// MarshalText implements encoding.TextMarshaler with the name.
func (k BoxMoveKind) MarshalText() ([]byte, error) { return boxMoveKinds.Marshal(k) }

// UnmarshalText implements encoding.TextUnmarshaler with the name.
func (k *BoxMoveKind) UnmarshalText(text []byte) error { return boxMoveKinds.Parse(k, text) }

// String names the kind of event: "slid", "trapped", "took shortcut",
// "landed in box", "skipped past", "reached game".
func (k EffectKind) String() string { return eventKinds.String(k) }

// MarshalText implements encoding.TextMarshaler with the name.
func (k EffectKind) MarshalText() ([]byte, error) { return eventKinds.Marshal(k) }

// UnmarshalText implements encoding.TextUnmarshaler with the name.
func (k *EffectKind) UnmarshalText(text []byte) error { return eventKinds.Parse(k, text) }

// String names the option: "call for a new deal", "draw from the dealer's
// hand", "score and correct the hand", "claim the game", "reposition the
// pegs", "demand a move back", "correct the go".
func (o Option) String() string { return options.String(o) }

// MarshalText implements encoding.TextMarshaler with the name.
func (o Option) MarshalText() ([]byte, error) { return options.Marshal(o) }

// UnmarshalText implements encoding.TextUnmarshaler with the name.
func (o *Option) UnmarshalText(text []byte) error { return options.Parse(o, text) }

// String names the mishap: "removed own both", "removed opponent's front",
// "dislodged own front", "dislodged own both", "both fronts dislodged",
// "moved out of turn".
func (m PegMishap) String() string { return mishaps.String(m) }

// MarshalText implements encoding.TextMarshaler with the name.
func (m PegMishap) MarshalText() ([]byte, error) { return mishaps.Marshal(m) }

// UnmarshalText implements encoding.TextUnmarshaler with the name.
func (m *PegMishap) UnmarshalText(text []byte) error { return mishaps.Parse(m, text) }

// String names the remedy as an irregularity's text does: "none", "new
// deal", "move back", "put back", "claim", "void".
func (r Remedy) String() string { return remedies.String(r) }

// MarshalText implements encoding.TextMarshaler with the name.
func (r Remedy) MarshalText() ([]byte, error) { return remedies.Marshal(r) }

// UnmarshalText implements encoding.TextUnmarshaler with the name.
func (r *Remedy) UnmarshalText(text []byte) error { return remedies.Parse(r, text) }

// MarshalText implements encoding.TextMarshaler: [Peg.String], "45" for a
// main-path hole and "2:3" for hole 3 of side path 2. A hole below zero
// or past a billion is refused.
func (p Peg) MarshalText() ([]byte, error) {
	if !p.storable() {
		return nil, pkg.Value("a peg's hole", p.Hole)
	}
	return p.appendText(nil), nil
}

// UnmarshalText implements encoding.TextUnmarshaler: "45" or "2:3".
func (p *Peg) UnmarshalText(text []byte) error { return codec.Read(pkg, "Peg", p, text, parsePeg) }

func parsePeg(s string) (Peg, error) {
	path, hole, side := strings.Cut(strings.TrimSpace(s), ":")
	id, okPath := 0, true
	if side {
		id, okPath = codec.Number(path)
	} else {
		hole = path
	}
	h, ok := codec.Number(hole)
	if !ok || h < 0 || !okPath || side && (id < 1 || id > MaxPaths) {
		return Peg{}, pkg.Text(`a peg ("45", or "2:3" for hole 3 of side path 2)`, s)
	}
	return Peg{Path: PathID(id), Hole: h}, nil
}

// rulesText is the readings' text: each reading that is not the default,
// in the order written.
var rulesText = codec.Options[Rules]{Pkg: pkg, What: "readings", Sep: ", ", Fold: true, Opts: []codec.Option[Rules]{
	{Word: "heels ", Text: func(r *Rules) codec.TextValue { return &r.Heels }},
	{Word: "skunk line ", Number: func(r *Rules) *int { return &r.SkunkLine }, Min: -codec.MaxNumber, Max: codec.MaxNumber},
	{Word: "double skunk line ", Number: func(r *Rules) *int { return &r.DoubleSkunkLine }, Min: -codec.MaxNumber, Max: codec.MaxNumber},
	{Word: "bumped leaves", Flag: func(r *Rules) *bool { return &r.BumpedLeaves }},
}}

// String says the readings as their text (see MarshalText).
func (r Rules) String() string {
	b, err := r.MarshalText()
	if err != nil {
		return fmt.Sprintf("invalid rules (%v)", r.Heels)
	}
	return string(b)
}

// MarshalText implements encoding.TextMarshaler: "default" for the zero
// Rules, else the readings that are not the default, separated by ", ":
//
//	heels always, skunk line 90, double skunk line 60, bumped leaves
//
// "heels" and the Jack's reading by its name ("always", "not into the last
// three holes", "not in holes 119 to 121"); "skunk line N" and "double
// skunk line N" (negative: none); "bumped leaves". A reading that is none
// of HeelsRule's, or a line beyond a billion, is refused. So Rules is a
// JSON string too.
func (r Rules) MarshalText() ([]byte, error) { return rulesText.Marshal(r) }

// UnmarshalText implements encoding.TextUnmarshaler with the text
// MarshalText writes (items in any order, each at most once).
func (r *Rules) UnmarshalText(text []byte) error {
	return codec.Read(pkg, "Rules", r, text, rulesText.Parse)
}
