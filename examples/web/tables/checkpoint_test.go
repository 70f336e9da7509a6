package tables

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Over SQLite in WAL mode the store checkpoints on its own, no commit
// copying the log, and restarts the log once it is long: after many
// appends the log stays near its limit, and every action reads back.
func TestStoreCheckpoints(t *testing.T) {
	const tables, each, limit = 20, 150, 200 // frames
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "t.db")
	db := openDB(t, path)
	s, err := newStoreConfig(ctx, db, storeConfig{checkpointEvery: 2 * time.Millisecond, restartFrames: limit})
	if err != nil {
		t.Fatal(err)
	}
	appendAtOnce(t, s, tables, each, func(int) string { return strings.Repeat("x", 200) })
	fi, err := os.Stat(path + "-wal")
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	if s.checkpoints.Load() == 0 || s.restarts.Load() == 0 {
		t.Errorf("%d passive checkpoints and %d restarts; want some of each", s.checkpoints.Load(), s.restarts.Load())
	}
	// A frame is a 1 KiB page and its 24-byte header; the log may pass its
	// limit by what the writer commits before it restarts (a few batches).
	if frames := fi.Size() / (1024 + 24); frames > 10*limit {
		t.Errorf("the log grew to %d frames; the store restarts it past %d", frames, limit)
	}
	db.Close()
	reopened(t, path, tables, each)
}

// A store over a database not in WAL mode runs no checkpointer, and closes.
func TestStoreNoWALNoCheckpoints(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "t.db")
	db := openDBWith(t, "file:"+path+"?_pragma=busy_timeout(5000)")
	defer db.Close()
	s, err := newStoreConfig(ctx, db, storeConfig{checkpointEvery: time.Millisecond, restartFrames: 1})
	if err != nil {
		t.Fatal(err)
	}
	newTableRow(t, s, "t")
	if err := s.Append(ctx, "t", ActionRow{N: 1, Action: "a", Accepted: time.Now()}); err != nil {
		t.Fatal(err)
	}
	time.Sleep(10 * time.Millisecond) // a checkpointer, were there one, would run
	s.Close()
	if n := s.checkpoints.Load() + s.restarts.Load(); n != 0 {
		t.Errorf("%d checkpoints without WAL", n)
	}
}

// A Store not made by OpenStore (nil, or its zero value) answers every
// method with an error, never a panic or a wait, and closes as nothing.
func TestZeroStoreRefuses(t *testing.T) {
	ctx := context.Background()
	for _, s := range []*Store{nil, {}} {
		errs := []error{
			s.CreateTable(ctx, TableRow{ID: "t"}),
			s.Append(ctx, "t", ActionRow{N: 1, Action: "a"}),
			s.AppendAll(ctx, "t", []ActionRow{{N: 1, Action: "a"}}),
			s.AppendSnapshots(ctx, "t", []ActionRow{{N: 1, Action: "a"}}, nil),
		}
		_, err := s.JoinSeat(ctx, "t", 0, "h", "Ann")
		errs = append(errs, err)
		_, _, err = s.LoadTable(ctx, "t")
		errs = append(errs, err)
		_, err = s.LastSnapshots(ctx, "t")
		errs = append(errs, err)
		_, err = s.Snapshots(ctx, "t")
		errs = append(errs, err)
		_, _, err = s.ClientAction(ctx, "t", 0, "c")
		errs = append(errs, err)
		_, err = s.CountTables(ctx)
		errs = append(errs, err)
		for i, err := range errs {
			if !errors.Is(err, errNoStore) {
				t.Errorf("store %v, call %d: %v; want errNoStore", s, i, err)
			}
		}
		s.Close()
	}
}
