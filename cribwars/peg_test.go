package cribwars_test

import (
	"errors"
	"math"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/cribwars/cribwarstest"
)

func main(h int) cribwars.Peg { return cribwars.Hole(h) }

// The rules text's sentences about the board, on the default board:
// slides 45->65, 165->185, 285->305; traps 80 (8 holes, back to 70), 140 (10,
// to 128), 230 (12, to 215), 330 (14, to 312); green 150 (10, to 175), 250 (12,
// to 280); boxes 100, 210, 340; game hole 363.
var moveCases = []struct {
	name   string
	award  bool
	from   cribwars.Peg
	points int
	to     cribwars.Peg
	events []cribwars.EffectKind
}{
	// A red slide's first box: the peg slides on at once to the second.
	{name: "pegs onto the first red box: slides", from: main(43), points: 2, to: main(65), events: []cribwars.EffectKind{cribwars.Slid}},
	{name: "hand count lands on the first red box: slides", from: main(33), points: 12, to: main(65), events: []cribwars.EffectKind{cribwars.Slid}},
	{name: "second slide", from: main(160), points: 5, to: main(185), events: []cribwars.EffectKind{cribwars.Slid}},
	{name: "third slide", from: main(284), points: 1, to: main(305), events: []cribwars.EffectKind{cribwars.Slid}},
	{name: "passing over a red box does nothing", from: main(43), points: 4, to: main(47)},
	{name: "landing on the second red box does nothing", from: main(60), points: 5, to: main(65)},
	// A blue time trap: the peg follows the blue path.
	{name: "lands in a time trap: bound for the blue path", from: main(74), points: 6, to: cribwars.Peg{Path: 1}, events: []cribwars.EffectKind{cribwars.Trapped}},
	{name: "from the trap a score follows the blue path", from: cribwars.Peg{Path: 1}, points: 5, to: cribwars.Peg{Path: 1, Hole: 5}},
	{name: "off the end of the blue path onto the main path behind", from: cribwars.Peg{Path: 1, Hole: 5}, points: 7, to: main(73)},
	{name: "the step after the blue path's last hole is the rejoin hole", from: cribwars.Peg{Path: 1, Hole: 8}, points: 1, to: main(70)},
	{name: "passing over a time trap does nothing", from: main(74), points: 8, to: main(82)},
	{name: "a peg put back onto a trap's hole goes on along the main path", from: main(80), points: 3, to: main(83)},
	{name: "back round the blue path into the trap again", from: cribwars.Peg{Path: 1, Hole: 2}, points: 17, to: cribwars.Peg{Path: 1}, events: []cribwars.EffectKind{cribwars.Trapped}},
	// A green advance area: the peg follows the green shortcut.
	{name: "lands in a green advance area: bound for the shortcut", from: main(141), points: 9, to: cribwars.Peg{Path: 5}, events: []cribwars.EffectKind{cribwars.TookShortcut}},
	{name: "along the green shortcut", from: cribwars.Peg{Path: 5}, points: 4, to: cribwars.Peg{Path: 5, Hole: 4}},
	{name: "off the shortcut ahead", from: cribwars.Peg{Path: 5, Hole: 4}, points: 10, to: main(178)},
	{name: "second green advance", from: main(248), points: 2, to: cribwars.Peg{Path: 6}, events: []cribwars.EffectKind{cribwars.TookShortcut}},
	{name: "passing a green advance area does nothing", from: main(148), points: 3, to: main(151)},
	// A penalty box: the peg stays there, and the box's rule follows.
	{name: "pegs into the penalty box", from: main(99), points: 1, to: main(100), events: []cribwars.EffectKind{cribwars.LandedInBox}},
	{name: "hand count lands in the penalty box", from: main(84), points: 16, to: main(100), events: []cribwars.EffectKind{cribwars.LandedInBox}},
	{name: "passing a penalty box does nothing", from: main(99), points: 2, to: main(101)},
	// An award never lands a peg in a penalty box or time trap: it skips to
	// the first hole past it.
	{name: "award that would land in a penalty box skips past it", award: true, from: main(80), points: 20, to: main(101), events: []cribwars.EffectKind{cribwars.SkippedPast}},
	{name: "award that would land in a time trap skips past it", award: true, from: main(60), points: 20, to: main(81), events: []cribwars.EffectKind{cribwars.SkippedPast}},
	{name: "award from a blue path into a trap skips past it", award: true, from: cribwars.Peg{Path: 1, Hole: 8}, points: 11, to: main(81), events: []cribwars.EffectKind{cribwars.SkippedPast}},
	{name: "award onto a red slide slides", award: true, from: main(25), points: 20, to: main(65), events: []cribwars.EffectKind{cribwars.Slid}},
	{name: "award into a green advance area takes the shortcut", award: true, from: main(130), points: 20, to: cribwars.Peg{Path: 5}, events: []cribwars.EffectKind{cribwars.TookShortcut}},
	{name: "award that passes a box is an ordinary move", award: true, from: main(90), points: 20, to: main(110)},
	// The game hole.
	{name: "reaches the game hole", from: main(353), points: 10, to: main(363), events: []cribwars.EffectKind{cribwars.ReachedGame}},
	{name: "points past the game hole are not pegged", from: main(353), points: 29, to: main(363), events: []cribwars.EffectKind{cribwars.ReachedGame}},
	{name: "an award reaches the game hole", award: true, from: main(350), points: 20, to: main(363), events: []cribwars.EffectKind{cribwars.ReachedGame}},
	{name: "a peg in the game hole stays", from: main(363), points: 5, to: main(363)},
	// A zero hand touches no peg (ACC rule 8.2).
	{name: "zero points: the peg is not touched, on a trap's hole", from: main(80), points: 0, to: main(80)},
	{name: "zero points bound for a path", from: cribwars.Peg{Path: 1}, points: 0, to: cribwars.Peg{Path: 1}},
}

