package tables

import (
	"context"
	"fmt"
	"regexp"
	"testing"
	"time"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/internal/game/gametest"
)

// cardText finds a card named in a message's JSON: "5H", "10C", "QS".
var cardText = regexp.MustCompile(`\b(?:[2-9]|10|[AJQK])[CDHS]\b`)

// cardsNamed returns the cards a message's text names.
func cardsNamed(t *testing.T, b []byte) cards.Set {
	var s cards.Set
	for _, m := range cardText.FindAll(b, -1) {
		c, err := cards.Parse(string(m))
		if err != nil {
			t.Fatalf("%q: %v", m, err)
		}
		s = s.With(c)
	}
	return s
}

// tracker is what each seat (index seat+1; 0 the watcher) may know of the
// deal, worked out from the whole game's events alone: its own hand, and
// what the table was shown (the cut for deal, the starter, the cards laid,
// the hands and crib laid out).
type tracker struct{ known [crib.MaxSeats + 1]cards.Set }

func (k *tracker) learn(e crib.Event) {
	all := func(cs cards.Set) {
		for i := range k.known {
			k.known[i] |= cs
		}
	}
	switch e := e.(type) {
	case crib.DealerCut, crib.StarterTurned, crib.Laid, crib.Shown:
		all(gametest.SetIn(e))
	case crib.Dealt:
		k.known = [crib.MaxSeats + 1]cards.Set{}
		for s, h := range e.Hands {
			k.known[s+1] = h
		}
	}
}

// isCall reports whether an action's text is a call a seat may make when
// the game waits on another (claimed mode: muggins, an overpeg corrected).
func isCall(text string) bool {
	a, err := crib.ParseAction(text)
	if err != nil {
		return false
	}
	switch a.(type) {
	case crib.CallMuggins, crib.Correct:
		return true
	}
	return false
}

// underclaim turns a claim of seat 0's into a claim of nothing, so that
// the other sides' calls of muggins (and what they are offered) come into
// the messages.
func underclaim(seat int, text string) string {
	if a, err := crib.ParseAction(text); err == nil && seat == 0 {
		if _, ok := a.(crib.Claim); ok {
			return crib.Claim{Seat: 0}.String()
		}
	}
	return text
}

// Whole games between people's seats (two; three; four in partnerships,
// claimed without muggins),
// each played as a bot would by the test through the HTTP API, with a
// watcher: every message each seat and the watcher receive names only
// cards the seat may know — what the events showed it this deal, or what
// its own view (crib.View) holds — and the messages come numbered, none
// missed, none twice, across a reconnect. In claimed games seat 0 claims
// nothing, so that with muggins the others' calls are among the messages.
func TestNoMessageShowsACardItsSeatMayNotKnow(t *testing.T) {
	for _, tc := range []struct {
		opts   string
		levels []string
	}{
		{`{}`, []string{"analysis", "random"}},
		{`{"claimed":true,"muggins":true}`, []string{"expert", "analysis"}},
		{`{"players":3,"claimed":true,"muggins":true,"hole":61}`, []string{"analysis", "random", "expert"}},
		{`{"players":4,"claimed":true,"hole":61}`, []string{"analysis", "random", "expert", "analysis"}},
	} {
		t.Run(tc.opts, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			defer cancel()
			ts := newTestServer(t, "", Options{Rate: 1e6, Burst: 1e6, SnapshotEvery: -1 /* every step kept, read below */})
			seats := make([]seatRequest, len(tc.levels))
			for i := range seats {
				seats[i].Name = fmt.Sprint("P", i)
			}
			tc0 := ts.create(tc.opts, seats...)
			tb := ts.tableOf(tc0.ID)
			ls := []*listener{ts.listen(ctx, tc0.ID, NoSeat, "", 0)}
			for s := range seats {
				ls = append(ls, ts.listen(ctx, tc0.ID, s, tc0.Seats[s].Token, 0))
			}
			var last int
			var old *listener // seat 1's socket before it reconnects
			for k := 0; ; k++ {
				if k > 3000 {
					t.Fatal("the game does not end")
				}
				seat, text, ok := botMove(t, tb, tc.levels)
				if !ok {
					break
				}
				var r actionReply
				ts.must(200, "POST", "/tables/"+tc0.ID+"/actions", actionRequest{Seat: &seat, Token: tc0.Seats[seat].Token, ID: fmt.Sprint("a", k), Action: underclaim(seat, text)}, &r)
				last = r.N
				if k == 40 { // seat 1 drops its socket and comes back for what it missed
					ls[2].wait(t, last)
					ls[2].stop()
					old = ls[2]
					ls[2] = ts.listen(ctx, tc0.ID, 1, tc0.Seats[1].Token, last-3)
				}
			}
			tb.mu.Lock()
			n := tb.last()
			tb.mu.Unlock()
			if n < last {
				t.Fatalf("%d messages, the last action was %d", n, last)
			}
			for _, l := range ls {
				l.wait(t, n)
			}
			var k tracker
			checked, calls := 0, 0
			for m := 1; m <= n; m++ {
				st := tb.history[m-1]
				after, err := tb.gameAfter(m)
				if err != nil {
					t.Fatal(err)
				}
				for _, e := range st.evs.(cribEvents).evs {
					k.learn(e)
					if _, ok := e.(crib.MugginsCalled); ok {
						calls++
					}
				}
				for li, l := range ls {
					seat := li - 1
					if li == 2 && m <= firstOf(ls[2])-1 {
						l = old
					}
					raw := findMessage(t, l, m)
					v, err := after.(cribGame).g.View(seat)
					if err != nil {
						t.Fatal(err)
					}
					allowed := k.known[seat+1] | gametest.SetIn(v)
					if leak := cardsNamed(t, raw) &^ allowed; leak != 0 {
						t.Fatalf("message %d to seat %d names %v it may not know:\n%s", m, seat, leak, raw)
					}
					checked++
				}
			}
			t.Logf("%d messages checked over %d actions, %d muggins calls", checked, n, calls)
		})
	}
}

// firstOf is the number of the first message a socket got.
func firstOf(l *listener) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.got[0].N
}

// findMessage returns message n of a socket's, checking the socket's
// messages are numbered one after another.
func findMessage(t *testing.T, l *listener, n int) []byte {
	t.Helper()
	l.mu.Lock()
	defer l.mu.Unlock()
	first := l.got[0].N
	for i, m := range l.got {
		if m.N != first+i {
			t.Fatalf("message %d where %d is due", m.N, first+i)
		}
	}
	if n < first || n-first >= len(l.got) {
		t.Fatalf("message %d not received (%d to %d)", n, first, first+len(l.got)-1)
	}
	return l.raw[n-first]
}
