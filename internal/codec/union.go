package codec

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"

	"github.com/pegboard/pegboard/internal/game"
)

// Union is a family of types stored as one, each value as a JSON object
// whose "type" member names its type (its tag) and whose other members are
// the value's own: a game's events,
//
//	{"type":"laid","step":{"seat":1,"card":"5H",...}}
//
// A game fills its union once, one [Member] a type, and marshals and reads
// every value through it; a value is checked before it is written and after
// it is read, so that nothing the rules could not produce is stored or
// accepted. Errors wrap ErrBadRecord.
type Union[E any] struct {
	Pkg  Pkg
	What string // what a value is, for errors: "event"
	// Else, when not nil, stores the values of types that are not members:
	// another package's family that this one extends (Crib Wars' events
	// are crib's and its own).
	Else *Foreign[E]

	kinds  []kind[E]
	byType map[reflect.Type]int
}

// Foreign is another package's union that a Union extends. Its Marshal
// writes compact JSON, as json.Marshal does (a Union's Marshal does).
type Foreign[E any] struct {
	Has       func(E) bool
	Marshal   func(E) ([]byte, error)
	Unmarshal func([]byte) (E, error)
}

type kind[E any] struct {
	tag string
	// write appends the value's members as an object, after the check;
	// typed is the same for a T (a func([]byte, T) ([]byte, error)), for
	// AppendMember.
	write func([]byte, E) ([]byte, error)
	typed any
	read  func([]byte) (E, error) // from the members, then the check
}

// NewUnion returns the union of pkg's values, what they are ("event"),
// with the members that members adds, one [Member] a type: a game's
// table of its events is
//
//	var events = codec.NewUnion(pkg, "event", func(u *codec.Union[Event]) {
//		codec.Member(u, "drew", Drew.check)
//		...
//	})
func NewUnion[E any](pkg Pkg, what string, members func(u *Union[E])) *Union[E] {
	u := &Union[E]{Pkg: pkg, What: what}
	members(u)
	return u
}

// Member adds type T to u under tag: its members are T's fields as
// encoding/json writes them, and check (nil for none) refuses a value that
// cannot be.
func Member[T any, E any](u *Union[E], tag string, check func(T) error) {
	MemberVia(u, tag, func(v T) (T, error) { return v, nil }, func(v T) (T, error) { return v, nil }, check)
}

// MemberAppend is [Member] with T's JSON written by app, for a hot path:
// app appends to b the bytes json.Marshal writes of v, or reports false
// when a field refuses itself (json.Marshal then says why). Its tests hold
// it to json.Marshal.
func MemberAppend[T any, E any](u *Union[E], tag string, check func(T) error, app func(v T, b []byte) ([]byte, bool)) {
	addMember(u, tag, check, func(v T, b []byte) ([]byte, error) {
		if out, ok := app(v, b); ok {
			return out, nil
		}
		return marshalMember(u, b, v, v)
	}, func(m T) (T, error) { return m, nil })
}

// MemberVia adds type T to u under tag, written through its JSON form M:
// to makes M of a T, from a T of M.
func MemberVia[T, M, E any](u *Union[E], tag string, to func(T) (M, error), from func(M) (T, error), check func(T) error) {
	addMember(u, tag, check, func(v T, b []byte) ([]byte, error) {
		m, err := to(v)
		if err != nil {
			return b, err
		}
		return marshalMember(u, b, v, m)
	}, from)
}

// marshalMember appends json.Marshal's JSON of m, v's JSON form.
func marshalMember[T, M, E any](u *Union[E], b []byte, v T, m M) ([]byte, error) {
	data, err := json.Marshal(m)
	if err != nil {
		// A field the check does not look into refused itself: the
		// value cannot be either.
		return b, fmt.Errorf("%s: %w: %T: %w", u.Pkg, game.ErrBadRecord, v, err)
	}
	return append(b, data...), nil
}

// addMember adds type T to u under tag, written by write (after check) and read
// through its JSON form M by from (then check).
func addMember[T, M, E any](u *Union[E], tag string, check func(T) error, write func(T, []byte) ([]byte, error), from func(M) (T, error)) {
	if check == nil {
		check = func(T) error { return nil }
	}
	t := reflect.TypeFor[T]()
	if u.byType == nil {
		u.byType = map[reflect.Type]int{}
	}
	if _, dup := u.byType[t]; dup {
		panic("codec: " + t.String() + " twice in a union") // a program's own table, never input
	}
	typed := func(b []byte, v T) ([]byte, error) {
		if err := check(v); err != nil {
			return b, err
		}
		return write(v, b)
	}
	u.byType[t] = len(u.kinds)
	u.kinds = append(u.kinds, kind[E]{
		tag:   tag,
		typed: typed,
		write: func(b []byte, e E) ([]byte, error) { return typed(b, any(e).(T)) },
		read: func(data []byte) (E, error) {
			var zero E
			var m M
			if err := u.Pkg.Strict(data, &m); err != nil {
				return zero, err
			}
			v, err := from(m)
			if err != nil {
				if !errors.Is(err, game.ErrBadRecord) {
					err = u.Pkg.Wrap(err)
				}
				return zero, err
			}
			if err := check(v); err != nil {
				return zero, err
			}
			return any(v).(E), nil
		},
	})
}

