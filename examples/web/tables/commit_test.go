package tables

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// newTableRow stores a table of two seats with id.
func newTableRow(t *testing.T, s *Store, id string) {
	t.Helper()
	row := TableRow{ID: id, Kind: "crib", Setup: "x", Seed: 1, Salt: []byte{1}, Commitment: "c", Created: time.Now(),
		Seats: []SeatRow{{Seat: 0, TokenHash: "h0", Name: "Ann"}, {Seat: 1, TokenHash: "h1", Name: "Bob"}}}
	if err := s.CreateTable(context.Background(), row); err != nil {
		t.Fatal(err)
	}
}

// appendAtOnce makes tables t0, t1, … and appends each actions to every
// one of them at once, a goroutine a table, action n's text text(n) and its
// client id "c<n>"; every failure is an error of t.
func appendAtOnce(t *testing.T, s *Store, tables, each int, text func(n int) string) {
	t.Helper()
	ctx := context.Background()
	for i := range tables {
		newTableRow(t, s, fmt.Sprint("t", i))
	}
	var wg sync.WaitGroup
	errs := make(chan error, tables)
	for i := range tables {
		wg.Go(func() {
			for n := 1; n <= each; n++ {
				a := ActionRow{N: n, Seat: n % 2, ClientID: fmt.Sprint("c", n), Action: text(n), Accepted: time.Now()}
				if err := s.Append(ctx, fmt.Sprint("t", i), a); err != nil {
					errs <- fmt.Errorf("table %d action %d: %w", i, n, err)
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

// Many tables appending at once: every append acknowledged is stored, in
// order, and is there after the database is closed and opened again; the
// writer gathered them into batches.
func TestStoreConcurrentAppends(t *testing.T) {
	const tables, each = 40, 25
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "t.db")
	db := openDB(t, path)
	var mu sync.Mutex
	biggest := 0
	s, err := newStore(ctx, db, func(n int) { mu.Lock(); biggest = max(biggest, n); mu.Unlock() })
	if err != nil {
		t.Fatal(err)
	}
	appendAtOnce(t, s, tables, each, func(n int) string { return fmt.Sprint("action ", n) })
	s.Close()
	db.Close()
	if biggest < 2 {
		t.Errorf("the biggest batch held %d appends: no group commit", biggest)
	}
	for i, acts := range reopened(t, path, tables, each) {
		for k, a := range acts {
			if a.N != k+1 || a.Action != fmt.Sprint("action ", k+1) || a.ClientID != fmt.Sprint("c", k+1) {
				t.Errorf("table %d: action %d is %+v", i, k+1, a)
			}
		}
	}
}

// reopened opens the store in the file at path again and reads the
// actions of tables t0, t1, …, each of which must have each of them.
func reopened(t *testing.T, path string, tables, each int) [][]ActionRow {
	t.Helper()
	db := openDB(t, path)
	defer db.Close()
	s := openStore(t, db)
	defer s.Close()
	all := make([][]ActionRow, tables)
	for i := range tables {
		_, acts, err := s.LoadTable(context.Background(), fmt.Sprint("t", i))
		if err != nil || len(acts) != each {
			t.Fatalf("table %d: %d actions, %v", i, len(acts), err)
		}
		all[i] = acts
	}
	return all
}

// An append that fails in a batch fails alone: the others in its batch are
// committed, and what the failing one wrote before failing is undone.
func TestStoreFailingAppendFailsAlone(t *testing.T) {
	ctx := context.Background()
	db := openDB(t, filepath.Join(t.TempDir(), "t.db"))
	defer db.Close()
	batches := make(chan int, 100)
	s, err := newStore(ctx, db, func(n int) { batches <- n })
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for _, id := range []string{"a", "b", "c", "d", "e"} {
		newTableRow(t, s, id)
	}
	if err := s.Append(ctx, "a", ActionRow{N: 1, Seat: 0, ClientID: "x", Action: "first", Accepted: time.Now()}); err != nil {
		t.Fatal(err)
	}
	for len(batches) > 0 {
		<-batches
	}
	// Hold the writer in a job of its own while the batch gathers.
	release, held := make(chan struct{}), make(chan struct{})
	go func() {
		_ = s.write(ctx, func(context.Context, *sql.Tx) error { close(held); <-release; return nil })
	}()
	<-held
	<-batches
	type result struct {
		what string
		err  error
	}
	results := make(chan result, 5)
	do := func(what string, f func() error) { go func() { results <- result{what, f()} }() }
	do("b 1", func() error { return s.Append(ctx, "b", ActionRow{N: 1, Seat: 0, Action: "ok", Accepted: time.Now()}) })
	do("a reused id", func() error {
		return s.Append(ctx, "a", ActionRow{N: 2, Seat: 0, ClientID: "x", Action: "again", Accepted: time.Now()})
	})
	do("c out of turn", func() error {
		return s.Append(ctx, "c", ActionRow{N: 2, Seat: 0, Action: "late", Accepted: time.Now()})
	})
	do("e wrote then failed", func() error {
		return s.write(ctx, func(ctx context.Context, tx *sql.Tx) error {
			if _, err := tx.ExecContext(ctx, `INSERT INTO actions (table_id, n, seat, client_id, action, accepted_at) VALUES (?, ?, ?, ?, ?, ?)`,
				"e", 1, 0, nil, "undone", "now"); err != nil {
				return err
			}
			return errors.New("a failure after a write")
		})
	})
	do("d 1", func() error { return s.Append(ctx, "d", ActionRow{N: 1, Seat: 1, Action: "ok", Accepted: time.Now()}) })
	// Every one is waiting on the writer when it is let go.
	waitSenders(t, s, 5)
	close(release)
	got := map[string]error{}
	for range 5 {
		r := <-results
		got[r.what] = r.err
	}
	if n := <-batches; n != 5 {
		t.Errorf("the batch held %d jobs, want 5", n)
	}
	for what, err := range got {
		ok := what == "b 1" || what == "d 1"
		if ok != (err == nil) {
			t.Errorf("%s: %v", what, err)
		}
	}
	if !errors.Is(got["a reused id"], ErrDuplicate) || !errors.Is(got["c out of turn"], ErrDuplicate) {
		t.Errorf("refusals: %v, %v", got["a reused id"], got["c out of turn"])
	}
	for id, want := range map[string][]string{"a": {"first"}, "b": {"ok"}, "c": nil, "d": {"ok"}, "e": nil} {
		_, acts, err := s.LoadTable(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		var texts []string
		for _, a := range acts {
			texts = append(texts, a.Action)
		}
		if fmt.Sprint(texts) != fmt.Sprint(want) {
			t.Errorf("table %s: %q, want %q", id, texts, want)
		}
	}
}

// A batch is run once when none of its jobs fails, and again (each job in
// its own savepoint) when one does: every job runs once, or twice.
func TestStoreBatchRunsAgainOnlyOnAFailure(t *testing.T) {
	for _, failing := range []bool{false, true} {
		ctx := context.Background()
		db := openDB(t, filepath.Join(t.TempDir(), "t.db"))
		batches := make(chan int, 100)
		s, err := newStore(ctx, db, func(n int) { batches <- n })
		if err != nil {
			t.Fatal(err)
		}
		release, held := make(chan struct{}), make(chan struct{})
		go func() {
			_ = s.write(ctx, func(context.Context, *sql.Tx) error { close(held); <-release; return nil })
		}()
		<-held
		<-batches
		var runs [3]atomic.Int64
		errs := make(chan error, 3)
		for i := range 3 {
			go func() {
				errs <- s.write(ctx, func(ctx context.Context, tx *sql.Tx) error {
					runs[i].Add(1)
					if failing && i == 1 {
						return errors.New("a failure")
					}
					_, err := tx.ExecContext(ctx, `INSERT INTO game_tables (id, kind, setup, seed, salt, commitment, created) VALUES (?, 'k', '', '1', '', '', '')`, fmt.Sprint("t", i))
					return err
				})
			}()
		}
		waitSenders(t, s, 3)
		close(release)
		failed := 0
		for range 3 {
			if <-errs != nil {
				failed++
			}
		}
		if n := <-batches; n != 3 {
			t.Errorf("failing %v: the batch held %d jobs, want 3", failing, n)
		}
		var got [3]int64
		for i := range runs {
			got[i] = runs[i].Load()
		}
		// Unfailing, each ran once; failing, the failing job twice (alone,
		// then saved), and each other once or twice (it ran before the
		// failure in the batch's order, or only after it).
		ok := got == [3]int64{1, 1, 1} && failed == 0
		if failing {
			ok = got[1] == 2 && got[0] >= 1 && got[0] <= 2 && got[2] >= 1 && got[2] <= 2 && failed == 1
		}
		if !ok {
			t.Errorf("failing %v: runs %v; %d failed", failing, got, failed)
		}
		want := 3
		if failing {
			want = 2
		}
		var stored int
		if err := db.QueryRow(`SELECT COUNT(*) FROM game_tables`).Scan(&stored); err != nil || stored != want {
			t.Errorf("failing %v: %d tables stored, want %d (%v)", failing, stored, want, err)
		}
		s.Close()
		db.Close()
	}
}

// waitSenders waits until n goroutines wait to hand the writer a job.
func waitSenders(t *testing.T, s *Store, n int) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for s.waiting.Load() < int64(n) {
		if time.Now().After(deadline) {
			t.Fatalf("%d writes wait, want %d", s.waiting.Load(), n)
		}
		time.Sleep(time.Millisecond)
	}
}

// Closing the store while appends wait: each append either is committed
// (nil, and there after reopening) or fails with nothing stored; a write
// after Close is ErrStoreClosed.
func TestStoreCloseWhileAppendsWait(t *testing.T) {
	const tables = 30
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "t.db")
	db := openDB(t, path)
	s, err := OpenStore(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	for i := range tables {
		newTableRow(t, s, fmt.Sprint("t", i))
	}
	acked := make([]int, tables)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range tables {
		wg.Go(func() {
			<-start
			for n := 1; ; n++ {
				err := s.Append(ctx, fmt.Sprint("t", i), ActionRow{N: n, Seat: 0, Action: "x", Accepted: time.Now()})
				if errors.Is(err, ErrStoreClosed) {
					return
				}
				if err != nil {
					t.Errorf("table %d action %d: %v", i, n, err)
					return
				}
				acked[i] = n
			}
		})
	}
	close(start)
	time.Sleep(50 * time.Millisecond)
	s.Close()
	wg.Wait()
	if err := s.Append(ctx, "t0", ActionRow{N: 1000, Action: "x", Accepted: time.Now()}); !errors.Is(err, ErrStoreClosed) {
		t.Errorf("an append after Close: %v", err)
	}
	db.Close()
	db = openDB(t, path)
	defer db.Close()
	s2 := openStore(t, db)
	total := 0
	for i := range tables {
		_, acts, err := s2.LoadTable(ctx, fmt.Sprint("t", i))
		if err != nil {
			t.Fatal(err)
		}
		if len(acts) != acked[i] {
			t.Errorf("table %d: %d actions stored, %d acknowledged", i, len(acts), acked[i])
		}
		total += len(acts)
	}
	if total == 0 {
		t.Error("nothing was appended before Close")
	}
}

// SQLiteDSN opens every connection of the pool in WAL mode with
// synchronous FULL and a busy timeout.
func TestSQLiteDSNPragmas(t *testing.T) {
	ctx := context.Background()
	db := openDB(t, filepath.Join(t.TempDir(), "t.db"))
	defer db.Close()
	var conns []*sql.Conn
	for range 3 { // several connections, each opened with the pragmas
		c, err := db.Conn(ctx)
		if err != nil {
			t.Fatal(err)
		}
		conns = append(conns, c)
	}
	for i, c := range conns {
		var mode string
		var sync, busy int
		if err := c.QueryRowContext(ctx, `PRAGMA journal_mode`).Scan(&mode); err != nil {
			t.Fatal(err)
		}
		if err := c.QueryRowContext(ctx, `PRAGMA synchronous`).Scan(&sync); err != nil {
			t.Fatal(err)
		}
		if err := c.QueryRowContext(ctx, `PRAGMA busy_timeout`).Scan(&busy); err != nil {
			t.Fatal(err)
		}
		var page, auto int
		if err := c.QueryRowContext(ctx, `PRAGMA page_size`).Scan(&page); err != nil {
			t.Fatal(err)
		}
		if err := c.QueryRowContext(ctx, `PRAGMA wal_autocheckpoint`).Scan(&auto); err != nil {
			t.Fatal(err)
		}
		var cache int
		if err := c.QueryRowContext(ctx, `PRAGMA cache_size`).Scan(&cache); err != nil {
			t.Fatal(err)
		}
		if mode != "wal" || sync != 2 || busy != 5000 || page != 1024 || auto != 0 || cache != -32768 {
			t.Errorf("connection %d: journal_mode %s, synchronous %d, busy_timeout %d, page_size %d, wal_autocheckpoint %d, cache_size %d; want wal, 2 (FULL), 5000, 1024, 0, -32768", i, mode, sync, busy, page, auto, cache)
		}
		c.Close()
	}
}

// OpenSQLite makes a new file with small pages, leaves a file already
// there as it is, and refuses a name that would be read as a query.
func TestOpenSQLite(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	old := filepath.Join(dir, "old.db")
	db, err := sql.Open("sqlite", SQLiteDSN(old)) // SQLite's own pages
	if err != nil {
		t.Fatal(err)
	}
	if _, err := OpenStore(ctx, db); err != nil {
		t.Fatal(err)
	}
	db.Close()
	for _, c := range []struct {
		path string
		page int
	}{{filepath.Join(dir, "new.db"), 1024}, {old, 4096}} {
		db, err := OpenSQLite(c.path)
		if err != nil {
			t.Fatal(err)
		}
		s, err := OpenStore(ctx, db)
		if err != nil {
			t.Fatal(err)
		}
		var page int
		var mode string
		if err := db.QueryRowContext(ctx, `PRAGMA page_size`).Scan(&page); err != nil {
			t.Fatal(err)
		}
		if err := db.QueryRowContext(ctx, `PRAGMA journal_mode`).Scan(&mode); err != nil {
			t.Fatal(err)
		}
		if page != c.page || mode != "wal" {
			t.Errorf("%s: page_size %d, journal_mode %s; want %d, wal", filepath.Base(c.path), page, mode, c.page)
		}
		s.Close()
		db.Close()
	}
	for _, bad := range []string{filepath.Join(dir, "a?b.db"), filepath.Join(dir, "a#b.db")} {
		if db, err := OpenSQLite(bad); err == nil {
			db.Close()
			t.Errorf("OpenSQLite(%q): no error", bad)
		}
	}
	if db, err := OpenSQLite(filepath.Join(dir, "no-such-dir", "x.db")); err == nil {
		db.Close()
		t.Error("OpenSQLite in a directory that is not there: no error")
	}
}

// BenchmarkStoreAppend is the store alone under the load benchmark's
// writes: 500 tables, 8 or 64 goroutines each appending one action at a time
// to its share of them in turn (an action of about the load's size, a
// client id each), every append committed (group commit) before the next
// to that table. It reports the process's CPU time an append and the
// appends a commit.
func BenchmarkStoreAppend(b *testing.B) {
	for _, workers := range []int{8, 64} {
		b.Run(fmt.Sprint("writers=", workers), func(b *testing.B) { benchmarkStoreAppend(b, workers) })
	}
}

func benchmarkStoreAppend(b *testing.B, workers int) {
	ctx := context.Background()
	db := openDB(b, filepath.Join(b.TempDir(), "t.db"))
	defer db.Close()
	s, err := OpenStore(ctx, db)
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	const tables = 500
	for i := range tables {
		row := TableRow{ID: fmt.Sprint("table-", i), Kind: "crib", Setup: "x", Seed: 1, Salt: []byte{1}, Commitment: "c", Created: time.Now(),
			Seats: []SeatRow{{Seat: 0, TokenHash: "h0", Name: "Ann"}, {Seat: 1, TokenHash: "h1", Name: "Bob"}}}
		if err := s.CreateTable(ctx, row); err != nil {
			b.Fatal(err)
		}
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	c0, w0 := s.commits.Load(), s.writes.Load()
	b.ResetTimer()
	cpu0 := cpuTime()
	last := make([]int, tables) // the last action of each table; table i is worker i%workers's
	for w := range workers {
		wg.Go(func() {
			for i := w; next.Add(1) <= int64(b.N); i += workers {
				if i >= tables {
					i = w
				}
				last[i]++
				a := ActionRow{N: last[i], Seat: last[i] % 2, ClientID: fmt.Sprint("c", last[i]), Action: "lay 0 10H", Accepted: time.Now()}
				if err := s.Append(ctx, fmt.Sprint("table-", i), a); err != nil {
					b.Error(err)
					return
				}
			}
		})
	}
	wg.Wait()
	cpu := cpuTime() - cpu0
	b.StopTimer()
	if cpu > 0 {
		b.ReportMetric(float64(cpu.Microseconds())/float64(b.N), "cpu-us/append")
	}
	if c := s.commits.Load() - c0; c > 0 {
		b.ReportMetric(float64(s.writes.Load()-w0)/float64(c), "appends/commit")
	}
}

// A batch of more than one job waits for more, up to lingerJobs, while a
// lone job is committed at once (here the wait is an hour: a test that
// hangs has lingered where it should not).
func TestStoreBatchLingers(t *testing.T) {
	ctx := context.Background()
	db := openDB(t, filepath.Join(t.TempDir(), "t.db"))
	defer db.Close()
	batches := make(chan int, 100)
	s, err := newStoreConfig(ctx, db, storeConfig{onBatch: func(n int) { batches <- n }, checkpointEvery: checkpointEvery, restartFrames: restartFrames, linger: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for i := range lingerJobs {
		newTableRow(t, s, fmt.Sprint("t", i)) // each alone: at once
	}
	for range lingerJobs {
		if n := <-batches; n != 1 {
			t.Fatalf("a lone job's batch held %d", n)
		}
	}
	release, held := make(chan struct{}), make(chan struct{})
	go func() {
		_ = s.write(ctx, func(context.Context, *sql.Tx) error { close(held); <-release; return nil })
	}()
	<-held
	<-batches
	errs := make(chan error, lingerJobs)
	appendTo := func(i int) {
		go func() {
			errs <- s.Append(ctx, fmt.Sprint("t", i), ActionRow{N: 1, Seat: 0, Action: "go", Accepted: time.Now()})
		}()
	}
	appendTo(0)
	appendTo(1)
	waitSenders(t, s, 2)
	close(release) // two wait: the writer lingers for the others
	for i := 2; i < lingerJobs; i++ {
		appendTo(i)
	}
	for range lingerJobs {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	if n := <-batches; n != lingerJobs {
		t.Errorf("the batch held %d appends, want %d", n, lingerJobs)
	}
}