func TestMoveRules(t *testing.T) {
	b := cribwars.DefaultTrack()
	for _, tc := range moveCases {
		t.Run(tc.name, func(t *testing.T) {
			mv := b.Move
			if tc.award {
				mv = b.Award
			}
			to, ev, err := mv(tc.from, tc.points)
			if err != nil {
				t.Fatal(err)
			}
			var kinds []cribwars.EffectKind
			for _, e := range ev {
				kinds = append(kinds, e.Kind)
			}
			if to != tc.to || !cmp.Equal(kinds, tc.events) {
				t.Errorf("from %v by %d: %v %v, want %v %v", tc.from, tc.points, to, ev, tc.to, tc.events)
			}
		})
	}
}

// A hand count that lands in a time trap sends the crib count down the
// blue path.
func TestHandCountIntoTrapCribCountFollowsBluePath(t *testing.T) {
	b := cribwars.DefaultTrack()
	dealer := main(68)
	dealer, ev, err := b.Move(dealer, 12) // the hand: 68 + 12 = 80, the trap
	if err != nil || dealer != (cribwars.Peg{Path: 1}) || len(ev) != 1 || ev[0].Kind != cribwars.Trapped {
		t.Fatalf("hand count: %v %v %v", dealer, ev, err)
	}
	if got, want := ev[0].String(), "lands in a time trap: follows the blue path from 80 (8 holes, rejoining at 70)"; got != want {
		t.Errorf("event %q, want %q", got, want)
	}
	crib, _, _ := b.Move(dealer, 6) // the crib continues down the blue path
	if crib != (cribwars.Peg{Path: 1, Hole: 6}) {
		t.Errorf("crib count of 6 from the trap: %v, want blue path hole 6", crib)
	}
	crib, _, _ = b.Move(dealer, 12) // 8 blue holes, then 70, 71, 72, 73
	if crib != main(73) {
		t.Errorf("crib count of 12 from the trap: %v, want 73", crib)
	}
	// Without the trap the same two counts would have reached 92.
	if got := b.Progress(crib); got != 73 {
		t.Errorf("progress %d", got)
	}
}

func TestEventStrings(t *testing.T) {
	b := cribwars.DefaultTrack()
	for _, tc := range []struct {
		award  bool
		from   cribwars.Peg
		points int
		want   string
	}{
		{false, main(39), 6, "lands on a red slide: slides from 45 to 65"},
		{false, main(74), 6, "lands in a time trap: follows the blue path from 80 (8 holes, rejoining at 70)"},
		{false, main(141), 9, "lands in a green advance area: takes the green shortcut from 150 to 175 (10 holes)"},
		{false, main(95), 5, "lands in the penalty box at 100"},
		{true, main(80), 20, "an award cannot land in the penalty box at 100: skips to 101"},
		{true, main(60), 20, "an award cannot land in the time trap at 80: skips to 81"},
		{false, main(360), 5, "reaches the game hole 363"},
	} {
		mv := b.Move
		if tc.award {
			mv = b.Award
		}
		_, ev, err := mv(tc.from, tc.points)
		if err != nil || len(ev) != 1 || ev[0].String() != tc.want {
			t.Errorf("from %v by %d: %v %v, want %q", tc.from, tc.points, ev, err, tc.want)
		}
	}
}

