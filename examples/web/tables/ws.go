package tables

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"github.com/pegboard/pegboard/internal/codec"
)

// maxSocketRead is the most a client may send on a socket in one message:
// more closes the socket.
const maxSocketRead = 512

// maxKeptViews and maxKeptMessages are the most a socket keeps of the
// buffers it makes its messages in between bursts (a few: a view of
// cribbage's is about 600 bytes): a catch-up grows them for once, not for
// the connection's life.
const (
	maxKeptViews    = 8 << 10
	maxKeptMessages = 16
)

// socketAction is what a seat's person may send on its socket: an action,
// as POST /tables/{id}/actions takes it without the seat and token (the
// socket's).
type socketAction struct {
	ID     string `json:"id"`
	Action string `json:"action"`
}

// socketReply answers an action sent on a socket: its number (and whether
// it was taken already), or the status and error POST would have answered.
type socketReply struct {
	ID        string `json:"id"`
	N         int    `json:"n,omitempty"`
	Duplicate bool   `json:"duplicate,omitempty"`
	Status    int    `json:"status,omitempty"`
	Error     string `json:"error,omitempty"`
}

// answer reads one message a seat's person sent on its socket, has the
// table take the action it holds, and returns the reply to send:
// {"v":2,"reply":{...}}.
func (s *Server) answer(ctx context.Context, t *table, seat int, addr string, data []byte) (reply []byte) {
	var req socketAction
	defer func() { // as ServeHTTP does for a request: logged, said briefly, the server going on
		if p := recover(); p != nil {
			s.opts.Logf("tables: panic answering a socket's action on table %s: %v", t.row.ID, p)
			reply = replyJSON(socketReply{ID: req.ID, Status: http.StatusInternalServerError, Error: "internal error"})
		}
	}()
	req, err := decodeSocketAction(data)
	rep := socketReply{ID: req.ID}
	switch {
	case !s.allow(addr): // every message counts, as every request does
		rep.Status, rep.Error = http.StatusTooManyRequests, errRateLimit.Error()
	case err != nil:
		rep.Status, rep.Error = http.StatusBadRequest, fmt.Errorf("%w: %v", errBadInput, err).Error()
	default:
		var status int
		if rep.N, rep.Duplicate, status, err = s.take(ctx, t, seat, req.ID, req.Action); err != nil {
			rep.Status, rep.Error = status, err.Error()
		}
	}
	return replyJSON(rep)
}

// decodeSocketAction reads a message a seat's person sent: one JSON object
// of socketAction's members and nothing else (strictSocketAction). A
// message that is exactly what json.Marshal writes of what json.Unmarshal
// reads of it, as clients send it, is read without the strict decoder,
// whose allocations were a tenth of the server's an action; any other
// goes to the strict decoder, which says what is wrong.
func decodeSocketAction(data []byte) (socketAction, error) {
	var req socketAction
	if json.Unmarshal(data, &req) == nil {
		var buf [maxSocketRead]byte
		b := append(buf[:0], `{"id":`...)
		b = codec.AppendString(b, req.ID)
		b = append(b, `,"action":`...)
		b = codec.AppendString(b, req.Action)
		if b = append(b, '}'); bytes.Equal(b, data) {
			return req, nil
		}
	}
	return strictSocketAction(data)
}

// strictSocketAction reads data as one JSON object of socketAction's
// members (no other member, nothing after it).
func strictSocketAction(data []byte) (socketAction, error) {
	var req socketAction
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	err := dec.Decode(&req)
	if err == nil && dec.Decode(new(json.RawMessage)) != io.EOF {
		err = errors.New("data after the JSON value")
	}
	return req, err
}

// replyJSON is a socket's reply to an action: {"v":2,"reply":{...}}.
func replyJSON(rep socketReply) []byte {
	b, err := json.Marshal(rep)
	if err != nil { // not for these fields
		b = []byte(`{"status":500,"error":"internal error"}`)
	}
	return append(append([]byte(`{"v":`+strconv.Itoa(Version)+`,"reply":`), b...), '}')
}

