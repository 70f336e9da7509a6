package hostile

import (
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"strings"
	"sync"
	"unicode"

	"pgregory.net/rapid"
)

// maxDepth is how deep generated values nest before they are zero, so a
// recursive type terminates.
const maxDepth = 5

// gens draws arguments by type: the defaults of [Gen] plus what the test
// registered.
type gens struct {
	pkgPath    string
	registered map[reflect.Type][]*rapid.Generator[any]
	only       map[reflect.Type]bool // types drawn from registered generators only
	mutable    map[reflect.Type]bool
	// described maps a drawn pointer (a *rand.Rand) to the Go expression
	// that made it, for printing the call.
	described *sync.Map
}

func newGens(p Package, pkgPath string) *gens {
	g := &gens{pkgPath: pkgPath, registered: map[reflect.Type][]*rapid.Generator[any]{}, mutable: map[reflect.Type]bool{},
		described: new(sync.Map)}
	for _, r := range p.Gens {
		g.registered[r.typ] = append(g.registered[r.typ], r.gen)
	}
	seeds := func(rt *rapid.T) (uint64, uint64) {
		return rapid.Uint64().Draw(rt, "seed1"), rapid.Uint64().Draw(rt, "seed2")
	}
	pcg := rapid.Custom(func(rt *rapid.T) *rand.PCG {
		a, b := seeds(rt)
		p := rand.NewPCG(a, b)
		g.described.Store(p, fmt.Sprintf("rand.NewPCG(%d, %d)", a, b))
		return p
	})
	rnd := rapid.Custom(func(rt *rapid.T) *rand.Rand {
		a, b := seeds(rt)
		r := rand.New(rand.NewPCG(a, b))
		g.described.Store(r, fmt.Sprintf("rand.New(rand.NewPCG(%d, %d))", a, b))
		return r
	})
	for _, r := range []Generator{Gen(pcg), Gen(rnd)} {
		g.registered[r.typ] = append(g.registered[r.typ], r.gen)
	}
	for _, t := range append(p.Mutable, reflect.TypeFor[*rand.Rand](), reflect.TypeFor[*rand.PCG]()) {
		g.mutable[t] = true
	}
	return g
}

// with returns gens that also draw from extra, or, with replace, draw the
// types extra generates from extra alone.
func (g *gens) with(extra []Generator, replace bool) *gens {
	h := &gens{pkgPath: g.pkgPath, registered: map[reflect.Type][]*rapid.Generator[any]{}, only: map[reflect.Type]bool{},
		mutable: g.mutable, described: g.described}
	for t, gs := range g.registered {
		h.registered[t] = gs
	}
	for t := range g.only {
		h.only[t] = true
	}
	for _, r := range extra {
		if replace && !h.only[r.typ] {
			h.registered[r.typ], h.only[r.typ] = nil, true
		}
		h.registered[r.typ] = append(h.registered[r.typ], r.gen)
	}
	return h
}

// valueOf turns a drawn value into an argument of type t.
func valueOf(x any, t reflect.Type) reflect.Value {
	if x == nil {
		return reflect.Zero(t)
	}
	v := reflect.ValueOf(x)
	if v.Type() == t {
		return v
	}
	out := reflect.New(t).Elem()
	out.Set(v)
	return out
}

// of returns the generator of arguments of type t.
func (g *gens) of(t reflect.Type, depth int) *rapid.Generator[any] {
	zero := reflect.Zero(t).Interface()
	if depth > maxDepth {
		return rapid.Just(zero)
	}
	reg := g.registered[t]
	if t.Kind() == reflect.Interface {
		// Every registered type that implements the interface.
		for rt, gs := range g.registered {
			if rt != t && rt.Implements(t) {
				reg = append(reg, gs...)
			}
		}
	}
	if g.only[t] {
		return rapid.OneOf(reg...)
	}
	def := g.defaults(t, depth)
	if len(reg) == 0 {
		return def
	}
	regs := rapid.OneOf(reg...)
	return rapid.Custom(func(rt *rapid.T) any {
		if rapid.Bool().Draw(rt, "registered") {
			return regs.Draw(rt, "real")
		}
		return def.Draw(rt, "any")
	})
}

