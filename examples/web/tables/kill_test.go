//go:build unix

package tables

import (
	"bufio"
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// tabledEnv, set to a database path, makes the test binary a table server
// on that database (for the restart test and BenchmarkLoad): it prints its
// address and serves until it is killed or its standard input closes.
// tabledLoadEnv, set to a number of tables, raises its limits for that
// many tables under load and adds GET /debug/load (loadStats).
const (
	tabledEnv     = "PEGBOARD_TABLED"
	tabledLoadEnv = "PEGBOARD_TABLED_LOAD"
)

// loadStats is what a table server in a process of its own tells
// BenchmarkLoad of itself.
type loadStats struct {
	Writes  int64         `json:"writes"`
	Commits int64         `json:"commits"`
	CPU     time.Duration `json:"cpu"` // the process's CPU time, user and system
}

func TestMain(m *testing.M) {
	if path := os.Getenv(tabledEnv); path != "" {
		os.Exit(tabled(path))
	}
	os.Exit(m.Run())
}

func tabled(path string) int {
	db, err := OpenSQLite(path) // as main opens it
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	opts := Options{Rate: 1e6, Burst: 1e6, Grace: -1}
	if n, err := strconv.Atoi(os.Getenv(tabledLoadEnv)); err == nil {
		opts = Options{Rate: 1e9, Burst: 1e9, MaxSockets: 2*n + 16, MaxTables: n + 16}
		runtime.GOMAXPROCS(Procs(runtime.GOMAXPROCS(0))) // as main runs it
		if os.Getenv("GOGC") == "" {
			debug.SetGCPercent(GCPercent)
		}
	}
	srv, err := NewServer(db, opts)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	var h http.Handler = srv
	if os.Getenv(tabledLoadEnv) != "" {
		m := http.NewServeMux()
		m.Handle("/", srv)
		m.HandleFunc("GET /debug/load", func(w http.ResponseWriter, r *http.Request) {
			writeJSON(w, http.StatusOK, loadStats{Writes: srv.store.writes.Load(), Commits: srv.store.commits.Load(), CPU: cpuTime()})
		})
		h = m
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	go func() { // the test is gone: so is its server
		_, _ = io.Copy(io.Discard, os.Stdin)
		os.Exit(0)
	}()
	fmt.Println(l.Addr())
	_ = http.Serve(l, h)
	return 1
}

// child is a table server in a process of its own.
type child struct {
	cmd  *exec.Cmd
	in   io.Closer
	base string
}

func startTabled(t testing.TB, path string, env ...string) *child {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$", "-test.bench=^$")
	cmd.Env = append(append(os.Environ(), tabledEnv+"="+path), env...)
	cmd.Stderr = os.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	c := &child{cmd: cmd, in: in}
	t.Cleanup(c.kill)
	addr := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(out).ReadString('\n')
		addr <- strings.TrimSpace(line)
		_, _ = io.Copy(io.Discard, out)
	}()
	select {
	case a := <-addr:
		if !strings.HasPrefix(a, "127.0.0.1:") {
			t.Fatalf("the server said %q", a)
		}
		c.base = "http://" + a
	case <-time.After(30 * time.Second):
		t.Fatal("the server does not start")
	}
	return c
}

// kill ends the server at once (SIGKILL): no cleanup of its own runs.
func (c *child) kill() {
	if c.cmd.ProcessState != nil {
		return
	}
	_ = c.cmd.Process.Kill()
	_ = c.cmd.Wait()
	c.in.Close()
}

var killClient = &http.Client{Timeout: 30 * time.Second}

// do sends a request to the child and decodes its reply into v.
func (c *child) must(t *testing.T, want int, method, path string, body, v any) {
	t.Helper()
	var r io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			t.Fatal(err)
		}
		r = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, c.base+path, r)
	if err != nil {
		t.Fatal(err)
	}
	res, err := killClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	out, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	if res.StatusCode != want {
		t.Fatalf("%s %s: %d %s, want %d", method, path, res.StatusCode, out, want)
	}
	if v != nil {
		if err := json.Unmarshal(out, v); err != nil {
			t.Fatalf("%s %s: %v: %s", method, path, err, out)
		}
	}
}