func TestAwardSkipsTrapAreaAndActsPastIt(t *testing.T) {
	// A trap area of three holes then a slide: the award skips the whole area
	// and the hole past it acts.
	b := cribwars.MustTrack(cribwars.Spec{Holes: 121,
		TimeTraps: []cribwars.Branch{{At: 50, Holes: 2, Rejoin: 40}, {At: 51, Holes: 2, Rejoin: 40}, {At: 52, Holes: 2, Rejoin: 40}},
		Slides:    []cribwars.Slide{{From: 53, To: 70}}})
	to, ev, err := b.Award(main(31), 20)
	if err != nil {
		t.Fatal(err)
	}
	want := []cribwars.Effect{
		{Kind: cribwars.SkippedPast, Hole: 51, Over: cribwars.TimeTrap, To: main(53)},
		{Kind: cribwars.Slid, Hole: 53, To: main(70)},
	}
	if to != main(70) || !cmp.Equal(ev, want) {
		t.Errorf("got %v %v\nwant %v", to, ev, want)
	}
	// A score of the same points lands in the trap.
	if to, _, _ := b.Move(main(31), 20); to != (cribwars.Peg{Path: 2}) {
		t.Errorf("score: %v", to)
	}
	// An award skipping to the game hole wins.
	b = cribwars.MustTrack(cribwars.Spec{Holes: 30, PenaltyBoxes: []int{29}})
	to, ev, _ = b.Award(main(9), 20)
	if to != main(30) || len(ev) != 2 || ev[1].Kind != cribwars.ReachedGame {
		t.Errorf("award past the last box: %v %v", to, ev)
	}
}

// Going back 20 holes, defined on a board with paths.
func TestBack(t *testing.T) {
	b := cribwars.DefaultTrack()
	for _, tc := range []struct {
		name  string
		from  cribwars.Peg
		holes int
		to    cribwars.Peg
	}{
		{"down the main path", main(100), 20, main(80)},
		{"onto a time trap's hole: no action, stays on the main path", main(100), 20, main(80)},
		{"onto a slide's first box: no slide", main(65), 20, main(45)},
		{"stops at the start", main(12), 20, main(0)},
		{"within a blue path", cribwars.Peg{Path: 1, Hole: 7}, 5, cribwars.Peg{Path: 1, Hole: 2}},
		{"back along the blue path to its trap and down the main path", cribwars.Peg{Path: 1, Hole: 7}, 20, main(67)},
		{"exactly to the trap: on the main path, not bound for the path", cribwars.Peg{Path: 1, Hole: 7}, 7, main(80)},
		{"from a peg bound for a path", cribwars.Peg{Path: 5}, 20, main(130)},
		{"along a green path back", cribwars.Peg{Path: 5, Hole: 10}, 20, main(140)},
		{"after a blue path, down the main path, not up the blue one", main(72), 5, main(67)},
		{"zero holes", cribwars.Peg{Path: 1}, 0, cribwars.Peg{Path: 1}},
	} {
		got, err := b.Back(tc.from, tc.holes)
		if err != nil || got != tc.to {
			t.Errorf("%s: Back(%v, %d) = %v, %v, want %v", tc.name, tc.from, tc.holes, got, err, tc.to)
		}
	}
}

func TestMoveErrors(t *testing.T) {
	b := cribwars.DefaultTrack()
	for _, p := range []cribwars.Peg{main(-1), main(364), {Path: 1, Hole: 9}, {Path: 7}, {Path: 200, Hole: 1}} {
		if _, _, err := b.Move(p, 1); !errors.Is(err, cribwars.ErrNoSuchHole) {
			t.Errorf("Move(%v): %v", p, err)
		}
		if _, _, err := b.Award(p, 1); !errors.Is(err, cribwars.ErrNoSuchHole) {
			t.Errorf("Award(%v): %v", p, err)
		}
		if _, err := b.Back(p, 1); !errors.Is(err, cribwars.ErrNoSuchHole) {
			t.Errorf("Back(%v): %v", p, err)
		}
	}
	if _, _, err := b.Move(main(5), -1); !errors.Is(err, cribwars.ErrNegative) {
		t.Errorf("Move by -1: %v", err)
	}
	if _, err := b.Back(main(5), -1); !errors.Is(err, cribwars.ErrNegative) {
		t.Errorf("Back by -1: %v", err)
	}
}

