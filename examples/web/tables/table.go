package tables

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	mrand "math/rand/v2"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// maxAuto is the most actions the table and its bots take in a row: more is
// a bug (a game that does not come back to a person nor end). Six random
// bots at Pegs and Jokers take up to about 7,000 actions for a game, so the
// bound is far above any game's length.
const maxAuto = 100_000

// keptGames is how many of the latest steps keep the game after them (or
// more: the steps the table took in its last turn, and the one before,
// whose messages its sockets are about to send). An older step's game,
// wanted only when a client catches up, is replayed from the nearest one
// kept (see gameAfter): a game kept for every step was a fifth of the
// server's live heap under load, all of it marked by the collector on
// every cycle.
const keptGames = 8

// table is one table: its one authoritative game, its seats, and every
// action accepted, so that message n can be shown to any seat as it saw
// it (from the game after it: the latest steps keep theirs, and an
// older one is replayed).
type table struct {
	row  TableRow // how it starts, its seats
	kind Kind

	// mu is held while the table acts (storing what it does); hmu guards
	// game, history and changed, written with both held and read with
	// either, so that a socket sends an action's message once it is
	// stored, without waiting for what the table does after it.
	mu      sync.Mutex
	hmu     sync.RWMutex
	game    Game
	base    int            // the action the history starts after: a snapshot's number, or 0
	at      Game           // the game after action base
	history []step         // history[i] is action base+i+1
	clients map[string]int // a seat's client action id ("seat/id") → its action's number, for the actions after base
	snapped int            // the latest snapshot stored (0: none)
	replay  bool           // the game was restored from a snapshot: its Record is built by replaying the store
	rng     *mrand.Rand    // the bots' choices: stored as actions, so never replayed
	changed chan struct{}  // closed, and replaced, when an action is added
	broken  error          // the table failed to go on: a bug
	opts    *Options       // the server's

	// The worker and the seats' presence (worker.go).
	working bool        // a worker takes the table's and the bots' actions
	stalled bool        // the worker stopped on a store failure: it is started again
	autoAt  string      // the automatic seats when the worker last found nothing to do
	seen    []time.Time // each seat's last request with its token
	conns   []int       // each seat's open sockets

	refs atomic.Int32 // requests, sockets and the worker using it: not unloaded while any
	used atomic.Int64 // when it was last used (Options.Now, Unix nanoseconds)
}

// step is one accepted action: the seat that took it (NoSeat: the table),
// its stored text, its events, the game after it (nil once it is not
// among the latest, but at the latest snapshot: see forget) with the
// seats it waits on and whether it is over (the same for every seat), and
// whether a stand-in bot took it for an absent person.
type step struct {
	seat    int
	text    string
	evs     Events
	after   Game
	turn    []int
	over    bool
	standin bool
}

func newStep(seat int, text string, evs Events, after Game) step {
	return step{seat: seat, text: text, evs: evs, after: after, turn: turn(after), over: after.Over()}
}

// Errors a request gets, and what HTTP status each is.
var (
	errNoTable   = errors.New("no such table")
	errBadToken  = errors.New("the seat's token is wrong")
	errBadSeat   = errors.New("no such seat")
	errNotOver   = errors.New("the game is not over")
	errBroken    = errors.New("the table has failed")
	errTaken     = errors.New("the seat is taken")
	errTooMany   = errors.New("too many tables")
	errBadInput  = errors.New("bad input")
	errRefused   = errors.New("the action is refused")
	errRateLimit = errors.New("too many requests")
	errNotMade   = errors.New("the server was not made by NewServer")
)

// newSecret returns n bytes from crypto/rand.
func newSecret(n int) []byte {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand does not fail (Go 1.24)
	}
	return b
}

// newToken returns a seat's token (128 bits, hex) and its hash as stored.
func newToken() (token, hash string) {
	token = hex.EncodeToString(newSecret(16))
	return token, hashToken(token)
}

func hashToken(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}

// newRand returns a random source seeded from crypto/rand, for the bots.
func newRand() *mrand.Rand {
	b := newSecret(16)
	return mrand.New(mrand.NewPCG(binary.LittleEndian.Uint64(b), binary.LittleEndian.Uint64(b[8:])))
}

