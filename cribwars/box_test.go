package cribwars_test

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/cribwars"
)

// Two sides: "the team that hit the penalty box goes back twenty holes, and
// your opponents go ahead twenty holes. Then the other player or team will
// finish pegging and counting their hands and crib."
func TestPenaltyBoxTwoSides(t *testing.T) {
	b := cribwars.DefaultTrack()
	var r cribwars.Rules
	for _, tc := range []struct {
		name   string
		pegs   []cribwars.Peg
		lander int
		want   []cribwars.Peg
		events int // events of the opponent's award
	}{
		{"back 20, opponent ahead 20", []cribwars.Peg{main(100), main(50)}, 0, []cribwars.Peg{main(80), main(70)}, 0},
		{"side B lands; the award takes A into the green advance area", []cribwars.Peg{main(130), main(210)}, 1, []cribwars.Peg{cribwars.Peg{Path: 5}, main(190)}, 1},
		// An award never lands in a penalty box or time trap: the opponent at
		// 80 would land in the box at 100.
		{"the award would land in a box: skips past", []cribwars.Peg{main(210), main(80)}, 0, []cribwars.Peg{main(190), main(101)}, 1},
		{"the award would land in a trap: skips past", []cribwars.Peg{main(100), main(60)}, 0, []cribwars.Peg{main(80), main(81)}, 1},
		{"the award onto a slide slides", []cribwars.Peg{main(340), main(265)}, 0, []cribwars.Peg{main(320), main(305)}, 1},
		{"the award wins the game", []cribwars.Peg{main(210), main(350)}, 0, []cribwars.Peg{main(190), main(363)}, 1},
		{"the opponent on a blue path", []cribwars.Peg{main(100), cribwars.Peg{Path: 1, Hole: 5}}, 0, []cribwars.Peg{main(80), main(86)}, 0},
		{"going back onto a trap's hole does not trap", []cribwars.Peg{main(100), main(10)}, 0, []cribwars.Peg{main(80), main(30)}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := append([]cribwars.Peg(nil), tc.pegs...)
			ru, err := r.LandInBox(b, in, tc.lander, cribwars.Stay{})
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, ru.Pegs); diff != "" {
				t.Errorf("pegs (-want +got):\n%s\n%v", diff, ru)
			}
			if ru.Fold != tc.lander || ru.SitsOut || ru.Stay.In || ru.Box != tc.pegs[tc.lander].Hole {
				t.Errorf("ruling %+v", ru)
			}
			if len(ru.Moves) != 2 || ru.Moves[0].Kind != cribwars.GoesBack || ru.Moves[1].Kind != cribwars.GoesAhead {
				t.Fatalf("moves %+v", ru.Moves)
			}
			if len(ru.Moves[1].Events) != tc.events {
				t.Errorf("award events %v", ru.Moves[1].Events)
			}
			if !cmp.Equal(in, tc.pegs) {
				t.Error("LandInBox changed its input")
			}
		})
	}
}

// Three sides: "the first player or team to hit the penalty box will sit out
// for three consecutive hands. The player(s) in the penalty box is
// responsible for moving their own peg. If they miss moving their peg they
// must stay in the box for one extra hand."
func TestPenaltyBoxThreeSidesFirst(t *testing.T) {
	b := cribwars.DefaultTrack()
	var r cribwars.Rules
	pegs := []cribwars.Peg{main(60), main(100), main(90)}
	ru, err := r.LandInBox(b, pegs, 1, cribwars.Stay{})
	if err != nil {
		t.Fatal(err)
	}
	want := cribwars.Stay{In: true, Side: 1, Box: 100, HandsLeft: 3}
	if ru.Stay != want || !ru.SitsOut || ru.Fold != 1 || len(ru.Moves) != 0 || !cmp.Equal(ru.Pegs, pegs) {
		t.Fatalf("ruling %+v", ru)
	}
	if got := ru.String(); got != "side B lands in the penalty box at 100 and folds its hand and crib; it sits out the next 3 hands" {
		t.Errorf("String: %q", got)
	}
	stay := ru.Stay
	for hand := 1; hand <= 3; hand++ {
		if !stay.SitsOut(1) || stay.SitsOut(0) || stay.Due() {
			t.Fatalf("hand %d: %+v", hand, stay)
		}
		if _, _, _, err := r.LeaveBox(b, stay, main(100), true); !errors.Is(err, cribwars.ErrStay) {
			t.Fatalf("left the box before its time: %v", err)
		}
		stay = stay.HandDone()
	}
	if !stay.Due() || stay.SitsOut(1) || stay.HandDone() != stay {
		t.Fatalf("after three hands: %+v", stay)
	}
	if got := stay.String(); got != "side B in the penalty box at 100, due to move its peg out" {
		t.Errorf("String: %q", got)
	}
	// Missing the move: one extra hand.
	missed, peg, _, err := r.LeaveBox(b, stay, main(100), false)
	if err != nil || peg != main(100) || missed.HandsLeft != 1 || !missed.SitsOut(1) {
		t.Fatalf("missed: %+v %v %v", missed, peg, err)
	}
	// Moving it: one hole out of the box, and the stay ends.
	left, peg, ev, err := r.LeaveBox(b, missed.HandDone(), main(100), true)
	if err != nil || peg != main(101) || left != (cribwars.Stay{}) || ev != nil {
		t.Fatalf("left: %+v %v %v %v", left, peg, ev, err)
	}
	// A new first arrival after that sits out again.
	ru, err = r.LandInBox(b, []cribwars.Peg{main(210), main(101), main(90)}, 0, left)
	if err != nil || !ru.SitsOut || ru.Stay.Side != 0 || ru.Stay.Box != 210 {
		t.Fatalf("next first arrival: %+v %v", ru, err)
	}
}