func TestToGoAndMuggersAlley(t *testing.T) {
	b := cribwars.DefaultTrack()
	for _, tc := range []struct {
		p     cribwars.Peg
		togo  int
		alley bool
	}{
		{main(0), 363, true},
		{main(121), 242, true},
		{main(122), 241, false},
		{main(363), 0, false},
		{cribwars.Peg{Path: 1}, 8 + 1 + 363 - 70, true},                 // bound for blue path 1 at 80
		{cribwars.Peg{Path: 1, Hole: 8}, 1 + 363 - 70, true},            // its last hole
		{cribwars.Peg{Path: 2, Hole: 3}, 10 - 3 + 1 + 363 - 128, false}, // blue path 2 leaves at 140
		{cribwars.Peg{Path: 5, Hole: 10}, 1 + 363 - 175, false},
	} {
		if got := b.ToGo(tc.p); got != tc.togo {
			t.Errorf("ToGo(%v) = %d, want %d", tc.p, got, tc.togo)
		}
		if got := b.InMuggersAlley(tc.p); got != tc.alley {
			t.Errorf("InMuggersAlley(%v) = %v", tc.p, got)
		}
	}
	// A path leaving inside the alley and rejoining outside it.
	c := cribwars.MustTrack(cribwars.Spec{Holes: 200, Advances: []cribwars.Branch{{At: 115, Holes: 3, Rejoin: 130}}})
	if !c.InMuggersAlley(cribwars.Peg{Path: 1}) || c.InMuggersAlley(cribwars.Peg{Path: 1, Hole: 1}) {
		t.Error("a shortcut out of the alley")
	}
	if c.InMuggersAlley(main(201)) || c.Valid(main(201)) {
		t.Error("hole 201 of 200")
	}
}

// walk is the slow, obviously right movement: one hole at a time along the
// peg's way, then the special hole at the end acts, read straight from the
// board's data.
func walk(b cribwars.Track, p cribwars.Peg, points int, award bool) (cribwars.Peg, []cribwars.EffectKind) {
	g := b.GameHole()
	for range points {
		if p.Path == cribwars.Main {
			if p.Hole == g {
				break
			}
			p.Hole++
			continue
		}
		pa, _ := b.Path(p.Path)
		if p.Hole < pa.Holes {
			p.Hole++
		} else {
			p = main(pa.Rejoin)
		}
	}
	if points == 0 || p.Path != cribwars.Main {
		return p, nil
	}
	var kinds []cribwars.EffectKind
	if award {
		box := func(h int) bool {
			return b.At(h) == cribwars.PenaltyBox || b.At(h) == cribwars.TimeTrap
		}
		if box(p.Hole) {
			kinds = append(kinds, cribwars.SkippedPast)
			for box(p.Hole) {
				p.Hole++
			}
		}
	}
	if p.Hole == g {
		return p, append(kinds, cribwars.ReachedGame)
	}
	spec := b.Spec()
	for _, s := range spec.Slides {
		if s.From == p.Hole {
			return main(s.To), append(kinds, cribwars.Slid)
		}
	}
	for _, pa := range b.Paths() {
		if pa.At == p.Hole {
			k := cribwars.Trapped
			if pa.Kind == cribwars.Advance {
				k = cribwars.TookShortcut
			}
			return cribwars.Peg{Path: pa.ID}, append(kinds, k)
		}
	}
	for _, h := range spec.PenaltyBoxes {
		if h == p.Hole {
			return p, append(kinds, cribwars.LandedInBox)
		}
	}
	return p, kinds
}

// Move and Award agree with the slow walk on random boards: each step goes
// along the peg's way, and the special hole acts exactly when the move ends
// on it.
func TestMoveMatchesWalk(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := cribwarstest.Board().Draw(t, "board")
		p := cribwarstest.Peg(b).Draw(t, "peg")
		points := rapid.IntRange(0, 45).Draw(t, "points")
		award := rapid.Bool().Draw(t, "award")
		if b.Won(p) {
			return // a won peg stays, and no event
		}
		mv := b.Move
		if award {
			mv = b.Award
		}
		got, ev, err := mv(p, points)
		if err != nil {
			t.Fatal(err)
		}
		want, kinds := walk(b, p, points, award)
		var gotKinds []cribwars.EffectKind
		for _, e := range ev {
			gotKinds = append(gotKinds, e.Kind)
			if !b.Valid(e.To) {
				t.Fatalf("event %v leaves the peg off the board", e)
			}
		}
		if got != want || !cmp.Equal(gotKinds, kinds) {
			t.Fatalf("from %s by %d (award %v): got %v %v, walk %v %v", b.Describe(p), points, award, got, ev, want, kinds)
		}
		if len(ev) > 0 && ev[len(ev)-1].To != got {
			t.Fatalf("last event %v does not leave the peg at %v", ev[len(ev)-1], got)
		}
	})
}

