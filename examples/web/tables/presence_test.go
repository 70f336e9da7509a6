package tables

import (
	"context"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// loaded reports whether table id is in the server's memory.
func (ts *testServer) loaded(id string) bool {
	ts.srv.mu.Lock()
	defer ts.srv.mu.Unlock()
	_, ok := ts.srv.tables[id]
	return ok
}

// A table idle longer than Options.IdleAfter is unloaded, unless a socket
// is open on it or its worker runs, and comes back by replay, the same.
func TestIdleTablesUnloadAndReload(t *testing.T) {
	clk := newClock()
	gate := make(chan struct{})
	useKind(t, gateKind{gate: gate})
	ts := newTestServer(t, "", Options{Rate: 1e6, Burst: 1e6, Now: clk.Now, IdleAfter: time.Minute})
	tc := ts.create(`{}`)
	var before viewReply
	ts.must(200, "GET", tc.Seats[0].View, nil, &before)
	clk.add(59 * time.Second)
	ts.srv.sweep()
	if !ts.loaded(tc.ID) {
		t.Fatal("unloaded before it was idle a minute")
	}
	clk.add(time.Second)
	ts.srv.sweep()
	if ts.loaded(tc.ID) {
		t.Fatal("still loaded after a minute idle")
	}
	var after viewReply
	ts.must(200, "GET", tc.Seats[0].View, nil, &after)
	if !ts.loaded(tc.ID) || after.N != before.N || string(after.View) != string(before.View) {
		t.Fatalf("reloaded: %+v\nwant %+v", after, before)
	}
	// A socket open keeps it.
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	l := ts.listen(ctx, tc.ID, NoSeat, "", 0)
	l.wait(t, before.N)
	clk.add(time.Hour)
	ts.srv.sweep()
	if !ts.loaded(tc.ID) {
		t.Fatal("unloaded with a socket open")
	}
	tb := ts.tableOf(tc.ID)
	l.stop()
	waitFor(t, tb, "the socket's end", func() bool { return tb.refs.Load() == 0 })
	clk.add(time.Hour)
	ts.srv.sweep()
	if ts.loaded(tc.ID) {
		t.Fatal("still loaded an hour after its socket closed")
	}
	// A worker running keeps it.
	gc := ts.createKind("gate", seatRequest{Bot: "random"}, seatRequest{Bot: "random"})
	clk.add(time.Hour)
	ts.srv.sweep()
	if !ts.loaded(gc.ID) {
		t.Fatal("unloaded with its worker running")
	}
	close(gate)
	gb := ts.tableOf(gc.ID)
	settle(t, gb)
	if !gb.game.Over() {
		t.Fatal("the bots did not finish")
	}
	clk.add(time.Hour)
	ts.srv.sweep()
	if ts.loaded(gc.ID) {
		t.Fatal("still loaded an hour after its game ended")
	}
	checkRecord(t, ts, gc.ID, gc.Commitment, gb.last())
}

// Beyond Options.MaxLoaded tables, the least recently used idle ones are
// unloaded.
func TestTheLeastRecentlyUsedTablesUnload(t *testing.T) {
	clk := newClock()
	ts := newTestServer(t, "", Options{Rate: 1e6, Burst: 1e6, Now: clk.Now, MaxLoaded: 2})
	// Each table's worker (its cut and deal) done, and its last use
	// stamped, before the clock moves: it is last used when made.
	made := func(c createReply) createReply {
		tb := ts.tableOf(c.ID)
		settle(t, tb)
		for deadline := time.Now().Add(30 * time.Second); tb.refs.Load() > 0; time.Sleep(time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatal("the table stays in use")
			}
		}
		return c
	}
	x := made(ts.create(`{}`))
	clk.add(time.Second)
	y := made(ts.create(`{}`))
	clk.add(time.Second)
	ts.must(200, "GET", x.Seats[0].View, nil, nil)
	clk.add(time.Second)
	z := ts.create(`{}`)
	if !ts.loaded(x.ID) || ts.loaded(y.ID) || !ts.loaded(z.ID) {
		t.Errorf("loaded x %v y %v z %v, want x and z", ts.loaded(x.ID), ts.loaded(y.ID), ts.loaded(z.ID))
	}
	ts.must(200, "GET", y.Seats[0].View, nil, nil)
	if !ts.loaded(y.ID) || ts.loaded(x.ID) {
		t.Errorf("after y is asked for, x %v y %v, want y and not x", ts.loaded(x.ID), ts.loaded(y.ID))
	}
}

