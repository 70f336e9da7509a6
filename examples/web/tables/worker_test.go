package tables

import (
	"context"
	"errors"
	"math/rand/v2"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// gateKind is cribbage whose bots wait at a gate before each action (the
// table's own steps do not), or fail, as a bug would.
type gateKind struct {
	cribKind
	gate       chan struct{}
	fail       bool
	panics     bool
	busy, most *atomic.Int32 // bots at the gate now, and at most (or nil)
}

func (gateKind) Name() string { return "gate" }

func (k gateKind) New(setup string, seed uint64) (Game, error) {
	g, err := k.cribKind.New(setup, seed)
	return gateGame{g, k}, err
}

type gateGame struct {
	Game
	k gateKind
}

func (g gateGame) Apply(seat int, text string) (Game, string, Events, error) {
	next, stored, evs, err := g.Game.Apply(seat, text)
	return gateGame{next, g.k}, stored, evs, err
}

func (g gateGame) Auto(bots []string, r *rand.Rand) (int, string, bool, error) {
	seat, text, ok, err := g.Game.Auto(bots, r)
	if ok && seat != NoSeat {
		if g.k.fail {
			return 0, "", false, errors.New("a bug")
		}
		if g.k.panics {
			panic("a bug")
		}
		if g.k.busy != nil {
			b := g.k.busy.Add(1)
			defer g.k.busy.Add(-1)
			for m := g.k.most.Load(); b > m && !g.k.most.CompareAndSwap(m, b); m = g.k.most.Load() {
			}
		}
		<-g.k.gate
	}
	return seat, text, ok, err
}

// useKind plugs k in for the test, until after its server closes.
func useKind(t *testing.T, k Kind) {
	kinds[k.Name()] = k
	t.Cleanup(func() { delete(kinds, k.Name()) })
}

// createKind creates a table of kind with the seats and returns it
// unsettled: the worker may be acting.
func (ts *testServer) createKind(kind string, seats ...seatRequest) createReply {
	ts.t.Helper()
	var reply createReply
	ts.must(201, "POST", "/tables", createRequest{Game: kind, Seats: seats}, &reply)
	return reply
}

// waitFor polls cond (under tb.mu) until it holds.
func waitFor(t *testing.T, tb *table, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		tb.mu.Lock()
		ok := cond()
		tb.mu.Unlock()
		if ok {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("never: %s", what)
		}
		time.Sleep(time.Millisecond)
	}
}

