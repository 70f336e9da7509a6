package tables

import (
	"math/rand/v2"
	"testing"
)

// BenchmarkLoadTable: loading a finished Crib Wars game (3 players,
// claimed) from its snapshots against replaying its whole record.
func BenchmarkLoadTable(b *testing.B) {
	k := kinds["cribwars"]
	setup, seats, err := k.Setup([]byte(`{"players":3,"claimed":true}`))
	if err != nil {
		b.Fatal(err)
	}
	g, err := k.New(setup, 5)
	if err != nil {
		b.Fatal(err)
	}
	bots := []string{"random", "random", "random"}
	r := rand.New(rand.NewPCG(3, 4))
	row := TableRow{ID: "bench", Kind: "cribwars", Setup: setup, Seed: 5, Seats: make([]SeatRow, seats)}
	var acts []ActionRow
	var snaps []SnapshotRow
	for n := 1; !g.Over(); n++ {
		seat, text, _, err := g.Auto(bots, r)
		if err != nil {
			b.Fatal(err)
		}
		if g, _, _, err = g.Apply(seat, text); err != nil {
			b.Fatal(err)
		}
		acts = append(acts, ActionRow{N: n, Seat: seat, Action: text})
		if n%64 == 0 || g.(Snapshotter).DealEnded() {
			st, err := g.(Snapshotter).Snapshot()
			if err != nil {
				b.Fatal(err)
			}
			snaps = append([]SnapshotRow{{N: n, State: string(st)}}, snaps...)
		}
	}
	opts := Options{Logf: b.Logf}.withDefaults()
	b.Logf("%d actions, %d snapshots", len(acts), len(snaps))
	for _, c := range []struct {
		name  string
		snaps []SnapshotRow
	}{{"snapshot", snaps[:2]}, {"replay", nil}} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				t, err := loadTable(row, acts, c.snaps, &opts)
				if err != nil || t.last() != len(acts) {
					b.Fatal(err)
				}
			}
		})
	}
}
