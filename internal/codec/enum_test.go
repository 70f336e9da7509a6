package codec_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/game"
)

type color uint8

var colors = codec.Enum[color]{Pkg: pkg, Type: "color", What: "a color", First: 1, Names: []string{"red", "green"}}

func TestEnum(t *testing.T) {
	for v, want := range map[color]string{0: "color(0)", 1: "red", 2: "green", 3: "color(3)"} {
		if got := colors.String(v); got != want {
			t.Errorf("String(%d) = %q, want %q", v, got, want)
		}
	}
	for v, want := range map[color]string{0: "", 1: "red", 2: "green", 3: ""} {
		if got, ok := colors.Name(v); got != want || ok != (want != "") {
			t.Errorf("Name(%d) = %q, %v; want %q", v, got, ok, want)
		}
	}
	b, err := colors.Marshal(2)
	if err != nil || string(b) != "green" {
		t.Errorf("Marshal(2) = %q, %v", b, err)
	}
	if _, err := colors.Marshal(3); err == nil || err.Error() != "test: bad record: 3 is not a color" {
		t.Errorf("Marshal(3): %v", err)
	}
	var c color
	if err := colors.Parse(&c, []byte(" GREEN ")); err != nil || c != 2 {
		t.Errorf("Parse: %v %v", c, err)
	}
	err = colors.Parse(&c, []byte("blue"))
	if !errors.Is(err, game.ErrBadRecord) || !errors.Is(err, cards.ErrSyntax) || c != 2 {
		t.Errorf("Parse(blue): %v, left %v", err, c)
	}
	if err.Error() != `test: bad record: invalid syntax: "blue" is not a color (red, green)` {
		t.Errorf("Parse(blue): %v", err)
	}
	if err := colors.Parse(nil, []byte("red")); err == nil || !strings.Contains(err.Error(), "nil *color") {
		t.Errorf("Parse(nil): %v", err)
	}
	// Exact reads the canonical text alone; Lookup still reads what people type.
	exact := colors
	exact.Exact = true
	for in, want := range map[string]string{
		"green":  "",
		"Green":  `test: bad record: invalid syntax: "Green" is not a color (red, green)`,
		" green": `test: bad record: invalid syntax: " green" is not a color (red, green)`,
		"blue":   `test: bad record: invalid syntax: "blue" is not a color (red, green)`,
	} {
		c = 1
		err := exact.Parse(&c, []byte(in))
		if got := errText(err); got != want || err == nil && c != 2 || err != nil && c != 1 {
			t.Errorf("exact Parse(%q) = %v, %q; want %q", in, c, got, want)
		}
	}
	if v, err := exact.Lookup(" GREEN"); v != 2 || err != nil {
		t.Errorf("exact Lookup = %v, %v", v, err)
	}
	// Names of more than one word read with any spacing within them.
	shades := codec.Enum[color]{Pkg: pkg, Type: "color", What: "a shade", Names: []string{"dark red", "pale green"}}
	for in, want := range map[string]color{"dark red": 0, "  PALE \t  green ": 1, "Dark\nRed": 0} {
		c = 9
		if err := shades.Parse(&c, []byte(in)); err != nil || c != want {
			t.Errorf("Parse(%q) = %v, %v; want %v", in, c, err, want)
		}
	}
	if _, err := shades.Lookup("darkred"); errText(err) != `test: bad record: invalid syntax: "darkred" is not a shade (dark red, pale green)` {
		t.Errorf("Lookup(darkred): %v", err)
	}
}
