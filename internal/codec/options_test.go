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

type lined struct {
	Plan  plan // read as its own text, "plan", with no word before it
	Line  int
	Score [3]int
	Board *string
}

var linedText = codec.Options[lined]{Pkg: pkg, What: "lines", Sep: ", ", Fold: true, ReadNumber: codec.Number, Opts: []codec.Option[lined]{
	{Text: func(v *lined) codec.TextValue { return &v.Plan }, Usage: "a plan", Is: func(s string) bool { return s == "plan" }},
	{Word: "line ", None: "no line", Number: func(v *lined) *int { return &v.Line }, Min: -1, Max: 99},
	{Word: "score ", Numbers: func(v *lined) []*int { return []*int{&v.Score[0], &v.Score[1], &v.Score[2]} }, Min: 0, Max: 9},
	{Word: "board", Has: func(v lined) bool { return v.Board != nil }, Set: func(v *lined) { v.Board = new(string) }},
}}

// plan is a value of a Text option with no word: its text is "plan".
type plan bool

func (p plan) MarshalText() ([]byte, error) { return []byte("plan"), nil }

func (p *plan) UnmarshalText(text []byte) error { *p = string(text) == "plan"; return nil }

// TestOptionsNoneNumbersWordsAndIs: None writes and reads -1 as a word,
// Numbers several numbers after one word, Has and Set a value by its word
// alone, Is an option by its own text; ReadNumber reads numbers as it
// reads them.
func TestOptionsNoneNumbersWordsAndIs(t *testing.T) {
	board := ""
	for _, c := range []struct {
		v    lined
		text string
	}{
		{lined{}, "default"},
		{lined{Line: -1}, "no line"},
		{lined{Line: 7, Score: [3]int{0, 0, 1}}, "line 7, score 0 0 1"},
		{lined{Plan: true, Score: [3]int{9, 2, 3}, Board: &board}, "plan, score 9 2 3, board"},
	} {
		b, err := linedText.Marshal(c.v)
		if err != nil || string(b) != c.text {
			t.Errorf("Marshal(%+v) = %q, %v; want %q", c.v, b, err, c.text)
		}
		back, err := linedText.Parse(c.text)
		if err != nil || linedText.Format(back) != c.text || back.Line != c.v.Line || back.Score != c.v.Score || (back.Board == nil) != (c.v.Board == nil) {
			t.Errorf("Parse(%q) = %+v, %v", c.text, back, err)
		}
	}
	for in, want := range map[string]lined{
		"line -1":               {Line: -1},
		"LINE 07, Score +1 0 0": {Line: 7, Score: [3]int{1}},
		"score 0  0 0":          {},
	} {
		if got, err := linedText.Parse(in); err != nil || got != want {
			t.Errorf("Parse(%q) = %+v, %v; want %+v", in, got, err, want)
		}
	}
	const words = `"default", or a plan, line N, score N N N and board`
	for in, want := range map[string]string{
		"score 1 2":       `test: bad record: invalid syntax: "score 1 2" is not lines (score 0 to score 9)`,
		"score 1 2 3 4":   `test: bad record: invalid syntax: "score 1 2 3 4" is not lines (score 0 to score 9)`,
		"score 1 2 10":    `test: bad record: invalid syntax: "score 1 2 10" is not lines (score 0 to score 9)`,
		"line 100":        `test: bad record: invalid syntax: "line 100" is not lines (line -1 to line 99)`,
		"no line, line 3": `test: bad record: invalid syntax: "no line, line 3" is not lines (each option at most once)`,
		"board, board":    `test: bad record: invalid syntax: "board, board" is not lines (each option at most once)`,
		"boards":          `test: bad record: invalid syntax: "boards" is not lines: ` + words,
		"plans":           `test: bad record: invalid syntax: "plans" is not lines: ` + words,
		"no lines":        `test: bad record: invalid syntax: "no lines" is not lines: ` + words,
	} {
		_, err := linedText.Parse(in)
		if got := errText(err); got != want {
			t.Errorf("Parse(%q):\n got %s\nwant %s", in, got, want)
		}
	}
	for _, v := range []lined{{Line: -2}, {Score: [3]int{0, 10, 0}}} {
		if _, err := linedText.Marshal(v); err == nil {
			t.Errorf("Marshal(%+v) wrote it", v)
		}
	}
}

// FuzzOptions: what Parse reads, Format writes back to text that reads
// to the same value.
func FuzzOptions(f *testing.F) {
	for _, s := range []string{"default", "plan, line 7, score 0 0 1, board", "no line", "LINE 07, Score +1 0 0", "score 1 2", "line 3, line 4"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, err := linedText.Parse(s)
		if err != nil {
			return
		}
		text := linedText.Format(v)
		back, err := linedText.Parse(text)
		if err != nil || linedText.Format(back) != text || back.Line != v.Line || back.Score != v.Score || back.Plan != v.Plan {
			t.Fatalf("%q read as %+v, written %q, read back %+v, %v", s, v, text, back, err)
		}
	})
}
