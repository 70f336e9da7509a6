package crib_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/crib"
)

// TestGameOverWinnerBounds: a game won by the first or the last side of
// two and of six is written and read back; a winner one past the last
// side or before the first, or a side not in the game hole, is refused
// written and read, with the event in the reason.
func TestGameOverWinnerBounds(t *testing.T) {
	out := func(sides, side int) crib.Board {
		b := crib.NewBoard(sides, 121)
		b.Pegs[side] = crib.Pegs{Front: 121, Rear: 100}
		return b
	}
	over := func(winner int, b crib.Board) crib.GameOver {
		return crib.GameOver{Winner: winner, Board: b, GamePoints: 1}
	}
	for _, tc := range []struct {
		name     string
		ok, past crib.GameOver
	}{
		{"the last of two sides", over(1, out(2, 1)), over(2, out(2, 1))},
		{"the first of two sides", over(0, out(2, 0)), over(-1, out(2, 0))},
		{"the last of six sides", over(5, out(6, 5)), over(6, out(6, 5))},
		{"the first of six sides", over(0, out(6, 0)), over(-1, out(6, 0))},
		{"a side in the game hole", over(1, out(2, 1)), over(0, out(2, 1))},
	} {
		data, err := crib.MarshalEvent(tc.ok)
		if err != nil {
			t.Errorf("%s: %+v: %v", tc.name, tc.ok, err)
			continue
		}
		if back, err := crib.UnmarshalEvent(data); err != nil {
			t.Errorf("%s: %s: %v", tc.name, data, err)
		} else if d := cmp.Diff(crib.Event(tc.ok), back); d != "" {
			t.Errorf("%s: read back (-want +got):\n%s", tc.name, d)
		}
		want := fmt.Sprintf("crib: bad record: crib.GameOver %+v cannot happen", tc.past)
		if got, err := crib.MarshalEvent(tc.past); err == nil || err.Error() != want || !errors.Is(err, crib.ErrBadRecord) {
			t.Errorf("%s: MarshalJSON = %s, %v; want %q", tc.name, got, err, want)
		}
		past := strings.Replace(string(data), fmt.Sprintf(`"winner":%d`, tc.ok.Winner), fmt.Sprintf(`"winner":%d`, tc.past.Winner), 1)
		if e, err := crib.UnmarshalEvent([]byte(past)); err == nil || err.Error() != want || !errors.Is(err, crib.ErrBadRecord) {
			t.Errorf("%s: UnmarshalEvent(%s) = %+v, %v; want %q", tc.name, past, e, err, want)
		}
	}
}
