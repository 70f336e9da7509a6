package codectest_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"testing"

	"github.com/pegboard/pegboard/internal/codec/codectest"
)

// A toy committed record: a seed, a salt and actions; it verifies against
// the commitment of its seed and salt.
type (
	saltRec struct {
		Seed    int
		Salt    []byte
		Actions []int
	}
	saltCommit string
)

var errTampered = errors.New("tampered")

func (r saltRec) text() ([]byte, error) {
	return fmt.Appendf(nil, "seed: %d\nsalt: %x\n", r.Seed, r.Salt), nil
}

func parseSaltRec(in io.Reader) (saltRec, error) {
	var r saltRec
	_, err := fmt.Fscanf(in, "seed: %d\nsalt: %x\n", &r.Seed, &r.Salt)
	return r, err
}

func (r saltRec) verify(c saltCommit) error {
	if fmt.Sprintf("%d/%x", r.Seed, r.Salt) != string(c) {
		return errTampered
	}
	return nil
}

// TestCommitted: a record that reveals its salt and verifies passes, with
// every edit refused; an edit that still verifies fails the test, and the
// copies made for edits share no slice with the record.
func TestCommitted(t *testing.T) {
	rec := saltRec{Seed: 7, Salt: []byte("salty")}
	c := saltCommit(fmt.Sprintf("7/%x", rec.Salt))
	other := codectest.Committed(t, rec, c, saltRec.text, parseSaltRec, saltRec.verify, errTampered, map[string]func(*saltRec){
		"another seed": func(r *saltRec) { r.Seed++ },
		"another salt": func(r *saltRec) { r.Salt[0] ^= 1 },
	})
	if r := other(func(r *saltRec) { r.Salt[0] ^= 1 }); bytes.Equal(r.Salt, rec.Salt) || other(func(*saltRec) {}).verify(c) != nil {
		t.Error("an edit reached the record read back")
	}
	f := &recorder{TB: t}
	codectest.Committed(f, rec, c, saltRec.text, parseSaltRec, saltRec.verify, errTampered, map[string]func(*saltRec){
		"nothing": func(*saltRec) {},
	})
	f.expect(t, "nothing: <nil>")
}
