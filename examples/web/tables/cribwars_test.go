package tables

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/internal/game/gametest"
)

func TestCribWarsBotsPlayAndTheRecordVerifies(t *testing.T) {
	k := cwKind{}
	for _, n := range []int{2, 3, 4, 6} {
		setup, seats, err := k.Setup(json.RawMessage(fmt.Sprintf(`{"players":%d}`, n)))
		if err != nil || seats != n {
			t.Fatal(n, err)
		}
		salt := bytes.Repeat([]byte{5}, 16)
		commit, err := k.Commit(setup, 77, salt)
		if err != nil {
			t.Fatal(err)
		}
		g, err := k.New(setup, 77)
		if err != nil {
			t.Fatal(err)
		}
		bots, names := make([]string, n), make([]string, n)
		for i := range bots {
			bots[i], names[i] = []string{"analysis", "random"}[i%2], fmt.Sprint("P", i)
		}
		g = playOut(t, g, bots, rand.New(rand.NewPCG(5, 6)))
		checkCWRecordText(t, g, names, salt, commit)
	}
	for _, opts := range []string{`{"players":5}`, `{"players":"2"}`, `{"claimed":true}`} {
		if _, _, err := k.Setup(json.RawMessage(opts)); err == nil {
			t.Errorf("options %s taken", opts)
		}
	}
}

func checkCWRecordText(t *testing.T, g Game, names []string, salt []byte, commit string) {
	t.Helper()
	text, err := g.Record(names, salt)
	if err != nil {
		t.Fatal(err)
	}
	verifyCW(t, text, commit)
}

func verifyCW(t *testing.T, text []byte, commit string) {
	t.Helper()
	rec, err := cribwars.ParseRecord(bytes.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	var c cards.Commitment
	if err := c.UnmarshalText([]byte(commit)); err != nil {
		t.Fatal(err)
	}
	if err := rec.Verify(c); err != nil {
		t.Errorf("the record does not verify: %v\n%s", err, text)
	}
}

// A whole game of Crib Wars for four (two teams) through the HTTP API,
// every seat a person played as the analysis bot would, with a watcher:
// no message names a card its seat may not know (the cribbage tracker's
// knowledge, or the seat's own cribwars view).
func TestCribWarsMessagesHideOtherHands(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	ts := newTestServer(t, "", Options{Rate: 1e6, Burst: 1e6})
	var tc createReply
	ts.must(201, "POST", "/tables", createRequest{Game: "cribwars", Options: json.RawMessage(`{"players":4}`),
		Seats: []seatRequest{{Name: "Ann"}, {Name: "Bob"}, {Name: "Cy"}, {Bot: "expert"}}}, &tc)
	tb := ts.tableOf(tc.ID)
	ls := []*listener{ts.listen(ctx, tc.ID, NoSeat, "", 0)}
	for s := range 3 {
		ls = append(ls, ts.listen(ctx, tc.ID, s, tc.Seats[s].Token, 0))
	}
	for k := 0; ; k++ {
		if k > 3000 {
			t.Fatal("the game does not end")
		}
		seat, text, ok := botMove(t, tb, []string{"analysis", "random", "analysis", "expert"})
		if !ok {
			break
		}
		ts.must(200, "POST", "/tables/"+tc.ID+"/actions", actionRequest{Seat: &seat, Token: tc.Seats[seat].Token, ID: fmt.Sprint(k), Action: text}, nil)
	}
	tb.mu.Lock()
	n := len(tb.history)
	tb.mu.Unlock()
	for _, l := range ls {
		l.wait(t, n)
	}
	var k tracker
	for m := 1; m <= n; m++ {
		st := tb.history[m-1]
		for _, e := range st.evs.(cwEvents).evs {
			k.learn(e)
		}
		for li, l := range ls {
			seat := li - 1
			v, err := st.after.(cwGame).g.View(seat)
			if err != nil {
				t.Fatal(err)
			}
			raw := findMessage(t, l, m)
			if leak := cardsNamed(t, raw) &^ (k.known[seat+1] | gametest.SetIn(v)); leak != 0 {
				t.Fatalf("message %d to seat %d names %v it may not know:\n%s", m, seat, leak, raw)
			}
		}
	}
	status, text := ts.do("GET", "/tables/"+tc.ID+"/record", nil)
	if status != 200 {
		t.Fatalf("record: %d %s", status, text)
	}
	verifyCW(t, text, tc.Commitment)
}
