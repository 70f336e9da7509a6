package pegjokers_test

import (
	"errors"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/pegjokers"
)

func TestZeroPosition(t *testing.T) {
	var p pegjokers.Position
	if p.IsValid() || p.String() != "invalid position" {
		t.Errorf("zero Position: IsValid %v, String %q", p.IsValid(), p.String())
	}
	if _, err := p.MarshalText(); !errors.Is(err, pegjokers.ErrInvalidPosition) || !errors.Is(err, pegjokers.ErrZeroValue) {
		t.Errorf("zero Position MarshalText error %v", err)
	}
	if p.Seats() != 0 || p.Teams() != 0 || p.Team(0) != -1 || p.InStart(0) != 0 || p.InFinish(0) != 0 || p.Done(0) || p.Remaining(0) != 0 {
		t.Errorf("zero Position: %d seats, %d teams, seat 0 on team %d with %d in Start", p.Seats(), p.Teams(), p.Team(0), p.InStart(0))
	}
	if _, ok := p.At(0); ok || p.Diagram() != "invalid position\n" || p.WithTurn(1) != p {
		t.Error("zero Position: a peg on hole 0, a diagram, or a seat to move")
	}
	for _, err := range []error{
		func() error { _, err := pegjokers.Apply(p, pegjokers.Move{}); return err }(),
		func() error { _, err := pegjokers.Pass(p, pegjokers.CardOf(7)); return err }(),
		func() error { _, err := pegjokers.Explain(p, pegjokers.Move{Rank: 7}); return err }(),
	} {
		if !errors.Is(err, pegjokers.ErrZeroValue) || !errors.Is(err, pegjokers.ErrInvalidPosition) {
			t.Errorf("zero Position refused with %v", err)
		}
	}
	if _, ok := p.Winner(); ok {
		t.Error("zero Position has a winner")
	}
	if ms := pegjokers.LegalMoves(p, pegjokers.CardOf(7)); len(ms) != 0 {
		t.Errorf("zero Position has moves %v", ms)
	}
}

func TestPositionAccessors(t *testing.T) {
	p := pegjokers.MustParsePosition("4 pairs 3 | s s t12 t40 f5 | s s s s s | s s s t3 t9 | f1 f2 f3 f4 f5")
	if p.Seats() != 4 || p.Arrangement() != pegjokers.Pairs || p.Turn() != 3 || p.TrackLen() != 72 || p.Teams() != 2 {
		t.Errorf("accessors of %v: %d %v %v %d %d", p, p.Seats(), p.Arrangement(), p.Turn(), p.TrackLen(), p.Teams())
	}
	if got := p.Pegs(0); got != [5]pegjokers.Place{pegjokers.Start, pegjokers.Start, pegjokers.Track(12), pegjokers.Track(40), pegjokers.Finish(5)} {
		t.Errorf("Pegs(0) = %v", got)
	}
	for h, want := range map[int]int{12: 0, 40: 0, 3: 2, 9: 2, 0: -1, 71: -1, 72: -1, -1: -1} {
		s, ok := p.At(h)
		if (want < 0 && ok) || (want >= 0 && (!ok || int(s) != want)) {
			t.Errorf("At(%d) = %v, %v; want seat %d", h, s, ok, want)
		}
	}
	if p.InStart(1) != 5 || p.InStart(0) != 2 || p.InFinish(0) != 1 || !p.Done(3) || p.Done(0) {
		t.Errorf("counts of %v wrong", p)
	}
	if _, ok := p.Winner(); ok {
		t.Errorf("%v: Orange is home but Yellow is not; no winner", p)
	}
	w := pegjokers.MustParsePosition("4 pairs 3 | s s t12 t40 f5 | f1 f2 f3 f4 f5 | s s s t3 t9 | f1 f2 f3 f4 f5")
	if team, ok := w.Winner(); !ok || team != 1 {
		t.Errorf("%v: Winner() = %d, %v; want team 1", w, team, ok)
	}
	if w.WithTurn(1).Turn() != 1 || w.WithTurn(4) != w {
		t.Error("WithTurn")
	}
	// Remaining: a peg on its in-spot has 1 to go, one just past it 72.
	q := pegjokers.MustParsePosition("4 pairs 0 | t3 t4 f1 f2 f3 | s s s s s | s s s s s | s s s s s")
	if got := q.Remaining(0); got != 1+72 {
		t.Errorf("Remaining = %d, want 73", got)
	}
	// Lower is better: all home is 0, all in Start the most; a seat not in
	// the game has none.
	if got := w.Remaining(1); got != 0 {
		t.Errorf("Remaining of a seat all home = %d", got)
	}
	start := newPosition(t, 4, pegjokers.Pairs)
	if q.Remaining(0) >= start.Remaining(0) || start.Remaining(0) != 5*(72-3) || start.Remaining(4) != 0 {
		t.Errorf("Remaining: %d with two pegs out, %d all in Start, %d for seat 4", q.Remaining(0), start.Remaining(0), start.Remaining(4))
	}
}

