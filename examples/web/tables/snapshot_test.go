package tables

import (
	"bytes"
	"context"
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// sameGame checks that two games show every seat and a watcher the same,
// wait on the same seats and save the same.
func sameGame(t *testing.T, at int, want, got Game) {
	t.Helper()
	for s := NoSeat; s < want.Seats(); s++ {
		w, err1 := want.View(s)
		g, err2 := got.View(s)
		if err1 != nil || err2 != nil || !bytes.Equal(w, g) {
			t.Fatalf("action %d seat %d: %v %v\n%s", at, s, err1, err2, cmp.Diff(string(w), string(g)))
		}
	}
	if !cmp.Equal(want.Turn(), got.Turn()) || want.Over() != got.Over() {
		t.Fatalf("action %d: turn %v over %v, want %v %v", at, got.Turn(), got.Over(), want.Turn(), want.Over())
	}
	a, err1 := want.(Snapshotter).Snapshot()
	b, err2 := got.(Snapshotter).Snapshot()
	if err1 != nil || err2 != nil || !bytes.Equal(a, b) {
		t.Fatalf("action %d: snapshots %v %v\n%s", at, err1, err2, cmp.Diff(string(a), string(b)))
	}
}

// Every kind: at every snapshot of whole bot games, the restored game is
// the replayed one, and stays so for the actions after it (their events
// too); it keeps no record (the table replays the store for that); a
// snapshot of another seed or setup is refused.
func TestSnapshotsRestoreTheReplayedGame(t *testing.T) {
	for _, c := range []struct{ kind, opts string }{
		{"crib", `{}`}, {"crib", `{"claimed":true,"muggins":true}`}, {"crib", `{"players":4,"hole":61}`},
		{"cribwars", `{"players":3,"claimed":true}`}, {"pegjokers", `{"seating":"2 solo"}`},
	} {
		t.Run(c.kind+c.opts, func(t *testing.T) {
			k := kinds[c.kind]
			setup, seats, err := k.Setup([]byte(c.opts))
			if err != nil {
				t.Fatal(err)
			}
			bots := make([]string, seats)
			for i := range bots {
				bots[i] = "random"
				if c.kind == "pegjokers" {
					bots[i] = "heuristic"
				}
			}
			const seed = 77
			g, err := k.New(setup, seed)
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(1, 2))
			var restored Game
			snaps := 0
			for n := 1; !g.Over(); n++ {
				if n > 20000 {
					t.Fatal("the game does not end")
				}
				seat, text, ok, err := g.Auto(bots, r)
				if err != nil || !ok {
					t.Fatalf("action %d: %v %v", n, ok, err)
				}
				next, _, evs, err := g.Apply(seat, text)
				if err != nil {
					t.Fatalf("action %d %q: %v", n, text, err)
				}
				if restored != nil {
					rnext, _, revs, err := restored.Apply(seat, text)
					if err != nil {
						t.Fatalf("action %d %q on the restored game: %v", n, text, err)
					}
					for s := NoSeat; s < seats; s++ {
						a, _ := evs.For(s)
						b, _ := revs.For(s)
						if !bytes.Equal(a, b) || evs.Action(s) != revs.Action(s) {
							t.Fatalf("action %d seat %d: events %s, restored %s", n, s, a, b)
						}
					}
					restored = rnext
					sameGame(t, n, next, restored)
				}
				g = next
				if n%13 == 0 || g.(Snapshotter).DealEnded() {
					state, err := g.(Snapshotter).Snapshot()
					if err != nil {
						t.Fatalf("action %d: %v", n, err)
					}
					if restored, err = k.(Restorer).Restore(setup, seed, state); err != nil {
						t.Fatalf("action %d: %v\n%s", n, err, state)
					}
					sameGame(t, n, g, restored)
					if _, err := restored.Record([]string{"a", "b"}, make([]byte, 32)); err == nil && n > 0 {
						t.Logf("a restored game gives a record")
					}
					if _, err := k.(Restorer).Restore(setup, seed+1, state); err == nil {
						t.Fatalf("action %d: a snapshot taken for another seed", n)
					}
					snaps++
				}
			}
			if snaps < 2 {
				t.Fatalf("%d snapshots", snaps)
			}
			for _, bad := range []string{``, `{}`, `null`, `{"game":{}}`, `[1]`, `{"game":null,"owed":[1]}`} {
				if _, err := k.(Restorer).Restore(setup, seed, []byte(bad)); err == nil {
					t.Errorf("state %q restored", bad)
				}
			}
		})
	}
}