// loadTable rebuilds a table from its stored row and actions. With
// snapshots (snaps: the two latest, the latest first) it restores the game
// at the second-latest and replays the actions after it, so that the
// history it keeps is what the table kept before it was unloaded (the steps
// since the snapshot before the latest: see trim), and a client asking
// since any n gets the same messages as before. With fewer than two, or
// when the snapshot does not restore, or an action after it does not apply
// to what it restores (logged), it replays every action: the record is the
// truth. Every seat counts as present from now.
func loadTable(row TableRow, acts []ActionRow, snaps []SnapshotRow, opts *Options) (*table, error) {
	latest := 0
	if len(snaps) > 0 {
		latest = snaps[0].N
	}
	if len(snaps) > 1 && opts.SnapshotEvery > 0 {
		t, err := loadFrom(row, acts, &snaps[1], opts)
		if err == nil {
			t.snapped = latest
			t.forget(keptGames)
			return t, nil
		}
		opts.Logf("tables: table %s: snapshot %d not taken, replaying the whole record: %v", row.ID, snaps[1].N, err)
	}
	t, err := loadFrom(row, acts, nil, opts)
	if t != nil {
		t.snapped = latest
		t.forget(keptGames)
	}
	return t, err
}

// loadFrom loads the table from snap (nil: from its start).
func loadFrom(row TableRow, acts []ActionRow, snap *SnapshotRow, opts *Options) (*table, error) {
	k, ok := kinds[row.Kind]
	if !ok {
		return nil, fmt.Errorf("table %s: no game %q", row.ID, row.Kind)
	}
	g, err := k.New(row.Setup, row.Seed)
	if err != nil {
		return nil, fmt.Errorf("table %s: %w", row.ID, err)
	}
	base := 0
	if snap != nil {
		r, ok := k.(Restorer)
		if !ok {
			return nil, fmt.Errorf("table %s: the game %s takes no snapshots", row.ID, row.Kind)
		}
		if snap.N < 1 || snap.N > len(acts) {
			return nil, fmt.Errorf("table %s: snapshot %d of %d actions", row.ID, snap.N, len(acts))
		}
		if g, err = restore(r, row, []byte(snap.State)); err != nil {
			return nil, fmt.Errorf("table %s: snapshot %d: %w", row.ID, snap.N, err)
		}
		base = snap.N
	}
	if len(row.Seats) != g.Seats() {
		return nil, fmt.Errorf("table %s: %d seats stored for a game of %d", row.ID, len(row.Seats), g.Seats())
	}
	t := &table{row: row, kind: k, base: base, at: g, game: g, clients: map[string]int{}, rng: newRand(), changed: make(chan struct{}), opts: opts}
	t.replay = snap != nil
	now := opts.Now()
	t.seen, t.conns = make([]time.Time, len(row.Seats)), make([]int, len(row.Seats))
	for i := range t.seen {
		t.seen[i] = now
	}
	t.used.Store(now.UnixNano())
	for _, a := range acts[base:] {
		next, text, evs, err := t.game.Apply(a.Seat, a.Action)
		if err != nil {
			return nil, fmt.Errorf("table %s: action %d %q: %w", row.ID, a.N, a.Action, err)
		}
		t.game = next
		standin := strings.HasPrefix(a.ClientID, standinPrefix)
		st := newStep(a.Seat, text, evs, next)
		st.standin = standin
		t.history = append(t.history, st)
		if a.ClientID != "" && !standin {
			t.clients[clientKey(a.Seat, a.ClientID)] = a.N
		}
	}
	return t, nil
}

// restore restores a game from a snapshot's state; a panic in the library
// is an error (a tampered snapshot must not bring the server down).
func restore(r Restorer, row TableRow, state []byte) (g Game, err error) {
	defer func() {
		if p := recover(); p != nil {
			g, err = nil, fmt.Errorf("panic: %v", p)
		}
	}()
	return r.Restore(row.Setup, row.Seed, state)
}

// last is the number of the last action taken.
func (t *table) last() int { return t.base + len(t.history) }

func clientKey(seat int, id string) string { return fmt.Sprintf("%d/%s", seat, id) }