// The Crib Wars penalty-box rule, a second side landing while another sits
// in a box: ruled as with two sides, and the side in the box advances one
// hole.
func TestPenaltyBoxThreeSidesSecondArrival(t *testing.T) {
	b := cribwars.DefaultTrack()
	stay := cribwars.Stay{In: true, Side: 0, Box: 100, HandsLeft: 2}
	pegs := []cribwars.Peg{main(100), main(210), main(60)}
	ru, err := cribwars.Rules{BumpedLeaves: true}.LandInBox(b, pegs, 1, stay)
	if err != nil {
		t.Fatal(err)
	}
	// B goes back 20, C goes ahead 20 (into the trap at 80: skips to 81), and
	// A advances one hole, out of the box (BumpedLeaves: its stay ends).
	want := []cribwars.Peg{main(101), main(190), main(81)}
	if diff := cmp.Diff(want, ru.Pegs); diff != "" {
		t.Errorf("pegs (-want +got):\n%s", diff)
	}
	if ru.SitsOut || ru.Stay != (cribwars.Stay{}) || ru.Fold != 1 {
		t.Errorf("ruling %+v", ru)
	}
	kinds := []cribwars.BoxMoveKind{ru.Moves[0].Kind, ru.Moves[1].Kind, ru.Moves[2].Kind}
	if !cmp.Equal(kinds, []cribwars.BoxMoveKind{cribwars.GoesBack, cribwars.AdvancesOne, cribwars.GoesAhead}) {
		t.Errorf("moves %+v", ru.Moves)
	}
	if got, want := ru.String(), "side B lands in the penalty box at 210 and folds its hand and crib; "+
		"side B goes back 20 from 210 to 190; side A, in the box, advances one hole from 100 to 101; "+
		"side C goes ahead 20 from 60 to 81 (an award cannot land in the time trap at 80: skips to 81)"; got != want {
		t.Errorf("String:\n%s\nwant\n%s", got, want)
	}

	// By default (the rule says nothing of its stay ending), A still sits
	// out its two hands; when they are done its peg is already out of the
	// box and stays where it is.
	ru, err = cribwars.Rules{}.LandInBox(b, pegs, 1, stay)
	if err != nil || ru.Stay != stay || ru.Pegs[0] != main(101) {
		t.Fatalf("bumped stays in: %+v %v", ru, err)
	}
	s := ru.Stay.HandDone().HandDone()
	left, peg, _, err := cribwars.Rules{}.LeaveBox(b, s, ru.Pegs[0], true)
	if err != nil || left != (cribwars.Stay{}) || peg != main(101) {
		t.Errorf("leaving after a bump: %+v %v %v", left, peg, err)
	}
}