func TestPositionOf(t *testing.T) {
	st := pegjokers.Seating{Seats: 2, Arrangement: pegjokers.Solo}
	F, T, S := pegjokers.Finish, pegjokers.Track, pegjokers.Start
	p, err := pegjokers.PositionOf(st, 1, [][5]pegjokers.Place{{F(2), T(5), S, F(1), S}, {S, S, S, S, T(35)}})
	if err != nil || p.String() != "2 solo 1 | s s t5 f1 f2 | s s s s t35" {
		t.Errorf("PositionOf = %v, %v", p, err)
	}
	for _, bad := range [][][5]pegjokers.Place{
		{{S, S, S, S, S}},
		{{S, S, S, S, T(5)}, {S, S, S, S, T(5)}},
		{{S, S, S, S, T(36)}, {S, S, S, S, S}},
		{{S, S, S, S, 200}, {S, S, S, S, S}},
		{{S, S, S, F(1), F(1)}, {S, S, S, S, S}},
	} {
		if _, err := pegjokers.PositionOf(st, 0, bad); !errors.Is(err, pegjokers.ErrInvalidPosition) {
			t.Errorf("PositionOf(%v) error %v", bad, err)
		}
	}
	if _, err := pegjokers.PositionOf(st, 2, [][5]pegjokers.Place{{}, {}}); !errors.Is(err, pegjokers.ErrInvalidPosition) {
		t.Errorf("PositionOf with seat 2 to move: %v", err)
	}
}

// TestTwoTeamsHomeIsNoPosition is what a careful reader saw: ParsePosition
// took "2 solo 0 | f1 f2 f3 f4 f5 | f1 f2 f3 f4 f5", two teams both home,
// and Winner named team 0. The game ends when the first team is home, so
// no position has two; one team home is a won position.
func TestTwoTeamsHomeIsNoPosition(t *testing.T) {
	for _, s := range []string{"2 solo 0 | f1 f2 f3 f4 f5 | f1 f2 f3 f4 f5",
		"4 pairs 1 | f1 f2 f3 f4 f5 | f1 f2 f3 f4 f5 | f1 f2 f3 f4 f5 | f1 f2 f3 f4 f5",
		"3 solo 2 | f1 f2 f3 f4 f5 | s s s s s | f1 f2 f3 f4 f5"} {
		if p, err := pegjokers.ParsePosition(s); !errors.Is(err, pegjokers.ErrInvalidPosition) {
			t.Errorf("ParsePosition(%q) = %v, %v", s, p, err)
		}
	}
	won := pegjokers.MustParsePosition("4 pairs 1 | f1 f2 f3 f4 f5 | s s s s s | f1 f2 f3 f4 f5 | f1 f2 f3 f4 t5")
	if team, ok := won.Winner(); !ok || team != 0 {
		t.Errorf("Winner of %v = %d, %v", won, team, ok)
	}
}

func TestPlaces(t *testing.T) {
	for _, tt := range []struct {
		pl   pegjokers.Place
		text string
	}{
		{pegjokers.Start, "s"}, {pegjokers.Track(0), "t0"}, {pegjokers.Track(143), "t143"},
		{pegjokers.Finish(1), "f1"}, {pegjokers.Finish(5), "f5"},
		{pegjokers.Track(144), "Place(255)"}, {pegjokers.Finish(6), "Place(255)"}, {pegjokers.Track(-1), "Place(255)"},
	} {
		if got := tt.pl.String(); got != tt.text {
			t.Errorf("%d.String() = %q, want %q", tt.pl, got, tt.text)
		}
	}
	if pegjokers.Track(7).Hole() != 7 || pegjokers.Finish(3).Hole() != -1 || pegjokers.Finish(3).FinishHole() != 3 || pegjokers.Start.FinishHole() != 0 {
		t.Error("Hole/FinishHole")
	}
	// Canonical order: Start < track < Finish.
	if !(pegjokers.Start < pegjokers.Track(0) && pegjokers.Track(143) < pegjokers.Finish(1)) {
		t.Error("Place order")
	}
}

// TestEveryPlaceByte classifies each of the 256 bytes a Place can hold:
// exactly Track(0) to Track(143) are track holes and Finish(1) to
// Finish(5) Finish holes, and every accessor agrees.
func TestEveryPlaceByte(t *testing.T) {
	type class struct {
		Start, Track, Finish, Valid bool
		Hole, FinishHole            int
		Text                        string
	}
	want := map[pegjokers.Place]class{}
	for b := range 256 {
		want[pegjokers.Place(b)] = class{Hole: -1, Text: "Place(" + strconv.Itoa(b) + ")"}
	}
	want[pegjokers.Start] = class{Start: true, Valid: true, Hole: -1, Text: "s"}
	for h := range pegjokers.MaxTrackHoles {
		want[pegjokers.Track(h)] = class{Track: true, Valid: true, Hole: h, Text: "t" + strconv.Itoa(h)}
	}
	for k := 1; k <= pegjokers.FinishHoles; k++ {
		want[pegjokers.Finish(k)] = class{Finish: true, Valid: true, Hole: -1, FinishHole: k, Text: "f" + strconv.Itoa(k)}
	}
	if len(want) != 256 {
		t.Fatalf("Track and Finish give %d distinct bytes", len(want)-256)
	}
	got := map[pegjokers.Place]class{}
	for b := range 256 {
		pl := pegjokers.Place(b)
		got[pl] = class{pl.IsStart(), pl.IsTrack(), pl.IsFinish(), pl.IsValid(), pl.Hole(), pl.FinishHole(), pl.String()}
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("places (-want +got):\n%s", d)
	}
	// Out of range, Track and Finish give a Place that is not valid.
	for _, pl := range []pegjokers.Place{pegjokers.Track(-1), pegjokers.Track(pegjokers.MaxTrackHoles), pegjokers.Finish(0), pegjokers.Finish(pegjokers.FinishHoles + 1)} {
		if pl.IsValid() {
			t.Errorf("%v is valid", pl)
		}
	}
	// The canonical order: Start, the track, then Finish.
	if !(pegjokers.Start < pegjokers.Track(0) && pegjokers.Track(pegjokers.MaxTrackHoles-1) < pegjokers.Finish(1)) {
		t.Error("places out of order")
	}
}
