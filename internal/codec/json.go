package codec

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// MaxJSON is the most any decoder reads: 1 MiB. A whole game is better kept
// as its record.
const MaxJSON = 1 << 20

// Strict decodes data, one JSON value, into v: a member v has no field for,
// data after the value and more than MaxJSON bytes are refused. Errors
// wrap ErrBadRecord.
func (p Pkg) Strict(data []byte, v any) error { return p.Wrap(Decode(data, v)) }

// Decode is Strict without the package: its errors say only what is wrong
// ("data after the value"), for a reader whose errors are of another kind
// (a board a person wrote, whose errors are syntax errors).
func Decode(data []byte, v any) error {
	if len(data) > MaxJSON {
		return fmt.Errorf("more than %d bytes", MaxJSON)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if len(bytes.TrimSpace(data[dec.InputOffset():])) > 0 {
		return errors.New("data after the value")
	}
	return nil
}

// Saved is the head of a saved object's JSON, its first two members: the
// name of its format and its version. A game's saved form embeds it.
type Saved struct {
	Format  string `json:"format"`
	Version int    `json:"version"`
}

// Check refuses a head other than want: another format, or a version this
// reader does not know. Errors wrap ErrBadRecord.
func (h Saved) Check(p Pkg, want Saved) error {
	switch {
	case h.Format != want.Format:
		return p.Bad("format %q, want %q", h.Format, want.Format)
	case h.Version != want.Version:
		return p.Bad("version %d of %q (this reader knows %d)", h.Version, want.Format, want.Version)
	}
	return nil
}

// Limit returns a reader of r that fails, wrapping ErrBadRecord, once more
// than MaxJSON bytes have been read.
func (p Pkg) Limit(r io.Reader) io.Reader { return &limited{p: p, r: r, n: MaxJSON} }

type limited struct {
	p Pkg
	r io.Reader
	n int64
}

func (l *limited) Read(b []byte) (int, error) {
	if l.n < 0 {
		return 0, l.p.Bad("more than %d bytes", MaxJSON)
	}
	if int64(len(b)) > l.n+1 {
		b = b[:l.n+1]
	}
	k, err := l.r.Read(b)
	l.n -= int64(k)
	if l.n < 0 {
		return 0, l.p.Bad("more than %d bytes", MaxJSON)
	}
	return k, err
}
