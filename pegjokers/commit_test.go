package pegjokers_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/codec/codectest"
	"github.com/pegboard/pegboard/internal/must"
	"github.com/pegboard/pegboard/pegjokers"
)

// committedGame plays a whole game of rules and seating from seed,
// recorded, and returns its record.
func committedGame(t must.TB, rules pegjokers.Rules, st pegjokers.Seating, seed uint64) pegjokers.Record {
	t.Helper()
	g := newGame(t, rules, st.Seats, st.Arrangement, seed).Recording()
	bots := make([]pegjokers.Strategy, st.Seats)
	for s := range bots {
		bots[s] = pegjokers.HeuristicBot{}
	}
	g = must.Get(pegjokers.PlayGame(g, bots, cards.NewRand(seed), nil))(t)
	return must.Get(g.Record())(t)
}

// TestCommittedDealVerifies: a game dealt from a seed committed to before
// it began verifies once its record reveals the seed and salt, draws
// naming the top card included, and is refused when the record's seed,
// salt, rules, seating or actions are not the ones played, or when it
// does not start from its seed.
func TestCommittedDealVerifies(t *testing.T) {
	salt := []byte("a secret salt of thirty-two byte")
	rules, st := pegjokers.Rules{CatchUp: true}, pegjokers.Seating{Seats: 4, Arrangement: pegjokers.Pairs}
	c := must.Get(pegjokers.Record{Rules: rules, Seating: st, Seed: 7, Salt: salt}.Commitment())(t)
	rec := committedGame(t, rules, st, 7)
	rec.Salt = salt
	hands := func() [][]cards.Card {
		g := newGame(t, rules, st.Seats, st.Arrangement, 7)
		var hs [][]cards.Card
		for s := range pegjokers.Seat(st.Seats) {
			hs = append(hs, g.Hand(s))
		}
		return hs
	}()
	start := newGame(t, rules, st.Seats, st.Arrangement, 7)
	other := codectest.Committed(t, rec, c, pegjokers.Record.MarshalText, pegjokers.ParseRecord, pegjokers.Record.Verify, pegjokers.ErrBadRecord, map[string]func(r *pegjokers.Record){
		"another seed":    func(r *pegjokers.Record) { r.Seed++ },
		"another salt":    func(r *pegjokers.Record) { r.Salt[0] ^= 1 },
		"no salt":         func(r *pegjokers.Record) { r.Salt = nil },
		"other rules":     func(r *pegjokers.Record) { r.Rules.CatchUp = false },
		"another seating": func(r *pegjokers.Record) { r.Seating.Arrangement = pegjokers.Solo },
		"hands typed in":  func(r *pegjokers.Record) { r.Hands, r.Seed = hands, 0 },
		"a saved start":   func(r *pegjokers.Record) { r.Start = &start },
		"a play changed": func(r *pegjokers.Record) {
			r.Actions[0] = pegjokers.Written{Card: cards.Joker, Move: "pass"}
		},
		"a draw named": func(r *pegjokers.Record) {
			r.Actions[slices.Index(r.Actions, pegjokers.Action(pegjokers.Draw{}))] = pegjokers.Draw{Card: cards.Joker}
		},
	})
	// Draws that name the top card bring nothing of their own.
	g := newGame(t, rules, st.Seats, st.Arrangement, 7)
	named := other(func(r *pegjokers.Record) {
		for i, a := range r.Actions {
			if pile := g.DrawCards(); a == (pegjokers.Draw{}) && len(pile) > 0 {
				r.Actions[i] = pegjokers.Draw{Card: pile[len(pile)-1]}
			}
			g, _ = mustApply(t, g, r.Actions[i])
		}
	})
	if err := named.Verify(c); err != nil {
		t.Errorf("draws naming the top card: %v", err)
	}
	if err := other(func(r *pegjokers.Record) { r.Seed++ }).Verify(c); !errors.Is(err, cards.ErrNotCommitted) {
		t.Errorf("another seed: %v, want ErrNotCommitted", err)
	}
	if _, err := (pegjokers.Record{Rules: rules, Seating: st, Seed: 7, Salt: salt[:8]}).Commitment(); !errors.Is(err, pegjokers.ErrBadRecord) {
		t.Errorf("a salt of 8 bytes: %v", err)
	}
	if _, err := (pegjokers.Record{}).Commitment(); !errors.Is(err, pegjokers.ErrBadRecord) {
		t.Errorf("the zero Record's commitment: %v", err)
	}
}

// TestRecordSaltRefused: a salt header that is not 16 to 64 bytes of hex
// is refused on its line.
func TestRecordSaltRefused(t *testing.T) {
	head := "pegboard pegjokers 1\nrules: default\nseating: 2 solo\nseed: 1\nsalt: "
	type l = codectest.Line
	codectest.RefusesAt(t, codectest.Replays(pegjokers.ParseRecord, pegjokers.Replay),
		l{Text: head + "xyz\n", Line: 5}, l{Text: head + "00\n", Line: 5}, l{Text: head + strings.Repeat("ab", 65) + "\n", Line: 5})
	rec := pegjokers.Record{Seating: pegjokers.Seating{Seats: 2, Arrangement: pegjokers.Solo}, Seed: 1, Salt: []byte("short")}
	if _, err := rec.MarshalText(); !errors.Is(err, pegjokers.ErrBadRecord) {
		t.Errorf("a salt of 5 bytes writes: %v", err)
	}
}

// A server deals from a secret seed and publishes a commitment to it
// before the game; the record it reveals afterwards, seed and salt
// included, proves the deal was the one committed to.
func ExampleRecord_Verify() {
	salt := []byte("keep this secret until the end!!") // from crypto/rand in a real server
	rules, st := pegjokers.DefaultRules, pegjokers.Seating{Seats: 2, Arrangement: pegjokers.Solo}
	c, _ := pegjokers.Record{Rules: rules, Seating: st, Seed: 2026, Salt: salt}.Commitment()
	fmt.Println("published before the deal:", c.String()[:16]+"...")

	g, _ := pegjokers.NewGame(rules, st.Seats, st.Arrangement, 2026)
	g, _ = pegjokers.PlayGame(g.Recording(), []pegjokers.Strategy{pegjokers.HeuristicBot{}, pegjokers.RandomBot{}}, cards.NewRand(1), nil)
	rec, _ := g.Record()
	rec.Salt = salt // revealed with the seed once the game is over

	fmt.Println("verified:", rec.Verify(c) == nil)
	rec.Seed++
	fmt.Println("another seed:", rec.Verify(c) != nil)
	// Output:
	// published before the deal: bfabbf676a380ba5...
	// verified: true
	// another seed: true
}
