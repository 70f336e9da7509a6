package hostile

import (
	"fmt"
	"math"
	"math/cmplx"
	"reflect"
	"unsafe"
)

// open returns v with its export restriction lifted, so that a value
// reached through an unexported field can be read whole and set. v must be
// addressable; anything else is returned as it is.
func open(v reflect.Value) reflect.Value {
	if !v.CanAddr() {
		return v
	}
	return reflect.NewAt(v.Type(), unsafe.Pointer(v.UnsafeAddr())).Elem()
}

// copier deep-copies values, following pointers, slices, maps, interfaces
// and unexported fields. Values of mutable types are shared, not copied;
// functions and channels are shared too.
type copier struct {
	mutable map[reflect.Type]bool
	seen    map[ptrKey]reflect.Value
}

type ptrKey struct {
	p uintptr
	t reflect.Type
}

// deepCopy returns a copy of v that shares no memory with it.
func deepCopy(v reflect.Value, mutable map[reflect.Type]bool) reflect.Value {
	c := copier{mutable: mutable, seen: map[ptrKey]reflect.Value{}}
	return c.clone(v)
}

func (c *copier) clone(v reflect.Value) reflect.Value {
	src := open(v)
	if !v.CanAddr() {
		src = reflect.New(v.Type()).Elem()
		src.Set(v)
	}
	out := reflect.New(v.Type()).Elem()
	c.into(out, src)
	return out
}

// into copies src into dst, which is settable and zero.
func (c *copier) into(dst, src reflect.Value) {
	if c.mutable[src.Type()] {
		dst.Set(src)
		return
	}
	switch src.Kind() {
	case reflect.Pointer:
		if src.IsNil() {
			return
		}
		key := ptrKey{src.Pointer(), src.Type()}
		if p, ok := c.seen[key]; ok {
			dst.Set(p)
			return
		}
		p := reflect.New(src.Type().Elem())
		c.seen[key] = p
		c.into(p.Elem(), open(src.Elem()))
		dst.Set(p)
	case reflect.Slice:
		if src.IsNil() {
			return
		}
		s := reflect.MakeSlice(src.Type(), src.Len(), src.Cap())
		for i := range src.Len() {
			c.into(s.Index(i), open(src.Index(i)))
		}
		dst.Set(s)
	case reflect.Array:
		for i := range src.Len() {
			c.into(open(dst.Index(i)), open(src.Index(i)))
		}
	case reflect.Struct:
		for i := range src.NumField() {
			c.into(open(dst.Field(i)), open(src.Field(i)))
		}
	case reflect.Map:
		if src.IsNil() {
			return
		}
		m := reflect.MakeMapWithSize(src.Type(), src.Len())
		for it := src.MapRange(); it.Next(); {
			m.SetMapIndex(c.clone(it.Key()), c.clone(it.Value()))
		}
		dst.Set(m)
	case reflect.Interface:
		if src.IsNil() {
			return
		}
		dst.Set(c.clone(src.Elem()))
	default:
		dst.Set(src)
	}
}

// firstDiff describes the first difference between was (a copy taken
// before a call) and now, or returns "". Functions are not compared; NaN
// equals NaN; values of mutable types may differ.
// The path of a difference starts at root: "(*recv).cards[0]".
func firstDiff(root string, was, now reflect.Value, mutable map[reflect.Type]bool) string {
	d := differ{mutable: mutable, seen: map[[2]uintptr]bool{}}
	return d.diff(root, was, now)
}

type differ struct {
	mutable map[reflect.Type]bool
	seen    map[[2]uintptr]bool
}

func (d *differ) diff(path string, a, b reflect.Value) string {
	if a.IsValid() != b.IsValid() {
		return fmt.Sprintf("%s: was %v, now %v", path, a, b)
	}
	if !a.IsValid() || d.mutable[a.Type()] {
		return ""
	}
	if a.Type() != b.Type() {
		return fmt.Sprintf("%s: was a %v, now a %v", path, a.Type(), b.Type())
	}
	switch a.Kind() {
	case reflect.Pointer:
		if a.IsNil() || b.IsNil() {
			return d.nils(path, a, b)
		}
		k := [2]uintptr{a.Pointer(), b.Pointer()}
		if d.seen[k] {
			return ""
		}
		d.seen[k] = true
		return d.diff("(*"+path+")", a.Elem(), b.Elem())
	case reflect.Slice:
		if a.IsNil() != b.IsNil() {
			return d.nils(path, a, b)
		}
		fallthrough
	case reflect.Array:
		if a.Len() != b.Len() {
			return fmt.Sprintf("%s: length was %d, now %d", path, a.Len(), b.Len())
		}
		for i := range a.Len() {
			if s := d.diff(fmt.Sprintf("%s[%d]", path, i), a.Index(i), b.Index(i)); s != "" {
				return s
			}
		}
	case reflect.Struct:
		for i := range a.NumField() {
			if s := d.diff(path+"."+a.Type().Field(i).Name, a.Field(i), b.Field(i)); s != "" {
				return s
			}
		}
	case reflect.Map:
		if a.IsNil() != b.IsNil() {
			return d.nils(path, a, b)
		}
		if a.Len() != b.Len() {
			return fmt.Sprintf("%s: length was %d, now %d", path, a.Len(), b.Len())
		}
		for it := a.MapRange(); it.Next(); {
			bv := b.MapIndex(it.Key())
			p := fmt.Sprintf("%s[%v]", path, it.Key())
			if !bv.IsValid() {
				return p + ": deleted"
			}
			if s := d.diff(p, it.Value(), bv); s != "" {
				return s
			}
		}
	case reflect.Interface:
		if a.IsNil() || b.IsNil() {
			return d.nils(path, a, b)
		}
		return d.diff(path, a.Elem(), b.Elem())
	case reflect.Func:
		return ""
	case reflect.Chan, reflect.UnsafePointer:
		if a.Pointer() != b.Pointer() {
			return path + ": replaced"
		}
	case reflect.Float32, reflect.Float64:
		x, y := a.Float(), b.Float()
		if x != y && !(math.IsNaN(x) && math.IsNaN(y)) {
			return fmt.Sprintf("%s: was %v, now %v", path, x, y)
		}
	case reflect.Complex64, reflect.Complex128:
		x, y := a.Complex(), b.Complex()
		if x != y && !(cmplx.IsNaN(x) && cmplx.IsNaN(y)) {
			return fmt.Sprintf("%s: was %v, now %v", path, x, y)
		}
	default:
		if leaf(a) != leaf(b) {
			return fmt.Sprintf("%s: was %v, now %v", path, leaf(a), leaf(b))
		}
	}
	return ""
}

func (d *differ) nils(path string, a, b reflect.Value) string {
	if a.IsNil() == b.IsNil() {
		return ""
	}
	if a.IsNil() {
		return path + ": was nil, now set"
	}
	return path + ": was set, now nil"
}

// leaf returns a comparable form of a bool, integer or string value, even
// one reached through an unexported field.
func leaf(v reflect.Value) any {
	switch v.Kind() {
	case reflect.Bool:
		return v.Bool()
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return v.Int()
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return v.Uint()
	case reflect.String:
		return v.String()
	}
	return fmt.Sprint(v)
}
