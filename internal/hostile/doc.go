// Package hostile is a test helper that throws hostile arguments at every
// exported function and method of a package and checks the promise every
// pegboard package makes: nothing a caller passes can crash, hang or
// silently corrupt the caller's values. It is imported only by _test.go
// files.
//
// A package's test lists its exported functions and method expressions as
// values, with the package's error sentinels:
//
//	func TestHostile(t *testing.T) {
//		hostile.Walk(t, hostile.Package{
//			Dir:       ".",
//			Sentinels: []error{cards.ErrSyntax, cards.ErrBadCount},
//			Funcs:     []any{cards.Parse, cards.Card.Rank, (*cards.Card).UnmarshalText, cards.Deck.Cut},
//			Panics:    []any{cards.MustParse}, // documented to panic on bad input
//			Gens:      []hostile.Generator{hostile.Gen(deckGen())},
//		})
//	}
//
// For each function Walk runs a rapid property (a subtest named after the
// function) that draws arguments by type (see [Gen] for the defaults and
// for registering generators of real values), calls the function by
// reflection in a goroutine and fails if:
//
//   - the call panics (unless the function is listed in Panics);
//   - the call does not return within the deadline (2 s by default);
//   - an error it returns matches none of the sentinels under errors.Is,
//     or its Error method panics;
//   - an iterator it returns (iter.Seq, iter.Seq2) panics or hangs when
//     ranged over in full or stopped early;
//   - any argument, the receiver included, differs afterwards from a deep
//     copy taken before the call: slices, maps, pointers and the unexported
//     fields of structs are all followed. A pointer receiver may change (that
//     is what a pointer method is for, as UnmarshalText's is), but only when
//     the method returns no error: a refused call leaves its receiver as it
//     was. Values of the types in Mutable (a *rand.Rand is always one) are
//     allowed to change.
//
// A failure is printed as the Go call that caused it, for example
// cards.DeckOf(cards.Joker).Cut(-9223372036854775808), and for a panic with
// the stack inside the package. Rapid shrinks panicking arguments to a small
// case; a hang is reported on its first occurrence without shrinking, since
// every attempt would leave a goroutine running.
//
// A function without arguments is called once. A table entry may be a
// [Func] with settings of its own (generators that replace the defaults, a
// longer deadline), and [Package.Elsewhere] names functions another Walk of
// the package calls.
//
// Walk also reads the package's source in Dir (the files of the current
// build, tests excluded) and fails listing every exported function or
// method that is in none of Funcs, Panics and Elsewhere, so a new export
// cannot escape the walk.
//
// What the walk cannot catch: a panic in a goroutine the function starts
// (it kills the test binary, which at least fails loudly), and a wrong
// answer that is not an error; properties of the package's own tests hold
// those.
package hostile
