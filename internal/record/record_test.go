package record

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

func TestParseARecord(t *testing.T) {
	text := `# a game
pegboard crib 1
rules: hole=121   # the ACC game
names: Ann Bob

deal
discard 0 5H 5C   # Ann keeps the fives? no: throws them
lay 1 JD
`
	f, err := Parse(strings.NewReader(text), "crib", 1)
	if err != nil {
		t.Fatal(err)
	}
	want := File{Game: "crib", Version: 1,
		Headers: []Header{{"rules", "hole=121", 3}, {"names", "Ann Bob", 4}},
		Actions: []Line{{"deal", 6}, {"discard 0 5H 5C", 7}, {"lay 1 JD", 8}}}
	if diff := cmp.Diff(want, f); diff != "" {
		t.Errorf("Parse (-want +got):\n%s", diff)
	}
	if v, ok := f.Value("names"); !ok || v != "Ann Bob" {
		t.Errorf("Value(names) = %q, %v", v, ok)
	}
	if _, ok := f.Value("seed"); ok {
		t.Error("Value(seed) found")
	}
}

func TestParseRefuses(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		line       int
	}{
		{"empty", "", 1},
		{"only comments", "# nothing\n\n", 1},
		{"not a record", "hello\n", 1},
		{"another game", "pegboard pegjokers 1\n", 1},
		{"a version from the future", "pegboard crib 2\n", 1},
		{"version zero", "pegboard crib 0\n", 1},
		{"a version that is not a number", "pegboard crib one\n", 1},
		{"a key twice", "pegboard crib 1\nseed: 1\nseed: 2\n", 3},
		{"a line too long", "pegboard crib 1\n" + strings.Repeat("x", MaxLine+1) + "\n", 2},
	} {
		_, err := Parse(strings.NewReader(tc.text), "crib", 1)
		var le *LineError
		if !errors.Is(err, ErrSyntax) || !errors.As(err, &le) || le.Line != tc.line {
			t.Errorf("%s: %v, want a syntax error on line %d", tc.name, err, tc.line)
		}
	}
}

func TestAHeaderAfterTheFirstActionIsAnAction(t *testing.T) {
	f, err := Parse(strings.NewReader("pegboard crib 1\ndeal\nseed: 3\n"), "crib", 1)
	if err != nil || len(f.Headers) != 0 || len(f.Actions) != 2 || f.Actions[1].Text != "seed: 3" {
		t.Errorf("Parse = %+v, %v", f, err)
	}
}

func TestWriteRefusesWhatWouldNotReadBack(t *testing.T) {
	for _, f := range []File{
		{Game: "crib", Version: 1, Headers: []Header{{Key: "Bad Key", Value: "x"}}},
		{Game: "crib", Version: 1, Headers: []Header{{Key: "names", Value: "Ann\nBob"}}},
		{Game: "crib", Version: 1, Headers: []Header{{Key: "names", Value: "Ann # Bob"}}},
		{Game: "crib", Version: 1, Actions: []Line{{Text: ""}}},
		{Game: "crib", Version: 1, Actions: []Line{{Text: "seed: 3"}}},
	} {
		if err := Write(new(bytes.Buffer), f); !errors.Is(err, ErrSyntax) {
			t.Errorf("Write(%+v) = %v", f, err)
		}
	}
}

var (
	word  = rapid.StringMatching(`[a-z][a-z0-9-]{0,8}`)
	value = rapid.StringMatching(`[A-Za-z0-9=,.;:' -]{0,30}`)
	act   = rapid.StringMatching(`[a-z]{1,6}( [A-Z0-9]{1,3}){0,4}`)
)

func TestWriteThenParse(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		f := File{Game: "pegjokers", Version: 1}
		keys := map[string]bool{}
		for _, k := range rapid.SliceOfN(word, 0, 5).Draw(t, "keys") {
			if !keys[k] {
				keys[k] = true
				f.Headers = append(f.Headers, Header{Key: k, Value: strings.TrimSpace(value.Draw(t, "value"))})
			}
		}
		for _, a := range rapid.SliceOfN(act, 0, 10).Draw(t, "actions") {
			f.Actions = append(f.Actions, Line{Text: a})
		}
		var b bytes.Buffer
		if err := Write(&b, f); err != nil {
			t.Fatal(err)
		}
		got, err := Parse(&b, "pegjokers", 1)
		if err != nil {
			t.Fatalf("%v\n%s", err, b.String())
		}
		// Line numbers are the reader's; compare without them.
		for i := range got.Headers {
			got.Headers[i].Line = 0
		}
		for i := range got.Actions {
			got.Actions[i].N = 0
		}
		if diff := cmp.Diff(f, got, cmp.Comparer(func(a, b []Header) bool { return len(a) == len(b) && (len(a) == 0 || cmp.Equal(a, b)) }),
			cmp.Comparer(func(a, b []Line) bool { return len(a) == len(b) && (len(a) == 0 || cmp.Equal(a, b)) })); diff != "" {
			t.Fatalf("round trip (-want +got):\n%s", diff)
		}
	})
}

func FuzzParse(f *testing.F) {
	f.Add("pegboard crib 1\nrules: hole=121\n\ndeal\nlay 1 5H # x\n")
	f.Add("pegboard crib 1\nseed: 1\nseed: 2\n")
	f.Add("\n\n# c\npegboard crib 9\n")
	f.Fuzz(func(t *testing.T, text string) {
		file, err := Parse(strings.NewReader(text), "crib", 1)
		if err != nil {
			var le *LineError
			if !errors.As(err, &le) || le.Line < 1 {
				t.Fatalf("error %v names no line", err)
			}
			return
		}
		var b bytes.Buffer
		if err := Write(&b, file); err != nil {
			return // values Parse allows but Write will not put on one line: none expected, but not a crash
		}
		again, err := Parse(&b, "crib", 1)
		if err != nil || len(again.Headers) != len(file.Headers) || len(again.Actions) != len(file.Actions) {
			t.Fatalf("re-read: %v\n%q", err, b.String())
		}
	})
}
