package svg

import (
	"math"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

func TestParseRGB(t *testing.T) {
	for in, want := range map[string]RGB{"#000000": {}, "#ffffff": {255, 255, 255}, "#3a80E0": {0x3a, 0x80, 0xe0}, "#fa0": {255, 170, 0}} {
		got, err := ParseRGB(in)
		if err != nil || got != want {
			t.Errorf("ParseRGB(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "#", "fff", "#ffff", "#gggggg", "red", "#12345678", "url(#peg0)"} {
		if _, err := ParseRGB(bad); err == nil {
			t.Errorf("ParseRGB(%q) took it", bad)
		}
	}
	if s := (RGB{0x3a, 0x80, 0xe0}).String(); s != "#3a80e0" {
		t.Errorf("String = %q", s)
	}
}

// TestContrast: the WCAG ratios known by heart.
func TestContrast(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want float64
	}{
		{"#000000", "#ffffff", 21},
		{"#ffffff", "#ffffff", 1},
		{"#777777", "#ffffff", 4.48},
		{"#ffffff", "#0000ff", 8.59},
	} {
		if got := Contrast(MustRGB(c.a), MustRGB(c.b)); math.Abs(got-c.want) > 0.01 {
			t.Errorf("Contrast(%s, %s) = %.3f, want %.2f", c.a, c.b, got, c.want)
		}
	}
	if got := Over(MustRGB("#ff0000"), 0.5, MustRGB("#0000ff")); got != (RGB{128, 0, 128}) {
		t.Errorf("Over = %v", got)
	}
}

// TestRimsStandOutFromAnything: one of the two rims has 3:1 with any
// colour, and Rim gives a peg of any colour a rim that shows on a dark
// hole or on a light track with its body.
func TestRimsStandOutFromAnything(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := RGB{rapid.Uint8().Draw(t, "r"), rapid.Uint8().Draw(t, "g"), rapid.Uint8().Draw(t, "b")}
		if max(Contrast(c, MustRGB(DarkRim)), Contrast(c, MustRGB(LightRim))) < MinContrast {
			t.Fatalf("%v: neither rim shows", c)
		}
		ink := MustRGB(Ink(c.String()))
		if Contrast(c, ink) < 4 {
			t.Fatalf("%v: ink %v has %.2f:1", c, ink, Contrast(c, ink))
		}
	})
	if Rim("#1c1c1c") != LightRim || Rim("#fbfbf7") != DarkRim || Rim("#3a80e0") != DarkRim || Rim("nonsense") != DarkRim {
		t.Error("Rim chose wrongly")
	}
}

func TestPegProblems(t *testing.T) {
	surfaces := []Surface{{"hole", "#3a2a1a"}, {"track", "#fcfbf5"}}
	if p := PegProblems("white", "#fbfbf7", DarkRim, surfaces); len(p) != 0 {
		t.Errorf("a white peg with a dark rim: %v", p)
	}
	// A near-white peg with a near-white rim on a near-white track: what
	// was seen.
	p := PegProblems("white", "#fbfbf7", "#f0f0f0", surfaces)
	if len(p) != 1 || !strings.Contains(p[0], "on track") {
		t.Errorf("a white peg with a white rim: %v", p)
	}
	if p := PegProblems("x", "blue", DarkRim, surfaces); len(p) != 1 {
		t.Errorf("a colour that is none: %v", p)
	}
	if p := PegProblems("x", "#000000", DarkRim, []Surface{{"odd", "#12"}}); len(p) != 1 {
		t.Errorf("a surface that is no colour: %v", p)
	}
}
