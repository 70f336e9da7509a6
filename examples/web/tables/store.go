package tables

import (
	"context"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// The store keeps every table in a database/sql database, in portable SQL
// (no SQLite-only syntax): the tables, their seats and every action
// accepted, one row an action, each committed before it is acknowledged.
// A table's state is rebuilt by replaying its record (its setup, its seed
// and its actions), which is the truth; a snapshot (the game's saved form
// after action n, written in the same transaction as action n) lets a load
// replay only the actions after it, and is never trusted beyond what the
// actions after it confirm (see loadTable). The messages a
// seat receives are numbered by the actions (message n is what action n
// did), so they are renumbered by the replay and need no table of their own.
//
// Every write goes through one writer goroutine, one connection at a time,
// which commits the writes waiting together (group commit, see commit.go); reads
// use the pool of db. The statements are portable; everything particular
// to SQLite is in how the database is opened (OpenSQLite, SQLiteDSN).

// SQLiteDSN returns the data source name that opens the SQLite file at
// path with the driver modernc.org/sqlite ("sqlite") as the store wants
// it, pragmas set on every connection:
//
//   - journal_mode(WAL): readers do not block the writer, nor it them, and
//     a commit appends to the log instead of rewriting pages;
//   - synchronous(FULL): a commit syncs the log to the disk before it
//     returns, so an acknowledged action survives a crash of the process
//     and of the machine (NORMAL would lose the last commits on a power
//     cut);
//   - busy_timeout(5000): a connection waits up to 5 s for a lock held by
//     another (another process on the file) instead of failing at once;
//   - wal_autocheckpoint(0): no commit copies the log into the database
//     file; the store does it in the background (see checkpoint.go), so
//     that a commit only appends and syncs;
//   - cache_size(-32768): each connection keeps up to 32 MiB of pages in
//     memory rather than SQLite's 2 MiB, so that the writer finds the
//     pages its appends touch (one at random in each index, see
//     OpenSQLite) without reading them from the file again;
//   - _txlock=immediate: a transaction takes the write lock when it
//     begins, so two writers never deadlock upgrading their locks.
//
// path must not hold '?' or '#'.
func SQLiteDSN(path string) string {
	return "file:" + path + "?_pragma=busy_timeout(5000)&_pragma=journal_mode(WAL)&_pragma=synchronous(FULL)&_pragma=wal_autocheckpoint(0)&_pragma=cache_size(-32768)&_txlock=immediate"
}

// OpenSQLite opens the SQLite file at path as the store wants it
// (SQLiteDSN), first making the file, when there is none, with pages of
// 1 KiB instead of SQLite's 4 KiB. The log (WAL) takes whole pages, and an
// action touches a page at random in each of the actions' two indexes (one
// table's rows lie apart from another's), so the bytes each commit syncs
// to the disk shrink about fourfold with the page: under BenchmarkLoad the
// log went from 250 to 66 MB for the same 20,000 actions. A file already
// there keeps its pages (SQLite cannot change them in WAL mode).
//
// path must not hold '?' or '#'.
func OpenSQLite(path string) (*sql.DB, error) {
	if strings.ContainsAny(path, "?#") {
		return nil, fmt.Errorf("tables: %q: a file name without ? or #", path)
	}
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		if err := newSQLite(path); err != nil {
			return nil, err
		}
	}
	db, err := sql.Open("sqlite", SQLiteDSN(path))
	if err != nil {
		return nil, err
	}
	if err := db.Ping(); err != nil {
		db.Close()
		return nil, fmt.Errorf("tables: %s: %w", path, err)
	}
	return db, nil
}

// newSQLite makes the SQLite file path with 1 KiB pages in WAL mode. The
// page size is set before the first write, on one connection; the driver
// would set WAL first if both were in the data source name.
func newSQLite(path string) error {
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		return err
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	for _, q := range []string{`PRAGMA page_size = 1024`, `PRAGMA journal_mode = WAL`} {
		if _, err := db.Exec(q); err != nil {
			return fmt.Errorf("tables: making %s: %w", path, err)
		}
	}
	return nil
}

