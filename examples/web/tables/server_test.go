package tables

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
)

func TestCreateRefusesBadInput(t *testing.T) {
	ts := newTestServer(t, "", Options{MaxBody: 1024, Rate: 1e6, Burst: 1e6})
	for _, tc := range []struct {
		body string
		want int
	}{
		{`{`, 400},
		{`not json`, 400},
		{`{"game":"crib","seats":[{"name":"Ann"},{"name":"Bob"}]} {}`, 400},
		{`{"game":"crib","seats":[{"name":"Ann"},{"name":"Bob"}],"extra":1}`, 400},
		{`{"game":"chess","seats":[{"name":"Ann"},{"name":"Bob"}]}`, 400},
		{`{"game":"crib","seats":[{"name":"Ann"}]}`, 400},
		{`{"game":"crib","seats":[{"name":"Ann"},{"name":"Bob"},{"name":"Cy"}]}`, 400},
		{`{"game":"crib","seats":[{"name":"Ann"},{"name":"<b>"}]}`, 400},
		{`{"game":"crib","seats":[{"name":"Ann"},{"name":" Bob"}]}`, 400},
		{`{"game":"crib","seats":[{"name":"Ann"},{"bot":"genius"}]}`, 400},
		{`{"game":"crib","seats":[{"name":"Ann"},{"bot":"random","name":"Bob"}]}`, 400},
		{`{"game":"crib","seats":[{"name":"Ann"},{"bot":"random","open":true}]}`, 400},
		{`{"game":"crib","options":{"hole":100},"seats":[{"name":"Ann"},{"name":"Bob"}]}`, 400},
		{`{"game":"crib","options":{"muggins":true},"seats":[{"name":"Ann"},{"name":"Bob"}]}`, 400},
		{`{"game":"crib","seats":[{"name":"` + strings.Repeat("A", 2000) + `"},{"name":"Bob"}]}`, 413},
	} {
		status, out := ts.do("POST", "/tables", tc.body)
		if status != tc.want || !bytes.Contains(out, []byte(`"error"`)) {
			t.Errorf("%.60s: %d %s, want %d", tc.body, status, out, tc.want)
		}
	}
	if n, _ := ts.srv.store.CountTables(context.Background()); n != 0 {
		t.Errorf("%d tables stored after refusals", n)
	}
	for _, p := range []string{"/tables/nope", "/tables/0123456789abcdef0123456789abcdef", "/tables/0123456789abcdef0123456789abcdef/record", "/elsewhere"} {
		if status, _ := ts.do("GET", p, nil); status != 404 {
			t.Errorf("GET %s: %d", p, status)
		}
	}
}

