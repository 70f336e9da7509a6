package cribwars

import (
	"bytes"
	"testing"

	"github.com/pegboard/pegboard/internal/svg"
)

// TestPegsStandOutFromHolesAndTrack: every side's peg, its body or its rim,
// has at least 3:1 contrast (WCAG's ratio) with everything it can sit on in
// the board picture: a hole, the groove, the board, Muggers Alley's shading,
// the blue and green side paths, the red slide boxes, the blue and green
// discs, a penalty box, the start and game discs, and every other side's
// peg (pegs in one hole are drawn one inside the other); its letter reads
// on it. The picture's pegs carry those colours, with a rim wide enough to
// see.
func TestPegsStandOutFromHolesAndTrack(t *testing.T) {
	over := func(c string, a float64) string { return svg.Over(svg.MustRGB(c), a, svg.MustRGB(cwGroove)).String() }
	surfaces := []svg.Surface{
		{Name: "a hole", Colour: cwHole}, {Name: "the groove", Colour: cwGroove}, {Name: "the board", Colour: cwBoard},
		{Name: "Muggers Alley", Colour: over(cwAlley, cwAlleyTint)},
		{Name: "a blue path", Colour: over(cwBlue, cwPathTint)}, {Name: "a green path", Colour: over(cwGreen, cwPathTint)},
		{Name: "a red slide box", Colour: cwRed}, {Name: "a time trap", Colour: cwBlue}, {Name: "a green advance", Colour: cwGreen},
		{Name: "a penalty box", Colour: cwBoxIn}, {Name: "the start", Colour: cwStart}, {Name: "the game hole", Colour: cwGame},
	}
	for i, col := range pegColors {
		var on []svg.Surface
		for j, other := range pegColors {
			if j != i {
				on = append(on, svg.Surface{Name: "side " + SideName(j) + "'s peg", Colour: other})
			}
		}
		for _, p := range svg.PegProblems("side "+SideName(i)+"'s peg", col, svg.Rim(col), append(on, surfaces...)) {
			t.Error(p)
		}
		if c := svg.Contrast(svg.MustRGB(col), svg.MustRGB(svg.Ink(col))); c < svg.MinContrast {
			t.Errorf("side %s's letter (%s on %s): contrast %.2f:1", SideName(i), svg.Ink(col), col, c)
		}
	}

	// The picture draws them so: six pegs, two of them in one hole.
	pegs := []Peg{Hole(0), Hole(5), Hole(5), Hole(40), {Path: 1, Hole: 2}, Hole(100)}
	var out bytes.Buffer
	if err := DefaultTrack().WriteSVG(&out, pegs); err != nil {
		t.Fatal(err)
	}
	pic, err := svg.Read(out.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range pic.Class("pegs") {
		if w, ok := g.Float("stroke-width"); !ok || w < 1.5 {
			t.Errorf("the pegs' rim is %q wide, want 1.5 or more", g.Attr["stroke-width"])
		}
	}
	drawn := pic.Class("peg")
	if len(drawn) != len(pegs) {
		t.Fatalf("%d pegs drawn, want %d", len(drawn), len(pegs))
	}
	for _, e := range drawn {
		i, err := e.Int("data-side", -1)
		if err != nil || i < 0 || i >= len(pegColors) {
			t.Fatalf("peg %v", e.Attr)
		}
		if col := pegColors[i]; e.Attr["fill"] != col || e.Attr["stroke"] != svg.Rim(col) {
			t.Errorf("side %s's peg is %s with rim %s, want %s with rim %s", SideName(i), e.Attr["fill"], e.Attr["stroke"], col, svg.Rim(col))
		}
	}
}
