package tables

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/crib"
)

// playOut plays g with bots at every seat to its end, checking each action
// the table or a bot takes goes through Apply for its seat.
func playOut(t *testing.T, g Game, bots []string, r *rand.Rand) Game {
	t.Helper()
	for n := 0; !g.Over(); n++ {
		if n > 5000 {
			t.Fatal("the game does not end")
		}
		seat, text, ok, err := g.Auto(bots, r)
		if err != nil || !ok {
			t.Fatalf("action %d: auto %q %v %v", n, text, ok, err)
		}
		next, stored, _, err := g.Apply(seat, text)
		if err != nil {
			t.Fatalf("action %d: seat %d %q: %v", n, seat, text, err)
		}
		if stored != text {
			t.Fatalf("stored %q for %q", stored, text)
		}
		g = next
	}
	return g
}

// playKind sets up a table of kind k with options opts, plays it with
// bots to its end (checked as playOut does) and returns the game, the
// names, the salt and the commitment, so that the caller checks the
// record.
func playKind(t *testing.T, k Kind, opts string, levels []string, seed uint64) (Game, []string, []byte, string) {
	t.Helper()
	setup, seats, err := k.Setup(json.RawMessage(opts))
	if err != nil {
		t.Fatal(opts, err)
	}
	salt := bytes.Repeat([]byte{7}, 16)
	commit, err := k.Commit(setup, seed, salt)
	if err != nil {
		t.Fatal(err)
	}
	g, err := k.New(setup, seed)
	if err != nil {
		t.Fatal(err)
	}
	if g.Seats() != seats {
		t.Fatalf("%s: %d seats, the setup said %d", opts, g.Seats(), seats)
	}
	bots, names := make([]string, seats), make([]string, seats)
	for i := range bots {
		bots[i], names[i] = levels[i%len(levels)], fmt.Sprint("P", i)
	}
	return playOut(t, g, bots, rand.New(rand.NewPCG(seed, 2))), names, salt, commit
}

// verifyCrib checks a cribbage table's record parses and verifies against
// its commitment, and returns it.
func verifyCrib(t *testing.T, g Game, names []string, salt []byte, commit string) crib.Record {
	t.Helper()
	text, err := g.Record(names, salt)
	if err != nil {
		t.Fatal(err)
	}
	return verified(t, text, commit, crib.ParseRecord)
}

// botsMiscounted returns the calls and corrections in a game between bots
// only: none, when every bot claims its points exactly.
func botsMiscounted(t *testing.T, rec crib.Record) []crib.Event {
	t.Helper()
	_, evs, err := crib.Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	var out []crib.Event
	for _, e := range evs {
		switch e.(type) {
		case crib.MugginsCalled, crib.OverpegCorrected:
			out = append(out, e)
		}
	}
	return out
}

// Bots play whole games at every seating, automatic and claimed, with and
// without muggins, to 121 and 61, and the records verify; in claimed mode
// no bot misclaims (no call, no correction among bots).
func TestCribBotsPlayAndTheRecordVerifies(t *testing.T) {
	k := cribKind{}
	opts := []string{`{}`, `{"claimed":true}`, `{"claimed":true,"muggins":true,"hole":61}`,
		`{"players":3,"claimed":true,"muggins":true,"hole":61}`, `{"players":4,"hole":61}`,
		`{"players":6,"claimed":true,"hole":61}`}
	if !testing.Short() {
		opts = append(opts, `{"players":3}`, `{"players":4,"claimed":true,"muggins":true}`, `{"players":6,"claimed":true,"muggins":true}`)
	}
	for i, o := range opts {
		t.Run(o, func(t *testing.T) {
			g, names, salt, commit := playKind(t, k, o, []string{"analysis", "random", "expert"}, uint64(99+i))
			rec := verifyCrib(t, g, names, salt, commit)
			if m := botsMiscounted(t, rec); len(m) > 0 {
				t.Errorf("bots misclaimed: %v", m)
			}
		})
	}
}

// Every level plays every seating: a game to 61 at each, claimed.
func TestCribEveryLevelPlaysEverySeating(t *testing.T) {
	if testing.Short() {
		t.Skip("a game a level and seating")
	}
	k := cribKind{}
	for level := range cribLevels {
		for _, n := range []int{2, 3, 4, 6} {
			o := fmt.Sprintf(`{"players":%d,"claimed":true,"muggins":true,"hole":61}`, n)
			t.Run(level+o, func(t *testing.T) {
				g, names, salt, commit := playKind(t, k, o, []string{level}, uint64(n))
				verifyCrib(t, g, names, salt, commit)
			})
		}
	}
}

// A bot corrects and calls muggins on the seats of other sides only, in
// a game of three and of four in partnerships: a person who claims
// nothing all game is called on by the bots of the other sides, never by
// its partner.
func TestCribBotsCallOnOtherSidesOnly(t *testing.T) {
	k := cribKind{}
	for _, n := range []int{3, 4} {
		setup, _, err := k.Setup(json.RawMessage(fmt.Sprintf(`{"players":%d,"claimed":true,"muggins":true,"hole":61}`, n)))
		if err != nil {
			t.Fatal(err)
		}
		g, err := k.New(setup, 11)
		if err != nil {
			t.Fatal(err)
		}
		calls := playUnderclaimer(t, g)
		if len(calls) == 0 {
			t.Errorf("%d players: no bot called muggins on a seat that claimed nothing", n)
		}
		t.Logf("%d players: muggins calls by seat %v", n, calls)
	}
}