// defaults returns the generator of t's values that every test gets.
func (g *gens) defaults(t reflect.Type, depth int) *rapid.Generator[any] {
	zero := reflect.Zero(t).Interface()
	switch t.Kind() {
	case reflect.Bool:
		return rapid.Map(rapid.Bool(), convert[bool](t))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return signed(t)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return unsigned(t)
	case reflect.Float32, reflect.Float64:
		special := []float64{0, math.Copysign(0, -1), 1, -1, math.NaN(), math.Inf(1), math.Inf(-1),
			math.MaxFloat64, -math.MaxFloat64, math.SmallestNonzeroFloat64, 0.5, 1e9}
		return rapid.Map(rapid.OneOf(rapid.SampledFrom(special), rapid.Float64()), convert[float64](t))
	case reflect.Complex64, reflect.Complex128:
		return rapid.Map(rapid.Float64(), func(f float64) any { return reflect.ValueOf(complex(f, -f)).Convert(t).Interface() })
	case reflect.String:
		return rapid.Map(g.strings(), convert[string](t))
	case reflect.Slice:
		if reflect.TypeFor[[]byte]().ConvertibleTo(t) {
			bytes := rapid.Map(g.strings(), func(s string) any { return reflect.ValueOf([]byte(s)).Convert(t).Interface() })
			return rapid.OneOf(rapid.Just(zero), bytes)
		}
		elem := g.of(t.Elem(), depth+1)
		mk := func(min, max int) *rapid.Generator[any] {
			return rapid.Custom(func(rt *rapid.T) any {
				n := rapid.IntRange(min, max).Draw(rt, "len")
				s := reflect.MakeSlice(t, n, n)
				for i := range n {
					s.Index(i).Set(valueOf(elem.Draw(rt, "elem"), t.Elem()))
				}
				return s.Interface()
			})
		}
		return rapid.OneOf(rapid.Just(zero), mk(0, 0), mk(1, 8), mk(9, 200))
	case reflect.Array:
		if t.Len() == 0 {
			return rapid.Just(zero)
		}
		elem := g.of(t.Elem(), depth+1)
		return rapid.Custom(func(rt *rapid.T) any {
			a := reflect.New(t).Elem()
			for i := range t.Len() {
				a.Index(i).Set(valueOf(elem.Draw(rt, "elem"), t.Elem()))
			}
			return a.Interface()
		})
	case reflect.Map:
		key, val := g.of(t.Key(), depth+1), g.of(t.Elem(), depth+1)
		full := rapid.Custom(func(rt *rapid.T) any {
			m := reflect.MakeMap(t)
			for range rapid.IntRange(0, 8).Draw(rt, "len") {
				m.SetMapIndex(valueOf(key.Draw(rt, "key"), t.Key()), valueOf(val.Draw(rt, "val"), t.Elem()))
			}
			return m.Interface()
		})
		return rapid.OneOf(rapid.Just(zero), full)
	case reflect.Pointer:
		if t.Elem().Kind() == reflect.Struct && !g.fillable(t.Elem()) {
			return rapid.Just(zero) // only registered values are real
		}
		elem := g.of(t.Elem(), depth+1)
		ptr := rapid.Custom(func(rt *rapid.T) any {
			p := reflect.New(t.Elem())
			p.Elem().Set(valueOf(elem.Draw(rt, "elem"), t.Elem()))
			return p.Interface()
		})
		return rapid.OneOf(rapid.Just(zero), ptr)
	case reflect.Struct:
		fields := g.structFields(t, depth)
		if !g.fillable(t) || fields == nil {
			return rapid.Just(zero)
		}
		return rapid.OneOf(rapid.Just(zero), fields)
	case reflect.Func:
		zeros := reflect.MakeFunc(t, func([]reflect.Value) []reflect.Value {
			out := make([]reflect.Value, t.NumOut())
			for i := range out {
				out[i] = reflect.Zero(t.Out(i))
			}
			return out
		}).Interface()
		return rapid.SampledFrom([]any{zero, zeros})
	}
	// Interfaces, channels, unsafe pointers: nil, or what is registered.
	return rapid.Just(zero)
}

// convert returns a function that converts a U to type t.
func convert[U any](t reflect.Type) func(U) any {
	return func(x U) any { return reflect.ValueOf(x).Convert(t).Interface() }
}

// fillable reports whether a struct's fields can be drawn: a type of the
// walked package (its unexported fields stay zero, as they do for a
// caller), or a type with exported fields only.
func (g *gens) fillable(t reflect.Type) bool {
	if t.PkgPath() == g.pkgPath {
		return true
	}
	for i := range t.NumField() {
		if !t.Field(i).IsExported() {
			return false
		}
	}
	return true
}