// A person's action is answered once it is committed, while the bot that
// is to answer it still thinks; the bot's action reaches the seat's socket
// when it comes, and the game plays on to an end whose record verifies.
func TestBotsActOffTheRequest(t *testing.T) {
	gate := make(chan struct{})
	useKind(t, gateKind{gate: gate})
	ts := newTestServer(t, "", Options{Rate: 1e6, Burst: 1e6})
	tc := ts.createKind("gate", seatRequest{Name: "Ann"}, seatRequest{Bot: "random"})
	tb := ts.tableOf(tc.ID)
	// The table cuts and deals; the bot waits at the gate to discard.
	waitFor(t, tb, "the deal", func() bool { return len(tb.game.Turn()) == 2 })
	seat, text, _ := func() (int, string, bool) {
		tb.mu.Lock()
		defer tb.mu.Unlock()
		s, text, ok, err := tb.game.(gateGame).Game.Auto([]string{"random", ""}, rand.New(rand.NewPCG(1, 2)))
		if err != nil || !ok || s != 0 {
			t.Fatalf("Ann's discard: %d %q %v %v", s, text, ok, err)
		}
		return s, text, ok
	}()
	var r actionReply
	ts.must(200, "POST", "/tables/"+tc.ID+"/actions", actionRequest{Seat: &seat, Token: tc.Seats[0].Token, ID: "d", Action: text}, &r)
	tb.mu.Lock()
	n, working := tb.last(), tb.working
	tb.mu.Unlock()
	if r.N != n || !working {
		t.Fatalf("Ann's discard is action %d of %d, the worker working %v", r.N, n, working)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	l := ts.listen(ctx, tc.ID, 0, tc.Seats[0].Token, r.N)
	close(gate)
	l.wait(t, r.N+1)
	if m := firstMessage(l); m.By != 1 || m.N != r.N+1 {
		t.Errorf("after Ann's discard, the socket got %+v, want the bot's", m)
	}
	for k := 0; ; k++ {
		s, text, ok := botMove(t, tb, []string{"random", ""})
		if !ok {
			break
		}
		ts.must(200, "POST", "/tables/"+tc.ID+"/actions", actionRequest{Seat: &s, Token: tc.Seats[0].Token, ID: itoa(k), Action: text}, nil)
	}
	checkRecord(t, ts, tc.ID, tc.Commitment, tb.last())
	l.stop()
}

func firstMessage(l *listener) message {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.got[0]
}

// A table of bots is created at once and plays at Options.BotDelay's pace
// in its worker; Close stops the worker in its pause and waits for it, and
// no goroutine is left.
func TestCloseStopsTheWorkers(t *testing.T) {
	before := runtime.NumGoroutine()
	func() {
		ts := newTestServer(t, "", Options{Rate: 1e6, Burst: 1e6, BotDelay: time.Hour})
		tc := ts.createKind("crib", seatRequest{Bot: "random"}, seatRequest{Bot: "expert"})
		var in tableInfo
		ts.must(200, "GET", "/tables/"+tc.ID, nil, &in)
		if in.N != 0 || in.Over {
			t.Errorf("a table of bots at the hour's pace has %d actions", in.N)
		}
		closed := make(chan struct{})
		go func() {
			ts.close()
			close(closed)
		}()
		select {
		case <-closed:
		case <-time.After(20 * time.Second):
			t.Fatal("Close does not stop the worker")
		}
	}()
	deadline := time.Now().Add(10 * time.Second)
	for runtime.NumGoroutine() > before {
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<20)
			t.Fatalf("%d goroutines, %d before:\n%s", runtime.NumGoroutine(), before, buf[:runtime.Stack(buf, true)])
		}
		time.Sleep(time.Millisecond)
	}
}

// Bots at a pace play a whole game through, pushed as they act.
func TestBotsAtAPacePlayToTheEnd(t *testing.T) {
	ts := newTestServer(t, "", Options{Rate: 1e6, Burst: 1e6, BotDelay: time.Microsecond})
	tc := ts.createKind("crib", seatRequest{Bot: "random"}, seatRequest{Bot: "random"})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	l := ts.listen(ctx, tc.ID, NoSeat, "", 0)
	tb := ts.tableOf(tc.ID)
	settle(t, tb)
	if !tb.game.Over() {
		t.Fatalf("the bots stopped at action %d", tb.last())
	}
	l.wait(t, tb.last())
	l.stop()
	checkRecord(t, ts, tc.ID, tc.Commitment, tb.last())
	// The table's own steps that follow one another (the show's counts,
	// the next deal and its cut) went to the store in one write: fewer
	// writes than actions, each message pushed all the same.
	if w := ts.srv.store.writes.Load(); w >= int64(tb.last()) {
		t.Errorf("%d writes for %d actions: the table's steps were stored one at a time", w, tb.last())
	}
}

