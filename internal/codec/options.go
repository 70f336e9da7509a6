package codec

import (
	"strconv"
	"strings"
)

// Options is a value's text as the options set in it, as rules are
// written: "default" for the zero value, else each option that is set, in
// the table's order, separated by Sep: a flag's word ("catch-up"), or a
// number's word and its value ("packs=3", "game 61"). Parse reads the
// options in any order, each at most once, and nothing else.
type Options[T any] struct {
	Pkg  Pkg
	What string // what a value is, for errors: "rules"
	Sep  string // between options: " " or ", "
	Opts []Option[T]
}

// Option is one option of a value: a flag, when Flag gives the bool it
// sets, or a number, when Number gives the int it holds: Word is then the
// text before the value, which runs from Min to Max (0, not set, is not
// written).
type Option[T any] struct {
	Word     string
	Flag     func(*T) *bool
	Number   func(*T) *int
	Min, Max int
}

// Format returns v's text.
func (o Options[T]) Format(v T) string {
	var ws []string
	for _, op := range o.Opts {
		switch {
		case op.Flag != nil && *op.Flag(&v):
			ws = append(ws, op.Word)
		case op.Number != nil && *op.Number(&v) != 0:
			ws = append(ws, op.Word+strconv.Itoa(*op.Number(&v)))
		}
	}
	if len(ws) == 0 {
		return "default"
	}
	return strings.Join(ws, o.Sep)
}

// Parse reads what Format writes. Errors wrap ErrBadRecord and ErrSyntax.
func (o Options[T]) Parse(s string) (T, error) {
	var v T
	if s == "default" {
		return v, nil
	}
	seen := make([]bool, len(o.Opts))
	for w := range strings.SplitSeq(s, o.Sep) {
		i := o.find(w)
		if i < 0 {
			return v, o.Pkg.Text(o.What+`: "default", or `+o.words(), s)
		}
		if seen[i] {
			return v, o.Pkg.Text(o.What+" (each option at most once)", s)
		}
		seen[i] = true
		op := o.Opts[i]
		if op.Flag != nil {
			*op.Flag(&v) = true
			continue
		}
		digits := w[len(op.Word):]
		n, err := strconv.Atoi(digits)
		if err != nil || strconv.Itoa(n) != digits || n < op.Min || n > op.Max {
			return v, o.Pkg.Text(o.What+" ("+op.Word+strconv.Itoa(op.Min)+" to "+op.Word+strconv.Itoa(op.Max)+")", s)
		}
		*op.Number(&v) = n
	}
	return v, nil
}

// find returns the option w sets, or -1.
func (o Options[T]) find(w string) int {
	for i, op := range o.Opts {
		if op.Flag != nil && w == op.Word || op.Number != nil && strings.HasPrefix(w, op.Word) {
			return i
		}
	}
	return -1
}

// words lists the options for errors: "nine-forward, catch-up and packs=N".
func (o Options[T]) words() string {
	ws := make([]string, len(o.Opts))
	for i, op := range o.Opts {
		ws[i] = op.Word
		if op.Number != nil {
			ws[i] += "N"
		}
	}
	if len(ws) < 2 {
		return strings.Join(ws, "")
	}
	return strings.Join(ws[:len(ws)-1], ", ") + " and " + ws[len(ws)-1]
}
