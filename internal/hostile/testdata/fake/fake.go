// Package fake is a package with one of each fault the hostile walk must
// catch, for the walk's own tests. It is under testdata so that nothing
// else builds it.
package fake

import (
	"errors"
	"fmt"
	"iter"
	"slices"
	"time"
)

// ErrRange is the package's sentinel.
var ErrRange = errors.New("out of range")

// Pile is a value type whose zero value is usable.
type Pile struct {
	cards []int
}

// Good returns n, or an error wrapping ErrRange for a negative n.
func Good(n int) (int, error) {
	if n < 0 {
		return 0, fmt.Errorf("fake: %w: %d", ErrRange, n)
	}
	return n, nil
}

// PileOf returns a pile of a copy of xs.
func PileOf(xs ...int) Pile { return Pile{slices.Clone(xs)} }

// Len is the number of cards; it is fine.
func (p Pile) Len() int { return len(p.cards) }

// All yields the cards; it is fine.
func (p Pile) All() iter.Seq[int] { return slices.Values(p.cards) }

// Push adds x on top: a pointer method that changes its receiver, as it
// may.
func (p *Pile) Push(x int) {
	if p != nil {
		p.cards = append(p.cards, x)
	}
}

// Panics indexes a four-element array with i.
func Panics(i int) int {
	a := [4]int{1, 2, 3, 4}
	return a[i]
}

// Hangs blocks forever when n is 7.
func Hangs(n int) int {
	if n == 7 {
		select {}
	}
	return n
}

// Unknown returns an error that wraps no sentinel for text that is not
// empty.
func Unknown(s string) error {
	if s != "" {
		return errors.New("surprise")
	}
	return nil
}

// Sorts sorts xs in place, changing the caller's slice.
func Sorts(xs []int) int {
	slices.Sort(xs)
	return len(xs)
}

// Top returns the top card; it panics on an empty pile.
func (p Pile) Top() int { return p.cards[len(p.cards)-1] }

// Drop removes the top card; it writes the receiver's cards before it
// refuses an empty pile.
func (p *Pile) Drop() error {
	if p == nil {
		return ErrRange
	}
	p.cards = append(p.cards, 0)
	if len(p.cards) == 1 {
		return fmt.Errorf("fake: %w: empty pile", ErrRange)
	}
	p.cards = p.cards[:len(p.cards)-2]
	return nil
}

// Scramble reverses the pile's shared cards in place (a value receiver
// whose backing array is the caller's).
func (p Pile) Scramble() Pile {
	slices.Reverse(p.cards)
	return p
}

// Lazy returns an iterator that panics past its third value.
func Lazy(n int) iter.Seq[int] {
	return func(yield func(int) bool) {
		a := [3]int{}
		for i := range n {
			if !yield(a[i]) {
				return
			}
		}
	}
}

// MustGood is Good that panics, as documented.
func MustGood(n int) int {
	v, err := Good(n)
	if err != nil {
		panic(err)
	}
	return v
}

// Small returns n; it panics unless n is 0..9, a precondition the test
// meets by giving it only such numbers.
func Small(n int) int {
	return [10]int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}[n]
}

// Slow takes 300 ms, longer than the test's deadline for the package but
// not than its own.
func Slow() int {
	time.Sleep(300 * time.Millisecond)
	return 1
}

// Slower takes 300 ms too, and has no deadline of its own.
func Slower() int {
	time.Sleep(300 * time.Millisecond)
	return 1
}

// Other is walked elsewhere.
func Other() {}

// Forgotten is not in the test's table.
func Forgotten() {}
