package tables

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/pegboard/pegboard/cards"
)

// testServer is a table server on a loopback httptest server over a
// SQLite file.
type testServer struct {
	t    testing.TB
	path string
	db   *sql.DB
	srv  *Server
	hs   *httptest.Server
}

func newTestServer(t testing.TB, path string, opts Options) *testServer {
	t.Helper()
	if path == "" {
		path = filepath.Join(t.TempDir(), "tables.db")
	}
	db := openDB(t, path)
	opts.Logf = t.Logf
	if opts.Grace == 0 {
		opts.Grace = -1 // no stand-ins unless a test asks for them
	}
	srv, err := NewServer(db, opts)
	if err != nil {
		t.Fatal(err)
	}
	ts := &testServer{t: t, path: path, db: db, srv: srv, hs: httptest.NewServer(srv)}
	t.Cleanup(ts.close)
	return ts
}

// close stops the server and closes its database, as a restart does.
func (ts *testServer) close() {
	if ts.hs == nil {
		return
	}
	ts.hs.CloseClientConnections()
	ts.srv.Close()
	ts.hs.Close()
	ts.db.Close()
	ts.hs = nil
}

// do sends a request with a body (a string as is, else JSON) and returns
// the status and the body.
func (ts *testServer) do(method, path string, body any) (int, []byte) {
	ts.t.Helper()
	var r io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		r = strings.NewReader(b)
	default:
		j, err := json.Marshal(b)
		if err != nil {
			ts.t.Fatal(err)
		}
		r = bytes.NewReader(j)
	}
	req, err := http.NewRequest(method, ts.hs.URL+path, r)
	if err != nil {
		ts.t.Fatal(err)
	}
	res, err := ts.hs.Client().Do(req)
	if err != nil {
		ts.t.Fatal(err)
	}
	defer res.Body.Close()
	out, err := io.ReadAll(res.Body)
	if err != nil {
		ts.t.Fatal(err)
	}
	return res.StatusCode, out
}

// must does a request that must answer want, decoding the reply into v.
func (ts *testServer) must(want int, method, path string, body, v any) {
	ts.t.Helper()
	status, out := ts.do(method, path, body)
	if status != want {
		ts.t.Fatalf("%s %s: %d %s, want %d", method, path, status, out, want)
	}
	if v != nil {
		if err := json.Unmarshal(out, v); err != nil {
			ts.t.Fatalf("%s %s: %v: %s", method, path, err, out)
		}
	}
}

// create makes a table of two persons' seats (Ann, Bob) or as seats says.
func (ts *testServer) create(options string, seats ...seatRequest) createReply {
	ts.t.Helper()
	if seats == nil {
		seats = []seatRequest{{Name: "Ann"}, {Name: "Bob"}}
	}
	var reply createReply
	ts.must(http.StatusCreated, "POST", "/tables", createRequest{Game: "crib", Options: json.RawMessage(options), Seats: seats}, &reply)
	settle(ts.t, ts.tableOf(reply.ID))
	return reply
}

// tableOf returns the server's table id, loading it if it is not.
func (ts *testServer) tableOf(id string) *table {
	ts.t.Helper()
	t, err := ts.srv.get(context.Background(), id)
	if err != nil {
		ts.t.Fatal(err)
	}
	ts.srv.release(t)
	return t
}

// settle waits until tb's worker has taken the table's and the bots'
// actions and stopped: the game waits for a person or is over.
func settle(t testing.TB, tb *table) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		tb.mu.Lock()
		working := tb.working
		tb.mu.Unlock()
		if !working {
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("the table's worker does not stop")
		}
		time.Sleep(time.Millisecond)
	}
}

// botMove returns the action a bot would take for a person's seat now,
// worked out on the server's game, and the seat; ok false once it is over.
func botMove(t *testing.T, tb *table, levels []string) (int, string, bool) {
	t.Helper()
	settle(t, tb)
	tb.mu.Lock()
	defer tb.mu.Unlock()
	seat, text, ok, err := tb.game.Auto(levels, rand.New(rand.NewPCG(uint64(tb.last()), 7)))
	if err != nil {
		t.Fatal(err)
	}
	if ok && seat == NoSeat {
		t.Fatalf("the table left its own step %q undone", text)
	}
	if ok && !slices.Contains(tb.game.Turn(), seat) && !isCall(text) {
		t.Fatalf("%q for seat %d, the game waiting on %v", text, seat, tb.game.Turn())
	}
	if !ok && !tb.game.Over() {
		t.Fatalf("no move, the game waiting on %v", tb.game.Turn())
	}
	return seat, text, ok
}

// listener keeps every message a socket receives.
type listener struct {
	mu   sync.Mutex
	got  []message
	raw  [][]byte
	done chan struct{}
	c    *websocket.Conn
	err  error
}

// dial opens a socket for a seat (token "" and seat NoSeat: a watcher)
// after message since, reading messages of up to 1 MiB.
func (ts *testServer) dial(ctx context.Context, id string, seat int, token string, since int) *websocket.Conn {
	ts.t.Helper()
	u := "ws" + strings.TrimPrefix(ts.hs.URL, "http") + "/tables/" + id + "/ws?since=" + itoa(since)
	if seat != NoSeat {
		u += "&seat=" + itoa(seat) + "&token=" + token
	}
	c, _, err := websocket.Dial(ctx, u, nil)
	if err != nil {
		ts.t.Fatal(err)
	}
	c.SetReadLimit(1 << 20)
	return c
}

// listen opens a socket for a seat (token "" and seat NoSeat: a watcher)
// after message since.
func (ts *testServer) listen(ctx context.Context, id string, seat int, token string, since int) *listener {
	ts.t.Helper()
	c := ts.dial(ctx, id, seat, token, since)
	l := &listener{done: make(chan struct{}), c: c}
	go func() {
		defer close(l.done)
		for {
			_, b, err := c.Read(ctx)
			if err != nil {
				l.err = err
				return
			}
			var m message
			if err := json.Unmarshal(b, &m); err != nil {
				l.err = err
				return
			}
			l.mu.Lock()
			l.got, l.raw = append(l.got, m), append(l.raw, b)
			l.mu.Unlock()
		}
	}()
	return l
}

// wait waits until the listener has message n.
func (l *listener) wait(t *testing.T, n int) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		l.mu.Lock()
		k := len(l.got)
		last := 0
		if k > 0 {
			last = l.got[k-1].N
		}
		l.mu.Unlock()
		if last >= n {
			return
		}
		select {
		case <-l.done:
			t.Fatalf("the socket ended at message %d of %d: %v", last, n, l.err)
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("message %d never came (last %d)", n, last)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

func (l *listener) stop() {
	l.c.Close(websocket.StatusNormalClosure, "")
	<-l.done
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// verified parses a record's text with parse and checks that it verifies
// against the commitment published when its table opened.
func verified[R interface{ Verify(cards.Commitment) error }](t *testing.T, text []byte, commit string, parse func(io.Reader) (R, error)) R {
	t.Helper()
	rec, err := parse(bytes.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	var c cards.Commitment
	if err := c.UnmarshalText([]byte(commit)); err != nil {
		t.Fatal(err)
	}
	if err := rec.Verify(c); err != nil {
		t.Errorf("the record does not verify: %v\n%s", err, text)
	}
	return rec
}
