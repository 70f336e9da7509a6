package tables

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/cribwars"
	"github.com/pegboard/pegboard/internal/game/gametest"
)

// cwBoard is a short board of one's own, as JSON, with a special hole of
// each kind.
const cwBoard = `{"name":"kitchen","holes":121,"slides":[{"from":20,"to":30}],"time_traps":[{"at":50,"holes":4,"rejoin":40}],"green_advances":[{"at":70,"holes":3,"rejoin":85}],"penalty_boxes":[60,100]}`

// Bots play whole games of Crib Wars at every seating, automatic and
// claimed (muggins on and off), on every board, with readings, and the
// records verify; in claimed mode no bot misclaims.
func TestCribWarsBotsPlayAndTheRecordVerifies(t *testing.T) {
	k := cwKind{}
	opts := []string{`{}`, `{"players":3,"board":"plain"}`, `{"players":4,"claimed":true,"board":"plain"}`,
		`{"players":6,"board":"plain"}`, `{"claimed":true,"muggins":false,"board":` + cwBoard + `}`,
		`{"players":3,"claimed":true,"muggins":true,"board":` + cwBoard + `,"rules":"heels always, skunk line 90"}`}
	if !testing.Short() {
		opts = append(opts, `{"players":2,"claimed":true}`, `{"players":3,"claimed":true}`, `{"players":4}`, `{"players":6,"claimed":true}`)
	}
	for i, o := range opts {
		t.Run(o, func(t *testing.T) {
			g, names, salt, commit := playKind(t, k, o, []string{"analysis", "random", "expert"}, uint64(77+i))
			rec := checkCWRecordText(t, g, names, salt, commit)
			_, evs, err := cribwars.Replay(rec)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range evs {
				switch e.(type) {
				case crib.MugginsCalled, crib.OverpegCorrected:
					t.Errorf("bots misclaimed: %v", e)
				}
			}
		})
	}
}

// The setup stored is the record's headers, which the record reader
// reads back to the same game; a table stored with "players: N" still
// loads, to the same game and commitment as its headers give.
func TestCribWarsSetupText(t *testing.T) {
	k := cwKind{}
	setup, n, err := k.Setup(json.RawMessage(`{"players":6,"claimed":true,"muggins":false,"board":"plain","rules":"heels always"}`))
	if err != nil || n != 6 {
		t.Fatal(n, err)
	}
	want := "layout: 6 players\nboard: plain\nrules: heels always\nscoring: claimed, no muggins"
	if setup != want {
		t.Errorf("setup %q, want %q", setup, want)
	}
	for _, p := range []int{2, 3, 4, 6} {
		legacy := fmt.Sprintf("players: %d", p)
		now, _, err := k.Setup(json.RawMessage(fmt.Sprintf(`{"players":%d}`, p)))
		if err != nil {
			t.Fatal(err)
		}
		var commits []string
		for _, s := range []string{legacy, now} {
			c, err := k.Commit(s, 5, bytes.Repeat([]byte{1}, 16))
			if err != nil {
				t.Fatalf("%q: %v", s, err)
			}
			if _, err := k.New(s, 5); err != nil {
				t.Fatalf("%q: %v", s, err)
			}
			commits = append(commits, c)
		}
		if commits[0] != commits[1] {
			t.Errorf("%d players: the old setup commits to %s, the new to %s", p, commits[0], commits[1])
		}
	}
	for _, bad := range []string{"players: 5", "players: 02", "players: x", "", want + "\nseed: 4", "layout: 2 players",
		strings.Replace(want, "plain", "nowhere", 1), strings.Replace(want, "heels always", "heels always, heels always", 1)} {
		if _, err := k.New(bad, 1); !errors.Is(err, errOptions) {
			t.Errorf("setup %q: %v", bad, err)
		}
	}
}

