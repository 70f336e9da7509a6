package tables

import (
	"context"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/netip"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode"
)

// Server is the table server, an http.Handler:
//
//	POST /tables                          create a table: {"game","options","seats":[{"name"}|{"bot"}|{"open":true}]}
//	                                      (game crib, cribwars or pegjokers; see NOTES-table-server.md)
//	GET  /tables/{id}                     the table: game, commitment, seats, messages so far, over
//	POST /tables/{id}/seats/{seat}/join   take an open seat: {"name"}; returns its token
//	POST /tables/{id}/actions             {"seat","token","id","action"}: a seat's action, id the client's
//	GET  /tables/{id}/view                a seat's view (?seat=&token= or Authorization: Bearer), or a watcher's
//	GET  /tables/{id}/messages?since=N    the seat's or watcher's messages after N
//	GET  /tables/{id}/record              the record, seed and salt revealed, once the game is over
//	GET  /tables/{id}/ws?since=N          a WebSocket pushing the seat's or watcher's messages after N;
//	                                      a seat may send its actions on it, {"id","action"} (doc.go)
//
// A request returns once its own action is committed; the table's own
// steps and the bots' actions follow in the table's worker (worker.go) and
// reach clients on the socket. A person away longer than Options.Grace has
// a stand-in bot play their seat until they are back; idle tables leave
// memory and come back by replay.
type Server struct {
	store *Store
	opts  Options
	mux   *http.ServeMux
	ctx   context.Context // done when the server is closed: its sockets end
	stop  context.CancelFunc

	mu      sync.Mutex // the tables and the sockets
	tables  map[string]*table
	loading map[string]chan struct{} // tables being loaded, each closed when done
	sockets int
	wg      sync.WaitGroup // the sockets

	workMu   sync.Mutex     // closed, and adding to workers
	closed   bool           // no worker starts
	workers  sync.WaitGroup // the tables' workers and the sweeper
	thinking chan struct{}  // a token for each bot thinking (Options.MaxThinking)

	limitMu sync.Mutex         // the limits, apart from mu
	limits  map[string]*bucket // by client address
	proxies []netip.Prefix     // Options.TrustedProxies
}

// NewServer returns the table server over db, making its tables in db when
// they are missing.
func NewServer(db *sql.DB, opts Options) (*Server, error) {
	proxies, err := parseProxies(opts.TrustedProxies)
	if err != nil {
		return nil, err
	}
	if opts = opts.withDefaults(); opts.check() != nil {
		return nil, opts.check()
	}
	st, err := OpenStore(context.Background(), db)
	if err != nil {
		return nil, err
	}
	s := &Server{store: st, opts: opts, tables: map[string]*table{}, loading: map[string]chan struct{}{}, limits: map[string]*bucket{}, proxies: proxies}
	s.thinking = make(chan struct{}, s.opts.MaxThinking)
	s.ctx, s.stop = context.WithCancel(context.Background())
	s.workers.Add(1)
	go s.sweeper()
	m := http.NewServeMux()
	m.HandleFunc("POST /tables", s.create)
	m.HandleFunc("GET /tables/{id}", s.info)
	m.HandleFunc("POST /tables/{id}/seats/{seat}/join", s.join)
	m.HandleFunc("POST /tables/{id}/actions", s.action)
	m.HandleFunc("GET /tables/{id}/view", s.viewOf)
	m.HandleFunc("GET /tables/{id}/messages", s.messagesOf)
	m.HandleFunc("GET /tables/{id}/record", s.recordOf)
	m.HandleFunc("GET /tables/{id}/ws", s.socket)
	s.pageRoutes(m)
	m.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, fmt.Errorf("no %s %s here", r.Method, r.URL.Path))
	})
	s.mux = m
	return s, nil
}

// Close ends the server's sockets and its tables' workers and waits for
// them, and stops its store's writer once the writes under way are
// committed; the database is the caller's to close.
func (s *Server) Close() {
	if s == nil || s.store == nil { // not made by NewServer: nothing runs
		return
	}
	s.workMu.Lock()
	s.closed = true
	s.workMu.Unlock()
	s.stop()
	s.wg.Wait()
	s.workers.Wait()
	s.store.Close()
}

