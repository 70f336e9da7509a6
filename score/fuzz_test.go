package score_test

import (
	"errors"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/score"
)

// bytesOf is the card bytes of a list, for seeding the fuzz targets with
// real hands, piles and deals.
func bytesOf(s string) []byte {
	var b []byte
	for _, c := range cards.MustParseList(s) {
		b = append(b, byte(c))
	}
	return b
}

// FuzzHandBreakdown feeds arbitrary bytes as cards: the checked entry points
// either refuse them with one of the package's errors, and then the fast
// functions answer NoScore, or they agree with the fast functions; nothing
// panics.
func FuzzHandBreakdown(f *testing.F) {
	for _, h := range knownHands {
		f.Add(bytesOf(h.cards))
	}
	f.Add([]byte{0, 0, 0, 0, 0})
	f.Add([]byte{56, 4, 5, 6, 7})
	f.Add(bytesOf("5H 5H 5S JD 5C"))
	f.Add([]byte{5 + 64, 9, 13, 17, 21}) // a byte that aliases a card in its low six bits
	f.Fuzz(func(t *testing.T, b []byte) {
		if len(b) < 5 {
			return
		}
		h := [4]cards.Card{cards.Card(b[0]), cards.Card(b[1]), cards.Card(b[2]), cards.Card(b[3])}
		st := cards.Card(b[4])
		fast, fastCrib := score.Hand(h, st), score.Crib(h, st)
		hb, err := score.HandBreakdown(h, st)
		cb, errCrib := score.CribBreakdown(h, st)
		if (err == nil) != (errCrib == nil) || (err == nil) != (score.Validate(h, st) == nil) {
			t.Fatalf("checked entry points disagree: %v / %v", err, errCrib)
		}
		if err != nil {
			if !isScoreErr(err) {
				t.Fatalf("unexpected error %v", err)
			}
			if fast != score.NoScore || fastCrib != score.NoScore {
				t.Fatalf("%v %v: refused (%v), yet Hand, Crib = %d, %d", h, st, err, fast, fastCrib)
			}
			return
		}
		if hb.Total != fast || cb.Total != fastCrib {
			t.Fatalf("%v %v: breakdown %d/%d, fast %d/%d", h, st, hb.Total, cb.Total, fast, fastCrib)
		}
		if by := score.HandByStarter(h); int(by[st.Index()]) != fast {
			t.Fatalf("%v %v: HandByStarter says %d, Hand %d", h, st, by[st.Index()], fast)
		}
		_ = hb.Say() + cb.String()
	})
}

func FuzzPlayBreakdown(f *testing.F) {
	for _, p := range knownPlays {
		f.Add(bytesOf(p.pile))
	}
	f.Add([]byte{})
	f.Add([]byte{200, 13})
	f.Add(bytesOf("KH KS KD AC"))    // 31 exactly
	f.Add(bytesOf("KH KS KD 2C"))    // past 31
	f.Add(bytesOf("5H 5C 5H"))       // a card twice
	f.Add(append(bytesOf("5H"), 56)) // a joker
	f.Fuzz(func(t *testing.T, b []byte) {
		pile := make([]cards.Card, len(b))
		for i, x := range b {
			pile[i] = cards.Card(x)
		}
		fast := score.Play(pile)
		ps, err := score.PlayBreakdown(pile)
		if err != nil {
			if !isScoreErr(err) {
				t.Fatalf("unexpected error %v", err)
			}
			if len(pile) > 0 && fast != score.NoScore {
				t.Fatalf("%v: refused (%v), yet Play = %d", pile, err, fast)
			}
			return
		}
		if ps.Points() != fast || ps.Count > 31 {
			t.Fatalf("%v: breakdown %+v, fast %d", pile, ps, fast)
		}
		_ = ps.String()
	})
}

// FuzzDiscards feeds arbitrary bytes as a deal of six (and its first five as
// a deal of five): the analysis refuses what is not different standard
// cards with one of the package's errors, and otherwise lays away every
// choice once, best first, with expectations a show can have.
func FuzzDiscards(f *testing.F) {
	for _, d := range []string{"5H 5C 5S JD 4S 6S", "JH JD JC JS 5H 5C", "2H 4H 8H QH KH 6H", "AC 2C 3D 4D KS QS", "7C 8C 7D 8D 9H 9S"} {
		f.Add(bytesOf(d), true)
		f.Add(bytesOf(d), false)
	}
	f.Add(bytesOf("5H 5C 5S JD 4S 5H"), true)
	f.Add([]byte{4, 5, 6, 7, 8, 250}, false)
	f.Fuzz(func(t *testing.T, b []byte, own bool) {
		if len(b) < 6 {
			return
		}
		var six [6]cards.Card
		for i := range six {
			six[i] = cards.Card(b[i])
		}
		ds, err := score.Discards(six, own)
		checkDiscards(t, six[:], ds[:], err, own)
		d5, err := score.DiscardsOfFive([5]cards.Card(six[:5]), own)
		checkDiscards(t, six[:5], d5[:], err, own)
	})
}

func checkDiscards(t *testing.T, dealt []cards.Card, ds []score.Discard, err error, own bool) {
	t.Helper()
	var seen cards.Set
	valid := true
	for _, c := range dealt {
		valid = valid && c.IsStandard() && !seen.Has(c)
		seen = seen.With(c)
	}
	if (err == nil) != valid {
		t.Fatalf("%v: error %v", dealt, err)
	}
	if err != nil {
		if !isScoreErr(err) {
			t.Fatalf("unexpected error %v", err)
		}
		return
	}
	throws := map[[2]cards.Card]bool{}
	for i, d := range ds {
		all := cards.SetOf(d.Keep[:]...).Union(cards.SetOf(d.Throw[:]...))
		if all != seen || throws[d.Throw] || d.OwnCrib != own {
			t.Fatalf("%v: discard %d is %v", dealt, i, d)
		}
		throws[d.Throw] = true
		net := d.Hand - d.Crib
		if own {
			net = d.Hand + d.Crib
		}
		if d.Hand < 0 || d.Hand > 29 || d.Crib < 0 || d.Crib > 29 || d.Net != net || (i > 0 && d.Net > ds[i-1].Net) {
			t.Fatalf("%v: discard %d is %v", dealt, i, d)
		}
	}
}

func isScoreErr(err error) bool {
	for _, e := range []error{score.ErrNoCard, score.ErrJoker, score.ErrInvalidCard, score.ErrDuplicate, score.ErrCountOver31, score.ErrEmptyPile} {
		if errors.Is(err, e) {
			return true
		}
	}
	return false
}
