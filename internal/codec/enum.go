package codec

import (
	"fmt"
	"strings"
)

// Integer is the kind of type an enum is.
type Integer interface {
	~uint8 | ~int8 | ~uint16 | ~int
}

// Enum is an enum's names: value First+i is named Names[i]. Its methods are
// the enum's String, MarshalText and UnmarshalText, so a game's enum type
// gives each in one line:
//
//	var phases = codec.Enum[Phase]{Pkg: "crib", Type: "Phase", What: "a phase", Names: []string{"deal", "play"}}
//	func (p Phase) String() string { return phases.String(p) }
type Enum[T Integer] struct {
	Pkg   Pkg
	Type  string // the Go type's name, for "Phase(9)" and nil targets
	What  string // what a value is, for errors: "a phase"
	First T
	Names []string
	// Exact, when true, makes Parse (UnmarshalText) read a name only as
	// Names writes it, in its case and with no space around it: the
	// canonical text alone. Lookup, for what people type, still takes any
	// case and spacing.
	Exact bool
}

// Valid reports whether v has a name.
func (e Enum[T]) Valid(v T) bool { return v >= e.First && int(v-e.First) < len(e.Names) }

// String returns v's name, or "Type(n)" for a value without one.
func (e Enum[T]) String(v T) string {
	if e.Valid(v) {
		return e.Names[v-e.First]
	}
	return fmt.Sprintf("%s(%d)", e.Type, v)
}

// Marshal returns v's name, refusing a value without one.
func (e Enum[T]) Marshal(v T) ([]byte, error) {
	if !e.Valid(v) {
		return nil, e.Pkg.Value(e.What, int(v))
	}
	return []byte(e.Names[v-e.First]), nil
}

// Name returns v's name, as Marshal does without making bytes of it; ok
// is false for a value without one.
func (e Enum[T]) Name(v T) (name string, ok bool) {
	if !e.Valid(v) {
		return "", false
	}
	return e.Names[v-e.First], true
}

// Parse reads a name, in any case and spacing (only as written when
// Exact), into *p; on error *p is left as it was.
func (e Enum[T]) Parse(p *T, text []byte) error {
	if p == nil {
		return e.Pkg.NilTarget(e.Type)
	}
	if e.Exact {
		for i, n := range e.Names {
			if string(text) == n {
				*p = e.First + T(i)
				return nil
			}
		}
		return e.refuse(string(text))
	}
	v, err := e.Lookup(string(text))
	if err == nil {
		*p = v
	}
	return err
}

// Lookup returns the value named s, in any case and with any spacing
// around and within it ("  RED   slide " is "red slide").
func (e Enum[T]) Lookup(s string) (T, error) {
	s = strings.Join(strings.Fields(s), " ")
	for i, n := range e.Names {
		if EqualFold(s, n) {
			return e.First + T(i), nil
		}
	}
	return 0, e.refuse(s)
}

func (e Enum[T]) refuse(s string) error {
	return e.Pkg.Text(e.What+" ("+strings.Join(e.Names, ", ")+")", s)
}