// structFields draws t's exported fields; the others stay zero. It is nil
// for a struct with no exported fields.
func (g *gens) structFields(t reflect.Type, depth int) *rapid.Generator[any] {
	var fields []int
	var fgens []*rapid.Generator[any]
	for i := range t.NumField() {
		if f := t.Field(i); f.IsExported() {
			fields = append(fields, i)
			fgens = append(fgens, g.of(f.Type, depth+1))
		}
	}
	if len(fields) == 0 {
		return nil
	}
	return rapid.Custom(func(rt *rapid.T) any {
		v := reflect.New(t).Elem()
		for k, i := range fields {
			v.Field(i).Set(valueOf(fgens[k].Draw(rt, t.Field(i).Name), t.Field(i).Type))
		}
		return v.Interface()
	})
}

func signed(t reflect.Type) *rapid.Generator[any] {
	bits := t.Bits()
	lo, hi := int64(-1)<<(bits-1), int64(1)<<(bits-1)-1
	edges := []int64{0, 1, -1, 2, -2, lo, lo + 1, hi, hi - 1, hi / 2, lo / 2}
	return rapid.Custom(func(rt *rapid.T) any {
		var x int64
		switch rapid.IntRange(0, 2).Draw(rt, "how") {
		case 0:
			x = rapid.SampledFrom(edges).Draw(rt, "edge")
		case 1:
			x = int64(rapid.IntRange(-4, 64).Draw(rt, "small"))
		default:
			x = rapid.Int64Range(lo, hi).Draw(rt, "any")
		}
		v := reflect.New(t).Elem()
		v.SetInt(x)
		return v.Interface()
	})
}

func unsigned(t reflect.Type) *rapid.Generator[any] {
	bits := t.Bits()
	hi := uint64(math.MaxUint64) >> (64 - bits)
	edges := []uint64{0, 1, 2, hi, hi - 1, hi / 2, hi/2 + 1}
	return rapid.Custom(func(rt *rapid.T) any {
		var x uint64
		switch rapid.IntRange(0, 2).Draw(rt, "how") {
		case 0:
			x = rapid.SampledFrom(edges).Draw(rt, "edge")
		case 1:
			x = uint64(rapid.IntRange(0, 64).Draw(rt, "small"))
		default:
			x = rapid.Uint64Range(0, hi).Draw(rt, "any")
		}
		v := reflect.New(t).Elem()
		v.SetUint(x)
		return v.Interface()
	})
}

// oddStrings are strings that have broken parsers: NULs, bad UTF-8, byte
// order marks, zero-width and combining characters, numbers at the edges.
var oddStrings = []string{
	" ", "\x00", "\xff", "\xc0\x80", "\xed\xa0\x80", "\ufeff", "\u200b", "e\u0301", "🃏", "♠\ufe0f", "\ufe0f",
	"1", "-1", "0x10", "9223372036854775808", "-9223372036854775809", "NaN", "null", "{}", "[]", `""`, "\n", "\r\n", "\t",
}

// strings draws the default strings, and the registered ones as they are
// and mutated.
func (g *gens) strings() *rapid.Generator[string] {
	long := rapid.Custom(func(rt *rapid.T) string {
		chunk := rapid.StringN(1, 8, -1).Draw(rt, "chunk")
		return strings.Repeat(chunk, 1<<16/len(chunk))
	})
	choices := []*rapid.Generator[string]{
		rapid.Just(""),
		rapid.SampledFrom(oddStrings),
		rapid.String(),
		rapid.Map(rapid.SliceOfN(rapid.Byte(), 1, 16), func(b []byte) string { return string(b) }),
		long,
	}
	var real []*rapid.Generator[string]
	for _, r := range g.registered[reflect.TypeFor[string]()] {
		real = append(real, rapid.Map(r, func(x any) string { return x.(string) }))
	}
	if len(real) > 0 {
		reals := rapid.OneOf(real...)
		choices = append(choices, rapid.Custom(func(rt *rapid.T) string {
			return mutate(rt, reals.Draw(rt, "real"))
		}))
	}
	return rapid.OneOf(choices...)
}