// socket upgrades the request to a WebSocket and pushes the seat's (or the
// watcher's) messages after ?since=N, then each new one as it is added,
// numbered: a client that reconnects with since set to the last number it
// has gets exactly what it missed.
func (s *Server) socket(w http.ResponseWriter, r *http.Request) {
	t, seat, ok := s.tableSeat(w, r)
	if !ok {
		return
	}
	defer s.release(t) // a table with a socket open is not unloaded
	since, ok := sinceOf(w, r)
	if !ok {
		return
	}
	s.mu.Lock()
	full := s.sockets >= s.opts.MaxSockets || s.ctx.Err() != nil
	if !full {
		s.sockets++
		s.wg.Add(1)
	}
	s.mu.Unlock()
	if full {
		writeError(w, http.StatusServiceUnavailable, errors.New("too many sockets"))
		return
	}
	defer func() {
		s.mu.Lock()
		s.sockets--
		s.mu.Unlock()
		s.wg.Done()
	}()
	c, err := websocket.Accept(w, r, nil)
	if err != nil {
		return // Accept has answered
	}
	defer c.CloseNow()
	t.connect(seat, +1) // the seat's person is present while it is open
	defer t.connect(seat, -1)
	c.SetReadLimit(maxSocketRead)
	ctx, cancel := context.WithCancel(s.ctx)
	defer cancel()
	// A seat's person may send actions (each answered with a reply); a
	// watcher sends nothing. A watcher's message, a message too long, a
	// binary one or the client's close ends the socket at once (no
	// closing handshake to wait on for a misbehaving client).
	addr := clientAddr(r, s.proxies)
	sw := &sockWrites{c: c, wait: s.opts.WriteWait}
	defer sw.watch(ctx)()
	read := make(chan struct{})
	go func() {
		defer close(read)
		defer cancel()
		timer := sw.timer()
		var data []byte
		for {
			// Under no context (see sockWrites): the socket's end closes
			// the connection, which ends the read.
			var typ websocket.MessageType
			var err error
			keepStack(func() { typ, data, err = readMessage(c, data[:0]) })
			if err != nil {
				return
			}
			if seat == NoSeat || typ != websocket.MessageText {
				c.CloseNow()
				return
			}
			reply := s.answer(ctx, t, seat, addr, data)
			if err := sw.burst(timer, func(ctx context.Context) error {
				return c.Write(ctx, websocket.MessageText, reply)
			}); err != nil {
				return
			}
		}
	}()
	// The socket is done with once its reader is: an action it took is
	// stored (or failed) first.
	defer func() {
		c.CloseNow()
		<-read
	}()
	// buf is a message's bytes as sent, box the messages sent at once:
	// both kept from one burst to the next, unless a catch-up grew box
	// past maxKept.
	var buf []byte
	var box outbox
	timer := sw.timer()
	for {
		if cap(box.views) > maxKeptViews || cap(box.ms) > maxKeptMessages {
			box = outbox{}
		}
		ms, changed, err := t.messages(seat, since, s.opts.MaxMessages, &box)
		if err != nil {
			s.opts.Logf("tables: table %s socket: %v", t.row.ID, err)
			c.Close(websocket.StatusInternalError, "internal error")
			return
		}
		if len(ms) > 0 {
			if err := sw.burst(timer, func(ctx context.Context) error {
				for _, m := range ms {
					buf = m.appendJSON(buf[:0])
					if err := c.Write(ctx, websocket.MessageText, buf); err != nil {
						return err
					}
					since = m.N
				}
				return nil
			}); err != nil {
				return
			}
		}
		if len(ms) == s.opts.MaxMessages {
			continue // more are waiting
		}
		ended := false
		keepStack(func() {
			select {
			case <-changed:
			case <-ctx.Done():
				ended = true
			}
		})
		if ended {
			if s.ctx.Err() != nil {
				c.Close(websocket.StatusGoingAway, "the server is closing")
			}
			return
		}
	}
}

// sockWrites bounds a socket's writes without a context for each.
// coder/websocket arms a context.AfterFunc for every frame it reads or
// writes under a context that can end (an allocation and a registration
// each, several a message): the socket's goroutines read and write under
// none, and instead each burst of writes has the writing goroutine's own
// timer, which closes the connection when the burst outlasts wait, and
// the socket's context ending during a burst closes it too (as a write
// under that context did). Ended between bursts, the socket closes as
// socket says.
type sockWrites struct {
	c    *websocket.Conn
	wait time.Duration
	busy atomic.Int32 // bursts under way
}

// watch closes the connection when ctx ends during a burst, until the
// returned stop is called.
func (w *sockWrites) watch(ctx context.Context) (stop func() bool) {
	return context.AfterFunc(ctx, func() {
		if w.busy.Load() > 0 {
			w.c.CloseNow()
		}
	})
}

// timer is a writing goroutine's timer for its bursts, stopped.
func (w *sockWrites) timer() *time.Timer {
	t := time.AfterFunc(time.Hour, func() { w.c.CloseNow() })
	t.Stop()
	return t
}

// burst runs write, its writes under no context, with timer armed.
func (w *sockWrites) burst(timer *time.Timer, write func(context.Context) error) error {
	w.busy.Add(1)
	defer w.busy.Add(-1)
	timer.Reset(w.wait)
	defer timer.Stop()
	return write(context.Background())
}

// readMessage reads c's next message into buf (grown as needed, and given
// again for the next: c.Read would allocate a message each), under no
// context (see sockWrites).
func readMessage(c *websocket.Conn, buf []byte) (websocket.MessageType, []byte, error) {
	typ, r, err := c.Reader(context.Background())
	if err != nil {
		return typ, buf, err
	}
	if cap(buf) == 0 {
		buf = make([]byte, 0, 1024) // not grown from nothing a few bytes at a time
	}
	for {
		if len(buf) == cap(buf) {
			buf = append(buf, 0)[:len(buf)]
		}
		n, err := r.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if err == io.EOF {
			return typ, buf, nil
		}
		if err != nil {
			return typ, buf, err
		}
	}
}
