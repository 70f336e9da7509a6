package tables

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	_ "modernc.org/sqlite"
)

// openDB opens the SQLite file path through the pure-Go driver.
func openDB(t testing.TB, path string) *sql.DB {
	t.Helper()
	db, err := OpenSQLite(path)
	if err != nil {
		t.Fatal(err)
	}
	return db
}

// openDBWith opens the data source name dsn with the SQLite driver.
func openDBWith(t testing.TB, dsn string) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		t.Fatal(err)
	}
	return db
}

func openStore(t *testing.T, db *sql.DB) *Store {
	t.Helper()
	s, err := OpenStore(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return s
}

func TestStoreCreateAppendReload(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "t.db")
	db := openDB(t, path)
	s := openStore(t, db)
	row := TableRow{ID: "abc", Kind: "crib", Setup: "2 players", Seed: 1<<63 + 5, Salt: []byte("0123456789abcdef"),
		Commitment: "c0ffee", Created: time.Now(), Seats: []SeatRow{{Seat: 0, TokenHash: "h0", Name: "Ann"}, {Seat: 1, Name: "Bot", Bot: "expert"}}}
	if err := s.CreateTable(ctx, row); err != nil {
		t.Fatal(err)
	}
	if err := s.CreateTable(ctx, row); err == nil {
		t.Error("a table created twice")
	}
	for i, a := range []ActionRow{{N: 1, Seat: -1, Action: "cut for deal"}, {N: 2, Seat: 0, ClientID: "x1", Action: "deal"}} {
		a.Accepted = time.Now()
		if err := s.Append(ctx, "abc", a); err != nil {
			t.Fatalf("append %d: %v", i, err)
		}
	}
	// A number out of turn, or a client id used again, is refused and stores nothing.
	for _, a := range []ActionRow{{N: 2, Seat: 1, Action: "go"}, {N: 4, Seat: 1, Action: "go"}, {N: 3, Seat: 0, ClientID: "x1", Action: "go"}} {
		if err := s.Append(ctx, "abc", a); !errors.Is(err, ErrDuplicate) {
			t.Errorf("append %+v: %v, want ErrDuplicate", a, err)
		}
	}
	// The same client id from another seat is its own.
	if err := s.Append(ctx, "abc", ActionRow{N: 3, Seat: 1, ClientID: "x1", Action: "go"}); err != nil {
		t.Fatal(err)
	}
	// Crash-safety: each append is committed before it returns, so a
	// second connection on the file sees it while the first is still open.
	db2 := openDB(t, path)
	defer db2.Close()
	got, acts, err := openStore(t, db2).LoadTable(ctx, "abc")
	if err != nil {
		t.Fatal(err)
	}
	if got.Seed != row.Seed || string(got.Salt) != string(row.Salt) || len(got.Seats) != 2 || got.Seats[1].Bot != "expert" {
		t.Errorf("reloaded %+v", got)
	}
	if len(acts) != 3 || acts[1].ClientID != "x1" || acts[0].ClientID != "" || acts[2].Action != "go" {
		t.Errorf("reloaded actions %+v", acts)
	}
	if ok, err := s.JoinSeat(ctx, "abc", 0, "h9", "Eve"); ok || err != nil {
		t.Errorf("joined a taken seat: %v %v", ok, err)
	}
	db.Close()
	// A new *sql.DB on the same file after the first is closed.
	db3 := openDB(t, path)
	defer db3.Close()
	if _, acts, err := openStore(t, db3).LoadTable(ctx, "abc"); err != nil || len(acts) != 3 {
		t.Errorf("after close: %d actions, %v", len(acts), err)
	}
	if _, _, err := openStore(t, db3).LoadTable(ctx, "nope"); !errors.Is(err, sql.ErrNoRows) {
		t.Errorf("a missing table: %v", err)
	}
}

// The writer notes each table's last number as it commits it; a note left
// behind by another store appending to the same file (another process)
// refuses an append at the noted number as ErrDuplicate, storing nothing,
// as the database's own number does, and the next number is taken.
func TestStoreNoteBehindTheDatabase(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "t.db")
	s1, s2 := openStore(t, openDB(t, path)), openStore(t, openDB(t, path))
	if err := s1.CreateTable(ctx, TableRow{ID: "abc", Kind: "crib", Setup: "2 players", Salt: []byte("s"), Commitment: "c", Created: time.Now(),
		Seats: []SeatRow{{Seat: 0, Name: "Ann"}, {Seat: 1, Name: "Bob"}}}); err != nil {
		t.Fatal(err)
	}
	must := func(s *Store, acts ...ActionRow) {
		t.Helper()
		if err := s.AppendAll(ctx, "abc", acts); err != nil {
			t.Fatal(err)
		}
	}
	must(s1, ActionRow{N: 1, Seat: -1, Action: "cut for deal"}, ActionRow{N: 2, Seat: 0, ClientID: "a", Action: "deal"}) // s1 notes 2
	must(s2, ActionRow{N: 3, Seat: 1, ClientID: "b", Action: "go"})                                                      // the file is at 3
	for _, a := range []ActionRow{
		{N: 3, Seat: 0, ClientID: "c", Action: "go"}, // s1's note says 3 is next
		{N: 3, Seat: -1, Action: "go"},               // no client id to look up
		{N: 5, Seat: 0, Action: "go"},
	} {
		if err := s1.Append(ctx, "abc", a); !errors.Is(err, ErrDuplicate) {
			t.Errorf("append %+v: %v, want ErrDuplicate", a, err)
		}
	}
	must(s1, ActionRow{N: 4, Seat: 0, ClientID: "c", Action: "go"})
	must(s1, ActionRow{N: 5, Seat: 1, ClientID: "d", Action: "go"}) // on its own note again
	_, acts, err := s2.LoadTable(ctx, "abc")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, a := range acts {
		got = append(got, fmt.Sprintf("%d/%d/%s", a.N, a.Seat, a.ClientID))
	}
	if diff := cmp.Diff([]string{"1/-1/", "2/0/a", "3/1/b", "4/0/c", "5/1/d"}, got); diff != "" {
		t.Errorf("stored (-want +got):\n%s", diff)
	}
}

// No database is an error, not a panic; closing no store does nothing.
func TestNoDatabase(t *testing.T) {
	if _, err := NewServer(nil, Options{}); err == nil {
		t.Error("NewServer(nil) made a server")
	}
	if _, err := OpenStore(t.Context(), nil); err == nil {
		t.Error("OpenStore(nil) made a store")
	}
	var s *Store
	s.Close()
}

// A Server not made by NewServer (nil, or its zero value) answers every
// request with an error and closes as nothing.
func TestServerNotMade(t *testing.T) {
	for _, s := range []*Server{nil, {}} {
		w := httptest.NewRecorder()
		s.ServeHTTP(w, httptest.NewRequest("GET", "/tables/x", nil))
		if w.Code != http.StatusServiceUnavailable || !strings.Contains(w.Body.String(), "NewServer") {
			t.Errorf("%d %s", w.Code, w.Body)
		}
		s.Close()
	}
}
