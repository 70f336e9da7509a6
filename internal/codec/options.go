package codec

import (
	"encoding"
	"fmt"
	"reflect"
	"strconv"
	"strings"
)

// Options is a value's text as the options set in it, as rules are
// written: "default" for the zero value, else each option that is set, in
// the table's order, separated by Sep: a flag's word ("catch-up"), a
// number's word and its value ("packs=3", "game 61"), or a word and a
// value's text ("heels always"). Parse reads the options in any order,
// each at most once, and nothing else.
type Options[T any] struct {
	Pkg  Pkg
	What string // what a value is, for errors: "rules"
	Sep  string // between options: " " or ", "
	// Fold, when true, makes Parse read the text as people type it: in
	// any case, with any spacing around and within the options (the
	// table's words, and the texts of its values, are then in lower case).
	Fold bool
	Opts []Option[T]
}

// Option is one option of a value: a flag, when Flag gives the bool it
// sets; a number, when Number gives the int it holds: Word is then the
// text before the value, which runs from Min to Max (0, not set, is not
// written); or a value with a text form, when Text gives it (an enum, say):
// Word then its text, written when it is not its type's zero.
type Option[T any] struct {
	Word     string
	Flag     func(*T) *bool
	Number   func(*T) *int
	Min, Max int
	Text     func(*T) TextValue
}

// TextValue is a pointer to a value with a text form, as a Text option
// gives it.
type TextValue interface {
	encoding.TextMarshaler
	encoding.TextUnmarshaler
}

// Format returns v's text. A value Marshal refuses is written all the
// same, a Text option that does not marshal as its Go value.
func (o Options[T]) Format(v T) string {
	var ws []string
	for _, op := range o.Opts {
		switch {
		case op.Flag != nil && *op.Flag(&v):
			ws = append(ws, op.Word)
		case op.Number != nil && *op.Number(&v) != 0:
			ws = append(ws, op.Word+strconv.Itoa(*op.Number(&v)))
		case op.Text != nil && !isZero(op.Text(&v)):
			t := op.Text(&v)
			b, err := t.MarshalText()
			if err != nil {
				b = fmt.Append(nil, reflect.ValueOf(t).Elem().Interface())
			}
			ws = append(ws, op.Word+string(b))
		}
	}
	if len(ws) == 0 {
		return "default"
	}
	return strings.Join(ws, o.Sep)
}

func isZero(t TextValue) bool { return reflect.ValueOf(t).Elem().IsZero() }

// Marshal returns v's text, refusing (wrapping ErrBadRecord) a value that
// would not read back: a number set outside Min to Max, a Text option
// whose value has no text.
func (o Options[T]) Marshal(v T) ([]byte, error) {
	for _, op := range o.Opts {
		switch {
		case op.Number != nil:
			if n := *op.Number(&v); n != 0 && (n < op.Min || n > op.Max) {
				return nil, o.Pkg.Bad("%s: %s%d is out of range (%s%d to %s%d)", o.What, op.Word, n, op.Word, op.Min, op.Word, op.Max)
			}
		case op.Text != nil:
			if t := op.Text(&v); !isZero(t) {
				if _, err := t.MarshalText(); err != nil {
					return nil, err
				}
			}
		}
	}
	return []byte(o.Format(v)), nil
}

// Parse reads what Format writes. Errors wrap ErrBadRecord and ErrSyntax.
func (o Options[T]) Parse(s string) (T, error) {
	var v T
	in := s
	if o.Fold {
		s = o.fold(s)
	}
	if s == "default" {
		return v, nil
	}
	seen := make([]bool, len(o.Opts))
	for w := range strings.SplitSeq(s, o.Sep) {
		i := o.find(w)
		if i < 0 {
			return v, o.Pkg.Text(o.What+`: "default", or `+o.words(), in)
		}
		if seen[i] {
			return v, o.Pkg.Text(o.What+" (each option at most once)", in)
		}
		seen[i] = true
		op := o.Opts[i]
		rest := w[len(op.Word):]
		switch {
		case op.Flag != nil:
			*op.Flag(&v) = true
		case op.Text != nil:
			if err := op.Text(&v).UnmarshalText([]byte(rest)); err != nil {
				return v, err
			}
		default:
			n, err := strconv.Atoi(rest)
			if err != nil || strconv.Itoa(n) != rest || n < op.Min || n > op.Max {
				return v, o.Pkg.Text(o.What+" ("+op.Word+strconv.Itoa(op.Min)+" to "+op.Word+strconv.Itoa(op.Max)+")", in)
			}
			*op.Number(&v) = n
		}
	}
	return v, nil
}

// fold returns s as Format would write it: each option in lower case
// with single spaces, the options joined by Sep.
func (o Options[T]) fold(s string) string {
	sep := strings.TrimSpace(o.Sep)
	var parts []string
	if sep == "" {
		parts = strings.Fields(s)
	} else {
		parts = strings.Split(s, sep)
	}
	for i, p := range parts {
		parts[i] = Lower(strings.Join(strings.Fields(p), " "))
	}
	return strings.Join(parts, o.Sep)
}

// find returns the option w sets, or -1.
func (o Options[T]) find(w string) int {
	for i, op := range o.Opts {
		if op.Flag != nil && w == op.Word || op.Flag == nil && strings.HasPrefix(w, op.Word) {
			return i
		}
	}
	return -1
}

// words lists the options for errors: "nine-forward, catch-up and
// packs=N", a Text option as "heels ...".
func (o Options[T]) words() string {
	ws := make([]string, len(o.Opts))
	for i, op := range o.Opts {
		ws[i] = op.Word
		switch {
		case op.Number != nil:
			ws[i] += "N"
		case op.Text != nil:
			ws[i] += "..."
		}
	}
	if len(ws) < 2 {
		return strings.Join(ws, "")
	}
	return strings.Join(ws[:len(ws)-1], ", ") + " and " + ws[len(ws)-1]
}
