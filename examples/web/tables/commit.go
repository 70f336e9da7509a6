package tables

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Group commit. Every write of the store (a table created, a seat joined,
// an action appended) is a job handed to one writer goroutine, so one
// connection writes at a time (it takes one from the pool for each batch: a
// broken connection is thus replaced, and a closed database is seen). The
// writer takes every job waiting (and, when there are several, those that
// come within lingerFor), runs them in one transaction and commits; only
// then is each job answered. A job that fails is rolled back alone and the
// others in its batch go on: the batch is then run again with each job
// inside its own savepoint (savepoints only then, since they cost two
// statements a job). Many tables' appends thus share one commit (one sync
// of the disk) and none is acknowledged before it is stored. SAVEPOINT, ROLLBACK TO SAVEPOINT and RELEASE SAVEPOINT are
// standard SQL (SQLite and PostgreSQL both take them); they are sent as
// they are, never prepared (PostgreSQL prepares only queries and DML).

// maxBatch is the most jobs one transaction takes.
const maxBatch = 512

// A batch of more than one job (others are writing too) waits up to
// lingerFor for more, until it has lingerJobs: a commit costs about the
// same whatever it holds (its sync of the disk most of all), so under
// load fewer, larger commits take less of the CPU, for at most lingerFor
// more on an action's way. A lone job is committed at once.
const (
	lingerFor  = time.Millisecond
	lingerJobs = 16
)

// ErrStoreClosed is a write asked of a store that is closed or closing.
var ErrStoreClosed = errors.New("tables: the store is closed")

// job is one write: f runs inside the batch's transaction; its outcome
// goes to done once the transaction is committed (or has failed).
type job struct {
	ctx  context.Context
	f    func(ctx context.Context, tx *sql.Tx) error
	then func(committed bool) // when not nil, run by the writer once the job is answered
	done chan error
}

// write runs f in the writer's next transaction and returns once that
// transaction is committed (nil) or f or the transaction failed. Once the
// writer has the job, write waits for its outcome even if ctx ends, so
// that an error always means nothing was stored.
func (s *Store) write(ctx context.Context, f func(ctx context.Context, tx *sql.Tx) error) error {
	return s.writeThen(ctx, f, nil)
}

// writeThen is write, the writer running then (when not nil) with whether
// the job was committed once it has its outcome: then is run by the
// writer alone, one job's after another's, before the next batch.
func (s *Store) writeThen(ctx context.Context, f func(ctx context.Context, tx *sql.Tx) error, then func(committed bool)) error {
	if err := s.made(); err != nil {
		return err
	}
	j := &job{ctx: ctx, f: f, then: then, done: make(chan error, 1)}
	s.waiting.Add(1)
	select {
	case s.jobs <- j:
		s.waiting.Add(-1)
	case <-s.closing:
		s.waiting.Add(-1)
		return ErrStoreClosed
	case <-ctx.Done():
		s.waiting.Add(-1)
		return ctx.Err()
	}
	return <-j.done
}

// writer is the store's one writer: it gathers the jobs waiting into
// batches and commits each batch, until the store is closed; the jobs
// handed to it before then are all run.
func (s *Store) writer() {
	defer close(s.stopped)
	batch := make([]*job, 0, maxBatch)
	for {
		batch = batch[:0]
		select {
		case j := <-s.jobs:
			batch = append(batch, j)
		case <-s.closing:
			// Run what is handed over still, then stop.
			select {
			case j := <-s.jobs:
				batch = append(batch, j)
			default:
				return
			}
		}
	gather:
		for len(batch) < maxBatch {
			select {
			case j := <-s.jobs:
				batch = append(batch, j)
			default:
				break gather
			}
		}
		if len(batch) > 1 && len(batch) < lingerJobs && s.cfg.linger > 0 {
			batch = s.linger(batch)
		}
		if s.cfg.onBatch != nil {
			s.cfg.onBatch(len(batch))
		}
		s.commits.Add(1)
		s.writes.Add(int64(len(batch)))
		s.commit(batch)
	}
}

// linger adds to batch the jobs handed over within s.cfg.linger, until it
// has lingerJobs or the store is closing.
func (s *Store) linger(batch []*job) []*job {
	wait := time.NewTimer(s.cfg.linger)
	defer wait.Stop()
	for len(batch) < lingerJobs {
		select {
		case j := <-s.jobs:
			batch = append(batch, j)
		case <-wait.C:
			return batch
		case <-s.closing:
			return batch
		}
	}
	return batch
}

// commit runs batch in one transaction and answers each job. A batch of
// more than one job is run first without savepoints (each is two more
// statements a job, parsed anew each time); only if a job fails is that
// transaction rolled back and the batch run again with each job in its
// own savepoint. A job is thus run twice at most, inside transactions
// that either commit or roll back whole, so each must do nothing but its
// statements (none does more).
func (s *Store) commit(batch []*job) {
	ctx := context.Background() // a job begun is finished: its caller waits for it
	conn, err := s.db.Conn(ctx)
	if err != nil {
		answer(batch, nil, err)
		return
	}
	defer conn.Close()
	if len(batch) == 1 || !s.run(ctx, conn, batch, false) {
		s.run(ctx, conn, batch, true)
	}
	// The log is long (see checkpoint.go): start it again, the batch
	// answered and the next waiting.
	if s.restart.CompareAndSwap(true, false) {
		if _, err := conn.ExecContext(ctx, `PRAGMA wal_checkpoint(RESTART)`); err == nil {
			s.restarts.Add(1)
		}
	}
}

// run runs batch in one transaction on conn, each job in its own savepoint
// when saved is set, and answers every job once the transaction is
// committed or has failed. Unsaved, a job that fails rolls the whole
// transaction back and run answers nothing and reports false (the batch
// is to be run again, saved).
func (s *Store) run(ctx context.Context, conn *sql.Conn, batch []*job, saved bool) bool {
	errs := make([]error, len(batch))
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		answer(batch, errs, err)
		return true
	}
	one := len(batch) == 1
	for i, j := range batch {
		if err := j.ctx.Err(); err != nil {
			errs[i] = err // given up before it began
			continue
		}
		if one || !saved {
			if errs[i] = j.f(ctx, tx); errs[i] != nil && !one {
				_ = tx.Rollback()
				return false
			}
			continue
		}
		if _, err := tx.ExecContext(ctx, `SAVEPOINT job`); err != nil {
			_ = tx.Rollback()
			answer(batch, errs, fmt.Errorf("tables: savepoint: %w", err))
			return true
		}
		if errs[i] = j.f(ctx, tx); errs[i] != nil {
			if _, err := tx.ExecContext(ctx, `ROLLBACK TO SAVEPOINT job`); err != nil {
				_ = tx.Rollback()
				answer(batch, errs, fmt.Errorf("tables: rolling back to a savepoint: %w", err))
				return true
			}
		}
		if _, err := tx.ExecContext(ctx, `RELEASE SAVEPOINT job`); err != nil {
			_ = tx.Rollback()
			answer(batch, errs, fmt.Errorf("tables: releasing a savepoint: %w", err))
			return true
		}
	}
	if one && errs[0] != nil {
		_ = tx.Rollback()
		answer(batch, errs, errs[0])
		return true
	}
	if err := tx.Commit(); err != nil {
		answer(batch, errs, fmt.Errorf("tables: commit: %w", err))
		return true
	}
	answer(batch, errs, nil)
	return true
}

// answer gives each job of batch its outcome: its own error in errs (nil
// errs: none), else err (the transaction's, or nil once committed).
func answer(batch []*job, errs []error, err error) {
	for i, j := range batch {
		e := err
		if errs != nil && errs[i] != nil {
			e = errs[i]
		}
		j.done <- e
		if j.then != nil {
			j.then(e == nil)
		}
	}
}

// Close stops the store's writer once the writes handed to it are
// committed; a write asked after it is ErrStoreClosed. The database is
// the caller's to close, after Close.
func (s *Store) Close() {
	if s == nil || s.closing == nil { // nil, or a Store not made by OpenStore
		return
	}
	s.closeOnce.Do(func() {
		close(s.closing)
		<-s.stopped
		<-s.ckptStopped
		for _, st := range []*sql.Stmt{s.stmts.last, s.stmts.byClient, s.stmts.insert, s.stmts.snapshot} {
			_ = st.Close()
		}
	})
	<-s.stopped
}
