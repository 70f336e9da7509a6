package pegjokers

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/pegboard/pegboard/internal/svg"
)

// TestPegsStandOutFromHolesAndTrack: every seat's peg, its body or its
// rim, has at least 3:1 contrast (WCAG's ratio) with everything it can sit
// on: a hole, the board, and every seat's track, Start and Finish (a peg
// goes round the whole loop). It was seen that White's near-white pegs on
// White's near-white track read as empty holes; their dark rim is what
// shows them. The pictures' pegs carry those colours, with a rim wide
// enough to see, for every seating.
func TestPegsStandOutFromHolesAndTrack(t *testing.T) {
	surfaces := []svg.Surface{{Name: "a hole", Colour: pjHole}, {Name: "the board", Colour: pjBoard}}
	for s := range Seat(MaxSeats) {
		tint := svg.Over(svg.MustRGB(fillOf(s)), pjTint, svg.MustRGB(pjGroove))
		surfaces = append(surfaces, svg.Surface{Name: s.Color() + "'s track", Colour: tint.String()})
	}
	for s := range Seat(MaxSeats) {
		for _, p := range svg.PegProblems(s.Color()+"'s peg", fillOf(s), svg.Rim(fillOf(s)), surfaces) {
			t.Error(p)
		}
	}
	for _, text := range []string{"8 solo", "2 solo", "4 pairs"} {
		st, err := ParseSeating(text)
		if err != nil {
			t.Fatal(err)
		}
		p, err := NewPosition(st.Seats, st.Arrangement)
		if err != nil {
			t.Fatal(err)
		}
		pic := picture(t, p)
		for _, g := range pic.Class("pegs") {
			if w, ok := g.Float("stroke-width"); !ok || w < 1.5 {
				t.Errorf("%s: the pegs' rim is %q wide, want 1.5 or more", text, g.Attr["stroke-width"])
			}
		}
		pegs := pic.Class("peg")
		if len(pegs) != st.Seats*PegsPerSeat {
			t.Fatalf("%s: %d pegs", text, len(pegs))
		}
		for _, e := range pegs {
			s, err := e.Int("data-seat", -1)
			if err != nil {
				t.Fatal(err)
			}
			if f := fillOf(Seat(s)); e.Attr["fill"] != f || e.Attr["stroke"] != svg.Rim(f) {
				t.Errorf("%s: seat %d's peg is %s with rim %s, want %s with rim %s", text, s, e.Attr["fill"], e.Attr["stroke"], f, svg.Rim(f))
			}
		}
	}
}

// TestWhitePegsAreNotTakenForHoles: it was seen that five White pegs were
// counted as six, an in-spot (then a white disc) taken for a peg. Now a
// filled disc bigger than a hole is a peg and nothing else: the marks of
// the in-spots and come-out holes are rings. In the README's position,
// the discs that look like pegs are exactly its pegs, five a seat.
func TestWhitePegsAreNotTakenForHoles(t *testing.T) {
	p, err := ParsePosition("4 pairs 1 | s t8 t30 f4 f5 | s s t26 t50 f2 | s s t44 t60 f1 | s s s t62 t5")
	if err != nil {
		t.Fatal(err)
	}
	pic := picture(t, p)
	hole := -1.0
	for _, e := range pic.Class("hole") {
		hole, _ = e.Float("r")
	}
	bySeat := map[string]int{}
	for _, e := range pic.Elements {
		r, _ := e.Float("r")
		if e.Name != "circle" || r <= hole*1.01 || e.Attr["fill"] == "none" {
			continue
		}
		if e.Attr["class"] != "peg" {
			t.Errorf("a filled disc of radius %g (a hole's is %g) that is no peg: %v", r, hole, e.Attr)
			continue
		}
		bySeat[e.Attr["data-seat"]]++
	}
	for s := range 4 {
		if n := bySeat[fmt.Sprint(s)]; n != PegsPerSeat {
			t.Errorf("%s: %d discs that look like pegs, want %d", Seat(s).Color(), n, PegsPerSeat)
		}
	}
}

func picture(t *testing.T, p Position) svg.Picture {
	t.Helper()
	var out bytes.Buffer
	if err := p.WriteSVG(&out); err != nil {
		t.Fatal(err)
	}
	pic, err := svg.Read(out.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	return pic
}