// ServeHTTP serves a request, limiting each client address's rate; a panic
// is logged and answered with an error, never reaching the client whole.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if s == nil || s.store == nil {
		writeError(w, http.StatusServiceUnavailable, errNotMade)
		return
	}
	defer func() {
		if p := recover(); p != nil {
			s.opts.Logf("tables: panic serving %s %s: %v", r.Method, r.URL.Path, p)
			writeError(w, http.StatusInternalServerError, errors.New("internal error"))
		}
	}()
	if !s.allow(clientAddr(r, s.proxies)) {
		writeError(w, http.StatusTooManyRequests, errRateLimit)
		return
	}
	s.mux.ServeHTTP(w, r)
}

// createRequest is what POST /tables reads.
type createRequest struct {
	Game    string          `json:"game"`
	Options json.RawMessage `json:"options"`
	Seats   []seatRequest   `json:"seats"`
}

type seatRequest struct {
	Name string `json:"name"`
	Bot  string `json:"bot"`
	Open bool   `json:"open"`
}

// seatLinks is a seat as the table's creator or joiner is told it.
type seatLinks struct {
	Seat  int    `json:"seat"`
	Name  string `json:"name,omitempty"`
	Bot   string `json:"bot,omitempty"`
	Open  bool   `json:"open,omitempty"`
	Token string `json:"token,omitempty"`
	View  string `json:"view,omitempty"`
	Live  string `json:"live,omitempty"`
}

type createReply struct {
	ID         string      `json:"id"`
	Commitment string      `json:"commitment"`
	Seats      []seatLinks `json:"seats"`
	Watch      string      `json:"watch"`
	WatchLive  string      `json:"watch_live"`
}

func (s *Server) create(w http.ResponseWriter, r *http.Request) {
	var req createRequest
	if !s.readJSON(w, r, &req) {
		return
	}
	k, ok := kinds[req.Game]
	if !ok {
		writeError(w, http.StatusBadRequest, fmt.Errorf("%w: no game %q (crib, cribwars or pegjokers)", errBadInput, req.Game))
		return
	}
	setup, seats, err := k.Setup(req.Options)
	if err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	if len(req.Seats) != seats {
		writeError(w, http.StatusBadRequest, fmt.Errorf("%w: %d seats for a game of %d", errBadInput, len(req.Seats), seats))
		return
	}
	id := hex.EncodeToString(newSecret(16))
	row := TableRow{ID: id, Kind: k.Name(), Setup: setup, Seed: seedOf(newSecret(8)), Salt: newSecret(32), Created: time.Now()}
	reply := createReply{ID: id, Watch: "/tables/" + id + "/view", WatchLive: "/tables/" + id + "/ws"}
	for i, sr := range req.Seats {
		sl := seatLinks{Seat: i, Name: sr.Name, Bot: sr.Bot, Open: sr.Open}
		st := SeatRow{Seat: i, Name: sr.Name, Bot: sr.Bot}
		switch {
		case sr.Bot != "" && (sr.Open || sr.Name != "") || sr.Open && sr.Name != "":
			err = fmt.Errorf("%w: seat %d is a person, a bot or open, not two of them", errBadInput, i)
		case sr.Bot != "" && !k.Bot(sr.Bot):
			err = fmt.Errorf("%w: seat %d: no bot %q", errBadInput, i, sr.Bot)
		case sr.Bot != "":
			sl.Name, st.Name = sr.Bot+" bot", sr.Bot+" bot"
		case sr.Open:
		case !goodName(sr.Name):
			err = fmt.Errorf("%w: seat %d: a name is 1 to 20 letters, digits or spaces", errBadInput, i)
		default:
			sl.Token, st.TokenHash = newToken()
			sl.View, sl.Live = seatLink(id, "view", i, sl.Token), seatLink(id, "ws", i, sl.Token)
		}
		if err != nil {
			writeError(w, http.StatusBadRequest, err)
			return
		}
		row.Seats = append(row.Seats, st)
		reply.Seats = append(reply.Seats, sl)
	}
	if row.Commitment, err = k.Commit(setup, row.Seed, row.Salt); err != nil {
		s.fail(w, err)
		return
	}
	reply.Commitment = row.Commitment
	if n, err := s.store.CountTables(r.Context()); err != nil || n >= s.opts.MaxTables {
		if err == nil {
			err = errTooMany
		}
		s.fail(w, err)
		return
	}
	t, err := loadTable(row, nil, nil, &s.opts)
	if err == nil {
		err = s.store.CreateTable(r.Context(), row)
	}
	if err != nil {
		s.fail(w, err)
		return
	}
	s.mu.Lock()
	s.acquire(t)
	s.tables[id] = t
	s.trim()
	s.mu.Unlock()
	t.mu.Lock()
	s.kick(t) // the cut for deal, the deal, and a table of bots plays on
	t.mu.Unlock()
	s.release(t)
	writeJSON(w, http.StatusCreated, reply)
}