func TestActionsAndViews(t *testing.T) {
	ts := newTestServer(t, "", Options{Rate: 1e6, Burst: 1e6})
	tc := ts.create(`{}`)
	if len(tc.Commitment) != 64 || tc.Seats[0].Token == "" || tc.Seats[0].Token == tc.Seats[1].Token || len(tc.Seats[0].Token) != 32 {
		t.Fatalf("created %+v", tc)
	}
	var in tableInfo
	ts.must(200, "GET", "/tables/"+tc.ID, nil, &in)
	var wv0 viewReply
	ts.must(200, "GET", tc.Watch, nil, &wv0)
	if fmt.Sprint(wv0.Turn) != "[0 1]" {
		t.Errorf("waiting on %v, want both seats' discards", wv0.Turn)
	}
	n0 := in.N // the cut for deal (again after a tie) and the deal
	if in.Commitment != tc.Commitment || n0 < 2 || in.Over {
		t.Errorf("info %+v", in)
	}
	if _, out := ts.do("GET", "/tables/"+tc.ID, nil); bytes.Contains(out, []byte(tc.Seats[0].Token)) {
		t.Error("the table's info shows a token")
	}
	// Each seat's view holds its own hand only; the watcher's none.
	tb := ts.tableOf(tc.ID)
	g := tb.game.(cribGame).g
	for seat, s := range tc.Seats {
		var v viewReply
		ts.must(200, "GET", s.View, nil, &v)
		var cv crib.View
		if err := json.Unmarshal(v.View, &cv); err != nil {
			t.Fatal(err)
		}
		if cv.Hand != g.Hand(seat) || v.N != n0 {
			t.Errorf("seat %d's view: hand %v, want %v", seat, cv.Hand, g.Hand(seat))
		}
		if cardsNamed(t, v.View)&g.Hand(1-seat) != 0 {
			t.Errorf("seat %d's view shows the other hand", seat)
		}
	}
	var wv viewReply
	ts.must(200, "GET", tc.Watch, nil, &wv)
	if cardsNamed(t, wv.View)&(g.Hand(0)|g.Hand(1)) != 0 || wv.Seat != NoSeat {
		t.Errorf("the watcher sees a hand: %s", wv.View)
	}
	base := "/tables/" + tc.ID
	// A token by header too.
	req, _ := http.NewRequest("GET", ts.hs.URL+base+"/view?seat=1", nil)
	req.Header.Set("Authorization", "Bearer "+tc.Seats[1].Token)
	if res, err := ts.hs.Client().Do(req); err != nil || res.StatusCode != 200 {
		t.Errorf("view by header: %v %v", res.StatusCode, err)
	} else {
		res.Body.Close()
	}
	for _, p := range []string{base + "/view?seat=0&token=" + tc.Seats[1].Token, base + "/view?seat=0", base + "/view?seat=2&token=x", base + "/view?seat=x",
		base + "/messages?seat=1&token=" + tc.Seats[0].Token, base + "/ws?seat=0&token=bad"} {
		if status, _ := ts.do("GET", p, nil); status != 403 {
			t.Errorf("GET %s: %d, want 403", p, status)
		}
	}
	if status, _ := ts.do("GET", base+"/messages?since=-1", nil); status != 400 {
		t.Errorf("since -1: %d", status)
	}
	if status, _ := ts.do("GET", base+"/record", nil); status != 409 {
		t.Errorf("the record before the end: %d", status)
	}
	seat0, seat1 := 0, 1
	hand := g.Hand(0).AppendTo(nil)
	discard := "discard 0 " + hand[0].String() + " " + hand[1].String()
	act := func(want int, body any) actionReply {
		t.Helper()
		var r actionReply
		ts.must(want, "POST", base+"/actions", body, &r)
		return r
	}
	// Refused: no effect on the game.
	for _, tc2 := range []struct {
		body any
		want int
	}{
		{actionRequest{Seat: &seat0, Token: tc.Seats[1].Token, ID: "x", Action: discard}, 403},    // another's token
		{actionRequest{Seat: &seat1, Token: tc.Seats[0].Token, ID: "x", Action: discard}, 403},    // a foreign seat
		{actionRequest{Seat: &seat0, Token: "", ID: "x", Action: discard}, 403},                   // no token
		{actionRequest{Token: tc.Seats[0].Token, ID: "x", Action: discard}, 400},                  // no seat
		{actionRequest{Seat: &seat0, Token: tc.Seats[0].Token, ID: "x", Action: "cut"}, 422},      // the table's step
		{actionRequest{Seat: &seat0, Token: tc.Seats[0].Token, ID: "x", Action: "go 1"}, 422},     // another seat's action
		{actionRequest{Seat: &seat0, Token: tc.Seats[0].Token, ID: "x", Action: "lay 0 5H"}, 422}, // out of turn
		{actionRequest{Seat: &seat0, Token: tc.Seats[0].Token, ID: "x", Action: "dance"}, 422},
		{actionRequest{Seat: &seat0, Token: tc.Seats[0].Token, ID: strings.Repeat("x", 65), Action: discard}, 400},
		{`{"seat":0,"token":"` + tc.Seats[0].Token + `","action":` + `"` + strings.Repeat("x", 20000) + `"}`, 413},
		{`{"seat":0,`, 400},
		{`{"seat":"0"}`, 400},
	} {
		status, out := ts.do("POST", base+"/actions", tc2.body)
		if status != tc2.want {
			t.Errorf("%.80v: %d %s, want %d", tc2.body, status, out, tc2.want)
		}
	}
	if n := tb.last(); n != n0 {
		t.Fatalf("%d actions after refusals, want %d", n, n0)
	}
	r := act(200, actionRequest{Seat: &seat0, Token: tc.Seats[0].Token, ID: "d1", Action: discard})
	if r.N != n0+1 || r.Duplicate {
		t.Errorf("discard: %+v", r)
	}
	ts.must(200, "GET", tc.Watch, nil, &wv0)
	if fmt.Sprint(wv0.Turn) != "[1]" {
		t.Errorf("waiting on %v after seat 0's discard, want [1]", wv0.Turn)
	}
	// The same client id again: the same number, nothing taken.
	if r := act(200, actionRequest{Seat: &seat0, Token: tc.Seats[0].Token, ID: "d1", Action: discard}); r.N != n0+1 || !r.Duplicate {
		t.Errorf("resent: %+v", r)
	}
	if n := tb.last(); n != n0+1 {
		t.Fatalf("%d actions after a resend, want %d", n, n0+1)
	}
	// Seat 1's messages name its own discard; seat 0's do not.
	var ms []message
	ts.must(200, "GET", base+"/messages?seat=0&since="+itoa(n0)+"&token="+tc.Seats[0].Token, nil, &ms)
	if len(ms) != 1 || ms[0].N != n0+1 || ms[0].Action != discard {
		t.Errorf("seat 0's messages since 2: %+v", ms)
	}
	ms = nil
	ts.must(200, "GET", base+"/messages?seat=1&since="+itoa(n0)+"&token="+tc.Seats[1].Token, nil, &ms)
	if len(ms) != 1 || ms[0].Action != "" || cardsNamed(t, ms[0].Events)&cards.SetOf(hand[0], hand[1]) != 0 {
		t.Errorf("seat 1 sees seat 0's discard: %+v", ms)
	}
	ts.must(200, "GET", base+"/messages?since=99", nil, &ms)
	if len(ms) != 0 {
		t.Errorf("messages after the last: %+v", ms)
	}
}

