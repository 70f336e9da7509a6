package codectest

import (
	"bytes"
	"encoding/hex"
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"
)

// Committed is the check every game makes of its committed deals: rec, the
// record of a game dealt from a seed committed to as c, with its Salt set,
// writes a text (text) that reveals the salt on its salt header, reads back
// (parse) and verifies against c (verify). Each edit of tampered, made to a
// copy of the record read back, must then fail to verify with an error
// wrapping want. It returns the maker of such copies (every slice of the
// record cloned before edit runs), for the game's own further checks. The
// record is a struct with the field Salt []byte, as every game's Record is.
func Committed[R, C any](t testing.TB, rec R, c C, text func(R) ([]byte, error), parse func(io.Reader) (R, error),
	verify func(R, C) error, want error, tampered map[string]func(r *R)) (other func(edit func(r *R)) R) {
	t.Helper()
	data, err := text(rec)
	if err != nil {
		t.Fatal(err)
	}
	salt := reflect.ValueOf(rec).FieldByName("Salt").Bytes()
	if !strings.Contains(string(data), "\nsalt: "+hex.EncodeToString(salt)+"\n") {
		t.Errorf("the record does not reveal its salt:\n%s", data)
	}
	back, err := parse(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if err := verify(back, c); err != nil {
		t.Fatalf("the record played does not verify: %v", err)
	}
	other = func(edit func(r *R)) R {
		r := back
		v := reflect.ValueOf(&r).Elem()
		for i := range v.NumField() {
			if f := v.Field(i); f.Kind() == reflect.Slice && !f.IsNil() && f.CanSet() {
				f.Set(reflect.AppendSlice(reflect.MakeSlice(f.Type(), 0, f.Len()), f))
			}
		}
		edit(&r)
		return r
	}
	for name, edit := range tampered {
		if err := verify(other(edit), c); !errors.Is(err, want) {
			t.Errorf("%s: %v", name, err)
		}
	}
	return other
}