func seedOf(b []byte) uint64 {
	var n uint64
	for _, c := range b {
		n = n<<8 | uint64(c)
	}
	return n | 1
}

func seatLink(id, what string, seat int, token string) string {
	return fmt.Sprintf("/tables/%s/%s?seat=%d&token=%s", id, what, seat, token)
}

// goodName reports whether a person's name is 1 to 20 letters, digits or
// spaces, with no space first or last.
func goodName(s string) bool {
	if strings.TrimSpace(s) != s || s == "" || len([]rune(s)) > 20 {
		return false
	}
	for _, r := range s {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != ' ' {
			return false
		}
	}
	return true
}

// tableInfo is what anyone may know of a table.
type tableInfo struct {
	ID         string      `json:"id"`
	Game       string      `json:"game"`
	Setup      string      `json:"setup"`
	Commitment string      `json:"commitment"`
	Seats      []seatLinks `json:"seats"`
	N          int         `json:"n"`
	Over       bool        `json:"over"`
	Standin    []int       `json:"standin,omitempty"` // the seats a stand-in bot plays now
}

func (s *Server) info(w http.ResponseWriter, r *http.Request) {
	t, ok := s.table(w, r)
	if !ok {
		return
	}
	defer s.release(t)
	t.mu.Lock()
	in := tableInfo{ID: t.row.ID, Game: t.row.Kind, Setup: t.row.Setup, Commitment: t.row.Commitment, N: t.last(), Over: t.game.Over(),
		Standin: t.standins(s.opts.Now())}
	for _, st := range t.row.Seats {
		in.Seats = append(in.Seats, seatLinks{Seat: st.Seat, Name: st.Name, Bot: st.Bot, Open: st.Bot == "" && st.TokenHash == ""})
	}
	t.mu.Unlock()
	writeJSON(w, http.StatusOK, in)
}

func (s *Server) join(w http.ResponseWriter, r *http.Request) {
	t, ok := s.table(w, r)
	if !ok {
		return
	}
	defer s.release(t)
	var req struct {
		Name string `json:"name"`
	}
	if !s.readJSON(w, r, &req) {
		return
	}
	seat, err := strconv.Atoi(r.PathValue("seat"))
	if err != nil || seat < 0 || seat >= len(t.row.Seats) {
		writeError(w, http.StatusBadRequest, errBadSeat)
		return
	}
	if !goodName(req.Name) {
		writeError(w, http.StatusBadRequest, fmt.Errorf("%w: a name is 1 to 20 letters, digits or spaces", errBadInput))
		return
	}
	token, hash := newToken()
	t.mu.Lock()
	defer t.mu.Unlock()
	st := &t.row.Seats[seat]
	if st.Bot != "" || st.TokenHash != "" {
		writeError(w, http.StatusConflict, errTaken)
		return
	}
	joined, err := s.store.JoinSeat(r.Context(), t.row.ID, seat, hash, req.Name)
	if err != nil {
		s.fail(w, err)
		return
	}
	if !joined {
		writeError(w, http.StatusConflict, errTaken)
		return
	}
	st.TokenHash, st.Name = hash, req.Name
	t.seen[seat] = s.opts.Now()
	writeJSON(w, http.StatusOK, seatLinks{Seat: seat, Name: req.Name, Token: token,
		View: seatLink(t.row.ID, "view", seat, token), Live: seatLink(t.row.ID, "ws", seat, token)})
}

