package tables

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// seatSocket is a seat's socket read by the test itself: its messages and
// the replies to the actions sent on it, as they come.
type seatSocket struct {
	c        *websocket.Conn
	messages []message
	replies  []socketReply
}

// dialSeat opens seat's socket on table id, from message since.
func (ts *testServer) dialSeat(ctx context.Context, id string, seat int, token string, since int) *seatSocket {
	ts.t.Helper()
	return &seatSocket{c: ts.dial(ctx, id, seat, token, since)}
}

// send sends data as one text message.
func (s *seatSocket) send(t *testing.T, ctx context.Context, data string) {
	t.Helper()
	if err := s.c.Write(ctx, websocket.MessageText, []byte(data)); err != nil {
		t.Fatal(err)
	}
}

// next reads the next message or reply (rep nil: a message, kept).
func (s *seatSocket) next(t *testing.T, ctx context.Context) (rep *socketReply) {
	t.Helper()
	_, b, err := s.c.Read(ctx)
	if err != nil {
		t.Fatalf("reading the socket: %v", err)
	}
	if rest, ok := bytes.CutPrefix(b, []byte(`{"v":`+strconv.Itoa(Version)+`,"reply":`)); ok {
		rep = new(socketReply)
		if err := json.Unmarshal(rest[:len(rest)-1], rep); err != nil {
			t.Fatalf("reply %s: %v", b, err)
		}
		s.replies = append(s.replies, *rep)
		return rep
	}
	var m message
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("message %s: %v", b, err)
	}
	s.messages = append(s.messages, m)
	return nil
}

// reply reads until the next reply comes, keeping the messages before it.
func (s *seatSocket) reply(t *testing.T, ctx context.Context) socketReply {
	t.Helper()
	for {
		if rep := s.next(t, ctx); rep != nil {
			return *rep
		}
	}
}

// until reads messages until message n has come.
func (s *seatSocket) until(t *testing.T, ctx context.Context, n int) {
	t.Helper()
	for len(s.messages) == 0 || s.messages[len(s.messages)-1].N < n {
		if rep := s.next(t, ctx); rep != nil {
			t.Fatalf("a reply %+v while waiting for message %d", rep, n)
		}
	}
}

// closed reports whether the server closes the socket (reading ends)
// within the context.
func (s *seatSocket) closed(ctx context.Context) bool {
	for {
		if _, _, err := s.c.Read(ctx); err != nil {
			return ctx.Err() == nil
		}
	}
}