// With no special acting, a move of n brings the peg n holes nearer the game
// hole (or into it).
func TestToGoFallsByThePoints(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := cribwarstest.Board().Draw(t, "board")
		p := cribwarstest.Peg(b).Draw(t, "peg")
		n := rapid.IntRange(0, 40).Draw(t, "points")
		q, ev, err := b.Move(p, n)
		if err != nil {
			t.Fatal(err)
		}
		if len(ev) > 0 && ev[0].Kind != cribwars.ReachedGame && ev[0].Kind != cribwars.LandedInBox {
			return
		}
		if got, want := b.ToGo(q), max(b.ToGo(p)-n, 0); got != want {
			t.Fatalf("ToGo %d -> %d after %d, want %d", b.ToGo(p), got, n, want)
		}
	})
}

// Movement is deterministic and changes neither the board nor the peg given.
func TestMoveIsPure(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := cribwarstest.Board().Draw(t, "board")
		before := b.Spec()
		p := cribwarstest.Peg(b).Draw(t, "peg")
		p0 := p
		n := rapid.IntRange(0, 40).Draw(t, "points")
		q1, e1, err1 := b.Move(p, n)
		q2, e2, err2 := b.Move(p, n)
		a1, f1, _ := b.Award(p, n)
		a2, f2, _ := b.Award(p, n)
		k1, _ := b.Back(p, n)
		k2, _ := b.Back(p, n)
		if q1 != q2 || !cmp.Equal(e1, e2) || (err1 == nil) != (err2 == nil) || a1 != a2 || !cmp.Equal(f1, f2) || k1 != k2 {
			t.Fatal("the same move twice gave different results")
		}
		if p != p0 {
			t.Fatal("the peg changed")
		}
		if diff := cmp.Diff(before, b.Spec()); diff != "" {
			t.Fatalf("the board changed:\n%s", diff)
		}
	})
}

// A peg is always on a hole that exists, after any sequence of scores,
// awards, going back and penalty-box rulings, for two and three sides, on
// any valid board.
func TestPegsStayOnTheBoard(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := cribwarstest.Board().Draw(t, "board")
		var r cribwars.Rules
		r.BumpedLeaves = rapid.Bool().Draw(t, "bumpedLeaves")
		pegs := make([]cribwars.Peg, rapid.IntRange(2, 3).Draw(t, "sides"))
		var stay cribwars.Stay
		steps := rapid.IntRange(1, 60).Draw(t, "steps")
		for range steps {
			side := rapid.IntRange(0, len(pegs)-1).Draw(t, "side")
			n := rapid.IntRange(0, 29).Draw(t, "points")
			var err error
			var ev []cribwars.Effect
			switch rapid.IntRange(0, 5).Draw(t, "op") {
			case 0, 1, 2:
				if stay.SitsOut(side) {
					continue
				}
				pegs[side], ev, err = b.Move(pegs[side], n)
			case 3:
				pegs[side], ev, err = b.Award(pegs[side], n)
			case 4:
				pegs[side], err = b.Back(pegs[side], n)
			case 5:
				stay = stay.HandDone()
				if stay.Due() {
					stay, pegs[stay.Side], _, err = r.LeaveBox(b, stay, pegs[stay.Side], rapid.Bool().Draw(t, "moved"))
				}
			}
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range ev {
				if e.Kind == cribwars.LandedInBox && !(stay.In && stay.Side == side) {
					ru, err := r.LandInBox(b, pegs, side, stay)
					if err != nil {
						t.Fatalf("%v: %v", pegs, err)
					}
					pegs, stay = ru.Pegs, ru.Stay
				}
			}
			for i, p := range pegs {
				if !b.Valid(p) {
					t.Fatalf("side %d off the board at %v", i, p)
				}
			}
			if stay.In && (stay.HandsLeft < 0 || stay.HandsLeft > cribwars.SitOutHands || b.At(stay.Box) != cribwars.PenaltyBox) {
				t.Fatalf("bad stay %+v", stay)
			}
		}
	})
}

