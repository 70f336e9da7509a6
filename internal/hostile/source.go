package hostile

import (
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"
)

// callSource returns the call as Go source:
// cards.DeckOf(cards.Joker).Cut(-9223372036854775808).
func callSource(e entry, args []reflect.Value, g *gens) string {
	var parts []string
	first := 0
	if e.name.recv != "" {
		first = 1
	}
	ft := e.fn.Type()
	for i := first; i < len(args); i++ {
		s := g.source(args[i])
		if ft.IsVariadic() && i == len(args)-1 {
			s += "..."
		}
		parts = append(parts, s)
	}
	call := e.name.name + "(" + strings.Join(parts, ", ") + ")"
	if e.name.recv == "" {
		return e.name.pkgName() + "." + call
	}
	r := args[0]
	switch {
	case e.recvPtr && r.IsNil():
		return "(*" + e.name.pkgName() + "." + e.name.recv + ")(nil)." + call
	case e.recvPtr:
		return "(&" + g.source(r.Elem()) + ")." + call
	}
	return g.source(r) + "." + call
}

// maxElems is how many elements of a slice, array or map are printed.
const maxElems = 24

// source returns Go source for v, or as close as a short line allows: a
// value with a GoString method prints with it, a long string or slice is
// cut with a comment saying how long it was.
func (g *gens) source(v reflect.Value) string {
	if !v.IsValid() {
		return "nil"
	}
	t := v.Type()
	if s, ok := g.described.Load(ptrOrNil(v)); ok {
		return s.(string)
	}
	if s, ok := goString(v); ok {
		return s
	}
	named := t.PkgPath() != "" && t.Name() != ""
	wrap := func(s string) string {
		if named {
			return t.String() + "(" + s + ")"
		}
		return s
	}
	switch t.Kind() {
	case reflect.Bool:
		return wrap(strconv.FormatBool(v.Bool()))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return wrap(strconv.FormatInt(v.Int(), 10))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return wrap(strconv.FormatUint(v.Uint(), 10))
	case reflect.Float32, reflect.Float64:
		f := v.Float()
		switch {
		case math.IsNaN(f):
			return wrap("math.NaN()")
		case math.IsInf(f, 0):
			return wrap(fmt.Sprintf("math.Inf(%d)", int(math.Copysign(1, f))))
		}
		return wrap(strconv.FormatFloat(f, 'g', -1, t.Bits()))
	case reflect.Complex64, reflect.Complex128:
		return wrap(fmt.Sprint(v.Complex()))
	case reflect.String:
		return wrap(quote(v.String()))
	case reflect.Slice:
		if v.IsNil() {
			return t.String() + "(nil)"
		}
		if reflect.TypeFor[[]byte]().ConvertibleTo(t) {
			return t.String() + "(" + quote(string(v.Bytes())) + ")"
		}
		return t.String() + g.elems(v)
	case reflect.Array:
		return t.String() + g.elems(v)
	case reflect.Map:
		if v.IsNil() {
			return t.String() + "(nil)"
		}
		var kv []string
		for it := v.MapRange(); it.Next() && len(kv) < maxElems; {
			kv = append(kv, g.source(it.Key())+": "+g.source(it.Value()))
		}
		return t.String() + "{" + strings.Join(kv, ", ") + more(v.Len()) + "}"
	case reflect.Pointer:
		if v.IsNil() {
			return "(*" + t.Elem().String() + ")(nil)"
		}
		if t.Elem().Kind() == reflect.Struct {
			return "&" + g.source(v.Elem())
		}
		return "ptr(" + g.source(v.Elem()) + ")"
	case reflect.Struct:
		return g.structSource(v)
	case reflect.Interface:
		if v.IsNil() {
			return "nil"
		}
		return g.source(v.Elem())
	case reflect.Func:
		if v.IsNil() {
			return "nil"
		}
		if n, ok := parseFuncName(funcName(v)); ok {
			return n.expr()
		}
		return t.String() + "{...}"
	case reflect.Chan:
		if v.IsNil() {
			return "nil"
		}
		return "make(" + t.String() + ")"
	}
	return fmt.Sprint(v)
}

// structSource prints a struct literal of the exported fields that are not
// zero; a struct with an unexported field set prints as %#v does.
func (g *gens) structSource(v reflect.Value) string {
	t := v.Type()
	var fields []string
	for i := range t.NumField() {
		f := v.Field(i)
		switch {
		case f.IsZero():
		case t.Field(i).IsExported():
			fields = append(fields, t.Field(i).Name+": "+g.source(f))
		default:
			return fmt.Sprintf("%#v", v)
		}
	}
	return t.String() + "{" + strings.Join(fields, ", ") + "}"
}

func (g *gens) elems(v reflect.Value) string {
	var es []string
	for i := 0; i < v.Len() && i < maxElems; i++ {
		es = append(es, g.source(v.Index(i)))
	}
	return "{" + strings.Join(es, ", ") + more(v.Len()) + "}"
}

func more(n int) string {
	if n <= maxElems {
		return ""
	}
	return fmt.Sprintf(", /* %d more */", n-maxElems)
}

// ptrOrNil returns v as an interface when it is a pointer that can be a
// key of the described map, or nil.
func ptrOrNil(v reflect.Value) any {
	if v.Kind() != reflect.Pointer || !v.CanInterface() {
		return nil
	}
	return v.Interface()
}

// goString calls v's GoString method, if it has one and it does not panic.
func goString(v reflect.Value) (s string, ok bool) {
	if !v.CanInterface() || (v.Kind() == reflect.Pointer && v.IsNil()) {
		return "", false
	}
	gs, ok := v.Interface().(fmt.GoStringer)
	if !ok {
		return "", false
	}
	defer func() {
		if recover() != nil {
			s, ok = "", false
		}
	}()
	return gs.GoString(), true
}

// quote quotes s as a Go string; a long one is written as strings.Repeat
// when it is one chunk repeated, or cut with its length in a comment.
func quote(s string) string {
	const max = 160
	if len(s) <= max {
		return strconv.Quote(s)
	}
	for n := 1; n <= 64; n++ {
		if len(s)%n == 0 && strings.Repeat(s[:n], len(s)/n) == s {
			return fmt.Sprintf("strings.Repeat(%s, %d)", strconv.Quote(s[:n]), len(s)/n)
		}
	}
	return fmt.Sprintf("%s /* %d bytes in all */", strconv.Quote(s[:max]), len(s))
}