// movesFor returns the move a random bot would make for seat now, if the
// game waits on seat.
func movesFor(t *testing.T, tb *table, seat int) (string, bool) {
	t.Helper()
	settle(t, tb)
	tb.mu.Lock()
	defer tb.mu.Unlock()
	levels := make([]string, len(tb.row.Seats))
	levels[seat] = "random"
	s, text, ok, err := tb.game.Auto(levels, rand.New(rand.NewPCG(uint64(tb.last()), 3)))
	if err != nil {
		t.Fatal(err)
	}
	return text, ok && s == seat
}

// A person away longer than the grace has a stand-in bot play their seat,
// marked in the messages (kept across a restart) and the views; back, the
// person has their seat again and the game waits for them.
func TestAStandInPlaysForAnAbsentPerson(t *testing.T) {
	clk := newClock()
	ts := newTestServer(t, "", Options{Rate: 1e6, Burst: 1e6, Now: clk.Now, Grace: time.Minute})
	tc := ts.create(`{}`)
	tb := ts.tableOf(tc.ID)
	base := "/tables/" + tc.ID
	ann, bob := tc.Seats[0].Token, tc.Seats[1].Token
	// Ann keeps a socket open: she is present. Bob goes.
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	l := ts.listen(ctx, tc.ID, 0, ann, 0)
	defer l.stop()
	waitFor(t, tb, "Ann's socket", func() bool { return tb.conns[0] == 1 })
	clk.add(time.Minute)
	ts.srv.sweep()
	settle(t, tb)
	var w viewReply
	ts.must(200, "GET", tc.Watch, nil, &w)
	if len(w.Standin) != 0 || fmt.Sprint(w.Turn) != "[0 1]" {
		t.Fatalf("within the grace: stand-ins %v, turn %v", w.Standin, w.Turn)
	}
	clk.add(time.Second)
	ts.srv.sweep()
	settle(t, tb)
	ts.must(200, "GET", tc.Watch, nil, &w)
	if fmt.Sprint(w.Standin) != "[1]" || fmt.Sprint(w.Turn) != "[0]" {
		t.Fatalf("Bob away: stand-ins %v, turn %v, want [1] and Ann's discard", w.Standin, w.Turn)
	}
	seat0, seat1 := 0, 1
	for k := 0; k < 12; k++ {
		text, ok := movesFor(t, tb, 0)
		if !ok {
			t.Fatalf("the game waits on %v, Bob's stand-in there", tb.game.Turn())
		}
		ts.must(200, "POST", base+"/actions", actionRequest{Seat: &seat0, Token: ann, ID: itoa(k), Action: text}, nil)
	}
	settle(t, tb)
	var ms []message
	ts.must(200, "GET", base+"/messages?seat=1&token="+bob, nil, &ms) // Bob is back
	stood := 0
	for _, m := range ms {
		if m.Standin {
			stood++
			if m.By != 1 {
				t.Errorf("message %d by seat %d marked a stand-in's", m.N, m.By)
			}
		} else if m.By == 1 {
			t.Errorf("message %d by Bob's seat, away, not marked a stand-in's", m.N)
		}
	}
	if stood < 2 {
		t.Errorf("%d stand-in actions", stood)
	}
	w = viewReply{}
	ts.must(200, "GET", tc.Watch, nil, &w)
	if len(w.Standin) != 0 {
		t.Errorf("Bob back: stand-ins %v", w.Standin)
	}
	// Ann plays until the game waits on Bob: no stand-in takes his turn.
	tb.mu.Lock()
	back := tb.last()
	tb.mu.Unlock()
	for k := 100; ; k++ {
		text, ok := movesFor(t, tb, 0)
		if !ok {
			break
		}
		ts.must(200, "POST", base+"/actions", actionRequest{Seat: &seat0, Token: ann, ID: itoa(k), Action: text}, nil)
	}
	ts.srv.sweep()
	settle(t, tb)
	tb.mu.Lock()
	for n := max(back, tb.base); n < tb.last(); n++ {
		if tb.history[n-tb.base].seat == 1 {
			t.Errorf("action %d for Bob's seat after he came back", n+1)
		}
	}
	waiting := slices.Contains(tb.game.Turn(), 1)
	tb.mu.Unlock()
	if !waiting {
		t.Fatalf("the game does not wait on Bob: %v", tb.game.Turn())
	}
	text, ok := movesFor(t, tb, 1)
	if !ok {
		t.Fatal("no move for Bob")
	}
	ts.must(200, "POST", base+"/actions", actionRequest{Seat: &seat1, Token: bob, ID: "b", Action: text}, nil)
	// A client's id may not pass for a stand-in's.
	ts.must(400, "POST", base+"/actions", actionRequest{Seat: &seat1, Token: bob, ID: "standin:3", Action: text}, nil)
	// The marks come back with the replay.
	ms = nil
	ts.must(200, "GET", base+"/messages?seat=1&token="+bob, nil, &ms)
	l.stop()
	ts.close()
	ts2 := newTestServer(t, ts.path, Options{Rate: 1e6, Burst: 1e6})
	var ms2 []message
	ts2.must(200, "GET", base+"/messages?seat=1&token="+bob, nil, &ms2)
	if fmt.Sprint(ms2) != fmt.Sprint(ms) {
		t.Error("the messages differ after a restart")
	}
}

