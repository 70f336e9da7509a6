package crib_test

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/cribtest"
	"github.com/pegboard/pegboard/internal/must"
)

func TestLayoutsValidate(t *testing.T) {
	for _, l := range cribtest.Layouts() {
		if err := l.Validate(); err != nil {
			t.Errorf("%+v: %v", l, err)
		}
	}
	bad := []crib.Layout{
		{Seats: 1, Sides: 1, Deal: 6, Throw: 2, Cutter: 1},
		{Seats: 7, Sides: 7, Deal: 5, Throw: 1, Cutter: 1},
		{Seats: 4, Sides: 3, Deal: 5, Throw: 1, Cutter: 3},
		{Seats: 2, Sides: 2, Deal: 5, Throw: 2, Cutter: 1},
		{Seats: 3, Sides: 3, Deal: 5, Throw: 1, Cutter: 2}, // crib of 3
		{Seats: 2, Sides: 2, Deal: 6, Throw: 2, Cutter: 0},
	}
	for _, l := range bad {
		if err := l.Validate(); !errors.Is(err, crib.ErrBadRules) {
			t.Errorf("%+v: %v", l, err)
		}
	}
	if got := crib.FourPlayer().CountingOrder(3); !slices.Equal(got, []int{0, 1, 2, 3}) {
		t.Errorf("counting order %v", got)
	}
}

func TestRulesDefaults(t *testing.T) {
	r := crib.ACC()
	if r.GameHole != 121 || r.SkunkBelow != 91 || r.DoubleSkunkBelow != 61 || r.TripleSkunkBelow != 0 ||
		r.Match.Win != 2 || r.Match.Skunk != 3 || r.Muggins || r.Claimed || r.Layout != crib.TwoPlayer() {
		t.Errorf("ACC() = %+v", r)
	}
	short, err := crib.Rules{GameHole: 61}.Resolve()
	if err != nil {
		t.Fatal(err)
	}
	if short.SkunkBelow != 31 || short.DoubleSkunkBelow != -1 {
		t.Errorf("61: %+v", short)
	}
	for score, want := range map[int]int{90: 1, 91: 0, 60: 2, 61: 1, 30: 2} {
		if got := r.SkunkLevel(score); got != want {
			t.Errorf("SkunkLevel(%d) = %d, want %d", score, got, want)
		}
	}
	r.TripleSkunkBelow = 31
	if r.SkunkLevel(30) != 3 {
		t.Errorf("triple skunk")
	}
	if _, err := (crib.Rules{GameHole: 20}).Resolve(); !errors.Is(err, crib.ErrBadRules) {
		t.Errorf("game hole 20: %v", err)
	}
}

// TestLayoutValidateAtItsEdges: cribtest.Layouts() at each bound Validate accepts,
// and one past it refused with the exact message.
func TestLayoutValidateAtItsEdges(t *testing.T) {
	two := crib.TwoPlayer()
	with := func(f func(l *crib.Layout)) crib.Layout {
		l := two
		f(&l)
		return l
	}
	for _, tc := range []struct {
		l   crib.Layout
		err string // "" for accepted
	}{
		{l: two},
		{l: crib.SixPlayer()},
		{l: with(func(l *crib.Layout) { l.Seats = 1 }), err: "1 seat (want 2 to 6)"},
		{l: with(func(l *crib.Layout) { l.Seats = 7 }), err: "7 seats (want 2 to 6)"},
		{l: with(func(l *crib.Layout) { l.Sides = 1 }), err: "1 side for 2 seats"},
		{l: crib.Layout{Seats: 3, Sides: 2, Deal: 5, Throw: 1, FromPack: 1, Cutter: 1}, err: "2 sides for 3 seats"},
		{l: with(func(l *crib.Layout) { l.Deal = 7 }), err: "deal 7 and throw 2 do not keep four cards"},
		{l: crib.Layout{Seats: 2, Sides: 2, Deal: 3, Throw: -1, Cutter: 1}, err: "deal 3 and throw -1 do not keep four cards"},
		{l: crib.Layout{Seats: 4, Sides: 4, Deal: 4, Throw: 0, FromPack: 4, Cutter: 1}},
		{l: crib.Layout{Seats: 4, Sides: 4, Deal: 4, Throw: 0, FromPack: -1, Cutter: 1}, err: "-1 cards from the pack"},
		{l: with(func(l *crib.Layout) { l.FromPack = 1 }), err: "the crib would hold 5 cards"},
		{l: crib.Layout{Seats: 4, Sides: 2, Deal: 6, Throw: 2, DealerSideToBottom: true, Cutter: 1}},
		{l: crib.Layout{Seats: 6, Sides: 3, Deal: 5, Throw: 1, DealerSideToBottom: true, Cutter: 1}},
		{l: crib.Layout{Seats: 6, Sides: 2, Deal: 5, Throw: 1, DealerSideToBottom: true, Cutter: 1}, err: "the crib would hold 3 cards"},
		{l: with(func(l *crib.Layout) { l.Cutter = 0 }), err: "cutter 0 (want 1 to 1)"},
		{l: with(func(l *crib.Layout) { l.Cutter = 2 }), err: "cutter 2 (want 1 to 1)"},
		{l: crib.Layout{Seats: 6, Sides: 3, Deal: 5, Throw: 1, DealerSideToBottom: true, Cutter: 5}},
		{l: crib.Layout{Seats: 6, Sides: 3, Deal: 5, Throw: 1, DealerSideToBottom: true, Cutter: 6}, err: "cutter 6 (want 1 to 5)"},
	} {
		err := tc.l.Validate()
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("%#v: %v", tc.l, err)
		case tc.err != "" && (err == nil || err.Error() != "crib: rules out of range: "+tc.err || !errors.Is(err, crib.ErrBadRules)):
			t.Errorf("%#v: %v, want %q", tc.l, err, tc.err)
		}
	}
}

