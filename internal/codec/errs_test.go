package codec_test

import (
	"testing"

	"github.com/pegboard/pegboard/internal/codec"
)

const pkg codec.Pkg = "test"

func TestRead(t *testing.T) {
	parse := func(s string) (int, error) {
		n, ok := codec.Number(s)
		if !ok {
			return 0, pkg.Text("a number", s)
		}
		return n, nil
	}
	n := 7
	if err := codec.Read(pkg, "int", &n, []byte("-12"), parse); err != nil || n != -12 {
		t.Errorf("Read(-12) = %d, %v", n, err)
	}
	if err := codec.Read(pkg, "int", &n, []byte("x"), parse); errText(err) != `test: bad record: invalid syntax: "x" is not a number` || n != -12 {
		t.Errorf("Read(x) = %d, %v", n, err)
	}
	if err := codec.Read(pkg, "int", nil, []byte("1"), parse); errText(err) != "test: bad record: invalid syntax: decoding into a nil *int" {
		t.Errorf("Read into nil: %v", err)
	}
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
