package gametest

import (
	"reflect"
	"sync"

	"github.com/pegboard/pegboard/cards"
)

// CardsIn calls see for every card a value holds, in any field (unexported
// ones too), array, slice, pointer or interface, found by reflection, and
// for each card of every cards.Set in it: what a program given the value
// could find in it. Jokers and cards of other packs are seen as they are;
// the zero Card is not seen.
func CardsIn(v any, see func(cards.Card)) {
	var walk func(reflect.Value)
	walk = func(x reflect.Value) {
		switch {
		case !x.IsValid() || !holdsCards(x.Type()):
		case x.Type() == cardType:
			if c := cards.Card(x.Uint()); c.IsValid() {
				see(c)
			}
		case x.Type() == setType:
			for c := range (cards.Set(x.Uint()) & cards.FullSet).All() {
				see(c)
			}
		default:
			switch x.Kind() {
			case reflect.Struct:
				for i := range x.NumField() {
					walk(x.Field(i))
				}
			case reflect.Array, reflect.Slice:
				for i := range x.Len() {
					walk(x.Index(i))
				}
			case reflect.Pointer, reflect.Interface:
				if !x.IsNil() {
					walk(x.Elem())
				}
			}
		}
	}
	walk(reflect.ValueOf(v))
}

// SetIn returns the standard cards a value holds (see CardsIn).
func SetIn(v any) cards.Set {
	var s cards.Set
	CardsIn(v, func(c cards.Card) {
		if c.IsStandard() {
			s = s.With(c)
		}
	})
	return s
}

var (
	cardType, setType = reflect.TypeFor[cards.Card](), reflect.TypeFor[cards.Set]()
	holds             sync.Map // reflect.Type to bool
)

// holdsCards reports whether a value of type t can hold a card: it is a
// card or a set, an interface, or is made of one.
func holdsCards(t reflect.Type) bool {
	if h, ok := holds.Load(t); ok {
		return h.(bool)
	}
	holds.Store(t, true) // while it is worked out: a type that holds itself
	h := false
	switch t.Kind() {
	case reflect.Interface:
		h = true
	case reflect.Struct:
		for i := range t.NumField() {
			h = h || holdsCards(t.Field(i).Type)
		}
	case reflect.Array, reflect.Slice, reflect.Pointer:
		h = holdsCards(t.Elem())
	default:
		h = t == cardType || t == setType
	}
	holds.Store(t, h)
	return h
}
