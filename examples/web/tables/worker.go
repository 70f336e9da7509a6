package tables

import (
	"cmp"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"time"
)

// The table's own steps and the bots' actions are a worker's, never a
// request's: a request returns once its own action is committed, and a
// table's worker (one goroutine a table, started when the table may have
// automatic work, ending when the game waits for a person or is over)
// takes the rest, each action committed before it is pushed. A bot thinks
// outside the table's lock, on the game as it was; its action is taken only
// if the game has not moved meanwhile. The table's own steps that follow
// one another are taken together (maxTableRun).
//
// A person's seat is played by a stand-in bot while the person is away:
// no socket open with the seat's token and no request with it for longer
// than Options.Grace. The stand-in takes one whole action at a time and
// stops as soon as the person is back; an open seat never has one.
//
// A sweeper (every sweepEvery) starts the worker of a table whose stand-ins
// changed or whose worker stopped on a store failure, and unloads idle
// tables (Options.IdleAfter, Options.MaxLoaded).

// standinPrefix begins the client id stored with a stand-in's action; a
// client's own ids may not begin with it.
const standinPrefix = "standin:"

// sweepEvery is how often the sweeper runs.
const sweepEvery = time.Second

// present reports whether seat's person is at the table at now. t.mu is held.
func (t *table) present(seat int, now time.Time) bool {
	return t.conns[seat] > 0 || now.Sub(t.seen[seat]) <= t.opts.Grace
}

// touch marks seat's person present at now: a request with its token.
func (t *table) touch(seat int) {
	if seat < 0 || seat >= len(t.row.Seats) {
		return
	}
	t.mu.Lock()
	t.seen[seat] = t.opts.Now()
	t.mu.Unlock()
}

// connect counts a socket opened (+1) or closed (-1) with seat's token; a
// seat is present while it has one, and for the grace after the last.
func (t *table) connect(seat, d int) {
	if seat < 0 || seat >= len(t.row.Seats) {
		return
	}
	t.mu.Lock()
	t.conns[seat] += d
	t.seen[seat] = t.opts.Now()
	t.mu.Unlock()
}

// autoSeats returns each seat's bot level for Game.Auto: a bot seat's
// own, the stand-in's for a person away longer than the grace, and "" for
// a person present and for an open seat. t.mu is held.
func (t *table) autoSeats(now time.Time) []string {
	out := make([]string, len(t.row.Seats))
	for i, s := range t.row.Seats {
		switch {
		case s.Bot != "":
			out[i] = s.Bot
		case s.TokenHash != "" && t.opts.Grace >= 0 && !t.present(i, now):
			out[i] = t.opts.StandIn[t.row.Kind]
		}
	}
	return out
}

// standins returns the seats a stand-in plays at now. t.mu is held.
func (t *table) standins(now time.Time) []int {
	var out []int
	for i, level := range t.autoSeats(now) {
		if level != "" && t.row.Seats[i].Bot == "" {
			out = append(out, i)
		}
	}
	return out
}

// get returns table id, loading it from the store (replaying its record)
// when it is not in memory, and counts the caller as its user: the caller
// releases it when done. A table whose worker stopped on a store failure
// has it started again.
func (s *Server) get(ctx context.Context, id string) (*table, error) {
	t, err := s.load(ctx, id)
	if err != nil {
		return nil, err
	}
	t.mu.Lock()
	if t.stalled {
		s.kick(t)
	}
	t.mu.Unlock()
	return t, nil
}

// load returns table id from memory or, when it is not there, from the
// store, counted as in use by the caller. The store is read and the record
// replayed without s.mu, which every request takes to find its table: one
// request loading a table waits for it alone, another asking for the same
// table waits for that load, and the rest of the server goes on.
func (s *Server) load(ctx context.Context, id string) (*table, error) {
	if len(id) != 32 || strings.Trim(id, "0123456789abcdef") != "" {
		return nil, errNoTable
	}
	s.mu.Lock()
	for {
		if t, ok := s.tables[id]; ok {
			s.acquire(t)
			s.mu.Unlock()
			return t, nil
		}
		done, ok := s.loading[id]
		if !ok {
			break
		}
		s.mu.Unlock()
		select {
		case <-done: // loaded, or failed: look again
		case <-ctx.Done():
			return nil, ctx.Err()
		}
		s.mu.Lock()
	}
	done := make(chan struct{})
	s.loading[id] = done
	s.mu.Unlock()
	t, err := s.read(ctx, id)
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.loading, id)
	close(done)
	if err != nil {
		return nil, err
	}
	s.acquire(t)
	s.tables[id] = t
	s.trim()
	// The table's and the bots' actions after the last stored one, if the
	// server stopped before taking them.
	t.mu.Lock()
	s.kick(t)
	t.mu.Unlock()
	return t, nil
}