// schema creates the store's tables. A uint64 seed is kept as decimal text,
// since SQL integers are signed; salts, token hashes and commitments as hex.
var schema = []string{
	`CREATE TABLE IF NOT EXISTS game_tables (
		id VARCHAR(64) PRIMARY KEY,
		kind VARCHAR(32) NOT NULL,
		setup TEXT NOT NULL,
		seed VARCHAR(32) NOT NULL,
		salt VARCHAR(128) NOT NULL,
		commitment VARCHAR(128) NOT NULL,
		created VARCHAR(64) NOT NULL
	)`,
	`CREATE TABLE IF NOT EXISTS seats (
		table_id VARCHAR(64) NOT NULL,
		seat INTEGER NOT NULL,
		token_hash VARCHAR(128) NOT NULL,
		name VARCHAR(64) NOT NULL,
		bot VARCHAR(32) NOT NULL,
		PRIMARY KEY (table_id, seat)
	)`,
	`CREATE TABLE IF NOT EXISTS actions (
		table_id VARCHAR(64) NOT NULL,
		n INTEGER NOT NULL,
		seat INTEGER NOT NULL,
		client_id VARCHAR(64),
		action TEXT NOT NULL,
		accepted_at VARCHAR(64) NOT NULL,
		PRIMARY KEY (table_id, n),
		UNIQUE (table_id, seat, client_id)
	)`,
	`CREATE TABLE IF NOT EXISTS snapshots (
		table_id VARCHAR(64) NOT NULL,
		n INTEGER NOT NULL,
		state TEXT NOT NULL,
		PRIMARY KEY (table_id, n)
	)`,
}

// Store is the tables' database. Close it (stopping its writer) before
// closing its database.
type Store struct {
	db        *sql.DB
	stmts     statements
	jobs      chan *job     // to the writer
	closing   chan struct{} // closed by Close
	closeOnce sync.Once
	stopped   chan struct{} // closed when the writer has stopped
	cfg       storeConfig
	waiting   atomic.Int64 // writes waiting to be handed to the writer
	commits   atomic.Int64 // transactions the writer has run
	writes    atomic.Int64 // writes the writer has run
	// last is the number of each table's last action as the writer
	// committed it, the writer's alone (see appendActions).
	last map[string]int

	// Checkpoints (checkpoint.go), over SQLite in WAL mode.
	ckptStopped chan struct{} // closed when the checkpointer has stopped (or never ran)
	restart     atomic.Bool   // the log is long: the writer restarts it after its batch
	checkpoints atomic.Int64  // passive checkpoints run
	restarts    atomic.Int64  // restart checkpoints run
}

// storeConfig is what tests may change of a store.
type storeConfig struct {
	onBatch         func(n int) // called with each batch's size before it runs
	checkpointEvery time.Duration
	restartFrames   int
	linger          time.Duration // see commit.go (0: none)
}

// OpenStore makes the store's tables in db when they are missing and
// starts its writer (see commit.go), which runs until Close.
func OpenStore(ctx context.Context, db *sql.DB) (*Store, error) {
	return newStore(ctx, db, nil)
}

// newStore is OpenStore with the store's defaults, calling onBatch (when not
// nil) with the size of each batch of writes before it runs.
func newStore(ctx context.Context, db *sql.DB, onBatch func(n int)) (*Store, error) {
	return newStoreConfig(ctx, db, storeConfig{onBatch: onBatch, checkpointEvery: checkpointEvery, restartFrames: restartFrames, linger: lingerFor})
}

func newStoreConfig(ctx context.Context, db *sql.DB, cfg storeConfig) (*Store, error) {
	if db == nil {
		return nil, errors.New("tables: no database")
	}
	for _, q := range schema {
		if _, err := db.ExecContext(ctx, q); err != nil {
			return nil, fmt.Errorf("tables: making the schema: %w", err)
		}
	}
	st, err := prepare(ctx, db)
	if err != nil {
		return nil, err
	}
	s := &Store{db: db, stmts: st, jobs: make(chan *job), closing: make(chan struct{}), stopped: make(chan struct{}), cfg: cfg,
		ckptStopped: make(chan struct{}), last: map[string]int{}}
	if walMode(ctx, s) {
		go s.checkpointer()
	} else {
		close(s.ckptStopped)
	}
	go s.writer()
	return s, nil
}

// errNoStore is what a Store not made by OpenStore (nil, or its zero
// value) answers.
var errNoStore = errors.New("tables: the store was not made by OpenStore")

// made is errNoStore for a Store not made by OpenStore, nil otherwise.
func (s *Store) made() error {
	if s == nil || s.jobs == nil {
		return errNoStore
	}
	return nil
}