// In claimed Crib Wars a seat that claims nothing is called on by the bots
// of other sides (the table tries each call on the Crib Wars game, which
// takes one only in Muggers Alley: on a plain board of 121 holes the whole
// game, on the default board the first 121 holes). Without muggins nobody
// calls.
func TestCribWarsMugginsInMuggersAlley(t *testing.T) {
	k := cwKind{}
	for _, tc := range []struct {
		opts string
		none bool
	}{
		{`{"players":4,"claimed":true,"board":"plain"}`, false},
		{`{"players":3,"claimed":true}`, false},
		{`{"players":2,"claimed":true,"muggins":false,"board":"plain"}`, true},
	} {
		setup, _, err := k.Setup(json.RawMessage(tc.opts))
		if err != nil {
			t.Fatal(err)
		}
		g, err := k.New(setup, 21)
		if err != nil {
			t.Fatal(err)
		}
		calls := playUnderclaimer(t, g)
		if (len(calls) == 0) != tc.none {
			t.Errorf("%s: muggins calls by seat %v", tc.opts, calls)
		}
		t.Logf("%s: muggins calls by seat %v", tc.opts, calls)
	}
}

// Bad options are refused, each with an error saying what is wrong.
func TestCribWarsRefusesBadOptions(t *testing.T) {
	k := cwKind{}
	for _, tc := range []struct{ opts, says string }{
		{`{"players":5}`, "not 5"},
		{`{"players":1}`, "not 1"},
		{`{"players":"2"}`, "cannot unmarshal"},
		{`{"muggins":true}`, "muggins needs claimed"},
		{`{"board":"long"}`, `not "long"`},
		{`{"board":{"holes":20}}`, "board"},
		{`{"board":{"holes":121,"penalty_boxes":[500]}}`, "board"},
		{`{"board":{"holes":121,"typo":1}}`, "board"},
		{`{"board":7}`, "board"},
		{`{"rules":"heels never"}`, "rules"},
		{`{"rules":"default\nseed: 3"}`, "rules"},
		{`{"x":1}`, "unknown field"},
		{`[`, "bad options"},
	} {
		_, _, err := k.Setup(json.RawMessage(tc.opts))
		if !errors.Is(err, errOptions) || !strings.Contains(err.Error(), tc.says) {
			t.Errorf("options %s: %v, want an error saying %q", tc.opts, err, tc.says)
		}
	}
}

func checkCWRecordText(t *testing.T, g Game, names []string, salt []byte, commit string) cribwars.Record {
	t.Helper()
	text, err := g.Record(names, salt)
	if err != nil {
		t.Fatal(err)
	}
	return verifyCW(t, text, commit)
}

func verifyCW(t *testing.T, text []byte, commit string) cribwars.Record {
	t.Helper()
	return verified(t, text, commit, cribwars.ParseRecord)
}

// Whole games of Crib Wars through the HTTP API, every seat but the last
// a person played as a bot would, the last a bot, with a watcher: four in
// two teams scored automatically, and three claimed on the plain board (all
// of it Muggers Alley), seat 0 claiming nothing so that the others' muggins
// calls and the points offered back are among the messages. No message
// names a card its seat may not know (the cribbage tracker's knowledge, or
// the seat's own cribwars view).
func TestCribWarsMessagesHideOtherHands(t *testing.T) {
	for _, o := range []struct {
		opts   string
		levels []string
	}{
		{`{"players":4}`, []string{"analysis", "random", "analysis", "expert"}},
		{`{"players":3,"claimed":true,"board":"plain"}`, []string{"analysis", "random", "expert"}},
	} {
		t.Run(o.opts, func(t *testing.T) { cwMessagesHideOtherHands(t, o.opts, o.levels) })
	}
}