// read loads table id from the store, replaying its record from its last
// snapshot.
func (s *Server) read(ctx context.Context, id string) (*table, error) {
	row, acts, err := s.store.LoadTable(ctx, id)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errNoTable
	}
	if err != nil {
		return nil, err
	}
	snaps, err := s.store.LastSnapshots(ctx, id)
	if err != nil {
		return nil, err
	}
	return loadTable(row, acts, snaps, &s.opts)
}

// acquire counts one more user of t (a request, a socket, the worker): a
// table in use is never unloaded.
func (s *Server) acquire(t *table) {
	t.refs.Add(1)
	t.used.Store(s.opts.Now().UnixNano())
}

// release counts a user of t gone.
func (s *Server) release(t *table) {
	t.used.Store(s.opts.Now().UnixNano())
	t.refs.Add(-1)
}

// kick starts t's worker unless it has one, is broken or over, or the
// server is closing. t.mu is held, and the caller uses t or holds s.mu.
func (s *Server) kick(t *table) {
	if t.working || t.broken != nil || t.game.Over() {
		return
	}
	// With every seat a person's (no bot, no stand-in), the table has
	// nothing to do but its own steps, which no bot thinks on: found here,
	// rather than by a worker started for nothing after most actions.
	if bots := t.autoSeats(s.opts.Now()); !slices.ContainsFunc(bots, func(b string) bool { return b != "" }) {
		if _, _, ok, _, _, _, err := think(t.game, bots, t.rng); err == nil && !ok {
			t.autoAt = strings.Join(bots, ",")
			return
		}
	}
	s.workMu.Lock()
	closed := s.closed
	if !closed {
		s.workers.Add(1)
	}
	s.workMu.Unlock()
	if closed {
		return
	}
	t.working, t.stalled = true, false
	s.acquire(t)
	go s.work(t)
}

// work takes the table's steps and the bots' and stand-ins' actions until
// the game waits for a person or is over, the store fails maxRetries+1
// times in a row (the game stays as it was, and the sweeper or the next
// request starts it again), or the server closes.
func (s *Server) work(t *table) {
	defer s.workers.Done()
	defer s.release(t)
	ctx := s.ctx
	stop := func(err error) {
		t.working = false
		if err != nil {
			s.opts.Logf("tables: table %s: %v", t.row.ID, err)
		}
		t.mu.Unlock()
	}
	for k, failed := 0, 0; ; {
		t.mu.Lock()
		g, n, bots := t.game, t.last(), t.autoSeats(s.opts.Now())
		t.mu.Unlock()
		// The bot thinks on the game as it was, the table open to requests,
		// at most Options.MaxThinking bots at once.
		select {
		case s.thinking <- struct{}{}:
		case <-ctx.Done():
			t.mu.Lock()
			stop(nil)
			return
		}
		seat, text, ok, next, stored, evs, err := think(g, bots, t.rng)
		var more []step // the table's own steps after its first, taken with it
		// (Only while the game waits on no seat: a bot's action is thought
		// when it is the bot's turn, after the steps before it are stored.)
		for after := next; err == nil && ok && seat == NoSeat && len(more) < maxTableRun && !after.Over() && len(after.Turn()) == 0; {
			s2, _, ok2, next2, stored2, evs2, err2 := think(after, bots, t.rng)
			if err2 != nil || !ok2 || s2 != NoSeat {
				break // a bot's action, or an error met again on its own
			}
			more = append(more, newStep(NoSeat, stored2, evs2, next2))
			after = next2
		}
		<-s.thinking
		if err == nil && ok && s.opts.BotDelay > 0 {
			pause := time.NewTimer(s.opts.BotDelay)
			select {
			case <-pause.C:
			case <-ctx.Done():
				pause.Stop()
			}
		}
		t.mu.Lock()
		switch {
		case ctx.Err() != nil:
			stop(nil)
			return
		case t.last() != n || !slices.Equal(bots, t.autoSeats(s.opts.Now())):
			t.mu.Unlock() // the game moved, or a person came or went: think again
			continue
		case err != nil:
			t.broken = fmt.Errorf("the table's or a bot's action %q: %w", text, err)
			stop(t.broken)
			return
		case !ok:
			t.autoAt = strings.Join(bots, ",")
			stop(nil)
			return
		case k >= maxAuto:
			t.broken = errors.New("the table does not come back to a person")
			stop(t.broken)
			return
		}
		k += 1 + len(more)
		standin := seat != NoSeat && t.row.Seats[seat].Bot == ""
		st := newStep(seat, stored, evs, next)
		st.standin = standin
		if _, err := t.add(ctx, s.store, append([]step{st}, more...), ""); err != nil {
			// Not stored: the game is as it was. Try again a few times
			// (another table's write may hold the database), then stop.
			if failed++; failed > maxRetries || ctx.Err() != nil {
				t.stalled = true
				stop(fmt.Errorf("stopped at action %d: %w", n+1, err))
				return
			}
			t.mu.Unlock()
			pause := time.NewTimer(time.Duration(failed) * 5 * time.Millisecond)
			select {
			case <-pause.C:
			case <-ctx.Done():
				pause.Stop()
			}
			continue
		}
		failed = 0
		t.mu.Unlock()
	}
}

