package codec_test

import (
	"testing"

	"github.com/pegboard/pegboard/internal/codec"
)

type opts struct {
	Fast, Loud bool
	Size       int
}

var optText = codec.Options[opts]{Pkg: pkg, What: "options", Sep: ", ", Opts: []codec.Option[opts]{
	{Word: "fast", Flag: func(o *opts) *bool { return &o.Fast }},
	{Word: "loud", Flag: func(o *opts) *bool { return &o.Loud }},
	{Word: "size ", Number: func(o *opts) *int { return &o.Size }, Min: 1, Max: 12},
}}

func TestOptions(t *testing.T) {
	for _, c := range []struct {
		v    opts
		text string
	}{
		{opts{}, "default"},
		{opts{Loud: true}, "loud"},
		{opts{Fast: true, Loud: true, Size: 12}, "fast, loud, size 12"},
		{opts{Size: 1}, "size 1"},
	} {
		if got := optText.Format(c.v); got != c.text {
			t.Errorf("Format(%+v) = %q, want %q", c.v, got, c.text)
		}
		if back, err := optText.Parse(c.text); err != nil || back != c.v {
			t.Errorf("Parse(%q) = %+v, %v", c.text, back, err)
		}
	}
	if v, err := optText.Parse("size 3, fast"); err != nil || v != (opts{Fast: true, Size: 3}) {
		t.Errorf("any order: %+v, %v", v, err)
	}
	const words = `"default", or fast, loud and size N`
	for in, want := range map[string]string{
		"":                          `test: bad record: invalid syntax: "" is not options: ` + words,
		"Fast":                      `test: bad record: invalid syntax: "Fast" is not options: ` + words,
		"fast,loud":                 `test: bad record: invalid syntax: "fast,loud" is not options: ` + words,
		"default, fast":             `test: bad record: invalid syntax: "default, fast" is not options: ` + words,
		"fast, fast":                `test: bad record: invalid syntax: "fast, fast" is not options (each option at most once)`,
		"size 2, size 3":            `test: bad record: invalid syntax: "size 2, size 3" is not options (each option at most once)`,
		"size 0":                    `test: bad record: invalid syntax: "size 0" is not options (size 1 to size 12)`,
		"size 13":                   `test: bad record: invalid syntax: "size 13" is not options (size 1 to size 12)`,
		"size 03":                   `test: bad record: invalid syntax: "size 03" is not options (size 1 to size 12)`,
		"size ":                     `test: bad record: invalid syntax: "size " is not options (size 1 to size 12)`,
		"size 99999999999999999999": `test: bad record: invalid syntax: "size 99999999999999999999" is not options (size 1 to size 12)`,
	} {
		_, err := optText.Parse(in)
		if got := errText(err); got != want {
			t.Errorf("Parse(%q):\n got %s\nwant %s", in, got, want)
		}
	}
}

// A value of the enum colors, with its text methods, for a Text option.
func (c color) MarshalText() ([]byte, error)     { return colors.Marshal(c) }
func (c *color) UnmarshalText(text []byte) error { return colors.Parse(c, text) }

type tuned struct {
	Hue  color
	Loud bool
	Lean int
}

var tunedText = codec.Options[tuned]{Pkg: pkg, What: "tuning", Sep: ", ", Fold: true, Opts: []codec.Option[tuned]{
	{Word: "hue ", Text: func(v *tuned) codec.TextValue { return &v.Hue }},
	{Word: "loud", Flag: func(v *tuned) *bool { return &v.Loud }},
	{Word: "lean ", Number: func(v *tuned) *int { return &v.Lean }, Min: -5, Max: 5},
}}

// TestOptionsTextAndFold: a Text option writes its value's text after its
// word, and not at all for the zero value; Fold reads any case and
// spacing; Marshal refuses what would not read back.
func TestOptionsTextAndFold(t *testing.T) {
	for _, c := range []struct {
		v    tuned
		text string
	}{
		{tuned{}, "default"},
		{tuned{Hue: 2}, "hue green"},
		{tuned{Hue: 1, Loud: true, Lean: -5}, "hue red, loud, lean -5"},
	} {
		b, err := tunedText.Marshal(c.v)
		if err != nil || string(b) != c.text || tunedText.Format(c.v) != c.text {
			t.Errorf("Marshal(%+v) = %q, %v; want %q", c.v, b, err, c.text)
		}
		if back, err := tunedText.Parse(c.text); err != nil || back != c.v {
			t.Errorf("Parse(%q) = %+v, %v", c.text, back, err)
		}
	}
	for in, want := range map[string]tuned{
		"  DEFAULT ":                    {},
		"LEAN  3 ,hue   Green":          {Hue: 2, Lean: 3},
		"loud,lean -1":                  {Loud: true, Lean: -1},
		"hue\tred ,  loud , lean    -0": {}, // refused below: -0 is not how 0 is written
	} {
		got, err := tunedText.Parse(in)
		if in == "hue\tred ,  loud , lean    -0" {
			if err == nil {
				t.Errorf("Parse(%q) = %+v", in, got)
			}
			continue
		}
		if err != nil || got != want {
			t.Errorf("Parse(%q) = %+v, %v; want %+v", in, got, err, want)
		}
	}
	for in, want := range map[string]string{
		"hue blue":    `test: bad record: invalid syntax: "blue" is not a color (red, green)`,
		"lean 6":      `test: bad record: invalid syntax: "lean 6" is not tuning (lean -5 to lean 5)`,
		"hue":         `test: bad record: invalid syntax: "hue" is not tuning: "default", or hue ..., loud and lean N`,
		"loud, LOUD":  `test: bad record: invalid syntax: "loud, LOUD" is not tuning (each option at most once)`,
		"default, x":  `test: bad record: invalid syntax: "default, x" is not tuning: "default", or hue ..., loud and lean N`,
		"hue red red": `test: bad record: invalid syntax: "red red" is not a color (red, green)`,
	} {
		_, err := tunedText.Parse(in)
		if got := errText(err); got != want {
			t.Errorf("Parse(%q):\n got %s\nwant %s", in, got, want)
		}
	}
	for _, c := range []struct {
		v    tuned
		want string
	}{
		{tuned{Hue: 3}, "test: bad record: 3 is not a color"},
		{tuned{Lean: 6}, "test: bad record: tuning: lean 6 is out of range (lean -5 to lean 5)"},
		{tuned{Lean: -6}, "test: bad record: tuning: lean -6 is out of range (lean -5 to lean 5)"},
	} {
		if b, err := tunedText.Marshal(c.v); errText(err) != c.want {
			t.Errorf("Marshal(%+v) = %q, %v; want %s", c.v, b, err, c.want)
		}
	}
	// Format writes a value Marshal refuses all the same.
	if got := tunedText.Format(tuned{Hue: 3}); got != "hue 3" {
		t.Errorf("Format of a hue with no name = %q", got)
	}
}
