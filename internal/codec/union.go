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

// Foreign is another package's union that a Union extends.
type Foreign[E any] struct {
	Has       func(E) bool
	Marshal   func(E) ([]byte, error)
	Unmarshal func([]byte) (E, error)
}

type kind[E any] struct {
	tag   string
	write func(E) ([]byte, error) // the members, an object, after the check
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

// MemberVia adds type T to u under tag, written through its JSON form M:
// to makes M of a T, from a T of M.
func MemberVia[T, M, E any](u *Union[E], tag string, to func(T) (M, error), from func(M) (T, error), check func(T) error) {
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
	u.byType[t] = len(u.kinds)
	u.kinds = append(u.kinds, kind[E]{
		tag: tag,
		write: func(e E) ([]byte, error) {
			v := any(e).(T)
			if err := check(v); err != nil {
				return nil, err
			}
			m, err := to(v)
			if err != nil {
				return nil, err
			}
			data, err := json.Marshal(m)
			if err != nil {
				// A field the check does not look into refused itself: the
				// value cannot be either.
				return nil, fmt.Errorf("%s: %w: %T: %w", u.Pkg, game.ErrBadRecord, v, err)
			}
			return data, nil
		},
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
	i, ok := u.byType[reflect.TypeOf(e)]
	if !ok {
		if u.Else != nil && u.Else.Has(e) {
			return u.Else.Marshal(e)
		}
		return nil, u.Pkg.Bad("%T is not %s", e, u.what())
	}
	k := u.kinds[i]
	data, err := k.write(e)
	if err != nil {
		return nil, err
	}
	head := `{"type":"` + k.tag + `"`
	if len(data) > 2 {
		head += ","
	}
	return append([]byte(head), data[1:]...), nil
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
// that UnmarshalList reads.
func (u *Union[E]) MarshalList(es []E) ([]byte, error) {
	out := make([]json.RawMessage, len(es))
	for i, e := range es {
		if !u.Has(e) {
			return nil, u.Pkg.Bad("%s %d, a %T, is not %s", u.What, i, e, u.what())
		}
		data, err := u.Marshal(e)
		if err != nil {
			return nil, fmt.Errorf("%s %d: %w", u.What, i, err)
		}
		out[i] = data
	}
	data, err := json.Marshal(out)
	if err == nil && len(data) > MaxJSON {
		return nil, u.Pkg.Bad("%d %ss make more than %d bytes", len(es), u.What, MaxJSON)
	}
	return data, err
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