// maxTableRun is the most of the table's own steps (the show's counts, the
// next deal, its cut) the worker takes in one write: steps that follow one
// another with no one to wait for are thought together, stored in one
// commit and pushed together, after one BotDelay.
const maxTableRun = 16

// maxRetries is how many times in a row the worker tries again an action
// the store failed to append before it stops.
const maxRetries = 5

// think returns the action the table or a bot takes now on g (ok false:
// none) and the game after it. A panic (a bug in a bot) is an error: the
// table breaks, the server goes on.
func think(g Game, bots []string, r *rand.Rand) (seat int, text string, ok bool, next Game, stored string, evs Events, err error) {
	defer func() {
		if p := recover(); p != nil {
			ok, err = false, fmt.Errorf("panic: %v", p)
		}
	}()
	seat, text, ok, err = g.Auto(bots, r)
	if err == nil && ok {
		next, stored, evs, err = g.Apply(seat, text)
	}
	return seat, text, ok, next, stored, evs, err
}

// sweeper runs sweep every sweepEvery until the server closes.
func (s *Server) sweeper() {
	defer s.workers.Done()
	tick := time.NewTicker(sweepEvery)
	defer tick.Stop()
	for {
		select {
		case <-tick.C:
			s.sweep()
		case <-s.ctx.Done():
			return
		}
	}
}

// sweep starts the worker of each table whose stand-ins changed since its
// worker last had nothing to do, or whose worker stopped on a store
// failure, then unloads the tables idle longer than Options.IdleAfter and
// the least recently used idle ones beyond Options.MaxLoaded.
//
// It never waits on a table while it holds s.mu, which every request
// takes to find its table: a table acting holds its own lock until its
// action is committed, and a sweep that waited on it there held every
// request at the server up behind one commit. A table acting now is left
// to the next sweep (it is not idle, and its action kicks its worker).
func (s *Server) sweep() {
	now := s.opts.Now()
	s.mu.Lock()
	ts := make([]*table, 0, len(s.tables))
	for _, t := range s.tables {
		t.refs.Add(1) // in use by the sweep: not unloaded meanwhile (and not marked used)
		ts = append(ts, t)
	}
	s.mu.Unlock()
	for _, t := range ts {
		if t.mu.TryLock() {
			if t.stalled || strings.Join(t.autoSeats(now), ",") != t.autoAt {
				s.kick(t) // a table with work to do is not idle
			}
			t.mu.Unlock()
		}
		t.refs.Add(-1)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for id, t := range s.tables {
		if t.refs.Load() == 0 && s.opts.IdleAfter >= 0 && now.Sub(time.Unix(0, t.used.Load())) >= s.opts.IdleAfter {
			delete(s.tables, id)
		}
	}
	s.trim()
}

// trim unloads the least recently used tables not in use while more than
// Options.MaxLoaded are loaded. s.mu is held.
func (s *Server) trim() {
	if len(s.tables) <= s.opts.MaxLoaded {
		return
	}
	var idle []*table
	for _, t := range s.tables {
		if t.refs.Load() == 0 {
			idle = append(idle, t)
		}
	}
	slices.SortFunc(idle, func(a, b *table) int { return cmp.Compare(a.used.Load(), b.used.Load()) })
	for _, t := range idle {
		if len(s.tables) <= s.opts.MaxLoaded {
			return
		}
		delete(s.tables, t.row.ID)
	}
}