// statements are the appends' statements, prepared once (and on each
// connection of the pool once, as database/sql does).
type statements struct {
	last, byClient, insert, snapshot *sql.Stmt
}

func prepare(ctx context.Context, db *sql.DB) (statements, error) {
	var st statements
	for _, p := range []struct {
		s *(*sql.Stmt)
		q string
	}{
		{&st.last, `SELECT MAX(n) FROM actions WHERE table_id = ?`},
		{&st.byClient, `SELECT n FROM actions WHERE table_id = ? AND seat = ? AND client_id = ?`},
		{&st.insert, `INSERT INTO actions (table_id, n, seat, client_id, action, accepted_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`},
		{&st.snapshot, `INSERT INTO snapshots (table_id, n, state) VALUES (?, ?, ?)`},
	} {
		var err error
		if *p.s, err = db.PrepareContext(ctx, p.q); err != nil {
			return st, fmt.Errorf("tables: preparing %q: %w", p.q, err)
		}
	}
	return st, nil
}

// TableRow is a table as stored: how it starts.
type TableRow struct {
	ID, Kind, Setup string
	Seed            uint64
	Salt            []byte
	Commitment      string
	Created         time.Time
	Seats           []SeatRow
}

// SeatRow is a seat as stored. TokenHash is empty for a seat no one has
// joined yet; Bot is the level of the bot that plays it, or empty.
type SeatRow struct {
	Seat                 int
	TokenHash, Name, Bot string
}

// ActionRow is one accepted action: its number (from 1), the seat that
// took it (NoSeat: the table's own step), the client's id for it (empty
// for the table's and the bots'), and its text.
type ActionRow struct {
	N        int
	Seat     int
	ClientID string
	Action   string
	Accepted time.Time
}

// ErrDuplicate is an append refused because the action's number or its
// client id was taken already.
var ErrDuplicate = errors.New("tables: the action was stored already")

// CreateTable stores a new table and its seats in one transaction.
func (s *Store) CreateTable(ctx context.Context, t TableRow) error {
	return s.write(ctx, func(ctx context.Context, tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO game_tables (id, kind, setup, seed, salt, commitment, created) VALUES (?, ?, ?, ?, ?, ?, ?)`,
			t.ID, t.Kind, t.Setup, strconv.FormatUint(t.Seed, 10), hex.EncodeToString(t.Salt), t.Commitment, t.Created.UTC().Format(time.RFC3339Nano)); err != nil {
			return err
		}
		for _, st := range t.Seats {
			if _, err := tx.ExecContext(ctx, `INSERT INTO seats (table_id, seat, token_hash, name, bot) VALUES (?, ?, ?, ?, ?)`,
				t.ID, st.Seat, st.TokenHash, st.Name, st.Bot); err != nil {
				return err
			}
		}
		return nil
	})
}

// JoinSeat gives an open seat (no token yet, no bot) its token hash and
// name; it reports false when the seat is not open.
func (s *Store) JoinSeat(ctx context.Context, id string, seat int, tokenHash, name string) (bool, error) {
	var joined bool
	err := s.write(ctx, func(ctx context.Context, tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE seats SET token_hash = ?, name = ? WHERE table_id = ? AND seat = ? AND token_hash = '' AND bot = ''`,
			tokenHash, name, id, seat)
		if err != nil {
			return err
		}
		n, err := res.RowsAffected()
		joined = n == 1
		return err
	})
	return joined && err == nil, err
}

// Append stores action a of table id, committed before Append returns: an
// action is acknowledged only once it is stored. Appends asked at the same
// time (by many tables) share one transaction, each in its own savepoint:
// one that fails fails alone. Its number must be the next one; a number or
// client id taken already is ErrDuplicate, and nothing is stored.
func (s *Store) Append(ctx context.Context, id string, a ActionRow) error {
	return s.AppendAll(ctx, id, []ActionRow{a})
}

// AppendAll stores the actions acts of table id, numbered on from the last
// one stored, all or none, as Append stores one: an action and the table's
// steps that follow it are stored in one write.
func (s *Store) AppendAll(ctx context.Context, id string, acts []ActionRow) error {
	return s.AppendSnapshots(ctx, id, acts, nil)
}

// SnapshotRow is a snapshot: the game's saved state after action N.
type SnapshotRow struct {
	N     int
	State string
}

