package hostile

import (
	"errors"
	"fmt"
	"reflect"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"testing"
	"time"

	"pgregory.net/rapid"
)

// Package describes the package a [Walk] throws arguments at.
type Package struct {
	// Dir is the package's source directory, "." from its own test.
	Dir string
	// Funcs are the exported functions and method expressions to call:
	// cards.Parse, cards.Card.Rank, (*cards.Card).UnmarshalText. A method
	// with a value receiver is listed by its value form (cards.Card.String,
	// not (*cards.Card).String).
	Funcs []any
	// Panics are exported functions documented to panic on bad input
	// (MustParse and friends): they are called like Funcs, but a panic is
	// not a failure.
	Panics []any
	// Elsewhere are exported functions this Walk does not call because
	// another Walk of the package does (one with its own Deadline, say) or
	// a test of their own does; the completeness check counts them.
	Elsewhere []any
	// Foreign are exported methods of another package's types that this
	// package gives its callers through type aliases (type Report =
	// game.Report): called like Funcs, outside the completeness check.
	Foreign []any
	// Sentinels are the errors every returned error must match with
	// errors.Is.
	Sentinels []error
	// Gens add generators of real values to the defaults (see [Gen]).
	Gens []Generator
	// Mutable lists types whose values a call may change: a random source
	// it draws from, a writer it writes to. *math/rand/v2.Rand is always
	// mutable.
	Mutable []reflect.Type
	// Deadline is how long one call may take before it counts as a hang;
	// 0 means 2 s.
	Deadline time.Duration
}

// Func is an entry of [Package.Funcs] or [Package.Panics] with settings of
// its own, for a function that needs them: a whole game run by bots wants a
// longer Deadline, and a count of games wants small numbers only.
type Func struct {
	Fn any // the function or method expression
	// Gens are drawn for this function's arguments in addition to the
	// package's, or, with Replace, instead of the defaults and the
	// package's for each type they generate.
	Gens     []Generator
	Replace  bool
	Deadline time.Duration // 0: the package's
}

// Generator is a generator of one type's values, made by [Gen].
type Generator struct {
	typ reflect.Type
	gen *rapid.Generator[any]
}

// Gen registers g's values as arguments of type T, in addition to the
// defaults the walk draws for T:
//
//   - integers: 0, ±1, the type's edges and their neighbours, small numbers
//     (-4..64), any value;
//   - floats: 0, -0, ±1, NaN, ±Inf, the extremes, any value;
//   - strings and []byte: empty, garbage, unicode, 64 KiB long, and the
//     strings registered with Gen[string] as they are and mutated (cut,
//     doubled, a byte changed, case flipped), which makes a list of real
//     inputs a source of near-valid ones;
//   - slices and maps: nil, empty, short and long with drawn elements;
//     arrays: drawn elements;
//   - pointers: nil or a pointer to a drawn value;
//   - structs: the zero value, or drawn exported fields (unexported ones
//     stay zero, as a caller outside the package leaves them);
//   - interfaces: nil, or a value of a registered type that implements
//     the interface;
//   - functions: nil, or one that returns zero values; channels: nil.
//
// A *math/rand/v2.Rand is nil or seeded. Register real states with Gen: a
// shuffled Deck, a game in mid-play. A registered type's values are drawn
// about half the time.
func Gen[T any](g *rapid.Generator[T]) Generator {
	return Generator{reflect.TypeFor[T](), g.AsAny()}
}

type entry struct {
	fn      reflect.Value
	name    apiName
	panics  bool
	label   string // "cards.Deck.Cut", the subtest's name
	recvPtr bool   // a method with a pointer receiver
	own     Func   // the entry's own settings, if it was given as a Func
}

// Walk checks every function of p (see the package documentation), each in
// a subtest named after it, after checking that p lists every export of the
// package in Dir.
func Walk(t *testing.T, p Package) {
	t.Helper()
	if p.Deadline == 0 {
		p.Deadline = 2 * time.Second
	}
	api, err := exportedAPI(p.Dir)
	if err != nil {
		t.Fatalf("hostile: reading the package in %q: %v", p.Dir, err)
	}
	entries, problems := entriesOf(p, api)
	for _, msg := range problems {
		t.Error(msg)
	}
	g := newGens(p, api.pkgPath)
	for _, e := range entries {
		t.Run(e.label, func(t *testing.T) {
			p, g := p, g
			if e.own.Deadline > 0 {
				p.Deadline = e.own.Deadline
			}
			if len(e.own.Gens) > 0 {
				g = g.with(e.own.Gens, e.own.Replace)
			}
			walkOne(t, p, g, e)
		})
	}
}

// walkOne runs the property of one function: rapid draws the arguments,
// shrinks a failing call, and stops after a hang (one goroutine left
// hanging is enough). A function without arguments is called once.
func walkOne(t *testing.T, p Package, g *gens, e entry) {
	ft := e.fn.Type()
	if ft.NumIn() == 0 {
		failure, hang := checkCall(p, g, e, nil)
		switch {
		case hang != "":
			t.Errorf("hang: %s", hang)
		case failure != "":
			t.Error(failure)
		}
		return
	}
	argGens := make([]*rapid.Generator[any], ft.NumIn())
	for i := range argGens {
		argGens[i] = g.of(ft.In(i), 0)
	}
	var hung struct {
		sync.Mutex
		msg string
	}
	rapid.Check(t, func(rt *rapid.T) {
		hung.Lock()
		done := hung.msg != ""
		hung.Unlock()
		if done {
			return
		}
		args := make([]reflect.Value, len(argGens))
		for i, ag := range argGens {
			args[i] = valueOf(ag.Draw(rt, fmt.Sprintf("arg%d", i)), ft.In(i))
		}
		failure, hang := checkCall(p, g, e, args)
		if hang != "" {
			hung.Lock()
			hung.msg = hang
			hung.Unlock()
			return
		}
		if failure != "" {
			rt.Fatal(failure)
		}
	})
	if hung.msg != "" {
		t.Errorf("hang: %s", hung.msg)
	}
}

