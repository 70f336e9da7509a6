package crib

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/internal/svg"
)

// TestPegsStandOutFromHolesAndTrack: every side's peg, its body or its rim,
// has at least 3:1 contrast (WCAG's ratio) with everything it can sit on in
// the board picture: a hole, the game hole, the wood, every side's track
// and every other side's peg (pegs in one hole are drawn one inside the
// other). The picture's pegs carry those colours, with a rim wide enough
// to see.
func TestPegsStandOutFromHolesAndTrack(t *testing.T) {
	surfaces := []svg.Surface{{Name: "a hole", Colour: cbHole}, {Name: "the game hole", Colour: cbGameHole},
		{Name: "the wood (top)", Colour: cbWoodTop}, {Name: "the wood (bottom)", Colour: cbWoodLow}}
	for s, col := range sideColors {
		tint := svg.Over(svg.MustRGB(col), cbTint, svg.MustRGB(cbGroove))
		surfaces = append(surfaces, svg.Surface{Name: fmt.Sprintf("side %d's track", s), Colour: tint.String()},
			svg.Surface{Name: fmt.Sprintf("side %d's peg", s), Colour: col})
	}
	for s, col := range sideColors {
		var others []svg.Surface
		for _, x := range surfaces {
			if x.Name != fmt.Sprintf("side %d's peg", s) {
				others = append(others, x)
			}
		}
		for _, p := range svg.PegProblems(fmt.Sprintf("side %d's peg", s), col, svg.Rim(col), others) {
			t.Error(p)
		}
	}

	// The picture draws them so: a board of six sides.
	b := NewBoard(MaxSides, 121)
	for s := range MaxSides {
		b = b.Leapfrog(s, 10+s).Leapfrog(s, 5)
		b.Games[s] = s
	}
	var out bytes.Buffer
	if err := b.WriteSVG(&out); err != nil {
		t.Fatal(err)
	}
	pic, err := svg.Read(out.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	var group svg.Element
	for _, e := range pic.Class("pegs") {
		group = e
	}
	if w, ok := group.Float("stroke-width"); !ok || w < 1.5 {
		t.Errorf("the pegs' rim is %q wide, want 1.5 or more", group.Attr["stroke-width"])
	}
	stops := map[string]string{} // gradient id: its edge colour
	id := ""
	for _, e := range pic.Elements {
		switch e.Name {
		case "radialGradient", "linearGradient":
			id = e.Attr["id"]
		case "stop":
			stops[id] = e.Attr["stop-color"]
		}
	}
	pegs := pic.Class("peg")
	if len(pegs) != 3*MaxSides {
		t.Fatalf("%d pegs, want %d", len(pegs), 3*MaxSides)
	}
	for _, e := range pegs {
		s, err := e.Int("data-side", -1)
		if err != nil || s < 0 || s >= MaxSides {
			t.Fatalf("peg %v", e.Attr)
		}
		grad := strings.TrimSuffix(strings.TrimPrefix(e.Attr["fill"], "url(#"), ")")
		if stops[grad] != sideColors[s] || e.Attr["stroke"] != svg.Rim(sideColors[s]) {
			t.Errorf("side %d's peg is %s (edge %s) with rim %s, want %s with rim %s", s, e.Attr["fill"], stops[grad], e.Attr["stroke"],
				sideColors[s], svg.Rim(sideColors[s]))
		}
	}
}
