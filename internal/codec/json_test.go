package codec_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/game"
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