// failActions makes the store refuse every action appended while the
// returned switch is on (a trigger in the test's database).
func failActions(t *testing.T, ts *testServer) func(on bool) {
	t.Helper()
	for _, q := range []string{
		`CREATE TABLE failnow (x INTEGER)`,
		`CREATE TRIGGER failing BEFORE INSERT ON actions WHEN EXISTS (SELECT 1 FROM failnow) BEGIN SELECT RAISE(ABORT, 'injected failure'); END`,
	} {
		if _, err := ts.db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	return func(on bool) {
		q := `DELETE FROM failnow`
		if on {
			q = `INSERT INTO failnow VALUES (1)`
		}
		if _, err := ts.db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
}

// The worker's action the store fails to append is not taken: the game
// stays as it was, the worker stops, and it is started again by the
// sweeper (or the next request) to go on once the store takes actions.
func TestAWorkerActionNotStoredIsRetried(t *testing.T) {
	ts := newTestServer(t, "", Options{Rate: 1e6, Burst: 1e6})
	failing := failActions(t, ts)
	failing(true)
	tc := ts.createKind("crib", seatRequest{Bot: "random"}, seatRequest{Bot: "analysis"})
	tb := ts.tableOf(tc.ID)
	settle(t, tb)
	tb.mu.Lock()
	n, stalled, broken := tb.last(), tb.stalled, tb.broken
	tb.mu.Unlock()
	if n != 0 || !stalled || broken != nil {
		t.Fatalf("with the store failing: %d actions, stalled %v, broken %v", n, stalled, broken)
	}
	var v viewReply
	ts.must(200, "GET", tc.Watch, nil, &v) // starts the worker again: it fails again
	settle(t, tb)
	failing(false)
	ts.srv.sweep()
	settle(t, tb)
	if !tb.game.Over() {
		t.Fatalf("the game stopped at action %d", tb.last())
	}
	checkRecord(t, ts, tc.ID, tc.Commitment, tb.last())
}

// A table whose bot fails or panics (a bug) is broken: its actions are
// refused with errBroken, and the server goes on.
func TestABrokenTableSaysSo(t *testing.T) {
	for _, k := range []gateKind{{fail: true}, {panics: true}} {
		useKind(t, k)
		ts := newTestServer(t, "", Options{Rate: 1e6, Burst: 1e6})
		tc := ts.createKind("gate", seatRequest{Name: "Ann"}, seatRequest{Bot: "random"})
		tb := ts.tableOf(tc.ID)
		settle(t, tb)
		seat := 0
		status, out := ts.do("POST", "/tables/"+tc.ID+"/actions", actionRequest{Seat: &seat, Token: tc.Seats[0].Token, ID: "x", Action: "discard 0 AH 2H"})
		if status != 500 || !strings.Contains(string(out), errBroken.Error()) {
			t.Errorf("an action at a broken table: %d %s", status, out)
		}
		ts.create(`{}`)
	}
}

// fakeClock is Options.Now for tests: it moves only when told.
type fakeClock struct {
	mu  sync.Mutex
	now time.Time
}

func newClock() *fakeClock { return &fakeClock{now: time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)} }

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeClock) add(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
}

// At most Options.MaxThinking bots think at once, over all tables, and
// every table's bots get their turn.
func TestBotsThinkAFewAtATime(t *testing.T) {
	gate := make(chan struct{})
	var busy, most atomic.Int32
	useKind(t, gateKind{gate: gate, busy: &busy, most: &most})
	ts := newTestServer(t, "", Options{Rate: 1e6, Burst: 1e6, MaxThinking: 2})
	var tcs []createReply
	for range 3 {
		tcs = append(tcs, ts.createKind("gate", seatRequest{Bot: "random"}, seatRequest{Bot: "random"}))
	}
	for busy.Load() < 2 {
		time.Sleep(time.Millisecond)
	}
	close(gate)
	for _, tc := range tcs {
		playedOut(t, ts, ts.tableOf(tc.ID))
	}
	if m := most.Load(); m != 2 {
		t.Errorf("%d bots thought at once, want 2", m)
	}
}

// playedOut waits until tb's game is over, starting its worker again
// while the store is busy with the other tables' writes.
func playedOut(t *testing.T, ts *testServer, tb *table) {
	t.Helper()
	for try := 0; ; try++ {
		settle(t, tb)
		tb.mu.Lock()
		over, stalled, n := tb.game.Over(), tb.stalled, tb.last()
		tb.mu.Unlock()
		switch {
		case over:
			return
		case !stalled || try > 100:
			t.Fatalf("table %s stopped at action %d", tb.row.ID, n)
		}
		ts.srv.sweep()
	}
}
