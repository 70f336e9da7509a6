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
	"sync"
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
//
// One goroutine reads the socket and decides; each action is sent after
// the person's pause by a timer's goroutine of its own (time.AfterFunc), so
// that the pause never holds up the reading: a message that arrives while
// the person thinks (both seats lay away at once; the table's show and
// deal follow a seat's last card) is timed when it arrives, and a person
// is one goroutine the collector scans, not two.
func loadPlay(ctx context.Context, client *http.Client, base string, t *loadTbl, me loadSeat, actions int, think time.Duration, refused *atomic.Int64) error {
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
	p := &loadPerson{ctx: ctx, client: client, base: base, t: t, me: me, c: c, actions: actions, think: think, refused: refused,
		rng: mrand.New(mrand.NewPCG(uint64(len(t.id)), uint64(me.seat)+uint64(time.Now().UnixNano())))}
	defer p.finish(nil)
	replyHead := []byte(`{"v":` + strconv.Itoa(Version) + `,"reply":`)
	var data []byte
	for {
		keepStack(func() { _, data, err = readMessage(c, data[:0]) }) // as the server reads
		now := time.Now()
		if err != nil {
			if done, err := p.ended(); done {
				return err
			}
			if t.ctx.Err() != nil && ctx.Err() == nil {
				return nil // the table has taken its actions
			}
			return err
		}
		if rest, ok := bytes.CutPrefix(data, replyHead); ok {
			var rep socketReply
			if err := json.Unmarshal(rest[:max(len(rest)-1, 0)], &rep); err != nil {
				return fmt.Errorf("reply %s: %v", data, err)
			}
			p.reply(rep.N, rep.Status)
		} else {
			// Most messages are not the seat's to answer: their number,
			// turn and end are read from the envelope's ends, the rest
			// only when the game waits on the seat or is over.
			var m loadMessage
			if !loadPeek(data, &m) || m.Over || slices.Contains(m.Turn, me.seat) {
				m = loadMessage{}
				if err := json.Unmarshal(data, &m); err != nil {
					return err
				}
			}
			p.message(m, now)
		}
		if done, err := p.ended(); done {
			return err
		}
	}
}

// loadPerson is what a simulated person knows between its socket's
// messages and its actions' sending.
type loadPerson struct {
	ctx     context.Context
	client  *http.Client
	base    string
	t       *loadTbl
	me      loadSeat
	c       *websocket.Conn
	actions int
	think   time.Duration
	refused *atomic.Int64
	rng     *mrand.Rand // read only under mu

	mu   sync.Mutex
	k    int       // actions sent
	last int       // the number of the seat's last action
	sent time.Time // when the pending action was sent
	// On the socket (not -load.post) an action's number comes in its
	// reply, and the seat acts again only once it has it (pending), on the
	// latest message that is its to answer (have).
	pending bool
	have    loadMessage
	haveOne bool
	timer   *time.Timer // the pending action's pause
	done    bool        // the person has stopped, with err
	err     error
}

// message is the table's message m, which arrived at now.
func (p *loadPerson) message(m loadMessage, now time.Time) {
	p.t.mu.Lock()
	p.t.arrived[p.me.seat].set(m.N, now.Sub(p.t.zero))
	p.t.mu.Unlock()
	if m.Over {
		p.t.stop()
		p.finish(nil)
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.haveOne = false
	if p.done || m.N < p.last || !slices.Contains(m.Turn, p.me.seat) {
		return
	}
	if p.pending {
		p.have, p.haveOne = m, true
		return
	}
	p.act(m)
}

// reply is the answer to the pending action: its number n, or its
// status when refused.
func (p *loadPerson) reply(n, status int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.pending = false
	switch {
	case p.done:
		return
	case status == http.StatusUnprocessableEntity:
		p.refused.Add(1)
		return
	case status != 0:
		p.stop(fmt.Errorf("reply with status %d", status))
		return
	}
	if loadTaken(p.t, p.me.seat, n, p.sent, p.actions) {
		p.stop(nil)
		return
	}
	p.last = n
	if p.haveOne && p.have.N >= p.last {
		p.haveOne = false
		p.act(p.have)
	}
}

// act picks the seat's action on m and sends it after the person's pause,
// under p.mu.
func (p *loadPerson) act(m loadMessage) {
	text := loadChoose(p.me.seat, m)
	if text == "" {
		return
	}
	p.k++
	id := fmt.Sprint("c", p.k)
	pause := time.Duration(0)
	if p.think > 0 {
		pause = p.think/2 + time.Duration(p.rng.Int64N(int64(p.think)))
	}
	p.pending = true
	p.timer = time.AfterFunc(pause, func() { p.send(id, text) })
}

// send sends the pending action, on a timer's goroutine.
func (p *loadPerson) send(id, text string) {
	sent := time.Now()
	p.mu.Lock()
	if p.done {
		p.mu.Unlock()
		return
	}
	p.sent = sent
	p.mu.Unlock()
	if !*loadViaPost {
		msg, err := json.Marshal(socketAction{ID: id, Action: text})
		if err == nil {
			err = p.c.Write(context.Background(), websocket.MessageText, msg)
		}
		if err != nil {
			p.fail(err)
		}
		return
	}
	var reply actionReply
	err := loadPost(p.ctx, p.client, p.base+"/tables/"+p.t.id+"/actions",
		actionRequest{Seat: &p.me.seat, Token: p.me.token, ID: id, Action: text}, &reply)
	switch {
	case err != nil && strings.Contains(err.Error(), "422"):
		if p.refused.Load() < 5 {
			fmt.Println(err, text)
		}
		p.reply(0, http.StatusUnprocessableEntity)
	case err != nil:
		p.fail(err)
	default:
		p.reply(reply.N, 0)
	}
}

// fail stops the person on a failed send: with no error when the table
// had taken its actions meanwhile.
func (p *loadPerson) fail(err error) {
	if p.t.ctx.Err() != nil && p.ctx.Err() == nil {
		err = nil
	}
	p.finish(err)
}

// finish stops the person with err, unless it has stopped.
func (p *loadPerson) finish(err error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.stop(err)
}

// stop stops the person with err, under p.mu: no action is sent after it,
// and the reading ends.
func (p *loadPerson) stop(err error) {
	if p.done {
		return
	}
	p.done, p.err = true, err
	if p.timer != nil {
		p.timer.Stop()
	}
	p.c.CloseNow()
}

// ended reports whether the person has stopped, and its error.
func (p *loadPerson) ended() (bool, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.done, p.err
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