// An open seat is never played by a stand-in; a person who left without a
// socket is, once the grace is over; with no grace, no one is.
func TestNoStandInForAnOpenSeat(t *testing.T) {
	for _, grace := range []time.Duration{time.Minute, -1} {
		clk := newClock()
		ts := newTestServer(t, "", Options{Rate: 1e6, Burst: 1e6, Now: clk.Now, Grace: grace})
		tc := ts.create(`{}`, seatRequest{Name: "Ann"}, seatRequest{Open: true})
		tb := ts.tableOf(tc.ID)
		n0 := tb.last()
		clk.add(time.Hour)
		ts.srv.sweep()
		settle(t, tb)
		var w viewReply
		ts.must(200, "GET", tc.Watch, nil, &w)
		want, stood := "[1]", "[0]"
		if grace < 0 {
			want, stood = "[0 1]", "[]"
		}
		if fmt.Sprint(w.Turn) != want || fmt.Sprint(w.Standin) != stood {
			t.Errorf("grace %v: waiting on %v, stand-ins %v; want %s, %s", grace, w.Turn, w.Standin, want, stood)
		}
		if grace > 0 && (tb.last() != n0+1 || !tb.history[n0-tb.base].standin || tb.history[n0-tb.base].seat != 0) {
			t.Errorf("Ann's stand-in did not discard for her")
		}
	}
}

// A socket keeps its seat's person present however long it is open; the
// grace runs from its close.
func TestTheGraceRunsFromTheSocketsClose(t *testing.T) {
	clk := newClock()
	ts := newTestServer(t, "", Options{Rate: 1e6, Burst: 1e6, Now: clk.Now, Grace: time.Minute})
	tc := ts.create(`{}`, seatRequest{Name: "Ann"}, seatRequest{Open: true})
	tb := ts.tableOf(tc.ID)
	n0 := tb.last()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	l := ts.listen(ctx, tc.ID, 0, tc.Seats[0].Token, 0)
	waitFor(t, tb, "Ann's socket", func() bool { return tb.conns[0] == 1 })
	clk.add(time.Hour)
	ts.srv.sweep()
	settle(t, tb)
	l.stop()
	waitFor(t, tb, "the socket's close", func() bool { return tb.conns[0] == 0 })
	clk.add(time.Minute)
	ts.srv.sweep()
	settle(t, tb)
	if n := tb.last(); n != n0 {
		t.Fatalf("%d actions taken for Ann, her socket open or closed within the grace", n-n0)
	}
	clk.add(time.Second)
	ts.srv.sweep()
	settle(t, tb)
	if n := tb.last(); n != n0+1 || !tb.history[n0-tb.base].standin {
		t.Fatalf("%d actions taken for Ann a minute after her socket closed, want her stand-in's discard", n-n0)
	}
}

