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

// table is one table: its one authoritative game, its seats, and every
// action accepted, each with the game after it, so that message n can be
// shown to any seat as it saw it.
type table struct {
	row  TableRow // how it starts, its seats
	kind Kind

	// mu is held while the table acts (storing what it does); hmu guards
	// game, history and changed, written with both held and read with
	// either, so that a socket sends an action's message once it is
	// stored, without waiting for what the table does after it.
	mu      sync.Mutex
	hmu     sync.RWMutex
	start   Game
	game    Game
	history []step         // history[i] is action i+1
	clients map[string]int // a seat's client action id ("seat/id") → its action's number
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
// its stored text, its events, the game after it with the seats it waits
// on and whether it is over (the same for every seat), and whether a
// stand-in bot took it for an absent person.
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

// loadTable rebuilds a table from its stored row and actions by replaying
// them: the record is the truth. Every seat counts as present from now.
func loadTable(row TableRow, acts []ActionRow, opts *Options) (*table, error) {
	k, ok := kinds[row.Kind]
	if !ok {
		return nil, fmt.Errorf("table %s: no game %q", row.ID, row.Kind)
	}
	g, err := k.New(row.Setup, row.Seed)
	if err != nil {
		return nil, fmt.Errorf("table %s: %w", row.ID, err)
	}
	if len(row.Seats) != g.Seats() {
		return nil, fmt.Errorf("table %s: %d seats stored for a game of %d", row.ID, len(row.Seats), g.Seats())
	}
	t := &table{row: row, kind: k, start: g, game: g, clients: map[string]int{}, rng: newRand(), changed: make(chan struct{}), opts: opts}
	now := opts.Now()
	t.seen, t.conns = make([]time.Time, len(row.Seats)), make([]int, len(row.Seats))
	for i := range t.seen {
		t.seen[i] = now
	}
	t.used.Store(now.UnixNano())
	for _, a := range acts {
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
	n := len(t.history) + 1
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
	if err := st.AppendAll(ctx, t.row.ID, rows); err != nil {
		return 0, err
	}
	t.hmu.Lock()
	t.game = steps[len(steps)-1].after
	t.history = append(t.history, steps...)
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
		return 0, false, fmt.Errorf("%w: %v", errRefused, err)
	}
	n, err = t.add(ctx, st, []step{newStep(seat, stored, evs, next)}, clientID)
	return n, false, err
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
}

// message returns message n for seat. t.hmu is held.
func (t *table) message(seat, n int) (message, error) {
	s := t.history[n-1]
	evs, err := s.evs.For(seat)
	if err != nil {
		return message{}, err
	}
	v, err := s.after.View(seat)
	if err != nil {
		return message{}, err
	}
	return message{V: Version, N: n, By: s.seat, Action: s.evs.Action(seat), Events: evs, View: v, Turn: s.turn, Over: s.over, Standin: s.standin}, nil
}

// messages returns seat's messages after since, at most max, and the
// channel closed when the next is added.
func (t *table) messages(seat, since, max int) ([]message, <-chan struct{}, error) {
	t.hmu.RLock()
	defer t.hmu.RUnlock()
	var out []message
	for n := since + 1; n <= len(t.history) && len(out) < max; n++ {
		m, err := t.message(seat, n)
		if err != nil {
			return nil, nil, err
		}
		out = append(out, m)
	}
	return out, t.changed, nil
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
	return viewReply{V: Version, Table: t.row.ID, Seat: seat, N: len(t.history), View: v, Turn: turn(t.game), Over: t.game.Over(),
		Standin: t.standins(t.opts.Now())}, err
}

// record returns the finished game's record, its seed and salt revealed.
func (t *table) record() ([]byte, error) {
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
	return t.game.Record(names, t.row.Salt)
}