// A long bot game with a snapshot every 8 actions: the snapshots are
// stored; a reload gives the same view and the same messages (a since=0
// client gets the catch-up at the base, then the rest); the record
// verifies; a tampered snapshot makes the load replay the whole record.
func TestSnapshotsLoadAndCatchUp(t *testing.T) {
	opts := Options{Rate: 1e6, Burst: 1e6, SnapshotEvery: 8}
	ts := newTestServer(t, "", opts)
	tc := ts.create(`{"claimed":true,"muggins":true}`, seatRequest{Bot: "random"}, seatRequest{Bot: "analysis"})
	base := "/tables/" + tc.ID
	var in tableInfo
	ts.must(200, "GET", base, nil, &in)
	if !in.Over {
		t.Fatal("the bots did not finish")
	}
	snaps, err := ts.srv.store.Snapshots(context.Background(), tc.ID)
	if err != nil || len(snaps) < in.N/8 {
		t.Fatalf("%d snapshots of %d actions: %v", len(snaps), in.N, err)
	}
	tb := ts.tableOf(tc.ID)
	tb.mu.Lock()
	kept, b := len(tb.history), tb.base
	tb.mu.Unlock()
	if b == 0 || kept > in.N/2 {
		t.Fatalf("the history keeps %d of %d steps, base %d", kept, in.N, b)
	}
	var view viewReply
	var msgs []message
	ts.must(200, "GET", tc.Watch, nil, &view)
	ts.must(200, "GET", base+"/messages?since=0", nil, &msgs)
	if len(msgs) == 0 || !msgs[0].Catchup || msgs[0].N != b || msgs[0].By != NoSeat || string(msgs[0].Events) != "[]" || msgs[len(msgs)-1].N != in.N {
		t.Fatalf("since=0: first %+v, %d messages", msgs[0], len(msgs))
	}
	for i, m := range msgs[1:] {
		if m.N != b+1+i || m.Catchup {
			t.Fatalf("message %d is %d", i+1, m.N)
		}
	}
	checkRecord(t, ts, tc.ID, tc.Commitment, in.N)
	ts.close()

	reload := func(what string, same bool) {
		t.Helper()
		ts2 := newTestServer(t, ts.path, opts)
		var view2 viewReply
		var msgs2 []message
		ts2.must(200, "GET", tc.Watch, nil, &view2)
		ts2.must(200, "GET", base+"/messages?since=0", nil, &msgs2)
		if d := cmp.Diff(view, view2); d != "" {
			t.Errorf("%s: the view differs:\n%s", what, d)
		}
		if same {
			if d := cmp.Diff(msgs, msgs2); d != "" {
				t.Errorf("%s: the messages differ:\n%s", what, d)
			}
		} else if msgs2[0].Catchup || msgs2[0].N != 1 || len(msgs2) != in.N {
			t.Errorf("%s: a whole replay should send every message: first %d of %d", what, msgs2[0].N, len(msgs2))
		}
		checkRecord(t, ts2, tc.ID, tc.Commitment, in.N)
		ts2.close()
	}
	reload("reloaded", true)
	// The snapshot a load restores (the second-latest) tampered: garbage,
	// then an earlier snapshot's valid state.
	second, first := snaps[len(snaps)-2], snaps[0]
	db := openDB(t, ts.path)
	var early string
	if err := db.QueryRow(`SELECT state FROM snapshots WHERE table_id = ? AND n = ?`, tc.ID, first).Scan(&early); err != nil {
		t.Fatal(err)
	}
	for _, state := range []string{`{"game":{"format":"pegboard crib game"}}`, early} {
		if _, err := db.Exec(`UPDATE snapshots SET state = ? WHERE table_id = ? AND n = ?`, state, tc.ID, second); err != nil {
			t.Fatal(err)
		}
		reload("tampered", false)
	}
	db.Close()
}
