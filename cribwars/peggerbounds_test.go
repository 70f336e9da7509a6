package cribwars_test

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/cribwars"
)

// TestPeggerSideBounds: a Pegger answers for sides 0 to crib.MaxSides-1,
// the last of them as any other, and for a side below or past those
// says: no peg (hole -1), in no box, no muggins.
func TestPeggerSideBounds(t *testing.T) {
	decode := func(data string) cribwars.Pegger {
		q, err := cribwars.Pegger{}.DecodePegger([]byte(`{"board":"default","rules":"default",` + data + `}`))
		if err != nil {
			t.Fatal(err)
		}
		return q.(cribwars.Pegger)
	}
	// The first side in a box, or the last.
	first := decode(`"pegs":["100","3","0","0","0","150"],"box":[100,0,0,0,0,0]`)
	last := decode(`"pegs":["3","0","0","0","150","100"],"box":[0,0,0,0,0,100]`)
	type answer struct {
		Peg     cribwars.Peg
		Box     int
		InBox   bool
		Muggins bool
	}
	none := answer{Peg: cribwars.Peg{Hole: -1}}
	boxed := answer{Peg: cribwars.Hole(100), Box: 100, InBox: true, Muggins: true}
	end := crib.MaxSides - 1
	for i, c := range []struct {
		p    cribwars.Pegger
		side int
		want answer
	}{
		{first, -1, none},
		{first, 0, boxed},
		{first, 1, answer{Peg: cribwars.Hole(3), Muggins: true}},
		{first, end, answer{Peg: cribwars.Hole(150)}},
		{first, end + 1, none},
		{last, -1, none},
		{last, 0, answer{Peg: cribwars.Hole(3), Muggins: true}},
		{last, end - 1, answer{Peg: cribwars.Hole(150)}},
		{last, end, boxed},
		{last, end + 1, none},
	} {
		var got answer
		got.Peg = c.p.Position(c.side)
		got.Box, got.InBox = c.p.InBox(c.side)
		got.Muggins = c.p.Muggins(crib.NewBoard(3, 121), c.side)
		if diff := cmp.Diff(c.want, got); diff != "" {
			t.Errorf("case %d, side %d (-want +got):\n%s", i, c.side, diff)
		}
	}
}

// TestPeggerPegSideBounds: Peg moves the peg of a side of crib's board,
// the first and the last of two or three, and leaves the board as it was,
// with no events, for a side below or past them, and for a side past
// crib.MaxSides of a board made by hand that says it has more.
func TestPeggerPegSideBounds(t *testing.T) {
	p := cribwars.NewPegger(cribwars.DefaultBoard(), cribwars.Rules{})
	for _, sides := range []int{2, 3} {
		cb := crib.NewBoard(sides, 121)
		for _, side := range []int{-1, 0, sides - 1, sides, crib.MaxSides} {
			name := fmt.Sprintf("side %d of %d", side, sides)
			pg := p.Peg(cb, crib.Score{Kind: crib.ScorePlay, Seat: side, Side: side, Points: 2})
			if side < 0 || side >= sides {
				if diff := cmp.Diff(crib.Pegging{Board: cb}, pg); diff != "" {
					t.Errorf("%s (-want +got):\n%s", name, diff)
				}
				continue
			}
			want := cb
			want.Pegs[side] = crib.Pegs{Front: 2}
			if diff := cmp.Diff(want, pg.Board); diff != "" {
				t.Errorf("%s: crib's board (-want +got):\n%s", name, diff)
			}
			np, ok := pg.Pegger.(cribwars.Pegger)
			if !ok || np.Position(side) != cribwars.Hole(2) || len(pg.Events) != 1 || pg.Fold {
				t.Errorf("%s: %+v", name, pg)
			}
		}
	}
	odd := crib.Board{Sides: crib.MaxSides + 1, GameHole: 121}
	if diff := cmp.Diff(crib.Pegging{Board: odd}, p.Peg(odd, crib.Score{Side: crib.MaxSides, Points: 2})); diff != "" {
		t.Errorf("side %d of a board of %d sides (-want +got):\n%s", crib.MaxSides, odd.Sides, diff)
	}
}