// actionRequest is a seat's action: ID is the client's, so that an action
// sent again is not taken twice.
type actionRequest struct {
	Seat   *int   `json:"seat"`
	Token  string `json:"token"`
	ID     string `json:"id"`
	Action string `json:"action"`
}

type actionReply struct {
	N         int  `json:"n"`
	Duplicate bool `json:"duplicate,omitempty"`
}

func (s *Server) action(w http.ResponseWriter, r *http.Request) {
	t, ok := s.table(w, r)
	if !ok {
		return
	}
	defer s.release(t)
	var req actionRequest
	if !s.readJSON(w, r, &req) {
		return
	}
	if req.Seat == nil {
		writeError(w, http.StatusBadRequest, fmt.Errorf("%w: no seat", errBadInput))
		return
	}
	if err := t.checkToken(*req.Seat, req.Token); err != nil {
		writeError(w, http.StatusForbidden, err)
		return
	}
	n, dup, status, err := s.take(r.Context(), t, *req.Seat, req.ID, req.Action)
	if err != nil {
		writeError(w, status, err)
		return
	}
	writeJSON(w, http.StatusOK, actionReply{N: n, Duplicate: dup})
}

// take has table t act for seat (its token checked) with the client's
// id and action text, as POST /tables/{id}/actions and a seat's socket
// ask; it returns the action's number and whether it was taken already,
// or the status to answer with and the error to say (a failure of the
// server's own logged, and said briefly).
func (s *Server) take(ctx context.Context, t *table, seat int, id, action string) (n int, dup bool, status int, err error) {
	switch {
	case len(id) > 64 || len(action) > 200:
		return 0, false, http.StatusBadRequest, fmt.Errorf("%w: an id of at most 64 bytes, an action of at most 200", errBadInput)
	case strings.HasPrefix(id, standinPrefix):
		return 0, false, http.StatusBadRequest, fmt.Errorf("%w: an id beginning %q is the stand-in's", errBadInput, standinPrefix)
	}
	t.touch(seat)
	n, dup, err = t.act(ctx, s.store, seat, id, action)
	if err == nil && !dup {
		t.mu.Lock()
		s.kick(t) // the table's and the bots' actions that follow
		t.mu.Unlock()
	}
	switch {
	case err == nil:
		return n, dup, http.StatusOK, nil
	case errors.Is(err, errRefused):
		return 0, false, http.StatusUnprocessableEntity, err
	}
	s.opts.Logf("tables: %v", err)
	if errors.Is(err, errBroken) {
		return 0, false, http.StatusInternalServerError, err
	}
	return 0, false, http.StatusInternalServerError, errors.New("internal error")
}

// seatOf reads the seat a request is for: ?seat= with its token (in
// ?token= or Authorization: Bearer), or none for a watcher (NoSeat).
func seatOf(t *table, r *http.Request) (int, error) {
	q := r.URL.Query()
	if q.Get("seat") == "" {
		return NoSeat, nil
	}
	seat, err := strconv.Atoi(q.Get("seat"))
	if err != nil {
		return 0, errBadSeat
	}
	token := q.Get("token")
	if h := r.Header.Get("Authorization"); strings.HasPrefix(h, "Bearer ") {
		token = strings.TrimPrefix(h, "Bearer ")
	}
	return seat, t.checkToken(seat, token)
}