// playUnderclaimer plays a claimed game of cribbage or Crib Wars to its
// end, seat 0 a person who plays as the random bot would but claims no
// points at all, the others analysis bots; every muggins call must be a
// bot's of another side than seat 0's, on seat 0. It returns the calls by
// caller.
func playUnderclaimer(t *testing.T, g Game) map[int]int {
	t.Helper()
	n := g.Seats()
	side := func(g Game, s int) int {
		if cw, ok := g.(cwGame); ok {
			return cw.g.Cribbage().Side(s)
		}
		return g.(cribGame).g.Side(s)
	}
	bots := make([]string, n)
	for i := range bots {
		bots[i] = "analysis"
	}
	bots[0] = ""
	person := make([]string, n)
	copy(person, bots)
	person[0] = "random"
	r := rand.New(rand.NewPCG(1, 1))
	calls := map[int]int{}
	for step := 0; !g.Over(); step++ {
		if step > 5000 {
			t.Fatal("the game does not end")
		}
		seat, text, ok, err := g.Auto(bots, r)
		if err != nil {
			t.Fatal(err)
		}
		if !ok { // seat 0's turn: it plays as the random bot would, claiming nothing
			if seat, text, ok, err = g.Auto(person, r); err != nil || !ok || seat != 0 {
				t.Fatalf("seat 0: %d %q %v %v", seat, text, ok, err)
			}
			if a, _ := crib.ParseAction(text); a != nil {
				if cl, isClaim := a.(crib.Claim); isClaim {
					text = crib.Claim{Seat: cl.Seat}.String()
				}
			}
		}
		next, _, evs, err := g.Apply(seat, text)
		if err != nil {
			t.Fatalf("seat %d %q: %v", seat, text, err)
		}
		var es []crib.Event
		switch evs := evs.(type) {
		case cribEvents:
			es = evs.evs
		case cwEvents:
			es = evs.evs
		}
		for _, e := range es {
			if m, ok := e.(crib.MugginsCalled); ok {
				if m.Target != 0 || side(g, m.Caller) == side(g, 0) {
					t.Errorf("%+v", m)
				}
				calls[m.Caller]++
			}
		}
		g = next
	}
	return calls
}

func TestCribRefusesForeignAndCardBringingActions(t *testing.T) {
	k := cribKind{}
	setup, _, _ := k.Setup(nil)
	g, _ := k.New(setup, 5)
	for _, tc := range []struct {
		seat int
		text string
	}{
		{0, "cut for deal"},        // the table's step, sent by a seat
		{NoSeat, "seat 0 lays 5H"}, // a seat's action as the table's
		{1, "seat 0 go"},           // another seat's
		{0, "nonsense"},
	} {
		if _, _, _, err := g.Apply(tc.seat, tc.text); err == nil {
			t.Errorf("seat %d %q taken", tc.seat, tc.text)
		}
	}
	if _, _, _, err := g.Apply(NoSeat, "cut for deal"); err != nil {
		t.Errorf("the table's cut for deal: %v", err)
	}
	for _, tc := range []struct{ opts, says string }{
		{`{"hole":100}`, "not 100"},
		{`{"muggins":true}`, "muggins needs claimed"},
		{`{"x":1}`, "unknown field"},
		{`[`, "bad options"},
		{`{"players":5}`, "2, 3, 4 or 6 players, not 5"},
		{`{"players":1}`, "not 1"},
		{`{"players":-2}`, "not -2"},
		{`{"players":7}`, "not 7"},
		{`{"players":"3"}`, "cannot unmarshal"},
	} {
		if _, _, err := k.Setup(json.RawMessage(tc.opts)); !errors.Is(err, errOptions) || !strings.Contains(err.Error(), tc.says) {
			t.Errorf("options %s: %v, want an error saying %q", tc.opts, err, tc.says)
		}
	}
	// The setup of two players is the text tables were stored with before
	// the other seatings came.
	for _, o := range []string{`{}`, `{"players":2}`} {
		if setup, _, err := k.Setup(json.RawMessage(o)); err != nil || setup != "2 players, game 121, skunk below 91, double skunk below 61, match points 2 3 3 3, two-peg board" {
			t.Errorf("%s: %q %v", o, setup, err)
		}
	}
	// A game to 61 has the short game's skunk lines: 31, and no double
	// skunk.
	if setup, _, err := k.Setup(json.RawMessage(`{"players":4,"hole":61}`)); err != nil || setup != "4 players, game 61, skunk below 31, no double skunks, match points 2 3 3 3, two-peg board" {
		t.Errorf("to 61: %q %v", setup, err)
	}
	// A stored setup of a seating the table does not offer is refused.
	if _, err := k.New("5 players, game 121", 1); err == nil {
		t.Error("a game of five taken")
	}
}