// checkToken reports whether token is seat's.
func (t *table) checkToken(seat int, token string) error {
	if seat < 0 || seat >= len(t.row.Seats) {
		return errBadSeat
	}
	want := t.row.Seats[seat].TokenHash
	if want == "" || token == "" || subtle.ConstantTimeCompare([]byte(hashToken(token)), []byte(want)) != 1 {
		return errBadToken
	}
	return nil
}

// add stores the next actions (the first with clientID, any others the
// table's or the bots') in one write and then, once it is committed, takes
// them in and tells every seat and watcher. A stand-in's action is stored
// with the client id standinPrefix+n, so that a replay knows it. It returns
// the first one's number. t.mu is held.
func (t *table) add(ctx context.Context, st *Store, steps []step, clientID string) (int, error) {
	n := t.last() + 1
	rows := make([]ActionRow, len(steps))
	now := time.Now()
	for i, s := range steps {
		rows[i] = ActionRow{N: n + i, Seat: s.seat, Action: s.text, Accepted: now}
		if s.standin {
			rows[i].ClientID = fmt.Sprint(standinPrefix, n+i)
		}
	}
	if clientID != "" && !steps[0].standin {
		rows[0].ClientID = clientID
	}
	snaps := t.snapshots(n, steps)
	if err := st.AppendSnapshots(ctx, t.row.ID, rows, snaps); err != nil {
		return 0, err
	}
	t.hmu.Lock()
	t.game = steps[len(steps)-1].after
	t.history = append(t.history, steps...)
	for _, sn := range snaps {
		t.trim(sn.N)
	}
	t.forget(max(keptGames, len(steps)+1))
	close(t.changed)
	t.changed = make(chan struct{})
	t.hmu.Unlock()
	if clientID != "" && !steps[0].standin {
		t.clients[clientKey(steps[0].seat, clientID)] = n
	}
	return n, nil
}

// act applies a seat's action; the table's and the bots' that follow are
// the worker's (worker.go). A client id already used by the seat returns
// that action's number and dup true, and changes nothing.
func (t *table) act(ctx context.Context, st *Store, seat int, clientID, text string) (n int, dup bool, err error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.broken != nil {
		return 0, false, errBroken
	}
	if n, ok := t.clients[clientKey(seat, clientID)]; ok && clientID != "" {
		return n, true, nil
	}
	next, stored, evs, err := t.game.Apply(seat, text)
	if err != nil {
		if n, ok := t.storedClient(ctx, st, seat, clientID); ok {
			return n, true, nil
		}
		return 0, false, fmt.Errorf("%w: %v", errRefused, err)
	}
	n, err = t.add(ctx, st, []step{newStep(seat, stored, evs, next)}, clientID)
	if errors.Is(err, ErrDuplicate) {
		if n, ok := t.storedClient(ctx, st, seat, clientID); ok {
			return n, true, nil
		}
	}
	return n, false, err
}

// storedClient returns the number of seat's action stored with clientID
// before the history's base (the client ids after it are in t.clients).
// t.mu is held.
func (t *table) storedClient(ctx context.Context, st *Store, seat int, clientID string) (int, bool) {
	if clientID == "" || t.base == 0 {
		return 0, false
	}
	n, ok, err := st.ClientAction(ctx, t.row.ID, seat, clientID)
	if err != nil {
		t.opts.Logf("tables: table %s: client id: %v", t.row.ID, err)
	}
	return n, ok && err == nil
}

// snapshots returns the snapshots stored with steps, the first of them
// action n: after each action ending a deal and every
// Options.SnapshotEvery-th. A game that fails to save itself is logged
// and not snapshotted (the action is stored all the same).
func (t *table) snapshots(n int, steps []step) []SnapshotRow {
	every := t.opts.SnapshotEvery
	if every <= 0 {
		return nil
	}
	var out []SnapshotRow
	for i, s := range steps {
		g, ok := s.after.(Snapshotter)
		if !ok || ((n+i)%every != 0 && !g.DealEnded()) {
			continue
		}
		b, err := g.Snapshot()
		if err != nil {
			t.opts.Logf("tables: table %s: no snapshot at action %d: %v", t.row.ID, n+i, err)
			continue
		}
		out = append(out, SnapshotRow{N: n + i, State: string(b)})
	}
	return out
}

