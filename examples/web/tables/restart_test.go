package tables

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"
)

// A server and its *sql.DB closed mid-game; a new one on the same file
// takes the game up from its last acknowledged action: the same view for
// the same token, the same messages since, and the game goes on to an end
// whose record replays and verifies.
func TestRestartGoesOnFromTheLastAcknowledgedAction(t *testing.T) {
	for _, opts := range []string{`{}`, `{"claimed":true,"muggins":true}`} {
		t.Run(opts, func(t *testing.T) {
			ts := newTestServer(t, "", Options{Rate: 1e6, Burst: 1e6})
			tc := ts.create(opts, seatRequest{Name: "Ann"}, seatRequest{Bot: "analysis"})
			base := "/tables/" + tc.ID
			seat := 0
			play := func(ts *testServer, moves int, from int) int {
				tb := ts.tableOf(tc.ID)
				for k := 0; k < moves; k++ {
					s, text, ok := botMove(t, tb, []string{"random", ""})
					if !ok {
						break
					}
					if s != 0 {
						t.Fatalf("a move for seat %d", s)
					}
					var r actionReply
					ts.must(200, "POST", base+"/actions", actionRequest{Seat: &seat, Token: tc.Seats[0].Token, ID: fmt.Sprint("m", from+k), Action: text}, &r)
				}
				return from + moves
			}
			k := play(ts, 25, 0)
			settle(t, ts.tableOf(tc.ID))
			var before viewReply
			ts.must(200, "GET", tc.Seats[0].View, nil, &before)
			var msgs []message
			ts.must(200, "GET", base+"/messages?seat=0&token="+tc.Seats[0].Token, nil, &msgs)
			if before.Over || before.N < 25 {
				t.Fatalf("before the restart: %d messages, over %v", before.N, before.Over)
			}
			// The last action resent with its id after the restart is
			// still known: not taken twice.
			tb := ts.tableOf(tc.ID)
			tb.mu.Lock()
			lastOwn := 0
			for n, st := range tb.history {
				if st.seat == 0 {
					lastOwn = tb.base + n + 1
				}
			}
			if lastOwn == 0 {
				t.Fatal("no action of seat 0 since the history's base")
			}
			lastText := tb.history[lastOwn-tb.base-1].text
			tb.mu.Unlock()
			ts.close()

			ts2 := newTestServer(t, ts.path, Options{Rate: 1e6, Burst: 1e6})
			var after viewReply
			ts2.must(200, "GET", tc.Seats[0].View, nil, &after)
			if after.N != before.N || string(after.View) != string(before.View) {
				t.Fatalf("after the restart: message %d\n%s\nwant %d\n%s", after.N, after.View, before.N, before.View)
			}
			var msgs2 []message
			ts2.must(200, "GET", base+"/messages?seat=0&token="+tc.Seats[0].Token, nil, &msgs2)
			if fmt.Sprint(msgs2) != fmt.Sprint(msgs) {
				t.Error("the messages differ after the restart")
			}
			var r actionReply
			ts2.must(200, "POST", base+"/actions", actionRequest{Seat: &seat, Token: tc.Seats[0].Token, ID: fmt.Sprint("m", k-1), Action: lastText}, &r)
			if !r.Duplicate || r.N != lastOwn {
				t.Errorf("the last action resent after the restart: %+v, want action %d", r, lastOwn)
			}
			// A socket on the new server gets what it missed and what follows.
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			l := ts2.listen(ctx, tc.ID, 0, tc.Seats[0].Token, before.N-1)
			play(ts2, 10000, k)
			var in tableInfo
			ts2.must(200, "GET", base, nil, &in)
			if !in.Over {
				t.Fatal("the game did not end")
			}
			l.wait(t, in.N)
			if firstOf(l) != before.N {
				t.Errorf("the socket began at message %d, want %d", firstOf(l), before.N)
			}
			checkRecord(t, ts2, tc.ID, tc.Commitment, in.N)
		})
	}
}

// An action the store fails to append is not taken: the game stays as it
// was, and the client is told it failed.
func TestAnActionNotStoredIsNotTaken(t *testing.T) {
	ts := newTestServer(t, "", Options{Rate: 1e6, Burst: 1e6})
	tc := ts.create(`{}`)
	tb := ts.tableOf(tc.ID)
	seat, text, _ := botMove(t, tb, []string{"random", "random"})
	n0 := tb.last()
	ts.db.Close()
	status, out := ts.do("POST", "/tables/"+tc.ID+"/actions", actionRequest{Seat: &seat, Token: tc.Seats[seat].Token, ID: "a", Action: text})
	if status != 500 || string(out) != "{\"error\":\"internal error\"}\n" {
		t.Errorf("an action with the store gone: %d %s", status, out)
	}
	tb.mu.Lock()
	defer tb.mu.Unlock()
	if tb.last() != n0 || len(tb.clients) != 0 {
		t.Errorf("the action was taken: %d actions", tb.last())
	}
}

// panicKind's setup panics, as a bug would.
type panicKind struct{ cribKind }

func (panicKind) Setup(json.RawMessage) (string, int, error) { panic("a bug") }

// A panic reaches no client: it is logged and answered with an error, and
// the server goes on.
func TestAPanicReachesNoClient(t *testing.T) {
	kinds["panic"] = panicKind{}
	defer delete(kinds, "panic")
	ts := newTestServer(t, "", Options{Rate: 1e6, Burst: 1e6})
	status, out := ts.do("POST", "/tables", `{"game":"panic","seats":[]}`)
	if status != 500 || string(out) != "{\"error\":\"internal error\"}\n" {
		t.Errorf("a panic: %d %s", status, out)
	}
	ts.create(`{}`)
}

// A table whose stored actions do not replay (a store edited by hand) is
// not served, and the server says so without panicking.
func TestATableThatDoesNotReplayIsRefused(t *testing.T) {
	ts := newTestServer(t, "", Options{Rate: 1e6, Burst: 1e6})
	tc := ts.create(`{}`)
	tb := ts.tableOf(tc.ID)
	n := tb.last()
	ts.close()
	db := openDB(t, ts.path)
	if err := openStore(t, db).Append(context.Background(), tc.ID, ActionRow{N: n + 1, Seat: 0, Action: "lay 0 5H", Accepted: time.Now()}); err != nil {
		t.Fatal(err)
	}
	db.Close()
	ts2 := newTestServer(t, ts.path, Options{Rate: 1e6, Burst: 1e6})
	if status, out := ts2.do("GET", tc.Watch, nil); status != 500 || string(out) != "{\"error\":\"internal error\"}\n" {
		t.Errorf("a table that does not replay: %d %s", status, out)
	}
}
