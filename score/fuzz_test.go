package score_test

import (
	"errors"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/score"
)

// FuzzHandBreakdown feeds arbitrary bytes as cards: the checked entry points
// either refuse them with one of the package's errors or agree with the fast
// functions, and nothing panics.
func FuzzHandBreakdown(f *testing.F) {
	f.Add([]byte{5 << 2, 5<<2 | 1, 5<<2 | 2, 11<<2 | 3, 5<<2 | 3})
	f.Add([]byte{0, 0, 0, 0, 0})
	f.Add([]byte{56, 4, 5, 6, 7})
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
		_ = hb.Say() + cb.String()
	})
}

func FuzzPlayBreakdown(f *testing.F) {
	f.Add([]byte{7 << 2, 8 << 2, 6 << 2, 4 << 2, 5 << 2})
	f.Add([]byte{})
	f.Add([]byte{200, 13})
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

func isScoreErr(err error) bool {
	for _, e := range []error{score.ErrNoCard, score.ErrJoker, score.ErrInvalidCard, score.ErrDuplicate, score.ErrCountOver31, score.ErrEmptyPile} {
		if errors.Is(err, e) {
			return true
		}
	}
	return false
}