// trim takes in the snapshot stored at action n: the history keeps the
// steps after the snapshot before it, its new base. t.mu and t.hmu are held.
func (t *table) trim(n int) {
	prev := t.snapped
	t.snapped = n
	if prev <= t.base || prev > t.last() {
		return
	}
	at, err := t.gameAfter(prev) // kept by forget
	if err != nil {
		t.opts.Logf("tables: table %s: the history is not trimmed at %d: %v", t.row.ID, prev, err)
		return
	}
	t.at = at
	// In place: the history's array is kept for the steps to come (every
	// reader holds t.mu or t.hmu), and what moved down is let go.
	k := copy(t.history, t.history[prev-t.base:])
	clear(t.history[k:])
	t.history = t.history[:k]
	t.base = prev
	for k, m := range t.clients {
		if m <= prev {
			delete(t.clients, k)
		}
	}
}

// forget drops the games of the steps before the latest keep, but the
// latest snapshot's, from which trim takes its next base. t.hmu is held,
// or the table is not yet shared.
func (t *table) forget(keep int) {
	for i := range max(0, len(t.history)-keep) {
		if t.base+i+1 != t.snapped {
			t.history[i].after = nil
		}
	}
}

// gameAfter returns the game after action n (t.base ≤ n ≤ t.last()): the
// one its step keeps, or the nearest earlier one kept with the actions
// after it applied again. t.hmu is held.
func (t *table) gameAfter(n int) (Game, error) {
	k := n
	for k > t.base && t.history[k-t.base-1].after == nil {
		k--
	}
	g := t.at
	if k > t.base {
		g = t.history[k-t.base-1].after
	}
	for k++; k <= n; k++ {
		next, err := t.history[k-t.base-1].replay(g)
		if err != nil {
			return nil, fmt.Errorf("action %d: %w", k, err)
		}
		g = next
	}
	return g, nil
}

// replay returns the game after s, applied again to g, the game before it.
func (s step) replay(g Game) (Game, error) {
	if s.after != nil {
		return s.after, nil
	}
	next, _, _, err := g.Apply(s.seat, s.text)
	if err != nil {
		return nil, fmt.Errorf("%q does not apply again: %w", s.text, err)
	}
	return next, nil
}

// message is message n (from 1): what action n did, as seat sees it, and
// seat's view after it. Its JSON is the envelope the package doc describes.
type message struct {
	V      int             `json:"v"` // Version
	N      int             `json:"n"`
	By     int             `json:"by"`               // the seat that acted, -1 the table
	Action string          `json:"action,omitempty"` // as seat sees it
	Events json.RawMessage `json:"events"`
	View   json.RawMessage `json:"view"`
	Turn   []int           `json:"turn"` // the seats the game waits on
	Over   bool            `json:"over"`
	// Standin: a stand-in bot took the action for the seat's absent person.
	Standin bool `json:"standin,omitempty"`
	// Catchup: the message is no action's but the seat's view after
	// action N, sent (by -1, no events) in place of the messages up to N,
	// which the table no longer keeps (format version 2).
	Catchup bool `json:"catchup,omitempty"`
}

// message returns message n for seat, after being the game after it, its
// view appended to *views (see viewOf). t.hmu is held.
func (t *table) message(seat, n int, after Game, views *[]byte) (message, error) {
	s := t.history[n-t.base-1]
	evs, err := s.evs.For(seat)
	if err != nil {
		return message{}, err
	}
	v, err := viewOf(after, seat, views)
	if err != nil {
		return message{}, err
	}
	return message{V: Version, N: n, By: s.seat, Action: s.evs.Action(seat), Events: evs, View: v, Turn: s.turn, Over: s.over, Standin: s.standin}, nil
}

// viewAppender is a Game that appends a seat's view to a buffer, as a
// socket sends it, rather than making each view's bytes anew.
type viewAppender interface {
	AppendView(b []byte, seat int) ([]byte, error)
}

// viewOf returns g's view for seat: appended to *views when g appends its
// views and views is not nil (the bytes returned are the ones appended),
// and made anew otherwise.
func viewOf(g Game, seat int, views *[]byte) (json.RawMessage, error) {
	a, ok := g.(viewAppender)
	if !ok || views == nil {
		return g.View(seat)
	}
	start := len(*views)
	b, err := a.AppendView(*views, seat)
	if err != nil {
		return nil, err
	}
	*views = b
	return b[start:len(b):len(b)], nil
}