// checkCall calls e with args and says what went wrong: a failure (a
// panic, an error that is no sentinel, a changed argument) or a hang, each
// starting with the call as Go source.
func checkCall(p Package, g *gens, e entry, args []reflect.Value) (failure, hang string) {
	call := callSource(e, args, g)
	before := make([]reflect.Value, len(args))
	for i, a := range args {
		before[i] = deepCopy(a, g.mutable)
	}
	res, failure, ok := callWithDeadline(e, args, p.Deadline)
	if !ok {
		return "", call + " did not return within " + p.Deadline.String()
	}
	if failure != "" {
		return call + "\n" + failure, ""
	}
	var errRes error
	for _, r := range res {
		if r.Type() == errorType && !r.IsNil() {
			errRes = r.Interface().(error)
			if msg := checkError(errRes, p.Sentinels); msg != "" {
				return call + "\n" + msg, ""
			}
		}
	}
	for i, a := range args {
		if i == 0 && e.recvPtr && errRes == nil {
			continue // a pointer method may change its receiver when it succeeds
		}
		what, root := fmt.Sprintf("argument %d", i+1), fmt.Sprintf("arg%d", i+1)
		if e.name.recv != "" {
			what, root = fmt.Sprintf("argument %d", i), fmt.Sprintf("arg%d", i)
			if i == 0 {
				what, root = "the receiver", "recv"
			}
		}
		if diff := firstDiff(root, before[i], a, g.mutable); diff != "" {
			if i == 0 && e.recvPtr {
				what += " (the call returned an error)"
			}
			return fmt.Sprintf("%s\nchanged %s: %s", call, what, diff), ""
		}
	}
	return "", ""
}

var errorType = reflect.TypeFor[error]()

// checkError says what is wrong with an error a call returned, or "".
func checkError(err error, sentinels []error) (msg string) {
	defer func() {
		if r := recover(); r != nil {
			msg = fmt.Sprintf("the returned error's Error method panics: %v", r)
		}
	}()
	text := err.Error()
	for _, s := range sentinels {
		if errors.Is(err, s) {
			return ""
		}
	}
	return fmt.Sprintf("returned an error that matches no sentinel: %s (%T)", text, err)
}

// callWithDeadline calls e with args in a goroutine. failure describes a
// panic (unless e may panic), one from an iterator the call returned, or one
// from a returned error's Error; ok is false when the call, or ranging over
// what it returned, did not finish within d.
func callWithDeadline(e entry, args []reflect.Value, d time.Duration) (res []reflect.Value, failure string, ok bool) {
	type outcome struct {
		res     []reflect.Value
		failure string
	}
	done := make(chan outcome, 1)
	go func() {
		var o outcome
		defer func() {
			if r := recover(); r != nil && (!e.panics || o.res != nil) {
				o.failure = fmt.Sprintf("panic: %v\n%s", r, panicStack())
			}
			done <- o
		}()
		var out []reflect.Value
		if e.fn.Type().IsVariadic() {
			out = e.fn.CallSlice(args)
		} else {
			out = e.fn.Call(args)
		}
		o.res = out
		for _, r := range out {
			drainIterators(r)
		}
	}()
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case o := <-done:
		return o.res, o.failure, true
	case <-timer.C:
		return nil, "", false
	}
}

// maxYields bounds how far an iterator is followed, so that an endless one
// is not taken for a hang.
const maxYields = 1 << 20

// drainIterators ranges over r if it is an iterator (iter.Seq or
// iter.Seq2): in full (up to maxYields values), then stopping after the
// first value, so a yield that stops early is seen to be obeyed.
func drainIterators(r reflect.Value) {
	if r.Kind() != reflect.Func || r.IsNil() {
		return
	}
	switch {
	case r.Type().CanSeq():
		n := 0
		for range r.Seq() {
			if n++; n == maxYields {
				break
			}
		}
		for range r.Seq() {
			break
		}
	case r.Type().CanSeq2():
		n := 0
		for range r.Seq2() {
			if n++; n == maxYields {
				break
			}
		}
		for range r.Seq2() {
			break
		}
	}
}

// panicStack returns the goroutine's stack from the panic down to the
// reflective call, the frames that matter.
func panicStack() string {
	lines := strings.Split(string(debug.Stack()), "\n")
	var keep []string
	started := false
	for i := 0; i+1 < len(lines); i++ {
		fn := lines[i]
		if strings.HasPrefix(fn, "panic(") {
			started = true
			i++ // skip the panic frame's file line
			continue
		}
		if !started || strings.HasPrefix(fn, "\t") {
			continue
		}
		if strings.HasPrefix(fn, "reflect.") {
			break
		}
		keep = append(keep, "\t"+fn, lines[i+1])
	}
	if len(keep) == 0 {
		return "(no stack)"
	}
	return strings.Join(keep, "\n")
}

// funcName returns the runtime name of a function value:
// "github.com/pegboard/pegboard/cards.(*Card).UnmarshalText".
func funcName(fn reflect.Value) string {
	f := runtime.FuncForPC(fn.Pointer())
	if f == nil {
		return ""
	}
	return f.Name()
}