// TestBumpedSideInTheBoxLandsOnNoSpecialHole is what a careful player saw:
// three sides, boxes at holes 100 and 102; Bob sits in the box at 100 and
// was bumped once, to 101; Cat lands in the box at 100 and Bob, bumped
// again, came to the box at 102, the events saying he landed in it though
// no box rule was applied and his stay still named the box at 100 (were
// 102 a time trap, a side in the box would have stood on a blue path). A
// bump is a move by the rule, not a score: the hole it comes to does not
// act, and Bob stays in his stay, on the main path at 102.
func TestBumpedSideInTheBoxLandsOnNoSpecialHole(t *testing.T) {
	for name, spec := range map[string]cribwars.Spec{
		"a box at 102":   {Holes: 200, PenaltyBoxes: []int{100, 102}},
		"a trap at 102":  {Holes: 200, PenaltyBoxes: []int{100}, TimeTraps: []cribwars.Branch{{At: 102, Holes: 5, Rejoin: 98}}},
		"a slide at 102": {Holes: 200, PenaltyBoxes: []int{100}, Slides: []cribwars.Slide{{From: 102, To: 120}}},
	} {
		b := cribwars.MustTrack(spec)
		stay := cribwars.Stay{In: true, Side: 1, Box: 100, HandsLeft: 2}
		ru, err := cribwars.Rules{}.LandInBox(b, []cribwars.Peg{main(50), main(101), main(100)}, 2, stay)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if ru.Pegs[1] != main(102) || ru.Stay != stay {
			t.Errorf("%s: Bob at %v with stay %v, want hole 102 and his stay at 100", name, ru.Pegs[1], ru.Stay)
		}
		for _, m := range ru.Moves {
			if m.Side == 1 && (m.Kind != cribwars.AdvancesOne || len(m.Events) != 0) {
				t.Errorf("%s: Bob's bump %+v: no hole acts where a bump comes to", name, m)
			}
		}
	}
}

// TestSecondArrivalWinsOnce is a case rapid found: a side sits in a box on
// the hole before the game hole when a second side lands, and the side not
// in a box goes ahead 20 into the game hole. The game is won there and then:
// the side in the box does not advance into the game hole after it.
func TestSecondArrivalWinsOnce(t *testing.T) {
	b := cribwars.MustTrack(cribwars.Spec{Holes: 58, PenaltyBoxes: []int{29, 57}})
	stay := cribwars.Stay{In: true, Side: 2, Box: 57, HandsLeft: 3}
	ru, err := cribwars.Rules{}.LandInBox(b, []cribwars.Peg{main(51), main(29), main(57)}, 1, stay)
	if err != nil {
		t.Fatal(err)
	}
	if want := []cribwars.Peg{main(58), main(9), main(57)}; !cmp.Equal(ru.Pegs, want) || len(ru.Moves) != 2 || ru.Stay != stay {
		t.Errorf("pegs %v, want %v; moves %+v; stay %v", ru.Pegs, want, ru.Moves, ru.Stay)
	}
}

func TestLandInBoxErrors(t *testing.T) {
	b := cribwars.DefaultTrack()
	var r cribwars.Rules
	in := cribwars.Stay{In: true, Side: 0, Box: 100, HandsLeft: 3}
	for _, tc := range []struct {
		name string
		pegs []cribwars.Peg
		side int
		stay cribwars.Stay
		want error
	}{
		{"one side", []cribwars.Peg{main(100)}, 0, cribwars.Stay{}, crib.ErrBadSeat},
		{"four sides", []cribwars.Peg{main(100), main(1), main(2), main(3)}, 0, cribwars.Stay{}, crib.ErrBadSeat},
		{"side out of range", []cribwars.Peg{main(100), main(1)}, 2, cribwars.Stay{}, crib.ErrBadSeat},
		{"peg off the board", []cribwars.Peg{main(100), main(400)}, 0, cribwars.Stay{}, cribwars.ErrNoSuchHole},
		{"not in a box", []cribwars.Peg{main(99), main(1)}, 0, cribwars.Stay{}, cribwars.ErrNotInBox},
		{"bound for a path is not in a box", []cribwars.Peg{{Path: 1}, main(1)}, 0, cribwars.Stay{}, cribwars.ErrNotInBox},
		{"a stay with two sides", []cribwars.Peg{main(100), main(210)}, 1, in, cribwars.ErrStay},
		{"the side in the box lands", []cribwars.Peg{main(100), main(1), main(2)}, 0, in, cribwars.ErrStay},
		{"a stay in no box", []cribwars.Peg{main(100), main(210), main(2)}, 1, cribwars.Stay{In: true, Side: 0, Box: 99, HandsLeft: 1}, cribwars.ErrStay},
	} {
		if _, err := r.LandInBox(b, tc.pegs, tc.side, tc.stay); !errors.Is(err, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, err, tc.want)
		}
	}
	if _, _, _, err := r.LeaveBox(b, cribwars.Stay{}, main(1), true); !errors.Is(err, cribwars.ErrStay) {
		t.Errorf("leaving an empty box: %v", err)
	}
	if _, _, _, err := r.LeaveBox(b, cribwars.Stay{In: true, Box: 100}, main(-1), true); !errors.Is(err, cribwars.ErrNoSuchHole) {
		t.Errorf("leaving off the board: %v", err)
	}
}
