package tables

import (
	"context"
	"strings"
	"time"
)

// Checkpoints. In WAL mode SQLite appends each commit to its log and later
// copies the log into the database file (a checkpoint). By default the
// commit that takes the log past 1,000 pages does that copy itself, and
// syncs the database file, before it returns: every action in its batch,
// and every one queued behind it, waits for a write of the whole log. The
// store's SQLite file (SQLiteDSN) turns that off (wal_autocheckpoint(0)),
// and a store over SQLite in WAL mode checkpoints on its own instead:
//
//   - a checkpointer goroutine runs a PASSIVE checkpoint, which never
//     blocks the writer, every checkpointEvery after a commit;
//   - a passive checkpoint cannot start the log again at its beginning
//     while the writer keeps appending to it, so when the log has grown past
//     restartFrames the writer itself, between two batches and after
//     answering the jobs of the last, runs a RESTART checkpoint, which
//     copies what the passive one left (little) and starts the log again.
//
// On another database the store sees no WAL and does none of this.

// Store checkpoint defaults (see storeConfig).
const (
	checkpointEvery = 250 * time.Millisecond
	restartFrames   = 16384 // 16 MiB of log in 1 KiB pages
)

// walMode reports whether db is SQLite in WAL mode. Other databases refuse
// the PRAGMA.
func walMode(ctx context.Context, s *Store) bool {
	var mode string
	err := s.db.QueryRowContext(ctx, `PRAGMA journal_mode`).Scan(&mode)
	return err == nil && strings.EqualFold(mode, "wal")
}

// checkpointer runs a passive checkpoint every s.cfg.checkpointEvery
// while commits are being made, until the store closes, and asks the
// writer for a restart when the log is long.
func (s *Store) checkpointer() {
	defer close(s.ckptStopped)
	tick := time.NewTicker(s.cfg.checkpointEvery)
	defer tick.Stop()
	seen := int64(0)
	for {
		select {
		case <-s.closing:
			return
		case <-tick.C:
		}
		if c := s.commits.Load(); c == seen {
			continue
		} else {
			seen = c
		}
		var busy, frames, copied int
		err := s.db.QueryRowContext(context.Background(), `PRAGMA wal_checkpoint(PASSIVE)`).Scan(&busy, &frames, &copied)
		if err == nil && frames > s.cfg.restartFrames {
			s.restart.Store(true)
		}
		s.checkpoints.Add(1)
	}
}
