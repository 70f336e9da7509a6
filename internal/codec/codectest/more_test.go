package codectest_test

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec/codectest"
	"github.com/pegboard/pegboard/internal/game"
	"github.com/pegboard/pegboard/internal/record"
)

// The types of testdata/walk, as a test can make them.
type (
	kept  struct{ N int }
	empty struct{}
	lost  struct{ n int }
)

func TestExportedTypes(t *testing.T) {
	got := codectest.ExportedTypes(t, "testdata/walk")
	if want := []string{"Empty", "Gone", "Kept", "Lost"}; !slices.Equal(got, want) {
		t.Errorf("ExportedTypes = %v, want %v", got, want)
	}
}

func TestStateTypes(t *testing.T) {
	// The values stand for the types of testdata/walk by name.
	values := map[string][]any{"Kept": {kept{N: 3}}, "Empty": {empty{}}, "Lost": {kept{N: 1}}}
	codectest.StateTypes(t, "testdata/walk", values, map[string]string{"Gone": "a function"}, nil)
	r := &recorder{TB: t}
	values = map[string][]any{"Kept": {kept{N: 3}}, "Lost": {lost{n: 2}}, "Extra": {1}}
	codectest.StateTypes(r, "testdata/walk", values, map[string]string{"Gone": "a function", "Old": "gone"},
		func(want, got any) bool { return false })
	slices.Sort(r.errs[:2])
	r.expect(t, "Extra is listed, but the package declares no exported type Extra",
		"Old is listed, but the package declares no exported type Old",
		"the exported type Empty is given no values", `Kept: {"N":3} reads back as`, "Lost: json.Marshal({2}) = {}")
}

func TestRefusesAt(t *testing.T) {
	read := func(text string) error {
		n := strings.Count(text, "\n")
		switch {
		case strings.Contains(text, "plain"):
			return errors.New("plain")
		case strings.Contains(text, "fine"):
			return nil
		}
		return record.At(n, fmt.Errorf("%w: line %d", game.ErrBadRecord, n))
	}
	codectest.RefusesAt(t, read, codectest.Line{Text: "a\nb\n", Line: 2}, codectest.Line{Text: "x", Line: 0},
		codectest.Line{Text: "a\n", Line: 1, Want: "line 1: bad record: line 1", Also: game.ErrBadRecord})
	r := &recorder{TB: t}
	codectest.RefusesAt(r, read, codectest.Line{Text: "a\n", Line: 2}, codectest.Line{Text: "plain\n", Line: 1},
		codectest.Line{Text: "fine", Line: 0}, codectest.Line{Text: "b\n", Line: 1, Want: "line 1: another"},
		codectest.Line{Text: "c\n", Line: 1, Also: game.ErrZeroValue})
	r.expect(t, `"a\n": line 1: bad record: line 1, want an error on line 2`, `"plain\n": plain, want`, `"fine": <nil>, want`,
		"got line 1: bad record: line 1\nwant line 1: another", `"c\n": line 1: bad record: line 1 does not wrap zero value`)
}

// FuzzParse runs as a test: its seeds are numbers' texts, read as their
// values, refused wrapping ErrSyntax.
func FuzzParse(f *testing.F) {
	parse := func(s string) (int, error) {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil {
			return 0, fmt.Errorf("%w: %q", cards.ErrSyntax, s)
		}
		return n, nil
	}
	codectest.FuzzParse(f, []string{"1", " 22", "x", "-0"}, parse, func(n int) (string, error) { return strconv.Itoa(n), nil }, cards.ErrSyntax)
}

// FuzzRecord runs as a test: a record of numbers, one a line, that replays
// to their sum, refusing a negative sum on its line.
func FuzzRecord(f *testing.F) {
	parse := func(r io.Reader) ([]int, error) {
		data, err := io.ReadAll(r)
		if err != nil {
			return nil, err
		}
		var ns []int
		for line := range strings.FieldsSeq(string(data)) {
			n, err := strconv.Atoi(line)
			if err != nil || n > 1000 || n < -1000 {
				return nil, fmt.Errorf("%w: %q", game.ErrBadRecord, line)
			}
			ns = append(ns, n)
		}
		return ns, nil
	}
	text := func(ns []int) ([]byte, error) {
		var b []byte
		for _, n := range ns {
			b = fmt.Appendf(b, "%d\n", n)
		}
		return b, nil
	}
	replay := func(ns []int) error {
		sum := 0
		for i, n := range ns {
			if sum += n; sum < 0 {
				return record.At(i+1, fmt.Errorf("%w: below zero", game.ErrBadRecord))
			}
		}
		return nil
	}
	codectest.FuzzRecord(f, [][]byte{[]byte("1\n2\n"), []byte("1 -3\n"), []byte("x")}, parse, text, replay)
}

