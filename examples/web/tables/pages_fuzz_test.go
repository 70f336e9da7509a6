package tables

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// advance takes the table's own steps (and the bots' of levels) on g until
// a person is to act, keeping each step.
func advance(t *testing.T, g Game, levels []string, hist []step) (Game, []step) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 200 {
		seat, text, ok, err := g.Auto(levels, r)
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			break
		}
		next, stored, evs, err := g.Apply(seat, text)
		if err != nil {
			t.Fatal(err)
		}
		g, hist = next, append(hist, step{seat: seat, text: stored, evs: evs, after: next})
	}
	return g, hist
}

// Any action text a seat sends, taken or refused, leaves every seat's and
// the watcher's page drawable: never a panic, never an error.
func FuzzPagesAfterAnAction(f *testing.F) {
	for _, s := range []struct {
		kind   byte
		seat   int8
		action string
	}{
		{0, 0, "discard 0 5H 6C"}, {0, 1, "lay 1 5H"}, {0, 0, "claim 0 2"}, {0, 1, "muggins 1 0 3"}, {0, 0, "go 0"},
		{1, 0, "7H t8+3"}, {1, 0, "5C pass"}, {1, 1, "JK s>t19"},
		{2, 0, "discard 0 2H"}, {2, 2, "lay 2 KS"}, {0, -1, "deal"}, {1, -1, "draw"},
	} {
		f.Add(s.kind, s.seat, s.action)
	}
	kinds := []struct {
		k       Kind
		options string
		levels  []string
	}{
		{cribKind{}, `{"claimed":true,"muggins":true}`, []string{"", "miscount"}},
		{pjKind{}, `{}`, []string{"", "random", "", "random"}},
		{cwKind{}, `{"players":3}`, []string{"", "random", ""}},
	}
	f.Fuzz(func(t *testing.T, kind byte, seat int8, action string) {
		kd := kinds[int(kind)%len(kinds)]
		setup, seats, err := kd.k.Setup([]byte(kd.options))
		if err != nil {
			t.Fatal(err)
		}
		g, err := kd.k.New(setup, 7)
		if err != nil {
			t.Fatal(err)
		}
		g, hist := advance(t, g, kd.levels, nil)
		s := int(seat)
		if s < NoSeat || s >= seats {
			s = NoSeat
		}
		if next, stored, evs, err := g.Apply(s, action); err == nil {
			g, hist = advance(t, next, kd.levels, append(hist, step{seat: s, text: stored, evs: evs, after: next}))
		}
		tb := &table{row: TableRow{ID: "fuzz", Kind: kd.k.Name()}, kind: kd.k, game: g, history: hist}
		for i := range seats {
			tb.row.Seats = append(tb.row.Seats, SeatRow{Seat: i, Name: strings.Repeat("N", i+1)})
		}
		for v := NoSeat; v < seats; v++ {
			if _, _, err := tb.page(v); err != nil {
				t.Fatalf("seat %d's page after %q by %d: %v", v, action, s, err)
			}
		}
	})
}