// mirror replays table id from the store, as the server does: the actions
// acknowledged so far, each committed.
func mirror(t *testing.T, db *sql.DB, id string) *table {
	t.Helper()
	st := openStore(t, db)
	row, acts, err := st.LoadTable(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	opts := Options{}.withDefaults()
	tb, err := loadTable(row, acts, nil, &opts)
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// A server killed by SIGKILL mid-game and started again on the same
// database has every action it acknowledged: the same views and messages
// for the same tokens, a resent action is a duplicate, and the game plays
// on to an end whose record replays and verifies.
func TestAServerKilledLosesNoAcknowledgedAction(t *testing.T) {
	path := filepath.Join(t.TempDir(), "tables.db")
	srv := startTabled(t, path)
	var tc createReply
	srv.must(t, 201, "POST", "/tables", createRequest{Game: "crib", Seats: []seatRequest{{Name: "Ann"}, {Name: "Bob"}}}, &tc)
	base := "/tables/" + tc.ID
	db := openDB(t, path)
	defer db.Close()
	type acked struct {
		n          int
		seat       int
		id, action string
	}
	var sent []acked
	// play sends the persons' actions (a random bot's choices, worked out
	// on the stored game) until the game waits for the table, is over, or
	// after count actions, each acknowledged; it returns the game stored.
	play := func(srv *child, count int) *table {
		deadline := time.Now().Add(60 * time.Second)
		for {
			tb := mirror(t, db, tc.ID)
			for _, a := range sent {
				if a.n > tb.last() {
					t.Fatalf("acknowledged action %d is not stored (%d are)", a.n, tb.last())
				}
				if h := tb.history[a.n-1]; h.text != a.action || h.seat != a.seat {
					t.Fatalf("acknowledged action %d, seat %d %q, stored as seat %d %q", a.n, a.seat, a.action, h.seat, h.text)
				}
			}
			if count == 0 || tb.game.Over() {
				return tb
			}
			seat, text, ok, err := tb.game.Auto([]string{"random", "random"}, rand.New(rand.NewPCG(uint64(tb.last()), 9)))
			if err != nil || !ok {
				t.Fatalf("no move in a game not over: %v", err)
			}
			if seat == NoSeat { // the table's step: the server's worker takes it
				if time.Now().After(deadline) {
					t.Fatal("the server does not take the table's step")
				}
				time.Sleep(2 * time.Millisecond)
				continue
			}
			id := fmt.Sprint("c", len(sent))
			var r actionReply
			srv.must(t, 200, "POST", base+"/actions", actionRequest{Seat: &seat, Token: tc.Seats[seat].Token, ID: id, Action: text}, &r)
			if r.Duplicate || r.N != tb.last()+1 {
				t.Fatalf("action %q: %+v, want action %d", text, r, tb.last()+1)
			}
			sent = append(sent, acked{r.N, seat, id, text})
			count--
		}
	}
	// Play into the first deal's pegging, stopping where the game waits
	// for a person (no step of the table's under way).
	tb := play(srv, 8)
	for len(tb.game.Turn()) == 0 {
		tb = play(srv, 1)
	}
	type seen struct {
		View viewReply
		Msgs []message
	}
	look := func(srv *child) [2]seen {
		var out [2]seen
		for s := range 2 {
			q := fmt.Sprintf("?seat=%d&token=%s", s, tc.Seats[s].Token)
			srv.must(t, 200, "GET", base+"/view"+q, nil, &out[s].View)
			srv.must(t, 200, "GET", base+"/messages"+q, nil, &out[s].Msgs)
		}
		return out
	}
	before := look(srv)
	if before[0].View.N != tb.last() {
		t.Fatalf("the server is at action %d, the store at %d", before[0].View.N, tb.last())
	}
	t.Logf("killing the server at action %d, %d of them the persons'", tb.last(), len(sent))
	srv.kill()

	srv2 := startTabled(t, path)
	if diff := cmp.Diff(before, look(srv2)); diff != "" {
		t.Fatalf("after SIGKILL and a restart (-before +after):\n%s", diff)
	}
	last := sent[len(sent)-1]
	var r actionReply
	srv2.must(t, 200, "POST", base+"/actions", actionRequest{Seat: &last.seat, Token: tc.Seats[last.seat].Token, ID: last.id, Action: last.action}, &r)
	if !r.Duplicate || r.N != last.n {
		t.Errorf("the last action resent: %+v, want a duplicate of %d", r, last.n)
	}
	tb = play(srv2, -1)
	if !tb.game.Over() {
		t.Fatal("the game did not end")
	}
	// The server's last steps (the count after the last lay) may still be
	// under way: wait until it says the game is over.
	var in tableInfo
	for deadline := time.Now().Add(30 * time.Second); !in.Over; time.Sleep(2 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the server does not say the game is over")
		}
		srv2.must(t, 200, "GET", base, nil, &in)
	}
	req, _ := http.NewRequest("GET", srv2.base+base+"/record", nil)
	res, err := killClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	text, err := io.ReadAll(res.Body)
	res.Body.Close()
	if err != nil || res.StatusCode != 200 {
		t.Fatalf("record: %d %s %v", res.StatusCode, text, err)
	}
	verifyRecord(t, text, tc.Commitment, in.N)
}
