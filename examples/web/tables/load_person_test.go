package tables

// The simulated persons of BenchmarkLoad (load_test.go): each reads its
// seat's socket and, when its seat is to act, picks an action and sends it.

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	mrand "math/rand/v2"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"github.com/pegboard/pegboard/cards"
)

// loadMessage is what a simulated person reads of a message.
type loadMessage struct {
	N    int   `json:"n"`
	By   int   `json:"by"`
	Turn []int `json:"turn"`
	Over bool  `json:"over"`
	View struct {
		Next string `json:"next"`
		Hand string `json:"hand"`
		Away string `json:"away"`
		Play *struct {
			Count int `json:"count"`
		} `json:"play"`
	} `json:"view"`
}

// loadPlay is one simulated person at table t: it reads its socket and,
// each time its seat is to act, sends a legal action, until the table has
// taken actions or its game is over.
func loadPlay(ctx context.Context, client *http.Client, base string, t *loadTbl, me loadSeat, actions int, think time.Duration, refused *atomic.Int64) error {
	rng := mrand.New(mrand.NewPCG(uint64(len(t.id)), uint64(me.seat)+uint64(time.Now().UnixNano())))
	u := "ws" + strings.TrimPrefix(base, "http") + "/tables/" + t.id + "/ws?seat=" + itoa(me.seat) + "&token=" + me.token
	c, _, err := websocket.Dial(t.ctx, u, &websocket.DialOptions{HTTPClient: client})
	if err != nil {
		return err
	}
	defer c.CloseNow()
	// Reads and writes under no context (as the server's: see sockWrites),
	// the connection closed when the table is done.
	defer context.AfterFunc(t.ctx, func() { c.CloseNow() })()
	c.SetReadLimit(1 << 20)
	last := 0 // the number of my last action
	// On the socket (not -load.post) an action's number comes in its
	// reply, and the seat acts again only once it has it, on the latest
	// message that is its to answer (have).
	pending, sentAt := false, time.Time{}
	var have loadMessage // the latest message the seat is to answer, while its last action is pending
	haveOne := false
	// A message's arrival is the time its socket gave it up, read by a
	// goroutine of its own: the person's pause before acting (below)
	// must not count as the server's delay in pushing what came during it.
	// A few messages come while the person pauses (both seats lay away
	// at once; the table's show and deal follow a seat's last card): room
	// for more is only more for the collector to mark.
	in, quit := make(chan loadArrival, 16), make(chan struct{})
	defer close(quit)
	go loadReads(c, me.seat, in, quit)
	for k := 0; ; k++ {
		a := <-in
		now := a.at
		if err := a.err; err != nil {
			if t.ctx.Err() != nil && ctx.Err() == nil {
				return nil // the table has taken its actions
			}
			return err
		}
		m := a.m
		if a.reply {
			pending = false
			if a.status == http.StatusUnprocessableEntity {
				refused.Add(1)
				continue
			} else if a.status != 0 {
				return fmt.Errorf("reply with status %d", a.status)
			}
			if done := loadTaken(t, me.seat, a.n, sentAt, actions); done {
				return nil
			}
			last = a.n
			if !haveOne || have.N < last {
				continue
			}
			m = have
		} else {
			t.mu.Lock()
			t.arrived[me.seat].set(m.N, now.Sub(t.zero))
			t.mu.Unlock()
			if m.Over {
				t.stop()
				return nil
			}
			haveOne = false
			if m.N < last || !slices.Contains(m.Turn, me.seat) {
				continue
			}
			if pending {
				have, haveOne = m, true
				continue
			}
		}
		haveOne = false
		text := loadChoose(me.seat, m)
		if text == "" {
			continue
		}
		if think > 0 {
			pause := time.NewTimer(think/2 + time.Duration(rng.Int64N(int64(think))))
			select {
			case <-pause.C:
			case <-t.ctx.Done():
				pause.Stop()
				return nil
			}
		}
		id := fmt.Sprint("c", k)
		sent := time.Now()
		if !*loadViaPost {
			msg, err := json.Marshal(socketAction{ID: id, Action: text})
			if err != nil {
				return err
			}
			if err := c.Write(context.Background(), websocket.MessageText, msg); err != nil {
				if t.ctx.Err() != nil && ctx.Err() == nil {
					return nil
				}
				return err
			}
			pending, sentAt = true, sent
			continue
		}
		var reply actionReply
		err = loadPost(ctx, client, base+"/tables/"+t.id+"/actions",
			actionRequest{Seat: &me.seat, Token: me.token, ID: id, Action: text}, &reply)
		if err != nil {
			if strings.Contains(err.Error(), "422") {
				if refused.Add(1) < 5 {
					fmt.Println(err, text)
				}
				continue
			}
			return err
		}
		last = reply.N
		if loadTaken(t, me.seat, reply.N, sent, actions) {
			return nil
		}
	}
}

// loadTaken notes that seat's action sent at sent was taken as action n
// of table t, and reports (stopping the table) whether t has taken
// actions.
func loadTaken(t *loadTbl, seat, n int, sent time.Time, actions int) bool {
	t.mu.Lock()
	t.sent[seat].set(n, sent.Sub(t.zero))
	t.mu.Unlock()
	if t.taken.Add(1) >= int64(actions) {
		t.stop()
		return true
	}
	return false
}

