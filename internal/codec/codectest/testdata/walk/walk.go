// Package walk is a package for the test of StateTypes to walk.
package walk

// Kept is state; Gone is not; Empty is a struct of no fields.
type (
	Kept  struct{ N int }
	Gone  struct{ f func() }
	Empty struct{}
	hid   int
)

// Lost stores as {} though it holds state.
type Lost struct{ n int }