func (s *Server) viewOf(w http.ResponseWriter, r *http.Request) {
	t, seat, ok := s.tableSeat(w, r)
	if !ok {
		return
	}
	defer s.release(t)
	v, err := t.view(seat)
	if err != nil {
		s.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, v)
}

func (s *Server) messagesOf(w http.ResponseWriter, r *http.Request) {
	t, seat, ok := s.tableSeat(w, r)
	if !ok {
		return
	}
	defer s.release(t)
	since, ok := sinceOf(w, r)
	if !ok {
		return
	}
	ms, _, err := t.messages(seat, since, s.opts.MaxMessages, nil)
	if err != nil {
		s.fail(w, err)
		return
	}
	if ms == nil {
		ms = []message{}
	}
	writeJSON(w, http.StatusOK, ms)
}

func sinceOf(w http.ResponseWriter, r *http.Request) (int, bool) {
	since := 0
	if v := r.URL.Query().Get("since"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			writeError(w, http.StatusBadRequest, fmt.Errorf("%w: since %q", errBadInput, v))
			return 0, false
		}
		since = n
	}
	return since, true
}

func (s *Server) recordOf(w http.ResponseWriter, r *http.Request) {
	t, ok := s.table(w, r)
	if !ok {
		return
	}
	defer s.release(t)
	text, err := t.record(r.Context(), s.store)
	switch {
	case errors.Is(err, errNotOver):
		writeError(w, http.StatusConflict, err)
	case err != nil:
		s.fail(w, err)
	default:
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="%s.txt"`, t.row.ID))
		_, _ = w.Write(text)
	}
}

// table finds the request's table, or answers that there is none; the
// caller releases a table found when done with it.
func (s *Server) table(w http.ResponseWriter, r *http.Request) (*table, bool) {
	t, err := s.get(r.Context(), r.PathValue("id"))
	if errors.Is(err, errNoTable) {
		writeError(w, http.StatusNotFound, err)
		return nil, false
	}
	if err != nil {
		s.fail(w, err)
		return nil, false
	}
	return t, true
}

// tableSeat finds the request's table and seat (NoSeat: a watcher),
// checking the seat's token.
func (s *Server) tableSeat(w http.ResponseWriter, r *http.Request) (*table, int, bool) {
	t, ok := s.table(w, r)
	if !ok {
		return nil, 0, false
	}
	seat, err := seatOf(t, r)
	if err != nil {
		s.release(t)
		writeError(w, http.StatusForbidden, err)
		return nil, 0, false
	}
	t.touch(seat)
	return t, seat, true
}

// readJSON reads a request's JSON body, at most MaxBody bytes, into v,
// refusing unknown fields and trailing data.
func (s *Server) readJSON(w http.ResponseWriter, r *http.Request, v any) bool {
	r.Body = http.MaxBytesReader(w, r.Body, s.opts.MaxBody)
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	err := dec.Decode(v)
	if err == nil && dec.Decode(new(json.RawMessage)) != io.EOF {
		err = errors.New("data after the JSON value")
	}
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig):
		writeError(w, http.StatusRequestEntityTooLarge, fmt.Errorf("%w: a body of more than %d bytes", errBadInput, s.opts.MaxBody))
	case err != nil:
		writeError(w, http.StatusBadRequest, fmt.Errorf("%w: %v", errBadInput, err))
	}
	return err == nil
}

// fail answers a failure of the server's own: logged whole, said briefly.
func (s *Server) fail(w http.ResponseWriter, err error) {
	status := http.StatusInternalServerError
	if errors.Is(err, errTooMany) {
		status = http.StatusServiceUnavailable
	}
	s.opts.Logf("tables: %v", err)
	if errors.Is(err, errBroken) || errors.Is(err, errTooMany) {
		writeError(w, status, err)
		return
	}
	writeError(w, status, errors.New("internal error"))
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		status, b = http.StatusInternalServerError, []byte(`{"error":"internal error"}`)
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_, _ = w.Write(append(b, '\n'))
}

func writeError(w http.ResponseWriter, status int, err error) {
	writeJSON(w, status, map[string]string{"error": err.Error()})
}