// outbox is what a socket keeps from one burst of messages to the next:
// the messages it sends and their views' bytes.
type outbox struct {
	ms    []message
	views []byte
}

// messages returns seat's messages after since, at most max, and the
// channel closed when the next is added. With box, they are made in it
// (its messages and views as they were are gone), and the caller keeps it
// for as long as it uses them; without, each is made anew.
func (t *table) messages(seat, since, max int, box *outbox) ([]message, <-chan struct{}, error) {
	t.hmu.RLock()
	defer t.hmu.RUnlock()
	var out []message
	var views *[]byte
	if box != nil {
		out, box.views = box.ms[:0], box.views[:0]
		views = &box.views
		defer func() { box.ms = out }()
	}
	if since < t.base && max > 0 {
		m, err := t.catchup(seat, views)
		if err != nil {
			return nil, nil, err
		}
		out, since = append(out, m), t.base
	}
	var g Game // the game after message n-1, once replayed
	for n := since + 1; n <= t.last() && len(out) < max; n++ {
		var err error
		if g == nil && t.history[n-t.base-1].after == nil {
			if g, err = t.gameAfter(n - 1); err != nil {
				return nil, nil, err
			}
		}
		if g, err = t.history[n-t.base-1].replay(g); err != nil {
			return nil, nil, err
		}
		m, err := t.message(seat, n, g, views)
		if err != nil {
			return nil, nil, err
		}
		out = append(out, m)
	}
	return out, t.changed, nil
}

// catchup is the message that stands for messages 1 to t.base, which the
// table no longer keeps: seat's view at t.base. t.hmu is held.
func (t *table) catchup(seat int, views *[]byte) (message, error) {
	v, err := viewOf(t.at, seat, views)
	if err != nil {
		return message{}, err
	}
	return message{V: Version, N: t.base, By: NoSeat, Events: json.RawMessage(`[]`), View: v, Turn: turn(t.at), Over: t.at.Over(), Catchup: true}, nil
}

// viewReply is a seat's or a watcher's view now.
type viewReply struct {
	V     int             `json:"v"` // Version
	Table string          `json:"table"`
	Seat  int             `json:"seat"`
	N     int             `json:"n"` // the number of the last message
	View  json.RawMessage `json:"view"`
	Turn  []int           `json:"turn"` // the seats the game waits on
	Over  bool            `json:"over"`
	// Standin are the seats a stand-in bot plays now, their persons away.
	Standin []int `json:"standin,omitempty"`
}

// turn is g's Turn, never null in JSON.
func turn(g Game) []int {
	if t := g.Turn(); t != nil {
		return t
	}
	return []int{}
}

func (t *table) view(seat int) (viewReply, error) {
	t.mu.Lock() // the stand-ins are under t.mu; the game too, as add changes it under t.mu
	defer t.mu.Unlock()
	v, err := t.game.View(seat)
	return viewReply{V: Version, Table: t.row.ID, Seat: seat, N: t.last(), View: v, Turn: turn(t.game), Over: t.game.Over(),
		Standin: t.standins(t.opts.Now())}, err
}

// record returns the finished game's record, its seed and salt revealed.
// A game restored from a snapshot keeps no record: it is built by
// replaying every stored action.
func (t *table) record(ctx context.Context, st *Store) ([]byte, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if !t.game.Over() {
		return nil, errNotOver
	}
	names := make([]string, len(t.row.Seats))
	for i, s := range t.row.Seats {
		names[i] = s.Name
		if names[i] == "" {
			names[i] = fmt.Sprintf("Seat %d", i)
		}
	}
	g := t.game
	if t.replay {
		row, acts, err := st.LoadTable(ctx, t.row.ID)
		if err != nil {
			return nil, err
		}
		full, err := loadFrom(row, acts, nil, t.opts)
		if err != nil {
			return nil, err
		}
		if full.last() != t.last() {
			return nil, fmt.Errorf("table %s: %d actions stored, %d taken", t.row.ID, full.last(), t.last())
		}
		g = full.game
	}
	return g.Record(names, t.row.Salt)
}