// A seat's person may send its actions on its socket: each is answered
// with a reply (its number; taken already; or the error POST answers),
// taken exactly as POST takes it, and pushed to every socket.
func TestSocketActions(t *testing.T) {
	ts := newTestServer(t, "", Options{})
	tc := ts.create(`{}`)
	tb := ts.tableOf(tc.ID)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	socks := [2]*seatSocket{
		ts.dialSeat(ctx, tc.ID, 0, tc.Seats[0].Token, 0),
		ts.dialSeat(ctx, tc.ID, 1, tc.Seats[1].Token, 0),
	}
	watcher := ts.listen(ctx, tc.ID, NoSeat, "", 0)
	for k := range 6 {
		seat, text, ok := botMove(t, tb, []string{"analysis", "analysis"})
		if !ok {
			t.Fatal("the game ended")
		}
		n := lastOf(tb) + 1
		id := "a" + strconv.Itoa(k)
		socks[seat].send(t, ctx, `{"id":"`+id+`","action":"`+text+`"}`)
		if got, want := socks[seat].reply(t, ctx), (socketReply{ID: id, N: n}); got != want {
			t.Fatalf("%q: reply %+v, want %+v", text, got, want)
		}
		// Sent again: the same number, taken already, nothing new.
		socks[seat].send(t, ctx, `{"id":"`+id+`","action":"`+text+`"}`)
		if got, want := socks[seat].reply(t, ctx), (socketReply{ID: id, N: n, Duplicate: true}); got != want {
			t.Fatalf("%q again: reply %+v, want %+v", text, got, want)
		}
		settle(t, tb)
		for _, s := range socks {
			s.until(t, ctx, n)
		}
		watcher.wait(t, n)
	}
	// The messages on a seat's socket are those GET /messages gives it.
	for seat, s := range socks {
		s.until(t, ctx, lastOf(tb))
		var want []message
		ts.must(http.StatusOK, "GET", "/tables/"+tc.ID+"/messages?since=0&seat="+itoa(seat)+"&token="+tc.Seats[seat].Token, nil, &want)
		got := s.messages[:0:0]
		for _, m := range s.messages {
			if m.N <= want[len(want)-1].N {
				got = append(got, m)
			}
		}
		if d := cmp.Diff(jsonOf(t, want), jsonOf(t, got)); d != "" {
			t.Errorf("seat %d: socket against GET /messages (-want +got):\n%s", seat, d)
		}
	}

	// Bad ones get an error reply and change nothing.
	seat, text, _ := botMove(t, tb, []string{"analysis", "analysis"})
	other := 1 - seat
	before := lastOf(tb)
	bad := []struct {
		send   string
		status int
	}{
		{`{"id":"b1","action":"lay 0 ZZ"}`, http.StatusUnprocessableEntity},
		{`{"id":"b2","action":"` + strings.Replace(text, strconv.Itoa(seat), strconv.Itoa(other), 1) + `"}`, http.StatusUnprocessableEntity},
		{`not json`, http.StatusBadRequest},
		{`{"id":"b3","action":"go 0","seat":0}`, http.StatusBadRequest},
		{`{"id":"b4","action":"go 0","token":"x"}`, http.StatusBadRequest},
		{`{"id":"b5","action":"go 0"} {}`, http.StatusBadRequest},
		{`{"id":"` + strings.Repeat("x", 65) + `","action":"go 0"}`, http.StatusBadRequest},
		{`{"id":"` + standinPrefix + `1","action":"go 0"}`, http.StatusBadRequest},
		{`{"id":"b6","action":"` + strings.Repeat("x", 201) + `"}`, http.StatusBadRequest},
	}
	for _, b := range bad {
		// The other seat sends its own turn's action on its own socket,
		// named for the seat to act: refused too.
		s := socks[other]
		if b.status == http.StatusBadRequest {
			s = socks[seat]
		}
		s.send(t, ctx, b.send)
		rep := s.reply(t, ctx)
		if rep.Status != b.status || rep.Error == "" || rep.N != 0 {
			t.Errorf("%s: reply %+v, want status %d and an error", b.send, rep, b.status)
		}
		if lastOf(tb) != before {
			t.Fatalf("%s: the table moved on to %d", b.send, lastOf(tb))
		}
	}
	// The right seat's action is still taken.
	socks[seat].send(t, ctx, `{"id":"ok","action":"`+text+`"}`)
	if rep := socks[seat].reply(t, ctx); rep.N != before+1 || rep.Status != 0 {
		t.Fatalf("%q after the bad ones: %+v", text, rep)
	}
	watcher.stop()

	// A binary message, one too long, or any message on a watcher's socket
	// closes the socket.
	for _, c := range []struct {
		what string
		seat int
		typ  websocket.MessageType
		data string
	}{
		{"binary", 0, websocket.MessageBinary, `{"id":"x","action":"go 0"}`},
		{"too long", 1, websocket.MessageText, `{"id":"x","action":"` + strings.Repeat("x", maxSocketRead) + `"}`},
		{"a watcher's", NoSeat, websocket.MessageText, `{"id":"x","action":"go 0"}`},
	} {
		token := ""
		if c.seat != NoSeat {
			token = tc.Seats[c.seat].Token
		}
		s := ts.dialSeat(ctx, tc.ID, c.seat, token, lastOf(tb))
		if err := s.c.Write(ctx, c.typ, []byte(c.data)); err != nil {
			t.Fatal(err)
		}
		wctx, wcancel := context.WithTimeout(ctx, 5*time.Second)
		if !s.closed(wctx) {
			t.Errorf("%s message: the socket stays open", c.what)
		}
		wcancel()
	}
}

