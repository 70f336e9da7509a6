package codec

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/game"
)

// Pkg is a game package's name, the prefix of its errors ("crib", "cribwars",
// "pegjokers"). Its methods make the errors every game's decoders share,
// each wrapping game.ErrBadRecord (and cards.ErrSyntax for text that is not
// the grammar).
type Pkg string

// Bad returns "PKG: bad record: REASON".
func (p Pkg) Bad(format string, args ...any) error {
	return fmt.Errorf("%s: %w: %s", p, game.ErrBadRecord, fmt.Sprintf(format, args...))
}

// Wrap returns err as "PKG: bad record: ERR", keeping what it wraps; nil
// for nil.
func (p Pkg) Wrap(err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("%s: %w: %w", p, game.ErrBadRecord, err)
}

// Text is the error of text that is not a what: it wraps ErrBadRecord and
// ErrSyntax.
func (p Pkg) Text(what string, text any) error {
	return fmt.Errorf("%s: %w: %w: %q is not %s", p, game.ErrBadRecord, cards.ErrSyntax, text, what)
}

// Value is the error of writing a value that is none of its type's.
func (p Pkg) Value(what string, v any) error {
	return fmt.Errorf("%s: %w: %v is not %s", p, game.ErrBadRecord, v, what)
}

// NilTarget is the error of decoding into a nil *typ.
func (p Pkg) NilTarget(typ string) error {
	return fmt.Errorf("%s: %w: %w: decoding into a nil *%s", p, game.ErrBadRecord, cards.ErrSyntax, typ)
}

// NilWriter is the error of writing what to a nil io.Writer.
func (p Pkg) NilWriter(what string) error {
	return fmt.Errorf("%s: %w: writing %s to a nil io.Writer", p, game.ErrZeroValue, what)
}

// Read is an UnmarshalText built on a parser: it reads text into *p with
// parse, refusing a nil p (a *typ), and leaves *p as it was on error.
func Read[T any](pkg Pkg, typ string, p *T, text []byte, parse func(string) (T, error)) error {
	if p == nil {
		return pkg.NilTarget(typ)
	}
	v, err := parse(string(text))
	if err == nil {
		*p = v
	}
	return err
}

// MaxNumber bounds the numbers the text forms read and write: far past any
// game, so that no reader overflows.
const MaxNumber = 1_000_000_000

// Number reads a decimal integer, signed, within ±MaxNumber.
func Number(s string) (int, bool) {
	if len(s) > 11 {
		return 0, false
	}
	n, err := strconv.Atoi(s)
	if err != nil || n > MaxNumber || n < -MaxNumber {
		return 0, false
	}
	return n, true
}

// Said returns err said without the words its wrapper says already: each
// of prefixes, in any order, at the start of its text ("crib: ", "bad
// record: "). It wraps err all the same, for errors.Is and errors.As; nil
// for nil.
func Said(err error, prefixes ...string) error {
	if err == nil {
		return nil
	}
	msg := err.Error()
	for cut := true; cut; {
		cut = false
		for _, p := range prefixes {
			if rest, ok := strings.CutPrefix(msg, p); ok && p != "" {
				msg, cut = rest, true
			}
		}
	}
	if msg == err.Error() {
		return err
	}
	return said{msg, err}
}

// said is an error with a text of its own that wraps another.
type said struct {
	msg string
	err error
}

func (e said) Error() string { return e.msg }
func (e said) Unwrap() error { return e.err }
