package record_test

import (
	"bytes"
	"errors"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/game"
	"github.com/pegboard/pegboard/internal/record"
)

// TestDeal: a deal's commitment verifies for the same deal and replay, and
// each way a record is not the deal committed to is refused, wrapping
// ErrBadRecord (and cards.ErrNotCommitted for the deal itself).
func TestDeal(t *testing.T) {
	salt := bytes.Repeat([]byte{7}, cards.MinSaltBytes)
	d := record.Deal[int]{What: "test rules", Seed: 42, Salt: salt, FromSeed: true, Actions: []int{1, 2}, Gives: func(a int) bool { return a == 3 }}
	c, err := d.Commitment("test")
	if err != nil {
		t.Fatal(err)
	}
	replayed := 0
	if err := d.Verify("test", c, func() error { replayed++; return nil }); err != nil || replayed != 1 {
		t.Fatalf("Verify = %v, replayed %d", err, replayed)
	}
	bad := errors.New("no rules")
	for name, e := range map[string]func(d *record.Deal[int]){
		"not from seed": func(d *record.Deal[int]) { d.FromSeed = false },
		"no salt":       func(d *record.Deal[int]) { d.Salt = nil },
		"another seed":  func(d *record.Deal[int]) { d.Seed = 43 },
		"gives":         func(d *record.Deal[int]) { d.Actions = append(d.Actions, 3) },
		"err":           func(d *record.Deal[int]) { d.Err = bad },
	} {
		x := d
		e(&x)
		err := x.Verify("test", c, func() error { t.Errorf("%s: replayed", name); return nil })
		if !errors.Is(err, game.ErrBadRecord) || (name == "err") == errors.Is(err, cards.ErrNotCommitted) {
			t.Errorf("%s: %v", name, err)
		}
	}
	if err := d.Verify("test", c, func() error { return bad }); !errors.Is(err, bad) || !errors.Is(err, game.ErrBadRecord) {
		t.Errorf("replay refused: %v", err)
	}
	if _, err := (record.Deal[int]{Err: bad}).Commitment("test"); err != bad {
		t.Errorf("Commitment with Err = %v", err)
	}
	if _, err := (record.Deal[int]{What: "x"}).Commitment("test"); !errors.Is(err, game.ErrBadRecord) {
		t.Errorf("Commitment without salt = %v", err)
	}
}
