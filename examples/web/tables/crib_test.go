package tables

import (
	"bytes"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/pegboard/pegboard/cards"
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

func TestCribBotsPlayAndTheRecordVerifies(t *testing.T) {
	k := cribKind{}
	for _, opts := range []string{`{}`, `{"claimed":true}`, `{"claimed":true,"muggins":true,"hole":61}`} {
		t.Run(opts, func(t *testing.T) {
			setup, seats, err := k.Setup(json.RawMessage(opts))
			if err != nil || seats != 2 {
				t.Fatal(setup, seats, err)
			}
			salt := bytes.Repeat([]byte{7}, 16)
			commit, err := k.Commit(setup, 99, salt)
			if err != nil {
				t.Fatal(err)
			}
			g, err := k.New(setup, 99)
			if err != nil {
				t.Fatal(err)
			}
			g = playOut(t, g, []string{"analysis", "random"}, rand.New(rand.NewPCG(1, 2)))
			text, err := g.Record([]string{"Ann", "Bob"}, salt)
			if err != nil {
				t.Fatal(err)
			}
			rec, err := crib.ParseRecord(bytes.NewReader(text))
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
		})
	}
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
	for _, opts := range []string{`{"hole":100}`, `{"muggins":true}`, `{"x":1}`, `[`} {
		if _, _, err := k.Setup(json.RawMessage(opts)); !errors.Is(err, errOptions) {
			t.Errorf("options %s: %v", opts, err)
		}
	}
}
