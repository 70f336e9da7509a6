package tables

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/game/gametest"
	"github.com/pegboard/pegboard/pegjokers"
)

// pjVariants are the words of every house rule pegjokers.ParseRules reads.
var pjVariants = []string{"nine-forward", "face-values", "forced-finish", "catch-up", "packs=1", "packs=3", "packs=4",
	"nine-split-only", "tens=may-split", "tens=must-split", "hand=3", "hand=4", "in-spot-swap", "stuck-come-out", "discard-hand"}

// verifyPJ checks a Pegs and Jokers record parses and verifies against
// its commitment.
func verifyPJ(t *testing.T, g Game, names []string, salt []byte, commit string) {
	t.Helper()
	text, err := g.Record(names, salt)
	if err != nil {
		t.Fatal(err)
	}
	verified(t, text, commit, pegjokers.ParseRecord)
}

// Every seating the guide allows (2 to 8 solo, pairs of 4, 6 and 8, teams
// of 6 and 8) is created through the options and played by bots to an end
// whose record verifies, each with a house rule (in turn), the search bot
// at a seat of the games of up to four; and every house rule is created
// alone.
func TestPegJokersBotsPlayAndTheRecordVerifies(t *testing.T) {
	k := pjKind{}
	for i, st := range pegjokers.Seatings() {
		rule := pjVariants[i%len(pjVariants)]
		opts := fmt.Sprintf(`{"seating":%q,"rules":%q}`, st.String(), rule)
		if testing.Short() && i%3 != 0 {
			continue
		}
		t.Run(opts, func(t *testing.T) {
			setup, seats, err := k.Setup(json.RawMessage(opts))
			if err != nil || seats != st.Seats {
				t.Fatal(seats, err)
			}
			levels := []string{"search", "heuristic", "random"}
			if st.Seats > 4 { // the search bot is the slow one: 8 ms a move with eight
				levels = []string{"heuristic", "random"}
			}
			g, names, salt, commit := playKind(t, k, opts, levels, uint64(42+i))
			verifyPJ(t, g, names, salt, commit)
			if want := "seating: " + st.String() + "\nrules: " + rule; setup != want {
				t.Errorf("setup %q, want %q", setup, want)
			}
		})
	}
	for _, v := range pjVariants {
		setup, _, err := k.Setup(json.RawMessage(fmt.Sprintf(`{"seating":"3 solo","rules":%q}`, v)))
		if err != nil {
			t.Errorf("%s: %v", v, err)
			continue
		}
		if _, err := k.New(setup, 1); err != nil {
			t.Errorf("%s: %v", v, err)
		}
	}
	all := "face-values forced-finish catch-up packs=3 nine-split-only tens=must-split hand=4 in-spot-swap stuck-come-out discard-hand"
	g, names, salt, commit := playKind(t, k, `{"seating":"6 teams","rules":"`+all+`"}`, []string{"heuristic", "random"}, 3)
	verifyPJ(t, g, names, salt, commit)
	for _, tc := range []struct{ opts, says string }{
		{`{"seating":"9 solo"}`, "seating"},
		{`{"seating":"5 pairs"}`, "seating"},
		{`{"seating":"2 teams"}`, "seating"},
		{`{"seating":""}`, "seating"},
		{`{"rules":"no such rule"}`, "no such rule"},
		{`{"rules":"nine-forward nine-split-only"}`, "nine"},
		{`{"rules":"packs=5"}`, "packs"},
		{`{"rules":"hand=2"}`, "hand"},
		{`{"rules":"catch-up catch-up"}`, "catch-up"},
		{`{"x":1}`, "unknown field"},
	} {
		if _, _, err := k.Setup(json.RawMessage(tc.opts)); !errors.Is(err, errOptions) || !strings.Contains(err.Error(), tc.says) {
			t.Errorf("options %s: %v, want an error saying %q", tc.opts, err, tc.says)
		}
	}
	setup, _, _ := k.Setup(nil)
	g, _ = k.New(setup, 1)
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
	ts := newTestServer(t, "", Options{Rate: 1e6, Burst: 1e6, SnapshotEvery: -1 /* every step kept, read below */})
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
	n := tb.last()
	tb.mu.Unlock()
	for _, l := range ls {
		l.wait(t, n)
	}
	var played cards.Set
	for m := 1; m <= n; m++ {
		st := tb.history[m-1]
		after, err := tb.gameAfter(m)
		if err != nil {
			t.Fatal(err)
		}
		if ch, ok := st.evs.(pjEvents).a.(pegjokers.Choice); ok {
			played = played.With(ch.Card)
		}
		for li, l := range ls {
			seat := li - 1
			v, err := after.(pjGame).g.SeatView(seat)
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