// TestResolveAtItsEdges: the game hole at its bounds, the skunk lines a
// game hole gives by default, the heels rules at their bounds and the
// match points filled in from those given.
func TestResolveAtItsEdges(t *testing.T) {
	for _, tc := range []struct {
		r    crib.Rules
		want string // the resolved fields, or the error
	}{
		{crib.Rules{}, "seats 2 game 121 skunk 91 double 61 triple 0 heels 0/0 match 2 3 3 3"},
		{crib.Rules{GameHole: 31}, "seats 2 game 31 skunk 1 double -1 triple 0 heels 0/0 match 2 3 3 3"},
		{crib.Rules{GameHole: 61}, "seats 2 game 61 skunk 31 double -1 triple 0 heels 0/0 match 2 3 3 3"},
		{crib.Rules{GameHole: 62}, "seats 2 game 62 skunk 32 double 2 triple 0 heels 0/0 match 2 3 3 3"},
		{crib.Rules{GameHole: 10000}, "seats 2 game 10000 skunk 9970 double 9940 triple 0 heels 0/0 match 2 3 3 3"},
		{crib.Rules{GameHole: 30}, "crib: rules out of range: game hole 30"},
		{crib.Rules{GameHole: 10001}, "crib: rules out of range: game hole 10001"},
		{crib.Rules{GameHole: -1}, "crib: rules out of range: game hole -1"},
		{crib.Rules{Layout: crib.Layout{Seats: 9}}, "crib: rules out of range: 9 seats (want 2 to 6)"},
		{crib.Rules{NoHeelsWithin: 0, NoHeelsAt: 121}, "seats 2 game 121 skunk 91 double 61 triple 0 heels 0/121 match 2 3 3 3"},
		{crib.Rules{NoHeelsWithin: -1}, "crib: rules out of range: NoHeelsWithin -1"},
		{crib.Rules{NoHeelsAt: 122}, "crib: rules out of range: NoHeelsAt 122 with the game hole at 121"},
		{crib.Rules{NoHeelsAt: -1}, "crib: rules out of range: NoHeelsAt -1 with the game hole at 121"},
		{crib.Rules{SkunkBelow: -1, DoubleSkunkBelow: 50, TripleSkunkBelow: 20, Match: crib.MatchRules{Skunk: 5}},
			"seats 2 game 121 skunk -1 double 50 triple 20 heels 0/0 match 2 5 5 5"},
		{crib.Rules{Match: crib.MatchRules{Win: 1, DoubleSkunk: 4}}, "seats 2 game 121 skunk 91 double 61 triple 0 heels 0/0 match 1 3 4 4"},
	} {
		r, err := tc.r.Resolve()
		got := fmt.Sprint(err)
		if err == nil {
			got = fmt.Sprintf("seats %d game %d skunk %d double %d triple %d heels %d/%d match %d %d %d %d", r.Layout.Seats, r.GameHole,
				r.SkunkBelow, r.DoubleSkunkBelow, r.TripleSkunkBelow, r.NoHeelsWithin, r.NoHeelsAt, r.Match.Win, r.Match.Skunk, r.Match.DoubleSkunk, r.Match.TripleSkunk)
		}
		if got != tc.want {
			t.Errorf("%#v.Resolve() = %s, want %s", tc.r, got, tc.want)
		}
	}
}