func TestJoinAnOpenSeatAndPlayABotToTheEnd(t *testing.T) {
	ts := newTestServer(t, "", Options{Rate: 1e6, Burst: 1e6})
	tc := ts.create(`{"claimed":true,"muggins":true}`, seatRequest{Open: true}, seatRequest{Bot: "expert"})
	base := "/tables/" + tc.ID
	if tc.Seats[0].Token != "" || tc.Seats[1].Token != "" {
		t.Fatalf("tokens for an open seat or a bot: %+v", tc.Seats)
	}
	for _, tc2 := range []struct {
		path, body string
		want       int
	}{
		{"/seats/1/join", `{"name":"Ann"}`, 409}, // the bot's
		{"/seats/2/join", `{"name":"Ann"}`, 400},
		{"/seats/x/join", `{"name":"Ann"}`, 400},
		{"/seats/0/join", `{"name":""}`, 400},
		{"/seats/0/join", `{"nom":"Ann"}`, 400},
	} {
		if status, out := ts.do("POST", base+tc2.path, tc2.body); status != tc2.want {
			t.Errorf("%s %s: %d %s", tc2.path, tc2.body, status, out)
		}
	}
	var j seatLinks
	ts.must(200, "POST", base+"/seats/0/join", map[string]string{"name": "Ann"}, &j)
	if len(j.Token) != 32 {
		t.Fatalf("joined %+v", j)
	}
	ts.must(409, "POST", base+"/seats/0/join", map[string]string{"name": "Eve"}, nil)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	l := ts.listen(ctx, tc.ID, 0, j.Token, 0)
	tb := ts.tableOf(tc.ID)
	seat := 0
	for k := 0; ; k++ {
		s, text, ok := botMove(t, tb, []string{"analysis", ""})
		if !ok {
			break
		}
		if s != 0 || k > 2000 {
			t.Fatalf("move %d for seat %d", k, s)
		}
		ts.must(200, "POST", base+"/actions", actionRequest{Seat: &seat, Token: j.Token, Action: text}, nil)
	}
	var in tableInfo
	ts.must(200, "GET", base, nil, &in)
	if !in.Over {
		t.Fatal("not over")
	}
	l.wait(t, in.N)
	l.mu.Lock()
	if !l.got[len(l.got)-1].Over {
		t.Error("the last message does not say the game is over")
	}
	l.mu.Unlock()
	checkRecord(t, ts, tc.ID, tc.Commitment, in.N)
}

// checkRecord downloads a finished table's record and checks it verifies
// against the commitment published at its creation and has n actions.
func checkRecord(t *testing.T, ts *testServer, id, commitment string, n int) {
	t.Helper()
	status, text := ts.do("GET", "/tables/"+id+"/record", nil)
	if status != 200 {
		t.Fatalf("record: %d %s", status, text)
	}
	verifyRecord(t, text, commitment, n)
}

// verifyRecord checks a cribbage record's text verifies against the
// commitment and has n actions.
func verifyRecord(t *testing.T, text []byte, commitment string, n int) {
	t.Helper()
	rec := verified(t, text, commitment, crib.ParseRecord)
	if len(rec.Actions) != n {
		t.Errorf("the record has %d actions, the table %d", len(rec.Actions), n)
	}
}

func TestRateAndSocketLimits(t *testing.T) {
	ts := newTestServer(t, "", Options{Rate: 0.001, Burst: 3, MaxSockets: 1})
	for i := range 3 {
		if status, _ := ts.do("GET", "/tables/nope", nil); status != 404 {
			t.Fatalf("request %d: %d", i, status)
		}
	}
	if status, _ := ts.do("GET", "/tables/nope", nil); status != http.StatusTooManyRequests {
		t.Errorf("a fourth request at once: %d", status)
	}
	ts2 := newTestServer(t, "", Options{Rate: 1e6, Burst: 1e6, MaxSockets: 1})
	tc := ts2.create(`{}`)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	l := ts2.listen(ctx, tc.ID, NoSeat, "", 0)
	l.wait(t, 2)
	u := "ws" + strings.TrimPrefix(ts2.hs.URL, "http") + "/tables/" + tc.ID + "/ws"
	if _, res, err := websocket.Dial(ctx, u, nil); err == nil || res == nil || res.StatusCode != http.StatusServiceUnavailable {
		t.Errorf("a second socket: %v", err)
	}
	// A client that sends on the push-only socket is closed.
	if err := l.c.Write(ctx, websocket.MessageText, []byte(`hello`)); err != nil {
		t.Fatal(err)
	}
	select {
	case <-l.done:
	case <-ctx.Done():
		t.Fatal("the socket stays open after the client sent on it")
	}
}