// Actions on a socket count against the client address's rate as requests
// do.
func TestSocketActionsRateLimited(t *testing.T) {
	ts := newTestServer(t, "", Options{Rate: 0.001, Burst: 3})
	tc := ts.create(`{}`) // the first of the three
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	s := ts.dialSeat(ctx, tc.ID, 0, tc.Seats[0].Token, 0) // the second
	s.send(t, ctx, `{"id":"r1","action":"lay 0 ZZ"}`)     // the third
	if rep := s.reply(t, ctx); rep.Status != http.StatusUnprocessableEntity {
		t.Fatalf("the third: %+v", rep)
	}
	s.send(t, ctx, `{"id":"r2","action":"lay 0 ZZ"}`)
	if rep := s.reply(t, ctx); rep.Status != http.StatusTooManyRequests || rep.ID != "r2" {
		t.Fatalf("the fourth: %+v, want %d", rep, http.StatusTooManyRequests)
	}
	// A bad message counts too: it is refused for the rate, not read.
	s.send(t, ctx, `not json`)
	if rep := s.reply(t, ctx); rep.Status != http.StatusTooManyRequests {
		t.Fatalf("a bad message over the rate: %+v, want %d", rep, http.StatusTooManyRequests)
	}
}

// jsonOf is v as indented JSON, for a diff that reads.
func jsonOf(t *testing.T, v any) string {
	t.Helper()
	b, err := json.MarshalIndent(v, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// Any message a seat's person sends on its socket: the table answers it
// with a reply that reads back, never panics, and moves on only for an
// action it took (a number in the reply, the table's last action's).
func FuzzSocketAction(f *testing.F) {
	for _, s := range []string{
		`{"id":"a","action":"go 0"}`, `{"id":"b","action":"discard 0 AH 2H"}`, `{"action":"lay 1 5C"}`,
		`{"id":"c","action":"go 0","seat":0}`, `{"id":1}`, `[]`, `null`, `{"id":"d","action":"go 0"}{}`, "\xff",
	} {
		f.Add([]byte(s))
	}
	ts := newTestServer(f, "", Options{Rate: 1e9, Burst: 1e9})
	tb := ts.tableOf(ts.create(`{}`).ID)
	prefix := []byte(`{"v":` + strconv.Itoa(Version) + `,"reply":`)
	f.Fuzz(func(t *testing.T, data []byte) {
		settle(t, tb) // the table's own steps after an action taken before
		before := lastOf(tb)
		out := ts.srv.answer(context.Background(), tb, 0, "127.0.0.1", data)
		rest, ok := bytes.CutPrefix(out, prefix)
		var rep socketReply
		if !ok || json.Unmarshal(rest[:len(rest)-1], &rep) != nil || !json.Valid(out) {
			t.Fatalf("%q: the reply %s does not read", data, out)
		}
		after := lastOf(tb)
		switch {
		case rep.Status != 0 && (rep.Error == "" || rep.N != 0 || after != before):
			t.Fatalf("%q: refused (%+v) with the table from %d to %d", data, rep, before, after)
		case rep.Status == 0 && !rep.Duplicate && (rep.N != before+1 || after < rep.N):
			t.Fatalf("%q: taken as %d (%+v) with the table from %d to %d", data, rep.N, rep, before, after)
		}
	})
}

// A socket's message is read as the strict decoder reads it, value and
// error: the messages clients send (json.Marshal's bytes of an action,
// any strings in it), and those same bytes with a member added, renamed,
// repeated or reordered, spaces, something after them, or a byte changed.
// The fast path takes the first, and only those, with fewer allocations.
func TestSocketActionsReadAsStrictly(t *testing.T) {
	fast := 0
	rapid.Check(t, func(t *rapid.T) {
		a := socketAction{ID: rapid.String().Draw(t, "id"), Action: rapid.String().Draw(t, "action")}
		canonical, err := json.Marshal(a)
		if err != nil {
			t.Fatal(err)
		}
		id, action := string(canonical[len(`{"id":`):bytes.Index(canonical, []byte(`,"action":`))]), string(canonical[bytes.Index(canonical, []byte(`,"action":`))+len(`,"action":`):len(canonical)-1])
		data := rapid.SampledFrom([]string{
			string(canonical),
			`{"action":` + action + `,"id":` + id + `}`,
			`{ "id": ` + id + `, "action": ` + action + ` }`,
			`{"id":` + id + `,"action":` + action + `,"seat":0}`,
			`{"ID":` + id + `,"Action":` + action + `}`,
			`{"id":` + id + `,"id":` + id + `,"action":` + action + `}`,
			string(canonical) + ` `, string(canonical) + `{}`, `[` + string(canonical) + `]`,
		}).Draw(t, "form")
		b := []byte(data)
		if rapid.Bool().Draw(t, "change a byte") && len(b) > 0 {
			b[rapid.IntRange(0, len(b)-1).Draw(t, "at")] = rapid.Byte().Draw(t, "to")
		}
		got, gerr := decodeSocketAction(b)
		want, werr := strictSocketAction(b)
		if diff := cmp.Diff(want, got); diff != "" || (gerr == nil) != (werr == nil) || gerr != nil && gerr.Error() != werr.Error() {
			t.Fatalf("%q: read %+v, %v; strictly %+v, %v", b, got, gerr, want, werr)
		}
		if string(b) == string(canonical) {
			if gerr != nil || got != a {
				t.Fatalf("%q: read %+v, %v, sent %+v", b, got, gerr, a)
			}
			fast++
		}
	})
	if fast == 0 {
		t.Error("no message as clients send them")
	}
	sent := []byte(`{"id":"c7","action":"lay 0 5H"}`)
	fastAllocs := testing.AllocsPerRun(100, func() { _, _ = decodeSocketAction(sent) })
	if strict := testing.AllocsPerRun(100, func() { _, _ = strictSocketAction(sent) }); fastAllocs >= strict {
		t.Errorf("%v allocations to read an action as clients send it, %v strictly", fastAllocs, strict)
	}
}

// lastOf is tb's last action's number, read under its history's lock.
func lastOf(tb *table) int {
	tb.hmu.RLock()
	defer tb.hmu.RUnlock()
	return tb.last()
}

// stuckSocket starts a server whose one socket writes messages of 64 KiB
// through sockWrites (wait long) to a client that never reads, until a
// write fails; it returns the burst's error on done once it ends, and the
// function that ends the socket's context.
func stuckSocket(t *testing.T, wait time.Duration) (done <-chan error, cancel context.CancelFunc) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	errs := make(chan error, 1)
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, err := websocket.Accept(w, r, nil)
		if err != nil {
			errs <- err
			return
		}
		defer c.CloseNow()
		sw := &sockWrites{c: c, wait: wait}
		defer sw.watch(ctx)()
		msg := bytes.Repeat([]byte("x"), 64<<10)
		errs <- sw.burst(sw.timer(), func(ctx context.Context) error {
			for range 1 << 14 { // 1 GiB: far past what the connection buffers
				if err := c.Write(ctx, websocket.MessageText, msg); err != nil {
					return err
				}
			}
			return nil
		})
	}))
	t.Cleanup(hs.Close)
	t.Cleanup(cancel)
	dctx, dcancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer dcancel()
	c, _, err := websocket.Dial(dctx, "ws"+strings.TrimPrefix(hs.URL, "http"), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.CloseNow() })
	return errs, cancel
}

// TestSockWritesBoundedByWait: a burst of writes to a client that stops
// reading ends, failing, once it outlasts the wait (the connection closed
// under it), with no context to end it.
func TestSockWritesBoundedByWait(t *testing.T) {
	done, _ := stuckSocket(t, 200*time.Millisecond)
	select {
	case err := <-done:
		if err == nil {
			t.Fatal("1 GiB written to a client that reads nothing")
		}
	case <-time.After(time.Minute): // a hang, not a timing
		t.Fatal("the burst went on past its wait")
	}
}

// TestSockWritesEndWithContext: the socket's context ending during a burst
// ends the burst, as a write under that context did.
func TestSockWritesEndWithContext(t *testing.T) {
	done, cancel := stuckSocket(t, time.Hour)
	select {
	case err := <-done:
		t.Fatalf("the burst ended by itself (%v)", err)
	case <-time.After(300 * time.Millisecond): // blocked on the client by now
	}
	cancel()
	select {
	case err := <-done:
		if err == nil {
			t.Fatal("the burst ended without an error")
		}
	case <-time.After(time.Minute):
		t.Fatal("the context's end left the burst blocked")
	}
}