// mutate makes a near-valid string of a real one: cut, doubled, a byte
// changed, inserted or removed, its case flipped, padded or joined to
// another.
func mutate(rt *rapid.T, s string) string {
	b := []byte(s)
	at := func() int { return rapid.IntRange(0, len(b)).Draw(rt, "at") }
	switch rapid.IntRange(0, 7).Draw(rt, "mutation") {
	case 0:
		return string(b[:at()])
	case 1:
		return s + s
	case 2:
		if len(b) > 0 {
			i := rapid.IntRange(0, len(b)-1).Draw(rt, "i")
			b[i] = rapid.Byte().Draw(rt, "byte")
		}
	case 3:
		i := at()
		b = append(b[:i], append([]byte{rapid.Byte().Draw(rt, "byte")}, b[i:]...)...)
	case 4:
		if len(b) > 0 {
			i := rapid.IntRange(0, len(b)-1).Draw(rt, "i")
			b = append(b[:i], b[i+1:]...)
		}
	case 5:
		return strings.Map(func(r rune) rune {
			if unicode.IsUpper(r) {
				return unicode.ToLower(r)
			}
			return unicode.ToUpper(r)
		}, s)
	case 6:
		return rapid.SampledFrom([]string{" ", "\t", "\n", ",", "\x00"}).Draw(rt, "pad") + s
	default:
		return s + rapid.SampledFrom(oddStrings).Draw(rt, "odd")
	}
	return string(b)
}

// Pick draws a value of from and one of the items that of lists of it, or
// none when it lists none: an event or an action of a game played, say.
func Pick[V, T any](from *rapid.Generator[V], of func(V) []T, none T) *rapid.Generator[T] {
	return rapid.Custom(func(t *rapid.T) T {
		items := of(from.Draw(t, "from"))
		if len(items) == 0 {
			return none
		}
		return rapid.SampledFrom(items).Draw(t, "item")
	})
}

// Made draws a value of from and what make makes of it, or none when make
// fails: the record of a game played, say.
func Made[V, T any](from *rapid.Generator[V], make func(V) (T, error), none T) *rapid.Generator[T] {
	return rapid.Map(from, func(v V) T {
		t, err := make(v)
		if err != nil {
			return none
		}
		return t
	})
}

// Text draws the text marshal writes of a value of from, or what it
// returns with its error when it refuses: records, saved games and events
// as the package's readers are given them.
func Text[V any](from *rapid.Generator[V], marshal func(V) ([]byte, error)) *rapid.Generator[string] {
	return rapid.Map(from, func(v V) string {
		b, _ := marshal(v)
		return string(b)
	})
}

// Played is a game played some steps on, and what it said and did: the
// real values a walk draws a game, its events and its actions from.
type Played[G, A, E any] struct {
	Game    G
	Events  []E
	Actions []A
}

// Plays draws played games: a game of start, made to keep its record with
// record one time in two, then played on by up to max actions (a number
// drawn), each the one its player returns (player makes one for each
// game), until the player has none (the game is over, or waits for what
// the player cannot do); each applied with apply. An action refused ends
// the play when stop says so of its error, and fails the draw otherwise
// (stop nil: every refusal fails it).
func Plays[G, A, E any](start *rapid.Generator[G], record func(G) G, max int, player func(t *rapid.T, g G) func(G) (A, bool),
	apply func(G, A) (G, []E, error), stop func(error) bool) *rapid.Generator[Played[G, A, E]] {
	return rapid.Custom(func(t *rapid.T) Played[G, A, E] {
		p := Played[G, A, E]{Game: start.Draw(t, "game")}
		if rapid.Bool().Draw(t, "recording") {
			p.Game = record(p.Game)
		}
		next := player(t, p.Game)
		for range rapid.IntRange(0, max).Draw(t, "steps") {
			a, ok := next(p.Game)
			if !ok {
				break
			}
			g, ev, err := apply(p.Game, a)
			if err != nil {
				if stop != nil && stop(err) {
					break
				}
				t.Fatalf("%v: %v", a, err)
			}
			p.Game, p.Events, p.Actions = g, append(p.Events, ev...), append(p.Actions, a)
		}
		return p
	})
}

// Forms draws a value of from as a hostile caller gives it: as it is, a
// pointer to it, or a nil pointer of its type (an action given by pointer,
// say). The pointers of the values' types must be As too; a nil A is
// drawn as it is.
func Forms[A any](from *rapid.Generator[A]) *rapid.Generator[A] {
	return rapid.Custom(func(t *rapid.T) A {
		a := from.Draw(t, "value")
		typ := reflect.TypeOf(a)
		if typ == nil {
			return a
		}
		switch rapid.IntRange(0, 2).Draw(t, "form") {
		case 1:
			p := reflect.New(typ)
			p.Elem().Set(reflect.ValueOf(a))
			return p.Interface().(A)
		case 2:
			return reflect.Zero(reflect.PointerTo(typ)).Interface().(A)
		}
		return a
	})
}
