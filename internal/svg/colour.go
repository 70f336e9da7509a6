package svg

import (
	"fmt"
	"math"
	"strconv"
)

// MinContrast is the least contrast ratio at which a peg stands out from
// what it sits on: WCAG's 3:1 for graphical objects.
const MinContrast = 3.0

// The rims of pegs: dark round a light or middling peg, light round a dark
// one. Between them they stand out from anything: a colour that has less
// than 3:1 with one has more than 3:1 with the other.
const (
	DarkRim  = "#111111"
	LightRim = "#ffffff"
)

// RGB is a colour's red, green and blue, 0 to 255.
type RGB struct{ R, G, B uint8 }

// ParseRGB reads a colour written #rrggbb or #rgb.
func ParseRGB(s string) (RGB, error) {
	bad := fmt.Errorf("svg: colour %q is not #rrggbb or #rgb", s)
	if len(s) != 7 && len(s) != 4 || s[0] != '#' {
		return RGB{}, bad
	}
	v, err := strconv.ParseUint(s[1:], 16, 32)
	if err != nil {
		return RGB{}, bad
	}
	if len(s) == 4 {
		r, g, b := uint8(v>>8&0xf), uint8(v>>4&0xf), uint8(v&0xf)
		return RGB{r * 17, g * 17, b * 17}, nil
	}
	return RGB{uint8(v >> 16), uint8(v >> 8), uint8(v)}, nil
}

// String writes c as #rrggbb.
func (c RGB) String() string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

// Luminance is c's relative luminance as WCAG 2 defines it: 0 for black,
// 1 for white.
func (c RGB) Luminance() float64 {
	lin := func(v uint8) float64 {
		x := float64(v) / 255
		if x <= 0.04045 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}

// Contrast is the WCAG contrast ratio of a and b: 1 for the same
// luminance, 21 for black on white.
func Contrast(a, b RGB) float64 {
	la, lb := a.Luminance(), b.Luminance()
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// Over is the colour c painted with opacity a (0 to 1) over under.
func Over(c RGB, a float64, under RGB) RGB {
	a = min(max(a, 0), 1)
	mix := func(x, y uint8) uint8 { return uint8(math.Round(a*float64(x) + (1-a)*float64(y))) }
	return RGB{mix(c.R, under.R), mix(c.G, under.G), mix(c.B, under.B)}
}

// MustRGB is [ParseRGB] for the colours a package writes in its source; it
// panics on one that is not a colour, which a test catches.
func MustRGB(s string) RGB {
	c, err := ParseRGB(s)
	if err != nil {
		panic(err)
	}
	return c
}

// Rim returns the rim for a peg of colour fill: [DarkRim], unless fill is
// so dark that the dark rim would not show on a dark hole beside it and
// the light one does better.
func Rim(fill string) string {
	c, err := ParseRGB(fill)
	if err != nil {
		return DarkRim
	}
	if Contrast(c, MustRGB(LightRim)) > Contrast(c, MustRGB(DarkRim)) && c.Luminance() < 0.05 {
		return LightRim
	}
	return DarkRim
}

// Ink returns the colour of text written on fill: near-black or white,
// whichever reads better.
func Ink(fill string) string {
	c, err := ParseRGB(fill)
	if err != nil {
		return "#1a1a1a"
	}
	if Contrast(c, MustRGB("#ffffff")) >= Contrast(c, MustRGB("#1a1a1a")) {
		return "#ffffff"
	}
	return "#1a1a1a"
}

// StandsOut reports whether a peg of colour fill with a rim of colour rim
// stands out from surface: its body or its rim has at least [MinContrast]
// with it. It returns the better of the two ratios too.
func StandsOut(fill, rim, surface RGB) (bool, float64) {
	best := max(Contrast(fill, surface), Contrast(rim, surface))
	return best >= MinContrast, best
}

// Surface is a colour a peg may sit on in a picture, by name: "hole",
// "Blue's track".
type Surface struct {
	Name   string
	Colour string
}

// PegProblems says, a line each, the surfaces from which a peg of colour
// fill with a rim of colour rim does not stand out ([StandsOut]), and any
// colour that is not one; none when it stands out from all.
func PegProblems(peg, fill, rim string, surfaces []Surface) []string {
	f, errF := ParseRGB(fill)
	r, errR := ParseRGB(rim)
	if errF != nil || errR != nil {
		return []string{fmt.Sprintf("%s: %v %v", peg, errF, errR)}
	}
	var out []string
	for _, s := range surfaces {
		c, err := ParseRGB(s.Colour)
		if err != nil {
			out = append(out, fmt.Sprintf("%s on %s: %v", peg, s.Name, err))
			continue
		}
		if ok, best := StandsOut(f, r, c); !ok {
			out = append(out, fmt.Sprintf("%s (%s, rim %s) on %s (%s): contrast %.2f:1 (body %.2f, rim %.2f), want at least %g:1",
				peg, fill, rim, s.Name, s.Colour, best, Contrast(f, c), Contrast(r, c), MinContrast))
		}
	}
	return out
}