// AppendSnapshots is AppendAll storing also the snapshots snaps, each
// after one of acts, in the same write: a snapshot is durable with its
// action, and neither is stored without the other.
func (s *Store) AppendSnapshots(ctx context.Context, id string, acts []ActionRow, snaps []SnapshotRow) error {
	if len(acts) == 0 {
		return nil
	}
	for _, sn := range snaps {
		if sn.N < acts[0].N || sn.N > acts[len(acts)-1].N {
			return fmt.Errorf("tables: table %s: snapshot %d is not after one of actions %d to %d", id, sn.N, acts[0].N, acts[len(acts)-1].N)
		}
	}
	return s.writeThen(ctx, func(ctx context.Context, tx *sql.Tx) error {
		if err := s.appendActions(ctx, tx, id, acts); err != nil {
			return err
		}
		for _, sn := range snaps {
			if _, err := tx.StmtContext(ctx, s.stmts.snapshot).ExecContext(ctx, id, sn.N, sn.State); err != nil {
				return err
			}
		}
		return nil
	}, func(committed bool) {
		// The writer's, after the batch: the number the next append
		// should have, known only once committed.
		delete(s.last, id)
		if committed {
			if len(s.last) >= maxLastKept {
				clear(s.last)
			}
			s.last[id] = acts[len(acts)-1].N
		}
	})
}

// maxLastKept is the most tables whose last action the writer keeps in
// Store.last; it forgets them all when more append (each then asks the
// database once).
const maxLastKept = 4096

// appendActions inserts acts, the next actions of table id. The number
// they must follow is the last one stored: the writer's own note of it
// from its last commit for the table (Store.last) when acts follow that,
// otherwise asked of the database. The note can only be behind the
// database (another process appending to the same file), never ahead:
// then the first insert finds its number taken, and the database is asked.
func (s *Store) appendActions(ctx context.Context, tx *sql.Tx, id string, acts []ActionRow) error {
	last, noted := s.last[id]
	if !noted || last+1 != acts[0].N {
		var err error
		if last, err = s.lastStored(ctx, tx, id); err != nil {
			return err
		}
	}
	insert := tx.StmtContext(ctx, s.stmts.insert)
	for i, a := range acts {
		if last+1+i != a.N {
			return fmt.Errorf("%w: action %d after %d", ErrDuplicate, a.N, last+i)
		}
		var client any
		if a.ClientID != "" {
			client = a.ClientID
		}
		// A client id taken already is found by the insert (it does
		// nothing) rather than by a query before it: one statement an
		// action instead of two. No statement fails, so the transaction
		// goes on (PostgreSQL refuses every statement after one fails).
		res, err := insert.ExecContext(ctx, id, a.N, a.Seat, client, a.Action, a.Accepted.UTC().Format(time.RFC3339Nano))
		if err != nil {
			return err
		}
		if k, err := res.RowsAffected(); err != nil || k == 1 {
			if err != nil {
				return err
			}
			continue
		}
		// Nothing inserted: the number is taken (the note was behind), or
		// the client id is.
		if stored, err := s.lastStored(ctx, tx, id); err != nil || stored != last+i {
			if err != nil {
				return err
			}
			return fmt.Errorf("%w: action %d after %d", ErrDuplicate, a.N, stored)
		}
		var n int
		if err := tx.StmtContext(ctx, s.stmts.byClient).QueryRowContext(ctx, id, a.Seat, a.ClientID).Scan(&n); err != nil {
			return fmt.Errorf("tables: table %s: action %d not stored, its client id %q not found: %w", id, a.N, a.ClientID, err)
		}
		return fmt.Errorf("%w: client id %q is action %d", ErrDuplicate, a.ClientID, n)
	}
	return nil
}

// lastStored is the number of table id's last action in the database (0:
// none).
func (s *Store) lastStored(ctx context.Context, tx *sql.Tx, id string) (int, error) {
	var last sql.NullInt64
	err := tx.StmtContext(ctx, s.stmts.last).QueryRowContext(ctx, id).Scan(&last)
	return int(last.Int64), err
}