// Has reports whether e is a value the union stores: of a member type, or
// of the foreign union's. Pointers and nil are not.
func (u *Union[E]) Has(e E) bool {
	if _, ok := u.byType[reflect.TypeOf(e)]; ok {
		return true
	}
	return u.Else != nil && u.Else.Has(e)
}

// Tag returns the tag of e's type, or "" when it is not a member.
func (u *Union[E]) Tag(e E) string {
	if i, ok := u.byType[reflect.TypeOf(e)]; ok {
		return u.kinds[i].tag
	}
	return ""
}

// Marshal writes e: {"type":"TAG", ...its members}.
func (u *Union[E]) Marshal(e E) ([]byte, error) {
	b, err := u.Append(make([]byte, 0, 192), e)
	if err != nil {
		return nil, err
	}
	return b, nil
}

// Append appends what Marshal writes of e to b; on error b is returned
// as it was.
func (u *Union[E]) Append(b []byte, e E) ([]byte, error) {
	i, ok := u.byType[reflect.TypeOf(e)]
	if !ok {
		if u.Else != nil && u.Else.Has(e) {
			data, err := u.Else.Marshal(e)
			if err != nil {
				return b, err
			}
			return append(b, data...), nil
		}
		return b, u.Pkg.Bad("%T is not %s", e, u.what())
	}
	k := u.kinds[i]
	return k.head(b, func(b []byte) ([]byte, error) { return k.write(b, e) })
}

// AppendMember is u.Append(b, v) for a value of a member type, T, without
// making an E of it (an allocation, for most types).
func AppendMember[T, E any](u *Union[E], b []byte, v T) ([]byte, error) {
	i, ok := u.byType[reflect.TypeFor[T]()]
	if !ok {
		return b, u.Pkg.Bad("%T is not %s", v, u.what())
	}
	k := u.kinds[i]
	write := k.typed.(func([]byte, T) ([]byte, error))
	return k.head(b, func(b []byte) ([]byte, error) { return write(b, v) })
}

// head appends {"type":"TAG", then the members that write appends (an
// object, whose brace it overwrites); on error b is returned as it was.
func (k kind[E]) head(b []byte, write func([]byte) ([]byte, error)) ([]byte, error) {
	start := len(b)
	b = append(append(append(b, `{"type":"`...), k.tag...), '"')
	mark := len(b)
	b, err := write(b)
	switch {
	case err != nil:
		return b[:start], err
	case len(b)-mark == 2: // {}
		return append(b[:mark], '}'), nil
	}
	b[mark] = ','
	return b, nil
}

func (u *Union[E]) what() string {
	if u.What == "" {
		return "a value of this union"
	}
	return "an " + u.What + " of this package"
}

// Unmarshal reads what Marshal writes, into the member its "type" names.
func (u *Union[E]) Unmarshal(data []byte) (E, error) {
	var zero E
	var head struct {
		Type string `json:"type"`
	}
	if len(data) > MaxJSON || json.Unmarshal(data, &head) != nil {
		return zero, u.Pkg.Bad("not an %s: %.80q", u.What, data)
	}
	for _, k := range u.kinds {
		if k.tag != head.Type {
			continue
		}
		var m map[string]json.RawMessage
		if err := u.Pkg.Strict(data, &m); err != nil {
			return zero, err
		}
		delete(m, "type")
		rest, err := json.Marshal(m)
		if err != nil {
			return zero, u.Pkg.Wrap(err)
		}
		return k.read(rest)
	}
	if u.Else != nil {
		return u.Else.Unmarshal(data)
	}
	return zero, u.Pkg.Bad("no %s of type %q", u.What, head.Type)
}

// MarshalList writes values as a JSON array of their objects; a value the
// union does not store is refused, and so is more than the MaxJSON bytes
// that UnmarshalList reads. (The objects are json.Marshal's, and the
// foreign union's too, so the array is json.Marshal's of them.)
func (u *Union[E]) MarshalList(es []E) ([]byte, error) {
	b := make([]byte, 1, min(2+160*len(es), MaxJSON+1))
	b[0] = '['
	for i, e := range es {
		if !u.Has(e) {
			return nil, u.Pkg.Bad("%s %d, a %T, is not %s", u.What, i, e, u.what())
		}
		if i > 0 {
			b = append(b, ',')
		}
		var err error
		if b, err = u.Append(b, e); err != nil {
			return nil, fmt.Errorf("%s %d: %w", u.What, i, err)
		}
	}
	b = append(b, ']')
	if len(b) > MaxJSON {
		return nil, u.Pkg.Bad("%d %ss make more than %d bytes", len(es), u.What, MaxJSON)
	}
	return b, nil
}

// UnmarshalList reads what MarshalList writes.
func (u *Union[E]) UnmarshalList(data []byte) ([]E, error) {
	var raw []json.RawMessage
	if err := u.Pkg.Strict(data, &raw); err != nil {
		return nil, err
	}
	es := make([]E, 0, len(raw))
	for i, r := range raw {
		e, err := u.Unmarshal(r)
		if err != nil {
			return nil, fmt.Errorf("%s %d: %w", u.What, i, err)
		}
		es = append(es, e)
	}
	return es, nil
}