// loadPeek reads a message's number, turn and end from the envelope's
// fixed ends (`{"v":1,"n":N,` … `,"turn":[…],"over":B` and perhaps
// `,"standin":true`, then `}`), without decoding its view; ok false when
// it cannot (then the whole message is decoded).
func loadPeek(data []byte, m *loadMessage) bool {
	rest, ok := bytes.CutPrefix(data, []byte(`{"v":`+strconv.Itoa(Version)+`,"n":`))
	if !ok {
		return false
	}
	i := bytes.IndexByte(rest, ',')
	if i < 0 {
		return false
	}
	n, err := strconv.Atoi(string(rest[:i]))
	if err != nil {
		return false
	}
	j := bytes.LastIndex(data, []byte(`,"turn":[`))
	if j < 0 {
		return false
	}
	tail := data[j+len(`,"turn":[`):]
	k := bytes.IndexByte(tail, ']')
	if k < 0 {
		return false
	}
	var turn []int
	for f := range bytes.SplitSeq(tail[:k], []byte(",")) {
		if len(f) == 0 {
			continue
		}
		s, err := strconv.Atoi(string(f))
		if err != nil {
			return false
		}
		turn = append(turn, s)
	}
	switch string(tail[k+1:]) {
	case `,"over":false}`, `,"over":false,"standin":true}`:
	case `,"over":true}`, `,"over":true,"standin":true}`:
		m.Over = true
	default:
		return false
	}
	m.N, m.Turn = n, turn
	return true
}

// loadArrival is a message read from a socket and when: a reply to the
// person's action (its number and status), or a message of the table's
// as the person reads it (see loadReads); or the error that ended the
// reading.
type loadArrival struct {
	at        time.Time
	err       error
	reply     bool
	n, status int
	m         loadMessage
}

// loadReads reads c's messages into in, each with its time, for seat's
// person, until a read fails (its error the last one sent) or quit is
// closed. It reads into one buffer it keeps. Most messages are not the
// seat's to answer: their number, turn and end are read from the
// envelope's ends, the rest only when the game waits on the seat or is
// over.
func loadReads(c *websocket.Conn, seat int, in chan<- loadArrival, quit <-chan struct{}) {
	replyHead := []byte(`{"v":` + strconv.Itoa(Version) + `,"reply":`)
	var data []byte
	for {
		var err error
		_, data, err = readMessage(c, data[:0]) // as the server reads
		a := loadArrival{at: time.Now(), err: err}
		if err == nil {
			if rest, ok := bytes.CutPrefix(data, replyHead); ok {
				var rep socketReply
				if err := json.Unmarshal(rest[:max(len(rest)-1, 0)], &rep); err != nil {
					a.err = fmt.Errorf("reply %s: %v", data, err)
				}
				a.reply, a.n, a.status = true, rep.N, rep.Status
			} else if !loadPeek(data, &a.m) || a.m.Over || slices.Contains(a.m.Turn, seat) {
				a.m = loadMessage{}
				a.err = json.Unmarshal(data, &a.m)
			}
		}
		select {
		case in <- a:
		case <-quit:
			return
		}
		if a.err != nil {
			return
		}
	}
}

// loadChoose picks a legal action for seat from its view: the first two
// cards of its hand to lay away, or the first card of its hand that keeps
// the count within 31, or go.
func loadChoose(seat int, m loadMessage) string {
	hand := strings.Fields(m.View.Hand)
	switch m.View.Next {
	case "discard":
		if m.View.Away != "" || len(hand) < 2 {
			return ""
		}
		return fmt.Sprintf("discard %d %s %s", seat, hand[0], hand[1])
	case "lay":
		count := 0
		if m.View.Play != nil {
			count = m.View.Play.Count
		}
		for _, h := range hand {
			c, err := cards.Parse(h)
			if err == nil && count+min(int(c.Rank()), 10) <= 31 {
				return fmt.Sprintf("lay %d %s", seat, h)
			}
		}
		return fmt.Sprintf("go %d", seat)
	}
	return ""
}

// loadGet sends req and decodes its JSON reply into out; a status other
// than 200 is an error naming it.
func loadGet(req *http.Request, out any) error {
	return loadDo(http.DefaultClient, req, out)
}

// loadPost POSTs v as JSON and decodes the reply into out; a status other
// than 200 or 201 is an error naming it.
func loadPost(ctx context.Context, client *http.Client, url string, v, out any) error {
	body, err := json.Marshal(v)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, "POST", url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	return loadDo(client, req, out)
}

// loadDo sends req with client and decodes its JSON reply into out; a
// status other than 200 or 201 is an error naming it.
func loadDo(client *http.Client, req *http.Request, out any) error {
	res, err := client.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	data, err := io.ReadAll(res.Body)
	if err != nil {
		return err
	}
	if res.StatusCode != http.StatusOK && res.StatusCode != http.StatusCreated {
		return fmt.Errorf("%s %s: %d %s", req.Method, req.URL, res.StatusCode, data)
	}
	return json.Unmarshal(data, out)
}
