package codec_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/game"
	"pgregory.net/rapid"
)

func TestStrict(t *testing.T) {
	var v struct{ A int }
	for in, want := range map[string]string{
		`{"A":1}`:       "",
		` {"A":1}  `:    "",
		`{"A":1} ]`:     "test: bad record: data after the value",
		`{"A":1}{}`:     "test: bad record: data after the value",
		`{"A":1,"B":2}`: `test: bad record: json: unknown field "B"`,
	} {
		err := pkg.Strict([]byte(in), &v)
		if got := errText(err); got != want {
			t.Errorf("Strict(%s) = %q, want %q", in, got, want)
		}
	}
	big := `{"A":1}` + strings.Repeat(" ", codec.MaxJSON-7)
	if err := pkg.Strict([]byte(big), &v); err != nil {
		t.Errorf("exactly MaxJSON: %v", err)
	}
	if err := pkg.Strict([]byte(big+" "), &v); errText(err) != "test: bad record: more than 1048576 bytes" {
		t.Errorf("one past MaxJSON: %v", err)
	}
	// Decode says the same without the package, and wraps nothing.
	for in, want := range map[string]string{
		`{"A":1}`:       "",
		`{"A":1} ]`:     "data after the value",
		`{"A":1,"B":2}`: `json: unknown field "B"`,
		big + " ":       "more than 1048576 bytes",
	} {
		err := codec.Decode([]byte(in), &v)
		if got := errText(err); got != want || errors.Is(err, game.ErrBadRecord) {
			t.Errorf("Decode(%.20s) = %v, want %q", in, err, want)
		}
	}
}

func TestSaved(t *testing.T) {
	want := codec.Saved{Format: "pegboard toy game", Version: 2}
	type doc struct {
		codec.Saved
		N int `json:"n"`
	}
	data, err := json.Marshal(doc{want, 3})
	if err != nil || string(data) != `{"format":"pegboard toy game","version":2,"n":3}` {
		t.Errorf("Marshal = %s, %v", data, err)
	}
	for in, wantErr := range map[string]string{
		`{"format":"pegboard toy game","version":2,"n":3}`: "",
		`{"format":"pegboard crib game","version":2}`:      `test: bad record: format "pegboard crib game", want "pegboard toy game"`,
		`{"format":"pegboard toy game","version":3}`:       `test: bad record: version 3 of "pegboard toy game" (this reader knows 2)`,
		`{"n":3}`: `test: bad record: format "", want "pegboard toy game"`,
	} {
		var d doc
		if err := pkg.Strict([]byte(in), &d); err != nil {
			t.Fatal(err)
		}
		if got := errText(d.Check(pkg, want)); got != wantErr {
			t.Errorf("Check(%s) = %q, want %q", in, got, wantErr)
		}
	}
}

// savedDoc is the saved form of a toy game: a number below ten.
type savedDoc struct {
	codec.Saved
	N *int `json:"n"`
}

type toyGame struct{ n int }

func (v savedDoc) game() (toyGame, error) {
	if v.N == nil {
		return toyGame{}, fmt.Errorf("%w: a member is missing", game.ErrBadRecord)
	}
	return toyGame{*v.N}, nil
}

func (g *toyGame) check() error {
	if g.n >= 10 {
		return fmt.Errorf("%w: ten or more", game.ErrBadRecord)
	}
	return nil
}

// TestReadSaved: a saved game is read strictly, its head checked, then
// made and checked, the errors of the last two named as the package's; a
// refusal leaves the game as it was.
func TestReadSaved(t *testing.T) {
	head := codec.Saved{Format: "pegboard toy game", Version: 1}
	read := func(g *toyGame, in string) error {
		return codec.ReadSaved(pkg, "toyGame", g, []byte(in), head, savedDoc.game, (*toyGame).check)
	}
	for in, want := range map[string]string{
		`{"format":"pegboard toy game","version":1,"n":3}`:  "",
		`{"format":"pegboard toy game","version":1,"n":12}`: "test: bad record: ten or more",
		`{"format":"pegboard toy game","version":1}`:        "test: bad record: a member is missing",
		`{"format":"pegboard toy game","version":2,"n":3}`:  `test: bad record: version 2 of "pegboard toy game" (this reader knows 1)`,
		`{"format":"pegboard toy game","version":1,"m":3}`:  `test: bad record: json: unknown field "m"`,
	} {
		g := toyGame{7}
		err := read(&g, in)
		if got := errText(err); got != want {
			t.Errorf("ReadSaved(%s) = %q, want %q", in, got, want)
		}
		if want != "" && (g.n != 7 || !errors.Is(err, game.ErrBadRecord)) || want == "" && g.n != 3 {
			t.Errorf("ReadSaved(%s) leaves %d", in, g.n)
		}
	}
	if err := read(nil, "{}"); errText(err) != "test: bad record: invalid syntax: decoding into a nil *toyGame" {
		t.Errorf("a nil game: %v", err)
	}
}

// TestReadJSON: a value is read strictly into its saved form and made of
// it; a refusal leaves it as it was, and a nil target is refused.
func TestReadJSON(t *testing.T) {
	from := func(v struct{ A int }) (int, error) {
		if v.A < 0 {
			return 0, pkg.Bad("%d is below zero", v.A)
		}
		return v.A, nil
	}
	for in, want := range map[string]string{
		`{"A":4}`:  "",
		`{"A":-1}`: "test: bad record: -1 is below zero",
		`{"A":1}]`: "test: bad record: data after the value",
		`{"B":1}`:  `test: bad record: json: unknown field "B"`,
	} {
		n := 9
		err := codec.ReadJSON(pkg, "int", &n, []byte(in), from)
		if got := errText(err); got != want || want != "" && n != 9 || want == "" && n != 4 {
			t.Errorf("ReadJSON(%s) = %q, leaving %d; want %q", in, got, n, want)
		}
	}
	if err := codec.ReadJSON(pkg, "int", nil, []byte(`{"A":1}`), from); errText(err) != "test: bad record: invalid syntax: decoding into a nil *int" {
		t.Errorf("a nil target: %v", err)
	}
}

// TestSameJSON: values are the same when they marshal alike, and never
// when one does not marshal.
func TestSameJSON(t *testing.T) {
	type pair struct{ A, B int }
	if !codec.SameJSON(pair{1, 2}, map[string]int{"A": 1, "B": 2}) || codec.SameJSON(pair{1, 2}, pair{2, 1}) {
		t.Error("SameJSON compares other than the JSON")
	}
	if codec.SameJSON(func() {}, func() {}) {
		t.Error("values that do not marshal are the same")
	}
}

func TestAppendStringIsMarshal(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := rapid.OneOf(rapid.String(), rapid.StringMatching(`[a-z0-9 ]{0,20}`),
			rapid.Map(rapid.SliceOf(rapid.Byte()), func(b []byte) string { return string(b) })).Draw(t, "s")
		want, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		if got := codec.AppendString([]byte("x"), s); string(got) != "x"+string(want) {
			t.Fatalf("codec.AppendString(%q) = %s, want x%s", s, got, want)
		}
	})
}