// LoadTable reads a table, its seats and its actions in order; a table
// not stored is sql.ErrNoRows.
func (s *Store) LoadTable(ctx context.Context, id string) (TableRow, []ActionRow, error) {
	if err := s.made(); err != nil {
		return TableRow{}, nil, err
	}
	var t TableRow
	var seed, salt, created string
	err := s.db.QueryRowContext(ctx, `SELECT id, kind, setup, seed, salt, commitment, created FROM game_tables WHERE id = ?`, id).
		Scan(&t.ID, &t.Kind, &t.Setup, &seed, &salt, &t.Commitment, &created)
	if err != nil {
		return t, nil, err
	}
	if t.Seed, err = strconv.ParseUint(seed, 10, 64); err != nil {
		return t, nil, fmt.Errorf("tables: table %s: seed %q: %w", id, seed, err)
	}
	if t.Salt, err = hex.DecodeString(salt); err != nil {
		return t, nil, fmt.Errorf("tables: table %s: salt: %w", id, err)
	}
	t.Created, _ = time.Parse(time.RFC3339Nano, created)
	rows, err := s.db.QueryContext(ctx, `SELECT seat, token_hash, name, bot FROM seats WHERE table_id = ? ORDER BY seat`, id)
	if err != nil {
		return t, nil, err
	}
	for rows.Next() {
		var st SeatRow
		if err := rows.Scan(&st.Seat, &st.TokenHash, &st.Name, &st.Bot); err != nil {
			rows.Close()
			return t, nil, err
		}
		t.Seats = append(t.Seats, st)
	}
	if err := closeRows(rows); err != nil {
		return t, nil, err
	}
	rows, err = s.db.QueryContext(ctx, `SELECT n, seat, client_id, action, accepted_at FROM actions WHERE table_id = ? ORDER BY n`, id)
	if err != nil {
		return t, nil, err
	}
	var acts []ActionRow
	for rows.Next() {
		var a ActionRow
		var client sql.NullString
		var at string
		if err := rows.Scan(&a.N, &a.Seat, &client, &a.Action, &at); err != nil {
			rows.Close()
			return t, nil, err
		}
		a.ClientID = client.String
		a.Accepted, _ = time.Parse(time.RFC3339Nano, at)
		if a.N != len(acts)+1 {
			rows.Close()
			return t, nil, fmt.Errorf("tables: table %s: action %d stored where %d is due", id, a.N, len(acts)+1)
		}
		acts = append(acts, a)
	}
	return t, acts, closeRows(rows)
}

// LastSnapshots returns table id's two latest snapshots, the latest first
// (none, one or two).
func (s *Store) LastSnapshots(ctx context.Context, id string) ([]SnapshotRow, error) {
	if err := s.made(); err != nil {
		return nil, err
	}
	rows, err := s.db.QueryContext(ctx, `SELECT n, state FROM snapshots WHERE table_id = ? ORDER BY n DESC LIMIT 2`, id)
	if err != nil {
		return nil, err
	}
	var out []SnapshotRow
	for rows.Next() {
		var sn SnapshotRow
		if err := rows.Scan(&sn.N, &sn.State); err != nil {
			rows.Close()
			return nil, err
		}
		out = append(out, sn)
	}
	return out, closeRows(rows)
}

// Snapshots returns the numbers of table id's snapshots, in order.
func (s *Store) Snapshots(ctx context.Context, id string) ([]int, error) {
	if err := s.made(); err != nil {
		return nil, err
	}
	rows, err := s.db.QueryContext(ctx, `SELECT n FROM snapshots WHERE table_id = ? ORDER BY n`, id)
	if err != nil {
		return nil, err
	}
	var out []int
	for rows.Next() {
		var n int
		if err := rows.Scan(&n); err != nil {
			rows.Close()
			return nil, err
		}
		out = append(out, n)
	}
	return out, closeRows(rows)
}

// ClientAction returns the number of the action table id's seat stored
// with client id clientID; ok is false when there is none.
func (s *Store) ClientAction(ctx context.Context, id string, seat int, clientID string) (n int, ok bool, err error) {
	if err := s.made(); err != nil {
		return 0, false, err
	}
	err = s.stmts.byClient.QueryRowContext(ctx, id, seat, clientID).Scan(&n)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, false, nil
	}
	return n, err == nil, err
}

// CountTables returns how many tables are stored.
func (s *Store) CountTables(ctx context.Context) (int, error) {
	if err := s.made(); err != nil {
		return 0, err
	}
	var n int
	err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM game_tables`).Scan(&n)
	return n, err
}

func closeRows(rows *sql.Rows) error {
	err := rows.Err()
	if cerr := rows.Close(); err == nil {
		err = cerr
	}
	return err
}
