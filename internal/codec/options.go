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
	// ReadNumber, when set, reads each number (codec.Number reads "+5" and
	// "05" too); else a number is read only as it is written.
	ReadNumber func(string) (int, bool)
	Opts       []Option[T]
}

// Option is one option of a value: a flag, when Flag gives the bool it
// sets, or Has and Set say and set a value of another type by Word alone
// ("two-peg board"); a number, when Number gives the int it holds: Word is
// then the text before the value, which runs from Min to Max (0, not set,
// is not written; -1 is written as None when that is not ""); numbers,
// when Numbers gives the ints it holds, each from Min to Max, written
// after Word with a space between ("match points 2 3 3 3") when any is not
// 0; or a value with a text form, when Text gives it (an enum, say): Word
// then its text, written when it is not its type's zero. Is, when set,
// tells the texts of the option instead of Word (a Text option with no
// Word, whose text is its own: "4 players"), and Usage names it in errors.
type Option[T any] struct {
	Word     string
	Flag     func(*T) *bool
	Has      func(T) bool
	Set      func(*T)
	Number   func(*T) *int
	None     string
	Numbers  func(*T) []*int
	Min, Max int
	Text     func(*T) TextValue
	Is       func(string) bool
	Usage    string
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
		case op.Flag != nil && *op.Flag(&v), op.Has != nil && op.Has(v):
			ws = append(ws, op.Word)
		case op.Number != nil && op.None != "" && *op.Number(&v) == -1:
			ws = append(ws, op.None)
		case op.Number != nil || op.Numbers != nil:
			var ns []string
			for _, n := range op.ints(&v) {
				ns = append(ns, strconv.Itoa(*n))
			}
			if strings.Trim(strings.Join(ns, ""), "0") != "" {
				ws = append(ws, op.Word+strings.Join(ns, " "))
			}
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
		case op.Number != nil || op.Numbers != nil:
			for _, p := range op.ints(&v) {
				if n := *p; n != 0 && (n < op.Min || n > op.Max) && (n != -1 || op.None == "") {
					return nil, o.Pkg.Bad("%s: %s%d is out of range (%s%d to %s%d)", o.What, op.Word, n, op.Word, op.Min, op.Word, op.Max)
				}
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
		rest := strings.TrimPrefix(w, op.Word)
		switch {
		case op.Flag != nil:
			*op.Flag(&v) = true
		case op.Set != nil:
			op.Set(&v)
		case op.Text != nil:
			if err := op.Text(&v).UnmarshalText([]byte(rest)); err != nil {
				return v, err
			}
		case op.None != "" && w == op.None:
			*op.Number(&v) = -1
		default:
			ps := op.ints(&v)
			ns := strings.Split(rest, " ")
			for i, s := range ns {
				n, ok := o.number(s)
				if !ok || n < op.Min || n > op.Max || len(ns) != len(ps) {
					return v, o.Pkg.Text(o.What+" ("+op.Word+strconv.Itoa(op.Min)+" to "+op.Word+strconv.Itoa(op.Max)+")", in)
				}
				*ps[i] = n
			}
		}
	}
	return v, nil
}

// ints returns the ints a Number or Numbers option holds.
func (op Option[T]) ints(v *T) []*int {
	if op.Number != nil {
		return []*int{op.Number(v)}
	}
	return op.Numbers(v)
}

// number reads a number as ReadNumber does, or as it is written.
func (o Options[T]) number(s string) (int, bool) {
	if o.ReadNumber != nil {
		return o.ReadNumber(s)
	}
	n, err := strconv.Atoi(s)
	return n, err == nil && strconv.Itoa(n) == s
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
		switch {
		case op.Is != nil:
			if op.Is(w) {
				return i
			}
		case op.Flag != nil || op.Set != nil:
			if w == op.Word {
				return i
			}
		case w == op.None && op.None != "", strings.HasPrefix(w, op.Word):
			return i
		}
	}
	return -1
}

// words lists the options for errors: "nine-forward, catch-up and
// packs=N", a Text option as "heels ...", an option with a Usage as that.
func (o Options[T]) words() string {
	ws := make([]string, len(o.Opts))
	for i, op := range o.Opts {
		ws[i] = op.Word
		switch {
		case op.Usage != "":
			ws[i] = op.Usage
		case op.Number != nil:
			ws[i] += "N"
		case op.Numbers != nil:
			ws[i] += strings.TrimSuffix(strings.Repeat("N ", len(op.Numbers(new(T)))), " ")
		case op.Text != nil:
			ws[i] += "..."
		}
	}
	if len(ws) < 2 {
		return strings.Join(ws, "")
	}
	return strings.Join(ws[:len(ws)-1], ", ") + " and " + ws[len(ws)-1]
}
