package tables

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/pegjokers"
)

// waitOver polls a table's public info until its game is over (its bots
// play it, in the request or beside it), and returns the info.
func waitOver(t *testing.T, ts *testServer, id string) tableInfo {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for {
		var in tableInfo
		ts.must(200, "GET", "/tables/"+id, nil, &in)
		if in.Over {
			return in
		}
		if time.Now().After(deadline) {
			t.Fatalf("table %s not over after %d actions", id, in.N)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Tables of bots only, created through the API with the new options,
// play to an end whose record (downloaded) verifies against the
// commitment published at creation; a table asks for as many seats as its
// options give, and bad options are refused with what is wrong.
func TestTablesOfEverySeatingThroughTheAPI(t *testing.T) {
	ts := newTestServer(t, "", Options{Rate: 1e6, Burst: 1e6})
	for _, tc := range []struct {
		game, opts string
		bots       []string
	}{
		{"crib", `{"players":6,"claimed":true,"muggins":true,"hole":61}`, []string{"expert", "analysis", "random", "analysis", "expert", "random"}},
		{"crib", `{"players":3,"hole":61}`, []string{"expert", "analysis", "random"}},
		{"cribwars", `{"players":3,"claimed":true,"board":"plain"}`, []string{"expert", "analysis", "random"}},
		{"pegjokers", `{"seating":"2 solo","rules":"hand=3"}`, []string{"search", "heuristic"}},
	} {
		seats := make([]seatRequest, len(tc.bots))
		for i, b := range tc.bots {
			seats[i].Bot = b
		}
		var c createReply
		ts.must(201, "POST", "/tables", createRequest{Game: tc.game, Options: json.RawMessage(tc.opts), Seats: seats}, &c)
		in := waitOver(t, ts, c.ID)
		status, text := ts.do("GET", "/tables/"+c.ID+"/record", nil)
		if status != 200 {
			t.Fatalf("%s %s: record %d %s", tc.game, tc.opts, status, text)
		}
		switch tc.game {
		case "crib":
			rec, err := crib.ParseRecord(bytes.NewReader(text))
			if err != nil {
				t.Fatal(err)
			}
			verifyCommitment(t, rec.Verify, c.Commitment)
			if got, want := resolvedText(t, rec.Rules), resolvedText(t, mustRules(t, in.Setup)); got != want {
				t.Errorf("the record's rules %q, the table's setup's %q", got, want)
			}
		case "cribwars":
			verifyCW(t, text, c.Commitment)
		case "pegjokers":
			rec, err := pegjokers.ParseRecord(bytes.NewReader(text))
			if err != nil {
				t.Fatal(err)
			}
			verifyCommitment(t, rec.Verify, c.Commitment)
		}
	}
	for _, tc := range []struct {
		game, opts string
		seats      int
		says       string
	}{
		{"crib", `{"players":3}`, 2, "2 seats for a game of 3"},
		{"crib", `{"players":4}`, 6, "6 seats for a game of 4"},
		{"crib", `{"players":5}`, 5, "not 5"},
		{"cribwars", `{"players":6,"muggins":true}`, 6, "muggins needs claimed"},
		{"cribwars", `{"board":"long"}`, 2, "board"},
		{"pegjokers", `{"seating":"8 teams"}`, 4, "4 seats for a game of 8"},
		{"pegjokers", `{"seating":"5 pairs"}`, 5, "seating"},
	} {
		seats := make([]seatRequest, tc.seats)
		for i := range seats {
			seats[i].Bot = "random"
		}
		status, out := ts.do("POST", "/tables", createRequest{Game: tc.game, Options: json.RawMessage(tc.opts), Seats: seats})
		if status != 400 || !strings.Contains(string(out), tc.says) {
			t.Errorf("%s %s with %d seats: %d %s, want 400 saying %q", tc.game, tc.opts, tc.seats, status, out, tc.says)
		}
	}
}

func verifyCommitment(t *testing.T, verify func(cards.Commitment) error, commit string) {
	t.Helper()
	var c cards.Commitment
	if err := c.UnmarshalText([]byte(commit)); err != nil {
		t.Fatal(err)
	}
	if err := verify(c); err != nil {
		t.Errorf("the record does not verify: %v", err)
	}
}

// A Crib Wars table stored with the setup of before the options came,
// "players: 4", loads and plays to an end whose record verifies: the
// store is a promise.
func TestAnOldCribWarsTableStillPlays(t *testing.T) {
	ts := newTestServer(t, "", Options{Rate: 1e6, Burst: 1e6})
	st, err := OpenStore(context.Background(), ts.db)
	if err != nil {
		t.Fatal(err)
	}
	row := TableRow{ID: "0123456789abcdef0123456789abcdef", Kind: "cribwars", Setup: "players: 4", Seed: 12, Salt: bytes.Repeat([]byte{9}, 32), Created: time.Now()}
	if row.Commitment, err = (cwKind{}).Commit(row.Setup, row.Seed, row.Salt); err != nil {
		t.Fatal(err)
	}
	var tokens []string
	for s := range 4 {
		tok, hash := newToken()
		tokens = append(tokens, tok)
		row.Seats = append(row.Seats, SeatRow{Seat: s, TokenHash: hash, Name: fmt.Sprint("P", s)})
	}
	if err := st.CreateTable(context.Background(), row); err != nil {
		t.Fatal(err)
	}
	tb := ts.tableOf(row.ID)
	for k := 0; ; k++ {
		if k > 3000 {
			t.Fatal("the game does not end")
		}
		seat, text, ok := botMove(t, tb, []string{"analysis", "random", "analysis", "random"})
		if !ok {
			break
		}
		ts.must(200, "POST", "/tables/"+row.ID+"/actions", actionRequest{Seat: &seat, Token: tokens[seat], ID: fmt.Sprint(k), Action: text}, nil)
	}
	status, text := ts.do("GET", "/tables/"+row.ID+"/record", nil)
	if status != 200 {
		t.Fatalf("record: %d %s", status, text)
	}
	verifyCW(t, text, row.Commitment)
}

func mustRules(t *testing.T, setup string) crib.Rules {
	t.Helper()
	r, err := cribRules(setup)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func resolvedText(t *testing.T, r crib.Rules) string {
	t.Helper()
	r, err := r.Resolve()
	if err != nil {
		t.Fatal(err)
	}
	b, err := r.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