func cwMessagesHideOtherHands(t *testing.T, opts string, levels []string) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	ts := newTestServer(t, "", Options{Rate: 1e6, Burst: 1e6, SnapshotEvery: -1 /* every step kept, read below */})
	var tc createReply
	seats := make([]seatRequest, len(levels))
	for i := range seats {
		seats[i].Name = fmt.Sprint("P", i)
	}
	seats[len(seats)-1] = seatRequest{Bot: levels[len(levels)-1]}
	ts.must(201, "POST", "/tables", createRequest{Game: "cribwars", Options: json.RawMessage(opts), Seats: seats}, &tc)
	tb := ts.tableOf(tc.ID)
	ls := []*listener{ts.listen(ctx, tc.ID, NoSeat, "", 0)}
	for s := range len(seats) - 1 {
		ls = append(ls, ts.listen(ctx, tc.ID, s, tc.Seats[s].Token, 0))
	}
	for k := 0; ; k++ {
		if k > 3000 {
			t.Fatal("the game does not end")
		}
		seat, text, ok := botMove(t, tb, levels)
		if !ok {
			break
		}
		ts.must(200, "POST", "/tables/"+tc.ID+"/actions", actionRequest{Seat: &seat, Token: tc.Seats[seat].Token, ID: fmt.Sprint(k), Action: underclaim(seat, text)}, nil)
	}
	tb.mu.Lock()
	n := tb.last()
	tb.mu.Unlock()
	for _, l := range ls {
		l.wait(t, n)
	}
	var k tracker
	calls := 0
	for m := 1; m <= n; m++ {
		st := tb.history[m-1]
		after, err := tb.gameAfter(m)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range st.evs.(cwEvents).evs {
			k.learn(e)
			if _, ok := e.(crib.MugginsCalled); ok {
				calls++
			}
		}
		for li, l := range ls {
			seat := li - 1
			v, err := after.(cwGame).g.View(seat)
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
	t.Logf("%d actions, %d muggins calls", n, calls)
}

// In claimed Crib Wars the caller of muggins keeps the points or gives
// them back: a person caller is waited on (Turn names the seat, Auto
// leaves it), no other seat may answer for them, and the table's own
// answer (as tables stored before callers answered have it) still replays.
func TestCribWarsAPersonCallerAnswersTheOffer(t *testing.T) {
	k := cwKind{}
	setup, _, err := k.Setup(json.RawMessage(`{"players":3,"claimed":true,"board":"plain"}`))
	if err != nil {
		t.Fatal(err)
	}
	g, err := k.New(setup, 21)
	if err != nil {
		t.Fatal(err)
	}
	all := []string{"analysis", "analysis", "analysis"}
	person1 := []string{"analysis", "", "analysis"} // seat 1 a person
	r := rand.New(rand.NewPCG(2, 2))
	answered := 0
	for step := 0; !g.Over() && answered < 3; step++ {
		if step > 5000 {
			t.Fatal("the game does not end")
		}
		cw := g.(cwGame)
		if os := cw.offers(); len(os) > 0 && os[0].Seat == 1 {
			o := os[0]
			if seat, text, ok, err := g.Auto(person1, r); err != nil || ok && offerSide(mustParseCW(t, text)) == o.Side {
				t.Fatalf("the table answered seat 1's offer: %d %q %v %v", seat, text, ok, err)
			}
			if !slices.Contains(g.Turn(), 1) {
				t.Errorf("turn %v, seat 1 to answer", g.Turn())
			}
			decline := crib.DeclineOffer{Side: o.Side}.String()
			for _, other := range []int{0, 2} {
				if _, _, _, err := g.Apply(other, decline); err == nil {
					t.Errorf("seat %d answered seat 1's offer", other)
				}
			}
			if _, _, _, err := g.Apply(NoSeat, crib.TakeOffer{Side: o.Side}.String()); err != nil {
				t.Errorf("the table's answer, as stored before: %v", err)
			}
			next, _, evs, err := g.Apply(1, decline)
			if err != nil {
				t.Fatalf("seat 1 gives the points back: %v", err)
			}
			gaveBack := false
			for _, e := range evs.(cwEvents).evs {
				if p, ok := e.(cribwars.Pegged); ok && p.Score.Seat == o.GiveBackSeat && p.Score.Points == o.Points {
					gaveBack = true
				}
			}
			if !gaveBack {
				t.Errorf("declined %+v: no points pegged back: %v", o, evs.(cwEvents).evs)
			}
			g, answered = next, answered+1
			continue
		}
		seat, text, ok, err := g.Auto(all, r)
		if err != nil || !ok {
			t.Fatal(seat, text, ok, err)
		}
		if next, _, _, err := g.Apply(seat, underclaim(seat, text)); err != nil {
			t.Fatalf("seat %d %q: %v", seat, text, err)
		} else {
			g = next
		}
	}
	if answered == 0 {
		t.Fatal("seat 1 was never offered muggins points")
	}
}

func mustParseCW(t *testing.T, text string) crib.Action {
	t.Helper()
	a, err := cribwars.ParseAction(text)
	if err != nil {
		t.Fatal(err)
	}
	return a
}
