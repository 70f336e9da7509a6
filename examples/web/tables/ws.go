package tables

import (
	"context"
	"errors"
	"net/http"

	"github.com/coder/websocket"
)

// maxSocketRead is the most a client may send on a socket in one message.
// The socket is the server's to push on: a client sends nothing, and any
// message it sends (a data message, or one over this) closes the socket.
const maxSocketRead = 512

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
	// The client sends nothing: a message from it, or its close, ends the
	// socket at once (no closing handshake to wait on for a misbehaving client).
	go func() {
		defer cancel()
		if _, _, err := c.Read(ctx); err == nil {
			c.CloseNow()
		}
	}()
	var buf []byte
	for {
		ms, changed, err := t.messages(seat, since, s.opts.MaxMessages)
		if err != nil {
			s.opts.Logf("tables: table %s socket: %v", t.row.ID, err)
			c.Close(websocket.StatusInternalError, "internal error")
			return
		}
		if len(ms) > 0 {
			wctx, wcancel := context.WithTimeout(ctx, s.opts.WriteWait)
			for _, m := range ms {
				buf = m.appendJSON(buf[:0])
				if err := c.Write(wctx, websocket.MessageText, buf); err != nil {
					wcancel()
					return
				}
				since = m.N
			}
			wcancel()
		}
		if len(ms) == s.opts.MaxMessages {
			continue // more are waiting
		}
		select {
		case <-changed:
		case <-ctx.Done():
			if s.ctx.Err() != nil {
				c.Close(websocket.StatusGoingAway, "the server is closing")
			}
			return
		}
	}
}