func TestHugeMoves(t *testing.T) {
	b := cribwars.DefaultTrack()
	for _, p := range []cribwars.Peg{main(0), main(362), {Path: 1, Hole: 3}, {Path: 5}} {
		to, ev, err := b.Move(p, math.MaxInt)
		if err != nil || to != main(363) || len(ev) != 1 || ev[0].Kind != cribwars.ReachedGame {
			t.Errorf("Move(%v, MaxInt) = %v %v %v", p, to, ev, err)
		}
		if to, _, err := b.Award(p, math.MaxInt); err != nil || to != main(363) {
			t.Errorf("Award(%v, MaxInt) = %v %v", p, to, err)
		}
		if to, err := b.Back(p, math.MaxInt); err != nil || to != main(0) {
			t.Errorf("Back(%v, MaxInt) = %v %v", p, to, err)
		}
	}
}

// Positions visits every valid position once, and only those.
func TestPositions(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		b := cribwarstest.Board().Draw(t, "board")
		seen := map[cribwars.Peg]bool{}
		for p := range b.Positions() {
			if !b.Valid(p) || seen[p] {
				t.Fatalf("position %v (valid %v, seen %v)", p, b.Valid(p), seen[p])
			}
			seen[p] = true
			if b.ToGo(p) < 0 || b.Progress(p) > b.GameHole() {
				t.Fatalf("%v: to go %d, progress %d", p, b.ToGo(p), b.Progress(p))
			}
			if m := b.MainHole(p); m < 0 || m > b.GameHole() {
				t.Fatalf("%v: main hole %d", p, m)
			}
		}
		want := b.Holes() + 1
		for _, pa := range b.Paths() {
			want += pa.Holes + 1
		}
		if len(seen) != want {
			t.Fatalf("%d positions, want %d", len(seen), want)
		}
		p := cribwarstest.Peg(b).Draw(t, "peg")
		if !seen[p] {
			t.Fatalf("generated peg %v not among the positions", p)
		}
		for range b.Positions() {
			break // stopping early is allowed
		}
	})
}

func TestMainHole(t *testing.T) {
	b := cribwars.DefaultTrack()
	for p, want := range map[cribwars.Peg]int{main(7): 7, {Path: 1}: 80, {Path: 1, Hole: 4}: 80, {Path: 6, Hole: 1}: 250, {Path: 9}: 0} {
		if got := b.MainHole(p); got != want {
			t.Errorf("MainHole(%v) = %d, want %d", p, got, want)
		}
	}
}

func TestDescribe(t *testing.T) {
	b := cribwars.DefaultTrack()
	for _, tc := range []struct {
		p    cribwars.Peg
		want string
	}{
		{cribwars.Peg{}, "the start"},
		{cribwars.Hole(45), "hole 45"},
		{cribwars.Hole(363), "the game hole 363"},
		{cribwars.Peg{Path: 1}, "the time trap at 80, bound for blue path 1"},
		{cribwars.Peg{Path: 1, Hole: 3}, "hole 3 of blue path 1 (from 80, rejoining at 70)"},
		{cribwars.Peg{Path: 5, Hole: 2}, "hole 2 of green path 1 (from 150, rejoining at 175)"},
		{cribwars.Peg{Path: 9, Hole: 9}, "no hole (peg 9:9)"},
		{cribwars.Hole(364), "no hole (peg 364)"},
	} {
		if got := b.Describe(tc.p); got != tc.want {
			t.Errorf("Describe(%v) = %q, want %q", tc.p, got, tc.want)
		}
	}
}

// BenchmarkMove moves a peg round the default board by scores of 1 to 12,
// starting again at the game hole: the cost of one score on the board.
func BenchmarkMove(b *testing.B) {
	board := cribwars.DefaultTrack()
	p := cribwars.Peg{}
	i := 0
	for b.Loop() {
		var err error
		if p, _, err = board.Move(p, i%12+1); err != nil {
			b.Fatal(err)
		}
		if board.Won(p) {
			p = cribwars.Peg{}
		}
		i++
	}
}

// BenchmarkMovePlain is a move that lands on a plain hole: no event, no
// allocation.
func BenchmarkMovePlain(b *testing.B) {
	board := cribwars.DefaultTrack()
	for b.Loop() {
		if _, ev, _ := board.Move(cribwars.Hole(10), 7); ev != nil {
			b.Fatal(ev)
		}
	}
}

func BenchmarkAward(b *testing.B) {
	board := cribwars.DefaultTrack()
	for b.Loop() {
		board.Award(cribwars.Hole(80), 20)
	}
}
