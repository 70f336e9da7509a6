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
	"github.com/pegboard/pegboard/internal/game/gametest"
	"github.com/pegboard/pegboard/pegjokers"
)

func TestPegJokersBotsPlayAndTheRecordVerifies(t *testing.T) {
	k := pjKind{}
	for _, opts := range []string{`{}`, `{"seating":"3 solo"}`} {
		setup, seats, err := k.Setup(json.RawMessage(opts))
		if err != nil {
			t.Fatal(opts, err)
		}
		salt := bytes.Repeat([]byte{3}, 16)
		commit, err := k.Commit(setup, 42, salt)
		if err != nil {
			t.Fatal(err)
		}
		g, err := k.New(setup, 42)
		if err != nil {
			t.Fatal(err)
		}
		bots := make([]string, seats)
		names := make([]string, seats)
		for i := range bots {
			bots[i], names[i] = []string{"heuristic", "random"}[i%2], fmt.Sprint("P", i)
		}
		g = playOut(t, g, bots, rand.New(rand.NewPCG(3, 4)))
		text, err := g.Record(names, salt)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := pegjokers.ParseRecord(bytes.NewReader(text))
		if err != nil {
			t.Fatal(err)
		}
		var c cards.Commitment
		if err := c.UnmarshalText([]byte(commit)); err != nil {
			t.Fatal(err)
		}
		if err := rec.Verify(c); err != nil {
			t.Errorf("%s: the record does not verify: %v", opts, err)
		}
	}
	for _, opts := range []string{`{"seating":"9 solo"}`, `{"rules":"no such rule"}`, `{"x":1}`} {
		if _, _, err := k.Setup(json.RawMessage(opts)); err == nil {
			t.Errorf("options %s taken", opts)
		}
	}
	setup, _, _ := k.Setup(nil)
	g, _ := k.New(setup, 1)
	_, who := g.(pjGame).g.Next()
	ch := g.(pjGame).g.Choices()[0].String()
	for _, tc := range []struct {
		seat int
		text string
	}{{int(who) + 1, ch}, {NoSeat, ch}, {int(who), "draw"}, {NoSeat, "draw"}} {
		if _, _, _, err := g.Apply(tc.seat, tc.text); err == nil {
			t.Errorf("seat %d %q taken", tc.seat, tc.text)
		}
	}
}

// A whole game of four people's seats in pairs, played through the HTTP
// API as the heuristic bot would, with a watcher: no message names a card
// its seat may not know — one in its own view after the message (its
// hand, the discards) or one played so far (a play is seen by all). The
// deck has two packs, so a card's name may be known from its twin: over a
// whole game a card shown that should not be is still caught.
func TestPegJokersMessagesHideOtherHands(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	ts := newTestServer(t, "", Options{Rate: 1e6, Burst: 1e6})
	var tc createReply
	ts.must(201, "POST", "/tables", createRequest{Game: "pegjokers", Seats: []seatRequest{{Name: "Ann"}, {Name: "Bob"}, {Name: "Cy"}, {Name: "Di"}}}, &tc)
	tb := ts.tableOf(tc.ID)
	ls := []*listener{ts.listen(ctx, tc.ID, NoSeat, "", 0)}
	for s := range 4 {
		ls = append(ls, ts.listen(ctx, tc.ID, s, tc.Seats[s].Token, 0))
	}
	levels := []string{"heuristic", "heuristic", "heuristic", "heuristic"}
	for k := 0; ; k++ {
		if k > 3000 {
			t.Fatal("the game does not end")
		}
		seat, text, ok := botMove(t, tb, levels)
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
	var played cards.Set
	for m := 1; m <= n; m++ {
		st := tb.history[m-1]
		if ch, ok := st.evs.(pjEvents).a.(pegjokers.Choice); ok {
			played = played.With(ch.Card)
		}
		for li, l := range ls {
			seat := li - 1
			v, err := st.after.(pjGame).g.SeatView(seat)
			if err != nil {
				t.Fatal(err)
			}
			raw := findMessage(t, l, m)
			if leak := cardsNamed(t, raw) &^ (played | gametest.SetIn(v)); leak != 0 {
				t.Fatalf("message %d to seat %d names %v it may not know:\n%s", m, seat, leak, raw)
			}
		}
	}
	checkPJRecord(t, ts, tc.ID, tc.Commitment)
}

func checkPJRecord(t *testing.T, ts *testServer, id, commitment string) {
	t.Helper()
	status, text := ts.do("GET", "/tables/"+id+"/record", nil)
	if status != 200 {
		t.Fatalf("record: %d %s", status, text)
	}
	rec, err := pegjokers.ParseRecord(bytes.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	var c cards.Commitment
	if err := c.UnmarshalText([]byte(commitment)); err != nil {
		t.Fatal(err)
	}
	if err := rec.Verify(c); err != nil {
		t.Errorf("the record does not verify: %v", err)
	}
}