func TestAStandInLevelMustBeABot(t *testing.T) {
	db := openDB(t, filepath.Join(t.TempDir(), "t.db"))
	defer db.Close()
	if _, err := NewServer(db, Options{StandIn: map[string]string{"pegjokers": "expert"}}); err == nil {
		t.Error("a stand-in no bot of its game is taken")
	}
}

// A Pegs and Jokers table whose one person left is played to its end by
// the person's stand-in (the heuristic bot by default) and the bots.
func TestAPegsAndJokersStandIn(t *testing.T) {
	clk := newClock()
	ts := newTestServer(t, "", Options{Rate: 1e6, Burst: 1e6, SnapshotEvery: -1 /* every step kept, read below */, Now: clk.Now, Grace: time.Minute})
	var tc createReply
	ts.must(201, "POST", "/tables", createRequest{Game: "pegjokers", Options: []byte(`{"seating":"3 solo"}`),
		Seats: []seatRequest{{Name: "Ann"}, {Bot: "random"}, {Bot: "heuristic"}}}, &tc)
	tb := ts.tableOf(tc.ID)
	settle(t, tb)
	if tb.game.Over() {
		t.Fatal("over without Ann")
	}
	clk.add(2 * time.Minute)
	ts.srv.sweep()
	playedOut(t, ts, tb)
	tb.mu.Lock()
	defer tb.mu.Unlock()
	played := 0
	for n, st := range tb.history {
		if st.standin != (st.seat == 0) {
			t.Fatalf("action %d by seat %d marked stand-in %v", n+1, st.seat, st.standin)
		}
		if st.standin {
			played++
		}
	}
	if played == 0 {
		t.Error("Ann's stand-in never played")
	}
}

// Many requests at once for a table that is not loaded load it once: each
// gets the same view, and the server holds one table for it; while it
// loads, the other tables answer.
func TestATableLoadsOnceForManyRequests(t *testing.T) {
	clk := newClock()
	ts := newTestServer(t, "", Options{Rate: 1e6, Burst: 1e6, Now: clk.Now, IdleAfter: time.Minute})
	tc := ts.create(`{}`)
	other := ts.create(`{}`)
	var before viewReply
	ts.must(200, "GET", tc.Seats[0].View, nil, &before)
	clk.add(time.Hour)
	ts.srv.sweep()
	if ts.loaded(tc.ID) || ts.loaded(other.ID) {
		t.Fatal("still loaded after an hour idle")
	}
	var ov viewReply
	ts.must(200, "GET", other.Seats[0].View, nil, &ov) // loaded again
	var wg sync.WaitGroup
	views := make([]viewReply, 16)
	for i := range views {
		wg.Go(func() { ts.must(200, "GET", tc.Seats[0].View, nil, &views[i]) })
	}
	wg.Go(func() { ts.must(200, "GET", other.Seats[0].View, nil, new(viewReply)) })
	wg.Wait()
	for i, v := range views {
		if v.N != before.N || string(v.View) != string(before.View) {
			t.Errorf("request %d: %+v\nwant %+v", i, v, before)
		}
	}
	ts.srv.mu.Lock()
	loading := len(ts.srv.loading)
	ts.srv.mu.Unlock()
	if !ts.loaded(tc.ID) || loading != 0 {
		t.Errorf("loaded %v, %d loads still marked", ts.loaded(tc.ID), loading)
	}
}

// A table the store does not have is not found, however many ask at once,
// and nothing is left marked as loading.
func TestATableNotStoredIsNotFoundAtOnce(t *testing.T) {
	ts := newTestServer(t, "", Options{Rate: 1e6, Burst: 1e6})
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() { ts.must(404, "GET", "/tables/"+strings.Repeat("ab", 16), nil, nil) })
	}
	wg.Wait()
	if len(ts.srv.loading) != 0 {
		t.Errorf("%d loads still marked", len(ts.srv.loading))
	}
}