// TestRulesThatCannotBeSavedAreRefused: rules whose numbers a saved game or
// a record could not hold (a skunk line below -1 or past a billion, a
// NoHeelsWithin past a billion, game points out of range) were once
// accepted by NewGame while MarshalText refused them; one validation now
// refuses them on every path.
func TestRulesThatCannotBeSavedAreRefused(t *testing.T) {
	for _, r := range []crib.Rules{
		{SkunkBelow: -2}, {SkunkBelow: math.MinInt}, {SkunkBelow: math.MaxInt}, {DoubleSkunkBelow: -5},
		{TripleSkunkBelow: -1 << 40}, {NoHeelsWithin: math.MaxInt}, {Match: crib.MatchRules{Win: -1}},
	} {
		if _, err := crib.NewGame(r, 1); !errors.Is(err, crib.ErrBadRules) {
			t.Errorf("NewGame(%+v): %v, want ErrBadRules", r, err)
		}
		if _, err := r.Resolve(); !errors.Is(err, crib.ErrBadRules) {
			t.Errorf("Resolve(%+v): %v, want ErrBadRules", r, err)
		}
	}
}

// TestRulesResolveIffTheyHaveText: rules resolve exactly when they have a
// text form (with the two-peg board or none), so that a game can always be
// saved and recorded, and String says "invalid rules" only for rules no
// game can have.
func TestRulesResolveIffTheyHaveText(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.OneOf(rapid.IntRange(-3, 130), rapid.SampledFrom([]int{math.MinInt, math.MaxInt, 1e9, 1e9 + 1, -1e9}))
		r := crib.Rules{GameHole: rapid.SampledFrom([]int{0, 61, 121, 30, 10001}).Draw(t, "hole"),
			SkunkBelow: n.Draw(t, "skunk"), DoubleSkunkBelow: n.Draw(t, "double"), TripleSkunkBelow: n.Draw(t, "triple"),
			NoHeelsWithin: n.Draw(t, "heels"), Claimed: rapid.Bool().Draw(t, "claimed"), Muggins: rapid.Bool().Draw(t, "muggins"),
			Match: crib.MatchRules{Win: n.Draw(t, "win"), GamesToWin: n.Draw(t, "games")}}
		_, errR := r.Resolve()
		_, errT := r.MarshalText()
		if (errR == nil) != (errT == nil) {
			t.Fatalf("%+v: Resolve says %v, MarshalText %v", r, errR, errT)
		}
		if (errR == nil) == (r.String() == "invalid rules") {
			t.Fatalf("%+v: Resolve says %v, String %q", r, errR, r.String())
		}
	})
}

func TestHostileZeroLayout(t *testing.T) {
	var l crib.Layout
	if l.Side(3) != 3 || !l.Partners(1, 1) || l.Partners(0, 1) || l.CountingOrder(0) != nil {
		t.Errorf("zero Layout: Side(3) %d, Partners(1, 1) %v, Partners(0, 1) %v, CountingOrder(0) %v",
			l.Side(3), l.Partners(1, 1), l.Partners(0, 1), l.CountingOrder(0))
	}
	_ = l.ToCrib(0, 1)
	must.Is(t, "the zero Layout's Validate", l.Validate(), crib.ErrBadRules)
}

func TestHostileLayoutNegativeSeats(t *testing.T) {
	for _, l := range []crib.Layout{{Seats: -1}, {Seats: math.MaxInt}, {Seats: math.MinInt, Sides: -1}} {
		if o := l.CountingOrder(0); o != nil {
			t.Errorf("%+v.CountingOrder(0) = %v", l, o)
		}
		if l.Side(-1) != -1 {
			t.Errorf("%+v.Side(-1) = %d", l, l.Side(-1))
		}
	}
	if o := crib.TwoPlayer().CountingOrder(5); o != nil {
		t.Errorf("CountingOrder of a dealer who is not a seat = %v", o)
	}
}