// FuzzText runs as a test: its seeds are the colors' texts.
func FuzzText(f *testing.F) {
	codectest.FuzzText(f, color(0), color(1))
}

// FuzzRoundTrip runs as a test: its seeds are docs.
func FuzzRoundTrip(f *testing.F) {
	decode := func(data []byte) (doc, error) {
		var d doc
		err := pkg.Strict(data, &d)
		return d, err
	}
	encode := func(d doc) ([]byte, error) { return []byte(fmt.Sprintf(`{"n":%d}`, d.N)), nil }
	codectest.FuzzRoundTrip(f, [][]byte{[]byte(`{"n":1}`), []byte(`{"n":-3}`), []byte(`x`)}, decode, encode, nil)
}

func TestAtTheEdges(t *testing.T) {
	codectest.AtTheEdges(t, codectest.Edge{V: color(1), Text: "green"},
		codectest.Edge{V: color(2), Err: "test: bad record: 2 is not a color", Says: "color(2)"})
	r := &recorder{TB: t}
	codectest.AtTheEdges(r, codectest.Edge{V: color(1), Text: "red"}, codectest.Edge{V: color(2), Err: "another", Says: "2"})
	r.expect(t, `MarshalText() = "green", want "red"`, `String() = "green", want "red"`,
		`MarshalText() = "test: bad record: 2 is not a color", want "another"`, `String() = "color(2)", want "2"`)
}

// FuzzJSON runs as a test: its seeds are docs and colors.
func FuzzJSON(f *testing.F) {
	codectest.FuzzJSON(f, [][]byte{[]byte(`{"n":1}`), []byte(`"green"`), []byte(`[`)}, nil, new(doc), new(color))
}

// FuzzJSONEqual runs as a test: docs compared by value.
func FuzzJSONEqual(f *testing.F) {
	codectest.FuzzJSON(f, [][]byte{[]byte(`{"n":2}`)}, func(want, got any) bool { return want == got }, new(doc))
}

// TestReplays: the reader returns the parser's refusal, else the replay's.
func TestReplays(t *testing.T) {
	parse := func(r io.Reader) (int, error) {
		data, _ := io.ReadAll(r)
		n, err := strconv.Atoi(string(data))
		if err != nil {
			return 0, errors.New("not a number")
		}
		return n, nil
	}
	replay := func(n int) (int, []string, error) {
		if n < 0 {
			return 0, nil, errors.New("below zero")
		}
		return n, nil, nil
	}
	read := codectest.Replays(parse, replay)
	for in, want := range map[string]string{"x": "not a number", "-1": "below zero", "3": "<nil>"} {
		if got := fmt.Sprint(read(in)); got != want {
			t.Errorf("%q: %s, want %s", in, got, want)
		}
	}
}

// TestParses: a value read as the case says, or refused with its text.
func TestParses(t *testing.T) {
	parse := func(s string) (int, error) {
		n, err := strconv.Atoi(s)
		if err != nil {
			return 0, fmt.Errorf("%w: %q", cards.ErrSyntax, s)
		}
		return n, nil
	}
	type p = codectest.Parse[int]
	codectest.Parses(t, parse, cards.ErrSyntax, p{In: "7", Want: 7}, p{In: "x", Err: `invalid syntax: "x"`})
	r := &recorder{TB: t}
	codectest.Parses(r, parse, cards.ErrSyntax, p{In: "7", Want: 8}, p{In: "x", Err: "another"}, p{In: "y", Want: 1},
		p{In: "9", Err: "refused"})
	codectest.Parses(r, func(string) (int, error) { return 0, errors.New("plain") }, cards.ErrSyntax, p{In: "z", Err: "plain"})
	r.expect(t, `"7" reads as (-want +got)`, `"x" reads as 0, invalid syntax: "x"; want the error another`, `"y": invalid syntax`,
		`"9" reads as 9, <nil>; want the error refused`, `"z" reads as 0, plain; want the error plain`)
}
