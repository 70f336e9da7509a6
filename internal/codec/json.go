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

// ReadJSON is an UnmarshalJSON built on the value's saved form M: it
// refuses a nil p (a *typ), reads data into an M with Strict, and makes the
// value of it with from. On error *p is left as it was.
func ReadJSON[T, M any](pkg Pkg, typ string, p *T, data []byte, from func(M) (T, error)) error {
	return Read(pkg, typ, p, data, func(string) (T, error) {
		var v M
		if err := pkg.Strict(data, &v); err != nil {
			var zero T
			return zero, err
		}
		return from(v)
	})
}

// ReadSaved is the UnmarshalJSON of a saved game G: [ReadJSON] of its
// saved form M, which embeds its head ([Saved]), refusing a head other
// than want, then making the game with from and checking it with check
// (that it is one the rules could reach). The errors of from and check
// are named as pkg's: "PKG: ERR". On error *p is left as it was.
func ReadSaved[G any, M interface{ Check(Pkg, Saved) error }](pkg Pkg, typ string, p *G, data []byte, want Saved,
	from func(M) (G, error), check func(*G) error) error {
	return ReadJSON(pkg, typ, p, data, func(v M) (G, error) {
		var zero G
		if err := v.Check(pkg, want); err != nil {
			return zero, err
		}
		g, err := from(v)
		if err == nil {
			err = check(&g)
		}
		if err != nil {
			return zero, fmt.Errorf("%s: %w", pkg, err)
		}
		return g, nil
	})
}

// SameJSON reports whether a and b marshal to the same JSON: two saved
// games that save alike are the same game.
func SameJSON(a, b any) bool {
	da, err1 := json.Marshal(a)
	db, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && bytes.Equal(da, db)
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

// AppendString appends s to b as a JSON string, byte for byte as
// json.Marshal writes it (with its HTML escaping), for encoders written by
// hand on hot paths.
func AppendString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			q, _ := json.Marshal(s) // a string always marshals
			return append(b, q...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}
